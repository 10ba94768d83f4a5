"""Weak signals (issue 23, blind set 12): what an exception of an unknown class says in passing
— a protocol reply word, a phrase, a word of its class name — read from one table, only when no
structural fact decided, and never turning a plain bug into anything but fatal."""

from __future__ import annotations

import os
import tempfile
from typing import Any

import pytest

from toolretry import classify
from toolretry.classify._weak_signals import WEAK_SIGNALS, concurrency_conflict, weak_row


def _error(
    name: str,
    *args: Any,
    module: str = "somelib.errors",
    bases: tuple[type[BaseException], ...] = (Exception,),
) -> BaseException:
    """An exception of a fresh class ``name`` in a third-party ``module``, raised with ``args``."""
    cls = type(name, bases, {"__module__": module})
    return cls(*args)


def _verdict(exc: BaseException) -> tuple[str, str]:
    info = classify(exc)
    return info.category.value, info.code


@pytest.mark.parametrize(
    ("text", "category", "code"),
    [
        ("delete failed: bytearray(b'SERVER_ERROR backend failure')", "transient", "SERVER_ERROR"),
        ("touch: b'SERVER_ERROR proxy lost its upstream\\r\\n'", "transient", "SERVER_ERROR"),
        ("incr failed: CLIENT_ERROR cannot increment non-numeric", "client", "INVALID_REQUEST"),
        ("replace -> CLIENT_ERROR bad command line format", "client", "INVALID_REQUEST"),
        ("lookup of api.internal answered SERVFAIL", "transient", "DNS_SERVER_FAILURE"),
        ("query status NXDOMAIN for shop.invalid", "client", "DNS_NAME_NOT_FOUND"),
        ("got NODATA for AAAA of mail.example.org", "client", "DNS_NO_RECORD"),
        ("server said REFUSED for zone transfer", "fatal", "DNS_REFUSED"),
        ("rcode FORMERR from 10.0.0.53", "fatal", "DNS_FORMAT_ERROR"),
        ("put failed: OUT_OF_MEMORY", "fatal", "OUT_OF_SPACE"),
        ("reserve: DRAINING", "transient", "SERVER_DRAINING"),
        ("put job 88: JOB_TOO_BIG", "client", "INVALID_REQUEST"),
        ("unexpected reply UNKNOWN_COMMAND", "fatal", "PROTOCOL_ERROR"),
    ],
)
def test_a_protocol_reply_word_in_the_message_decides(text: str, category: str, code: str) -> None:
    """An upper-case reply word a client relays in its message is judged by its protocol."""
    assert _verdict(_error("ClientException", text, module="cachelib.core")) == (category, code)


@pytest.mark.parametrize(
    "text",
    ["the server error was logged", "client error handling is on", "servfail counters reset"],
)
def test_reply_words_are_read_only_as_sent(text: str) -> None:
    """A reply word in lower-case prose is no reply: the row does not match it."""
    row = weak_row(_error("WidgetError", text))
    assert row is None or row[1] not in {"INVALID_REQUEST", "DNS_SERVER_FAILURE"}


@pytest.mark.parametrize(
    ("name", "module", "args", "category", "code"),
    [
        ("DNSError", "pyresolve.error", (3, "DNS server returned general failure"),
         "transient", "DNS_SERVER_FAILURE"),
        ("DNSError", "async_resolver", ("Server failure: error occurred",),
         "transient", "DNS_SERVER_FAILURE"),
        ("ResolverError", "netkit.resolve", ("Name error: not exist",),
         "client", "DNS_NAME_NOT_FOUND"),
        ("QueryFailed", "netkit.dns", ("answer with no data",), "client", "DNS_NO_RECORD"),
        ("QueryError", "aresx", ("DNS server refused query",), "fatal", "DNS_REFUSED"),
        ("QueryError", "aresx", ("Misformatted domain name",), "client", "INVALID_REQUEST"),
        ("QueryError", "aresx", ("Could not contact DNS servers",),
         "transient", "CONNECTION_ERROR"),
    ],
)  # fmt: skip
def test_a_resolver_words_its_response_code(
    name: str, module: str, args: tuple[object, ...], category: str, code: str
) -> None:
    """A resolver's words for SERVFAIL, NXDOMAIN, NODATA, REFUSED, FORMERR are read as the
    code they name."""
    assert _verdict(_error(name, *args, module=module)) == (category, code)


