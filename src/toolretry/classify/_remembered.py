"""Redactions the classifier asks for on every failure, remembered per redaction policy."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..observe._sanitize import clean_message, redact_params
from ..redact._current import current_policy
from ..redact._redact import redact

__all__ = ["cleaned_message", "forget", "redacted_details", "redacted_text"]

# Redactions remembered: the texts and small flat details toolretry redacts on every failure
# recur endlessly (a tool's codes, {"client": "openai", "error_type": "rate_limit_error"}), and
# a redaction policy is immutable, so the same policy and input give the same answer.
# Bounded; cleared when full.
_REDACTED_MAX = 256
_REDACTED_TEXT: dict[tuple[object, str], str] = {}
_REDACTED: dict[tuple[object, tuple[tuple[str, object], ...]], dict[str, Any]] = {}
_PLAIN = (str, int, bool, float, type(None))
# Messages: every attempt of a retried call is classified, and its attempts nearly always fail
# with the same message (same URL, same status, same errno). Cleaning and redacting it is
# a large share of classify()'s work (benchmarks/bench_classify.py measures it); an attempt
# after the first pays a dict lookup. The raw messages kept as
# keys never leave the process; long ones are not kept.
_CLEANED_MAX = 256
_CLEANED_LONGEST = 2_000
_CLEANED: dict[tuple[object, str, int], str] = {}


def cleaned_message(message: str, max_chars: int) -> str:
    """``clean_message(message, max_chars)``, remembered per policy for messages of up to 2,000
    characters."""
    if type(message) is not str or len(message) > _CLEANED_LONGEST:
        return clean_message(message, max_chars)
    key = (current_policy(), message, max_chars)
    found = _CLEANED.get(key)
    if found is None:
        if len(_CLEANED) >= _CLEANED_MAX:
            _CLEANED.clear()
        found = _CLEANED[key] = clean_message(message, max_chars)
    return found


def forget() -> None:
    """Forget every remembered redaction (benchmarks time a first sight with it)."""
    _CLEANED.clear()
    _REDACTED_TEXT.clear()
    _REDACTED.clear()


def redacted_text(value: object) -> str | None:
    """A tool's own code, suggestion or suggested_tool, redacted (they reach the model, events
    and logs too); None when it is not a non-blank str."""
    if not isinstance(value, str) or not value.strip():
        return None
    if len(value) > 200:
        return redact(value)
    key = (current_policy(), value)
    found = _REDACTED_TEXT.get(key)
    if found is None:
        if len(_REDACTED_TEXT) >= _REDACTED_MAX:
            _REDACTED_TEXT.clear()
        found = _REDACTED_TEXT[key] = redact(value)
    return found


def redacted_details(details: Mapping[str, Any]) -> dict[str, Any]:
    """``redact_params(details)``, remembered for flat details of short plain values."""
    if type(details) is not dict or not 0 < len(details) <= 8:
        return redact_params(details)
    # A plain loop: all() over a generator cost twice as much (a frame per item).
    for key, value in details.items():
        kind = type(value)
        if type(key) is not str or kind not in _PLAIN or (kind is str and len(value) > 80):
            return redact_params(details)
    memo_key = (current_policy(), tuple(details.items()))
    found = _REDACTED.get(memo_key)
    if found is None:
        if len(_REDACTED) >= _REDACTED_MAX:
            _REDACTED.clear()
        found = _REDACTED[memo_key] = redact_params(details)
    return dict(found)  # the caller may add to it
