"""Exception → ErrorInfo: user rules, ToolError, builtin errors, HTTP facts and Retry-After.

Recognisers for real clients (requests, httpx, aiohttp, the SDKs) match by class name: no client
is imported here. ``attempt_links`` is the rule for which chained exceptions an attempt's
verdict may come from (explicit causes, and contexts caught inside the attempt).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ._chain import attempt_links
    from ._classify import classify, classify_failure

__all__ = ["attempt_links", "classify", "classify_failure"]

# The classifier's tables load on first use (a tool's first failure), not when a submodule
# such as ``_rules`` or ``_limits`` is imported for decorating.
_LAZY = {"attempt_links": "._chain", "classify": "._classify", "classify_failure": "._classify"}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
