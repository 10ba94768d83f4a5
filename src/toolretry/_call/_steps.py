"""The steps every decorated call shares: its deadline, its turn ticket, its result in words."""

from __future__ import annotations

import functools
import math
import time
from collections.abc import Callable, Mapping
from typing import Any

from .._annotations import resolved_annotations
from ..observe._observation import Observation
from ..observe._results import render_envelope, render_result
from ..redact._current import enter_tool_policy, leave_tool_policy
from ..upstream._guard_state import HAND_OVER, PauseView
from ._outcome import Outcome, is_awaitable, observation_of, ok_outcome, text_of
from ._settings import Settings

__all__ = [
    "RECONFIGURE_ATTR",
    "SETTINGS_ATTR",
    "blocked",
    "call_deadline",
    "count_success",
    "deadline_in",
    "finish",
    "finish_wrapper",
    "hand_over",
    "is_call_error",
    "quiet_timeout",
    "render_or_observe",
]

SETTINGS_ATTR = "__toolretry_settings__"
RECONFIGURE_ATTR = "__toolretry_reconfigure__"


def hand_over(settings: Settings, counters: PauseView) -> None:
    """Count a success that brings ``counters`` to ``HAND_OVER``: the default retry budget
    gets it and the successes counted before it (upstream/_guard_state.py). A tool with a
    guard of its own counts into a view no budget reads: the count starts again."""
    protection = settings.protection
    if protection is None:
        counters.calls = 0
    else:
        protection.deposit_pending()


def count_success(settings: Settings, counters: PauseView) -> None:
    """Count a success for the default retry budget (the wrappers inline this)."""
    if counters.calls + 1 < HAND_OVER:
        counters.calls += 1
    else:
        hand_over(settings, counters)


def is_call_error(exc: BaseException) -> bool:
    """True when ``exc`` came from binding the arguments, not from inside the tool."""
    if not isinstance(exc, TypeError):
        return False
    try:
        tb = exc.__traceback__
    except Exception:  # A hostile exception class; a failing tool never makes us raise.
        return False
    return tb is not None and tb.tb_next is None


def call_deadline(settings: Settings, start: float) -> float:
    total = settings.total_timeout
    return math.inf if total is None else start + total


def blocked(settings: Settings, ticket: Any) -> Observation:
    observation: Observation = ticket.blocked
    return observation.with_rendering(
        format=settings.format,
        locale=settings.locale,
        template=settings.template,
        in_turn=True,
        detail=settings.detail,
        envelope=settings.envelope,
    )


def finish(
    settings: Settings,
    ticket: Any,
    outcome: Outcome,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
) -> Observation:
    fields, info = outcome
    if ticket is None:
        return observation_of(settings, fields, args, kwargs)
    try:
        observation = observation_of(settings, fields, args, kwargs)
    except BaseException:
        ticket.abandoned()  # The call's slot in the turn must never stay taken.
        raise
    if info is None:
        ticket.succeeded()
        return observation
    result: Observation = ticket.failed(observation, info.info())
    return result


def deadline_in(turn: Any, deadline: float) -> float:
    turn_deadline = getattr(turn, "deadline", None)
    return deadline if turn_deadline is None else min(deadline, turn_deadline)


def render_or_observe(
    settings: Settings,
    result: object,
    start: float,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
) -> str:
    """A success that is not already a ``str``: its JSON or text, or a failure observation
    when it cannot be put into words (or is a coroutine a sync tool forgot to await)."""
    if not is_awaitable(result):
        try:
            if settings.envelope:
                return render_envelope({"tool": settings.name}, result)
            return render_result(result)
        except Exception:
            pass
    return _unrenderable(settings, result, start, args, kwargs)


def _unrenderable(
    settings: Settings,
    result: object,
    start: float,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
) -> str:
    """The failure observation of a result that cannot be put into words, written under the
    tool's own redaction policy."""
    policy = settings.redaction
    token = None if policy is None else enter_tool_policy(policy)
    try:
        fields, _ = ok_outcome(settings, result, 1, time.monotonic() - start, args, kwargs)
        return text_of(settings, fields)
    finally:
        if token is not None:
            leave_tool_policy(token)


# The wrapper's annotations are the tool's resolved ones (below), not a copy of the original's.
_ASSIGNED = tuple(name for name in functools.WRAPPER_ASSIGNMENTS if name != "__annotations__")


def _annotations_of(fn: Callable[..., Any]) -> dict[str, Any]:
    annotations, _ = resolved_annotations(fn, None)
    annotations["return"] = str  # What the wrapper returns; the original is on __wrapped__.
    return annotations


def finish_wrapper(
    wrapper: Callable[..., Any],
    fn: Callable[..., Any],
    settings: Settings,
    observe: Callable[..., Any],
    reconfigure: Callable[[Settings], None],
) -> Callable[..., Any]:
    """Give ``wrapper`` the tool's name, docstring and signature, declaring ``-> str``;
    ``reconfigure`` takes a new policy live (and files it under ``SETTINGS_ATTR``)."""
    functools.update_wrapper(wrapper, fn, assigned=_ASSIGNED)
    # Resolved once, with the signature, when the settings were made (for_tool); a copy, so
    # that the wrapper's own dict is not the settings' record.
    shown = settings.annotations
    wrapper.__annotations__ = {**shown} if shown is not None else _annotations_of(fn)
    if settings.signature is not None:  # Resolved and declaring -> str already (for_tool).
        wrapper.__signature__ = settings.signature  # type: ignore[attr-defined]
    wrapper.observe = observe  # type: ignore[attr-defined]
    setattr(wrapper, SETTINGS_ATTR, settings)
    setattr(wrapper, RECONFIGURE_ATTR, reconfigure)
    return wrapper


def quiet_timeout(settings: Settings, fields: Mapping[str, Any]) -> bool:
    """Whether a deadline timeout's answer depends on nothing but the tool: one attempt, no
    fallback, hook, template or request shown, nothing but toolretry's own details."""
    return (
        fields.get("status") == "error"
        and fields.get("attempts") == 1
        and fields.get("details") == {"gave_up": "deadline"}
        and settings.on_event is None
        and settings.fallback is None
        and not settings.text_needs_request
    )
