"""toolretry.integrations.mcp.tool(server): an MCPServer (mcp 2.x) driven by an in-process
client over tools that call a FaultServer."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any, Literal

import pytest
from integrations_support import STALLED, WAIT, RunExample, api_json, loop_gaps
from mcp import Client
from mcp.server.mcpserver import Context, MCPServer
from pydantic import BaseModel, Field

import toolretry
from toolretry import ConfigurationError, Output, smart_retry_with_observation
from toolretry.integrations.mcp import OBSERVATION_META_KEY, tool
from toolretry.testing import FaultServer, Reply

pytestmark = pytest.mark.usefixtures("api")


class Forecast(BaseModel):
    city: str
    temp: float = Field(description="Degrees Celsius.")


def weather(city: str, unit: Literal["c", "f"] = "c") -> dict[str, float]:
    """Weather for a city."""
    return {"temp": float(api_json(city=city)["temp"])}


def forecast(city: str, days: int = Field(default=1, ge=1, le=7)) -> Forecast:
    """A forecast model for a city."""
    return Forecast(city=city, temp=api_json(city=city)["temp"])


def summary(city: str, ctx: Context) -> str:
    """A text summary; receives the MCP context."""
    return f"{city}: {api_json(city=city)['temp']} C"


async def aweather(city: str) -> dict[str, float]:
    """Async weather for a city."""
    data = await asyncio.to_thread(api_json, city=city)
    return {"temp": float(data["temp"])}


def temperatures(cities: list[str]) -> list[float]:
    """Temperatures for several cities."""
    return [float(api_json(city=c)["temp"]) for c in cities]


def untyped(city):  # type: ignore[no-untyped-def]
    """No annotations at all."""
    return api_json(city=city)


FUNCTIONS = [weather, forecast, summary, aweather, temperatures, untyped]


def _client(server: MCPServer, mode: str = "legacy") -> Client:
    """An in-process client; the legacy handshake keeps one session for all its calls."""
    return Client(server, mode=mode)  # type: ignore[arg-type]


async def _listing(server: MCPServer) -> list[dict[str, Any]]:
    return [t.model_dump(by_alias=True) for t in await server.list_tools()]


@pytest.mark.parametrize("fn", FUNCTIONS, ids=lambda f: f.__name__)
async def test_schema_is_the_undecorated_functions(fn: Callable[..., Any]) -> None:
    """Input schema, output schema and description are what the server derives unaided."""
    plain, ours = MCPServer("plain"), MCPServer("ours")
    plain.tool()(fn)
    tool(ours)(fn)
    assert await _listing(ours) == await _listing(plain)


@pytest.mark.parametrize("fn", FUNCTIONS, ids=lambda f: f.__name__)
async def test_schema_of_an_already_decorated_function(fn: Callable[..., Any]) -> None:
    """A tool decorated with @smart_retry_with_observation first gets the same listing."""
    plain, ours = MCPServer("plain"), MCPServer("ours")
    plain.tool()(fn)
    tool(ours)(smart_retry_with_observation(max_retries=1)(fn))
    assert await _listing(ours) == await _listing(plain)


@pytest.mark.parametrize(
    ("fn", "payload", "structured"),
    [
        (weather, {"temp": 21}, {"temp": 21.0}),
        (forecast, {"temp": -4.5}, {"city": "Oslo", "temp": -4.5}),
        (aweather, {"temp": 3}, {"temp": 3.0}),
        (summary, {"temp": 7}, {"result": "Oslo: 7 C"}),
    ],
    ids=["dict", "model", "async", "str"],
)
async def test_success_keeps_structured_content(
    api: FaultServer,
    fn: Callable[..., Any],
    payload: dict[str, Any],
    structured: dict[str, Any],
) -> None:
    """A success is the server's own result: structuredContent, not an error, not a string."""
    api.script("/api", Reply(json=payload))
    server = MCPServer("s")
    tool(server)(fn)
    async with _client(server) as client:
        result = await client.call_tool(fn.__name__, {"city": "Oslo"})
    assert (result.is_error, result.structured_content) == (False, structured)


