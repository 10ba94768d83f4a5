"""Agent-turn scope: failure budgets, the identical-call key and admission."""

from __future__ import annotations

from ._turn import Turn, TurnInterrupted, current_turn, turn

__all__ = ["Turn", "TurnInterrupted", "current_turn", "turn"]
