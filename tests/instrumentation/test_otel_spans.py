"""OpenTelemetry spans: one ``execute_tool {tool}`` span per call, GenAI attributes, retries as
span events; the real SDK with an in-memory exporter, real HTTP failures from FaultServer."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest
import requests
from opentelemetry import trace
from opentelemetry.trace import SpanKind, StatusCode
from otel_prom_backends import Otel

from toolretry import Backoff, ClientError, smart_retry_with_observation
from toolretry.instrumentation import disable_otel, enable_otel
from toolretry.instrumentation._hub import tool_call_id_var
from toolretry.testing import FaultServer, Reply


def _http_tool(server: FaultServer, path: str, name: str, **options: Any) -> Callable[..., str]:
    @smart_retry_with_observation(name=name, backoff=Backoff(base=0.0), **options)
    def tool(city: str) -> str:
        response = requests.get(server.url(path), params={"q": city}, timeout=5)
        response.raise_for_status()
        return response.text

    return tool


@pytest.mark.parametrize("name", ["get_weather", "search.docs", "工具", "x" * 60])
def test_a_successful_call_is_one_execute_tool_span(otel: Otel, name: str) -> None:
    """A success is one INTERNAL span named after the tool, with the GenAI attributes."""

    @smart_retry_with_observation(name=name)
    def tool(city: str) -> str:
        return f"sunny in {city}"

    assert tool("Oslo") == "sunny in Oslo"
    span = otel.span()
    assert span.name == f"execute_tool {name}"
    assert span.kind is SpanKind.INTERNAL
    attributes = dict(span.attributes or {})
    assert attributes["gen_ai.operation.name"] == "execute_tool"
    assert attributes["gen_ai.tool.name"] == name
    assert attributes["toolretry.outcome"] == "ok"
    assert attributes["toolretry.attempts"] == 1
    assert "error.type" not in attributes
    assert span.status.status_code is StatusCode.UNSET
    assert not span.events


@pytest.mark.parametrize(
    ("faults", "codes"),
    [
        ([Reply.retry_after(429, seconds=0)], ["HTTP_429"]),
        ([Reply(status=503), Reply(status=503)], ["HTTP_503", "HTTP_503"]),
        ([Reply(status=502), Reply.retry_after(429, seconds=0), Reply(status=504)],
         ["HTTP_502", "HTTP_429", "HTTP_504"]),
    ],
)  # fmt: skip
def test_each_failed_attempt_and_each_wait_is_a_span_event(
    otel: Otel, faults: list[Reply], codes: list[str]
) -> None:
    """Every failed attempt and every wait before a retry is an event on the call's span."""
    with FaultServer() as server:
        server.script("/w", *faults, Reply(json={"temp": 21}))
        tool = _http_tool(server, "/w", "weather")
        assert tool("Oslo") == '{"temp": 21}'
    span = otel.span()
    failed = [e for e in span.events if e.name == "toolretry.attempt_failed"]
    waits = [e for e in span.events if e.name == "toolretry.retry"]
    assert [e.attributes["error.type"] for e in failed] == codes
    assert [e.attributes["toolretry.attempt"] for e in failed] == list(range(1, len(codes) + 1))
    assert [e.attributes["toolretry.attempt"] for e in waits] == list(range(2, len(codes) + 2))
    assert all(e.attributes["toolretry.category"] == "transient" for e in failed)
    assert all(e.attributes["toolretry.wait_s"] == 0.0 for e in waits)
    attributes = dict(span.attributes or {})
    assert attributes["toolretry.outcome"] == "recovered"
    assert attributes["toolretry.attempts"] == len(codes) + 1
    assert span.status.status_code is StatusCode.UNSET


@pytest.mark.parametrize("status", [500, 503, 529])
def test_giving_up_sets_error_type_and_status_error(otel: Otel, status: int) -> None:
    """A call that gives up ends its span with ERROR, ``error.type`` = the error code and the
    toolretry attributes of the failure."""
    with FaultServer() as server:
        server.script("/w", Reply(status=status))
        tool = _http_tool(server, "/w", "weather", max_retries=2)
        assert tool("Oslo").startswith("Tool call failed")
    span = otel.span()
    attributes = dict(span.attributes or {})
    assert span.status.status_code is StatusCode.ERROR
    assert span.status.description == f"HTTP_{status}"
    assert attributes["error.type"] == f"HTTP_{status}"
    assert attributes["toolretry.category"] == "transient"
    assert attributes["toolretry.retryable"] is True
    assert attributes["toolretry.gave_up"] == "retries_exhausted"
    assert attributes["toolretry.attempts"] == 3
    assert attributes["toolretry.outcome"] == "error"
    assert len([e for e in span.events if e.name == "toolretry.attempt_failed"]) == 3


