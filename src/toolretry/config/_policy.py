"""Validate configured values (pydantic for types, the decorator's own checks for meaning), so
that a bad value fails at load, naming the file or variable, the tool, the key and the fix."""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError, ValidationInfo, field_validator

from .._option_checks import check_options
from ..exceptions import ConfigurationError
from ._sources import Setting

__all__ = ["CONFIGURABLE", "Overrides", "ToolPolicy", "validate"]

Overrides = dict[str, dict[str, Any]]
"""Validated values by scope (``"default"`` or a tool's name), by decorator argument."""


class ToolPolicy(BaseModel):
    """The decorator arguments a file or the environment may set: numbers, strings, bools."""

    model_config = ConfigDict(extra="forbid", strict=False)

    max_retries: int | None = None
    base_delay: float | None = None
    max_delay: float | None = None
    jitter: Literal["full", "equal", "decorrelated", "none"] | None = None
    total_timeout: float | None = None
    attempt_timeout: float | None = None
    format: Literal["text", "json"] | None = None
    envelope: bool | None = None
    detail: Literal["compact", "full"] | None = None
    idempotent: bool | None = None
    locale: str | None = None
    max_message_chars: int | None = None
    max_retry_after: float | None = None
    template: str | None = None
    turn_limit: int | None = None

    @field_validator("*", mode="before")
    @classmethod
    def _none_words(cls, value: object, info: ValidationInfo) -> object:
        # Environment variables are text: "none"/"null" clear a timeout or a limit; for jitter,
        # "none" is a mode (no jitter), not a cleared value.
        if info.field_name == "jitter":
            return value
        if isinstance(value, str) and value.strip().lower() in ("none", "null"):
            return None
        return value


CONFIGURABLE = tuple(ToolPolicy.model_fields)

_EXAMPLES = {
    "max_retries": "an int >= 0, e.g. 3",
    "base_delay": "seconds >= 0, e.g. 1.0",
    "max_delay": "seconds >= 0, e.g. 30.0",
    "jitter": '"full", "equal", "decorrelated" or "none"',
    "total_timeout": "seconds > 0, or none",
    "attempt_timeout": "seconds > 0, or none",
    "format": '"text" or "json"',
    "envelope": 'true or false (true needs format = "json")',
    "detail": '"compact" or "full"',
    "idempotent": "true or false",
    "locale": '"en" or "zh"',
    "max_message_chars": "an int >= 40",
    "max_retry_after": "seconds >= 0",
    "template": 'a format string such as "{tool}: {message}"',
    "turn_limit": "an int >= 1, or none",
}


def _where(setting: Setting) -> str:
    tool = "every tool" if setting.scope == "default" else f"tool {setting.scope!r}"
    return f"{setting.source}, {tool}, key {setting.key!r}"


def _check_one(setting: Setting) -> Any:
    if setting.key not in CONFIGURABLE:
        close = difflib.get_close_matches(setting.key, CONFIGURABLE, n=1)
        hint = f"did you mean {close[0]!r}? " if close else ""
        raise ConfigurationError(
            f"{_where(setting)}: not a setting toolretry reads from configuration; {hint}"
            f"known: {', '.join(CONFIGURABLE)}."
        )
    try:
        policy = ToolPolicy.model_validate({setting.key: setting.value})
    except ValidationError as exc:
        problem = exc.errors()[0]["msg"]
        raise ConfigurationError(
            f"{_where(setting)}: {setting.value!r} is not valid ({problem}); "
            f"use {_EXAMPLES[setting.key]}."
        ) from None
    return getattr(policy, setting.key)


def validate(settings: Iterable[Setting]) -> Overrides:
    """Check every value, then every scope's values together as the decorator would."""
    overrides: Overrides = {}
    sources: dict[tuple[str, str], Setting] = {}
    for setting in settings:
        overrides.setdefault(setting.scope, {})[setting.key] = _check_one(setting)
        sources[(setting.scope, setting.key)] = setting
    for scope, values in overrides.items():
        try:
            check_options(values)
        except ConfigurationError as exc:
            named = [s for (sc, _), s in sources.items() if sc == scope and s.key in str(exc)]
            where = _where(named[0]) if named else f"tool {scope!r}"
            raise ConfigurationError(f"{where}: {exc}") from None
    return overrides
