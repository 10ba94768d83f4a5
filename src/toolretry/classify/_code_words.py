"""An error code string an unknown exception carries, read by its words.

Vendors and protocols name their errors with identifiers that share the words class names use:
``object_not_found``, ``rate_limited``, ``RESOURCE_EXHAUSTED``, ``BAD_USER_INPUT``,
``Neo.ClientError.Statement.SyntaxError``, ``ResourceNotFoundException``. Such a string, under
the names clients keep it (``code``, ``error_code``, ``errorCode``, ``reason``, ``error_type``
and their other spellings: ``err_code``, ``errorType``, ``kind``, ``sub_code``, …),
or as the first entry of a GraphQL-style ``errors`` list (``extensions.code``, ``code``,
``type``), is split into words and looked up in `NAME_TOKEN_SHAPES`.

Only identifier-like strings are read (no spaces, a few dozen characters at most): a sentence
under ``reason`` is a message, read by the wording tables instead.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from .._category import ErrorCategory
from ._name_tokens import token_row
from ._protocol_tables import GRPC_NUMBERS
from ._verdict import Verdict
from ._weak_signals import concurrency_conflict

__all__ = ["from_code_words"]

_CODE_NAMES = ("code", "error_code", "errorCode", "reason", "error_type")
_ENTRY_NAMES = ("code", "type", "reason")
_IDENTIFIER = re.compile(r"[A-Za-z][A-Za-z0-9_.:\-]{2,63}")
# A ``name`` is read only in the shape of an error constant (``TOO_MANY_PARTS``, ClickHouse's
# and others'): upper-case words joined by underscores; any other name names a thing.
_CONSTANT = re.compile(r"[A-Z][A-Z0-9]*(_[A-Z0-9]+)+")
# Other spellings of a code's name (``err_code``, ``errCode``, ``errorType``, ``error_kind``,
# ``sub_code``), and names read only when their value is an error constant (``status``).
_CODE_KEY = re.compile(r"(err(or)?_?)?([Cc]ode|[Tt]ype|[Kk]ind|[Rr]eason)|\w+_?[Cc]ode")
_CONSTANT_KEY = re.compile(r"(err(or)?_?)?([Nn]ame|[Ss]tatus)")
# gRPC's canonical names, which are constants without an underscore too ("UNAVAILABLE",
# "ABORTED"): under a status-like key, such a name is the call's status.
_GRPC_NAMES = frozenset(GRPC_NUMBERS.values())
# Where a document store's JSON error body puts its code (CouchDB's ``{"error": "conflict",
# "reason": ...}``, etcd's ``{"errorCode": 100, "message": ...}``, and the like), when the
# client hands the parsed body over as the exception's first argument.
_BODY_CODE_NAMES = ("error", "code", "error_code", "errorCode", "type", "reason")


def _identifier(value: object) -> str | None:
    if isinstance(value, str) and _IDENTIFIER.fullmatch(value):
        return value
    return None


def _first_entry_code(errors: object) -> str | None:
    """The code of the first entry of a GraphQL-style ``errors`` list, if it has one."""
    if not isinstance(errors, Sequence) or isinstance(errors, (str, bytes)) or not errors:
        return None
    entry = errors[0]
    if not isinstance(entry, Mapping):
        return None
    extensions = entry.get("extensions")
    if isinstance(extensions, Mapping):
        code = _identifier(extensions.get("code"))
        if code is not None:
            return code
    for name in _ENTRY_NAMES:
        code = _identifier(entry.get(name))
        if code is not None:
            return code
    return None


def _argument_codes(args: tuple[object, ...]) -> list[object]:
    """The error code a parsed error body given as the first argument carries: a mapping's
    code keys (`_BODY_CODE_NAMES`), or the first of an ``(error, reason)`` pair of strings."""
    body = args[0] if args else None
    if isinstance(body, Mapping):
        return [body.get(name) for name in _BODY_CODE_NAMES]
    if isinstance(body, tuple) and len(body) == 2 and all(isinstance(v, str) for v in body):
        return [body[0]]
    return []


def _text(exc: BaseException) -> str:
    try:
        return str(exc)
    except Exception:  # a broken __str__ says nothing
        return ""


def from_code_words(exc: BaseException) -> Verdict | None:
    """The verdict the words of an error code string on ``exc`` give, or None. Never raises."""
    try:
        own = getattr(exc, "__dict__", None)
        if not isinstance(own, dict):
            return None
        codes = [own.get(name) for name in _CODE_NAMES]
        codes.append(_first_entry_code(own.get("errors")))
        for key, value in own.items():  # the same names in each client's own spelling
            if not isinstance(key, str) or key in _CODE_NAMES or not isinstance(value, str):
                continue
            if _CODE_KEY.fullmatch(key) or (
                _CONSTANT_KEY.fullmatch(key)
                and (_CONSTANT.fullmatch(value) or value in _GRPC_NAMES)
            ):
                codes.append(value)
        codes.extend(_argument_codes(exc.args))
        for value in codes:
            code = _identifier(value)
            if code is None:
                continue
            row = token_row(code.replace(".", "_").replace(":", "_").replace("-", "_"))
            if row is None:
                continue
            if row[1] == "ALREADY_EXISTS" and concurrency_conflict(_text(exc)):
                # A "conflict" code whose message says the target changed under the request
                # ("the resource has changed during the request"): concurrent work won, and
                # the same request, sent again, meets the new state.
                row = (ErrorCategory.TRANSIENT, "TRANSACTION_CONFLICT", row[2])
            return Verdict(row[0], row[1], exc, details={"error_code": code})
    except Exception:  # foreign containers must never break classification
        return None
    return None
