"""toolretry.integrations.mcp on mcp 1.x (``FastMCP``), driven by the SDK's in-memory client.

mcp 1.x cannot be installed beside 2.x: ``.ci/mcp1.sh`` runs this file in a virtualenv of its
own; under mcp 2.x it is skipped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
import requests

fastmcp = pytest.importorskip("mcp.server.fastmcp", reason="mcp 1.x only (see .ci/mcp1.sh)")

from mcp.shared.memory import create_connected_server_and_client_session  # noqa: E402
from pydantic import BaseModel  # noqa: E402
from typing_extensions import TypedDict  # noqa: E402

import toolretry  # noqa: E402
from toolretry.integrations.mcp import tool  # noqa: E402
from toolretry.testing import FaultServer, Reply  # noqa: E402

URL = {"api": ""}


class Reading(TypedDict):
    temp: float


class Forecast(BaseModel):
    temp: float


def _get(city: str) -> Any:
    response = requests.get(URL["api"], params={"city": city}, timeout=5)
    response.raise_for_status()
    return response.json()


def as_text(city: str) -> str:
    """Weather as text."""
    return f"{_get(city)['temp']} C"


def as_typed_dict(city: str) -> Reading:
    """Weather as a TypedDict."""
    return {"temp": float(_get(city)["temp"])}


def as_model(city: str) -> Forecast:
    """Weather as a model."""
    return Forecast(temp=_get(city)["temp"])


def as_dict(city: str) -> dict[str, float]:
    """Weather as a dict."""
    return {"temp": float(_get(city)["temp"])}


FUNCTIONS = [as_text, as_typed_dict, as_model, as_dict]


@pytest.fixture(autouse=True)
def api(fault_server: FaultServer) -> Any:
    """Tools reach this test's FaultServer; retry waits are zero."""
    URL["api"] = fault_server.url("/api")
    with toolretry.set_testing(True):
        yield fault_server


async def _call(server: Any, calls: list[tuple[str, dict[str, Any]]]) -> list[Any]:
    async with create_connected_server_and_client_session(server) as client:
        return [await client.call_tool(name, args) for name, args in calls]


@pytest.mark.parametrize("fn", FUNCTIONS, ids=lambda f: f.__name__)
@pytest.mark.parametrize("status", [404, 422])
async def test_failure_text_is_the_observation_whatever_the_return_type(
    api: FaultServer, fn: Callable[..., Any], status: int
) -> None:
    """A failure is isError whose text carries the observation, whatever the tool returns."""
    api.script("/api", Reply(status=status))
    server = fastmcp.FastMCP("s")
    tool(server)(fn)
    (result,) = await _call(server, [(fn.__name__, {"city": "Oslo"})])
    lines = result.content[0].text.splitlines()
    assert (result.isError, lines[0], lines[1]) == (
        True,
        f"Error executing tool {fn.__name__}: Tool call failed: {fn.__name__}",
        f"error_code: HTTP_{status}",
    )


@pytest.mark.parametrize("temp", [21.0, -4.5])
async def test_success_keeps_structured_content(api: FaultServer, temp: float) -> None:
    """A success is what FastMCP makes of the plain function's result."""
    api.script("/api", Reply(json={"temp": temp}))
    server = fastmcp.FastMCP("s")
    tool(server)(as_model)
    (result,) = await _call(server, [("as_model", {"city": "Oslo"})])
    assert (result.isError, result.structuredContent) == (False, {"temp": temp})


async def test_identical_calls_in_a_session_are_blocked_on_the_third(api: FaultServer) -> None:
    """One session is one turn: the third identical failing call is not run."""
    api.script("/api", Reply(status=404))
    server = fastmcp.FastMCP("s")
    tool(server)(as_text)
    results = await _call(server, [("as_text", {"city": "Oslo"})] * 3)
    codes = [r.content[0].text.splitlines()[1] for r in results]
    assert codes == ["error_code: HTTP_404"] * 2 + ["error_code: REPEAT_CALL_BLOCKED"]
    assert api.hits("/api") == 2


async def test_a_spent_tool_leaves_healthy_tools_working(api: FaultServer) -> None:
    """Once one tool spent its budget, another tool of the server still answers."""
    api.script("/api", Reply(status=500))
    server = fastmcp.FastMCP("s")
    tool(server, max_retries=0, turn_options={"max_failures_per_tool": 2})(as_text)

    @tool(server)
    def healthy(city: str) -> str:
        """Always answers."""
        return f"fine in {city}"

    calls = [("as_text", {"city": f"c{i}"}) for i in range(3)] + [("healthy", {"city": "Oslo"})]
    results = await _call(server, calls)
    assert [r.isError for r in results] == [True, True, True, False]
    assert "error_code: TOOL_BUDGET_EXHAUSTED" in results[2].content[0].text
