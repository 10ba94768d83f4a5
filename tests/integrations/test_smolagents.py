"""toolretry.integrations.smolagents: smolagents' own schema and error path, and its
ToolCallingAgent and CodeAgent driven by a scripted model over tools calling a FaultServer."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any, Literal

import pytest
import smolagents
from integrations_support import RunExample, api_json
from smolagents import CodeAgent, ToolCallingAgent
from smolagents.memory import ActionStep, FinalAnswerStep
from smolagents.models import (
    ChatMessage,
    ChatMessageToolCall,
    ChatMessageToolCallFunction,
    MessageRole,
    Model,
)

from toolretry import ConfigurationError, smart_retry_with_observation
from toolretry.integrations.smolagents import ToolFailed, tool, with_turn
from toolretry.testing import FaultServer, Reply

pytestmark = pytest.mark.usefixtures("api")


def weather(city: str, unit: Literal["c", "f"] = "c") -> dict[str, Any]:
    """Weather for a city.

    Args:
        city: The city's name.
        unit: The temperature unit.
    """
    return dict(api_json(city=city))


def temperatures(cities: list[str]) -> list[float]:
    """Temperatures for several cities.

    Args:
        cities: The cities' names.
    """
    return [float(api_json(city=c)["temp"]) for c in cities]


def headline(city: str, days: int | None = None) -> str:
    """A headline for a city.

    Args:
        city: The city's name.
        days: How many days ahead.
    """
    return f"{city}: {api_json(city=city)['temp']} C"


FUNCTIONS = [weather, temperatures, headline]


def _described(t: Any) -> tuple[Any, ...]:
    return (t.name, t.description, t.inputs, t.output_type, getattr(t, "output_schema", None))


@pytest.mark.parametrize("fn", FUNCTIONS, ids=lambda f: f.__name__)
@pytest.mark.parametrize("decorate_first", [False, True], ids=["plain", "decorated"])
def test_schema_is_the_undecorated_functions(fn: Callable[..., Any], decorate_first: bool) -> None:
    """Name, description, inputs and output type are what smolagents derives unaided."""
    target = smart_retry_with_observation(max_retries=1)(fn) if decorate_first else fn
    assert _described(tool(target)) == _described(smolagents.tool(fn))


@pytest.mark.parametrize("temp", [21, -3.5, 0])
def test_success_is_the_tools_own_object(api: FaultServer, temp: float) -> None:
    """A success answers what the plain smolagents tool answers."""
    api.script("/api", Reply(json={"temp": temp}), Reply(json={"temp": temp}))
    assert tool(weather)(city="Oslo") == smolagents.tool(weather)(city="Oslo")


@pytest.mark.parametrize("status", [400, 404, 409])
def test_failure_raises_with_the_observation(api: FaultServer, status: int) -> None:
    """A failure raises ToolFailed, whose text is the observation."""
    api.script("/api", Reply(status=status))
    with pytest.raises(ToolFailed) as raised:
        tool(weather)(city="Oslo")
    assert (raised.value.observation.error_code, str(raised.value).splitlines()[0]) == (
        f"HTTP_{status}",
        "Tool call failed: weather",
    )


def test_an_async_tool_is_refused_at_decoration() -> None:
    """smolagents calls tools synchronously: an async def is a ConfigurationError."""

    async def later(city: str) -> str:
        """Later.

        Args:
            city: The city.
        """
        return city

    with pytest.raises(ConfigurationError, match="async def"):
        tool(later)


class Scripted(Model):  # type: ignore[misc]
    """A model that asks for ``name`` with each of ``cities`` in turn, then answers through
    smolagents' final_answer tool; ``calls`` counts its calls."""

    def __init__(self, name: str, *cities: str) -> None:
        super().__init__(model_id="scripted")
        self.script = iter(cities)
        self.name = name
        self.ids = itertools.count()
        self.calls = 0

    def generate(self, messages: Any, *args: Any, **kwargs: Any) -> ChatMessage:
        self.calls += 1
        city = next(self.script, None)
        name, arguments = (
            (self.name, {"city": city}) if city else ("final_answer", {"answer": "done"})
        )
        call = ChatMessageToolCall(
            id=f"call-{next(self.ids)}",
            type="function",
            function=ChatMessageToolCallFunction(name=name, arguments=arguments),
        )
        return ChatMessage(role=MessageRole.ASSISTANT, content="", tool_calls=[call])


class ScriptedCoder(Model):  # type: ignore[misc]
    """A model that writes code calling ``weather`` for each city in turn."""

    def __init__(self, *cities: str) -> None:
        super().__init__(model_id="scripted-coder")
        self.script = iter(cities)
        self.calls = 0

    def generate(self, messages: Any, *args: Any, **kwargs: Any) -> ChatMessage:
        self.calls += 1
        city = next(self.script, None)
        code = f'weather(city="{city}")' if city else 'final_answer("done")'
        return ChatMessage(role=MessageRole.ASSISTANT, content=f"Thought: go\n<code>{code}</code>")


