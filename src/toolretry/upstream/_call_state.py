"""The state of one guarded call and the changes it sends: what goes to a store at one
moment is grouped into one update (``_trips``), so an admission carries the previous
attempt's outcome and the calls counted for the budget, and a claim the first admission.
``booking`` is the change one attempt's outcome books."""

from __future__ import annotations

import asyncio
import contextlib
import math
import re
import time
from collections.abc import Awaitable, Callable, Iterator
from typing import TYPE_CHECKING, Any

from .._category import ErrorCategory
from .._failure import Failure
from ..stores._health import SharedStateUnavailable, round_trip_deadline
from ..stores._memory import MemoryStore
from ..stores._protocol import Change, Store
from ._breaker import Admission, CircuitStateChanged, Verdict, outcome_change
from ._claims import Claim
from ._held import HeldKey
from ._keyed import hold
from ._refusals import SHARED_STATE_UNAVAILABLE, refusal
from ._timing import clamp_wait
from ._trips import Op, apply_async, apply_sync, chain

if TYPE_CHECKING:
    from ._guard_state import GuardState

__all__ = ["AsyncSleep", "CallState", "Sleep", "booking", "verdict"]

# A timeout this close to the call's deadline was caused by the deadline, not the upstream.
_DEADLINE_SLACK = 0.02
# Codes of failures that a deadline of ours can cause.
_OWN_TIMEOUT = re.compile(r"TIMEOUT|TIMED_OUT|DEADLINE").search

Sleep = Callable[[float], None]
AsyncSleep = Callable[[float], Awaitable[None]]


