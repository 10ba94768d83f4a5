"""Agent-turn scope: failure budgets, the identical-call key, admission and the tools the model
may call."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ._turn import Turn, TurnInterrupted, current_turn, turn
    from ._unknown_tool import unknown_tool

__all__ = ["Turn", "TurnInterrupted", "current_turn", "turn", "unknown_tool"]

# A turn's machinery (budgets, tickets, sentences, observations) loads when a turn is first
# used: a decorated call outside any turn reads only ``current_turn_var`` (``_current.py``).
_LAZY = {
    "Turn": "._turn",
    "TurnInterrupted": "._turn",
    "current_turn": "._turn",
    "turn": "._turn",
    "unknown_tool": "._unknown_tool",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
