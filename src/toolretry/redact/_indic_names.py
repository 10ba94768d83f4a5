"""A PIN's, a one-time password's or a password's name written in any Indic script, read by its
Devanagari spelling.

The tables hold these names in Devanagari (`पिन`, `ओटीपी`, `पासवर्ड`). Bengali, Gurmukhi,
Gujarati, Odia, Tamil, Telugu, Kannada and Malayalam write the same loanwords in their own
scripts (`ಒಟಿಪಿ`, `ਓਟੀਪੀ`, `పాస్‌వర్డ్`, `പിൻ`), and Unicode lays each of those scripts out in
the order Devanagari's block has: a letter sits at the same place from its block's start. Read
letter for letter into Devanagari, with what the scripts spell differently set aside (a
virama, which the Dravidian scripts write where Hindi drops a vowel unwritten; a joiner; the
length of a vowel; Malayalam's atomic final consonants), the loanword is the table's word.
What follows it is read as ``pin_in_clause`` reads it: digits ending the clause after a few
words, or a password-shaped value after a separator; and, for a PIN's or a one-time
password's name, digits that open the clause a few words before it (`336293 ನಿಮ್ಮ ಒಟಿಪಿ`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._command_flags import looks_like_password
from ._config_rows import secretish
from ._engine import REDACTED, Rule, Scan, Span
from ._engine import vectors as _v
from ._verb_rows import PIN_NAMES
from ._vocabulary import PASSWORD_NAMES

__all__ = ["INDIC_NAME_ROWS"]

_DEVANAGARI = 0x0900
_BLOCKS = range(0x0980, 0x0D80, 0x80)  # Bengali … Malayalam, each 128 code points
_JOINERS = (0x200C, 0x200D)  # (zero-width non-joiner and joiner: set aside)
_DROPPED = frozenset({0x4D, 0x3C})  # (the virama and the nukta, as offsets in a block: too)
# A vowel's long form read as its short one, and the Dravidian short e and o as the long.
_LENGTH = {
    0x08: 0x07, 0x0A: 0x09, 0x0E: 0x0F, 0x12: 0x13,  # (independent i, u, e, o)
    0x40: 0x3F, 0x42: 0x41, 0x46: 0x47, 0x4A: 0x4B,  # (their vowel signs)
}  # fmt: skip
# Malayalam's chillus: a final consonant in one code point (ൺ ൻ ർ ൽ ൾ ൿ).
_CHILLU = {0x0D7A: 0x23, 0x0D7B: 0x28, 0x0D7C: 0x30, 0x0D7D: 0x32, 0x0D7E: 0x33, 0x0D7F: 0x15}


def _reading(text: str, first: int = 0x0900) -> tuple[str, list[int]]:
    """``text``'s Indic letters read into Devanagari (others as they are), and for each
    character of the reading the index of the character it was read from."""
    chars: list[str] = []
    origin: list[int] = []
    for index, char in enumerate(text):
        code = ord(char)
        if code in _JOINERS:
            continue
        if code in _CHILLU:
            offset: int | None = _CHILLU[code]
        elif first <= code < 0x0D80:
            offset = (code - first) % 0x80 if code >= 0x0980 else code - _DEVANAGARI
        else:
            offset = None
        if offset is not None:
            if offset in _DROPPED:
                continue
            char = chr(_DEVANAGARI + _LENGTH.get(offset, offset))
        chars.append(char)
        origin.append(index)
    return "".join(chars), origin


# The names, read the same way.
_PIN_READINGS = frozenset(_reading(name)[0] for name in PIN_NAMES if "\u0900" <= name[0] < "\u0980")
_PASSWORD_READINGS = frozenset(
    _reading(name)[0] for name in PASSWORD_NAMES if "\u0900" <= name[0] < "\u0980"
)
_NAME = re.compile(
    "|".join(sorted(map(re.escape, _PIN_READINGS | _PASSWORD_READINGS), key=len, reverse=True))
)
# The cues: each name's first letter as each script writes it.
_CUES = tuple(
    sorted({chr(block + ord(name[0]) - _DEVANAGARI) for name in _PIN_READINGS | _PASSWORD_READINGS
            for block in _BLOCKS})
)  # fmt: skip
_LETTER = "(?:[^\\W\\d_\u0980-\u0d7f]|[\u0980-\u0d7f\u200c\u200d])"
_WORD = f"{_LETTER}{{1,24}}"
_BLANK = "[ \t\u00a0]"
# (the clause ends there, or after one word: the copula verb-final languages put last, `ಆಗಿದೆ`)
_CLAUSE_END = f"(?=(?:{_BLANK}+{_WORD})?{_BLANK}*(?:[.,;!?)\\]»\"'।॥]|\\r?\\n|$))"
_DIGITS_AFTER = re.compile(
    f"{_LETTER}{{0,6}}(?:{_BLANK}*[:=\uff1a]{_BLANK}*|{_BLANK}+)(?:{_WORD}{_BLANK}+){{0,4}}"
    f"(?:{_WORD}{_BLANK}*[:\uff1a]{_BLANK}*)?"
    f"(?!(?:19|20)\\d\\d(?!\\d))([0-9]{{4,8}})(?![\\d:/*•-]|[.,]\\d){_CLAUSE_END}"
)
# (right after a PIN's name, whatever follows: `ఓటీపీ 449120 ఎవరికీ చెప్పకండి`)
_DIGITS_RIGHT_AFTER = re.compile(
    f"{_LETTER}{{0,6}}(?:{_BLANK}*[:=\uff1a]{_BLANK}*|{_BLANK}+)([0-9]{{4,8}})(?![\\d:/*•-]|[.,]\\d)"
)
_VALUE_AFTER = re.compile(
    f"{_LETTER}{{0,6}}{_BLANK}*(?:[:=\uff1a]{_BLANK}*|{_BLANK}(?:{_WORD}{_BLANK}+){{0,2}})"
    "[\"'«]?([^\\s\"'«»()\\[\\]{}<>,;\u0980-\u0d7f]{6,128})"
)
# Digits that open the clause, up to three words before the name (`336293 ನಿಮ್ಮ ಒಟಿಪಿ ಆಗಿದೆ`).
_DIGITS_BEFORE = re.compile(
    f"(?:^|(?<=[\\n.,;!?:।]))[ \t]*([0-9]{{4,8}}){_BLANK}+(?:{_WORD}{_BLANK}+){{0,3}}$"
)


def _indic_names(scan: Scan) -> Iterator[Span]:
    folded = scan.folded
    reading, origin = _reading(folded, 0x0980)
    for name in _NAME.finditer(reading):
        start = origin[name.start()]
        if not "\u0980" <= folded[start] < "\u0d80":
            continue  # (Devanagari's own: the tables read it)
        end = origin[name.end() - 1] + 1
        pin = name.group() in _PIN_READINGS
        digits = (pin and _DIGITS_RIGHT_AFTER.match(folded, end)) or _DIGITS_AFTER.match(
            folded, end
        )
        if digits is not None:
            yield digits.span(1)
            continue
        if pin:
            before = _DIGITS_BEFORE.search(folded, max(0, start - 80), start)
            if before is not None:
                yield before.span(1)
                continue
        value = _VALUE_AFTER.match(folded, end)
        if value is not None:
            shown = scan.text[value.start(1) : value.end(1)].rstrip(".")
            if shown != REDACTED and (looks_like_password(shown) or secretish(shown)):
                yield (value.start(1), value.start(1) + len(shown))


R = REDACTED
INDIC_NAME_ROWS = (
    Rule(
        "name_in_indic_script",
        _CUES,
        _indic_names,
        "the name; digits an owner or a year names; words",
        _v(("ನಿಮ್ಮ ಒಟಿಪಿ 482913 ಆಗಿದೆ.", f"ನಿಮ್ಮ ಒಟಿಪಿ {R} ಆಗಿದೆ."),
           ("ਤੁਹਾਡਾ ਓਟੀਪੀ 551207 ਹੈ", f"ਤੁਹਾਡਾ ਓਟੀਪੀ {R} ਹੈ"),
           ("പുതിയ പിൻ: 904417", f"പുതിയ പിൻ: {R}"),
           ("709312 ನಿಮ್ಮ ಒಟಿಪಿ ಆಗಿದೆ.", f"{R} ನಿಮ್ಮ ಒಟಿಪಿ ಆಗಿದೆ."),
           ("మీ పాస్\u200cవర్డ్: Vq8#nL2!wz", f"మీ పాస్\u200cవర్డ్: {R}")),
        ("ఓటీపీ గడువు ముగిసింది", "ಪಿನ್ ಕೋಡ್ ಬದಲಾಯಿಸಲಾಗಿದೆ", "ওটিপি পাঠানো হয়েছে ২০২৬ সালে"),
    ),
)  # fmt: skip
