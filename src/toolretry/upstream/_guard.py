"""The upstream guard of one decorated tool, built at decoration time: its breaker,
retry budget, shared pause and idempotency settings (``_guard_state``); ``call()`` starts
one call's bookkeeping."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from ._call import AsyncSleep, GuardedCall, Replay, Sleep
from ._guard_state import GuardState, PauseView

__all__ = ["GuardedCall", "PauseView", "Replay", "UpstreamGuard"]


class UpstreamGuard(GuardState):
    """Built once per tool at decoration time; ``call()`` starts one call's bookkeeping."""

    def call(
        self,
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
        sleep: Sleep = time.sleep,
        sleep_async: AsyncSleep = asyncio.sleep,
    ) -> GuardedCall:
        """One call's bookkeeping; ``sleep``/``sleep_async`` wait out a shared pause or a key
        in flight elsewhere (the retry loop passes its own, which ``set_testing`` zeroes)."""
        return GuardedCall(self, args, kwargs, sleep, sleep_async)

    def after_failure(
        self,
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
        sleep: Sleep = time.sleep,
        sleep_async: AsyncSleep = asyncio.sleep,
    ) -> GuardedCall:
        """The bookkeeping of a call whose first attempt, made without the guard, failed: the
        call is counted at once (it went out) and the failure is booked next."""
        guarded = GuardedCall(self, args, kwargs, sleep, sleep_async)
        budget = self.budget
        if budget is not None:
            guarded.uncounted = False
            if self.lazy_budget:
                self.deposit_pending()
            else:
                budget.store.update(budget.key, budget.deposit_change)
        return guarded
