"""Held-out set 24, part 6: dramatiq (no earlier set used it) on a real redis-server.

A ``RedisBroker`` with the ``Results`` middleware and an in-process ``Worker``: waiting on a
result gives ``ResultTimeout`` / ``ResultMissing``, or ``ResultFailure`` ("actor raised
ZeroDivisionError: division by zero", with ``orig_exc_type``/``orig_exc_msg``) when the actor
failed; rate limiters raise ``RateLimitExceeded``; ``QueueJoinTimeout``, ``ActorNotFound``; a
broker that refuses or wants a password raises redis-py's errors.

Written 2026-12-05 from 00:15 UTC by the helper ``heldout24``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_families_twentyfourth_queues import (
    divide_totals,
    fetch_rates,
    lookup_customer,
    read_invoice,
    reject_postcode,
)
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def dramatiq_family() -> Iterator[Case]:
    import dramatiq
    from _heldout_families_twentyfourth_queues import redis_port
    from dramatiq.brokers.redis import RedisBroker
    from dramatiq.rate_limits import ConcurrentRateLimiter, WindowRateLimiter
    from dramatiq.rate_limits.backends import RedisBackend as LimiterBackend
    from dramatiq.results import Results
    from dramatiq.results.backends import RedisBackend

    port = redis_port()
    locked = redis_port("--requirepass", "dq-pass-24")
    broker = RedisBroker(host="127.0.0.1", port=port)
    results = RedisBackend(host="127.0.0.1", port=port)
    broker.add_middleware(Results(backend=results))
    dramatiq.set_broker(broker)

    def actor(fn: Callable[..., Any]) -> Any:
        return dramatiq.actor(fn, actor_name=f"h24_{fn.__name__}", max_retries=0,
            store_results=True, broker=broker)  # fmt: skip

    actors = {fn.__name__: actor(fn) for fn in (divide_totals, fetch_rates, read_invoice,
        lookup_customer, reject_postcode)}  # fmt: skip

    def failed(name: str, *args: Any) -> Callable[[], Any]:
        # The usual tool: send the job, wait for its result (a worker runs it meanwhile).
        def run() -> Any:
            worker = dramatiq.Worker(broker, worker_threads=1, worker_timeout=100)
            worker.start()
            try:
                message = actors[name].send(*args)
                return message.get_result(backend=results, block=True, timeout=5000)
            finally:
                worker.stop()

        return run

    def no_worker(block: bool) -> Callable[[], Any]:
        def run() -> Any:
            message = actors["divide_totals"].send(10, 2)
            return message.get_result(backend=results, block=block, timeout=1000)

        return run

    limiter_backend = LimiterBackend(host="127.0.0.1", port=port)

    def concurrent() -> Any:
        mutex = ConcurrentRateLimiter(limiter_backend, "export-mutex-24", limit=1)
        with mutex.acquire(), mutex.acquire():
            return None

    def window() -> Any:
        limiter = WindowRateLimiter(limiter_backend, "geocode-24", limit=1, window=60)
        with limiter.acquire():
            pass
        with limiter.acquire():
            return None

    def join() -> Any:
        actors["divide_totals"].send(1, 1)
        return broker.join("default", timeout=800)

    def other_broker(**kw: Any) -> Any:
        other = RedisBroker(host="127.0.0.1", **kw)
        return dramatiq.actor(divide_totals, actor_name="h24_other", broker=other).send(1, 1)

    dq = "dramatiq-24"
    yield case(dq, "result-zero-division", FAT, failed("divide_totals", 1, 0))
    yield case(dq, "result-connection-refused", (TRA, FAT), failed("fetch_rates"))
    yield case(dq, "result-missing-file", (CLI, FAT), failed("read_invoice"))
    yield case(dq, "result-key-error", FAT, failed("lookup_customer"))
    yield case(dq, "result-value-error", (CLI, FAT), failed("reject_postcode"))
    yield case(dq, "result-timeout", TRA, no_worker(True))
    yield case(dq, "result-missing", TRA, no_worker(False))
    yield case(dq, "concurrent-limit", TRA, concurrent)
    yield case(dq, "window-limit", TRA, window)
    yield case(dq, "queue-join-timeout", TRA, join)
    yield case(dq, "actor-not-found", (CLI, FAT), lambda: broker.get_actor("send_invoice"))
    yield case(dq, "refused-connection", TRA, lambda: other_broker(port=closed_port()))
    yield case(dq, "auth-required", CRED, lambda: other_broker(port=locked))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (dramatiq_family,)
