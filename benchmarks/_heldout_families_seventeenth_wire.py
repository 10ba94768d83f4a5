"""Held-out set 17, part 3: stdlib wire clients and pyOpenSSL against scripted TCP peers.

* ``http.client`` used raw, as a tool without requests does: ``RemoteDisconnected``,
  ``BadStatusLine``, ``IncompleteRead``, ``LineTooLong``, ``InvalidURL``, ``ResponseNotReady``,
  too many headers, a socket timeout, a refused connection.
* ``telnetlib`` (a device console a tool drives): ``EOFError`` when the peer hangs up, a
  refused connection, a socket timeout.
* pyOpenSSL 26 (``OpenSSL.SSL``): ``SysCallError`` when the peer drops the handshake,
  ``Error`` carrying OpenSSL's error queue as ``(lib, func, reason)`` tuples when the peer is
  not TLS or offers no shared protocol, ``ZeroReturnError`` after a clean TLS close.

Written 2026-12-04 between 13:17 and 14:10 UTC by the helper ``heldout17``, built blind:
labelled from DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any
observation were never run on these cases before the labels were committed, nor were the
classifier's rules, its tests or any earlier result read. pyOpenSSL and telnetlib appear in no
earlier set; ``http.client`` was used only under requests/urllib, never raw."""

from __future__ import annotations

import contextlib
import http.client
import socket
import threading
import time
import warnings
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import CLI, FAT, TRA, Case, case
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def peer(reply: bytes, close: bool = True, linger: float = 0.0) -> int:
    """A loopback TCP peer that reads once, sends ``reply`` and closes (or holds) each
    connection; returns its port."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    held: list[socket.socket] = []

    def serve() -> None:
        while True:
            conn, _ = listener.accept()
            conn.settimeout(0.5)
            with contextlib.suppress(OSError):
                conn.recv(65536)
            if reply:
                conn.sendall(reply)
            if linger:
                time.sleep(linger)
            if close:
                conn.close()
            else:
                held.append(conn)

    threading.Thread(target=serve, daemon=True).start()
    port: int = listener.getsockname()[1]
    return port


def greeter(banner: bytes, close: bool = True) -> int:
    """A peer that speaks first (a console banner) and then closes or stays silent."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    held: list[socket.socket] = []

    def serve() -> None:
        while True:
            conn, _ = listener.accept()
            conn.sendall(banner)
            if close:
                conn.close()
            else:
                held.append(conn)

    threading.Thread(target=serve, daemon=True).start()
    port: int = listener.getsockname()[1]
    return port


def _get(port: int, path: str = "/v1/status", timeout: float = 1.0) -> Any:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    conn.request("GET", path)
    return conn.getresponse().read()


def httpclient_family() -> Iterator[Case]:
    ok_head = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
    hc = "http-client-17"
    yield case(hc, "remote-disconnected", TRA, lambda: _get(peer(b"")))
    yield case(hc, "refused", TRA, lambda: _get(closed_port()))
    yield case(hc, "read-timeout", TRA, lambda: _get(peer(b"", close=False), timeout=0.4))
    # The peer speaks another protocol on that port (an SSH banner): the address is wrong.
    yield case(hc, "bad-status-ssh", (CLI, FAT, TRA), lambda: _get(peer(b"SSH-2.0-OpenSSH_9.6"
        b"\r\n")))  # fmt: skip
    yield case(hc, "bad-status-garbage", (FAT, TRA), lambda: _get(peer(b"\x15\x03\x01\x00\x02"
        b"\x02\x46")))  # fmt: skip
    yield case(hc, "incomplete-read", TRA, lambda: _get(peer(ok_head + b"Content-Length: 500"
        b"\r\n\r\n{\"status\": \"partial")))  # fmt: skip
    yield case(hc, "incomplete-chunked", TRA, lambda: _get(peer(ok_head + b"Transfer-Encoding:"
        b" chunked\r\n\r\n40\r\n{\"items\": [1, 2")))  # fmt: skip
    yield case(hc, "line-too-long", (FAT, TRA), lambda: _get(peer(ok_head + b"X-Trace: "
        + b"a" * 70000 + b"\r\n\r\n")))  # fmt: skip
    yield case(hc, "too-many-headers", (FAT, TRA), lambda: _get(peer(ok_head + b"".join(
        b"X-H%d: v\r\n" % i for i in range(120)) + b"\r\n")))  # fmt: skip
    # A URL the model wrote with a port that is not a number.
    yield case(hc, "invalid-url-port", CLI, lambda: http.client.HTTPConnection(
        "127.0.0.1:80a"))  # fmt: skip
    # Reading a response before sending a request is a bug in the tool.
    yield case(hc, "not-ready", FAT, lambda: http.client.HTTPConnection("127.0.0.1",
        closed_port()).getresponse())  # fmt: skip
    yield case(hc, "control-char-url", CLI, lambda: http.client.HTTPConnection("127.0.0.1",
        closed_port()).request("GET", "/search?q=a b\r\nX-Injected: 1"))  # fmt: skip
    # A status line cut off by the peer closing: a dropped connection, or a broken server.
    yield case(hc, "empty-then-close", (TRA, FAT), lambda: _get(peer(b"HTTP/1.1 ")))


