"""Protocol facts read without knowing the client (issue 23): Redis error replies from any
module, websocket close codes under any attribute name or in the message, parser base classes
named for their format, and what a message calls illegal, disallowed or of the wrong type."""

from __future__ import annotations

import enum
from typing import Any

import pytest

from toolretry import classify
from toolretry.classify._unbound_protocols import close_code, resp_reply_row


def _error(
    name: str,
    *args: Any,
    module: str = "somelib.errors",
    bases: tuple[type[BaseException], ...] = (Exception,),
    **attrs: Any,
) -> BaseException:
    """An exception of a fresh class ``name`` in a third-party ``module``, raised with ``args``."""
    cls = type(name, bases, {"__module__": module})
    exc = cls(*args)
    for key, value in attrs.items():
        setattr(exc, key, value)
    return exc


def _verdict(exc: BaseException) -> tuple[str, str]:
    info = classify(exc)
    return info.category.value, info.code


class _Close(enum.IntEnum):
    NORMAL = 1000
    GOING_AWAY = 1001
    UNSUPPORTED = 1003
    POLICY = 1008
    TOO_BIG = 1009
    SERVER_ERROR = 1011
    RESTART = 1012
    TRY_LATER = 1013


@pytest.mark.parametrize(
    ("module", "name", "text", "category", "code"),
    [
        ("coredis.exceptions", "ResponseError", "LOADING Redis is loading", "transient", None),
        ("keydbpy.errors", "ReplyError", "BUSY Redis is busy running a script", "transient", None),
        ("dfly.client", "CommandError", "CLUSTERDOWN The cluster is down", "transient", None),
        ("anyredis", "ServerReplyError", "TRYAGAIN Multiple keys request", "transient", None),
        ("x.y", "ResponseError", "READONLY You can't write against a replica", "transient", None),
        ("x.y", "ResponseError", "MOVED 3999 127.0.0.1:6381", "transient", None),
        ("hiredis", "ReplyError", "NOSCRIPT No matching script", "client", None),
        ("z.errors", "StoreError", "NOPERM this user has no permissions", "client", None),
        ("z.errors", "StoreError", "CROSSSLOT Keys don't hash to the same slot", "client", None),
        ("kv.errors", "ResponseError", "OOM command not allowed", "fatal", "OUT_OF_MEMORY"),
    ],
)
def test_a_redis_error_reply_is_read_from_any_client(
    module: str, name: str, text: str, category: str, code: str | None
) -> None:
    """An upper-case Redis error prefix decides, whatever module the reply's class is in."""
    got_category, got_code = _verdict(_error(name, text, module=module))
    assert got_category == category
    if code is not None:
        assert got_code == code


@pytest.mark.parametrize(
    "text",
    [
        "MOVED permanently to the archive",  # a redirect word without the redirect's shape
        "ASK your administrator",
        "HELLO world",  # upper-case, but no Redis prefix
        "Wrongtype of value",  # not upper-case
        "OOM",  # a prefix with nothing after it is no reply
    ],
)
def test_text_not_shaped_as_a_reply_is_no_redis_error(text: str) -> None:
    """Only a known prefix in the reply's exact shape is read as a Redis error."""
    assert resp_reply_row(_error("SomethingError", text)) is None


def test_a_builtin_exception_is_never_a_redis_reply() -> None:
    """A builtin error whose message happens to start with a prefix is no client's reply."""
    assert resp_reply_row(RuntimeError("BUSY doing other things")) is None


@pytest.mark.parametrize(
    ("name", "attrs", "expected"),
    [
        ("ConnectionClosed", {"reason": _Close.POLICY}, 1008),
        ("ConnectionClosed", {"close_code": 1013}, 1013),
        ("WebSocketDisconnect", {"code": _Close.TOO_BIG}, 1009),
        ("WebsocketClosedError", {"status": 1012}, 1012),
        ("SocketClosed", {"why": _Close.SERVER_ERROR}, 1011),  # any attribute name
        ("WSClosed", {"code": 4001}, 4001),
    ],
)
def test_a_close_code_is_found_under_any_attribute(
    name: str, attrs: dict[str, Any], expected: int
) -> None:
    """A close-code-shaped int on a class named for a closed connection is its close code."""
    assert close_code(_error(name, "closed", **attrs)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Connection closed: 1008 policy violation", 1008),
        ("websocket closed with code=1013", 1013),
        ("close code 1011 (internal error)", 1011),
        ("peer sent close 4000", 4000),
    ],
)
def test_a_close_code_is_read_from_the_message(text: str, expected: int) -> None:
    """A close code said after "close"/"closed"/"code" in the message is read."""
    assert close_code(_error("WebSocketClosedError", text)) == expected


def test_a_base_class_named_for_websockets_counts() -> None:
    """A class named for nothing, under a websocket base class, still carries a close code."""
    base = type("WebSocketError", (Exception,), {"__module__": "ws.lib"})
    assert close_code(_error("Gone", "bye", bases=(base,), code=1001)) == 1001


