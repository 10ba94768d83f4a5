"""``with_turn(agent)``: each run of a LlamaIndex agent is one ``toolretry.turn()``."""

from __future__ import annotations

import contextvars
from collections.abc import Iterable
from typing import Any

from ...turn._turn import Turn, current_turn_var

__all__ = ["TurnAgent", "with_turn"]


def _tool_names(agent: Any) -> list[str]:
    """The names of the tools the agent was given (``tools=[...]``)."""
    names: list[str] = []
    for candidate in getattr(agent, "tools", None) or ():
        name = getattr(getattr(candidate, "metadata", None), "name", None)
        if name is None and callable(candidate):
            name = getattr(candidate, "__name__", None)
        if isinstance(name, str):
            names.append(name)
    return names


class TurnAgent:
    """A LlamaIndex agent (or workflow) whose every ``run`` is one turn; see :func:`with_turn`."""

    def __init__(self, agent: Any, *, tools: Iterable[str] | None, turn_options: dict[str, Any]):
        self.agent = agent
        names = list(tools) if tools is not None else _tool_names(agent)
        self.visible_tools = names or None
        self.turn_options = turn_options
        Turn(**turn_options, visible_tools=self.visible_tools)  # Wrong limits fail now.
        self.last_turn: Turn | None = None
        """The turn of the latest run (its ``interrupted``, ``failures``, ``error_counts``)."""

    def run(self, *args: Any, **kwargs: Any) -> Any:
        """The agent's own ``run``: its handler (await it, or ``stream_events()``), inside a
        fresh turn that every step and tool of this run sees."""
        turn = Turn(**self.turn_options, visible_tools=self.visible_tools)
        self.last_turn = turn
        # The workflow's tasks start inside ``run`` and copy this context, turn included.
        context = contextvars.copy_context()
        context.run(current_turn_var.set, turn)
        return context.run(self.agent.run, *args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        # Everything else (tools, llm, name, ...) is the agent's own.
        if name == "agent":
            raise AttributeError(name)
        return getattr(self.agent, name)


def with_turn(agent: Any, *, tools: Iterable[str] | None = None, **turn_options: Any) -> TurnAgent:
    """Run each ``agent.run(...)`` in its own ``toolretry.turn()``.

    ``visible_tools`` are the agent's tools (or ``tools``, by name); ``turn_options`` are
    ``toolretry.turn()``'s limits. When a tool runs out of budget or the turn's failures reach
    ``max_failures``, the call that said so ends the run through LlamaIndex's ``return_direct``:
    the model is not called again and the run's response is a final text saying why (the
    same when awaiting the handler and when streaming its events).
    """
    return TurnAgent(agent, tools=tools, turn_options=turn_options)
