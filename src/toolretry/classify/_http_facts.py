"""HTTP facts every client hides in its own place: status, headers, Retry-After, duck-typed."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from datetime import datetime
from itertools import islice
from types import MappingProxyType

from .._category import ErrorCategory
from ._body import MAPPING
from ._headers import header_value, read_headers
from ._returned import reply_record, response_shaped
from ._status_names import LOOSE, named_responses, named_statuses
from ._wait_values import RATE_LIMIT_HEADERS, parse_duration, parse_retry_after, server_now

# No HTTP client is imported here, at module level or lazily: `import toolretry` must not pull
# in optional clients, and duck typing keeps this module correct for clients we never saw.

__all__ = [
    "RATE_LIMIT_HEADERS",
    "STATUSES_NOT_PROCESSED",
    "STATUS_CATEGORIES",
    "category_for_status",
    "code_for_status",
    "header_value",
    "headers_of",
    "kept_response",
    "parse_duration",
    "parse_retry_after",
    "read_headers",
    "retry_after_from_headers",
    "speaks_http",
    "status_of",
]

# 424: what the request depended on failed server-side (a model, an upstream), as a 502 says.
_TRANSIENT_STATUSES: tuple[int, ...] = (408, 424, 425, 429, 500, 502, 503, 504, 520, 521, 522)
_TRANSIENT_STATUSES += (523, 524, 529, 598, 599)
_BUSINESS_STATUSES = (402,)  # Payment Required: the service worked, the payment was refused
# 300 raised as an error: the request named several things (an id matching two): name one.
_CLIENT_STATUSES: tuple[int, ...] = (300, 400, 401, 403, 404, 405, 406, 409, 410, 411, 412)
_CLIENT_STATUSES += (413, 414, 415, 416, 417, 421, 422, 423, 426, 428, 431, 451)
_FATAL_STATUSES = (501, 505, 506, 507, 508, 510, 511)

STATUS_CATEGORIES: Mapping[int, ErrorCategory] = MappingProxyType(
    {
        **dict.fromkeys(_TRANSIENT_STATUSES, ErrorCategory.TRANSIENT),
        **dict.fromkeys(_BUSINESS_STATUSES, ErrorCategory.BUSINESS),
        **dict.fromkeys(_CLIENT_STATUSES, ErrorCategory.CLIENT),
        **dict.fromkeys(_FATAL_STATUSES, ErrorCategory.FATAL),
    }
)
"""Category of each well-known status; `category_for_status` covers the rest by class."""

STATUSES_NOT_PROCESSED: frozenset[int] = frozenset({429, 503, *range(400, 500)})
"""Statuses saying the server did not act on the request, so a non-idempotent call may repeat."""

_RATE_LIMIT_NAMES = frozenset(RATE_LIMIT_HEADERS)
# With the reply's Date: reset times and HTTP-dates count from the server's clock.
_WITH_DATE = _RATE_LIMIT_NAMES | {"date"}


def _counts_from_now(found: Mapping[str, str]) -> bool:
    """True when a wait among ``found`` is a time of day (a reset time, an HTTP-date)."""
    if "x-ratelimit-reset" in found or "x-rate-limit-reset" in found:
        return True
    value = found.get("retry-after")
    return value is not None and any(ch.isalpha() for ch in value)


def retry_after_from_headers(headers: object, now: datetime | float | None = None) -> float | None:
    """The smallest sensible wait (seconds) announced by rate-limit headers, or None.

    Considers ``Retry-After``, ``retry-after-ms``, ``x-ratelimit-reset-requests``,
    ``x-ratelimit-reset-tokens`` and ``x-ratelimit-reset`` when it is a Unix timestamp, reading
    the container once and parsing only the headers present. Zero counts ("now"). Never raises.
    """
    best: float | None = None
    try:
        found = read_headers(headers, _WITH_DATE if now is None else _RATE_LIMIT_NAMES)
        date = found.pop("date", None)
        if date is not None and _counts_from_now(found):
            now = server_now(date)  # parsed only where a time of day needs it
        for name, value in found.items():
            seconds = RATE_LIMIT_HEADERS[name](value, now)
            if seconds is not None and (best is None or seconds < best):
                best = seconds
    except Exception:  # the parsers never raise; this guards a `now` nobody foresaw
        return None
    return best


def _attr(obj: object, name: str) -> object:
    """getattr that treats any failure (properties may raise anything) as absent."""
    if obj is None:
        return None
    try:
        return getattr(obj, name, None)
    except Exception:
        return None


def _valid_status(value: object) -> int | None:
    if isinstance(value, int) and not isinstance(value, bool) and 100 <= value <= 599:
        return int(value)
    return None


def _metadata(response: object) -> Mapping[str, object] | None:
    """botocore's ``response["ResponseMetadata"]``, or None."""
    if response is None or not isinstance(response, MAPPING):
        return None
    try:
        meta = response.get("ResponseMetadata")
    except Exception:
        return None
    return meta if isinstance(meta, MAPPING) else None


