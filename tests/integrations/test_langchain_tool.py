"""toolretry.integrations.langchain.tool: LangChain's schema, native results, status="error"."""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from typing import Annotated, Any, Literal

import pytest
from integrations_support import api_json
from langchain_core.messages import ToolMessage
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import BaseTool, InjectedToolCallId
from langchain_core.tools import tool as langchain_tool
from langchain_core.utils.function_calling import convert_to_openai_tool
from langgraph.prebuilt import InjectedState, ToolRuntime
from pydantic import BaseModel, Field

import toolretry
from toolretry import ConfigurationError, Output, smart_retry_with_observation
from toolretry.integrations.langchain import tool, wrap_tool
from toolretry.testing import FaultServer, Reply

pytestmark = pytest.mark.usefixtures("api")


class Address(BaseModel):
    street: str = Field(description="Street and number.")
    zip_code: str


def weather(city: str, unit: Literal["c", "f"] = "c", days: int = 1) -> dict[str, Any]:
    """Weather for a city."""
    return {"city": city, **api_json()}


def documented(city: str, limit: int = 3) -> list[Any]:
    """Search places.

    Args:
        city: The city to search in.
        limit: How many places at most.
    """
    return [api_json()]


def annotated(query: Annotated[str, "What to look for"], *, exact: bool = False) -> str:
    """Search with annotated parameters."""
    return json.dumps(api_json())


def ship(order_id: int, to: Address) -> dict[str, Any]:
    """Ship an order to an address."""
    return {"order_id": order_id, **api_json()}


def with_call_id(city: str, call_id: Annotated[str, InjectedToolCallId]) -> dict[str, Any]:
    """A tool that receives its tool call id."""
    return api_json()  # type: ignore[no-any-return]


def with_config(city: str, config: RunnableConfig) -> dict[str, Any]:
    """A tool that receives the run's config."""
    return api_json()  # type: ignore[no-any-return]


def with_state(city: str, state: Annotated[dict[str, Any], InjectedState]) -> str:
    """A tool that receives the graph state."""
    return str(api_json())


def with_runtime(city: str, runtime: ToolRuntime) -> str:
    """A tool that receives the tool runtime."""
    return str(api_json())


async def aweather(city: str, days: int = 1) -> dict[str, Any]:
    """Async weather for a city."""
    return {"city": city, **api_json()}


FUNCTIONS = [
    weather,
    documented,
    annotated,
    ship,
    with_call_id,
    with_config,
    with_state,
    with_runtime,
    aweather,
]
LANGCHAIN_OPTIONS: list[dict[str, Any]] = [
    {},
    {"parse_docstring": True, "error_on_invalid_docstring": False},
    {"description": "Overridden description."},
    {"return_direct": True},
]


def _fields(model: Any) -> Any:
    """A model's fields and their annotations (a ToolRuntime field has no JSON schema)."""
    return {name: repr(f.annotation) for name, f in model.model_fields.items()}


def _wire(t: BaseTool) -> dict[str, Any]:
    """What a provider receives for the tool, and what LangChain validates arguments with."""
    return {
        "openai": convert_to_openai_tool(t),
        "args": _fields(t.args_schema),
        "call_schema": t.tool_call_schema.model_json_schema(),  # type: ignore[union-attr]
        "name": t.name,
        "description": t.description,
        "return_direct": t.return_direct,
    }


@pytest.mark.parametrize("fn", FUNCTIONS, ids=lambda f: f.__name__)
@pytest.mark.parametrize("options", LANGCHAIN_OPTIONS, ids=str)
def test_schema_is_langchains_own(fn: Callable[..., Any], options: dict[str, Any]) -> None:
    """The tool's name, description and schemas are what LangChain derives from the function."""
    assert _wire(tool(**options)(fn)) == _wire(langchain_tool(**options)(fn))


@pytest.mark.parametrize("fn", FUNCTIONS, ids=lambda f: f.__name__)
def test_schema_of_an_already_decorated_function(fn: Callable[..., Any]) -> None:
    """A function decorated with @smart_retry_with_observation gives the same schema."""
    decorated = smart_retry_with_observation(max_retries=1)(fn)
    assert _wire(tool(decorated)) == _wire(langchain_tool(fn))


def _call(t: BaseTool, args: dict[str, Any], call_id: str = "call-1") -> Any:
    return t.invoke({"type": "tool_call", "name": t.name, "args": args, "id": call_id})


