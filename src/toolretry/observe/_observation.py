"""The models a failure becomes: ``ErrorInfo`` (what went wrong) and ``Observation`` (what the
model is told), with their text, JSON and template renderings."""

from __future__ import annotations

import enum
import json
import string
from collections.abc import Callable, Mapping
from typing import Any, Literal

from pydantic import BaseModel, PrivateAttr

from .._category import ErrorCategory

__all__ = [
    "Observation",
    "OutputFormat",
    "Template",
    "render_fields",
    "visible_fields",
]

OutputFormat = Literal["text", "json"]
Template = str | Callable[["Observation"], str]

# The order fields appear in, in both renderings; keys are exactly the JSON names.
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
    "next_action",
    "avoid",
    "suggested_tool",
    "warning",
    "stop",
)

_HEADLINES = {
    "en": {
        "failed": "Tool call failed: {tool}",
        "refused": "Tool call refused: {tool}",
        "blocked": "Tool call blocked: {tool}",
        "reflect": (
            "Analyze the error, identify the root cause, and adjust your approach before retrying."
        ),
    },
    "zh": {
        "failed": "工具调用失败: {tool}",
        "refused": "工具调用被拒绝: {tool}",
        "blocked": "工具调用被阻止: {tool}",
        "reflect": "请分析错误，找出根本原因，并在重试之前调整你的方法。",
    },
}

_VISIBLE = frozenset(FIELD_ORDER)
# Enum .value is a property call; the failure path renders a category every time.
_CATEGORY_TEXT: dict[Any, str] = {category: category.value for category in ErrorCategory}

BLOCKED_CODES = frozenset({"REPEAT_CALL_BLOCKED", "TOOL_BUDGET_EXHAUSTED", "CIRCUIT_OPEN"})


class Observation(BaseModel):
    """What a tool call answers: its result, or a structured account of its failure.

    ``str(observation)`` renders it in the format chosen on the decorator. For ``status ==
    "ok"`` the rendering is the tool's own result.
    """

    status: Literal["ok", "error"]
    tool: str
    result: str | None = None
    """The rendered result of a successful call; not itself a rendered field."""
    error_code: str | None = None
    category: ErrorCategory | None = None
    retryable: bool | None = None
    retry_after: float | None = None
    attempts: int = 1
    max_attempts: int | None = None
    elapsed_s: float | None = None
    message: str | None = None
    suggestion: str | None = None
    details: dict[str, Any] = {}
    request: dict[str, Any] | None = None
    # Set only inside a turn (toolretry.turn).
    attempts_left: int | None = None
    next_action: str | None = None
    avoid: str | None = None
    suggested_tool: str | None = None
    warning: str | None = None
    stop: bool | None = None

    _format: OutputFormat = PrivateAttr(default="text")
    _locale: str = PrivateAttr(default="en")
    _template: Template | None = PrivateAttr(default=None)
    _in_turn: bool = PrivateAttr(default=False)

    @property
    def ok(self) -> bool:
        """True when the call succeeded."""
        return self.status == "ok"

    def with_rendering(
        self,
        *,
        format: OutputFormat = "text",
        locale: str = "en",
        template: Template | None = None,
        in_turn: bool | None = None,
    ) -> Observation:
        """Set how ``str()`` renders this observation; returns ``self`` for chaining."""
        # Straight into pydantic's private store: its per-attribute __setattr__/__getattr__
        # cost microseconds each, on the path that turns every failure into text.
        private = self._private()
        private["_format"] = format
        private["_locale"] = locale
        private["_template"] = template
        if in_turn is not None:
            private["_in_turn"] = in_turn
        return self

    def _private(self) -> dict[str, Any]:
        private = self.__pydantic_private__
        if private is None:  # Only if pydantic's construction was bypassed.
            private = {"_format": "text", "_locale": "en", "_template": None, "_in_turn": False}
            object.__setattr__(self, "__pydantic_private__", private)
        return private

    def fields(self) -> dict[str, Any]:
        """The rendered fields in display order, empty ones left out, values JSON-ready."""
        return visible_fields(self.__dict__)

    def to_json(self) -> str:
        """The JSON rendering (the tool's result as is for a success)."""
        return _render_json(self.__dict__)

    def to_text(self) -> str:
        """The text rendering: a headline a person reads, then one ``key: value`` per line."""
        private = self._private()
        return _render_text(self.__dict__, private["_locale"], private["_in_turn"])

    def render(self) -> str:
        """Render with the configured template, else the configured format."""
        private = self._private()
        return render_fields(
            self.__dict__,
            format=private["_format"],
            locale=private["_locale"],
            template=private["_template"],
            in_turn=private["_in_turn"],
            observation=lambda: self,
        )

    def __str__(self) -> str:
        return self.render()


