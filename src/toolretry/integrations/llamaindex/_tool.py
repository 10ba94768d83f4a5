"""``tool(fn)``: a LlamaIndex ``FunctionTool`` with the plain function's schema, whose failures
raise into LlamaIndex's own error channel and whose stopping call ends the agent run."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from llama_index.core.tools import FunctionTool, ToolMetadata
from llama_index.core.workflow import Context

from ...exceptions import ConfigurationError
from ...observe._observation import Observation
from ...turn._turn import current_turn
from .._shared import (
    calling_shim,
    final_text,
    original_of,
    retrying,
    success_value,
    turn_stop_reason,
)

__all__ = ["RetryingTool", "ToolFailed", "tool"]

# ``FunctionTool.from_defaults``'s own arguments; everything else goes to toolretry.
_TOOL_OPTIONS = ("description", "return_direct", "fn_schema", "partial_params")


class ToolFailed(Exception):
    """A toolretry tool's failure, raised into LlamaIndex: its text is the observation, so the
    agent's ``ToolOutput(is_error=True)`` shows the model what failed and what to do."""

    def __init__(self, observation: Observation) -> None:
        super().__init__(observation.render())
        self.observation = observation


class RetryingTool(FunctionTool):
    """A ``FunctionTool`` over a toolretry tool (see :func:`tool`)."""

    def __init__(self, metadata: ToolMetadata, **kwargs: Any) -> None:
        super().__init__(metadata=metadata, **kwargs)
        self._plain = metadata
        self._stopping = ToolMetadata(
            description=metadata.description,
            name=metadata.name,
            fn_schema=metadata.fn_schema,
            return_direct=True,
        )

    @property
    def metadata(self) -> ToolMetadata:
        """The plain function's metadata; ``return_direct`` once the run's turn said stop, so
        the agent ends the run on the stopping call's answer (LlamaIndex's own way to end a
        run from a tool)."""
        turn = current_turn()
        if turn is not None and turn_stop_reason(turn) is not None:
            return self._stopping
        return self._plain


def _answer(observation: Observation) -> Any:
    """The tool's object on success; the final text when the turn said stop; else raise."""
    if observation.ok:
        return success_value(observation)
    turn = current_turn()
    reason = turn_stop_reason(turn) if turn is not None else None
    if reason is not None:  # Ends the run: LlamaIndex keeps only a non-error direct answer.
        return final_text(reason)
    raise ToolFailed(observation)


def tool(
    fn: Callable[..., Any] | None = None, /, *, name: str | None = None, **options: Any
) -> Any:
    """``FunctionTool.from_defaults(fn)`` as a toolretry tool: ``@tool`` or ``@tool(...)``.

    ``name``, ``description``, ``return_direct``, ``fn_schema`` and ``partial_params`` go to
    LlamaIndex, every other keyword to toolretry. The schema and description are what
    LlamaIndex derives from the plain function; a ``Context`` parameter is injected by the
    agent and kept out of the identical-call key and of ``request``. A success answers with
    the tool's own object; a failure raises :class:`ToolFailed`, which LlamaIndex's agents turn
    into ``ToolOutput(is_error=True)`` with the observation as its content. A sync tool runs in
    LlamaIndex's worker thread (with the caller's context), never on the event loop.
    """
    tool_options = {k: options.pop(k) for k in _TOOL_OPTIONS if k in options}

    def make(target: Callable[..., Any]) -> RetryingTool:
        original = original_of(target)
        if not callable(original):
            raise ConfigurationError(f"@tool decorates a function, got {target!r}.")
        decorated = retrying(
            target, {**options, "name": name} if name else options, exclude=(Context,)
        )
        shim = calling_shim(original, decorated.observe, _answer)
        plain = FunctionTool.from_defaults(shim, name=name, **tool_options)
        return RetryingTool(
            fn=shim,
            metadata=plain.metadata,
            partial_params=tool_options.get("partial_params"),
        )

    if fn is None:
        return make
    return make(fn)
