"""A real OpenAI Agents SDK run (Runner, the SDK's ScriptedModel) over toolretry tools calling
FaultServer."""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
import requests
from agents import Agent, RunContextWrapper, ToolsToFinalOutputResult, set_trace_processors
from agents.items import ToolCallOutputItem
from agents.testing import ModelCall, ModelStep, ScriptedModel, assistant_message, function_call
from agents.tool_context import ToolContext
from agents.tracing import FunctionSpanData, TracingProcessor
from agents.tracing.processors import default_processor
from integrations_support import STALLED, WAIT, http_tool, loop_gaps
from pydantic import BaseModel

import toolretry
from toolretry import Backoff
from toolretry.integrations.openai_agents import RunStopped, function_tool, run, run_streamed
from toolretry.redact import RedactionPolicy
from toolretry.testing import FaultServer, Reply

Policy = Callable[[list[Any]], "list[tuple[str, dict[str, Any]]] | str"]


pytestmark = pytest.mark.usefixtures("no_waits")


class Spans(TracingProcessor):
    """Every finished function span, as the SDK reports it to trace processors."""

    def __init__(self) -> None:
        self.ended: list[Any] = []

    def on_trace_start(self, trace: Any) -> None: ...
    def on_trace_end(self, trace: Any) -> None: ...
    def on_span_start(self, span: Any) -> None: ...
    def on_span_end(self, span: Any) -> None:
        if isinstance(span.span_data, FunctionSpanData):
            self.ended.append(span)

    def shutdown(self) -> None: ...
    def force_flush(self) -> None: ...


@pytest.fixture
def spans() -> Iterator[Spans]:
    collector = Spans()
    set_trace_processors([collector])
    yield collector
    set_trace_processors([default_processor()])


def scripted(policy: Policy, steps: int = 30) -> ScriptedModel:
    """The SDK's ScriptedModel answering each call by ``policy`` over the tool outputs so far."""
    count = iter(range(10**6))

    def respond(call: ModelCall) -> Any:
        items = call.input if isinstance(call.input, list) else []
        seen = [item for item in items if _get(item, "type") == "function_call_output"]
        step = policy(seen)
        if isinstance(step, str):
            return [assistant_message(step)]
        return [function_call(name, args, call_id=f"c{next(count)}") for name, args in step]

    return ScriptedModel([ModelStep.respond(respond) for _ in range(steps)])


def _get(item: Any, key: str) -> Any:
    return item.get(key) if isinstance(item, dict) else getattr(item, key, None)


def call_once(name: str, **args: Any) -> Policy:
    return lambda seen: "done" if seen else [(name, args)]


def keep_calling(name: str, args: Callable[[int], dict[str, Any]], give_up: int = 20) -> Policy:
    return lambda seen: "gave up" if len(seen) >= give_up else [(name, args(len(seen)))]


def outputs(result: Any) -> list[Any]:
    return [item.output for item in result.new_items if isinstance(item, ToolCallOutputItem)]


def agent_with(model: ScriptedModel, *tools: Any, **options: Any) -> Agent[Any]:
    return Agent(name="assistant", model=model, tools=list(tools), **options)


@pytest.mark.parametrize("status", [429, 500, 502, 503, 504])
@pytest.mark.parametrize("is_async", [False, True])
async def test_transient_then_success_reaches_the_model_as_the_object(
    fault_server: FaultServer, status: int, is_async: bool, spans: Spans
) -> None:
    """A transient error is retried inside the call; the SDK gets the result, span clean."""
    fault_server.script("/w", Reply.retry_after(status, seconds=0), Reply(json={"temp": 21}))
    model = scripted(call_once("get_weather", city="Paris"))
    get = function_tool(http_tool(fault_server, "/w", is_async=is_async))
    result = await run(agent_with(model, get), "weather?")
    assert (outputs(result), fault_server.hits("/w"), spans.ended[0].error) == (
        [{"temp": 21}],
        2,
        None,
    )


@pytest.mark.parametrize("status", [400, 401, 404, 409, 422])
async def test_client_error_marks_the_call_failed_with_the_observation(
    fault_server: FaultServer, status: int, spans: Spans
) -> None:
    """A client error takes the SDK's failure path: span error set, observation as the output."""
    model = scripted(call_once("get_weather", city="Atlantis"))
    get = function_tool(http_tool(fault_server, f"/status/{status}"))
    result = await run(agent_with(model, get), "w")
    (output,) = outputs(result)
    error = spans.ended[0].error
    assert (f"error_code: HTTP_{status}" in output, error["message"], error["data"]["error"]) == (
        True,
        "Error running tool (non-fatal)",
        output,
    )


