"""State for the threads and asyncio tasks of one process: a dict behind one lock."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from ._protocol import Change, State

__all__ = ["MemoryStore", "default_store"]

R = TypeVar("R")

# Expired keys are dropped on read; a full sweep every this many writes bounds the memory
# held by keys nobody reads again (idempotency keys, mostly).
_SWEEP_EVERY = 1024


class MemoryStore:
    """Keeps state in this process; the default store.

    Shared by every thread and asyncio task of the process, not by other processes (use
    ``RedisStore`` for those). ``clock`` is ``time.monotonic`` unless a test needs another.
    """

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._lock = threading.Lock()
        self._data: dict[str, tuple[State, float]] = {}
        self._writes = 0

    def __repr__(self) -> str:
        return f"MemoryStore(keys={len(self._data)})"

    def __contains__(self, key: str) -> bool:
        """Whether ``key`` has an entry (expired or not), asked without the lock: a dict is
        read atomically, and an absent key has no state for any change to read."""
        return key in self._data

    def update(self, key: str, change: Change[R]) -> R:
        """Apply ``change`` to ``key`` under the store's lock."""
        with self._lock:  # _apply, inlined: this is every in-process admission.
            now = self._clock()
            entry = self._data.get(key)
            state = entry[0] if entry is not None and entry[1] > now else None
            new, ttl, result = change(state, now)
            if new is not state or (state is None and entry is not None):
                self._write(key, new, now, ttl)
        return result

    def _apply(self, key: str, change: Change[R]) -> R:
        now = self._clock()
        entry = self._data.get(key)
        state = entry[0] if entry is not None and entry[1] > now else None
        new, ttl, result = change(state, now)
        if new is not state or (state is None and entry is not None):
            self._write(key, new, now, ttl)
        return result

    def _write(self, key: str, new: State | None, now: float, ttl: float) -> None:
        if new is None:
            self._data.pop(key, None)
        else:
            self._data[key] = (new, now + ttl)
        self._writes += 1
        if self._writes % _SWEEP_EVERY == 0:
            self._sweep(now)

    def update_many(self, changes: Sequence[tuple[str, Change[Any]]]) -> list[Any]:
        """Apply each change to its key, all under the store's lock (atomically)."""
        with self._lock:
            return [self._apply(key, change) for key, change in changes]

    async def update_async(self, key: str, change: Change[R]) -> R:
        """``update``: the lock is held only while a pure change runs, so it does not block
        the loop."""
        return self.update(key, change)

    def clear(self) -> None:
        """Forget every key (for tests)."""
        with self._lock:
            self._data.clear()

    def _sweep(self, now: float) -> None:
        expired = [key for key, (_, expires) in self._data.items() if expires <= now]
        for key in expired:
            del self._data[key]


_DEFAULT = MemoryStore()


def default_store() -> MemoryStore:
    """The process-wide store used when a breaker, budget or idempotency key names none."""
    return _DEFAULT
