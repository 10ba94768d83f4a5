"""MCP servers: register a toolretry tool whose failures reach the client as ``isError`` results.

``tool(server)`` is a decorator factory for the SDK's server class (``MCPServer`` of mcp 2.x,
``FastMCP`` of mcp 1.x, by duck typing: anything with ``add_tool(fn, name=..., ...)`` and
``list_tools()``)::

    server = MCPServer("weather")

    @tool(server, max_retries=2)
    def get_weather(city: str) -> dict[str, float]:
        ...

The server derives the tool's input and output schema from the undecorated function, so a
success keeps its ``structuredContent``. A failure is a ``CallToolResult(isError=True)``: the
observation as text content, its fields as ``structuredContent`` and under
``_meta["toolretry/observation"]``. ``Context`` parameters are left out of the identical-call key
and of ``request``. Calls in one MCP session share one ``toolretry.turn()``; once its failure
budget is spent, every further call is answered ``isError`` with the reason (MCP has no stop).
Sync tools run in a worker thread carrying the caller's context, so they never block the loop.
"""

from __future__ import annotations

from ._sessions import OBSERVATION_META_KEY, TurnKey
from ._tool import tool

__all__ = ["OBSERVATION_META_KEY", "TurnKey", "tool"]
