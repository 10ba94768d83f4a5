"""A real PydanticAI agent loop (Agent, FunctionModel) over toolretry tools calling FaultServer."""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import Any

import pytest
import requests
from integrations_support import STALLED, WAIT, http_tool, loop_gaps
from pydantic import BaseModel
from pydantic_ai import Agent, ModelRetry, RunContext, Tool
from pydantic_ai.exceptions import ToolFailed, UnexpectedModelBehavior
from pydantic_ai.messages import (
    ModelMessage,
    ModelRequest,
    ModelResponse,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
)
from pydantic_ai.models.function import AgentInfo, DeltaToolCall, FunctionModel

import toolretry
from toolretry import Backoff
from toolretry.integrations.pydantic_ai import RunStopped, Toolretry, tool
from toolretry.testing import FaultServer, Reply

Policy = Callable[[list[ToolReturnPart]], "list[ToolCallPart] | str"]


pytestmark = pytest.mark.usefixtures("no_waits")


class Script:
    """PydanticAI's FunctionModel driven by a policy over the tool results sent so far."""

    def __init__(self, policy: Policy) -> None:
        self.policy = policy
        self.calls = 0
        self.model = FunctionModel(self._respond)

    def _respond(self, messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        self.calls += 1
        seen = [
            part
            for message in messages
            if isinstance(message, ModelRequest)
            for part in message.parts
            if isinstance(part, ToolReturnPart)
        ]
        step = self.policy(seen)
        if isinstance(step, str):
            return ModelResponse(parts=[TextPart(step)])
        return ModelResponse(parts=list(step))


def call_once(name: str, **args: Any) -> Policy:
    """Call ``name`` once, then answer with text."""
    return lambda seen: "done" if seen else [ToolCallPart(name, args)]


def keep_calling(name: str, args: Callable[[int], dict[str, Any]], give_up: int = 20) -> Policy:
    """Call ``name`` after every result (the n-th call with ``args(n)``), as a stubborn model
    does; text only after ``give_up`` results."""
    return lambda seen: "gave up" if len(seen) >= give_up else [ToolCallPart(name, args(len(seen)))]


def returns(result: Any) -> list[ToolReturnPart]:
    return [
        part
        for message in result.all_messages()
        for part in message.parts
        if isinstance(part, ToolReturnPart)
    ]


@pytest.mark.parametrize("status", [429, 500, 502, 503, 504])
@pytest.mark.parametrize("is_async", [False, True])
def test_transient_then_success_reaches_the_model_as_the_object(
    fault_server: FaultServer, status: int, is_async: bool
) -> None:
    """A transient error is retried inside the call; the model sees only the result object."""
    fault_server.script("/w", Reply.retry_after(status, seconds=0), Reply(json={"temp": 21}))
    script = Script(call_once("get_weather", city="Paris"))
    agent = Agent(script.model, tools=[tool(http_tool(fault_server, "/w", is_async=is_async))])
    (part,) = returns(agent.run_sync("weather?"))
    assert (part.outcome, part.content, fault_server.hits("/w")) == ("success", {"temp": 21}, 2)


@pytest.mark.parametrize("status", [400, 403, 404, 409, 422])
def test_client_error_asks_the_model_to_fix_its_call(
    fault_server: FaultServer, status: int
) -> None:
    """A client error goes back through ModelRetry: the model is asked to change its call."""
    script = Script(call_once("get_weather", city="Atlantis"))
    agent = Agent(script.model, tools=[tool(http_tool(fault_server, f"/status/{status}"))])
    (part,) = returns(agent.run_sync("weather?"))
    assert (part.outcome, f"HTTP_{status}" in str(part.content)) == ("retried", True)


@pytest.mark.parametrize("model_retries", [0, 1, 2, 4])
def test_client_errors_never_exceed_the_model_retry_limit(
    fault_server: FaultServer, model_retries: int
) -> None:
    """Past the tool's model retries a client error is a ToolFailed, not a crashed run."""
    policy = keep_calling("get_weather", lambda n: {"city": f"c{n}"}, give_up=model_retries + 2)
    script = Script(policy)
    get = tool(http_tool(fault_server, "/status/404"), model_retries=model_retries)
    outcomes = [part.outcome for part in returns(Agent(script.model, tools=[get]).run_sync("w"))]
    assert outcomes == ["retried"] * model_retries + ["failed"] * 2


@pytest.mark.parametrize("model_retries", [0, 2])
def test_on_retry_limit_raise_leaves_the_limit_to_pydantic_ai(
    fault_server: FaultServer, model_retries: int
) -> None:
    """With on_retry_limit="raise", client errors stay ModelRetry up to PydanticAI's own limit."""
    script = Script(keep_calling("get_weather", lambda n: {"city": f"c{n}"}))
    get = tool(
        http_tool(fault_server, "/status/404"), model_retries=model_retries, on_retry_limit="raise"
    )
    with pytest.raises(UnexpectedModelBehavior, match="exceeded max retries"):
        Agent(script.model, tools=[get]).run_sync("w")
    assert fault_server.hits("/status/404") == model_retries + 1


@pytest.mark.parametrize(("path", "code"), [("/status/500", "HTTP_500"), ("/reset", "CONNECTION")])
def test_failure_the_model_cannot_fix_is_a_failed_tool_result(
    fault_server: FaultServer, path: str, code: str
) -> None:
    """A failure left after in-process retries reaches the model as a failed tool result."""
    script = Script(call_once("get_weather", city="Paris"))
    agent = Agent(script.model, tools=[tool(http_tool(fault_server, path), max_retries=1)])
    (part,) = returns(agent.run_sync("weather?"))
    assert (part.outcome, code in str(part.content)) == ("failed", True)


@pytest.mark.parametrize("limit", [1, 2, 3, 5])
def test_a_tool_that_keeps_failing_ends_the_run_saying_why(
    fault_server: FaultServer, limit: int
) -> None:
    """Once the turn stops the tool, the run ends without another model call, with the reason."""
    script = Script(keep_calling("get_weather", lambda n: {"city": f"c{n}"}))
    agent = Agent(
        script.model,
        tools=[tool(http_tool(fault_server, "/status/500"), max_retries=0)],
        capabilities=[Toolretry(max_failures_per_tool=limit)],
    )
    result = agent.run_sync("weather?")
    assert (script.calls, f"(max_failures_per_tool={limit})" in result.output) == (limit, True)


@pytest.mark.parametrize("limit", [1, 2, 4])
def test_per_tool_limits_end_the_run_at_that_tools_limit(
    fault_server: FaultServer, limit: int
) -> None:
    """Toolretry(limits={tool: n}) stops the run after n failures of that tool."""
    script = Script(keep_calling("get_weather", lambda n: {"city": f"c{n}"}))
    agent = Agent(
        script.model,
        tools=[tool(http_tool(fault_server, "/status/500"), max_retries=0)],
        capabilities=[Toolretry(max_failures_per_tool=9, limits={"get_weather": limit})],
    )
    result = agent.run_sync("weather?")
    assert (script.calls, result.output.startswith("Stopped:")) == (limit, True)


def test_stop_with_structured_output_raises_run_stopped(fault_server: FaultServer) -> None:
    """An agent whose output cannot be text ends with RunStopped carrying the reason."""

    class Forecast(BaseModel):
        temp: int

    script = Script(keep_calling("get_weather", lambda n: {"city": f"c{n}"}))
    agent = Agent(
        script.model,
        output_type=Forecast,
        tools=[tool(http_tool(fault_server, "/status/503"), max_retries=0)],
        capabilities=[Toolretry(max_failures_per_tool=2)],
    )
    with pytest.raises(RunStopped, match=r"get_weather failed 2 times.*max_failures_per_tool=2"):
        agent.run_sync("weather?")


@dataclass
class Deps:
    request_id: int


@pytest.mark.parametrize("identical", [3, 4])
def test_identical_calls_with_run_context_are_blocked(
    fault_server: FaultServer, identical: int
) -> None:
    """RunContext is not part of the call: the third identical failing call does not run."""

    def lookup(ctx: RunContext[Deps], sku: str) -> str:
        """Look up a product."""
        ctx.deps.request_id += 1  # The context changes on every call.
        response = requests.get(fault_server.url("/status/404"), timeout=5)
        response.raise_for_status()
        return response.text

    script = Script(keep_calling("lookup", lambda n: {"sku": "A-1"}, give_up=identical))
    agent = Agent(
        script.model,
        deps_type=Deps,
        tools=[tool(lookup, model_retries=10)],
        capabilities=[Toolretry(max_failures_per_tool=10)],
    )
    parts = returns(agent.run_sync("find A-1", deps=Deps(0)))
    assert (fault_server.hits("/status/404"), "REPEAT_CALL_BLOCKED" in str(parts[2].content)) == (
        2,
        True,
    )


@pytest.mark.parametrize("parallel", [3, 6])
def test_parallel_identical_calls_run_at_most_twice(
    fault_server: FaultServer, parallel: int
) -> None:
    """Identical failing calls the model emits at once are admitted only up to the limit."""
    fault_server.script("/slow", Reply(status=404, json={"error": "no"}, delay=0.2))

    def lookup(ctx: RunContext[Deps], sku: str) -> str:
        """Look up a product."""
        response = requests.get(fault_server.url("/slow"), timeout=5)
        response.raise_for_status()
        return response.text

    script = Script(
        lambda seen: (
            "done" if seen else [ToolCallPart("lookup", {"sku": "A-1"}) for _ in range(parallel)]
        )
    )
    agent = Agent(
        script.model,
        deps_type=Deps,
        tools=[tool(lookup, model_retries=10)],
        capabilities=[Toolretry(max_failures_per_tool=10, max_failures=10)],
    )
    parts = returns(agent.run_sync("find", deps=Deps(0)))
    blocked = [part for part in parts if "REPEAT_CALL_BLOCKED" in str(part.content)]
    assert (fault_server.hits("/slow"), len(blocked)) == (2, parallel - 2)


def test_run_context_never_reaches_the_request_field(fault_server: FaultServer) -> None:
    """The observation's request shows the model's arguments, not the injected RunContext."""

    def lookup(ctx: RunContext[Deps], sku: str) -> str:
        """Look up a product."""
        response = requests.get(fault_server.url("/status/500"), timeout=5)
        response.raise_for_status()
        return response.text

    script = Script(call_once("lookup", sku="A-1"))
    agent = Agent(
        script.model,
        deps_type=Deps,
        tools=[tool(lookup, max_retries=0, format="json")],
    )
    (part,) = returns(agent.run_sync("find", deps=Deps(12345)))
    assert ("A-1" in str(part.content), "12345" in str(part.content)) == (True, False)


def test_plain_agent_tools_are_retried_by_the_capability(fault_server: FaultServer) -> None:
    """Toolretry() applies to tools registered without tool(): retried, and failures native."""
    fault_server.script("/w", Reply(status=503), Reply(json={"temp": 3}))
    script = Script(call_once("get_weather", city="Oslo"))
    agent = Agent(script.model, tools=[http_tool(fault_server, "/w")], capabilities=[Toolretry()])
    (part,) = returns(agent.run_sync("weather?"))
    assert (part.outcome, part.content, fault_server.hits("/w")) == ("success", {"temp": 3}, 2)


def test_capability_does_not_wrap_adapted_tools_twice(fault_server: FaultServer) -> None:
    """A tool() tool under Toolretry() is called once per attempt, not once per wrapper."""
    script = Script(call_once("get_weather", city="Paris"))
    agent = Agent(
        script.model,
        tools=[tool(http_tool(fault_server, "/status/503"), max_retries=2)],
        capabilities=[Toolretry()],
    )
    agent.run_sync("weather?")
    assert fault_server.hits("/status/503") == 3


def test_visible_tools_are_the_tools_the_model_was_given(fault_server: FaultServer) -> None:
    """The run's turn names exactly the function tools offered to the model."""
    seen: list[frozenset[str] | None] = []

    def where(city: str) -> str:
        """Where is it."""
        open_turn = toolretry.current_turn()
        seen.append(None if open_turn is None else open_turn.visible_tools)
        return city

    def other(x: int) -> int:
        """Another tool."""
        return x

    agent = Agent(
        Script(call_once("where", city="Rome")).model,
        tools=[tool(where), Tool(other)],
        capabilities=[Toolretry()],
    )
    agent.run_sync("where?")
    assert seen == [frozenset({"where", "other"})]


@pytest.mark.parametrize(
    ("raised", "outcome"), [(ModelRetry("try B-2"), "retried"), (ToolFailed("gone"), "failed")]
)
def test_the_tools_own_pydantic_ai_signals_pass_through(raised: Exception, outcome: str) -> None:
    """ModelRetry and ToolFailed raised by the tool itself keep their meaning, unclassified."""

    def pick(sku: str) -> str:
        """Pick a product."""
        raise raised

    agent = Agent(Script(call_once("pick", sku="A")).model, tools=[tool(pick)])
    (part,) = returns(agent.run_sync("pick"))
    assert (part.outcome, part.content) == (outcome, raised.args[0])


@pytest.mark.parametrize("is_async", [False, True])
async def test_waiting_for_retry_after_never_blocks_the_event_loop(is_async: bool) -> None:
    """While a tool waits out a Retry-After, other tasks on the loop keep running."""
    with toolretry.set_testing(False), FaultServer() as server:
        server.script("/w", Reply.retry_after(seconds=WAIT), Reply(json={"temp": 1}))
        agent = Agent(
            Script(call_once("get_weather", city="Rome")).model,
            tools=[tool(http_tool(server, "/w", is_async=is_async), backoff=Backoff(base=0.01))],
        )
        async with loop_gaps() as gaps:
            started = time.monotonic()
            result = await agent.run("weather?")
            elapsed = time.monotonic() - started
    assert (returns(result)[0].content, elapsed >= WAIT, max(gaps) < STALLED) == (
        {"temp": 1},
        True,
        True,
    )


def _streaming_model(calls: list[int]) -> FunctionModel:
    """PydanticAI's FunctionModel, streamed: get_weather after every result, with new args."""

    async def stream(messages: list[ModelMessage], info: AgentInfo) -> AsyncIterator[Any]:
        calls.append(1)
        seen = [
            part
            for message in messages
            if isinstance(message, ModelRequest)
            for part in message.parts
            if isinstance(part, ToolReturnPart)
        ]
        args = json.dumps({"city": f"c{len(seen)}"})
        yield {
            0: DeltaToolCall(name="get_weather", json_args=args, tool_call_id=f"call-{len(calls)}")
        }

    return FunctionModel(stream_function=stream)


@pytest.mark.parametrize("how", ["run_stream", "run_stream_events"])
@pytest.mark.parametrize("limit", [1, 2, 3])
async def test_a_streamed_run_ends_saying_why_as_a_plain_run_does(
    fault_server: FaultServer, how: str, limit: int
) -> None:
    """run_stream and run_stream_events end, without another model call, on run's output."""
    failing = tool(http_tool(fault_server, "/status/500"), max_retries=0)
    plain = Script(keep_calling("get_weather", lambda n: {"city": f"c{n}"}))
    capability = Toolretry(max_failures_per_tool=limit)
    expected = (
        await Agent(plain.model, tools=[failing], capabilities=[capability]).run("?")
    ).output
    calls: list[int] = []
    agent = Agent(_streaming_model(calls), tools=[failing], capabilities=[capability])
    if how == "run_stream":
        async with agent.run_stream("?") as streamed:
            output = await streamed.get_output()
    else:
        async with agent.run_stream_events("?") as events:
            output = [e async for e in events][-1].result.output
    assert (output, len(calls)) == (expected, limit)
