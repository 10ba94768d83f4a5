"""``with_turn(agent)``: each run of a smolagents agent is one ``toolretry.turn()``, ending
after the step in which the turn said stop with a final answer that says why."""

from __future__ import annotations

import contextvars
from collections.abc import Generator, Iterable
from typing import Any

from smolagents.memory import ActionStep, FinalAnswerStep

from ...turn._turn import Turn, current_turn_var
from .._shared import final_text, turn_stop_reason
from ._tool import RUN_TURN_ATTR

__all__ = ["TurnAgent", "with_turn"]


class TurnAgent:
    """A smolagents agent whose every ``run`` is one turn; see :func:`with_turn`."""

    def __init__(self, agent: Any, *, tools: Iterable[str] | None, turn_options: dict[str, Any]):
        self.agent = agent
        names = (
            list(tools) if tools is not None else [n for n in agent.tools if n != "final_answer"]
        )
        self.visible_tools = names or None
        self.turn_options = turn_options
        Turn(**turn_options, visible_tools=self.visible_tools)  # Wrong limits fail now.
        self.last_turn: Turn | None = None
        """The turn of the latest run (its ``interrupted``, ``failures``, ``error_counts``)."""

    def run(self, task: str, *, stream: bool = False, **kwargs: Any) -> Any:
        """The agent's ``run(task, ...)`` in a fresh turn: its final answer, or with
        ``stream=True`` its steps, the last one a ``FinalAnswerStep``. Once the turn says stop,
        the run ends after that step (the model is not called again) on a final answer that
        says why."""
        steps = self._steps(task, kwargs)
        if stream:
            return steps
        final: Any = None
        for step in steps:
            final = step
        return final.output if isinstance(final, FinalAnswerStep) else final

    def _steps(self, task: str, kwargs: dict[str, Any]) -> Generator[Any, None, None]:
        turn = Turn(**self.turn_options, visible_tools=self.visible_tools)
        self.last_turn = turn
        # Every step runs in this context, so the tools (and smolagents' parallel tool calls,
        # which copy it) see the run's turn, and nothing of it leaks into the caller's.
        context = contextvars.copy_context()
        context.run(current_turn_var.set, turn)
        runs = [r for t in self.agent.tools.values() if (r := getattr(t, RUN_TURN_ATTR, None))]
        for run in runs:  # For calls without the context (CodeAgent's code runs in a thread).
            run.turn = turn
        inner = context.run(self.agent.run, task, stream=True, **kwargs)
        try:
            while True:
                try:
                    step = context.run(next, inner)
                except StopIteration:
                    return
                yield step
                reason = turn_stop_reason(turn)
                if reason is not None and isinstance(step, ActionStep):
                    yield FinalAnswerStep(output=final_text(reason))
                    return
        finally:
            context.run(inner.close)
            for run in runs:
                if run.turn is turn:
                    run.turn = None

    def __getattr__(self, name: str) -> Any:
        # Everything else (tools, model, memory, ...) is the agent's own.
        if name == "agent":
            raise AttributeError(name)
        return getattr(self.agent, name)


def with_turn(agent: Any, *, tools: Iterable[str] | None = None, **turn_options: Any) -> TurnAgent:
    """Run each ``agent.run(task)`` (``ToolCallingAgent``, ``CodeAgent``) in its own turn.

    ``visible_tools`` are the agent's tools (or ``tools``, by name); ``turn_options`` are
    ``toolretry.turn()``'s limits. When a tool runs out of budget or the turn's failures reach
    ``max_failures``, the run ends after that step: the model is not called again, and the
    run's final answer (streamed as its last ``FinalAnswerStep``) says why. A CodeAgent runs
    its code in a worker thread without the caller's context, so for the run the agent's
    toolretry tools are bound to its turn: run one agent at a time over the same tool objects.
    """
    return TurnAgent(agent, tools=tools, turn_options=turn_options)
