"""The shared Retry-After pause and idempotency keys, through the decorator."""

from __future__ import annotations

import asyncio
import threading
import time
from typing import Any

import pytest

import toolretry
from toolretry import (
    Backoff,
    ClientError,
    Idempotency,
    TransientError,
    smart_retry_with_observation,
)
from toolretry.stores import MemoryStore
from toolretry.upstream import (
    CircuitBreaker,
    RetryBudget,
    forget_idempotency_key,
    idempotency_key,
)


def breaker() -> CircuitBreaker:
    return CircuitBreaker("up", store=MemoryStore())


class Limited:
    """Answers 'rate limited, retry after ``seconds``' once, then succeeds; notes run times."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.started: list[float] = []

    def __call__(self) -> str:
        self.started.append(time.monotonic())
        if len(self.started) == 1:
            raise TransientError("slow down", retry_after=self.seconds)
        return "done"


@pytest.mark.parametrize("seconds", [0.2, 0.4])
def test_other_calls_wait_out_the_pause(seconds: float) -> None:
    """A call arriving during a pause another call learned of starts only after it."""
    body = Limited(seconds)
    tool = smart_retry_with_observation(body, max_retries=0, breaker=breaker())
    tool()
    learned = time.monotonic()
    second = tool()
    assert (second, body.started[1] - learned >= seconds - 0.02) == ("done", True)


@pytest.mark.parametrize("holder", ["breaker", "budget"])
def test_the_pause_is_shared_by_name(holder: str) -> None:
    """Two tools naming one upstream share its pause (with a breaker, or a budget alone)."""
    store = MemoryStore()
    guard: dict[str, Any] = (
        {"breaker": CircuitBreaker("up", store=store)}
        if holder == "breaker"
        else {"retry_budget": RetryBudget("up", store=store)}
    )
    limited = smart_retry_with_observation(Limited(0.3), max_retries=0, **guard)
    started: list[float] = []
    other = smart_retry_with_observation(lambda: started.append(time.monotonic()), **guard)
    limited()
    learned = time.monotonic()
    other()
    assert started[0] - learned >= 0.28


@pytest.mark.parametrize(("pause", "timeout"), [(5.0, 0.5), (30.0, 2.0)])
def test_a_pause_past_the_deadline_answers_at_once(pause: float, timeout: float) -> None:
    """When the pause outlasts the deadline the call returns UPSTREAM_PAUSED at once."""
    shared = breaker()
    smart_retry_with_observation(Limited(pause), max_retries=0, breaker=shared)()
    runs: list[int] = []
    tool = smart_retry_with_observation(
        lambda: runs.append(1), breaker=shared, total_timeout=timeout
    )
    started = time.monotonic()
    observation = tool.observe()
    took = time.monotonic() - started
    assert (observation.error_code, runs, took < 0.2) == ("UPSTREAM_PAUSED", [], True)
    assert pause - 0.5 < observation.retry_after <= pause


def test_set_testing_skips_the_pause() -> None:
    """Under set_testing the pause is not waited for."""
    shared = breaker()
    smart_retry_with_observation(Limited(30), max_retries=0, breaker=shared)()
    tool = smart_retry_with_observation(lambda: "ran", breaker=shared)
    with toolretry.set_testing(True):
        started = time.monotonic()
        answer = tool()
    assert (answer, time.monotonic() - started < 0.5) == ("ran", True)


@pytest.mark.parametrize("retry_after", [0.0, 0.001, 0.01, 1.0])
def test_a_failure_with_retry_after_still_counts_against_the_breaker(retry_after: float) -> None:
    """A transient failure counts whatever Retry-After came with it (a dead upstream sends 0)."""
    shared = CircuitBreaker("up", failure_threshold=2, store=MemoryStore())

    def dead() -> str:
        raise TransientError("service unavailable", retry_after=retry_after)

    tool = smart_retry_with_observation(dead, max_retries=0, breaker=shared, total_timeout=5)
    with toolretry.set_testing(True):
        tool()
        tool()
    assert shared.state() == "open"


class Counter:
    """A write that must happen once: counts its runs, optionally failing the first ones."""

    def __init__(self, fail_first: int = 0, delay: float = 0.0) -> None:
        self.runs = 0
        self.fail_first = fail_first
        self.delay = delay
        self.keys: list[str | None] = []
        self.lock = threading.Lock()

    def __call__(self, order: str, amount: int = 1) -> dict[str, Any]:
        with self.lock:
            self.runs += 1
            run = self.runs
        self.keys.append(idempotency_key())
        time.sleep(self.delay)
        if run <= self.fail_first:
            raise ClientError("card declined")
        return {"order": order, "amount": amount, "run": run}


def by_order(order: str, amount: int = 1) -> str:
    return f"order-{order}"


@pytest.mark.parametrize("key", [by_order, "auto"])
def test_a_succeeded_key_is_replayed_without_running(key: Any) -> None:
    """The second call with the key answers the saved result and does not run."""
    body = Counter()
    tool = smart_retry_with_observation(body, idempotency=Idempotency(key=key, store=MemoryStore()))
    first = tool("A1")
    replay = tool.observe("A1")
    assert (replay.result, body.runs) == (first, 1)
    assert (replay.attempts, replay.details) == (0, {"idempotency": "replayed"})


def test_auto_keys_tell_arguments_apart() -> None:
    """'auto' runs the tool once per distinct call, by parameter name."""
    body = Counter()
    tool = smart_retry_with_observation(
        body, idempotency=Idempotency(key="auto", store=MemoryStore())
    )
    tool("A1")
    tool(order="A1")
    tool("A1", amount=2)
    tool("B7")
    assert body.runs == 3


def test_a_failure_does_not_poison_the_key() -> None:
    """After a failed call the next one with the key runs, and its success is saved."""
    body = Counter(fail_first=1)
    tool = smart_retry_with_observation(
        body, idempotency=Idempotency(key=by_order, store=MemoryStore())
    )
    failed = tool.observe("A1")
    second = tool("A1")
    third = tool("A1")
    assert (failed.status, second == third, body.runs) == ("error", True, 2)


def test_the_key_is_readable_inside_the_tool_only() -> None:
    """idempotency_key() is the call's key inside the tool and None outside."""
    body = Counter()
    tool = smart_retry_with_observation(
        body, idempotency=Idempotency(key=by_order, store=MemoryStore())
    )
    tool("Z9")
    assert (body.keys, idempotency_key()) == (["order-Z9"], None)


