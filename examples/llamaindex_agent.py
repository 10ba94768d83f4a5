"""A LlamaIndex FunctionAgent over a toolretry tool, driven by LlamaIndex's own mock
function-calling LLM (no LLM, no network).

The tool calls a local FaultServer (127.0.0.1 only): a 429 that recovers, a 404, and an
upstream that keeps failing until the run stops. Run: ``python examples/llamaindex_agent.py``.
"""

import asyncio
import itertools
from collections.abc import Sequence
from typing import Any

import requests
from llama_index.core.agent.workflow import FunctionAgent, ToolCallResult
from llama_index.core.base.llms.types import ChatMessage, ToolCallBlock
from llama_index.core.llms.mock import MockFunctionCallingLLM

import toolretry
from toolretry.integrations.llamaindex import tool, with_turn
from toolretry.testing import FaultServer, Reply


def scripted(*cities: str) -> MockFunctionCallingLLM:
    """A model that asks for the weather in each city in turn, then says it is done."""
    script = iter(cities)
    ids = itertools.count()

    def respond(messages: Sequence[ChatMessage], **kwargs: Any) -> ChatMessage:
        city = next(script, None)
        if city is None:
            return ChatMessage(role="assistant", content="Here is the weather.")
        call = ToolCallBlock(
            tool_call_id=f"call-{next(ids)}", tool_name="get_weather", tool_kwargs={"city": city}
        )
        return ChatMessage(role="assistant", blocks=[call])

    return MockFunctionCallingLLM(response_generator=respond)


async def run(agent: Any) -> None:
    handler = agent.run(user_msg="What is the weather?")
    async for event in handler.stream_events():
        if isinstance(event, ToolCallResult):
            output = event.tool_output
            first = (output.content or "").splitlines()[0]
            print(f"  {event.tool_name}({event.tool_kwargs}) is_error={output.is_error}: {first}")
    print(f"  final answer: {await handler}")


async def main() -> None:
    # set_testing: no real waits between retries, so the example runs in a blink.
    with FaultServer() as upstream, toolretry.set_testing(True):
        url = upstream.url("/weather")

        @tool(max_retries=2)
        def get_weather(city: str) -> dict[str, float]:
            """Current weather for a city.

            Args:
                city: The city's name.
            """
            response = requests.get(url, params={"city": city}, timeout=5)
            response.raise_for_status()
            return {"temp_c": float(response.json()["temp_c"])}

        print("1. A 429 with Retry-After, then a success: retried inside the tool")
        upstream.script("/weather", Reply.retry_after(seconds=1), Reply(json={"temp_c": 21}))
        await run(with_turn(FunctionAgent(tools=[get_weather], llm=scripted("Oslo"))))

        print("\n2. A 404: LlamaIndex's error output, the observation as its content")
        upstream.script("/weather", Reply(status=404, json={"error": "unknown city"}))
        await run(with_turn(FunctionAgent(tools=[get_weather], llm=scripted("Atlantis"))))

        print("\n3. An upstream that keeps failing: the run stops at the tool's limit")
        upstream.script("/weather", Reply(status=503))
        model = scripted(*(f"city-{i}" for i in range(10)))
        agent = with_turn(FunctionAgent(tools=[get_weather], llm=model), max_failures_per_tool=2)
        await run(agent)


if __name__ == "__main__":
    asyncio.run(main())
