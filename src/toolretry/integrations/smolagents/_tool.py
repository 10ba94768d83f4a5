"""``tool(fn)``: a smolagents ``Tool`` with the plain function's inputs and output type, whose
failures raise into smolagents' own error path with the observation as their text."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import smolagents

from ...exceptions import ConfigurationError
from ...observe._observation import Observation
from ...turn._turn import Turn, current_turn
from .._shared import calling_shim, original_of, retrying, success_value

__all__ = ["RUN_TURN_ATTR", "RunTurn", "ToolFailed", "tool"]

RUN_TURN_ATTR = "toolretry_run_turn"
"""The attribute of a tool made here that holds the turn of the agent run using it."""


class RunTurn:
    """The turn of the run a tool takes part in, for calls that do not carry it in their
    context: a CodeAgent runs its code in a worker thread of its own, without the caller's
    context. :class:`~toolretry.integrations.smolagents.TurnAgent` sets it for each run."""

    def __init__(self) -> None:
        self.turn: Turn | None = None

    def observing(self, observe: Callable[..., Any]) -> Callable[..., Any]:
        """``observe`` inside the run's turn when the call's context has no turn."""

        def observe_in_run(*args: Any, **kwargs: Any) -> Any:
            run = self.turn
            if run is None or current_turn() is not None:
                return observe(*args, **kwargs)
            with run:
                return observe(*args, **kwargs)

        return observe_in_run


class ToolFailed(Exception):
    """A toolretry tool's failure, raised into smolagents: the agent records it as the step's
    ``AgentToolExecutionError``, whose text (the observation) the model reads next step."""

    def __init__(self, observation: Observation) -> None:
        super().__init__(observation.render())
        self.observation = observation


def _answer(observation: Observation) -> Any:
    if observation.ok:
        return success_value(observation)
    raise ToolFailed(observation)


def tool(fn: Callable[..., Any] | None = None, /, **options: Any) -> Any:
    """``smolagents.tool(fn)`` as a toolretry tool: ``@tool`` or ``@tool(...)``.

    Every keyword goes to toolretry (``name`` too). The tool's name, description, inputs and
    output type are what smolagents derives from the plain function (its type hints and the
    ``Args:`` of its docstring). A success answers with the tool's own object; a failure
    raises :class:`ToolFailed`, which smolagents reports to the model as the step's error.
    smolagents calls tools synchronously, so the tool is a ``def``.
    """

    def make(target: Callable[..., Any]) -> smolagents.Tool:
        original = original_of(target)
        if not callable(original):
            raise ConfigurationError(f"@tool decorates a function, got {target!r}.")
        if inspect.iscoroutinefunction(original):
            raise ConfigurationError(
                f"smolagents calls tools synchronously; {original.__name__} is async def: "
                "write it as a def."
            )
        decorated = retrying(target, options)
        run = RunTurn()
        made: smolagents.Tool = smolagents.tool(
            calling_shim(original, run.observing(decorated.observe), _answer)
        )
        setattr(made, RUN_TURN_ATTR, run)
        if "name" in options:
            made.name = str(options["name"])
        return made

    if fn is None:
        return make
    return make(fn)
