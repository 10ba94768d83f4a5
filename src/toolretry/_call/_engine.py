"""The slow path: after a first failure, decide, wait and try again under one deadline, then
say how the call ended as the ``Observation``'s fields.

The loop is ours and plain (classify, decide, plan the wait, announce, sleep, attempt); what
tenacity does best, its wait and stop strategies, it still does: the built-in backoff is
tenacity's, and a user's own ``wait=``/``stop=`` strategy is called with a real
``tenacity.RetryCallState``. Each attempt runs outside any ``except`` block, so an attempt's
exception never carries the previous one as its context.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

from .._category import ErrorCategory
from .._events import (
    AttemptFailed,
    Event,
    GaveUp,
    RetryScheduled,
    SucceededAfterRetries,
    emit,
    gave_up_level,
    visible,
)
from .._failure import Failure
from ..instrumentation._hub import LISTENERS, notify
from ..observe._render import render_compact_failure
from ..retry._plan import Plan
from ..retry._plan import give_up_reason as loop_give_up
from ..retry._testing_mode import is_testing
from ._attempt import attempt_async, attempt_sync
from ._outcome import Outcome, error_fields, failure_facts, ok_outcome
from ._settings import Settings

if TYPE_CHECKING:
    from ..upstream._guard import GuardedCall

__all__ = [
    "RetryPlan",
    "classify_attempt",
    "give_up_reason",
    "recover_async",
    "recover_sync",
    "settled_text",
]


_TRANSIENT = ErrorCategory.TRANSIENT  # Looked up once: an enum's class attribute is slow.


def _listened(settings: Settings, level: int) -> bool:
    """Build an event only when an instrumentation listener, a hook or a log handler at
    ``level`` will see it (cheapest check first)."""
    return bool(LISTENERS) or settings.on_event is not None or visible(level)


def _announce(settings: Settings, event: Event, exc: BaseException | None = None) -> None:
    emit(settings.on_event, event, exc)
    if LISTENERS:
        notify(event)


def classify_attempt(settings: Settings, exc: Exception, call_error: bool = False) -> Failure:
    """The verdict on the attempt that raised ``exc``, under the tool's rules and limits."""
    # The classifier and its tables load at the first failure, not with toolretry.
    from ..classify._classify import classify_failure

    return classify_failure(
        exc,
        settings.rules,
        call_error=call_error,
        locale=settings.locale,
        max_message_chars=settings.max_message_chars,
        max_retry_after=settings.max_retry_after,
    )


def give_up_reason(settings: Settings, info: Failure, attempts: int) -> str | None:
    """Why the call ends after ``attempts`` attempts, the last failing with ``info``, whatever
    the wait; None: a retry may follow (the strategies and the deadline decide)."""
    transient = info.category is _TRANSIENT
    return loop_give_up(settings, transient, info.may_have_taken_effect, attempts)


def settled_text(settings: Settings, info: Failure) -> str | None:
    """The answer of a ``plain_compact`` tool whose first attempt failed with ``info``, when
    the call ends there and nobody hears of it: written from ``info`` without a RetryPlan,
    fields or events (a client error's whole cost was mostly this machinery). None: on to
    ``recover_*``, because a retry may follow or someone listens."""
    reason = give_up_reason(settings, info, 1)
    # A record visible at DEBUG (AttemptFailed) is visible at any higher level too, so the
    # give-up's level alone says whether any log record would be seen.
    if reason is None or LISTENERS or visible(gave_up_level(reason, info.category)):
        return None
    if info.retry_after is not None and settings.protection is not None:
        return None  # The shared pause it announced is booked in recover_*.
    # The compact text shows neither the elapsed time nor the request: no clock read, no
    # fields dict, only the facts the lines say.
    retryable, suggestion, details = failure_facts(settings, info, reason)
    return render_compact_failure(
        settings.name,
        settings.locale,
        info.code,
        info.category,
        retryable,
        info.retry_after,
        1,
        info.message,
        suggestion,
        details,
    )


