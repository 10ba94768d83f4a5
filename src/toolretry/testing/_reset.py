"""``reset()``: every piece of toolretry's process-wide state back to how import left it."""

from __future__ import annotations

__all__ = ["reset"]


def reset() -> None:
    """Put every process-wide setting and registry back to its state after import.

    For tests (an autouse fixture): testing mode off; registered suggestions, hints and
    redaction rules dropped; OpenTelemetry, Prometheus, structlog and ``stats()`` switched
    off and the counts cleared; every instrumentation listener removed; the in-process
    upstream state (circuit breakers, retry budgets, Retry-After pauses, idempotency keys,
    and every tool's default budget and pause) cleared; no configuration file loaded
    (decorated tools keep their own arguments).
    """
    # Imported here: a test helper must not make `import toolretry.testing` load them all.
    from .. import redact
    from ..config._live import unload
    from ..instrumentation import _hub, _stats, _switches
    from ..observe import _hints, _suggestions
    from ..retry._testing_mode import set_testing
    from ..stores._memory import default_store
    from ..upstream._local import reset_default_protection

    set_testing(False)
    _suggestions._reset_registered()
    _hints.reset_hints()
    redact.reset()
    _switches.disable_otel()
    _switches.disable_prometheus()
    _switches.disable_structlog()
    _stats.disable_stats()
    _stats.reset_stats()
    for listener in list(_hub.LISTENERS):
        _hub.remove_listener(listener)
    default_store().clear()
    reset_default_protection()
    unload()
