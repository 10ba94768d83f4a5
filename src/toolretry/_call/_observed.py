"""The slower ways through a call, shared by plain and guarded tools: as an ``Observation``
(inside a turn, or from ``.observe()``), or as text outside a turn; either one told to the
instrumentation listeners when there are any.

Each takes a ``run`` step: ``run_plain_sync`` / ``run_plain_async`` here (one attempt, then the
retry loop), or the upstream guard's ``run_guarded_*``; both answer an ``Outcome``.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import Any

from ..classify._returned import failure_of_result
from ..instrumentation._hub import LISTENERS, end_call, start_call
from ..observe._observation import Observation
from ..retry._async_attempt import run_attempt
from ..retry._deadline import deadline_var
from ._engine import recover_async, recover_sync
from ._fallback import fall_back_async, fall_back_sync
from ._guarded import paused_settings, run_guarded_async, run_guarded_sync
from ._outcome import Outcome, ok_outcome, text_of
from ._settings import Settings
from ._steps import begin_in_turn, blocked, call_deadline, deadline_in, finish, is_call_error
from ._tool_policy import under_tool_policy, under_tool_policy_async

__all__ = [
    "AsyncRun",
    "SyncRun",
    "answered_async",
    "answered_sync",
    "first_deadline",
    "observed_async",
    "observed_sync",
    "run_plain_async",
    "run_plain_sync",
]

Args = tuple[Any, ...]
Kwargs = dict[str, Any]
SyncRun = Callable[[Settings, Callable[..., Any], Args, Kwargs, float, float], Outcome]
AsyncRun = Callable[[Settings, Callable[..., Any], Args, Kwargs, float, float], Awaitable[Outcome]]


def first_deadline(settings: Settings, start: float, deadline: float) -> float:
    attempt = settings.attempt_timeout
    return deadline if attempt is None else min(deadline, start + attempt)


def run_plain_sync(
    settings: Settings,
    fn: Callable[..., Any],
    args: Args,
    kwargs: Kwargs,
    start: float,
    deadline: float,
) -> Outcome:
    """The first attempt, then (on failure, outside its ``except`` block) the retry loop."""
    protection = settings.protection
    if protection is not None and protection.paused_until > start:  # A shared pause.
        return run_guarded_sync(paused_settings(settings), fn, args, kwargs, start, deadline)
    token = deadline_var.set(first_deadline(settings, start, deadline))
    try:
        result = fn(*args, **kwargs)
        if type(result) is not str and (returned := failure_of_result(result)):
            raise returned  # A returned HTTP response with an error status.
    except Exception as exc:
        failure = exc
    else:
        if protection is not None:
            protection.count_success()  # For the default retry budget.
        return ok_outcome(settings, result, 1, time.monotonic() - start, args, kwargs)
    finally:
        deadline_var.reset(token)
    try:
        return recover_sync(
            settings, fn, args, kwargs, failure, start, deadline, is_call_error(failure)
        )
    finally:
        # The exception's traceback holds this frame: kept, `failure` would make a reference
        # cycle that only the garbage collector frees.
        del failure


async def run_plain_async(
    settings: Settings,
    fn: Callable[..., Any],
    args: Args,
    kwargs: Kwargs,
    start: float,
    deadline: float,
) -> Outcome:
    """``run_plain_sync`` for ``async def`` tools; the attempt is cancelled at its deadline."""
    protection = settings.protection
    if protection is not None and protection.paused_until > start:  # A shared pause.
        return await run_guarded_async(paused_settings(settings), fn, args, kwargs, start, deadline)
    attempt_deadline = first_deadline(settings, start, deadline)
    token = deadline_var.set(attempt_deadline)
    try:
        result = await run_attempt(fn(*args, **kwargs), attempt_deadline)
        if type(result) is not str and (returned := failure_of_result(result)):
            raise returned  # A returned HTTP response with an error status.
    except Exception as exc:
        failure = exc
    else:
        if protection is not None:
            protection.count_success()  # For the default retry budget.
        return ok_outcome(settings, result, 1, time.monotonic() - start, args, kwargs)
    finally:
        deadline_var.reset(token)
    try:
        return await recover_async(
            settings, fn, args, kwargs, failure, start, deadline, is_call_error(failure)
        )
    finally:
        del failure  # No reference cycle through its traceback (see run_plain_sync).


def _admitted(settings: Settings, args: Args, kwargs: Kwargs) -> tuple[float, Any, float]:
    """The call's start, its turn ticket (None outside a turn) and its deadline: the earlier
    of its own and the turn's."""
    start = time.monotonic()
    turn, ticket = begin_in_turn(settings, args, kwargs)
    return start, ticket, deadline_in(turn, call_deadline(settings, start))