@pytest.mark.parametrize(
    "text", ["server failure: error occurred", "answer with no data", "refused by policy"]
)
def test_dns_words_need_dns_to_be_spoken(text: str) -> None:
    """The DNS rows are not read on an exception that says nothing of DNS."""
    row = weak_row(_error("ImportJobError", text, module="etl.jobs"))
    assert row is None or not row[1].startswith("DNS_")


@pytest.mark.parametrize(
    ("name", "text", "category", "code"),
    [
        ("UnexpectedError", "Object Order[7] cannot be stored. OperationalError: database is "
         "locked", "transient", "RESOURCE_BUSY"),
        ("StoreFailure", "table is currently locked by another writer", "transient",
         "RESOURCE_BUSY"),
        ("CheckError", "Object Cart[1] was updated outside of current transaction",
         "transient", "TRANSACTION_CONFLICT"),
        ("CommitFailed", "write conflict on key user:9", "transient", "TRANSACTION_CONFLICT"),
        ("SaveError", "row was modified by another session", "transient",
         "TRANSACTION_CONFLICT"),
        ("Failure", "ERROR Too many open connections", "transient", "THROTTLED"),
        ("Failure", "get failed: b''", "transient", "CONNECTION_ERROR"),
        ("Failure", "stats failed: bytearray(b'')", "transient", "CONNECTION_ERROR"),
        ("Failure", "the peer hung up before the reply", "transient", "CONNECTION_ERROR"),
        ("StoreProblem", "UNIQUE constraint failed: users.email", "client",
         "CONSTRAINT_VIOLATION"),
        ("StoreProblem", "insert violates foreign key constraint fk_order", "client",
         "CONSTRAINT_VIOLATION"),
        ("MediaError", "Error reading 'clip.flac': Format not recognised.", "client",
         "UNSUPPORTED_FORMAT"),
        ("MediaError", "unsupported file format 'xyz'", "client", "UNSUPPORTED_FORMAT"),
        ("QpdfRuntimeError", "rotatePage called with an angle that is not a multiple of 90",
         "client", "INVALID_REQUEST"),
        ("GeoError", "latitude 123 is out of range", "client", "INVALID_REQUEST"),
        ("ProxyFault", "backend failure while serving the key", "transient", "SERVER_ERROR"),
        ("ProxyFault", "upstream unavailable", "transient", "SERVER_ERROR"),
        ("JobError", "the operation failed; please retry", "transient", "RETRYABLE_ERROR"),
    ],
)  # fmt: skip
def test_a_phrase_says_what_went_wrong(name: str, text: str, category: str, code: str) -> None:
    """A phrase in an unknown exception's message decides when nothing structural did."""
    assert _verdict(_error(name, text, module="thirdparty.core")) == (category, code)


@pytest.mark.parametrize(
    ("name", "category", "code"),
    [
        ("MemcacheServerError", "transient", "SERVER_ERROR"),
        ("BackendServerError", "transient", "SERVER_ERROR"),
        ("TransactionIntegrityError", "client", "CONSTRAINT_VIOLATION"),
        ("OptimisticCheckError", "transient", "TRANSACTION_CONFLICT"),
        ("ConcurrentModificationError", "transient", "TRANSACTION_CONFLICT"),
    ],
)
def test_a_word_of_the_class_name_decides_last(name: str, category: str, code: str) -> None:
    """A class name's words (server, integrity, optimistic, concurrent) decide when the message
    says nothing."""
    assert _verdict(_error(name, "b'busy, try again'", module="kvclient.exc")) == (category, code)


def test_a_structural_fact_beats_a_weak_signal() -> None:
    """An HTTP status on the exception decides, whatever reply word its message carries."""
    exc = _error("ApiError", "CLIENT_ERROR wrapped", module="someapi")
    exc.status_code = 503  # type: ignore[attr-defined]
    assert _verdict(exc) == ("transient", "HTTP_503")


@pytest.mark.parametrize(
    "exc",
    [
        RuntimeError("boom"),
        Exception("something odd happened"),
        _error("WidgetError", "widget 7 went sideways"),
        _error("ProcessingError", "stage 3 produced nothing useful"),
    ],
)
def test_a_genuinely_unknown_failure_stays_fatal(exc: BaseException) -> None:
    """A failure that says nothing the table knows stays fatal UNEXPECTED_ERROR."""
    assert _verdict(exc) == ("fatal", "UNEXPECTED_ERROR")


@pytest.mark.parametrize(
    "exc",
    [KeyError("database is locked"), AttributeError("SERVER_ERROR"), IndexError("b''")],
)
def test_a_builtin_bug_is_not_reread_by_its_words(exc: BaseException) -> None:
    """Python's own lookup and attribute errors stay the tool's bugs, whatever they say."""
    assert classify(exc).category.value == "fatal"


