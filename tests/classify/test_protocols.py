"""Protocol facts read from any client: gRPC status and RetryInfo, SQLSTATE and sqlite names,
SMTP/FTP replies, websocket close codes, XML-RPC; each table row is checked."""

from __future__ import annotations

import ftplib
import imaplib
import poplib
import smtplib
import sqlite3
import xmlrpc.client
from collections.abc import Iterator
from concurrent import futures
from email.message import Message
from pathlib import Path
from typing import Any

import grpc
import pytest
from google.protobuf import any_pb2, duration_pb2
from google.rpc import code_pb2, error_details_pb2, status_pb2
from grpc_status import rpc_status
from websockets.exceptions import ConnectionClosedError
from websockets.frames import Close

from toolretry import ErrorCategory, classify
from toolretry.classify._protocol_tables import (
    GRPC_CODES,
    SQLITE_NAMES,
    SQLSTATE_CLASSES,
    SQLSTATE_CODES,
    WEBSOCKET_CLOSE,
)

# --- gRPC, live ------------------------------------------------------------------------------


def _rich(code: int, message: str, *details: Any) -> Any:
    packed = []
    for item in details:
        box = any_pb2.Any()
        box.Pack(item)
        packed.append(box)
    return rpc_status.to_status(status_pb2.Status(code=code, message=message, details=packed))


def _behave(name: str, context: Any) -> bytes:
    if name.startswith("code-"):
        context.abort(getattr(grpc.StatusCode, name[5:]), "told to fail")
    if name == "retry-info":
        delay = duration_pb2.Duration(seconds=1, nanos=500_000_000)
        info = error_details_pb2.RetryInfo(retry_delay=delay)
        context.abort_with_status(_rich(code_pb2.ABORTED, "conflict, retry", info))
    if name == "pushback":
        context.set_trailing_metadata((("grpc-retry-pushback-ms", "800"),))
        context.abort(grpc.StatusCode.RESOURCE_EXHAUSTED, "shed load")
    if name == "monthly-quota":
        violation = error_details_pb2.QuotaFailure.Violation(
            subject="project:7", description="Monthly quota of 10000 calls used up"
        )
        quota = error_details_pb2.QuotaFailure(violations=[violation])
        context.abort_with_status(_rich(code_pb2.RESOURCE_EXHAUSTED, "quota", quota))
    return b"ok"


class _Handler(grpc.GenericRpcHandler):
    def service(self, details: Any) -> Any:
        name = details.method.rsplit("/", 1)[1]
        return grpc.unary_unary_rpc_method_handler(lambda request, context: _behave(name, context))


@pytest.fixture(scope="module")
def grpc_channel() -> Iterator[grpc.Channel]:
    """A gRPC server on a loopback port whose methods fail as their name says."""
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=2))
    server.add_generic_rpc_handlers((_Handler(),))
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    try:
        with grpc.insecure_channel(f"127.0.0.1:{port}") as channel:
            yield channel
    finally:
        server.stop(0)


def _rpc_error(channel: grpc.Channel, name: str) -> grpc.RpcError:
    with pytest.raises(grpc.RpcError) as raised:
        channel.unary_unary(f"/test.T/{name}")(b"x", timeout=5)
    return raised.value


@pytest.mark.parametrize("name", sorted(GRPC_CODES))
def test_each_grpc_status_is_judged_by_its_row(grpc_channel: grpc.Channel, name: str) -> None:
    """A live RpcError's ``code()`` is looked up in the gRPC table."""
    info = classify(_rpc_error(grpc_channel, f"code-{name}"))
    assert (info.category, info.code) == GRPC_CODES[name][:2]
    assert info.details["grpc_status"] == name


def test_grpc_retry_info_in_the_rich_status_is_a_wait(grpc_channel: grpc.Channel) -> None:
    """RetryInfo's retry_delay (seconds and nanos) in grpc-status-details-bin is retry_after."""
    info = classify(_rpc_error(grpc_channel, "retry-info"))
    assert (info.category, info.retry_after) == (ErrorCategory.TRANSIENT, 1.5)


def test_grpc_retry_pushback_is_a_wait(grpc_channel: grpc.Channel) -> None:
    """The grpc-retry-pushback-ms trailer becomes retry_after in seconds."""
    assert classify(_rpc_error(grpc_channel, "pushback")).retry_after == 0.8


