"""An MCP server (mcp 2.x ``MCPServer``) with toolretry tools, called by an in-process client.

The tool calls a local FaultServer (127.0.0.1 only): a 429 that recovers, a 404, a repeated
identical call, and an upstream that keeps failing until the turn's budget is spent.
Run: ``python examples/mcp_server.py``.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import requests
from mcp import Client
from mcp.server.mcpserver import MCPServer

import toolretry
from toolretry.integrations.mcp import OBSERVATION_META_KEY, tool
from toolretry.testing import FaultServer, Reply


def show(result: Any, keys: tuple[str, ...] = ()) -> None:
    data = result.structured_content
    shown = {k: data[k] for k in keys} if keys else data
    print(f"  isError: {result.is_error}  structuredContent: {json.dumps(shown)}")
    for block in result.content:
        for line in block.text.splitlines():
            print(f"    | {line}")


async def main() -> None:
    # set_testing: no real waits between retries, so the example runs in a blink.
    with FaultServer() as upstream, toolretry.set_testing(True):
        url = upstream.url("/weather")
        server = MCPServer("weather")

        @tool(server, max_retries=2, turn_options={"max_failures": 4})
        def get_weather(city: str) -> dict[str, float]:
            """Current weather for a city."""
            response = requests.get(url, params={"city": city}, timeout=5)
            response.raise_for_status()
            return {"temp_c": float(response.json()["temp_c"])}

        # mcp 2.x's default client is stateless (each request its own connection): the calls
        # share the server's one turn (with mode="legacy" they would share the session's).
        async with Client(server) as client:
            (listed,) = (await client.list_tools()).tools
            print(f"tools/list: {listed.name} outputSchema={json.dumps(listed.output_schema)}")

            print("\n1. A 429 with Retry-After, then a success: retried inside the tool")
            upstream.script("/weather", Reply.retry_after(seconds=1), Reply(json={"temp_c": 21}))
            show(await client.call_tool("get_weather", {"city": "Oslo"}))

            print("\n2. A 404: isError, the observation as text, its fields as data")
            upstream.script("/weather", Reply(status=404, json={"error": "unknown city"}))
            result = await client.call_tool("get_weather", {"city": "Atlantis"})
            show(result, ("error_code", "category", "retryable", "attempts_left"))
            print(
                f"  _meta[{OBSERVATION_META_KEY!r}] holds the same fields: "
                f"{result.meta[OBSERVATION_META_KEY] == result.structured_content}"
            )

            print("\n3. The same call twice more: the second repeat is blocked, not sent")
            for _ in range(2):
                result = await client.call_tool("get_weather", {"city": "Atlantis"})
                print(f"  error_code: {result.structured_content['error_code']}")
            print(
                f"  requests that reached the upstream for Atlantis: "
                f"{sum('Atlantis' in r.path for r in upstream.requests('/weather'))}"
            )

            print("\n4. A fourth failure spends the turn's budget (max_failures=4): stop")
            result = await client.call_tool("get_weather", {"city": "Rome"})
            show(result, ("error_code", "stop"))

            print("\n5. Later calls are refused with the reason, not run, until the turn ends")
            print("   (a new session, or turn_idle seconds without a call)")
            show(await client.call_tool("get_weather", {"city": "Lima"}), ("error_code", "stop"))


if __name__ == "__main__":
    asyncio.run(main())
