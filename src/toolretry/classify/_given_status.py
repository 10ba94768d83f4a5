"""An HTTP status an exception was *given* rather than keeps as an attribute: among its arguments
beside its reason phrase or error body, or inside a parsed error body it keeps.

Clients that keep no ``status_code`` still hand the reply's status over: as arguments
(``raise ApiError("API returned error", resp.status_code, resp.reason, body)``), as a
``(status, (error, reason))`` pair (a CouchDB client's), or inside the JSON error body they
keep (``{"errorCode": 102, "message": "Not a file", "status": 403}``). Each position has its
sanity check, so that a number that merely looks like a status (a count, a port, an id) is not
taken for one: beside a number must stand its own reason phrase, or an error body; in a body,
the status key must stand beside a message.

A structural fact: asked in `last_resort` before any wording.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from itertools import islice

from ._chain import attempt_links
from ._status import PHRASES, status_verdict
from ._verdict import Verdict

__all__ = ["from_given_status"]

# The phrases RFC 9110 renamed, in both spellings: servers and clients use either.
_OTHER_PHRASES = {
    413: ("content too large", "payload too large", "request entity too large"),
    414: ("uri too long", "request-uri too long"),
    416: ("range not satisfiable", "requested range not satisfiable"),
    422: ("unprocessable content", "unprocessable entity"),
}
# An error code's shape, the first member of an ``(error, reason)`` body: "document_too_large".
_IDENTIFIER = re.compile(r"[A-Za-z][A-Za-z0-9_.:\-]{1,63}")
# Where a parsed error body puts the reply's status, and the keys of its message beside it.
_STATUS_KEYS = ("status", "statusCode", "status_code", "httpStatus", "http_status")
_MESSAGE_KEYS = ("message", "error", "reason", "detail", "description", "title", "msg")
_MAX_ARGS = 6
_MAX_KEPT = 16


def _is_body(value: object) -> bool:
    """An error body given beside a status: a mapping, or an ``(error, reason)`` pair."""
    if isinstance(value, Mapping):
        return True
    return (
        isinstance(value, tuple)
        and len(value) == 2
        and isinstance(value[0], str)
        and _IDENTIFIER.fullmatch(value[0]) is not None
    )


def _beside(number: object, neighbour: object) -> int | None:
    """``number`` when it is a registered 4xx/5xx status and ``neighbour`` its phrase or body."""
    if type(number) is not int or number not in PHRASES:
        return None
    if type(neighbour) is str:
        phrases = (PHRASES[number], *_OTHER_PHRASES.get(number, ()))
        return number if neighbour.lower().startswith(phrases) else None
    return number if _is_body(neighbour) else None


def _argued(args: tuple[object, ...]) -> int | None:
    """A status among ``args`` (or inside a tuple given as the first argument) beside its
    phrase or body."""
    for values in (args, args[0] if args and type(args[0]) is tuple else ()):
        for index in range(min(len(values), _MAX_ARGS) - 1):
            found = _beside(values[index], values[index + 1])
            if found is not None:
                return found
    return None


def _in_body(body: Mapping[object, object]) -> int | None:
    """The status a parsed error body keeps beside its message."""
    if not any(isinstance(body.get(key), str) for key in _MESSAGE_KEYS):
        return None
    for key in _STATUS_KEYS:
        value = body.get(key)
        if type(value) is int and value in PHRASES:
            return value
    return None


def _given(exc: BaseException) -> int | None:
    found = _argued(exc.args)
    if found is not None:
        return found
    own = getattr(exc, "__dict__", None)
    kept = list(islice(own.values(), _MAX_KEPT)) if isinstance(own, dict) else []
    for value in (*exc.args[:1], *kept):
        if isinstance(value, Mapping):
            found = _in_body(value)
            if found is not None:
                return found
    return None


def from_given_status(exc: BaseException, whole: bool) -> Verdict | None:
    """The verdict of a status ``exc`` (or its attempt's chain) was given, not keeps; None when
    none was. Never raises."""
    try:
        for link in attempt_links(exc, whole=whole):
            status = _given(link)
            if status is not None:
                try:
                    text = str(link)
                except Exception:  # a broken __str__ says nothing
                    text = ""
                return status_verdict(status, text, link)
    except Exception:  # foreign containers must never break classification
        return None
    return None