def test_a_spent_quota_behind_resource_exhausted_is_fatal(grpc_channel: grpc.Channel) -> None:
    """QuotaFailure wording of a monthly quota outranks RESOURCE_EXHAUSTED's wait."""
    info = classify(_rpc_error(grpc_channel, "monthly-quota"))
    assert (info.category, info.code, info.retry_after) == (
        ErrorCategory.FATAL,
        "QUOTA_EXHAUSTED",
        None,
    )


# --- gRPC status without grpc: the shapes other clients use -------------------------------------


class _Wrapped(Exception):
    """google-api-core's shape: an HTTP ``code`` and a ``grpc_status_code``."""

    def __init__(self, grpc_status_code: object, code: int) -> None:
        super().__init__("wrapped")
        self.grpc_status_code = grpc_status_code
        self.code = code


@pytest.mark.parametrize(
    ("value", "name"),
    [(grpc.StatusCode.ABORTED, "ABORTED"), (14, "UNAVAILABLE"), ("NOT_FOUND", "NOT_FOUND")],
    ids=["enum", "int", "name"],
)
def test_grpc_status_code_as_enum_int_or_name(value: object, name: str) -> None:
    """The status beats the HTTP code it was mapped to (ABORTED is 409, but transient)."""
    info = classify(_Wrapped(value, 409))
    assert (info.category, info.code) == GRPC_CODES[name][:2]


def test_an_unrelated_code_method_is_not_a_grpc_status() -> None:
    """A ``code()`` without the ``details()`` of a gRPC call is not read."""

    class Odd(Exception):
        def code(self) -> int:
            return 14

    assert classify(Odd("x")).code == "UNEXPECTED_ERROR"


# --- SQL ---------------------------------------------------------------------------------------


class _DbError(Exception):
    def __init__(self, **fields: Any) -> None:
        super().__init__("db said no")
        self.__dict__.update(fields)


@pytest.mark.parametrize("state", sorted(SQLSTATE_CODES))
def test_each_sqlstate_code_row(state: str) -> None:
    """psycopg's ``sqlstate`` is looked up code first."""
    info = classify(_DbError(sqlstate=state))
    assert (info.category, info.code) == SQLSTATE_CODES[state][:2]


@pytest.mark.parametrize("klass", sorted(SQLSTATE_CLASSES))
def test_each_sqlstate_class_row(klass: str) -> None:
    """A code not tabled on its own falls to its class (psycopg2's ``pgcode``)."""
    state = f"{klass}ZZZ"
    info = classify(_DbError(pgcode=state))
    assert (info.category, info.code) == SQLSTATE_CLASSES[klass][:2]
    assert info.details["sqlstate"] == state


@pytest.mark.parametrize("value", ["23505 ", "abcde", 23505, "2350"])
def test_a_malformed_sqlstate_is_not_read(value: object) -> None:
    """Only five upper-case letters or digits are a SQLSTATE."""
    assert classify(_DbError(sqlstate=value)).code == "UNEXPECTED_ERROR"


def test_sqlite_busy_is_transient(tmp_path: Path) -> None:
    """A write lock held by another connection: SQLITE_BUSY, try again."""
    path = tmp_path / "db.sqlite"
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("create table k(v)")
    holder.execute("begin immediate")
    other = sqlite3.connect(path, timeout=0, isolation_level=None)
    with pytest.raises(sqlite3.OperationalError) as raised:
        other.execute("insert into k values (1)")
    info = classify(raised.value)
    assert (info.category, info.code) == (ErrorCategory.TRANSIENT, "DB_BUSY")
    holder.close()
    other.close()


def test_sqlite_primary_key_is_a_unique_violation() -> None:
    """SQLITE_CONSTRAINT_PRIMARYKEY: a client error, named as a unique violation."""
    db = sqlite3.connect(":memory:")
    db.execute("create table k(id integer primary key)")
    db.execute("insert into k values (1)")
    with pytest.raises(sqlite3.IntegrityError) as raised:
        db.execute("insert into k values (1)")
    assert classify(raised.value).code == "UNIQUE_VIOLATION"


@pytest.mark.parametrize("name", sorted(SQLITE_NAMES))
def test_each_sqlite_name_row(name: str) -> None:
    """Each sqlite error name (as ``sqlite_errorname``) has its row."""
    info = classify(_DbError(sqlite_errorname=name))
    assert (info.category, info.code) == SQLITE_NAMES[name][:2]


