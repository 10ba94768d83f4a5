"""``Failure``: the facts of one classified failure, held cheaply (no pydantic) until someone
asks for the public ``ErrorInfo`` model."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ._category import ErrorCategory

if TYPE_CHECKING:
    from ._error_info import ErrorInfo

__all__ = ["Failure"]


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
            from ._error_info import error_info  # pydantic loads with the first model built.

            self._info = error_info(
                self.code, self.category, self.type, self.message, self.status_code,
                self.retry_after, self.suggestion, self.details,
                self.may_have_taken_effect, self.suggested_tool,
            )  # fmt: skip
        return self._info