@pytest.mark.parametrize("limit", [1, 2, 3, 5])
async def test_a_tool_that_keeps_failing_ends_the_run_saying_why(
    fault_server: FaultServer, limit: int
) -> None:
    """Once the turn stops the tool, the run's final output is the reason; no more model calls."""
    model = scripted(keep_calling("get_weather", lambda n: {"city": f"c{n}"}))
    get = function_tool(http_tool(fault_server, "/status/500"), max_retries=0)
    result = await run(agent_with(model, get), "weather?", max_failures_per_tool=limit)
    assert (len(model.calls), f"(max_failures_per_tool={limit})" in result.final_output) == (
        limit,
        True,
    )


@pytest.mark.parametrize("limit", [1, 2, 4])
async def test_per_tool_limits_end_the_run_at_that_tools_limit(
    fault_server: FaultServer, limit: int
) -> None:
    """run(limits={tool: n}) stops the run after n failures of that tool."""
    model = scripted(keep_calling("get_weather", lambda n: {"city": f"c{n}"}))
    get = function_tool(http_tool(fault_server, "/status/500"), max_retries=0)
    result = await run(
        agent_with(model, get), "w", max_failures_per_tool=9, limits={"get_weather": limit}
    )
    assert (len(model.calls), result.final_output.startswith("Stopped:")) == (limit, True)


@pytest.mark.parametrize("limit", [1, 3])
async def test_a_streamed_run_ends_saying_why(fault_server: FaultServer, limit: int) -> None:
    """run_streamed() carries the turn into the run's task and ends it the same way."""
    model = scripted(keep_calling("get_weather", lambda n: {"city": f"c{n}"}))
    get = function_tool(http_tool(fault_server, "/status/502"), max_retries=0)
    streamed = run_streamed(agent_with(model, get), "weather?", max_failures_per_tool=limit)
    async for _ in streamed.stream_events():
        pass
    assert (len(model.calls), f"(max_failures_per_tool={limit})" in streamed.final_output) == (
        limit,
        True,
    )


async def test_the_agents_own_tool_use_behavior_still_decides(fault_server: FaultServer) -> None:
    """Before the turn stops, the agent's own tool_use_behavior picks the final output."""
    model = scripted(call_once("get_weather", city="Rome"))
    fault_server.script("/w", Reply(json={"temp": 9}))
    agent = agent_with(
        model,
        function_tool(http_tool(fault_server, "/w")),
        tool_use_behavior=lambda ctx, results: ToolsToFinalOutputResult(True, "first: done"),
    )
    result = await run(agent, "weather?")
    assert (result.final_output, len(model.calls)) == ("first: done", 1)


async def test_stop_with_structured_output_raises_run_stopped(fault_server: FaultServer) -> None:
    """An agent whose output cannot be text ends with RunStopped carrying the reason."""

    class Forecast(BaseModel):
        temp: int

    model = scripted(keep_calling("get_weather", lambda n: {"city": f"c{n}"}))
    get = function_tool(http_tool(fault_server, "/status/503"), max_retries=0)
    agent = agent_with(model, get, output_type=Forecast)
    with pytest.raises(RunStopped, match="max_failures_per_tool=2"):
        await run(agent, "weather?", max_failures_per_tool=2)


@dataclass
class Deps:
    calls: int = 0


def lookup_tools(server: FaultServer, path: str) -> list[Callable[..., str]]:
    """The same tool taking the SDK's context as RunContextWrapper, or as ToolContext."""

    def with_wrapper(ctx: RunContextWrapper[Deps], sku: str) -> str:
        """Look up a product."""
        ctx.context.calls += 1  # The context changes on every call.
        response = requests.get(server.url(path), timeout=5)
        response.raise_for_status()
        return response.text

    def with_tool_context(ctx: ToolContext[Deps], sku: str) -> str:
        """Look up a product."""
        ctx.context.calls += 1  # And every ToolContext has its own tool_call_id.
        response = requests.get(server.url(path), timeout=5)
        response.raise_for_status()
        return response.text

    with_wrapper.__name__ = with_tool_context.__name__ = "lookup"
    return [with_wrapper, with_tool_context]


@pytest.mark.parametrize("identical", [3, 5])
@pytest.mark.parametrize("which", [0, 1], ids=["RunContextWrapper", "ToolContext"])
async def test_identical_calls_with_a_context_parameter_are_blocked(
    fault_server: FaultServer, identical: int, which: int
) -> None:
    """The SDK's context is not part of the call: the third identical failing call does not run."""
    lookup = lookup_tools(fault_server, "/status/404")[which]
    model = scripted(keep_calling("lookup", lambda n: {"sku": "A-1"}, give_up=identical))
    agent = agent_with(model, function_tool(lookup))
    result = await run(agent, "find", context=Deps(), max_failures_per_tool=10, max_failures=10)
    assert (fault_server.hits("/status/404"), "REPEAT_CALL_BLOCKED" in outputs(result)[2]) == (
        2,
        True,
    )


