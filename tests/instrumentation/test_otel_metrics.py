"""OpenTelemetry metrics: the GenAI tool-execution duration, calls by outcome/category/code,
attempts, retries and waits; read back through the SDK's InMemoryMetricReader."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
import requests
from otel_prom_backends import Otel

from toolretry import Backoff, smart_retry_with_observation
from toolretry.instrumentation._names import (
    OTEL_ATTEMPTS,
    OTEL_CALLS,
    OTEL_DURATION,
    OTEL_RETRIES,
    OTEL_WAIT,
)
from toolretry.testing import FaultServer, Reply

LOW_CARDINALITY = {
    "gen_ai.operation.name",
    "gen_ai.tool.name",
    "toolretry.outcome",
    "toolretry.category",
    "error.type",
}


def _by(points: list[Any], *keys: str) -> Counter[tuple[Any, ...]]:
    """Point values summed by the attribute ``keys`` (None where a point lacks one)."""
    totals: Counter[tuple[Any, ...]] = Counter()
    for point in points:
        value = point.count if hasattr(point, "bucket_counts") else point.value
        totals[tuple(point.attributes.get(k) for k in keys)] += value
    return totals


@pytest.mark.parametrize(
    ("script", "outcome", "code"),
    [
        ([Reply(json=1)], "ok", None),
        ([Reply(status=503), Reply(json=1)], "recovered", None),
        ([Reply.retry_after(429, seconds=0)] * 2 + [Reply(json=1)], "recovered", None),
        ([Reply(status=503)], "error", "HTTP_503"),
        ([Reply(status=404)], "error", "HTTP_404"),
    ],
)
def test_each_call_is_counted_once_by_outcome_and_code(
    otel: Otel, script: list[Reply], outcome: str, code: str | None
) -> None:
    """``toolretry.calls`` counts each call once, by tool, outcome and error code."""
    with FaultServer() as server:
        server.script("/w", *script)

        @smart_retry_with_observation(backoff=Backoff(base=0.0), max_retries=2)
        def weather(n: int) -> str:
            response = requests.get(server.url("/w"), timeout=5)
            response.raise_for_status()
            return response.text

        for n in range(3):
            server.script("/w", *script)
            weather(n)
    calls = _by(otel.points(OTEL_CALLS), "gen_ai.tool.name", "toolretry.outcome", "error.type")
    assert calls == {("weather", outcome, code): 3}


def test_attempts_retries_and_waits_add_up(otel: Otel) -> None:
    """Attempts, retries and waits are counted for every attempt and retry made."""
    with FaultServer() as server:

        @smart_retry_with_observation(backoff=Backoff(base=0.0))
        def weather() -> str:
            response = requests.get(server.url("/w"), timeout=5)
            response.raise_for_status()
            return response.text

        for failures in (0, 1, 2, 3):
            server.script("/w", *[Reply(status=503)] * failures, Reply(json=1))
            weather()
    assert _by(otel.points(OTEL_ATTEMPTS), "gen_ai.tool.name") == {("weather",): 1 + 2 + 3 + 4}
    assert _by(otel.points(OTEL_RETRIES), "error.type") == {("HTTP_503",): 6}
    assert _by(otel.points(OTEL_WAIT), "gen_ai.tool.name") == {("weather",): 6}
    durations = _by(otel.points(OTEL_DURATION), "gen_ai.operation.name", "toolretry.outcome")
    assert durations == {("execute_tool", "ok"): 1, ("execute_tool", "recovered"): 3}


@pytest.mark.parametrize("n_args", [5, 50])
def test_metric_attributes_never_carry_arguments(otel: Otel, n_args: int) -> None:
    """Different arguments and messages make no new series: only low-cardinality attributes."""

    @smart_retry_with_observation
    def lookup(city: str) -> str:
        if city.endswith("!"):
            raise ValueError(f"bad city {city}")
        return city

    for n in range(n_args):
        lookup(f"city-{n}")
        lookup(f"city-{n}!")
    for name in (OTEL_CALLS, OTEL_DURATION, OTEL_ATTEMPTS):
        points = otel.points(name)
        assert len(points) <= 2
        for point in points:
            assert set(point.attributes) <= LOW_CARDINALITY
            assert not any("city-" in str(v) for v in point.attributes.values())


def test_the_duration_is_the_calls_elapsed_time(otel: Otel) -> None:
    """The duration histogram records what the observation reports as ``elapsed_s``."""
    import time

    @smart_retry_with_observation
    def slow() -> str:
        time.sleep(0.05)
        return "ok"

    observation = slow.observe()
    (point,) = otel.points(OTEL_DURATION)
    assert point.count == 1
    assert point.sum == pytest.approx(observation.elapsed_s, abs=0.002)
    assert 0.05 <= point.sum < 1.0