@pytest.mark.parametrize(
    "first", [Reply.retry_after(seconds=1), Reply(status=503), Reply(status=429), Reply.reset()]
)
async def test_transient_failure_then_success_reaches_the_client(
    api: FaultServer, first: Reply
) -> None:
    """A 429 (or 503, reset) then a success is retried in-process: the client sees the result."""
    api.script("/api", first, Reply(json={"temp": 21}))
    server = MCPServer("s")
    tool(server, max_retries=2)(weather)
    async with _client(server) as client:
        result = await client.call_tool("weather", {"city": "Oslo"})
    assert (result.is_error, result.structured_content) == (False, {"temp": 21.0})
    assert api.hits("/api") == 2


@pytest.mark.parametrize(
    ("reply", "code"),
    [
        (Reply(status=404, json={"error": "no such city"}), "HTTP_404"),
        (Reply(status=400), "HTTP_400"),
        (Reply(status=422), "HTTP_422"),
        (Reply(status=403), "HTTP_403"),
    ],
)
@pytest.mark.parametrize("fn", [weather, aweather, forecast], ids=lambda f: f.__name__)
async def test_client_error_is_an_is_error_result_with_the_observation(
    api: FaultServer,
    reply: Reply,
    code: str,
    fn: Callable[..., Any],
) -> None:
    """A failure is isError with the observation as text and its fields in structuredContent."""
    api.script("/api", reply)
    server = MCPServer("s")
    tool(server)(fn)
    async with _client(server) as client:
        result = await client.call_tool(fn.__name__, {"city": "Oslo"})
    (content,) = result.content
    fields = result.structured_content
    assert result.is_error is True
    assert content.text.startswith(f"Tool call failed: {fn.__name__}")
    assert (fields["error_code"], fields["category"]) == (code, "client")
    assert result.meta[OBSERVATION_META_KEY] == fields


async def test_context_stays_out_of_request(api: FaultServer) -> None:
    """The Context parameter never reaches the observation's request."""
    api.script("/api", Reply(status=404))
    server = MCPServer("s")
    tool(server, output=Output(detail="full"))(summary)
    async with _client(server) as client:
        result = await client.call_tool("summary", {"city": "Oslo"})
    assert result.structured_content["request"] == {"tool": "summary", "params": {"city": "Oslo"}}


@pytest.mark.parametrize("fn", [summary, weather], ids=["with Context", "without Context"])
async def test_identical_calls_in_a_session_are_blocked_on_the_third(
    api: FaultServer, fn: Callable[..., Any]
) -> None:
    """One session is one turn: the third identical failing call is not run."""
    api.script("/api", Reply(status=404))
    server = MCPServer("s")
    tool(server)(fn)
    async with _client(server) as client:
        codes = [
            (await client.call_tool(fn.__name__, {"city": "Oslo"})).structured_content["error_code"]
            for _ in range(3)
        ]
    assert codes == ["HTTP_404", "HTTP_404", "REPEAT_CALL_BLOCKED"]
    assert api.hits("/api") == 2


async def test_each_session_has_its_own_turn(api: FaultServer) -> None:
    """A second session starts with fresh budgets."""
    api.script("/api", Reply(status=404))
    server = MCPServer("s")
    tool(server)(weather)
    for _ in range(2):
        async with _client(server) as client:
            codes = [
                (await client.call_tool("weather", {"city": "Oslo"})).structured_content[
                    "error_code"
                ]
                for _ in range(2)
            ]
        assert codes == ["HTTP_404", "HTTP_404"]
    assert api.hits("/api") == 4


@pytest.mark.parametrize("limit", [1, 2, 3])
async def test_spent_budget_refuses_every_further_call_with_the_reason(
    api: FaultServer, limit: int
) -> None:
    """Once the session's turn is spent, calls are isError with stop and the reason, not run."""
    api.script("/api", Reply(status=500))
    server = MCPServer("s")
    tool(server, max_retries=0, turn_options={"max_failures": limit})(weather)
    async with _client(server) as client:
        results = [
            await client.call_tool("weather", {"city": f"city-{i}"}) for i in range(limit + 2)
        ]
    refused = results[limit:]
    assert all(r.is_error for r in results)
    assert [r.structured_content["error_code"] for r in refused] == ["TURN_BUDGET_EXHAUSTED"] * 2
    assert all(r.structured_content["stop"] is True for r in refused)
    assert f"({limit} tool call" in refused[0].content[0].text
    assert api.hits("/api") == limit


