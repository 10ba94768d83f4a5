"""Read an HTTP error's own explanation from the response body it came with.

"404 Client Error: Not Found for url: ..." tells a model less than the API's own
``{"error": {"message": "user 42 does not exist"}}``. Only bodies already in memory are read:
a streamed response is never pulled from the network here.
"""

from __future__ import annotations

import json
from typing import Any

__all__ = ["body_message"]

_MAX_BODY = 64 * 1024
_MAX_MESSAGE = 300


def _buffered_body(response: object) -> bytes | None:
    """The body if the client already holds it in memory; never reads from the socket."""
    cached = getattr(response, "_content", None)  # requests: False until read
    if isinstance(cached, bytes):
        return cached
    if type(response).__module__.split(".")[0] in ("httpx", "httpx2"):
        try:  # httpx raises ResponseNotRead rather than reading a streamed body.
            content = response.content  # type: ignore[attr-defined]
        except Exception:  # Not read, or closed: there is nothing to show.
            return None
        return content if isinstance(content, bytes) else None
    return None


def _message_in(payload: Any, depth: int = 0) -> str | None:
    """The first human message in the usual error shapes (OpenAI, RFC 7807, FastAPI, ...)."""
    if depth > 3:
        return None
    if isinstance(payload, str):
        return payload.strip() or None
    if isinstance(payload, list) and payload:
        return _message_in(payload[0], depth + 1)
    if not isinstance(payload, dict):
        return None
    for key in ("message", "detail", "error_description", "error", "msg", "title", "errors"):
        found = _message_in(payload.get(key), depth + 1)
        if found:
            return found
    return None


def body_message(exc: BaseException) -> str | None:
    """The error message the server put in the body of ``exc.response``, or None. Never raises."""
    try:
        response = exc.__dict__.get("response") if hasattr(exc, "__dict__") else None
        if response is None or isinstance(response, dict):  # botocore keeps a parsed dict
            return None
        body = _buffered_body(response)
        if not body or len(body) > _MAX_BODY or body.lstrip()[:1] not in (b"{", b"["):
            return None
        message = _message_in(json.loads(body))
    except Exception:  # Foreign objects and broken bodies: the status alone still stands.
        return None
    if message is None:
        return None
    return message[:_MAX_MESSAGE]
