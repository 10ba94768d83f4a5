"""The quick path of a guarded tool whose guard has nothing to decide or book now: the
first attempt goes out at once, as on the plain path; a failure goes on through the guard."""

from __future__ import annotations

import time
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

from ..classify._returned import failure_of_result
from ..retry._async_attempt import run_attempt
from ..retry._deadline import deadline_var
from ._engine import recover_async, recover_sync
from ._fallback import fall_back_async, fall_back_sync
from ._guarded import pause_sleep, pause_sleep_async
from ._outcome import text_of
from ._settings import Settings
from ._steps import call_deadline, is_call_error, render_or_observe
from ._tool_policy import under_tool_policy, under_tool_policy_async

if TYPE_CHECKING:
    from ..upstream._guard import UpstreamGuard

__all__ = ["quick_async", "quick_sync"]


def _quick_answer(
    settings: Settings,
    guard: UpstreamGuard,
    result: object,
    start: float,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
) -> str:
    """A quick-path success that is not a bare ``str``, sync or async: counted, answered."""
    guard.count_success()
    return render_or_observe(settings, result, start, args, kwargs)


def quick_sync(
    settings: Settings, fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]
) -> str:
    """A guarded call whose guard has nothing to decide or book now (all its state in this
    process, no key, the breaker closed with nothing counted: ``UpstreamGuard.quiet``): the
    first attempt goes out at once; a failure goes on through the guard, under the tool's
    redaction policy (a success writes nothing redacted, as on the plain path)."""
    guard = settings.guard
    assert guard is not None
    start = time.monotonic()
    token = deadline_var.set(start + settings.first_budget)
    try:
        result = fn(*args, **kwargs)
        if type(result) is str:
            if not settings.envelope:
                guard.count_success()
                return result
        elif returned := failure_of_result(result):
            raise returned  # A returned HTTP response with an error status.
    except Exception as exc:
        failure = exc
    else:
        return _quick_answer(settings, guard, result, start, args, kwargs)
    finally:
        deadline_var.reset(token)
    try:
        return _quick_failed_sync(settings, guard, fn, args, kwargs, failure, start)
    finally:
        del failure  # Its traceback holds this frame.


@under_tool_policy
def _quick_failed_sync(
    settings: Settings,
    guard: UpstreamGuard,
    fn: Callable[..., Any],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    failure: Exception,
    start: float,
) -> str:
    guarded = guard.after_failure(args, kwargs, pause_sleep, pause_sleep_async)
    deadline, call_error = call_deadline(settings, start), is_call_error(failure)
    outcome = recover_sync(
        settings, fn, args, kwargs, failure, start, deadline, call_error, guarded
    )
    return text_of(settings, fall_back_sync(settings, outcome, args, kwargs)[0])


async def quick_async(
    settings: Settings,
    fn: Callable[..., Coroutine[Any, Any, Any]],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
) -> str:
    """``quick_sync`` for ``async def`` tools."""
    guard = settings.guard
    assert guard is not None
    start = time.monotonic()
    attempt_deadline = start + settings.first_budget
    token = deadline_var.set(attempt_deadline)
    try:
        result = await run_attempt(fn(*args, **kwargs), attempt_deadline)
        if type(result) is str:
            if not settings.envelope:
                guard.count_success()
                return result
        elif returned := failure_of_result(result):
            raise returned  # A returned HTTP response with an error status.
    except Exception as exc:
        failure = exc
    else:
        return _quick_answer(settings, guard, result, start, args, kwargs)
    finally:
        deadline_var.reset(token)
    try:
        return await _quick_failed_async(settings, guard, fn, args, kwargs, failure, start)
    finally:
        del failure


@under_tool_policy_async
async def _quick_failed_async(
    settings: Settings,
    guard: UpstreamGuard,
    fn: Callable[..., Coroutine[Any, Any, Any]],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    failure: Exception,
    start: float,
) -> str:
    guarded = guard.after_failure(args, kwargs, pause_sleep, pause_sleep_async)
    deadline, call_error = call_deadline(settings, start), is_call_error(failure)
    outcome = await recover_async(
        settings, fn, args, kwargs, failure, start, deadline, call_error, guarded
    )
    outcome = await fall_back_async(settings, outcome, args, kwargs)
    return text_of(settings, outcome[0])
