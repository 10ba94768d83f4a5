"""Where per-tool policy comes from: a TOML file (``toolretry.toml`` or ``[tool.toolretry]`` in
``pyproject.toml``) and ``TOOLRETRY__<TOOL>__<KEY>`` environment variables."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..exceptions import ConfigurationError

__all__ = ["DEFAULT_SCOPE", "ENV_PREFIX", "Setting", "discover", "from_env", "from_file"]

ENV_PREFIX = "TOOLRETRY__"
DEFAULT_SCOPE = "default"
"""The section that applies to every tool; a tool's own section wins over it."""


@dataclass(frozen=True)
class Setting:
    """One configured value and where it was read, for error messages that point at it."""

    scope: str
    key: str
    value: Any
    source: str


def _scope(name: str) -> str:
    """Tool names compare case- and separator-insensitively (environment variables are upper
    case and cannot hold ``-``)."""
    return name.strip().lower().replace("-", "_")


def discover(start: Path | None = None) -> Path | None:
    """``toolretry.toml``, else a ``pyproject.toml`` with ``[tool.toolretry]``, in ``start``
    (the working directory) or the nearest folder above it."""
    folder = (start or Path.cwd()).resolve()
    for candidate in (folder, *folder.parents):
        own = candidate / "toolretry.toml"
        if own.is_file():
            return own
        pyproject = candidate / "pyproject.toml"
        if pyproject.is_file() and "toolretry" in _read(pyproject).get("tool", {}):
            return pyproject
    return None


def _read(path: Path) -> dict[str, Any]:
    # The TOML parser loads here, when a file is read, not when toolretry is imported.
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - Python 3.10
        import tomli as tomllib
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except OSError as exc:
        raise ConfigurationError(f"cannot read the toolretry config file {path}: {exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigurationError(f"{path} is not valid TOML: {exc}; fix the file.") from None


def from_file(path: Path) -> list[Setting]:
    """Every setting in ``path``: ``[default]`` and ``[<tool>]`` tables of keys and values
    (under ``[tool.toolretry]`` in a ``pyproject.toml``)."""
    data = _read(path)
    if path.name == "pyproject.toml":
        data = data.get("tool", {}).get("toolretry", {})
    settings: list[Setting] = []
    for scope, table in data.items():
        if not isinstance(table, Mapping):
            raise ConfigurationError(
                f"{path}: {scope!r} must be a table of settings, e.g. [{scope}] with "
                f"max_retries = 3 under it (or [tool.toolretry.{scope}] in pyproject.toml), "
                f"got {table!r}."
            )
        for key, value in table.items():
            settings.append(Setting(_scope(scope), str(key), value, str(path)))
    return settings


def from_env(environ: Mapping[str, str] | None = None) -> list[Setting]:
    """``TOOLRETRY__<TOOL>__<KEY>=value`` (``TOOLRETRY__DEFAULT__...`` for every tool)."""
    if environ is None and os.supports_bytes_environ and not _any_ours(os.environb):
        return []  # The usual case: names as bytes, none decoded.
    env = os.environ if environ is None else environ
    settings: list[Setting] = []
    # Names first, a value only for ours: ``os.environ`` decodes each value it hands out.
    for name in env:
        if not name.upper().startswith(ENV_PREFIX):
            continue
        value = env[name]
        rest = name[len(ENV_PREFIX) :]
        scope, sep, key = rest.partition("__")
        if not sep or not scope or not key:
            raise ConfigurationError(
                f"environment variable {name} must be named {ENV_PREFIX}<TOOL>__<KEY>, e.g. "
                f"{ENV_PREFIX}GET_WEATHER__MAX_RETRIES=5 or {ENV_PREFIX}DEFAULT__TOTAL_TIMEOUT=30."
            )
        settings.append(Setting(_scope(scope), key.lower(), value, f"environment {name}"))
    return settings


_PREFIX_BYTES = b"\0" + ENV_PREFIX.encode()


def _any_ours(names: Iterable[bytes]) -> bool:
    # One join and one search in C, not a slice and a comparison per name in Python: an
    # environment often has a hundred names or more.
    return _PREFIX_BYTES in (b"\0" + b"\0".join(names)).upper()


def scope_of(tool_name: str) -> str:
    """The scope a tool's own settings are filed under."""
    return _scope(tool_name)
