"""What the instrumentation tests read back: finished spans and metric points of the
OpenTelemetry SDK, and a scrape of a Prometheus registry over HTTP."""

from __future__ import annotations

import urllib.request
from dataclasses import dataclass
from typing import Any

from opentelemetry.sdk.metrics.export import InMemoryMetricReader
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from prometheus_client import CollectorRegistry
from prometheus_client.parser import text_string_to_metric_families


@dataclass
class Otel:
    spans: InMemorySpanExporter
    reader: InMemoryMetricReader
    tracer_provider: TracerProvider

    def finished(self) -> list[ReadableSpan]:
        return list(self.spans.get_finished_spans())

    def span(self) -> ReadableSpan:
        (only,) = self.finished()
        return only

    def points(self, name: str) -> list[Any]:
        """Every data point of metric ``name`` collected so far."""
        data = self.reader.get_metrics_data()
        found: list[Any] = []
        for resource in data.resource_metrics if data else ():
            for scope in resource.scope_metrics:
                for metric in scope.metrics:
                    if metric.name == name:
                        found.extend(metric.data.data_points)
        return found


@dataclass
class Scrape:
    registry: CollectorRegistry
    url: str

    def samples(self) -> list[Any]:
        """Every sample of a GET /metrics, parsed by prometheus-client's own parser."""
        with urllib.request.urlopen(self.url, timeout=5) as response:
            text = response.read().decode("utf-8")
        return [
            sample
            for family in text_string_to_metric_families(text)
            for sample in family.samples
            if sample.name.startswith("toolretry_")
        ]

    def value(self, name: str, **labels: str) -> float:
        """The sum of the samples named ``name`` whose labels include ``labels``."""
        return sum(
            s.value
            for s in self.samples()
            if s.name == name and all(s.labels.get(k) == v for k, v in labels.items())
        )
