"""A real ADK agent loop (Runner, in-memory services, a scripted model) over toolretry tools."""

from __future__ import annotations

import asyncio
import socket
import time
from collections.abc import AsyncGenerator, Callable, Sequence
from typing import Any

import httpx
import pytest
import requests
from google.adk.agents import BaseAgent, LlmAgent, LoopAgent, SequentialAgent
from google.adk.apps import App
from google.adk.events import Event
from google.adk.models.base_llm import BaseLlm
from google.adk.models.llm_request import LlmRequest
from google.adk.models.llm_response import LlmResponse
from google.adk.plugins.base_plugin import BasePlugin
from google.adk.runners import InMemoryRunner
from google.adk.tools import FunctionTool as AdkFunctionTool
from google.adk.tools import ToolContext
from google.genai import types
from integrations_support import STALLED, WAIT, loop_gaps
from pydantic import Field

import toolretry
from toolretry import Backoff, Output, smart_retry_with_observation
from toolretry.integrations.adk import FunctionTool, TurnPlugin
from toolretry.testing import FaultServer, Reply

Policy = Callable[[list[types.FunctionResponse]], "list[types.FunctionCall] | str"]


class ScriptedModel(BaseLlm):
    """A model that decides from the tool results it was sent: more function calls, or text."""

    model: str = "scripted"
    policy: Policy
    requests: list[LlmRequest] = Field(default_factory=list)

    async def generate_content_async(
        self, llm_request: LlmRequest, stream: bool = False
    ) -> AsyncGenerator[LlmResponse, None]:
        self.requests.append(llm_request)
        seen = [
            part.function_response
            for content in llm_request.contents
            for part in content.parts or ()
            if part.function_response is not None
        ]
        step = self.policy(seen)
        if isinstance(step, str):
            parts = [types.Part(text=step)]
        else:
            parts = [types.Part(function_call=call) for call in step]
        yield LlmResponse(content=types.Content(role="model", parts=parts))

    @property
    def calls(self) -> int:
        return len(self.requests)


def call_once(name: str, **args: Any) -> Policy:
    """Call ``name`` once, then answer with text."""
    return lambda seen: "done" if seen else [types.FunctionCall(name=name, args=args)]


def keep_calling(name: str, args: Callable[[int], dict[str, Any]], give_up: int = 20) -> Policy:
    """Call ``name`` again after every result (the n-th call with ``args(n)``), as a stubborn
    model does; text only after ``give_up`` results."""

    def policy(seen: list[types.FunctionResponse]) -> list[types.FunctionCall] | str:
        if len(seen) >= give_up:
            return "gave up"
        return [types.FunctionCall(name=name, args=args(len(seen)))]

    return policy


async def run_agent(
    model: ScriptedModel, tools: Sequence[Any], plugins: Sequence[BasePlugin] = ()
) -> list[Event]:
    agent = LlmAgent(name="agent", model=model, instruction="Use the tools.", tools=list(tools))
    return await run_root(agent, plugins)


async def run_root(agent: BaseAgent, plugins: Sequence[BasePlugin] = ()) -> list[Event]:
    app = App(name="toolretry_test", root_agent=agent, plugins=list(plugins))
    runner = InMemoryRunner(app=app)
    session = await runner.session_service.create_session(app_name="toolretry_test", user_id="u")
    message = types.Content(role="user", parts=[types.Part(text="go")])
    events = [
        event
        async for event in runner.run_async(user_id="u", session_id=session.id, new_message=message)
    ]
    await runner.close()
    return events


def responses(events: list[Event]) -> list[dict[str, Any]]:
    """Every function response the run produced, in order."""
    return [
        dict(part.function_response.response or {})
        for event in events
        for part in (event.content.parts or () if event.content else ())
        if part.function_response is not None
    ]


@pytest.fixture(autouse=True)
def _loopback_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """The agent loop must reach nothing but the FaultServer: any other address fails."""
    connect = socket.socket.connect

    def guarded(self: socket.socket, address: Any) -> Any:
        if self.family in (socket.AF_INET, socket.AF_INET6) and address[0] not in (
            "127.0.0.1",
            "::1",
        ):
            raise AssertionError(f"network access to {address!r} during an ADK test")
        return connect(self, address)

    monkeypatch.setattr(socket.socket, "connect", guarded)


