"""``toolretry.integrations.pydantic_ai.tool``/``wrap_tool``: the schema PydanticAI derives stays
the undecorated function's; options and misuse."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, Literal

import pytest
import requests
from integrations_support import RunExample
from pydantic import BaseModel, Field
from pydantic_ai import Agent, RunContext, Tool
from pydantic_ai.messages import ModelResponse, TextPart, ToolCallPart, ToolReturnPart
from pydantic_ai.models.function import FunctionModel

from toolretry import ConfigurationError, smart_retry_with_observation
from toolretry.integrations.pydantic_ai import Toolretry, tool, wrap_tool
from toolretry.testing import FaultServer, Reply

pytestmark = pytest.mark.usefixtures("no_waits")


class Address(BaseModel):
    street: str
    city: str = Field(description="The city, in English.")


@dataclass
class Deps:
    user: str


def google_style(city: str, days: int = 3, units: Literal["c", "f"] = "c") -> dict[str, Any]:
    """Get the forecast.

    Args:
        city: The city to look up.
        days: How many days ahead.
        units: Celsius or Fahrenheit.
    """
    return {"city": city}


def sphinx_style(sku: str, quantity: int) -> list[str]:
    """Reserve stock.

    :param sku: The product code.
    :param quantity: How many to reserve.
    """
    return [sku] * quantity


def annotated_fields(
    query: Annotated[str, Field(description="What to search for", max_length=200)],
    limit: Annotated[int, Field(ge=1, le=50)] = 10,
) -> str:
    """Search the catalogue."""
    return query


def model_argument(address: Address) -> Address:
    """Validate an address."""
    return address


async def async_tool(name: str, tags: list[str] | None = None) -> int:
    """Count the tags of a thing."""
    return len(tags or [])


def with_context(ctx: RunContext[Deps], order_id: int) -> str:
    """Look up an order of the current user.

    Args:
        order_id: The order number.
    """
    return f"{ctx.deps.user}:{order_id}"


def no_docstring(a: int, b: float) -> float:
    return a * b


FUNCTIONS = [
    google_style,
    sphinx_style,
    annotated_fields,
    model_argument,
    async_tool,
    with_context,
    no_docstring,
]


def definition(made: Tool[Any]) -> tuple[Any, ...]:
    """What PydanticAI sends the model about a tool, and its return schema."""
    d = made.tool_def
    return (d.name, d.description, d.parameters_json_schema, d.strict, d.return_schema, d.kind)


@pytest.mark.parametrize("fn", FUNCTIONS, ids=lambda fn: fn.__name__)
def test_schema_is_the_undecorated_functions(fn: Callable[..., Any]) -> None:
    """tool(fn) is described to the model exactly as Tool(fn) is."""
    assert definition(tool(fn)) == definition(Tool(fn))


@pytest.mark.parametrize("fn", FUNCTIONS, ids=lambda fn: fn.__name__)
def test_schema_of_an_already_decorated_function(fn: Callable[..., Any]) -> None:
    """A function decorated with @smart_retry_with_observation gets the plain function's schema."""
    assert definition(tool(smart_retry_with_observation(max_retries=1)(fn))) == definition(Tool(fn))


@pytest.mark.parametrize(
    "options",
    [
        {"name": "forecast"},
        {"description": "Weather, days ahead."},
        {"strict": True},
        {"sequential": True},
        {"docstring_format": "google"},
    ],
)
def test_tool_options_shape_the_definition_as_on_tool(options: dict[str, Any]) -> None:
    """pydantic_ai.Tool's own arguments given to tool() shape the definition as on Tool."""
    assert definition(tool(google_style, **options)) == definition(Tool(google_style, **options))


@pytest.mark.parametrize("fn", FUNCTIONS, ids=lambda fn: fn.__name__)
def test_wrap_tool_keeps_the_definition(fn: Callable[..., Any]) -> None:
    """wrap_tool(Tool(fn)) is described to the model exactly as the Tool it wraps."""
    existing = Tool(fn, name="renamed", description="Said otherwise.", strict=False)
    assert definition(wrap_tool(existing)) == definition(existing)


@pytest.mark.parametrize("fn", FUNCTIONS, ids=lambda fn: fn.__name__)
def test_wrap_tool_of_a_decorated_function_declares_the_original_return(
    fn: Callable[..., Any],
) -> None:
    """A Tool of a decorated function, wrapped, declares what the function itself returns."""
    existing = Tool(smart_retry_with_observation(fn))
    assert definition(wrap_tool(existing)) == definition(Tool(fn))


@pytest.mark.parametrize("model_retries", [0, 3])
def test_model_retries_is_the_tools_max_retries(model_retries: int) -> None:
    """model_retries= sets pydantic_ai.Tool's max_retries; max_retries= stays toolretry's."""
    made = tool(google_style, model_retries=model_retries, max_retries=0)
    assert made.max_retries == model_retries


