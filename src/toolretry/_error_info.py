"""What classifying one failure yields: the public ``ErrorInfo`` model, and ``Failure``, the
same facts held cheaply until someone asks for the model."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

from ._category import ErrorCategory

__all__ = ["ErrorInfo", "Failure", "error_info"]


class ErrorInfo(BaseModel):
    """One classified failure: the result of ``classify(exc)``."""

    model_config = ConfigDict(frozen=True)

    code: str
    """Stable upper-snake code: ``HTTP_429``, ``TIMEOUT``, ``INVALID_ARGUMENTS``, ..."""
    category: ErrorCategory
    type: str
    """The exception's class name."""
    message: str = ""
    """Cleaned, redacted and bounded; never a traceback."""
    status_code: int | None = None
    retry_after: float | None = None
    """Seconds the server asked us to wait, if it said."""
    retryable: bool = False
    suggestion: str | None = None
    details: dict[str, Any] = {}
    may_have_taken_effect: bool = True
    """False only when the request is known not to have been acted on (refused connection,
    DNS failure, explicit 429/503 rejection, 4xx); decides retries when ``idempotent=False``."""
    suggested_tool: str | None = None


class Failure:
    """An ``ErrorInfo``'s fields before pydantic validates them: the decorated tool's text
    needs only the values. ``info()`` builds (once) the public model for hooks, turns and
    ``classify()``."""

    __slots__ = (
        "_info",
        "category",
        "code",
        "details",
        "may_have_taken_effect",
        "message",
        "retry_after",
        "retryable",
        "status_code",
        "suggested_tool",
        "suggestion",
        "type",
    )

    def __init__(
        self,
        code: str,
        category: ErrorCategory,
        type: str,
        message: str,
        status_code: int | None,
        retry_after: float | None,
        suggestion: str | None,
        details: dict[str, Any],
        may_have_taken_effect: bool,
        suggested_tool: str | None,
    ) -> None:
        self.code = code
        self.category = category
        self.type = type
        self.message = message
        self.status_code = status_code
        self.retry_after = retry_after
        self.retryable = category is ErrorCategory.TRANSIENT
        self.suggestion = suggestion
        self.details = details
        self.may_have_taken_effect = may_have_taken_effect
        self.suggested_tool = suggested_tool
        self._info: ErrorInfo | None = None

    def info(self) -> ErrorInfo:
        """The public, validated model of this failure."""
        if self._info is None:
            self._info = error_info(
                self.code, self.category, self.type, self.message, self.status_code,
                self.retry_after, self.suggestion, self.details,
                self.may_have_taken_effect, self.suggested_tool,
            )  # fmt: skip
        return self._info


_TRANSIENT = ErrorCategory.TRANSIENT


def error_info(
    code: str,
    category: ErrorCategory,
    type: str,
    message: str,
    status_code: int | None,
    retry_after: float | None,
    suggestion: str | None,
    details: dict[str, Any],
    may_have_taken_effect: bool,
    suggested_tool: str | None,
) -> ErrorInfo:
    """The public model of these fields (``Failure.info()``, and ``classify()``, which keeps
    only the model): ``ErrorInfo(**fields)``, validated, so a str or int subclass, an int wait
    or a non-str details key is converted or refused as the model always does."""
    return ErrorInfo.model_validate(
        {
            "code": code,
            "category": category,
            "type": type,
            "message": message,
            "status_code": status_code,
            "retry_after": retry_after,
            "retryable": category is _TRANSIENT,
            "suggestion": suggestion,
            "details": details,
            "may_have_taken_effect": may_have_taken_effect,
            "suggested_tool": suggested_tool,
        }
    )
