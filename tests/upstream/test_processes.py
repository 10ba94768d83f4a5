"""Exact counts across 8 processes sharing one real redis-server, and an outage of it."""

from __future__ import annotations

import multiprocessing
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import process_workers as workers
import pytest
import redis

from redis_server import RedisServer
from toolretry.stores import RedisStore
from toolretry.upstream import CircuitBreaker
from toolretry.upstream._breaker import record_change

PROCESSES = 8


@pytest.fixture(scope="module")
def pool() -> Iterator[ProcessPoolExecutor]:
    """8 spawned worker processes, warmed up so that timed tasks start together."""
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(PROCESSES, mp_context=context) as executor:
        for _ in range(50):  # Until all 8 have started: spawning one takes seconds here.
            if len(set(executor.map(workers.warm, range(PROCESSES)))) == PROCESSES:
                break
        yield executor


def each(pool: ProcessPoolExecutor, fn: Callable[..., Any], *args: Any) -> list[Any]:
    """Run ``fn(*args)`` once in each of the 8 processes; their results."""
    futures = [pool.submit(fn, *args) for _ in range(PROCESSES)]
    return [future.result(timeout=60) for future in futures]


def soon(seconds: float = 0.5) -> float:
    return time.time() + seconds


@pytest.mark.parametrize("threshold", [8, 37])
def test_breaker_opens_at_exactly_the_threshold(
    pool: ProcessPoolExecutor, redis_url: str, threshold: int
) -> None:
    """threshold - 1 failures from 8 processes leave it closed; the next batch opens it once,
    at exactly the threshold."""
    before = threshold - 1
    shares = [before // PROCESSES + (1 if i < before % PROCESSES else 0) for i in range(PROCESSES)]
    start = soon()
    futures = [pool.submit(workers.book_failures, redis_url, threshold, n, start) for n in shares]
    first = [future.result(timeout=60) for future in futures]
    breaker = CircuitBreaker(
        "shared", failure_threshold=threshold, window=60, store=RedisStore(redis_url)
    )
    closed_after_first = breaker.state()
    start = soon()
    second = each(pool, workers.book_failures, redis_url, threshold, 1, start)
    changes = [change for report in second for change in report["changes"]]
    assert (closed_after_first, [c for r in first for c in r["changes"]]) == ("closed", [])
    assert (changes, breaker.state()) == ([("closed", "open", threshold)], "open")
    assert len({r["pid"] for r in second}) == PROCESSES


@pytest.mark.parametrize("half_open_calls", [1, 3])
def test_half_open_admits_exactly_half_open_calls(
    pool: ProcessPoolExecutor, redis_url: str, half_open_calls: int
) -> None:
    """8 processes calling at once after the cool-down: exactly half_open_calls run."""
    store = RedisStore(redis_url)
    breaker = CircuitBreaker("shared", failure_threshold=1, cool_down=0.5, store=store)
    store.update(breaker.key, record_change(breaker, "failure", False))
    start = time.time() + 0.8  # Past the cool-down.
    reports = each(pool, workers.trial_calls, redis_url, half_open_calls, start)
    codes = sorted(str(r["code"]) for r in reports)
    runs = int(redis.Redis.from_url(redis_url).get("runs") or 0)
    assert (runs, codes) == (
        half_open_calls,
        sorted(["None"] * half_open_calls + ["CIRCUIT_OPEN"] * (PROCESSES - half_open_calls)),
    )


@pytest.mark.parametrize(
    ("ratio", "rate", "calls"), [(0.25, 0.0, 10), (0.2, 0.5, 7), (0.1, 0.0, 13)]
)
def test_budget_admits_exactly_ratio_of_calls_plus_floor(
    pool: ProcessPoolExecutor, redis_url: str, ratio: float, rate: float, calls: int
) -> None:
    """8 processes deposit calls, then ask for retries: ⌊ratio·calls⌋ + rate·window granted."""
    start = soon()
    each(pool, workers.budget_deposits, redis_url, ratio, rate, calls, start)
    start = soon()
    reports = each(pool, workers.budget_withdrawals, redis_url, ratio, rate, 20, start)
    total_calls = calls * PROCESSES
    expected = int(ratio * total_calls + 1e-9) + int(rate * 30)
    assert sum(r["granted"] for r in reports) == expected
    assert all(r["healthy"] for r in reports)


def test_an_idempotency_key_runs_once_across_processes(
    pool: ProcessPoolExecutor, redis_url: str
) -> None:
    """8 processes making the same write at once: it runs once, all get its result."""
    start = soon()
    reports = each(pool, workers.idempotent_write, redis_url, start)
    runs = int(redis.Redis.from_url(redis_url).get("runs") or 0)
    results = {r["result"] for r in reports}
    assert (runs, len(results), len({r["pid"] for r in reports})) == (1, 1, PROCESSES)


def test_redis_killed_and_restarted_mid_run(
    pool: ProcessPoolExecutor, own_redis: RedisServer
) -> None:
    """While Redis dies and comes back, no call raises or overruns its deadline, and shared
    state works again afterwards."""
    url = own_redis.url
    started = time.time()
    until, check_at = started + 3.5, started + 5.0
    futures = [
        pool.submit(workers.calls_through_an_outage, url, until, check_at) for _ in range(PROCESSES)
    ]
    time.sleep(1.2)
    own_redis.kill()
    time.sleep(1.0)
    own_redis.start()
    time.sleep(max(0.0, until + 0.5 - time.time()))
    store = RedisStore(url)
    breaker = CircuitBreaker(
        "shared", failure_threshold=3, cool_down=30, first_cool_down=30, store=store
    )
    for _ in range(3):
        store.update(breaker.key, record_change(breaker, "failure", False))
    reports = [future.result(timeout=30) for future in futures]
    assert [r["errors"] for r in reports] == [[]] * PROCESSES
    assert max(r["slowest"] for r in reports) < 1.5
    assert [(r["after"], r["healthy"]) for r in reports] == [("CIRCUIT_OPEN", True)] * PROCESSES, [
        r["details"] for r in reports
    ]
