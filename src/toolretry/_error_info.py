"""What classifying one failure yields: the public ``ErrorInfo`` model (``_failure.Failure``
holds the same facts cheaply until someone asks for the model)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

from ._category import ErrorCategory

__all__ = ["ErrorInfo", "error_info"]


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
