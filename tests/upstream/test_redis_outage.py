"""Guarded tools over a Redis that freezes or dies: answers keep coming, within the deadline."""

from __future__ import annotations

import threading
import time

from redis_server import RedisServer
from toolretry import Backoff, Idempotency, TransientError, smart_retry_with_observation
from toolretry.stores import RedisStore
from toolretry.upstream import CircuitBreaker, RetryBudget


def guarded_tool(store: RedisStore, timeout: float) -> object:
    calls = 0

    def lookup(n: int) -> str:
        nonlocal calls
        calls += 1
        if n % 3 == 0:
            raise TransientError("blip")
        return f"found {n}"

    return smart_retry_with_observation(
        lookup,
        breaker=CircuitBreaker("lookups", failure_threshold=50, store=store),
        retry_budget=RetryBudget("lookups", store=store),
        idempotency=Idempotency(key="auto", store=store),
        max_retries=1,
        backoff=Backoff(base=0.01),
        total_timeout=timeout,
    )


def hammer(tool: object, seconds: float, threads: int) -> tuple[list[BaseException], float, int]:
    errors: list[BaseException] = []
    slowest = [0.0]
    count = [0]
    stop = time.monotonic() + seconds

    def work(offset: int) -> None:
        n = offset
        while time.monotonic() < stop:
            n += threads
            started = time.monotonic()
            try:
                tool(n)  # type: ignore[operator]
            except BaseException as exc:  # Collected: the test asserts there are none.
                errors.append(exc)
            slowest[0] = max(slowest[0], time.monotonic() - started)
            count[0] += 1

    workers = [threading.Thread(target=work, args=(i,)) for i in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    return errors, slowest[0], count[0]


def test_a_frozen_redis_delays_calls_by_its_timeout_at_most(own_redis: RedisServer) -> None:
    """While Redis answers nothing, calls keep answering within deadline plus one timeout."""
    store = RedisStore(own_redis.url, timeout=0.2, recheck_after=0.3)
    tool = guarded_tool(store, timeout=1.0)
    own_redis.freeze()
    try:
        errors, slowest, count = hammer(tool, 1.5, 4)
    finally:
        own_redis.thaw()
    assert (errors, slowest < 1.0 + 0.2 + 0.3, count > 20, store.healthy) == ([], True, True, False)


def test_calls_go_shared_again_after_a_restart(own_redis: RedisServer) -> None:
    """After Redis comes back, a breaker opened elsewhere is seen by the tool again."""
    store = RedisStore(own_redis.url, recheck_after=0.1)
    tool = guarded_tool(store, timeout=1.0)
    own_redis.kill()
    errors, _, _ = hammer(tool, 0.3, 2)
    own_redis.start()
    time.sleep(0.15)
    elsewhere = RedisStore(own_redis.url)

    def down() -> str:
        raise TransientError("down")

    opener = smart_retry_with_observation(
        down, max_retries=0, breaker=CircuitBreaker("lookups", failure_threshold=1, store=elsewhere)
    )
    opener()
    observation = tool.observe(1)  # type: ignore[attr-defined]
    assert (errors, observation.error_code, store.healthy) == ([], "CIRCUIT_OPEN", True)
