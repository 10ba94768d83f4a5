"""The fast path reads no clock: when a decorated call's clock starts, and what it bounds."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator

import pytest

import toolretry
from toolretry import smart_retry_with_observation


@pytest.fixture(autouse=True)
def _no_waits() -> Iterator[None]:
    with toolretry.set_testing(True):
        yield


def test_clock_starts_at_the_first_remaining_time_call() -> None:
    """The first remaining_time() in a call sees the whole budget; later ones see less."""
    seen: list[float | None] = []

    @smart_retry_with_observation(total_timeout=5)
    def tool() -> str:
        seen.append(toolretry.remaining_time())
        time.sleep(0.05)
        seen.append(toolretry.remaining_time())
        return "ok"

    assert tool() == "ok"
    first, second = seen
    assert first is not None
    assert second is not None
    assert 4.99 <= first <= 5.0
    assert first - second >= 0.04


def test_each_call_gets_its_own_clock() -> None:
    """A second call of the same tool starts with the full budget again."""
    seen: list[float | None] = []

    @smart_retry_with_observation(total_timeout=2)
    def tool() -> str:
        seen.append(toolretry.remaining_time())
        time.sleep(0.05)
        return "ok"

    tool()
    tool()
    assert all(left is not None and left > 1.99 for left in seen)


def test_time_before_a_failure_counts_once_the_tool_has_asked() -> None:
    """A tool that asked for the time and then failed slowly has that time deducted."""
    attempts: list[float | None] = []

    @smart_retry_with_observation(total_timeout=0.5, max_retries=5, base_delay=0.01)
    def tool() -> str:
        attempts.append(toolretry.remaining_time())
        time.sleep(0.2)
        raise TimeoutError("upstream too slow")

    observation = tool.observe()
    assert observation.error_code == "TIMEOUT"
    # 0.5 s of budget and 0.2 s per attempt leave room for at most three attempts.
    assert len(attempts) <= 3
    assert observation.elapsed_s is not None
    assert observation.elapsed_s < 0.75


def test_elapsed_counts_from_the_first_look_at_the_clock() -> None:
    """The observation's elapsed_s covers the attempt once the tool looked at the clock."""

    @smart_retry_with_observation(max_retries=0)
    def tool() -> str:
        toolretry.remaining_time()
        time.sleep(0.1)
        raise ValueError("bad input")

    text = tool()
    elapsed = float(next(line for line in text.splitlines() if line.startswith("elapsed_s:"))[11:])
    assert elapsed >= 0.09


def test_clock_anchor_never_reaches_the_tool_or_the_request_field() -> None:
    """The clock's private marker is not passed to a retried attempt nor shown to the model."""
    received: list[dict[str, object]] = []

    @smart_retry_with_observation(max_retries=2)
    def tool(**options: object) -> str:
        received.append(dict(options))
        toolretry.remaining_time()
        raise ConnectionResetError(104, "reset")

    text = tool(city="Paris")
    assert received == [{"city": "Paris"}] * 3
    assert 'request: {"tool": "tool", "params": {"options": {"city": "Paris"}}}' in text


async def test_async_clock_starts_when_the_attempt_first_waits() -> None:
    """An async tool is bounded by total_timeout from its first suspension."""

    @smart_retry_with_observation(total_timeout=0.2, max_retries=0)
    async def slow() -> str:
        await asyncio.sleep(5)
        return "late"

    started = time.monotonic()
    text = await slow()
    assert time.monotonic() - started < 1.0
    assert "error_code: TIMEOUT" in text


async def test_async_remaining_time_before_and_after_suspending() -> None:
    """remaining_time() in an async tool counts down across its awaits."""
    seen: list[float | None] = []

    @smart_retry_with_observation(total_timeout=3)
    async def tool() -> str:
        seen.append(toolretry.remaining_time())
        await asyncio.sleep(0.05)
        seen.append(toolretry.remaining_time())
        return "ok"

    assert await tool() == "ok"
    first, second = seen
    assert first is not None
    assert second is not None
    assert first > 2.99
    assert first - second >= 0.04
