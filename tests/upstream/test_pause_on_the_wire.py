"""Against a real HTTP server: no request reaches it inside a Retry-After window a caller
learned of (``RecordedRequest.received_at``), with requests and httpx."""

from __future__ import annotations

import asyncio
import threading
import time

import httpx
import pytest

from toolretry import Backoff, smart_retry_with_observation
from toolretry.http import Session
from toolretry.stores import MemoryStore
from toolretry.testing import FaultServer, Reply
from toolretry.upstream import CircuitBreaker, RetryBudget


@pytest.mark.parametrize(
    "limited",
    [
        Reply.retry_after(429, seconds=1),
        Reply.retry_after(503, seconds=0.8),
        Reply.retry_after(429, ms=700),
        Reply.retry_after(429, seconds=1.2, shape="anthropic"),
    ],
    ids=["429-seconds", "503-seconds", "429-ms", "429-anthropic"],
)
@pytest.mark.parametrize("threads", [1, 6])
def test_no_request_inside_the_window(
    fault_server: FaultServer, limited: Reply, threads: int
) -> None:
    """After one caller got a Retry-After, every caller's next request arrives after it."""
    fault_server.script("/v1", limited, Reply(json={"ok": True}))
    http = Session()
    store = MemoryStore()

    @smart_retry_with_observation(
        max_retries=0, total_timeout=5, breaker=CircuitBreaker("api", store=store)
    )
    def call() -> str:
        return http.get(fault_server.url("/v1")).text

    first = call.observe()
    answers: list[str] = []
    workers = [threading.Thread(target=lambda: answers.append(call())) for _ in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    first_record, *rest = fault_server.requests("/v1")
    window = first.retry_after or 0.0
    early = [r for r in rest if r.received_at < first_record.received_at + window]
    assert (first.error_code in ("HTTP_429", "HTTP_503"), early, len(rest)) == (True, [], threads)
    assert answers == ['{"ok": true}'] * threads


def test_the_window_is_shared_by_a_budget_alone(fault_server: FaultServer) -> None:
    """Tools with only a retry budget share the pause of its upstream name too."""
    fault_server.script("/v1", Reply.retry_after(429, seconds=1), Reply(json={"ok": True}))
    http = Session()
    budget = RetryBudget("api", store=MemoryStore())

    @smart_retry_with_observation(max_retries=0, retry_budget=budget)
    def call() -> str:
        return http.get(fault_server.url("/v1")).text

    call()
    call()
    first, second = fault_server.requests("/v1")
    assert second.received_at - first.received_at >= 1.0


async def test_async_callers_respect_the_window(fault_server: FaultServer) -> None:
    """httpx callers in asyncio tasks send nothing inside the window either."""
    fault_server.script("/v1", Reply.retry_after(429, seconds=1), Reply(json={"ok": True}))
    shared = CircuitBreaker("api", store=MemoryStore())

    @smart_retry_with_observation(max_retries=0, total_timeout=5, breaker=shared)
    async def call() -> str:
        async with httpx.AsyncClient() as client:
            response = await client.get(fault_server.url("/v1"))
            response.raise_for_status()
            return response.text

    first = await call.observe()
    await asyncio.gather(*(call() for _ in range(5)))
    first_record, *rest = fault_server.requests("/v1")
    early = [r for r in rest if r.received_at < first_record.received_at + 1.0]
    assert (first.error_code, early, len(rest)) == ("HTTP_429", [], 5)


def test_a_caller_retrying_its_own_429_waits_the_window(fault_server: FaultServer) -> None:
    """The caller that got the 429 retries only after Retry-After, and succeeds."""
    fault_server.script("/v1", Reply.retry_after(429, seconds=0.6), Reply(json={"ok": True}))
    http = Session()

    @smart_retry_with_observation(
        max_retries=2,
        backoff=Backoff(base=0.01),
        breaker=CircuitBreaker("api", store=MemoryStore()),
    )
    def call() -> str:
        return http.get(fault_server.url("/v1")).text

    started = time.monotonic()
    answer = call()
    first, second = fault_server.requests("/v1")
    assert (answer, second.received_at - first.received_at >= 0.6) == ('{"ok": true}', True)
    assert time.monotonic() - started < 3
