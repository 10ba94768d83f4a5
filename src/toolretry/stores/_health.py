"""Why a shared store is not being used, said in words a person can act on; the deadline a
store round trip must fit in; and a URL with its password hidden."""

from __future__ import annotations

import contextvars
import math
import time
import urllib.parse
from typing import Any

__all__ = [
    "SharedStateUnavailable",
    "cause_of",
    "eviction_warning",
    "round_trip_deadline",
    "safe_url",
    "time_left",
]

round_trip_deadline: contextvars.ContextVar[float] = contextvars.ContextVar(
    "toolretry_store_deadline", default=math.inf
)
"""The ``time.monotonic()`` by which the call asking the store must be answered: a store
round trip that could outlast it is not started (the call is answered from local state)."""


def time_left() -> float:
    """Seconds before the asking call's deadline (``inf`` outside a bounded call)."""
    return round_trip_deadline.get() - time.monotonic()


class SharedStateUnavailable(Exception):
    """A ``strict`` store could not reach its shared state; ``cause`` says why."""

    def __init__(self, cause: str) -> None:
        super().__init__(f"shared upstream state is unavailable ({cause})")
        self.cause = cause


# (words in the error's class name or text, cause), first match wins.
_CAUSES = (
    (
        ("authentication", "noauth", "wrongpass", "invalid password", "invalid username"),
        "authentication",
    ),
    (("noperm", "nopermission", "no permissions", "can't run this command", "acl "), "permission"),
    (("oom ", "oom command", "used memory > 'maxmemory'", "outofmemory"), "out of memory"),
    (
        (
            "moved ",
            "ask ",
            "crossslot",
            "clusterdown",
            "unknown command",
            "cluster",
            "readonly",
            "wrongtype",
            "noscript",
            "protocol",
            "invalidresponse",
        ),
        "wrong kind of server",
    ),
    (("timeout", "timed out"), "slow"),
)


def cause_of(exc: BaseException) -> str:
    """``unreachable``, ``slow``, ``authentication``, ``permission``, ``out of memory`` or
    ``wrong kind of server`` for an error a Redis client raised."""
    text = f"{type(exc).__name__} {exc}".lower()
    for words, cause in _CAUSES:
        if any(word in text for word in words):
            return cause
    return "unreachable"


def safe_url(url: str | None) -> str | None:
    """``url`` with any password replaced by ``***`` (the user name is kept)."""
    if url is None:
        return None
    try:
        parts = urllib.parse.urlsplit(url)
    except ValueError:
        return "<unparsable url>"
    if parts.password is None and "@" not in parts.netloc:
        query = _safe_query(parts.query)
        return urllib.parse.urlunsplit(parts._replace(query=query)) if query != parts.query else url
    user = parts.username or ""
    host = parts.netloc.rsplit("@", 1)[-1]
    netloc = f"{user}:***@{host}" if user else f"***@{host}"
    if parts.password is None and user:
        netloc = f"***@{host}"
    return urllib.parse.urlunsplit(parts._replace(netloc=netloc, query=_safe_query(parts.query)))


def _safe_query(query: str) -> str:
    if not query:
        return query
    pairs = urllib.parse.parse_qsl(query, keep_blank_values=True)
    hidden = [(k, "***" if "pass" in k.lower() or "auth" in k.lower() else v) for k, v in pairs]
    return urllib.parse.urlencode(hidden, safe="*")


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def eviction_warning(config: dict[Any, Any]) -> str | None:
    """What to say when Redis's ``maxmemory*`` settings let it drop keys; None when safe
    (no memory limit, or ``noeviction``: writes fail instead, and the store says so)."""
    values = {_text(k): _text(v) for k, v in config.items()}
    policy = values.get("maxmemory-policy", "noeviction")
    if values.get("maxmemory", "0") == "0" or policy == "noeviction":
        return None
    return (
        f"Redis evicts keys when full (maxmemory-policy {policy}); an evicted idempotency key "
        "lets its operation run again. Set maxmemory-policy noeviction."
    )
