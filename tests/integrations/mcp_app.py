"""An MCP server whose turns the transport tests probe: run it as ``python mcp_app.py stdio``,
or build it in-process with :func:`build`.

``flaky`` always fails with a connection error, ``healthy`` always answers, ``runs`` says how
many times ``flaky`` really ran (a refused call does not run).
"""

from __future__ import annotations

import sys
from typing import Any

from mcp.server.mcpserver import MCPServer

import toolretry
from toolretry.integrations.mcp import tool

TURN: dict[str, Any] = {"turn_options": {"max_failures_per_tool": 3, "max_failures": 6}}
"""The turn limits the transport tests expect."""


def build(**turn: Any) -> MCPServer:
    """A fresh server; ``turn`` goes to the first ``@tool`` (``turn_options``, ``turn_idle``...)."""
    server = MCPServer("turns")
    ran = {"flaky": 0}

    @tool(server, max_retries=0, **turn)
    def flaky(city: str) -> str:
        """Always fails: the upstream is unreachable."""
        ran["flaky"] += 1
        raise ConnectionError(f"cannot reach the weather service for {city}")

    @tool(server)
    def healthy(city: str) -> str:
        """Always answers."""
        return f"sunny in {city}"

    @server.tool()
    def runs() -> int:
        """How many times ``flaky`` ran."""
        return ran["flaky"]

    return server


if __name__ == "__main__":
    toolretry.set_testing(True)
    build(**TURN).run(sys.argv[1])  # type: ignore[arg-type]