def weather_tool(server: FaultServer) -> Callable[..., Any]:
    def get_weather(city: str) -> dict[str, Any]:
        """The current weather in a city."""
        reply = requests.get(server.url("/weather"), params={"city": city}, timeout=5)
        reply.raise_for_status()
        return dict(reply.json())

    return get_weather


@pytest.mark.usefixtures("no_waits")
@pytest.mark.parametrize("status", [429, 503, 502, 500])
@pytest.mark.parametrize(
    "payload",
    [{"temp": 21}, {"city": "Zürich", "temps": [1.5, -3], "ok": True}, {"nested": {"a": None}}],
)
async def test_transient_error_is_retried_and_model_sees_the_dict(
    fault_server: FaultServer, status: int, payload: dict[str, Any]
) -> None:
    """A 5xx/429 then a success is retried in-process; the model gets the tool's own dict."""
    fault_server.script("/weather", Reply.retry_after(status, seconds=0), Reply(json=payload))
    model = ScriptedModel(policy=call_once("get_weather", city="Paris"))

    events = await run_agent(model, [FunctionTool(weather_tool(fault_server))])

    assert (fault_server.hits("/weather"), model.calls, responses(events)) == (
        2,
        2,
        [payload],
    )


@pytest.mark.usefixtures("no_waits")
@pytest.mark.parametrize("status", [429, 503])
async def test_async_tool_is_retried_and_model_sees_the_dict(
    fault_server: FaultServer, status: int
) -> None:
    """An ``async def`` tool (httpx) is retried on the loop; the model gets its dict."""
    fault_server.script("/weather", Reply.retry_after(status, seconds=0), Reply(json={"t": 9}))

    async def get_weather(city: str) -> dict[str, Any]:
        """The current weather in a city."""
        async with httpx.AsyncClient() as client:
            reply = await client.get(fault_server.url("/weather"), params={"city": city}, timeout=5)
        reply.raise_for_status()
        return dict(reply.json())

    model = ScriptedModel(policy=call_once("get_weather", city="Rome"))

    events = await run_agent(model, [FunctionTool(get_weather)])

    assert (fault_server.hits(), responses(events)) == (2, [{"t": 9}])


@pytest.mark.parametrize(
    "value",
    [{"a": 1}, {"nested": {"list": [1, 2.5, None]}}, [1, 2], "text", 42, 0.5, True, None, {}],
)
async def test_success_reaches_the_model_as_without_toolretry(value: object) -> None:
    """Whatever the tool returns, the model sees what ADK shows for the plain function."""

    def give() -> Any:
        """Give the value."""
        return value

    with_toolretry = await run_agent(ScriptedModel(policy=call_once("give")), [FunctionTool(give)])
    without = await run_agent(ScriptedModel(policy=call_once("give")), [give])

    assert responses(with_toolretry) == responses(without)


def search(query: str, limit: int = 5, tool_context: ToolContext | None = None) -> list[str]:
    """Search the catalogue.

    Args:
      query: What to look for.
      limit: At most this many hits.
    """
    return [query] * limit


@pytest.mark.parametrize(
    ("require_confirmation", "city", "asked"),
    [
        (True, "Oslo", True),
        (False, "Oslo", False),
        (lambda city: city == "Paris", "Paris", True),
        (lambda city: city == "Paris", "Oslo", False),
    ],
    ids=["always", "never", "predicate-yes", "predicate-no"],
)
async def test_a_wrapped_tool_asks_for_confirmation_as_the_original_did(
    require_confirmation: Any, city: str, asked: bool
) -> None:
    """FunctionTool.wrap keeps the original's require_confirmation, a flag or a predicate:
    ADK asks for confirmation and the function does not run, or it runs."""
    ran: list[str] = []

    def book(city: str) -> dict[str, Any]:
        """Book a trip."""
        ran.append(city)
        return {"booked": city}

    original = AdkFunctionTool(book, require_confirmation=require_confirmation)
    for tool in (FunctionTool.wrap(original), FunctionTool.wrap(FunctionTool.wrap(original))):
        ran.clear()
        events = await run_agent(ScriptedModel(policy=call_once("book", city=city)), [tool])
        answer = responses(events)[0]
        if asked:
            assert ran == []
            assert "requires confirmation" in str(answer.get("error"))
        else:
            assert ran == [city]
            assert answer == {"booked": city}


