"""toolretry in an OpenAI Agents SDK agent: a real Runner, the SDK's ScriptedModel (no LLM), a
local server.

Run it: ``python examples/openai_agents_agent.py`` (needs ``pip install
"toolretry[openai-agents]"``). Nothing leaves 127.0.0.1 and no OpenAI key is needed: the model
is ``agents.testing.ScriptedModel``, tracing goes to a local processor that prints each tool
span's error, and the weather API is ``toolretry.testing.FaultServer``.

Three runs, each printing every tool output the model is sent and whether its span failed:

1. the API answers 429 with Retry-After, then 200: retried inside the tool call, the SDK gets
   the tool's own dict, the span has no error;
2. the city does not exist (404): not retried; the call takes the SDK's failure path (span
   error set) and the model gets the observation;
3. the API is down and the model keeps calling: at the third failure the turn stops the tool
   and ``run()`` ends the run with the reason as the final output; the model is not called again.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import requests
from agents import Agent, set_trace_processors
from agents.items import ToolCallOutputItem
from agents.testing import ScriptedModel, assistant_message, function_call
from agents.tracing import FunctionSpanData, TracingProcessor

import toolretry
from toolretry.integrations.openai_agents import function_tool, run
from toolretry.testing import FaultServer, Reply


class SpanErrors(TracingProcessor):
    """Remembers, per tool call, whether the SDK marked its span failed."""

    def __init__(self) -> None:
        self.errors: list[str | None] = []

    def on_span_end(self, span: Any) -> None:
        if isinstance(span.span_data, FunctionSpanData):
            self.errors.append(None if span.error is None else span.error["message"])

    def on_trace_start(self, trace: Any) -> None: ...
    def on_trace_end(self, trace: Any) -> None: ...
    def on_span_start(self, span: Any) -> None: ...
    def shutdown(self) -> None: ...
    def force_flush(self) -> None: ...


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


async def show(title: str, server: FaultServer, cities: list[str], *replies: Reply) -> None:
    for city in set(cities):
        server.script(f"/weather/{city}", *replies)
    steps: list[Any] = [
        [function_call("get_weather", {"city": city}, call_id=f"call-{n}")]
        for n, city in enumerate(cities)
    ]
    model = ScriptedModel([*steps, [assistant_message("Done.")]])
    spans = SpanErrors()
    set_trace_processors([spans])
    agent = Agent(
        name="weather", model=model, tools=[function_tool(weather_tool(server), max_retries=2)]
    )
    result = await run(agent, "What is the weather?", max_failures_per_tool=3)
    print(f"=== {title}")
    outputs = [item.output for item in result.new_items if isinstance(item, ToolCallOutputItem)]
    for output, error in zip(outputs, spans.errors, strict=True):
        print(f"--- tool output (span error: {error}):")
        print(output)
    print(f"--- final output after {len(model.calls)} model call(s): {result.final_output}\n")


async def main() -> None:
    with toolretry.set_testing(True), FaultServer() as server:  # Waits zeroed for the demo.
        await show(
            "429 then 200",
            server,
            ["Paris"],
            Reply.retry_after(seconds=2),
            Reply(json={"city": "Paris", "temp_c": 21}),
        )
        await show("404: the city does not exist", server, ["Atlantis"], Reply.error(404))
        await show(
            "the API is down and the model keeps calling",
            server,
            ["Oslo", "Bergen", "Tromso", "Bodo", "Alta"],
            Reply.error(503),
        )


if __name__ == "__main__":
    asyncio.run(main())
