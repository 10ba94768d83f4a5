"""Async deadlines: one watchdog per event loop cancels each bounded call at its own deadline."""

from __future__ import annotations

import asyncio
import gc
import itertools
import logging
import sys
import time
import types
import warnings
import weakref
from collections.abc import Generator, Iterator
from typing import Any, cast

import pytest

import toolretry
from toolretry import Event, Observation, remaining_time
from toolretry import smart_retry_with_observation as retry_tool
from toolretry.retry._async_attempt import (
    AttemptTimedOut,
    Watchdog,
    _elsewhere,
    run_attempt,
    watchdog_of,
)

needs_uncancel = pytest.mark.skipif(sys.version_info < (3, 11), reason="Task.uncancel is 3.11+")


@pytest.fixture(autouse=True)
def _no_waits() -> Iterator[None]:
    """Every wait between attempts is zero."""
    with toolretry.set_testing(True):
        yield


def _watchdog() -> Watchdog:
    return watchdog_of(asyncio.get_running_loop())


def _code(text: str) -> str | None:
    for line in text.splitlines():
        if line.startswith("error_code: "):
            return line.removeprefix("error_code: ")
    return None


async def _answer(tool: Any, via: str) -> tuple[str | None, str]:
    """Call ``tool`` through its string wrapper or ``.observe()``: (error code, result text)."""
    if via == "call":
        text = await tool()
        return _code(text), text
    observation: Observation = await tool.observe()
    return observation.error_code, str(observation.result)


@pytest.mark.parametrize("via", ["call", "observe"])
async def test_deadline_cancels_a_sleeping_tool(via: str) -> None:
    """A tool sleeping past total_timeout is cancelled at it and answered TIMEOUT."""

    @retry_tool(total_timeout=0.1, max_retries=0)
    async def slow() -> str:
        await asyncio.sleep(10)
        return "never"

    start = time.monotonic()
    code, _ = await _answer(slow, via)
    elapsed = time.monotonic() - start
    assert code == "TIMEOUT"
    assert 0.095 <= elapsed < 0.35
    assert _watchdog().calls == {}


async def test_run_attempt_raises_attempt_timed_out() -> None:
    """An attempt cancelled at its deadline raises AttemptTimedOut, a TimeoutError."""
    with pytest.raises(TimeoutError) as caught:
        await run_attempt(asyncio.sleep(10), time.monotonic() + 0.02)
    assert isinstance(caught.value, AttemptTimedOut)


async def test_attempt_timeout_cancels_each_attempt_and_the_call_retries() -> None:
    """Attempts hanging past attempt_timeout are cancelled one by one and the next one runs."""
    starts: list[float] = []

    @retry_tool(total_timeout=5, attempt_timeout=0.05, max_retries=3)
    async def flaky() -> str:
        starts.append(time.monotonic())
        if len(starts) < 3:
            await asyncio.sleep(10)
        return "third time"

    assert await flaky() == "third time"
    gaps = [b - a for a, b in itertools.pairwise(starts)]
    assert len(gaps) == 2
    assert all(0.045 <= gap < 0.25 for gap in gaps)


async def test_external_cancel_propagates_while_a_deadline_is_armed() -> None:
    """Someone else's cancel of a call under a live deadline raises, and nothing is observed."""
    events: list[Event] = []
    started = asyncio.Event()

    @retry_tool(total_timeout=5, on_event=events.append)
    async def tool() -> str:
        started.set()
        await asyncio.sleep(10)
        return "never"

    task = asyncio.create_task(tool())
    await started.wait()
    assert len(_watchdog().calls) == 1
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert task.cancelled()
    assert events == []
    assert _watchdog().calls == {}


@needs_uncancel
async def test_external_cancel_landing_with_the_deadline_still_propagates() -> None:
    """When an external cancel and the deadline strike in the same loop pass, the cancel wins."""
    events: list[Event] = []
    started = asyncio.Event()

    @retry_tool(total_timeout=0.02, max_retries=0, on_event=events.append)
    async def tool() -> str:
        started.set()
        await asyncio.sleep(10)
        return "never"

    task = asyncio.create_task(tool())
    await started.wait()
    asyncio.get_running_loop().call_later(0.01, task.cancel)
    time.sleep(0.05)  # Block the loop: the deadline and the cancel fall due together.
    with pytest.raises(asyncio.CancelledError):
        await task
    assert events == []


