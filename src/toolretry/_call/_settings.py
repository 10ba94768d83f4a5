"""The decorator's arguments, validated once at decoration time into one frozen record."""

from __future__ import annotations

import dataclasses
import functools
import inspect
import math
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from .._annotations import resolved_annotations
from .._events import EventHook
from .._groups import Idempotency, overlay
from .._option_checks import check_options
from .._options import DEFAULTS
from ..classify._rules import CompiledRule, compile_rules
from ..exceptions import ConfigurationError
from ..instrumentation._hub import LISTENERS, notify
from ..observe._observation import Detail, OutputFormat, Template
from ..redact._current import check_tool_policy, policy_with
from ..redact._policy import RedactionPolicy
from ..retry._argument_checks import (
    check_exclude,
    check_fallback,
    check_strategy,
)
from ..retry._jitter import Jitter
from ..upstream._arguments import make_guard
from ..upstream._guard import UpstreamGuard
from ..upstream._idempotency import bound_arguments
from ..upstream._local import SharedDefaults, default_protection, shared_defaults
from ._prepared import prepared_once

__all__ = ["DEFAULTS", "Settings", "Strategy", "for_tool", "make_settings"]

_NO_IDEMPOTENCY = Idempotency()

Strategy = Callable[[Any], Any]
"""A tenacity wait or stop strategy: called with a ``tenacity.RetryCallState``."""


@dataclass(frozen=True)
class Settings:
    """Everything one decorated tool needs at call time."""

    raw_name: str
    """The tool's name as written (``name=``, else its function's ``__name__``); observations
    show ``name``."""
    max_retries: int
    base_delay: float
    max_delay: float
    jitter: Jitter
    total_timeout: float | None
    attempt_timeout: float | None
    format: OutputFormat
    detail: Detail
    idempotent: bool
    rules: tuple[CompiledRule, ...]
    on_event: EventHook | None
    locale: str
    max_message_chars: int
    max_retry_after: float
    template: Template | None
    exclude_params: tuple[str | type, ...]
    turn_limit: int | None
    wait: Strategy | None
    """A user's tenacity wait strategy (``wait_base`` or any callable of a
    ``RetryCallState``); replaces ``base_delay``/``max_delay``/``jitter``."""
    stop: Strategy | None
    """A user's tenacity stop strategy, checked before each retry besides ``max_retries``."""
    fallback: Callable[..., Any] | None
    """Called with the same arguments when the tool gives up on a transient or fatal failure."""
    options: Mapping[str, Any]
    """The arguments given explicitly, so that decorating the tool again can start from them."""
    signature: inspect.Signature | None
    """The tool's signature as its wrapper shows it (see ``_shown``)."""
    tool: Callable[..., Any] | None = None
    """The decorated function (None in the checked record of the arguments alone): the parts
    only a call needs are worked out from it on first use (see the properties below)."""
    guard: UpstreamGuard | None = None
    """Breaker, retry budget, shared pause and idempotency key; None: none of them, and the
    tool keeps the plain fast path."""
    redaction: RedactionPolicy | None = None
    """The tool's own redaction additions, applied by its failure steps (see _tool_policy)."""
    check_arguments: bool = False
    """Validate each call's arguments against the annotations before running (_argument_check)."""
    envelope: bool = False
    """With ``format="json"``: a success is ``{"status": "ok", "tool": ..., "result": ...}``
    too, so a consumer tells success from failure by ``status`` alone."""
    defaults: SharedDefaults | None = None
    """The default in-process retry budget and Retry-After pause of a tool without ``guard``
    (upstream/_local.py), shared by every decoration of the function: its pause is read by
    the success path; ``protection`` guards with both."""
    annotations: Mapping[str, Any] | None = None
    """The wrapper's ``__annotations__``, worked out with ``signature`` (see ``_shown``);
    None in the checked record of the arguments alone."""

    @functools.cached_property
    def field_values(self) -> dict[str, Any]:
        """The record's fields by name, without its cached parts: what ``_with_parts`` copies
        into each tool's record, worked out once for a record that decorates many tools."""
        values = vars(self)
        return {name: values[name] for name in _FIELDS}

    @prepared_once
    def name(self) -> str:
        """The tool's name as every observation shows it: a name built from a secret
        (`f"query_{key}"`) is hidden too."""
        return policy_with(self.redaction).redact(self.raw_name)

    @prepared_once
    def protection(self) -> UpstreamGuard | None:
        """The default protection's guard (None with a ``guard`` of the tool's own): asked
        after a first failure, and before a first attempt only while a pause holds."""
        shared = self.defaults
        if shared is None:
            return None
        return default_protection(
            self.name, self.locale, self.on_event, shared, self.max_retry_after
        )

    @prepared_once
    def plain_parameters(self) -> tuple[str, ...] | None:
        """The signature's parameter names in order when all are plain (no ``*args``,
        ``**kwargs`` or positional-only): then naming a call's arguments needs no ``bind``."""
        return _plain_parameters(self.signature)

    @prepared_once
    def excluded_types(self) -> tuple[type, ...]:
        """The types listed in ``exclude_params``: values of them are left out per call."""
        return tuple(p for p in self.exclude_params if isinstance(p, type))

    @prepared_once
    def excluded_names(self) -> frozenset[str]:
        """Parameters left out of the call key and ``request``: listed by name, or annotated
        with a listed type."""
        names = frozenset(p for p in self.exclude_params if isinstance(p, str))
        if self.tool is None:
            return names
        return names | _excluded_by_annotation(self.tool, self.signature, self.excluded_types)

    # Derived from frozen fields, so computed once per Settings (a new Settings, as
    # dataclasses.replace makes, starts afresh): the failure path reads both on every call.
    @functools.cached_property
    def max_attempts(self) -> int:
        return self.max_retries + 1

    @functools.cached_property
    def text_needs_request(self) -> bool:
        """Whether the tool's rendering shows ``request`` (the compact text does not), so the
        decorator's text path computes it only then; ``.observe()`` always has it."""
        return self.format == "json" or self.detail == "full" or self.template is not None

    @functools.cached_property
    def first_budget(self) -> float:
        """Seconds the first attempt may take: the tighter of the two timeouts."""
        total = math.inf if self.total_timeout is None else self.total_timeout
        attempt = math.inf if self.attempt_timeout is None else self.attempt_timeout
        return min(total, attempt)


