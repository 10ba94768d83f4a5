"""Digits or drawn words after a label in words no vocabulary here reads (`Nampan: 941994`,
`Pakasqa yupayniyki: 313554`, `Ko lau upu fakalilo: kauri banyan frangipani mangrove`).

A message in a language the credential vocabulary lacks names its PIN or code with words no
table holds, as a tool argument's name may (``_unread_names``): what such a label gives, four
to eight digits that close the clause, is a code to type. The label must be one to three words
of Latin letters (a script of its own is the rows' of that script), none of them an English
word of ``identifier_words.txt`` (a credential's word aside: `PIN baru: 480213`), with a blank
after its colon: a host's port (`cache01:6379`), a standard's number (`EPSG:3857`) and a
label that reads (`Order: 48213`, `Code postal: 75001`) stay, as does a year (`Tahun: 2026`).
Four to twenty-four words after such a label, drawn as a passphrase's are, ending the clause,
are the passphrase (``_drawn_list``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from ._announced_codes import CODE_WORD, YEAR
from ._engine import REDACTED, Rule, Scan, Span
from ._engine import vectors as _v
from ._phrase_rows import DRAWN_WORD, drawn_words
from ._unread_names import unread_name

__all__ = ["UNREAD_LABEL_ROWS"]

# A colon and a blank (or a full-width colon), then 4 to 8 digits that close the clause.
_DIGITS_AFTER_COLON = re.compile(r"(?:\uff1a|:[ \t]+)(\d{4,8})(?=[ \t]*(?:[.,;!?)\]]|$|\n))", re.M)
# The label before it: one to three words of letters (an apostrophe, a hyphen inside), after
# the start of the text, a blank, a bracket, a quote or a clause's mark.
_LABEL = re.compile(
    r"(?:(?<=[\s(\[\"'.,;])|^)((?:[^\W\d_][\w'’-]*[ \t]+){0,2}[^\W\d_][\w'’-]*)[ \t]*$"
)
_CREDENTIAL_STEMS = ("code", "pass", "key", "token", "secret", "pin", "word", "phrase")
# Or four to twenty-four drawn words, quoted or not, that close the clause.
_WORDS_AFTER_COLON = re.compile(
    rf"(?:\uff1a|:[ \t]+)[\"'«“]?({DRAWN_WORD}(?: {DRAWN_WORD}){{3,23}})[\"'»”]?"
    r"(?=[ \t]*(?:[.,;!?)\]]|$|\n))",
    re.M,
)


def _unread_labels(scan: Scan) -> Iterator[Span]:
    text = scan.text
    for digits in _DIGITS_AFTER_COLON.finditer(text):
        if not YEAR.fullmatch(digits.group(1)) and _after_unread_label(text, digits.start()):
            yield digits.span(1)
    for words in _WORDS_AFTER_COLON.finditer(text):
        drawn = words.group(1).split(" ")
        if _drawn_list(drawn) and _after_unread_label(text, words.start()):
            yield words.span(1)


def _drawn_list(words: list[str]) -> bool:
    """Four words or more of a list a passphrase is drawn from: none of English prose or of an
    error's (``drawn_words``) nor a credential's word (`recovery codes regenerated` says what
    happened to them)."""
    return (
        len(words) >= 4
        and drawn_words(words)
        and not any(stem in word for word in words for stem in _CREDENTIAL_STEMS)
    )


def _after_unread_label(text: str, colon: int) -> bool:
    label = _LABEL.search(text, max(0, colon - 64), colon)
    return label is not None and _unread_label(label.group(1))


@lru_cache(maxsize=1024)
def _unread_label(label: str) -> bool:
    """(remembered: a log repeats its labels)"""
    if not label.isascii() and not _latin(label):
        return False
    # (a label that holds the word for code is the code rows': they know the kinds a model
    # needs in the languages that write it, `Hata kodu: 5001`, `kod pocztowy: 00950`)
    return CODE_WORD.search(label.lower()) is None and unread_name(label)


def _latin(words: str) -> bool:
    """Letters of the Latin script only (its accented letters too: `mālama`, `ñemi`)."""
    return all(c < "\u0250" or "\u1e00" <= c <= "\u1eff" or not c.isalpha() for c in words)


R = REDACTED
UNREAD_LABEL_ROWS = (
    Rule(
        "unread_label_digits",
        (": ", "\uff1a", ":\t"),
        _unread_labels,
        "a label that reads as English; a host's port, a standard's number; a year; labels of "
        "another script",
        _v(("Nampan: 941994", f"Nampan: {R}"),
           ("Kiwaa siri yako: 73015582. Usimwonyeshe mtu.",
            f"Kiwaa siri yako: {R}. Usimwonyeshe mtu."),
           ("Upu fakalilo: kauri banyan frangipani mangrove", f"Upu fakalilo: {R}")),
        ("Order: 48213", "cache01.acme.lan:6379", "EPSG:3857", "Tahun: 2026",
         "Code postal: 75001", "Ticket number: 88213.", "Maelezo: connection refused by peer",
         "(Marathi: recovery codes were regenerated)", "Hata kodu: 5001"),
    ),
)  # fmt: skip
