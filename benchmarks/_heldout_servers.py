"""Local servers for the held-out classification set (``heldout_classify.py``): loopback only.

A scripted HTTP server (the next reply is set before each call), a scripted line-protocol
server (SMTP/FTP replies by verb), a gRPC server whose methods abort as told, a websocket
server closing with a code, and a throwaway PostgreSQL cluster. Nothing here knows toolretry.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import socket
import socketserver
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

__all__ = [
    "HttpScript",
    "LineServer",
    "Postgres",
    "closed_port",
    "free_port",
]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


def closed_port() -> int:
    """A loopback port nothing listens on (connections are refused)."""
    return free_port()


class HttpScript:
    """An HTTP server answering every request with the reply set last (status, headers, body)."""

    def __init__(self) -> None:
        self.reply: tuple[int, dict[str, str], bytes] = (200, {}, b"{}")
        script = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def _answer(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                if length:
                    self.rfile.read(length)
                status, headers, body = script.reply
                self.send_response(status)
                for name, value in headers.items():
                    self.send_header(name, value)
                if not any(n.lower() == "content-type" for n in headers):
                    self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            do_GET = do_POST = do_PUT = do_DELETE = do_HEAD = _answer

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def set(self, status: int, body: bytes | str = b"{}", **headers: str) -> None:
        raw = body.encode() if isinstance(body, str) else body
        self.reply = (status, {k.replace("_", "-"): v for k, v in headers.items()}, raw)


class LineServer:
    """A CRLF line protocol server (SMTP, FTP): a greeting, then a reply per command verb.

    ``replies`` maps an upper-case verb (``"RCPT"``, ``"CWD"``, ``"."`` for the end of SMTP
    DATA) to a reply line; None closes the connection. Unknown verbs get ``default``.
    """

    def __init__(self) -> None:
        self.greeting: str | None = "220 ready"
        self.replies: dict[str, str | None] = {}
        self.default = "250 ok"
        script = self

        class Handler(socketserver.StreamRequestHandler):
            def handle(self) -> None:
                def say(line: str | None) -> bool:
                    if line is None:
                        return False
                    self.wfile.write(line.encode() + b"\r\n")
                    return True

                if not say(script.greeting):
                    return
                in_data = False
                for raw in self.rfile:
                    line = raw.decode("latin-1").rstrip("\r\n")
                    if in_data:
                        if line == ".":
                            in_data = False
                            if not say(script.replies.get(".", "250 queued")):
                                return
                        continue
                    verb = line.split(" ", 1)[0].upper()
                    reply = script.replies.get(verb, script.default)
                    if verb == "DATA" and verb not in script.replies:
                        reply, in_data = "354 go ahead", True
                    if verb == "QUIT":
                        say("221 bye")
                        return
                    if not say(reply):
                        return

        class Server(socketserver.ThreadingTCPServer):
            allow_reuse_address = True
            daemon_threads = True

        self.server = Server(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def script(self, greeting: str | None = "220 ready", **replies: str | None) -> None:
        self.greeting = greeting
        self.replies = {("." if k == "END" else k.upper()): v for k, v in replies.items()}


class Postgres:
    """A throwaway PostgreSQL cluster on a loopback port (trust auth), or None if impossible."""

    def __init__(self, port: int, directory: str, process: subprocess.Popen[bytes]) -> None:
        self.port, self.directory, self.process = port, directory, process

    @classmethod
    @contextlib.contextmanager
    def started(cls) -> Iterator[Postgres | None]:
        initdb, postgres = shutil.which("initdb"), shutil.which("postgres")
        if initdb is None or postgres is None:
            yield None
            return
        directory = tempfile.mkdtemp(prefix="heldout-pg-")
        run_as: Callable[[list[str]], list[str]] = lambda args: args  # noqa: E731
        if os.geteuid() == 0:  # postgres refuses to run as root
            try:
                user = pwd.getpwnam("postgres")
            except KeyError:
                yield None
                return
            os.chown(directory, user.pw_uid, user.pw_gid)
            run_as = lambda args: ["runuser", "-u", "postgres", "--", *args]  # noqa: E731
        data = os.path.join(directory, "data")
        done = subprocess.run(
            run_as([initdb, "-D", data, "-A", "trust", "-U", "postgres"]),
            capture_output=True,
        )
        if done.returncode != 0:
            yield None
            return
        port = free_port()
        settings = {
            "listen_addresses": "127.0.0.1",
            "unix_socket_directories": directory,
            "max_connections": "12",
            "superuser_reserved_connections": "0",
            "deadlock_timeout": "100ms",
            "fsync": "off",
        }
        args = [postgres, "-D", data, "-p", str(port)]
        for name, value in settings.items():
            args += ["-c", f"{name}={value}"]
        process = subprocess.Popen(
            run_as(args), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        try:
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline:
                with (
                    contextlib.suppress(OSError),
                    socket.create_connection(("127.0.0.1", port), 0.2),
                ):
                    break
                time.sleep(0.1)
            time.sleep(0.5)
            yield cls(port, directory, process)
        finally:
            process.terminate()
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(10)
            shutil.rmtree(directory, ignore_errors=True)
