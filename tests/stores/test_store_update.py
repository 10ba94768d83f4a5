"""Store.update semantics, the same for MemoryStore and RedisStore against a real Redis."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from toolretry.stores import MemoryStore, RedisStore, State, Store


@pytest.fixture(params=["memory", "redis"])
def store(request: pytest.FixtureRequest) -> Iterator[Store]:
    """Each kind of store, fresh."""
    if request.param == "memory":
        yield MemoryStore()
        return
    url = request.getfixturevalue("redis_url")
    redis_store = RedisStore(url)
    yield redis_store
    redis_store.close()


def increment(by: int = 1, ttl: float = 30.0) -> Any:
    def change(state: State | None, now: float) -> tuple[State | None, float, int]:
        value = (state or {}).get("n", 0) + by
        return {"n": value}, ttl, value

    return change


def read(state: State | None, now: float) -> tuple[State | None, float, int | None]:
    return state, 0.0, None if state is None else state["n"]


def delete(state: State | None, now: float) -> tuple[State | None, float, None]:
    return None, 0.0, None


def test_absent_key_reads_as_none(store: Store) -> None:
    """A key nobody wrote is None to the change."""
    assert store.update("never-written", read) is None


@pytest.mark.parametrize("steps", [[1], [2, 3], [5, -1, 7, 10]])
def test_writes_are_kept(store: Store, steps: list[int]) -> None:
    """Each change sees what the previous one stored."""
    for step in steps:
        store.update("counter", increment(step))
    assert store.update("counter", read) == sum(steps)


def test_none_deletes(store: Store) -> None:
    """A change returning None removes the key."""
    store.update("gone", increment())
    store.update("gone", delete)
    assert store.update("gone", read) is None


@pytest.mark.parametrize("key", ["a", "upstream:payments-api", "idem:tool:ключ with spaces"])
def test_keys_are_separate(store: Store, key: str) -> None:
    """Writing one key leaves another untouched."""
    store.update(key, increment(4))
    assert (store.update(key, read), store.update(key + "-other", read)) == (4, None)


def test_expired_key_reads_as_none(store: Store) -> None:
    """A key is gone once its ttl has passed."""
    store.update("short", increment(ttl=0.05))
    threading.Event().wait(0.2)
    assert store.update("short", read) is None


def test_the_clock_is_shared_and_moves(store: Store) -> None:
    """``now`` grows between two updates."""
    seen: list[float] = []

    def clock(state: State | None, now: float) -> tuple[State | None, float, None]:
        seen.append(now)
        return state, 0.0, None

    store.update("clock", clock)
    threading.Event().wait(0.02)
    store.update("clock", clock)
    assert seen[1] - seen[0] >= 0.015


@pytest.mark.parametrize(("threads", "each"), [(2, 50), (8, 25), (16, 10)])
def test_threads_never_lose_an_update(store: Store, threads: int, each: int) -> None:
    """Concurrent read-modify-writes from threads add up exactly."""

    def work() -> None:
        for _ in range(each):
            store.update("shared", increment())

    workers = [threading.Thread(target=work) for _ in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert store.update("shared", read) == threads * each


@pytest.mark.parametrize(("tasks", "each"), [(2, 40), (10, 20), (50, 4)])
async def test_tasks_never_lose_an_update(store: Store, tasks: int, each: int) -> None:
    """Concurrent read-modify-writes from asyncio tasks add up exactly."""

    async def work() -> None:
        for _ in range(each):
            await store.update_async("shared", increment())

    await asyncio.gather(*(work() for _ in range(tasks)))
    assert await store.update_async("shared", read) == tasks * each
    if isinstance(store, RedisStore):
        await store.aclose()


def test_the_change_result_is_returned(store: Store) -> None:
    """update returns what the change returned as its third item."""
    assert [store.update("r", increment(3)) for _ in range(3)] == [3, 6, 9]
