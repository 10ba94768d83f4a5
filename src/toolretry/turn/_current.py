"""The turn the caller is in, as a context variable: every decorated call reads it, so it lives
apart from the turn's machinery, which loads only when a turn is entered."""

from __future__ import annotations

import contextvars
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ._turn import Turn

__all__ = ["TURN_MADE", "current_turn", "current_turn_var"]

current_turn_var: contextvars.ContextVar[Turn | None] = contextvars.ContextVar(
    "toolretry_turn", default=None
)

# Empty until this process makes its first turn (TurnCounters.__init__ appends to it): until
# then no call can be in one, and the wrappers skip reading current_turn_var. A list, as
# instrumentation's LISTENERS, so the wrappers hold this very object.
TURN_MADE: list[bool] = []


def current_turn() -> Turn | None:
    """The turn the caller is in, or None outside any turn."""
    return current_turn_var.get()
