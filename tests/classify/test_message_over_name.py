"""A class name's word is weak (issue 23): a PostgreSQL message relayed as text names its
SQLSTATE, what a message plainly says beats a "connection"/"config" word in the class name, a
tagged-union error's tags are its codes, and a status, wait or licence under other names."""

from __future__ import annotations

from typing import Any

import dropbox.exceptions
import dropbox.files
import pytest

from toolretry import classify


def _error(name: str, *args: Any, module: str = "vendorlib.errors", **attrs: Any) -> BaseException:
    """An exception of a fresh class ``name`` in a third-party ``module``, raised with ``args``."""
    exc = type(name, (Exception,), {"__module__": module})(*args)
    for key, value in attrs.items():
        setattr(exc, key, value)
    return exc


def _verdict(exc: BaseException) -> tuple[str, str]:
    info = classify(exc)
    return info.category.value, info.code


# --- PostgreSQL primary messages after a severity tag -------------------------------------


@pytest.mark.parametrize(
    ("message", "category", "state"),
    [
        # libpq and psql print the severity followed by two spaces.
        ('psql:load.sql:7: ERROR:  duplicate key value violates unique constraint "email_key"',
         "client", "23505"),
        ('ERROR:  null value in column "sku" of relation "items" violates not-null constraint',
         "client", "23502"),
        ('query failed: ERROR: update or delete on table "owners" violates foreign key constraint',
         "client", "23503"),
        ('db error: ERROR: syntax error at end of input', "fatal", "42601"),
        ('ERROR:  table "ordrs" does not exist', "fatal", "42P01"),
        ('ERROR:  function lower(integer) does not exist', "fatal", "42883"),
        ('ERROR:  value too long for type character varying(8)', "client", "22001"),
        ('ERROR:  could not serialize access due to concurrent update', "transient", "40001"),
        ('ERROR:  canceling statement due to user request', "transient", "57014"),
        ('FATAL:  the database system is starting up', "transient", "57P03"),
        ('FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute',
         "transient", "53300"),
        ('FATAL:  password authentication failed for user "report"', "fatal", "28P01"),
    ],
)  # fmt: skip
def test_a_relayed_postgres_message_names_its_sqlstate(
    message: str, category: str, state: str
) -> None:
    """The backend's fixed sentence after ERROR:/FATAL: decides as its SQLSTATE would."""
    info = classify(_error("QueryFailed", message, module="pgbridge"))
    assert info.category.value == category
    assert info.details["sqlstate"] == state


def test_a_postgres_sentence_without_a_severity_tag_is_not_taken_for_its_sqlstate() -> None:
    """Prose that happens to say "deadlock detected" carries no SQLSTATE."""
    info = classify(_error("PlannerNote", "note: deadlock detected in the old scheduler"))
    assert "sqlstate" not in info.details


def test_a_wrapper_relays_the_chained_driver_message() -> None:
    """A wrapper raised from the driver's error is judged by the driver's relayed message."""
    try:
        try:
            raise _error("DriverError", "db error: ERROR: division by zero", module="rustpg")
        except Exception as inner:
            raise _error("RepositoryError", "saving the invoice failed") from inner
    except Exception as exc:
        info = classify(exc)
    assert (info.category.value, info.details.get("sqlstate")) == ("client", "22012")


# --- a "connection" or "config" word against what the message states ----------------------


@pytest.mark.parametrize(
    ("name", "message", "category"),
    [
        ("SessionConnectionError", "the record already exists", "client"),
        ("ConnectionQueryError", "permission denied for this workspace", "client"),
        ("ConnectError", "Unknown user: not found", "client"),
    ],
)
def test_a_definite_message_beats_a_connection_word(name: str, message: str, category: str) -> None:
    """A class named for connections whose message states a refusal is that refusal."""
    assert _verdict(_error(name, message))[0] == category


