"""Event records for ``on_event`` hooks, and the ``toolretry`` logger whose every record is
redacted before any handler sees it."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ._category import ErrorCategory
from .redact._current import current_policy

if TYPE_CHECKING:
    from ._error_info import ErrorInfo

__all__ = [
    "AttemptFailed",
    "Event",
    "EventHook",
    "GaveUp",
    "RedactingFilter",
    "RetryScheduled",
    "SucceededAfterRetries",
    "emit",
    "gave_up_level",
    "level_of",
    "log_fields",
    "log_internal_failure",
    "logger",
    "visible",
    "watched",
]

logger = logging.getLogger("toolretry")
# A library logs only where the application asked it to; no "last resort" output to stderr.
logger.addHandler(logging.NullHandler())


class RedactingFilter(logging.Filter):
    """Redacts a record's message, arguments and traceback in place, before any handler.

    Attached to the ``toolretry`` logger, so it covers every record logged on it by any module
    at any level. A traceback is formatted here (its own frames, not the exceptions it was
    raised while handling) and redacted; the raw ``exc_info`` never reaches a handler.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        policy = current_policy()
        try:
            message = record.getMessage()
        except Exception:  # A broken %-format: say so rather than drop the record.
            message = f"{record.msg!r} (its arguments could not be formatted)"
        record.msg, record.args = policy.redact(message), ()
        if record.exc_info and record.exc_info[1] is not None:
            record.exc_text = policy.redact_traceback(record.exc_info[1], chain=False)
        elif record.exc_text:
            record.exc_text = policy.redact(record.exc_text)
        record.exc_info = None
        if record.stack_info:
            record.stack_info = policy.redact(record.stack_info)
        return True


_FILTER = RedactingFilter()
logger.addFilter(_FILTER)


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
_FATAL = ErrorCategory.FATAL  # Looked up once: an enum's class attribute is a slow lookup.
EventHook = Callable[[Event], object]


def visible(level: int) -> bool:
    """Whether a ``toolretry`` record at ``level`` would reach a handler other than a
    ``NullHandler``: the cheap check made before building a record."""
    if not logger.isEnabledFor(level):
        return False
    current: logging.Logger | None = logger
    found = False
    while current is not None:
        for handler in current.handlers:
            if type(handler) is logging.NullHandler:
                found = True
            elif level >= handler.level:
                return True
        if not current.propagate:
            break
        current = current.parent
    # With no handler at all, logging falls back to its last resort (stderr, WARNING).
    last = logging.lastResort
    return not found and last is not None and level >= last.level


def watched(hook: EventHook | None, level: int) -> bool:
    """Whether an event at log ``level`` has anyone to see it: a hook, or a visible record."""
    return hook is not None or visible(level)


def gave_up_level(reason: str, category: ErrorCategory | str | None = None) -> int:
    """A client or business error is an answer (INFO); a fatal failure, running out of retries
    or the deadline is an incident (WARNING)."""
    if category == _FATAL:
        return logging.WARNING
    # An open breaker answering a call is the outage already logged (once, at WARNING, when
    # it opened); a line per refused call would flood the log exactly during the outage.
    return logging.INFO if reason in ("not_retryable", "circuit_open") else logging.WARNING


def level_of(event: Event) -> int:
    """The level ``event`` is logged at."""
    if isinstance(event, AttemptFailed):
        return logging.DEBUG
    if isinstance(event, GaveUp):
        return gave_up_level(event.reason, event.error.category)
    return logging.INFO


def log_fields(event: Event) -> dict[str, object]:
    """The structured fields of ``event``'s record (``extra``: JSON formatters and structlog's
    stdlib integration read them): tool, code, category, attempt, wait, reason; redacted."""
    policy = current_policy()
    fields: dict[str, object] = {"tool": policy.redact(event.tool)}
    if isinstance(event, AttemptFailed | GaveUp):
        fields["code"] = policy.redact(event.error.code)
        fields["category"] = event.error.category.value
    if isinstance(event, AttemptFailed):
        fields["attempt"] = event.attempt
    elif isinstance(event, RetryScheduled):
        fields.update(code=policy.redact(event.error_code), attempt=event.attempt + 1)
        fields["wait"] = event.wait_s
    elif isinstance(event, GaveUp):
        fields.update(attempt=event.attempts, reason=event.reason)
    else:
        fields["attempt"] = event.attempts
    return fields


def _log(event: Event, level: int, exc: BaseException | None) -> None:
    # Records go through RedactingFilter; tracebacks are formatted by it, at DEBUG only.
    extra = log_fields(event)
    if isinstance(event, AttemptFailed):
        error = event.error
        if exc is not None:
            traceback = current_policy().redact_traceback(exc)
            logger.debug(
                "%s attempt %d failed: %s %s\n%s",
                event.tool,
                event.attempt,
                error.code,
                error.message,
                traceback,
                extra=extra,
            )
        else:
            logger.debug("%s attempt %d failed: %s %s", event.tool, event.attempt, error.code,
                         error.message, extra=extra)  # fmt: skip
    elif isinstance(event, RetryScheduled):
        logger.info(
            "%s: retrying after %s (attempt %d, wait %.3fs)",
            event.tool,
            event.error_code,
            event.attempt + 1,
            event.wait_s,
            extra=extra,
        )
    elif isinstance(event, GaveUp):
        error = event.error
        if error.category is ErrorCategory.FATAL:
            # One line that basicConfig() shows; the traceback is at DEBUG (AttemptFailed).
            logger.log(
                level,
                "%s failed: %s %s (fatal, %d attempt(s); traceback at DEBUG)",
                event.tool,
                error.code,
                " ".join(error.message.split()),
                event.attempts,
                extra=extra,
            )
        else:
            logger.log(
                level,
                "%s gave up after %d attempt(s): %s (%s)",
                event.tool,
                event.attempts,
                error.code,
                event.reason,
                extra=extra,
            )
    else:
        logger.info("%s succeeded after %d attempts", event.tool, event.attempts, extra=extra)


def emit(hook: EventHook | None, event: Event, exc: BaseException | None = None) -> None:
    """Log ``event`` (if a handler can see it) and pass it to the user's hook; a failing hook
    is logged, never raised."""
    level = level_of(event)
    if visible(level):
        _log(event, level, exc)
    if hook is None:
        return
    try:
        hook(event)
    except Exception as hook_exc:  # The user's hook must not break the tool call it observes.
        log_internal_failure(f"on_event hook {_name_of(hook)} raised; ignoring it", hook_exc)


def log_internal_failure(what: str, exc: BaseException) -> None:
    """Log that a hook or toolretry itself failed: a redacted WARNING line, and at DEBUG the
    redacted traceback of ``exc`` alone, never of the tool's exception it was handling."""
    if visible(logging.WARNING):
        logger.warning("toolretry: %s: %s: %s", what, type(exc).__name__, _message(exc))
    if visible(logging.DEBUG):
        logger.debug("%s\n%s", what, current_policy().redact_traceback(exc, chain=False))


def _message(exc: BaseException) -> str:
    try:
        return " ".join(str(exc).split())[:500]
    except Exception:
        return "(its message could not be read)"


def _name_of(hook: object) -> str:
    name = getattr(hook, "__qualname__", None) or type(hook).__name__
    return name if isinstance(name, str) else "?"