async def test_turn_key_groups_stateless_requests(api: FaultServer) -> None:
    """Stateless (2026-07-28) requests share a turn when turn_key says so."""
    api.script("/api", Reply(status=404))
    server = MCPServer("s")
    tool(server, turn_key=lambda ctx: "everyone")(weather)
    async with _client(server, mode="auto") as client:
        codes = [
            (await client.call_tool("weather", {"city": "Oslo"})).structured_content["error_code"]
            for _ in range(3)
        ]
    assert codes == ["HTTP_404", "HTTP_404", "REPEAT_CALL_BLOCKED"]


async def test_sync_tool_does_not_block_the_event_loop(api: FaultServer) -> None:
    """A slow sync tool runs in a worker thread: a ticker on the loop keeps ticking."""
    api.script("/api", Reply(json={"temp": 1}, delay=WAIT))
    server = MCPServer("s")
    tool(server)(weather)
    async with _client(server) as client, loop_gaps() as gaps:
        started = time.monotonic()
        result = await client.call_tool("weather", {"city": "Oslo"})
        elapsed = time.monotonic() - started
    assert (result.is_error, elapsed >= WAIT) == (False, True)
    assert max(gaps) < STALLED, max(gaps)


async def test_decorated_function_keeps_its_settings(api: FaultServer) -> None:
    """max_retries set on @smart_retry_with_observation holds inside the MCP tool."""
    api.script("/api", Reply(status=503))
    server = MCPServer("s")
    tool(server)(smart_retry_with_observation(max_retries=1)(weather))
    async with _client(server) as client:
        result = await client.call_tool("weather", {"city": "Oslo"})
    assert (result.is_error, result.structured_content["attempts"]) == (True, 2)


async def test_returns_the_toolretry_tool() -> None:
    """The decorator gives back the toolretry tool, usable directly."""
    server = MCPServer("s")
    registered = tool(server, name="current_weather")(weather)
    assert (registered.__name__, hasattr(registered, "observe")) == ("weather", True)
    assert [t.name for t in await server.list_tools()] == ["current_weather"]


@pytest.mark.parametrize(
    ("call", "named"),
    [
        (lambda s: tool(s, max_retries=-1), "max_retries"),
        (lambda s: tool(s, retries=2), "retries"),
        (lambda s: tool(s, turn_options={"max_failures": 0}), "max_failures"),
        (lambda s: tool(s, turn_key="session"), "turn_key"),
        (lambda s: tool(object()), "server"),
    ],
)
def test_wrong_arguments_raise_at_decoration(call: Callable[[Any], Any], named: str) -> None:
    """Misuse raises ConfigurationError naming the argument, before any call."""
    with pytest.raises(ConfigurationError, match=named):
        call(MCPServer("s"))


def test_the_example_runs_and_shows_each_outcome(run_example: RunExample) -> None:
    """examples/mcp_server.py recovers, fails with isError, blocks a repeat and refuses at stop."""
    done = run_example("mcp_server.py")
    out = done.stdout
    assert done.returncode == 0, done.stderr
    assert 'isError: False  structuredContent: {"temp_c": 21.0}' in out
    assert "error_code: REPEAT_CALL_BLOCKED" in out
    assert "requests that reached the upstream for Atlantis: 2" in out
    assert '{"error_code": "TURN_BUDGET_EXHAUSTED", "stop": true}' in out


async def test_protocol_errors_propagate_as_json_rpc_errors() -> None:
    """An MCPError raised by the tool is the server's protocol error, not an observation."""
    from mcp.shared.exceptions import MCPError

    def guarded(city: str) -> str:
        """A tool that refuses at the protocol level."""
        raise MCPError(code=-32602, message="city is not allowed here")

    server = MCPServer("s")
    tool(server)(guarded)
    async with _client(server) as client:
        with pytest.raises(MCPError, match="not allowed"):
            await client.call_tool("guarded", {"city": "Oslo"})


