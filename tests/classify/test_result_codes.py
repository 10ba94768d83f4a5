"""AMQP reply codes, LDAP result codes, DNS rcodes, a library's retriable flag, application
errors behind a 2xx, Azure's and elastic-transport's wait headers, and class-name shapes: each
read by duck typing from exceptions shaped like the clients that carry them."""

from __future__ import annotations

from typing import Any

import pytest

from toolretry import classify
from toolretry.classify._http_facts import retry_after_from_headers
from toolretry.classify._result_tables import AMQP_REPLY_CODES, LDAP_RESULTS


def _error(name: str, base: type[BaseException] = Exception, **attrs: Any) -> BaseException:
    """An exception of a fresh class ``name`` (its module: this test file) with ``attrs``."""
    cls = type(name, (base,), {"__module__": "somelib.errors"})
    exc = cls("something failed")
    for key, value in attrs.items():
        setattr(exc, key, value)
    return exc


@pytest.mark.parametrize(
    ("code", "category"),
    [
        (320, "transient"),
        (405, "transient"),
        (506, "transient"),
        (313, "transient"),
        (403, "client"),
        (404, "client"),
        (406, "client"),
        (530, "client"),
        (311, "client"),
        (541, "fatal"),
        (540, "fatal"),
        (502, "fatal"),
    ],
)
def test_amqp_reply_code(code: int, category: str) -> None:
    """An AMQP reply code with its reply text decides by its meaning in AMQP 0-9-1."""
    exc = _error("ChannelClosed", reply_code=code, reply_text="BROKER SAID SO")
    assert classify(exc).category.value == category


@pytest.mark.parametrize("code", sorted(AMQP_REPLY_CODES))
def test_amqp_reply_code_is_reported(code: int) -> None:
    """The reply code read is kept in the details."""
    exc = _error("ChannelClosed", reply_code=code, reply_text="x")
    assert classify(exc).details.get("reply_code") == code


@pytest.mark.parametrize("code", [404, 320, 541])
def test_reply_code_without_reply_text_is_not_amqp(code: int) -> None:
    """A bare ``reply_code`` with no reply text is not taken for an AMQP reply."""
    exc = _error("OddError", reply_code=code)
    assert "reply_code" not in classify(exc).details


@pytest.mark.parametrize(
    ("result", "name", "category"),
    [
        (51, "busy", "transient"),
        (52, "unavailable", "transient"),
        (3, "timeLimitExceeded", "transient"),
        (32, "noSuchObject", "client"),
        (49, "invalidCredentials", "client"),
        (50, "insufficientAccessRights", "client"),
        (68, "entryAlreadyExists", "client"),
        (34, "invalidDNSyntax", "client"),
        (54, "loopDetect", "fatal"),
        (80, "other", "fatal"),
    ],
)
def test_ldap_result(result: int, name: str, category: str) -> None:
    """An LDAP result code with its RFC 4511 name decides by its meaning."""
    exc = _error("LDAPOperationResult", result=result, description=name)
    info = classify(exc)
    assert (info.category.value, info.details.get("ldap_result")) == (category, name)


@pytest.mark.parametrize("name", ["busy now", "BUSY", "noSuchThing", ""])
def test_ldap_result_needs_an_rfc_name(name: str) -> None:
    """An int ``result`` beside a description that is no RFC 4511 name is not read."""
    exc = _error("ResultError", result=51, description=name)
    assert "ldap_result" not in classify(exc).details


def test_ldap_table_names_are_rfc_camel_case() -> None:
    """Every LDAP row is keyed by a camelCase RFC 4511 name, as clients report them."""
    assert all(name[0].islower() and " " not in name for name in LDAP_RESULTS)


@pytest.mark.parametrize(
    ("exc", "code"),
    [
        (_error("NXDOMAIN"), "DNS_NAME_NOT_FOUND"),
        (_error("SERVFAIL"), "DNS_SERVER_FAILURE"),
        (
            _error("ResolveError").__class__("server 10.0.0.1 answered SERVFAIL"),
            "DNS_SERVER_FAILURE",
        ),
        (_error("QueryFailed").__class__("lookup of db.internal: NXDOMAIN"), "DNS_NAME_NOT_FOUND"),
        (_error("QueryFailed").__class__("server answered FORMERR"), "DNS_FORMAT_ERROR"),
        (_error("QueryFailed").__class__("server answered NOTIMP"), "NOT_IMPLEMENTED"),
    ],
)
def test_dns_rcode(exc: BaseException, code: str) -> None:
    """A DNS response code, as the class name or a word of the message, decides."""
    assert classify(exc).code == code


