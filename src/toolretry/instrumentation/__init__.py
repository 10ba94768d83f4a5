"""See what the tools do: listeners for OpenTelemetry, Prometheus and statistics, fed by every
decorated call once one is added (and free until then)."""

from __future__ import annotations

from ._hub import CallRecord, CallScope, Listener, add_listener, remove_listener

__all__ = ["CallRecord", "CallScope", "Listener", "add_listener", "remove_listener"]
