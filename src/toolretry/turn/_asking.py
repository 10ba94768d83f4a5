"""Where only the user can help (smart-retry's "您提供的订单号XXX未找到，请确认是否正确"): the
sentence a model can pass on, for an identifier from the user that was not found, a tool's
fatal failure and a business refusal."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .._category import ErrorCategory
from ..redact._policy import REDACTED
from ._sentences import turn_sentence

__all__ = ["NOT_FOUND_CODES", "ask_user_sentence", "identifier_from_user"]

NOT_FOUND_CODES = frozenset({"HTTP_404", "HTTP_410", "NOT_FOUND", "FILE_NOT_FOUND"})
# Parameter names that carry an identifier, tried first when several values come from the user.
_ID_WORDS = ("id", "number", "no", "code", "sku", "key", "name", "ref", "reference", "order")
_MIN_CHARS = 3  # "1" or "ok" occur in any message; an identifier is longer.
_MAX_MESSAGE_CHARS = 300


def identifier_from_user(
    user_input: str | None, params: Mapping[str, Any] | None
) -> tuple[str, str] | None:
    """The call argument (name, value) the user wrote in their message, if any: an order
    number, a file name, an account. Redacted values never match."""
    if not user_input or not params:
        return None
    said = user_input.casefold()
    found: list[tuple[int, str, str]] = []
    for name, value in params.items():
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            continue
        text = str(value).strip()
        if len(text) < _MIN_CHARS or REDACTED in text or text.casefold() not in said:
            continue
        words = name.lower().replace("-", "_").split("_")
        rank = 0 if any(word in _ID_WORDS for word in words) else 1
        found.append((rank, name, text))
    if not found:
        return None
    _, name, text = min(found)
    return name, text


def ask_user_sentence(
    locale: str,
    code: str,
    category: ErrorCategory,
    tool: str,
    message: str | None,
    identifier: tuple[str, str] | None,
) -> str | None:
    """The ``next_action`` of an ``ask_user`` move: what to tell the user and what to ask."""
    if identifier is not None and code in NOT_FOUND_CODES:
        name, value = identifier
        words = name.replace("_", " ").replace("-", " ")
        return turn_sentence(locale, "ask_not_found", name=name, quoted=repr(value), words=words)
    if category is ErrorCategory.FATAL:
        return turn_sentence(locale, "ask_fatal", tool=tool, code=code)
    if category is ErrorCategory.BUSINESS and message:
        text = message if len(message) <= _MAX_MESSAGE_CHARS else message[:_MAX_MESSAGE_CHARS] + "…"
        if not text.endswith((".", "!", "?", "。", "！", "？")):
            text += "." if locale == "en" else "。"
        return turn_sentence(locale, "ask_business", message=text)
    return None
