"""LangGraph agents driven by a fake chat model over toolretry tools calling a FaultServer."""

from __future__ import annotations

import asyncio
import json
import time
import warnings
from collections.abc import Callable, Sequence
from typing import Annotated, Any

import pytest
from integrations_support import STALLED, WAIT, RunExample, api_json, loop_gaps
from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage, BaseMessage, ToolMessage
from langchain_core.tools import InjectedToolCallId
from langchain_core.utils.function_calling import convert_to_openai_tool
from langgraph.graph import START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode, tools_condition
from langgraph.types import Command

from toolretry.integrations.langchain import STOP_MESSAGE_NAME, tool, with_turn
from toolretry.testing import FaultServer, Reply

pytestmark = pytest.mark.usefixtures("api")


class ToolCallingFake(FakeMessagesListChatModel):
    """LangChain's fake chat model, able to bind tools; counts its calls."""

    calls: int = 0
    bound: list[dict[str, Any]] = []  # noqa: RUF012 - a pydantic field default.

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> ToolCallingFake:
        self.bound = [convert_to_openai_tool(t) for t in tools]
        return self

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> Any:
        self.calls += 1
        return super()._generate(messages, *args, **kwargs)


def _get(city: str) -> dict[str, Any]:
    return {"city": city, **api_json(city=city)}


@tool(max_retries=2)
def get_weather(city: str) -> dict[str, Any]:
    """Weather for a city."""
    return _get(city)


@tool(max_retries=2)
async def aget_weather(city: str) -> dict[str, Any]:
    """Weather for a city, async."""
    return await asyncio.to_thread(_get, city)


@tool(max_retries=0)
def lookup(city: str, call_id: Annotated[str, InjectedToolCallId]) -> dict[str, Any]:
    """Look a city up; receives its tool call id."""
    return _get(city)


def _calls(name: str, *cities: str) -> list[AIMessage]:
    return [
        AIMessage("", tool_calls=[{"name": name, "args": {"city": c}, "id": f"call-{i}"}])
        for i, c in enumerate(cities)
    ]


def _graph(model: ToolCallingFake, tools: list[Any], **node: Any) -> Any:
    """The usual hand-built agent: model -> tools -> model, until no tool call."""
    bound = model.bind_tools(tools)

    def agent(state: MessagesState) -> dict[str, Any]:
        return {"messages": [bound.invoke(state["messages"])]}

    async def aagent(state: MessagesState) -> dict[str, Any]:
        return {"messages": [await bound.ainvoke(state["messages"])]}

    builder = StateGraph(MessagesState)
    builder.add_node("agent", agent if not node.pop("asynchronous", False) else aagent)
    builder.add_node("tools", ToolNode(tools, **node))
    builder.add_edge(START, "agent")
    builder.add_conditional_edges("agent", tools_condition)
    builder.add_edge("tools", "agent")
    return builder.compile()


def _react(model: ToolCallingFake, tools: list[Any], **node: Any) -> Any:
    from langgraph.prebuilt import create_react_agent

    node.pop("asynchronous", None)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # Deprecated in favour of langchain.agents.
        return create_react_agent(model, ToolNode(tools, **node))


BUILDERS = [_graph, _react]


def _tool_messages(state: dict[str, Any]) -> list[ToolMessage]:
    return [m for m in state["messages"] if isinstance(m, ToolMessage)]


@pytest.mark.parametrize("build", BUILDERS, ids=["StateGraph", "create_react_agent"])
@pytest.mark.parametrize(
    "first", [Reply.retry_after(seconds=1), Reply(status=503), Reply(status=500)]
)
def test_transient_failure_then_success_reaches_the_model(
    api: FaultServer, build: Callable[..., Any], first: Reply
) -> None:
    """A 429 (or 5xx) then a success is retried inside the tool: the model sees the result."""
    api.script("/api", first, Reply(json={"temp": 21}))
    model = ToolCallingFake(responses=[*_calls("get_weather", "Oslo"), AIMessage("21 C")])
    state = with_turn(build(model, [get_weather])).invoke({"messages": [("user", "Oslo?")]})
    (message,) = _tool_messages(state)
    assert (message.status, json.loads(message.content)) == (
        "success",
        {"city": "Oslo", "temp": 21},
    )
    assert (model.calls, api.hits("/api")) == (2, 2)


