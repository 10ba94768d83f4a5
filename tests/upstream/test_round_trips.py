"""Redis round trips per call, counted by redis-server itself (MONITOR), not by our code."""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from redis_commands import commands_received
from redis_server import RedisServer
from toolretry import Backoff, Idempotency, TransientError, smart_retry_with_observation
from toolretry.stores import RedisStore
from toolretry.upstream import CircuitBreaker, RetryBudget
from toolretry.upstream._breaker import record_change

WARM_UP = 3

GUARDS: dict[str, Callable[[RedisStore], dict[str, Any]]] = {
    "breaker": lambda store: {"breaker": CircuitBreaker("up", store=store)},
    "budget": lambda store: {"retry_budget": RetryBudget("up", store=store)},
    "breaker and budget": lambda store: {
        "breaker": CircuitBreaker("up", store=store),
        "retry_budget": RetryBudget("up", store=store),
    },
}


@pytest.fixture
def store(redis_url: str) -> Iterator[RedisStore]:
    """A RedisStore on the test server."""
    redis_store = RedisStore(redis_url)
    yield redis_store
    redis_store.close()


def ok(n: int) -> str:
    return f"ok {n}"


async def ok_async(n: int) -> str:
    return f"ok {n}"


# Arguments never used before, so that no measurement replays another's idempotency key.
_fresh = itertools.count()
# A loaded machine can add to one measurement what the call path does not cost every time (a
# connection redis-py reopens, a read round when a window boundary is near): a count is
# measured again, up to this many times, before it fails. A path that costs more fails each.
TRIES = 3


def count_sync(server: RedisServer, tool: Callable[..., Any], calls: int) -> list[str]:
    """The commands redis-server received during ``calls`` calls, after a warm-up."""
    for _ in range(WARM_UP):
        tool(next(_fresh))
    with commands_received(server.port) as log:
        for _ in range(calls):
            tool(next(_fresh))
    return log.commands


async def count_async(server: RedisServer, tool: Callable[..., Any], calls: int) -> list[str]:
    """``count_sync`` for an ``async def`` tool."""
    for _ in range(WARM_UP):
        await tool(next(_fresh))
    with commands_received(server.port) as log:
        for _ in range(calls):
            await tool(next(_fresh))
    return log.commands


def counted(
    server: RedisServer, tool: Callable[..., Any], calls: int, expected: list[str]
) -> list[str]:
    """``count_sync`` until it gives ``expected``, at most ``TRIES`` times; the last count."""
    for _ in range(TRIES):
        commands = count_sync(server, tool, calls)
        if commands == expected:
            break
    return commands


async def counted_async(
    server: RedisServer, tool: Callable[..., Any], calls: int, expected: list[str]
) -> list[str]:
    """``counted`` for an ``async def`` tool."""
    for _ in range(TRIES):
        commands = await count_async(server, tool, calls)
        if commands == expected:
            break
    return commands


@pytest.mark.parametrize("guards", list(GUARDS))
@pytest.mark.parametrize("calls", [1, 7, 20])
def test_a_success_is_one_round_trip(
    redis_server: RedisServer, store: RedisStore, guards: str, calls: int
) -> None:
    """Each success through a Redis breaker and/or budget is one EVALSHA at the server."""
    tool = smart_retry_with_observation(ok, **GUARDS[guards](store))
    assert counted(redis_server, tool, calls, ["EVALSHA"] * calls) == ["EVALSHA"] * calls


@pytest.mark.parametrize("guards", list(GUARDS))
@pytest.mark.parametrize("calls", [1, 7])
async def test_an_async_success_is_one_round_trip(
    redis_server: RedisServer, store: RedisStore, guards: str, calls: int
) -> None:
    """Each success of an async tool through a Redis breaker and/or budget is one EVALSHA."""
    tool = smart_retry_with_observation(ok_async, **GUARDS[guards](store))
    expected = ["EVALSHA"] * calls
    assert await counted_async(redis_server, tool, calls, expected) == expected


@pytest.mark.parametrize("guards", list(GUARDS))
def test_a_success_with_a_key_is_two_round_trips(
    redis_server: RedisServer, store: RedisStore, guards: str
) -> None:
    """With an idempotency key in the same store: the claim (with the admission), the save."""
    tool = smart_retry_with_observation(
        ok, idempotency=Idempotency(key=str, store=store), **GUARDS[guards](store)
    )
    assert counted(redis_server, tool, 5, ["EVALSHA"] * 10) == ["EVALSHA"] * 10


@pytest.mark.parametrize("retries", [1, 3])
def test_a_failing_call_costs_two_round_trips_an_attempt(
    redis_server: RedisServer, store: RedisStore, retries: int
) -> None:
    """Each attempt's admission, and its outcome sent with the retry's budget (or at the end)."""

    def failing(n: int) -> str:
        raise TransientError("unavailable")

    tool = smart_retry_with_observation(
        failing,
        max_retries=retries,
        backoff=Backoff(base=0.001),
        breaker=CircuitBreaker("up", failure_threshold=1000, store=store),
        retry_budget=RetryBudget("up", ratio=100.0, store=store),
    )
    expected = ["EVALSHA"] * (2 * 2 * (retries + 1))
    assert counted(redis_server, tool, 2, expected) == expected


@pytest.mark.parametrize("successes", [0, 4, 11])
def test_the_budget_counts_successes_with_the_next_retry(store: RedisStore, successes: int) -> None:
    """Successes are counted in process and reach the shared budget with the next retry."""
    budget = RetryBudget("up", ratio=0.5, window=60, store=store)
    calls = iter([None] * successes + ["fail", None])

    def flaky(n: int) -> str:
        if next(calls) == "fail":
            raise TransientError("unavailable")
        return "ok"

    tool = smart_retry_with_observation(
        flaky, max_retries=1, backoff=Backoff(base=0.001), retry_budget=budget
    )
    for n in range(successes + 1):
        tool(n)
    assert budget.counts() == (successes + 1, 1)


@pytest.mark.parametrize("cool_down", [0.1, 0.3])
def test_a_replayed_call_gives_back_its_half_open_trial(
    store: RedisStore, cool_down: float
) -> None:
    """A call answered from its saved result takes no trial: the next new call is the trial."""
    breaker = CircuitBreaker("up", failure_threshold=1, first_cool_down=cool_down, store=store)
    runs: list[str] = []

    def write(key: str) -> str:
        runs.append(key)
        return f"wrote {key}"

    tool = smart_retry_with_observation(
        write, idempotency=Idempotency(key=str, store=store), breaker=breaker
    )
    tool("saved")
    store.update(breaker.key, record_change(breaker, "failure", False))
    time.sleep(cool_down + 0.05)
    replayed = tool.observe("saved")
    fresh = tool.observe("fresh")
    assert (replayed.attempts, fresh.status, runs) == (0, "ok", ["saved", "fresh"])
    assert breaker.state() == "closed"