def test_an_extended_sqlite_name_falls_back_to_its_primary() -> None:
    """SQLITE_BUSY_SNAPSHOT reads as SQLITE_BUSY."""
    assert classify(_DbError(sqlite_errorname="SQLITE_BUSY_SNAPSHOT")).code == "DB_BUSY"


# --- SMTP, FTP, websockets, XML-RPC ------------------------------------------------------------


@pytest.mark.parametrize(
    ("exc", "category", "code"),
    [
        (
            smtplib.SMTPResponseException(452, b"4.2.2 Mailbox full"),
            ErrorCategory.TRANSIENT,
            "SMTP_452",
        ),
        (
            smtplib.SMTPSenderRefused(553, b"5.1.8 bad sender", "a@b"),
            ErrorCategory.CLIENT,
            "SMTP_553",
        ),
        (
            smtplib.SMTPRecipientsRefused({"x@y": (421, b"4.4.2 try later")}),
            ErrorCategory.TRANSIENT,
            "SMTP_421",
        ),
        (
            ftplib.error_temp("426 Connection closed; transfer aborted"),
            ErrorCategory.TRANSIENT,
            "FTP_426",
        ),
        (ftplib.error_perm("501 Syntax error in parameters"), ErrorCategory.CLIENT, "FTP_501"),
    ],
    ids=["smtp-452", "smtp-553", "smtp-rcpt-421", "ftp-426", "ftp-501"],
)
def test_reply_codes_by_their_first_digit(exc: BaseException, category: Any, code: str) -> None:
    """4xx replies are transient, 5xx replies a request to change."""
    info = classify(exc)
    assert (info.category, info.code) == (category, code)


@pytest.mark.parametrize("code", sorted(WEBSOCKET_CLOSE))
def test_each_websocket_close_code_row(code: int) -> None:
    """The close code a websockets peer sent decides."""
    info = classify(ConnectionClosedError(Close(code, "bye"), None))
    assert (info.category, info.code) == WEBSOCKET_CLOSE[code][:2]


def test_a_websocket_that_dropped_without_a_close_frame_is_transient() -> None:
    """No close frame received: an abnormal closure (1006)."""
    info = classify(ConnectionClosedError(None, None))
    assert info.code == "WEBSOCKET_ABNORMAL_CLOSURE"


def test_xmlrpc_protocol_error_reads_status_and_retry_after() -> None:
    """ProtocolError's ``errcode`` is the HTTP status, its headers give Retry-After."""
    headers = Message()
    headers["Retry-After"] = "11"
    info = classify(xmlrpc.client.ProtocolError("http://h/RPC2", 429, "Too Many", headers))
    assert (info.category, info.code, info.retry_after) == (
        ErrorCategory.TRANSIENT,
        "HTTP_429",
        11.0,
    )


def test_xmlrpc_fault_is_a_remote_fault() -> None:
    """A Fault is the remote procedure's own failure: fatal, its fault string kept."""
    info = classify(xmlrpc.client.Fault(3, "no such account"))
    assert (info.category, info.code) == (ErrorCategory.FATAL, "RPC_FAULT")
    assert "no such account" in info.message


@pytest.mark.parametrize(
    ("exc", "code"),
    [
        (poplib.error_proto(b"-ERR [IN-USE] mailbox locked"), "MAILBOX_IN_USE"),
        (poplib.error_proto(b"-ERR [SYS/PERM] broken"), "MAIL_SERVER_ERROR"),
        (imaplib.IMAP4.error("b'[OVERQUOTA] mailbox full'"), "QUOTA_EXHAUSTED"),
        (imaplib.IMAP4.error("b'[NONEXISTENT] no such folder'"), "NOT_FOUND"),
    ],
    ids=["pop-in-use", "pop-sys-perm", "imap-overquota", "imap-nonexistent"],
)
def test_pop_and_imap_response_codes(exc: BaseException, code: str) -> None:
    """The bracketed response code of a POP3 or IMAP reply decides."""
    assert classify(exc).code == code


def test_a_validation_error_of_any_library_is_a_client_error() -> None:
    """A class named ValidationError (jsonschema, marshmallow, ...) rejects the input."""
    jsonschema = pytest.importorskip("jsonschema")
    with pytest.raises(jsonschema.ValidationError) as raised:
        jsonschema.validate({"n": "x"}, {"properties": {"n": {"type": "integer"}}})
    info = classify(raised.value)
    assert (info.category, info.code) == (ErrorCategory.CLIENT, "VALIDATION_ERROR")
