"""A generated-looking value under a name that says nothing of it (``x``, ``arg2``, ``value``).

A name such as ``api_key`` tells the name rule that its value is a secret, and one such as
``commit_sha`` or ``request_id`` says that it is an identifier. A name that says neither (a
positional ``arg2``, a one-letter ``x``, a plain ``value``) leaves only the value's shape: a
single run of random-looking characters there is more likely a key than anything a model needs
to read, and a marker costs the model little where the name did not tell it what it was.
"""

from __future__ import annotations

import re

from ._public_values import is_file_path

__all__ = ["is_generated_under_generic_name"]

# Words that name nothing but a position or a slot: a name made only of them (and numbers)
# says nothing of its value.
_GENERIC_WORDS = frozenset({
    "arg", "args", "argument", "param", "parameter", "value", "val", "input", "item", "field",
    "var", "variable", "opt", "option", "positional", "operand", "p", "v",
})  # fmt: skip
_NAME_WORDS = re.compile(r"[A-Za-z]+|[0-9]+")
# One run of the characters of hex, base64 (plain or URL-safe), base32 and base62 secrets.
_RUN = re.compile(r"[A-Za-z0-9_\-+/=~]{20,512}")
_HEX = re.compile(r"[0-9a-fA-F]{32,}")
# Runs that read as words (`Account`, `file`): most of an identifier's or a text's characters,
# few of random output's.
_WORDISH = re.compile(r"[A-Z]?[a-z]{3,}")
_UUID = re.compile(r"[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}")


def _is_generic(name: str) -> bool:
    words = _NAME_WORDS.findall(name.lower())
    return bool(words) and all(
        w.isdigit() or w in _GENERIC_WORDS or (len(w) == 1 and w.isalpha()) for w in words
    )


def _looks_generated(value: str) -> bool:
    """One run that random bytes written as text look like: hex of 128 bits or more, or
    letters of both cases and digits with no word in them (`aB3x...`, not `fileNameV2`)."""
    if not _RUN.fullmatch(value) or _UUID.fullmatch(value):
        return False
    if _HEX.fullmatch(value):
        return True
    digits = sum(c.isdigit() for c in value)
    return (
        digits >= 2
        and any(c.isupper() for c in value)
        and any(c.islower() for c in value)
        and 2 * sum(len(w) for w in _WORDISH.findall(value)) < len(value)
        and not ("/" in value and is_file_path(value))
    )


def is_generated_under_generic_name(name: str, value: str) -> bool:
    """Whether ``value`` looks generated and ``name`` says nothing of it (``x``, ``arg2``)."""
    return 20 <= len(value) <= 512 and _is_generic(name) and _looks_generated(value)
