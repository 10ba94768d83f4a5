"""Characters that are another way of writing one ASCII letter or digit: full-width forms, the
mathematical alphabets, letters in a circle, a square or parentheses, and the decimal digits of
every script (`٩٠٩٤`, `๕๑๑๘`, `૪૬૪૯`). The decoded view (``_views``) reads each as its letter or
digit, one character for one, so the rows find a code written in them as they find it in ASCII.

A run of the decorative ones spelling no word (`𝖉𝕷𝖍𝖌𝖁𝕵𝖎𝖊𝖞𝕽𝖐𝖐`, `🅸🅱🆁🅰🅼🅾🅻`) is hidden whatever
stands around it (``hidden_styled_runs``): people set words in those styles for emphasis, and a
run in no word's order is a value pasted through a "fancy text" converter to get past a filter.
"""

from __future__ import annotations

import bisect
import re
import unicodedata

from ._rejected_rows import mixed_at_random, reads_as_name

__all__ = [
    "NUMERAL_RUN",
    "STYLED",
    "has_numeral_run",
    "has_styled",
    "hidden_styled_runs",
    "numerals_as_digits",
    "plain_char",
]

# The digit zero of each script's ten decimal digits (Unicode's `Nd` as of 15.1, but ASCII's and
# the full-width and mathematical ones, which NFKC maps): Arabic-Indic, Devanagari, Thai, Khmer,
# Tibetan, Mongolian, Osmanya, Adlam… A script's digits are always ten in a row from its zero.
_ZEROS = (
    0x0660, 0x06F0, 0x07C0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66, 0x0BE6, 0x0C66, 0x0CE6,
    0x0D66, 0x0DE6, 0x0E50, 0x0ED0, 0x0F20, 0x1040, 0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0,
    0x1A80, 0x1A90, 0x1B50, 0x1BB0, 0x1C40, 0x1C50, 0xA620, 0xA8D0, 0xA900, 0xA9D0, 0xA9F0,
    0xAA50, 0xABF0, 0x104A0, 0x10D30, 0x11066, 0x110F0, 0x11136, 0x111D0, 0x112F0, 0x11450,
    0x114D0, 0x11650, 0x116C0, 0x11730, 0x118E0, 0x11950, 0x11C50, 0x11D50, 0x11DA0, 0x11F50,
    0x16A60, 0x16AC0, 0x16B50, 0x1E140, 0x1E2F0, 0x1E4F0, 0x1E950, 0x1FBF0,
)  # fmt: skip
_SCRIPT_DIGITS = "".join(f"{chr(zero)}-{chr(zero + 9)}" for zero in _ZEROS)
# The first of 26 letters in a negative circle, in a negative square (`🅰`) or in parentheses
# (`⒜`): NFKC leaves the first two as they are and writes the third as three characters.
_ENCLOSED_FIRSTS = ((0x1F150, "A"), (0x1F170, "A"), (0x249C, "a"))
# The decorative ones: the mathematical alphabets (bold, Fraktur, double-struck, monospace…
# `𝕂𝕡𝕨`) with the letter-like symbols that fill their gaps (`ℂ`, `ℑ`, `ℝ`), and letters in a
# circle, a square, a negative circle or square, or parentheses.
_DECORATIVE = (
    "\u2102\u210a-\u2113\u2115\u2119-\u211d\u2124\u2128\u212c\u212d\u212f-\u2131"
    "\u2133\u2134\u2139\U0001d400-\U0001d7ff\u24b6-\u24e9\u249c-\u24b5"
    "\U0001f130-\U0001f149\U0001f150-\U0001f169\U0001f170-\U0001f189"
)
# Digits Unicode writes in a ring, in parentheses, with a full stop or a comma after them, as
# dingbats, as Roman numerals (one to nine), in Suzhou numerals, in counting rods, as Mayan and
# Kaktovik numerals, in parenthesized or circled ideographs, in Ethiopic: each a run of
# characters in order from its first, whose value is given (NFKC writes some as two characters,
# `⒈` as `1.`, and leaves others as they are).
_NUMBERED = (
    (0x1369, 1), (0x2160, 1), (0x2170, 1), (0x2474, 1), (0x2488, 1), (0x24F5, 1), (0x2776, 1),
    (0x2780, 1), (0x278A, 1), (0x3021, 1), (0x3220, 1), (0x3280, 1), (0x1D2C0, 0),
    (0x1D2E0, 0), (0x1D360, 1), (0x1F101, 0),
)  # fmt: skip
# (and the zeros of those that start at one: in a ring, a negative ring, with a full stop)
_NUMBERED_ZEROS = (0x24EA, 0x24FF, 0x1F100, 0x1F10B, 0x1F10C)
_NUMBERED_CHARS = "".join(
    f"{chr(first)}-{chr(first + 9 - value)}" for first, value in _NUMBERED
) + "".join(map(chr, _NUMBERED_ZEROS))
# Every styled character the view reads: the decorative ones, full-width letters and digits
# (`ｐａｓｓ`; not full-width punctuation, which CJK text writes in every sentence and the rows
# read as it is), circled and super- or subscript digits (`⑥⑧`, `¹²³`), and the scripts' digits.
STYLED = (
    f"\uff10-\uff19\uff21-\uff3a\uff41-\uff5a{_DECORATIVE}\u2460-\u2473\u2070-\u209f"
    f"\u00b9\u00b2\u00b3{_SCRIPT_DIGITS}{_NUMBERED_CHARS}"
)
_DECORATIVE_RUN = re.compile(f"[{_DECORATIVE}]{{10,256}}")


