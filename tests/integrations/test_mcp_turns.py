"""MCP turns hold in every transport and mode: in-memory legacy and stateless (the default
``Client(server)``), stdio, and streamable HTTP on loopback, with and without sessions."""

from __future__ import annotations

import contextlib
import os
import re
import socket
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import mcp_app
import pytest
import uvicorn
from mcp import Client, StdioServerParameters

import toolretry

HERE = Path(__file__).resolve().parent
SRC = HERE.parents[1] / "src"
TURN = mcp_app.TURN

Connect = Callable[[], "contextlib.AbstractAsyncContextManager[Client]"]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@contextlib.contextmanager
def _http_server(stateless: bool) -> Iterator[str]:
    """The app served by uvicorn on a free loopback port, for the duration of the block."""
    app = mcp_app.build(**TURN).streamable_http_app(stateless_http=stateless)
    port = _free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="error"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    for _ in range(500):
        if server.started:
            break
        time.sleep(0.01)
    try:
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        server.should_exit = True
        thread.join(10)


TRANSPORTS = ["memory-legacy", "memory-default", "stdio", "http-session", "http-stateless"]


@pytest.fixture(params=TRANSPORTS)
def connect(request: pytest.FixtureRequest) -> Iterator[Connect]:
    """Opens one client on a fresh server over the transport under test."""
    kind = str(request.param)
    if kind.startswith("http"):
        with _http_server(stateless=kind == "http-stateless") as url, toolretry.set_testing(True):
            yield lambda: Client(url)
        return
    if kind == "stdio":
        params = StdioServerParameters(
            command=sys.executable,
            args=[str(HERE / "mcp_app.py"), "stdio"],
            env={**os.environ, "PYTHONPATH": f"{SRC}{os.pathsep}{HERE}"},
        )
        yield lambda: Client(params)
        return
    server = mcp_app.build(**TURN)
    mode = "legacy" if kind == "memory-legacy" else "auto"
    with toolretry.set_testing(True):
        yield lambda: Client(server, mode=mode)  # type: ignore[arg-type]


async def _codes(client: Client, calls: list[tuple[str, str]]) -> list[str]:
    codes = []
    for name, city in calls:
        result = await client.call_tool(name, {"city": city})
        codes.append(result.structured_content["error_code"] if result.is_error else "ok")
    return codes


async def _runs(client: Client) -> int:
    result = await client.call_tool("runs", {})
    runs: int = result.structured_content["result"]
    return runs


async def test_identical_failing_calls_are_blocked_on_the_third(connect: Connect) -> None:
    """The third identical failing call is answered without running, in every transport."""
    async with connect() as client:
        codes = await _codes(client, [("flaky", "Oslo")] * 3)
        runs = await _runs(client)
    assert (codes, runs) == (["CONNECTION_ERROR"] * 2 + ["REPEAT_CALL_BLOCKED"], 2)


async def test_an_always_failing_tool_is_cut_off(connect: Connect) -> None:
    """A tool that keeps failing is refused once its budget is spent, in every transport."""
    async with connect() as client:
        codes = await _codes(client, [("flaky", f"city-{i}") for i in range(5)])
        runs = await _runs(client)
    assert (codes, runs) == (["CONNECTION_ERROR"] * 3 + ["TOOL_BUDGET_EXHAUSTED"] * 2, 3)


async def test_a_spent_tool_leaves_healthy_tools_working(connect: Connect) -> None:
    """Once one tool spent its budget, the other tools still run and answer."""
    async with connect() as client:
        codes = await _codes(client, [("flaky", f"city-{i}") for i in range(4)])
        codes += await _codes(client, [("healthy", "Oslo"), ("healthy", "Rome")])
    assert codes[3:] == ["TOOL_BUDGET_EXHAUSTED", "ok", "ok"]


@pytest.mark.parametrize("mode", ["legacy", "auto"])
@pytest.mark.parametrize("idle", [1e-6, 1e-4])
async def test_a_scope_starts_afresh_after_its_idle_window(mode: str, idle: float) -> None:
    """After ``turn_idle`` seconds without a call, the scope's counters start again."""
    server = mcp_app.build(**TURN, turn_idle=idle)
    with toolretry.set_testing(True):
        async with Client(server, mode=mode) as client:  # type: ignore[arg-type]
            codes = []
            for _ in range(4):
                time.sleep(idle * 2)  # Longer than the window, so each call finds it idle.
                codes += await _codes(client, [("flaky", "Oslo")])
    assert codes == ["CONNECTION_ERROR"] * 4


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_a_conversation_key_gives_each_conversation_its_turn(mode: str) -> None:
    """``turn_key`` (here a conversation id the host puts in ``_meta``) scopes the turn."""
    server = mcp_app.build(
        **TURN, turn_key=lambda ctx: (ctx.request_context.meta or {}).get("conversation")
    )
    codes = []
    with toolretry.set_testing(True):
        async with Client(server, mode=mode) as client:  # type: ignore[arg-type]
            for conversation in ["a", "a", "b", "b", "a"]:
                result = await client.call_tool(
                    "flaky", {"city": "Oslo"}, meta={"conversation": conversation}
                )
                codes.append(result.structured_content["error_code"])
    assert codes == ["CONNECTION_ERROR"] * 4 + ["REPEAT_CALL_BLOCKED"]


@pytest.mark.parametrize("limit", [1, 2, 4])
async def test_a_spent_turn_refuses_with_its_own_numbers(limit: int) -> None:
    """The refusal of a spent turn names as many failures as were counted, and says stop."""
    server = mcp_app.build(turn_options={"max_failures": limit, "max_failures_per_tool": 9})
    with toolretry.set_testing(True):
        async with Client(server) as client:
            results = [await client.call_tool("flaky", {"city": f"c{i}"}) for i in range(limit + 1)]
            healthy = await client.call_tool("healthy", {"city": "Oslo"})
    refused = results[-1].structured_content
    counted = re.findall(r"\((\d+) tool calls? failed\)", refused["message"])
    assert (refused["error_code"], refused["stop"], healthy.is_error) == (
        "TURN_BUDGET_EXHAUSTED",
        True,
        True,
    )
    assert counted == [str(limit)]
