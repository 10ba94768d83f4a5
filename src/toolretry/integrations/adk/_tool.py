"""``FunctionTool``: an ADK function tool whose calls go through toolretry, answered natively."""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Callable
from typing import Any

from google.adk.tools.function_tool import FunctionTool as AdkFunctionTool
from google.adk.tools.tool_context import ToolContext
from google.genai import types

from ..._decoration import merged_options
from ...exceptions import ConfigurationError
from ...observe._observation import Observation
from ...turn._turn import current_turn
from .._shared import original_of, retrying, success_value
from ._answer import error_response, stop_reason, stop_run

__all__ = ["FunctionTool"]


class _Answer:
    """The observation of one call and the value to hand ADK, on their way to ``run_async``."""

    __slots__ = ("observation", "response")

    def __init__(self, observation: Observation, response: object) -> None:
        self.observation = observation
        self.response = response


class FunctionTool(AdkFunctionTool):
    """An ADK ``FunctionTool`` whose calls are retried, classified and answered by toolretry.

    ``FunctionTool(fn, **toolretry_arguments)`` takes a plain function with the decorator's
    arguments, or one already decorated with ``@smart_retry_with_observation`` (its settings
    are kept; arguments given here override them). ``FunctionTool.wrap(adk_tool)`` converts an
    existing ADK ``FunctionTool``. ADK derives the declaration from the original function, so
    the model sees the same schema. A success reaches ADK as the tool's own value (a dict stays
    a dict); a failure as ADK's error dict ``{"error": message, ...observation fields}``. The
    ``ToolContext`` parameter is left out of the identical-call key and of ``request``. When the
    observation says ``stop`` (or the turn's budget is spent) the run ends as ADK's
    ``exit_loop`` ends it. A ``def`` tool runs in a worker thread, so its retry waits never
    block the event loop.
    """

    def __init__(
        self,
        func: Callable[..., Any],
        *,
        require_confirmation: bool | Callable[..., bool] = False,
        **toolretry_arguments: Any,
    ) -> None:
        if "name" in toolretry_arguments:
            raise ConfigurationError(
                "FunctionTool got name=; ADK names a tool after its function, and the model "
                "calls it by that name. Rename the function instead."
            )
        # Already decorated: ADK reads the original, and the tool is rebuilt from its options.
        original = original_of(func)
        if not callable(original):
            raise ConfigurationError(
                f"FunctionTool wraps a function, got {original!r}; pass the tool function."
            )
        super().__init__(original, require_confirmation=require_confirmation)
        # Turn budgets and hints name tools as the model calls them: ADK's name.
        options = {**toolretry_arguments, "name": self.name}
        self.decorated: Any = retrying(func, options, exclude=(ToolContext,))
        """The decorated tool the calls go through (``.observe()`` gives the observation)."""
        given = self.decorated.__toolretry_settings__.options
        self._options = {key: value for key, value in given.items() if key != "name"}
        self._detail = self.decorated.__toolretry_settings__.detail
        self._runs_async = inspect.iscoroutinefunction(self.decorated.observe)
        self._declared_by: AdkFunctionTool | None = None
        # The wrapped ADK tool, which answers whether a call needs confirmation (its own
        # require_confirmation, read through its public check).
        self._confirmed_by: AdkFunctionTool | None = None

    @classmethod
    def wrap(cls, tool: AdkFunctionTool, **toolretry_arguments: Any) -> FunctionTool:
        """An existing ADK ``FunctionTool`` (or a subclass, such as ``LongRunningFunctionTool``)
        as a toolretry one: same function, declaration, ``require_confirmation`` and
        ``is_long_running``."""
        if not isinstance(tool, AdkFunctionTool):
            raise ConfigurationError(
                f"FunctionTool.wrap takes a google.adk.tools.FunctionTool, got {tool!r}; for a "
                "function use FunctionTool(fn)."
            )
        options = toolretry_arguments
        if isinstance(tool, FunctionTool):  # Already ours: keep its arguments.
            options = merged_options(tool._options, toolretry_arguments)
        wrapped = cls(tool.func, **options)
        wrapped.is_long_running = tool.is_long_running
        wrapped.custom_metadata = tool.custom_metadata
        wrapped._confirmed_by = tool
        if isinstance(tool, FunctionTool):
            wrapped._declared_by = tool._declared_by
        elif type(tool) is not AdkFunctionTool:  # A subclass may declare more (long-running).
            wrapped._declared_by = tool
        return wrapped

    def _get_declaration(self) -> types.FunctionDeclaration | None:
        if self._declared_by is not None:  # A wrapped tool declares what it declared.
            return self._declared_by._get_declaration()
        return super()._get_declaration()

    async def check_require_confirmation(
        self, args: dict[str, Any], tool_context: ToolContext
    ) -> bool:
        if self._confirmed_by is not None:  # A wrapped tool asks what it asked.
            return await self._confirmed_by.check_require_confirmation(args, tool_context)
        return await super().check_require_confirmation(args, tool_context)

    async def run_async(self, *, args: dict[str, Any], tool_context: ToolContext) -> Any:
        answer = await super().run_async(args=args, tool_context=tool_context)
        if not isinstance(answer, _Answer):  # ADK answered itself: bad arguments, confirmation.
            return answer
        if stop_reason(answer.observation, current_turn()) is not None:
            stop_run(tool_context)
        return answer.response

    async def _invoke_callable(
        self, target: Callable[..., Any], args_to_call: dict[str, Any]
    ) -> Any:
        # ADK calls this once it has validated the arguments and injected the ToolContext;
        # other callables it invokes (a require_confirmation predicate) stay ADK's.
        if target is not self.func:
            return await super()._invoke_callable(target, args_to_call)
        if self._runs_async:
            observation = await self.decorated.observe(**args_to_call)
        else:
            # ADK calls a sync tool on the event loop thread: a retry wait there would stall
            # every other task. to_thread carries the context (turn, deadline).
            observation = await asyncio.to_thread(self.decorated.observe, **args_to_call)
        if not observation.ok:
            return _Answer(observation, error_response(observation, self._detail))
        return _Answer(observation, success_value(observation))