async def test_model_is_sent_the_undecorated_declaration() -> None:
    """The tools in the request the model receives are those of the undecorated function."""
    decorated = smart_retry_with_observation(max_retries=2)(search)
    with_toolretry = ScriptedModel(policy=call_once("search", query="q"))
    without = ScriptedModel(policy=call_once("search", query="q"))

    await run_agent(with_toolretry, [FunctionTool(decorated)])
    await run_agent(without, [search])

    assert with_toolretry.requests[0].config.tools == without.requests[0].config.tools


@pytest.mark.usefixtures("no_waits")
@pytest.mark.parametrize(("status", "code"), [(400, "HTTP_400"), (404, "HTTP_404"), (422, None)])
async def test_client_error_reaches_the_model_as_adk_error_dict(
    fault_server: FaultServer, status: int, code: str | None
) -> None:
    """A client error is not retried and reaches the model as ADK's ``{"error": ...}`` dict."""
    fault_server.script("/weather", Reply.error(status, "no such city"))
    model = ScriptedModel(policy=call_once("get_weather", city="Nowhere"))
    tool = FunctionTool(weather_tool(fault_server))

    events = await run_agent(model, [tool])

    [seen] = responses(events)
    assert tool._detect_error_in_response(seen) == "TOOL_ERROR"  # ADK's own error check.
    assert (seen["category"], seen["retryable"], fault_server.hits("/weather")) == (
        "client",
        False,
        1,
    )
    if code is not None:
        assert seen["error_code"] == code


async def test_adk_still_answers_a_call_missing_an_argument(fault_server: FaultServer) -> None:
    """A call without a required argument gets ADK's own answer; the tool never runs."""
    model = ScriptedModel(policy=call_once("get_weather"))

    events = await run_agent(model, [FunctionTool(weather_tool(fault_server))], [TurnPlugin()])

    [seen] = responses(events)
    assert ("mandatory input parameters" in seen["error"], fault_server.hits()) == (True, 0)


@pytest.mark.usefixtures("no_waits")
@pytest.mark.parametrize(("detail", "shown"), [("compact", False), ("full", True)])
async def test_detail_decides_the_bookkeeping_fields(
    fault_server: FaultServer, detail: str, shown: bool
) -> None:
    """The compact answer leaves out what the model wrote or need not know; full keeps it."""
    fault_server.script("/weather", Reply.error(404, "no such city"))
    model = ScriptedModel(policy=call_once("get_weather", city="Nowhere"))

    events = await run_agent(
        model, [FunctionTool(weather_tool(fault_server), output=Output(detail=detail))]
    )

    seen = responses(events)[0]
    assert [key in seen for key in ("request", "elapsed_s", "max_attempts", "tool")] == [shown] * 4


@pytest.mark.usefixtures("no_waits")
@pytest.mark.parametrize("limit", [1, 2, 3, 4])
async def test_tool_that_keeps_failing_ends_the_run_at_its_limit(
    fault_server: FaultServer, limit: int
) -> None:
    """The call whose observation says stop ends the run: no model call after it."""
    fault_server.script("/weather", Reply(503))
    model = ScriptedModel(policy=keep_calling("get_weather", lambda n: {"city": f"c{n}"}))
    tool = FunctionTool(weather_tool(fault_server), max_retries=0)

    events = await run_agent(model, [tool], [TurnPlugin(max_failures_per_tool=limit)])

    last = responses(events)[-1]
    assert (model.calls, last["error_code"], last["stop"], events[-1].is_final_response()) == (
        limit,
        "HTTP_503",
        True,
        True,
    )


