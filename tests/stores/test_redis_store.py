"""RedisStore specifics: namespaced expiring keys, clients, and answering through outages."""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from typing import Any

import pytest
import redis
import redis.asyncio

from redis_server import RedisServer
from toolretry.exceptions import ConfigurationError
from toolretry.stores import RedisStore, State


def increment(state: State | None, now: float) -> tuple[State | None, float, int]:
    value = (state or {}).get("n", 0) + 1
    return {"n": value}, 60.0, value


@pytest.mark.parametrize("namespace", ["toolretry", "app-7", "team:billing"])
def test_keys_are_namespaced_and_expire(redis_url: str, namespace: str) -> None:
    """The key in Redis is ``{namespace}:{key}`` and carries a ttl."""
    store = RedisStore(redis_url, namespace=namespace)
    store.update("budget:payments", increment)
    raw = redis.Redis.from_url(redis_url)
    ttl_ms = raw.pttl(f"{namespace}:budget:payments")
    assert 0 < ttl_ms <= 60_000


def test_a_passed_sync_client_is_used(redis_url: str) -> None:
    """RedisStore(client=...) writes through that client."""
    client = redis.Redis.from_url(redis_url)
    store = RedisStore(client=client, namespace="mine")
    store.update("k", increment)
    assert client.exists("mine:k") == 1


async def test_a_passed_async_client_is_used(redis_url: str) -> None:
    """RedisStore(async_client=...) writes through that client."""
    client = redis.asyncio.Redis.from_url(redis_url)
    store = RedisStore(async_client=client, namespace="mine")
    await store.update_async("k", increment)
    assert await client.exists("mine:k") == 1
    await client.aclose()


async def test_only_a_sync_client_still_serves_async_code(redis_url: str) -> None:
    """Without an asyncio client, async updates run the sync client off the loop."""
    client = redis.Redis.from_url(redis_url)
    store = RedisStore(client=client)
    assert [await store.update_async("k", increment) for _ in range(3)] == [1, 2, 3]


def test_each_event_loop_gets_its_own_client(redis_url: str) -> None:
    """Two asyncio.run() calls in a row both reach Redis through a URL-built store."""
    store = RedisStore(redis_url)

    async def bump() -> int:
        value = await store.update_async("k", increment)
        await store.aclose()
        return value

    assert [asyncio.run(bump()), asyncio.run(bump())] == [1, 2]


@pytest.mark.parametrize(
    ("args", "kwargs"),
    [
        ((), {}),
        (("redis://x",), {"client": object()}),
        ((42,), {}),
        (("redis://x",), {"namespace": ""}),
        (("redis://x",), {"namespace": "ends:"}),
        (("redis://x",), {"timeout": 0}),
        (("redis://x",), {"timeout": float("inf")}),
        (("redis://x",), {"recheck_after": -1}),
        (("redis://x",), {"timeout": True}),
    ],
)
def test_bad_arguments_are_refused(args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    """Wrong constructor arguments raise ConfigurationError at once."""
    with pytest.raises(ConfigurationError):
        RedisStore(*args, **kwargs)


def test_a_killed_redis_answers_locally_and_says_so_once(
    own_redis: RedisServer, caplog: pytest.LogCaptureFixture
) -> None:
    """With Redis gone, updates keep working on local state and one warning is logged."""
    store = RedisStore(own_redis.url, recheck_after=0.05)
    store.update("k", increment)
    own_redis.kill()
    with caplog.at_level(logging.INFO, logger="toolretry"):
        values = []
        for _ in range(5):
            values.append(store.update("k", increment))
            time.sleep(0.06)  # Past recheck_after: Redis is tried again every time.
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert (values, len(warnings), store.healthy) == ([1, 2, 3, 4, 5], 1, False)


def test_a_restarted_redis_is_used_again(
    own_redis: RedisServer, caplog: pytest.LogCaptureFixture
) -> None:
    """Once Redis answers again, updates go to it and an info line says so."""
    store = RedisStore(own_redis.url, recheck_after=0.05)
    own_redis.kill()
    store.update("k", increment)
    own_redis.start()
    time.sleep(0.06)
    with caplog.at_level(logging.INFO, logger="toolretry"):
        store.update("k", increment)
    raw = redis.Redis.from_url(own_redis.url)
    recovered = [r for r in caplog.records if r.levelno == logging.INFO]
    assert (store.healthy, raw.exists("toolretry:k"), len(recovered)) == (True, 1, 1)


async def test_async_updates_survive_a_killed_redis(own_redis: RedisServer) -> None:
    """Async updates fall back to local state too, and return to Redis after a restart."""
    store = RedisStore(own_redis.url, recheck_after=0.05)
    await store.update_async("k", increment)
    own_redis.kill()
    local = await store.update_async("k", increment)
    own_redis.start()
    await asyncio.sleep(0.06)
    await store.update_async("k", increment)
    await store.aclose()
    assert (local, store.healthy) == (1, True)


def test_a_frozen_redis_costs_at_most_its_timeout(own_redis: RedisServer) -> None:
    """A Redis that stops answering delays one update by ``timeout``, the next not at all."""
    store = RedisStore(own_redis.url, timeout=0.2, recheck_after=5.0)
    store.update("k", increment)
    own_redis.freeze()
    try:
        started = time.monotonic()
        store.update("k", increment)
        first = time.monotonic() - started
        started = time.monotonic()
        store.update("k", increment)
        second = time.monotonic() - started
    finally:
        own_redis.thaw()
    assert (first < 1.0, second < 0.05) == (True, True)


def test_threads_keep_working_while_redis_is_killed_and_restarted(
    own_redis: RedisServer,
) -> None:
    """No update raises or hangs while Redis dies and comes back under load."""
    store = RedisStore(own_redis.url, timeout=0.2, recheck_after=0.1)
    errors: list[BaseException] = []
    slowest = [0.0]
    stop = threading.Event()

    def work() -> None:
        while not stop.is_set():
            started = time.monotonic()
            try:
                store.update("k", increment)
            except BaseException as exc:  # Recorded: the assertion below says none happened.
                errors.append(exc)
            slowest[0] = max(slowest[0], time.monotonic() - started)

    workers = [threading.Thread(target=work) for _ in range(4)]
    for worker in workers:
        worker.start()
    time.sleep(0.2)
    own_redis.kill()
    time.sleep(0.3)
    own_redis.start()
    time.sleep(0.4)
    stop.set()
    for worker in workers:
        worker.join()
    raw = redis.Redis.from_url(own_redis.url)
    assert (errors, slowest[0] < 1.0, store.healthy, raw.exists("toolretry:k")) == (
        [],
        True,
        True,
        1,
    )
