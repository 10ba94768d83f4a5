"""``toolretry.integrations.adk.FunctionTool``: the declaration ADK derives, and the answers."""

from __future__ import annotations

import enum
import functools
from collections.abc import Callable, Iterator
from typing import Any, Literal

import pytest
import requests
from google.adk.features import FeatureName, is_feature_enabled, override_feature_enabled
from google.adk.tools import FunctionTool as AdkFunctionTool
from google.adk.tools import LongRunningFunctionTool, ToolContext
from integrations_support import RunExample
from pydantic import BaseModel

import toolretry
from toolretry import ConfigurationError, smart_retry_with_observation
from toolretry.integrations.adk import FunctionTool, TurnPlugin
from toolretry.testing import FaultServer, Reply


class Query(BaseModel):
    text: str
    limit: int = 10


class Color(enum.Enum):
    RED = "red"
    BLUE = "blue"


def plain(city: str) -> dict[str, Any]:
    """The weather in a city."""
    return {"city": city}


def documented(city: str, days: int = 3, units: Literal["c", "f"] = "c") -> dict[str, Any]:
    """A forecast.

    Args:
      city: The city, e.g. "Paris".
      days: How many days ahead.
      units: Celsius or Fahrenheit.
    """
    return {"city": city, "days": days, "units": units}


def containers(items: list[int], tags: dict[str, str] | None = None) -> list[int]:
    """Sort numbers."""
    return sorted(items)


def with_context(query: Query, tool_context: ToolContext) -> dict[str, Any]:
    """Search with a structured query."""
    return query.model_dump()


async def asynchronous(text: str, *, limit: int = 10) -> str:
    """Shorten a text."""
    return text[:limit]


def enumerated(color: Color) -> str:
    """Name a color."""
    return color.value


def nothing() -> None:
    """Do nothing."""


TOOLS = [plain, documented, containers, with_context, asynchronous, enumerated, nothing]