@pytest.mark.usefixtures("no_waits")
async def test_stop_says_why(fault_server: FaultServer) -> None:
    """The response that ends the run says why it stopped."""
    fault_server.script("/weather", Reply(503))
    model = ScriptedModel(policy=keep_calling("get_weather", lambda n: {"city": f"c{n}"}))

    events = await run_agent(
        model, [FunctionTool(weather_tool(fault_server), max_retries=0)], [TurnPlugin()]
    )

    assert "get_weather" in responses(events)[-1]["warning"]


@pytest.mark.usefixtures("no_waits")
@pytest.mark.parametrize("limit", [2, 3, 5])
async def test_turn_budget_ends_the_run_across_tools(fault_server: FaultServer, limit: int) -> None:
    """Failures of different tools add up; the call that spends the run's budget ends it."""
    fault_server.script("/weather", Reply(503))

    def policy(seen: list[types.FunctionResponse]) -> list[types.FunctionCall] | str:
        name = ("get_weather", "get_forecast")[len(seen) % 2]
        return [types.FunctionCall(name=name, args={"city": f"c{len(seen)}"})]

    def get_forecast(city: str) -> dict[str, Any]:
        """Tomorrow's weather in a city."""
        return weather_tool(fault_server)(city)

    model = ScriptedModel(policy=policy)
    tools = [
        FunctionTool(weather_tool(fault_server), max_retries=0),
        FunctionTool(get_forecast, max_retries=0),
    ]

    await run_agent(model, tools, [TurnPlugin(max_failures=limit, max_failures_per_tool=10)])

    assert model.calls == limit


@pytest.mark.usefixtures("no_waits")
@pytest.mark.parametrize("iterations", [2, 5])
async def test_stop_escalates_out_of_a_loop_agent(
    fault_server: FaultServer, iterations: int
) -> None:
    """Inside a LoopAgent the stopping call escalates: the loop ends, once, on the stop text."""
    fault_server.script("/weather", Reply(503))
    model = ScriptedModel(policy=keep_calling("get_weather", lambda n: {"city": f"c{n}"}))
    inner = LlmAgent(
        name="inner", model=model, tools=[FunctionTool(weather_tool(fault_server), max_retries=0)]
    )
    loop = LoopAgent(name="loop", sub_agents=[inner], max_iterations=iterations)

    events = await run_root(loop, [TurnPlugin(max_failures_per_tool=2)])

    texts = [p.text for e in events for p in (e.content.parts or () if e.content else ()) if p.text]
    assert (model.calls, len(texts), texts[-1].startswith("Stopped: ")) == (2, 1, True)


@pytest.mark.usefixtures("no_waits")
async def test_a_later_agent_of_the_run_is_answered_without_its_model(
    fault_server: FaultServer,
) -> None:
    """After the stop, the next agent of a SequentialAgent gets a final text saying why, and
    its model is never called."""
    fault_server.script("/weather", Reply(503))
    first = ScriptedModel(policy=keep_calling("get_weather", lambda n: {"city": f"c{n}"}))
    second = ScriptedModel(policy=lambda seen: "all fine")
    tool = FunctionTool(weather_tool(fault_server), max_retries=0)
    root = SequentialAgent(
        name="pipeline",
        sub_agents=[
            LlmAgent(name="fetcher", model=first, tools=[tool]),
            LlmAgent(name="writer", model=second),
        ],
    )

    events = await run_root(root, [TurnPlugin(max_failures_per_tool=2)])

    final = str(events[-1].content.parts[0].text) if events[-1].content else ""
    assert (first.calls, second.calls, final.startswith("Stopped: "), "get_weather" in final) == (
        2,
        0,
        True,
        True,
    )


@pytest.mark.usefixtures("no_waits")
async def test_adk_own_function_tool_stops_too_with_the_plugin(fault_server: FaultServer) -> None:
    """A decorated function handed to ADK's own FunctionTool also ends the run at its limit."""
    fault_server.script("/weather", Reply(503))
    decorated = smart_retry_with_observation(max_retries=0)(weather_tool(fault_server))
    model = ScriptedModel(policy=keep_calling("get_weather", lambda n: {"city": f"c{n}"}))

    await run_agent(model, [AdkFunctionTool(decorated)], [TurnPlugin(max_failures_per_tool=2)])

    assert model.calls == 2


