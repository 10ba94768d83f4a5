"""Error codes and statuses given in a body, not kept as attributes (issue 23, blind sets 13-14):
a document store's ``{"error": ..., "reason": ...}`` body or ``(error, reason)`` pair given as
an argument, a status inside a kept error body, a SaaS API's string code read by its words, a
gRPC name under a status key, a revision conflict, and a format's broken signature."""

from __future__ import annotations

import gzip
import json
import zlib
from typing import Any

import pytest
import requests

from toolretry import classify
from toolretry.testing import FaultServer, Reply


def _error(name: str, *args: object, **attrs: Any) -> BaseException:
    """An exception of a fresh third-party class with ``args`` and instance ``attrs``."""
    exc = type(name, (Exception,), {"__module__": "storelib.errors"})(*args)
    for key, value in attrs.items():
        setattr(exc, key, value)
    return exc


@pytest.mark.parametrize(
    ("args", "category"),
    [
        (({"error": "not_found", "reason": "deleted"},), "client"),
        (({"error": "unauthorized", "reason": "bad password"},), "client"),
        (({"code": "invalid_input", "message": "name is empty"},), "client"),
        ((("file_exists", "The database already exists."),), "client"),
        ((("forbidden", "admins only"),), "client"),
        (({"error": "service_unavailable", "reason": "no shards"},), "transient"),
    ],
)
def test_a_body_given_as_the_argument_is_read_by_its_code(
    args: tuple[object, ...], category: str
) -> None:
    """A parsed error body, or an ``(error, reason)`` pair, given as the first argument is
    judged by the words of its code."""
    assert classify(_error("StoreFailure", *args)).category.value == category


@pytest.mark.parametrize(
    ("args", "code"),
    [
        (((409, ("conflict", "stale rev")),), "HTTP_409"),
        (((413, ("document_too_large", "doc-9")),), "HTTP_413"),
        (((503, {"error": "unavailable"}),), "HTTP_503"),
        (("call failed", 404, {"message": "gone"}), "HTTP_404"),
    ],
)
def test_a_status_given_beside_a_body(args: tuple[object, ...], code: str) -> None:
    """A ``(status, body)`` pair among the arguments is that status, even under a class named
    for a server error."""
    assert classify(_error("ServerError", *args)).code == code


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"errorCode": 100, "message": "Key not found", "status": 404}, "HTTP_404"),
        ({"statusCode": 422, "error": "Unprocessable", "detail": "bad field"}, "HTTP_422"),
        ({"httpStatus": 503, "description": "leader lost"}, "HTTP_503"),
    ],
)
def test_a_status_inside_a_kept_body(body: dict[str, object], code: str) -> None:
    """An error body kept under any attribute name gives the status beside its message."""
    assert classify(_error("KeyStoreError", "failed", payload=body)).code == code


def test_a_status_key_without_a_message_is_ignored() -> None:
    """A dict with a ``status`` number but no message (a progress record) gives no status."""
    info = classify(_error("JobFailure", "failed", progress={"status": 404, "done": 3}))
    assert info.code != "HTTP_404"


@pytest.mark.parametrize(
    ("code", "message", "category"),
    [
        ("delete_protected", "the volume has deletion protection", "client"),
        ("vm_not_running", "the machine must run first", "client"),
        ("volume_not_detached", "detach it from the server first", "client"),
        ("channel_is_frozen", "no posts allowed", "client"),
        ("unsupported_operation", "this plan cannot do that", "client"),
        ("no_room_in_region", "no hosts left in that region", "transient"),
        ("conflict", "the record was modified during the operation", "transient"),
        ("conflict", "a bucket with that name exists", "client"),
    ],
)
def test_a_saas_code_is_read_by_its_words(code: str, message: str, category: str) -> None:
    """A string error code under ``code`` says what went wrong in its words."""
    info = classify(_error("CloudApiError", message, code=code))
    assert info.category.value == category