def telnet_family() -> Iterator[Case]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        import telnetlib

    def session(port: int, timeout: float = 1.0) -> Any:
        return telnetlib.Telnet("127.0.0.1", port, timeout=timeout)

    def read_all_until(port: int, marker: bytes) -> Callable[[], Any]:
        def run() -> Any:
            console = session(port)
            console.read_until(b"login: ", timeout=1)
            console.write(b"admin\n")
            return console.read_until(marker)

        return run

    def expect_prompt(port: int) -> Callable[[], Any]:
        def run() -> Any:
            console = session(port, timeout=0.4)
            console.write(b"show version\n")
            return console.sock.recv(1024) or console.read_eof()

        return run

    te = "telnet-17"
    yield case(te, "hangup-after-banner", TRA, read_all_until(greeter(b"router-7 login: "),
        b"Password:"))  # fmt: skip
    yield case(te, "hangup-at-once", TRA, read_all_until(greeter(b""), b"Password:"))
    yield case(te, "refused", TRA, lambda: session(closed_port()))
    yield case(te, "silent-timeout", TRA, expect_prompt(greeter(b"", close=False)))
    # The console refuses more sessions for now: the device's own words, then it hangs up.
    yield case(te, "busy-banner", TRA, read_all_until(greeter(b"% All VTY lines are busy, "
        b"try again later\r\n"), b"Password:"))  # fmt: skip


def openssl_family() -> Iterator[Case]:
    from OpenSSL import SSL

    def handshake(port: int, blocking: bool = True) -> Any:
        context = SSL.Context(SSL.TLS_CLIENT_METHOD)
        sock = socket.create_connection(("127.0.0.1", port), timeout=1)
        # A blocking socket gets OpenSSL's own errors; one with a timeout gets WantReadError.
        sock.settimeout(None if blocking else 0.5)
        conn = SSL.Connection(context, sock)
        conn.set_connect_state()
        conn.set_tlsext_host_name(b"localhost")
        conn.do_handshake()
        return conn.recv(1024)

    os_ = "pyopenssl-17"
    yield case(os_, "peer-drops", TRA, lambda: handshake(peer(b"")))
    # A plain HTTP server on the port: the tool was pointed at the wrong scheme or port.
    yield case(os_, "plain-http-peer", (CLI, FAT, TRA), lambda: handshake(peer(b"HTTP/1.1 400 "
        b"Bad Request\r\nContent-Length: 0\r\n\r\n")))  # fmt: skip
    yield case(os_, "alert-protocol-version", (CLI, FAT), lambda: handshake(peer(
        b"\x15\x03\x03\x00\x02\x02\x46")))  # fmt: skip
    yield case(os_, "alert-handshake-failure", (CLI, FAT), lambda: handshake(peer(
        b"\x15\x03\x03\x00\x02\x02\x28")))  # fmt: skip
    yield case(os_, "refused", TRA, lambda: handshake(closed_port()))
    yield case(os_, "silent-timeout", TRA, lambda: handshake(peer(b"", close=False), False))
    yield case(os_, "bad-cipher-list", (FAT, CLI), lambda: SSL.Context(SSL.TLS_CLIENT_METHOD)
        .set_cipher_list(b"NO-SUCH-CIPHER"))  # fmt: skip
    # The tool's own certificate path is wrong: OpenSSL says only "system lib".
    yield case(os_, "missing-cert-file", (CLI, FAT), lambda: SSL.Context(SSL.TLS_CLIENT_METHOD)
        .use_certificate_file("/nonexistent/heldout17/client.pem"))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    httpclient_family,
    telnet_family,
    openssl_family,
)