@pytest.mark.parametrize(
    "message",
    [
        "connection refused by 10.0.0.7: not found in pool",
        "socket closed while the record already existed",
        "server closed the connection unexpectedly",
        "timed out waiting for the pool",
    ],
)
def test_a_message_about_the_connection_keeps_the_connection_word(message: str) -> None:
    """When the message itself speaks of the connection failing, the name and it agree."""
    assert _verdict(_error("PoolConnectionError", message))[0] == "transient"


@pytest.mark.parametrize(
    "message",
    [
        "Unbalanced brackets at line 4.",
        "expected '=' after key (line 2, column 9)",
        "invalid section header at line 12",
    ],
)
def test_a_config_parser_error_at_a_line_is_malformed_input(message: str) -> None:
    """A "config" class whose message points at a line of the text: the text is wrong."""
    assert _verdict(_error("IniConfigError", message)) == ("client", "MALFORMED_INPUT")


def test_a_config_error_that_points_at_no_line_stays_a_configuration_error() -> None:
    """A misconfigured program (no position in a text) is still for a person to fix."""
    info = classify(_error("ConfigurationError", "DATABASE_URL is not set"))
    assert (info.category.value, info.code) == ("fatal", "CONFIGURATION_ERROR")


# --- the tags of a tagged-union error value -------------------------------------------------


@pytest.mark.parametrize(
    ("error", "category"),
    [
        (dropbox.files.DeleteError.path_lookup(dropbox.files.LookupError.not_file), "client"),
        (dropbox.files.RelocationError.from_write(dropbox.files.WriteError.malformed_path(None)),
         "client"),
        (dropbox.files.RelocationError.insufficient_quota, "fatal"),
        (dropbox.files.UploadError.path(dropbox.files.UploadWriteFailed(
            reason=dropbox.files.WriteError.too_many_write_operations, upload_session_id="s1")),
         "transient"),
    ],
)  # fmt: skip
def test_a_held_tagged_union_is_read_by_its_innermost_known_tag(error: Any, category: str) -> None:
    """A Stone-generated endpoint error held by the SDK's one ApiError decides by its tags."""
    exc = dropbox.exceptions.ApiError("req-1", error, None, None)
    assert classify(exc).category.value == category


def test_a_held_value_without_known_tags_is_not_read() -> None:
    """Tags that only say where ("path", "folder") decide nothing."""
    held = dropbox.files.WriteError.conflict(dropbox.files.WriteConflictError.file)
    exc = _error("SyncFailed", "sync failed", module="mysync", detail=held)
    assert classify(exc).category.value == "client"  # "conflict" is the only word
    bare = _error(
        "SyncFailed", "sync failed", module="mysync", detail=dropbox.files.WriteError.other
    )
    assert classify(bare).code == "UNEXPECTED_ERROR"


# --- a status, a wait and a licence under other names ---------------------------------------


@pytest.mark.parametrize(
    ("status", "category"), [(400, "client"), (429, "transient"), (409, "client")]
)
def test_a_status_under_response_code_is_read(status: int, category: str) -> None:
    """``response_code`` (a REST SDK's spelling) is an HTTP status like ``status_code``."""
    body = b'{"errorMessage": "rejected"}'
    exc = _error("RestApiFailure", f"{status}: {body!r}", response_code=status, error_message=body)
    info = classify(exc)
    assert (info.category.value, info.status_code) == (category, status)


def test_a_bare_backoff_beside_a_status_is_the_wait() -> None:
    """A 503 whose exception keeps ``backoff`` seconds waits that long."""
    exc = _error("UpstreamBusy", "upstream busy", status_code=503, backoff=12)
    info = classify(exc)
    assert (info.category.value, info.retry_after) == ("transient", 12.0)


@pytest.mark.parametrize(
    "text",
    [
        "403 Forbidden: the seat limit of this licence has been reached",
        "403: License user limit exceeded, ask your administrator",
    ],
)
def test_a_licence_limit_behind_a_403_is_for_a_person(text: str) -> None:
    """A licence's user or seat limit cannot be lifted by new arguments or by waiting."""
    info = classify(_error("HttpFailure", text, status_code=403))
    assert (info.category.value, info.code) == ("fatal", "QUOTA_EXHAUSTED")