def _shown(fn: Callable[..., Any]) -> tuple[dict[str, Any], inspect.Signature | None]:
    """What the decorated tool's wrapper shows of ``fn``: its annotations and its signature as
    ``help()`` shows it, string annotations resolved in ``fn``'s module, declaring ``-> str``.
    Worked out once per tool (resolving may evaluate strings); the one signature serves both
    the wrapper's ``__signature__`` and the binding of a call's arguments (which reads no
    annotation)."""
    try:
        signature: inspect.Signature | None = inspect.signature(fn)
    except (TypeError, ValueError):  # Some builtins have no signature; params then go unnamed.
        signature = None
    annotations, resolved = resolved_annotations(fn, signature)
    annotations["return"] = str  # What the wrapper returns; the original is on __wrapped__.
    if resolved is not None and resolved.return_annotation is not str:
        # A new Signature checks every parameter again: made only when the tool does not
        # already declare ``-> str``.
        resolved = resolved.replace(return_annotation=str)
    return annotations, resolved


def _plain_parameters(signature: inspect.Signature | None) -> tuple[str, ...] | None:
    if signature is None:
        return None
    plain = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
    parameters = signature.parameters.values()
    if any(parameter.kind not in plain for parameter in parameters):
        return None
    return tuple(parameter.name for parameter in parameters)


def _annotation_types(annotation: object) -> tuple[object, ...]:
    """The classes an annotation names: itself, a subscript's origin, a union's members."""
    origin = typing.get_origin(annotation)
    if origin is None:
        return (annotation,)
    if origin is typing.Union or origin is getattr(types, "UnionType", None):
        return tuple(t for arg in typing.get_args(annotation) for t in _annotation_types(arg))
    if origin is typing.Annotated:
        return _annotation_types(typing.get_args(annotation)[0])
    return (origin, *(t for arg in typing.get_args(annotation) for t in _annotation_types(arg)))


def _excluded_by_annotation(
    fn: Callable[..., Any], signature: inspect.Signature | None, kinds: tuple[type, ...]
) -> frozenset[str]:
    if signature is None or not kinds:
        return frozenset()
    try:
        hints = typing.get_type_hints(fn, include_extras=True)
    except Exception:  # Unresolvable forward references: fall back to what the signature says.
        hints = {}
    names = set()
    for name, parameter in signature.parameters.items():
        annotation = hints.get(name, parameter.annotation)
        for named in _annotation_types(annotation):
            if isinstance(named, type) and issubclass(named, kinds):
                names.add(name)
    return frozenset(names)


_FIELDS = frozenset(field.name for field in dataclasses.fields(Settings))


def _with_parts(settings: Settings, **parts: Any) -> Settings:
    """``dataclasses.replace(settings, **parts)`` for fields already checked: a copy of the
    record's fields (not of its cached properties) with ``parts`` over them, without running
    the constructor over every field again for each of thousands of tools."""
    copied = object.__new__(Settings)
    values = vars(copied)
    values.update(settings.field_values)
    values.update(parts)
    return copied


