"""Redis round trips per call, counted by redis-server itself (``MONITOR``: one command a
client sent is one round trip; what a Lua script runs inside Redis is not counted), for a
tool with a Redis-backed circuit breaker and retry budget (the shared Retry-After pause lives
with the breaker):

* a success;
* a success with an idempotency key (a fresh key per call);
* a call failing transiently at all of its 4 attempts (the breaker stays closed).

Sync and asyncio tools, after a few warm-up calls (the store's first connection, its eviction
check and its scripts are not per call).

    PYTHONPATH=src python benchmarks/bench_round_trips.py
"""

from __future__ import annotations

import asyncio
import itertools
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))
try:
    import toolretry
except ImportError:  # Neither installed nor on PYTHONPATH: use the checkout's src/.
    sys.path.insert(0, str(HERE.parent / "src"))
    import toolretry

from redis_commands import commands_received  # noqa: E402 - the tests' helper, reused.
from redis_server import RedisServer, redis_binary  # noqa: E402 - the tests' fixture class.
from toolretry import Backoff, Idempotency, smart_retry_with_observation  # noqa: E402
from toolretry.stores import RedisStore  # noqa: E402
from toolretry.upstream import CircuitBreaker, RetryBudget  # noqa: E402

CALLS = 20
WARM_UP = 3


class Unavailable(ConnectionError):
    """A transient failure (a connection error) of the upstream."""


def _guards(store: RedisStore, name: str) -> dict[str, Any]:
    return {
        "breaker": CircuitBreaker(name, failure_threshold=10_000, store=store),
        "retry_budget": RetryBudget(name, ratio=10.0, store=store),
        "max_retries": 3,
        "backoff": Backoff(base=0.001, max=0.001),
    }


def _tools(store: RedisStore) -> dict[str, tuple[Callable[..., Any], bool]]:
    counter = itertools.count()

    def ok(n: int) -> str:
        return "ok"

    def failing(n: int) -> str:
        raise Unavailable("connection refused")

    async def ok_async(n: int) -> str:
        return "ok"

    async def failing_async(n: int) -> str:
        raise Unavailable("connection refused")

    keyed = {"idempotency": Idempotency(key=lambda n: f"{n}-{next(counter)}", store=store)}
    return {
        "success": (smart_retry_with_observation(ok, **_guards(store, "a")), False),
        "success, idempotency key": (
            smart_retry_with_observation(ok, **_guards(store, "b"), **keyed),
            False,
        ),
        "failing call, 4 attempts": (
            smart_retry_with_observation(failing, **_guards(store, "c")),
            False,
        ),
        "success (async)": (smart_retry_with_observation(ok_async, **_guards(store, "d")), True),
        "success, idempotency key (async)": (
            smart_retry_with_observation(ok_async, **_guards(store, "e"), **keyed),
            True,
        ),
        "failing call, 4 attempts (async)": (
            smart_retry_with_observation(failing_async, **_guards(store, "f")),
            True,
        ),
    }


def round_trips(server: RedisServer, tool: Callable[..., Any], is_async: bool) -> float:
    """Commands redis-server received per call, after ``WARM_UP`` calls."""

    if is_async:
        # One event loop for warm-up and count: the store keeps an asyncio client per loop.
        async def both() -> float:
            for n in range(WARM_UP):
                await tool(n)
            with commands_received(server.port) as log:
                for n in range(CALLS):
                    await tool(WARM_UP + n)
            return len(log.commands) / CALLS

        return asyncio.run(both())
    for n in range(WARM_UP):
        tool(n)
    with commands_received(server.port) as log:
        for n in range(CALLS):
            tool(WARM_UP + n)
    return len(log.commands) / CALLS


def main() -> None:
    binary = redis_binary()
    if binary is None:
        print("no redis-server on this machine")
        return
    server = RedisServer(binary)
    server.start()
    try:
        store = RedisStore(server.url)
        print(f"toolretry {toolretry.__version__}, {CALLS} calls each, counted by redis-server\n")
        print("| call | round trips per call |")
        print("|---|---:|")
        for label, (tool, is_async) in _tools(store).items():
            print(f"| {label} | {round_trips(server, tool, is_async):.2f} |")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
