"""Held-out set 19, part 5: an MCP 2.x client against an MCP server (in process, and over HTTP).

``mcp.shared.exceptions.MCPError`` carries a JSON-RPC ``code`` (a property), the server's
``message`` and optional ``data``: unknown resources (-32602), a handler that failed (-32603),
and errors a server's tool raised itself with its own code and wording (other languages
included). A server that does not answer in time, and a URL nothing listens on (an
``ExceptionGroup`` from the transport's task group), complete the family.

Written 2026-12-04 between 13:58 and 14:30 UTC by the helper ``heldout19``, built blind (see
``_heldout_families_nineteenth``)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def mcp_family() -> Iterator[Case]:
    from mcp import Client
    from mcp.server.mcpserver import MCPServer
    from mcp.shared.exceptions import MCPError

    # The server logs each handler failure with a rich traceback: silence it for the listing.
    logging.getLogger("mcp").setLevel(logging.CRITICAL + 1)
    server = MCPServer("heldout19")
    scripted: dict[str, tuple[int, str, Any]] = {}

    @server.tool()
    def inventory(sku: str) -> str:
        """Reserve one unit of a SKU (raises the error scripted for it)."""
        code, message, data = scripted[sku]
        raise MCPError(code, message, data)

    @server.tool()
    async def slow_report(days: int) -> str:
        """A report that takes longer than the client waits."""
        await asyncio.sleep(2)
        return "done"

    @server.resource("notes://{name}")
    def note(name: str) -> str:
        raise ValueError(f"no note named {name}")

    @server.prompt()
    def greet(name: str) -> str:
        return f"hello {name}"

    def session(action: Callable[[Any], Any], timeout: float | None = None,
            one_shot: bool = False) -> Callable[[], Any]:  # fmt: skip
        """A call on a session kept open across calls (the error as the client raised it), or
        inside a one-shot ``async with Client(...)`` (the error leaves in an ExceptionGroup)."""

        async def run() -> Any:
            failure: Exception | None = None
            async with Client(server, read_timeout_seconds=timeout) as client:
                if one_shot:
                    return await action(client)
                try:
                    return await action(client)
                except Exception as exc:  # kept for after the session: a long-lived client
                    failure = exc
            assert failure is not None
            raise failure

        return lambda: asyncio.run(run())

    def tool_error(code: int, message: str, data: Any = None, one_shot: bool = False
            ) -> Callable[[], Any]:  # fmt: skip
        sku = f"sku-{len(scripted)}"
        scripted[sku] = (code, message, data)
        return session(lambda c: c.call_tool("inventory", {"sku": sku}), one_shot=one_shot)

    mc = "mcp-19"
    yield case(mc, "unknown-resource", CLI, session(lambda c: c.read_resource("file:///x.md")))
    yield case(mc, "resource-failed", (FAT, TRA), session(lambda c: c.read_resource(
        "notes://roadmap")))  # fmt: skip
    yield case(mc, "prompt-unknown", (FAT, TRA), session(lambda c: c.get_prompt("farewell",
        {})))  # fmt: skip
    yield case(mc, "prompt-args", (FAT, TRA), session(lambda c: c.get_prompt("greet", {})))
    yield case(mc, "tool-not-found", (CLI, BIZ), tool_error(-32002, "Resource not found: SKU "
        "A-19"))  # fmt: skip
    yield case(mc, "tool-invalid-params", CLI, tool_error(-32602, "Invalid params: quantity "
        "must be at most 100"))  # fmt: skip
    yield case(mc, "tool-method", (FAT, CLI), tool_error(-32601, "Method not found"))
    yield case(mc, "tool-upstream-timeout", TRA, tool_error(-32603, "Upstream warehouse API "
        "timed out"))  # fmt: skip
    yield case(mc, "tool-rate-limit", TRA, tool_error(-32000, "Rate limit exceeded, retry "
        "after 30 seconds", {"retryAfter": 30}), retry_after=30)  # fmt: skip
    yield case(mc, "tool-unauthorized", CRED, tool_error(-32001, "Unauthorized: access token "
        "expired"))  # fmt: skip
    yield case(mc, "tool-busy-zh", TRA, tool_error(-32000, "系统繁忙，请稍后再试"))
    yield case(mc, "tool-quota-fr", FAT, tool_error(-32000, "Quota mensuel épuisé pour ce "
        "compte"))  # fmt: skip
    yield case(mc, "tool-out-of-stock", BIZ, tool_error(-32010, "Insufficient stock for SKU "
        "A-19"))  # fmt: skip
    yield case(mc, "tool-cancelled", (TRA, FAT), tool_error(-32800, "Request cancelled"))
    yield case(mc, "group-not-found", (CLI, BIZ), tool_error(-32002, "Resource not found: "
        "order 7731", one_shot=True))  # fmt: skip
    yield case(mc, "group-busy", TRA, tool_error(-32000, "Service temporarily unavailable, "
        "try again later", one_shot=True))  # fmt: skip
    yield case(mc, "group-unknown-resource", CLI, session(lambda c: c.read_resource(
        "file:///missing.md"), one_shot=True))  # fmt: skip
    yield case(mc, "read-timeout", TRA, session(lambda c: c.call_tool("slow_report",
        {"days": 7}), timeout=0.3))  # fmt: skip

    async def closed() -> Any:
        async with Client(f"http://127.0.0.1:{closed_port()}/mcp") as client:
            return await client.list_tools()

    yield case(mc, "http-refused", TRA, lambda: asyncio.run(closed()))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (mcp_family,)
