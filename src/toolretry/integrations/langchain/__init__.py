"""LangChain and LangGraph: tools whose failures are ``ToolMessage(status="error")``, and one
``toolretry.turn()`` per agent run that ends the run when it says stop.

Needs the extra: ``pip install "toolretry[langchain]"``::

    from toolretry.integrations.langchain import tool, with_turn

    @tool(max_retries=2)
    def get_weather(city: str) -> dict[str, float]:
        \"\"\"Weather for a city.\"\"\"

    agent = with_turn(create_react_agent(model, [get_weather]))
"""

from __future__ import annotations

try:
    import langchain_core  # noqa: F401  # Checked first, to name the extra when it is missing.
    import langgraph  # noqa: F401
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        "toolretry.integrations.langchain needs LangChain and LangGraph: "
        'pip install "toolretry[langchain]"'
    ) from exc

from ._agent import STOP_MESSAGE_NAME, TurnAgent, stop_reason, with_turn
from ._tool import tool, wrap_tool

__all__ = ["STOP_MESSAGE_NAME", "TurnAgent", "stop_reason", "tool", "with_turn", "wrap_tool"]