class CallState:
    """What one call knows between its steps, and the store changes they send
    (``GuardedCall`` is the steps)."""

    def __init__(
        self,
        guard: GuardState,
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
        sleep: Sleep = time.sleep,
        sleep_async: AsyncSleep = asyncio.sleep,
    ) -> None:
        self.guard = guard
        self.args = args
        self.kwargs = kwargs
        self.sleep = sleep
        self.sleep_async = sleep_async
        self.trial = False
        self.started = time.monotonic()
        self.deadline = math.inf
        """The call's deadline, as ``begin`` or the last ``before_attempt`` was told."""
        self.key: str | None = None
        self.held: HeldKey | None = None
        self.not_consulted: str | None = None
        """Why shared state was answered locally during this call, if it was."""
        self.maybe_effect = False
        """True once an attempt failed in a way that may have taken effect."""
        self.in_attempt = False
        self.clean = False
        """The last admission found the breaker closed with no failure counted."""
        self.uncounted = True
        """The budget has not counted this call yet: it counts a call when its first attempt
        goes out (one the breaker or a pause answered never reached the upstream), and a guard
        whose first attempt went out unguarded (``UpstreamGuard.after_failure``) counts it at
        once."""
        self._booked: Change[CircuitStateChanged | None] | None = None
        """An attempt's outcome not sent yet: it goes with the next round trip."""
        self._admitted: Admission | None = None
        """The first admission, when it went with the claim of the key."""

    @contextlib.contextmanager
    def _bounded(self, grace: float = 0.0) -> Iterator[None]:
        bound = max(self.deadline, time.monotonic() + grace) if grace else self.deadline
        token = round_trip_deadline.set(bound)
        try:
            yield
        finally:
            round_trip_deadline.reset(token)

    def _noted(self, store: Store, shared: bool) -> None:
        if not shared and self.not_consulted is None:
            self.not_consulted = str(getattr(store, "cause", None) or "no time left")

    def _apply(self, ops: list[Op]) -> list[Any]:
        if len(ops) == 1 and type(ops[0][0]) is MemoryStore:  # No round trip to bound.
            store, key, change = ops[0]
            return [store.update(key, change)]
        with self._bounded():
            results, local = apply_sync(ops)
        for store in local:
            self._noted(store, False)
        return results

    async def _apply_async(self, ops: list[Op]) -> list[Any]:
        if len(ops) == 1 and type(ops[0][0]) is MemoryStore:
            store, key, change = ops[0]
            return [store.update(key, change)]
        with self._bounded():
            results, local = await apply_async(ops)
        for store in local:
            self._noted(store, False)
        return results

    def _shared(self, store: Store | None) -> bool:
        """Whether ``store`` costs a round trip (changes then wait for the next one)."""
        return store is not None and type(store) is not MemoryStore

    def _unavailable(self, exc: SharedStateUnavailable) -> Failure:
        self.not_consulted = exc.cause
        details = {"gave_up": "shared_state_unavailable", "cause": exc.cause}
        return refusal(SHARED_STATE_UNAVAILABLE, self.guard.locale, exc.cause, 1.0, details)

    def notes(self) -> dict[str, str]:
        """What the answer's ``details`` should say about shared state and the key."""
        notes = {}
        if self.not_consulted is not None:
            notes["fleet_state"] = f"not consulted ({self.not_consulted})"
        return notes

    def _booked_ops(self) -> list[Op]:
        booked, self._booked = self._booked, None
        guard = self.guard
        if booked is None or guard.pause_store is None or guard.pause_key is None:
            return []
        return [(guard.pause_store, guard.pause_key, booked)]

    def _admission_ops(self, honour_pause: bool) -> list[Op]:
        """The admission of an attempt, after the previous attempt's outcome if not sent yet,
        with the calls this process counted for the budget when they are due."""
        guard = self.guard
        assert guard.pause_store is not None
        assert guard.pause_key is not None
        change: Change[Any] = guard.admit_change if honour_pause else guard.admit_last
        booked, self._booked = self._booked, None
        if booked is not None:
            change = chain(booked, change)
        ops: list[Op] = [(guard.pause_store, guard.pause_key, change)]
        budget = guard.budget
        if budget is not None and not guard.lazy_budget:
            counted = budget.pending_change(time.monotonic(), due_only=True)
            if counted is not None:
                ops.append((budget.store, budget.key, counted))
        return ops

    def _admission_of(self, results: list[Any]) -> Admission:
        first = results[0]
        if isinstance(first, tuple):  # The previous outcome's transition, then the admission.
            self.guard.announce(first[0])
            return first[1]  # type: ignore[no-any-return]
        return first  # type: ignore[no-any-return]

    def _count(self) -> None:
        """Count the call for the budget once its first attempt goes out."""
        guard = self.guard
        budget = guard.budget
        if budget is None or guard.lazy_budget or not self.uncounted:
            return
        self.uncounted = False
        if self._shared(budget.store):
            budget.count_later()
        else:
            budget.store.update(budget.key, budget.deposit_change)

    def _start_key(self) -> HeldKey | Failure | None:
        idem = self.guard.idempotency
        if idem is None:
            return None
        held = hold(idem, self.args, self.kwargs, self.guard.locale)
        if isinstance(held, HeldKey):
            self.key, self.held = held.key, held
        return held

    def _with_claim(self, held: HeldKey) -> list[Op]:
        """The first admission, sent with the claim when both live in one shared store."""
        guard = self.guard
        if guard.pause_key is None or guard.pause_store is not held.idem.store:
            return []
        return self._admission_ops(True) if self._shared(held.idem.store) else []

    def _claimed(self, claim: Claim, answers: list[Any] | None, held: HeldKey) -> list[Op]:
        """Keep the admission that came with a claim that runs now; a trial it took for a
        call that does not run is given back (the changes that do so)."""
        if not held.shared:
            self._noted(held.idem.store, False)
        if not answers:
            return []
        admission = self._admission_of(answers)
        if claim.status == "run" and held.polls == 1:
            self._admitted = admission
            return []
        guard = self.guard
        give_back = outcome_change(guard.breaker, "neutral", True, None)
        if not admission.trial or give_back is None:
            return []
        assert guard.pause_store is not None
        assert guard.pause_key is not None
        return [(guard.pause_store, guard.pause_key, give_back)]

    def _admitted_now(self, results: list[Any] | None) -> Admission:
        if results is None:
            admission, self._admitted = self._admitted, None
            assert admission is not None
        else:
            admission = self._admission_of(results)
        self.trial, self.clean = admission.trial, admission.clean
        self.guard.announce(admission.changed)
        return admission

    def _book(self, failure: Failure | None) -> list[Op]:
        """Keep the attempt's outcome for the next round trip; what must go now instead (an
        in-process store, or an outcome still waiting)."""
        change = booking(self, failure)
        if change is None:
            return []
        waiting = self._booked_ops()
        self._booked = change
        if self._shared(self.guard.pause_store):
            return waiting
        return self._booked_ops()

    def _retry_ops(self) -> list[Op] | None:
        budget = self.guard.budget
        if budget is None:
            return None
        if self.uncounted and self.guard.lazy_budget:
            self.uncounted = False
            self.guard.deposit_pending()  # An in-process MemoryStore: no waiting.
        withdraw = budget.withdraw_counting_change(time.monotonic())
        return [*self._booked_ops(), (budget.store, budget.key, withdraw)]

    def _granted(self, ops: list[Op], results: list[Any]) -> bool:
        if len(ops) == 2:
            self.guard.announce(results[0])
        return bool(results[-1])

    def _end_ops(self, result: str | None) -> tuple[list[Op], HeldKey | None, Any]:
        held, self.held = self.held, None
        ops = self._booked_ops()
        if held is None or not held.holding:
            return ops, None, None
        end = held.end_change(result, self.maybe_effect or self.in_attempt)
        return [*ops, (held.idem.store, held.store_key, end[0])], held, end

    def _ended(self, ops: list[Op], held: HeldKey | None, end: Any, answered: Any) -> str | None:
        results, local = answered if answered is not None else (None, [])
        for store in local:
            self._noted(store, False)
        if results is not None and (held is None or len(ops) == 2):
            self.guard.announce(results[0])  # The last outcome's transition.
        if held is None:
            return None
        shared = None if results is None else held.idem.store not in local
        return held.ended(end[0], end[1], shared)


