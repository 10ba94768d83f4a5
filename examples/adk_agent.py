"""toolretry in a Google ADK agent: a real Runner, a scripted model (no LLM), a local server.

Run it: ``python examples/adk_agent.py`` (needs ``pip install "toolretry[adk]"``). Nothing leaves
127.0.0.1 and no Google credentials are needed: the model is a ``BaseLlm`` that follows a
script, the sessions live in memory, and the weather API is ``toolretry.testing.FaultServer``.

Three runs, each printing every function response the model is sent:

1. the API answers 429 with Retry-After, then 200: retried inside the tool call, the model gets
   the tool's own dict;
2. the city does not exist (404): not retried, the model gets ADK's error dict
   (``{"error": ...}``) with the observation's fields;
3. the API is down and the model keeps calling: the third failure says ``stop``, ADK ends the
   run there (as its ``exit_loop`` tool does) and the model is not called again.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncGenerator, Callable
from typing import Any

import requests
from google.adk.agents import LlmAgent
from google.adk.apps import App
from google.adk.models.base_llm import BaseLlm
from google.adk.models.llm_request import LlmRequest
from google.adk.models.llm_response import LlmResponse
from google.adk.runners import InMemoryRunner
from google.genai import types

import toolretry
from toolretry import Backoff
from toolretry.integrations.adk import FunctionTool, TurnPlugin
from toolretry.testing import FaultServer, Reply


class ScriptedModel(BaseLlm):
    """Calls ``get_weather`` for each city in turn, then answers with text."""

    model: str = "scripted"
    cities: list[str]
    calls: int = 0

    async def generate_content_async(
        self, llm_request: LlmRequest, stream: bool = False
    ) -> AsyncGenerator[LlmResponse, None]:
        self.calls += 1
        if self.calls > len(self.cities):
            parts = [types.Part(text="Done.")]
        else:
            call = types.FunctionCall(
                name="get_weather", args={"city": self.cities[self.calls - 1]}
            )
            parts = [types.Part(function_call=call)]
        yield LlmResponse(content=types.Content(role="model", parts=parts))


def weather_tool(server: FaultServer) -> Callable[[str], dict[str, Any]]:
    def get_weather(city: str) -> dict[str, Any]:
        """The current weather in a city."""
        reply = requests.get(server.url("/weather"), params={"city": city}, timeout=5)
        reply.raise_for_status()
        return dict(reply.json())

    return get_weather


async def run(title: str, server: FaultServer, cities: list[str]) -> None:
    model = ScriptedModel(cities=cities)
    tool = FunctionTool(weather_tool(server), max_retries=2, backoff=Backoff(base=0.1))
    agent = LlmAgent(name="weather_agent", model=model, tools=[tool])
    runner = InMemoryRunner(app=App(name="weather", root_agent=agent, plugins=[TurnPlugin()]))
    session = await runner.session_service.create_session(app_name="weather", user_id="me")
    message = types.Content(role="user", parts=[types.Part(text="How is the weather?")])
    print(f"== {title}")
    async for event in runner.run_async(user_id="me", session_id=session.id, new_message=message):
        for part in event.content.parts or () if event.content else ():
            if part.function_response is not None:
                print("model is sent:", json.dumps(part.function_response.response, indent=1))
            if part.text:
                print("model says:", part.text)
    print(f"model calls: {model.calls}\n")
    await runner.close()


async def main() -> None:
    with FaultServer() as server:
        server.script("/weather", Reply.retry_after(429, seconds=1), Reply(json={"temp": 21}))
        await run("429 then 200", server, ["Paris"])

        server.script("/weather", Reply.error(404, "No such city: Atlantis"))
        await run("404", server, ["Atlantis"])

        server.script("/weather", Reply(503))
        with toolretry.set_testing(True):  # The retries of this run need not wait.
            await run("API down, a stubborn model", server, ["Oslo", "Rome", "Lima", "Cairo"])


if __name__ == "__main__":
    asyncio.run(main())
