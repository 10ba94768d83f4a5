"""Helpers the adapter tests import: FaultServer tools, the example runner's type and a ticker
that shows whether the event loop was blocked."""

from __future__ import annotations

import asyncio
import contextlib
import subprocess
import time
from collections.abc import AsyncIterator, Callable
from typing import Any

import requests

from toolretry.testing import FaultServer

__all__ = ["API", "RunExample", "api_json", "http_tool", "loop_gaps"]

API = {"url": ""}
"""Where module-level test tools find the test's FaultServer route (set by the ``api`` fixture)."""

RunExample = Callable[[str], "subprocess.CompletedProcess[str]"]
"""The ``run_example`` fixture: runs ``examples/<name>`` in a fresh interpreter on ``src``."""


def api_json(**params: Any) -> Any:
    """GET the ``api`` fixture's route with ``params``: the JSON, or ``HTTPError``."""
    response = requests.get(API["url"], params=params, timeout=5)
    response.raise_for_status()
    return response.json()


def http_tool(server: FaultServer, path: str, *, is_async: bool = False) -> Callable[..., Any]:
    """A tool reading JSON from ``path`` on the FaultServer with requests (sync) or asyncio."""

    def get_weather(city: str) -> dict[str, Any]:
        """Get the weather in a city."""
        response = requests.get(server.url(path), params={"city": city}, timeout=5)
        response.raise_for_status()
        result: dict[str, Any] = response.json()
        return result

    async def get_weather_async(city: str) -> dict[str, Any]:
        """Get the weather in a city."""
        return await asyncio.to_thread(get_weather, city)

    if is_async:
        get_weather_async.__name__ = "get_weather"
        return get_weather_async
    return get_weather


#: How long the non-blocking tests' tools wait (a Retry-After, a slow reply, a sleep). A loop
#: blocked by the wait shows one gap at least this long; shorter gaps are the machine's own noise
#: (two busy CI cores have stalled a loop for over 300 ms), so the tests compare the longest gap
#: with most of the wait rather than with a fixed small figure.
WAIT = 1.0
STALLED = 0.9 * WAIT


@contextlib.asynccontextmanager
async def loop_gaps(every: float = 0.01) -> AsyncIterator[list[float]]:
    """The gaps between the wake-ups of a ticker on the running loop (sleeping ``every``
    seconds) while the block runs: a blocked loop shows as one long gap."""
    gaps: list[float] = []
    done = asyncio.Event()

    async def ticker() -> None:
        last = time.monotonic()
        while not done.is_set():
            await asyncio.sleep(every)
            now = time.monotonic()
            gaps.append(now - last)
            last = now

    task = asyncio.create_task(ticker())
    try:
        yield gaps
    finally:
        done.set()
        await task
