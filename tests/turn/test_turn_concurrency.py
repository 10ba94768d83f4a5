"""A turn's counts stay exact under concurrent calls in threads and tasks, and turns stay apart."""

from __future__ import annotations

import asyncio
import contextvars
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

import toolretry
from toolretry import ClientError, current_turn, smart_retry_with_observation, turn

CALLS = 50


@pytest.fixture(autouse=True)
def _no_waits() -> Iterator[None]:
    with toolretry.set_testing(True):
        yield


class Counter:
    """Counts tool-body runs from any thread."""

    def __init__(self) -> None:
        self.runs = 0
        self._lock = threading.Lock()

    def hit(self) -> None:
        with self._lock:
            self.runs += 1


def failing_sync_tool(counter: Counter, barrier: threading.Barrier | None = None) -> Any:
    @smart_retry_with_observation(max_retries=0)
    def lookup(n: int) -> str:
        counter.hit()
        if barrier is not None:
            barrier.wait(timeout=10)
        raise ClientError(f"no item {n}", code="NOT_FOUND")

    return lookup


def failing_async_tool(counter: Counter) -> Any:
    @smart_retry_with_observation(max_retries=0)
    async def lookup(n: int) -> str:
        counter.hit()
        await asyncio.sleep(0)
        raise ClientError(f"no item {n}", code="NOT_FOUND")

    return lookup


def run_in_threads(fn: Any, args: list[Any]) -> list[str]:
    """Call fn(arg) for each arg in its own worker, each with a copy of the current context."""
    with ThreadPoolExecutor(max_workers=CALLS) as pool:
        futures = [pool.submit(contextvars.copy_context().run, fn, arg) for arg in args]
        return [future.result() for future in futures]


def test_threads_count_every_failure_exactly() -> None:
    """50 failing calls running at once in threads are 50 failures of one tool."""
    counter = Counter()
    lookup = failing_sync_tool(counter, threading.Barrier(CALLS))
    with turn(max_failures_per_tool=1000, max_identical_failures=1000, max_failures=1000) as t:
        answers = run_in_threads(lookup, list(range(CALLS)))
    assert counter.runs == CALLS
    assert t.failures == CALLS
    assert t.error_counts == {"lookup": CALLS}
    assert sorted(a.split("attempts_left: ")[1].split("\n")[0] for a in answers) == sorted(
        str(1000 - n) for n in range(1, CALLS + 1)
    )


def test_threads_respect_the_tool_budget_exactly() -> None:
    """Racing past the per-tool limit: exactly the limit runs; the rest are answered unrun."""
    counter = Counter()
    lookup = failing_sync_tool(counter)
    with turn(max_failures_per_tool=10, max_identical_failures=1000, max_failures=1000) as t:
        answers = run_in_threads(lookup, list(range(CALLS)))
    blocked = [a for a in answers if "error_code: TOOL_BUDGET_EXHAUSTED" in a]
    spent = [a for a in blocked if "blocked until the turn ends" in a]
    assert counter.runs == 10
    assert counter.runs + len(blocked) == CALLS
    assert t.failures == 10 + len(spent)
    assert t.interrupted is not None
    assert t.interrupted.error_counts == {"lookup": 10}


def test_threads_block_identical_calls_exactly() -> None:
    """50 identical calls at once after two identical failures are all blocked, none run."""
    counter = Counter()
    lookup = failing_sync_tool(counter)
    with turn(max_failures_per_tool=1000, max_identical_failures=3, max_failures=1000) as t:
        lookup(7)
        lookup(7)
        answers = run_in_threads(lookup, [7] * CALLS)
    assert counter.runs == 2
    assert all("error_code: REPEAT_CALL_BLOCKED" in a for a in answers)
    assert t.failures == CALLS + 2


async def test_asyncio_counts_every_failure_exactly() -> None:
    """50 failing calls gathered in asyncio are 50 failures of one tool."""
    counter = Counter()
    lookup = failing_async_tool(counter)
    async with turn(
        max_failures_per_tool=1000, max_identical_failures=1000, max_failures=1000
    ) as t:
        await asyncio.gather(*(lookup(n) for n in range(CALLS)))
    assert counter.runs == CALLS
    assert t.failures == CALLS
    assert t.error_counts == {"lookup": CALLS}


