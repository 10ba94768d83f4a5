"""A wait an exception carries somewhere inside what it keeps, found by the shape of its key.

Services put the delay they ask for in the error body as often as in a header: Telegram's
``{"parameters": {"retry_after": 35}}``, Google's ``error.details[].retryDelay: "23s"``,
``{"error": {"retry_after_ms": 4500}}``, or the reply's headers kept as a dict inside the body.
Clients keep that body as a parsed dict (``result_json``, ``body``, ``json_body``) or as its
JSON text. This module walks what the exception keeps — its public instance attributes, the
dicts and lists under them, a JSON object kept as text — looking for a key that names a wait,
whatever the nesting, and reads its value by the unit the key says. (A response object's
headers are the status rules' to read, under any attribute name: `_http_facts`.)

Bounded in cost: a few levels deep, a fixed number of values visited, JSON text parsed only
when short and shaped as an object. Sanity: a value counts only when it is a number >= 0 (not a
bool), numeric text, or, for the duration keys, a duration ("23s", "1.5s"); a key must *be* a
wait's name, not merely contain "retry".
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping
from itertools import islice
from types import MappingProxyType

from ._wait_values import parse_duration, parse_retry_after

__all__ = ["WAIT_KEYS", "carried_wait", "seconds_or_none"]


def seconds_or_none(value: object) -> float | None:
    """A usable retry_after: seconds >= 0, else None (never raises).

    A number too large to be a float (``10**400``) is a very long wait, capped later like
    any other; NaN, infinity, negatives, bools and non-numbers say nothing usable.
    """
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    try:
        seconds = float(value)
    except OverflowError:  # an int beyond 1.8e308
        return math.inf if value > 0 else None
    if isinstance(value, float) and not math.isfinite(seconds):
        return None
    return seconds if seconds >= 0 else None


def _seconds(value: object) -> float | None:
    return parse_retry_after(value) if not isinstance(value, bool) else None


def _millis(value: object) -> float | None:
    seconds = parse_duration(value) if not isinstance(value, bool) else None
    # A bare number under a millisecond key is milliseconds; a duration with a unit says its own.
    if seconds is None:
        return None
    if isinstance(value, (int, float)) or (isinstance(value, str) and value.strip().isdigit()):
        return seconds / 1000.0
    return seconds


def _duration(value: object) -> float | None:
    return parse_duration(value) if not isinstance(value, bool) else None


# A wait's key, lower-cased with "-" and "_" dropped ("Retry-After", "retry_after",
# "retryAfter" alike) -> how its value becomes seconds.
WAIT_KEYS: Mapping[str, Callable[[object], float | None]] = MappingProxyType(
    {
        **dict.fromkeys(
            ("retryafter", "retryafters", "retryaftersec", "retryaftersecs", "retryafterseconds"),
            _seconds,
        ),
        **dict.fromkeys(("retryafterms", "retryaftermillis", "xmsretryafterms"), _millis),
        **dict.fromkeys(("retrydelayms", "retryinms", "backoffms", "waitms"), _millis),
        **dict.fromkeys(
            # "backoff" bare: what ``waited_for`` reads as seconds too (Dropbox's errors).
            ("retrydelay", "retryin", "retrydelayseconds", "backoffseconds", "backoff"),
            _duration,
        ),
        # A rate limiter's or breaker's time left until it admits again (``ratelimit``'s
        # ``period_remaining``, ``reset_in``, ``reset_after``): a wait by another name. A bare
        # ``reset`` or ``remaining`` is left out: an epoch and a count of calls left.
        **dict.fromkeys(
            (
                *("periodremaining", "resetin", "resetafter", "resetinseconds"),
                *("resetafterseconds", "secondsremaining", "timeremaining", "remainingseconds"),
                *("remainingtime", "timeleft", "waitseconds", "waittime", "cooldown"),
                "cooldownseconds",
            ),
            _seconds,
        ),
        **dict.fromkeys(("resetafterms", "resetinms", "remainingms", "waittimems"), _millis),
    }
)
"""Keys that name a wait (normalised) -> parser to seconds (None when the value is no wait)."""

_MAX_DEPTH = 5
_MAX_VISITS = 200
_MAX_JSON = 16 * 1024
_PLAIN = frozenset({int, float, str})  # a wait's value itself, under a wait's key
# Values with nothing under them.
_SCALARS = (int, float, bool, bytes, bytearray, type(None))


_KEYS: dict[str, str] = {}
_KEYS_MAX = 1024


def _key(name: str) -> str:
    """``name`` lower-cased without separators (kept per name, bounded): keys repeat."""
    key = _KEYS.get(name)
    if key is None:
        key = name.lower().replace("_", "").replace("-", "").replace(" ", "")
        if len(_KEYS) >= _KEYS_MAX:
            _KEYS.clear()
        _KEYS[name] = key
    return key


def _json_object(text: str) -> object:
    if len(text) > _MAX_JSON or not text[:64].lstrip().startswith("{"):
        return None
    try:
        return json.loads(text)
    except ValueError:
        return None


def _children(value: object) -> list[tuple[object, object]]:
    """(key, value) pairs under ``value``: a dict's items, a list's members, a JSON object kept
    as text; nothing for anything else. Objects are not entered: a response's headers were
    read for ``Retry-After`` by the status rules already, and walking objects costs more than
    the bodies they hold are worth."""
    if isinstance(value, dict):
        return list(value.items())[:64]
    if isinstance(value, (list, tuple)):
        return [(None, member) for member in value[:32]]
    if isinstance(value, str):
        parsed = _json_object(value)
        return [(None, parsed)] if parsed is not None else []
    return []


def carried_wait(exc: BaseException) -> float | None:
    """The first wait found by key shape in what ``exc`` keeps (breadth first: the shallowest
    wins), in seconds; None when there is none. Never raises."""
    own = getattr(exc, "__dict__", None)
    if not isinstance(own, dict) or not own:
        return None
    # The first level by type alone (most exceptions keep only objects and plain text, and
    # the walk ends here): containers, JSON text, and numbers or text under a wait's key.
    level: list[tuple[object, object]] = []
    for name, value in islice(own.items(), 32):
        if type(name) is not str or name[:1] == "_":
            continue
        kind = type(value)
        container = kind is dict or kind is list or kind is tuple
        json_text = kind is str and value[:64].lstrip()[:1] == "{"
        if container or json_text or (kind in _PLAIN and _key(name) in WAIT_KEYS):
            level.append((name, value))
    if not level:
        return None
    visits = 0
    for _depth in range(_MAX_DEPTH):
        following: list[tuple[object, object]] = []
        for name, value in level:
            visits += 1
            if visits > _MAX_VISITS:
                return None
            parse = WAIT_KEYS.get(_key(name)) if type(name) is str and len(name) < 40 else None
            if parse is not None:
                seconds = parse(value)
                if seconds is not None:
                    return seconds
            if not isinstance(value, _SCALARS):
                following.extend(_children(value))
        if not following:
            return None
        level = following
    return None
