"""Vendor error codes read by their shape, and the rate-limit headers a 429 came with.

Vendors share code shapes (``...Throttling...``, ``...ThroughputExceeded``, ``SlowDown``,
``card_declined``, ``dailyLimitExceeded``): one table (``VENDOR_SHAPES``) judges them all.
"""

from __future__ import annotations

import re

from ._body import MAPPING
from ._http_facts import parse_duration, read_headers
from ._protocol_tables import VENDOR_SHAPES, Row
from ._result_tables import APP_ERROR_SHAPES

__all__ = [
    "RATE_LIMIT_DETAIL_NAMES",
    "app_error_row",
    "body_wait",
    "rate_limit_details",
    "throttled_by_headers",
    "vendor_row",
]

_SHAPES = tuple((re.compile(pattern, re.IGNORECASE), row) for pattern, row in VENDOR_SHAPES)
_APP_SHAPES = tuple((re.compile(pattern, re.IGNORECASE), row) for pattern, row in APP_ERROR_SHAPES)
_LIMIT_PARTS = ("limit", "remaining", "reset")
# The rate-limit headers kept in details: x-ratelimit-* (GitHub, many APIs), their OpenAI
# -requests/-tokens variants, the IETF RateLimit-* fields, x-rate-limit-* (Twitter/X) and
# anthropic-ratelimit-*. A fixed set, looked up directly in the client's container: a walk
# over every header of every 429 cost more than the rest of its classification.
RATE_LIMIT_DETAIL_NAMES = frozenset(
    {
        *(f"x-ratelimit-{part}" for part in (*_LIMIT_PARTS, "used", "resource")),
        *(f"x-ratelimit-{part}-{kind}" for part in _LIMIT_PARTS for kind in ("requests", "tokens")),
        *(f"ratelimit-{part}" for part in (*_LIMIT_PARTS, "policy")),
        *(f"x-rate-limit-{part}" for part in _LIMIT_PARTS),
        *(
            f"anthropic-ratelimit-{kind}-{part}"
            for kind in ("requests", "tokens", "input-tokens", "output-tokens")
            for part in _LIMIT_PARTS
        ),
    }
)
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


def app_error_row(code: str) -> Row | None:
    """The row of an application error code (or a class name) by its shape, else None."""
    if len(code) > 100:
        return None
    for pattern, row in _APP_SHAPES:
        if pattern.search(code):
            return row
    return None


def rate_limit_details(headers: object) -> dict[str, str]:
    """The rate-limit headers (`RATE_LIMIT_DETAIL_NAMES`: limit, remaining, reset and their
    vendor variants) a response carried, lower-cased name -> value. Never raises."""
    found = read_headers(headers, RATE_LIMIT_DETAIL_NAMES)
    return {name: value[:_MAX_VALUE] for name, value in found.items()}


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
