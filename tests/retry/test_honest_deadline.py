"""One deadline from the moment the call starts: every attempt and every wait counts."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest

import toolretry
from toolretry import Backoff, TransientError, remaining_time, smart_retry_with_observation
from toolretry.http import Session
from toolretry.testing import FaultServer, Reply

# Margins: a scheduler on a loaded 2-core machine can add tens of milliseconds anywhere.
SLACK = 0.25


def _slow_failing(seconds: float, **options: Any) -> Any:
    @smart_retry_with_observation(backoff=Backoff(base=0.01, max=0.01), **options)
    def tool() -> str:
        time.sleep(seconds)
        raise TransientError("still down")

    return tool


@pytest.fixture(autouse=True)
def _real_waits() -> Any:
    with toolretry.set_testing(False):
        yield


@pytest.mark.parametrize(("attempt_s", "total"), [(0.3, 0.5), (0.2, 0.15), (0.12, 0.4)])
def test_a_slow_first_attempt_counts_against_total_timeout(attempt_s: float, total: float) -> None:
    """A sync tool that is slow and then fails has its first attempt counted too."""
    tool = _slow_failing(attempt_s, total_timeout=total, max_retries=10)
    start = time.monotonic()
    observation = tool.observe()
    took = time.monotonic() - start
    assert took <= total + attempt_s + SLACK  # At most one attempt past the deadline.
    assert observation.details["gave_up"] == "deadline"


@pytest.mark.parametrize("attempt_s", [0.05, 0.15])
def test_elapsed_is_the_true_wall_time(attempt_s: float) -> None:
    """``elapsed_s`` covers the whole call, its first attempt included."""
    tool = _slow_failing(attempt_s, total_timeout=attempt_s * 3.5, max_retries=5)
    start = time.monotonic()
    observation = tool.observe()
    took = time.monotonic() - start
    assert observation.elapsed_s is not None
    assert abs(observation.elapsed_s - took) < 0.05
    assert observation.elapsed_s >= attempt_s * observation.attempts


def test_no_attempt_starts_after_the_deadline() -> None:
    """Every attempt starts before the deadline, however the waits fall."""
    starts: list[float] = []

    @smart_retry_with_observation(total_timeout=0.35, max_retries=50, backoff=Backoff(base=0.05))
    def tool() -> str:
        starts.append(time.monotonic())
        time.sleep(0.04)
        raise TransientError("down")

    begin = time.monotonic()
    tool()
    assert starts
    assert all(s - begin < 0.35 for s in starts)


def test_remaining_time_starts_full_and_counts_down() -> None:
    """The first look inside the first attempt sees (almost) the whole budget."""
    seen: list[float | None] = []

    @smart_retry_with_observation(total_timeout=2.0)
    def tool() -> str:
        seen.append(remaining_time())
        time.sleep(0.05)
        seen.append(remaining_time())
        return "ok"

    assert tool() == "ok"
    first, second = seen
    assert first is not None
    assert second is not None
    assert 1.9 < first <= 2.0
    assert first - second >= 0.04


def test_each_call_gets_its_own_clock() -> None:
    """A second call of the same tool starts with the full budget again."""
    seen: list[float | None] = []

    @smart_retry_with_observation(total_timeout=1.0)
    def tool() -> str:
        seen.append(remaining_time())
        return "ok"

    tool()
    time.sleep(0.1)
    tool()
    assert all(value is not None and value > 0.9 for value in seen)


@pytest.mark.parametrize(("attempt_timeout", "total"), [(0.2, 5.0), (3.0, 0.4), (0.3, 0.3)])
def test_attempt_timeout_reaches_a_sync_tool_as_remaining_time(
    attempt_timeout: float, total: float
) -> None:
    """A sync tool sees the smaller of attempt_timeout and the time left in the call."""
    seen: list[float | None] = []

    @smart_retry_with_observation(total_timeout=total, attempt_timeout=attempt_timeout)
    def tool() -> str:
        seen.append(remaining_time())
        return "ok"

    tool()
    (value,) = seen
    assert value is not None
    assert min(attempt_timeout, total) - 0.05 < value <= min(attempt_timeout, total)


def test_every_retry_gets_a_fresh_attempt_timeout_within_the_call() -> None:
    """A retried attempt's budget is attempt_timeout again, never more than the call has left."""
    seen: list[float] = []

    @smart_retry_with_observation(
        total_timeout=0.5, attempt_timeout=0.2, backoff=Backoff(base=0.01, max=0.01), max_retries=20
    )
    def tool() -> str:
        left = remaining_time()
        assert left is not None
        seen.append(left)
        time.sleep(0.05)
        raise TransientError("down")

    tool()
    assert len(seen) >= 3
    assert all(value <= 0.2 for value in seen)
    assert seen[-1] < 0.2


def test_http_session_overshoots_a_hanging_server_by_at_most_50_ms() -> None:
    """``toolretry.http.Session`` times each request out at the call's deadline."""
    with FaultServer() as server:
        server.script("/hang", *[Reply.hang(5.0)] * 10)

        @smart_retry_with_observation(total_timeout=0.4, backoff=Backoff(base=0.01, max=0.01))
        def fetch() -> str:
            return str(Session().get(server.url("/hang")).text)

        start = time.monotonic()
        observation = fetch.observe()
        took = time.monotonic() - start
    assert observation.status == "error"
    assert took - 0.4 <= 0.05 + 0.1  # 50 ms promised; 100 ms more for a loaded CI machine.


async def test_async_hang_is_cancelled_at_the_deadline() -> None:
    """An async attempt that hangs is cancelled when the call's time is up."""

    @smart_retry_with_observation(total_timeout=0.2)
    async def tool() -> str:
        await asyncio.sleep(10)
        return "late"

    start = time.monotonic()
    text = await tool()
    took = time.monotonic() - start
    assert "TIMEOUT" in text
    assert took < 0.2 + 0.1


async def test_async_elapsed_covers_every_attempt() -> None:
    """Async calls report their true wall time too."""
    calls = {"n": 0}

    @smart_retry_with_observation(total_timeout=2.0, backoff=Backoff(base=0.01, max=0.01))
    async def tool() -> str:
        calls["n"] += 1
        await asyncio.sleep(0.05)
        if calls["n"] < 3:
            raise TransientError("busy")
        return "ok"

    start = time.monotonic()
    observation = await tool.observe()
    took = time.monotonic() - start
    assert observation.status == "ok"
    assert observation.elapsed_s is not None
    assert abs(observation.elapsed_s - took) < 0.05
    assert observation.elapsed_s >= 0.15
