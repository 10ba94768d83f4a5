"""Fixtures for the upstream tests: one real redis-server for the module, emptied per test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from upstream_clock import Clock

from redis_server import RedisServer, require_redis_binary
from toolretry.stores import MemoryStore, RedisStore, Store


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


@pytest.fixture
def clock() -> Clock:
    """A hand-moved clock for a MemoryStore."""
    return Clock()


@pytest.fixture
def timed_store(clock: Clock) -> MemoryStore:
    """A MemoryStore on the hand-moved clock."""
    return MemoryStore(clock)


@pytest.fixture(params=["memory", "redis"])
def store(request: pytest.FixtureRequest) -> Iterator[Store]:
    """A fresh MemoryStore, and a RedisStore on the real server."""
    if request.param == "memory":
        yield MemoryStore()
        return
    redis_store = RedisStore(request.getfixturevalue("redis_url"))
    yield redis_store
    redis_store.close()