@pytest.fixture(params=["gemini", "enterprise"])
def variant(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Both API variants ADK builds declarations for (they differ in response schemas)."""
    monkeypatch.delenv("GOOGLE_GENAI_USE_VERTEXAI", raising=False)
    monkeypatch.setenv("GOOGLE_GENAI_USE_ENTERPRISE", "1" if request.param == "enterprise" else "0")
    return str(request.param)


@pytest.fixture(params=[True, False], ids=["json-schema", "schema"])
def json_schema(request: pytest.FixtureRequest) -> Iterator[bool]:
    """Both ways ADK writes parameters (a feature flag): JSON Schema or its own Schema."""
    before = is_feature_enabled(FeatureName.JSON_SCHEMA_FOR_FUNC_DECL)
    override_feature_enabled(FeatureName.JSON_SCHEMA_FOR_FUNC_DECL, request.param)
    yield bool(request.param)
    override_feature_enabled(FeatureName.JSON_SCHEMA_FOR_FUNC_DECL, before)


@pytest.mark.usefixtures("variant", "json_schema")
@pytest.mark.parametrize("fn", TOOLS, ids=lambda fn: fn.__name__)
def test_declaration_of_a_plain_function_is_adks(fn: Callable[..., Any]) -> None:
    """The declaration equals the one ADK derives from the function itself."""
    assert FunctionTool(fn)._get_declaration() == AdkFunctionTool(fn)._get_declaration()


@pytest.mark.usefixtures("variant", "json_schema")
@pytest.mark.parametrize("fn", TOOLS, ids=lambda fn: fn.__name__)
def test_declaration_of_a_decorated_function_is_the_undecorated_ones(
    fn: Callable[..., Any],
) -> None:
    """Decorating first changes nothing the model is shown."""
    decorated = smart_retry_with_observation(max_retries=1)(fn)

    assert FunctionTool(decorated)._get_declaration() == AdkFunctionTool(fn)._get_declaration()


@pytest.mark.parametrize("fn", TOOLS, ids=lambda fn: fn.__name__)
def test_wrapping_an_adk_tool_keeps_its_declaration(fn: Callable[..., Any]) -> None:
    """``FunctionTool.wrap`` of an ADK tool declares what that tool declared."""
    adk_tool = AdkFunctionTool(fn)

    assert FunctionTool.wrap(adk_tool)._get_declaration() == adk_tool._get_declaration()


@pytest.mark.usefixtures("variant")
@pytest.mark.parametrize("fn", TOOLS, ids=lambda fn: fn.__name__)
def test_wrapping_an_adk_tool_over_a_decorated_function_declares_the_original(
    fn: Callable[..., Any],
) -> None:
    """``wrap(FunctionTool(decorated))`` declares the undecorated function, not ``-> str``."""
    adk_tool = AdkFunctionTool(smart_retry_with_observation(fn))

    assert FunctionTool.wrap(adk_tool)._get_declaration() == AdkFunctionTool(fn)._get_declaration()


@pytest.mark.parametrize("fn", [plain, documented, nothing], ids=lambda fn: fn.__name__)
def test_wrapping_a_long_running_tool_keeps_what_it_declares(fn: Callable[..., Any]) -> None:
    """A LongRunningFunctionTool stays long-running, with its own note in the description."""
    adk_tool = LongRunningFunctionTool(fn)
    wrapped = FunctionTool.wrap(adk_tool)

    assert (wrapped.is_long_running, wrapped._get_declaration()) == (
        True,
        adk_tool._get_declaration(),
    )


def test_name_cannot_be_given() -> None:
    """ADK names the tool after its function; name= says so instead of splitting the names."""
    with pytest.raises(ConfigurationError, match="Rename the function"):
        FunctionTool(plain, name="weather")


def test_turns_count_a_decorated_tool_under_its_adk_name() -> None:
    """A tool decorated with its own name= is named as the model calls it."""
    tool = FunctionTool(smart_retry_with_observation(name="weather")(plain))

    assert (tool.name, tool.decorated.__toolretry_settings__.name) == ("plain", "plain")


@pytest.mark.parametrize("value", [{"a": 1}, [1, 2], "text"])
async def test_sync_wrapper_of_an_async_function_answers_its_awaited_value(value: object) -> None:
    """A ``functools.wraps`` sync wrapper around an ``async def`` gives the awaited value."""

    async def fetch() -> object:
        """Fetch."""
        return value

    @functools.wraps(fetch)
    def wrapper() -> Any:
        return fetch()

    tool = FunctionTool(wrapper)
    observation = await tool.decorated.observe()

    assert (observation.ok, tool._runs_async) == (True, True)


def test_decorated_settings_are_kept(fault_server: FaultServer) -> None:
    """A tool decorated with max_retries=0 is not retried through the adapter."""
    fault_server.script("/s", Reply(503))
    tool = FunctionTool(smart_retry_with_observation(max_retries=0)(_getter(fault_server, "/s")))

    with toolretry.set_testing(True):
        tool.decorated.observe()

    assert fault_server.hits("/s") == 1


@pytest.mark.parametrize("retries", [0, 1, 4])
def test_arguments_given_here_override_the_decorated_ones(
    fault_server: FaultServer, retries: int
) -> None:
    """``FunctionTool(decorated, max_retries=n)`` makes n + 1 attempts."""
    fault_server.script("/s", Reply(503))
    decorated = smart_retry_with_observation(max_retries=2)(_getter(fault_server, "/s"))

    with toolretry.set_testing(True):
        FunctionTool(decorated, max_retries=retries).decorated.observe()

    assert fault_server.hits("/s") == retries + 1


def test_wrapping_our_own_tool_keeps_its_arguments(fault_server: FaultServer) -> None:
    """Wrapping a toolretry FunctionTool again keeps the arguments it was built with."""
    fault_server.script("/s", Reply(503))
    tool = FunctionTool.wrap(FunctionTool(_getter(fault_server, "/s"), max_retries=0))

    with toolretry.set_testing(True):
        tool.decorated.observe()

    assert fault_server.hits("/s") == 1


def test_wrong_toolretry_argument_fails_at_construction() -> None:
    """A bad decorator argument raises ConfigurationError naming it."""
    with pytest.raises(ConfigurationError, match="max_retries"):
        FunctionTool(plain, max_retries=-1)


@pytest.mark.parametrize("thing", [plain, "get_weather", None, 3])
def test_wrap_refuses_what_is_not_an_adk_function_tool(thing: object) -> None:
    """``wrap`` says what it takes instead of failing later."""
    with pytest.raises(ConfigurationError, match="FunctionTool"):
        FunctionTool.wrap(thing)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "options", [{"max_failures": 0}, {"max_failures_per_tool": -1}, {"visible_tools": "one"}]
)
def test_wrong_turn_argument_fails_at_plugin_construction(options: dict[str, Any]) -> None:
    """A bad turn argument raises when the plugin is built, not in the middle of a run."""
    with pytest.raises(ConfigurationError):
        TurnPlugin(**options)


def _getter(server: FaultServer, path: str) -> Callable[[], dict[str, Any]]:
    def fetch() -> dict[str, Any]:
        """Fetch a resource."""
        reply = requests.get(server.url(path), timeout=5)
        reply.raise_for_status()
        return dict(reply.json())

    return fetch


def test_example_agent_runs_offline(run_example: RunExample) -> None:
    """``examples/adk_agent.py`` runs its three scenarios with no network and no credentials."""
    done = run_example("adk_agent.py")

    assert (done.returncode, done.stdout.count("model calls:"), '"stop": true' in done.stdout) == (
        0,
        3,
        True,
    )
