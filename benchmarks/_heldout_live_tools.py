"""What the live parts of the held-out secrets sets share: a command run for its output, and
a server on 127.0.0.1 that answers 401 to every request (so that a client prints what it sent).
"""

from __future__ import annotations

import os
import subprocess
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

__all__ = ["run_command", "start_denying_server"]


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
