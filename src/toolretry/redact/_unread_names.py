"""A tool argument whose name says nothing this module can read: a PIN's, a passphrase's or a
password's shape there is taken for one.

An argument's name is most of what tells a secret from an input (``zip: "28013"``,
``query: "cheap flights paris"``). A name of words in a language the credential vocabulary
lacks (``kupuMuna``, ``naba_vuni``, ``gundoKumaden``) says nothing either way, and then four
to ten digits, three words or more of small letters, or one word mixing cases with digits
or marks are hidden. A name is read when one of its words of three letters or more (or its
plural, or two such words run together: ``zipcode``) is in ``identifier_words.txt``, the
English words of the identifiers, API parameter names and documentation installed with
Python (``scripts/build_identifier_words.py`` builds it). The model wrote the argument and
has it, so a marker over a Spanish postal code under ``codigo_postal`` costs it little.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from ._argument_shapes import reads_as_words
from ._public_values import is_uuid

__all__ = ["hide_under_unread_name", "unread_name"]

_PIN = re.compile(r"\d{4,10}")
# Three to twelve words of small letters (of any script) between single blanks or dashes.
_PHRASE_SPLIT = re.compile(r"[ -]")
# One word of 8 to 64 characters with capitals and small letters and a digit or a mark.
_TYPED = re.compile(r"[^\s\"'`()\[\]{}<>\\/]{8,64}")
_MARKS = frozenset("0123456789.-_!#$%^&*~?@+=:;,")


@cache
def _vocabulary() -> frozenset[str]:
    from importlib.resources import files  # (read once, at the first name asked: not at import)

    text = files(__package__).joinpath("identifier_words.txt").read_text(encoding="utf-8")
    return frozenset(text.split())


def _reads(word: str, vocabulary: frozenset[str]) -> bool:
    if word in vocabulary or (word.endswith("s") and word[:-1] in vocabulary):
        return True
    return any(
        word[:cut] in vocabulary and word[cut:] in vocabulary for cut in range(3, len(word) - 2)
    )


# A name's words, of any script, in any style: a capital after a small letter starts one.
_HUMP = re.compile(r"(?<=[^\W\dA-Z_])(?=[A-Z])")
_WORD = re.compile(r"[^\W\d_]+")


def _name_words(name: str) -> list[str]:
    words = _WORD.findall(_HUMP.sub(" ", name))
    folded = unicodedata.normalize("NFKD", " ".join(words).lower())
    return "".join(c for c in folded if not unicodedata.combining(c)).split()


# The words of a credential's name that its qualifier may follow in another language or be a
# vendor's name (`otp_momo`, `code_flooz`, `phrase_de_secours`, `frase_recuperacion_cartera`):
# with every other word unread, the name reads as that credential's.
_HEADS = frozenset({
    "otp", "pin", "mpin", "phrase", "frase", "seed", "secret", "passcode", "passphrase", "code",
})  # fmt: skip


def unread_name(name: str) -> bool:
    """Whether ``name`` has a word of three letters or more and none that reads as English
    (a credential's word of ``_HEADS`` aside, where another word is unread)."""
    long_words = [w for w in _name_words(name) if len(w) >= 3]
    others = [w for w in long_words if w not in _HEADS]
    if not others:
        return False  # (`q`, `n`, `id`, `arg2`, `otp`: too short or English, either way)
    vocabulary = _vocabulary()
    return not any(_reads(w, vocabulary) for w in others)


def _secret_shaped(value: str) -> bool:
    if _PIN.fullmatch(value) is not None or is_uuid(value):
        return True
    parts = _PHRASE_SPLIT.split(value)
    if 3 <= len(parts) <= 12 and all(_small_word(p) for p in parts):
        return True
    return (
        _TYPED.fullmatch(value) is not None
        and any(c.isupper() for c in value)
        and any(c.islower() for c in value)
        and not _MARKS.isdisjoint(value)
        and not reads_as_words(value)
    )


def _small_word(part: str) -> bool:
    """A word of small letters, an apostrophe inside it (`ka'aguy`, `me'a`) too."""
    return part.replace("'", "").isalpha() and part.islower()


def hide_under_unread_name(name: str, value: str, marker: str) -> str:
    """``marker`` for a PIN's, a passphrase's, a password's shape or a UUID under a name
    ``unread_name`` finds no English word in; ``value`` otherwise."""
    if not 4 <= len(value) <= 200 or not _secret_shaped(value) or not unread_name(name):
        return value
    return marker
