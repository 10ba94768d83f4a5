"""Where upstream state lives: ``MemoryStore`` (one process, the default) or ``RedisStore``
(processes and machines). A new backend implements ``Store``: one atomic ``update``."""

from __future__ import annotations

from ._health import SharedStateUnavailable
from ._memory import MemoryStore, default_store
from ._protocol import Change, State, Store
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
