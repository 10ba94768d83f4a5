"""LlamaIndex: ``FunctionTool``s whose failures take LlamaIndex's error channel, and one
``toolretry.turn()`` per agent run that ends the run when it says stop.

Needs the extra: ``pip install "toolretry[llamaindex]"``::

    from toolretry.integrations.llamaindex import tool, with_turn

    @tool(max_retries=2)
    def get_weather(city: str) -> dict[str, float]:
        \"\"\"Weather for a city.\"\"\"

    agent = with_turn(FunctionAgent(tools=[get_weather], llm=llm))
    result = await agent.run(user_msg="Weather in Oslo?")
"""

from __future__ import annotations

try:
    import llama_index.core  # noqa: F401  # Checked first, to name the extra when it is missing.
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        "toolretry.integrations.llamaindex needs llama-index-core: "
        'pip install "toolretry[llamaindex]"'
    ) from exc

from ._agent import TurnAgent, with_turn
from ._tool import ToolFailed, tool

__all__ = ["ToolFailed", "TurnAgent", "tool", "with_turn"]
