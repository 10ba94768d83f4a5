"""Protect the upstream: circuit breaker, retry budget, shared Retry-After pause, idempotency
keys; state in a ``toolretry.stores`` store shared by every call naming the same upstream."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ._defaults import DEFAULT_IDEMPOTENCY_TTL

if TYPE_CHECKING:
    from ._arguments import make_guard
    from ._breaker import CircuitBreaker, CircuitStateChanged
    from ._budget import RetryBudget
    from ._forget import forget_idempotency_key
    from ._guard import GuardedCall, Replay, UpstreamGuard
    from ._idempotency import idempotency_key
    from ._local import reset_default_protection

__all__ = [
    "DEFAULT_IDEMPOTENCY_TTL",
    "CircuitBreaker",
    "CircuitStateChanged",
    "GuardedCall",
    "Replay",
    "RetryBudget",
    "UpstreamGuard",
    "forget_idempotency_key",
    "idempotency_key",
    "make_guard",
    "reset_default_protection",
]

# Each part loads when it is first used (a breaker, a budget, a guarded call): importing one
# submodule, as decorating does, does not load the others.
_LAZY = {
    "CircuitBreaker": "._breaker",
    "CircuitStateChanged": "._breaker",
    "GuardedCall": "._guard",
    "Replay": "._guard",
    "RetryBudget": "._budget",
    "UpstreamGuard": "._guard",
    "forget_idempotency_key": "._forget",
    "idempotency_key": "._idempotency",
    "make_guard": "._arguments",
    "reset_default_protection": "._local",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
