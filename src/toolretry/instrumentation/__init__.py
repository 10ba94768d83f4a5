"""See what the tools do: OpenTelemetry spans and metrics, Prometheus metrics, structlog events
and per-tool statistics, fed by every decorated call once one is enabled (and free until then).

Everything is off by default; while nothing is enabled, a decorated tool's success path runs
no instrumentation code at all.
"""

from __future__ import annotations

from ._hub import CallRecord, CallScope, Listener, add_listener, remove_listener
from ._stats import (
    Stats,
    ToolStats,
    disable_stats,
    enable_stats,
    reset_stats,
    stats,
    stats_enabled,
)
from ._switches import (
    disable_otel,
    disable_prometheus,
    disable_structlog,
    enable_otel,
    enable_prometheus,
    enable_structlog,
)

__all__ = [
    "CallRecord",
    "CallScope",
    "Listener",
    "Stats",
    "ToolStats",
    "add_listener",
    "disable_otel",
    "disable_prometheus",
    "disable_stats",
    "disable_structlog",
    "enable_otel",
    "enable_prometheus",
    "enable_stats",
    "enable_structlog",
    "remove_listener",
    "reset_stats",
    "stats",
    "stats_enabled",
]
