"""Facts that protocols share, read by duck typing from any client: gRPC status and RetryInfo,
SQLSTATE and sqlite error names, SMTP/FTP reply codes, websocket close codes, XML-RPC faults.

Each reader finds one fact with a sanity check (an unrelated ``code`` is not a status) and looks
it up in ``_protocol_tables``; nothing here imports a client.
"""

from __future__ import annotations

import re
from typing import Any

from .._category import ErrorCategory
from . import _http_facts
from ._body import MAPPING
from ._carried_codes import carried_grpc_name, carried_sqlstate
from ._clients import attr, quota_marked, valid_status
from ._jsonrpc import from_jsonrpc
from ._mqtt_codes import mqtt_verdict
from ._numbered_codes import from_numbered_codes
from ._proto_wire import status_details
from ._protocol_tables import (
    GRPC_CODES,
    GRPC_NUMBERS,
    SQLITE_NAMES,
    SQLSTATE_CLASSES,
    SQLSTATE_CODES,
    WEBSOCKET_CLOSE,
    Row,
)
from ._reply_codes import from_reply
from ._result_codes import from_mysql_number, from_result_codes
from ._sqlite_codes import sqlite_code_name
from ._text_signals import quota_worded
from ._unbound_protocols import close_code, resp_reply_row
from ._verdict import Verdict

__all__ = ["from_protocols", "grpc_status_name"]

_SQLSTATE = re.compile(r"[0-9A-Z]{5}")
_PUSHBACK = "grpc-retry-pushback-ms"
_DETAILS_BIN = "grpc-status-details-bin"
_MAX_METADATA = 64


def _verdict(row: Row, exc: BaseException, **facts: Any) -> Verdict:
    category, code, _ = row
    return Verdict(category, code, exc, **facts)


# --- gRPC --------------------------------------------------------------------------------------


def _status_name(value: object) -> str | None:
    name = getattr(value, "name", None)  # grpc.StatusCode, google.rpc.Code enums
    if isinstance(name, str) and name in GRPC_CODES:
        return name
    if isinstance(value, int) and not isinstance(value, bool):
        return GRPC_NUMBERS.get(value)
    if isinstance(value, str) and value in GRPC_CODES:
        return value
    return None


def grpc_status_name(exc: BaseException) -> str | None:
    """The gRPC canonical status of ``exc``: google-api-core's ``grpc_status_code``, or
    ``code()`` where the class has the ``grpc.Call`` shape (``code()`` and ``details()``)."""
    found = _status_name(attr(exc, "grpc_status_code"))
    if found is not None:
        return found
    cls = type(exc)
    if callable(getattr(cls, "code", None)) and callable(getattr(cls, "details", None)):
        try:
            return _status_name(exc.code())  # type: ignore[attr-defined]
        except Exception:
            return None
    return carried_grpc_name(exc)


def _call_text(exc: BaseException, name: str) -> Any:
    method = getattr(type(exc), name, None)
    if not callable(method):
        return None
    try:
        return method(exc)
    except Exception:
        return None


def _metadata(exc: BaseException) -> tuple[float | None, list[str]]:
    """(wait, words) from the trailing metadata: retry-pushback-ms, then the rich status."""
    pairs = _call_text(exc, "trailing_metadata")
    if pairs is None:  # google-api-core keeps the grpc call as ``response``
        response = attr(exc, "response")
        method = getattr(type(response), "trailing_metadata", None)
        try:
            pairs = method(response) if callable(method) else None
        except Exception:
            pairs = None
    wait: float | None = None
    words: list[str] = []
    try:
        for count, pair in enumerate(pairs or ()):
            if count >= _MAX_METADATA:
                break
            key, value = pair
            if key == _PUSHBACK:
                ms = _http_facts.parse_duration(value)
                wait = ms / 1000.0 if ms is not None else wait
            elif key == _DETAILS_BIN:
                delay, words = status_details(value)
                wait = delay if delay is not None else wait
    except (TypeError, ValueError):
        pass
    return wait, words


