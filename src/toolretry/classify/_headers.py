"""Read a few named headers from whichever container an HTTP client hands out, through the
container's public methods, in one pass."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import islice

__all__ = ["header_value", "read_headers"]

_MAX_HEADER_ITEMS = 1000


def _first_value(value: object) -> str | None:
    """One header value as text: the first of a list, bytes decoded, None dropped."""
    if type(value) is str:
        return value
    if isinstance(value, (list, tuple)):
        value = value[0] if value else None
    if value is None:
        return None
    if isinstance(value, (bytes, bytearray)):
        return bytes(value).decode("latin-1")
    return value if isinstance(value, str) else str(value)


def _lower_name(key: object) -> str | None:
    if isinstance(key, str):
        return key.lower()
    if isinstance(key, (bytes, bytearray)):
        return bytes(key).decode("latin-1").lower()
    return None


# (method, whether the names it hands out are already lower-cased): requests'
# CaseInsensitiveDict has lower_items(), httpx.Headers multi_items(); the rest items().
_PAIR_READERS = (("lower_items", True), ("multi_items", True), ("items", False))


def _pairs(headers: object) -> tuple[Iterable[object], bool]:
    """The (name, value) pairs of a headers container, and whether names are lower-cased."""
    if isinstance(headers, dict):  # plain dicts, botocore's HTTPHeaders
        return headers.items(), False
    for method, lowered in _PAIR_READERS:
        reader = getattr(headers, method, None)
        if callable(reader):
            return reader(), lowered
    if isinstance(headers, Iterable):
        return headers, False
    return (), False


def read_headers(headers: object, names: frozenset[str]) -> dict[str, str]:
    """The headers among ``names`` (lower-cased) that ``headers`` holds, read in one pass.

    Returns lower-cased name -> value as text; where a name repeats, its first value. Reads
    plain dicts (including botocore's lower-cased ``HTTPHeaders``), requests'
    ``CaseInsensitiveDict``, ``httpx.Headers``, aiohttp's ``CIMultiDict``/``CIMultiDictProxy``,
    ``email.message.Message`` (urllib's ``HTTPError.headers``) and lists of ``(name, value)``
    pairs through their public methods; names may be ``str`` or ``bytes``. At most 1000
    headers are looked at. A vendor's ``X-<name>-RateLimit-Reset`` stands in for
    ``x-ratelimit-reset`` when that is asked for and absent. Never raises.
    """
    if headers is None or isinstance(headers, (str, bytes, bytearray)):
        return {}
    found: dict[str, str] = {}
    vendor_reset: str | None = None  # `X-Contentful-RateLimit-Reset`, `x-sib-ratelimit-reset`
    try:
        pairs, lowered = _pairs(headers)
        for pair in islice(pairs, _MAX_HEADER_ITEMS):
            if type(pair) is not tuple and not isinstance(pair, (tuple, list)):
                continue
            if len(pair) != 2:
                continue
            name = pair[0]
            if type(name) is str:
                if not lowered:
                    name = name.lower()
            else:
                name = _lower_name(name)
            if name in names:
                if name not in found and (value := _first_value(pair[1])) is not None:
                    found[name] = value
            elif vendor_reset is None and name is not None and name.endswith(_VENDOR_RESETS):
                vendor_reset = _first_value(pair[1])
    except Exception:  # A foreign container may raise anything; what was read still counts.
        pass
    if vendor_reset is not None and _RESET in names:
        found.setdefault(_RESET, vendor_reset)  # a plain `X-RateLimit-Reset` comes first
    return found


# A vendor's own name for the reset of a rate limit (`X-<vendor>-RateLimit-Reset`): read as
# ``X-RateLimit-Reset`` is, seconds left or a Unix time.
_RESET = "x-ratelimit-reset"
_VENDOR_RESETS = ("-ratelimit-reset", "-rate-limit-reset")


def header_value(headers: object, name: str) -> str | None:
    """Value of header ``name`` (case-insensitive; where it repeats, its first value) in any
    container `read_headers` reads (for several names, call that once instead). Never raises."""
    wanted = name.lower()
    return read_headers(headers, frozenset((wanted,))).get(wanted)
