"""Store and connection facts blind set 11 showed unread, made general (issue 23): SQLite's
numeric result codes from any binding, private websocket close codes that carry an HTTP status,
class names saying draining or read-only, and a dropped socket in words."""

from __future__ import annotations

from typing import Any

import pytest

from toolretry import classify
from toolretry.classify._sqlite_codes import SQLITE_PRIMARY, sqlite_code_name
from toolretry.classify._text_signals import worded


def _error(name: str, *args: Any, module: str = "somelib.errors", **attrs: Any) -> Exception:
    """An exception of a fresh class ``name`` in a third-party ``module``, raised with ``args``."""
    cls = type(name, (Exception,), {"__module__": module})
    exc = cls(*args)
    for key, value in attrs.items():
        setattr(exc, key, value)
    return exc


@pytest.mark.parametrize(
    ("primary", "extended", "category", "code"),
    [
        (13, 13, "fatal", "OUT_OF_SPACE"),  # SQLITE_FULL
        (5, 5, "transient", "DB_BUSY"),  # SQLITE_BUSY
        (5, 517, "transient", "DB_BUSY"),  # SQLITE_BUSY_SNAPSHOT
        (6, 262, "transient", "DB_BUSY"),  # SQLITE_LOCKED_SHAREDCACHE
        (19, 2067, "client", "CONSTRAINT_VIOLATION"),  # SQLITE_CONSTRAINT_UNIQUE, primary read
        (1, 1, "fatal", "SQL_ERROR"),  # SQLITE_ERROR: a missing table is a bug in the query
        (11, 11, "fatal", "DB_INTERNAL_ERROR"),  # SQLITE_CORRUPT
        (8, 1032, "fatal", "DB_READ_ONLY"),  # SQLITE_READONLY_DBMOVED
    ],
)
def test_a_result_code_pair_is_read_as_sqlite(
    primary: int, extended: int, category: str, code: str
) -> None:
    """A result/extendedresult pair whose low byte agrees is judged by SQLite's table."""
    exc = _error("StoreError", "something failed", module="sqlbind", result=primary,
                 extendedresult=extended)  # fmt: skip
    info = classify(exc)
    assert (info.category.value, info.code) == (category, code)


@pytest.mark.parametrize(("number", "name"), sorted(SQLITE_PRIMARY.items()))
def test_every_primary_code_has_its_name(number: int, name: str) -> None:
    """sqlite_errorcode (with an extended detail byte) names the primary code."""
    assert sqlite_code_name(_error("E", "x", sqlite_errorcode=number | (3 << 8))) == name


@pytest.mark.parametrize(
    "attrs",
    [
        {"result": 13, "extendedresult": 14},  # low bytes disagree: not SQLite's shape
        {"result": 13},
        {"result": "13", "extendedresult": "13"},
        {"extendedresult": 13},
        {},
    ],
)
def test_no_sqlite_code_without_its_shape(attrs: dict[str, Any]) -> None:
    """A lone or disagreeing ``result`` is not read as a SQLite code."""
    assert sqlite_code_name(_error("E", "x", **attrs)) is None


@pytest.mark.parametrize(
    ("close", "category"),
    [(4400, "client"), (4401, "client"), (4403, "client"), (4404, "client"),
     (4429, "transient"), (4503, "transient")],
)  # fmt: skip
def test_a_private_close_code_carrying_an_http_status(close: int, category: str) -> None:
    """A 4000+status close code on a websocket error is judged as that HTTP status."""
    exc = _error("WebSocketClosed", close, "closed by server", module="wsclient", code=close)
    info = classify(exc)
    assert (info.category.value, info.code) == (category, f"WEBSOCKET_{close}")


@pytest.mark.parametrize("close", [4000, 4321, 4999, 4600])
def test_a_private_close_code_with_no_status_is_not_an_http_one(close: int) -> None:
    """A private close code that carries no registered status is not read as one."""
    exc = _error("WebSocketClosed", close, "bye", module="wsclient", code=close)
    assert not classify(exc).code.startswith("WEBSOCKET_4")


@pytest.mark.parametrize(
    "name", ["DrainingError", "ServerDraining", "NodeDrainedException", "pool_draining_error"]
)
def test_a_class_named_draining_waits(name: str) -> None:
    """A server draining its work is going away: another attempt later or elsewhere helps."""
    assert classify(_error(name, "")).category.value == "transient"


@pytest.mark.parametrize(
    "name", ["ReadOnlyError", "ReadonlyReplicaError", "read_only_mode_error", "StoreIsReadOnly"]
)
def test_a_class_named_read_only_is_a_client_fault(name: str) -> None:
    """A read-only target takes no writes: the call must write elsewhere or only read."""
    info = classify(_error(name, "write refused"))
    assert (info.category.value, info.code) == ("client", "READ_ONLY")


@pytest.mark.parametrize(
    "message",
    [
        "command: SELECT => socket error: EOF",
        "socket error while reading the reply",
        "the connection was lost during FETCH",
        "upstream connection dropped mid-transfer",
    ],
)
def test_a_dropped_socket_in_words_says_wait(message: str) -> None:
    """A message saying the socket failed or the connection dropped says wait."""
    assert worded(message) == "wait"