def verdict(failure: Failure | None) -> Verdict:
    """What an attempt's outcome says about the upstream."""
    if failure is None:
        return "success"
    category = failure.category
    if category is ErrorCategory.TRANSIENT:
        return "failure"  # Whatever Retry-After came with it: a dead upstream may send 0.
    if category is ErrorCategory.FATAL:
        return "neutral"  # A bug in the tool says nothing about the upstream.
    return "success"  # Client and business errors: the upstream answered.


def booking(call: CallState, failure: Failure | None) -> Change[CircuitStateChanged | None] | None:
    """The store change booking one attempt: its verdict on the breaker and the pause it
    asked for; None when there is nothing to book."""
    guard = call.guard
    call.in_attempt = False
    if failure is None and guard.lazy_budget and call.uncounted:
        guard.count_success()
        call.uncounted = False
    if failure is None and call.clean and not call.trial:
        return None  # The breaker was closed with nothing counted: nothing to book.
    said, pause = verdict(failure), None
    if failure is not None and failure.may_have_taken_effect:
        call.maybe_effect = True
    if failure is not None and said == "failure":
        own = _OWN_TIMEOUT(failure.code) is not None
        if own and time.monotonic() >= call.deadline - _DEADLINE_SLACK:
            said = "neutral"  # Our own deadline cut it: the upstream may be healthy.
        elif failure.retry_after is not None and failure.retry_after > 0:
            pause = clamp_wait(failure.retry_after, guard.max_wait)
            guard.paused_for(pause)
    change = outcome_change(guard.breaker, said, call.trial, pause)
    call.trial = False
    return change
