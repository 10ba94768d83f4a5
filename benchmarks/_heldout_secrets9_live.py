"""Held-out set 9: texts produced here, live, by real clients and tools against loopback servers.

Nothing is typed: each text is what a real client library raised, or a real tool printed, when
run at build time against a server on 127.0.0.1 started here (a small HTTP server that answers
401 or echoes the request, a fake SMTP server, a ``redis-server``), or on files written here
(a git repository, a SQLite database, a binary config file, a key made from a seeded value).
The secrets are drawn from the set's seed, so they are the same on every run; the texts differ
only in the loopback port numbers. No redaction runs here: only the clients and tools do.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import http.client
import io
import json
import shutil
import smtplib
import socketserver
import tempfile
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from _heldout_secrets9_livetools import (
    Row,
    free_port,
    raised,
    redis_cases,
    tool_cases,
    traceback_cases,
)
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["live_cases"]


class _Handler(BaseHTTPRequestHandler):
    """401 for everything, except ``/anything`` which echoes the request (as httpbin does)."""

    def _answer(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode() if length else ""
        if self.path.startswith("/anything"):
            echo = {"headers": dict(self.headers), "url": self.path, "data": body}
            payload, status = json.dumps(echo).encode(), 500
        else:
            payload, status = b'{"error":"unauthorized"}', 401
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    do_GET = do_POST = _answer

    def log_message(self, *args: Any) -> None:
        pass


class _Smtp(socketserver.StreamRequestHandler):
    """Enough SMTP for ``smtplib.login``: offers AUTH LOGIN and refuses the credentials."""

    def handle(self) -> None:
        self.wfile.write(b"220 mail.acme.lan ESMTP\r\n")
        for raw in self.rfile:
            line = raw.decode().strip()
            if line.upper().startswith("EHLO"):
                self.wfile.write(b"250-mail.acme.lan\r\n250 AUTH LOGIN PLAIN\r\n")
            elif line.upper().startswith("AUTH LOGIN"):
                self.wfile.write(b"334 VXNlcm5hbWU6\r\n")
            elif line.upper().startswith("QUIT"):
                self.wfile.write(b"221 bye\r\n")
                return
            elif self.server.__dict__.setdefault("step", 0) == 0:
                self.server.__dict__["step"] = 1
                self.wfile.write(b"334 UGFzc3dvcmQ6\r\n")
            else:
                self.server.__dict__["step"] = 0
                self.wfile.write(b"535 5.7.8 Authentication credentials invalid\r\n")


@contextlib.contextmanager
def _serving(server: socketserver.BaseServer) -> Iterator[int]:
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1]  # type: ignore[misc]
    finally:
        server.shutdown()
        server.server_close()


def _client_cases(v: Values, port: int) -> list[Row]:
    import aiohttp
    import httpx
    import requests
    import sqlalchemy

    base = f"http://127.0.0.1:{port}"
    out = []
    key = v.gen(ALNUM, 40)
    e = raised(lambda: requests.get(f"{base}/v1/items?api_key={key}", timeout=5).raise_for_status())
    out.append(("http", "requests raise_for_status", "requests HTTPError, live", str(e), key))
    tok = v.gen(URLSAFE, 43)
    e = raised(lambda: httpx.get(f"{base}/v2/me?access_token={tok}").raise_for_status())
    out.append(("http", "httpx raise_for_status", "httpx HTTPStatusError, live", str(e), tok))

    async def aio(url: str) -> None:
        async with (
            aiohttp.ClientSession(raise_for_status=True) as session,
            session.get(url),
        ):
            pass

    sig = v.gen(HEX, 64)
    e = raised(lambda: asyncio.run(aio(f"{base}/hooks/in?sig={sig}&ts=1764827100")))
    out.append(
        ("http", "aiohttp ClientResponseError", "aiohttp raise_for_status, live", str(e), sig)
    )
    pw = v.pw()
    resp = requests.get(f"{base}/v1/report", auth=("svc-report", pw), timeout=5)
    basic = base64.b64encode(f"svc-report:{pw}".encode()).decode()
    out.append(
        (
            "http",
            "requests request headers repr",
            "requests PreparedRequest.headers repr in an error line, live",
            f"{resp.status_code} {resp.reason} for {resp.url}; sent {resp.request.headers!r}",
            basic,
        )
    )
    tok = v.gen(ALNUM, 40)
    request = urllib.request.Request(
        f"{base}/anything/sync", data=b"{}", headers={"X-Api-Key": tok}, method="POST"
    )
    e = raised(lambda: urllib.request.urlopen(request, timeout=5))
    body = e.read().decode() if isinstance(e, urllib.error.HTTPError) else ""
    out.append(
        (
            "http",
            "urllib echo body",
            "urllib HTTPError and an echoing server, live",
            f"{e}: {body}",
            tok,
        )
    )
    pw = v.pw()
    e = raised(lambda: requests.get(f"htp://deploy:{pw}@127.0.0.1:{port}/x", timeout=5))
    out.append(("http", "requests invalid schema", "requests InvalidSchema, live", str(e), pw))
    closed = free_port()
    tok = v.gen(ALNUM, 40)
    e = raised(lambda: requests.get(f"http://127.0.0.1:{closed}/v1/sync?token={tok}", timeout=5))
    out.append(
        ("http", "requests connection refused", "requests ConnectionError, live", str(e), tok)
    )
    tok = v.gen(URLSAFE, 43)
    shown = io.StringIO()
    with contextlib.redirect_stdout(shown):
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
        conn.set_debuglevel(1)
        conn.request("GET", "/v1/me", headers={"Authorization": f"Bearer {tok}"})
        conn.getresponse().read()
        conn.close()
    out.append(
        (
            "http",
            "http.client debuglevel",
            "http.client set_debuglevel(1) output, live",
            shown.getvalue() + "error: 401 from /v1/me",
            tok,
        )
    )
    pw = v.pw()
    e = raised(lambda: sqlalchemy.create_engine(f"postgresql://etl:{pw}@db01:54x2/dw"))
    out.append(
        (
            "dsn",
            "sqlalchemy bad port",
            "SQLAlchemy create_engine ValueError, live",
            f"{e} in postgresql://etl:{pw}@db01:54x2/dw",
            pw,
        )
    )
    pw = v.pw()
    e = raised(lambda: asyncio.run(aio(f"http://ops:{pw}@127.0.0.1:{port}/admin")))
    basic = base64.b64encode(f"ops:{pw}".encode()).decode()
    out.append(
        (
            "dsn",
            "aiohttp url userinfo",
            "aiohttp with a URL holding credentials, live",
            f"{e!r}",
            basic,
        )
    )
    return out


def _smtp_case(v: Values) -> Row:
    pw = v.pw()
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), _Smtp)
    shown = io.StringIO()
    with _serving(server) as port, contextlib.redirect_stderr(shown):
        client = smtplib.SMTP("127.0.0.1", port, timeout=5)
        client.set_debuglevel(1)
        error = raised(lambda: client.login("alerts@acme.io", pw))
        client.quit()
    # smtplib prefers AUTH PLAIN when offered: the blob is base64 of NUL user NUL password.
    secret = base64.b64encode(f"\0alerts@acme.io\0{pw}".encode()).decode()
    return (
        "http",
        "smtplib debug auth login",
        "smtplib set_debuglevel(1) output, live",
        shown.getvalue() + str(error),
        secret,
    )


def live_cases(v: Values) -> list[Case]:
    """The live cases, in a fixed order so that the seed gives every run the same secrets."""
    for tool in (
        "curl",
        "wget",
        "git",
        "sqlite3",
        "hexdump",
        "xxd",
        "ps",
        "openssl",
        "redis-server",
        "redis-cli",
    ):
        assert shutil.which(tool), f"set 9's live cases need {tool}"
    rows: list[Row] = []
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    with _serving(server) as port, tempfile.TemporaryDirectory() as name:
        rows += _client_cases(v, port)
        rows.append(_smtp_case(v))
        rows += tool_cases(v, port, Path(name))
        rows += redis_cases(v, Path(name))
    rows += traceback_cases(v)
    return [
        Case(f"{group}: {kind} (live)", source, text, secret)
        for group, kind, source, text, secret in rows
    ]
