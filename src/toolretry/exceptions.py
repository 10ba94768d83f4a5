"""Exceptions a tool raises to say what went wrong, and the one toolretry raises at you.

Raised *by tools* (the decorator turns them into observations, never re-raises them)::

    Exception
     └── ToolError                 carries code, suggestion, retry_after, details
          ├── TransientError       retried with backoff
          ├── ClientError          the request must change; not retried
          ├── BusinessError        a domain answer ("insufficient balance"); not a failure
          └── FatalError           a bug or unrecoverable state; not retried

Raised *by toolretry* when it is used wrongly (at decoration time, never because a tool failed)::

    ValueError
     └── ConfigurationError
"""

from __future__ import annotations

from typing import Any, ClassVar

from ._category import ErrorCategory

__all__ = [
    "BusinessError",
    "ClientError",
    "ConfigurationError",
    "FatalError",
    "ToolError",
    "TransientError",
]


class ConfigurationError(ValueError):
    """toolretry was configured wrongly; the message names the argument and the fix."""


class ToolError(Exception):
    """Base of the errors a tool raises to classify its own failure.

    Args:
        message: What happened, for the model. Secrets are redacted before it is shown.
        code: Stable upper-snake code (``"EDIT_MISMATCH"``); defaults per subclass.
        suggestion: One short imperative sentence telling the caller what to do next.
        retry_after: Seconds after which the same call may succeed.
        details: A small JSON-able dict with facts the model can use.
        suggested_tool: Name of a tool that would help (shown only if visible in a turn).
    """

    category: ClassVar[ErrorCategory] = ErrorCategory.FATAL
    default_code: ClassVar[str] = "TOOL_ERROR"

    def __init__(
        self,
        message: str = "",
        *,
        code: str | None = None,
        suggestion: str | None = None,
        retry_after: float | None = None,
        details: dict[str, Any] | None = None,
        suggested_tool: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.code = code or self.default_code
        self.suggestion = suggestion
        self.retry_after = retry_after
        self.details = dict(details) if details else {}
        self.suggested_tool = suggested_tool

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.message!r}, code={self.code!r})"


class TransientError(ToolError):
    """May succeed unchanged later (rate limit, upstream hiccup); retried with backoff."""

    category = ErrorCategory.TRANSIENT
    default_code = "TRANSIENT_ERROR"


class ClientError(ToolError):
    """The request must change before it can succeed (bad arguments, stale input)."""

    category = ErrorCategory.CLIENT
    default_code = "CLIENT_ERROR"


class BusinessError(ToolError):
    """The tool worked; a domain rule said no. An answer for the model, not a malfunction."""

    category = ErrorCategory.BUSINESS
    default_code = "BUSINESS_RULE"


class FatalError(ToolError):
    """A bug or an unrecoverable state; retrying the same call cannot help."""

    category = ErrorCategory.FATAL
    default_code = "FATAL_ERROR"
