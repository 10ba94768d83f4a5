"""A call outside a turn of a tool with no guard and no redaction of its own, while
instrumentation listeners are on: the plain wrapper's own path between one ``start_call`` and
one end, so a success costs the listeners' work and little more.

A success answered by its first attempt with a ``str`` (and no JSON envelope) hands the
listeners a record built from the scope and the elapsed time alone (``end_first_try``); any
other ending goes the way ``answered_sync`` goes (the retry loop, the fallback, the text) and
ends with ``end_call`` on the outcome's fields, as before.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

from ..classify._returned import failure_of_result
from ..instrumentation._hub import end_call, end_first_try, make_current, start_call
from ..retry._async_attempt import run_attempt
from ..retry._deadline import deadline_var
from ._engine import recover_async, recover_sync
from ._fallback import fall_back_async, fall_back_sync
from ._guarded import paused_settings, run_guarded_async, run_guarded_sync
from ._outcome import ok_outcome, text_of, to_milliseconds
from ._settings import Settings
from ._steps import call_deadline, count_success, is_call_error

if TYPE_CHECKING:
    from ..upstream._guard import PauseView

__all__ = ["listened_async", "listened_sync"]

_monotonic = time.monotonic
_set_deadline, _reset_deadline = deadline_var.set, deadline_var.reset


def listened_sync(
    settings: Settings,
    fn: Callable[..., Any],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    counters: PauseView | None,
    first_budget: float,
) -> str:
    """One call told to the listeners: ``answered_sync(settings, run_plain_sync, ...)`` with
    the first attempt made inline. ``counters`` and ``first_budget`` as the wrapper holds
    them: the default pause's view (None without default protection) and
    ``settings.first_budget``."""
    # Made this context's call only when it goes past a first attempt that succeeded: before
    # then nothing of this call tells the listeners anything (a plain tool has no guard, and a
    # decorated call inside it has its own scope).
    scope = start_call(settings.name, False)
    answered: str | None = None  # A first-try success in words: told without any fields.
    elapsed = 0.0
    fields: dict[str, Any] | None = None
    try:
        start = _monotonic()
        if counters is not None and counters.until > start:  # A shared pause: waited out.
            make_current(scope)
            deadline = call_deadline(settings, start)
            outcome = run_guarded_sync(paused_settings(settings), fn, args, kwargs, start, deadline)
        else:
            failure: Exception | None = None
            token = _set_deadline(start + first_budget)
            try:
                result = fn(*args, **kwargs)
                if type(result) is not str and (returned := failure_of_result(result)):
                    raise returned  # A returned HTTP response with an error status.
            except Exception as exc:
                failure = exc
            finally:
                _reset_deadline(token)
            if failure is None:
                if counters is not None:  # For the default retry budget (upstream/_local.py).
                    count_success(settings, counters)
                elapsed = _monotonic() - start
                if type(result) is str and not settings.envelope:
                    answered = result
                    return answered
                make_current(scope)
                outcome = ok_outcome(settings, result, 1, elapsed, args, kwargs)
            else:
                make_current(scope)
                try:
                    deadline, call_error = call_deadline(settings, start), is_call_error(failure)
                    outcome = recover_sync(
                        settings, fn, args, kwargs, failure, start, deadline, call_error
                    )
                finally:
                    # Its traceback holds this frame: kept, it would make a reference cycle.
                    del failure
        if settings.fallback is not None:  # Else nothing to fall back on.
            outcome = fall_back_sync(settings, outcome, args, kwargs)
        fields = outcome[0]
    finally:
        if answered is not None:
            end_first_try(scope, to_milliseconds(elapsed))
        else:  # No fields: a BaseException propagated (cancelled).
            end_call(scope, fields)
    return text_of(settings, fields)


async def listened_async(
    settings: Settings,
    fn: Callable[..., Coroutine[Any, Any, Any]],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    counters: PauseView | None,
    first_budget: float,
) -> str:
    """``listened_sync`` for ``async def`` tools; the attempt is cancelled at its deadline."""
    scope = start_call(settings.name, False)
    answered: str | None = None
    elapsed = 0.0
    fields: dict[str, Any] | None = None
    try:
        start = _monotonic()
        if counters is not None and counters.until > start:  # A shared pause: waited out.
            make_current(scope)
            deadline = call_deadline(settings, start)
            paused = paused_settings(settings)
            outcome = await run_guarded_async(paused, fn, args, kwargs, start, deadline)
        else:
            failure: Exception | None = None
            attempt_deadline = start + first_budget
            token = _set_deadline(attempt_deadline)
            try:
                result = await run_attempt(fn(*args, **kwargs), attempt_deadline)
                if type(result) is not str and (returned := failure_of_result(result)):
                    raise returned  # A returned HTTP response with an error status.
            except Exception as exc:
                failure = exc
            finally:
                _reset_deadline(token)
            if failure is None:
                if counters is not None:  # For the default retry budget (upstream/_local.py).
                    count_success(settings, counters)
                elapsed = _monotonic() - start
                if type(result) is str and not settings.envelope:
                    answered = result
                    return answered
                make_current(scope)
                outcome = ok_outcome(settings, result, 1, elapsed, args, kwargs)
            else:
                make_current(scope)
                try:
                    deadline, call_error = call_deadline(settings, start), is_call_error(failure)
                    outcome = await recover_async(
                        settings, fn, args, kwargs, failure, start, deadline, call_error
                    )
                finally:
                    del failure  # No reference cycle through its traceback.
        if settings.fallback is not None:  # Else nothing to await.
            outcome = await fall_back_async(settings, outcome, args, kwargs)
        fields = outcome[0]
    finally:
        if answered is not None:
            end_first_try(scope, to_milliseconds(elapsed))
        else:
            end_call(scope, fields)
    return text_of(settings, fields)
