"""MCP servers: register a toolretry tool whose failures reach the client as ``isError`` results.

``tool(server)`` is a decorator factory for mcp 2.x's ``MCPServer`` and mcp 1.x's ``FastMCP``
(anything with ``add_tool(fn, name=..., ...)`` and ``list_tools()``)::

    server = MCPServer("weather")

    @tool(server, max_retries=2)
    def get_weather(city: str) -> dict[str, float]:
        ...

The server derives the tool's input and output schema from the undecorated function, so a success
keeps its ``structuredContent``. A failure is a ``CallToolResult(isError=True)``: the observation
as text content, its fields as ``structuredContent`` and under ``_meta["toolretry/observation"]``
(mcp 1.x: the observation as the error text only, since ``FastMCP`` validates error results against
the output schema). ``Context`` parameters are left out of the identical-call key and of
``request``. Calls share one ``toolretry.turn()`` per scope: a conversation key (``turn_key``),
else the MCP session (stdio, in-memory handshake, streamable HTTP with a session id), else the
whole server (stateless requests); a scope starts afresh after ``turn_idle`` seconds without a
call. A tool that spent its budget is refused alone; once the turn's budget is spent, every call is
answered ``isError`` with ``stop`` and the reason (MCP has no stop). Sync tools run in a worker
thread carrying the caller's context, so they never block the loop.
"""

from __future__ import annotations

from ._sessions import OBSERVATION_META_KEY, TurnKey
from ._tool import tool

__all__ = ["OBSERVATION_META_KEY", "TurnKey", "tool"]
