"""A Redis behind a delaying TCP proxy on loopback (+200 ms a round trip, under the store's
timeout): calls keep their deadline and a healthy upstream's breaker stays closed; and a
store that cannot be used says why, without showing its password."""

from __future__ import annotations

import logging
import socket
import threading
import time
from collections.abc import Iterator

import pytest
import redis
import requests

import toolretry
from redis_server import RedisServer
from toolretry import smart_retry_with_observation
from toolretry.stores import RedisStore
from toolretry.testing import FaultServer
from toolretry.upstream import CircuitBreaker, RetryBudget


class DelayingProxy:
    """Forwards loopback TCP to ``port``, holding each client->server chunk ``delay`` s."""

    def __init__(self, port: int, delay: float) -> None:
        self.port, self.delay = port, delay
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.listen_port = self._listener.getsockname()[1]
        self._stop = threading.Event()
        self._sockets: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while not self._stop.is_set():
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            server = socket.create_connection(("127.0.0.1", self.port))
            self._sockets += [client, server]
            threading.Thread(target=self._pump, args=(client, server, True), daemon=True).start()
            threading.Thread(target=self._pump, args=(server, client, False), daemon=True).start()

    def _pump(self, source: socket.socket, target: socket.socket, delayed: bool) -> None:
        try:
            while chunk := source.recv(65536):
                if delayed:
                    time.sleep(self.delay)
                target.sendall(chunk)
        except OSError:
            pass

    def close(self) -> None:
        self._stop.set()
        self._listener.close()
        for sock in self._sockets:
            sock.close()


@pytest.fixture
def slow_url(redis_server: RedisServer) -> Iterator[str]:
    """A URL for the test Redis through a proxy adding 200 ms to every round trip."""
    redis_server.flush()
    proxy = DelayingProxy(redis_server.port, 0.2)
    yield f"redis://127.0.0.1:{proxy.listen_port}/0"
    proxy.close()


def test_a_slow_store_costs_no_call_its_deadline(
    slow_url: str, redis_url: str, fault_server: FaultServer
) -> None:
    """At +200 ms a round trip, no call overruns total_timeout by more than 50 ms, every
    call of a healthy upstream succeeds, and the shared breaker stays closed."""
    store = RedisStore(slow_url)
    breaker = CircuitBreaker("healthy-api", store=store)
    url = fault_server.url("/ok")

    def read(n: int) -> str:
        response = requests.get(url, params={"n": n}, timeout=toolretry.remaining_time())
        response.raise_for_status()
        return response.text

    tool = smart_retry_with_observation(
        read,
        breaker=breaker,
        retry_budget=RetryBudget("healthy-api", store=store),
        total_timeout=1.0,
    )
    overruns, codes = [], []
    for n in range(8):
        started = time.monotonic()
        answer = tool.observe(n)
        overruns.append(time.monotonic() - started - 1.0)
        codes.append(answer.error_code)
    direct = CircuitBreaker("healthy-api", store=RedisStore(redis_url))
    assert (max(overruns) <= 0.05, set(codes), direct.state()) == (True, {None}, "closed"), (
        overruns,
        codes,
    )


def test_a_slow_store_is_named_slow(slow_url: str, caplog: pytest.LogCaptureFixture) -> None:
    """Reads over slow_after, several in a row, make the store local with cause 'slow'."""
    store = RedisStore(slow_url)
    with caplog.at_level(logging.WARNING, logger="toolretry"):
        for _ in range(5):
            store.update("k", lambda state, now: (state, 0.0, None))
    assert (store.healthy, store.cause) == (False, "slow")
    assert any("slow" in record.getMessage() for record in caplog.records)


@pytest.fixture
def password_redis(own_redis: RedisServer) -> RedisServer:
    """The test's own Redis, requiring the password 'hunter2-secret'."""
    redis.Redis.from_url(own_redis.url).config_set("requirepass", "hunter2-secret")
    return own_redis


@pytest.mark.parametrize("password", ["wrong-pass-77", "another-bad-one"])
def test_a_wrong_password_is_named_authentication_without_the_password(
    password_redis: RedisServer, caplog: pytest.LogCaptureFixture, password: str
) -> None:
    """A wrong password degrades with cause 'authentication'; no repr, url or log shows it."""
    url = f"redis://:{password}@127.0.0.1:{password_redis.port}/0"
    store = RedisStore(url)
    with caplog.at_level(logging.DEBUG, logger="toolretry"):
        store.update("k", lambda state, now: (state, 0.0, None))
    shown = " ".join([repr(store), str(store.url), *(r.getMessage() for r in caplog.records)])
    assert (store.cause, password in shown, "authentication" in shown) == (
        "authentication",
        False,
        True,
    )


@pytest.mark.parametrize(
    ("command", "cause"),
    [("EVALSHA", "permission"), ("SET", "permission")],
)
def test_an_acl_without_scripting_is_named_permission(
    own_redis: RedisServer, command: str, cause: str
) -> None:
    """A user whose ACL forbids what the store needs degrades with cause 'permission'."""
    admin = redis.Redis.from_url(own_redis.url)
    admin.execute_command(
        "ACL",
        "SETUSER",
        "limited",
        "on",
        ">pw-limited",
        "~*",
        "+@all",
        f"-{command.lower()}",
        "-eval",
    )
    store = RedisStore(f"redis://limited:pw-limited@127.0.0.1:{own_redis.port}/0")
    store.update("k", lambda state, now: ({"v": 1}, 10.0, None))
    assert store.cause == cause


def test_an_out_of_memory_redis_is_named(own_redis: RedisServer) -> None:
    """A Redis at maxmemory with noeviction refuses writes: cause 'out of memory'."""
    admin = redis.Redis.from_url(own_redis.url)
    admin.config_set("maxmemory-policy", "noeviction")
    admin.config_set("maxmemory", "1")
    store = RedisStore(own_redis.url)
    store.update("k", lambda state, now: ({"v": 1}, 10.0, None))
    assert store.cause == "out of memory"
