"""structlog-native: one structlog event per failed attempt, retry, give-up and recovery, with
the same redacted fields the stdlib records carry in ``extra``."""

from __future__ import annotations

import logging
from typing import Any

import structlog

from .._events import AttemptFailed, Event, GaveUp, RetryScheduled, level_of, log_fields
from ..upstream._breaker import CircuitStateChanged
from ._exported import exported
from ._hub import CallScope, Notice, nothing

__all__ = ["StructlogListener"]

_NAMES = {logging.DEBUG: "debug", logging.INFO: "info", logging.WARNING: "warning"}


def _event_name(event: Event) -> str:
    if isinstance(event, AttemptFailed):
        return "toolretry.attempt_failed"
    if isinstance(event, RetryScheduled):
        return "toolretry.retry_scheduled"
    if isinstance(event, GaveUp):
        return "toolretry.gave_up"
    return "toolretry.succeeded_after_retries"


class StructlogListener:
    """The instrumentation listener that logs each retry event on a structlog logger, at the
    levels of the ``toolretry`` stdlib logger (DEBUG attempt, INFO retry, INFO/WARNING give-up)."""

    def __init__(self, logger: Any = None) -> None:
        self.logger = structlog.get_logger("toolretry") if logger is None else logger

    call_started = nothing

    def call_event(self, scope: CallScope, event: Notice) -> None:
        if isinstance(event, CircuitStateChanged):
            method = self.logger.warning if event.new == "open" else self.logger.info
            method(
                "toolretry.circuit_state_changed",
                tool=exported(scope.tool),
                breaker=exported(event.breaker),
                old=event.old,
                new=event.new,
            )
            return
        method = getattr(self.logger, _NAMES.get(level_of(event), "info"))
        fields = log_fields(event)
        if scope.tool_call_id is not None:
            fields["tool_call_id"] = exported(scope.tool_call_id)
        method(_event_name(event), **fields)

    call_finished = nothing