def for_tool(settings: Settings, fn: Callable[..., Any], name: str | None) -> Settings:
    """``settings`` for the tool ``fn``: its name (unless ``name`` was given) and signature."""
    inner = fn
    while isinstance(inner, functools.partial):
        inner = inner.func
    tool_name = name or getattr(inner, "__name__", None)
    annotations, signature = _shown(fn)
    raw_name = tool_name if isinstance(tool_name, str) else type(fn).__name__
    # Without a guard, one copy of the record and the function's shared pause: decorating
    # stays cheap; the rest of the default protection is made by the first call needing it.
    defaults = shared_defaults(fn) if settings.guard is None else settings.defaults
    settings = _with_parts(
        settings,
        raw_name=raw_name,
        signature=signature,
        tool=fn,
        defaults=defaults,
        annotations=annotations,
    )
    if settings.guard is None:
        return settings
    return dataclasses.replace(settings, guard=_guard_for(settings, settings.options, fn))


def _guard_for(
    settings: Settings, options: Mapping[str, Any], fn: object = None
) -> UpstreamGuard | None:
    """The upstream guard of the tool ``settings`` describe; its "auto" idempotency key is a
    digest of every argument of the call (upstream/_exact.py), namespaced by ``fn``."""

    def arguments(args: tuple[Any, ...], kwargs: dict[str, Any]) -> dict[str, Any]:
        return bound_arguments(
            settings.signature, args, kwargs, settings.excluded_names, settings.excluded_types
        )

    hook = settings.on_event

    def announce(event: Any) -> None:
        # Breaker transitions reach the tool's own hook and, when on, the instrumentation
        # (upstream/ knows nothing of instrumentation/: the hook is handed to it from here).
        if hook is not None:
            hook(event)
        if LISTENERS:
            notify(event)

    idempotency: Idempotency = options.get("idempotency") or _NO_IDEMPOTENCY
    return make_guard(
        settings.name,
        breaker=options.get("breaker"),
        retry_budget=options.get("retry_budget"),
        idempotency_key=idempotency.key,
        idempotency_ttl=idempotency.ttl,
        idempotency_store=idempotency.store,
        on_event=announce,
        locale=settings.locale,
        tool_fn=fn,
        arguments=arguments,
        max_retry_after=settings.max_retry_after,
    )


def make_settings(fn: Callable[..., Any] | None, options: Mapping[str, Any]) -> Settings:
    """Validate every argument, raising ConfigurationError that names it and the fix.

    ``options`` are the arguments given explicitly (the rest take ``DEFAULTS``); flat names of
    grouped fields (``base_delay``) fold into their group, and the record keeps the grouped
    form (what decorating again and the configuration start from). ``fn`` may
    be None when the arguments come before the function (``@deco(...)``): they are still
    checked at once, and ``for_tool`` completes the record when the function arrives.
    """
    o = check_options(options)
    max_retries = o["max_retries"]
    base_delay, max_delay = o["base_delay"], o["max_delay"]
    total_timeout, attempt_timeout = o["total_timeout"], o["attempt_timeout"]
    on_event, name, template = o["on_event"], o["name"], o["template"]
    max_message_chars, max_retry_after = o["max_message_chars"], o["max_retry_after"]
    turn_limit = o["turn_limit"]
    check_strategy("wait", o["wait"], "tenacity.wait_fixed(2)")
    check_strategy("stop", o["stop"], "tenacity.stop_after_delay(10)")
    check_tool_policy(o["redaction"])
    if not isinstance(o["check_arguments"], bool):
        raise ConfigurationError(
            f"check_arguments must be True or False, got {o['check_arguments']!r}."
        )
    settings = Settings(
        raw_name=name or "tool",
        max_retries=max_retries,
        base_delay=float(base_delay),
        max_delay=float(max_delay),
        jitter=o["jitter"],
        total_timeout=None if total_timeout is None else float(total_timeout),
        attempt_timeout=None if attempt_timeout is None else float(attempt_timeout),
        format=o["format"],
        detail=o["detail"],
        idempotent=o["idempotent"],
        rules=compile_rules(o["rules"]),
        on_event=on_event,
        locale=o["locale"],
        max_message_chars=max_message_chars,
        max_retry_after=float(max_retry_after),
        template=template,
        exclude_params=check_exclude(o["exclude_params"]),
        turn_limit=turn_limit,
        wait=o["wait"],
        stop=o["stop"],
        fallback=check_fallback(o["fallback"]),
        options=MappingProxyType(overlay({}, options)),
        signature=None,
        redaction=o["redaction"],
        check_arguments=o["check_arguments"],
        envelope=o["envelope"],
    )
    # Checked here, at decoration time; for_tool builds the tool's own guard.
    settings = dataclasses.replace(settings, guard=_guard_for(settings, settings.options))
    return settings if fn is None else for_tool(settings, fn, name)
