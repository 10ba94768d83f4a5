"""Checks of single decorator arguments, each raising ``ConfigurationError`` that names the
argument and the fix."""

from __future__ import annotations

import difflib
import math
from collections.abc import Callable, Iterable
from typing import Any

from ..exceptions import ConfigurationError

__all__ = ["check_exclude", "check_fallback", "check_number", "check_strategy", "unknown_argument"]


def check_number(name: str, value: object, *, minimum: float, allow_none: bool, fix: str) -> None:
    if value is None and allow_none:
        return
    if (
        isinstance(value, bool)
        or not isinstance(value, (int, float))
        or math.isnan(value)
        or value < minimum
        or math.isinf(value)
    ):
        raise ConfigurationError(f"{name} must be {fix}, got {value!r}.")


def unknown_argument(key: str, known_names: Iterable[str]) -> ConfigurationError:
    close = difflib.get_close_matches(key, list(known_names), n=1)
    hint = f" Did you mean {close[0]!r}?" if close else ""
    known = ", ".join(sorted(known_names))
    return ConfigurationError(
        f"smart_retry_with_observation got an unknown argument {key!r}.{hint} Known: {known}."
    )


def check_strategy(name: str, value: object, example: str) -> None:
    # Every tenacity strategy is a callable instance, so this needs no tenacity import.
    if value is None:
        return
    if not callable(value) or isinstance(value, type):
        raise ConfigurationError(
            f"{name} must be a tenacity {name} strategy (e.g. {example}) or a callable taking "
            f"tenacity's RetryCallState, got {value!r}."
        )


def check_fallback(value: object) -> Callable[..., Any] | None:
    if value is None or (callable(value) and not isinstance(value, type)):
        return value
    raise ConfigurationError(
        "fallback must be a callable taking the tool's arguments (a cached lookup, a second "
        f"provider, another tool), got {value!r}."
    )


def check_exclude(value: object) -> tuple[str | type, ...]:
    items = (value,) if isinstance(value, (str, type)) else value
    fix = "parameter names or types, e.g. exclude_params=('ctx', RunContext)"
    if not isinstance(items, Iterable):
        raise ConfigurationError(f"exclude_params must be {fix}, got {value!r}.")
    checked: list[str | type] = []
    for item in items:
        if not isinstance(item, (str, type)) or (isinstance(item, str) and not item.isidentifier()):
            raise ConfigurationError(f"exclude_params must be {fix}; {item!r} is neither.")
        checked.append(item)
    return tuple(checked)
