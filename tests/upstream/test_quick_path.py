"""Tools whose guard keeps all its state in process skip the guarded path while nothing is
recorded, and still count, open and pause as the guarded path does."""

from __future__ import annotations

from typing import Any

import pytest

from toolretry import Idempotency, TransientError, smart_retry_with_observation
from toolretry.stores import MemoryStore, RedisStore
from toolretry.upstream import CircuitBreaker, RetryBudget


def ok(n: int) -> str:
    return f"ok {n}"


def guard_of(tool: Any) -> Any:
    return tool.__toolretry_settings__.guard


@pytest.mark.parametrize("successes", [1, 6, 40])
def test_successes_on_the_quick_path_reach_an_in_process_budget(successes: int) -> None:
    """Every success of a tool with an in-process budget is counted as a call."""
    budget = RetryBudget("up", store=MemoryStore())
    tool = smart_retry_with_observation(ok, retry_budget=budget)
    for n in range(successes):
        tool(n)
    assert budget.counts() == (successes, 0)


@pytest.mark.parametrize("threshold", [1, 3, 8])
def test_failures_after_quick_attempts_open_the_breaker(threshold: int) -> None:
    """Failed first attempts made on the quick path are booked: the breaker opens at the
    threshold and the next call is refused without running."""
    runs: list[int] = []

    def down(n: int) -> str:
        runs.append(n)
        raise TransientError("unavailable")

    breaker = CircuitBreaker("up", failure_threshold=threshold, store=MemoryStore())
    tool = smart_retry_with_observation(down, max_retries=0, breaker=breaker)
    for n in range(threshold):
        tool(n)
    refused = tool.observe(threshold)
    assert (breaker.state(), refused.error_code, len(runs)) == ("open", "CIRCUIT_OPEN", threshold)


@pytest.mark.parametrize(
    ("guards", "quick"),
    [
        ({"breaker": CircuitBreaker("up", store=MemoryStore())}, True),
        ({"retry_budget": RetryBudget("up", store=MemoryStore())}, True),
        ({"breaker": CircuitBreaker("up"), "retry_budget": RetryBudget("up")}, True),
        ({"breaker": CircuitBreaker("up"), "idempotency": Idempotency(key="auto")}, False),
        ({"breaker": CircuitBreaker("up", store=RedisStore("redis://127.0.0.1:9/0"))}, False),
        (
            {
                "breaker": CircuitBreaker("up"),
                "retry_budget": RetryBudget("up", store=RedisStore("redis://127.0.0.1:9/0")),
            },
            False,
        ),
    ],
)
def test_only_a_guard_wholly_in_process_without_a_key_is_quick(
    guards: dict[str, Any], quick: bool
) -> None:
    """A shared store or an idempotency key keeps every call on the guarded path."""
    tool = smart_retry_with_observation(ok, **guards)
    assert guard_of(tool).quick is quick


@pytest.mark.parametrize("seconds", [0.5, 3.0])
def test_a_pause_takes_calls_off_the_quick_path(seconds: float) -> None:
    """While a Retry-After pause holds, a call does not go out at once: it is answered
    UPSTREAM_PAUSED when its deadline ends inside the pause."""
    runs: list[int] = []

    def limited(n: int) -> str:
        runs.append(n)
        if n == 0:
            raise TransientError("slow down", retry_after=seconds)
        return "ok"

    breaker = CircuitBreaker("up", store=MemoryStore())
    tool = smart_retry_with_observation(limited, max_retries=0, total_timeout=0.2, breaker=breaker)
    tool(0)
    paused = tool.observe(1)
    assert (paused.error_code, runs, guard_of(tool).quiet()) == ("UPSTREAM_PAUSED", [0], False)


@pytest.mark.parametrize("failures", [0, 1, 3])
def test_a_guard_is_quiet_only_while_its_breaker_has_nothing_recorded(failures: int) -> None:
    """A breaker that never failed lets calls take the quick path; one counted failure, not
    yet enough to open it, takes them off it."""

    def flaky(n: int) -> str:
        if n < failures:
            raise TransientError("unavailable")
        return "ok"

    breaker = CircuitBreaker("up", failure_threshold=10, store=MemoryStore())
    tool = smart_retry_with_observation(flaky, max_retries=0, breaker=breaker)
    for n in range(failures):
        tool(n)
    assert (guard_of(tool).quiet(), breaker.state()) == (failures == 0, "closed")
