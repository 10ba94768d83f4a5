"""Helpers the adapter tests import: the example runner's type and a FaultServer weather tool."""

from __future__ import annotations

import asyncio
import subprocess
from collections.abc import Callable
from typing import Any

import requests

from toolretry.testing import FaultServer

__all__ = ["RunExample", "http_tool"]

RunExample = Callable[[str], "subprocess.CompletedProcess[str]"]
"""The ``run_example`` fixture: runs ``examples/<name>`` in a fresh interpreter on ``src``."""


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
