"""toolretry.integrations.llamaindex: FunctionTool's schema, LlamaIndex's error channel, and a
FunctionAgent driven by LlamaIndex's own MockFunctionCallingLLM over tools calling a FaultServer."""

import asyncio
import itertools
import time
from collections.abc import Callable, Sequence
from typing import Any, Literal

import pytest
from integrations_support import STALLED, WAIT, RunExample, api_json, loop_gaps
from llama_index.core.agent.workflow import FunctionAgent, ToolCallResult
from llama_index.core.base.llms.types import ChatMessage, ToolCallBlock
from llama_index.core.llms.mock import MockFunctionCallingLLM
from llama_index.core.tools import FunctionTool
from llama_index.core.workflow import Context, StopEvent
from pydantic import BaseModel

from toolretry import Output, smart_retry_with_observation
from toolretry.integrations.llamaindex import ToolFailed, tool, with_turn
from toolretry.testing import FaultServer, Reply

pytestmark = pytest.mark.usefixtures("api")


class Place(BaseModel):
    city: str
    country: str | None = None


def weather(city: str, unit: Literal["c", "f"] = "c") -> dict[str, float]:
    """Weather for a city.

    Args:
        city: The city.
        unit: The temperature unit.
    """
    return {"temp": float(api_json(city=city)["temp"])}


async def aweather(place: Place) -> dict[str, float]:
    """Async weather for a place."""
    data = await asyncio.to_thread(api_json, city=place.city)
    return {"temp": float(data["temp"])}


def summary(city: str, ctx: Context) -> str:
    """A text summary; receives the workflow context."""
    return f"{city}: {api_json(city=city)['temp']} C"


FUNCTIONS = [weather, aweather, summary]


def _described(t: FunctionTool) -> tuple[Any, ...]:
    m = t.metadata
    return (m.name, m.description, m.get_parameters_dict(), m.return_direct, t.requires_context)


@pytest.mark.parametrize("fn", FUNCTIONS, ids=lambda f: f.__name__)
@pytest.mark.parametrize("decorate_first", [False, True], ids=["plain", "decorated"])
def test_schema_is_the_undecorated_functions(fn: Callable[..., Any], decorate_first: bool) -> None:
    """Name, description, parameters and context injection are what LlamaIndex derives."""
    target = smart_retry_with_observation(max_retries=1)(fn) if decorate_first else fn
    assert _described(tool(target)) == _described(FunctionTool.from_defaults(fn))


@pytest.mark.parametrize("temp", [21, -3.5, 0])
def test_success_keeps_the_native_output(api: FaultServer, temp: float) -> None:
    """A success is the ToolOutput LlamaIndex builds for the plain function: object and text."""
    api.script("/api", Reply(json={"temp": temp}), Reply(json={"temp": temp}))
    ours = tool(weather).call(city="Oslo")
    plain = FunctionTool.from_defaults(weather).call(city="Oslo")
    assert (ours.raw_output, ours.content, ours.is_error) == (
        plain.raw_output,
        plain.content,
        False,
    )


@pytest.mark.parametrize("status", [400, 404, 422])
def test_failure_raises_into_llamaindex_with_the_observation(api: FaultServer, status: int) -> None:
    """A failure raises ToolFailed, its text the observation, as a plain failing tool raises."""
    api.script("/api", Reply(status=status))
    with pytest.raises(ToolFailed) as raised:
        tool(weather).call(city="Oslo")
    assert (raised.value.observation.error_code, str(raised.value).splitlines()[0]) == (
        f"HTTP_{status}",
        "Tool call failed: weather",
    )


def _llm(*steps: list[tuple[str, dict[str, Any]]] | str) -> MockFunctionCallingLLM:
    """LlamaIndex's mock function-calling LLM answering with ``steps`` in turn (tool calls, or
    a text), then "done"; ``llm.calls`` counts its calls."""
    script = iter(steps)
    ids = itertools.count()
    calls: list[int] = []

    def respond(messages: Sequence[ChatMessage], **kwargs: Any) -> ChatMessage:
        calls.append(1)
        step = next(script, "done")
        if isinstance(step, str):
            return ChatMessage(role="assistant", content=step)
        blocks = [
            ToolCallBlock(tool_call_id=f"call-{next(ids)}", tool_name=name, tool_kwargs=args)
            for name, args in step
        ]
        return ChatMessage(role="assistant", blocks=blocks)

    llm = MockFunctionCallingLLM(response_generator=respond)
    llm.__dict__["calls"] = calls  # Read back by the tests: how often the model was called.
    return llm


def _calls(name: str, *cities: str) -> list[list[tuple[str, dict[str, Any]]]]:
    return [[(name, {"city": city})] for city in cities]


async def _run(agent: Any) -> tuple[list[Any], Any]:
    """Run the agent to its end: the events it streamed, and its result."""
    handler = agent.run(user_msg="Weather?")
    events = [event async for event in handler.stream_events()]
    return events, await handler


def _results(events: list[Any]) -> list[Any]:
    return [e.tool_output for e in events if isinstance(e, ToolCallResult)]


