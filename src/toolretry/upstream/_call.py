"""One call's side of the upstream guard: asked before and after each attempt, it keeps the
breaker, the shared pause, the retry budget and the idempotency key of that call."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import random
import re
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from .._category import ErrorCategory
from .._error_info import Failure
from ..stores._health import SharedStateUnavailable, round_trip_deadline
from ..stores._memory import MemoryStore
from ..stores._protocol import Change, Store
from ._breaker import Admission, CircuitStateChanged, Verdict, admit, outcome_change
from ._claims import Claim
from ._exact import UncanonicalArgument
from ._held import HeldKey, update_async, update_sync
from ._idempotency import idempotency_key_var
from ._refusals import (
    CIRCUIT_OPEN,
    IDEMPOTENCY_IN_FLIGHT,
    IDEMPOTENCY_KEY_FAILED,
    IDEMPOTENCY_KEY_INEXACT,
    IDEMPOTENCY_OUTCOME_UNKNOWN,
    NOT_ENOUGH_TIME,
    SHARED_STATE_UNAVAILABLE,
    UPSTREAM_PAUSED,
    refusal,
)
from ._timing import clamp_wait, useful_minimum

if TYPE_CHECKING:
    from ._guard import UpstreamGuard

__all__ = ["AsyncSleep", "GuardedCall", "Replay", "Sleep"]

logger = logging.getLogger("toolretry")
R = TypeVar("R")

# A timeout this close to the call's deadline was caused by the deadline, not the upstream.
_DEADLINE_SLACK = 0.02
# Codes of failures that a deadline of ours can cause.
_OWN_TIMEOUT = re.compile(r"TIMEOUT|TIMED_OUT|DEADLINE").search
# Waiters leave a pause spread over up to this long (or a quarter of the pause).
_PAUSE_JITTER = 0.25
# A pause is re-read after waiting it out (another caller may have extended it), this often.
_PAUSE_ROUNDS = 4
# The end of a call (its result saved, or its key marked) may take this long past the
# deadline when the store answers that fast; a slower store gets it in the background.
_SAVE_GRACE = 0.05

Sleep = Callable[[float], None]
AsyncSleep = Callable[[float], Awaitable[None]]


@dataclass(frozen=True)
class Replay:
    """The saved result of a call whose idempotency key already succeeded."""

    result: str


def _verdict(failure: Failure | None) -> Verdict:
    if failure is None:
        return "success"
    category = failure.category
    if category is ErrorCategory.TRANSIENT:
        return "failure"  # Whatever Retry-After came with it: a dead upstream may send 0.
    if category is ErrorCategory.FATAL:
        return "neutral"  # A bug in the tool says nothing about the upstream.
    return "success"  # Client and business errors: the upstream answered.


class GuardedCall:
    """One call's side of the guard. Order: ``begin``, then per attempt ``before_attempt``,
    the attempt, ``record``; ``allow_retry`` before each retry; ``finish`` at the end.
    Only ``before_attempt`` may wait (a shared pause), and ``begin`` (a key in flight).
    Every store round trip is bounded by the call's deadline."""

    def __init__(
        self,
        guard: UpstreamGuard,
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
        # The budget counts a call when its first attempt goes out: a call the breaker or a
        # pause answered never reached the upstream.
        self._uncounted = True

    # store round trips, bounded by the deadline and noting local answers --------------------

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

    def _update(self, store: Store, key: str, change: Change[R]) -> R:
        if type(store) is MemoryStore:  # In process: no round trip to bound or to miss.
            return store.update(key, change)
        with self._bounded():
            result, shared = update_sync(store, key, change)
        self._noted(store, shared)
        return result

    async def _update_async(self, store: Store, key: str, change: Change[R]) -> R:
        if type(store) is MemoryStore:
            return store.update(key, change)
        with self._bounded():
            result, shared = await update_async(store, key, change)
        self._noted(store, shared)
        return result

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

    # begin: the idempotency key ---------------------------------------------------------------

    def _hold(self) -> HeldKey | Failure | None:
        idem = self.guard.idempotency
        if idem is None:
            return None
        try:
            self.key = idem.make_key(self.args, self.kwargs)
        except UncanonicalArgument as exc:
            details = {"argument": exc.path, "reason": exc.reason}
            return refusal(IDEMPOTENCY_KEY_INEXACT, self.guard.locale, exc.path, None, details)
        except Exception as exc:
            details = {"idempotency_key_error": type(exc).__name__}
            name = type(exc).__name__
            return refusal(IDEMPOTENCY_KEY_FAILED, self.guard.locale, name, None, details)
        if self.key is None:
            return None
        self.held = HeldKey(idem, self.key)
        return self.held

    def _settled(self, claim: Claim, held: HeldKey) -> Replay | Failure | None:
        if not held.shared and self.not_consulted is None:
            self.not_consulted = str(getattr(held.idem.store, "cause", None) or "no time left")
        locale = self.guard.locale
        if claim.status == "done":
            return Replay(claim.result or "")
        if claim.status == "unknown":
            details = {
                "idempotency": "outcome_unknown",
                "idempotency_key": held.key,
                "may_have_taken_effect": True,
            }
            return refusal(IDEMPOTENCY_OUTCOME_UNKNOWN, locale, "", None, details, effect=True)
        if claim.status == "busy":
            details = {"gave_up": "deadline", "idempotency": "in_flight"}
            return refusal(IDEMPOTENCY_IN_FLIGHT, locale, "", claim.lease, details)
        return None

    def begin(self, deadline: float, sleep: Sleep | None = None) -> Replay | Failure | None:
        """Before the first attempt: None (go on), a ``Replay`` or a refusal ``Failure``."""
        self.deadline = deadline
        held = self._hold()
        if held is None or isinstance(held, Failure):
            return held
        try:
            with self._bounded():
                claim = held.claim(deadline, sleep or self.sleep)
        except SharedStateUnavailable as exc:
            return self._unavailable(exc)
        return self._settled(claim, held)

    async def begin_async(
        self, deadline: float, sleep: AsyncSleep | None = None
    ) -> Replay | Failure | None:
        """``begin`` for asyncio code."""
        self.deadline = deadline
        held = self._hold()
        if held is None or isinstance(held, Failure):
            return held
        try:
            with self._bounded():
                claim = await held.claim_async(deadline, sleep or self.sleep_async)
        except SharedStateUnavailable as exc:
            return self._unavailable(exc)
        return self._settled(claim, held)

    @contextlib.contextmanager
    def scope(self) -> Iterator[None]:
        """Make the call's idempotency key readable inside the tool."""
        if self.key is None:
            yield
            return
        token = idempotency_key_var.set(self.key)
        try:
            yield
        finally:
            idempotency_key_var.reset(token)

    # before each attempt: the shared pause, then the breaker ---------------------------------

    def _refuse(self, admission: Admission) -> Failure | None:
        guard = self.guard
        self.trial = admission.trial
        self.clean = admission.clean
        if admission.allowed:
            return None
        if admission.paused_for > 0:
            details = {"gave_up": "retry_after_exceeds_deadline", "upstream": guard.upstream}
            name = guard.upstream or ""
            paused = clamp_wait(admission.paused_for, guard.max_wait)
            return refusal(UPSTREAM_PAUSED, guard.locale, name, paused, details)
        name = guard.breaker.name if guard.breaker is not None else ""
        details = {"gave_up": "circuit_open", "breaker": name}
        retry_after = clamp_wait(admission.retry_after, guard.max_wait)
        return refusal(CIRCUIT_OPEN, guard.locale, name, retry_after, details)

    def _pause_wait(self, paused: float) -> float | None:
        """How long to wait out a pause of ``paused`` seconds, with jitter so that waiters do
        not all send at the same instant; None when too little time would be left after it."""
        useful = useful_minimum(self.started, self.deadline)
        left = self.deadline - time.monotonic()
        if paused + useful > left:
            return None
        spread = random.uniform(0.0, min(_PAUSE_JITTER, paused * 0.25))
        return min(paused + spread, left - useful)

    def _too_late(self) -> Failure | None:
        """A refusal when less than a useful minimum of time is left: such a request times
        out for certain, and the timeout would be blamed on the upstream."""
        left = self.deadline - time.monotonic()
        if left >= useful_minimum(self.started, self.deadline):
            return None
        details = {"gave_up": "deadline", "seconds_left": round(max(left, 0.0), 3)}
        return refusal(NOT_ENOUGH_TIME, self.guard.locale, "", 0.0, details)

    def before_attempt(self, deadline: float, sleep: Sleep | None = None) -> Failure | None:
        """None: send the attempt now. A ``Failure``: answer with it (nothing was sent).

        A shared pause that ends before ``deadline`` is waited out with ``sleep``.
        """
        sleep = sleep or self.sleep
        guard = self.guard
        self.deadline = deadline
        self.in_attempt = True  # Until record(): an interrupted attempt may have taken effect.
        if guard.pause_store is None or guard.pause_key is None:
            return None
        try:
            for round_ in range(_PAUSE_ROUNDS + 1):
                change = admit(guard.breaker, honour_pause=round_ < _PAUSE_ROUNDS)
                admission = self._update(guard.pause_store, guard.pause_key, change)
                guard.announce(admission.changed)
                paused = clamp_wait(admission.paused_for, guard.max_wait)
                wait = self._pause_wait(paused) if paused > 0 else None
                if wait is None:
                    break
                sleep(wait)
            refused = self._refuse(admission) or self._too_late()
            counts = refused is None and self._uncounted and guard.budget is not None
            if counts and not guard.lazy_budget:
                self._uncounted = False
                budget = guard.budget
                assert budget is not None
                self._update(budget.store, budget.key, budget.deposit_change)
        except SharedStateUnavailable as exc:
            refused = self._unavailable(exc)
        self.in_attempt = refused is None
        return refused

    async def before_attempt_async(
        self, deadline: float, sleep: AsyncSleep | None = None
    ) -> Failure | None:
        """``before_attempt`` for asyncio code."""
        sleep = sleep or self.sleep_async
        guard = self.guard
        self.deadline = deadline
        self.in_attempt = True
        if guard.pause_store is None or guard.pause_key is None:
            return None
        try:
            for round_ in range(_PAUSE_ROUNDS + 1):
                change = admit(guard.breaker, honour_pause=round_ < _PAUSE_ROUNDS)
                admission = await self._update_async(guard.pause_store, guard.pause_key, change)
                guard.announce(admission.changed)
                paused = clamp_wait(admission.paused_for, guard.max_wait)
                wait = self._pause_wait(paused) if paused > 0 else None
                if wait is None:
                    break
                await sleep(wait)
            refused = self._refuse(admission) or self._too_late()
            counts = refused is None and self._uncounted and guard.budget is not None
            if counts and not guard.lazy_budget:
                self._uncounted = False
                budget = guard.budget
                assert budget is not None
                await self._update_async(budget.store, budget.key, budget.deposit_change)
        except SharedStateUnavailable as exc:
            refused = self._unavailable(exc)
        self.in_attempt = refused is None
        return refused

    # after each attempt, and before each retry -------------------------------------------------

    def _booking(self, failure: Failure | None) -> Change[CircuitStateChanged | None] | None:
        """The store change booking one attempt: its verdict on the breaker and the pause
        it asked for; None when there is nothing to book."""
        guard = self.guard
        self.in_attempt = False
        if failure is None and guard.lazy_budget and self._uncounted:
            guard.counters.calls += 1
            self._uncounted = False
        if failure is None and self.clean and not self.trial:
            return None  # The breaker was closed with nothing counted: no round trip.
        verdict, pause = _verdict(failure), None
        if failure is not None and failure.may_have_taken_effect:
            self.maybe_effect = True
        if failure is not None and verdict == "failure":
            own = _OWN_TIMEOUT(failure.code) is not None
            if own and time.monotonic() >= self.deadline - _DEADLINE_SLACK:
                verdict = "neutral"  # Our own deadline cut it: the upstream may be healthy.
            elif failure.retry_after is not None and failure.retry_after > 0:
                pause = clamp_wait(failure.retry_after, guard.max_wait)
                guard.paused_for(pause)
        change = outcome_change(guard.breaker, verdict, self.trial, pause)
        self.trial = False
        if guard.pause_store is None or guard.pause_key is None:
            return None
        return change

    def record(self, failure: Failure | None) -> None:
        """Book one attempt's outcome: None for a success, else its classified failure."""
        guard = self.guard
        change = self._booking(failure)
        if change is not None and guard.pause_store is not None and guard.pause_key is not None:
            with contextlib.suppress(SharedStateUnavailable):
                guard.announce(self._update(guard.pause_store, guard.pause_key, change))

    async def record_async(self, failure: Failure | None) -> None:
        """``record`` for asyncio code."""
        guard = self.guard
        change = self._booking(failure)
        if change is not None and guard.pause_store is not None and guard.pause_key is not None:
            with contextlib.suppress(SharedStateUnavailable):
                changed = await self._update_async(guard.pause_store, guard.pause_key, change)
                guard.announce(changed)

    def allow_retry(self) -> bool:
        """False when the retry budget has no room: give up with ``gave_up: retry_budget``."""
        budget = self.guard.budget
        if budget is None:
            return True
        if self._uncounted and self.guard.lazy_budget:
            self._uncounted = False
            self.guard.deposit_pending()
        try:
            return self._update(budget.store, budget.key, budget.withdraw_change)
        except SharedStateUnavailable:
            return False

    async def allow_retry_async(self) -> bool:
        """``allow_retry`` for asyncio code."""
        budget = self.guard.budget
        if budget is None:
            return True
        if self._uncounted and self.guard.lazy_budget:
            self._uncounted = False
            self.guard.deposit_pending()  # An in-process MemoryStore: no waiting.
        try:
            return await self._update_async(budget.store, budget.key, budget.withdraw_change)
        except SharedStateUnavailable:
            return False

    # the end: save a success under the key, mark it unknown, or give it back -----------------

    def finish(self, result: str | None) -> str | None:
        """``result``: the rendered text of a success; None after a failure (or an exception).
        Answers what became of the key (``saved``, ``outcome_unknown``, ...), if there is one."""
        held, self.held = self.held, None
        if held is None or not held.holding:
            return None
        with self._bounded(_SAVE_GRACE):
            return held.finish(result, self.maybe_effect or self.in_attempt)

    async def finish_async(self, result: str | None) -> str | None:
        """``finish`` for asyncio code."""
        held, self.held = self.held, None
        if held is None or not held.holding:
            return None
        with self._bounded(_SAVE_GRACE):
            return await held.finish_async(result, self.maybe_effect or self.in_attempt)
