"""The breaker against a real HTTP server that is down and says so with Retry-After."""

from __future__ import annotations

import pytest
import requests

import toolretry
from toolretry import smart_retry_with_observation
from toolretry.stores import MemoryStore
from toolretry.testing import FaultServer
from toolretry.upstream import CircuitBreaker


@pytest.mark.parametrize(
    ("status", "retry_after"), [(503, "0"), (503, "1"), (502, "0"), (429, "0")]
)
def test_a_dead_upstream_sending_retry_after_opens_the_breaker(
    fault_server: FaultServer, status: int, retry_after: str
) -> None:
    """Eight calls to an upstream answering 5xx + Retry-After: 0 open the breaker and stop
    sending."""
    url = fault_server.url(f"/status/{status}?retry_after={retry_after}")
    breaker = CircuitBreaker("dead-api", failure_threshold=5, store=MemoryStore())

    def fetch() -> str:
        response = requests.get(url, timeout=2)
        response.raise_for_status()
        return response.text

    tool = smart_retry_with_observation(fetch, breaker=breaker, max_retries=3, total_timeout=5)
    with toolretry.set_testing(True):
        answers = [tool.observe() for _ in range(8)]
    assert breaker.state() == "open"
    assert answers[-1].error_code == "CIRCUIT_OPEN"
    assert fault_server.hits() <= 5