async def test_failure_reaches_the_model_as_an_error_output(api: FaultServer) -> None:
    """In a FunctionAgent a failure is ToolOutput(is_error=True) carrying the observation."""
    api.script("/api", Reply(status=404))
    agent = with_turn(FunctionAgent(tools=[tool(weather)], llm=_llm(*_calls("weather", "x"))))
    events, _ = await _run(agent)
    (output,) = _results(events)
    assert (output.is_error, output.content.splitlines()[1]) == (True, "error_code: HTTP_404")


async def test_transient_failure_is_retried_inside_the_call(api: FaultServer) -> None:
    """A 503 then a success: the model sees one successful result."""
    api.script("/api", Reply(status=503), Reply(json={"temp": 7}))
    agent = with_turn(FunctionAgent(tools=[tool(weather)], llm=_llm(*_calls("weather", "x"))))
    events, _ = await _run(agent)
    assert [(o.is_error, o.raw_output) for o in _results(events)] == [(False, {"temp": 7.0})]


async def test_context_parameter_stays_out_of_request(api: FaultServer) -> None:
    """The injected Context reaches the tool but not the observation's request."""
    api.script("/api", Reply(status=404))
    llm = _llm(*_calls("summary", "Oslo"))
    agent = with_turn(FunctionAgent(tools=[tool(summary, output=Output(detail="full"))], llm=llm))
    events, _ = await _run(agent)
    (output,) = _results(events)
    assert output.exception.observation.request == {"tool": "summary", "params": {"city": "Oslo"}}


@pytest.mark.parametrize("limit", [1, 2, 3])
async def test_a_tool_that_keeps_failing_ends_the_run(api: FaultServer, limit: int) -> None:
    """At the tool's limit the run ends on the stopping call: the model is not called again."""
    api.script("/api", Reply(status=500))
    llm = _llm(*_calls("weather", *(f"c{i}" for i in range(limit + 3))))
    agent = with_turn(
        FunctionAgent(tools=[tool(weather, max_retries=0)], llm=llm), max_failures_per_tool=limit
    )
    events, result = await _run(agent)
    assert (len(llm.__dict__["calls"]), len(_results(events))) == (limit, limit)
    assert str(result).startswith("Stopped: weather failed")


async def test_streamed_and_awaited_runs_end_on_the_same_text(api: FaultServer) -> None:
    """The stream ends with the StopEvent whose result is the awaited one: the stop text."""
    api.script("/api", Reply(status=500))
    llm = _llm(*_calls("weather", "a", "b", "c"))
    agent = with_turn(FunctionAgent(tools=[tool(weather, max_retries=0)], llm=llm))
    events, result = await _run(agent)
    assert isinstance(events[-1], StopEvent)
    assert (str(events[-1].result), str(result)[:9]) == (str(result), "Stopped: ")


async def test_identical_calls_are_blocked_and_each_run_starts_afresh(api: FaultServer) -> None:
    """Within a run the third identical call is refused and ends the run (it says stop); the
    next run starts again."""
    api.script("/api", Reply(status=404))
    seen = []
    for _ in range(2):
        llm = _llm(*_calls("weather", "Oslo", "Oslo", "Oslo"), "sorry")
        agent = with_turn(FunctionAgent(tools=[tool(weather)], llm=llm))
        events, result = await _run(agent)
        *failed, stopping = _results(events)
        seen.append(
            (
                [o.exception.observation.error_code for o in failed],
                stopping.is_error,
                str(result).startswith("Stopped: "),
            )
        )
    assert seen == [(["HTTP_404", "HTTP_404"], False, True)] * 2
    assert api.hits("/api") == 4


async def test_visible_tools_are_the_agents_tools() -> None:
    """The run's turn names the agent's tools as the visible ones."""
    agent = with_turn(FunctionAgent(tools=[tool(weather), tool(aweather)], llm=_llm()))
    await agent.run(user_msg="hi")
    assert agent.last_turn is not None
    assert agent.last_turn.visible_tools == frozenset({"weather", "aweather"})


async def test_sync_tool_does_not_block_the_event_loop(api: FaultServer) -> None:
    """A sync tool waiting between retries runs off the loop: a ticker keeps ticking."""
    api.script("/api", Reply(status=503), Reply(json={"temp": 1}))

    def slow(city: str) -> dict[str, Any]:
        """Slow weather."""
        time.sleep(WAIT)
        return dict(api_json(city=city))

    agent = with_turn(FunctionAgent(tools=[tool(slow)], llm=_llm(*_calls("slow", "x"))))
    async with loop_gaps() as gaps:
        await _run(agent)
    assert max(gaps) < STALLED


def test_the_example_runs_and_shows_each_outcome(run_example: RunExample) -> None:
    """examples/llamaindex_agent.py runs offline and shows a retry, an error and a stop."""
    done = run_example("llamaindex_agent.py")
    assert done.returncode == 0, done.stderr
    assert ("is_error=True" in done.stdout, "Stopped: " in done.stdout) == (True, True)
