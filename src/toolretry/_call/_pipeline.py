"""The one way through a decorated call, in the order of DESIGN §1: turn admission → upstream
guard → attempt → retry loop → fallback → finish (observation, events, instrumentation).

A step that the tool or the moment does not need is skipped here, never copied into a variant
of this path: outside a turn there is no admission, without a guard (or with an in-process
guard that has nothing to decide) the first attempt goes out at once, and a first-try success
answered with a ``str`` builds no outcome. The wrappers (``_wrappers.py``) make the first
attempt of a plain tool themselves while nobody listens and no turn is open, and go on with
``failed_sync``/``failed_async`` here when it fails.

``call_sync`` and ``call_async`` differ only where they await; the decisions they share are
``_pipeline_steps.py``'s functions.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any, Literal, overload

from ..classify._returned import failure_of_result
from ..instrumentation._hub import LISTENERS, end_first_try, make_current, start_call
from ..observe._observation import Observation
from ..redact._current import leave_tool_policy
from ..retry._async_attempt import run_attempt
from ..retry._deadline import deadline_var, own_slot
from ..upstream._guard_state import HAND_OVER
from ._engine import recover_async, recover_sync
from ._fallback import fall_back_async, fall_back_sync
from ._guarded import run_guarded_async, run_guarded_sync
from ._outcome import ok_outcome, text_of
from ._pipeline_steps import (
    admitted,
    after_first_failure,
    answer_of,
    applied_policy,
    blocked_answer,
    counted_success,
    guarded_settings,
    leave_call,
    settled_first,
)
from ._settings import Settings
from ._steps import call_deadline, deadline_in, hand_over, is_call_error

if TYPE_CHECKING:
    from ..turn._current import OpenTurn

__all__ = ["call_async", "call_sync", "failed_async", "failed_sync"]

Args = tuple[Any, ...]
Kwargs = dict[str, Any]

_monotonic = time.monotonic
_set_deadline, _reset_deadline = deadline_var.set, deadline_var.reset


# --- the pipeline ----------------------------------------------------------------------------


@overload
def call_sync(
    settings: Settings,
    fn: Callable[..., Any],
    args: Args,
    kwargs: Kwargs,
    turn: OpenTurn | None,
    observe: Literal[False] = False,
) -> str: ...
@overload
def call_sync(
    settings: Settings,
    fn: Callable[..., Any],
    args: Args,
    kwargs: Kwargs,
    turn: OpenTurn | None,
    observe: Literal[True],
) -> Observation: ...
def call_sync(
    settings: Settings,
    fn: Callable[..., Any],
    args: Args,
    kwargs: Kwargs,
    turn: OpenTurn | None,
    observe: bool = False,
) -> str | Observation:
    """One call of a sync tool, answered as text (or, with ``observe``, as the
    ``Observation``); ``turn`` is the open turn it belongs to, if any."""
    scope = start_call(settings.name, False) if LISTENERS else None
    policy = None if settings.redaction is None else applied_policy(settings)
    fields: dict[str, Any] | None = None
    try:
        start = _monotonic()
        attempt_deadline = start + settings.first_budget
        ticket = None
        if turn is not None:  # Turn admission: answered without running, or let in.
            ticket = admitted(settings, args, kwargs, turn)
            if ticket.blocked is not None:
                answer, fields = blocked_answer(settings, ticket, observe)
                return answer
            ends = turn.deadline  # The first attempt's deadline is within the turn's.
            if ends is not None and ends < attempt_deadline:
                attempt_deadline = ends
        try:
            shared = settings.defaults  # The default protection: None with a guard.
            if shared is None or shared.pause.until > start:
                under_guard = guarded_settings(settings, start)
            else:
                under_guard = None  # No guard, no shared pause: the attempt goes out.
            if under_guard is not None:
                if scope is not None:
                    make_current(scope)  # A breaker may move before any attempt.
                deadline = deadline_in(turn, call_deadline(settings, start))
                outcome = run_guarded_sync(under_guard, fn, args, kwargs, start, deadline)
            else:
                failure: Exception | None = None
                # The deadline, read by remaining_time(): written into this thread's slot, as
                # the wrapper's inline attempt does, or set when another deadline is in force.
                slot = own_slot()
                if slot is None:
                    token = _set_deadline(attempt_deadline)
                else:
                    earlier, slot.at = slot.at, attempt_deadline
                try:
                    result = fn(*args, **kwargs)
                    if type(result) is not str and (returned := failure_of_result(result)):
                        raise returned  # A returned HTTP response with an error status.
                except Exception as exc:
                    failure = exc
                finally:
                    if slot is None:
                        _reset_deadline(token)
                    else:
                        slot.at = earlier
                if failure is None:
                    if shared is None:
                        counted_success(settings)
                    elif (counted := shared.pause.calls + 1) < HAND_OVER:
                        shared.pause.calls = counted  # count_success, inlined.
                    else:
                        hand_over(settings, shared.pause)
                    if type(result) is str and not observe and not settings.envelope:
                        if turn is not None and ticket is not None:
                            turn.call_succeeded(ticket)  # ticket.succeeded(), one call less.
                        if scope is not None:  # Told now: the finally block need not.
                            end_first_try(scope, _monotonic() - start)
                            scope = None
                        return result
                    elapsed = _monotonic() - start
                    outcome = ok_outcome(settings, result, 1, elapsed, args, kwargs)
                else:
                    if scope is not None:
                        make_current(scope)  # The retry loop's events are this call's.
                    try:
                        call_error = is_call_error(failure)
                        guarded = after_first_failure(settings, args, kwargs)
                        as_text = ticket is None and not observe
                        info, text = settled_first(settings, failure, call_error, guarded, as_text)
                        if text is not None:
                            return text
                        deadline = deadline_in(turn, call_deadline(settings, start))
                        outcome = recover_sync(
                            settings, fn, args, kwargs, failure, start, deadline, call_error,
                            guarded, info,
                        )  # fmt: skip
                    finally:
                        # Its traceback holds this frame: kept, it would make a reference
                        # cycle that only the garbage collector frees (see test_no_cycles).
                        del failure
            if settings.fallback is not None:
                outcome = fall_back_sync(settings, outcome, args, kwargs)
        except BaseException:
            if ticket is not None:
                ticket.abandoned()  # The call's slot in the turn must never stay taken.
            raise
        answer, fields = answer_of(settings, ticket, outcome, args, kwargs, observe)
        return answer
    finally:
        if scope is not None or policy is not None:
            leave_call(scope, policy, fields)


@overload
async def call_async(
    settings: Settings,
    fn: Callable[..., Coroutine[Any, Any, Any]],
    args: Args,
    kwargs: Kwargs,
    turn: OpenTurn | None,
    observe: Literal[False] = False,
) -> str: ...
@overload
async def call_async(
    settings: Settings,
    fn: Callable[..., Coroutine[Any, Any, Any]],
    args: Args,
    kwargs: Kwargs,
    turn: OpenTurn | None,
    observe: Literal[True],
) -> Observation: ...
async def call_async(
    settings: Settings,
    fn: Callable[..., Coroutine[Any, Any, Any]],
    args: Args,
    kwargs: Kwargs,
    turn: OpenTurn | None,
    observe: bool = False,
) -> str | Observation:
    """``call_sync`` for ``async def`` tools; each attempt is cancelled at its deadline."""
    scope = start_call(settings.name, False) if LISTENERS else None
    policy = None if settings.redaction is None else applied_policy(settings)
    fields: dict[str, Any] | None = None
    try:
        start = _monotonic()
        attempt_deadline = start + settings.first_budget
        ticket = None
        if turn is not None:  # Turn admission: answered without running, or let in.
            ticket = admitted(settings, args, kwargs, turn)
            if ticket.blocked is not None:
                answer, fields = blocked_answer(settings, ticket, observe)
                return answer
            ends = turn.deadline  # The first attempt's deadline is within the turn's.
            if ends is not None and ends < attempt_deadline:
                attempt_deadline = ends
        try:
            shared = settings.defaults  # The default protection: None with a guard.
            if shared is None or shared.pause.until > start:
                under_guard = guarded_settings(settings, start)
            else:
                under_guard = None  # No guard, no shared pause: the attempt goes out.
            if under_guard is not None:
                if scope is not None:
                    make_current(scope)
                deadline = deadline_in(turn, call_deadline(settings, start))
                outcome = await run_guarded_async(under_guard, fn, args, kwargs, start, deadline)
            else:
                failure: Exception | None = None
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
                    if shared is None:
                        counted_success(settings)
                    elif (counted := shared.pause.calls + 1) < HAND_OVER:
                        shared.pause.calls = counted  # count_success, inlined.
                    else:
                        hand_over(settings, shared.pause)
                    if type(result) is str and not observe and not settings.envelope:
                        if turn is not None and ticket is not None:
                            turn.call_succeeded(ticket)  # ticket.succeeded(), one call less.
                        if scope is not None:  # Told now: the finally block need not.
                            end_first_try(scope, _monotonic() - start)
                            scope = None
                        return result
                    elapsed = _monotonic() - start
                    outcome = ok_outcome(settings, result, 1, elapsed, args, kwargs)
                else:
                    if scope is not None:
                        make_current(scope)
                    try:
                        call_error = is_call_error(failure)
                        guarded = after_first_failure(settings, args, kwargs)
                        as_text = ticket is None and not observe
                        info, text = settled_first(settings, failure, call_error, guarded, as_text)
                        if text is not None:
                            return text
                        deadline = deadline_in(turn, call_deadline(settings, start))
                        outcome = await recover_async(
                            settings, fn, args, kwargs, failure, start, deadline, call_error,
                            guarded, info,
                        )  # fmt: skip
                    finally:
                        del failure  # No reference cycle through its traceback.
            if settings.fallback is not None:
                outcome = await fall_back_async(settings, outcome, args, kwargs)
        except BaseException:
            if ticket is not None:
                ticket.abandoned()
            raise
        answer, fields = answer_of(settings, ticket, outcome, args, kwargs, observe)
        return answer
    finally:
        if scope is not None or policy is not None:
            leave_call(scope, policy, fields)


# --- after the wrapper's own first attempt ---------------------------------------------------


def failed_sync(
    settings: Settings, fn: Callable[..., Any], args: Args, kwargs: Kwargs, failure: Exception,
    start: float,
) -> str:  # fmt: skip
    """The pipeline from the retry loop on, for a call whose first attempt the wrapper made
    itself (no turn, no guard, nobody listening) and which failed; answered as text."""
    policy = applied_policy(settings)
    try:
        call_error = is_call_error(failure)
        info, text = settled_first(settings, failure, call_error, None, True)
        if text is not None:
            return text
        deadline = call_deadline(settings, start)
        outcome = recover_sync(
            settings, fn, args, kwargs, failure, start, deadline, call_error, None, info
        )
        if settings.fallback is not None:
            outcome = fall_back_sync(settings, outcome, args, kwargs)
        return text_of(settings, outcome[0])
    finally:
        del failure  # Its traceback holds the wrapper's frame: no reference cycle.
        if policy is not None:
            leave_tool_policy(policy)


async def failed_async(
    settings: Settings, fn: Callable[..., Coroutine[Any, Any, Any]], args: Args, kwargs: Kwargs,
    failure: Exception, start: float,
) -> tuple[str, dict[str, Any] | None]:  # fmt: skip
    """``failed_sync`` for ``async def`` tools, with the fields of the answer (None when the
    first failure settled it): the async wrapper keeps the text of a timeout that depends on
    nothing but the tool (``quiet_timeout``)."""
    policy = applied_policy(settings)
    try:
        call_error = is_call_error(failure)
        info, text = settled_first(settings, failure, call_error, None, True)
        if text is not None:
            return text, None
        deadline = call_deadline(settings, start)
        outcome = await recover_async(
            settings, fn, args, kwargs, failure, start, deadline, call_error, None, info
        )
        if settings.fallback is not None:
            outcome = await fall_back_async(settings, outcome, args, kwargs)
        return text_of(settings, outcome[0]), outcome[0]
    finally:
        del failure
        if policy is not None:
            leave_tool_policy(policy)