def _legacy_code(exc: BaseException) -> object:
    """urllib's ``exc.code``, read only where nothing better exists.

    aiohttp's ``code`` warns of deprecation (it has ``status``, which urllib also has), openai's
    ``code`` is a string like ``"insufficient_quota"``, SystemExit's is an exit status.
    """
    if isinstance(exc, SystemExit):
        return None
    try:
        if hasattr(exc, "status"):
            return None
    except Exception:
        return None
    return _attr(exc, "code")


# What says an exception speaks HTTP, beside a bare number: where its request or reply went.
_HTTP_EVIDENCE = ("headers", "hdrs", "url", "uri", "request", "request_info", "response")


def speaks_http(exc: BaseException) -> bool:
    """True when ``exc`` shows it came from HTTP: a headers/url/request/response attribute, or
    "http" in its class name or module."""
    kind = type(exc)
    if "http" in kind.__name__.lower() or "http" in kind.__module__.lower():
        return True
    return any(_attr(exc, name) is not None for name in _HTTP_EVIDENCE)


def _bare_status(exc: BaseException, value: object) -> int | None:
    """A bare ``status``/``code`` attribute as an HTTP status, sanity-checked.

    Those names are shared with process exit statuses (GitPython's 128) and vendors' numeric
    codes (a database's 202 "too many queries"): the number counts when the exception shows it
    speaks HTTP, or when it is a registered 4xx/5xx error status (`STATUS_CATEGORIES`).
    """
    status = _valid_status(value)
    if status is None:
        return None
    if status >= 400 and status in STATUS_CATEGORIES:
        return status
    return status if speaks_http(exc) else None


def status_of(exc: BaseException) -> int | None:
    """HTTP status carried by this one exception (its chain is not walked), or None.

    Looks at ``exc.response.status_code`` (requests, httpx, openai, anthropic),
    ``exc.status_code``, ``exc.http_status`` (Stripe), ``exc.errcode`` (xmlrpc),
    ``exc.response.status`` (urllib3 and aiohttp responses), botocore's
    ``exc.response["ResponseMetadata"]["HTTPStatusCode"]`` and the bare ``exc.status``
    (aiohttp) and, last, ``exc.code`` (urllib). Only ints 100..599 count; a bare ``status`` or
    ``code`` only as `_bare_status` allows. Never raises.
    """
    response = _attr(exc, "response")
    status = (
        _valid_status(_attr(response, "status_code"))
        or _valid_status(_attr(exc, "status_code"))
        or _valid_status(_attr(exc, "http_status"))  # Stripe
        or _valid_status(_attr(exc, "errcode"))  # xmlrpc.client.ProtocolError
        or _valid_status(_attr(response, "status"))
    )
    if status is None:
        meta = _metadata(response)
        status = _valid_status(meta.get("HTTPStatusCode") if meta is not None else None)
    if status is None:  # the same facts in other clients' spellings and places
        status = next(filter(None, map(_valid_status, _other_statuses(exc))), None)
    if status is None:
        bare = _attr(exc, "status")
        status = _bare_status(exc, bare) if bare is not None else None
    return status or _bare_status(exc, _legacy_code(exc)) or _errno_status(exc)


def _other_statuses(exc: BaseException) -> Iterator[object]:
    """The status under any other name whose words say so (`named_statuses`), on ``exc`` and
    on the reply it keeps under a name whose words say "response" (`named_responses`)."""
    for value, says in named_statuses(exc):
        yield value if says == LOOSE else _bare_status(exc, value)
    for response in named_responses(exc):
        # Only a failed reply speaks for the error (as in `kept_response`).
        for value in (_attr(response, "status_code"), _attr(response, "status")):
            found = _valid_status(value)
            yield found if found is not None and found >= 400 else None
        for value, says in named_statuses(response):
            found = _valid_status(value) if says == LOOSE else _bare_status(exc, value)
            yield found if found is not None and found >= 400 else None
    response = kept_response(exc)
    if response is not None:
        yield _attr(response, "status_code")
        yield _attr(response, "status")
    for given in exc.args[:3]:  # a reply handed over as an argument: ApiError(response)
        if given is not None and not isinstance(given, (str, int)) and response_shaped(given):
            found = _valid_status(_attr(given, "status_code")) or _valid_status(
                _attr(given, "status")
            )
            yield found if found is not None and found >= 400 else None


