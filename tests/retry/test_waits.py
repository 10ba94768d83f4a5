"""Backoff per jitter mode: bounded by max_delay, and never ending past the deadline."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
import tenacity
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import toolretry
from toolretry import AttemptFailed, Backoff, Event, RetryScheduled, TransientError
from toolretry import smart_retry_with_observation as retry_tool
from toolretry.retry._waits import JITTER_MODES, make_wait

MODES = list(JITTER_MODES)


@pytest.fixture(autouse=True)
def _no_waits() -> Iterator[None]:
    """Every wait is zero unless a test turns real waits back on."""
    with toolretry.set_testing(True):
        yield


def _state(attempt_number: int) -> tenacity.RetryCallState:
    state = tenacity.RetryCallState(tenacity.Retrying(), fn=None, args=(), kwargs={})
    state.attempt_number = attempt_number
    return state


def _always_failing(events: list[Event], **kwargs: object) -> object:
    @retry_tool(on_event=events.append, **kwargs)  # type: ignore[arg-type]
    def tool() -> str:
        raise TransientError("busy")

    return tool


delays = st.floats(min_value=0, max_value=100, allow_nan=False)


@pytest.mark.parametrize("jitter", MODES)
@given(
    attempt=st.integers(min_value=1, max_value=100_000),
    base=delays,
    extra=delays,
)
@settings(max_examples=150)
def test_wait_is_between_zero_and_max_delay(
    jitter: str, attempt: int, base: float, extra: float
) -> None:
    """For any attempt number, base and max, every jitter mode waits 0 <= wait <= max_delay."""
    max_delay = base + extra
    wait = make_wait(jitter, base, max_delay)  # type: ignore[arg-type]
    for n in (1, attempt):  # decorrelated carries state from one wait to the next
        value = wait(_state(n))
        assert 0 <= value <= max_delay


@pytest.mark.parametrize("jitter", MODES)
@given(
    retries=st.integers(min_value=1, max_value=25),
    base=st.floats(min_value=0, max_value=50, allow_nan=False),
    extra=st.floats(min_value=0, max_value=200, allow_nan=False),
)
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_scheduled_waits_are_bounded_through_the_decorator(
    jitter: str, retries: int, base: float, extra: float
) -> None:
    """The waits the decorator schedules stay within [0, max_delay], one per retry."""
    events: list[Event] = []
    tool = _always_failing(
        events,
        backoff=Backoff(jitter=jitter, base=base, max=base + extra),
        max_retries=retries,
        total_timeout=None,
    )
    tool()  # type: ignore[operator]
    waits = [e.planned_s for e in events if isinstance(e, RetryScheduled)]
    assert len(waits) == retries
    assert all(0 <= w <= base + extra for w in waits)


def test_no_jitter_doubles_from_base_delay_up_to_max_delay() -> None:
    """``jitter="none"`` waits exactly base·2^(n-1), capped at max_delay."""
    wait = make_wait("none", 0.5, 5.0)
    assert [wait(_state(n)) for n in range(1, 7)] == [0.5, 1.0, 2.0, 4.0, 5.0, 5.0]


@pytest.mark.parametrize("attempt", [1, 2, 5, 2000])
def test_zero_base_delay_means_zero_waits(attempt: int) -> None:
    """With base_delay 0 every wait is 0, even for attempt numbers past float range."""
    for jitter in MODES:
        assert make_wait(jitter, 0.0, 5.0)(_state(attempt)) == 0  # type: ignore[arg-type]


def test_full_jitter_spreads_waits_below_the_exponential() -> None:
    """``full`` waits vary and stay under min(max_delay, base·2^(n-1))."""
    wait = make_wait("full", 1.0, 30.0)
    samples = [wait(_state(3)) for _ in range(200)]
    assert all(0 <= s <= 4.0 for s in samples)
    assert len(set(samples)) > 100
    assert min(samples) < 1.0 < 3.0 < max(samples)


def test_equal_jitter_keeps_at_least_half_the_exponential() -> None:
    """``equal`` waits lie between half and all of min(max_delay, base·2^(n-1))."""
    wait = make_wait("equal", 1.0, 30.0)
    samples = [wait(_state(4)) for _ in range(200)]
    assert all(4.0 <= s <= 8.0 for s in samples)
    assert len(set(samples)) > 100


def test_decorrelated_jitter_stays_at_or_above_base_delay() -> None:
    """``decorrelated`` waits are at least base_delay and at most max_delay."""
    wait = make_wait("decorrelated", 0.5, 3.0)
    samples = [wait(_state(n)) for n in range(1, 200)]
    assert all(0.5 <= s <= 3.0 for s in samples)
    assert len(set(samples)) > 20  # many sit at the 3.0 cap; the rest are spread out


def test_decorrelated_state_is_per_call() -> None:
    """Each decorated call starts its decorrelated sequence afresh at base_delay's range."""
    events: list[Event] = []
    tool = _always_failing(
        events, backoff=Backoff(jitter="decorrelated", base=1.0, max=1000.0), max_retries=1
    )
    for _ in range(30):
        tool()  # type: ignore[operator]
    waits = [e.planned_s for e in events if isinstance(e, RetryScheduled)]
    assert len(waits) == 30
    assert all(1.0 <= w <= 3.0 for w in waits)  # the first wait of a call: uniform(base, 3·base)


@pytest.mark.parametrize("jitter", MODES)
@given(
    total=st.floats(min_value=0.02, max_value=0.08),
    base=st.floats(min_value=0.0, max_value=0.03),
    extra=st.floats(min_value=0.0, max_value=0.05),
)
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_waits_never_end_past_the_deadline(
    jitter: str, total: float, base: float, extra: float
) -> None:
    """With real sleeps, each failed attempt's elapsed time plus its wait fits total_timeout."""
    events: list[Event] = []
    tool = _always_failing(
        events,
        backoff=Backoff(jitter=jitter, base=base, max=base + extra),
        max_retries=50,
        total_timeout=total,
    )
    with toolretry.set_testing(False):
        start = time.monotonic()
        tool()  # type: ignore[operator]
        elapsed = time.monotonic() - start
    failed = {e.attempt: e.elapsed_s for e in events if isinstance(e, AttemptFailed)}
    scheduled = [e for e in events if isinstance(e, RetryScheduled)]
    for event in scheduled:
        assert failed[event.attempt] + event.wait_s <= total + 1e-6
    assert sum(e.planned_s for e in scheduled) <= total
    assert elapsed <= total + 0.25  # the last (instant) attempt, and sleep overshoot under load


def test_deadline_cuts_retries_short() -> None:
    """A budget too small for the next backoff ends the call early with reason ``deadline``."""
    events: list[Event] = []
    tool = _always_failing(
        events,
        backoff=Backoff(jitter="none", base=0.2, max=10.0),
        max_retries=10,
        total_timeout=1.0,
    )
    with toolretry.set_testing(False):
        start = time.monotonic()
        observation = tool.observe()  # type: ignore[attr-defined]
        elapsed = time.monotonic() - start
    assert observation.details["gave_up"] == "deadline"
    # Waits 0.2 + 0.4 fit in the second; 0.8 more would not. The scale leaves a loaded machine
    # 0.4 s of sleep overshoot before the third attempt would be refused.
    assert observation.attempts == 3
    assert elapsed < 1.0
