"""A smolagents ToolCallingAgent over a toolretry tool, driven by a scripted model (no LLM).

The tool calls a local FaultServer (127.0.0.1 only): a 429 that recovers, a 404, and an
upstream that keeps failing until the run stops. Run: ``python examples/smolagents_agent.py``.
"""

import itertools
from typing import Any

import requests
from smolagents import ToolCallingAgent
from smolagents.memory import ActionStep
from smolagents.models import (
    ChatMessage,
    ChatMessageToolCall,
    ChatMessageToolCallFunction,
    MessageRole,
    Model,
)

import toolretry
from toolretry.integrations.smolagents import tool, with_turn
from toolretry.testing import FaultServer, Reply


class Scripted(Model):  # type: ignore[misc]
    """A model that asks for the weather in each city in turn, then gives its final answer."""

    def __init__(self, *cities: str) -> None:
        super().__init__(model_id="scripted")
        self.cities = iter(cities)
        self.ids = itertools.count()

    def generate(self, messages: Any, *args: Any, **kwargs: Any) -> ChatMessage:
        city = next(self.cities, None)
        name, arguments = (
            ("get_weather", {"city": city}) if city else ("final_answer", {"answer": "done"})
        )
        function = ChatMessageToolCallFunction(name=name, arguments=arguments)
        call = ChatMessageToolCall(id=f"call-{next(self.ids)}", type="function", function=function)
        return ChatMessage(role=MessageRole.ASSISTANT, content="", tool_calls=[call])


def run(agent: Any) -> None:
    for step in agent.run("What is the weather?", stream=True):
        if isinstance(step, ActionStep) and step.error is not None:
            lines = str(step.error).splitlines()
            code = next((line for line in lines if line.startswith("error_code")), "")
            print(f"  error: {lines[0]} | {code}")
        elif isinstance(step, ActionStep):
            print(f"  observation: {step.observations}")
    print(f"  final answer: {step.output}")


def main() -> None:
    # set_testing: no real waits between retries, so the example runs in a blink.
    with FaultServer() as upstream, toolretry.set_testing(True):
        url = upstream.url("/weather")

        @tool(max_retries=2)
        def get_weather(city: str) -> dict:
            """Current weather for a city.

            Args:
                city: The city's name.
            """
            response = requests.get(url, params={"city": city}, timeout=5)
            response.raise_for_status()
            return {"temp_c": float(response.json()["temp_c"])}

        def agent(*cities: str, **turn: Any) -> Any:
            model = Scripted(*cities)
            return with_turn(
                ToolCallingAgent(tools=[get_weather], model=model, verbosity_level=-1), **turn
            )

        print("1. A 429 with Retry-After, then a success: retried inside the tool")
        upstream.script("/weather", Reply.retry_after(seconds=1), Reply(json={"temp_c": 21}))
        run(agent("Oslo"))

        print("\n2. A 404: the step's error, the observation as its text")
        upstream.script("/weather", Reply(status=404, json={"error": "unknown city"}))
        run(agent("Atlantis"))

        print("\n3. An upstream that keeps failing: the run stops at the tool's limit")
        upstream.script("/weather", Reply(status=503))
        run(agent(*(f"city-{i}" for i in range(10)), max_failures_per_tool=2))


if __name__ == "__main__":
    main()
