"""RetryBudget: retries ≤ ratio × calls + min_retries_per_second × window, over a window."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import pytest
from upstream_clock import Clock

from toolretry.exceptions import ConfigurationError
from toolretry.stores import MemoryStore, Store
from toolretry.upstream import RetryBudget


def allowed(ratio: float, calls: int, rate: float, window: float) -> int:
    """⌊ratio·calls + rate·window⌋, computed exactly."""
    exact = Fraction(str(ratio)) * calls + Fraction(str(rate)) * Fraction(str(window))
    return math.floor(exact)


@pytest.mark.parametrize(
    ("ratio", "calls", "rate", "window"),
    [
        (0.2, 100, 0.0, 10),
        (0.2, 7, 0.0, 10),
        (0.1, 3, 0.0, 10),
        (0.29, 100, 0.0, 10),
        (0.5, 33, 1.0, 10),
        (0.2, 0, 1.0, 10),
        (0.0, 50, 0.3, 10),
        (1.0, 12, 0.0, 5),
        (0.33, 91, 0.25, 8),
        (2.5, 4, 0.0, 10),
    ],
)
def test_admits_exactly_ratio_of_calls_plus_floor(
    store: Store, ratio: float, calls: int, rate: float, window: float
) -> None:
    """After ``calls`` calls, exactly ⌊ratio·calls⌋ + floor retries are allowed."""
    budget = RetryBudget("up", ratio=ratio, min_retries_per_second=rate, window=window, store=store)
    for _ in range(calls):
        budget.deposit()
    expected = allowed(ratio, calls, rate, window)
    granted = sum(budget.try_withdraw() for _ in range(expected + 5))
    assert granted == expected


def test_a_refused_retry_is_not_counted(timed_store: MemoryStore) -> None:
    """Refusals leave the count alone: a new call makes room again."""
    budget = RetryBudget("up", ratio=0.5, min_retries_per_second=0, store=timed_store)
    for _ in range(2):
        budget.deposit()
    first = [budget.try_withdraw() for _ in range(3)]
    for _ in range(2):
        budget.deposit()
    assert (first, budget.try_withdraw(), budget.counts()) == ([True, False, False], True, (4, 2))


@pytest.mark.parametrize(("window", "later", "kept"), [(10, 8.5, True), (10, 10.5, False)])
def test_counts_leave_after_the_window(
    clock: Clock, timed_store: MemoryStore, window: float, later: float, kept: bool
) -> None:
    """Calls stop paying for retries once they are a window old."""
    budget = RetryBudget(
        "up", ratio=1.0, min_retries_per_second=0, window=window, store=timed_store
    )
    for _ in range(3):
        budget.deposit()
    clock.advance(later)
    assert budget.try_withdraw() is kept


def test_retries_leave_after_the_window(clock: Clock, timed_store: MemoryStore) -> None:
    """A spent budget refills as old retries leave the window."""
    budget = RetryBudget("up", ratio=0, min_retries_per_second=0.1, window=10, store=timed_store)
    spent = budget.try_withdraw()
    refused = budget.try_withdraw()
    clock.advance(10.5)
    assert (spent, refused, budget.try_withdraw()) == (True, False, True)


async def test_async_twins_share_the_count(store: Store) -> None:
    """deposit_async and try_withdraw_async count in the same budget."""
    budget = RetryBudget("up", ratio=0.5, min_retries_per_second=0, store=store)
    await budget.deposit_async()
    budget.deposit()
    granted = [await budget.try_withdraw_async(), budget.try_withdraw()]
    assert (granted, await budget.try_withdraw_async()) == ([True, False], False)


@pytest.mark.parametrize(
    ("kwargs", "named"),
    [
        ({"ratio": -0.1}, "ratio"),
        ({"ratio": float("nan")}, "ratio"),
        ({"ratio": "0.2"}, "ratio"),
        ({"ratio": True}, "ratio"),
        ({"min_retries_per_second": -1}, "min_retries_per_second"),
        ({"min_retries_per_second": float("inf")}, "min_retries_per_second"),
        ({"window": 0}, "window"),
        ({"window": None}, "window"),
        ({"store": object()}, "store"),
    ],
)
def test_bad_arguments_are_refused(kwargs: dict[str, Any], named: str) -> None:
    """Wrong arguments raise ConfigurationError naming the argument."""
    with pytest.raises(ConfigurationError, match=named):
        RetryBudget("up", **kwargs)


def test_floor_is_rate_times_window() -> None:
    """floor is min_retries_per_second × window."""
    budget = RetryBudget("up", min_retries_per_second=0.5, window=8, store=MemoryStore())
    assert budget.floor == 4.0
