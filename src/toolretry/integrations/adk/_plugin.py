"""``TurnPlugin``: one toolretry turn per ADK run, so failure budgets span the whole run."""

from __future__ import annotations

from typing import Any

from google.adk.agents.callback_context import CallbackContext
from google.adk.agents.invocation_context import InvocationContext
from google.adk.models.llm_request import LlmRequest
from google.adk.models.llm_response import LlmResponse
from google.adk.plugins.base_plugin import BasePlugin
from google.adk.tools.base_tool import BaseTool
from google.adk.tools.tool_context import ToolContext
from google.genai import types

from ...turn._turn import Turn, current_turn_var, turn
from .._shared import final_text
from ._answer import stop_reason, stop_run

__all__ = ["TurnPlugin"]


class TurnPlugin(BasePlugin):
    """Open a ``toolretry.turn()`` for each run: ``Runner(..., plugins=[TurnPlugin()])``.

    ``turn_options`` are :func:`toolretry.turn`'s arguments (``max_failures_per_tool``,
    ``max_identical_failures``, ``max_failures``...). Every decorated tool the run calls, through
    :class:`FunctionTool` or ADK's own, counts against the run's turn; its recovery hints name
    only the tools the model was given (``visible_tools``, gathered from each model request
    unless given here). Once the turn says stop, the run escalates (as ADK's ``exit_loop``
    does) and every later model call in the run is answered, without calling the model, with
    a final text that says why: ``run``, ``run_async`` and streaming runs all end on it.
    """

    def __init__(self, name: str = "toolretry", **turn_options: Any) -> None:
        super().__init__(name)
        turn(**turn_options)  # Wrong arguments fail here, not in the middle of a run.
        self._options = turn_options
        self._fixed_tools = "visible_tools" in turn_options
        # By invocation id; ADK hands each callback the invocation context or its id.
        self._turns: dict[str, Turn] = {}

    def turn_of(self, invocation_id: str) -> Turn | None:
        """The turn of the run ``invocation_id`` while it runs, else None."""
        return self._turns.get(invocation_id)

    async def before_run_callback(
        self, *, invocation_context: InvocationContext
    ) -> types.Content | None:
        self._turns[invocation_context.invocation_id] = turn(**self._options)
        return None

    async def before_model_callback(
        self, *, callback_context: CallbackContext, llm_request: LlmRequest
    ) -> LlmResponse | None:
        current = self._turns.get(callback_context.invocation_id)
        if current is None:
            return None
        reason = stop_reason(None, current)
        if reason is not None:  # The run's last answer: the model is not called again.
            text = final_text(reason)
            return LlmResponse(content=types.Content(role="model", parts=[types.Part(text=text)]))
        if not self._fixed_tools:
            given = frozenset(llm_request.tools_dict)
            current.visible_tools = given | (current.visible_tools or frozenset())
        return None

    async def before_tool_callback(
        self, *, tool: BaseTool, tool_args: dict[str, Any], tool_context: ToolContext
    ) -> dict[str, Any] | None:
        current = self._turns.get(tool_context.invocation_id)
        if current is not None:
            # ADK runs each call in a task of its own, in a copy of the context, and documents
            # that what a before-tool callback sets there is what the tool sees; the binding
            # ends with the call's task (google.adk.flows.llm_flows.tools._batch_executor).
            current_turn_var.set(current)
        return None

    async def after_tool_callback(
        self,
        *,
        tool: BaseTool,
        tool_args: dict[str, Any],
        tool_context: ToolContext,
        result: dict[str, Any],
    ) -> dict[str, Any] | None:
        # The turn knows a tool said stop, also for decorated functions in ADK's own
        # FunctionTool. The run goes on to one more model step, which before_model_callback
        # answers with the final text, so that run, run_async and streaming all end on text.
        current = self._turns.get(tool_context.invocation_id)
        if current is not None and stop_reason(None, current) is not None:
            stop_run(tool_context)
            tool_context.actions.skip_summarization = False
        return None

    async def after_run_callback(self, *, invocation_context: InvocationContext) -> None:
        self._turns.pop(invocation_context.invocation_id, None)

    async def on_run_error_callback(
        self, *, invocation_context: InvocationContext, error: Exception
    ) -> None:
        self._turns.pop(invocation_context.invocation_id, None)
