"""toolretry in a PydanticAI agent: a real Agent, its FunctionModel (no LLM), a local server.

Run it: ``python examples/pydantic_ai_agent.py`` (needs ``pip install "toolretry[pydantic-ai]"``).
Nothing leaves 127.0.0.1: the model is a ``FunctionModel`` following a script and the weather API
is ``toolretry.testing.FaultServer``.

Three runs, each printing every tool result the model is sent (with its outcome):

1. the API answers 429 with Retry-After, then 200: retried inside the tool call, the model gets
   the tool's own dict (``outcome=success``);
2. the city does not exist (404): not retried; a client error goes back as ``ModelRetry``
   (``outcome=retried``) so the model can fix its call;
3. the API is down and the model keeps calling: each failure is ``ToolFailed``
   (``outcome=failed``); at the third the turn stops the tool, and the ``Toolretry`` capability
   ends the run with the reason instead of calling the model again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import requests
from pydantic_ai import Agent
from pydantic_ai.messages import (
    ModelMessage,
    ModelRequest,
    ModelResponse,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
)
from pydantic_ai.models.function import AgentInfo, FunctionModel

import toolretry
from toolretry.integrations.pydantic_ai import Toolretry, tool
from toolretry.testing import FaultServer, Reply


def scripted(cities: list[str]) -> tuple[FunctionModel, list[int]]:
    """A model calling ``get_weather`` for each city in turn, then answering with text."""
    calls = [0]

    def respond(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        calls[0] += 1
        if calls[0] > len(cities):
            return ModelResponse(parts=[TextPart("Done.")])
        return ModelResponse(parts=[ToolCallPart("get_weather", {"city": cities[calls[0] - 1]})])

    return FunctionModel(respond), calls


def weather_tool(server: FaultServer) -> Callable[[str], dict[str, Any]]:
    def get_weather(city: str) -> dict[str, Any]:
        """Get the current weather for a city.

        Args:
            city: The city name, in English.
        """
        response = requests.get(server.url(f"/weather/{city}"), timeout=5)
        response.raise_for_status()
        result: dict[str, Any] = response.json()
        return result

    return get_weather


def show(title: str, server: FaultServer, cities: list[str], *replies: Reply) -> None:
    for city in set(cities):
        server.script(f"/weather/{city}", *replies)
    model, calls = scripted(cities)
    agent = Agent(
        model,
        tools=[tool(weather_tool(server), max_retries=2)],
        capabilities=[Toolretry(max_failures_per_tool=3)],
    )
    result = agent.run_sync("What is the weather?")
    print(f"=== {title}")
    for message in result.all_messages():
        if not isinstance(message, ModelRequest):
            continue
        for part in message.parts:
            if isinstance(part, ToolReturnPart):
                print(f"--- tool result (outcome={part.outcome}):")
                print(part.content)
    print(f"--- final output after {calls[0]} model call(s): {result.output}\n")


def main() -> None:
    with toolretry.set_testing(True), FaultServer() as server:  # Waits zeroed for the demo.
        show(
            "429 then 200",
            server,
            ["Paris"],
            Reply.retry_after(seconds=2),
            Reply(json={"city": "Paris", "temp_c": 21}),
        )
        show("404: the city does not exist", server, ["Atlantis"], Reply.error(404))
        show(
            "the API is down and the model keeps calling",
            server,
            ["Oslo", "Bergen", "Tromso", "Bodo", "Alta"],
            Reply.error(503),
        )


if __name__ == "__main__":
    main()
