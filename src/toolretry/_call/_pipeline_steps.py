"""The pipeline's steps that are not about awaiting, shared by ``call_sync`` and
``call_async`` (``_pipeline.py``): turn admission, the choice of the guard step, the verdict on
a first failure, the answer and its fields, the tool's redaction policy and the
instrumentation scope."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .._failure import Failure
from ..instrumentation._hub import end_call
from ..observe._observation import Observation
from ..observe._results import call_parameters
from ..redact._current import enter_tool_policy, leave_tool_policy
from ._engine import classify_attempt, settled_text
from ._guarded import pause_sleep, pause_sleep_async, paused_settings
from ._outcome import Outcome, plain_compact, text_of
from ._settings import Settings
from ._steps import blocked, finish

if TYPE_CHECKING:
    from contextvars import Token

    from ..instrumentation._hub import CallScope
    from ..redact._policy import RedactionPolicy
    from ..turn._current import OpenTurn
    from ..turn._ticket import CallTicket
    from ..upstream._guard import GuardedCall

__all__ = [
    "admitted",
    "after_first_failure",
    "answer_of",
    "applied_policy",
    "blocked_answer",
    "counted_success",
    "guarded_settings",
    "leave_call",
    "settled_first",
]

Args = tuple[Any, ...]
Kwargs = dict[str, Any]


def admitted(settings: Settings, args: Args, kwargs: Kwargs, turn: OpenTurn) -> CallTicket:
    """Turn admission: the call's ticket in its turn, ``blocked`` when the turn answers it
    without running. The identical-call key is built from the arguments only if the turn
    needs it (a failure, or a limit), so a success costs the same whatever their size."""
    return turn.admit(
        settings.name, call_parameters, (settings, args, kwargs), settings.locale,
        settings.turn_limit,
    )  # fmt: skip


def guarded_settings(settings: Settings, start: float) -> Settings | None:
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


def counted_success(settings: Settings) -> None:
    """A first attempt that went out at once succeeded: counted for the budget of the tool's
    own guard, if any (the default protection's count is inlined in the pipeline)."""
    guard = settings.guard
    if guard is not None:
        guard.count_success()


def after_first_failure(settings: Settings, args: Args, kwargs: Kwargs) -> GuardedCall | None:
    """The guard's bookkeeping of a call whose first attempt went out at once and failed."""
    guard = settings.guard
    if guard is None:
        return None
    return guard.after_failure(args, kwargs, pause_sleep, pause_sleep_async)


def settled_first(
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


def answer_of(
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


def blocked_answer(
    settings: Settings, ticket: CallTicket, observe: bool
) -> tuple[str | Observation, dict[str, Any]]:
    observation = blocked(settings, ticket)
    return (observation if observe else observation.render()), observation.__dict__


def applied_policy(settings: Settings) -> Token[RedactionPolicy | None] | None:
    """The tool's own redaction policy (if any) applied to everything the call writes."""
    policy = settings.redaction
    return None if policy is None else enter_tool_policy(policy)


def leave_call(
    scope: CallScope | None,
    policy: Token[RedactionPolicy | None] | None,
    fields: dict[str, Any] | None,
) -> None:
    """Close the call's instrumentation scope, telling its listeners how the call ended from
    its fields (None: a cancellation), and leave its redaction policy."""
    if policy is not None:
        leave_tool_policy(policy)
    if scope is not None:
        end_call(scope, fields)
