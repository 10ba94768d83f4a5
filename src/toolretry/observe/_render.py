"""Observation fields put into words: the compact text a model reads, the full text a person
debugging reads, JSON and format-string templates (no pydantic here: the failure path renders
from plain field dicts)."""

from __future__ import annotations

import enum
import json
import math
import string
from collections.abc import Mapping
from typing import Any, Literal

from .._category import ErrorCategory
from ._hints import guidance, reflection
from ._one_line import one_line

__all__ = [
    "BLOCKED_CODES",
    "COMPACT_FIELDS",
    "FIELD_ORDER",
    "OWN_DETAIL_KEYS",
    "Detail",
    "OutputFormat",
    "fill_template",
    "render_compact_failure",
    "render_json",
    "render_text",
    "text_value",
    "visible_fields",
]

OutputFormat = Literal["text", "json"]
Detail = Literal["compact", "full"]
"""How much the text rendering shows: ``compact`` (the default, for the model) or ``full`` (every
field, for logs and debugging). JSON always carries every field."""

# The order fields appear in, in every rendering; keys are exactly the JSON names.
FIELD_ORDER = (
    "status",
    "tool",
    "error_code",
    "category",
    "retryable",
    "retry_after",
    "attempts",
    "max_attempts",
    "elapsed_s",
    "message",
    "suggestion",
    "details",
    "request",
    "attempts_left",
    "failure_count",
    "allowed_max_attempts",
    "next_action",
    "avoid",
    "suggested_tool",
    "warning",
    "stop",
    "next_move",
    "fallback",
    "primary_error",
)

# What a model needs to decide its next step. Left out of the compact text: `status` and `tool`
# (the headline says both), `max_attempts` and `elapsed_s` (how hard toolretry tried is not a
# fact about the tool), `request` (the model wrote the call itself, and it is in its context).
# `allowed_max_attempts` (the tool's limit in the turn) is for templates and logs: the model acts
# on `attempts_left`.
COMPACT_FIELDS = frozenset(FIELD_ORDER) - {
    "status", "tool", "max_attempts", "elapsed_s", "request", "allowed_max_attempts",
}  # fmt: skip

OWN_DETAIL_KEYS = frozenset({"client", "status_code", "error_type", "error_code", "stream"})
"""``details`` keys toolretry writes as bookkeeping for a person debugging, left out of the
compact text (kept in the full text and in JSON): which client raised, the HTTP status (the
``error_code`` says it), the API's own error type and code (the message quotes them) and whether
the error came inside a stream (``may_have_taken_effect`` says what matters). Every other key is
shown: those a tool set itself, and toolretry's ``gave_up``, ``may_have_taken_effect``,
``retry_after_uncapped`` and ``errors`` (the validation errors), which change what the model
should do next."""

BLOCKED_CODES = frozenset(
    {
        "CIRCUIT_OPEN",
        "REPEAT_CALL_BLOCKED",
        "TOOL_BUDGET_EXHAUSTED",
        "TOOL_NOT_VISIBLE",
        "TURN_BUDGET_EXHAUSTED",
        "TURN_DEADLINE",
    }
)

# Each headline is this prefix and the tool's name.
_HEADLINES = {
    "en": {
        "failed": "Tool call failed: ",
        "refused": "Tool call refused: ",
        "blocked": "Tool call blocked: ",
    },
    "zh": {
        "failed": "工具调用失败: ",
        "refused": "工具调用被拒绝: ",
        "blocked": "工具调用被阻止: ",
    },
}

_VISIBLE = frozenset(FIELD_ORDER)
# Enum .value is a property call; the failure path renders a category every time.
_CATEGORY_TEXT: dict[Any, str] = {category: category.value for category in ErrorCategory}
_BUSINESS = ErrorCategory.BUSINESS  # Bound once: an enum member lookup on every render is wasted.


def visible_fields(values: Mapping[str, Any]) -> dict[str, Any]:
    """Every field a rendering may show, in display order, empty ones left out, JSON-ready
    (``elapsed_s`` and ``retry_after`` to the millisecond)."""
    fields: dict[str, Any] = {}
    for key in FIELD_ORDER:
        value = values.get(key)
        if value is None or value == "" or value == {}:
            continue
        if key == "category":
            value = _CATEGORY_TEXT.get(value, value)
        elif key == "elapsed_s" or key == "retry_after":
            value = _milliseconds(key, value)
        fields[key] = value
    return fields


