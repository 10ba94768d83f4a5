"""The decorator's arguments, validated once at decoration time into one frozen record."""

from __future__ import annotations

import dataclasses
import functools
import inspect
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .._events import EventHook
from ..classify._rules import CompiledRule, RulesArg, compile_rules
from ..exceptions import ConfigurationError
from ..observe._observation import OutputFormat, Template
from ..observe._suggestions import LOCALES
from ._waits import JITTER_MODES, Jitter

__all__ = ["Settings", "for_tool", "make_settings"]

_FORMATS = ("text", "json")


@dataclass(frozen=True)
class Settings:
    """Everything one decorated tool needs at call time."""

    name: str
    max_retries: int
    base_delay: float
    max_delay: float
    jitter: Jitter
    total_timeout: float | None
    attempt_timeout: float | None
    format: OutputFormat
    idempotent: bool
    rules: tuple[CompiledRule, ...]
    on_event: EventHook | None
    locale: str
    max_message_chars: int
    max_retry_after: float
    template: Template | None
    signature: inspect.Signature | None
    plain_parameters: tuple[str, ...] | None
    """The signature's parameter names in order when all are plain (no ``*args``,
    ``**kwargs`` or positional-only): then naming a call's arguments needs no ``bind``."""

    @property
    def max_attempts(self) -> int:
        return self.max_retries + 1

    @property
    def first_budget(self) -> float:
        """Seconds the first attempt may take: the tighter of the two timeouts."""
        total = math.inf if self.total_timeout is None else self.total_timeout
        attempt = math.inf if self.attempt_timeout is None else self.attempt_timeout
        return min(total, attempt)


def _number(name: str, value: object, *, minimum: float, allow_none: bool, fix: str) -> None:
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


def _signature_of(fn: Callable[..., Any]) -> inspect.Signature | None:
    try:
        return inspect.signature(fn)
    except (TypeError, ValueError):  # Some builtins have no signature; params then go unnamed.
        return None


def _plain_parameters(signature: inspect.Signature | None) -> tuple[str, ...] | None:
    if signature is None:
        return None
    plain = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
    parameters = signature.parameters.values()
    if any(parameter.kind not in plain for parameter in parameters):
        return None
    return tuple(parameter.name for parameter in parameters)


def for_tool(settings: Settings, fn: Callable[..., Any], name: str | None) -> Settings:
    """``settings`` for the tool ``fn``: its name (unless ``name`` was given) and signature."""
    inner = fn
    while isinstance(inner, functools.partial):
        inner = inner.func
    tool_name = name or getattr(inner, "__name__", None)
    signature = _signature_of(fn)
    return dataclasses.replace(
        settings,
        name=tool_name if isinstance(tool_name, str) else type(fn).__name__,
        signature=signature,
        plain_parameters=_plain_parameters(signature),
    )


def make_settings(
    fn: Callable[..., Any] | None,
    *,
    max_retries: int,
    base_delay: float,
    max_delay: float,
    jitter: str,
    total_timeout: float | None,
    attempt_timeout: float | None,
    format: str,
    idempotent: bool,
    rules: RulesArg,
    on_event: EventHook | None,
    name: str | None,
    locale: str,
    max_message_chars: int,
    max_retry_after: float,
    template: Template | None,
) -> Settings:
    """Validate every argument, raising ConfigurationError that names it and the fix.

    ``fn`` may be None when the arguments come before the function (``@deco(...)``): they are
    still checked at once, and ``for_tool`` completes the record when the function arrives.
    """
    if isinstance(max_retries, bool) or not isinstance(max_retries, int) or max_retries < 0:
        raise ConfigurationError(
            f"max_retries must be an int >= 0 (0 disables retrying), got {max_retries!r}."
        )
    _number("base_delay", base_delay, minimum=0, allow_none=False, fix="seconds >= 0, e.g. 1.0")
    _number("max_delay", max_delay, minimum=0, allow_none=False, fix="seconds >= 0, e.g. 30.0")
    if max_delay < base_delay:
        raise ConfigurationError(
            f"max_delay ({max_delay}) must be >= base_delay ({base_delay}); raise max_delay."
        )
    if jitter not in JITTER_MODES:
        raise ConfigurationError(f"jitter must be one of {JITTER_MODES}, got {jitter!r}.")
    fix = "seconds > 0, or None for no limit"
    _number("total_timeout", total_timeout, minimum=1e-9, allow_none=True, fix=fix)
    _number("attempt_timeout", attempt_timeout, minimum=1e-9, allow_none=True, fix=fix)
    if format not in _FORMATS:
        raise ConfigurationError(f"format must be one of {_FORMATS}, got {format!r}.")
    if not isinstance(idempotent, bool):
        raise ConfigurationError(f"idempotent must be True or False, got {idempotent!r}.")
    if on_event is not None and not callable(on_event):
        raise ConfigurationError(
            f"on_event must be a callable taking one event record, got {on_event!r}."
        )
    if name is not None and (not isinstance(name, str) or not name.strip()):
        raise ConfigurationError(f"name must be a non-empty string or None, got {name!r}.")
    if locale not in LOCALES:
        raise ConfigurationError(f"locale must be one of {LOCALES}, got {locale!r}.")
    if isinstance(max_message_chars, bool) or not isinstance(max_message_chars, int):
        raise ConfigurationError(
            f"max_message_chars must be an int >= 40, got {max_message_chars!r}."
        )
    if max_message_chars < 40:
        raise ConfigurationError(
            f"max_message_chars must be an int >= 40, got {max_message_chars!r}."
        )
    _number("max_retry_after", max_retry_after, minimum=0, allow_none=False, fix="seconds >= 0")
    if template is not None and not isinstance(template, str) and not callable(template):
        raise ConfigurationError(
            "template must be a format string such as '{tool}: {message}' or a callable "
            f"taking the Observation, got {template!r}."
        )
    settings = Settings(
        name=name or "tool",
        max_retries=max_retries,
        base_delay=float(base_delay),
        max_delay=float(max_delay),
        jitter=jitter,  # Narrowed by the JITTER_MODES check above.
        total_timeout=None if total_timeout is None else float(total_timeout),
        attempt_timeout=None if attempt_timeout is None else float(attempt_timeout),
        format=format,  # type: ignore[arg-type]  # Checked against _FORMATS above.
        idempotent=idempotent,
        rules=compile_rules(rules),
        on_event=on_event,
        locale=locale,
        max_message_chars=max_message_chars,
        max_retry_after=float(max_retry_after),
        template=template,
        signature=None,
        plain_parameters=None,
    )
    return settings if fn is None else for_tool(settings, fn, name)