@pytest.mark.parametrize(
    ("exc", "code", "category"),
    [
        (ValueError("bad city"), "INVALID_VALUE", "client"),
        (ClientError("no such city", code="UNKNOWN_CITY"), "UNKNOWN_CITY", "client"),
        (KeyError("temp"), None, None),
    ],
)
def test_a_failure_not_retried_is_one_attempt_with_its_code(
    otel: Otel, exc: Exception, code: str | None, category: str | None
) -> None:
    """A failure retrying cannot fix is one attempt; the span names its code and category."""

    @smart_retry_with_observation
    def lookup(city: str) -> str:
        raise exc

    observation = lookup.observe("Oslo")
    attributes = dict(otel.span().attributes or {})
    assert attributes["error.type"] == (code or observation.error_code)
    assert attributes["toolretry.category"] == (category or observation.category.value)
    assert attributes["toolretry.attempts"] == observation.attempts
    assert attributes["toolretry.retryable"] is bool(observation.retryable)


@pytest.mark.parametrize("call_id", ["call_mszuSIzqtI65i1wAUOE8w5H4", "toolu_01A09q90qw90lq917"])
def test_the_tool_call_id_an_adapter_sets_is_on_the_span(otel: Otel, call_id: str) -> None:
    """``gen_ai.tool.call.id`` is the id an adapter put in ``tool_call_id_var``, when set."""

    @smart_retry_with_observation
    def tool() -> str:
        return "ok"

    token = tool_call_id_var.set(call_id)
    try:
        tool()
    finally:
        tool_call_id_var.reset(token)
    tool()
    with_id, without = otel.finished()
    assert with_id.attributes["gen_ai.tool.call.id"] == call_id
    assert "gen_ai.tool.call.id" not in (without.attributes or {})


def test_spans_made_inside_the_tool_are_its_children(otel: Otel) -> None:
    """The call's span is current while the tool runs, so the tool's own spans nest in it."""
    tracer = trace.get_tracer("app", tracer_provider=otel.tracer_provider)

    @smart_retry_with_observation
    def tool() -> str:
        with tracer.start_as_current_span("http GET"):
            return "ok"

    tool()
    inner, outer = otel.finished()
    assert inner.parent is not None
    assert outer.context is not None
    assert inner.parent.span_id == outer.context.span_id
    assert outer.name == "execute_tool tool"


@pytest.mark.parametrize("suspends", [False, True])
async def test_async_tools_get_the_same_span(otel: Otel, suspends: bool) -> None:
    """An ``async def`` tool's call is one span too, its retries events on it."""
    runs = []

    @smart_retry_with_observation(backoff=Backoff(base=0.0))
    async def tool(city: str) -> str:
        runs.append(city)
        if suspends:
            await asyncio.sleep(0)
        if len(runs) == 1:
            raise ConnectionResetError(104, "Connection reset by peer")
        return "ok"

    assert await tool("Oslo") == "ok"
    span = otel.span()
    assert span.name == "execute_tool tool"
    assert [e.name for e in span.events] == ["toolretry.attempt_failed", "toolretry.retry"]
    assert span.attributes["toolretry.outcome"] == "recovered"


async def test_concurrent_async_calls_get_separate_spans(otel: Otel) -> None:
    """Calls running at once on one loop each end their own span, none nested in another."""

    @smart_retry_with_observation
    async def tool(n: int) -> str:
        await asyncio.sleep(0.001 * (n % 3))
        return str(n)

    assert await asyncio.gather(*(tool(n) for n in range(20))) == [str(n) for n in range(20)]
    spans = otel.finished()
    assert len(spans) == 20
    assert all(s.parent is None for s in spans)
    assert len({s.context.span_id for s in spans if s.context}) == 20


