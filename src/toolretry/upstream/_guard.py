"""The one object the retry loop asks before and after each attempt: breaker, shared pause,
retry budget and idempotency key of one decorated tool, behind five calls."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import random
import re
import time
import uuid
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from typing import Any

from .._category import ErrorCategory
from .._error_info import Failure
from ..stores._protocol import Store
from ._breaker import (
    Admission,
    CircuitBreaker,
    CircuitStateChanged,
    Verdict,
    admit,
    outcome_change,
    upstream_key,
)
from ._budget import RetryBudget
from ._exact import UncanonicalArgument
from ._idempotency import (
    Claim,
    Idempotency,
    claim_change,
    idempotency_key_var,
    release_change,
    save_change,
)
from ._refusals import (
    CIRCUIT_OPEN,
    IDEMPOTENCY_IN_FLIGHT,
    IDEMPOTENCY_KEY_FAILED,
    IDEMPOTENCY_KEY_INEXACT,
    UPSTREAM_PAUSED,
    refusal,
)
from ._timing import useful_minimum

__all__ = ["GuardedCall", "Replay", "UpstreamGuard"]

logger = logging.getLogger("toolretry")

# A call waiting for the same key elsewhere looks again after this long, doubling up to the max.
_POLL_FIRST, _POLL_MAX = 0.01, 0.2
# A timeout this close to the call's deadline was caused by the deadline, not the upstream.
_DEADLINE_SLACK = 0.02
# Codes of failures that a deadline of ours can cause.
_OWN_TIMEOUT = re.compile(r"TIMEOUT|TIMED_OUT|DEADLINE").search
# Waiters leave a pause spread over up to this long (or a quarter of the pause).
_PAUSE_JITTER = 0.25
# A pause is re-read after waiting it out (another caller may have extended it), this often.
_PAUSE_ROUNDS = 4

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


class UpstreamGuard:
    """Built once per tool at decoration time; ``call()`` starts one call's bookkeeping."""

    def __init__(
        self,
        tool: str,
        breaker: CircuitBreaker | None,
        budget: RetryBudget | None,
        idempotency: Idempotency | None,
        on_event: Callable[[Any], object] | None,
        locale: str,
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
        self.paused_until = 0.0
        """This process's view of the shared pause's end (``time.monotonic()``): a call of a
        tool with only the default protection reads it before its first attempt."""

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
        if self.budget is not None:
            guarded._uncounted = False
            self.budget.deposit()  # Only the default protection comes here: a MemoryStore.
        return guarded

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


class GuardedCall:
    """One call's side of the guard. Order: ``begin``, then per attempt ``before_attempt``,
    the attempt, ``record``; ``allow_retry`` before each retry; ``finish`` at the end.
    Only ``before_attempt`` may wait (a shared pause), and ``begin`` (a key in flight)."""

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
        """The call's deadline, as the last ``before_attempt`` was told."""
        self.key: str | None = None
        self._owner_id = ""
        self._owner: str | None = None  # Set while this call holds the idempotency key.
        # The budget counts a call when its first attempt goes out: a call the breaker or a
        # pause answered never reached the upstream.
        self._uncounted = True

    # begin: idempotency lookup, then the call is counted by the budget ------------------------

    def _key(self) -> str | Failure | None:
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
        return self.key

    def _settle(self, claim: Claim) -> Replay | None:
        if claim.status == "done":
            return Replay(claim.result or "")
        if claim.status == "run":
            self._owner = self._owner_id
        return None

    def _in_flight(self, lease: float) -> Failure:
        details = {"gave_up": "deadline", "idempotency": "in_flight"}
        return refusal(IDEMPOTENCY_IN_FLIGHT, self.guard.locale, "", lease, details)

    def begin(self, deadline: float, sleep: Sleep | None = None) -> Replay | Failure | None:
        """Before the first attempt: None (go on), a ``Replay`` or a refusal ``Failure``."""
        sleep = sleep or self.sleep
        key = self._key()
        if isinstance(key, Failure):
            return key
        if key is not None:
            idem = self.guard.idempotency
            assert idem is not None
            self._owner_id = uuid.uuid4().hex
            store_key, poll = idem.store_key(key), _POLL_FIRST
            while True:
                lease = idem.lease_for(deadline - time.monotonic())
                claim = idem.store.update(store_key, claim_change(self._owner_id, lease))
                if claim.status != "busy":
                    replay = self._settle(claim)
                    if replay is not None:
                        return replay
                    break
                left = deadline - time.monotonic()
                if left <= 0:
                    return self._in_flight(claim.lease)
                sleep(min(poll, left))
                poll = min(poll * 2, _POLL_MAX)
        return None

    async def begin_async(
        self, deadline: float, sleep: AsyncSleep | None = None
    ) -> Replay | Failure | None:
        """``begin`` for asyncio code."""
        sleep = sleep or self.sleep_async
        key = self._key()
        if isinstance(key, Failure):
            return key
        if key is not None:
            idem = self.guard.idempotency
            assert idem is not None
            self._owner_id = uuid.uuid4().hex
            store_key, poll = idem.store_key(key), _POLL_FIRST
            while True:
                lease = idem.lease_for(deadline - time.monotonic())
                change = claim_change(self._owner_id, lease)
                claim = await idem.store.update_async(store_key, change)
                if claim.status != "busy":
                    replay = self._settle(claim)
                    if replay is not None:
                        return replay
                    break
                left = deadline - time.monotonic()
                if left <= 0:
                    return self._in_flight(claim.lease)
                await sleep(min(poll, left))
                poll = min(poll * 2, _POLL_MAX)
        return None

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

    def _refuse(self, admission: Admission, deadline: float) -> Failure | None:
        guard = self.guard
        self.trial = admission.trial
        if admission.allowed:
            return None
        if admission.paused_for > 0:
            details = {"gave_up": "retry_after_exceeds_deadline", "upstream": guard.upstream}
            name = guard.upstream or ""
            return refusal(UPSTREAM_PAUSED, guard.locale, name, admission.paused_for, details)
        name = guard.breaker.name if guard.breaker is not None else ""
        details = {"gave_up": "circuit_open", "breaker": name}
        return refusal(CIRCUIT_OPEN, guard.locale, name, admission.retry_after, details)

    def _pause_wait(self, paused: float, deadline: float) -> float | None:
        """How long to wait out a pause of ``paused`` seconds, with jitter so that waiters do
        not all send at the same instant; None when too little time would be left after it."""
        left = deadline - time.monotonic()
        spread = random.uniform(0.0, min(_PAUSE_JITTER, paused * 0.25))
        if paused + useful_minimum(self.started, deadline) > left:
            return None
        return min(paused + spread, left - useful_minimum(self.started, deadline))

    def before_attempt(self, deadline: float, sleep: Sleep | None = None) -> Failure | None:
        """None: send the attempt now. A ``Failure``: answer with it (nothing was sent).

        A shared pause that ends before ``deadline`` is waited out with ``sleep``.
        """
        sleep = sleep or self.sleep
        guard = self.guard
        self.deadline = deadline
        if guard.pause_store is None or guard.pause_key is None:
            return None
        for round_ in range(_PAUSE_ROUNDS + 1):
            change = admit(guard.breaker, honour_pause=round_ < _PAUSE_ROUNDS)
            admission = guard.pause_store.update(guard.pause_key, change)
            guard.announce(admission.changed)
            paused = admission.paused_for
            if paused <= 0:
                break
            wait = self._pause_wait(paused, deadline)
            if wait is None:
                break
            sleep(wait)
        refusal = self._refuse(admission, deadline)
        if refusal is None and self._uncounted and guard.budget is not None:
            self._uncounted = False
            guard.budget.deposit()
        return refusal

    async def before_attempt_async(
        self, deadline: float, sleep: AsyncSleep | None = None
    ) -> Failure | None:
        """``before_attempt`` for asyncio code."""
        sleep = sleep or self.sleep_async
        guard = self.guard
        self.deadline = deadline
        if guard.pause_store is None or guard.pause_key is None:
            return None
        for round_ in range(_PAUSE_ROUNDS + 1):
            change = admit(guard.breaker, honour_pause=round_ < _PAUSE_ROUNDS)
            admission = await guard.pause_store.update_async(guard.pause_key, change)
            guard.announce(admission.changed)
            paused = admission.paused_for
            if paused <= 0:
                break
            wait = self._pause_wait(paused, deadline)
            if wait is None:
                break
            await sleep(wait)
        refusal = self._refuse(admission, deadline)
        if refusal is None and self._uncounted and guard.budget is not None:
            self._uncounted = False
            await guard.budget.deposit_async()
        return refusal

    # after each attempt, and before each retry -------------------------------------------------

    def _booking(self, failure: Failure | None) -> tuple[Verdict, float | None]:
        """What an attempt says about the upstream, and the pause it asked for (if any)."""
        verdict = _verdict(failure)
        if failure is None or verdict != "failure":
            return verdict, None
        if _OWN_TIMEOUT(failure.code) and time.monotonic() >= self.deadline - _DEADLINE_SLACK:
            # Our own deadline cut the attempt: the upstream may be healthy.
            return "neutral", None
        pause = failure.retry_after
        return verdict, (pause if pause is not None and pause > 0 else None)

    def record(self, failure: Failure | None) -> None:
        """Book one attempt's outcome: None for a success, else its classified failure."""
        guard = self.guard
        verdict, pause = self._booking(failure)
        change = outcome_change(guard.breaker, verdict, self.trial, pause)
        self.trial = False
        if pause is not None:
            guard.paused_until = max(guard.paused_until, time.monotonic() + pause)
        if change is not None and guard.pause_store is not None and guard.pause_key is not None:
            guard.announce(guard.pause_store.update(guard.pause_key, change))

    async def record_async(self, failure: Failure | None) -> None:
        """``record`` for asyncio code."""
        guard = self.guard
        verdict, pause = self._booking(failure)
        change = outcome_change(guard.breaker, verdict, self.trial, pause)
        self.trial = False
        if pause is not None:
            guard.paused_until = max(guard.paused_until, time.monotonic() + pause)
        if change is not None and guard.pause_store is not None and guard.pause_key is not None:
            guard.announce(await guard.pause_store.update_async(guard.pause_key, change))

    def allow_retry(self) -> bool:
        """False when the retry budget has no room: give up with ``gave_up: retry_budget``."""
        budget = self.guard.budget
        return budget is None or budget.try_withdraw()

    async def allow_retry_async(self) -> bool:
        """``allow_retry`` for asyncio code."""
        budget = self.guard.budget
        return budget is None or await budget.try_withdraw_async()

    # the end: save a success under the key, or give the key back -------------------------------

    def finish(self, result: str | None) -> None:
        """``result``: the rendered text of a success; None after a failure (or an exception)."""
        owner, self._owner = self._owner, None
        idem = self.guard.idempotency
        if owner is None or idem is None or self.key is None:
            return
        store_key = idem.store_key(self.key)
        if result is None:
            idem.store.update(store_key, release_change(owner))
        else:
            idem.store.update(store_key, save_change(result, idem.ttl))

    async def finish_async(self, result: str | None) -> None:
        """``finish`` for asyncio code."""
        owner, self._owner = self._owner, None
        idem = self.guard.idempotency
        if owner is None or idem is None or self.key is None:
            return
        store_key = idem.store_key(self.key)
        if result is None:
            await idem.store.update_async(store_key, release_change(owner))
        else:
            await idem.store.update_async(store_key, save_change(result, idem.ttl))