def test_a_key_function_returning_none_opts_out() -> None:
    """A key of None means no idempotency for that call: it runs every time."""
    body = Counter()
    tool = smart_retry_with_observation(
        body, idempotency=Idempotency(key=lambda order, amount=1: None, store=MemoryStore())
    )
    tool("A")
    tool("A")
    assert (body.runs, body.keys) == (2, [None, None])


def test_a_raising_key_function_answers_instead_of_running() -> None:
    """A key function that raises is a fatal IDEMPOTENCY_KEY_FAILED; the write never runs."""
    body = Counter()
    tool = smart_retry_with_observation(
        body, idempotency=Idempotency(key=lambda order, amount=1: order["id"], store=MemoryStore())
    )
    observation = tool.observe("A")
    assert (observation.error_code, observation.category, body.runs) == (
        "IDEMPOTENCY_KEY_FAILED",
        toolretry.ErrorCategory.FATAL,
        0,
    )


@pytest.mark.parametrize("threads", [2, 8])
def test_a_key_in_flight_is_waited_for(threads: int) -> None:
    """Concurrent calls with one key run the tool once; all get its result."""
    body = Counter(delay=0.2)
    tool = smart_retry_with_observation(
        body, idempotency=Idempotency(key=by_order, store=MemoryStore())
    )
    answers: list[str] = []
    workers = [threading.Thread(target=lambda: answers.append(tool("A1"))) for _ in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert (body.runs, len(set(answers)), len(answers)) == (1, 1, threads)


def test_a_key_in_flight_past_the_deadline_answers_in_flight() -> None:
    """A call that cannot wait for the other one's result says IDEMPOTENCY_IN_FLIGHT."""
    store = MemoryStore()
    same: dict[str, Any] = {"idempotency": Idempotency(key=by_order, store=store)}
    slow = smart_retry_with_observation(Counter(delay=1.0), name="counter", **same)
    impatient_body = Counter()
    impatient = smart_retry_with_observation(
        impatient_body, name="counter", total_timeout=0.2, **same
    )
    worker = threading.Thread(target=slow, args=("A1",))
    worker.start()
    time.sleep(0.05)
    started = time.monotonic()
    observation = impatient.observe("A1")
    took = time.monotonic() - started
    worker.join()
    assert (observation.error_code, impatient_body.runs, took < 0.6) == (
        "IDEMPOTENCY_IN_FLIGHT",
        0,
        True,
    )


def test_an_interrupted_call_leaves_its_outcome_unknown_until_forgotten() -> None:
    """KeyboardInterrupt propagates; the key then reads unknown (not a second run) until
    forget_idempotency_key clears it."""
    calls = []

    def write(order: str) -> str:
        calls.append(order)
        if len(calls) == 1:
            raise KeyboardInterrupt
        return "written"

    tool = smart_retry_with_observation(
        write, idempotency=Idempotency(key="auto", store=MemoryStore()), total_timeout=1
    )
    with pytest.raises(KeyboardInterrupt):
        tool("A")
    unknown = tool.observe("A")
    assert (unknown.error_code, unknown.details["may_have_taken_effect"], len(calls)) == (
        "IDEMPOTENCY_OUTCOME_UNKNOWN",
        True,
        1,
    )
    assert forget_idempotency_key(tool, unknown.details["idempotency_key"]) == "unknown"
    assert (tool("A"), len(calls)) == ("written", 2)


async def test_async_key_runs_once_across_tasks() -> None:
    """Concurrent asyncio tasks with one key run the async tool once."""
    runs = 0

    async def charge(order: str) -> str:
        nonlocal runs
        runs += 1
        await asyncio.sleep(0.1)
        return f"charged {order} with {idempotency_key()}"

    tool = smart_retry_with_observation(
        charge, idempotency=Idempotency(key="auto", store=MemoryStore())
    )
    answers = await asyncio.gather(*(tool("A1") for _ in range(10)))
    assert (runs, len(set(answers))) == (1, 1)


async def test_async_pause_is_waited_out() -> None:
    """An async call during a pause starts only after it."""
    shared = breaker()
    started: list[float] = []

    async def limited() -> str:
        started.append(time.monotonic())
        if len(started) == 1:
            raise TransientError("slow down", retry_after=0.25)
        return "done"

    tool = smart_retry_with_observation(limited, max_retries=0, breaker=shared)
    await tool()
    learned = time.monotonic()
    assert (await tool(), started[1] - learned >= 0.23) == ("done", True)


@pytest.mark.parametrize(("jump", "limit"), [(86_400.0, 300.0), (10_000.0, 60.0), (500.0, 5.0)])
def test_a_store_clock_jump_never_asks_past_max_retry_after(jump: float, limit: float) -> None:
    """A pause read from a store whose clock jumped is answered with at most max_retry_after."""
    now = [1_000.0]
    store = MemoryStore(lambda: now[0])
    shared = CircuitBreaker("jumpy", store=store)

    def limited() -> str:
        raise TransientError("slow down", retry_after=1.0)

    smart_retry_with_observation(limited, max_retries=0, breaker=shared)()
    now[0] -= jump  # The store's clock went backwards: the pause now seems to last for days.
    tool = smart_retry_with_observation(
        lambda: "ran", breaker=shared, total_timeout=1, backoff=Backoff(max_retry_after=limit)
    )
    answer = tool.observe()
    assert (answer.error_code, answer.retry_after <= limit) == ("UPSTREAM_PAUSED", True)
