"""``Verdict`` on its own, so that rule modules can build one without importing ``_classify``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import KW_ONLY, dataclass
from typing import Any, Protocol

from .._category import ErrorCategory

__all__ = ["Answer", "Verdict"]


class Answer(Protocol):
    """What the classifier reads from a decision: a `Verdict`, or a client's ``Recognised``
    as it is (copying its fields into a Verdict would add work to every recognised failure)."""

    @property
    def category(self) -> ErrorCategory: ...
    @property
    def code(self) -> str: ...
    @property
    def status_code(self) -> int | None: ...
    @property
    def retry_after(self) -> float | None: ...
    @property
    def may_have_taken_effect(self) -> bool: ...
    @property
    def details(self) -> Mapping[str, Any] | None: ...
    @property
    def message(self) -> str | None: ...
    @property
    def said(self) -> str | None: ...
    @property
    def own_details(self) -> bool: ...


@dataclass(slots=True)
class Verdict:
    """What one rule concluded about one exception in the chain (internal, mutable, cheap)."""

    category: ErrorCategory
    code: str
    source: BaseException
    _: KW_ONLY
    status_code: int | None = None
    retry_after: float | None = None
    may_have_taken_effect: bool = True
    details: Mapping[str, Any] | None = None
    message: str | None = None
    suggestion: str | None = None
    suggested_tool: str | None = None
    said: str | None = None
    """What the server said in the error body, added to ``str(source)`` when nothing better."""
    own_details: bool = False
    """``details`` holds only toolretry's own constants: nothing to redact."""
