"""What the live parts of the held-out secrets sets share: a command run for its output, a
server on 127.0.0.1 that answers 401 to every request (so that a client prints what it sent),
what named loggers write while a package runs, and the runs of a set collected into cases.
"""

from __future__ import annotations

import contextlib
import io
import logging
import os
import subprocess
import threading
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from _heldout_secrets_harness import Case, leaked

__all__ = [
    "Run",
    "captured_logs",
    "collect_runs",
    "raised_message",
    "run_command",
    "start_denying_server",
]

# A live case to make: its name, its source, the secret, and the command to run (or a call
# that returns the text).
Run = tuple[str, str, str, "list[str] | Callable[[], str]"]


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


def collect_runs(
    runs: list[Run],
    tmp: str,
    group: str,
    raises: str,
    env: dict[str, str],
    normalize: Callable[[str, str], str],
    timeout: float = 60,
) -> list[Case]:
    """The cases of ``runs`` whose output, made the same each run by ``normalize(text, tmp)``,
    still shows their secret (a tool missing or failing here adds no case)."""
    out = []
    for name, source, secret, argv in runs:
        try:
            text = argv() if callable(argv) else run_command(argv, tmp, env=env, timeout=timeout)
        except Exception:
            continue
        text = normalize(text, tmp)
        if secret and len(secret) >= 6 and leaked(secret, text):
            out.append(Case(f"{group}: {name}", source, text, secret, raises=raises))
    return out


def raised_message(call: Callable[[], object]) -> str:
    """What ``call`` raises, as a traceback's last line names it (`module.Class: message`)."""
    try:
        call()
    except BaseException as error:
        return f"{type(error).__module__}.{type(error).__qualname__}: {error}"
    return ""
