"""The wire side of ``toolretry.testing.FaultServer``: read requests, write replies, faults, errors.

Kept apart from the public module so that what a fault *is* (``Reply``) stays separate from
how it is put on a socket, and so that stopping stays prompt: every wait here is on one
``threading.Event`` that ``stop()`` sets, and every open connection is shut down on stop.
"""

from __future__ import annotations

import contextlib
import socket
import socketserver
import struct
import sys
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from ._reply import Reply

__all__ = ["LOOPBACK", "FaultHTTPServer", "RecordedRequest"]

LOOPBACK = "127.0.0.1"
# Statuses that must not carry a body (RFC 9110 §6.4.1); sending one breaks keep-alive.
_BODILESS = frozenset({204, 304})


class _RequestFields(NamedTuple):
    method: str
    path: str
    headers: dict[str, str]
    body: bytes


class RecordedRequest(_RequestFields):
    """One request as the server received it, for assertions in tests.

    ``headers`` has lower-cased names; ``path`` keeps its query string. ``received_at`` is
    ``time.monotonic()`` when the request arrived (its headers read), so a test can assert
    that nothing reached the server inside a window. It is an attribute, not a fifth item:
    ``method, path, headers, body = request`` still works.
    """

    received_at: float

    def __new__(
        cls,
        method: str,
        path: str,
        headers: dict[str, str],
        body: bytes,
        received_at: float = 0.0,
    ) -> RecordedRequest:
        record = super().__new__(cls, method, path, headers, body)
        record.received_at = received_at
        return record


class _BadRequest(Exception):
    """The request's framing (Content-Length, chunking) cannot be read."""


class _FaultHandler(BaseHTTPRequestHandler):
    """Answers every method the same way: record, ask the server for a Reply, act it out."""

    protocol_version = "HTTP/1.1"  # keep-alive, so client connection pools get exercised
    disable_nagle_algorithm = True  # headers and body go out in two writes; no 40 ms stall
    server_version = "toolretry-FaultServer"
    sys_version = ""
    server: FaultHTTPServer

    def log_message(self, format: str, *args: object) -> None:
        """Stay silent: test output is no place for an access log."""

    def _dispatch(self) -> None:
        received_at = time.monotonic()
        try:
            body = self._read_body()
        except _BadRequest as exc:
            self.close_connection = True
            self.send_error(400, str(exc))
            return
        headers = {name.lower(): value for name, value in self.headers.items()}
        request = RecordedRequest(self.command, self.path, headers, body, received_at)
        reply = self.server.reply_for(request)
        stopping = self.server.stopping
        wait = None if reply.delay == float("inf") else reply.delay
        if (reply.delay and stopping.wait(wait)) or reply.fault == "hang":
            self.close_connection = True  # say nothing and hang up
        elif reply.fault == "reset":
            self._reset_connection()
        else:
            self._send(reply)

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_OPTIONS = _dispatch

    def _read_body(self) -> bytes:
        # Always drain the body, so the next request on a kept-alive connection starts clean.
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            return self._read_chunked()
        raw = self.headers.get("Content-Length")
        if raw is None:
            return b""
        try:
            length = int(raw)
        except ValueError:
            raise _BadRequest(f"Content-Length is not a number: {raw!r}") from None
        if length < 0:
            raise _BadRequest(f"Content-Length is negative: {length}")
        return self.rfile.read(length)

    def _read_chunked(self) -> bytes:
        chunks: list[bytes] = []
        while True:
            line = self.rfile.readline(1024)
            try:
                size = int(line.split(b";", 1)[0].strip(), 16)
            except ValueError:
                raise _BadRequest(f"bad chunk size line: {line!r}") from None
            if size == 0:
                while self.rfile.readline(1024).strip():  # trailers, up to the blank line
                    pass
                return b"".join(chunks)
            chunks.append(self.rfile.read(size))
            self.rfile.readline(1024)  # the CRLF that ends each chunk

    def _send(self, reply: Reply) -> None:
        content_type, payload = reply.payload()
        names = {name.lower() for name in reply.headers}
        self.send_response(reply.status)
        for name, value in reply.headers.items():
            self.send_header(name, value)
        if content_type is not None and "content-type" not in names:
            self.send_header("Content-Type", content_type)
        bodiless = reply.status in _BODILESS
        if not bodiless and "content-length" not in names:
            declared = reply.declared_length
            self.send_header("Content-Length", str(len(payload) if declared is None else declared))
        if reply.fault == "truncated":
            self.send_header("Connection", "close")  # also sets close_connection
        self.end_headers()
        if self.command != "HEAD" and not bodiless:
            self.wfile.write(payload)

    def _reset_connection(self) -> None:
        # SO_LINGER with a zero timeout turns close() into an RST instead of a FIN, which the
        # client sees as "connection reset by peer". The socket must really close here, so the
        # buffered reader's reference to it goes first (wfile holds none: wbufsize is 0).
        self.close_connection = True
        self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.rfile.close()
        self.connection.close()


