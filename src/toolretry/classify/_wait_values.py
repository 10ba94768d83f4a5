"""Values that announce a wait, parsed: ``Retry-After`` (delta-seconds or an HTTP date), Go-style
durations, epoch reset times and milliseconds, and the rate-limit headers each parser reads.
Pure functions of a value (and ``now``); reading the headers themselves is ``_http_facts``'s."""

from __future__ import annotations

import math
import re
import sys
from collections.abc import Callable, Mapping
from datetime import datetime, timezone
from email.utils import parsedate_to_datetime
from types import MappingProxyType

__all__ = ["RATE_LIMIT_HEADERS", "parse_duration", "parse_retry_after", "server_now"]

# Retry-After as a number: RFC 9110 delta-seconds, plus the fractional form some APIs send.
# float() alone would also accept "inf", "1e3" and "1_000".
_NUMBER = re.compile(r"(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)")
# Go-style durations as sent by OpenAI's x-ratelimit-reset-*: "6m0s", "250ms", "1h2m3.5s".
_DURATION_PART = re.compile(r"\s*([0-9]+(?:\.[0-9]*)?|\.[0-9]+)\s*(ns|us|µs|μs|ms|s|m|h)")
_DURATION_UNITS = {
    "ns": 1e-9,
    "us": 1e-6,
    "µs": 1e-6,
    "μs": 1e-6,
    "ms": 1e-3,
    "s": 1.0,
    "m": 60.0,
    "h": 3600.0,
}
# x-ratelimit-reset is delta seconds at some APIs (Datadog, Reddit) and a Unix timestamp at
# others (GitHub, X): a value up to a month is the seconds left, one that can only be a
# timestamp in seconds (years 2001..5138) a time; anything between is ignored.
_DELTA_MAX = 31 * 86400
_EPOCH_MIN = 1e9
_EPOCH_MAX = 1e11
_MAX_TEXT = 200


def _as_text(value: object) -> str | None:
    """Header-ish value as stripped text, or None when it is not text at all."""
    if isinstance(value, (bytes, bytearray)):
        value = bytes(value).decode("latin-1")
    if not isinstance(value, str):
        return None
    text = value.strip()
    return text if 0 < len(text) <= _MAX_TEXT else None


def _as_seconds(value: object) -> float | None:
    """A plain number of seconds (int, float or numeric text), finite and >= 0, else None."""
    if type(value) is str and value.isascii() and value.isdigit():
        # The common "Retry-After: 2", without the regex. Delta-seconds past a float's range
        # still ask for a very long wait: the largest float, capped later like any long wait.
        return float(value) if len(value) <= 300 else sys.float_info.max
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        try:
            seconds = float(value)
        except OverflowError:  # An int past a float's range (10**400): a very long wait.
            return sys.float_info.max if value > 0 else None
    else:
        text = _as_text(value)
        if text is None:  # Too long for _as_text: only delta-seconds are still read.
            raw = bytes(value).decode("latin-1") if isinstance(value, bytes | bytearray) else value
            long = raw.strip() if isinstance(raw, str) else ""
            return _as_seconds(long) if long.isascii() and long.isdigit() else None
        if _NUMBER.fullmatch(text) is None:
            return None
        seconds = float(text)
    return seconds if math.isfinite(seconds) and seconds >= 0 else None


def _now_utc(now: object) -> datetime:
    """`now` as an aware UTC datetime; anything unusable means the current time."""
    try:
        if isinstance(now, datetime):
            return now if now.tzinfo is not None else now.replace(tzinfo=timezone.utc)
        if isinstance(now, (int, float)) and not isinstance(now, bool):
            return datetime.fromtimestamp(now, tz=timezone.utc)
    except (OverflowError, ValueError, OSError):
        pass
    return datetime.now(timezone.utc)


