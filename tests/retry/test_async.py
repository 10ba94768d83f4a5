"""``async def`` tools: the same contract, plus cancellation at the deadline."""

from __future__ import annotations

import asyncio
import inspect
import sys
import time
from collections.abc import Iterator

import pytest

import toolretry
from toolretry import (
    Backoff,
    ClientError,
    Event,
    RetryScheduled,
    TransientError,
    remaining_time,
)
from toolretry import smart_retry_with_observation as retry_tool


@pytest.fixture(autouse=True)
def _no_waits() -> Iterator[None]:
    """Every wait is zero unless a test turns real waits back on."""
    with toolretry.set_testing(True):
        yield


def test_async_wrapper_is_a_coroutine_function() -> None:
    """The wrapper of an ``async def`` is itself ``async def``, and so is its ``.observe``."""

    @retry_tool
    async def tool(x: int) -> str:
        return str(x)

    assert inspect.iscoroutinefunction(tool)
    assert inspect.iscoroutinefunction(tool.observe)
    assert asyncio.run(tool(3)) == "3"


async def test_async_success_without_suspending() -> None:
    """A tool that returns without awaiting anything answers its result."""

    @retry_tool
    async def tool() -> dict[str, int]:
        return {"a": 1}

    assert await tool() == '{"a": 1}'


async def test_async_success_after_suspending() -> None:
    """A tool that awaits before returning answers its result."""

    @retry_tool(total_timeout=5)
    async def tool() -> str:
        await asyncio.sleep(0.001)
        return "done"

    assert await tool() == "done"


@pytest.mark.parametrize("suspend", [False, True])
async def test_async_transient_failures_are_retried(suspend: bool) -> None:
    """Transient failures, before or after the first await, are retried until success."""
    runs = {"n": 0}

    @retry_tool(max_retries=3)
    async def tool() -> str:
        runs["n"] += 1
        if suspend:
            await asyncio.sleep(0)
        if runs["n"] < 3:
            raise TransientError("busy")
        return "ok"

    assert await tool() == "ok"
    assert runs["n"] == 3


@pytest.mark.parametrize(
    ("exc", "category"),
    [
        (ClientError("bad"), "client"),
        (ValueError("bad"), "client"),
        (toolretry.BusinessError("no"), "business"),
        (AttributeError("bug"), "fatal"),
    ],
    ids=lambda v: type(v).__name__ if isinstance(v, BaseException) else v,
)
async def test_async_non_transient_failures_run_once(exc: Exception, category: str) -> None:
    """Client, business and fatal failures of async tools are not retried."""
    runs = {"n": 0}

    @retry_tool
    async def tool() -> str:
        runs["n"] += 1
        await asyncio.sleep(0)
        raise exc

    observation = await tool.observe()
    assert runs["n"] == 1
    assert observation.category == category


async def test_async_observe_returns_the_observation() -> None:
    """Awaiting ``.observe()`` gives the Observation, not its string."""

    @retry_tool
    async def tool() -> str:
        raise ClientError("bad input")

    observation = await tool.observe()
    assert isinstance(observation, toolretry.Observation)
    assert (observation.status, observation.error_code) == ("error", "CLIENT_ERROR")
    assert isinstance(await tool(), str)


async def test_async_tool_is_cancelled_at_the_deadline() -> None:
    """A tool sleeping past total_timeout is cancelled then, and answered with TIMEOUT."""
    finished = {"sleep": False}

    @retry_tool(total_timeout=0.2)
    async def slow() -> str:
        await asyncio.sleep(10)
        finished["sleep"] = True
        return "never"

    start = time.monotonic()
    observation = await slow.observe()
    elapsed = time.monotonic() - start
    assert 0.18 <= elapsed < 0.4
    assert (observation.error_code, observation.category) == ("TIMEOUT", "transient")
    assert observation.attempts == 1
    assert finished["sleep"] is False


async def test_async_deadline_through_the_string_wrapper() -> None:
    """Calling the tool (not ``.observe``) also stops at the deadline with a TIMEOUT text."""

    @retry_tool(total_timeout=0.1)
    async def slow() -> str:
        await asyncio.sleep(10)
        return "never"

    start = time.monotonic()
    text = await slow()
    # Far below the tool's 10 s: the deadline cut it (the margin is for a loaded machine).
    assert time.monotonic() - start < 2.0
    assert "error_code: TIMEOUT" in text.splitlines()


async def test_attempt_timeout_cancels_each_attempt_and_retries() -> None:
    """``attempt_timeout`` cancels a hanging attempt and the next one may succeed."""
    runs = {"n": 0}

    @retry_tool(attempt_timeout=0.05, total_timeout=5.0, max_retries=3)
    async def tool() -> str:
        runs["n"] += 1
        if runs["n"] < 3:
            await asyncio.sleep(10)
        return "third time"

    start = time.monotonic()
    assert await tool() == "third time"
    assert runs["n"] == 3
    assert time.monotonic() - start < 2.0


async def test_attempt_timeout_on_every_attempt_gives_up_with_timeout() -> None:
    """When every attempt hangs, each is cut at attempt_timeout and the call gives up."""
    runs = {"n": 0}

    @retry_tool(attempt_timeout=0.03, total_timeout=5.0, max_retries=2)
    async def tool() -> str:
        runs["n"] += 1
        await asyncio.sleep(10)
        return "never"

    start = time.monotonic()
    observation = await tool.observe()
    assert time.monotonic() - start < 2.0
    assert runs["n"] == 3
    assert (observation.error_code, observation.attempts) == ("TIMEOUT", 3)


