"""``toolretry.integrations.openai_agents.function_tool``/``wrap_tool``: the schema the SDK derives
stays the undecorated function's; options, failure formatting and misuse."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, Literal

import pytest
import requests
from agents import Agent, RunContextWrapper, Runner
from agents import function_tool as sdk_function_tool
from agents.items import ToolCallOutputItem
from agents.testing import ScriptedModel, assistant_message, function_call
from agents.tool import FunctionTool, ToolContext
from integrations_support import RunExample
from pydantic import BaseModel, Field

from toolretry import ConfigurationError, smart_retry_with_observation
from toolretry.integrations.openai_agents import ToolCallFailed, function_tool, wrap_tool
from toolretry.testing import FaultServer

pytestmark = pytest.mark.usefixtures("no_waits")


class Forecast(BaseModel):
    city: str
    temp: float = Field(description="Degrees Celsius.")


def google_style(city: str, days: int = 3, units: Literal["c", "f"] = "c") -> str:
    """Get the forecast.

    Args:
        city: The city to look up.
        days: How many days ahead.
        units: Celsius or Fahrenheit.
    """
    return city


def sphinx_style(sku: str, quantity: int) -> list[str]:
    """Reserve stock.

    :param sku: The product code.
    :param quantity: How many to reserve.
    """
    return [sku] * quantity


def annotated_fields(
    query: Annotated[str, Field(description="What to search for")],
    limit: int = 10,
) -> str:
    """Search the catalogue."""
    return query


def model_argument(forecast: Forecast) -> Forecast:
    """Store a forecast."""
    return forecast


async def async_tool(name: str, tags: list[str] | None = None) -> int:
    """Count the tags of a thing."""
    return len(tags or [])


def with_context(ctx: RunContextWrapper[Any], order_id: int) -> str:
    """Look up an order.

    Args:
        order_id: The order number.
    """
    return str(order_id)


def with_tool_context(ctx: ToolContext[Any], order_id: int) -> str:
    """Look up an order by the tool call."""
    return str(order_id)


def structured(city: str) -> Forecast:
    """Forecast for a city."""
    return Forecast(city=city, temp=20.5)


FUNCTIONS = [
    google_style,
    sphinx_style,
    annotated_fields,
    model_argument,
    async_tool,
    with_context,
    with_tool_context,
    structured,
]


def definition(made: FunctionTool) -> tuple[Any, ...]:
    """What the SDK sends the model about a tool, and the output schema programs see."""
    return (
        made.name,
        made.description,
        made.params_json_schema,
        made.strict_json_schema,
        made.output_json_schema,
    )


@pytest.mark.parametrize("fn", FUNCTIONS, ids=lambda fn: fn.__name__)
@pytest.mark.parametrize("strict", [True, False])
def test_schema_is_the_undecorated_functions(fn: Callable[..., Any], strict: bool) -> None:
    """function_tool(fn) is described exactly as agents.function_tool(fn), strict or not."""
    ours = function_tool(fn, strict_mode=strict)
    assert definition(ours) == definition(sdk_function_tool(fn, strict_mode=strict))


@pytest.mark.parametrize("fn", FUNCTIONS, ids=lambda fn: fn.__name__)
def test_schema_of_an_already_decorated_function(fn: Callable[..., Any]) -> None:
    """A function decorated with @smart_retry_with_observation gets the plain function's schema."""
    decorated = smart_retry_with_observation(max_retries=1)(fn)
    assert definition(function_tool(decorated)) == definition(sdk_function_tool(fn))


@pytest.mark.parametrize("fn", [structured, model_argument], ids=lambda fn: fn.__name__)
def test_output_schema_for_programs_is_the_functions_return_type(fn: Callable[..., Any]) -> None:
    """For programmatic callers the output schema is the original return type, not str."""
    options: dict[str, Any] = {"allowed_callers": ["direct", "programmatic"]}
    ours = function_tool(fn, **options).output_json_schema
    assert (ours, ours is not None) == (sdk_function_tool(fn, **options).output_json_schema, True)


@pytest.mark.parametrize(
    "options",
    [
        {"name_override": "forecast"},
        {"description_override": "Weather, days ahead."},
        {"use_docstring_info": False},
        {"docstring_style": "google"},
    ],
)
def test_sdk_options_shape_the_definition_as_on_function_tool(options: dict[str, Any]) -> None:
    """agents.function_tool's own arguments shape the definition as they do there."""
    ours = function_tool(google_style, **options)
    assert definition(ours) == definition(sdk_function_tool(google_style, **options))


@pytest.mark.parametrize("fn", FUNCTIONS, ids=lambda fn: fn.__name__)
def test_wrap_tool_keeps_the_definition(fn: Callable[..., Any]) -> None:
    """wrap_tool(existing) is described exactly as the FunctionTool it wraps."""
    existing = sdk_function_tool(fn, name_override="renamed", strict_mode=False)
    assert definition(wrap_tool(existing)) == definition(existing)


@pytest.mark.parametrize("make", [function_tool, lambda fn: wrap_tool(sdk_function_tool(fn))])
def test_wrapping_twice_changes_nothing(make: Callable[..., FunctionTool]) -> None:
    """wrap_tool() on a tool already made by this adapter gives it back as it is."""
    made = make(google_style)
    assert wrap_tool(made) is made


