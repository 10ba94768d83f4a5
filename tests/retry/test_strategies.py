"""tenacity's wait and stop strategies, driven by toolretry's own loop."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
import tenacity

from toolretry import (
    Backoff,
    Event,
    RetryScheduled,
    TransientError,
    set_testing,
    smart_retry_with_observation,
)


class Flaky:
    """Fails ``failures`` times with a transient error, then answers ``done``."""

    def __init__(self, failures: int) -> None:
        self.failures = failures
        self.runs = 0

    def __call__(self) -> str:
        self.runs += 1
        if self.runs <= self.failures:
            raise TransientError("busy")
        return "done"


def _planned(events: list[Event]) -> list[float | None]:
    return [e.planned_s for e in events if isinstance(e, RetryScheduled)]


@pytest.mark.parametrize(
    ("wait", "expected"),
    [
        (tenacity.wait_fixed(0.25), [0.25, 0.25, 0.25]),
        (tenacity.wait_incrementing(start=0.1, increment=0.2), [0.1, 0.3, 0.5]),
        (tenacity.wait_chain(tenacity.wait_fixed(0.1), tenacity.wait_fixed(0.7)), [0.1, 0.7, 0.7]),
        (tenacity.wait_fixed(0.1) + tenacity.wait_fixed(0.05), [0.15, 0.15, 0.15]),
        (tenacity.wait_exponential(multiplier=0.1, max=10), [0.1, 0.2, 0.4]),
    ],
    ids=["fixed", "incrementing", "chain", "sum", "exponential"],
)
def test_a_tenacity_wait_strategy_sets_the_waits(wait: Any, expected: list[float]) -> None:
    """``wait=`` takes any tenacity wait strategy, called once per retry in order."""
    events: list[Event] = []
    tool = smart_retry_with_observation(wait=wait, on_event=events.append)(Flaky(3))
    assert tool() == "done"
    assert _planned(events) == pytest.approx(expected)


def test_a_plain_callable_of_the_retry_state_is_a_wait_too() -> None:
    """A callable receiving tenacity's RetryCallState works like a strategy."""
    seen: list[int] = []

    def wait(state: tenacity.RetryCallState) -> float:
        seen.append(state.attempt_number)
        assert state.outcome is not None
        assert isinstance(state.outcome.exception(), TransientError)
        return 0.01 * state.attempt_number

    events: list[Event] = []
    tool = smart_retry_with_observation(wait=wait, on_event=events.append)(Flaky(2))
    assert tool() == "done"
    assert seen == [1, 2]
    assert _planned(events) == pytest.approx([0.01, 0.02])


@pytest.mark.parametrize(
    ("stop", "runs"),
    [
        (tenacity.stop_after_attempt(2), 2),
        (tenacity.stop_after_attempt(1), 1),
        (tenacity.stop_after_attempt(2) | tenacity.stop_after_attempt(3), 2),
        (tenacity.stop_after_attempt(3) & tenacity.stop_after_attempt(5), 4),
        (tenacity.stop_never, 4),
    ],
    ids=["after-2", "after-1", "or", "and", "never"],
)
def test_a_tenacity_stop_strategy_ends_the_retries(stop: Any, runs: int) -> None:
    """``stop=`` is checked before each retry, besides max_retries (3 here)."""
    body = Flaky(10)
    tool = smart_retry_with_observation(stop=stop, backoff=Backoff(base=0.0))(body)
    observation = tool.observe()
    assert body.runs == runs
    assert observation.status == "error"
    expected = "stop_strategy" if runs < 4 else "retries_exhausted"
    assert observation.details["gave_up"] == expected


def test_stop_after_delay_sees_the_time_since_the_call_started() -> None:
    """A delay-based stop counts from the call's start, like total_timeout."""
    body = Flaky(100)
    tool = smart_retry_with_observation(
        stop=tenacity.stop_after_delay(0.2), wait=tenacity.wait_fixed(0.05), max_retries=100
    )(body)
    with set_testing(False):
        observation = tool.observe()
    assert observation.details["gave_up"] == "stop_strategy"
    assert 2 <= body.runs <= 6


async def test_strategies_drive_async_tools_too() -> None:
    """The same strategies apply to ``async def`` tools."""
    runs = {"n": 0}

    async def tool_body() -> str:
        runs["n"] += 1
        await asyncio.sleep(0)
        raise TransientError("busy")

    events: list[Event] = []
    tool = smart_retry_with_observation(
        wait=tenacity.wait_fixed(0.3), stop=tenacity.stop_after_attempt(3), on_event=events.append
    )(tool_body)
    observation = await tool.observe()
    assert runs["n"] == 3
    assert _planned(events) == pytest.approx([0.3, 0.3])
    assert observation.details["gave_up"] == "stop_strategy"


def test_waits_really_happen_outside_testing_mode_and_report_what_was_slept() -> None:
    """In testing mode wait_s is 0 (what happened); outside it, the planned wait."""
    for testing, expect in ((True, 0.0), (False, 0.02)):
        events: list[Event] = []
        tool = smart_retry_with_observation(wait=tenacity.wait_fixed(0.02), on_event=events.append)(
            Flaky(1)
        )
        with set_testing(testing):
            assert tool() == "done"
        (scheduled,) = [e for e in events if isinstance(e, RetryScheduled)]
        assert scheduled.wait_s == pytest.approx(expect)
        assert scheduled.planned_s == pytest.approx(0.02)
