"""Where upstream state lives: ``MemoryStore`` (one process, the default) or ``RedisStore``
(processes and machines). A new backend implements ``Store``: one atomic ``update``."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ._health import SharedStateUnavailable
from ._memory import MemoryStore, default_store
from ._protocol import Change, State, Store

if TYPE_CHECKING:
    from ._redis import RedisStore

__all__ = [
    "Change",
    "MemoryStore",
    "RedisStore",
    "SharedStateUnavailable",
    "State",
    "Store",
    "default_store",
]

# ``RedisStore`` pulls in asyncio and its connection code: only a process that uses it pays.
_LAZY = {"RedisStore": "._redis"}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