_MAX_KEPT = 16  # instance attributes looked at for a response kept under another name


def kept_response(exc: BaseException) -> object | None:
    """A failed response (4xx/5xx) ``exc`` keeps under a name of its own (pyTelegramBotAPI's
    ``result``), found by its class's shape (`response_shaped`: ``raise_for_status``,
    ``getheader``), or a record of the reply (`reply_record`: a 4xx/5xx status beside
    headers), among its first instance attributes; None when there is none. Never raises."""
    own = getattr(exc, "__dict__", None)
    if not isinstance(own, dict):
        return None
    value: object
    for value in islice(own.values(), _MAX_KEPT):
        if value is None:
            continue
        if response_shaped(value):
            # Only a failed reply speaks for the error: a 200 kept beside a body the library
            # could not read says nothing of what went wrong.
            status = _valid_status(_attr(value, "status_code")) or _valid_status(
                _attr(value, "status")
            )
            return value if status is not None and status >= 400 else None
        if reply_record(value):  # a generated SDK's record of the reply (Box's response_info)
            return value
    return None


def _errno_status(exc: BaseException) -> int | None:
    """The status an HTTP client built on ``IOError`` puts in ``errno`` (typesense raises
    ``ServerError(500, message)``): an ``OSError`` of a foreign class whose errno is 400..599,
    which no operating system's errno reaches (theirs end below 200)."""
    if not isinstance(exc, OSError) or type(exc).__module__ == "builtins":
        return None
    number = exc.errno
    if isinstance(number, int) and not isinstance(number, bool) and 400 <= number <= 599:
        return number
    return None


# Where an exception keeps its reply's headers (resp_headers: websocket-client's refusal;
# http_headers: SDKs that prefix every reply fact with http_, as http_status_code).
_HEADER_NAMES = ("headers", "hdrs", "resp_headers", "response_headers", "http_headers")


def _container(value: object) -> object | None:  # text is no headers container
    return None if isinstance(value, (str, bytes, bytearray)) else value


def headers_of(exc: BaseException) -> object | None:
    """The headers container this exception carries, or None; read it with `read_headers`.

    Looks at ``exc.response.headers`` (requests, httpx, openai, anthropic), ``exc.headers``
    (aiohttp, urllib), ``exc.hdrs`` (urllib), ``exc.resp_headers``/``exc.response_headers``,
    ``exc.meta.headers`` (elastic-transport) and
    botocore's lower-cased
    ``exc.response["ResponseMetadata"]["HTTPHeaders"]``. Never raises."""
    response = _attr(exc, "response")
    for found in (_attr(response, "headers"), *(_attr(exc, name) for name in _HEADER_NAMES)):
        if found is not None and _container(found) is not None:
            return found
    found = _attr(_attr(exc, "meta"), "headers")  # elastic-transport's ApiError.meta
    if found is not None and _container(found) is not None:
        return found
    meta = _metadata(response)
    found = _container(meta.get("HTTPHeaders") if meta is not None else None)
    if found is None:  # the response under another name
        for kept in named_responses(exc):
            found = _container(_attr(kept, "headers"))
            if found is not None:
                return found
        found = _container(_attr(kept_response(exc), "headers"))
    return found


def category_for_status(status: int) -> ErrorCategory:
    """Category of an HTTP status surfacing as an error (DESIGN §2).

    Well-known statuses come from `STATUS_CATEGORIES` (402 Payment Required is ``business``:
    the service worked and refused the payment); other 4xx are client errors; other 5xx,
    redirects and anything stranger are fatal.
    """
    category = STATUS_CATEGORIES.get(status)
    if category is not None:
        return category
    if 400 <= status <= 499:
        return ErrorCategory.CLIENT
    return ErrorCategory.FATAL


_STATUS_CODES = {status: f"HTTP_{status}" for status in range(100, 600)}  # formatted once


def code_for_status(status: int) -> str:
    """Stable error code for an HTTP status: ``HTTP_429``."""
    return (type(status) is int and _STATUS_CODES.get(status)) or f"HTTP_{status}"
