"""OpenTelemetry: one ``execute_tool {tool}`` span per decorated call (GenAI semantic
conventions) with the retries as span events, and the call, attempt and retry metrics.

Needs only ``opentelemetry-api``; the application brings the SDK and exporters. Span and
metric names follow the GenAI conventions where they exist (``gen_ai.execute_tool.duration``,
``gen_ai.operation.name``, ``gen_ai.tool.name``, ``gen_ai.tool.call.id``, ``error.type``);
toolretry's own details are under ``toolretry.*``.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from opentelemetry import context as otel_context
from opentelemetry import metrics, trace
from opentelemetry.trace import SpanKind, Status, StatusCode

from .._events import AttemptFailed, RetryScheduled
from ..upstream._breaker import CircuitStateChanged
from ._exported import call_labels, category_label, exported
from ._hub import CallRecord, CallScope, Notice
from ._names import (
    DURATION_BUCKETS,
    OTEL_ATTEMPTS,
    OTEL_CALLS,
    OTEL_DURATION,
    OTEL_RETRIES,
    OTEL_WAIT,
    WAIT_BUCKETS,
)

__all__ = ["OtelListener"]

_OPERATION = "gen_ai.operation.name"
_TOOL = "gen_ai.tool.name"
_ERROR = "error.type"
_OUTCOME = "toolretry.outcome"


_MAX_REMEMBERED = 4096


class _Tool(NamedTuple):
    """What one tool exports on every call, built once per tool (and redaction policy): the
    success path then passes ready-made attribute sets instead of building them each time."""

    name: str
    span_name: str
    start: dict[str, Any]
    """The span's attributes at its start (each span gets a copy of its own)."""
    by_tool: dict[str, Any]
    points: dict[str, dict[str, Any]]
    """Per outcome of a call that ended well (``ok``, ``recovered``): the duration's points."""
    calls: dict[str, dict[str, Any]]
    """Per outcome of a call that ended well: the calls counter's points."""
    first_try: dict[str, Any]
    """The duration's points of a call its first attempt answered (``points["ok"]``)."""
    first_try_calls: dict[str, Any]
    """The calls counter's points of a call its first attempt answered (``calls["ok"]``)."""


def _prepared(tool: str) -> _Tool:
    name = exported(tool)
    good = ("ok", "recovered")
    points = {o: {_OPERATION: "execute_tool", _TOOL: name, _OUTCOME: o} for o in good}
    calls = {o: {_TOOL: name, _OUTCOME: o} for o in good}
    return _Tool(
        name,
        f"execute_tool {name}",
        {_OPERATION: "execute_tool", _TOOL: name, "gen_ai.tool.type": "function"},
        {_TOOL: name},
        points,
        calls,
        points["ok"],
        calls["ok"],
    )


def _version() -> str:
    from .. import __version__

    return __version__