async def test_every_tool_of_a_session_shares_its_turn(api: FaultServer) -> None:
    """Failures of two tools add up in the session's one turn (max_failures over both)."""
    api.script("/api", Reply(status=500))
    server = MCPServer("s")
    tool(server, max_retries=0, turn_options={"max_failures": 3})(weather)
    tool(server, max_retries=0)(aweather)
    async with _client(server) as client:
        names = ["weather", "aweather", "weather", "aweather"]
        results = [await client.call_tool(n, {"city": f"c{i}"}) for i, n in enumerate(names)]
    codes = [r.structured_content["error_code"] for r in results]
    assert codes == ["HTTP_500", "HTTP_500", "HTTP_500", "TURN_BUDGET_EXHAUSTED"]
    assert api.hits("/api") == 3


async def test_session_turn_names_the_servers_tools_as_visible(api: FaultServer) -> None:
    """Hints may name only tools the server lists: visible_tools is the server's listing."""
    api.script("/api", Reply(status=404))
    server = MCPServer("s")
    tool(server)(weather)
    tool(server)(forecast)
    seen: list[frozenset[str] | None] = []

    def probe(city: str) -> str:
        """Reports the turn it runs in."""
        current = toolretry.current_turn()
        seen.append(None if current is None else current.visible_tools)
        return "ok"

    tool(server)(probe)
    async with _client(server) as client:
        await client.call_tool("probe", {"city": "x"})
    assert seen == [frozenset({"weather", "forecast", "probe"})]


def test_turn_options_are_given_once_per_server() -> None:
    """Different turn_options on a second tool of the same server are a ConfigurationError."""
    server = MCPServer("s")
    tool(server, turn_options={"max_failures": 4})(weather)
    tool(server, turn_options={"max_failures": 4})(aweather)  # The same ones: fine.
    with pytest.raises(ConfigurationError, match="turn_options"):
        tool(server, turn_options={"max_failures": 9})(forecast)


async def test_a_tool_registered_twice_never_nests_retries(api: FaultServer) -> None:
    """The tool one server got, registered on another, keeps its settings; retries once."""
    api.script("/api", Reply(status=503))
    first, second = MCPServer("a"), MCPServer("b")
    registered = tool(first, max_retries=1)(weather)
    tool(second)(registered)
    assert await _listing(second) == await _listing(first)
    async with _client(second) as client:
        result = await client.call_tool("weather", {"city": "Oslo"})
    assert (result.is_error, api.hits("/api")) == (True, 2)


async def test_an_sdk_tool_object_keeps_its_registration(api: FaultServer) -> None:
    """A Tool.from_function(...) object is wrapped with its own name, title and description."""
    from mcp.server.mcpserver.tools import Tool

    api.script("/api", Reply(status=404))
    existing = Tool.from_function(weather, name="current", title="Now", description="Right now.")
    plain, ours = MCPServer("plain"), MCPServer("ours")
    plain.add_tool(weather, name="current", title="Now", description="Right now.")
    tool(ours)(existing)
    assert await _listing(ours) == await _listing(plain)
    async with _client(ours) as client:
        result = await client.call_tool("current", {"city": "Oslo"})
    assert (result.is_error, result.structured_content["tool"]) == (True, "current")


@pytest.mark.parametrize(
    "secret", ["sk-live-4f9a8b7c6d5e4f3a2b1c", "ghp_abcdefghijklmnopqrstuvwxyz0123456789"]
)
async def test_secrets_in_arguments_reach_no_channel(api: FaultServer, secret: str) -> None:
    """A secret argument is redacted in the text, structuredContent and _meta alike."""
    api.script("/api", Reply(status=401))

    def fetch(city: str, api_key: str) -> dict[str, float]:
        """Fetch with a key."""
        return {"temp": float(api_json(city=city, key=api_key)["temp"])}

    server = MCPServer("s")
    tool(server, output=Output(detail="full"))(fetch)
    async with _client(server) as client:
        result = await client.call_tool("fetch", {"city": "Oslo", "api_key": secret})
    assert result.is_error is True
    assert secret not in result.model_dump_json()
