"""The retry budget: retries stay a bounded share of calls, so an outage is not multiplied by
``max_retries`` (Finagle's budget; the AWS SDKs' retry quota is the same idea)."""

from __future__ import annotations

import math

from ..exceptions import ConfigurationError
from ..stores._protocol import Change, State, Store
from ._breaker import _positive, check_name, check_store

__all__ = ["RetryBudget"]

# Calls and retries are counted in this many buckets per window; a count leaves the window
# between (1 - 1/_BUCKETS) and 1 window after it was made.
_BUCKETS = 10
# 0.29 * 100 is 28.999999999999996 in floats; the budget means 29.
_EPSILON = 1e-9


class RetryBudget:
    """Allow a retry only while retries stay within ``ratio`` of calls plus a floor.

    Over the last ``window`` seconds, retries ≤ ``ratio`` × calls + ``min_retries_per_second``
    × ``window`` (the floor lets a quiet tool still retry). A call counts once, however many
    attempts it makes. A retry the budget refuses ends the call at once with ``gave_up:
    retry_budget`` in its ``details``. Budgets with the same ``name`` in the same ``store``
    share one count.
    """

    def __init__(
        self,
        name: str,
        *,
        ratio: float = 0.2,
        min_retries_per_second: float = 1.0,
        window: float = 10.0,
        store: Store | None = None,
    ) -> None:
        kind = "RetryBudget"
        self.name = check_name(kind, name)
        if not _non_negative(ratio):
            raise ConfigurationError(
                f"RetryBudget ratio must be a number >= 0 (retries per call, e.g. 0.2), "
                f"got {ratio!r}."
            )
        self.ratio = float(ratio)
        rate = min_retries_per_second
        if not _non_negative(rate):
            raise ConfigurationError(
                f"RetryBudget min_retries_per_second must be >= 0 (0: no floor), got {rate!r}."
            )
        self.min_retries_per_second = float(rate)
        self.window = _positive(kind, "window", window)
        self.store = check_store(kind, store)
        self.key = f"budget:{self.name}"
        self._bucket = self.window / _BUCKETS
        self._pending = 0
        self._flushed = 0.0

    def __repr__(self) -> str:
        return (
            f"RetryBudget({self.name!r}, ratio={self.ratio}, "
            f"min_retries_per_second={self.min_retries_per_second}, window={self.window}, "
            f"store={self.store!r})"
        )

    @property
    def floor(self) -> float:
        """Retries allowed in a window whatever the number of calls."""
        return self.min_retries_per_second * self.window

    def deposit(self) -> None:
        """Count one call."""
        self.store.update(self.key, self.deposit_change)

    def try_withdraw(self) -> bool:
        """Count one retry if the budget has room; False (and nothing counted) if not."""
        return self.store.update(self.key, self.withdraw_change)

    async def deposit_async(self) -> None:
        """``deposit`` for asyncio code."""
        await self.store.update_async(self.key, self.deposit_change)

    async def try_withdraw_async(self) -> bool:
        """``try_withdraw`` for asyncio code."""
        return await self.store.update_async(self.key, self.withdraw_change)

    def counts(self) -> tuple[int, int]:
        """Calls and retries counted in the current window."""
        return self.store.update(self.key, self._counts_change)

    # The state: {"b": [[bucket, calls, retries], ...]}, buckets of window/_BUCKETS seconds.

    def _live(self, state: State | None, now: float) -> tuple[int, list[list[int]]]:
        current = math.floor(now / self._bucket)
        buckets = [list(b) for b in (state or {}).get("b", ()) if b[0] > current - _BUCKETS]
        return current, buckets

    def _counts_change(
        self, state: State | None, now: float
    ) -> tuple[State | None, float, tuple[int, int]]:
        _, buckets = self._live(state, now)
        return state, 0.0, (sum(b[1] for b in buckets), sum(b[2] for b in buckets))

    def _add(self, state: State | None, now: float, calls: int, retries: int) -> State:
        current, buckets = self._live(state, now)
        if buckets and buckets[-1][0] == current:
            buckets[-1][1] += calls
            buckets[-1][2] += retries
        else:
            buckets.append([current, calls, retries])
        return {"b": buckets}

    def deposit_change(self, state: State | None, now: float) -> tuple[State | None, float, None]:
        return self._add(state, now, 1, 0), self.window + self._bucket, None

    def deposits_change(self, calls: int) -> Change[None]:
        """The change counting ``calls`` calls at once."""

        def change(state: State | None, now: float) -> tuple[State | None, float, None]:
            return self._add(state, now, calls, 0), self.window + self._bucket, None

        return change

    # Calls of decorated tools counted in this process and not yet in the store: a success
    # then costs the store nothing; they go with a round trip made anyway (an admission, a
    # retry), at least once a bucket. Plain adds without a lock: a lost count only makes the
    # budget a little stricter.

    def count_later(self) -> None:
        """Count one call with the next update that carries this process's counts."""
        self._pending += 1

    def pending_change(self, now: float, due_only: bool) -> Change[None] | None:
        """The change counting the calls not yet in the store (``due_only``: only when the
        last one went out a bucket ago or more); None when there is nothing to send."""
        calls = self._pending
        if not calls or (due_only and now - self._flushed < self._bucket):
            return None
        self._pending -= calls
        self._flushed = now
        return self.deposits_change(calls)

    def withdraw_counting_change(self, now: float) -> Change[bool]:
        """``withdraw_change`` after counting the calls not yet in the store."""
        calls = self._pending
        if not calls:
            return self.withdraw_change
        self._pending -= calls
        self._flushed = now

        def change(state: State | None, now: float) -> tuple[State | None, float, bool]:
            counted = self._add(state, now, calls, 0)
            new, _, granted = self.withdraw_change(counted, now)
            return new, self.window + self._bucket, granted

        return change

    def withdraw_change(self, state: State | None, now: float) -> tuple[State | None, float, bool]:
        _, buckets = self._live(state, now)
        calls = sum(b[1] for b in buckets)
        retries = sum(b[2] for b in buckets)
        if retries + 1 > self.ratio * calls + self.floor + _EPSILON:
            return state, 0.0, False
        return self._add(state, now, 0, 1), self.window + self._bucket, True


def _non_negative(value: object) -> bool:
    return not isinstance(value, bool) and isinstance(value, (int, float)) and 0 <= value < math.inf
