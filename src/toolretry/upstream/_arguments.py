"""The decorator's upstream arguments, checked at decoration time into one guard."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..classify._limits import DEFAULT_MAX_RETRY_AFTER
from ..exceptions import ConfigurationError
from ..stores._protocol import Store
from ._breaker import CircuitBreaker
from ._budget import RetryBudget
from ._exact import UncanonicalArgument, identity_of
from ._guard import UpstreamGuard
from ._idempotency import DEFAULT_IDEMPOTENCY_TTL, Idempotency, KeyArg, auto_key
from ._local import default_budget

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
    tool_fn: object = None,
    arguments: Callable[[tuple[Any, ...], dict[str, Any]], dict[str, Any]] | None = None,
    max_retry_after: float = DEFAULT_MAX_RETRY_AFTER,
) -> UpstreamGuard | None:
    """Check the decorator's upstream arguments; None when the tool uses none of them.

    ``tool_fn`` is the decorated function (its module and qualified name namespace the
    keys); ``arguments(args, kwargs)`` names a call's arguments for ``Idempotency(key="auto")``.
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
        identity = _identity(tool, tool_fn, strict=idempotency_key == "auto")
        key_of = auto_key(identity, arguments or _positional)
        idempotency = Idempotency(
            identity, idempotency_key, idempotency_ttl, idempotency_store, key_of
        )
    elif idempotency_store is not None:
        raise ConfigurationError(
            "Idempotency(store=...) is set but key is not; pass Idempotency(key='auto') (or a "
            "callable of the tool's arguments) too."
        )
    if breaker is None and retry_budget is None and idempotency is None:
        return None
    budget = retry_budget if retry_budget is not None else default_budget(tool[:200] or "tool")
    lazy = retry_budget is None
    return UpstreamGuard(
        tool,
        breaker,
        budget,
        idempotency,
        on_event,
        locale,
        lazy_budget=lazy,
        max_wait=max_retry_after,
    )


def _positional(args: tuple[Any, ...], kwargs: dict[str, Any]) -> dict[str, Any]:
    return {"args": list(args), "kwargs": kwargs}


def _identity(tool: str, fn: object, *, strict: bool) -> bytes:
    """The tool's identity; with "auto" keys, a bound ``self`` or a partial's arguments that
    have no exact form are a configuration error (the key could not tell instances apart)."""
    if fn is None:
        return identity_of(_Named(tool))
    try:
        return identity_of(fn)
    except UncanonicalArgument as exc:
        if strict:
            raise ConfigurationError(
                f"Idempotency(key='auto') cannot tell calls of {tool} apart: {exc}. Pass "
                "Idempotency(key=a function of the arguments that returns the key)."
            ) from None
        return identity_of(fn, strict=False)


class _Named:
    """A tool known only by its name (checks at decoration time, before the function)."""

    def __init__(self, name: str) -> None:
        self.__module__ = "<unbound>"
        self.__qualname__ = name
