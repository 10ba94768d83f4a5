"""Tools the model may not call: a name it made up (``unknown_tool``, for hand-written loops and
adapters) and a decorated tool the turn does not show (``TOOL_NOT_VISIBLE``)."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from .._category import ErrorCategory
from ..observe._hints import guidance, normalize_locale
from ..observe._observation import Observation, OutputFormat
from ..observe._roles import could_serve
from ..observe._sanitize import clean_message, redact_params
from ..observe._suggestions import suggestion_for
from ._canonical import call_key
from ._sentences import turn_sentence

if TYPE_CHECKING:
    from ._ticket import TurnLedger

__all__ = ["UNKNOWN_TOOL", "substitute_for", "unknown_tool", "visible_list"]

UNKNOWN_TOOL = "UNKNOWN_TOOL"
_MAX_LISTED = 50  # A model reads the list; hundreds of names would drown the observation.


def visible_list(turn: TurnLedger | None, visible: Iterable[str] | None = None) -> list[str]:
    """The visible tools, sorted and bounded, as ``details.visible_tools`` shows them."""
    names = visible if visible is not None else (turn.visible_tools if turn else None)
    return sorted(names or ())[:_MAX_LISTED]


def _closest(name: str, visible: Iterable[str]) -> str | None:
    """The visible tool whose name is closest to ``name`` (``read`` -> ``read_file``)."""
    names = sorted(visible)
    close = difflib.get_close_matches(name, names, n=1, cutoff=0.5)
    if close:
        return close[0]
    lowered = name.lower()
    for candidate in names:
        if lowered in candidate.lower() or candidate.lower() in lowered:
            return candidate
    return None


def substitute_for(
    turn: TurnLedger | None, name: str, visible: Iterable[str] | None = None
) -> str | None:
    """The visible tool to use instead of ``name``: one playing its role (``cat`` -> ``bash``),
    else the closest name; None when nothing is visible."""
    shown = frozenset(visible) if visible is not None else (turn.visible_tools if turn else None)
    if not shown:
        return None
    roles = turn.roles if turn is not None else None
    blocked = turn.spent_tools if turn is not None else ()
    return could_serve(name, shown, roles, blocked) or _closest(name, shown - set(blocked))


def unknown_tool(
    name: str,
    visible_tools: Iterable[str] | None = None,
    params: Mapping[str, Any] | None = None,
    *,
    locale: str = "en",
    format: OutputFormat = "text",
) -> Observation:
    """The observation answering a call to a tool that does not exist (the model made it up).

    ``visible_tools`` defaults to the current turn's. The answer lists them
    (``details.visible_tools``), names the closest one as ``suggested_tool`` and says
    ``next_move: switch_tool``. Inside a turn the call counts as a failure of the turn (a
    spent turn answers ``stop``). ``str()`` of the result is what to send back to the model.
    """
    from ._ticket import _enrich
    from ._turn import current_turn

    turn = current_turn()
    shown = frozenset(visible_tools) if visible_tools is not None else None
    if shown is None and turn is not None:
        shown = turn.visible_tools
    tool = clean_message(name, 100) if isinstance(name, str) else type(name).__name__
    listed = visible_list(turn, shown)
    message = turn_sentence(locale, "unknown_tool", quoted=repr(tool))
    if listed:
        message += (" Visible tools: " if locale == "en" else " 可用的工具：") + ", ".join(listed)
    observation = Observation(
        status="error",
        tool=tool,
        error_code=UNKNOWN_TOOL,
        category=ErrorCategory.CLIENT,
        retryable=False,
        attempts=0,
        message=message,
        suggestion=suggestion_for(UNKNOWN_TOOL, ErrorCategory.CLIENT, normalize_locale(locale)),
        details={"visible_tools": listed} if listed else {},
        request={"tool": tool, "params": redact_params(params or {})},
        **dict(guidance(UNKNOWN_TOOL, ErrorCategory.CLIENT, locale, False)),
    )
    substitute = substitute_for(turn, tool, shown)
    observation.suggested_tool = substitute
    if turn is not None:
        key = call_key(tool, params or {}).key
        tally = turn.count_refused(tool, key)
        _enrich(turn, observation, UNKNOWN_TOOL, ErrorCategory.CLIENT, substitute, tally, locale)
        # No budget of its own: the tool does not exist.
        observation.attempts_left = observation.allowed_max_attempts = None
        return observation.with_rendering(format=format, locale=locale, in_turn=True)
    return observation.with_rendering(format=format, locale=locale)