@pytest.mark.parametrize("build", BUILDERS, ids=["StateGraph", "create_react_agent"])
@pytest.mark.parametrize(
    ("reply", "code"),
    [(Reply(status=404), "HTTP_404"), (Reply(status=400), "HTTP_400"), (Reply(403), "HTTP_403")],
)
def test_client_error_reaches_the_model_marked_as_error(
    api: FaultServer, build: Callable[..., Any], reply: Reply, code: str
) -> None:
    """A client error is one ToolMessage(status="error") carrying the observation."""
    api.script("/api", reply)
    model = ToolCallingFake(responses=[*_calls("get_weather", "Atlantis"), AIMessage("sorry")])
    state = with_turn(build(model, [get_weather])).invoke({"messages": [("user", "?")]})
    (message,) = _tool_messages(state)
    assert message.status == "error"
    assert f"error_code: {code}" in message.content
    assert api.hits("/api") == 1


@pytest.mark.parametrize("handle", [False, True], ids=["handle_tool_errors=False", "default"])
def test_tool_node_needs_no_error_handling_setting(api: FaultServer, handle: bool) -> None:
    """ToolNode(handle_tool_errors=False) still gets a status="error" message, no exception."""
    api.script("/api", Reply(status=404))
    model = ToolCallingFake(responses=[*_calls("get_weather", "X"), AIMessage("done")])
    node = {} if handle else {"handle_tool_errors": False}
    state = with_turn(_graph(model, [get_weather], **node)).invoke({"messages": [("user", "?")]})
    assert [m.status for m in _tool_messages(state)] == ["error"]


@pytest.mark.parametrize("build", BUILDERS, ids=["StateGraph", "create_react_agent"])
@pytest.mark.parametrize("limit", [1, 2, 3])
def test_a_tool_that_keeps_failing_ends_the_run(
    api: FaultServer, build: Callable[..., Any], limit: int
) -> None:
    """After max_failures_per_tool failures the run ends: the model is not called again."""
    api.script("/api", Reply(status=500))
    cities = [f"city-{i}" for i in range(limit + 3)]  # Different arguments: no repeat block.
    model = ToolCallingFake(responses=[*_calls("get_weather", *cities), AIMessage("never")])
    agent = with_turn(build(model, [get_weather]), max_failures_per_tool=limit)
    state = agent.invoke({"messages": [("user", "?")]})
    final = state["messages"][-1]
    assert model.calls == limit
    assert len(_tool_messages(state)) == limit
    assert (final.name, final.content.startswith("Stopped: ")) == (STOP_MESSAGE_NAME, True)
    assert "get_weather" in final.content


def test_turn_budget_over_several_tools_ends_the_run(api: FaultServer) -> None:
    """max_failures over the whole run ends it even when no single tool ran out."""
    api.script("/api", Reply(status=500))
    calls = [
        *_calls("get_weather", "a"),
        *_calls("lookup", "b"),
        *_calls("get_weather", "c"),
        *_calls("lookup", "d"),
        AIMessage("never"),
    ]
    model = ToolCallingFake(responses=calls)
    agent = with_turn(_graph(model, [get_weather, lookup]), max_failures=3)
    state = agent.invoke({"messages": [("user", "?")]})
    assert (model.calls, len(_tool_messages(state))) == (3, 3)
    assert "max_failures=3" in state["messages"][-1].content


