"""The turn the caller is in, as a context variable: every decorated call reads it, so it lives
apart from the turn's machinery, which loads only when a turn is entered."""

from __future__ import annotations

import contextvars
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ._turn import Turn

__all__ = ["current_turn", "current_turn_var"]

current_turn_var: contextvars.ContextVar[Turn | None] = contextvars.ContextVar(
    "toolretry_turn", default=None
)


def current_turn() -> Turn | None:
    """The turn the caller is in, or None outside any turn."""
    return current_turn_var.get()
