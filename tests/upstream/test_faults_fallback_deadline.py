"""Fallbacks run within the call's deadline: async ones are cancelled at it, sync ones are
not started without time left."""

from __future__ import annotations

import asyncio
import time

import pytest

from toolretry import TransientError, smart_retry_with_observation


@pytest.mark.parametrize("total_timeout", [0.3, 0.5])
def test_an_async_fallback_is_cancelled_at_the_deadline(total_timeout: float) -> None:
    """A slow async fallback does not keep the call past total_timeout; details say why."""

    async def primary() -> str:
        raise TransientError("down")

    async def slow_fallback() -> str:
        await asyncio.sleep(5)
        return "cached"

    tool = smart_retry_with_observation(
        primary, fallback=slow_fallback, max_retries=0, total_timeout=total_timeout
    )
    started = time.monotonic()
    answer = asyncio.run(tool.observe())
    took = time.monotonic() - started
    assert (answer.status, took < total_timeout + 0.3) == ("error", True)
    assert "within total_timeout" in answer.details["fallback_error"]["message"]


def test_a_sync_fallback_is_not_started_without_time_left() -> None:
    """When the primary used up the deadline, a sync fallback is not called."""
    called: list[int] = []

    def primary() -> str:
        time.sleep(0.35)
        raise TransientError("down")

    def fallback() -> str:
        called.append(1)
        return "cached"

    tool = smart_retry_with_observation(
        primary, fallback=fallback, max_retries=0, total_timeout=0.3
    )
    answer = tool.observe()
    assert (answer.status, called) == ("error", [])
    assert "no time was left" in answer.details["fallback_error"]["message"]


@pytest.mark.parametrize("delay", [0.0, 0.05])
def test_a_fallback_in_time_still_answers(delay: float) -> None:
    """A fallback that answers within the deadline is used as before."""

    async def primary() -> str:
        raise TransientError("down")

    async def fallback() -> str:
        await asyncio.sleep(delay)
        return "cached"

    tool = smart_retry_with_observation(primary, fallback=fallback, max_retries=0, total_timeout=2)
    answer = asyncio.run(tool.observe())
    assert (answer.status, answer.result) == ("ok", "cached")


def test_a_fallbacks_own_timeout_error_is_its_own() -> None:
    """A TimeoutError the fallback raises early is reported as its error, not the deadline."""

    async def primary() -> str:
        raise TransientError("down")

    async def fallback() -> str:
        raise TimeoutError("the cache timed out")

    tool = smart_retry_with_observation(primary, fallback=fallback, max_retries=0, total_timeout=2)
    answer = asyncio.run(tool.observe())
    assert "within total_timeout" not in answer.details["fallback_error"]["message"]