def test_identical_calls_with_new_tool_call_ids_are_blocked_on_the_third(
    api: FaultServer,
) -> None:
    """The same arguments under a new tool call id each time: the third never runs."""
    api.script("/api", Reply(status=404))
    model = ToolCallingFake(
        responses=[*_calls("lookup", "Oslo", "Oslo", "Oslo"), AIMessage("giving up")]
    )
    state = with_turn(_graph(model, [lookup])).invoke({"messages": [("user", "?")]})
    contents = [m.content for m in _tool_messages(state)]
    assert [("REPEAT_CALL_BLOCKED" in c) for c in contents] == [False, False, True]
    assert api.hits("/api") == 2


def test_each_run_is_its_own_turn(api: FaultServer) -> None:
    """A second invoke starts with fresh budgets: its first failure is not blocked."""
    api.script("/api", Reply(status=404))
    model = ToolCallingFake(responses=[*_calls("lookup", "Oslo", "Oslo"), AIMessage("end")])
    agent = with_turn(_graph(model, [lookup]))
    for _ in range(2):
        model.i = 0
        state = agent.invoke({"messages": [("user", "?")]})
        assert all("REPEAT_CALL_BLOCKED" not in m.content for m in _tool_messages(state))
    assert api.hits("/api") == 4


def _react_from_list(model: ToolCallingFake, tools: list[Any]) -> Any:
    from langgraph.prebuilt import create_react_agent

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return create_react_agent(model, tools)


@pytest.mark.parametrize(
    "build", [*BUILDERS, _react_from_list], ids=["StateGraph", "react+ToolNode", "react+list"]
)
def test_visible_tools_are_the_tool_nodes_tools(build: Callable[..., Any]) -> None:
    """The turn's visible_tools are the tools the graph's ToolNode was given."""
    model = ToolCallingFake(responses=[AIMessage("hi")])
    agent = with_turn(build(model, [get_weather, lookup]))
    agent.invoke({"messages": [("user", "?")]})
    assert agent.last_turn is not None
    assert agent.last_turn.visible_tools == frozenset({"get_weather", "lookup"})


def test_the_wrapper_shows_the_graphs_own_schema_and_drawing() -> None:
    """get_graph and the input/output schemas are the wrapped graph's."""
    graph = _graph(ToolCallingFake(responses=[AIMessage("hi")]), [get_weather])
    agent = with_turn(graph)
    assert sorted(agent.get_graph().nodes) == sorted(graph.get_graph().nodes)
    assert agent.get_input_schema().model_json_schema() == (
        graph.get_input_schema().model_json_schema()
    )


@pytest.mark.parametrize("limit", [1, 2])
async def test_async_run_ends_when_the_tool_runs_out(api: FaultServer, limit: int) -> None:
    """ainvoke with an async tool honours stop the same way."""
    api.script("/api", Reply(status=502))
    model = ToolCallingFake(
        responses=[*_calls("aget_weather", "a", "b", "c", "d"), AIMessage("never")]
    )
    graph = _graph(model, [aget_weather], asynchronous=True)
    state = await with_turn(graph, max_failures_per_tool=limit).ainvoke(
        {"messages": [("user", "?")]}
    )
    assert (model.calls, state["messages"][-1].name) == (limit, STOP_MESSAGE_NAME)


def test_stream_stops_after_the_step_that_said_stop(api: FaultServer) -> None:
    """stream() yields the tools step that said stop, then nothing more."""
    api.script("/api", Reply(status=500))
    model = ToolCallingFake(responses=[*_calls("get_weather", "a", "b"), AIMessage("never")])
    agent = with_turn(_graph(model, [get_weather]), max_failures_per_tool=1)
    steps = [next(iter(chunk)) for chunk in agent.stream({"messages": [("user", "?")]})]
    assert (steps, model.calls) == (["agent", "tools", STOP_MESSAGE_NAME], 1)


