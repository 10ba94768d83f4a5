"""Protect the upstream: circuit breaker, retry budget, shared Retry-After pause, idempotency
keys; state in a ``toolretry.stores`` store shared by every call naming the same upstream."""

from __future__ import annotations

from ._arguments import make_guard
from ._breaker import CircuitBreaker, CircuitStateChanged
from ._budget import RetryBudget
from ._forget import forget_idempotency_key
from ._guard import GuardedCall, Replay, UpstreamGuard
from ._idempotency import DEFAULT_IDEMPOTENCY_TTL, idempotency_key
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