class FaultHTTPServer(ThreadingHTTPServer):
    """A threaded loopback HTTP server that tracks its connections so it can stop promptly."""

    daemon_threads = True

    def __init__(self, reply_for: Callable[[RecordedRequest], Reply]) -> None:
        self.reply_for = reply_for
        self.stopping = threading.Event()
        self._live: dict[threading.Thread, socket.socket] = {}
        self._live_lock = threading.Lock()
        self._serve_thread: threading.Thread | None = None
        super().__init__((LOOPBACK, 0), _FaultHandler)

    def server_bind(self) -> None:
        """Bind without HTTPServer's reverse-DNS lookup, which can take seconds."""
        socketserver.TCPServer.server_bind(self)
        self.server_name = LOOPBACK
        self.server_port = self.server_address[1]

    def process_request(
        self, request: socket.socket | tuple[bytes, socket.socket], client_address: object
    ) -> None:
        """Serve one connection on its own daemon thread, remembered until it ends."""
        assert isinstance(request, socket.socket)  # TCP: always a socket
        thread = threading.Thread(
            target=self._serve_connection,
            args=(request, client_address),
            name=f"FaultServer-{self.server_port}-conn",
            daemon=True,
        )
        with self._live_lock:
            self._live[thread] = request
        thread.start()

    def _serve_connection(self, request: socket.socket, client_address: object) -> None:
        try:
            self.finish_request(request, client_address)
        except Exception:
            self.handle_error(request, client_address)
        finally:
            self.shutdown_request(request)
            with self._live_lock:
                self._live.pop(threading.current_thread(), None)

    def handle_error(
        self, request: socket.socket | tuple[bytes, socket.socket], client_address: object
    ) -> None:
        """Ignore clients that hang up (that is the point); report anything else."""
        if not isinstance(sys.exc_info()[1], OSError):
            super().handle_error(request, client_address)

    def start_serving(self) -> None:
        """Run the accept loop on a daemon thread."""
        self._serve_thread = threading.Thread(
            target=self.serve_forever,
            kwargs={"poll_interval": 0.02},  # how long shutdown() may wait for the loop
            name=f"FaultServer-{self.server_port}",
            daemon=True,
        )
        self._serve_thread.start()

    def stop_serving(self, timeout: float = 5.0) -> None:
        """Release hanging replies, stop accepting, close every connection, join the threads."""
        deadline = time.monotonic() + timeout
        self.stopping.set()
        if self._serve_thread is not None:
            self.shutdown()
            self._serve_thread.join(timeout)
        self.server_close()
        # The accept loop has ended, so no connection can be added from here on.
        with self._live_lock:
            live = dict(self._live)
        for sock in live.values():
            with contextlib.suppress(OSError):  # already closed by its handler
                sock.shutdown(socket.SHUT_RDWR)  # wakes a handler blocked reading keep-alive
        for thread in live:
            thread.join(max(0.0, deadline - time.monotonic()))
