"""``next_move``: the one word a loop can branch on after a failure, decided the same way always,
and the tool that could do a blocked tool's job."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from .._category import ErrorCategory
from .._events import logger, visible
from ..observe._hints import MOVES, base_move

if TYPE_CHECKING:
    from ..observe._observation import Observation

__all__ = ["MOVES", "decide_move", "log_next_step", "stronger"]

_STRENGTH = {move: rank for rank, move in enumerate(MOVES)}


def decide_move(
    code: str,
    category: ErrorCategory,
    *,
    suggested_tool: str | None,
    tool_stopped: bool,
    turn_over: bool,
    critical: bool,
    alternative: str | None = None,
    retry_after: float | None = None,
) -> str:
    """The next move after a failure in a turn, first rule that matches.

    The turn is over (``turn_over``) or a critical tool (limit 1) failed fatally: ``stop``. The
    tool is blocked (its budget, or this exact call): ``switch_tool`` when another visible tool
    could do its job (``alternative``), else ``stop``. Otherwise the failure's own move
    (``base_move``): ``suggested_tool`` is the one the model may see, after the visibility check.
    """
    if turn_over or (critical and category is ErrorCategory.FATAL):
        return "stop"
    if tool_stopped:
        return "switch_tool" if alternative is not None else "stop"
    return base_move(code, category, retry_after, suggested_tool)


def stronger(first: str | None, second: str) -> str:
    """The stronger of two moves (``stop`` is the strongest, ``retry`` the weakest)."""
    if first is None or _STRENGTH[second] > _STRENGTH[first]:
        return second
    return first


def log_next_step(observation: Observation) -> None:
    """One INFO line a person watching the agent reads (tiny-claw's "建议下一步：bash"):
    ``read failed: FILE_NOT_FOUND; next move: switch_tool; suggested next: bash``."""
    if not visible(logging.INFO):
        return
    suggested = observation.suggested_tool
    logger.info(
        "%s failed: %s; next move: %s%s",
        observation.tool,
        observation.error_code,
        observation.next_move,
        f"; suggested next: {suggested}" if suggested else "",
        extra={
            "tool": observation.tool,
            "code": observation.error_code,
            "next_move": observation.next_move,
            "suggested_tool": suggested,
        },
    )
