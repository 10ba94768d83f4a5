"""The decorator's grouped options (httpx's ``Timeout``/``Limits`` are the model): small frozen
values that check themselves, each holding its own defaults, so that the signature stays short
and the everyday arguments stay flat."""

from __future__ import annotations

import dataclasses
import math
import warnings
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from .classify._limits import DEFAULT_MAX_MESSAGE_CHARS, DEFAULT_MAX_RETRY_AFTER
from .exceptions import ConfigurationError
from .retry._argument_checks import check_number
from .retry._jitter import JITTER_MODES, Jitter
from .upstream._defaults import DEFAULT_IDEMPOTENCY_TTL

if TYPE_CHECKING:
    from .observe._observation import Template
    from .stores._protocol import Store
    from .upstream._idempotency import KeyArg

__all__ = [
    "DEFAULT_GROUPS",
    "FLAT_NAMES",
    "GROUPS",
    "Backoff",
    "Idempotency",
    "Output",
    "check_group",
    "check_not_mixed",
    "flat_values",
    "new_spelling",
    "overlay",
    "warn_flat",
]

_DETAILS = ("compact", "full")


@dataclass(frozen=True)
class Backoff:
    """How long to wait between attempts: exponential from ``base`` seconds up to ``max``,
    spread by ``jitter``; a server's Retry-After is honoured up to ``max_retry_after`` seconds
    (a longer one gives up at once, telling the model when to come back)."""

    base: float = 1.0
    max: float = 30.0
    jitter: Jitter = "full"
    max_retry_after: float = DEFAULT_MAX_RETRY_AFTER

    def __post_init__(self) -> None:
        check_number(
            "Backoff(base=...)",
            self.base,
            minimum=0,
            allow_none=False,
            fix="seconds >= 0, e.g. 1.0",
        )
        check_number(
            "Backoff(max=...)", self.max, minimum=0, allow_none=False, fix="seconds >= 0, e.g. 30.0"
        )
        if self.max < self.base:
            raise ConfigurationError(
                f"Backoff(max={self.max}) must be >= base ({self.base}); raise max."
            )
        if self.jitter not in JITTER_MODES:
            raise ConfigurationError(
                f"Backoff(jitter=...) must be one of {JITTER_MODES}, got {self.jitter!r}."
            )
        check_number(
            "Backoff(max_retry_after=...)",
            self.max_retry_after,
            minimum=0,
            allow_none=False,
            fix="seconds >= 0",
        )


@dataclass(frozen=True)
class Output:
    """How a failure is told: ``detail`` "compact" for the model or "full" for people, the
    message cut to ``max_message_chars``, an optional ``template`` (a format string or a
    callable of the Observation); ``envelope=True`` (with ``format="json"``) wraps successes
    as ``{"status": "ok", ...}`` too."""

    envelope: bool = False
    detail: Literal["compact", "full"] = "compact"
    max_message_chars: int = DEFAULT_MAX_MESSAGE_CHARS
    template: Template | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.envelope, bool):
            raise ConfigurationError(
                f"Output(envelope=...) must be True or False, got {self.envelope!r}."
            )
        if self.detail not in _DETAILS:
            raise ConfigurationError(
                f"Output(detail=...) must be one of {_DETAILS} ('compact' for the model, "
                f"'full' for people), got {self.detail!r}."
            )
        chars = self.max_message_chars
        if isinstance(chars, bool) or not isinstance(chars, int) or chars < 40:
            raise ConfigurationError(
                f"Output(max_message_chars=...) must be an int >= 40, got {chars!r}."
            )
        template = self.template
        if template is not None and not isinstance(template, str) and not callable(template):
            raise ConfigurationError(
                "Output(template=...) must be a format string such as '{tool}: {message}' or "
                f"a callable taking the Observation, got {template!r}."
            )
        if isinstance(template, str):
            from .observe._template_check import check_template

            check_template(template)


@dataclass(frozen=True)
class Idempotency:
    """Replay a finished call instead of running it again: ``key`` is ``"auto"`` (a digest of
    every argument) or a callable of the tool's arguments returning the key; the outcome is
    kept ``ttl`` seconds in ``store`` (in memory by default; a ``RedisStore`` shares it)."""

    key: KeyArg = None
    ttl: float = DEFAULT_IDEMPOTENCY_TTL
    store: Store | None = None

    def __post_init__(self) -> None:
        key = self.key
        if key is not None and key != "auto" and not callable(key):
            raise ConfigurationError(
                "Idempotency(key=...) must be 'auto', a callable taking the tool's arguments "
                f"and returning a str (lambda order_id, **_: order_id), or None; got {key!r}."
            )
        ttl = self.ttl
        if isinstance(ttl, bool) or not isinstance(ttl, (int, float)) or not 0 < ttl < math.inf:
            raise ConfigurationError(
                "Idempotency(ttl=...) must be seconds > 0 (how long a result is replayed), "
                f"got {ttl!r}."
            )
        if self.store is not None and key is None:
            raise ConfigurationError(
                "Idempotency(store=...) is set but key is not; pass key='auto' (or a callable "
                "of the tool's arguments) too."
            )


