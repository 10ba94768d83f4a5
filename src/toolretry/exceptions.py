"""Exceptions a tool raises to say what went wrong, and the one toolretry raises at you.

Raised *by tools* (the decorator turns them into observations, never re-raises them)::

    Exception
     └── ToolError                 carries code, suggestion, retry_after, details
          ├── TransientError       retried with backoff
          ├── ClientError          the request must change; not retried
          │    ├── EditMismatchError     EDIT_MISMATCH: the old text is not in the file
          │    ├── AmbiguousEditError    AMBIGUOUS_EDIT: the old text is there N times
          │    ├── CommandFailedError    COMMAND_FAILED: a command exited non-zero
          │    └── CommandTimeoutError   COMMAND_TIMEOUT: a command ran past its limit
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
    "AmbiguousEditError",
    "BusinessError",
    "ClientError",
    "CommandFailedError",
    "CommandTimeoutError",
    "ConfigurationError",
    "EditMismatchError",
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


# --- agent tools: what an edit or shell tool raises to say how it failed ----------------------


class EditMismatchError(ClientError):
    """The text an edit was to replace is not in the file (it changed, or was mistyped).

    ``suggested_role`` names the kind of tool that helps: read the file again, then edit.
    """

    default_code = "EDIT_MISMATCH"
    suggested_role: ClassVar[str] = "read"

    def __init__(self, message: str = "", *, path: str | None = None, **kwargs: Any) -> None:
        details = dict(kwargs.pop("details", None) or {})
        if path is not None:
            details.setdefault("path", path)
        super().__init__(message or "the text to replace was not found", details=details, **kwargs)


class AmbiguousEditError(ClientError):
    """The text an edit was to replace occurs several times: the edit needs more context."""

    default_code = "AMBIGUOUS_EDIT"
    suggested_role: ClassVar[str] = "read"

    def __init__(
        self,
        message: str = "",
        *,
        matches: int | None = None,
        path: str | None = None,
        **kwargs: Any,
    ) -> None:
        details = dict(kwargs.pop("details", None) or {})
        if matches is not None:
            details.setdefault("matches", matches)
        if path is not None:
            details.setdefault("path", path)
        text = message or f"the text to replace was found {matches or 'several'} times"
        super().__init__(text, details=details, **kwargs)
        self.matches = matches


class CommandFailedError(ClientError):
    """A command the tool ran exited with a non-zero status; its output's tail says why."""

    default_code = "COMMAND_FAILED"
    suggested_role: ClassVar[str] = "run_command"

    def __init__(
        self,
        message: str = "",
        *,
        command: str | None = None,
        exit_status: int | None = None,
        stderr_tail: str | None = None,
        **kwargs: Any,
    ) -> None:
        details = dict(kwargs.pop("details", None) or {})
        for key, value in (("command", command), ("exit_status", exit_status)):
            if value is not None:
                details.setdefault(key, value)
        if stderr_tail:
            details.setdefault("stderr_tail", stderr_tail)
        text = message or f"command exited with status {exit_status}"
        super().__init__(text, details=details, **kwargs)


class CommandTimeoutError(ClientError):
    """A command ran past its time limit; narrow it or raise the limit (never rerun as is)."""

    default_code = "COMMAND_TIMEOUT"
    suggested_role: ClassVar[str] = "run_command"

    def __init__(
        self,
        message: str = "",
        *,
        command: str | None = None,
        timeout_s: float | None = None,
        **kwargs: Any,
    ) -> None:
        details = dict(kwargs.pop("details", None) or {})
        for key, value in (("command", command), ("timeout_s", timeout_s)):
            if value is not None:
                details.setdefault(key, value)
        text = message or f"command timed out after {timeout_s} s"
        super().__init__(text, details=details, **kwargs)
