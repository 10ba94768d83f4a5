"""Validation of ``turn()``'s arguments: a wrong one raises at once, naming it and the fix."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping

from ..exceptions import ConfigurationError
from ..observe._roles import check_roles

__all__ = [
    "check_limit",
    "check_limits",
    "check_timeout",
    "check_tool_roles",
    "check_tools",
    "check_user_input",
]


def check_limit(name: str, value: object, minimum: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise ConfigurationError(
            f"turn: {name} must be an int >= {minimum}, got {value!r}; "
            f"pass e.g. {name}={max(minimum, 3)}."
        )


def check_timeout(timeout: object) -> float | None:
    if timeout is None:
        return None
    if (
        isinstance(timeout, bool)
        or not isinstance(timeout, (int, float))
        or not math.isfinite(timeout)
        or timeout <= 0
    ):
        raise ConfigurationError(
            f"turn: timeout must be seconds > 0 or None, got {timeout!r}; pass e.g. timeout=120."
        )
    return float(timeout)


def check_limits(limits: Mapping[str, int] | None) -> dict[str, int]:
    if limits is None:
        return {}
    if not isinstance(limits, Mapping):
        raise ConfigurationError(
            f"turn: limits must map tool names to failure limits, got {limits!r}; "
            'pass e.g. limits={"apply_config": 1, "search": 5}.'
        )
    for name, value in limits.items():
        if not isinstance(name, str) or not name:
            raise ConfigurationError(f"turn: limits keys must be tool names, got {name!r}.")
        check_limit(f"limits[{name!r}]", value, 1)
    return dict(limits)


def check_tools(visible_tools: Iterable[str] | None) -> frozenset[str] | None:
    if visible_tools is None:
        return None
    if isinstance(visible_tools, str):
        raise ConfigurationError(
            f"turn: visible_tools must be a collection of tool names, got the string "
            f"{visible_tools!r}; pass e.g. visible_tools=[{visible_tools!r}]."
        )
    try:
        names = frozenset(visible_tools)
    except TypeError:
        raise ConfigurationError(
            f"turn: visible_tools must be an iterable of tool names, got {visible_tools!r}."
        ) from None
    bad = [name for name in names if not isinstance(name, str) or not name]
    if bad:
        raise ConfigurationError(
            f"turn: visible_tools must hold non-empty tool names (str), got {bad[0]!r}."
        )
    return names


def check_tool_roles(roles: object) -> dict[str, frozenset[str]]:
    try:
        return check_roles(roles)
    except ValueError as exc:
        raise ConfigurationError(f"turn: {exc}") from None


def check_user_input(user_input: object) -> str | None:
    if user_input is None or isinstance(user_input, str):
        return user_input or None
    raise ConfigurationError(
        f"turn: user_input must be the user's message (a str) or None, got {user_input!r}; "
        'pass e.g. user_input="Where is my order A-1234?".'
    )
