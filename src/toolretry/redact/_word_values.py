"""Whether a value after a generated secret's name reads as a word, not as the secret."""

from __future__ import annotations

import re

__all__ = ["GENERATED_NAMES", "reads_as_word"]

# The last words of names of values a machine generates (a key's, a token's, a session's, a
# signature's). A word of letters after one (`signature: envelope 956e…`, `api key: stored`,
# `invalid keys: exporter`, `session: meterStart 4499864 Wh`) is a sentence's or a field's
# word, never the value: a password may be a word, so its names are not among these.
GENERATED_NAMES = frozenset(
    ("key", "keys", "token", "tokens", "session", "sessions", "signature", "sig", "cookie", "sid")
)
# A word's humps: `meterStart` is two words, `XkQpLmRt` four pieces none of which is one.
_HUMP = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
_VOWEL = re.compile(r"[aeiouy]")
_CONSONANTS = re.compile(r"[b-df-hj-np-tv-xz]{4}")
_TRIPLE = re.compile(r"(.)\1\1")


def reads_as_word(value: str) -> bool:
    """Whether ``value`` is a word or two or three in camel case of 5 to 11 letters, each with a
    vowel and no run of four consonants (`stored`, `meterStart`; not `XkQpLmRt`, `qwzkxvbn`,
    `AAAAAAA`): a generated value of letters alone is rare, longer, and reads as no word."""
    if not (5 <= len(value) <= 11 and value.isascii() and value.isalpha()):
        return False  # (a generated value is 12 characters or more)
    if _TRIPLE.search(value.lower()) is not None:
        return False  # (`AAAAAAA`: no word has a letter three times in a row)
    humps = _HUMP.findall(value)
    if len(humps) > 3 or "".join(humps) != value:
        return False
    for hump in humps:
        lower = hump.lower()
        if len(lower) < 2 or _VOWEL.search(lower) is None or _CONSONANTS.search(lower):
            return False
    return True
