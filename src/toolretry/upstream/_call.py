"""One call's side of the upstream guard: asked before and after each attempt, it keeps the
breaker, the shared pause, the retry budget and the idempotency key of that call.

What a call tells a shared store at one moment goes in one round trip (``_call_state``): the
admission of an attempt carries the outcome of the previous one and, now and then, the calls
this process counted for the budget; the claim of a key carries the first admission. A
success through a closed breaker thus costs one round trip (two with a key: claim, save).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

from .._failure import Failure
from ..stores._health import SharedStateUnavailable
from ._admission_answers import pause_wait, refused, too_late
from ._call_state import AsyncSleep, CallState, Sleep
from ._idempotency import idempotency_key_var
from ._keyed import Replay, settled
from ._trips import apply_async, apply_sync

__all__ = ["AsyncSleep", "GuardedCall", "Replay", "Sleep"]

# A pause is re-read after waiting it out (another caller may have extended it), this often.
_PAUSE_ROUNDS = 4
# The end of a call (its result saved, or its key marked) may take this long past the
# deadline when the store answers that fast; a slower store gets it in the background.
_SAVE_GRACE = 0.05
_NO_SCOPE = contextlib.nullcontext()


@contextlib.contextmanager
def _key_scope(key: str) -> Iterator[None]:
    token = idempotency_key_var.set(key)
    try:
        yield
    finally:
        idempotency_key_var.reset(token)


class GuardedCall(CallState):
    """One call's side of the guard. Order: ``begin``, then per attempt ``before_attempt``,
    the attempt, ``record``; ``allow_retry`` before each retry; ``finish`` at the end.
    Only ``before_attempt`` may wait (a shared pause), and ``begin`` (a key in flight).
    Every store round trip is bounded by the call's deadline."""

    def begin(self, deadline: float, sleep: Sleep | None = None) -> Replay | Failure | None:
        """Before the first attempt: None (go on), a ``Replay`` or a refusal ``Failure``."""
        self.deadline = deadline
        held = self._start_key()
        if held is None or isinstance(held, Failure):
            return held
        try:
            with self._bounded():
                claim, answers = held.claim(deadline, sleep or self.sleep, self._with_claim(held))
            give_back = self._claimed(claim, answers, held)
            if give_back:
                self._apply(give_back)
        except SharedStateUnavailable as exc:
            return self._unavailable(exc)
        return settled(claim, held, self.guard.locale)

    async def begin_async(
        self, deadline: float, sleep: AsyncSleep | None = None
    ) -> Replay | Failure | None:
        """``begin`` for asyncio code."""
        self.deadline = deadline
        held = self._start_key()
        if held is None or isinstance(held, Failure):
            return held
        try:
            with self._bounded():
                claim, answers = await held.claim_async(
                    deadline, sleep or self.sleep_async, self._with_claim(held)
                )
            give_back = self._claimed(claim, answers, held)
            if give_back:
                await self._apply_async(give_back)
        except SharedStateUnavailable as exc:
            return self._unavailable(exc)
        return settled(claim, held, self.guard.locale)

    def scope(self) -> contextlib.AbstractContextManager[None]:
        """Make the call's idempotency key readable inside the tool."""
        return _NO_SCOPE if self.key is None else _key_scope(self.key)

    def before_attempt(self, deadline: float, sleep: Sleep | None = None) -> Failure | None:
        """None: send the attempt now. A ``Failure``: answer with it (nothing was sent).

        A shared pause that ends before ``deadline`` is waited out with ``sleep``.
        """
        guard = self.guard
        self.deadline = deadline
        self.in_attempt = True  # Until record(): an interrupted attempt may have taken effect.
        if guard.pause_key is None:
            return None
        if guard.in_process is not None and self._admitted is None:
            # No round trip to group: the usual answer (closed, nothing counted) at once.
            admission = guard.in_process.update(guard.pause_key, guard.admit_change)
            if admission.clean:
                self.trial, self.clean = False, True
                answer = too_late(self)
                if answer is None:
                    self._count()
                self.in_attempt = answer is None
                return answer
            self._admitted = admission
        try:
            for round_ in range(_PAUSE_ROUNDS + 1):
                results = None
                if self._admitted is None:
                    results = self._apply(self._admission_ops(round_ < _PAUSE_ROUNDS))
                admission = self._admitted_now(results)
                wait = pause_wait(self, admission)
                if wait is None:
                    break
                (sleep or self.sleep)(wait)
            answer = refused(self, admission) or too_late(self)
            if answer is None:
                self._count()
        except SharedStateUnavailable as exc:
            answer = self._unavailable(exc)
        self.in_attempt = answer is None
        return answer

    async def before_attempt_async(
        self, deadline: float, sleep: AsyncSleep | None = None
    ) -> Failure | None:
        """``before_attempt`` for asyncio code."""
        guard = self.guard
        self.deadline = deadline
        self.in_attempt = True
        if guard.pause_key is None:
            return None
        if guard.in_process is not None and self._admitted is None:
            admission = guard.in_process.update(guard.pause_key, guard.admit_change)
            if admission.clean:
                self.trial, self.clean = False, True
                answer = too_late(self)
                if answer is None:
                    self._count()
                self.in_attempt = answer is None
                return answer
            self._admitted = admission
        try:
            for round_ in range(_PAUSE_ROUNDS + 1):
                results = None
                if self._admitted is None:
                    ops = self._admission_ops(round_ < _PAUSE_ROUNDS)
                    results = await self._apply_async(ops)
                admission = self._admitted_now(results)
                wait = pause_wait(self, admission)
                if wait is None:
                    break
                await (sleep or self.sleep_async)(wait)
            answer = refused(self, admission) or too_late(self)
            if answer is None:
                self._count()
        except SharedStateUnavailable as exc:
            answer = self._unavailable(exc)
        self.in_attempt = answer is None
        return answer

    def record(self, failure: Failure | None) -> None:
        """Book one attempt's outcome: None for a success, else its classified failure."""
        now = self._book(failure)
        if now:
            with contextlib.suppress(SharedStateUnavailable):
                for changed in self._apply(now):
                    self.guard.announce(changed)

    async def record_async(self, failure: Failure | None) -> None:
        """``record`` for asyncio code."""
        now = self._book(failure)
        if now:
            with contextlib.suppress(SharedStateUnavailable):
                for changed in await self._apply_async(now):
                    self.guard.announce(changed)

    def allow_retry(self) -> bool:
        """False when the retry budget has no room: give up with ``gave_up: retry_budget``."""
        ops = self._retry_ops()
        if ops is None:
            return True
        try:
            return self._granted(ops, self._apply(ops))
        except SharedStateUnavailable:
            return False

    async def allow_retry_async(self) -> bool:
        """``allow_retry`` for asyncio code."""
        ops = self._retry_ops()
        if ops is None:
            return True
        try:
            return self._granted(ops, await self._apply_async(ops))
        except SharedStateUnavailable:
            return False

    def finish(self, result: str | None) -> str | None:
        """``result``: the rendered text of a success; None after a failure (or an exception).
        Answers what became of the key (``saved``, ``outcome_unknown``, ...), if there is one."""
        if self.held is None and self._booked is None:
            return None
        ops, held, end = self._end_ops(result)
        try:
            with self._bounded(_SAVE_GRACE):
                answered: Any = apply_sync(ops)
        except SharedStateUnavailable:
            answered = None
        return self._ended(ops, held, end, answered)

    async def finish_async(self, result: str | None) -> str | None:
        """``finish`` for asyncio code."""
        if self.held is None and self._booked is None:
            return None
        ops, held, end = self._end_ops(result)
        try:
            with self._bounded(_SAVE_GRACE):
                answered: Any = await apply_async(ops)
        except SharedStateUnavailable:
            answered = None
        return self._ended(ops, held, end, answered)
