"""A real ``redis-server`` on 127.0.0.1 for the tests: a free port, no persistence, killed at
the end; it can be killed and restarted on the same port to test outages."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator

import pytest

__all__ = ["RedisServer", "redis_binary", "require_redis_binary"]

_CANDIDATES = ("/usr/bin/redis-server", "/usr/local/bin/redis-server")


def redis_binary() -> str | None:
    """The redis-server executable, or None when this machine has none."""
    found = shutil.which("redis-server")
    if found:
        return found
    return next((path for path in _CANDIDATES if os.access(path, os.X_OK)), None)


def require_redis_binary() -> str:
    """The binary; skip when missing on a developer machine, fail when CI requires Redis."""
    binary = redis_binary()
    if binary is not None:
        return binary
    if os.environ.get("TOOLRETRY_REQUIRE_REDIS"):
        pytest.fail("TOOLRETRY_REQUIRE_REDIS is set but no redis-server binary was found.")
    pytest.skip("no redis-server binary on this machine (install redis-server to run these)")


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


class RedisServer:
    """One redis-server process; ``kill()`` and ``start()`` keep the same port."""

    def __init__(self, binary: str) -> None:
        self.binary = binary
        self.port = _free_port()
        self._dir = tempfile.mkdtemp(prefix="toolretry-redis-")
        self._process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self, timeout: float = 10.0) -> None:
        """Start the server and wait until it accepts connections."""
        args = [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", ""]
        args += ["--appendonly", "no", "--dir", self._dir, "--loglevel", "warning"]
        self._process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self._process.poll() is not None:
                raise RuntimeError(f"redis-server exited with {self._process.returncode}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.2) as sock:
                    sock.sendall(b"PING\r\n")
                    if sock.recv(16).startswith(b"+PONG"):
                        return
            except OSError:
                pass
            time.sleep(0.02)
        raise RuntimeError(f"redis-server did not answer on port {self.port} in {timeout}s")

    def kill(self) -> None:
        """SIGKILL the server (its state is gone) and wait for it to exit."""
        process, self._process = self._process, None
        if process is not None:
            process.send_signal(signal.SIGCONT)  # A frozen process dies only once resumed.
            process.kill()
            process.wait(10)

    def freeze(self) -> None:
        """SIGSTOP the server: connections stay open and nothing answers (a slow Redis)."""
        assert self._process is not None
        self._process.send_signal(signal.SIGSTOP)

    def thaw(self) -> None:
        """SIGCONT a frozen server."""
        assert self._process is not None
        self._process.send_signal(signal.SIGCONT)

    def flush(self) -> None:
        """Empty every key, through the wire like any client."""
        with socket.create_connection(("127.0.0.1", self.port), timeout=2) as sock:
            sock.sendall(b"FLUSHALL\r\n")
            sock.recv(16)

    def stop(self) -> None:
        self.kill()
        shutil.rmtree(self._dir, ignore_errors=True)


@pytest.fixture(scope="module")
def redis_server() -> Iterator[RedisServer]:
    """A redis-server on a free loopback port for this test module."""
    server = RedisServer(require_redis_binary())
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def redis_url(redis_server: RedisServer) -> str:
    """The server's URL, with every key of the previous test gone."""
    redis_server.flush()
    return redis_server.url


@pytest.fixture
def own_redis() -> Iterator[RedisServer]:
    """A redis-server of this test's own, free to be killed and restarted."""
    server = RedisServer(require_redis_binary())
    server.start()
    try:
        yield server
    finally:
        server.stop()
