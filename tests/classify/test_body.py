"""The server's own error message, read from bodies real clients already hold."""

from __future__ import annotations

import json

import httpx
import pytest
import requests

from toolretry import classify
from toolretry.classify._body import body_message, loaded_json
from toolretry.testing import FaultServer, Reply


def _requests_error(url: str, *, stream: bool = False) -> requests.HTTPError:
    response = requests.get(url, timeout=2, stream=stream)
    try:
        response.raise_for_status()
    except requests.HTTPError as exc:
        return exc
    finally:
        if stream:
            response.close()
    raise AssertionError("the server answered 2xx")


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ({"error": {"message": "user 42 does not exist", "type": "not_found"}}, "user 42"),
        ({"detail": "Item not found"}, "Item not found"),
        ({"detail": [{"loc": ["body", "q"], "msg": "field required"}]}, "field required"),
        ({"error": "invalid_grant", "error_description": "code expired"}, "code expired"),
        ({"title": "Not Found", "status": 404}, "Not Found"),
    ],
)
def test_requests_error_carries_the_body_message(
    fault_server: FaultServer, body: dict[str, object], expected: str
) -> None:
    """A 404 read by requests shows what the API said, in the usual error shapes."""
    fault_server.script("/users/42", Reply(404, json=body))
    exc = _requests_error(fault_server.url("/users/42"))
    said = body_message(exc)
    assert said is not None
    assert expected in said
    assert expected in classify(exc).message


def test_httpx_error_carries_the_body_message(fault_server: FaultServer) -> None:
    """httpx's HTTPStatusError after a normal (read) request shows the body's message."""
    fault_server.script("/q", Reply(422, json={"error": {"message": "limit must be <= 100"}}))
    with httpx.Client() as client:
        response = client.get(fault_server.url("/q"))
        with pytest.raises(httpx.HTTPStatusError) as caught:
            response.raise_for_status()
    assert "limit must be <= 100" in classify(caught.value).message


def test_streamed_body_is_never_read(fault_server: FaultServer) -> None:
    """With stream=True the body stays on the socket: no message, and no blocking read."""
    fault_server.script("/big", Reply(500, json={"error": {"message": "boom"}}))
    exc = _requests_error(fault_server.url("/big"), stream=True)
    assert body_message(exc) is None


def test_an_httpx_streamed_body_is_never_read(fault_server: FaultServer) -> None:
    """httpx's streamed reply, not read yet: no message, and the stream is left unread."""
    fault_server.script("/big", Reply(500, json={"error": {"message": "boom"}}))
    with httpx.Client() as client, client.stream("GET", fault_server.url("/big")) as response:
        with pytest.raises(httpx.HTTPStatusError) as caught:
            response.raise_for_status()
        assert body_message(caught.value) is None
        assert not response.is_stream_consumed
        assert b"boom" in response.read()  # and it is still there to read
        assert body_message(caught.value) == "boom"  # once read, it is used


def test_a_requests_stream_read_by_the_caller_is_used(fault_server: FaultServer) -> None:
    """Once the caller has read a streamed body, its message is used."""
    fault_server.script("/big", Reply(500, json={"error": {"message": "boom"}}))
    with requests.get(fault_server.url("/big"), timeout=2, stream=True) as response:
        with pytest.raises(requests.HTTPError) as caught:
            response.raise_for_status()
        assert body_message(caught.value) is None
        assert b"boom" in response.content
        assert body_message(caught.value) == "boom"


def test_html_and_non_json_bodies_give_nothing(fault_server: FaultServer) -> None:
    """An HTML error page is not parsed as an API message (the message cleaner handles it)."""
    fault_server.script("/html", Reply.html(503))
    assert body_message(_requests_error(fault_server.url("/html"))) is None


def test_exceptions_without_a_response_give_nothing() -> None:
    """Plain exceptions and foreign objects never make body_message raise."""
    assert body_message(ValueError("x")) is None
    odd = RuntimeError("x")
    odd.response = object()  # type: ignore[attr-defined]
    assert body_message(odd) is None


def _held(content: bytes) -> httpx.Response:
    """A response that already holds its body: httpx's, read in full."""
    return httpx.Response(400, content=content)


def _json_loads_or_none(raw: bytes) -> object:
    try:
        return json.loads(raw)
    except ValueError:
        return None


_DOCUMENT = {"error": {"message": "café ☕ \U0001f600 too many", "code": None, "n": [1, 2.5]}}
_TEXT = json.dumps(_DOCUMENT, ensure_ascii=False)


@pytest.mark.parametrize(
    "raw",
    [
        _TEXT.encode("utf-8"),
        json.dumps(_DOCUMENT).encode("ascii"),  # \u escapes
        b"\xef\xbb\xbf" + _TEXT.encode("utf-8"),  # UTF-8 BOM
        _TEXT.encode("utf-16"),  # with BOM
        _TEXT.encode("utf-16-le"),
        _TEXT.encode("utf-16-be"),
        _TEXT.encode("utf-32"),
        _TEXT.encode("utf-32-le"),
        b"  \r\n\t" + _TEXT.encode("utf-8"),
        b'["a", {"b": null}]',
        b'{"lone": "\\ud800"}',  # an escaped lone surrogate
        '{"raw": "\ud83d"}'.encode("utf-8", "surrogatepass"),  # a raw one
        b'{"broken": ',
        b"{\xff\xfe}",
        b"[1, 2] trailing",
        b'{"a": 1} \r\n\t ',  # json's own whitespace after the value
        b'{"a": 1}\x0b',  # whitespace to str.isspace, not to json
        '{"a": 1}\u00a0'.encode(),  # a no-break space after the value
        b"[1] [2]",
        b'{"a": 1}}',
        b"{}",
        b"<html>503</html>",
        b"null",
    ],
)
def test_loaded_json_reads_a_body_as_json_loads_does(raw: bytes) -> None:
    """Whatever its encoding, a held body parses to what json.loads(body) gives, else None."""
    expected = _json_loads_or_none(raw) if raw.lstrip()[:1] in (b"{", b"[") else None
    assert loaded_json(_held(raw)) == expected