@pytest.mark.parametrize(
    ("status", "category"),
    [("UNAVAILABLE", "transient"), ("UNAUTHENTICATED", "client")],
)
def test_a_grpc_name_under_a_status_key(status: str, category: str) -> None:
    """A gRPC canonical name kept as text under ``status`` is the call's status."""
    info = classify(_error("RemoteCallFailed", "the call did not complete", status=status))
    assert info.category.value == category


def test_an_ordinary_word_under_status_says_nothing() -> None:
    """A plain upper-case word under ``status`` that is no gRPC name is not read as a code."""
    info = classify(_error("RemoteCallFailed", "the call did not complete", status="PENDING"))
    assert info.code == "UNEXPECTED_ERROR"


@pytest.mark.parametrize(
    "message",
    ["Document update conflict.", "revision conflict on order-17", "edit conflict: reload"],
)
def test_a_revision_conflict_is_the_requests_to_fix(message: str) -> None:
    """A conflict over a stale revision fails again when resent: the client must re-read."""
    assert classify(_error("Conflict", message)).category.value == "client"


def test_a_transaction_conflict_is_still_passing() -> None:
    """A conflict with concurrent work inside a transaction is still run again."""
    info = classify(_error("Conflict", "transaction conflict: updated by another session"))
    assert info.category.value == "transient"


def test_a_couchdb_like_reply_through_requests(fault_server: FaultServer) -> None:
    """A client that parses a document store's error body and raises it as its argument is
    judged by the body's code, live over HTTP."""
    body = {"error": "not_found", "reason": "missing"}
    fault_server.script("/db/doc", Reply(404, json=body))
    reply = requests.get(fault_server.url("/db/doc"), timeout=5)
    info = classify(_error("ResourceMissing", reply.json()))
    assert (info.category.value, info.code) == ("client", "NOT_FOUND")


@pytest.mark.parametrize(
    ("message", "category"),
    [
        ("bad magic number in file header", "client"),
        ("stream does not start with the expected OggS signature", "client"),
        ("inflate error: invalid block type", "client"),
        ("error reading frame header: truncated", "client"),
        ("<input>:3: (ERROR/3) Unexpected section title.", "client"),
        ("unknown directive 'frobnicate' at line 3", "client"),
    ],
)
def test_a_format_or_decoder_failure_is_bad_input(message: str, category: str) -> None:
    """A broken signature, a decoder's failure or a markup error names bad input."""
    assert classify(_error("ContainerError", message)).category.value == category


@pytest.mark.parametrize("decompress", [zlib.decompress, gzip.decompress])
def test_real_decoders_on_junk_are_bad_input(decompress: Any) -> None:
    """zlib's and gzip's own errors on junk bytes say the input is bad, not the tool."""
    with pytest.raises(Exception) as raised:  # noqa: PT011 - each decoder raises its own kind
        decompress(b"junk bytes, not compressed")
    assert classify(raised.value).category.value == "client"


def test_a_json_body_given_as_text_is_not_a_status() -> None:
    """A JSON text argument is no body mapping: its numbers are not taken for a status."""
    info = classify(_error("ExportFailed", json.dumps({"status": 500, "message": "x"})))
    assert info.code != "HTTP_500"


@pytest.mark.parametrize(
    ("name", "message", "code"),
    [
        (
            "ContextLengthExceeded",
            "the prompt has 9000 tokens, the model takes 8192",
            "INPUT_TOO_LONG",
        ),
        ("MaxContextReached", "shorten the conversation", "INPUT_TOO_LONG"),
        ("SafetyFilterTriggered", "the answer was withheld", "CONTENT_REFUSED"),
        ("UsagePolicyViolation", "this request is not allowed", "CONTENT_REFUSED"),
    ],
)
def test_a_models_refusal_of_the_input(name: str, message: str, code: str) -> None:
    """A model's context window or content policy refusing the input is the request's to
    change."""
    assert classify(_error(name, message)).code == code
