"""The tag of a structured error value an exception holds: a tagged union, read by its words.

API SDKs generated from an interface description (Dropbox's Stone, and others built the same
way) raise one exception class for every endpoint error and hold the endpoint's error as a
tagged-union value: ``GetMetadataError('path', LookupError('not_found', None))``. The tags
are the API's error codes (``not_found``, ``conflict``, ``insufficient_space``), nested from
the general to the specific, and the value's ``repr`` is the one public place that shows them
all. Each tag is the first argument of a constructor-shaped ``Name('tag', …)``; they are read
innermost first (the most specific word) through the class-name word table, and the first tag
with a known word decides. A tag without one ("path", "folder") says where, not what.

Sanity checks: only a value of a non-builtin class held by the exception (an instance
attribute or an argument) is read, not text, numbers, containers or other exceptions; only a
quoted identifier in a constructor's first position counts.
"""

from __future__ import annotations

import re
from itertools import islice

from ._name_tokens import token_row
from ._verdict import Verdict

__all__ = ["from_held_tags"]

_TAG = re.compile(r"\b[A-Za-z_]\w*\('([a-z][a-z0-9_]{1,62})'")
_MAX_HELD = 16
_MAX_REPR = 2000
_PLAIN = (str, bytes, bytearray, int, float, type(None), dict, list, tuple, set, BaseException)


def _held_values(exc: BaseException) -> list[object]:
    own = getattr(exc, "__dict__", None)
    values = list(islice(own.values(), _MAX_HELD)) if isinstance(own, dict) else []
    values.extend(exc.args[:4])
    return [
        value
        for value in values
        if not isinstance(value, _PLAIN) and type(value).__module__ != "builtins"
    ]


def from_held_tags(exc: BaseException) -> Verdict | None:
    """The verdict the innermost known tag of a tagged-union error ``exc`` holds gives, or
    None. Never raises."""
    try:
        seen: set[int] = set()
        for value in _held_values(exc):
            if id(value) in seen:
                continue
            seen.add(id(value))
            text = repr(value)[:_MAX_REPR]
            if "('" not in text:
                continue
            for tag in reversed(_TAG.findall(text)):
                row = token_row(tag)
                if row is not None:
                    return Verdict(row[0], row[1], exc, details={"error_code": tag})
    except Exception:  # a foreign repr may raise anything
        return None
    return None
