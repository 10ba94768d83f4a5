"""Vendor error codes read by their shape, and the rate-limit headers a 429 came with.

Vendors share code shapes (``...Throttling...``, ``...ThroughputExceeded``, ``SlowDown``,
``card_declined``, ``dailyLimitExceeded``): one table (``VENDOR_SHAPES``) judges them all.
"""

from __future__ import annotations

import re
from itertools import islice

from ._body import MAPPING
from ._http_facts import _pairs, parse_duration, read_headers
from ._protocol_tables import VENDOR_SHAPES, Row

__all__ = ["body_wait", "rate_limit_details", "throttled_by_headers", "vendor_row"]

_SHAPES = tuple((re.compile(pattern, re.IGNORECASE), row) for pattern, row in VENDOR_SHAPES)
# x-ratelimit-*, ratelimit-* (IETF), x-rate-limit-* (Twitter), anthropic-ratelimit-*,
# x-ratelimit-*-requests (OpenAI): any header naming a rate limit, and Retry-After's kin.
_RATE_LIMIT_NAME = re.compile(r"^([a-z0-9]+-)?(x-)?rate-?limit-[a-z0-9-]{1,40}$")
_MAX_HEADERS = 200
_MAX_KEPT = 12
_MAX_VALUE = 64


def vendor_row(*codes: str | None) -> Row | None:
    """The row of the first code or type that has a known vendor shape, else None."""
    for code in codes:
        if not code or len(code) > 100:
            continue
        for pattern, row in _SHAPES:
            if pattern.search(code):
                return row
    return None


def rate_limit_details(headers: object) -> dict[str, str]:
    """The rate-limit headers (limit, remaining, reset, and vendor variants) a response
    carried, lower-cased name -> value, bounded. Never raises."""
    found: dict[str, str] = {}
    if headers is None or isinstance(headers, (str, bytes)):
        return found
    try:
        pairs, _ = _pairs(headers)
        for pair in islice(pairs, _MAX_HEADERS):
            if not isinstance(pair, (tuple, list)) or len(pair) != 2:
                continue
            name, value = pair
            if isinstance(name, bytes):
                name = name.decode("latin-1")
            if isinstance(value, bytes):
                value = value.decode("latin-1")
            if not isinstance(name, str) or not isinstance(value, str):
                continue
            name = name.lower()
            if _RATE_LIMIT_NAME.match(name) and name not in found:
                found[name] = value[:_MAX_VALUE]
                if len(found) >= _MAX_KEPT:
                    break
    except Exception:  # a foreign container: what was read still counts
        pass
    return found


_REMAINING = frozenset({"x-ratelimit-remaining", "ratelimit-remaining", "x-rate-limit-remaining"})
_BODY_WAITS = ("retry_after", "retryAfter", "retry_after_seconds", "retryAfterSeconds")


def throttled_by_headers(headers: object) -> bool:
    """True when a rate-limit header says no request is left in the window."""
    found = read_headers(headers, _REMAINING)
    return any(value.strip() == "0" for value in found.values())


def body_wait(body: object) -> float | None:
    """Seconds an error body asks to wait (``{"retry_after": 1.5}``, Discord and others),
    at the top level or under ``error``; None when it says nothing usable."""
    if not isinstance(body, MAPPING):
        return None
    inner = body.get("error")
    for node in (body, inner if isinstance(inner, MAPPING) else None):
        if node is None:
            continue
        for key in _BODY_WAITS:
            value = node.get(key)
            if value is not None and not isinstance(value, bool):
                seconds = parse_duration(value)
                if seconds is not None:
                    return seconds
    return None