@pytest.mark.parametrize("ssl_word", ["certificate", "TLS handshake", "auth"])
def test_a_server_failure_about_tls_or_auth_is_not_passing(ssl_word: str) -> None:
    """ "Server error" beside a TLS or authentication word is not read as a passing fault."""
    row = weak_row(_error("LinkError", f"server error during {ssl_word}"))
    assert row is None or row[1] != "SERVER_ERROR"


def test_an_open_failure_on_a_missing_path_is_file_not_found() -> None:
    """ "Error opening '<path>'" whose path does not exist is FILE_NOT_FOUND with that path."""
    missing = os.path.join(tempfile.mkdtemp(), "nodir", "clip.wav")
    info = classify(_error("SndError", f"Error opening '{missing}': System error."))
    assert (info.category.value, info.code, info.details.get("path")) == (
        "client",
        "FILE_NOT_FOUND",
        missing,
    )


def test_an_open_failure_on_an_existing_path_is_cannot_open() -> None:
    """An open failure on a file that exists is client CANNOT_OPEN, not a missing file."""
    with tempfile.NamedTemporaryFile(suffix=".wav") as handle:
        info = classify(_error("SndError", f"Error opening '{handle.name}': Internal error."))
    assert (info.category.value, info.code) == ("client", "CANNOT_OPEN")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("database conflict error (oid 0x00, serial this txn started with 0x03)", True),
        ("Conflict: terminated by other getUpdates request", True),
        ("make sure that only one bot instance is running", True),
        ("a user with that email already exists", False),
        ("name conflicts with an existing project", False),
    ],
)
def test_concurrency_conflict_tells_a_race_from_a_duplicate(text: str, expected: bool) -> None:
    """Only a conflict with concurrent work counts as one; a duplicate does not."""
    assert concurrency_conflict(text) is expected


def test_a_conflict_error_about_a_transaction_is_transient() -> None:
    """A ``…ConflictError`` saying a database conflict is a transient transaction conflict."""
    exc = _error("ConflictError", "database conflict error (oid 0x00, class Cart)", module="odb")
    assert _verdict(exc) == ("transient", "TRANSACTION_CONFLICT")


def test_a_conflict_error_about_a_duplicate_stays_client() -> None:
    """A ``…ConflictError`` about something that exists stays client ALREADY_EXISTS."""
    exc = _error("ConflictError", "bucket name is taken", module="objstore")
    assert _verdict(exc) == ("client", "ALREADY_EXISTS")


def test_every_row_has_a_reason_and_a_known_place() -> None:
    """Each row says where it is read, its context, and why it decides what it does."""
    for where, context, pattern, row in WEAK_SIGNALS:
        assert where in {"reply", "words", "name"}
        assert context in {"", "dns"}
        assert pattern
        assert row[1].isupper()
        assert len(row[2]) > 10


@pytest.mark.parametrize(
    ("text", "category", "code"),
    [
        (
            "lock said RESOURCE_LOCKED: cannot obtain exclusive access",
            "transient",
            "TRANSACTION_CONFLICT",
        ),
        ("broker answered REQUEST_TIMED_OUT", "transient", "TIMEOUT"),
        ("NOT_FOUND - no queue 'jobs' in vhost '/'", "client", "NOT_FOUND"),
        (
            "declare got PRECONDITION_FAILED: inequivalent arg 'durable'",
            "client",
            "INVALID_REQUEST",
        ),
        ("UNKNOWN_TOPIC_OR_PARTITION", "client", "NOT_FOUND"),
        ("reply: TOO_MANY_REQUESTS", "transient", "THROTTLED"),
    ],
)
def test_an_error_constant_no_row_names_is_read_by_its_words(
    text: str, category: str, code: str
) -> None:
    """An upper-case error constant relayed in a message is read by its words, like a class
    name, and kept as ``error_code``."""
    info = classify(_error("ChannelFault", text, module="brokerlib"))
    assert (info.category.value, info.code) == (category, code)


@pytest.mark.parametrize(
    "text",
    [
        "set OPENAI_API_KEY first",
        "read DATABASE_URL from env",
        "MAX_RETRIES=three",
        "set MAX_RETRIES",
    ],
)
def test_a_constant_whose_words_say_nothing_decides_nothing(text: str) -> None:
    """A setting's name in a message names no failure: the verdict stays UNEXPECTED_ERROR."""
    assert _verdict(_error("ChannelFault", text, module="brokerlib")) == (
        "fatal",
        "UNEXPECTED_ERROR",
    )
