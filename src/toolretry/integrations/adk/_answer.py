"""What a toolretry observation becomes in ADK: the native result, or ADK's error dict."""

from __future__ import annotations

from typing import Any

from google.adk.tools.tool_context import ToolContext

from ...observe._observation import Observation
from ...observe._render import Detail
from ...turn._turn import Turn
from .._shared import model_fields

__all__ = ["error_response", "stop_reason", "stop_run"]


def error_response(observation: Observation, detail: Detail = "compact") -> dict[str, Any]:
    """ADK's error shape, ``{"error": message}`` (what ``FunctionTool`` itself answers for bad
    arguments, and what its error detection looks for), plus the observation's fields: those
    the compact text shows a model (``Output(detail="compact")``, the default), or all of them."""
    fields = model_fields(observation, detail)
    message = fields.pop("message", None) or observation.error_code or "Tool call failed."
    return {"error": message, **fields}


def stop_reason(observation: Observation | None, turn: Turn | None) -> str | None:
    """Why the run must end now, or None: the observation says ``stop``, or the turn says it
    should stop (a tool or the whole turn ran out of budget, or its deadline passed)."""
    if observation is not None and observation.stop:
        return observation.warning or observation.message or "The tool said to stop."
    if turn is None:
        return None
    if turn.interrupted is not None:
        return turn.interrupted.reason
    if turn.should_stop:
        return "The turn's failure budget is spent."
    return None


def stop_run(tool_context: ToolContext) -> None:
    """End the run the way ADK's own ``exit_loop`` tool does: no model call to summarise this
    result (the agent's loop ends), and escalate out of an enclosing ``LoopAgent``."""
    tool_context.actions.skip_summarization = True
    tool_context.actions.escalate = True