def test_bare_and_configured_decorators_make_function_tools() -> None:
    """@function_tool and @function_tool(...) both give a FunctionTool; name is shared."""

    @function_tool
    def plain(x: int) -> int:
        """Plain."""
        return x

    @function_tool(max_retries=1, name="named")
    def configured(x: int) -> int:
        """Configured."""
        return x

    assert (type(plain), configured.name) == (FunctionTool, "named")


async def run_once(made: FunctionTool, **args: Any) -> Any:
    model = ScriptedModel(
        [[function_call(made.name, args, call_id="c1")], [assistant_message("done")]]
    )
    result = await Runner.run(Agent(name="a", model=model, tools=[made]), "go")
    (output,) = [item.output for item in result.new_items if isinstance(item, ToolCallOutputItem)]
    return output


@pytest.mark.parametrize("retries", [0, 1, 3])
async def test_an_already_decorated_tool_keeps_its_settings(
    fault_server: FaultServer, retries: int
) -> None:
    """The decorator's own max_retries holds when its tool is handed to function_tool()."""

    @smart_retry_with_observation(max_retries=retries)
    def fetch(item: str) -> str:
        """Fetch an item."""
        response = requests.get(fault_server.url("/status/503"), timeout=5)
        response.raise_for_status()
        return response.text

    await run_once(function_tool(fetch), item="a")
    assert fault_server.hits("/status/503") == retries + 1


@pytest.mark.parametrize("retries", [0, 2])
async def test_wrap_tool_retries_with_toolretry_options(
    fault_server: FaultServer, retries: int
) -> None:
    """wrap_tool(existing, max_retries=n) retries the existing tool's function n times."""

    def fetch(item: str) -> str:
        """Fetch an item."""
        response = requests.get(fault_server.url("/status/429"), timeout=5)
        response.raise_for_status()
        return response.text

    output = await run_once(wrap_tool(sdk_function_tool(fetch), max_retries=retries), item="a")
    assert ("HTTP_429" in output, fault_server.hits("/status/429")) == (True, retries + 1)


@pytest.mark.parametrize(
    ("result", "expected"),
    [({"a": 1}, {"a": 1}), ([1, 2], [1, 2]), (7, 7), ("text", "text")],
)
async def test_success_reaches_the_sdk_as_the_object(result: Any, expected: Any) -> None:
    """The tool's own return value, not its rendering, is the tool output."""

    def give(x: int) -> Any:
        """Give it."""
        return result

    assert await run_once(function_tool(give), x=1) == expected


async def test_other_errors_go_to_the_users_failure_function() -> None:
    """Errors the SDK raises itself (bad JSON arguments) still reach failure_error_function."""
    seen: list[Exception] = []

    def formatter(ctx: RunContextWrapper[Any], error: Exception) -> str:
        seen.append(error)
        return "custom message"

    made = function_tool(google_style, failure_error_function=formatter)
    model = ScriptedModel(
        [[function_call("google_style", "{not json", call_id="c1")], [assistant_message("ok")]]
    )
    result = await Runner.run(Agent(name="a", model=model, tools=[made]), "go")
    (output,) = [item.output for item in result.new_items if isinstance(item, ToolCallOutputItem)]
    assert (output, isinstance(seen[0], ToolCallFailed)) == ("custom message", False)


@pytest.mark.parametrize(("status", "code"), [(404, "HTTP_404"), (400, "HTTP_400")])
def test_failures_raise_tool_call_failed_carrying_the_observation(
    fault_server: FaultServer, status: int, code: str
) -> None:
    """What the SDK calls raises ToolCallFailed holding the Observation, its text as message."""

    def fetch(item: str) -> str:
        """Fetch an item."""
        response = requests.get(fault_server.url(f"/status/{status}"), timeout=5)
        response.raise_for_status()
        return response.text

    with pytest.raises(ToolCallFailed) as raised:
        function_tool(fetch).__wrapped__(item="a")
    observation = raised.value.observation
    assert (observation.error_code, str(raised.value)) == (code, observation.render())


@pytest.mark.parametrize(
    ("make", "options"),
    [
        (lambda **o: function_tool(google_style, **o), {"retries": 2}),
        (lambda **o: function_tool(google_style, **o), {"max_retries": -1}),
        (lambda **o: wrap_tool(sdk_function_tool(google_style), **o), {"strict_mode": True}),
        (lambda **o: wrap_tool(google_style, **o), {}),  # type: ignore[arg-type]
    ],
)
def test_bad_arguments_raise_configuration_error(
    make: Callable[..., Any], options: dict[str, Any]
) -> None:
    """An argument neither the SDK nor toolretry knows, or a bad value, fails at once."""
    with pytest.raises(ConfigurationError):
        make(**options)


def test_the_example_script_shows_success_failure_and_stop(run_example: RunExample) -> None:
    """examples/openai_agents_agent.py runs on loopback and shows each native outcome."""
    done = run_example("openai_agents_agent.py")
    spans = [line for line in done.stdout.splitlines() if line.startswith("--- tool output")]
    assert (done.returncode, spans[:2], "after 3 model call(s): Stopped:" in done.stdout) == (
        0,
        [
            "--- tool output (span error: None):",
            "--- tool output (span error: Error running tool (non-fatal)):",
        ],
        True,
    )