def test_bare_decorator_makes_a_tool() -> None:
    """@tool and @tool(...) both give a pydantic_ai.Tool."""

    @tool
    def plain(x: int) -> int:
        """Plain."""
        return x

    @tool(max_retries=1, name="named")
    def configured(x: int) -> int:
        """Configured."""
        return x

    assert (type(plain), configured.name) == (Tool, "named")


def run_once(made: Tool[Any], **args: Any) -> ToolReturnPart:
    calls = []

    def respond(messages: Any, info: Any) -> ModelResponse:
        calls.append(1)
        if len(calls) == 1:
            return ModelResponse(parts=[ToolCallPart(made.name, args)])
        return ModelResponse(parts=[TextPart("done")])

    result = Agent(FunctionModel(respond), tools=[made]).run_sync("go")
    (part,) = [
        part
        for message in result.all_messages()
        for part in message.parts
        if isinstance(part, ToolReturnPart)
    ]
    return part


@pytest.mark.parametrize("retries", [0, 1, 3])
def test_an_already_decorated_tool_keeps_its_settings(
    fault_server: FaultServer, retries: int
) -> None:
    """The decorator's own max_retries holds when its tool is handed to tool()."""

    @smart_retry_with_observation(max_retries=retries)
    def fetch(item: str) -> str:
        """Fetch an item."""
        response = requests.get(fault_server.url("/status/503"), timeout=5)
        response.raise_for_status()
        return response.text

    run_once(tool(fetch), item="a")
    assert fault_server.hits("/status/503") == retries + 1


@pytest.mark.parametrize("retries", [0, 2])
def test_wrap_tool_retries_with_toolretry_options(fault_server: FaultServer, retries: int) -> None:
    """wrap_tool(existing, max_retries=n) retries the existing tool's function n times."""
    fault_server.script("/w", Reply(status=429))

    def fetch(item: str) -> str:
        """Fetch an item."""
        response = requests.get(fault_server.url("/w"), timeout=5)
        response.raise_for_status()
        return response.text

    part = run_once(wrap_tool(Tool(fetch), max_retries=retries), item="a")
    assert (part.outcome, fault_server.hits("/w")) == ("failed", retries + 1)


@pytest.mark.parametrize(
    ("result", "expected"),
    [
        ({"a": 1}, {"a": 1}),
        ([1, 2], [1, 2]),
        (Address(street="Main", city="Oslo"), Address(street="Main", city="Oslo")),
        (7, 7),
        ("text", "text"),
    ],
)
def test_success_reaches_the_model_as_the_object(result: Any, expected: Any) -> None:
    """The tool's own return value, not its rendering, is the tool result."""

    def give(x: int) -> Any:
        """Give it."""
        return result

    assert run_once(tool(give), x=1).content == expected


@pytest.mark.parametrize(
    ("make", "options"),
    [
        (lambda **o: tool(google_style, **o), {"retries": 2}),
        (lambda **o: tool(google_style, **o), {"max_retries": -1}),
        (lambda **o: tool(google_style, **o), {"on_retry_limit": "never"}),
        (lambda **o: wrap_tool(Tool(google_style), **o), {"strict": True}),
        (lambda **o: wrap_tool(Tool(google_style), **o), {"on_retry_limit": "sometimes"}),
    ],
)
def test_bad_arguments_raise_configuration_error(
    make: Callable[..., Any], options: dict[str, Any]
) -> None:
    """An argument neither PydanticAI nor toolretry knows, or a bad value, fails at once."""
    with pytest.raises(ConfigurationError):
        make(**options)


@pytest.mark.parametrize(
    "options",
    [{"options": {"retries": 1}}, {"max_failures_per_tool": 0}, {"max_identical_failures": 1}],
)
def test_bad_capability_arguments_raise_configuration_error(options: dict[str, Any]) -> None:
    """Toolretry() checks its arguments where it is written."""
    with pytest.raises(ConfigurationError):
        Toolretry(**options)


def test_wrap_tool_refuses_what_is_not_a_tool() -> None:
    """wrap_tool() on a plain function says to use tool()."""
    with pytest.raises(ConfigurationError, match="tool\\(\\)"):
        wrap_tool(google_style)  # type: ignore[arg-type]


def test_wrapping_twice_changes_nothing() -> None:
    """wrap_tool() on a tool made by tool() gives it back as it is."""
    made = tool(google_style)
    assert wrap_tool(made) is made


def test_the_example_script_shows_success_retry_and_stop(run_example: RunExample) -> None:
    """examples/pydantic_ai_agent.py runs on loopback and shows each native outcome."""
    done = run_example("pydantic_ai_agent.py")
    outcomes = [line for line in done.stdout.splitlines() if line.startswith("--- tool result")]
    assert (done.returncode, outcomes[:2], "after 3 model call(s): Stopped:" in done.stdout) == (
        0,
        ["--- tool result (outcome=success):", "--- tool result (outcome=retried):"],
        True,
    )