async def test_asyncio_respects_the_tool_budget_exactly() -> None:
    """Tasks racing past the per-tool limit: exactly the limit runs, the rest are answered."""
    counter = Counter()
    lookup = failing_async_tool(counter)
    async with turn(max_failures_per_tool=10, max_identical_failures=1000, max_failures=1000) as t:
        answers = await asyncio.gather(*(lookup(n) for n in range(CALLS)))
    blocked = [a for a in answers if "error_code: TOOL_BUDGET_EXHAUSTED" in a]
    assert counter.runs == 10
    assert counter.runs + len(blocked) == CALLS
    assert t.failures == 10
    assert t.interrupted is not None
    assert t.interrupted.error_counts == {"lookup": 10}


async def test_calls_refused_in_a_parallel_batch_are_not_told_to_retry() -> None:
    """Held back while others run, or refused once the budget is spent: never retryable now,
    never closed with advice to call again at once."""
    counter = Counter()
    lookup = failing_async_tool(counter)
    async with turn(max_failures_per_tool=3, max_identical_failures=1000, max_failures=1000):
        answers = await asyncio.gather(*(lookup(n) for n in range(CALLS)))
        later = await lookup(CALLS)
    refused = [a for a in answers if "error_code: TOOL_BUDGET_EXHAUSTED" in a]
    assert counter.runs == 3
    assert len(refused) == CALLS - 3
    for answer in [*refused, later]:
        assert "retryable: false" in answer, answer
        assert "This may pass" not in answer, answer
        assert not answer.splitlines()[-1].startswith("Analyze"), answer


async def test_asyncio_tasks_created_inside_share_the_turn() -> None:
    """Tasks and to_thread workers started inside the turn report to it."""
    counter = Counter()
    async_lookup = failing_async_tool(counter)
    sync_lookup = failing_sync_tool(counter)
    async with turn(max_failures_per_tool=100, max_failures=100) as t:
        await asyncio.create_task(async_lookup(1))
        await asyncio.to_thread(sync_lookup, 2)
    assert t.failures == 2


def test_thread_started_without_the_context_is_outside_the_turn() -> None:
    """A thread that did not copy the context behaves as outside any turn."""
    counter = Counter()
    lookup = failing_sync_tool(counter)
    answers: list[str] = []
    with turn() as t:
        worker = threading.Thread(target=lambda: answers.append(lookup(1)))
        worker.start()
        worker.join()
    assert t.failures == 0
    assert "attempts_left" not in answers[0]


def test_two_concurrent_turns_in_threads_are_isolated() -> None:
    """Two turns running at once in two threads each count only their own calls."""
    counter = Counter()
    lookup = failing_sync_tool(counter)
    barrier = threading.Barrier(2)
    turns: dict[str, toolretry.Turn] = {}

    def agent(name: str, calls: int) -> None:
        with turn(max_failures_per_tool=1000, max_identical_failures=1000, max_failures=1000) as t:
            turns[name] = t
            barrier.wait(timeout=10)
            run_in_threads(lookup, list(range(calls)))
            assert current_turn() is t

    first = threading.Thread(target=agent, args=("first", 20))
    second = threading.Thread(target=agent, args=("second", 35))
    first.start()
    second.start()
    first.join()
    second.join()
    assert (turns["first"].failures, turns["second"].failures) == (20, 35)
    assert counter.runs == 55


async def test_two_concurrent_turns_in_tasks_are_isolated() -> None:
    """Two agent tasks, each in its own turn, interleave without sharing counts."""
    counter = Counter()
    lookup = failing_async_tool(counter)

    async def agent(calls: int) -> toolretry.Turn:
        async with turn(
            max_failures_per_tool=1000, max_identical_failures=1000, max_failures=1000
        ) as t:
            await asyncio.gather(*(lookup(n) for n in range(calls)))
            return t

    first, second = await asyncio.gather(agent(CALLS), agent(CALLS - 13))
    assert first is not second
    assert (first.failures, second.failures) == (CALLS, CALLS - 13)
    assert counter.runs == 2 * CALLS - 13
    assert current_turn() is None


async def test_identical_blocks_do_not_leak_between_turns() -> None:
    """A call blocked in one turn runs normally in another turn running at the same time."""
    counter = Counter()
    lookup = failing_async_tool(counter)

    async def agent(repeats: int) -> list[str]:
        async with turn(max_failures_per_tool=100, max_identical_failures=2):
            return [await lookup(1) for _ in range(repeats)]

    stubborn, once = await asyncio.gather(agent(3), agent(1))
    assert "REPEAT_CALL_BLOCKED" in stubborn[1]
    assert "REPEAT_CALL_BLOCKED" not in once[0]
    assert counter.runs == 2
