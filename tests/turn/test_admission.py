"""Admission is atomic: calls in flight count against every budget, so parallel calls cannot
overrun a limit, and every admitted call gives its slot back however it ends."""

from __future__ import annotations

import asyncio
import contextvars
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

import toolretry
from toolretry import ClientError, TransientError, smart_retry_with_observation, turn
from toolretry._category import ErrorCategory
from toolretry._error_info import ErrorInfo
from toolretry.observe._observation import Observation
from toolretry.turn._turn import Turn

# Long enough that every parallel call is admitted or refused while the admitted ones still
# run, even on a slow machine; short enough to keep the file fast.
OVERLAP_S = 0.2


@pytest.fixture(autouse=True)
def _no_waits() -> Iterator[None]:
    with toolretry.set_testing(True):
        yield


class Runs:
    """Counts tool-body runs, and the most that ran at the same time, from any thread."""

    def __init__(self) -> None:
        self.count = 0
        self.running = 0
        self.most = 0
        self._lock = threading.Lock()

    def enter(self) -> None:
        with self._lock:
            self.count += 1
            self.running += 1
            self.most = max(self.most, self.running)

    def leave(self) -> None:
        with self._lock:
            self.running -= 1


def in_threads(fn: Any, args: list[Any]) -> list[str]:
    """Call fn(arg) for every arg at once, each in its own thread with the current context."""
    start = threading.Barrier(len(args))

    def call(arg: Any) -> str:
        start.wait(timeout=10)
        result: str = fn(arg)
        return result

    with ThreadPoolExecutor(max_workers=len(args)) as pool:
        futures = [pool.submit(contextvars.copy_context().run, call, arg) for arg in args]
        return [future.result() for future in futures]


def slow_failing_tool(
    runs: Runs, *, retries: int = 0, limit: int | None = None, name: str | None = None
) -> Any:
    @smart_retry_with_observation(max_retries=retries, turn_limit=limit, name=name)
    def lookup(n: int) -> str:
        runs.enter()
        try:
            time.sleep(OVERLAP_S)
            raise TransientError(f"backend down for {n}")
        finally:
            runs.leave()

    return lookup


def slow_failing_async_tool(runs: Runs, *, retries: int = 0) -> Any:
    @smart_retry_with_observation(max_retries=retries)
    async def lookup(n: int) -> str:
        runs.enter()
        try:
            await asyncio.sleep(OVERLAP_S)
            raise TransientError(f"backend down for {n}")
        finally:
            runs.leave()

    return lookup


@pytest.mark.parametrize("max_identical", [2, 3, 5])
def test_identical_calls_in_threads_run_at_most_the_identical_limit(max_identical: int) -> None:
    """32 identical failing calls at once in threads run max_identical - 1 times, no more."""
    runs = Runs()
    lookup = slow_failing_tool(runs)
    with turn(max_failures_per_tool=100, max_identical_failures=max_identical, max_failures=100):
        answers = in_threads(lookup, [7] * 32)
    assert runs.count == max_identical - 1
    refused = [a for a in answers if "error_code: REPEAT_CALL_BLOCKED" in a]
    assert len(refused) == 32 - (max_identical - 1)


@pytest.mark.parametrize("max_identical", [2, 3, 4])
async def test_identical_calls_in_tasks_run_at_most_the_identical_limit(max_identical: int) -> None:
    """32 identical failing calls gathered as asyncio tasks run max_identical - 1 times."""
    runs = Runs()
    lookup = slow_failing_async_tool(runs)
    async with turn(
        max_failures_per_tool=100, max_identical_failures=max_identical, max_failures=100
    ):
        answers = await asyncio.gather(*(lookup(7) for _ in range(32)))
    assert runs.count == max_identical - 1
    assert sum("error_code: REPEAT_CALL_BLOCKED" in a for a in answers) == 33 - max_identical


@pytest.mark.parametrize(("limit", "retries"), [(1, 0), (3, 0), (3, 2), (5, 1)])
def test_dead_tool_in_threads_runs_at_most_its_limit(limit: int, retries: int) -> None:
    """A dead tool called 50 times at once runs its limit of calls (times its attempts)."""
    runs = Runs()
    lookup = slow_failing_tool(runs, retries=retries)
    with turn(max_failures_per_tool=limit, max_identical_failures=100, max_failures=100) as t:
        answers = in_threads(lookup, list(range(50)))
    assert runs.count == limit * (retries + 1)
    assert runs.most <= limit
    assert sum("error_code: TOOL_BUDGET_EXHAUSTED" in a for a in answers) == 50 - limit
    assert t.interrupted is not None
    assert t.interrupted.error_counts["lookup"] >= limit


@pytest.mark.parametrize("limit", [1, 3, 6])
async def test_dead_tool_in_tasks_runs_at_most_its_limit(limit: int) -> None:
    """A dead async tool gathered 50 times runs exactly its limit of calls."""
    runs = Runs()
    lookup = slow_failing_async_tool(runs, retries=1)
    async with turn(max_failures_per_tool=limit, max_identical_failures=100, max_failures=100):
        answers = await asyncio.gather(*(lookup(n) for n in range(50)))
    assert runs.count == limit * 2
    assert sum("error_code: TOOL_BUDGET_EXHAUSTED" in a for a in answers) == 50 - limit


@pytest.mark.parametrize("max_failures", [1, 4, 6])
def test_whole_turn_budget_holds_across_tools_in_parallel(max_failures: int) -> None:
    """Parallel failing calls to many tools run no more than the turn's failure budget."""
    runs = Runs()
    tools = [slow_failing_tool(runs, name=f"tool_{letter}") for letter in "abcdefgh"]
    with turn(max_failures_per_tool=10, max_identical_failures=10, max_failures=max_failures):
        answers = in_threads(lambda n: tools[n % len(tools)](n), list(range(40)))
    assert runs.count == max_failures
    assert sum("error_code: TURN_BUDGET_EXHAUSTED" in a for a in answers) == 40 - max_failures