def visible_fields(values: Mapping[str, Any]) -> dict[str, Any]:
    """The fields a rendering shows, in display order, empty ones left out, JSON-ready."""
    fields: dict[str, Any] = {}
    for key in FIELD_ORDER:
        value = values.get(key)
        if value is None or value == "" or value == {}:
            continue
        fields[key] = _CATEGORY_TEXT.get(value, value) if key == "category" else value
    return fields


def render_fields(
    values: Mapping[str, Any],
    *,
    format: OutputFormat = "text",
    locale: str = "en",
    template: Template | None = None,
    in_turn: bool = False,
    observation: Callable[[], Observation] | None = None,
) -> str:
    """Render an observation from its field values (``Observation.render`` and the decorator's
    text path share this, so the model need not be built only to be printed)."""
    if values.get("status") == "ok":
        result = values.get("result")
        return result if isinstance(result, str) else ""
    if template is not None:
        return _apply_template(template, values, locale, in_turn, observation)
    if format == "json":
        return _render_json(values)
    return _render_text(values, locale, in_turn)


def _render_json(values: Mapping[str, Any]) -> str:
    if values.get("status") == "ok":
        result = values.get("result")
        return result if isinstance(result, str) else ""
    return _JSON_ENCODER.encode(visible_fields(values))


def _render_text(values: Mapping[str, Any], locale: str, in_turn: bool) -> str:
    if values.get("status") == "ok":
        result = values.get("result")
        return result if isinstance(result, str) else ""
    words = _HEADLINES.get(locale, _HEADLINES["en"])
    if values.get("error_code") in BLOCKED_CODES:
        headline = words["blocked"]
    elif values.get("category") == ErrorCategory.BUSINESS:
        headline = words["refused"]
    else:
        headline = words["failed"]
    lines = [headline.replace("{tool}", str(values.get("tool", "")))]
    append = lines.append
    # Fields arrive in display order (error_fields builds them so; the model declares them
    # so): one pass over what is there beats looking up every possible field.
    for key, value in values.items():
        if value is None or value == "" or value == {} or key not in _VISIBLE:
            continue
        append(f"{key}: {_text_value(value)}")
    if in_turn:
        lines.append(words["reflect"])
    return "\n".join(lines)


def _text_value(value: Any) -> str:
    kind = type(value)
    if kind is str:
        # One field, one line: a model reads "key: value" lines.
        if "\n" in value or "  " in value or "\t" in value or "\r" in value:
            return " ".join(value.split())
        return value  # type: ignore[no-any-return]
    if kind is bool:
        return "true" if value else "false"
    if kind is float:
        # As JSON writes it (2.5, 1234.567), minus the ".0" of whole numbers: no rounding.
        return str(int(value)) if value.is_integer() else repr(value)
    if kind is dict or kind is list:
        return _TEXT_ENCODER.encode(value)
    if kind is ErrorCategory:
        return _CATEGORY_TEXT[value]
    if isinstance(value, enum.Enum):
        return str(value.value)
    return str(value)


class _Encoder:
    """A JSON encoder built once. ``json.dumps`` with any non-default argument, and even
    ``JSONEncoder.encode``, set up a new C encoder on every call: half the cost for the small
    dicts of an observation. Values here are acyclic by construction (redact_params bounds
    them), so the circular-reference bookkeeping is skipped too."""

    def __init__(self, item_separator: str, key_separator: str) -> None:
        self._fallback = json.JSONEncoder(
            ensure_ascii=False, separators=(item_separator, key_separator), default=str
        )
        make = getattr(json.encoder, "c_make_encoder", None)
        self._c = (
            make(
                None,
                str,
                json.encoder.encode_basestring,
                None,
                key_separator,
                item_separator,
                False,
                False,
                True,
            )
            if make is not None
            else None
        )

    def encode(self, value: Any) -> str:
        if self._c is None:  # Not CPython: the plain encoder.
            return self._fallback.encode(value)
        return "".join(self._c(value, 0))


_JSON_ENCODER = _Encoder(",", ":")
_TEXT_ENCODER = _Encoder(", ", ": ")


class _BlankForMissing(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return ""


def _apply_template(
    template: Template,
    values: Mapping[str, Any],
    locale: str,
    in_turn: bool,
    observation: Callable[[], Observation] | None,
) -> str:
    """Fill a user template; a broken template falls back to text rather than raise."""
    try:
        if callable(template):
            if observation is None:
                observation = lambda: Observation(**values)  # noqa: E731
            return str(template(observation()))
        filled: Mapping[str, Any] = _BlankForMissing(
            {key: _text_value(value) for key, value in visible_fields(values).items()}
        )
        return string.Formatter().vformat(template, (), filled)
    except Exception:  # A user's template must never turn a failure into a crash.
        return _render_text(values, locale, in_turn)