def _errors(steps: list[Any]) -> list[str]:
    return [str(s.error) for s in steps if isinstance(s, ActionStep) and s.error is not None]


def test_failure_reaches_the_model_as_the_steps_error(api: FaultServer) -> None:
    """In a ToolCallingAgent a failure is the step's error, carrying the observation."""
    api.script("/api", Reply(status=404))
    model = Scripted("weather", "Atlantis")
    agent = with_turn(ToolCallingAgent(tools=[tool(weather)], model=model, verbosity_level=0))
    (error,) = _errors(list(agent.run("Weather?", stream=True)))
    assert ("Tool call failed: weather" in error, "error_code: HTTP_404" in error) == (True, True)


@pytest.mark.parametrize("limit", [1, 2, 3])
def test_a_tool_that_keeps_failing_ends_the_run(api: FaultServer, limit: int) -> None:
    """At the tool's limit the run ends after that step: the model is not called again."""
    api.script("/api", Reply(status=500))
    model = Scripted("weather", *(f"c{i}" for i in range(limit + 3)))
    agent = ToolCallingAgent(tools=[tool(weather, max_retries=0)], model=model, verbosity_level=0)
    answer = with_turn(agent, max_failures_per_tool=limit).run("Weather?")
    assert (model.calls, str(answer).startswith("Stopped: weather failed")) == (limit, True)


def test_streamed_and_plain_runs_end_on_the_same_answer(api: FaultServer) -> None:
    """The stream's last step is a FinalAnswerStep with the answer run() returns."""
    api.script("/api", Reply(status=500))
    answers = []
    for stream in (False, True):
        model = Scripted("weather", "a", "b", "c", "d")
        agent = with_turn(ToolCallingAgent(tools=[tool(weather)], model=model, verbosity_level=0))
        result = agent.run("Weather?", stream=stream)
        if stream:
            last = list(result)[-1]
            assert isinstance(last, FinalAnswerStep)
            result = last.output
        answers.append(result)
    assert answers[0] == answers[1]
    assert answers[0].startswith("Stopped: ")


def test_identical_calls_are_blocked_and_each_run_starts_afresh(api: FaultServer) -> None:
    """Within a run the third identical failure is refused; the next run starts again."""
    api.script("/api", Reply(status=404))
    codes = []
    for _ in range(2):
        model = Scripted("weather", "Oslo", "Oslo", "Oslo")
        agent = with_turn(ToolCallingAgent(tools=[tool(weather)], model=model, verbosity_level=0))
        errors = _errors(list(agent.run("Weather?", stream=True)))
        codes.append([line for e in errors for line in e.splitlines() if "error_code" in line])
    expected = ["error_code: HTTP_404"] * 2 + ["error_code: REPEAT_CALL_BLOCKED"]
    assert codes == [expected] * 2
    assert api.hits("/api") == 4


def test_a_run_the_model_ends_itself_is_untouched(api: FaultServer) -> None:
    """A run that ends through final_answer answers what the agent answers."""
    api.script("/api", Reply(json={"temp": 3}))
    model = Scripted("weather", "Oslo")
    agent = with_turn(ToolCallingAgent(tools=[tool(weather)], model=model, verbosity_level=0))
    assert (agent.run("Weather?"), agent.last_turn is not None) == ("done", True)


def test_visible_tools_are_the_agents_tools() -> None:
    """The run's turn names the agent's tools (not final_answer) as the visible ones."""
    model = Scripted("weather")
    tools = [tool(weather), tool(headline)]
    agent = with_turn(ToolCallingAgent(tools=tools, model=model, verbosity_level=0))
    agent.run("hi")
    assert agent.last_turn is not None
    assert agent.last_turn.visible_tools == frozenset({"weather", "headline"})


def test_a_code_agent_is_stopped_too(api: FaultServer) -> None:
    """A CodeAgent calling the tool from its code ends on the stop answer at the limit."""
    api.script("/api", Reply(status=503))
    model = ScriptedCoder("a", "b", "c", "d", "e")
    agent = CodeAgent(tools=[tool(weather, max_retries=0)], model=model, verbosity_level=0)
    answer = with_turn(agent, max_failures_per_tool=2).run("Weather?")
    assert (model.calls, str(answer).startswith("Stopped: ")) == (2, True)


def test_the_example_runs_and_shows_each_outcome(run_example: RunExample) -> None:
    """examples/smolagents_agent.py runs offline and shows a retry, an error and a stop."""
    done = run_example("smolagents_agent.py")
    assert done.returncode == 0, done.stderr
    assert ("error_code: HTTP_404" in done.stdout, "Stopped: " in done.stdout) == (True, True)
