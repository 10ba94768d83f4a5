"""The one operation a state backend must offer: an atomic read-modify-write of one key.

Everything upstream protection keeps (breaker, budget, pause, idempotency) is a small JSON
dict under one key, changed by a pure function. So a backend needs only ``update`` (and its
async twin); the state machines are written once, in ``toolretry.upstream``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar, runtime_checkable

__all__ = ["Change", "State", "Store"]

R = TypeVar("R")
R_co = TypeVar("R_co", covariant=True)

State = dict[str, Any]
"""A JSON-able dict: what one key holds."""

Change = Callable[[State | None, float], tuple[State | None, float, R]]
"""``change(state, now) -> (new_state, ttl, result)``.

``state`` is None when the key is absent or expired; ``now`` is the store's clock in seconds
(the same clock for every caller of that store). Return the *same* ``state`` object to leave
the key untouched (no write), a new dict to store it for ``ttl`` seconds, or None to delete
it. ``change`` may be called more than once (a store retries it on a conflicting write), so it
must be pure and must not modify ``state`` in place.
"""


@runtime_checkable
class Store(Protocol):
    """Where shared state lives. Keys arrive un-namespaced (``"budget:payments"``)."""

    def update(self, key: str, change: Change[R]) -> R:
        """Apply ``change`` to ``key`` atomically and return its result. Never raises for a
        backend outage: a store that cannot reach its backend answers from local state (a
        store configured to fail closed raises ``SharedStateUnavailable`` instead)."""
        ...

    async def update_async(self, key: str, change: Change[R]) -> R:
        """``update`` for asyncio code; must not block the event loop for long."""
        ...