def _chars(ranges: str) -> list[int]:
    """The code points of a regex class's body of single characters and `a-b` ranges."""
    codes: list[int] = []
    at = 0
    while at < len(ranges):
        if ranges[at + 1 : at + 2] == "-":
            codes += range(ord(ranges[at]), ord(ranges[at + 2]) + 1)
            at += 3
        else:
            codes.append(ord(ranges[at]))
            at += 1
    return codes


def _finder(ranges: str, *, astral: bool) -> re.Pattern[str]:
    """A search for one character of ``ranges`` in the Basic Multilingual Plane, or above it.
    (Two searches: a class that holds a character above U+FFFF is tried range by range at each
    character, one of the BMP alone by a bitmap; a text is asked the second only where it
    holds a character above U+FFFF.)"""
    codes = sorted(code for code in _chars(ranges) if (code > 0xFFFF) == astral)
    spans: list[list[int]] = []
    for code in codes:
        if spans and spans[-1][1] == code - 1:
            spans[-1][1] = code
        else:
            spans.append([code, code])
    return re.compile("[" + "".join(f"{chr(a)}-{chr(b)}" for a, b in spans) + "]")


_STYLED_BMP = _finder(STYLED, astral=False)
_STYLED_ASTRAL = _finder(STYLED, astral=True)
_DECORATIVE_BMP = _finder(_DECORATIVE, astral=False)
_DECORATIVE_ASTRAL = _finder(_DECORATIVE, astral=True)


# Any character above U+FFFF (one range: a cheap search, unlike ``max`` over the text).
_ABOVE_BMP = re.compile("[\U00010000-\U0010ffff]")


def _holds(text: str, bmp: re.Pattern[str], astral: re.Pattern[str]) -> bool:
    return bmp.search(text) is not None or (
        _ABOVE_BMP.search(text) is not None and astral.search(text) is not None
    )


def has_styled(text: str) -> bool:
    """Whether ``text`` holds a styled character (``STYLED``)."""
    return _holds(text, _STYLED_BMP, _STYLED_ASTRAL)


def plain_char(char: str) -> str | None:
    """The ASCII letter, digit or digits ``char`` is a styled form of, or None."""
    code = ord(char)
    if code in _NUMBERED_ZEROS:
        return "0"
    for first, value in _NUMBERED:
        if first <= code <= first + 9 - value:
            return str(value + code - first)
    plain = unicodedata.normalize("NFKC", char)
    if plain.isascii() and plain.isprintable() and len(plain) <= 2:
        return plain  # (`⑩` is `10`)
    for first, letter in _ENCLOSED_FIRSTS:
        if first <= code < first + 26:
            return chr(ord(letter) + code - first)
    at = bisect.bisect_right(_ZEROS, code) - 1
    if at >= 0 and code - _ZEROS[at] < 10:
        return str(code - _ZEROS[at])  # (by its place: Unicode's table may be older here)
    return None


def hidden_styled_runs(text: str) -> list[tuple[int, int]]:
    """The runs of ten decorative letters and digits or more that read as no word: in both
    cases in no order a person types (``mixed_at_random``), or in one case with no name's
    letter pairs (``reads_as_name``, asked of it and of it in small letters)."""
    places: list[tuple[int, int]] = []
    if not _holds(text, _DECORATIVE_BMP, _DECORATIVE_ASTRAL):
        return places
    for match in _DECORATIVE_RUN.finditer(text):
        plain = "".join(plain_char(char) or "?" for char in match.group())
        if not plain.isalnum() or sum(map(str.isalpha, plain)) < 2:
            continue
        if mixed_at_random(plain) or not (reads_as_name(plain) or reads_as_name(plain.lower())):
            places.append(match.span())
    return places


# Chinese and Japanese numerals, the common ones and the financial ones that cheques and
# payment passwords use (`叁玖叁肆`): four or more in a row are digits read out one by one (a
# code, `五一五三三一`), not a number's words (`二十三` has a `十`).
_DIGIT_NUMERALS = (
    "〇零", "一壹", "二贰貳", "三叁參", "四肆", "五伍", "六陆陸", "七柒", "八捌", "九玖",
)  # fmt: skip
_NUMERAL_VALUES = {
    char: str(digit) for digit, chars in enumerate(_DIGIT_NUMERALS) for char in chars
}
_NUMERALS = "".join(_DIGIT_NUMERALS)
NUMERAL_RUN = f"[{_NUMERALS}]{{4,64}}"
_NUMERAL_RUN = re.compile(NUMERAL_RUN)


def has_numeral_run(text: str) -> bool:
    """Whether ``text`` holds four Chinese or Japanese numerals in a row."""
    return _NUMERAL_RUN.search(text) is not None


def numerals_as_digits(run: str) -> str:
    """The ASCII digits a run of numerals reads as, one for one."""
    return "".join(_NUMERAL_VALUES[char] for char in run)