def render_json(values: Mapping[str, Any]) -> str:
    """The JSON rendering: every field (the tool's result as is for a success)."""
    if values.get("status") == "ok":
        result = values.get("result")
        if values.get("fallback"):  # The model must know this answer may be stale.
            keys = ("status", "tool", "result", "fallback", "primary_error")
            return _JSON_ENCODER.encode({key: values.get(key) for key in keys})
        return result if isinstance(result, str) else ""
    return _JSON_ENCODER.encode(visible_fields(values))


def render_text(
    values: Mapping[str, Any], locale: str, in_turn: bool, detail: Detail = "compact"
) -> str:
    """The text rendering: a headline a person reads, then one ``key: value`` per line.

    ``compact`` shows what a model needs to decide (see ``COMPACT_FIELDS``, ``attempts`` only
    when more than one ran, ``details`` without ``OWN_DETAIL_KEYS``); ``full`` shows every field.
    """
    if values.get("status") == "ok":
        result = values.get("result")
        text = result if isinstance(result, str) else ""
        if values.get("fallback"):  # The model must know this answer may be stale.
            return "\n".join(
                (
                    text,
                    f"fallback: {values['fallback']}",
                    f"primary_error: {values['primary_error']}",
                )
            )
        return text
    words = _HEADLINES.get(locale, _HEADLINES["en"])
    if values.get("error_code") in BLOCKED_CODES:
        headline = words["blocked"]
    elif values.get("category") == _BUSINESS:
        headline = words["refused"]
    else:
        headline = words["failed"]
    lines = [headline + str(values.get("tool", ""))]
    append = lines.append
    shown = _VISIBLE if detail == "full" else COMPACT_FIELDS
    compact = detail != "full"
    # Fields arrive in display order (the engine builds them so; the model declares them so):
    # one pass over what is there beats looking up every possible field. The common kinds
    # (a plain str, a bool, a category) are written inline, cheapest checks first: this loop
    # is most of the cost of a failure's text (cachegrind, a client error's text: 37.6k ->
    # 26.5k instructions).
    for key, value in values.items():
        if value is None or key not in shown:
            continue
        kind = type(value)
        if kind is str:
            if not value:
                continue
            if "\n" in value or "  " in value or "\t" in value or "\r" in value:
                value = one_line(value)  # One field, one line; quoted text kept exactly.
            append(f"{key}: {value}")
        elif kind is bool:
            append(f"{key}: true" if value else f"{key}: false")
        elif kind is ErrorCategory:
            # Its text is `_value_` (an instance attribute); `.value` is a property and a
            # dict lookup calls Enum.__hash__, both Python calls.
            append(f"{key}: {value._value_}")
        elif value == "" or value == {}:
            continue
        else:
            if compact:
                if key == "attempts" and kind is int and value <= 1:
                    continue
                if key == "details":
                    value = {k: v for k, v in value.items() if k not in OWN_DETAIL_KEYS}
                    if not value:
                        continue
            append(f"{key}: {_field_text(key, value)}")
    if in_turn:
        # The closing line fits what the model may still do (next_move), never "retry" when
        # the turn said stop.
        append(reflection(locale, values.get("next_move"), values.get("retryable")))
    return "\n".join(lines)