def _stopped_agent(cities: int = 3) -> tuple[Any, ToolCallingFake]:
    model = ToolCallingFake(
        responses=[*_calls("get_weather", *(f"c{i}" for i in range(cities))), AIMessage("never")]
    )
    return with_turn(_graph(model, [get_weather]), max_failures_per_tool=2), model


def _last_message(chunk: Any, mode: Any) -> Any:
    """The message a stream's last chunk carries, whatever its mode's shape."""
    if not isinstance(mode, str):
        mode, chunk = chunk
    if mode == "values":
        return chunk["messages"][-1]
    if mode == "updates":
        return chunk[STOP_MESSAGE_NAME]["messages"][-1]
    return chunk[0]


MODES: list[Any] = ["values", "updates", "messages", ["updates", "values"]]


@pytest.mark.parametrize("mode", MODES, ids=str)
def test_stream_ends_with_the_stopping_message_of_invoke(api: FaultServer, mode: Any) -> None:
    """stream() in any mode ends with the very message invoke() ends with."""
    api.script("/api", Reply(status=500))
    agent, _ = _stopped_agent()
    ended = agent.invoke({"messages": [("user", "?")]})["messages"][-1]
    agent, _ = _stopped_agent()
    last = list(agent.stream({"messages": [("user", "?")]}, stream_mode=mode))[-1]
    message = _last_message(last, mode)
    assert (message.name, message.content) == (ended.name, ended.content)


@pytest.mark.parametrize("mode", MODES, ids=str)
async def test_astream_ends_with_the_stopping_message_of_invoke(
    api: FaultServer, mode: Any
) -> None:
    """astream() in any mode ends with the very message ainvoke() ends with."""
    api.script("/api", Reply(status=500))
    agent, _ = _stopped_agent()
    ended = (await agent.ainvoke({"messages": [("user", "?")]}))["messages"][-1]
    agent, _ = _stopped_agent()
    chunks = [c async for c in agent.astream({"messages": [("user", "?")]}, stream_mode=mode)]
    message = _last_message(chunks[-1], mode)
    assert (message.name, message.content) == (ended.name, ended.content)


def test_a_stopped_values_stream_ends_with_the_whole_state(api: FaultServer) -> None:
    """The last values chunk is the state invoke() returns, messages and all."""
    api.script("/api", Reply(status=500))
    agent, _ = _stopped_agent()
    ended = agent.invoke({"messages": [("user", "?")]})
    agent, _ = _stopped_agent()
    last = list(agent.stream({"messages": [("user", "?")]}, stream_mode="values"))[-1]
    assert [(m.type, m.content) for m in last["messages"]] == [
        (m.type, m.content) for m in ended["messages"]
    ]


def test_a_stream_that_did_not_stop_adds_nothing(api: FaultServer) -> None:
    """A run that ends on its own streams exactly what the graph streams."""
    api.script("/api", Reply(json={"temp": 20}))
    responses = [*_calls("get_weather", "Oslo"), AIMessage("done")]
    plain = list(
        _graph(ToolCallingFake(responses=responses), [get_weather]).stream(
            {"messages": [("user", "?")]}, stream_mode="updates"
        )
    )
    ours = list(
        with_turn(_graph(ToolCallingFake(responses=responses), [get_weather])).stream(
            {"messages": [("user", "?")]}, stream_mode="updates"
        )
    )
    assert [next(iter(c)) for c in ours] == [next(iter(c)) for c in plain]


async def test_sync_tool_does_not_block_the_event_loop(api: FaultServer) -> None:
    """A slow sync tool under ainvoke runs off the loop: a ticker keeps ticking."""
    api.script("/api", Reply(json={"temp": 1}, delay=WAIT))
    model = ToolCallingFake(responses=[*_calls("get_weather", "a"), AIMessage("ok")])
    agent = with_turn(_graph(model, [get_weather], asynchronous=True))
    async with loop_gaps() as gaps:
        started = time.monotonic()
        await agent.ainvoke({"messages": [("user", "?")]})
        elapsed = time.monotonic() - started
    assert elapsed >= WAIT
    assert max(gaps) < STALLED, max(gaps)


