"""A LangGraph agent over toolretry tools, driven by LangChain's fake chat model (no LLM).

The tools call a local FaultServer (127.0.0.1 only): a 429 that recovers, a 404, and an
upstream that keeps failing until the run stops. Run: ``python examples/langchain_agent.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import requests
from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage, BaseMessage, ToolMessage
from langgraph.graph import START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode, tools_condition

import toolretry
from toolretry.integrations.langchain import tool, with_turn
from toolretry.testing import FaultServer, Reply


class FakeModel(FakeMessagesListChatModel):
    """LangChain's scripted chat model, taught to accept tools; counts its calls."""

    calls: int = 0

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> FakeModel:
        return self

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> Any:
        self.calls += 1
        return super()._generate(messages, *args, **kwargs)


def ask(name: str, city: str, n: int) -> AIMessage:
    return AIMessage("", tool_calls=[{"name": name, "args": {"city": city}, "id": f"call_{n}"}])


def build(model: FakeModel, tools: list[Any]) -> Any:
    bound = model.bind_tools(tools)
    graph = StateGraph(MessagesState)
    graph.add_node("agent", lambda state: {"messages": [bound.invoke(state["messages"])]})
    graph.add_node("tools", ToolNode(tools))
    graph.add_edge(START, "agent")
    graph.add_conditional_edges("agent", tools_condition)
    graph.add_edge("tools", "agent")
    return graph.compile()


def show(state: dict[str, Any], model: FakeModel) -> None:
    for message in state["messages"][1:]:
        if isinstance(message, ToolMessage):
            print(f"  ToolMessage(status={message.status!r}):")
            for line in str(message.content).splitlines():
                print(f"    {line}")
        elif isinstance(message, AIMessage) and not message.tool_calls:
            print(f"  AIMessage(name={message.name!r}): {message.content}")
    print(f"  model calls: {model.calls}")


def main() -> None:
    # set_testing: no real waits between retries, so the example runs in a blink.
    with FaultServer() as server, toolretry.set_testing(True):
        url = server.url("/weather")

        @tool(max_retries=2)
        def get_weather(city: str) -> dict[str, Any]:
            """Current weather for a city."""
            response = requests.get(url, params={"city": city}, timeout=5)
            response.raise_for_status()
            return {"city": city, **response.json()}

        print("1. A 429 with Retry-After, then a success: retried inside the tool")
        server.script("/weather", Reply.retry_after(seconds=1), Reply(json={"temp_c": 21}))
        model = FakeModel(responses=[ask("get_weather", "Oslo", 1), AIMessage("It is 21 C.")])
        show(with_turn(build(model, [get_weather])).invoke({"messages": [("user", "?")]}), model)

        print("\n2. A 404: the model gets status='error' and the observation")
        server.script("/weather", Reply(status=404, json={"error": "unknown city"}))
        model = FakeModel(responses=[ask("get_weather", "Atlantis", 1), AIMessage("No such city.")])
        show(with_turn(build(model, [get_weather])).invoke({"messages": [("user", "?")]}), model)

        print("\n3. The upstream keeps failing: the run ends after the third failure")
        server.script("/weather", Reply(status=500))
        calls = [
            ask("get_weather", city, n) for n, city in enumerate(["Oslo", "Rome", "Lima", "Bonn"])
        ]
        model = FakeModel(responses=[*calls, AIMessage("(never reached)")])
        agent = with_turn(build(model, [get_weather]), max_failures_per_tool=3)
        state = agent.invoke({"messages": [("user", "?")]})
        tool_messages = [m for m in state["messages"] if isinstance(m, ToolMessage)]
        print(f"  tool messages: {len(tool_messages)}, the last one:")
        for line in str(tool_messages[-1].content).splitlines():
            print(f"    {line}")
        print(f"  model calls: {model.calls}")
        print(f"  final AIMessage(name={state['messages'][-1].name!r}):")
        print(f"    {state['messages'][-1].content}")


if __name__ == "__main__":
    main()
