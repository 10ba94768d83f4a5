"""The slow path: after a first failure, retry over tenacity under one deadline, then say how
it ended as an ``Observation``."""

from __future__ import annotations

import asyncio
import logging
import math
import time
from collections.abc import Callable, Coroutine
from typing import Any

import tenacity
from tenacity.wait import wait_base

from .._category import ErrorCategory
from .._error_info import Failure
from .._events import (
    AttemptFailed,
    GaveUp,
    RetryScheduled,
    SucceededAfterRetries,
    emit,
    gave_up_level,
    logger,
)
from ..classify._classify import classify_failure, unrenderable_result_failure
from ..observe._observation import Observation, render_fields
from ..observe._results import render_result, request_summary
from ._async_attempt import run_attempt
from ._deadline import register_deadline_frame
from ._settings import Settings
from ._testing_mode import is_testing
from ._waits import make_wait

__all__ = [
    "Outcome",
    "error_fields",
    "observation_of",
    "ok_outcome",
    "recover_async",
    "recover_sync",
    "text_of",
]

Outcome = tuple[dict[str, Any], Failure | None]
"""The observation's fields, and the classification of the last failure when the call failed.

Fields, not the model: the decorated tool returns text, and building the pydantic model only
to render it would double the cost of every failure; ``.observe()`` builds it."""

_MAY_HAVE_TAKEN_EFFECT = {
    "en": "The operation may have taken effect; verify its state before repeating it.",
    "zh": "该操作可能已经生效；请先核实其状态，再决定是否重复。",
}


