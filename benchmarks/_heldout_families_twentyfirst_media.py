"""Held-out set 21, part 7: two more protocols whose status codes are not HTTP's.

* Gemini (gemini://, TLS on 127.0.0.1 with a throwaway self-signed certificate): a hand-written
  client raises ``GeminiError`` carrying the two-digit ``status`` and the reply's ``meta``
  (4x temporary, 5x permanent, 6x client certificate; ``44 SLOW DOWN`` carries seconds).
* RTSP/1.0 (RFC 2326) over TCP: a hand-written client raises ``RtspError`` carrying
  ``status_code``, ``reason`` and ``headers`` (454 Session Not Found, 453 Not Enough Bandwidth,
  461 Unsupported Transport, 503 with ``Retry-After``).

Written 2026-12-04 between 16:56 and 17:40 UTC by the helper ``heldout21``, built blind (see
``_heldout_families_twentyfirst``). Neither protocol appears in sets 1-20."""

from __future__ import annotations

import socket
import socketserver
import ssl
import subprocess
import tempfile
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


class GeminiError(Exception):
    """A Gemini reply other than 2x, as a hand-written client raises it."""

    def __init__(self, status: int, meta: str) -> None:
        super().__init__(f"gemini: {status} {meta}")
        self.status = status
        self.meta = meta


class RtspError(Exception):
    """An RTSP reply other than 2xx, as a hand-written client raises it."""

    def __init__(self, status_code: int, reason: str, headers: dict[str, str]) -> None:
        super().__init__(f"RTSP/1.0 {status_code} {reason}")
        self.status_code = status_code
        self.reason = reason
        self.headers = headers


class _Scripted(socketserver.ThreadingTCPServer):
    allow_reuse_address = True
    daemon_threads = True
    reply = ""
    tls: ssl.SSLContext | None = None


class _Handler(socketserver.StreamRequestHandler):
    def setup(self) -> None:
        server: Any = self.server
        if server.tls is not None:
            self.request = server.tls.wrap_socket(self.request, server_side=True)
        super().setup()

    def handle(self) -> None:
        server: Any = self.server
        for raw in self.rfile:
            if server.tls is not None or raw in (b"\r\n", b"\n"):
                break
        self.wfile.write(server.reply.encode())


def _serve(tls: ssl.SSLContext | None = None) -> _Scripted:
    server = _Scripted(("127.0.0.1", 0), _Handler)
    server.tls = tls
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def _self_signed() -> ssl.SSLContext:
    work = Path(tempfile.mkdtemp(prefix="heldout21-tls-"))
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
        "-subj", "/CN=localhost", "-keyout", str(work / "key.pem"), "-out",
        str(work / "cert.pem")], check=True, capture_output=True)  # fmt: skip
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(work / "cert.pem", work / "key.pem")
    return context


def _gemini_get(port: int, path: str = "/") -> str:
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE  # Gemini clients trust on first use
    raw = socket.create_connection(("127.0.0.1", port), timeout=5)
    with raw, context.wrap_socket(raw, server_hostname="localhost") as sock:
        sock.sendall(f"gemini://localhost:{port}{path}\r\n".encode())
        header = sock.makefile("rb").readline().decode().rstrip("\r\n")
    status, _, meta = header.partition(" ")
    if not status.startswith("2"):
        raise GeminiError(int(status), meta)
    return meta


