"""Idempotency keys: a call whose key already succeeded answers with the saved result, one in
flight elsewhere is waited for, and the tool (and ``toolretry.http.Session``) can read it."""

from __future__ import annotations

import contextvars
import hashlib
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from ..exceptions import ConfigurationError
from ..stores._protocol import Change, State, Store
from ._breaker import check_store

__all__ = [
    "DEFAULT_IDEMPOTENCY_TTL",
    "Claim",
    "Idempotency",
    "KeyArg",
    "claim_change",
    "idempotency_key",
    "idempotency_key_var",
    "release_change",
    "save_change",
]

DEFAULT_IDEMPOTENCY_TTL = 86400.0
# A claim outlives its call's deadline by this much, then lapses: a crashed caller must not
# hold a key for ever.
_LEASE_GRACE = 1.0
_LEASE_WITHOUT_DEADLINE = 300.0
# Keys longer than this are stored by their hash; the tool still sees the key it made.
_MAX_KEY_CHARS = 200

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


@dataclass(frozen=True)
class Claim:
    """What the store said about a key: ``run`` it, ``done`` (with ``result``), or ``busy``
    (running elsewhere for up to ``lease`` more seconds)."""

    status: Literal["run", "done", "busy"]
    result: str | None = None
    lease: float = 0.0


class Idempotency:
    """A tool's idempotency settings: how to make the key, for how long a result is kept."""

    def __init__(
        self, tool: str, key: KeyArg, ttl: float, store: Store | None, auto: Callable[..., str]
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
        self.tool = tool
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
        if len(key) > _MAX_KEY_CHARS:
            key = "sha256-" + hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()
        return f"idem:{self.tool}:{key}"

    def lease_for(self, time_left: float) -> float:
        if math.isinf(time_left):
            return min(self.ttl, _LEASE_WITHOUT_DEADLINE)
        return max(0.0, time_left) + _LEASE_GRACE


# The state: {"s": "run", "o": owner, "l": lease end} or {"s": "done", "r": result}.


def claim_change(owner: str, lease: float) -> Change[Claim]:
    """Take the key for ``owner`` unless it is done or held by a live claim."""

    def change(state: State | None, now: float) -> tuple[State | None, float, Claim]:
        if state is not None:
            if state.get("s") == "done":
                return state, 0.0, Claim("done", result=state.get("r", ""))
            held_until = state.get("l", 0.0)
            if state.get("o") != owner and held_until > now:
                return state, 0.0, Claim("busy", lease=held_until - now)
        return {"s": "run", "o": owner, "l": now + lease}, lease, Claim("run")

    return change


def save_change(result: str, ttl: float) -> Change[None]:
    """Keep ``result`` for ``ttl`` seconds: a success is a fact, whoever held the key."""

    def change(state: State | None, now: float) -> tuple[State | None, float, None]:
        return {"s": "done", "r": result}, ttl, None

    return change


def release_change(owner: str) -> Change[None]:
    """Give the key back after a failure, so the next call runs (it never poisons the key)."""

    def change(state: State | None, now: float) -> tuple[State | None, float, None]:
        if state is not None and state.get("s") == "run" and state.get("o") == owner:
            return None, 0.0, None
        return state, 0.0, None

    return change