GROUPS: dict[str, type[Backoff] | type[Output] | type[Idempotency]] = {
    "backoff": Backoff,
    "idempotency": Idempotency,
    "output": Output,
}
"""Each grouped argument of the decorator and its class."""

DEFAULT_GROUPS: dict[str, Backoff | Output | Idempotency] = {
    name: kind() for name, kind in GROUPS.items()
}
"""Each group with its defaults, made once (they are frozen, so every tool may share them)."""

FLAT_NAMES: dict[str, tuple[str, str]] = {
    "base_delay": ("backoff", "base"),
    "detail": ("output", "detail"),
    "envelope": ("output", "envelope"),
    "idempotency_key": ("idempotency", "key"),
    "idempotency_store": ("idempotency", "store"),
    "idempotency_ttl": ("idempotency", "ttl"),
    "jitter": ("backoff", "jitter"),
    "max_delay": ("backoff", "max"),
    "max_message_chars": ("output", "max_message_chars"),
    "max_retry_after": ("backoff", "max_retry_after"),
    "template": ("output", "template"),
}
"""The flat names of grouped fields, by (group argument, field): the decorator's deprecated
spellings, and the keys of configuration files and environment variables."""


def new_spelling(flat: str) -> str:
    """``base_delay`` -> ``backoff=Backoff(base=...)``."""
    group, field = FLAT_NAMES[flat]
    return f"{group}={GROUPS[group].__name__}({field}=...)"


def overlay(options: Mapping[str, Any], values: Mapping[str, Any]) -> dict[str, Any]:
    """``values`` over ``options`` (both by argument name): a group replaces the whole group, a
    flat name (``base_delay``) replaces its one field of the group ``options`` already has (or of
    the group's defaults). A new dict; a bad value raises ConfigurationError naming it."""
    merged = {**options, **{key: value for key, value in values.items() if key not in FLAT_NAMES}}
    fields: dict[str, dict[str, tuple[str, Any]]] = {}
    for key, value in values.items():
        if key in FLAT_NAMES:
            group, field = FLAT_NAMES[key]
            fields.setdefault(group, {})[field] = (key, value)
    for group, changes in fields.items():
        current = merged.get(group)
        if current is not None and not isinstance(current, GROUPS[group]):
            continue  # A wrong group argument: its own check names it.
        try:
            # One replace per group, so that base and max change together, checked together.
            merged[group] = dataclasses.replace(
                current if current is not None else DEFAULT_GROUPS[group],
                **{field: value for field, (_, value) in changes.items()},
            )
        except ConfigurationError as exc:
            named = ", ".join(f"{key}={value!r}" for key, value in changes.values())
            raise ConfigurationError(f"{named}: {exc}") from None
    return merged


def check_group(name: str, value: object) -> None:
    """A grouped argument is None or its group's instance: ConfigurationError otherwise."""
    kind = GROUPS[name]
    if value is not None and not isinstance(value, kind):
        raise ConfigurationError(
            f"{name} must be a toolretry.{kind.__name__}(...) or None, got {value!r}; "
            f"e.g. {name}=toolretry.{kind.__name__}()."
        )


def check_not_mixed(options: Mapping[str, Any]) -> None:
    """A flat name beside its own group (``base_delay=`` with ``backoff=``) is ambiguous."""
    for key in options:
        if key in FLAT_NAMES and FLAT_NAMES[key][0] in options:
            group, field = FLAT_NAMES[key]
            raise ConfigurationError(
                f"{key}= and {group}= both given: {key} is a field of {group}; pass "
                f"{group}={GROUPS[group].__name__}({field}=..., ...) alone."
            )


def flat_values(options: Mapping[str, Any]) -> dict[str, Any]:
    """Every grouped field by its flat name, from ``options``' groups or their defaults (the
    call pipeline reads flat fields)."""
    groups = {name: options.get(name) or default for name, default in DEFAULT_GROUPS.items()}
    return {flat: getattr(groups[group], field) for flat, (group, field) in FLAT_NAMES.items()}


def warn_flat(options: Mapping[str, Any], stacklevel: int) -> None:
    """A DeprecationWarning for each flat name given, naming its new spelling; ``stacklevel``
    counts from the caller of this function, so the warning points at the user's line."""
    for key in options:
        if key in FLAT_NAMES:
            warnings.warn(
                f"{key}= is deprecated: use {new_spelling(key)}",
                DeprecationWarning,
                stacklevel=stacklevel + 1,
            )
