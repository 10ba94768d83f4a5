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

__all__ = ["STYLED", "hidden_styled_runs", "plain_char"]

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
# Every styled character the view reads: the decorative ones, full-width letters and digits
# (`ｐａｓｓ`; not full-width punctuation, which CJK text writes in every sentence and the rows
# read as it is), circled and super- or subscript digits (`⑥⑧`, `¹²³`), and the scripts' digits.
STYLED = (
    f"\uff10-\uff19\uff21-\uff3a\uff41-\uff5a{_DECORATIVE}\u2460-\u2473\u2070-\u209f"
    f"\u00b9\u00b2\u00b3{_SCRIPT_DIGITS}"
)
_DECORATIVE_RUN = re.compile(f"[{_DECORATIVE}]{{10,256}}")


def plain_char(char: str) -> str | None:
    """The ASCII letter, digit or digits ``char`` is a styled form of, or None."""
    plain = unicodedata.normalize("NFKC", char)
    if plain.isascii() and plain.isprintable() and len(plain) <= 2:
        return plain  # (`⑩` is `10`)
    code = ord(char)
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
    places = []
    for match in _DECORATIVE_RUN.finditer(text):
        plain = "".join(plain_char(char) or "?" for char in match.group())
        if not plain.isalnum() or sum(map(str.isalpha, plain)) < 2:
            continue
        if mixed_at_random(plain) or not (reads_as_name(plain) or reads_as_name(plain.lower())):
            places.append(match.span())
    return places
