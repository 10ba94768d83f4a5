"""See what the tools do: OpenTelemetry spans and metrics, Prometheus metrics, structlog events
and per-tool statistics, fed by every decorated call once one is enabled (and free until then).

Everything is off by default; while nothing is enabled, a decorated tool's success path runs
no instrumentation code at all.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ._hub import CallRecord, CallScope, Listener, add_listener, remove_listener

if TYPE_CHECKING:
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

# Statistics and the exporters' switches load on first use: a decorated tool's call path needs
# only the hub, and ``import toolretry`` should not pay for the rest.
_LAZY = {
    **dict.fromkeys(
        (
            "Stats",
            "ToolStats",
            "disable_stats",
            "enable_stats",
            "reset_stats",
            "stats",
            "stats_enabled",
        ),
        "._stats",
    ),
    **dict.fromkeys(
        (
            "disable_otel",
            "disable_prometheus",
            "disable_structlog",
            "enable_otel",
            "enable_prometheus",
            "enable_structlog",
        ),
        "._switches",
    ),
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
