"""Fixtures: zero waits, every backend off after each test, a real OpenTelemetry SDK with
in-memory exporters, a real Prometheus registry served over HTTP on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import InMemoryMetricReader
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from otel_prom_backends import Otel, Scrape
from prometheus_client import CollectorRegistry, start_http_server

import toolretry
from toolretry import instrumentation
from toolretry.instrumentation._hub import LISTENERS


@pytest.fixture(autouse=True)
def _quiet_and_clean() -> Iterator[None]:
    """Waits are zero; no backend stays on after a test."""
    with toolretry.set_testing(True):
        yield
    instrumentation.disable_otel()
    instrumentation.disable_prometheus()
    instrumentation.disable_structlog()
    instrumentation.disable_stats()
    instrumentation.reset_stats()
    assert not LISTENERS, f"a test left listeners behind: {LISTENERS}"


@pytest.fixture
def otel() -> Iterator[Otel]:
    """OpenTelemetry on, through an SDK tracer and meter provider with in-memory exporters."""
    exporter = InMemorySpanExporter()
    tracer_provider = TracerProvider()
    tracer_provider.add_span_processor(SimpleSpanProcessor(exporter))
    reader = InMemoryMetricReader()
    meter_provider = MeterProvider(metric_readers=[reader])
    instrumentation.enable_otel(tracer_provider=tracer_provider, meter_provider=meter_provider)
    yield Otel(exporter, reader, tracer_provider)
    instrumentation.disable_otel()
    tracer_provider.shutdown()
    meter_provider.shutdown()


@pytest.fixture
def prometheus() -> Iterator[Scrape]:
    """Prometheus on, in a fresh registry served by prometheus-client on a free loopback port."""
    registry = CollectorRegistry()
    server, thread = start_http_server(0, addr="127.0.0.1", registry=registry)
    instrumentation.enable_prometheus(registry)
    try:
        yield Scrape(registry, f"http://127.0.0.1:{server.server_port}/metrics")
    finally:
        instrumentation.disable_prometheus()
        server.shutdown()
        server.server_close()
        thread.join(5)
