"""Shapes many clients share, read without naming a client: MySQL error numbers on PEP 249
classes, the OSError shape on errors that are no OSError, class names after HTTP reason
phrases and database error kinds, and lock/conflict or status wording."""

from __future__ import annotations

from typing import Any

import pytest

from toolretry import classify
from toolretry.classify._result_tables import MYSQL_ERRORS


def _error(name: str, *args: Any, module: str = "somedriver.err", **attrs: Any) -> BaseException:
    """An exception of a fresh class ``name`` in ``module``, raised with ``args``."""
    cls = type(name, (Exception,), {"__module__": module})
    exc = cls(*args)
    for key, value in attrs.items():
        setattr(exc, key, value)
    return exc


@pytest.mark.parametrize(
    ("name", "number", "category", "code"),
    [
        ("OperationalError", 1213, "transient", "DB_DEADLOCK"),
        ("OperationalError", 1205, "transient", "DB_LOCK_TIMEOUT"),
        ("OperationalError", 1040, "transient", "DB_INSUFFICIENT_RESOURCES"),
        ("OperationalError", 2013, "transient", "DB_CONNECTION_ERROR"),
        ("InternalError", 3024, "transient", "DB_QUERY_CANCELED"),
        ("IntegrityError", 1062, "client", "UNIQUE_VIOLATION"),
        ("IntegrityError", 1452, "client", "FOREIGN_KEY_VIOLATION"),
        ("DataError", 1406, "client", "INVALID_DATA"),
        ("OperationalError", 1045, "client", "AUTHENTICATION_FAILED"),
        ("ProgrammingError", 1146, "fatal", "SQL_ERROR"),
        ("OperationalError", 1114, "fatal", "OUT_OF_SPACE"),
    ],
)
def test_mysql_number(name: str, number: int, category: str, code: str) -> None:
    """A PEP 249 error raised as ``(number, message)`` is judged by the MySQL number."""
    info = classify(_error(name, number, "the server said no"))
    assert (info.category.value, info.code) == (category, code)
    assert info.details["mysql_error"] == number


def test_mysql_number_beats_a_coarse_sqlstate() -> None:
    """MySQL gives 42000 to a connection limit too: the number decides, not the state."""
    exc = _error("OperationalError", 1203, "max_user_connections", sqlstate="42000")
    assert classify(exc).code == "DB_INSUFFICIENT_RESOURCES"


def test_mysql_errno_beside_sqlstate() -> None:
    """mysql-connector's shape: ``errno`` beside an unlisted ``sqlstate``."""
    exc = _error("DatabaseError", "Deadlock found", errno=1213, sqlstate="HY000")
    assert classify(exc).code == "DB_DEADLOCK"


@pytest.mark.parametrize(
    "exc",
    [
        _error("OperationalError", 1213),  # no message beside the number
        _error("QueryFailed", 1213, "Deadlock"),  # not a PEP 249 class
        _error("OperationalError", "1213", "Deadlock"),  # a string is no number
        _error("OperationalError", True, "Deadlock"),
    ],
    ids=["no-message", "not-dbapi", "string", "bool"],
)
def test_mysql_number_needs_its_shape(exc: BaseException) -> None:
    """An int first argument is read as a MySQL number only in the PEP 249 shape."""
    assert "mysql_error" not in classify(exc).details


def test_mysql_table_rows_have_reasons() -> None:
    """Every MySQL row says why, beside its rule."""
    assert all(len(row[2]) > 10 for row in MYSQL_ERRORS.values())


@pytest.mark.parametrize(
    ("number", "category", "code"),
    [
        (11, "transient", "RESOURCE_BUSY"),
        (98, "transient", "ADDRESS_IN_USE"),
        (22, "client", "INVALID_ARGUMENT"),
        (93, "client", "UNSUPPORTED_PROTOCOL"),
        (88, "fatal", "BAD_DESCRIPTOR"),
        (28, "fatal", "OUT_OF_SPACE"),
    ],
)
def test_errno_shape_on_a_non_oserror(number: int, category: str, code: str) -> None:
    """An ``errno`` beside a ``strerror`` (ZeroMQ's, a C extension's) reads like an OSError's."""
    exc = _error("ZMQError", "failed", errno=number, strerror="failed")
    info = classify(exc)
    assert (info.category.value, info.code) == (category, code)


def test_errno_without_strerror_is_not_read() -> None:
    """A lone ``errno`` attribute is not enough to be taken for the OSError shape."""
    assert classify(_error("LibError", "failed", errno=98)).code == "UNEXPECTED_ERROR"


