"""Calls cut at their deadline answer the same text, cheaply, without hiding any event."""

from __future__ import annotations

import asyncio
import logging

import pytest

from toolretry import Backoff, Event, GaveUp, smart_retry_with_observation


async def _hang() -> str:
    await asyncio.sleep(3600)
    return "late"


async def test_many_timeouts_answer_exactly_what_one_would() -> None:
    """The tenth timed-out call reads the same as the first, and says TIMEOUT."""
    tool = smart_retry_with_observation(total_timeout=0.05)(_hang)
    texts = [await tool() for _ in range(10)]
    assert len(set(texts)) == 1
    assert "error_code: TIMEOUT" in texts[0]
    assert "gave_up" in texts[0]


async def test_every_timeout_still_reaches_an_event_hook() -> None:
    """With an on_event hook each timed-out call reports its own GaveUp."""
    events: list[Event] = []
    tool = smart_retry_with_observation(total_timeout=0.03, on_event=events.append)(_hang)
    await asyncio.gather(*(tool() for _ in range(5)))
    assert len([e for e in events if isinstance(e, GaveUp)]) == 5


async def test_every_timeout_is_logged_once_a_handler_listens(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A log handler added after the first timeouts still sees every later one."""
    tool = smart_retry_with_observation(total_timeout=0.03)(_hang)
    await tool()
    await tool()
    with caplog.at_level(logging.DEBUG, logger="toolretry"):
        caplog.clear()
        await asyncio.gather(*(tool() for _ in range(4)))
    assert len([r for r in caplog.records if "gave up" in r.getMessage()]) == 4


async def test_an_attempt_timeout_with_time_left_is_still_retried() -> None:
    """A cut at attempt_timeout, not at the call's deadline, goes on to retry."""
    runs = {"n": 0}

    async def slow_then_fast() -> str:
        runs["n"] += 1
        if runs["n"] < 3:
            await asyncio.sleep(3600)
        return "done"

    tool = smart_retry_with_observation(
        total_timeout=5.0, attempt_timeout=0.03, backoff=Backoff(base=0.0, max=0.0)
    )(slow_then_fast)
    assert await tool() == "done"
    assert runs["n"] == 3