async def test_external_cancel_propagates() -> None:
    """Someone else's ``task.cancel()`` raises CancelledError; it is not turned into text."""
    started = asyncio.Event()

    @retry_tool(total_timeout=5.0)
    async def tool() -> str:
        started.set()
        await asyncio.sleep(10)
        return "never"

    task = asyncio.create_task(tool())
    await started.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert task.cancelled()


async def test_external_cancel_during_a_retried_attempt_propagates() -> None:
    """Cancellation reaching a retried attempt propagates too."""
    runs = {"n": 0}
    second = asyncio.Event()

    @retry_tool(total_timeout=5.0)
    async def tool() -> str:
        runs["n"] += 1
        if runs["n"] == 1:
            raise TransientError("first")
        second.set()
        await asyncio.sleep(10)
        return "never"

    task = asyncio.create_task(tool())
    await second.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task


async def test_external_cancel_during_the_backoff_propagates() -> None:
    """Cancellation while waiting between attempts propagates and stops the retries."""
    runs = {"n": 0}
    scheduled = asyncio.Event()

    def on_event(event: Event) -> None:
        if isinstance(event, RetryScheduled):
            scheduled.set()

    @retry_tool(backoff=Backoff(base=5.0, max=5.0, jitter="none"), on_event=on_event)
    async def tool() -> str:
        runs["n"] += 1
        raise TransientError("busy")

    with toolretry.set_testing(False):
        task = asyncio.create_task(tool())
        await scheduled.wait()
        await asyncio.sleep(0.01)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
    assert runs["n"] == 1


@pytest.mark.skipif(sys.version_info < (3, 11), reason="Task.cancelling() is 3.11+")
async def test_deadline_leaves_no_pending_cancel_on_the_task() -> None:
    """After a deadline cancel is turned into TIMEOUT, the caller's task is not left cancelling."""

    @retry_tool(total_timeout=0.05, max_retries=0)
    async def slow() -> str:
        await asyncio.sleep(10)
        return "never"

    await slow()
    task = asyncio.current_task()
    assert task is not None
    assert task.cancelling() == 0
    await asyncio.sleep(0.01)  # a stray cancel would land here


async def test_tool_swallowing_the_deadline_cancel_keeps_its_result() -> None:
    """A tool that catches the deadline's cancellation and returns still answers its result."""

    @retry_tool(total_timeout=0.05)
    async def stubborn() -> str:
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            return "partial result"
        return "never"

    assert await stubborn() == "partial result"
    await asyncio.sleep(0.01)  # and no stray cancellation hits the caller afterwards


async def test_tool_own_timeout_is_transient_and_retried() -> None:
    """An ``asyncio.wait_for`` timeout inside the tool is a transient TIMEOUT."""
    runs = {"n": 0}

    @retry_tool(total_timeout=5.0)
    async def tool() -> str:
        runs["n"] += 1
        if runs["n"] == 1:
            await asyncio.wait_for(asyncio.sleep(10), timeout=0.01)
        return "ok"

    assert await tool() == "ok"
    assert runs["n"] == 2


async def test_async_remaining_time_decreases_and_survives_awaits() -> None:
    """Before and after each await, and across attempts, the budget only shrinks."""
    seen: list[float | None] = []

    @retry_tool(total_timeout=5.0, max_retries=2)
    async def tool() -> str:
        seen.append(remaining_time())
        await asyncio.sleep(0.002)
        seen.append(remaining_time())
        if len(seen) < 6:
            raise ConnectionError("again")
        return "ok"

    assert await tool() == "ok"
    assert len(seen) == 6
    values = [v for v in seen if v is not None]
    assert len(values) == 6
    assert all(0 < v <= 5.0 for v in values)
    assert values == sorted(values, reverse=True)


async def test_async_remaining_time_outside_a_call_is_none() -> None:
    """In a coroutine outside any decorated call there is no deadline."""
    assert remaining_time() is None


async def test_async_remaining_time_honours_attempt_timeout() -> None:
    """Each async attempt's budget is bounded by attempt_timeout."""
    seen: list[float | None] = []

    @retry_tool(total_timeout=10.0, attempt_timeout=0.5)
    async def tool() -> str:
        await asyncio.sleep(0)
        seen.append(remaining_time())
        return "ok"

    await tool()
    await tool.observe()
    assert len(seen) == 2
    assert all(v is not None and 0.4 < v <= 0.5 for v in seen)


async def test_concurrent_calls_keep_their_own_deadlines() -> None:
    """Two concurrent calls of differently-bounded tools each see their own remaining_time."""

    @retry_tool(total_timeout=1.0)
    async def short() -> str:
        await asyncio.sleep(0.01)
        return repr(remaining_time())

    @retry_tool(total_timeout=9.0)
    async def long() -> str:
        await asyncio.sleep(0.01)
        return repr(remaining_time())

    a, b = await asyncio.gather(short(), long())
    assert 0.5 < float(a) <= 1.0
    assert 8.5 < float(b) <= 9.0


@pytest.mark.skipif(sys.version_info < (3, 12), reason="inspect.markcoroutinefunction is 3.12+")
async def test_marked_function_returning_a_future_is_awaited() -> None:
    """A function marked as a coroutine function that returns a Future is simply awaited."""

    def tool() -> asyncio.Future[str]:
        future: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        asyncio.get_running_loop().call_soon(future.set_result, "from a future")
        return future

    wrapped = retry_tool(inspect.markcoroutinefunction(tool))  # type: ignore[attr-defined]
    assert await wrapped() == "from a future"
    assert (await wrapped.observe()).result == "from a future"
