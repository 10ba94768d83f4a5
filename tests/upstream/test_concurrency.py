"""Exact counts with N threads and N asyncio tasks, on a MemoryStore and on a real Redis."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable
from typing import Any

import pytest

from toolretry import Idempotency, smart_retry_with_observation
from toolretry.stores import RedisStore, Store
from toolretry.upstream import CircuitBreaker, RetryBudget
from toolretry.upstream._breaker import admit, record_change

WORKERS = [4, 16]


def in_threads(count: int, work: Callable[[], Any]) -> list[Any]:
    results: list[Any] = []
    barrier = threading.Barrier(count)

    def run() -> None:
        barrier.wait()
        results.append(work())

    threads = [threading.Thread(target=run) for _ in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


async def in_tasks(store: Store, count: int, work: Callable[[], Any]) -> list[Any]:
    results = list(await asyncio.gather(*(work() for _ in range(count))))
    if isinstance(store, RedisStore):
        await store.aclose()
    return results


@pytest.mark.parametrize("workers", WORKERS)
def test_threads_open_the_breaker_once_at_the_threshold(store: Store, workers: int) -> None:
    """Each of N threads books 3 failures: one transition, at exactly the threshold."""
    breaker = CircuitBreaker("up", failure_threshold=2 * workers, window=60, store=store)

    def work() -> list[Any]:
        changes = [
            store.update(breaker.key, record_change(breaker, "failure", False)) for _ in range(3)
        ]
        return [c for c in changes if c is not None]

    changes = [c for found in in_threads(workers, work) for c in found]
    assert [(c.new, c.failures) for c in changes] == [("open", 2 * workers)]


@pytest.mark.parametrize("workers", WORKERS)
async def test_tasks_open_the_breaker_once_at_the_threshold(store: Store, workers: int) -> None:
    """Each of N tasks books 3 failures: one transition, at exactly the threshold."""
    breaker = CircuitBreaker("up", failure_threshold=2 * workers, window=60, store=store)

    async def work() -> list[Any]:
        found = []
        for _ in range(3):
            change = record_change(breaker, "failure", False)
            found.append(await store.update_async(breaker.key, change))
        return [c for c in found if c is not None]

    changes = [c for found in await in_tasks(store, workers, work) for c in found]
    assert [(c.new, c.failures) for c in changes] == [("open", 2 * workers)]


@pytest.mark.parametrize(("workers", "half_open_calls"), [(4, 1), (16, 3)])
def test_threads_get_exactly_half_open_calls_trials(
    store: Store, workers: int, half_open_calls: int
) -> None:
    """N threads asking at once after the cool-down: exactly half_open_calls admitted."""
    breaker = CircuitBreaker(
        "up", failure_threshold=1, cool_down=0.2, half_open_calls=half_open_calls, store=store
    )
    store.update(breaker.key, record_change(breaker, "failure", False))
    time.sleep(0.25)
    answers = in_threads(workers, lambda: store.update(breaker.key, admit(breaker)).allowed)
    assert sum(answers) == half_open_calls


@pytest.mark.parametrize(("workers", "half_open_calls"), [(4, 1), (16, 3)])
async def test_tasks_get_exactly_half_open_calls_trials(
    store: Store, workers: int, half_open_calls: int
) -> None:
    """N tasks asking at once after the cool-down: exactly half_open_calls admitted."""
    breaker = CircuitBreaker(
        "up", failure_threshold=1, cool_down=0.2, half_open_calls=half_open_calls, store=store
    )
    await store.update_async(breaker.key, record_change(breaker, "failure", False))
    await asyncio.sleep(0.25)

    async def work() -> bool:
        return (await store.update_async(breaker.key, admit(breaker))).allowed

    assert sum(await in_tasks(store, workers, work)) == half_open_calls


@pytest.mark.parametrize("workers", WORKERS)
def test_threads_share_the_budget_exactly(store: Store, workers: int) -> None:
    """N threads deposit 5 calls each, then ask for 5 retries each: ⌊0.3·5N⌋ granted."""
    budget = RetryBudget("up", ratio=0.3, min_retries_per_second=0, window=60, store=store)
    in_threads(workers, lambda: [budget.deposit() for _ in range(5)])
    granted = in_threads(workers, lambda: sum(budget.try_withdraw() for _ in range(5)))
    assert sum(granted) == int(0.3 * 5 * workers + 1e-9)


@pytest.mark.parametrize("workers", WORKERS)
async def test_tasks_share_the_budget_exactly(store: Store, workers: int) -> None:
    """N tasks deposit 5 calls each, then ask for 5 retries each: ⌊0.3·5N⌋ granted."""
    budget = RetryBudget("up", ratio=0.3, min_retries_per_second=0, window=60, store=store)

    async def deposit() -> None:
        for _ in range(5):
            await budget.deposit_async()

    async def withdraw() -> int:
        return sum([await budget.try_withdraw_async() for _ in range(5)])

    await asyncio.gather(*(deposit() for _ in range(workers)))
    assert sum(await in_tasks(store, workers, withdraw)) == int(0.3 * 5 * workers + 1e-9)


@pytest.mark.parametrize("workers", WORKERS)
def test_threads_run_an_idempotent_tool_once(store: Store, workers: int) -> None:
    """N threads making one write at once through the decorator: it runs once."""
    runs: list[int] = []

    def write(order: str) -> str:
        runs.append(1)
        time.sleep(0.1)
        return f"written {order}"

    tool = smart_retry_with_observation(write, idempotency=Idempotency(key="auto", store=store))
    answers = in_threads(workers, lambda: tool("A1"))
    assert (len(runs), set(answers)) == (1, {"written A1"})


@pytest.mark.parametrize("workers", WORKERS)
async def test_tasks_run_an_idempotent_tool_once(store: Store, workers: int) -> None:
    """N tasks making one write at once through the decorator: it runs once."""
    runs: list[int] = []

    async def write(order: str) -> str:
        runs.append(1)
        await asyncio.sleep(0.1)
        return f"written {order}"

    tool = smart_retry_with_observation(write, idempotency=Idempotency(key="auto", store=store))
    answers = await in_tasks(store, workers, lambda: tool("A1"))
    assert (len(runs), set(answers)) == (1, {"written A1"})
