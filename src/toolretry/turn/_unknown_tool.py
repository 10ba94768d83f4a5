"""The answer to a tool name the model made up (``unknown_tool``, for hand-written loops and
adapters): ``UNKNOWN_TOOL``, the visible tools, the closest one to use instead."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .._category import ErrorCategory
from ..observe._hints import guidance, normalize_locale
from ..observe._observation import Observation, OutputFormat
from ..observe._sanitize import clean_message, redact_params
from ..observe._suggestions import suggestion_for
from ._canonical import call_key
from ._sentences import turn_sentence
from ._ticket import enrich
from ._turn import current_turn
from ._visibility import substitute_for, visible_list

__all__ = ["UNKNOWN_TOOL", "unknown_tool"]

UNKNOWN_TOOL = "UNKNOWN_TOOL"


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
        enrich(turn, observation, UNKNOWN_TOOL, ErrorCategory.CLIENT, substitute, tally, locale)
        # No budget of its own: the tool does not exist.
        observation.attempts_left = observation.allowed_max_attempts = None
        return observation.with_rendering(format=format, locale=locale, in_turn=True)
    return observation.with_rendering(format=format, locale=locale)