def gemini_family() -> Iterator[Case]:
    server = _serve(_self_signed())
    port = server.server_address[1]

    def reply(header: str) -> Callable[[], Any]:
        def run() -> Any:
            server.reply = header + "\r\n"
            return _gemini_get(port, "/capsule/log.gmi")

        return run

    gm = "gemini-21"
    yield case(gm, "10-input", CLI, reply("10 Search terms"))
    yield case(gm, "40-temporary", TRA, reply("40 Temporary failure, try again"))
    yield case(gm, "41-unavailable", TRA, reply("41 Server unavailable for maintenance"))
    yield case(gm, "42-cgi", (FAT, TRA), reply("42 CGI script exited with status 1"))
    yield case(gm, "43-proxy", TRA, reply("43 Proxy error: upstream timed out"))
    # 44 SLOW DOWN: meta is the number of seconds to wait before the next request.
    yield case(gm, "44-slow-down", TRA, reply("44 30"), retry_after=30)
    yield case(gm, "50-permanent", (CLI, FAT), reply("50 Permanent failure"))
    yield case(gm, "51-not-found", CLI, reply("51 Not found"))
    yield case(gm, "52-gone", CLI, reply("52 This capsule has moved off Gemini"))
    yield case(gm, "53-proxy-refused", CLI, reply("53 Proxy request refused"))
    yield case(gm, "59-bad-request", CLI, reply("59 Bad request"))
    yield case(gm, "60-cert-required", CRED, reply("60 Client certificate required"))
    yield case(gm, "61-not-authorised", CRED, reply("61 Certificate not authorised"))
    yield case(gm, "62-not-valid", CRED, reply("62 Certificate has expired"))
    yield case(gm, "refused", TRA, lambda: _gemini_get(closed_port()))


def _rtsp(port: int, method: str = "DESCRIBE") -> str:
    request = (f"{method} rtsp://127.0.0.1:{port}/cam/1 RTSP/1.0\r\nCSeq: 2\r\n"
        "Session: 12345678\r\n\r\n")  # fmt: skip
    with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
        sock.sendall(request.encode())
        head = sock.makefile("rb").read().decode().split("\r\n")
    _, code, reason = head[0].split(" ", 2)
    headers = dict(line.split(": ", 1) for line in head[1:] if ": " in line)
    if not code.startswith("2"):
        raise RtspError(int(code), reason, headers)
    return head[0]


def rtsp_family() -> Iterator[Case]:
    server = _serve()
    port = server.server_address[1]

    def reply(status: str, method: str = "DESCRIBE", **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            extra = "".join(f"{k.replace('_', '-')}: {v}\r\n" for k, v in headers.items())
            server.reply = f"RTSP/1.0 {status}\r\nCSeq: 2\r\n{extra}\r\n"
            return _rtsp(port, method)

        return run

    rt = "rtsp-21"
    yield case(rt, "401", CRED, reply("401 Unauthorized", WWW_Authenticate='Digest realm="cam"'))
    yield case(rt, "404", CLI, reply("404 Stream Not Found"))
    yield case(rt, "405", CLI, reply("405 Method Not Allowed", "RECORD", Allow="DESCRIBE, PLAY"))
    yield case(rt, "451", CLI, reply("451 Parameter Not Understood", "SET_PARAMETER"))
    yield case(rt, "453-bandwidth", TRA, reply("453 Not Enough Bandwidth", "SETUP"))
    # The session timed out on the server: the client must SETUP again, not repeat the PLAY.
    yield case(rt, "454-session", CLI, reply("454 Session Not Found", "PLAY"))
    yield case(rt, "455-state", CLI, reply("455 Method Not Valid in This State", "PAUSE"))
    yield case(rt, "457-range", CLI, reply("457 Invalid Range", "PLAY"))
    yield case(rt, "461-transport", CLI, reply("461 Unsupported Transport", "SETUP"))
    yield case(rt, "462-unreachable", (TRA, CLI), reply("462 Destination Unreachable", "SETUP"))
    yield case(rt, "500", (TRA, FAT), reply("500 Internal Server Error"))
    yield case(rt, "503-wait", TRA, reply("503 Service Unavailable", Retry_After="10"),
        retry_after=10)  # fmt: skip
    yield case(rt, "505", FAT, reply("505 RTSP Version Not Supported"))
    yield case(rt, "551", CLI, reply("551 Option not supported", "OPTIONS"))
    yield case(rt, "453-busy-cam", (TRA, BIZ), reply("453 Not Enough Bandwidth", "SETUP",
        Retry_After="5"), retry_after=5)  # fmt: skip
    yield case(rt, "refused", TRA, lambda: _rtsp(closed_port()))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (gemini_family, rtsp_family)
