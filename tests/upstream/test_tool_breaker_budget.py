"""The decorator's breaker= and retry_budget=: what a guarded tool answers, and when it runs."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

import pytest

import toolretry
from toolretry import (
    Backoff,
    BusinessError,
    ClientError,
    ConfigurationError,
    FatalError,
    Idempotency,
    TransientError,
    smart_retry_with_observation,
)
from toolretry.stores import MemoryStore
from toolretry.upstream import CircuitBreaker, CircuitStateChanged, RetryBudget


class Upstream:
    """A tool body that fails with ``error`` until told otherwise, counting its runs."""

    def __init__(self, error: Exception | None) -> None:
        self.error = error
        self.runs = 0

    def __call__(self, item: str = "x") -> str:
        self.runs += 1
        if self.error is not None:
            raise self.error
        return f"ok {item}"


def breaker(**kwargs: Any) -> CircuitBreaker:
    return CircuitBreaker("up", store=MemoryStore(), **kwargs)


@pytest.mark.parametrize("threshold", [1, 3, 6])
def test_open_after_exactly_threshold_failing_calls(threshold: int) -> None:
    """The call after threshold transient failures is answered CIRCUIT_OPEN without running."""
    body = Upstream(TransientError("upstream down"))
    tool = smart_retry_with_observation(
        body, max_retries=0, breaker=breaker(failure_threshold=threshold, cool_down=30)
    )
    codes = [tool.observe().error_code for _ in range(threshold + 2)]
    assert (codes, body.runs) == (
        ["TRANSIENT_ERROR"] * threshold + ["CIRCUIT_OPEN"] * 2,
        threshold,
    )


def test_circuit_open_observation() -> None:
    """CIRCUIT_OPEN is transient, says when to come back, and that nothing ran."""
    body = Upstream(TransientError("down"))
    tool = smart_retry_with_observation(
        body, max_retries=0, breaker=breaker(failure_threshold=1, cool_down=20)
    )
    tool()
    observation = tool.observe()
    assert (
        observation.category,
        observation.attempts,
        0 < observation.retry_after <= 20,
        observation.details["gave_up"],
        observation.details["breaker"],
    ) == (toolretry.ErrorCategory.TRANSIENT, 0, True, "circuit_open", "up")


@pytest.mark.parametrize(
    "error",
    [
        ClientError("bad id"),
        BusinessError("insufficient balance"),
        ValueError("bad"),
        FatalError("bug"),
        KeyError("missing"),
    ],
    ids=type,
)
def test_errors_that_are_not_the_upstreams_never_open_it(error: Exception) -> None:
    """Client, business and fatal failures leave the breaker closed however many there are."""
    body = Upstream(error)
    shared = breaker(failure_threshold=2)
    tool = smart_retry_with_observation(body, max_retries=0, breaker=shared)
    for _ in range(5):
        tool()
    assert (shared.state(), body.runs) == ("closed", 5)


def test_every_attempt_counts() -> None:
    """Retries of one call are failures too: the breaker can open inside a call."""
    body = Upstream(TransientError("down"))
    shared = breaker(failure_threshold=2, cool_down=30)
    tool = smart_retry_with_observation(
        body, max_retries=5, backoff=Backoff(base=0), breaker=shared
    )
    with toolretry.set_testing(True):
        observation = tool.observe()
    assert (observation.error_code, observation.attempts, body.runs) == ("CIRCUIT_OPEN", 2, 2)


def test_a_trial_success_closes_and_the_tool_answers() -> None:
    """After the cool-down one trial runs; its success closes the breaker."""
    body = Upstream(TransientError("down"))
    shared = breaker(failure_threshold=1, cool_down=0.05)
    tool = smart_retry_with_observation(body, max_retries=0, breaker=shared)
    tool()
    body.error = None
    refused = tool.observe().error_code
    time.sleep(0.08)
    assert (refused, tool("a"), shared.state()) == ("CIRCUIT_OPEN", "ok a", "closed")


def test_several_tools_share_one_breaker() -> None:
    """Failures of one tool open the breaker for every tool that names it."""
    shared = breaker(failure_threshold=2)
    failing = smart_retry_with_observation(
        Upstream(TransientError("down")), max_retries=0, breaker=shared
    )
    healthy_body = Upstream(None)
    healthy = smart_retry_with_observation(healthy_body, max_retries=0, breaker=shared)
    failing()
    failing()
    assert (healthy.observe().error_code, healthy_body.runs) == ("CIRCUIT_OPEN", 0)


def test_transitions_reach_on_event_and_the_log(caplog: pytest.LogCaptureFixture) -> None:
    """Opening is a CircuitStateChanged event and a warning in the log."""
    events: list[object] = []
    tool = smart_retry_with_observation(
        Upstream(TransientError("down")),
        max_retries=0,
        breaker=breaker(failure_threshold=1),
        on_event=events.append,
    )
    with caplog.at_level(logging.WARNING, logger="toolretry"):
        tool()
    changes = [e for e in events if isinstance(e, CircuitStateChanged)]
    opened = [r for r in caplog.records if "closed -> open" in r.getMessage()]
    assert ([(c.old, c.new) for c in changes], len(opened)) == ([("closed", "open")], 1)


@pytest.mark.parametrize(("ratio", "calls", "retries"), [(0.0, 4, 0), (0.5, 4, 2), (1.0, 3, 3)])
def test_budget_bounds_the_retries_of_many_calls(ratio: float, calls: int, retries: int) -> None:
    """With no floor, ``calls`` failing calls make exactly ⌊ratio·calls⌋ retries in all."""
    body = Upstream(TransientError("down"))
    budget = RetryBudget("up", ratio=ratio, min_retries_per_second=0, store=MemoryStore())
    tool = smart_retry_with_observation(
        body, max_retries=1, backoff=Backoff(base=0), retry_budget=budget
    )
    with toolretry.set_testing(True):
        for _ in range(calls):
            tool()
    assert body.runs == calls + retries


def test_a_refused_retry_says_retry_budget() -> None:
    """A call whose retry the budget refused gives up with gave_up: retry_budget."""
    budget = RetryBudget("up", ratio=0, min_retries_per_second=0, store=MemoryStore())
    tool = smart_retry_with_observation(
        Upstream(TransientError("down")), max_retries=3, retry_budget=budget
    )
    observation = tool.observe()
    assert (observation.attempts, observation.details["gave_up"]) == (1, "retry_budget")


def test_the_budget_never_refuses_a_first_attempt() -> None:
    """An empty budget still lets every call make its first attempt."""
    body = Upstream(None)
    budget = RetryBudget("up", ratio=0, min_retries_per_second=0, store=MemoryStore())
    tool = smart_retry_with_observation(body, retry_budget=budget)
    assert ([tool(str(n)) for n in range(3)], body.runs) == (["ok 0", "ok 1", "ok 2"], 3)


async def test_async_tools_are_guarded_too() -> None:
    """An async tool is refused by an open breaker without running."""
    runs = 0

    async def fetch() -> str:
        nonlocal runs
        runs += 1
        raise TransientError("down")

    tool = smart_retry_with_observation(fetch, max_retries=0, breaker=breaker(failure_threshold=2))
    codes = [(await tool.observe()).error_code for _ in range(3)]
    assert (codes, runs) == (["TRANSIENT_ERROR", "TRANSIENT_ERROR", "CIRCUIT_OPEN"], 2)


async def test_async_budget_refuses_retries() -> None:
    """An async tool's retries are bounded by the budget too."""

    async def fetch() -> str:
        raise TransientError("down")

    budget = RetryBudget("up", ratio=0, min_retries_per_second=0, store=MemoryStore())
    tool = smart_retry_with_observation(fetch, max_retries=3, retry_budget=budget)
    observation = await tool.observe()
    assert (observation.attempts, observation.details["gave_up"]) == (1, "retry_budget")


