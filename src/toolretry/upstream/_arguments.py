"""The decorator's upstream arguments, checked at decoration time into one guard."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..exceptions import ConfigurationError
from ..stores._protocol import Store
from ._breaker import CircuitBreaker
from ._budget import RetryBudget
from ._guard import UpstreamGuard
from ._idempotency import DEFAULT_IDEMPOTENCY_TTL, Idempotency, KeyArg

__all__ = ["make_guard"]


def make_guard(
    tool: str,
    *,
    breaker: object = None,
    retry_budget: object = None,
    idempotency_key: KeyArg = None,
    idempotency_ttl: float = DEFAULT_IDEMPOTENCY_TTL,
    idempotency_store: Store | None = None,
    on_event: Callable[[Any], object] | None = None,
    locale: str = "en",
    auto_key: Callable[..., str] | None = None,
) -> UpstreamGuard | None:
    """Check the decorator's upstream arguments; None when the tool uses none of them.

    ``auto_key(*args, **kwargs)`` makes the key for ``idempotency_key="auto"``.
    """
    if breaker is not None and not isinstance(breaker, CircuitBreaker):
        raise ConfigurationError(
            f"breaker must be a toolretry.CircuitBreaker('upstream-name') or None, got {breaker!r}."
        )
    if retry_budget is not None and not isinstance(retry_budget, RetryBudget):
        raise ConfigurationError(
            "retry_budget must be a toolretry.RetryBudget('upstream-name') or None, "
            f"got {retry_budget!r}."
        )
    idempotency = None
    if idempotency_key is not None:
        if idempotency_key == "auto" and auto_key is None:
            raise ConfigurationError("idempotency_key='auto' needs the tool's signature.")
        idempotency = Idempotency(
            tool, idempotency_key, idempotency_ttl, idempotency_store, auto_key or str
        )
    elif idempotency_store is not None:
        raise ConfigurationError(
            "idempotency_store is set but idempotency_key is not; pass idempotency_key="
            "'auto' (or a callable of the tool's arguments) too."
        )
    if breaker is None and retry_budget is None and idempotency is None:
        return None
    return UpstreamGuard(tool, breaker, retry_budget, idempotency, on_event, locale)
