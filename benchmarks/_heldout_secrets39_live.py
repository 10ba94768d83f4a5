"""Held-out set 39: output of clients and tools really run here, against 127.0.0.1 only.

Nothing here was written by hand: each case's text is what the client or tool printed,
raised, represented or logged when run on this machine with a generated value against a
server started in-process on 127.0.0.1 that answers 401 (``start_denying_server``),
normalized (ports, addresses, times) so that every run gives the same text except the
values. The secret sits where real code puts it: a URL's query or user info, an
Authorization header, a login.

* ``cli``: ``curl -v -u`` (its ``Authorization: Basic`` line).
* ``traceback``: requests' ``HTTPError``, httpx's ``HTTPStatusError``, aiohttp's
  ``ClientResponseError`` and xmlrpc's ``ProtocolError`` for URLs holding a key or a
  password.
* ``repr``: an ``httpx.Request``, ``urllib.parse.urlsplit`` of a URL with a password and a
  ``requests.PreparedRequest``'s headers.
* ``log``: urllib3's ``connectionpool`` DEBUG line and ``http.client``'s ``send:`` debug print.
"""

from __future__ import annotations

import contextlib
import io
import re
import tempfile
from collections.abc import Callable

from _heldout_live_tools import (
    Run,
    captured_logs,
    collect_runs,
    raised_message,
    start_denying_server,
)
from _heldout_secrets_harness import ALNUM, HEX, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC"}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"port \d{2,5}", "port 8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"Date: .*", "Date: Sun, 06 Dec 2026 13:34:00 GMT", text)
    text = re.sub(r"Server: .*", "Server: BaseHTTP/0.6 Python/3.11", text)
    return re.sub(r"\* +Trying .*", "* Trying 127.0.0.1:8080...", text)


def _served(call: Callable[[str], str]) -> Callable[[], str]:
    """``call`` given the base URL of a fresh denying server, which is shut down after."""

    def run() -> str:
        server = start_denying_server()
        try:
            return call(f"127.0.0.1:{server.server_address[1]}")
        finally:
            server.shutdown()
            server.server_close()

    return run


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (32, 36, 28, 40, 34, 30, 38)]
    hx = [v.gen(HEX, n) for n in (40, 32)]
    pw = [v.pw() for _ in range(3)]
    with tempfile.TemporaryDirectory() as tmp:
        cases = _collect(_cli_runs(pw), tmp, "cli", "context")
        cases += _collect(_traceback_runs(an, hx, pw), tmp, "traceback", "note")
        cases += _collect(_repr_runs(an, pw), tmp, "repr", "cause")
        cases += _collect(_log_runs(an, hx), tmp, "log", "args")
    return cases


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def _cli_runs(pw: list[str]) -> list[Run]:
    import base64

    from _heldout_live_tools import run_command

    cred = f"backup:{pw[0]}"
    secret = base64.b64encode(cred.encode()).decode()

    def curl(base: str) -> str:
        out = run_command(["curl", "-sv", "-u", cred, f"http://{base}/api/snapshots"])
        return "\n".join(line for line in out.splitlines() if line[:1] in "*><")

    return [
        (
            "curl verbose basic",
            "curl -sv -u user:password: its Authorization line",
            secret,
            _served(curl),
        )
    ]


def _traceback_runs(an: list[str], hx: list[str], pw: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import requests

        def req(base: str) -> str:
            return raised_message(
                lambda: requests.get(
                    f"http://{base}/v2/export?api_key={an[0]}", timeout=5
                ).raise_for_status()
            )

        out.append(
            (
                "requests http error",
                "requests' HTTPError for a URL with api_key",
                an[0],
                _served(req),
            )
        )
    with contextlib.suppress(ImportError):
        import httpx

        def hx_err(base: str) -> str:
            return raised_message(
                lambda: httpx.get(
                    f"http://{base}/hooks/deploy?token={hx[0]}", timeout=5
                ).raise_for_status()
            )

        out.append(
            (
                "httpx status error",
                "httpx's HTTPStatusError for a URL with a token",
                hx[0],
                _served(hx_err),
            )
        )
    with contextlib.suppress(ImportError):
        import asyncio

        import aiohttp

        def aio(base: str) -> str:
            async def go() -> None:
                async with (
                    aiohttp.ClientSession(raise_for_status=True) as session,
                    session.get(f"http://{base}/feed?access_key={an[1]}"),
                ):
                    pass

            return raised_message(lambda: asyncio.run(go()))

        out.append(
            (
                "aiohttp response error",
                "aiohttp's ClientResponseError with the URL",
                an[1],
                _served(aio),
            )
        )

    def xml(base: str) -> str:
        import xmlrpc.client

        proxy = xmlrpc.client.ServerProxy(f"http://odoo:{pw[1]}@{base}/xmlrpc/2/object")
        return raised_message(
            lambda: proxy.execute_kw("acme", 2, "x", "res.partner", "search", [[]])
        )

    out.append(
        (
            "xmlrpc protocol error",
            "xmlrpc.client's ProtocolError for a URL with user info",
            pw[1],
            _served(xml),
        )
    )
    return out


def _repr_runs(an: list[str], pw: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import httpx

        out.append(
            (
                "httpx request",
                "repr of an httpx.Request with a key in its query",
                an[2],
                lambda: repr(httpx.Request("GET", f"http://127.0.0.1:8080/geo?key={an[2]}")),
            )
        )
    import urllib.parse

    out.append(
        (
            "urlsplit",
            "repr of urllib.parse.urlsplit of a URL with a password",
            pw[2],
            lambda: repr(urllib.parse.urlsplit(f"amqp://worker:{pw[2]}@127.0.0.1:5672/jobs")),
        )
    )
    with contextlib.suppress(ImportError):
        import requests

        def prepared() -> str:
            request = requests.Request(
                "POST",
                "http://127.0.0.1:8080/v1/send",
                headers={"Authorization": f"Bearer {an[3]}"},
            ).prepare()
            return f"{request!r} {request.headers!r}"

        out.append(
            ("requests prepared", "repr of a PreparedRequest and its headers", an[3], prepared)
        )
    return out


def _log_runs(an: list[str], hx: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import requests

        def pool(base: str) -> str:
            with captured_logs("urllib3") as stream:
                requests.get(f"http://{base}/status?apikey={hx[1]}", timeout=5)
            return stream.getvalue().strip()

        out.append(
            ("urllib3 connectionpool", "urllib3's connectionpool DEBUG lines", hx[1], _served(pool))
        )

    def send(base: str) -> str:
        import http.client

        host, port = base.split(":")
        conn = http.client.HTTPConnection(host, int(port), timeout=5)
        conn.set_debuglevel(1)
        buffer = io.StringIO()
        with contextlib.redirect_stdout(buffer):
            conn.request("GET", "/metrics", headers={"X-Api-Key": an[4]})
            conn.getresponse().read()
        conn.close()
        return buffer.getvalue().strip()

    out.append(("http client send", "http.client's debuglevel 1 send: line", an[4], _served(send)))
    return out
