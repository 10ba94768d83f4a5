"""The state of one decorated tool's upstream guard, built at decoration time: its
breaker, retry budget, shared pause and idempotency settings, and what the calls share
(``_guard`` adds the start of one call's bookkeeping)."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from ..classify._limits import DEFAULT_MAX_RETRY_AFTER
from ..stores._memory import MemoryStore
from ..stores._protocol import Store
from ._breaker import CircuitBreaker, CircuitStateChanged, admit, quiet, upstream_key
from ._budget import RetryBudget
from ._idempotency import Idempotency

__all__ = ["HAND_OVER", "GuardState", "PauseView"]

logger = logging.getLogger("toolretry")

HAND_OVER = 200
"""Successes a default budget's view counts before they go to the budget. The budget's window
then sees a success near the time it happened, not at the next failure however long after:
at most ``HAND_OVER - 1`` successes are counted late (and allow ``ratio`` times as many
extra retries), where before every success since the last failure could be. Below 256 the
count stays one of CPython's cached small ints; a hand-over is a store update, so it is
not made more often."""


class PauseView:
    """When the shared pause ends, as this process knows it; shared by every guard of one
    tool identity."""

    __slots__ = ("calls", "until")

    def __init__(self) -> None:
        self.until = 0.0
        self.calls = 0
        """Successes counted on the fast path since the budget last heard of them, fewer than
        ``HAND_OVER`` (a plain add without a lock: a lost count only makes the budget a
        little stricter)."""


class GuardState:
    """What one tool's guard knows, built once per tool at decoration time and shared by
    its calls."""

    def __init__(
        self,
        tool: str,
        breaker: CircuitBreaker | None,
        budget: RetryBudget | None,
        idempotency: Idempotency | None,
        on_event: Callable[[Any], object] | None,
        locale: str,
        pause_view: PauseView | None = None,
        lazy_budget: bool = False,
        max_wait: float = DEFAULT_MAX_RETRY_AFTER,
    ) -> None:
        self.tool = tool
        self.breaker = breaker
        self.budget = budget
        self.idempotency = idempotency
        self.on_event = on_event
        self.locale = locale
        # The shared pause lives with the breaker's state, or the budget's name without one.
        holder = breaker if breaker is not None else budget
        self.pause_store: Store | None = holder.store if holder is not None else None
        self.upstream = holder.name if holder is not None else None
        self.pause_key = upstream_key(holder.name) if holder is not None else None
        self._pause = pause_view if pause_view is not None else PauseView()
        self.in_process = self.pause_store if type(self.pause_store) is MemoryStore else None
        """The pause's store when it is in this process (admission then needs no grouping)."""
        self.quick = (
            self.in_process is not None
            and idempotency is None
            and (budget is None or type(budget.store) is MemoryStore)
        )
        """All state in this process and no key: a call may skip the guarded path while
        ``quiet()`` (see there)."""
        self.admit_change = admit(breaker)
        """The change admitting an attempt (built once: a success should allocate little)."""
        self.admit_last = admit(breaker, honour_pause=False)
        """The admission after waiting out a pause several times (the pause is not re-read)."""
        self.max_wait = max_wait
        """No wait the guard answers with is longer (``max_retry_after``; a store clock that
        jumped must not ask for days)."""
        self.lazy_budget = lazy_budget
        """The budget is a default, in-process one: counted by ``deposit_pending`` when a
        retry is asked for, not by a store update per call."""

    @property
    def paused_until(self) -> float:
        """This process's view of the shared pause's end (``time.monotonic()``): a call of a
        tool with only the default protection reads it before its first attempt."""
        return self._pause.until

    @property
    def counters(self) -> PauseView:
        """The shared pause and success count of this tool (read on the fast path)."""
        return self._pause

    def paused_for(self, seconds: float) -> None:
        """Note a pause of ``seconds`` from now in this process's view."""
        view = self._pause
        view.until = max(view.until, time.monotonic() + seconds)

    def quiet(self) -> bool:
        """True when a ``quick`` guard has nothing to decide or book for an attempt now: the
        breaker closed with no failure counted, no pause. The attempt may then go out at
        once; ``count_success`` after a success, ``after_failure`` after a failure."""
        store, key = self.in_process, self.pause_key
        if store is None or key is None:
            return False
        # No entry at all (a breaker that never failed, or was forgotten): nothing recorded,
        # known without the store's lock. Else the state is read under it.
        return key not in store or store.update(key, quiet)

    def count_success(self) -> None:
        """Count a call that went out on the quick path and succeeded (for the budget)."""
        budget = self.budget
        if budget is not None:
            if self.lazy_budget:
                view = self._pause
                if view.calls + 1 < HAND_OVER:
                    view.calls += 1
                else:
                    self.deposit_pending()
            else:
                budget.store.update(budget.key, budget.deposit_change)

    def deposit_pending(self) -> None:
        """Count this call and the successes counted since (a default, in-process budget
        counts lazily, so that a success costs it one add): after a failure, and every
        ``HAND_OVER`` successes."""
        budget = self.budget
        assert budget is not None
        view = self._pause
        successes, view.calls = view.calls, 0
        budget.store.update(budget.key, budget.deposits_change(successes + 1))

    def announce(self, changed: CircuitStateChanged | None) -> None:
        """Log a breaker transition and hand it to the tool's ``on_event`` hook."""
        if changed is None:
            return
        level = logging.WARNING if changed.new == "open" else logging.INFO
        logger.log(
            level,
            "circuit %s: %s -> %s (%s)",
            changed.breaker,
            changed.old,
            changed.new,
            f"after {changed.failures} transient failure(s), retry in {changed.retry_after}s"
            if changed.new == "open"
            else self.tool,
        )
        if self.on_event is not None:
            try:
                self.on_event(changed)
            except Exception:  # The user's hook must not break the call it observes.
                logger.exception("toolretry on_event hook raised; ignoring it")