def _parsed_details(exc: BaseException) -> tuple[float | None, list[str]]:
    """(RetryInfo delay, words) from google-api-core's parsed ``details`` (protos or dicts)."""
    details = attr(exc, "details")
    if callable(details) or not isinstance(details, (list, tuple)):
        return None, []
    wait: float | None = None
    words: list[str] = []
    for item in details[:10]:
        if isinstance(item, MAPPING):
            if isinstance(item.get("retryDelay"), str):
                wait = _http_facts.parse_duration(item["retryDelay"])
            words.extend(str(v) for k, v in item.items() if k in ("reason", "description"))
            continue
        delay = attr(item, "retry_delay")
        if delay is not None:
            seconds, nanos = attr(delay, "seconds"), attr(delay, "nanos") or 0
            if isinstance(seconds, int) and isinstance(nanos, int):
                wait = seconds + nanos / 1e9
        reason = attr(item, "reason")
        if isinstance(reason, str):
            words.append(reason)
        for violation in list(attr(item, "violations") or ())[:10]:
            words.append(str(attr(violation, "description") or ""))
    return wait, words


def _from_grpc(exc: BaseException, name: str) -> Verdict:
    row = GRPC_CODES[name]
    message = _call_text(exc, "details")
    if not isinstance(message, str):
        message = attr(exc, "message")
    text = message if isinstance(message, str) else ""
    wait, words = _metadata(exc)
    if wait is None:
        wait, parsed_words = _parsed_details(exc)
        words = words or parsed_words
    if wait is None:
        wait = _http_facts.retry_after_from_headers(_http_facts.headers_of(exc))
    status = valid_status(attr(exc, "code"))
    details = {"grpc_status": name}
    # A spent quota or disabled billing outranks what its status would say: nothing to wait for.
    if name in ("RESOURCE_EXHAUSTED", "PERMISSION_DENIED") and (
        any(quota_marked(None, w) for w in words) or quota_worded(" ".join([text, *words]))
    ):
        return Verdict(
            ErrorCategory.FATAL,
            "QUOTA_EXHAUSTED",
            exc,
            status_code=status,
            may_have_taken_effect=False,
            details=details,
            own_details=True,
        )
    transient = row[0] is ErrorCategory.TRANSIENT
    return _verdict(
        row,
        exc,
        status_code=status,
        retry_after=wait if transient else None,
        may_have_taken_effect=name not in ("RESOURCE_EXHAUSTED", "UNAVAILABLE"),
        details=details,
        own_details=True,
    )


# --- SQL ---------------------------------------------------------------------------------------


def _sqlstate_of(exc: BaseException) -> str | None:
    for name in ("sqlstate", "pgcode"):
        value = attr(exc, name)
        if isinstance(value, str) and _SQLSTATE.fullmatch(value):
            return value
    value = attr(attr(exc, "diag"), "sqlstate")
    if isinstance(value, str) and _SQLSTATE.fullmatch(value):
        return value
    return carried_sqlstate(exc)


# Before Python 3.11 sqlite3's exceptions carry no ``sqlite_errorname``; sqlite's own text for
# each result code (``sqlite3_errstr``, and its constraint messages) names it as surely.
_SQLITE_MESSAGES = (
    ("UNIQUE constraint failed", "SQLITE_CONSTRAINT_UNIQUE"),
    ("FOREIGN KEY constraint failed", "SQLITE_CONSTRAINT_FOREIGNKEY"),
    ("NOT NULL constraint failed", "SQLITE_CONSTRAINT_NOTNULL"),
    ("CHECK constraint failed", "SQLITE_CONSTRAINT_CHECK"),
    ("database table is locked", "SQLITE_LOCKED"),
    ("database is locked", "SQLITE_BUSY"),
    ("attempt to write a readonly database", "SQLITE_READONLY"),
    ("database or disk is full", "SQLITE_FULL"),
    ("unable to open database file", "SQLITE_CANTOPEN"),
    ("file is not a database", "SQLITE_NOTADB"),
    ("database disk image is malformed", "SQLITE_CORRUPT"),
    ("datatype mismatch", "SQLITE_MISMATCH"),
)