def test_a_fallback_answer_names_the_fallback_and_the_primary_error(otel: Otel) -> None:
    """A call the fallback answered is ``ok`` with the fallback and the primary's error."""

    def cached_weather(city: str) -> str:
        return "cached"

    with FaultServer() as server:
        server.script("/w", Reply(status=503))
        tool = _http_tool(server, "/w", "weather", max_retries=1, fallback=cached_weather)
        assert tool("Oslo").startswith("cached")
    span = otel.span()
    attributes = dict(span.attributes or {})
    assert attributes["toolretry.outcome"] == "fallback"
    assert attributes["toolretry.fallback"] == "cached_weather"
    assert attributes["toolretry.primary_error"] == "HTTP_503"
    assert span.status.status_code is StatusCode.UNSET


def test_a_cancelled_call_still_ends_its_span(otel: Otel) -> None:
    """A KeyboardInterrupt propagates, and the span ends with ERROR ``CANCELLED``."""

    @smart_retry_with_observation
    def tool() -> str:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        tool()
    span = otel.span()
    assert span.status.status_code is StatusCode.ERROR
    assert span.attributes["toolretry.outcome"] == "cancelled"
    assert trace.get_current_span() is trace.INVALID_SPAN


def test_disable_otel_stops_the_spans(otel: Otel) -> None:
    """After ``disable_otel()`` a call makes no span."""

    @smart_retry_with_observation
    def tool() -> str:
        return "ok"

    tool()
    disable_otel()
    tool()
    assert len(otel.finished()) == 1


def test_the_global_no_op_provider_is_harmless() -> None:
    """With OpenTelemetry's default (no SDK) providers, calls and failures work unchanged."""
    enable_otel()

    @smart_retry_with_observation(backoff=Backoff(base=0.0))
    def tool(fail: bool) -> str:
        if fail:
            raise ConnectionResetError(104, "reset")
        return "ok"

    assert tool(False) == "ok"
    assert "CONNECTION_RESET" in tool(True)


@pytest.mark.parametrize("threshold", [1, 3])
def test_a_call_the_open_breaker_refused_says_so(otel: Otel, threshold: int) -> None:
    """Once the breaker is open, a refused call's span names the breaker and ``open``."""
    from toolretry import CircuitBreaker
    from toolretry.stores import MemoryStore

    breaker = CircuitBreaker(
        f"weather-api-{threshold}", failure_threshold=threshold, store=MemoryStore()
    )
    with FaultServer() as server:
        server.script("/w", Reply(status=503))
        tool = _http_tool(server, "/w", "weather", max_retries=0, breaker=breaker)
        for _ in range(threshold + 1):
            tool("Oslo")
        hits = server.hits("/w")
    assert hits == threshold
    refused = otel.finished()[-1]
    attributes = dict(refused.attributes or {})
    assert attributes["toolretry.breaker"] == f"weather-api-{threshold}"
    assert attributes["toolretry.breaker.state"] == "open"
    assert attributes["toolretry.gave_up"] == "circuit_open"
    assert refused.status.status_code is StatusCode.ERROR


@pytest.mark.parametrize("calls", [1, 5])
def test_a_sampler_that_drops_every_span_still_counts_every_call(
    calls: int, caplog: pytest.LogCaptureFixture
) -> None:
    """Under a sampler that records nothing, each call answers, no span is exported, nothing
    is logged, and the metrics still count every call."""
    from opentelemetry.sdk.metrics import MeterProvider
    from opentelemetry.sdk.metrics.export import InMemoryMetricReader
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
    from opentelemetry.sdk.trace.sampling import ALWAYS_OFF

    exporter = InMemorySpanExporter()
    tracer_provider = TracerProvider(sampler=ALWAYS_OFF)
    tracer_provider.add_span_processor(SimpleSpanProcessor(exporter))
    reader = InMemoryMetricReader()
    meter_provider = MeterProvider(metric_readers=[reader])
    enable_otel(tracer_provider=tracer_provider, meter_provider=meter_provider)
    try:

        @smart_retry_with_observation(name="dropped")
        def tool(city: str) -> str:
            return f"sunny in {city}"

        with caplog.at_level("DEBUG"):
            answers = [tool("Oslo") for _ in range(calls)]
        backends = Otel(exporter, reader, tracer_provider)
        assert answers == ["sunny in Oslo"] * calls
        assert backends.finished() == []
        assert [r for r in caplog.records if r.levelname in ("WARNING", "ERROR")] == []
        (point,) = backends.points("toolretry.calls")
        assert point.value == calls
        assert dict(point.attributes) == {"gen_ai.tool.name": "dropped", "toolretry.outcome": "ok"}
    finally:
        disable_otel()
        tracer_provider.shutdown()
        meter_provider.shutdown()
