"""What the live parts of the held-out secrets sets share: a command run for its output, a
server on 127.0.0.1 that answers 401 to every request (so that a client prints what it sent),
and what named loggers write while a package runs.
"""

from __future__ import annotations

import contextlib
import io
import logging
import os
import subprocess
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

__all__ = ["captured_logs", "run_command", "start_denying_server"]


def run_command(
    argv: list[str],
    cwd: str | None = None,
    env: dict[str, str] | None = None,
    timeout: float = 60,
) -> str:
    """The command's stdout and stderr, stripped; "" where it is not installed or hangs.
    ``env`` is laid over this process's environment."""
    try:
        done = subprocess.run(
            argv,
            capture_output=True,
            text=True,
            timeout=timeout,
            cwd=cwd,
            check=False,
            env=None if env is None else {**os.environ, **env},
        )
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return (done.stdout + done.stderr).strip()


class _Deny(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        self.send_response(401)
        self.send_header("WWW-Authenticate", 'Basic realm="acme"')
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, format: str, *args: object) -> None:
        """Quiet: the server's own log is not the case."""


def start_denying_server() -> ThreadingHTTPServer:
    """A server on a free loopback port answering 401 with a Basic challenge, serving in a
    daemon thread; the caller shuts it down."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Deny)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


@contextlib.contextmanager
def captured_logs(*names: str) -> Iterator[io.StringIO]:
    """What the loggers ``names`` write at DEBUG and above while the block runs, as
    `LEVEL:name:message` lines; their levels, handlers and propagation restored after."""
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logging.Formatter("%(levelname)s:%(name)s:%(message)s"))
    loggers = [logging.getLogger(name) for name in names]
    saved = [(lg.level, lg.propagate) for lg in loggers]
    for lg in loggers:
        lg.addHandler(handler)
        lg.setLevel(logging.DEBUG)
        lg.propagate = False
    try:
        yield stream
    finally:
        for lg, (level, propagate) in zip(loggers, saved, strict=True):
            lg.removeHandler(handler)
            lg.setLevel(level)
            lg.propagate = propagate
