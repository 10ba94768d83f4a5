"""Protocol codes a client keeps under names of its own: a gRPC status enum on ``status``
(grpclib) and the PostgreSQL wire protocol's error fields as a mapping (pg8000).

A code is taken only where its own shape proves it: an enum member whose name is a gRPC
canonical code *and* whose value is that code's number, a mapping whose ``C`` field is a
SQLSTATE beside its ``M`` message. Nothing here reads a bare number or a string that merely
looks like a code.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from ._clients import attr
from ._protocol_tables import GRPC_NUMBERS

__all__ = ["carried_grpc_name", "carried_sqlstate"]

# Where clients other than grpc keep the status of a call (grpclib's ``GRPCError.status``).
_GRPC_PLACES = ("status", "grpc_status", "code", "status_code")
_SQLSTATE = re.compile(r"[0-9A-Z]{5}")


def _canonical(value: object) -> str | None:
    """The gRPC code name of an enum member numbered as gRPC numbers it, else None."""
    name, number = getattr(value, "name", None), getattr(value, "value", None)
    if isinstance(number, tuple) and number:  # grpc.StatusCode's (14, "unavailable")
        number = number[0]
    if not isinstance(name, str) or not isinstance(number, int) or isinstance(number, bool):
        return None
    return name if GRPC_NUMBERS.get(number) == name else None


def carried_grpc_name(exc: BaseException) -> str | None:
    """A gRPC canonical status ``exc`` keeps as an enum under another name, or in its
    first argument (grpclib's ``GRPCError(Status.UNAVAILABLE, ...)``), else None."""
    for place in _GRPC_PLACES:
        found = _canonical(attr(exc, place))
        if found is not None:
            return found
    args = exc.args
    return _canonical(args[0]) if args else None


# The other fields of PostgreSQL's ErrorResponse, by the names its relays give them.
_ERROR_FIELDS = ("hint", "detail", "details", "constraint", "table", "schema", "column")


def carried_sqlstate(exc: BaseException) -> str | None:
    """The SQLSTATE of a PostgreSQL ErrorResponse ``exc`` relays as its fields, else None:
    ``{"C": "23505", "M": "duplicate key ..."}`` as its first argument (pg8000), or a plain
    ``code`` beside two more of the response's fields as attributes (``hint``, ``details``:
    PostgREST and the SDKs over it). Then the code is read whatever language the server's
    messages are in."""
    args = exc.args
    fields = args[0] if args else None
    if isinstance(fields, Mapping):
        state, message = fields.get("C"), fields.get("M")
        if isinstance(state, str) and isinstance(message, str) and _SQLSTATE.fullmatch(state):
            return state
    state = attr(exc, "code")
    if not isinstance(state, str) or _SQLSTATE.fullmatch(state) is None:
        return None
    present = sum(1 for name in _ERROR_FIELDS if _has(exc, name))
    return state if present >= 2 else None


def _has(exc: BaseException, name: str) -> bool:
    try:
        return hasattr(exc, name)
    except Exception:  # A property that raises something hasattr does not swallow.
        return False
