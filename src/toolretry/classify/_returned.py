"""A tool that returned an HTTP response with an error status failed: say so as an exception.

``requests.get(url)`` without ``raise_for_status()`` returns a 503 as a value. This module
recognises such a value by duck typing (no client imported) and turns it into an
`ErrorResponseReturned` that the classifier judges by its status and its Retry-After, like any
HTTP error. It is asked on every success, so a plain value is rejected by its type alone and a
class's response shape is decided once per class.
"""

from __future__ import annotations

from typing import Any

__all__ = ["ErrorResponseReturned", "failure_of_result", "reply_record", "response_shaped"]

# Results a tool returns most: rejected by one set lookup on their type.
_PLAIN: frozenset[type] = frozenset(
    {
        str,
        bytes,
        bytearray,
        dict,
        list,
        tuple,
        set,
        frozenset,
        int,
        float,
        bool,
        complex,
        type(None),
    }
)
# Methods that only response classes carry: requests, httpx and aiohttp have
# ``raise_for_status``; http.client and urllib3 have ``getheader``/``getheaders``.
_RESPONSE_METHODS = ("raise_for_status", "getheader", "getheaders")
# class -> has a response's shape, decided once per class; the plain types are known from the
# start, so any result a tool returns twice is answered by this one lookup.
_SHAPES: dict[type, bool] = dict.fromkeys(_PLAIN, False)
_SHAPES_MAX = 1024


class ErrorResponseReturned(Exception):
    """A tool returned an HTTP response whose status is an error (400 and above).

    ``status_code`` and ``headers`` are the response's, so the classifier reads the status
    and its Retry-After as it would on a raised HTTP error; ``url`` has no query string.
    """

    def __init__(self, status_code: int, reason: str, url: str, headers: Any) -> None:
        where = f" for url {url}" if url else ""
        super().__init__(f"the tool returned HTTP {status_code} {reason}".rstrip() + where)
        self.status_code = status_code
        self.reason = reason
        self.url = url
        self.headers = headers


def _response_shaped(cls: type) -> bool:
    """Whether ``cls`` has a response's methods (asked once per class, then remembered)."""
    try:
        shaped = not issubclass(cls, BaseException) and any(
            callable(getattr(cls, name, None)) for name in _RESPONSE_METHODS
        )
    except Exception:  # a hostile class: not a response
        shaped = False
    if len(_SHAPES) >= _SHAPES_MAX:
        _SHAPES.clear()
        _SHAPES.update(dict.fromkeys(_PLAIN, False))
    _SHAPES[cls] = shaped
    return shaped


def _status(value: Any) -> int | None:
    for name in ("status_code", "status"):  # requests/httpx, then aiohttp/urllib3/http.client
        status = getattr(value, name, None)
        if type(status) is int:
            return status
    return None


def _text(value: object) -> str:
    return value if isinstance(value, str) else str(value) if value is not None else ""


def response_shaped(value: object) -> bool:
    """Whether ``value`` is an HTTP response object by its class's methods (decided once per
    class): what an exception may keep under any name (pyTelegramBotAPI's ``result``)."""
    shaped = _SHAPES.get(type(value))
    return shaped if shaped is not None else _response_shaped(type(value))


def reply_record(value: object) -> bool:
    """Whether ``value`` records a failed reply without being a client's response object: an
    instance whose own attributes hold a 4xx/5xx ``status_code`` (or ``status``) beside a
    headers container. Generated SDKs keep the reply one level down in such a record (Box's
    ``response_info``, ``http_info``-style objects), not on the exception. Only the instance's
    own ``__dict__`` is read (no property of a foreign object runs); plain values and
    exceptions (left to the chain) are rejected by their type."""
    if type(value) in _PLAIN or isinstance(value, BaseException):
        return False
    fields = getattr(value, "__dict__", None)
    if not isinstance(fields, dict):
        return False
    status = fields.get("status_code")
    if type(status) is not int:
        status = fields.get("status")
    if type(status) is not int or not 400 <= status <= 599:
        return False
    headers = fields.get("headers")
    return headers is not None and not isinstance(headers, (str, bytes)) and hasattr(headers, "get")


def failure_of_result(value: object) -> BaseException | None:
    """The failure a returned value stands for: an `ErrorResponseReturned` when ``value`` is
    an HTTP response object (requests, httpx, aiohttp, urllib3, http.client, ...) whose status
    is 400..599; else None. Never raises."""
    shaped = _SHAPES.get(type(value))
    if shaped is False or (shaped is None and not _response_shaped(type(value))):
        return None
    try:
        status = _status(value)
        if status is None or not 400 <= status <= 599:
            return None
        headers = getattr(value, "headers", None)
        if headers is None or isinstance(headers, (str, bytes)) or not hasattr(headers, "get"):
            return None  # a response without a headers mapping is no response we know
        reason = getattr(value, "reason", None)
        if reason is None:
            reason = getattr(value, "reason_phrase", None)  # httpx
        url = _text(getattr(value, "url", None)).partition("?")[0].partition("#")[0]
        return ErrorResponseReturned(status, _text(reason), url, headers)
    except Exception:  # attribute access on a foreign object must never break a success
        return None
