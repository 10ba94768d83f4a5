"""What classifying one failure yields: the public ``ErrorInfo`` model, and ``Failure``, the
same facts held cheaply until someone asks for the model."""

from __future__ import annotations

import builtins
from collections.abc import Callable
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
    """An ``ErrorInfo``'s fields without pydantic's validation, which would cost the failure
    path a tenth of its time: the decorated tool's text needs only the values. ``info()``
    builds (once) the public model for hooks, turns and ``classify()``."""

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
                self.retry_after, self.suggestion, dict(self.details),  # the model's own
                self.may_have_taken_effect, self.suggested_tool,
            )  # fmt: skip
        return self._info


_validate: Callable[[dict[str, Any]], ErrorInfo] = ErrorInfo.__pydantic_validator__.validate_python
_type_of = builtins.type  # `type` is a parameter (a field name) of error_info
_new = object.__new__  # BaseModel defines no __new__ of its own
_set = object.__setattr__  # the model is frozen: its own __setattr__ refuses
# BaseModel's own slots, written through their descriptors: object.__setattr__ would look each
# name up first (~0.4k instructions a slot).
_set_fields_set = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_set_extra = BaseModel.__dict__["__pydantic_extra__"].__set__
_set_private = BaseModel.__dict__["__pydantic_private__"].__set__
_FIELDS = frozenset(ErrorInfo.model_fields)
_TRANSIENT = ErrorCategory.TRANSIENT


def _plain_keys(details: dict[Any, Any]) -> bool:
    for key in details:  # noqa: SIM110 -- all() over a generator costs a frame per key
        if type(key) is not str:
            return False
    return True


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
    """The public model of these fields: ``Failure.info()``, and ``classify()``, which keeps only
    the model; equal, field for field and type for type, to ``ErrorInfo(**fields)``.

    The classifier hands over values of exactly the model's types almost always; validating
    them (~18k instructions, 3.4 µs here) would return them unchanged, so the model is then
    built as ``model_construct`` builds it (without its per-field Python loop, which costs
    more than validating): ``__dict__`` in field order, every field set, no extra, no private
    state. Anything else -- a str or int subclass, an int wait, a non-str details key -- goes
    through the model's validator, which converts it or refuses it as it always did.
    ``details`` becomes the model's own: pass a dict nobody else holds.
    """
    values = {
        "code": code,
        "category": category,
        "type": type,
        "message": message,
        "status_code": status_code,
        "retry_after": retry_after,
        "retryable": category is _TRANSIENT,
        "suggestion": suggestion,
        "details": details,  # the caller hands it over (validation would copy it)
        "may_have_taken_effect": may_have_taken_effect,
        "suggested_tool": suggested_tool,
    }
    if (
        _type_of(code) is _type_of(type) is _type_of(message) is str
        and _type_of(category) is ErrorCategory
        and (status_code is None or _type_of(status_code) is int)
        and (retry_after is None or _type_of(retry_after) is float)
        and (suggestion is None or _type_of(suggestion) is str)
        and _type_of(details) is dict
        and _type_of(may_have_taken_effect) is bool
        and (suggested_tool is None or _type_of(suggested_tool) is str)
        and (not details or _plain_keys(details))
    ):
        model = _new(ErrorInfo)
        _set(model, "__dict__", values)
        _set_fields_set(model, set(_FIELDS))
        _set_extra(model, None)
        _set_private(model, None)
        return model
    return _validate(values)