def test_successes_give_their_slots_back() -> None:
    """Calls that succeeded free their slots: a following wave of the same size runs whole."""
    runs = Runs()
    fail = threading.Event()

    @smart_retry_with_observation(max_retries=0)
    def flaky(n: int) -> str:
        runs.enter()
        try:
            time.sleep(OVERLAP_S / 4)
            if fail.is_set():
                raise ClientError(f"no item {n}", code="NOT_FOUND")
            return f"item {n}"
        finally:
            runs.leave()

    with turn(max_failures_per_tool=3, max_identical_failures=10, max_failures=100) as t:
        first = in_threads(flaky, [0, 1, 2])
        fail.set()
        second = in_threads(flaky, [3, 4, 5])
        after = flaky(6)
    assert first == ["item 0", "item 1", "item 2"]
    assert all("error_code: NOT_FOUND" in answer for answer in second)
    assert "error_code: TOOL_BUDGET_EXHAUSTED" in after
    assert runs.count == 6
    assert t.failures == 4


@pytest.mark.parametrize("calls", [10, 31])
def test_mixed_outcomes_count_exactly_the_failures(calls: int) -> None:
    """With room in every budget, parallel successes and failures are counted exactly."""
    runs = Runs()

    @smart_retry_with_observation(max_retries=0)
    def half(n: int) -> str:
        runs.enter()
        try:
            time.sleep(OVERLAP_S / 4)
            if n % 2:
                raise ClientError(f"odd {n}")
            return "even"
        finally:
            runs.leave()

    with turn(max_failures_per_tool=100, max_identical_failures=10, max_failures=100) as t:
        answers = in_threads(half, list(range(calls)))
    assert runs.count == calls
    assert answers.count("even") == (calls + 1) // 2
    assert t.failures == calls // 2
    assert (t._running, t._tool_running, t._key_running) == (0, {}, {})


def held(t: Turn, tool: str = "lookup", **params: Any) -> Observation | None:
    return t.begin_call(tool, params).blocked


def test_a_call_held_back_by_running_calls_may_run_once_they_succeed() -> None:
    """A call refused only because others were running says so, and runs after they succeed."""
    t = turn(max_failures_per_tool=2)
    first = t.begin_call("lookup", {"n": 1})
    second = t.begin_call("lookup", {"n": 2})
    refused = held(t, n=3)
    assert refused is not None
    assert refused.error_code == "TOOL_BUDGET_EXHAUSTED"
    assert refused.message is not None
    assert "still running" in refused.message
    # Calling again now would be refused again: not retryable, and the closing line says wait.
    assert (refused.next_move, refused.retryable) == ("retry", False)
    closing = refused.render().splitlines()[-1]
    assert closing.startswith("Wait for the calls still running"), closing
    assert "retryable: false" in refused.render()
    assert t.failures == 0
    first.succeeded()
    second.succeeded()
    assert held(t, n=3) is None


@pytest.mark.parametrize("ending", [KeyboardInterrupt, asyncio.CancelledError, SystemExit])
def test_a_call_ended_by_a_base_exception_gives_its_slot_back(
    ending: type[BaseException],
) -> None:
    """A BaseException propagates from the tool, counts nothing and frees the call's slot."""

    @smart_retry_with_observation
    def stop_here(n: int) -> str:
        raise ending()

    with turn(max_failures_per_tool=1, max_identical_failures=2, max_failures=1) as t:
        for _ in range(3):
            with pytest.raises(ending):
                stop_here(1)
    assert (t.failures, t._running, t.interrupted) == (0, 0, None)


async def test_a_cancelled_task_gives_its_slot_back() -> None:
    """Cancelling a task mid-call frees its slot: the next call to the tool is admitted."""
    started = asyncio.Event()

    @smart_retry_with_observation
    async def hang(n: int) -> str:
        started.set()
        await asyncio.sleep(60)
        return "never"

    async with turn(max_failures_per_tool=1) as t:
        task = asyncio.create_task(hang(1))
        await started.wait()
        assert held(t, "hang", n=2) is not None
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        assert held(t, "hang", n=2) is None
    assert t.failures == 0


def test_a_ticket_reported_twice_frees_its_slot_once() -> None:
    """Reporting succeeded, failed and abandoned on one ticket releases one slot."""
    t = turn()
    ticket = t.begin_call("lookup", {"n": 1})
    other = t.begin_call("lookup", {"n": 2})
    observation = Observation(status="error", tool="lookup", error_code="X", message="m")
    ticket.succeeded()
    ticket.failed(observation, ErrorInfo(code="X", category=ErrorCategory.CLIENT, type="E"))
    ticket.abandoned()
    assert (t._running, t._tool_running) == (1, {"lookup": 1})
    other.abandoned()
    assert t._running == 0


@pytest.mark.parametrize("reporters", [2, 4, 8])
def test_a_success_reported_from_several_threads_at_once_counts_once(reporters: int) -> None:
    """The check that a ticket is not yet reported is taken with the turn's lock: threads
    reporting the same success together free one slot, never more."""
    t = turn()
    tickets = [t.begin_call("lookup", {"n": n}) for n in range(3)]
    barrier = threading.Barrier(reporters)

    def report() -> None:
        barrier.wait(timeout=10)
        tickets[0].succeeded()

    threads = [threading.Thread(target=report) for _ in range(reporters)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert (t._running, t._tool_running) == (2, {"lookup": 2})
    for ticket in tickets[1:]:
        ticket.succeeded()
    assert (t._running, t._tool_running) == (0, {})
