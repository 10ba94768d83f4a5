"""JSON-RPC 2.0 error objects, read from any client: the server answered with ``{"code",
"message", "data"}``, so the transport worked and the code (then the message) says what failed.

Clients keep the error object in different places (jsonrpc-base raises ``ProtocolError(code,
message, reply)``; others keep ``code``/``message``/``data`` attributes or the reply dict), so
it is found by its shape, with evidence that it is JSON-RPC: a reply dict carrying
``"jsonrpc"``, a class or module named for RPC, or a code in the range the standard reserves
(-32768..-32000), which no HTTP status, errno or vendor number takes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .._category import ErrorCategory
from ._clients import attr
from ._said_kinds import out_of_space, said_kind
from ._text_signals import worded
from ._verdict import Verdict

__all__ = ["RPC_CODES", "from_jsonrpc"]

TRANSIENT, CLIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.CLIENT, ErrorCategory.FATAL

RPC_CODES: Mapping[int, tuple[ErrorCategory, str, str]] = {
    -32700: (FATAL, "RPC_PARSE_ERROR", "the server could not parse the JSON the client sent"),
    -32600: (FATAL, "RPC_INVALID_REQUEST", "the client sent no valid request object: a bug"),
    -32601: (CLIENT, "RPC_METHOD_NOT_FOUND", "the server offers no such method: call another"),
    -32602: (CLIENT, "RPC_INVALID_PARAMS", "the server rejected the parameters: change them"),
    -32603: (TRANSIENT, "RPC_INTERNAL_ERROR", "the server failed inside, as an HTTP 500"),
}
"""The codes JSON-RPC 2.0 defines -> (category, code, reason). Every other code is the
server's or the application's own: its message decides (see `from_jsonrpc`)."""

_RESERVED = range(-32768, -31999)
# -32000..-32099: "implementation-defined server errors" (a node still syncing, a rate limit):
# the server, not the request, is in a state; transient unless the message says otherwise.
_SERVER_RANGE = range(-32099, -31999)
_REPLY_NAMES = ("error", "response", "data", "body", "json", "reply")
# Keys of the error's ``data`` holding the wait it asks for, with the factor to seconds.
_WAIT_KEYS = (
    *((key, 1.0) for key in ("retry_after", "retryAfter", "retry_after_s", "backoff_seconds")),
    *((key, 1.0) for key in ("backoff", "retry_in", "retry_delay", "wait_seconds")),
    *((key, 0.001) for key in ("retry_after_ms", "retryAfterMs", "backoff_ms", "retry_in_ms")),
)


def _error_object(value: object) -> dict[str, Any] | None:
    """The ``{"code": int, "message": str}`` inside a reply dict (or the dict itself)."""
    if not isinstance(value, dict):
        return None
    inner = value.get("error")
    if isinstance(inner, dict) and "jsonrpc" in value:
        value = inner
    code, message = value.get("code"), value.get("message")
    if type(code) is int and isinstance(message, str):
        return value
    return None


def _rpc_named(cls: type) -> bool:
    words = " ".join([cls.__module__, *(k.__name__ for k in cls.__mro__[:4])]).lower()
    return "rpc" in words


def _found(exc: BaseException) -> tuple[int, str, object] | None:
    """(code, message, data) of the JSON-RPC error ``exc`` carries, else None."""
    named = _rpc_named(type(exc))
    args = exc.args
    for value in (*args[:3], *(attr(exc, name) for name in _REPLY_NAMES)):
        if isinstance(value, dict) and ("jsonrpc" in value or named):
            found = _error_object(value)
            if found is not None:
                return found["code"], found["message"], found.get("data")
    code, message = attr(exc, "code"), attr(exc, "message")
    if not (type(code) is int and isinstance(message, str)) and len(args) >= 2:
        code, message = args[0], args[1]
    if type(code) is not int or not isinstance(message, str):
        return None
    if named or code in _RESERVED:
        return code, message, attr(exc, "data")
    return None


def _wait(data: object) -> float | None:
    if not isinstance(data, dict):
        return None
    for key, scale in _WAIT_KEYS:
        value = data.get(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            seconds = float(value) * scale
            if 0 <= seconds < float("inf"):
                return seconds
    return None


def from_jsonrpc(exc: BaseException) -> Verdict | None:
    """The verdict of a JSON-RPC error object on ``exc``, else None. A standard code decides;
    any other code's message is read like any error's (a spent quota, a full store, "try again
    later", insufficient funds, a rejected value); what it does not decide is transient in the
    server range and fatal for an application's own code (the remote procedure raised, as an
    XML-RPC fault). A wait in the error's ``data`` becomes ``retry_after``."""
    found = _found(exc)
    if found is None:
        return None
    code, message, data = found
    details = {"rpc_code": code}
    row = RPC_CODES.get(code)
    if row is not None:
        return Verdict(row[0], row[1], exc, details=details, own_details=True)
    said = worded(message)
    wait = _wait(data)
    if said == "quota":
        category, name = FATAL, "QUOTA_EXHAUSTED"
    elif out_of_space(message):
        category, name = FATAL, "OUT_OF_SPACE"
    elif said == "wait" or wait is not None:
        category, name = TRANSIENT, "TRY_AGAIN_LATER"
    else:
        kind = said_kind(message)
        if kind is not None:
            category, name = kind[0], kind[1]
        elif code in _SERVER_RANGE:
            category, name = TRANSIENT, "RPC_SERVER_ERROR"
        else:
            category, name = FATAL, "RPC_ERROR"
    return Verdict(
        category,
        name,
        exc,
        retry_after=wait if category is TRANSIENT else None,
        may_have_taken_effect=category is not CLIENT,
        details=details,
        own_details=True,
    )