@pytest.mark.parametrize(
    ("name", "category", "code"),
    [
        ("BadGateway", "transient", "SERVICE_UNAVAILABLE"),
        ("ServiceUnavailableError", "transient", "SERVICE_UNAVAILABLE"),
        ("InternalServerError", "transient", "SERVICE_UNAVAILABLE"),
        ("VaultDown", "transient", "SERVICE_UNAVAILABLE"),
        ("MemcacheUnexpectedCloseError", "transient", "CONNECTION_ERROR"),
        ("Forbidden", "client", "PERMISSION_DENIED"),
        ("AccessDeniedException", "client", "PERMISSION_DENIED"),
        ("ConstraintException", "client", "CONSTRAINT_VIOLATION"),
        ("IntegrityError", "client", "CONSTRAINT_VIOLATION"),
        ("ConversionException", "client", "INVALID_DATA"),
        ("DataError", "client", "INVALID_DATA"),
        ("ExpiredSignatureError", "client", "EXPIRED"),
        ("MemcacheIllegalInputError", "client", "INVALID_REQUEST"),
        ("CatalogException", "fatal", "SQL_ERROR"),
        ("ProgrammingError", "fatal", "SQL_ERROR"),
    ],
)
def test_class_name_shape(name: str, category: str, code: str) -> None:
    """A class name after a reason phrase or a database error kind says what failed."""
    info = classify(_error(name, "it failed"))
    assert (info.category.value, info.code) == (category, code)


@pytest.mark.parametrize(
    "name", ["InvalidResponseError", "IllegalStateError", "Markdown", "Download", "Shutdowns"]
)
def test_class_name_shape_exclusions(name: str) -> None:
    """A bad response is not the request's fault; an illegal state is a bug; no lone word."""
    assert classify(_error(name, "it failed")).category.value == "fatal"


@pytest.mark.parametrize(
    "text",
    [
        'IO Error: Could not set lock on file "/data/app.duckdb": Conflict',
        "could not acquire the lock on table orders",
        "TransactionContext Error: Conflict on update!",
        "Lock wait timeout exceeded; try restarting transaction",
        "ERROR: could not serialize access due to concurrent update",
        "Lost connection to server during query",
        "non-XML response from server; Response code: 502, Content-Type: text/html",
        "upstream answered HTTP Error 503: Service Unavailable",
        "request failed with status code 429",
    ],
)
def test_wording_says_wait(text: str) -> None:
    """Lock, conflict, lost-connection and 5xx/429 status wording is transient."""
    assert classify(RuntimeError(text)).category.value == "transient"


@pytest.mark.parametrize(
    "text",
    [
        "Response code: 501, the method is not implemented",
        "status code: 404 for /users/7",
        "lockfile format is invalid",
        "conflicting options: --all and --none",
    ],
)
def test_wording_that_does_not_say_wait(text: str) -> None:
    """A 501, a 404, or the words lock/conflict in another sense are not transient."""
    assert classify(RuntimeError(text)).category.value != "transient"


@pytest.mark.parametrize("name", ["resp_headers", "response_headers", "headers"])
def test_wait_read_from_headers_under_other_names(name: str) -> None:
    """A refusal's headers kept under another common name still give its Retry-After."""
    exc = _error("HandshakeRefused", "status 503", status_code=503, **{name: {"retry-after": "6"}})
    info = classify(exc)
    assert (info.category.value, info.retry_after) == ("transient", 6.0)


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("TooSlowError", "TIMEOUT"),
        ("JsonPathLexerError", "MALFORMED_INPUT"),
        ("LexError", "MALFORMED_INPUT"),
        ("LexingException", "MALFORMED_INPUT"),
    ],
)
def test_timeout_and_lexer_names(name: str, code: str) -> None:
    """Too slow is a timeout; a lexer's error is input that cannot be read."""
    assert classify(_error(name, "")).code == code


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("TemplateSyntaxError", "MALFORMED_INPUT"),
        ("XPathSyntaxException", "MALFORMED_INPUT"),
        ("DuplicateOptionError", "ALREADY_EXISTS"),
        ("DuplicateKeyException", "ALREADY_EXISTS"),
    ],
)
def test_syntax_and_duplicate_names(name: str, code: str) -> None:
    """Input with a syntax error cannot be read; a duplicate repeats what exists."""
    assert classify(_error(name, "")).code == code


def test_builtin_syntax_error_is_not_read_by_name() -> None:
    """Python's own SyntaxError is a builtin: its name is never read as a shape."""
    assert classify(SyntaxError("invalid syntax")).code != "MALFORMED_INPUT"