@pytest.mark.parametrize("parallel", [3, 6])
async def test_parallel_identical_calls_run_at_most_twice(
    fault_server: FaultServer, parallel: int
) -> None:
    """Identical failing calls the model emits at once are admitted only up to the limit."""
    fault_server.script("/slow", Reply(status=404, json={"error": "no"}, delay=0.2))
    lookup = lookup_tools(fault_server, "/slow")[0]
    model = scripted(lambda seen: "done" if seen else [("lookup", {"sku": "A-1"})] * parallel)
    agent = agent_with(model, function_tool(lookup))
    result = await run(agent, "find", context=Deps(), max_failures_per_tool=10, max_failures=10)
    blocked = [output for output in outputs(result) if "REPEAT_CALL_BLOCKED" in output]
    assert (fault_server.hits("/slow"), len(blocked)) == (2, parallel - 2)


async def test_the_context_never_reaches_the_request_field(fault_server: FaultServer) -> None:
    """The observation's request shows the model's arguments, not the injected context."""

    def lookup(ctx: RunContextWrapper[Deps], sku: str) -> str:
        """Look up a product."""
        response = requests.get(fault_server.url("/status/500"), timeout=5)
        response.raise_for_status()
        return response.text

    model = scripted(call_once("lookup", sku="A-1"))
    agent = agent_with(model, function_tool(lookup, max_retries=0, format="json"))
    (output,) = outputs(await run(agent, "find", context=Deps(calls=98765)))
    assert ("A-1" in output, "98765" in output, "Deps" in output) == (True, False, False)


async def test_visible_tools_are_the_tools_the_agent_offers(fault_server: FaultServer) -> None:
    """The run's turn names exactly the agent's tools."""
    seen: list[frozenset[str] | None] = []

    def where(city: str) -> str:
        """Where is it."""
        open_turn = toolretry.current_turn()
        seen.append(None if open_turn is None else open_turn.visible_tools)
        return city

    def other(x: int) -> int:
        """Another tool."""
        return x

    model = scripted(call_once("where", city="Rome"))
    await run(agent_with(model, function_tool(where), function_tool(other)), "where?")
    assert seen == [frozenset({"where", "other"})]


@pytest.mark.parametrize("is_async", [False, True])
async def test_waiting_for_retry_after_never_blocks_the_event_loop(is_async: bool) -> None:
    """While a tool waits out a Retry-After, other tasks on the loop keep running."""
    with toolretry.set_testing(False), FaultServer() as server:
        server.script("/w", Reply.retry_after(seconds=WAIT), Reply(json={"temp": 1}))
        model = scripted(call_once("get_weather", city="Rome"))
        get = function_tool(http_tool(server, "/w", is_async=is_async), backoff=Backoff(base=0.01))
        async with loop_gaps() as gaps:
            started = time.monotonic()
            result = await run(agent_with(model, get), "weather?")
            elapsed = time.monotonic() - started
    assert (outputs(result), elapsed >= WAIT, max(gaps) < STALLED) == ([{"temp": 1}], True, True)


@pytest.mark.parametrize("own_policy", [True, False], ids=["redaction=", "process-wide only"])
async def test_a_tools_own_redaction_reaches_what_the_model_and_the_span_see(
    fault_server: FaultServer, spans: Spans, own_policy: bool
) -> None:
    """``redaction=`` passed through function_tool hides the tool's own names in the output the
    model reads and in the failed span; without it, the value (an innocent-looking word) shows."""
    value = "".join(secrets.choice("bcdfghjkmnpqrstvwxz") for _ in range(16))

    def lookup(city: str) -> dict[str, Any]:
        """Look a city up."""
        url = fault_server.url("/status/404")
        response = requests.get(url, params={"city": city, "partner_ref": value}, timeout=5)
        response.raise_for_status()
        return {}

    options = {"redaction": RedactionPolicy().with_key_names("partner_ref")} if own_policy else {}
    model = scripted(call_once("lookup", city="Oslo"))
    result = await run(agent_with(model, function_tool(lookup, **options)), "where?")
    (output,) = outputs(result)
    assert "error_code: HTTP_404" in output
    seen = output + repr(spans.ended[0].error)
    assert (value in seen) is not own_policy, seen
