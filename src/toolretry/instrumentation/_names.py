"""The names every backend exports under, in one place: the README and the tests read them
here."""

from __future__ import annotations

__all__ = [
    "DURATION_BUCKETS",
    "OTEL_ATTEMPTS",
    "OTEL_CALLS",
    "OTEL_DURATION",
    "OTEL_RETRIES",
    "OTEL_WAIT",
    "PROM_ATTEMPTS",
    "PROM_CALLS",
    "PROM_DURATION",
    "PROM_RETRIES",
    "PROM_WAIT",
    "WAIT_BUCKETS",
]

# OpenTelemetry: the GenAI conventions' tool-execution duration, toolretry's own counters.
OTEL_DURATION = "gen_ai.execute_tool.duration"
OTEL_CALLS = "toolretry.calls"
OTEL_ATTEMPTS = "toolretry.attempts"
OTEL_RETRIES = "toolretry.retries"
OTEL_WAIT = "toolretry.retry.wait"

# Prometheus: counters get "_total" from prometheus-client; histograms "_bucket/_sum/_count".
PROM_DURATION = "toolretry_call_duration_seconds"
PROM_CALLS = "toolretry_calls"
PROM_ATTEMPTS = "toolretry_attempts"
PROM_RETRIES = "toolretry_retries"
PROM_WAIT = "toolretry_retry_wait_seconds"

# The GenAI conventions' advice for operation durations, in seconds.
DURATION_BUCKETS = (0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1.28, 2.56, 5.12, 10.24, 20.48,
                    40.96, 81.92)  # fmt: skip
WAIT_BUCKETS = (0.0, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0)
