"""Facts clients keep under names of their own: gRPC status enums, PostgreSQL error fields,
command runners' attributes, a status told in words, stores named full, and wording rows."""

from __future__ import annotations

import enum
from typing import Any

import pytest

from toolretry import classify


class RpcStatus(enum.Enum):
    """A gRPC client's own status enum, numbered as gRPC numbers its codes."""

    OK = 0
    CANCELLED = 1
    DEADLINE_EXCEEDED = 4
    NOT_FOUND = 5
    PERMISSION_DENIED = 7
    RESOURCE_EXHAUSTED = 8
    ABORTED = 10
    INTERNAL = 13
    UNAVAILABLE = 14
    UNAUTHENTICATED = 16


class HttpishStatus(enum.IntEnum):
    """An enum with gRPC-like names numbered as HTTP statuses: not a gRPC status."""

    NOT_FOUND = 404
    UNAVAILABLE = 503


class CallFailed(Exception):
    """A client's call error keeping its status under ``status``."""

    def __init__(self, status: object, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


class StreamFailed(Exception):
    """A client's call error with its status as the first argument."""


@pytest.mark.parametrize(
    ("status", "category"),
    [
        (RpcStatus.UNAVAILABLE, "transient"),
        (RpcStatus.ABORTED, "transient"),
        (RpcStatus.DEADLINE_EXCEEDED, "transient"),
        (RpcStatus.NOT_FOUND, "client"),
        (RpcStatus.PERMISSION_DENIED, "client"),
        (RpcStatus.UNAUTHENTICATED, "client"),
        (RpcStatus.INTERNAL, "fatal"),
    ],
)
def test_a_grpc_enum_under_status_is_read_as_grpc(status: RpcStatus, category: str) -> None:
    """An enum member named and numbered as a gRPC code is a gRPC status under any name."""
    info = classify(CallFailed(status, "call failed"))
    assert (info.category.value, info.details.get("grpc_status")) == (category, status.name)


@pytest.mark.parametrize("status", [RpcStatus.UNAVAILABLE, RpcStatus.NOT_FOUND, RpcStatus.INTERNAL])
def test_a_grpc_enum_as_first_argument_is_read(status: RpcStatus) -> None:
    """A status passed as the exception's first argument is read as the gRPC status."""
    info = classify(StreamFailed(status, "stream ended"))
    assert info.details.get("grpc_status") == status.name


@pytest.mark.parametrize("status", list(HttpishStatus))
def test_an_enum_numbered_otherwise_is_no_grpc_status(status: HttpishStatus) -> None:
    """A member whose number is not its gRPC number is never taken for a gRPC status."""
    assert "grpc_status" not in classify(StreamFailed(status, "x")).details


def test_a_spent_quota_behind_a_carried_resource_exhausted_is_fatal() -> None:
    """Quota wording beats RESOURCE_EXHAUSTED wherever the status was carried."""
    info = classify(CallFailed(RpcStatus.RESOURCE_EXHAUSTED, "Monthly quota exceeded"))
    assert (info.category.value, info.code) == ("fatal", "QUOTA_EXHAUSTED")


class WireError(Exception):
    """A driver relaying PostgreSQL's ErrorResponse fields as its first argument."""


@pytest.mark.parametrize(
    ("fields", "category"),
    [
        ({"S": "ERROR", "C": "40001", "M": "could not serialize access"}, "transient"),
        ({"S": "ERROR", "C": "53300", "M": "sorry, too many clients already"}, "transient"),
        ({"S": "ERROR", "C": "23503", "M": "insert violates foreign key"}, "client"),
        ({"S": "ERROR", "C": "22P02", "M": "invalid input syntax for type integer"}, "client"),
        ({"S": "ERROR", "C": "42703", "M": 'column "x" does not exist'}, "fatal"),
    ],
)
def test_postgres_error_fields_carry_a_sqlstate(fields: dict[str, str], category: str) -> None:
    """The ``C`` field of a relayed ErrorResponse is read as the SQLSTATE."""
    info = classify(WireError(fields))
    assert (info.category.value, info.details.get("sqlstate")) == (category, fields["C"])


@pytest.mark.parametrize(
    "fields", [{"C": "hello", "M": "x"}, {"C": "23505"}, {"code": "23505", "M": "dup"}]
)
def test_a_mapping_without_both_fields_is_no_sqlstate(fields: dict[str, str]) -> None:
    """Only a five-character code beside a message is taken for an ErrorResponse."""
    assert "sqlstate" not in classify(WireError(fields)).details


class RelayedError(Exception):
    """An API over PostgreSQL that keeps the ErrorResponse's fields as attributes."""

    def __init__(self, message: str, **fields: object) -> None:
        super().__init__(message)
        for name, value in fields.items():
            setattr(self, name, value)


@pytest.mark.parametrize(
    ("message", "code", "category"),
    [
        (
            "konnte Zugriff nicht serialisieren wegen Lese-/Schreib-Abhängigkeiten",
            "40001",
            "transient",
        ),
        ("désolé, trop de clients sont déjà connectés", "53300", "transient"),
        ("接続は管理者コマンドにより終了しました", "57P01", "transient"),
        ("le nouvel enregistrement viole la contrainte de vérification", "23514", "client"),
        ("la relación «pedidos» no existe", "42P01", "fatal"),
    ],
)
def test_a_code_beside_error_response_fields_is_a_sqlstate(
    message: str, code: str, category: str
) -> None:
    """A ``code`` beside two more of PostgreSQL's error fields is read in any language."""
    exc = RelayedError(message, code=code, hint=None, details="Schlüssel (id)=(7)")
    info = classify(exc)
    assert (info.category.value, info.details.get("sqlstate")) == (category, code)


@pytest.mark.parametrize(
    "fields",
    [
        {"code": "40001", "hint": None},  # one field beside it: any API's code and hint
        {"code": 40001, "hint": None, "details": "x"},  # a number: no SQLSTATE is one
        {"code": "4000", "hint": None, "details": "x"},
        {"code": "ab-01", "hint": None, "details": "x"},
    ],
)
def test_a_code_without_the_response_shape_is_no_sqlstate(fields: dict[str, object]) -> None:
    """A code without the ErrorResponse's other fields, or not of SQLSTATE's shape, is not read."""
    assert "sqlstate" not in classify(RelayedError("request failed", **fields)).details


class RunFailed(Exception):
    """A command runner's failure with its own attribute names."""

    def __init__(self, **facts: Any) -> None:
        super().__init__("command failed")
        self.__dict__.update(facts)


@pytest.mark.parametrize(
    "facts",
    [
        {"argv": ["make", "test"], "retcode": 2, "stderr": "make: *** [test] Error 2\n"},
        {"full_cmd": "pytest -x", "exit_code": 1, "stderr": b"1 failed, 9 passed\n"},
        {"cmd": ["tox"], "exit_status": 3, "stdout": "ERROR: envlist failed\n"},
    ],
)
def test_a_runner_failure_is_a_failed_command(facts: dict[str, Any]) -> None:
    """A command line beside an exit status, under any runner's names, is COMMAND_FAILED."""
    info = classify(RunFailed(**facts))
    assert (info.category.value, info.code) == ("client", "COMMAND_FAILED")


@pytest.mark.parametrize(
    "stderr",
    [
        "curl: (56) Recv failure: Connection reset by peer\n",
        "error: RPC failed; HTTP 503 curl 22 The requested URL returned error: 503\n",
        "npm ERR! network request timed out\n",
    ],
)
def test_a_failed_command_saying_waiting_helps_is_transient(stderr: str) -> None:
    """The exit status says it failed; output saying the network failed makes it transient."""
    info = classify(RunFailed(argv=["fetch"], retcode=1, stderr=stderr))
    assert info.category.value == "transient"


class ChannelConnectionError(Exception):
    """A library's connection-shaped class that reports the reply's status in its message."""


@pytest.mark.parametrize(
    ("message", "category", "status"),
    [
        ("Unexpected status code 403 in server response", "client", 403),
        ("handshake failed: HTTP 404", "client", 404),
        ("upgrade refused, response code: 401", "client", 401),
        ("HTTP Error 413: Payload Too Large", "client", 413),
    ],
)
def test_a_status_told_in_words_beats_the_class_shape(
    message: str, category: str, status: int
) -> None:
    """A registered status in the message decides over a ``…ConnectionError`` name."""
    info = classify(ChannelConnectionError(message))
    assert (info.category.value, info.status_code) == (category, status)


@pytest.mark.parametrize("name", ["DiskFullError", "JournalFull", "TableFullError", "DbFull"])
def test_a_store_named_full_is_out_of_space(name: str) -> None:
    """A class naming a store as full stays full until a person acts: fatal OUT_OF_SPACE."""
    exc = type(name, (Exception,), {})("no room")
    assert (classify(exc).category.value, classify(exc).code) == ("fatal", "OUT_OF_SPACE")


@pytest.mark.parametrize("name", ["QueueFull", "BufferFullError", "Full"])
def test_a_queue_named_full_still_drains(name: str) -> None:
    """A queue or buffer that is full just now stays transient."""
    assert classify(type(name, (Exception,), {})("busy")).category.value == "transient"


class VendorFailure(Exception):
    """An SDK's error carrying only a vendor's text."""


@pytest.mark.parametrize(
    ("message", "category", "code"),
    [
        ("The cluster is over capacity right now.", "transient", "TRY_AGAIN_LATER"),
        ("Please back off before sending more jobs.", "transient", "TRY_AGAIN_LATER"),
        ("Retry in 30 seconds.", "transient", "TRY_AGAIN_LATER"),
        ("本日の利用上限を超えました", "fatal", "QUOTA_EXHAUSTED"),
        ("Límite mensual alcanzado para esta cuenta", "fatal", "QUOTA_EXHAUSTED"),
        ("الخادم مشغولة والخدمة غير متاحة مؤقتا", "transient", "TRY_AGAIN_LATER"),
        ("Missing required field: email", "client", "INVALID_REQUEST"),
        ("Only HTTPS URLs are accepted", "client", "INVALID_REQUEST"),
        ("Champ obligatoire manquant : nom", "client", "INVALID_REQUEST"),
        ("缺少参数 user_id", "client", "INVALID_REQUEST"),
        ("Wrong API key supplied", "client", "AUTHENTICATION_FAILED"),
        ("File exceeds the maximum upload size of 5 MB", "client", "INVALID_REQUEST"),
    ],
)
def test_wording_rows_read_the_family(message: str, category: str, code: str) -> None:
    """Each wording row reads its whole family of phrasings, not one sentence."""
    info = classify(VendorFailure(message))
    assert (info.category.value, info.code) == (category, code)


@pytest.mark.parametrize("message", ["Unknown token '}' at line 3", "Bad token in expression"])
def test_a_parser_token_is_no_credential(message: str) -> None:
    """A parser's "token" is not taken for a refused credential."""
    assert classify(VendorFailure(message)).code != "AUTHENTICATION_FAILED"


@pytest.mark.parametrize("name", ["x-ratelimit-reset", "x-rate-limit-reset", "X-Rate-Limit-Reset"])
@pytest.mark.parametrize("wait", [5, 42, 600])
def test_a_reset_time_is_read_under_both_spellings(name: str, wait: int) -> None:
    """A Unix reset time counts from the reply's Date, spelled with or without the hyphen."""
    from email.utils import formatdate

    from toolretry.classify._http_facts import retry_after_from_headers

    date = 1_800_000_000
    headers = {name: str(date + wait), "Date": formatdate(date, usegmt=True)}
    assert retry_after_from_headers(headers) == pytest.approx(wait)


class LibraryFailure(Exception):
    """A library's exception keeping the error it caught as an attribute, unchained."""

    def __init__(self, message: str, held: BaseException, name: str) -> None:
        super().__init__(message)
        setattr(self, name, held)


@pytest.mark.parametrize("name", ["original_exception", "inner_exception", "orig", "error"])
@pytest.mark.parametrize(
    ("held", "category"),
    [
        (ConnectionRefusedError(111, "Connection refused"), "transient"),
        (TimeoutError("timed out"), "transient"),
        (FileNotFoundError(2, "No such file or directory", "cfg.yaml"), "client"),
    ],
)
def test_an_exception_held_unchained_is_judged(
    name: str, held: BaseException, category: str
) -> None:
    """A wrapped exception kept as an attribute decides when nothing on the wrapper did."""
    assert classify(LibraryFailure("operation failed", held, name)).category.value == category


def test_an_exception_held_as_an_argument_is_judged() -> None:
    """An exception passed as the wrapper's argument decides like one kept as an attribute."""
    info = classify(LibraryFailure.__new__(LibraryFailure, ConnectionResetError(104, "reset")))
    assert info.category.value == "transient"


def test_a_held_bug_does_not_speak_for_the_wrapper() -> None:
    """A held KeyError (a lookup inside the library) leaves the verdict to the wrapper."""
    info = classify(LibraryFailure("Widget 'w1' not found", KeyError("w1"), "inner_exception"))
    assert (info.category.value, info.code) == ("client", "NOT_FOUND")


@pytest.mark.parametrize(
    ("message", "status"),
    [
        ("unexpected http resp 410 for /objects", 410),
        ("HTTP/1.1 422 Unprocessable Entity", 422),
        ("upstream answered 502 Bad Gateway", 502),
        ("HTTP request failed with 429", 429),
        ("Solr-like backend error (HTTP 503): rebuilding", 503),
    ],
)
def test_a_status_is_read_in_its_usual_phrasings(message: str, status: int) -> None:
    """A status after an HTTP word, or before its own reason phrase, is the status."""
    assert classify(ChannelConnectionError(message)).status_code == status


@pytest.mark.parametrize(
    "message",
    ["HTTP pool size 500 reached", "server said 404 things", "Retry status: 5 attempts, 500 ms"],
)
def test_a_number_near_http_words_is_not_always_a_status(message: str) -> None:
    """A number that is neither after an HTTP word nor before its phrase is no status."""
    assert classify(VendorFailure(message)).status_code is None


class ApiFailure(Exception):
    """An SDK's error keeping the status or the response under names of its own."""

    def __init__(self, **facts: Any) -> None:
        super().__init__("request failed")
        self.__dict__.update(facts)


class _Reply:
    def __init__(self, status: int, **headers: str) -> None:
        self.status_code = status
        self.headers = {name.replace("_", "-"): value for name, value in headers.items()}


@pytest.mark.parametrize(
    ("facts", "category"),
    [
        ({"statusCode": 503}, "transient"),
        ({"http_status_code": 404}, "client"),
        ({"httpStatus": 409}, "client"),
        ({"http_code": 502}, "transient"),
        ({"resp": _Reply(429)}, "transient"),
        ({"raw_response": _Reply(400)}, "client"),
    ],
)
def test_a_status_under_another_spelling_is_read(facts: dict[str, Any], category: str) -> None:
    """The HTTP status in other clients' spellings and places decides as a status."""
    assert classify(ApiFailure(**facts)).category.value == category


def test_the_headers_of_a_response_under_another_name_are_read() -> None:
    """A 429 kept as ``resp`` is waited for with the Retry-After of that response."""
    assert classify(ApiFailure(resp=_Reply(429, Retry_After="9"))).retry_after == 9.0


@pytest.mark.parametrize(
    ("facts", "code"),
    [
        ({"err_code": "ResourceNotFound"}, "NOT_FOUND"),
        ({"errorType": "RateLimited"}, "THROTTLED"),
        ({"status": "PERMISSION_DENIED"}, "PERMISSION_DENIED"),
        ({"sub_code": "invalid_parameter"}, "INVALID_REQUEST"),
    ],
)
def test_a_code_string_under_another_spelling_is_read(facts: dict[str, Any], code: str) -> None:
    """An error code string is read by its words whatever the client calls its attribute."""
    assert classify(ApiFailure(**facts)).code == code


@pytest.mark.parametrize(
    ("facts", "category", "code"),
    [
        ({"http_status": 400, "error_code": "Throttling.Tenant"}, "transient", "THROTTLED"),
        ({"statusCode": 400, "errCode": "RequestLimitExceeded"}, "transient", "THROTTLED"),
        ({"status_code": 403, "code": "TooManyRequests.PerApp"}, "transient", "THROTTLED"),
        ({"http_status": 403, "error_code": "QuotaExceed.Cores"}, "fatal", "QUOTA_EXHAUSTED"),
        ({"status": 400, "code": "Account.DailyLimitReached"}, "fatal", "QUOTA_EXHAUSTED"),
        ({"http_status": 400, "errorCode": "NotEnoughFunds"}, "business", "PAYMENT_DECLINED"),
        ({"http_status": 400, "error_code": "InvalidParameter.Name"}, "client", "HTTP_400"),
        ({"http_status": 404, "error_code": "Instance.NotFound"}, "client", "HTTP_404"),
    ],
)
def test_a_vendor_code_kept_beside_the_status_speaks_as_a_body_code(
    facts: dict[str, Any], category: str, code: str
) -> None:
    """A vendor's code on the exception refines its status as the body's code would."""
    info = classify(ApiFailure(**facts))
    assert (info.category.value, info.code) == (category, code)