@pytest.mark.parametrize("text", ["connection refused by peer", "request REFUSED", "servfailure"])
def test_dns_rcode_needs_the_whole_word(text: str) -> None:
    """Words that only contain or resemble an rcode are not read as one."""
    assert "dns_rcode" not in classify(_error("QueryFailed").__class__(text)).details


@pytest.mark.parametrize("flag", ["retriable", "retryable"])
@pytest.mark.parametrize(
    "name", ["LeaderMovedError", "ReplicaLagging", "CoordinatorLoadInProgress"]
)
def test_retriable_flag_true_is_transient(flag: str, name: str) -> None:
    """A library that flags its error retriable is believed: transient."""
    info = classify(_error(name, **{flag: True}))
    assert (info.category.value, info.code) == ("transient", "RETRYABLE_ERROR")


@pytest.mark.parametrize(
    "name", ["RecordTooLargeError", "TopicAuthorizationFailedError", "InvalidPartitionsError"]
)
def test_not_retriable_with_a_rejection_name_is_client(name: str) -> None:
    """Flagged not retriable and named like a rejected request: the request must change."""
    assert classify(_error(name, retriable=False)).category.value == "client"


@pytest.mark.parametrize("value", ["yes", 1, None])
def test_retriable_flag_must_be_a_bool(value: object) -> None:
    """A ``retriable`` that is not a bool says nothing."""
    assert classify(_error("ShardWobble", retriable=value)).code == "UNEXPECTED_ERROR"


class _Reply:
    """A client's response object that keeps the parsed body as ``data`` (Slack's shape)."""

    def __init__(self, status: int, data: dict[str, Any]) -> None:
        self.status_code, self.data, self.headers = status, data, {}


@pytest.mark.parametrize(
    ("error", "category"),
    [
        ("user_not_found", "client"),
        ("invalid_cursor", "client"),
        ("missing_argument", "client"),
        ("file_too_large", "client"),
        ("restricted_action", "client"),
        ("service_unavailable", "transient"),
        ("upstream_timeout", "transient"),
        ("ratelimited", "transient"),
    ],
)
def test_application_error_behind_2xx(error: str, category: str) -> None:
    """A 200 that carries ``{"ok": false, "error": code}`` is judged by the code's shape."""
    exc = _error("ApiCallError", response=_Reply(200, {"ok": False, "error": error}))
    assert classify(exc).category.value == category


def test_error_sentence_is_not_a_code() -> None:
    """An ``error`` value that is a sentence, not a token, is not taken for a code."""
    body = {"ok": False, "error": "the user could not be found anywhere"}
    exc = _error("ApiCallError", response=_Reply(200, body))
    assert classify(exc).code != "API_ERROR"


@pytest.mark.parametrize(("value", "seconds"), [("1500", 1.5), ("250", 0.25), ("60000", 60.0)])
def test_azure_retry_after_ms(value: str, seconds: float) -> None:
    """Azure's ``x-ms-retry-after-ms`` is a wait in milliseconds."""
    assert retry_after_from_headers({"x-ms-retry-after-ms": value}) == pytest.approx(seconds)


class _Meta:
    def __init__(self, headers: dict[str, str]) -> None:
        self.headers = headers


@pytest.mark.parametrize("wait", ["3", "12", "0"])
def test_wait_read_from_meta_headers(wait: str) -> None:
    """elastic-transport keeps the response headers in ``exc.meta.headers``: Retry-After is read."""
    exc = _error("ApiError", status_code=429, meta=_Meta({"Retry-After": wait}))
    assert classify(exc).retry_after == pytest.approx(float(wait))


