"""Functions the multi-process tests run in each of 8 worker processes (spawned, so they
import this module by name); each starts at one shared wall-clock moment."""

from __future__ import annotations

import os
import time
from typing import Any

import redis

from toolretry import Backoff, Idempotency, TransientError, smart_retry_with_observation
from toolretry.stores import RedisStore
from toolretry.upstream import CircuitBreaker, RetryBudget
from toolretry.upstream._breaker import record_change


def _at(start_at: float) -> None:
    time.sleep(max(0.0, start_at - time.time()))


def warm(_: object) -> int:
    """Import everything once (redis-py takes seconds with 8 processes on 2 cores) and decorate
    a tool (the first decoration loads the call pipeline and what a failure's answer needs),
    then stay busy long enough that every worker, not only the first one up, takes one of
    these: a timed task then starts when it is told to, not after its imports."""
    import redis.asyncio  # noqa: F401

    @smart_retry_with_observation
    def warming() -> str:
        return "warm"

    warming()
    time.sleep(0.2)
    return os.getpid()


def book_failures(url: str, threshold: int, failures: int, start_at: float) -> dict[str, Any]:
    """Book ``failures`` transient failures on the shared breaker; report transitions."""
    store = RedisStore(url)
    breaker = CircuitBreaker("shared", failure_threshold=threshold, window=60, store=store)
    _at(start_at)
    changes = []
    for _ in range(failures):
        changed = store.update(breaker.key, record_change(breaker, "failure", False))
        if changed is not None:
            changes.append((changed.old, changed.new, changed.failures))
    return {"pid": os.getpid(), "changes": changes, "healthy": store.healthy}


def trial_calls(url: str, half_open_calls: int, start_at: float) -> dict[str, Any]:
    """Call a decorated tool once while the breaker is half-open; it counts its runs."""
    store = RedisStore(url)
    breaker = CircuitBreaker(
        "shared", failure_threshold=1, cool_down=0.5, half_open_calls=half_open_calls, store=store
    )
    counter = redis.Redis.from_url(url)

    def probe() -> str:
        counter.incr("runs")
        time.sleep(0.5)  # Still running while every other process asks.
        return "ok"

    tool = smart_retry_with_observation(probe, breaker=breaker, max_retries=0)
    _at(start_at)
    observation = tool.observe()
    return {"pid": os.getpid(), "code": observation.error_code, "healthy": store.healthy}


def budget_deposits(url: str, ratio: float, rate: float, calls: int, start_at: float) -> int:
    """Count ``calls`` calls on the shared budget."""
    store = RedisStore(url)
    budget = RetryBudget("shared", ratio=ratio, min_retries_per_second=rate, window=30, store=store)
    _at(start_at)
    for _ in range(calls):
        budget.deposit()
    return os.getpid()


def budget_withdrawals(
    url: str, ratio: float, rate: float, tries: int, start_at: float
) -> dict[str, Any]:
    """Ask the shared budget for ``tries`` retries; report how many it granted."""
    store = RedisStore(url)
    budget = RetryBudget("shared", ratio=ratio, min_retries_per_second=rate, window=30, store=store)
    _at(start_at)
    granted = sum(budget.try_withdraw() for _ in range(tries))
    return {"pid": os.getpid(), "granted": granted, "healthy": store.healthy}


def idempotent_write(url: str, start_at: float) -> dict[str, Any]:
    """Call a decorated write with one idempotency key; it counts its runs in Redis."""
    store = RedisStore(url)
    counter = redis.Redis.from_url(url)

    def charge(order: str, amount: int) -> dict[str, Any]:
        run = counter.incr("runs")
        time.sleep(0.3)
        return {"order": order, "amount": amount, "run": run, "pid": os.getpid()}

    tool = smart_retry_with_observation(
        charge, idempotency=Idempotency(key=lambda order, amount: order, store=store)
    )
    _at(start_at)
    observation = tool.observe("A-1001", 25)
    return {"pid": os.getpid(), "result": observation.result, "healthy": store.healthy}


def calls_through_an_outage(url: str, until: float, check_at: float) -> dict[str, Any]:
    """Call a guarded tool in a loop while Redis dies and returns; then once more at
    ``check_at`` to see whether the shared breaker (opened by the parent) is seen."""
    store = RedisStore(url, recheck_after=0.2)
    breaker = CircuitBreaker(
        "shared", failure_threshold=3, cool_down=30, first_cool_down=30, store=store
    )
    budget = RetryBudget("shared", store=store)
    runs = 0

    def flaky(n: int) -> str:
        nonlocal runs
        runs += 1
        if n % 4 == 0:
            raise TransientError("blip")
        return "ok"

    tool = smart_retry_with_observation(
        flaky,
        breaker=breaker,
        retry_budget=budget,
        idempotency=Idempotency(key="auto", store=store),
        max_retries=1,
        backoff=Backoff(base=0.01),
        total_timeout=1.0,
    )
    errors: list[str] = []
    slowest, calls, n = 0.0, 0, 0
    while time.time() < until:
        n += 1
        started = time.monotonic()
        try:
            tool(n * 1000 + os.getpid())
        except BaseException as exc:  # Reported to the parent, which asserts there were none.
            errors.append(repr(exc))
        slowest = max(slowest, time.monotonic() - started)
        calls += 1
        time.sleep(0.005)
    _at(check_at)
    after = tool.observe(1)
    return {
        "pid": os.getpid(),
        "errors": errors,
        "slowest": slowest,
        "calls": calls,
        "after": after.error_code,
        "healthy": store.healthy,
        "details": after.details,
    }
