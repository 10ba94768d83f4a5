"""Configuration applied to decorated tools, at decoration and again on ``reload_config()``.

Precedence, lowest first: built-in defaults < decorator arguments < the file's ``[default]``
< the file's ``[<tool>]`` < ``TOOLRETRY__DEFAULT__*`` < ``TOOLRETRY__<TOOL>__*``: what an
operator sets wins over the code, and the environment wins over the file.
"""

from __future__ import annotations

import difflib
import os
import threading
import warnings
import weakref
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from .._groups import overlay
from ..exceptions import ConfigurationError
from ._sources import DEFAULT_SCOPE, Setting, discover, from_env, from_file, scope_of

if TYPE_CHECKING:
    from ._policy import Overrides

__all__ = ["configure", "configured", "reload_config", "track", "unload"]


class ToolSettings(Protocol):
    """What the configuration needs of a tool's settings: its name (the call pipeline's
    ``Settings`` has it; the configuration does not import the pipeline)."""

    @property
    def name(self) -> str: ...


S = TypeVar("S", bound=ToolSettings)
Rebuild = Callable[[Mapping[str, Any]], ToolSettings]
Apply = Callable[[Any], None]


@dataclass
class _Loaded:
    path: Path | None = None
    file: Overrides = field(default_factory=dict)


@dataclass(frozen=True, slots=True)  # One per decorated tool: no __dict__ each.
class _LiveTool:
    tool: weakref.ref[Any]
    options: Mapping[str, Any]
    rebuild: Rebuild
    apply: Apply


_lock = threading.RLock()
_loaded = _Loaded()
# Every decorated tool, by a weak reference that drops its entry when the tool is gone: a
# new tool is one dict insertion, whatever the number of tools before it.
_tools: dict[weakref.ref[Any], _LiveTool] = {}
_NO_OPTIONS: Mapping[str, Any] = MappingProxyType({})
# The environment as last read: its number of variables, its ``TOOLRETRY__`` settings and
# their checked overrides.
_env_seen: tuple[int, tuple[Setting, ...], Overrides] | None = None


def _layers(tool: str, env: Overrides) -> list[Mapping[str, Any]]:
    scope = scope_of(tool)
    file = _loaded.file
    return [
        file.get(DEFAULT_SCOPE, {}),
        file.get(scope, {}),
        env.get(DEFAULT_SCOPE, {}),
        env.get(scope, {}),
    ]


def _merged(options: Mapping[str, Any], tool: str, env: Overrides) -> dict[str, Any]:
    """The decorator's arguments with every layer over them. The layers' keys are flat
    (``base_delay``): each changes its one field of the tool's group (``backoff``), all of a
    group's fields at once, so that they are checked together as they were written."""
    configured: dict[str, Any] = {}
    for layer in _layers(tool, env):
        configured.update(layer)
    if not configured:
        return dict(options)
    return overlay(options, configured)


def _in_context(tool: str, exc: ConfigurationError) -> ConfigurationError:
    return ConfigurationError(
        f"tool {tool!r} with its configuration ({_loaded.path or 'no file'} and "
        f"TOOLRETRY__ environment variables): {exc}"
    )


def _build(
    rebuild: Callable[[Mapping[str, Any]], S],
    options: Mapping[str, Any],
    tool: str,
    env: Overrides,
    built: S | None = None,
) -> S:
    """The tool's settings with the configuration over ``options``; ``built``, the settings of
    ``options`` alone, when the configuration changes nothing."""
    try:
        # A configured key can contradict the code's group (max_delay under its Backoff's base).
        merged = _merged(options, tool, env)
    except ConfigurationError as exc:
        raise _in_context(tool, exc) from None
    if built is not None and merged == dict(options):
        return built
    try:
        return rebuild(merged)
    except ConfigurationError as exc:
        if merged == dict(options):
            raise
        raise _in_context(tool, exc) from None


def _environment() -> Overrides:
    """The environment's overrides, checked; read at every decoration, so that a variable set
    before it needs no reload, and checked again only when its ``TOOLRETRY__`` variables
    change. While none is set, the names are read again only when the number of variables
    changed: reading them is a step of Python code per name, a large share of a decoration,
    and one of ours can only appear by being added, which changes the number
    (unless another variable was removed in the same interval: ``reload_config()`` reads
    afresh). While some are set, every decoration reads them (a value may change)."""
    global _env_seen
    count = len(os.environ)
    seen = _env_seen
    if seen is not None and not seen[1] and seen[0] == count:
        return seen[2]
    found = tuple(from_env())
    if seen is not None and seen[1] == found:
        overrides = seen[2]
    else:  # The checker (a pydantic model) loads only when there is something to check.
        overrides = _validate(found) if found else {}
    _env_seen = (count, found, overrides)
    return overrides


