"""The combining marks of the scripts that write vowels and viramas as marks on a letter
(Devanagari to Sinhala, Thai, Lao, Tibetan, Myanmar, Khmer...): part of a word, never a
separator, though a regex's ``\\w`` does not match them."""

from __future__ import annotations

import unicodedata

__all__ = ["MARKS"]


def _mark_ranges(first: int, last: int) -> str:
    ranges: list[str] = []
    start = None
    for code in range(first, last + 2):
        is_mark = code <= last and unicodedata.category(chr(code)).startswith("M")
        if is_mark and start is None:
            start = code
        elif not is_mark and start is not None:
            ranges.append(f"\\u{start:04x}-\\u{code - 1:04x}")
            start = None
    return "".join(ranges)


# The body of a character class (no brackets): Latin's combining accents through the scripts of
# South and South-East Asia and their extensions.
MARKS = _mark_ranges(0x0300, 0x1DFF)