@pytest.mark.parametrize(
    "payload", [{"temp": 21}, {"temp": -3.5, "sky": "clear"}, {"nested": {"a": [1, 2]}}]
)
def test_success_is_what_langchain_makes_of_the_result(
    api: FaultServer, payload: dict[str, Any]
) -> None:
    """A success gives the very ToolMessage the undecorated tool gives."""
    api.script("/api", Reply(json=payload))
    ours = _call(tool(weather), {"city": "Oslo"})
    api.script("/api", Reply(json=payload))
    theirs = _call(langchain_tool(weather), {"city": "Oslo"})
    assert (ours.content, ours.status, ours.artifact) == (
        theirs.content,
        theirs.status,
        theirs.artifact,
    )


@pytest.mark.parametrize(
    "first", [Reply.retry_after(seconds=1), Reply(status=503), Reply(status=502), Reply.reset()]
)
def test_transient_failure_is_retried_and_the_model_sees_the_result(
    api: FaultServer, first: Reply
) -> None:
    """A transient failure then a success: one success message, two requests."""
    api.script("/api", first, Reply(json={"temp": 21}))
    message = _call(tool(max_retries=2)(weather), {"city": "Oslo"})
    assert (message.status, json.loads(message.content)) == (
        "success",
        {"city": "Oslo", "temp": 21},
    )
    assert api.hits("/api") == 2


@pytest.mark.parametrize(
    ("reply", "code"),
    [
        (Reply(status=404, json={"error": "no such city"}), "HTTP_404"),
        (Reply(status=400, json={"error": "bad unit"}), "HTTP_400"),
        (Reply(status=422, json={"error": "days out of range"}), "HTTP_422"),
        (Reply(status=401), "HTTP_401"),
        (Reply.invalid_json(), None),
    ],
)
def test_failure_is_a_tool_message_with_status_error(
    api: FaultServer, reply: Reply, code: str | None
) -> None:
    """A failure reaches the model as status="error" with the observation as content."""
    api.script("/api", reply)
    weather_tool = tool(max_retries=0)(weather)
    message = _call(weather_tool, {"city": "Oslo"})
    api.script("/api", reply)
    observation = smart_retry_with_observation(max_retries=0)(weather).observe("Oslo")
    assert isinstance(message, ToolMessage)
    assert (message.status, message.content) == ("error", observation.render())
    assert code is None or f"error_code: {code}" in message.content


def test_plain_invoke_returns_the_observation_text(api: FaultServer) -> None:
    """Invoked with plain arguments (no tool call), a failure is the observation's text."""
    api.script("/api", Reply(status=404))
    text = tool(weather).invoke({"city": "Oslo"})
    assert text.startswith("Tool call failed: weather")


def test_content_and_artifact_pair_is_kept(api: FaultServer) -> None:
    """response_format="content_and_artifact": the tool's own pair reaches the message."""
    api.script("/api", Reply(json={"temp": 21}))

    def report(city: str) -> tuple[str, dict[str, Any]]:
        """Weather report with the raw data as artifact."""
        data = api_json()
        return f"{city}: {data['temp']} C", data

    message = _call(tool(response_format="content_and_artifact")(report), {"city": "Oslo"})
    assert (message.content, message.artifact) == ("Oslo: 21 C", {"temp": 21})


@pytest.mark.parametrize("fn", [with_call_id, with_config], ids=lambda f: f.__name__)
def test_injected_arguments_stay_out_of_request(api: FaultServer, fn: Callable[..., Any]) -> None:
    """The tool call id and the run config never reach the observation's request."""
    api.script("/api", Reply(status=404))
    message = _call(
        tool(format="json", output=Output(detail="full"))(fn), {"city": "Oslo"}, "secret-id-1"
    )
    request = json.loads(message.content)["request"]
    assert request == {"tool": fn.__name__, "params": {"city": "Oslo"}}


def test_identical_calls_with_different_call_ids_are_blocked_on_the_third(
    api: FaultServer,
) -> None:
    """In a turn, the same arguments under new tool call ids are one call: the third is blocked."""
    api.script("/api", Reply(status=404))
    t = tool(with_call_id)
    with toolretry.turn():
        codes = [
            json.loads(
                _call(tool(format="json")(with_call_id), {"city": "Oslo"}, f"id-{i}").content
            )["error_code"]
            for i in range(3)
        ]
    assert codes == ["HTTP_404", "HTTP_404", "REPEAT_CALL_BLOCKED"]
    assert api.hits("/api") == 2
    assert t.name == "with_call_id"


def test_decorated_function_keeps_its_settings(api: FaultServer) -> None:
    """max_retries set on @smart_retry_with_observation still holds inside the LangChain tool."""
    api.script("/api", Reply(status=503))
    decorated = smart_retry_with_observation(max_retries=1, format="json")(weather)
    message = _call(tool(decorated), {"city": "Oslo"})
    assert (message.status, json.loads(message.content)["attempts"]) == ("error", 2)
    assert api.hits("/api") == 2


