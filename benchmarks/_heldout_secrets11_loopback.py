"""Held-out set 11: what Python clients and parsers raised here, live, for a misplaced secret.

Each text is ``str()`` of an exception a real library raised at build time: requests'
``raise_for_status`` and ``ConnectionError`` (the URL's query holds the key), requests'
``InvalidHeader`` and ``http.client``'s header check (a key read with its newline), xmlrpc's
``ProtocolError`` (userinfo in the server URL) against the 401 server started here, aiohttp's
``InvalidURL``, urllib's port parsing of a password holding ``#``, click's "Invalid value",
strictyaml's scanner error, and the standard library's value parsers (``ipaddress``,
``zoneinfo``, ``codecs``, ``float``, ``strptime``, an ``Enum``, ``getattr``) given a secret
pasted into the wrong field. The 401 server is shared with ``_heldout_secrets11_live.py``.
"""

from __future__ import annotations

import asyncio
import codecs
import contextlib
import enum
import http.client
import ipaddress
import threading
import xmlrpc.client
import zoneinfo
from collections.abc import Callable, Iterator
from datetime import datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values

__all__ = ["library_cases", "unauthorized_server"]


class _Unauthorized(BaseHTTPRequestHandler):
    """Answers 401 to every request, quietly."""

    def _answer(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        self.rfile.read(length)
        body = b'{"error":"unauthorized"}'
        self.send_response(401)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = _answer

    def log_message(self, format: str, *args: object) -> None:
        pass


@contextlib.contextmanager
def unauthorized_server() -> Iterator[int]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Unauthorized)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield int(server.server_address[1])
    finally:
        server.shutdown()
        server.server_close()


def _raised(call: Callable[[], object]) -> str:
    try:
        call()
    except Exception as error:
        return f"{type(error).__module__}.{type(error).__qualname__}: {error}"
    raise AssertionError("the call did not raise")


class _Region(enum.Enum):
    EU = "eu-west-1"
    US = "us-east-1"


class _Settings:
    endpoint = "https://api.acme.io"


def _http_rows(v: Values) -> list[tuple[str, str, str, str]]:
    import aiohttp
    import requests

    rows = []
    key = v.gen(ALNUM, 40)
    with unauthorized_server() as port:

        def fetch() -> None:
            url = f"http://127.0.0.1:{port}/v2/sync?since=2026-12-01&access_token={key}"
            requests.get(url, timeout=5).raise_for_status()

        rows.append(
            (
                "requests raise for status",
                "requests' HTTPError quotes the full URL",
                _raised(fetch),
                key,
            )
        )
        pw = v.gen(ALNUM, 14)
        proxy = xmlrpc.client.ServerProxy(f"http://supervisor:{pw}@127.0.0.1:{port}/RPC2")
        rows.append(
            (
                "xmlrpc protocol error",
                "xmlrpc.client ProtocolError names the URL with its userinfo",
                _raised(lambda: proxy.supervisor.getState()),
                pw,
            )
        )
    with contextlib.closing(__import__("socket").socket()) as s:
        s.bind(("127.0.0.1", 0))
        closed = s.getsockname()[1]
    key = v.gen(URLSAFE, 36)
    rows.append(
        (
            "requests connection error",
            "requests' ConnectionError quotes the path and query of a refused request",
            _raised(
                lambda: requests.get(f"http://127.0.0.1:{closed}/v1/feed?apikey={key}", timeout=2)
            ),
            key,
        )
    )
    key = v.gen(ALNUM, 32)
    rows.append(
        (
            "requests invalid header",
            "requests' InvalidHeader quotes a value read from a file with its whitespace",
            _raised(lambda: requests.get("http://127.0.0.1:9/", headers={"X-Api-Key": f" {key}"})),
            key,
        )
    )
    key = v.gen(ALNUM, 32)

    def put_header() -> None:
        conn = http.client.HTTPConnection("127.0.0.1", closed)
        conn.putrequest("GET", "/")
        conn.putheader("Authorization", f"Bearer {key}\n")

    rows.append(
        (
            "http client header value",
            "http.client's putheader rejects a value with a newline and quotes it",
            _raised(put_header),
            key,
        )
    )
    pw = v.gen(ALNUM, 13)

    async def session() -> None:
        async with (
            aiohttp.ClientSession() as client,
            client.get(f"http://ops:{pw}@db.acme.lan:port/"),
        ):
            pass

    rows.append(
        (
            "aiohttp invalid url",
            "aiohttp's InvalidUrlClientError is the URL, userinfo included",
            _raised(lambda: asyncio.run(session())),
            pw,
        )
    )
    return rows


