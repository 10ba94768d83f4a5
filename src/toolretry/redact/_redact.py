"""The text and value redaction that the rest of toolretry calls, through the current policy."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import _current
from ._policy import REDACTED

__all__ = ["REDACTED", "redact", "redact_value", "safe_str"]


def redact(text: str) -> str:
    """Replace credentials in ``text`` with ``[REDACTED]``, keeping the name or prefix around them.

    Applies the current ``RedactionPolicy``. Idempotent, never raises. Ordinary words, numbers
    and URLs without credentials are left as they are.
    """
    return _current.current_policy().redact(text)


def redact_value(value: object, max_chars: int = 200) -> Any:
    """A JSON-ready, bounded copy of ``value`` with secrets hidden (``RedactionPolicy``)."""
    return _current.current_policy().redact_value(value, max_chars)


def safe_str(value: object, convert: Callable[[object], str] = str) -> str:
    """``str(value)`` (or ``repr``), or a marker naming the type when that raises."""
    try:
        return convert(value)
    except Exception:
        return f"<unrepresentable {type(value).__name__}>"
