"""Event records for ``on_event`` hooks and the log lines they become."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

from ._error_info import ErrorInfo

__all__ = [
    "AttemptFailed",
    "Event",
    "EventHook",
    "GaveUp",
    "RetryScheduled",
    "SucceededAfterRetries",
    "emit",
    "gave_up_level",
    "logger",
]

logger = logging.getLogger("toolretry")
# A library logs only where the application asked it to; no "last resort" output to stderr.
logger.addHandler(logging.NullHandler())


@dataclass(frozen=True)
class AttemptFailed:
    """One attempt raised; ``error`` is its classification."""

    tool: str
    attempt: int
    error: ErrorInfo
    elapsed_s: float


@dataclass(frozen=True)
class RetryScheduled:
    """Another attempt will follow after ``wait_s`` seconds (0 under ``set_testing(True)``);
    ``planned_s`` is the wait the backoff and Retry-After asked for."""

    tool: str
    attempt: int
    wait_s: float
    error_code: str
    planned_s: float | None = None


@dataclass(frozen=True)
class GaveUp:
    """No more attempts; ``reason`` says why (e.g. ``retries_exhausted``, ``deadline``)."""

    tool: str
    attempts: int
    reason: str
    error: ErrorInfo
    elapsed_s: float


@dataclass(frozen=True)
class SucceededAfterRetries:
    """A call succeeded after at least one failed attempt."""

    tool: str
    attempts: int
    elapsed_s: float


Event = AttemptFailed | RetryScheduled | GaveUp | SucceededAfterRetries
EventHook = Callable[[Event], object]


def _log(event: Event, exc: BaseException | None) -> None:
    # Messages in ErrorInfo are already redacted; tracebacks only at DEBUG.
    if isinstance(event, AttemptFailed):
        if logger.isEnabledFor(logging.DEBUG):
            logger.debug(
                "%s attempt %d failed: %s %s",
                event.tool,
                event.attempt,
                event.error.code,
                event.error.message,
                exc_info=exc,
            )
    elif isinstance(event, RetryScheduled):
        logger.info(
            "%s: retrying after %s (attempt %d, wait %.3fs)",
            event.tool,
            event.error_code,
            event.attempt + 1,
            event.wait_s,
        )
    elif isinstance(event, GaveUp):
        logger.log(
            gave_up_level(event.reason),
            "%s gave up after %d attempt(s): %s (%s)",
            event.tool,
            event.attempts,
            event.error.code,
            event.reason,
        )
    else:
        logger.info("%s succeeded after %d attempts", event.tool, event.attempts)


def gave_up_level(reason: str) -> int:
    """A client or business error is an answer, not an incident; running out of retries is."""
    return logging.INFO if reason == "not_retryable" else logging.WARNING


def emit(hook: EventHook | None, event: Event, exc: BaseException | None = None) -> None:
    """Log ``event`` and pass it to the user's hook; a failing hook is logged, never raised."""
    _log(event, exc)
    if hook is None:
        return
    try:
        hook(event)
    except Exception:  # The user's hook must not break the tool call it observes.
        logger.exception("toolretry on_event hook raised; ignoring it")