def test_the_example_runs_and_shows_each_outcome(run_example: RunExample) -> None:
    """examples/langchain_agent.py recovers, fails natively, and stops after three failures."""
    done = run_example("langchain_agent.py")
    out = done.stdout
    assert done.returncode == 0, done.stderr
    assert out.count("ToolMessage(status='success')") == 1
    assert out.count("ToolMessage(status='error')") == 1
    assert "error_code: HTTP_404" in out
    assert "stop: true" in out
    assert "model calls: 3" in out
    assert "final AIMessage(name='toolretry')" in out


def test_parallel_tool_calls_each_get_their_own_result(api: FaultServer) -> None:
    """Several tool calls in one model message run together; each message has its own city."""
    api.script("/api", Reply(json={"temp": 5}))
    cities = ["Oslo", "Rome", "Lima"]  # No more than the per-tool limit may be in flight.
    parallel = AIMessage(
        "",
        tool_calls=[
            {"name": "get_weather", "args": {"city": c}, "id": f"call-{i}"}
            for i, c in enumerate(cities)
        ],
    )
    model = ToolCallingFake(responses=[parallel, AIMessage("done")])
    state = with_turn(_graph(model, [get_weather])).invoke({"messages": [("user", "?")]})
    by_id = {m.tool_call_id: json.loads(m.content)["city"] for m in _tool_messages(state)}
    assert by_id == {f"call-{i}": c for i, c in enumerate(cities)}


def test_interrupt_inside_a_tool_reaches_langgraph_and_resumes() -> None:
    """interrupt() in a tool pauses the run (not a failure); resuming runs the tool to success."""
    from langgraph.checkpoint.memory import InMemorySaver
    from langgraph.types import interrupt

    @tool
    def pay(amount: int) -> str:
        """Pay after a person approves."""
        approved = interrupt({"amount": amount})
        return f"paid {amount}" if approved else "declined"

    model = ToolCallingFake(
        responses=[
            AIMessage("", tool_calls=[{"name": "pay", "args": {"amount": 5}, "id": "c1"}]),
            AIMessage("done"),
        ]
    )
    bound = model.bind_tools([pay])
    builder = StateGraph(MessagesState)
    builder.add_node("agent", lambda s: {"messages": [bound.invoke(s["messages"])]})
    builder.add_node("tools", ToolNode([pay]))
    builder.add_edge(START, "agent")
    builder.add_conditional_edges("agent", tools_condition)
    builder.add_edge("tools", "agent")
    agent = with_turn(builder.compile(checkpointer=InMemorySaver()))
    config: Any = {"configurable": {"thread_id": "t1"}}
    paused = agent.invoke({"messages": [("user", "pay 5")]}, config)
    resumed = agent.invoke(Command(resume=True), config)
    assert [i.value for i in paused["__interrupt__"]] == [{"amount": 5}]
    assert [(m.status, m.content) for m in _tool_messages(resumed)] == [("success", "paid 5")]


def test_a_tool_returning_a_command_updates_the_graph() -> None:
    """A tool's own Command (state update) passes through unchanged."""

    @tool
    def remember(note: str, call_id: Annotated[str, InjectedToolCallId]) -> Command[Any]:
        """Store a note in the conversation."""
        return Command(update={"messages": [ToolMessage(f"noted: {note}", tool_call_id=call_id)]})

    model = ToolCallingFake(
        responses=[
            AIMessage("", tool_calls=[{"name": "remember", "args": {"note": "x"}, "id": "c9"}]),
            AIMessage("done"),
        ]
    )
    state = with_turn(_graph(model, [remember])).invoke({"messages": [("user", "?")]})
    assert [(m.tool_call_id, m.content) for m in _tool_messages(state)] == [("c9", "noted: x")]