@pytest.mark.usefixtures("no_waits")
async def test_without_the_plugin_a_stubborn_model_goes_on(fault_server: FaultServer) -> None:
    """Control: with no turn, nothing stops the model (so the stop tests can fail)."""
    fault_server.script("/weather", Reply(503))
    model = ScriptedModel(policy=keep_calling("get_weather", lambda n: {"city": f"c{n}"}, 6))

    await run_agent(model, [FunctionTool(weather_tool(fault_server), max_retries=0)])

    assert model.calls == 7


def order_tool(server: FaultServer) -> Callable[..., Any]:
    def get_order(order_id: str, tool_context: ToolContext) -> dict[str, Any]:
        """Look an order up."""
        reply = requests.get(server.url(f"/orders/{order_id}"), timeout=5)
        reply.raise_for_status()
        return dict(reply.json())

    return get_order


@pytest.mark.usefixtures("no_waits")
@pytest.mark.parametrize("order_id", ["A-1", "x" * 40, "ünïcode"])
async def test_identical_calls_with_tool_context_are_blocked_on_the_third(
    fault_server: FaultServer, order_id: str
) -> None:
    """Each call gets a new ToolContext, yet the third identical failing call does not run."""
    fault_server.script(f"/orders/{order_id}", Reply.error(404, "unknown order"))
    model = ScriptedModel(policy=keep_calling("get_order", lambda n: {"order_id": order_id}, 3))

    events = await run_agent(model, [FunctionTool(order_tool(fault_server))], [TurnPlugin()])

    codes = [seen["error_code"] for seen in responses(events)]
    assert (codes[2], fault_server.hits()) == ("REPEAT_CALL_BLOCKED", 2)


@pytest.mark.usefixtures("no_waits")
@pytest.mark.parametrize("parallel", [3, 4, 6])
async def test_parallel_identical_calls_run_at_most_twice(
    fault_server: FaultServer, parallel: int
) -> None:
    """Identical failing calls the model emits at once (ADK runs them as parallel tasks) never
    run past the identical-call budget."""
    fault_server.script("/orders/C-3", Reply.error(404, "unknown order"))
    calls = [types.FunctionCall(name="get_order", args={"order_id": "C-3"})] * parallel
    model = ScriptedModel(policy=lambda seen: "done" if seen else calls)

    await run_agent(
        model,
        [FunctionTool(order_tool(fault_server))],
        [TurnPlugin(max_failures_per_tool=10, max_failures=10)],
    )

    assert fault_server.hits() == 2


@pytest.mark.usefixtures("no_waits")
async def test_tool_context_stays_out_of_request(fault_server: FaultServer) -> None:
    """The request a full observation shows names the real parameters only."""
    fault_server.script("/orders/B-2", Reply.error(404, "unknown order"))
    model = ScriptedModel(policy=call_once("get_order", order_id="B-2"))
    tool = FunctionTool(order_tool(fault_server), output=Output(detail="full"))

    events = await run_agent(model, [tool], [TurnPlugin()])

    assert responses(events)[0]["request"]["params"] == {"order_id": "B-2"}


@pytest.mark.parametrize(
    "names", [("get_weather",), ("get_weather", "get_order"), ("a_tool", "b_tool", "c_tool")]
)
async def test_turn_sees_the_tools_the_model_was_given(names: tuple[str, ...]) -> None:
    """The run's turn names exactly the agent's tools as its visible tools."""
    seen_by_tool: list[frozenset[str] | None] = []

    def make(name: str) -> Callable[..., Any]:
        def tool(x: int) -> dict[str, Any]:
            current = toolretry.current_turn()
            seen_by_tool.append(current.visible_tools if current else None)
            return {"x": x}

        tool.__name__ = tool.__qualname__ = name
        return tool

    model = ScriptedModel(policy=call_once(names[-1], x=1))

    await run_agent(model, [FunctionTool(make(name)) for name in names], [TurnPlugin()])

    assert seen_by_tool == [frozenset(names)]


