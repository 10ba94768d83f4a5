"""The default budget's lazily counted successes reach its window every HAND_OVER successes."""

from __future__ import annotations

import math
import threading

import pytest

from toolretry import Backoff, TransientError, smart_retry_with_observation
from toolretry.stores import MemoryStore
from toolretry.upstream import RetryBudget
from toolretry.upstream._guard_state import HAND_OVER, GuardState
from toolretry.upstream._local import DEFAULT_BUDGET_FLOOR, DEFAULT_BUDGET_RATIO


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


def _lazy_guard(clock: Clock, ratio: float, floor: float, window: float) -> GuardState:
    budget = RetryBudget(
        "hand-over",
        ratio=ratio,
        min_retries_per_second=floor,
        window=window,
        store=MemoryStore(clock=clock),
    )
    return GuardState("tool", None, budget, None, None, "en", lazy_budget=True)


def _retries_granted(guard: GuardState) -> int:
    """The failing call is counted, then retries are asked for until the budget refuses."""
    guard.deposit_pending()
    budget = guard.budget
    assert budget is not None
    granted = 0
    while budget.try_withdraw():
        granted += 1
    return granted


@pytest.mark.parametrize(
    ("successes", "ratio", "floor", "window"),
    [(HAND_OVER * 5, 0.2, 1.0, 10.0), (HAND_OVER * 3 + 7, 0.5, 0.2, 30.0), (11, 0.1, 2.0, 5.0)],
)
def test_successes_in_the_window_all_count(
    successes: int, ratio: float, floor: float, window: float
) -> None:
    """Successes inside the window, then a failure: retries as the budget's definition allows."""
    clock = Clock()
    guard = _lazy_guard(clock, ratio, floor, window)
    for _ in range(successes):
        guard.count_success()
        clock.now += window / (2 * successes)  # All within half a window.
    calls = successes + 1
    assert _retries_granted(guard) == math.floor(ratio * calls + floor * window + 1e-9)


@pytest.mark.parametrize(
    ("successes", "ratio", "window"), [(HAND_OVER * 20, 0.2, 10.0), (HAND_OVER * 7 + 3, 1.0, 2.0)]
)
def test_successes_long_ago_leave_the_window(successes: int, ratio: float, window: float) -> None:
    """Successes made more than a window before a failure do not buy it retries (but for the
    fewer than HAND_OVER not yet handed over)."""
    clock = Clock()
    guard = _lazy_guard(clock, ratio, 1.0, window)
    for _ in range(successes):
        guard.count_success()
    clock.now += 2 * window
    late = successes % HAND_OVER
    granted = _retries_granted(guard)
    assert granted == math.floor(ratio * (late + 1) + window + 1e-9)
    assert granted < ratio * successes  # What counting them all at the failure allowed.


@pytest.mark.parametrize("successes", [HAND_OVER - 1, HAND_OVER, HAND_OVER * 2 + 1])
def test_a_decorated_tool_counts_every_success(successes: int) -> None:
    """A tool's successes, then an outage: its retries are ratio x every call so far + floor."""
    failing = threading.Event()
    attempts = 0

    def flaky_lookup(key: str) -> str:
        nonlocal attempts
        if failing.is_set():
            attempts += 1
            raise TransientError("upstream unavailable")
        return key

    tool = smart_retry_with_observation(
        flaky_lookup, backoff=Backoff(base=0, max=0), max_retries=1_000
    )
    for n in range(successes):
        assert tool(f"k{n}") == f"k{n}"
    failing.set()
    tool("down")
    allowed = DEFAULT_BUDGET_RATIO * (successes + 1) + DEFAULT_BUDGET_FLOOR * 10.0
    assert attempts == 1 + math.floor(allowed + 1e-9)
