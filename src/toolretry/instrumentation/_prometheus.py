"""Prometheus: the call, attempt and retry counters and the duration and wait histograms, in
the registry the application passes (or prometheus-client's default one)."""

from __future__ import annotations

import threading
from typing import Any

from prometheus_client import REGISTRY, CollectorRegistry, Counter, Histogram

from .._events import RetryScheduled
from ._exported import call_labels, exported
from ._hub import CallRecord, CallScope, Notice, nothing
from ._names import (
    DURATION_BUCKETS,
    PROM_ATTEMPTS,
    PROM_CALLS,
    PROM_DURATION,
    PROM_RETRIES,
    PROM_WAIT,
    WAIT_BUCKETS,
)

__all__ = ["PrometheusListener", "metrics_for"]


class _Metrics:
    """The five metrics, registered once in one registry."""

    def __init__(self, registry: CollectorRegistry) -> None:
        self.calls = Counter(
            PROM_CALLS,
            "Decorated tool calls, by how they ended.",
            ("tool", "outcome", "category", "code"),
            registry=registry,
        )
        self.duration = Histogram(
            PROM_DURATION,
            "Duration of a decorated tool call, retries and waits included.",
            ("tool", "outcome"),
            buckets=DURATION_BUCKETS,
            registry=registry,
        )
        self.attempts = Counter(
            PROM_ATTEMPTS,
            "Attempts made by decorated tool calls.",
            ("tool",),
            registry=registry,
        )
        self.retries = Counter(
            PROM_RETRIES,
            "Retries scheduled, by the code retried.",
            ("tool", "code"),
            registry=registry,
        )
        self.wait = Histogram(
            PROM_WAIT,
            "Each wait slept before a retry.",
            ("tool",),
            buckets=WAIT_BUCKETS,
            registry=registry,
        )


_MAX_REMEMBERED = 4096
# One set of metrics per registry: enabling twice must not register the names twice.
_by_registry: dict[int, tuple[CollectorRegistry, _Metrics]] = {}
_lock = threading.Lock()


def metrics_for(registry: CollectorRegistry) -> _Metrics:
    """The toolretry metrics of ``registry``, registered on first use."""
    with _lock:
        found = _by_registry.get(id(registry))
        if found is not None and found[0] is registry:
            return found[1]
        made = _Metrics(registry)
        _by_registry[id(registry)] = (registry, made)
        return made


class PrometheusListener:
    """The instrumentation listener that counts and times each call in Prometheus metrics."""

    def __init__(self, registry: CollectorRegistry | None = None) -> None:
        self.registry = REGISTRY if registry is None else registry
        self._m = metrics_for(self.registry)
        # (policy, {the call's labels: the three labelled children}): labels() locks and
        # hashes its label tuple every time; the children do not change. A first-try success
        # is keyed by its tool alone.
        self._children: tuple[object, dict[Any, tuple[Any, Any, Any]]] = (None, {})

    call_started = nothing

    def call_event(self, scope: CallScope, event: Notice) -> None:
        if isinstance(event, RetryScheduled):
            tool = exported(event.tool)
            self._m.retries.labels(tool, exported(event.error_code)).inc()
            self._m.wait.labels(tool).observe(event.wait_s)

    def _children_of(self, record: CallRecord, policy: object) -> tuple[Any, Any, Any]:
        memory = self._children
        if memory[0] is not policy:  # New redaction rules: labels are redacted afresh.
            memory = self._children = (policy, {})
        if record.ok and not record.failed_codes and record.fallback is None:
            key: Any = record.tool  # The everyday call, answered by its first attempt.
        else:
            key = (record.tool, record.outcome, record.category, record.error_code,
                   record.primary_category, record.primary_error)  # fmt: skip
        found = memory[1].get(key)
        if found is None:
            m = self._m
            tool = exported(record.tool)
            outcome, category, code = call_labels(record)
            found = (
                m.calls.labels(tool, outcome, category, code),
                m.duration.labels(tool, outcome),
                m.attempts.labels(tool),
            )
            if len(memory[1]) < _MAX_REMEMBERED:
                memory[1][key] = found
        return found

    def call_finished(self, scope: CallScope, record: CallRecord) -> None:
        memory = self._children
        found = None
        if record.first_try and memory[0] is scope.policy:  # The everyday call, of a tool seen.
            found = memory[1].get(record.tool)
        if found is None:
            found = self._children_of(record, scope.policy)
        calls, duration, attempts = found
        calls.inc()
        duration.observe(record.elapsed_s)
        if record.attempts:
            attempts.inc(record.attempts)