class RetryPlan:
    """Per-call retry state: classifications, waits and the reason for giving up."""

    def __init__(self, settings: Settings, start: float) -> None:
        self.settings = settings
        self.start = start
        total = settings.total_timeout
        self.deadline = start + total if total is not None else math.inf
        self._wait_strategy: wait_base | None = None  # Built only when a retry is planned.
        self.last_info: Failure | None = None
        self.reason = "not_retryable"
        # Failed attempts so far, counted by attempt number: a tool may raise the same
        # exception object every time, and ids of freed exceptions are reused.
        self.attempts = 0
        self._waits: dict[int, float] = {}
        self._stops: dict[int, bool] = {}

    def elapsed(self) -> float:
        return time.monotonic() - self.start

    def attempt_deadline(self) -> float:
        timeout = self.settings.attempt_timeout
        if timeout is None:
            return self.deadline
        return min(self.deadline, time.monotonic() + timeout)

    def record_failure(self, exc: BaseException, attempt: int, call_error: bool = False) -> Failure:
        """Classify failed attempt number ``attempt`` (once) and report it."""
        if attempt <= self.attempts and self.last_info is not None:
            return self.last_info  # tenacity replaying the first attempt's failure.
        s = self.settings
        info = classify_failure(
            exc,
            s.rules,
            call_error=call_error,
            locale=s.locale,
            max_message_chars=s.max_message_chars,
            max_retry_after=s.max_retry_after,
        )
        self.attempts = attempt
        self.last_info = info
        if s.on_event is not None or logger.isEnabledFor(logging.DEBUG):
            event = AttemptFailed(s.name, attempt, info.info(), round(self.elapsed(), 6))
            emit(s.on_event, event, exc)
        return info

    def worth_retrying(self, info: Failure) -> bool:
        if info.category is not ErrorCategory.TRANSIENT:
            self.reason = "not_retryable"
            return False
        if not self.settings.idempotent and info.may_have_taken_effect:
            self.reason = "not_idempotent"
            return False
        return True

    # tenacity hooks -------------------------------------------------------------------------

    def retry(self, retry_state: tenacity.RetryCallState) -> bool:
        outcome = retry_state.outcome
        if outcome is None or not outcome.failed:
            return False
        exc = outcome.exception()
        if not isinstance(exc, Exception):
            return False  # KeyboardInterrupt, CancelledError, ...: never swallowed.
        return self.worth_retrying(self.record_failure(exc, retry_state.attempt_number))

    def _plan(self, retry_state: tenacity.RetryCallState) -> None:
        n = retry_state.attempt_number
        if n in self._waits:
            return
        if self._wait_strategy is None:
            s = self.settings
            self._wait_strategy = make_wait(s.jitter, s.base_delay, s.max_delay)
        wait = float(self._wait_strategy(retry_state))
        info = self.last_info
        retry_after = info.retry_after if info is not None else None
        if retry_after is not None:
            wait = max(wait, retry_after)
        remaining = self.deadline - time.monotonic()
        stop = True
        if n >= self.settings.max_attempts:
            self.reason = "retries_exhausted"
        elif retry_after is not None and retry_after > remaining:
            self.reason = "retry_after_exceeds_deadline"
        elif wait >= remaining:
            self.reason = "deadline"
        else:
            stop = False
        self._waits[n] = wait
        self._stops[n] = stop

    def wait(self, retry_state: tenacity.RetryCallState) -> float:
        self._plan(retry_state)
        return self._waits[retry_state.attempt_number]

    def stop(self, retry_state: tenacity.RetryCallState) -> bool:
        self._plan(retry_state)
        return self._stops[retry_state.attempt_number]

    def before_sleep(self, retry_state: tenacity.RetryCallState) -> None:
        n = retry_state.attempt_number
        code = self.last_info.code if self.last_info is not None else "UNKNOWN"
        emit(self.settings.on_event, RetryScheduled(self.settings.name, n, self._waits[n], code))

    def _sleep_time(self, seconds: float) -> float:
        # The wait was planned to end before the deadline; a slow on_event hook since then
        # must not push its end past it.
        if is_testing():
            return 0.0
        return max(0.0, min(seconds, self.deadline - time.monotonic()))

    def sleep(self, seconds: float) -> None:
        time.sleep(self._sleep_time(seconds))

    async def sleep_async(self, seconds: float) -> None:
        await asyncio.sleep(self._sleep_time(seconds))

    def tenacity_kwargs(self) -> dict[str, Any]:
        return {
            "stop": self.stop,
            "wait": self.wait,
            "retry": self.retry,
            "before_sleep": self.before_sleep,
            "reraise": True,
        }

    # outcomes -------------------------------------------------------------------------------

    def failed(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Outcome:
        info = self.last_info
        assert info is not None  # A failure was recorded before any outcome is built.
        attempts, elapsed = self.attempts, time.monotonic() - self.start
        reason = self.reason
        fields = error_fields(self.settings, info, attempts, elapsed, args, kwargs, reason)
        hook = self.settings.on_event
        if hook is not None or logger.isEnabledFor(gave_up_level(reason)):
            event = GaveUp(self.settings.name, attempts, reason, info.info(), round(elapsed, 6))
            emit(hook, event)
        return fields, info

    def succeeded(
        self, result: object, attempts: int, args: tuple[Any, ...], kwargs: dict[str, Any]
    ) -> Outcome:
        elapsed = self.elapsed()
        event = SucceededAfterRetries(self.settings.name, attempts, round(elapsed, 6))
        emit(self.settings.on_event, event)
        return ok_outcome(self.settings, result, attempts, elapsed, args, kwargs)


def ok_outcome(
    settings: Settings,
    result: object,
    attempts: int,
    elapsed: float,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
) -> Outcome:
    """A success: the rendered result plus how many attempts it took.

    A result that cannot be put into words (a dict holding itself, a model that will not
    serialise) becomes a ``RESULT_NOT_SERIALIZABLE`` failure rather than a crash.
    """
    try:
        rendered = render_result(result)
    except Exception as exc:
        info = unrenderable_result_failure(
            exc, result, locale=settings.locale, max_message_chars=settings.max_message_chars
        )
        return error_fields(settings, info, attempts, elapsed, args, kwargs, "not_retryable"), info
    fields = {
        "status": "ok",
        "tool": settings.name,
        "result": rendered,
        "attempts": attempts,
        "max_attempts": settings.max_attempts,
        "elapsed_s": round(elapsed, 3),
    }
    return fields, None


def error_fields(
    settings: Settings,
    info: Failure,
    attempts: int,
    elapsed: float,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    reason: str,
) -> dict[str, Any]:
    """A failure as the model will read it: the ``Observation``'s fields."""
    details = dict(info.details)
    if info.status_code is not None:
        details.setdefault("status_code", info.status_code)
    category = info.category
    retryable = info.retryable
    suggestion = info.suggestion
    if category is ErrorCategory.TRANSIENT and reason != "not_retryable":
        details["gave_up"] = reason
    ambiguous = not settings.idempotent and info.may_have_taken_effect
    if ambiguous and category in (ErrorCategory.TRANSIENT, ErrorCategory.FATAL):
        details["may_have_taken_effect"] = True
        retryable = False
        suggestion = _MAY_HAVE_TAKEN_EFFECT.get(settings.locale, _MAY_HAVE_TAKEN_EFFECT["en"])
    return {
        "status": "error",
        "tool": settings.name,
        "error_code": info.code,
        "category": category,
        "retryable": retryable,
        "retry_after": info.retry_after,
        "attempts": attempts,
        "max_attempts": settings.max_attempts,
        "elapsed_s": round(elapsed, 3),
        "message": info.message,
        "suggestion": suggestion,
        "details": details,
        "request": request_summary(settings, args, kwargs),
    }


def observation_of(settings: Settings, fields: dict[str, Any]) -> Observation:
    """The ``Observation`` model for ``fields``, rendering as the tool was configured."""
    return Observation(**fields).with_rendering(
        format=settings.format, locale=settings.locale, template=settings.template
    )


def text_of(settings: Settings, fields: dict[str, Any]) -> str:
    """What the decorated tool returns for ``fields``, without building the model."""
    template = settings.template
    return render_fields(
        fields,
        format=settings.format,
        locale=settings.locale,
        template=template,
        observation=(lambda: observation_of(settings, fields)) if callable(template) else None,
    )


def recover_sync(
    settings: Settings,
    fn: Callable[..., Any],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    first_exc: Exception,
    start: float,
    call_error: bool,
) -> Outcome:
    """Take over after the first attempt raised ``first_exc``."""
    plan = RetryPlan(settings, start)
    if not plan.worth_retrying(plan.record_failure(first_exc, 1, call_error)):
        return plan.failed(args, kwargs)
    retrying = tenacity.Retrying(sleep=plan.sleep, **plan.tenacity_kwargs())
    _toolretry_deadline = plan.deadline  # Read by remaining_time() through this frame.
    attempt_number = 0
    try:
        for attempt in retrying:
            with attempt:
                attempt_number += 1
                if attempt_number == 1:
                    raise first_exc  # Replays the failure the fast path already saw.
                _toolretry_deadline = plan.attempt_deadline()
                result = fn(*args, **kwargs)
    except Exception:
        return plan.failed(args, kwargs)
    return plan.succeeded(result, attempt_number, args, kwargs)


async def recover_async(
    settings: Settings,
    fn: Callable[..., Coroutine[Any, Any, Any]],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    first_exc: Exception,
    start: float,
    call_error: bool,
) -> Outcome:
    """``recover_sync`` for ``async def`` tools; attempts are cancelled at their deadline."""
    plan = RetryPlan(settings, start)
    if not plan.worth_retrying(plan.record_failure(first_exc, 1, call_error)):
        return plan.failed(args, kwargs)
    retrying = tenacity.AsyncRetrying(sleep=plan.sleep_async, **plan.tenacity_kwargs())
    _toolretry_deadline = plan.deadline  # Read by remaining_time() through this frame.
    attempt_number = 0
    try:
        async for attempt in retrying:
            with attempt:
                attempt_number += 1
                if attempt_number == 1:
                    raise first_exc  # Replays the failure the fast path already saw.
                _toolretry_deadline = plan.attempt_deadline()
                result = await run_attempt(fn(*args, **kwargs), _toolretry_deadline)
    except Exception:
        return plan.failed(args, kwargs)
    return plan.succeeded(result, attempt_number, args, kwargs)


register_deadline_frame(recover_sync.__code__)
register_deadline_frame(recover_async.__code__)