async def test_concurrent_tasks_time_out_each_at_its_own_deadline() -> None:
    """Of 100 tasks, those whose deadline is shorter than the work time out at their own
    deadline, the others finish normally."""
    work = 0.3
    short = [0.02 + 0.0035 * i for i in range(50)]  # 0.02 s .. 0.19 s
    long = [0.45 + 0.003 * i for i in range(50)]  # 0.45 s .. 0.6 s

    async def run(budget: float) -> tuple[str, float]:
        @retry_tool(total_timeout=budget, max_retries=0)
        async def tool() -> str:
            await asyncio.sleep(work)
            return "done"

        start = time.monotonic()
        text = await tool()
        return text, time.monotonic() - start

    results = await asyncio.gather(*(run(budget) for budget in short + long))
    for budget, (text, elapsed) in zip(short, results[:50], strict=True):
        assert _code(text) == "TIMEOUT"
        assert budget - 0.005 <= elapsed < budget + 0.2
    for text, elapsed in results[50:]:
        assert text == "done"
        assert work - 0.005 <= elapsed < work + 0.2
    assert _watchdog().calls == {}


async def test_nested_inner_deadline_shorter_than_the_outer() -> None:
    """An inner call timing out first answers TIMEOUT to the outer tool, which carries on."""

    @retry_tool(total_timeout=0.05, max_retries=0)
    async def inner() -> str:
        await asyncio.sleep(10)
        return "never"

    @retry_tool(total_timeout=5, max_retries=0)
    async def outer() -> str:
        answer = await inner()
        return f"outer got {_code(answer)}"

    start = time.monotonic()
    assert await outer() == "outer got TIMEOUT"
    assert time.monotonic() - start < 2.0
    task = asyncio.current_task()
    assert task is not None
    if sys.version_info >= (3, 11):
        assert task.cancelling() == 0


@pytest.mark.parametrize("inner_budget", [5.0, 0.05], ids=["inner-longer", "inner-equal"])
async def test_nested_outer_deadline_cancels_through_the_inner_call(inner_budget: float) -> None:
    """The outer deadline cancels through an inner call: the inner call lets the cancellation
    pass without observing it, the outer answers TIMEOUT."""
    if inner_budget == 0.05 and sys.version_info < (3, 11):
        pytest.skip("3.10 cannot tell whose cancellation it is: the inner deadline wins")
    inner_events: list[Event] = []

    @retry_tool(total_timeout=inner_budget, max_retries=0, on_event=inner_events.append)
    async def inner() -> str:
        await asyncio.sleep(10)
        return "never"

    @retry_tool(total_timeout=0.05, max_retries=0)
    async def outer() -> str:
        return await inner()

    start = time.monotonic()
    assert _code(await outer()) == "TIMEOUT"
    assert time.monotonic() - start < 2.0
    assert inner_events == []
    assert _watchdog().calls == {}


@pytest.mark.parametrize("via", ["call", "observe"])
async def test_tool_swallowing_the_deadline_cancel_keeps_its_result(via: str) -> None:
    """A tool that catches the deadline's CancelledError and returns answers its result, and
    its task is left with no cancel request."""

    @retry_tool(total_timeout=0.05)
    async def stubborn() -> str:
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            return "partial"
        return "never"

    code, result = await _answer(stubborn, via)
    assert (code, result) == (None, "partial")
    task = asyncio.current_task()
    assert task is not None
    if sys.version_info >= (3, 11):
        assert task.cancelling() == 0
    await asyncio.sleep(0.01)  # A stray cancellation would land here.


async def test_a_shorter_deadline_rearms_the_timer() -> None:
    """A call whose deadline is earlier than the armed one is still cancelled on time."""

    @retry_tool(total_timeout=5, max_retries=0)
    async def long() -> str:
        await asyncio.sleep(0.3)
        return "long done"

    @retry_tool(total_timeout=0.05, max_retries=0)
    async def short() -> str:
        await asyncio.sleep(10)
        return "never"

    background = asyncio.create_task(long())
    await asyncio.sleep(0)
    assert _watchdog().armed > time.monotonic() + 4
    start = time.monotonic()
    assert _code(await short()) == "TIMEOUT"
    assert time.monotonic() - start < 0.25
    assert await background == "long done"