def _parser_rows(v: Values) -> list[tuple[str, str, str, str]]:
    import click
    import strictyaml
    from click.testing import CliRunner

    rows = []
    head = v.gen(ALNUM, 9)
    rows.append(
        (
            "urlsplit port",
            "urllib: an unescaped # in a password ends the netloc; the rest becomes the 'port'",
            _raised(lambda: urlsplit(f"https://admin:{head}#Kx2@files.acme.lan/").port),
            head,
        )
    )

    @click.command()
    @click.option("--retries", type=int, default=3)
    @click.option("--token", default="")
    def sync(retries: int, token: str) -> None:
        """A command whose options a user shifted by one."""

    tok = v.gen(ALNUM, 30)
    result = CliRunner().invoke(sync, ["--retries", tok])
    rows.append(
        (
            "click invalid value",
            "click: 'Invalid value for --retries' quotes the value",
            result.output,
            tok,
        )
    )
    key = v.gen(ALNUM, 26)
    doc = f"integrations:\n  slack:\n    signing_secret: {key}: x\n"
    rows.append(
        (
            "strictyaml scanner",
            "strictyaml's ScannerError shows the offending line with a caret",
            _raised(lambda: strictyaml.load(doc)),
            key,
        )
    )
    pw = v.pw()
    rows.append(
        (
            "ipaddress",
            "ipaddress.ip_address quotes a password given as the host",
            _raised(lambda: ipaddress.ip_address(pw)),
            pw,
        )
    )
    tok = v.gen(ALNUM, 20)
    rows.append(
        (
            "zoneinfo",
            "zoneinfo quotes a key passed as the time zone",
            _raised(lambda: zoneinfo.ZoneInfo(tok)),
            tok,
        )
    )
    tok = v.gen(ALNUM, 22)
    rows.append(
        (
            "codecs lookup",
            "codecs.lookup: 'unknown encoding' names it",
            _raised(lambda: codecs.lookup(tok)),
            tok,
        )
    )
    tok = v.gen(ALNUM, 24)
    rows.append(
        (
            "float parse",
            "float() quotes the string it could not convert",
            _raised(lambda: float(tok)),
            tok,
        )
    )
    tok = v.gen(ALNUM, 18)
    rows.append(
        (
            "strptime",
            "datetime.strptime quotes the time data that did not match",
            _raised(lambda: datetime.strptime(tok, "%Y-%m-%d")),
            tok,
        )
    )
    tok = v.gen(URLSAFE, 28)
    rows.append(
        (
            "enum value",
            "an Enum lookup quotes the value that is not a member",
            _raised(lambda: _Region(tok)),
            tok,
        )
    )
    tok = "k_" + v.gen(ALNUM, 24)
    rows.append(
        (
            "getattr name",
            "getattr with a key where an attribute name was expected",
            _raised(lambda: getattr(_Settings(), tok)),
            tok,
        )
    )
    return rows


def library_cases(v: Values) -> list[Case]:
    out = []
    for name, source, text, secret in [*_http_rows(v), *_parser_rows(v)]:
        assert secret in text, f"{name}: the library did not quote the secret:\n{text}"
        out.append(Case(f"traceback: {name}", source + " (live)", text, secret))
    return out
