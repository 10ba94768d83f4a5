"""Prometheus: a real prometheus-client registry scraped over HTTP on 127.0.0.1 and parsed with
prometheus-client's own text parser; failures from a real FaultServer."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest
import requests
from otel_prom_backends import Scrape
from prometheus_client import CollectorRegistry

from toolretry import Backoff, smart_retry_with_observation
from toolretry.instrumentation import enable_prometheus
from toolretry.testing import FaultServer, Reply

LABELS = {"tool", "outcome", "category", "code", "le"}


def _weather(server: FaultServer, **options: Any) -> Callable[[str], str]:
    @smart_retry_with_observation(name="weather", backoff=Backoff(base=0.0), **options)
    def weather(city: str) -> str:
        response = requests.get(server.url("/w"), params={"q": city}, timeout=5)
        response.raise_for_status()
        return response.text

    return weather


@pytest.mark.parametrize("calls", [1, 7])
def test_calls_are_counted_by_tool_outcome_category_and_code(
    prometheus: Scrape, calls: int
) -> None:
    """``toolretry_calls_total`` has one series per (tool, outcome, category, code)."""
    with FaultServer() as server:
        weather = _weather(server, max_retries=1)
        for _ in range(calls):
            server.script("/w", Reply(json={"t": 1}))
            weather("Oslo")
            server.script("/w", Reply(status=503), Reply(json={"t": 1}))
            weather("Oslo")
            server.script("/w", Reply(status=503))
            weather("Oslo")
            server.script("/w", Reply(status=404))
            weather("Oslo")
    value = prometheus.value
    assert value("toolretry_calls_total", tool="weather", outcome="ok", code="") == calls
    assert value("toolretry_calls_total", outcome="recovered") == calls
    assert (
        value("toolretry_calls_total", outcome="error", category="transient", code="HTTP_503")
        == calls
    )
    assert (
        value("toolretry_calls_total", outcome="error", category="client", code="HTTP_404") == calls
    )
    assert value("toolretry_calls_total") == 4 * calls


def test_attempts_retries_waits_and_durations(prometheus: Scrape) -> None:
    """Attempts, retries by code, waits and call durations all reach the scrape."""
    with FaultServer() as server:
        weather = _weather(server)
        server.script("/w", Reply.retry_after(429, seconds=0), Reply(status=502), Reply(json=1))
        weather("Oslo")
        server.script("/w", Reply(json=1))
        weather("Oslo")
    value = prometheus.value
    assert value("toolretry_attempts_total", tool="weather") == 4
    assert value("toolretry_retries_total", code="HTTP_429") == 1
    assert value("toolretry_retries_total", code="HTTP_502") == 1
    assert value("toolretry_retry_wait_seconds_count", tool="weather") == 2
    assert value("toolretry_retry_wait_seconds_sum", tool="weather") == 0.0
    assert value("toolretry_call_duration_seconds_count", outcome="recovered") == 1
    assert value("toolretry_call_duration_seconds_count", outcome="ok") == 1
    assert value("toolretry_call_duration_seconds_bucket", outcome="ok", le="+Inf") == 1


async def test_async_tools_are_counted_too(prometheus: Scrape) -> None:
    """``async def`` tools, many at once, are each counted once."""
    runs: dict[int, int] = {}

    @smart_retry_with_observation(backoff=Backoff(base=0.0))
    async def fetch(n: int) -> str:
        runs[n] = runs.get(n, 0) + 1
        await asyncio.sleep(0)
        if n % 2 and runs[n] == 1:
            raise ConnectionResetError(104, "Connection reset by peer")
        return "ok"

    await asyncio.gather(*(fetch(n) for n in range(30)))
    assert prometheus.value("toolretry_calls_total", tool="fetch", outcome="ok") == 15
    assert prometheus.value("toolretry_calls_total", tool="fetch", outcome="recovered") == 15
    assert prometheus.value("toolretry_retries_total", code="CONNECTION_RESET") == 15


def test_labels_stay_few_whatever_the_arguments(prometheus: Scrape) -> None:
    """Arguments and messages never become labels: 200 distinct calls make 2 call series."""

    @smart_retry_with_observation
    def lookup(city: str) -> str:
        if city.endswith("7"):
            raise ValueError(f"no such city: {city}")
        return city

    for n in range(200):
        lookup(f"city-{n}")
    samples = prometheus.samples()
    assert {s.labels.get("outcome") for s in samples if s.name == "toolretry_calls_total"} == {
        "ok",
        "error",
    }
    for sample in samples:
        assert set(sample.labels) <= LABELS
        assert not any("city-" in v for v in sample.labels.values())


def test_enabling_twice_with_one_registry_reuses_its_metrics(prometheus: Scrape) -> None:
    """A second ``enable_prometheus`` on the same registry neither fails nor double-counts."""
    enable_prometheus(prometheus.registry)

    @smart_retry_with_observation
    def tool() -> str:
        return "ok"

    tool()
    assert prometheus.value("toolretry_calls_total", tool="tool") == 1


def test_a_new_registry_takes_over(prometheus: Scrape) -> None:
    """Enabling with another registry moves the counting there."""
    other = CollectorRegistry()

    @smart_retry_with_observation
    def tool() -> str:
        return "ok"

    tool()
    enable_prometheus(other)
    tool()
    tool()
    assert prometheus.value("toolretry_calls_total", tool="tool") == 1
    assert (
        other.get_sample_value(
            "toolretry_calls_total", {"tool": "tool", "outcome": "ok", "category": "", "code": ""}
        )
        == 2
    )


def test_without_a_registry_the_default_one_is_used() -> None:
    """``enable_prometheus()`` counts in prometheus-client's default ``REGISTRY``."""
    from prometheus_client import REGISTRY

    from toolretry.instrumentation import disable_prometheus

    labels = {"tool": "default_registry_tool", "outcome": "ok", "category": "", "code": ""}
    before = REGISTRY.get_sample_value("toolretry_calls_total", labels) or 0.0
    enable_prometheus()
    try:

        @smart_retry_with_observation
        def default_registry_tool() -> str:
            return "ok"

        default_registry_tool()
        default_registry_tool()
    finally:
        disable_prometheus()
    assert REGISTRY.get_sample_value("toolretry_calls_total", labels) == before + 2
