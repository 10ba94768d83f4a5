"""A reply recorded one level down (a generated SDK's ``response_info``-style record), vendor
codes saying storage is full or a refusal is temporary, licensed seats spent, a library's own
lookup error worded for its caller, and inputs of a version or format nobody takes."""

from __future__ import annotations

import email.message
from typing import Any

import pytest
from requests.structures import CaseInsensitiveDict

from toolretry import ErrorCategory, classify

TRANSIENT, CLIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.CLIENT, ErrorCategory.FATAL


class ReplyRecord:
    """What a generated SDK records of a failed reply, beside its request record."""

    def __init__(self, headers: Any, body: Any = None, **status: int) -> None:
        self.__dict__.update(status)
        self.headers = headers
        self.body = body


class GeneratedApiError(Exception):
    """An SDK error keeping the reply under a name of its own, with a long formatted message."""

    def __init__(self, where: str, record: ReplyRecord) -> None:
        super().__init__(f"\nMessage: the call failed\nRequest: GET /v2/items\nResponse: {record}")
        setattr(self, where, record)


def _mail_headers(**values: str) -> email.message.Message:
    headers = email.message.Message()
    for name, value in values.items():
        headers[name.replace("_", "-")] = value
    return headers


@pytest.mark.parametrize(
    ("exc", "category", "status", "wait"),
    [
        (GeneratedApiError("response_info", ReplyRecord({"Retry-After": "7"}, status_code=503)),
         TRANSIENT, 503, 7.0),
        (GeneratedApiError("http_info", ReplyRecord(
            CaseInsensitiveDict({"retry-after": "12"}), status_code=429)), TRANSIENT, 429, 12.0),
        (GeneratedApiError("reply", ReplyRecord(_mail_headers(Retry_After="2"), status=502)),
         TRANSIENT, 502, 2.0),
        (GeneratedApiError("outcome", ReplyRecord({}, status_code=404)), CLIENT, 404, None),
        (GeneratedApiError("response_info", ReplyRecord({}, status=422)), CLIENT, 422, None),
    ],
    ids=["503-dict", "429-requests-headers", "502-mail-headers", "404", "422-status"],
)  # fmt: skip
def test_a_reply_recorded_one_level_down_decides(
    exc: BaseException, category: ErrorCategory, status: int, wait: float | None
) -> None:
    """The status and Retry-After of a reply record kept under any name are read."""
    info = classify(exc)
    assert (info.category, info.status_code, info.retry_after) == (category, status, wait)


@pytest.mark.parametrize(
    "record",
    [
        ReplyRecord({"Retry-After": "5"}, status_code=200),
        ReplyRecord(None, status_code=503),
        ReplyRecord("Retry-After: 5", status_code=503),
    ],
    ids=["success", "no-headers", "headers-as-text"],
)
def test_a_record_that_is_no_failed_reply_is_not_taken_for_one(record: ReplyRecord) -> None:
    """A record of a success, or one without a headers container, carries no status."""
    info = classify(GeneratedApiError("response_info", record))
    assert info.status_code is None


@pytest.mark.parametrize(
    ("code", "status", "category", "error_code"),
    [
        ("operation_blocked_temporary", 409, TRANSIENT, "TEMPORARILY_BLOCKED"),
        ("ResourceTemporarilyLocked", 423, TRANSIENT, "TEMPORARILY_BLOCKED"),
        ("temporary_failure", 400, TRANSIENT, "TEMPORARILY_BLOCKED"),
        ("storage_limit_exceeded", 403, FATAL, "OUT_OF_SPACE"),
        ("InsufficientStorage", 400, FATAL, "OUT_OF_SPACE"),
        ("item_name_in_use", 409, CLIENT, "HTTP_409"),
    ],
)
def test_a_vendor_code_in_the_recorded_body_outranks_the_status(
    code: str, status: int, category: ErrorCategory, error_code: str
) -> None:
    """A body code saying the refusal is temporary or the storage full decides over the status."""
    record = ReplyRecord({}, {"type": "error", "code": code, "message": "refused"}, status=status)
    info = classify(GeneratedApiError("response_info", record))
    assert (info.category, info.code) == (category, error_code)


class ServiceRefusal(Exception):
    """An exception of no known client, whose message alone can decide."""


@pytest.mark.parametrize(
    "message",
    [
        "Cannot invite member: the workspace reached its licensed seat limit",
        "No more licenses available for this product",
        "all seats used up on the current subscription",
        "License seats exceeded; ask an administrator",
    ],
)
def test_spent_licensed_seats_are_a_spent_allowance(message: str) -> None:
    """Licensed seats all taken come back by no retry: fatal QUOTA_EXHAUSTED."""
    info = classify(ServiceRefusal(message))
    assert (info.category, info.code) == (FATAL, "QUOTA_EXHAUSTED")


@pytest.mark.parametrize(
    "message",
    [
        "Unsupported file format: '.heic'",
        "unsupported protocol version 9",
        "config missing endpoint url",
        "request is missing api key",
    ],
)
def test_an_input_of_a_version_or_format_nobody_takes_is_the_callers(message: str) -> None:
    """An unsupported version or format, or a missing setting, must change: client."""
    assert classify(ServiceRefusal(message)).category is CLIENT


class DrawingAttributeError(AttributeError):
    """A drawing library's own error for an attribute name its caller asked for."""


class StyleAttributeError(AttributeError):
    """A styling library's own error for an attribute name its caller asked for."""


@pytest.mark.parametrize(
    "exc",
    [
        DrawingAttributeError("Invalid attribute 'thickness' for entity CIRCLE"),
        StyleAttributeError("'colour' is not a valid style attribute (did you mean 'color'?)"),
    ],
    ids=["invalid-attribute", "not-a-valid-attribute"],
)
def test_a_librarys_lookup_error_worded_for_its_caller_is_the_callers(exc: BaseException) -> None:
    """A library's lookup error whose sentence says the name asked for is wrong: client."""
    assert classify(exc).category is CLIENT
