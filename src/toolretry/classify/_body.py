"""Read an HTTP error's own explanation from the response body it came with.

"404 Client Error: Not Found for url: ..." tells a model less than the API's own
``{"error": {"message": "user 42 does not exist"}}``. Only bodies already in memory are read:
a streamed response is never pulled from the network here. A classification parses a body at
most once and keeps nothing of it afterwards.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

__all__ = ["MAPPING", "body_message", "held_body", "loaded_json", "message_in", "plain_text"]

MAPPING = (dict, Mapping)
"""For ``isinstance``: ``isinstance(x, Mapping)`` alone is an ABC check, slow whatever ``x``
is; parsed JSON is a ``dict``, which this tuple answers first at the cost of a type check."""

_MAX_BODY = 64 * 1024
_MAX_MESSAGE = 300
_JSON_STARTS = (b"{"[0], b"["[0])
# (value, end) of the JSON value at the start of a text: json.loads without its checks.
_decode: Callable[[str], tuple[Any, int]] = json.JSONDecoder().raw_decode
_JSON_SPACE = " \t\n\r"  # the whitespace json allows around a value
_MESSAGE_KEYS = (
    "message", "detail", "error_description", "error", "msg", "title", "errors",
    # The same keys in PascalCase (Postmark's and AWS's "Message") and spelled with "error".
    "Message", "ErrorMessage", "errorMessage", "error_message", "Detail", "Error",
)  # fmt: skip


_NO_RAW = object()


def held_body(response: object) -> bytes | bytearray | None:
    """The body ``response``'s client holds in memory already, through its public ``content``;
    None where reading it could wait on a socket.

    httpx's ``content`` raises ``ResponseNotRead`` instead of reading; requests' (and its
    forks') reads ``raw`` unless that stream is closed, which it is once the body was read
    (``stream=False``, the default) or where there is none. Other objects are not read.
    """
    if isinstance(response, MAPPING):  # botocore keeps a parsed dict
        return None
    raw = getattr(response, "raw", _NO_RAW)
    if raw is not _NO_RAW:
        if raw is not None and getattr(raw, "closed", False) is not True:
            return None  # a stream not read yet
    elif not hasattr(response, "is_stream_consumed"):
        return None
    content = response.content  # type: ignore[attr-defined]
    return content if isinstance(content, (bytes, bytearray)) else None


def loaded_json(response: object) -> object:
    """The JSON body of ``response`` if its client already holds it in memory, else None.

    Read through the client's public ``content`` only where that reads no socket (see
    ``held_body``). Bodies over 64 KiB, bodies that do not start like a JSON object or array,
    and broken JSON give None. Never raises.
    """
    if response is None:
        return None
    try:
        raw = held_body(response)
        if raw is None or not 1 < len(raw) <= _MAX_BODY:
            return None
        if raw[0] in _JSON_STARTS and raw[1]:
            # What json.loads(raw) would do, without its encoding sniffing and its wrappers
            # (most of its work on a short error body): a body starting "{" or
            # "[" and no NUL is UTF-8 to json (RFC 8259); json's own scanner reads the value,
            # and like json.loads only its whitespace may follow.
            text = raw.decode("utf-8", "surrogatepass")
            value, end = _decode(text)  # JSONDecodeError when broken
            if end != len(text) and text[end:].strip(_JSON_SPACE):
                return None  # "Extra data"
            return value
        start = raw.lstrip()[:1]
        if not start or start[0] not in _JSON_STARTS:
            return None
        return json.loads(raw)
    except Exception:  # Foreign objects and broken bodies: the status alone still stands.
        return None


def plain_text(response: object) -> str | None:
    """The head of a text body (not JSON) ``response``'s client already holds in memory.

    A plain-text error page ("Daily quota exceeded") says in words what a JSON body says in a
    field; only bytes already read are looked at, bounded to the message length. Never raises.
    """
    try:
        raw = held_body(response)
        if not raw or len(raw) > _MAX_BODY:
            return None
        head = bytes(raw[: _MAX_MESSAGE * 4]).decode("utf-8", "ignore").strip()
        return head[:_MAX_MESSAGE] if head and head[0] not in "{[<" else None
    except Exception:  # a foreign response object: the status alone still stands
        return None


def message_in(payload: Any, depth: int = 0) -> str | None:
    """The first human message in the usual error shapes (OpenAI, RFC 7807, FastAPI, ...).

    Bounded to 300 characters; None when the payload holds no text. Never raises.
    """
    if depth > 3:
        return None
    if isinstance(payload, str):
        text = payload.strip()
        return text[:_MAX_MESSAGE] or None
    if isinstance(payload, list) and payload:
        return message_in(payload[0], depth + 1)
    if not isinstance(payload, dict):
        return None
    for key in _MESSAGE_KEYS:
        value = payload.get(key)
        if value is None:  # most keys are absent: no call to say so
            continue
        found = message_in(value, depth + 1)
        if found:
            return found
    return None


def body_message(exc: BaseException) -> str | None:
    """The error message the server put in the body of ``exc.response``, or None. Never raises."""
    try:
        response = exc.__dict__.get("response") if hasattr(exc, "__dict__") else None
    except Exception:
        return None
    return message_in(loaded_json(response))