@pytest.mark.parametrize(
    ("name", "attrs", "text"),
    [
        ("ConnectionClosed", {"code": 200}, "closed"),  # an HTTP status is no close code
        ("ConnectionClosed", {"code": True}, "closed"),
        ("ConnectionClosed", {}, "closed after 1500 ms"),  # a number not said as a code
        ("QueryError", {"code": 1008}, "query failed"),  # not named for a closed connection
    ],
)
def test_no_close_code_without_its_shape(name: str, attrs: dict[str, Any], text: str) -> None:
    """A number that is not a close code, or a class not named for one, carries none."""
    assert close_code(_error(name, text, **attrs)) is None


@pytest.mark.parametrize(
    ("code", "category"),
    [
        (_Close.GOING_AWAY, "transient"),
        (_Close.TRY_LATER, "transient"),
        (_Close.RESTART, "transient"),
        (_Close.POLICY, "client"),
        (_Close.TOO_BIG, "client"),
        (_Close.UNSUPPORTED, "fatal"),
    ],
)
def test_a_close_code_under_another_name_decides_over_connection_error(
    code: _Close, category: str
) -> None:
    """A ConnectionError subclass that carries a close code is judged by the code."""
    exc = _error("ConnectionClosed", "closed", bases=(ConnectionError,), reason=code)
    assert _verdict(exc)[0] == category


@pytest.mark.parametrize(
    "name",
    ["YAMLError", "TomlError", "CSVError", "MarkupXMLError", "Json5Error", "IniFileError"],
)
def test_a_parser_base_named_for_its_format_is_malformed_input(name: str) -> None:
    """An error of a class named for a data format is about the text that was parsed."""
    base = type(name, (Exception,), {"__module__": "fmtlib.errors"})
    assert _verdict(_error("Oddity", "line 3", bases=(base,))) == ("client", "MALFORMED_INPUT")


@pytest.mark.parametrize("name", ["JsonRpcError", "JSONRPCError", "XmlRpcFault"])
def test_a_remote_call_error_is_not_malformed_input(name: str) -> None:
    """A JSON-RPC or XML-RPC error is a remote call's, not a parse failure."""
    assert _verdict(_error(name, "remote said no"))[1] != "MALFORMED_INPUT"


@pytest.mark.parametrize("name", ["KeyDisallowed", "DisallowedCharacter", "TabsDisallowedError"])
def test_a_disallowed_name_is_a_rejected_input(name: str) -> None:
    """A class named for something disallowed rejected the input."""
    assert _verdict(_error(name, "nope")) == ("client", "INVALID_REQUEST")


@pytest.mark.parametrize(
    "text",
    [
        "Illegal operation on a closed archive",
        "illegal character in path at index 4",
        "Received ERR: illegal request",
        "nested tables are disallowed here",
        "score is not an integer",
        "the field 'when' is not a date",
        "value is not a number or out of range",
    ],
)
def test_illegal_disallowed_or_wrong_type_wording_is_a_client_error(text: str) -> None:
    """A message calling the input illegal, disallowed or of the wrong type is a client error."""
    assert _verdict(_error("PlainFailure", text))[0] == "client"


def test_an_illegal_state_is_still_a_bug() -> None:
    """ "Illegal state" names a wrong order of calls, not a bad input."""
    assert _verdict(_error("PlainFailure", "illegal state: stream already consumed"))[0] != (
        "client"
    )


@pytest.mark.parametrize(
    ("title", "category", "status"),
    [
        ("503 Service Unavailable", "transient", 503),
        ("502 Bad Gateway", "transient", 502),
        ("404 Not Found", "client", 404),
        ("429 Too Many Requests", "transient", 429),
    ],
)
def test_any_json_decode_error_reads_the_error_page_it_was_given(
    title: str, category: str, status: int
) -> None:
    """A JSONDecodeError not from the stdlib (simplejson's, which requests then raises) still
    reads the status of the HTML error page it failed on."""
    doc = f"<html><head><title>{title}</title></head><body>oops</body></html>"
    exc = _error("JSONDecodeError", "Expecting value", bases=(ValueError,), doc=doc, pos=0)
    info = classify(exc)
    assert (info.category.value, info.status_code) == (category, status)


@pytest.mark.parametrize(
    ("doc", "category", "code"),
    [
        ("Service Unavailable", "transient", "HTTP_503"),
        ("  Bad Gateway\n", "transient", "HTTP_502"),
        ("Forbidden", "client", "HTTP_403"),
        ("server is overloaded, please try again later", "transient", "TRY_AGAIN_LATER"),
    ],
)
def test_a_plain_text_error_body_a_decoder_failed_on_decides(
    doc: str, category: str, code: str
) -> None:
    """A short plain-text body a JSON decoder failed on is the server's error text."""
    exc = _error("JSONDecodeError", "Expecting value", bases=(ValueError,), doc=doc, pos=0)
    assert _verdict(exc) == (category, code)


@pytest.mark.parametrize(
    "doc",
    [
        "hello world",  # words of no error
        "unavailable",  # a lone word: the same body may come with any status
        '{"a": 1,',  # truncated JSON: the data is broken, not a server's refusal
        "Service Unavailable " * 20,  # a document, not a one-line error text
    ],
)
def test_other_text_a_decoder_failed_on_is_malformed_input(doc: str) -> None:
    """Text that is no error line leaves the decode error a malformed input."""
    exc = _error("JSONDecodeError", "Expecting value", bases=(ValueError,), doc=doc, pos=0)
    assert _verdict(exc)[1] not in ("TRY_AGAIN_LATER", "HTTP_503")
