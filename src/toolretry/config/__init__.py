"""Per-tool policy from configuration files and the environment, reloadable without a restart."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ._live import configure, configured, reload_config, track

if TYPE_CHECKING:
    from ._policy import CONFIGURABLE

__all__ = ["CONFIGURABLE", "configure", "configured", "reload_config", "track"]

# The policy checker (a pydantic model) loads when a setting is first checked, not when a tool
# is decorated with no configuration around it.
_LAZY = {"CONFIGURABLE": "._policy"}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