@under_tool_policy
def observed_sync(
    settings: Settings, run: SyncRun, fn: Callable[..., Any], args: Args, kwargs: Kwargs
) -> Observation:
    """The whole call as an ``Observation``: admitted by the turn (if any), its turn slot
    released however it ends, told to the instrumentation listeners when there are any."""
    scope = start_call(settings.name) if LISTENERS else None
    observation = None
    try:
        start, ticket, deadline = _admitted(settings, args, kwargs)
        if ticket is not None and ticket.blocked is not None:
            observation = blocked(settings, ticket)
            return observation
        try:
            outcome = run(settings, fn, args, kwargs, start, deadline)
            outcome = fall_back_sync(settings, outcome, args, kwargs)
        except BaseException:
            if ticket is not None:
                ticket.abandoned()
            raise
        observation = finish(settings, ticket, outcome, args, kwargs)
        return observation
    finally:
        if scope is not None:  # No observation: a BaseException propagated (cancelled).
            end_call(scope, None if observation is None else observation.__dict__)


@under_tool_policy_async
async def observed_async(
    settings: Settings, run: AsyncRun, fn: Callable[..., Any], args: Args, kwargs: Kwargs
) -> Observation:
    """``observed_sync`` for ``async def`` tools."""
    scope = start_call(settings.name) if LISTENERS else None
    observation = None
    try:
        start, ticket, deadline = _admitted(settings, args, kwargs)
        if ticket is not None and ticket.blocked is not None:
            observation = blocked(settings, ticket)
            return observation
        try:
            outcome = await run(settings, fn, args, kwargs, start, deadline)
            if settings.fallback is not None:  # Else nothing to await.
                outcome = await fall_back_async(settings, outcome, args, kwargs)
        except BaseException:
            if ticket is not None:
                ticket.abandoned()
            raise
        observation = finish(settings, ticket, outcome, args, kwargs)
        return observation
    finally:
        if scope is not None:
            end_call(scope, None if observation is None else observation.__dict__)


@under_tool_policy
def answered_sync(
    settings: Settings, run: SyncRun, fn: Callable[..., Any], args: Args, kwargs: Kwargs
) -> str:
    """A call outside a turn, answered as text without building an ``Observation`` only to
    render it: the outcome's fields told to the instrumentation listeners when there are any."""
    scope = start_call(settings.name) if LISTENERS else None
    fields: dict[str, Any] | None = None
    try:
        start = time.monotonic()
        outcome = run(settings, fn, args, kwargs, start, call_deadline(settings, start))
        if settings.fallback is not None:  # Else nothing to fall back on.
            outcome = fall_back_sync(settings, outcome, args, kwargs)
        fields = outcome[0]
        return text_of(settings, fields)
    finally:
        if scope is not None:  # No fields: a BaseException propagated (cancelled).
            end_call(scope, fields)


@under_tool_policy_async
async def answered_async(
    settings: Settings, run: AsyncRun, fn: Callable[..., Any], args: Args, kwargs: Kwargs
) -> str:
    """``answered_sync`` for ``async def`` tools."""
    scope = start_call(settings.name) if LISTENERS else None
    fields: dict[str, Any] | None = None
    try:
        start = time.monotonic()
        outcome = await run(settings, fn, args, kwargs, start, call_deadline(settings, start))
        if settings.fallback is not None:  # Else nothing to await.
            outcome = await fall_back_async(settings, outcome, args, kwargs)
        fields = outcome[0]
        return text_of(settings, fields)
    finally:
        if scope is not None:
            end_call(scope, fields)