async def test_each_run_gets_its_own_turn() -> None:
    """Two runs through one plugin never share a turn."""
    turns: list[object] = []

    def probe(x: int) -> dict[str, Any]:
        """Record the turn."""
        turns.append(toolretry.current_turn())
        return {"x": x}

    plugin = TurnPlugin()
    for _ in range(2):
        await run_agent(
            ScriptedModel(policy=call_once("probe", x=1)), [FunctionTool(probe)], [plugin]
        )

    assert (turns[0] is not None, turns[0] is not turns[1]) == (True, True)


async def test_sync_tool_waiting_out_retry_after_leaves_the_loop_free(
    fault_server: FaultServer,
) -> None:
    """While a def tool waits out a 1 s Retry-After, a concurrent asyncio ticker keeps ticking."""
    gap = await _longest_tick_gap_during(fault_server, FunctionTool)

    assert gap < STALLED


async def test_adk_own_function_tool_blocks_the_loop(fault_server: FaultServer) -> None:
    """Control: ADK's own FunctionTool runs the decorated def on the loop, which stalls it."""
    gap = await _longest_tick_gap_during(fault_server, AdkFunctionTool)

    assert gap >= STALLED


async def _longest_tick_gap_during(server: FaultServer, make_tool: Callable[..., Any]) -> float:
    server.script("/weather", Reply.retry_after(429, seconds=WAIT), Reply(json={"temp": 3}))
    decorated = smart_retry_with_observation(backoff=Backoff(base=0.01, max=0.01))(
        weather_tool(server)
    )
    model = ScriptedModel(policy=call_once("get_weather", city="Oslo"))
    # A first run builds ADK's schemas and models on the loop: that work is not the tool's.
    await run_agent(ScriptedModel(policy=lambda seen: "warm"), [make_tool(decorated)])
    started = time.monotonic()
    async with loop_gaps(every=0.02) as gaps:
        events = await run_agent(model, [make_tool(decorated)])
    assert time.monotonic() - started >= WAIT  # The tool really waited out the Retry-After.
    assert server.hits("/weather") == 2
    assert "temp" in str(responses(events)[0])
    return max(gaps)


async def _stopped_run(server: FaultServer, how: str) -> list[Event]:
    """A run stopped by its turn, driven the way ``how`` names."""
    from google.adk.agents.run_config import RunConfig, StreamingMode

    model = ScriptedModel(policy=keep_calling("get_weather", lambda n: {"city": f"c{n}"}))
    tool = FunctionTool(weather_tool(server), max_retries=0)
    agent = LlmAgent(name="agent", model=model, tools=[tool])
    app = App(
        name="toolretry_test", root_agent=agent, plugins=[TurnPlugin(max_failures_per_tool=2)]
    )
    runner = InMemoryRunner(app=app)
    session = await runner.session_service.create_session(app_name="toolretry_test", user_id="u")
    message = types.Content(role="user", parts=[types.Part(text="go")])
    run = {"user_id": "u", "session_id": session.id, "new_message": message}
    if how == "run":  # The sync API runs the loop in a thread of its own.
        events = await asyncio.to_thread(lambda: list(runner.run(**run)))
    else:
        config = RunConfig(streaming_mode=StreamingMode.SSE if how == "sse" else StreamingMode.NONE)
        events = [e async for e in runner.run_async(**run, run_config=config)]
    await runner.close()
    return events


@pytest.mark.usefixtures("no_waits")
@pytest.mark.parametrize("how", ["run", "run_async", "sse"])
async def test_a_stopped_run_ends_on_the_final_text_in_every_mode(
    fault_server: FaultServer, how: str
) -> None:
    """run, run_async and SSE streaming all end with one final event whose text says why."""
    fault_server.script("/weather", Reply(503))

    last = (await _stopped_run(fault_server, how))[-1]

    text = "".join(p.text or "" for p in (last.content.parts or () if last.content else ()))
    assert (last.is_final_response(), text.startswith("Stopped: "), "get_weather" in text) == (
        True,
        True,
        True,
    )
