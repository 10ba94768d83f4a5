"""What the model reads: the Observation model, its renderings, sanitizing, redaction,
suggestions and recovery hints."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ._observation import Observation

__all__ = ["Observation"]

# The model (and pydantic) loads with a tool's first failure, not when a submodule such as
# ``_results`` is imported for the success path.
_LAZY = {"Observation": "._observation"}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
