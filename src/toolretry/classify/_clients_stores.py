"""Recognise what data-store clients raise: redis-py (and its asyncio and cluster clients).

Redis answers errors with an upper-case prefix (``WRONGTYPE``, ``BUSY``, ``LOADING``, ...);
redis-py keeps it as the exception's ``status_code`` or at the start of its message.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .._category import ErrorCategory
from ._clients import Handler, Recognised, attr, fixed

__all__ = ["STORE_HANDLERS"]

TRANSIENT, CLIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.CLIENT, ErrorCategory.FATAL

# Redis error prefix -> (category, code, reason)
REDIS_PREFIXES: Mapping[str, tuple[ErrorCategory, str, str]] = MappingProxyType(
    {
        "BUSY": (TRANSIENT, "REDIS_BUSY", "a script or module command is running; it ends"),
        "LOADING": (TRANSIENT, "REDIS_LOADING", "the dataset is loading after a restart"),
        "MASTERDOWN": (TRANSIENT, "REDIS_MASTER_DOWN", "the replica lost its master for now"),
        "TRYAGAIN": (TRANSIENT, "REDIS_TRY_AGAIN", "a cluster slot is migrating"),
        "CLUSTERDOWN": (TRANSIENT, "REDIS_CLUSTER_DOWN", "the cluster is re-forming"),
        "MOVED": (TRANSIENT, "REDIS_MOVED", "the slot moved; the client re-routes"),
        "ASK": (TRANSIENT, "REDIS_MOVED", "the slot is migrating; the client re-routes"),
        "READONLY": (TRANSIENT, "REDIS_READ_ONLY", "a failover made this node a replica"),
        "OOM": (FATAL, "OUT_OF_MEMORY", "maxmemory reached under noeviction: a person decides"),
        "WRONGTYPE": (CLIENT, "WRONG_TYPE", "the key holds another type"),
        "NOSCRIPT": (CLIENT, "REDIS_NO_SCRIPT", "load the script before EVALSHA"),
        "NOPERM": (CLIENT, "PERMISSION_DENIED", "the ACL user may not run this"),
        "CROSSSLOT": (CLIENT, "INVALID_REQUEST", "keys in different cluster slots"),
        "NOAUTH": (FATAL, "AUTHENTICATION_FAILED", "credentials a person must configure"),
        "WRONGPASS": (FATAL, "AUTHENTICATION_FAILED", "credentials a person must fix"),
        "EXECABORT": (FATAL, "REDIS_ERROR", "the transaction was discarded"),
    }
)
# "ERR ..." messages that say more than a plain error.
_ERR_MESSAGES: tuple[tuple[str, tuple[ErrorCategory, str, str]], ...] = (
    ("max number of clients reached", (TRANSIENT, "CONNECTION_ERROR", "a slot frees up")),
    ("is not an integer", (CLIENT, "INVALID_DATA", "the value cannot be used as a number")),
    ("is not a valid float", (CLIENT, "INVALID_DATA", "the value cannot be used as a number")),
    ("out of range", (CLIENT, "INVALID_DATA", "the value is out of range")),
)


def _redis_response(exc: BaseException, client: str) -> Recognised:
    text = str(exc)
    prefix = attr(exc, "status_code")
    if not isinstance(prefix, str):
        head = text.split(" ", 1)[0]
        prefix = head if head.isupper() and head.isalpha() else "ERR"
    row = REDIS_PREFIXES.get(prefix)
    if row is None:
        row = next((r for words, r in _ERR_MESSAGES if words in text), None)
    category, code = (row[0], row[1]) if row is not None else (FATAL, "REDIS_ERROR")
    return Recognised(category, code, details={"client": client, "redis_error": prefix})


_REDIS: dict[str, Handler] = {
    "ResponseError": _redis_response,
    "ConnectionError": fixed(TRANSIENT, "CONNECTION_ERROR"),
    "TimeoutError": fixed(TRANSIENT, "TIMEOUT"),
    "BusyLoadingError": fixed(TRANSIENT, "REDIS_LOADING"),
    "DataError": fixed(CLIENT, "INVALID_DATA", effect=False),
    "AuthenticationError": fixed(FATAL, "AUTHENTICATION_FAILED", effect=False),
    "WatchError": fixed(TRANSIENT, "CONFLICT", effect=False),  # optimistic lock lost: run again
    "LockError": fixed(TRANSIENT, "LOCK_NOT_ACQUIRED", effect=False),
}

STORE_HANDLERS: Mapping[tuple[str, str], Handler] = {
    ("redis", name): handler for name, handler in _REDIS.items()
}
"""(client family, class name) -> handler, for data-store clients."""