async def test_sequential_calls_share_one_timer() -> None:
    """With the default budget, 100 calls that suspend arm the loop timer once."""

    @retry_tool
    async def tool() -> str:
        await asyncio.sleep(0)
        return "ok"

    loop = asyncio.get_running_loop()
    assert await tool() == "ok"
    watchdog = _watchdog()
    handle = watchdog.handle
    assert handle is not None
    scheduled = len(loop._scheduled)  # type: ignore[attr-defined]
    for _ in range(100):
        assert await tool() == "ok"
    assert watchdog.handle is handle
    assert len(loop._scheduled) == scheduled  # type: ignore[attr-defined]
    assert watchdog.calls == {}


async def test_remaining_time_tells_when_the_watchdog_cancels() -> None:
    """remaining_time(), even asked after a first await, is the time the tool has before it
    is cancelled."""
    told: list[float | None] = []

    @retry_tool(total_timeout=0.1, max_retries=0)
    async def tool() -> str:
        await asyncio.sleep(0.03)
        told.append(remaining_time())
        start = time.monotonic()
        try:
            await asyncio.sleep(10)
        finally:
            told.append(time.monotonic() - start)
        return "never"

    assert _code(await tool()) == "TIMEOUT"
    left, waited = told
    assert left is not None
    assert waited is not None
    assert 0.0 < left <= 0.075
    assert left - 0.005 <= waited < left + 0.2


def test_no_timer_left_behind_across_two_loops(caplog: pytest.LogCaptureFixture) -> None:
    """In two successive asyncio.run() loops in debug mode, deadlines are enforced, the
    watchdog's timer is gone once its time has passed, nothing is warned or logged, and the
    loops are not kept alive."""

    @retry_tool(total_timeout=0.05, max_retries=0)
    async def tool(hang: bool) -> str:
        await asyncio.sleep(10 if hang else 0.001)
        return "ok"

    async def main() -> weakref.ref[asyncio.AbstractEventLoop]:
        loop = asyncio.get_running_loop()
        loop.slow_callback_duration = 1.0  # Only our own mistakes, not a busy machine.
        before = len(loop._scheduled)  # type: ignore[attr-defined]
        assert await tool(False) == "ok"
        assert _code(await tool(True)) == "TIMEOUT"
        watchdog = watchdog_of(loop)
        assert watchdog.calls == {}
        await asyncio.sleep(0.1)  # Past every deadline: the timer fired and was not re-armed.
        assert watchdog.handle is None
        assert len(loop._scheduled) == before  # type: ignore[attr-defined]
        return weakref.ref(loop)

    caplog.set_level(logging.WARNING, logger="asyncio")
    gc.collect()  # Whatever earlier tests left for the collector warns now, not below.
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        loops = [asyncio.run(main(), debug=True) for _ in range(2)]
        gc.collect()
    assert [str(w.message) for w in caught] == []
    assert [r.getMessage() for r in caplog.records if r.name == "asyncio"] == []
    assert [ref() for ref in loops] == [None, None]


def test_outside_asyncio_a_bounded_tool_runs_unwatched() -> None:
    """Driven by another scheduler (values sent in, as trio does), a bounded tool runs to its
    end with no watchdog and no crash."""

    @types.coroutine
    def ask(question: str) -> Generator[str, str, str]:
        return (yield question)

    @retry_tool(total_timeout=0.01)
    async def tool() -> str:
        first = await ask("first?")
        time.sleep(0.02)  # Past the deadline: nobody enforces it here.
        second = await ask("second?")
        return f"{first} {second}"

    coro = tool()
    assert coro.send(None) == "first?"
    assert coro.send("one") == "second?"
    with pytest.raises(StopIteration) as stop:
        coro.send("two")
    assert stop.value.value == "one two"


async def test_an_unhashable_awaitable_is_awaited_untracked() -> None:
    """An awaitable that cannot be a dict key is awaited as is instead of failing."""

    class Pending:
        __hash__ = None  # type: ignore[assignment]

        def __await__(self) -> Generator[Any, None, str]:
            yield from asyncio.sleep(0).__await__()
            return "awaited"

    assert await run_attempt(Pending(), time.monotonic() + 5) == "awaited"
    assert _watchdog().calls == {}


def test_a_loop_without_attributes_keeps_one_watchdog_by_weak_reference() -> None:
    """A loop that takes no attributes still gets one watchdog, dropped with the loop."""

    class SlottedLoop:
        __slots__ = ("__weakref__",)

    loop = cast(asyncio.AbstractEventLoop, SlottedLoop())
    assert watchdog_of(loop) is watchdog_of(loop)
    assert loop in _elsewhere
    del loop
    gc.collect()
    assert len(_elsewhere) == 0
