"""``Toolretry()``: the capability that gives each PydanticAI run one turn, retries the agent's
other tools, and ends the run, saying why, once the turn must stop."""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable
from dataclasses import KW_ONLY, dataclass, field
from typing import Any

from pydantic_ai import RunContext
from pydantic_ai.capabilities import AbstractCapability
from pydantic_ai.exceptions import AgentRunError, SkipModelRequest
from pydantic_ai.messages import ModelResponse, TextPart
from pydantic_ai.toolsets import AbstractToolset, WrapperToolset

from ...exceptions import ConfigurationError
from ...turn._turn import Turn, turn
from .._shared import final_text, retrying, turn_stop_reason
from ._tool import ADAPTED, CONTROL_FLOW, RETRY_OPTIONS, OnRetryLimit, Raised, answer

__all__ = ["RunStopped", "Toolretry"]


class RunStopped(AgentRunError):
    """The run ended because its toolretry turn had to stop, and the output could not be text."""

    def __init__(self, reason: str, turn: Turn) -> None:
        super().__init__(reason)
        self.reason = reason
        self.turn = turn


@dataclass
class _RetryingToolset(WrapperToolset[Any]):
    """The agent's tools, each call of one not made by ``tool()`` run through toolretry."""

    options: dict[str, Any] = field(default_factory=dict)
    on_retry_limit: OnRetryLimit = "fail"
    _runners: dict[str, Any] = field(default_factory=dict)

    def _runner(self, name: str) -> Any:
        runner = self._runners.get(name)
        if runner is None:

            async def run_tool(call: Callable[[], Awaitable[Any]], arguments: Any) -> Any:
                try:
                    return await call()
                except CONTROL_FLOW as exc:
                    return Raised(exc)

            options = {**self.options, "name": name}
            runner = self._runners[name] = retrying(run_tool, options, exclude=("call",))
        return runner

    async def call_tool(
        self, name: str, tool_args: dict[str, Any], ctx: RunContext[Any], tool: Any
    ) -> Any:
        if (tool.tool_def.metadata or {}).get(ADAPTED):
            return await self.wrapped.call_tool(name, tool_args, ctx, tool)
        observation = await self._runner(name).observe(
            lambda: self.wrapped.call_tool(name, tool_args, ctx, tool), tool_args
        )
        return answer(observation, ctx, self.on_retry_limit)


@dataclass
class Toolretry(AbstractCapability[Any]):
    """One ``toolretry.turn()`` per agent run, and the run's end when the turn must stop.

    ``Agent(..., capabilities=[Toolretry()])``. The turn's ``visible_tools`` are the function
    tools the model is offered at each step. With ``wrap_tools`` (default), every function
    tool of the agent not made by ``tool()``/``wrap_tool()`` is retried and observed as well,
    with ``options`` (toolretry's decorator arguments). Once an observation says ``stop`` or
    the turn ``should_stop``, the next model request is not sent: the run ends with a text
    saying why (or raises ``RunStopped`` when the agent's output cannot be text).
    """

    max_failures_per_tool: int = 3
    max_identical_failures: int = 3
    max_failures: int = 6
    timeout: float | None = None
    """Seconds for the whole run's turn (``toolretry.turn(timeout=...)``)."""
    limits: dict[str, int] | None = None
    """Per-tool failure limits (``toolretry.turn(limits=...)``)."""
    wrap_tools: bool = True
    on_retry_limit: OnRetryLimit = "fail"
    options: dict[str, Any] = field(default_factory=dict)
    _: KW_ONLY
    id: str | None = "toolretry"
    run_turn: Turn | None = field(default=None, repr=False)
    """The current run's turn (set on the per-run copy)."""

    def __post_init__(self) -> None:
        unknown = set(self.options) - RETRY_OPTIONS
        if unknown:
            raise ConfigurationError(
                f"Toolretry(options=...) got unknown argument(s) {sorted(unknown)}; it takes "
                "smart_retry_with_observation's arguments."
            )
        self._open_turn()  # Checked here, where the capability is written, not at the first run.

    def _open_turn(self) -> Turn:
        return turn(
            self.max_failures_per_tool,
            self.max_identical_failures,
            self.max_failures,
            timeout=self.timeout,
            limits=self.limits,
        )

    @classmethod
    def get_serialization_name(cls) -> str | None:
        return None

    async def for_run(self, ctx: RunContext[Any]) -> AbstractCapability[Any]:
        return dataclasses.replace(self, run_turn=None)

    async def wrap_run(self, ctx: RunContext[Any], *, handler: Any) -> Any:
        with self._open_turn() as t:
            self.run_turn = t
            return await handler()

    async def prepare_tools(self, ctx: RunContext[Any], tool_defs: list[Any]) -> list[Any]:
        if self.run_turn is not None:
            self.run_turn.visible_tools = frozenset(tool_def.name for tool_def in tool_defs)
        return tool_defs

    def get_wrapper_toolset(self, toolset: AbstractToolset[Any]) -> AbstractToolset[Any] | None:
        if not self.wrap_tools:
            return None
        return _RetryingToolset(toolset, options=self.options, on_retry_limit=self.on_retry_limit)

    async def before_model_request(self, ctx: RunContext[Any], request_context: Any) -> Any:
        reason = None if self.run_turn is None else turn_stop_reason(self.run_turn)
        if reason is None or self.run_turn is None:
            return request_context
        if not _text_output(ctx):
            raise RunStopped(f"Stopped: {reason}.", self.run_turn)
        raise SkipModelRequest(ModelResponse(parts=[TextPart(final_text(reason))]))


def _text_output(ctx: RunContext[Any]) -> bool:
    """Whether the agent's output may be plain text (then the reason becomes the output)."""
    output = str if ctx.agent is None else ctx.agent.output_type
    return output is str or (isinstance(output, (list, tuple)) and str in output)