def parse_retry_after(value: object, now: datetime | float | None = None) -> float | None:
    """Seconds to wait according to a ``Retry-After`` value, or None if it says nothing usable.

    Reads delta-seconds (``"120"``), fractional seconds (``"1.5"``) and HTTP-dates
    (``"Wed, 21 Oct 2015 07:28:00 GMT"``, relative to ``now``: a datetime, naive meaning UTC, or
    a Unix timestamp; default the current time). A date in the past gives ``0.0``. Accepts
    ``str``, ``bytes``, ``int`` and ``float``; negative, NaN, infinite, empty or garbage values
    give None. Never raises.
    """
    seconds = _as_seconds(value)
    if seconds is not None:
        return seconds
    text = _as_text(value)
    if text is None or not any(ch.isalpha() for ch in text):
        return None
    try:
        when = parsedate_to_datetime(text)
        if when.tzinfo is None:
            when = when.replace(tzinfo=timezone.utc)
        delta = (when - _now_utc(now)).total_seconds()
    except (TypeError, ValueError, IndexError, OverflowError):
        return None
    return max(0.0, delta) if math.isfinite(delta) else None


def parse_duration(value: object) -> float | None:
    """Seconds in a rate-limit reset duration (``"1s"``, ``"6m0s"``, ``"250ms"``, ``"20"``).

    Units ``h``, ``m``, ``s``, ``ms``, ``us``/``µs``, ``ns`` may be combined (``"1h2m3.5s"``); a
    plain number means seconds. Garbage and negatives give None. Never raises."""
    seconds = _as_seconds(value)
    if seconds is not None or isinstance(value, (int, float)):
        return seconds
    text = _as_text(value)
    if text is None:
        return None
    total, pos = 0.0, 0
    while pos < len(text):
        match = _DURATION_PART.match(text, pos)
        if match is None:
            return None
        total += float(match.group(1)) * _DURATION_UNITS[match.group(2)]
        pos = match.end()
    return total if math.isfinite(total) else None


def _epoch_reset(value: object, now: datetime | float | None) -> float | None:
    """``X-RateLimit-Reset``: a Unix time (GitHub, X) or, as some APIs send it (Datadog,
    GitLab's ``RateLimit-Reset`` kin), the seconds left; the two never overlap in size."""
    seconds = _as_seconds(value)
    if seconds is None:
        return None
    if 0 <= seconds <= _DELTA_MAX:
        return seconds
    if not _EPOCH_MIN < seconds < _EPOCH_MAX:
        return None
    return max(0.0, seconds - _now_utc(now).timestamp())


def _milliseconds(value: object, now: datetime | float | None) -> float | None:
    ms = _as_seconds(value)
    return None if ms is None else ms / 1000.0


def _duration(value: object, now: datetime | float | None) -> float | None:
    return parse_duration(value)


RATE_LIMIT_HEADERS: Mapping[str, Callable[[object, datetime | float | None], float | None]] = (
    MappingProxyType(
        {
            "retry-after": parse_retry_after,
            "retry-after-ms": _milliseconds,
            "x-ms-retry-after-ms": _milliseconds,  # Azure (Cosmos DB, Storage, ARM)
            "x-ratelimit-reset-requests": _duration,
            "x-ratelimit-reset-tokens": _duration,
            "x-ratelimit-reset": _epoch_reset,
            "x-rate-limit-reset": _epoch_reset,  # the same field spelled apart (X/Twitter, …)
            "ratelimit-reset": _duration,  # IETF RateLimit fields: delta-seconds
        }
    )
)
"""The headers that announce a wait: lower-cased name -> parser ``(value, now) -> seconds``."""


def server_now(value: object) -> datetime | None:
    """The reply's ``Date`` header as the moment a reset time or HTTP-date counts from: the
    server's clock, the one its reset times are on (a skewed local clock, or a failure judged
    a while after it arrived, would shift every wait). None when absent or unreadable."""
    text = _as_text(value)
    if text is None:
        return None
    try:
        when = parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError, OverflowError):
        return None
    return when if when.tzinfo is not None else when.replace(tzinfo=timezone.utc)