def configured(options: Mapping[str, Any], rebuild: Callable[[Mapping[str, Any]], S]) -> S:
    """A tool's settings from the decorator's ``options`` with the configuration over them."""
    with _lock:
        settings = rebuild(options)
        env = _environment()
        if not env and not _loaded.file:  # Nothing configured: the arguments as they are.
            return settings
        return _build(rebuild, options, settings.name, env, built=settings)


def track(tool: object, options: Mapping[str, Any], rebuild: Rebuild, apply: Apply) -> None:
    """Keep a decorated tool (weakly) so that ``configure``/``reload_config`` reach it."""
    with _lock:
        ref = weakref.ref(tool, _forget)  # One shared callback: no closure per tool.
        _tools[ref] = _LiveTool(ref, dict(options) if options else _NO_OPTIONS, rebuild, apply)


def _forget(ref: weakref.ref[Any]) -> None:
    _tools.pop(ref, None)


def _apply_all() -> int:
    global _env_seen
    env = _validate(from_env())  # Checked before any tool changes: all or nothing.
    _env_seen = None  # Decorations from now on read the environment afresh too.
    planned: list[tuple[Apply, ToolSettings]] = []
    for live in list(_tools.values()):
        if live.tool() is None:
            continue
        name = live.rebuild(live.options).name
        planned.append((live.apply, _build(live.rebuild, live.options, name, env)))
    for apply, settings in planned:
        apply(settings)
    return len(planned)


def _validate(settings: Iterable[Setting]) -> Overrides:
    from ._policy import validate

    return validate(settings)


def _warn_unknown_sections(path: Path, file: Overrides) -> None:
    """Warn, by name, about each section of the file that names no decorated tool (a misspelt
    ``[serch_web]`` would otherwise be accepted and never apply), listing the known tools."""
    known = sorted(
        {scope_of(live.rebuild(live.options).name) for live in _tools.values() if live.tool()}
    )
    for scope in file:
        if scope == DEFAULT_SCOPE or scope in known:
            continue
        close = difflib.get_close_matches(scope, known, n=1)
        hint = f"did you mean [{close[0]}]? " if close else ""
        listed = ", ".join(known) if known else "none yet"
        warnings.warn(
            f"{path}: section [{scope}] names no decorated tool; {hint}known tools: {listed} "
            f"(a tool decorated later with that name still takes it).",
            UserWarning,
            stacklevel=3,
        )


def configure(path: str | Path | None = None) -> Path | None:
    """Load per-tool policy from ``path`` (a ``toolretry.toml`` or a ``pyproject.toml`` with
    ``[tool.toolretry]``; by default the nearest one from the working directory up), check
    every value, and apply it to every decorated tool, now and from now on.

    Returns the file read, or None when there is none (the environment still applies).
    A bad value raises ``ConfigurationError`` naming the file, the tool, the key and the fix,
    and changes nothing.
    """
    with _lock:
        found = Path(path) if path is not None else discover()
        if found is not None and not found.is_file():
            raise ConfigurationError(f"toolretry.configure: no config file at {found}.")
        file = _validate(from_file(found)) if found is not None else {}
        previous = _Loaded(_loaded.path, _loaded.file)
        _loaded.path, _loaded.file = found, file
        try:
            _apply_all()
        except ConfigurationError:
            _loaded.path, _loaded.file = previous.path, previous.file
            raise
        if found is not None:
            _warn_unknown_sections(found, file)
        return found


def reload_config() -> int:
    """Read the configured file and the environment again and apply them to every decorated
    tool, without a restart and while calls run: calls in flight finish as they started,
    calls after it take the new policy. Checked in full before any tool changes; returns how
    many tools were updated."""
    with _lock:
        path = _loaded.path
        file = _validate(from_file(path)) if path is not None else {}
        previous = _loaded.file
        _loaded.file = file
        try:
            count = _apply_all()
        except ConfigurationError:
            _loaded.file = previous
            raise
        if path is not None:
            _warn_unknown_sections(path, file)
        return count


def unload() -> None:
    """Forget the configuration file loaded by ``configure()`` (for ``testing.reset()``):
    tools take their own arguments and the environment again. Nothing to do if none was."""
    with _lock:
        if _loaded.path is None and not _loaded.file:
            return
        _loaded.path, _loaded.file = None, {}
        _apply_all()
