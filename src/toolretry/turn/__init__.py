"""Agent-turn scope: failure budgets, the identical-call key, admission and the tools the model
may call."""

from __future__ import annotations

from ._turn import Turn, TurnInterrupted, current_turn, turn
from ._visibility import unknown_tool

__all__ = ["Turn", "TurnInterrupted", "current_turn", "turn", "unknown_tool"]