@pytest.mark.parametrize(
    ("name", "category", "code"),
    [
        ("BrokerConnectionError", "transient", "CONNECTION_ERROR"),
        ("NoReachableHosts", "transient", "CONNECTION_ERROR"),
        ("LeaseTimedOut", "transient", "TIMEOUT"),
        ("AuthenticationRefused", "client", "AUTHENTICATION_FAILED"),
        ("InvalidSchemaName", "client", "INVALID_REQUEST"),
        ("KeyNotFound", "client", "INVALID_REQUEST"),
        ("ManifestParseError", "client", "MALFORMED_INPUT"),
        ("CorruptArchive", "client", "MALFORMED_INPUT"),
        ("ExpatError", "client", "MALFORMED_INPUT"),
        ("Empty", "transient", "WOULD_BLOCK"),
        ("QueueFull", "transient", "WOULD_BLOCK"),
        ("ChannelEmptyError", "transient", "WOULD_BLOCK"),
        ("WouldBlock", "transient", "WOULD_BLOCK"),
        ("BrokenResourceError", "fatal", "RESOURCE_BROKEN"),
        ("BrokenWorkerPool", "fatal", "RESOURCE_BROKEN"),
        ("ClosedResourceError", "fatal", "RESOURCE_CLOSED"),
        ("EndOfStream", "fatal", "RESOURCE_CLOSED"),
        ("InvalidStateError", "fatal", "INVALID_STATE"),
        ("IllegalStateException", "fatal", "INVALID_STATE"),
        ("NoSectionError", "client", "NOT_FOUND"),
        ("NoResultFound", "client", "NOT_FOUND"),
        ("MissingFieldException", "client", "NOT_FOUND"),
        ("Fullness", "fatal", "UNEXPECTED_ERROR"),
        ("EmptyHanded", "fatal", "UNEXPECTED_ERROR"),
        ("Noodle", "fatal", "UNEXPECTED_ERROR"),
        ("Kaboom", "fatal", "UNEXPECTED_ERROR"),
    ],
)
def test_class_name_shape(name: str, category: str, code: str) -> None:
    """When nothing else decided, the class name's shape does; other names stay fatal."""
    info = classify(_error(name))
    assert (info.category.value, info.code) == (category, code)


def test_class_name_shape_read_on_a_base() -> None:
    """A subclass with a neutral name is judged by its base's name."""
    base = type(_error("PoolConnectionError"))
    child = type("Wobble", (base,), {})("x")
    assert classify(child).code == "CONNECTION_ERROR"


def test_quota_wording_beats_class_name() -> None:
    """Quota wording decides before a connection-shaped class name."""
    exc = type(_error("GatewayConnectionError"))("daily quota exceeded for this project")
    assert classify(exc).code == "QUOTA_EXHAUSTED"


@pytest.mark.parametrize("depth", [50, 200])
def test_recursion_is_named(depth: int) -> None:
    """Endless recursion inside a tool is fatal with its own code, not an unexpected error."""

    def down(n: int) -> int:
        return down(n + 1) if n >= 0 else n

    try:
        down(depth)
    except RecursionError as exc:
        info = classify(exc)
    assert (info.category.value, info.code) == ("fatal", "RECURSION_LIMIT")


@pytest.mark.parametrize(
    "text",
    [
        "I/O operation on closed file.",
        "no active connection",
        "Cannot operate on a closed database.",
        "read from closed socket",
        "the stream was closed",
        "Session is already closed",
    ],
)
def test_value_error_on_a_closed_resource_is_a_bug(text: str) -> None:
    """A ValueError saying its object is closed is the tool's own misuse, not a bad value."""
    info = classify(ValueError(text))
    assert (info.category.value, info.code) == ("fatal", "RESOURCE_CLOSED")


@pytest.mark.parametrize("text", ["the shop is closed on Sunday", "closed", "port must be > 0"])
def test_value_error_about_a_value_stays_invalid_value(text: str) -> None:
    """Other ValueErrors, even naming "closed", remain a rejected value."""
    assert classify(ValueError(text)).code == "INVALID_VALUE"


def test_closed_resource_answer_is_not_kept_for_the_class() -> None:
    """A closed-file ValueError first does not make the next plain ValueError fatal."""
    classify(ValueError("I/O operation on closed file."))
    assert classify(ValueError("bad port 99999")).code == "INVALID_VALUE"
