"""Turning each backend on and off: one listener per backend at a time, replaced when it is
enabled again (a new provider or registry), removed when it is disabled."""

from __future__ import annotations

import threading
from typing import Any

from ._hub import Listener, add_listener, remove_listener

__all__ = [
    "disable_otel",
    "disable_prometheus",
    "disable_structlog",
    "enable_otel",
    "enable_prometheus",
    "enable_structlog",
]

_lock = threading.Lock()
_active: dict[str, Listener] = {}


def _install(kind: str, listener: Listener) -> None:
    with _lock:
        previous = _active.pop(kind, None)
        if previous is not None:
            remove_listener(previous)
        _active[kind] = listener
        add_listener(listener)


def _uninstall(kind: str) -> None:
    with _lock:
        previous = _active.pop(kind, None)
        if previous is not None:
            remove_listener(previous)


def enable_otel(tracer_provider: Any = None, meter_provider: Any = None) -> None:
    """Emit an ``execute_tool {tool}`` span and the metrics for every decorated call, through
    the given providers or OpenTelemetry's global ones. Needs ``toolretry[otel]``."""
    try:
        from ._otel import OtelListener
    except ImportError as exc:  # pragma: no cover - exercised only without the extra.
        raise ImportError(
            'enable_otel() needs opentelemetry-api: pip install "toolretry[otel]"'
        ) from exc
    _install("otel", OtelListener(tracer_provider, meter_provider))


def disable_otel() -> None:
    """Stop emitting spans and OpenTelemetry metrics."""
    _uninstall("otel")


def enable_prometheus(registry: Any = None) -> None:
    """Count and time every decorated call in ``registry`` (default: prometheus-client's
    ``REGISTRY``); enabling again with the same registry reuses its metrics. Needs
    ``toolretry[prometheus]``."""
    try:
        from ._prometheus import PrometheusListener
    except ImportError as exc:  # pragma: no cover - exercised only without the extra.
        raise ImportError(
            'enable_prometheus() needs prometheus-client: pip install "toolretry[prometheus]"'
        ) from exc
    _install("prometheus", PrometheusListener(registry))


def disable_prometheus() -> None:
    """Stop updating the Prometheus metrics (they stay registered, at their last values)."""
    _uninstall("prometheus")


def enable_structlog(logger: Any = None) -> None:
    """Log each failed attempt, retry, give-up and recovery on a structlog logger (default
    ``structlog.get_logger("toolretry")``), with fields instead of a sentence."""
    try:
        from ._structlog import StructlogListener
    except ImportError as exc:  # pragma: no cover - exercised only without structlog.
        raise ImportError(
            'enable_structlog() needs structlog: pip install "toolretry[structlog]"'
        ) from exc
    _install("structlog", StructlogListener(logger))


def disable_structlog() -> None:
    """Stop logging on structlog."""
    _uninstall("structlog")