def render_compact_failure(
    tool: str,
    locale: str,
    code: str,
    category: ErrorCategory,
    retryable: bool,
    retry_after: float | None,
    attempts: int,
    message: str,
    suggestion: str | None,
    details: dict[str, Any],
) -> str:
    """``render_text(fields, locale, False, "compact")`` of a failure's fields, written
    straight from the values.

    Why: a client error's whole answer is this text, and the loop of ``render_text`` over
    every field (its membership tests and per-kind branches) cost ~23k instructions of it;
    this writes the few lines the compact text can have, in their order (~9k). ``category``,
    ``retryable``, ``attempts`` and ``details`` are of exactly their types, as the engine
    makes them; a code, message or suggestion of another type than ``str`` (a rule may give a
    ``str`` subclass) or a wait that is not a float goes to ``render_text`` itself, so the two
    never disagree.
    """
    if not (
        type(code) is str
        and type(message) is str
        and (suggestion is None or type(suggestion) is str)
        and (retry_after is None or type(retry_after) is float)
    ):
        values = {
            "status": "error",
            "tool": tool,
            "error_code": code,
            "category": category,
            "retryable": retryable,
            "retry_after": retry_after,
            "attempts": attempts,
            "message": message,
            "suggestion": suggestion,
            "details": details,
            **dict(guidance(code, category, locale, retry_after is not None)),
        }
        return render_text(values, locale, False, "compact")
    words = _HEADLINES.get(locale, _HEADLINES["en"])
    if code in BLOCKED_CODES:
        headline = words["blocked"]
    elif category is _BUSINESS:
        headline = words["refused"]
    else:
        headline = words["failed"]
    lines = [headline + str(tool)]
    # Each text field on one line, as render_text writes it (the checks inline: a helper's
    # call costs as much as its four tests).
    if code:
        if "\n" in code or "  " in code or "\t" in code or "\r" in code:
            code = one_line(code)
        lines.append("error_code: " + code)
    lines.append("category: " + category._value_)
    lines.append("retryable: true" if retryable else "retryable: false")
    if retry_after is not None:
        lines.append("retry_after: " + _field_text("retry_after", retry_after))
    if attempts > 1:
        lines.append(f"attempts: {attempts}")
    if message:
        if "\n" in message or "  " in message or "\t" in message or "\r" in message:
            message = one_line(message)
        lines.append("message: " + message)
    if suggestion:
        if "\n" in suggestion or "  " in suggestion or "\t" in suggestion or "\r" in suggestion:
            suggestion = one_line(suggestion)
        lines.append("suggestion: " + suggestion)
    if details:
        shown = {k: v for k, v in details.items() if k not in OWN_DETAIL_KEYS}
        if shown:
            lines.append("details: " + _TEXT_ENCODER.encode(shown))
    # The next move, as error_fields adds it (no turn here: no tool is named, stop is false).
    for key, value in guidance(code, category, locale, retry_after is not None):
        if type(value) is bool:
            lines.append(f"{key}: true" if value else f"{key}: false")
        elif value:
            lines.append(f"{key}: {value}")
    return "\n".join(lines)


def _field_text(key: str, value: Any) -> str:
    if key == "elapsed_s" or key == "retry_after":
        value = _milliseconds(key, value)
        if key == "elapsed_s" and type(value) is float:
            return f"{value:.3f}"
    return text_value(value)


def _milliseconds(key: str, value: Any) -> Any:
    """Seconds to the millisecond; a wait is rounded up, so it never reads shorter than asked."""
    if type(value) is not float and type(value) is not int:
        return value
    seconds = float(value)
    if not math.isfinite(seconds):
        return seconds
    if key == "retry_after":
        # round() first: 1.1 * 1000 is 1100.0000000000002, which ceil() would make 1.101.
        return math.ceil(round(seconds * 1000, 6)) / 1000
    return round(seconds, 3)


def text_value(value: Any) -> str:
    """One value as the text rendering writes it (JSON spelling for booleans and containers)."""
    kind = type(value)
    if kind is str:
        # One field, one line: a model reads "key: value" lines.
        if "\n" in value or "  " in value or "\t" in value or "\r" in value:
            return one_line(value)
        return value  # type: ignore[no-any-return]
    if kind is bool:
        return "true" if value else "false"
    if kind is float:
        # As JSON writes it (2.5, 1234.567), minus the ".0" of whole numbers.
        return str(int(value)) if value.is_integer() else repr(value)
    if kind is dict or kind is list:
        return _TEXT_ENCODER.encode(value)
    if kind is ErrorCategory:
        return value._value_  # type: ignore[no-any-return]
    if isinstance(value, enum.Enum):
        return str(value.value)
    return str(value)


class _BlankForMissing(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return ""


def fill_template(template: str, values: Mapping[str, Any]) -> str:
    """Fill a format-string template with every field as the text shows it, unknown ones empty.

    Raises whatever ``str.format`` raises for a broken template; the caller falls back.
    """
    filled: Mapping[str, Any] = _BlankForMissing(
        {key: _field_text(key, value) for key, value in visible_fields(values).items()}
    )
    return string.Formatter().vformat(template, (), filled)


def _encoder(item_separator: str, key_separator: str) -> json.JSONEncoder:
    """A JSON encoder built once, not per call as ``json.dumps`` with arguments would."""
    return json.JSONEncoder(
        ensure_ascii=False, separators=(item_separator, key_separator), default=str
    )


_JSON_ENCODER = _encoder(",", ":")
_TEXT_ENCODER = _encoder(", ", ": ")
