"""PydanticAI adapter: tools that answer with their object and fail through PydanticAI's own
``ToolFailed`` / ``ModelRetry``, and a capability that gives each agent run one turn and its stop.

``tool(fn)`` goes in ``Agent(tools=[...])``; ``wrap_tool(existing)`` does the same for a
``pydantic_ai.Tool``; ``Toolretry()`` in ``Agent(capabilities=[...])`` opens one
``toolretry.turn()`` per run (``visible_tools`` = the tools the model is offered), retries the
agent's other function tools too, and ends the run, saying why, once the turn must stop.
"""

from __future__ import annotations

try:
    import pydantic_ai  # noqa: F401  # Checked first, to name the extra when it is missing.
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        'toolretry.integrations.pydantic_ai needs PydanticAI: pip install "toolretry[pydantic-ai]"'
    ) from exc

from ._capability import RunStopped, Toolretry
from ._tool import tool, wrap_tool

__all__ = ["RunStopped", "Toolretry", "tool", "wrap_tool"]
