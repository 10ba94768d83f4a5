"""smolagents: tools whose failures take smolagents' own error path, and one
``toolretry.turn()`` per agent run that ends the run when it says stop.

Needs the extra: ``pip install "toolretry[smolagents]"``::

    from toolretry.integrations.smolagents import tool, with_turn

    @tool(max_retries=2)
    def get_weather(city: str) -> dict:
        \"\"\"Weather for a city.

        Args:
            city: The city's name.
        \"\"\"

    agent = with_turn(ToolCallingAgent(tools=[get_weather], model=model))
    answer = agent.run("Weather in Oslo?")
"""

from __future__ import annotations

try:
    import smolagents  # noqa: F401  # Checked first, to name the extra when it is missing.
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        'toolretry.integrations.smolagents needs smolagents: pip install "toolretry[smolagents]"'
    ) from exc

from ._agent import TurnAgent, with_turn
from ._tool import ToolFailed, tool

__all__ = ["ToolFailed", "TurnAgent", "tool", "with_turn"]