def test_unguarded_tools_have_no_guard() -> None:
    """A tool without breaker, budget or key keeps the plain wrapper."""
    tool = smart_retry_with_observation(Upstream(None))
    assert tool.__toolretry_settings__.guard is None  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("make", "named"),
    [
        (lambda: {"breaker": "payments"}, "breaker"),
        (lambda: {"breaker": RetryBudget("x")}, "breaker"),
        (lambda: {"retry_budget": 0.2}, "retry_budget"),
        (lambda: {"retry_budget": CircuitBreaker("x")}, "retry_budget"),
        (lambda: {"idempotency": Idempotency(key=42)}, r"Idempotency\(key="),
        (lambda: {"idempotency": Idempotency(key="order_id")}, r"Idempotency\(key="),
        (lambda: {"idempotency": Idempotency(key="auto", ttl=0)}, r"Idempotency\(ttl="),
        (lambda: {"idempotency": Idempotency(key="auto", ttl="1h")}, r"Idempotency\(ttl="),
        (lambda: {"idempotency": Idempotency(key="auto", store={})}, "store"),
        (lambda: {"idempotency": Idempotency(store=MemoryStore())}, r"Idempotency\(store="),
    ],
)
def test_bad_arguments_fail_at_decoration(make: Callable[[], dict[str, Any]], named: str) -> None:
    """Wrong upstream arguments raise ConfigurationError naming the argument."""
    with pytest.raises(ConfigurationError, match=named):
        smart_retry_with_observation(**make())


def test_remaining_time_is_set_inside_a_guarded_tool() -> None:
    """A guarded tool still sees its deadline through remaining_time()."""
    seen: list[float | None] = []
    tool = smart_retry_with_observation(
        lambda: seen.append(toolretry.remaining_time()), total_timeout=7, breaker=breaker()
    )
    tool()
    assert 6 < (seen[0] or 0.0) <= 7


def test_a_refusal_counts_in_the_turn() -> None:
    """Inside a turn, a CIRCUIT_OPEN answer is a failure of the tool, with the turn's fields."""
    tool = smart_retry_with_observation(
        Upstream(TransientError("down")), max_retries=0, breaker=breaker(failure_threshold=1)
    )
    tool()
    with toolretry.turn() as current:
        observation = tool.observe()
    assert (observation.error_code, observation.attempts_left, current.should_stop) == (
        "CIRCUIT_OPEN",
        2,
        False,
    )


def test_refused_calls_do_not_feed_the_budget() -> None:
    """Calls the open breaker answered never reached the upstream, so they earn no retries."""
    store = MemoryStore()
    shared = CircuitBreaker("up", failure_threshold=1, cool_down=30, store=store)
    budget = RetryBudget("up", ratio=1.0, min_retries_per_second=0, store=store)
    tool = smart_retry_with_observation(
        Upstream(TransientError("down")), max_retries=0, breaker=shared, retry_budget=budget
    )
    for _ in range(5):
        tool()
    assert budget.counts() == (1, 0)