class OtelListener:
    """The instrumentation listener that turns each call into a span and metric points."""

    def __init__(self, tracer_provider: Any = None, meter_provider: Any = None) -> None:
        version = _version()
        self._tracer = trace.get_tracer("toolretry", version, tracer_provider=tracer_provider)
        meter = metrics.get_meter("toolretry", version, meter_provider=meter_provider)
        self._duration = meter.create_histogram(
            OTEL_DURATION,
            unit="s",
            description="Duration of a decorated tool call, retries and waits included.",
            explicit_bucket_boundaries_advisory=DURATION_BUCKETS,
        )
        self._calls = meter.create_counter(
            OTEL_CALLS, unit="{call}", description="Decorated tool calls, by how they ended."
        )
        self._attempts = meter.create_counter(
            OTEL_ATTEMPTS, unit="{attempt}", description="Attempts made by decorated tool calls."
        )
        self._retries = meter.create_counter(
            OTEL_RETRIES, unit="{retry}", description="Retries scheduled, by the code retried."
        )
        self._wait = meter.create_histogram(
            OTEL_WAIT,
            unit="s",
            description="Each wait slept before a retry.",
            explicit_bucket_boundaries_advisory=WAIT_BUCKETS,
        )
        self._key = id(self)
        # (the redaction policy they were built under, tool -> its prepared attributes).
        self._tools: tuple[object, dict[str, _Tool]] = (None, {})

    def _tool(self, tool: str, policy: object) -> _Tool:
        memory = self._tools
        if memory[0] is not policy:  # New redaction rules: the names are redacted afresh.
            memory = self._tools = (policy, {})
        found = memory[1].get(tool)
        if found is None:
            found = _prepared(tool)
            if len(memory[1]) < _MAX_REMEMBERED:
                memory[1][tool] = found
        return found

    def call_started(self, scope: CallScope) -> None:
        memory = self._tools
        tool = memory[1].get(scope.tool) if memory[0] is scope.policy else None
        if tool is None:  # A tool not seen yet, or new redaction rules.
            tool = self._tool(scope.tool, scope.policy)
        # The tool's prepared dict itself, as OpenTelemetry's own examples pass theirs: the SDK
        # copies what it is given, and nothing here changes it afterwards.
        attributes = tool.start
        if scope.tool_call_id is not None:
            attributes = {**attributes, "gen_ai.tool.call.id": exported(scope.tool_call_id)}
        span = self._tracer.start_span(
            tool.span_name, kind=SpanKind.INTERNAL, attributes=attributes
        )
        # Current while the tool runs, so the spans of its own HTTP calls are its children (a
        # no-op provider's invalid span has nothing to pass on; a recording one is valid).
        token = None
        if span.is_recording() or span.get_span_context().is_valid:
            token = otel_context.attach(trace.set_span_in_context(span))
        # The tool's prepared attributes too: its end then asks no redaction policy again.
        scope.state[self._key] = (span, token, tool)

    def call_event(self, scope: CallScope, event: Notice) -> None:
        if isinstance(event, RetryScheduled):
            tool = self._tool(scope.tool, scope.policy)
            code = exported(event.error_code)
            self._retries.add(1, {_TOOL: tool.name, _ERROR: code})
            self._wait.record(event.wait_s, tool.by_tool)
        entry = scope.state.get(self._key)
        if entry is None or not entry[0].is_recording():
            return
        span = entry[0]
        if isinstance(event, AttemptFailed):
            error = event.error
            attributes: dict[str, Any] = {
                "toolretry.attempt": event.attempt,
                _ERROR: exported(error.code),
                "toolretry.category": category_label(error.category),
                "toolretry.retryable": bool(error.retryable),
            }
            if error.retry_after is not None:
                attributes["toolretry.retry_after"] = float(error.retry_after)
            span.add_event("toolretry.attempt_failed", attributes)
        elif isinstance(event, RetryScheduled):
            attributes = {
                "toolretry.attempt": event.attempt + 1,
                "toolretry.wait_s": round(float(event.wait_s), 6),
                _ERROR: exported(event.error_code),
            }
            if event.planned_s is not None:
                attributes["toolretry.planned_wait_s"] = round(float(event.planned_s), 6)
            span.add_event("toolretry.retry", attributes)
        elif isinstance(event, CircuitStateChanged):
            span.add_event(
                "toolretry.circuit_state_changed",
                {
                    "toolretry.breaker": exported(event.breaker),
                    "toolretry.breaker.old": event.old,
                    "toolretry.breaker.state": event.new,
                },
            )

    def call_finished(self, scope: CallScope, record: CallRecord) -> None:
        entry = scope.state.pop(self._key, None)
        if record.first_try and entry is not None:  # The everyday call: all is ready-made.
            span, token, tool = entry
            self._duration.record(record.elapsed_s, tool.first_try)
            self._calls.add(1, tool.first_try_calls)
            self._attempts.add(1, tool.by_tool)
            try:
                # A span that does not record ignores attributes (the API's contract).
                span.set_attributes(_FIRST_TRY)  # Copied by the span, as at the start.
                span.end()
            finally:
                if token is not None:
                    otel_context.detach(token)
            return
        tool = self._tool(record.tool, scope.policy) if entry is None else entry[2]
        outcome = record.outcome
        code = None
        points = tool.points.get(outcome)
        if points is not None:  # Ended well (no fallback): every attribute set is ready-made.
            self._duration.record(record.elapsed_s, points)
            self._calls.add(1, tool.calls[outcome])
        else:
            code = exported(record.error_code) if record.error_code is not None else None
            failed: dict[str, Any] = {
                _OPERATION: "execute_tool",
                _TOOL: tool.name,
                _OUTCOME: outcome,
            }
            if code is not None:
                failed[_ERROR] = code
            self._duration.record(record.elapsed_s, failed)
            _, category, counted_code = call_labels(record)
            calls: dict[str, Any] = {_TOOL: tool.name, _OUTCOME: outcome}
            if category:
                calls["toolretry.category"] = category
            if counted_code:
                calls[_ERROR] = counted_code
            self._calls.add(1, calls)
        if record.attempts:
            self._attempts.add(record.attempts, tool.by_tool)
        if entry is None:
            return
        span, token = entry[0], entry[1]
        try:
            if span.is_recording():
                span.set_attributes(_span_attributes(record, outcome, code))
                if not record.ok:
                    span.set_status(Status(StatusCode.ERROR, code))
            span.end()
        finally:
            if token is not None:
                otel_context.detach(token)


_FIRST_TRY: dict[str, Any] = {
    "toolretry.outcome": "ok",
    "toolretry.attempts": 1,
    "toolretry.wait_s": 0.0,
}
"""What ``_span_attributes`` gives a call its first attempt answered, with no wait, breaker or
fallback to tell of (handed to every such span, which keeps a copy of its own)."""


def _span_attributes(record: CallRecord, outcome: str, code: str | None) -> dict[str, Any]:
    attributes: dict[str, Any] = {
        "toolretry.outcome": outcome,
        "toolretry.attempts": record.attempts,
        "toolretry.wait_s": record.wait_s,
    }
    if code is not None:
        attributes[_ERROR] = code
    if record.category is not None:
        attributes["toolretry.category"] = category_label(record.category)
    if record.retryable is not None:
        attributes["toolretry.retryable"] = bool(record.retryable)
    if record.retry_after is not None:
        attributes["toolretry.retry_after"] = float(record.retry_after)
    if record.gave_up is not None:
        attributes["toolretry.gave_up"] = exported(record.gave_up)
    if record.breaker is not None:
        attributes["toolretry.breaker"] = exported(record.breaker)
    if record.breaker_state is not None:
        attributes["toolretry.breaker.state"] = record.breaker_state
    if record.fallback is not None:
        attributes["toolretry.fallback"] = exported(record.fallback)
        if record.primary_error is not None:
            attributes["toolretry.primary_error"] = exported(record.primary_error)
    return attributes
