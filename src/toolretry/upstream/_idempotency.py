"""Idempotency keys: a call whose key already succeeded answers with the saved result, one in
flight elsewhere is waited for, and the tool (and ``toolretry.http.Session``) can read it."""

from __future__ import annotations

import contextvars
import inspect
import math
from collections.abc import Callable
from typing import Any, Literal

from ..exceptions import ConfigurationError
from ..stores._protocol import Store
from ._breaker import check_store
from ._defaults import DEFAULT_IDEMPOTENCY_TTL
from ._exact import digest, encode

__all__ = [
    "DEFAULT_IDEMPOTENCY_TTL",
    "Idempotency",
    "KeyArg",
    "auto_key",
    "bound_arguments",
    "idempotency_key",
    "idempotency_key_var",
]

KeyArg = Callable[..., object] | Literal["auto"] | None

idempotency_key_var: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "toolretry_idempotency_key", default=None
)


def idempotency_key() -> str | None:
    """The idempotency key of the decorated call running now; None outside one or without.

    Send it to APIs that deduplicate (``toolretry.http.Session`` sends it as the
    ``Idempotency-Key`` header) so a retried write takes effect once on their side too.
    """
    return idempotency_key_var.get()


class Idempotency:
    """A tool's idempotency settings: how to make the key, for how long a result is kept."""

    def __init__(
        self,
        identity: bytes,
        key: KeyArg,
        ttl: float,
        store: Store | None,
        auto: Callable[..., str],
    ) -> None:
        if key != "auto" and not callable(key):
            raise ConfigurationError(
                "idempotency_key must be a callable taking the tool's arguments and returning "
                f"a str (lambda order_id, **_: order_id), or 'auto', or None; got {key!r}."
            )
        if isinstance(ttl, bool) or not isinstance(ttl, (int, float)) or not 0 < ttl < math.inf:
            raise ConfigurationError(
                f"idempotency_ttl must be seconds > 0 (how long a result is replayed), got {ttl!r}."
            )
        self.identity = identity
        self.key_of: Callable[..., object] = auto if key == "auto" else key
        self.ttl = float(ttl)
        self.store = check_store("idempotency", store)

    def make_key(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> str | None:
        """The call's key; None when the key function returns None (no idempotency)."""
        key = self.key_of(*args, **kwargs)
        if key is None:
            return None
        return key if isinstance(key, str) else str(key)

    def store_key(self, key: str) -> str:
        """Where ``key`` lives: a digest of the tool's identity and the key, each
        length-prefixed, so two tools (or two splits of one text) never share an entry."""
        return "idem:" + digest(self.identity, key.encode("utf-8", "surrogatepass"))


def bound_arguments(
    signature: inspect.Signature | None,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    excluded_names: frozenset[str] = frozenset(),
    excluded_types: tuple[type, ...] = (),
) -> dict[str, Any]:
    """Every argument of a call by parameter name, defaults filled in (``f(1)`` and
    ``f(1, y=2)`` are one call when ``y`` defaults to 2), without the excluded parameters."""
    if signature is None:
        return {"args": list(args), "kwargs": kwargs}
    try:
        bound = signature.bind(*args, **kwargs)
    except TypeError:  # The call will fail to bind anyway; name it by what was passed.
        return {"args": list(args), "kwargs": kwargs}
    bound.apply_defaults()
    return {
        name: value
        for name, value in bound.arguments.items()
        if name not in excluded_names and not (excluded_types and isinstance(value, excluded_types))
    }


def auto_key(
    identity: bytes, arguments: Callable[[tuple[Any, ...], dict[str, Any]], dict[str, Any]]
) -> Callable[..., str]:
    """The ``Idempotency(key="auto")`` function: SHA-256 of the tool's identity and the exact
    encoding of every argument (``_exact``). Raises ``UncanonicalArgument`` for arguments
    without an exact form; the guard refuses such a call."""

    def key(*args: Any, **kwargs: Any) -> str:
        return digest(identity, encode(arguments(args, kwargs), ""))

    return key