class RetryPlan(Plan):
    """The loop's plan (retry/_plan.py) with what the pipeline adds: each failure classified
    and announced, and the call's outcome as the ``Observation``'s fields."""

    __slots__ = ("last_info", "settings")

    def __init__(self, settings: Settings, start: float, deadline: float) -> None:
        super().__init__(settings, start, deadline)
        self.settings = settings
        self.last_info: Failure | None = None

    def record_failure(
        self, exc: Exception, call_error: bool = False, info: Failure | None = None
    ) -> Failure:
        """Classify the attempt that just raised ``exc`` (unless ``info`` is its verdict
        already) and report it."""
        s = self.settings
        if info is None:
            info = classify_attempt(s, exc, call_error)
        self.count_failure(exc)
        self.last_info = info
        if _listened(s, 10):  # logging.DEBUG
            event = AttemptFailed(s.name, self.attempts, info.info(), round(self.elapsed(), 6))
            _announce(s, event, exc)
        return info

    def wait_after(self, info: Failure, exc: Exception) -> float | None:
        """Seconds to wait before the next attempt after ``info``, or None to give up."""
        transient = info.category is _TRANSIENT
        return self.next_wait(transient, info.may_have_taken_effect, info.retry_after, exc)

    def announce(self, wait: float) -> float:
        """Say a retry comes after ``wait`` seconds; the wait that will really happen."""
        planned = wait
        wait = self.take(wait)
        s = self.settings
        if _listened(s, 20):  # logging.INFO
            info = self.last_info
            code = info.code if info is not None else "UNKNOWN"
            _announce(s, RetryScheduled(s.name, self.attempts, wait, code, planned))
        return self.within_deadline(wait)

    # outcomes -------------------------------------------------------------------------------

    def failed(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Outcome:
        info = self.last_info
        assert info is not None  # A failure was recorded before any outcome is built.
        attempts, elapsed = self.attempts, time.monotonic() - self._start
        reason = self.reason
        fields = error_fields(self.settings, info, attempts, elapsed, args, kwargs, reason)
        s = self.settings
        if _listened(s, gave_up_level(reason, info.category)):
            _announce(s, GaveUp(s.name, attempts, reason, info.info(), round(elapsed, 6)))
        return fields, info

    def refused(self, refusal: Failure, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Outcome:
        """The upstream guard stopped the call before an attempt (nothing was sent)."""
        self.last_info = refusal
        self.reason = str(refusal.details.get("gave_up", "not_retryable"))
        return self.failed(args, kwargs)

    def succeeded(self, result: object, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Outcome:
        attempts = self.attempts + 1
        elapsed = self.elapsed()
        s = self.settings
        if _listened(s, 20):
            _announce(s, SucceededAfterRetries(s.name, attempts, round(elapsed, 6)))
        return ok_outcome(s, result, attempts, elapsed, args, kwargs)


def _pause_sleep(seconds: float) -> None:
    time.sleep(seconds)


def recover_sync(
    settings: Settings,
    fn: Callable[..., Any],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    first_exc: Exception,
    start: float,
    deadline: float,
    call_error: bool,
    guarded: GuardedCall | None = None,
    first_info: Failure | None = None,
) -> Outcome:
    """Take over after the first attempt raised ``first_exc``; the call started at ``start``
    and must end by ``deadline`` (both ``time.monotonic()``). ``guarded``: the upstream
    guard's side of this call (breaker, budget, shared pause), told of every attempt.
    ``first_info``: ``first_exc``'s verdict, when the caller has classified it already."""
    plan = RetryPlan(settings, start, deadline)
    exc: Exception = first_exc
    info = plan.record_failure(exc, call_error, first_info)
    del first_exc
    if guarded is None and settings.protection is not None and not is_testing():
        # The default in-process budget and pause (upstream/_local.py) from here on.
        guarded = settings.protection.after_failure(args, kwargs, _pause_sleep, asyncio.sleep)
    if guarded is not None:
        guarded.record(info)
    try:
        while True:
            wait = plan.wait_after(info, exc)
            if wait is None:
                return plan.failed(args, kwargs)
            if guarded is not None and not guarded.allow_retry():
                plan.reason = "retry_budget"
                return plan.failed(args, kwargs)
            wait = plan.announce(wait)
            if wait > 0:
                time.sleep(wait)
            if not plan.starts_in_time():
                return plan.failed(args, kwargs)
            if guarded is not None:
                refusal = guarded.before_attempt(deadline)
                if refusal is not None:
                    return plan.refused(refusal, args, kwargs)
            result, failure = attempt_sync(fn, args, kwargs, plan.attempt_deadline())
            if failure is None:
                if guarded is not None:
                    guarded.record(None)
                return plan.succeeded(result, args, kwargs)
            exc, failure = failure, None
            info = plan.record_failure(exc)  # Outside the except block: no implicit context.
            if guarded is not None:
                guarded.record(info)
    finally:
        # Every later attempt's traceback holds this frame; kept, the exception (and the
        # plan, whose tenacity state may hold it) would make a reference cycle that only
        # the garbage collector frees.
        del exc, plan


async def recover_async(
    settings: Settings,
    fn: Callable[..., Coroutine[Any, Any, Any]],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    first_exc: Exception,
    start: float,
    deadline: float,
    call_error: bool,
    guarded: GuardedCall | None = None,
    first_info: Failure | None = None,
) -> Outcome:
    """``recover_sync`` for ``async def`` tools; attempts are cancelled at their deadline."""
    plan = RetryPlan(settings, start, deadline)
    exc: Exception = first_exc
    info = plan.record_failure(exc, call_error, first_info)
    del first_exc
    if guarded is None and settings.protection is not None and not is_testing():
        # The default in-process budget and pause (upstream/_local.py) from here on.
        guarded = settings.protection.after_failure(args, kwargs, _pause_sleep, asyncio.sleep)
    if guarded is not None:
        await guarded.record_async(info)
    try:
        while True:
            wait = plan.wait_after(info, exc)
            if wait is None:
                return plan.failed(args, kwargs)
            if guarded is not None and not await guarded.allow_retry_async():
                plan.reason = "retry_budget"
                return plan.failed(args, kwargs)
            wait = plan.announce(wait)
            if wait > 0:
                await asyncio.sleep(wait)
            if not plan.starts_in_time():
                return plan.failed(args, kwargs)
            if guarded is not None:
                refusal = await guarded.before_attempt_async(deadline)
                if refusal is not None:
                    return plan.refused(refusal, args, kwargs)
            result, failure = await attempt_async(fn, args, kwargs, plan.attempt_deadline())
            if failure is None:
                if guarded is not None:
                    await guarded.record_async(None)
                return plan.succeeded(result, args, kwargs)
            exc, failure = failure, None
            info = plan.record_failure(exc)
            if guarded is not None:
                await guarded.record_async(info)
    finally:
        del exc, plan  # No reference cycle (see recover_sync).