def test_arguments_given_here_override_the_decorators(api: FaultServer) -> None:
    """tool(max_retries=0) over a decorated function with max_retries=3 makes one attempt."""
    api.script("/api", Reply(status=503))
    decorated = smart_retry_with_observation(max_retries=3)(weather)
    message = _call(tool(max_retries=0)(decorated), {"city": "Oslo"})
    assert message.status == "error"
    assert api.hits("/api") == 1


@pytest.mark.parametrize(
    "make",
    [
        lambda: langchain_tool(weather),
        lambda: langchain_tool("forecast", parse_docstring=False)(weather),
    ],
)
def test_wrap_tool_keeps_the_tool_and_fails_natively(
    api: FaultServer, make: Callable[[], BaseTool]
) -> None:
    """An existing LangChain tool keeps its schema and now fails with status="error"."""
    api.script("/api", Reply(status=404))
    base = make()
    wrapped = wrap_tool(base, max_retries=0)
    assert _wire(wrapped) == _wire(base)
    assert _call(wrapped, {"city": "Oslo"}).status == "error"


def test_wrap_tool_of_a_custom_base_tool(api: FaultServer) -> None:
    """A BaseTool subclass with its own _run is retried through its invoke."""

    class Lookup(BaseTool):
        name: str = "lookup"
        description: str = "Look a city up."

        def _run(self, city: str) -> str:
            return str(api_json())

    api.script("/api", Reply(status=503), Reply(json={"ok": True}))
    message = _call(wrap_tool(Lookup(), max_retries=1), {"city": "Oslo"})
    assert (message.status, message.content) == ("success", "{'ok': True}")


@pytest.mark.parametrize(
    ("kwargs", "named"),
    [
        ({"max_retries": -1}, "max_retries"),
        ({"max_retry": 2}, "max_retry"),
        ({"backoff": "sometimes"}, "backoff"),
    ],
)
def test_wrong_toolretry_argument_raises_at_decoration(kwargs: dict[str, Any], named: str) -> None:
    """A wrong toolretry argument raises ConfigurationError naming it, before any function."""
    with pytest.raises(ConfigurationError, match=named):
        tool(**kwargs)


def test_extra_positional_arguments_are_refused() -> None:
    """More than a name and a function by position is a ConfigurationError."""
    with pytest.raises(ConfigurationError, match="by keyword"):
        tool("name", None, "extra")


@pytest.mark.parametrize(
    "make",
    [
        lambda: wrap_tool(tool(max_retries=1)(weather)),
        lambda: wrap_tool(wrap_tool(langchain_tool(weather), max_retries=1)),
        lambda: wrap_tool(langchain_tool(smart_retry_with_observation(max_retries=1)(weather))),
        lambda: tool(tool(max_retries=1)(weather)),
    ],
    ids=["wrap(tool)", "wrap(wrap)", "wrap(@tool over decorated)", "tool(tool)"],
)
def test_wrapping_twice_never_nests_retries(api: FaultServer, make: Callable[[], Any]) -> None:
    """A tool already made by the adapter keeps its settings and retries once, not squared."""
    api.script("/api", Reply(status=503))
    message = _call(make(), {"city": "Oslo"})
    assert message.status == "error"
    assert api.hits("/api") == 2


@pytest.mark.parametrize("secret", ["sk-live-4f9a8b7c6d5e4f3a2b1c", "xoxb-1234567890-abcdefghij"])
def test_secrets_in_arguments_never_reach_the_message(api: FaultServer, secret: str) -> None:
    """A secret argument is redacted in the ToolMessage the model gets."""
    api.script("/api", Reply(status=401))

    def fetch(city: str, api_key: str) -> str:
        """Fetch with a key."""
        return str(api_json())

    message = _call(tool(output=Output(detail="full"))(fetch), {"city": "Oslo", "api_key": secret})
    assert message.status == "error"
    assert secret not in message.model_dump_json()


@pytest.mark.parametrize(
    "module",
    [
        "toolretry.integrations._shared",
        "toolretry.integrations.langchain",
        "toolretry.integrations.langchain._agent",
        "toolretry.integrations.langchain._tool",
        "toolretry.integrations.mcp",
        "toolretry.integrations.mcp._sessions",
        "toolretry.integrations.mcp._tool",
        "toolretry.integrations.llamaindex",
        "toolretry.integrations.llamaindex._agent",
        "toolretry.integrations.llamaindex._tool",
        "toolretry.integrations.smolagents",
        "toolretry.integrations.smolagents._agent",
        "toolretry.integrations.smolagents._tool",
    ],
)
def test_all_is_sorted_and_complete(module: str) -> None:
    """Each adapter module's __all__ is sorted and names only what it defines."""
    loaded = importlib.import_module(module)
    assert loaded.__all__ == sorted(loaded.__all__)
    assert all(hasattr(loaded, name) for name in loaded.__all__)
