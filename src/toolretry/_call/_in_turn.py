"""A plain tool called inside a turn, answered as text: admission, the attempt, the turn's
bookkeeping. A success that returns a ``str`` builds no ``Observation`` and no call key."""

from __future__ import annotations

import time
from collections.abc import Callable, Coroutine
from functools import partial
from typing import TYPE_CHECKING, Any

from ..classify._returned import failure_of_result
from ..observe._results import call_parameters
from ..retry._async_attempt import run_attempt
from ..retry._deadline import deadline_var
from ._engine import recover_async, recover_sync
from ._fallback import fall_back_async, fall_back_sync
from ._outcome import Outcome, ok_outcome
from ._settings import Settings
from ._steps import blocked, call_deadline, deadline_in, finish, is_call_error

if TYPE_CHECKING:
    from ..turn._current import OpenTurn
    from ..turn._ticket import CallTicket

__all__ = ["in_turn_async", "in_turn_sync"]

Args = tuple[Any, ...]
Kwargs = dict[str, Any]


def _admitted(
    settings: Settings,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    turn: OpenTurn,
    first_budget: float,
) -> tuple[float, CallTicket, float]:
    """The call's start, the turn's ticket (the call key is built only if the turn needs it)
    and the first attempt's deadline, within the turn's."""
    start = time.monotonic()
    # A partial, not a lambda: no closure cells made for every admitted call.
    params_of = partial(call_parameters, settings, args, kwargs)
    ticket = turn.admit(settings.name, params_of, settings.locale, settings.turn_limit)
    attempt_deadline = start + first_budget
    ends = turn.deadline
    if ends is not None and ends < attempt_deadline:
        attempt_deadline = ends
    return start, ticket, attempt_deadline


def in_turn_sync(
    settings: Settings,
    fn: Callable[..., Any],
    args: Args,
    kwargs: Kwargs,
    turn: OpenTurn,
    first_budget: float,
) -> str:
    """What ``tool.observe(...)`` renders inside ``turn``, for a tool without a guard, a
    redaction policy or listeners; ``first_budget`` is ``settings.first_budget``."""
    start = time.monotonic()
    # The call key is built only if the turn needs it (a partial: no closure per call).
    params_of = partial(call_parameters, settings, args, kwargs)
    ticket = turn.admit(settings.name, params_of, settings.locale, settings.turn_limit)
    if ticket.blocked is not None:
        return blocked(settings, ticket).render()
    ends = turn.deadline
    attempt_deadline = start + first_budget
    token = deadline_var.set(attempt_deadline if ends is None else min(ends, attempt_deadline))
    failure: Exception | None = None
    try:
        result = fn(*args, **kwargs)
        if type(result) is not str and (returned := failure_of_result(result)):
            raise returned  # A returned HTTP response with an error status.
    except Exception as exc:
        failure = exc
    except BaseException:
        ticket.abandoned()
        raise
    finally:
        deadline_var.reset(token)
    if failure is None and type(result) is str:
        turn.call_succeeded(ticket)  # The ticket is this call's own: reported once, here.
        return result
    try:
        if failure is None:
            outcome = ok_outcome(settings, result, 1, time.monotonic() - start, args, kwargs)
        else:
            call_error = is_call_error(failure)
            deadline = deadline_in(turn, call_deadline(settings, start))
            outcome = recover_sync(settings, fn, args, kwargs, failure, start, deadline, call_error)
        outcome = fall_back_sync(settings, outcome, args, kwargs)
    except BaseException:
        ticket.abandoned()
        raise
    finally:
        del failure  # Its traceback holds this frame: no reference cycle.
    return _finish(settings, ticket, outcome, args, kwargs)


async def in_turn_async(
    settings: Settings,
    fn: Callable[..., Coroutine[Any, Any, Any]],
    args: Args,
    kwargs: Kwargs,
    turn: OpenTurn,
    first_budget: float,
) -> str:
    """``in_turn_sync`` for ``async def`` tools; the attempt is cancelled at its deadline."""
    start, ticket, attempt_deadline = _admitted(settings, args, kwargs, turn, first_budget)
    if ticket.blocked is not None:
        return blocked(settings, ticket).render()
    token = deadline_var.set(attempt_deadline)
    failure: Exception | None = None
    try:
        result = await run_attempt(fn(*args, **kwargs), attempt_deadline)
        if type(result) is not str and (returned := failure_of_result(result)):
            raise returned  # A returned HTTP response with an error status.
    except Exception as exc:
        failure = exc
    except BaseException:
        ticket.abandoned()
        raise
    finally:
        deadline_var.reset(token)
    if failure is None and type(result) is str:
        ticket.succeeded()
        return result
    try:
        if failure is None:
            outcome = ok_outcome(settings, result, 1, time.monotonic() - start, args, kwargs)
        else:
            call_error = is_call_error(failure)
            deadline = deadline_in(turn, call_deadline(settings, start))
            outcome = await recover_async(
                settings, fn, args, kwargs, failure, start, deadline, call_error
            )
        outcome = await fall_back_async(settings, outcome, args, kwargs)
    except BaseException:
        ticket.abandoned()
        raise
    finally:
        del failure
    return _finish(settings, ticket, outcome, args, kwargs)


def _finish(
    settings: Settings, ticket: CallTicket, outcome: Outcome, args: Args, kwargs: Kwargs
) -> str:
    return finish(settings, ticket, outcome, args, kwargs).render()