def _sqlite_name_of(message: str) -> str | None:
    for text, name in _SQLITE_MESSAGES:
        if message.startswith(text):
            return name
    return None


def _from_sql(exc: BaseException) -> Verdict | None:
    state = _sqlstate_of(exc)
    if state is not None:
        row = SQLSTATE_CODES.get(state) or SQLSTATE_CLASSES.get(state[:2])
        if row is None:
            return None
        effect = row[0] is not ErrorCategory.CLIENT
        return _verdict(
            row, exc, may_have_taken_effect=effect, details={"sqlstate": state}, own_details=True
        )
    name = attr(exc, "sqlite_errorname") or sqlite_code_name(exc)
    if name is None and type(exc).__module__ == "sqlite3":
        name = _sqlite_name_of(str(exc))
    if not isinstance(name, str) or not name.startswith("SQLITE_"):
        return None
    row = SQLITE_NAMES.get(name) or SQLITE_NAMES.get("_".join(name.split("_", 2)[:2]))
    if row is None:
        return None
    return _verdict(row, exc, details={"sqlite_error": name}, own_details=True)


# --- websockets, XML-RPC ------------------------------------------------------------------


def _from_websocket(exc: BaseException) -> Verdict | None:
    code = close_code(exc)
    row = WEBSOCKET_CLOSE.get(code) if code is not None else None
    if row is None and code is not None:
        # Private close codes 4000-4999 conventionally carry 4000 + an HTTP status (graphql-ws:
        # 4400 bad request, 4401 unauthorized, 4403 forbidden, 4429 too many): read as that status.
        category = _http_facts.STATUS_CATEGORIES.get(code - 4000)
        if category is not None and 4400 <= code <= 4599:
            details = {"close_code": code}
            return Verdict(category, f"WEBSOCKET_{code}", exc, details=details, own_details=True)
    if row is None:
        return None
    return _verdict(row, exc, details={"close_code": code}, own_details=True)


def _from_resp(exc: BaseException) -> Verdict | None:
    """A Redis error reply from any client of the protocol (see ``_unbound_protocols``)."""
    found = resp_reply_row(exc)
    if found is None:
        return None
    return _verdict(found[1], exc, details={"redis_error": found[0]}, own_details=True)


def _from_fault(exc: BaseException) -> Verdict | None:
    """XML-RPC ``Fault``: the remote procedure raised; only a person can look at why."""
    code, text = attr(exc, "faultCode"), attr(exc, "faultString")
    if not isinstance(text, str) or isinstance(code, bool) or not isinstance(code, (int, str)):
        return None
    return Verdict(ErrorCategory.FATAL, "RPC_FAULT", exc, message=f"remote fault {code}: {text}")


def from_protocols(exc: BaseException) -> Verdict | None:
    """The verdict of a protocol fact on ``exc`` (gRPC, MySQL numbers, SQL, libcurl and Oracle
    numbers, reply codes, websockets, Redis error replies, XML-RPC, JSON-RPC, MQTT reason
    codes), or None. Never raises."""
    try:
        name = grpc_status_name(exc)
        if name is not None:
            return _from_grpc(exc, name)
        return (
            from_mysql_number(exc)
            or _from_sql(exc)
            or from_numbered_codes(exc)
            or from_reply(exc)
            or _from_websocket(exc)
            or _from_resp(exc)
            or _from_fault(exc)
            or from_jsonrpc(exc)
            or from_result_codes(exc)
            or mqtt_verdict(exc)
        )
    except Exception:  # foreign attributes must never break classification
        return None
