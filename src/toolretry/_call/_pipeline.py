"""The one way through a decorated call, in the order of DESIGN §1: turn admission → upstream
guard → attempt → retry loop → fallback → finish (observation, events, instrumentation).

A step that the tool or the moment does not need is skipped here, never copied into a variant
of this path: outside a turn there is no admission, without a guard (or with an in-process
guard that has nothing to decide) the first attempt goes out at once, and a first-try success
answered with a ``str`` builds no outcome. The wrappers (``_wrappers.py``) make the first
attempt of a plain tool themselves while nobody listens and no turn is open, and go on with
``failed_sync``/``failed_async`` here when it fails.

``call_sync`` and ``call_async`` differ only where they await; the decisions they share are the
functions above them.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Coroutine
from functools import partial
from typing import TYPE_CHECKING, Any, Literal, overload

from .._failure import Failure
from ..classify._returned import failure_of_result
from ..instrumentation._hub import LISTENERS, end_call, end_first_try, make_current, start_call
from ..observe._observation import Observation
from ..observe._results import call_parameters
from ..redact._current import enter_tool_policy, leave_tool_policy
from ..retry._async_attempt import run_attempt
from ..retry._deadline import deadline_var
from ..upstream._guard_state import HAND_OVER
from ._engine import classify_attempt, recover_async, recover_sync, settled_text
from ._fallback import fall_back_async, fall_back_sync
from ._guarded import (
    pause_sleep,
    pause_sleep_async,
    paused_settings,
    run_guarded_async,
    run_guarded_sync,
)
from ._outcome import Outcome, ok_outcome, plain_compact, text_of, to_milliseconds
from ._settings import Settings
from ._steps import (
    blocked,
    call_deadline,
    deadline_in,
    finish,
    hand_over,
    is_call_error,
)

if TYPE_CHECKING:
    from contextvars import Token

    from ..instrumentation._hub import CallScope
    from ..redact._policy import RedactionPolicy
    from ..turn._current import OpenTurn
    from ..turn._ticket import CallTicket
    from ..upstream._guard import GuardedCall

__all__ = ["call_async", "call_sync", "failed_async", "failed_sync"]

Args = tuple[Any, ...]
Kwargs = dict[str, Any]

_monotonic = time.monotonic
_set_deadline, _reset_deadline = deadline_var.set, deadline_var.reset


# --- the steps both twins share --------------------------------------------------------------


def _admitted(
    settings: Settings, args: Args, kwargs: Kwargs, turn: OpenTurn | None, start: float
) -> tuple[CallTicket | None, float]:
    """Turn admission: the call's ticket in its turn (None outside one) and its first
    attempt's deadline, within the turn's. The identical-call key is built from the arguments
    only if the turn needs it (a failure, or a limit), so a success costs the same whatever
    their size."""
    attempt_deadline = start + settings.first_budget
    if turn is None:
        return None, attempt_deadline
    params_of = partial(call_parameters, settings, args, kwargs)
    ticket = turn.admit(settings.name, params_of, settings.locale, settings.turn_limit)
    ends = turn.deadline
    if ends is not None and ends < attempt_deadline:
        attempt_deadline = ends
    return ticket, attempt_deadline


def _guarded_settings(settings: Settings, start: float) -> Settings | None:
    """The upstream guard step: the settings to run the whole call under a guard with, or
    None when the first attempt goes out at once (no guard, or an in-process guard with
    nothing to decide or book now, and no shared pause holding)."""
    guard = settings.guard
    if guard is not None:
        return None if guard.quick and guard.quiet() else settings
    shared = settings.defaults
    if shared is not None and shared.pause.until > start:
        return paused_settings(settings)  # Waited out (or answered) by the default guard.
    return None


def _counted(settings: Settings) -> None:
    """A first attempt that went out at once succeeded: counted for the budget of the tool's
    own guard, if any (the default protection's count is inlined in the pipeline)."""
    guard = settings.guard
    if guard is not None:
        guard.count_success()


def _after_failure(settings: Settings, args: Args, kwargs: Kwargs) -> GuardedCall | None:
    """The guard's bookkeeping of a call whose first attempt went out at once and failed."""
    guard = settings.guard
    if guard is None:
        return None
    return guard.after_failure(args, kwargs, pause_sleep, pause_sleep_async)


def _settled(
    settings: Settings,
    failure: Exception,
    call_error: bool,
    guarded: GuardedCall | None,
    as_text: bool,
) -> tuple[Failure | None, str | None]:
    """The verdict on a first failure, and the answer when that failure ends the call and
    nobody hears of it (``settled_text``): then no retry plan, fields or events are made."""
    if not as_text or guarded is not None or not plain_compact(settings):
        return None, None
    info = classify_attempt(settings, failure, call_error)
    return info, settled_text(settings, info)


def _answer(
    settings: Settings,
    ticket: CallTicket | None,
    outcome: Outcome,
    args: Args,
    kwargs: Kwargs,
    observe: bool,
) -> tuple[str | Observation, dict[str, Any]]:
    """The finish step: the answer asked for (text, or the ``Observation``, which the turn
    may enrich) and the fields the instrumentation is told."""
    if ticket is None and not observe:
        fields = outcome[0]
        return text_of(settings, fields), fields
    observation = finish(settings, ticket, outcome, args, kwargs)
    return (observation if observe else observation.render()), observation.__dict__


def _blocked(
    settings: Settings, ticket: CallTicket, observe: bool
) -> tuple[str | Observation, dict[str, Any]]:
    observation = blocked(settings, ticket)
    return (observation if observe else observation.render()), observation.__dict__


def _applied(settings: Settings) -> Token[RedactionPolicy | None] | None:
    """The tool's own redaction policy (if any) applied to everything the call writes."""
    policy = settings.redaction
    return None if policy is None else enter_tool_policy(policy)


def _leave(
    scope: CallScope | None,
    policy: Token[RedactionPolicy | None] | None,
    first_try: float | None,
    fields: dict[str, Any] | None,
) -> None:
    """Close the call's instrumentation scope and leave its redaction policy. The listeners
    hear of a first-try success from its elapsed time alone, of anything else from its
    fields (None: a cancellation)."""
    if policy is not None:
        leave_tool_policy(policy)
    if scope is not None:
        if first_try is not None:
            end_first_try(scope, to_milliseconds(first_try))
        else:
            end_call(scope, fields)


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
    policy = None if settings.redaction is None else _applied(settings)
    first_try: float | None = None
    fields: dict[str, Any] | None = None
    try:
        start = _monotonic()
        ticket, attempt_deadline = _admitted(settings, args, kwargs, turn, start)
        if ticket is not None and ticket.blocked is not None:
            answer, fields = _blocked(settings, ticket, observe)
            return answer
        try:
            shared = settings.defaults  # The default protection: None with a guard.
            if shared is None or shared.pause.until > start:
                guarded_settings = _guarded_settings(settings, start)
            else:
                guarded_settings = None  # No guard, no shared pause: the attempt goes out.
            if guarded_settings is not None:
                if scope is not None:
                    make_current(scope)  # A breaker may move before any attempt.
                deadline = deadline_in(turn, call_deadline(settings, start))
                outcome = run_guarded_sync(guarded_settings, fn, args, kwargs, start, deadline)
            else:
                failure: Exception | None = None
                token = _set_deadline(attempt_deadline)  # Read by remaining_time().
                try:
                    result = fn(*args, **kwargs)
                    if type(result) is not str and (returned := failure_of_result(result)):
                        raise returned  # A returned HTTP response with an error status.
                except Exception as exc:
                    failure = exc
                finally:
                    _reset_deadline(token)
                if failure is None:
                    if shared is None:
                        _counted(settings)
                    elif (counted := shared.pause.calls + 1) < HAND_OVER:
                        shared.pause.calls = counted  # count_success, inlined.
                    else:
                        hand_over(settings, shared.pause)
                    if type(result) is str and not observe and not settings.envelope:
                        if ticket is not None:
                            ticket.succeeded()
                        if scope is not None:
                            first_try = _monotonic() - start
                        return result
                    elapsed = _monotonic() - start
                    outcome = ok_outcome(settings, result, 1, elapsed, args, kwargs)
                else:
                    if scope is not None:
                        make_current(scope)  # The retry loop's events are this call's.
                    try:
                        call_error = is_call_error(failure)
                        guarded = _after_failure(settings, args, kwargs)
                        as_text = ticket is None and not observe
                        info, text = _settled(settings, failure, call_error, guarded, as_text)
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
        answer, fields = _answer(settings, ticket, outcome, args, kwargs, observe)
        return answer
    finally:
        if scope is not None or policy is not None:
            _leave(scope, policy, first_try, fields)


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
    policy = None if settings.redaction is None else _applied(settings)
    first_try: float | None = None
    fields: dict[str, Any] | None = None
    try:
        start = _monotonic()
        ticket, attempt_deadline = _admitted(settings, args, kwargs, turn, start)
        if ticket is not None and ticket.blocked is not None:
            answer, fields = _blocked(settings, ticket, observe)
            return answer
        try:
            shared = settings.defaults  # The default protection: None with a guard.
            if shared is None or shared.pause.until > start:
                guarded_settings = _guarded_settings(settings, start)
            else:
                guarded_settings = None  # No guard, no shared pause: the attempt goes out.
            if guarded_settings is not None:
                if scope is not None:
                    make_current(scope)
                deadline = deadline_in(turn, call_deadline(settings, start))
                outcome = await run_guarded_async(
                    guarded_settings, fn, args, kwargs, start, deadline
                )
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
                        _counted(settings)
                    elif (counted := shared.pause.calls + 1) < HAND_OVER:
                        shared.pause.calls = counted  # count_success, inlined.
                    else:
                        hand_over(settings, shared.pause)
                    if type(result) is str and not observe and not settings.envelope:
                        if ticket is not None:
                            ticket.succeeded()
                        if scope is not None:
                            first_try = _monotonic() - start
                        return result
                    elapsed = _monotonic() - start
                    outcome = ok_outcome(settings, result, 1, elapsed, args, kwargs)
                else:
                    if scope is not None:
                        make_current(scope)
                    try:
                        call_error = is_call_error(failure)
                        guarded = _after_failure(settings, args, kwargs)
                        as_text = ticket is None and not observe
                        info, text = _settled(settings, failure, call_error, guarded, as_text)
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
        answer, fields = _answer(settings, ticket, outcome, args, kwargs, observe)
        return answer
    finally:
        if scope is not None or policy is not None:
            _leave(scope, policy, first_try, fields)


# --- after the wrapper's own first attempt ---------------------------------------------------


def failed_sync(
    settings: Settings, fn: Callable[..., Any], args: Args, kwargs: Kwargs, failure: Exception,
    start: float,
) -> str:  # fmt: skip
    """The pipeline from the retry loop on, for a call whose first attempt the wrapper made
    itself (no turn, no guard, nobody listening) and which failed; answered as text."""
    policy = _applied(settings)
    try:
        call_error = is_call_error(failure)
        info, text = _settled(settings, failure, call_error, None, True)
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
    policy = _applied(settings)
    try:
        call_error = is_call_error(failure)
        info, text = _settled(settings, failure, call_error, None, True)
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
