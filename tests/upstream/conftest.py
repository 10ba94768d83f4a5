"""Fixtures for the upstream tests: one real redis-server for the module, emptied per test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from upstream_clock import Clock

# Shared with the other Redis test folder; pytest finds fixtures imported into a conftest.
from redis_server import own_redis, redis_server, redis_url  # noqa: F401
from toolretry.stores import MemoryStore, RedisStore, Store


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
