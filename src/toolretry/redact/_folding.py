"""How a text is lower-cased for the rows: as ``(?i)`` would match it, and at the same offsets
as the text where a row's span must point back into it."""

from __future__ import annotations

import re

__all__ = ["CASELESS_LETTERS", "fold", "fold_same_length"]

# Beside ASCII, the characters that `(?i)` matches to a..z although `str.lower` does not.
CASELESS_LETTERS = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"})


def fold(text: str) -> str:
    """Lowercase so that ``in`` finds every ASCII word a ``(?i)`` pattern would match."""
    if text.isascii() or not (
        "\u0130" in text or "\u0131" in text or "\u017f" in text or "\u212a" in text
    ):
        return text.lower()  # translate() costs a dict lookup per character: only if needed.
    return text.translate(CASELESS_LETTERS).lower()


# Full-width ASCII (`ｐａｓｓｗｏｒｄ：`, typed with a CJK input method) read as ASCII, one
# character for one: offsets stay.
_FULL_WIDTH = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)}
# The signs other scripts give a label before its value where Latin writes a colon: Armenian's
# `՝` (`գաղտնաբառը՝ …`), Ethiopic's colons `፥` `፦`, Khmer's `៖`, Syriac's, Mongolian's `᠄`, the
# colon letters and ratio signs typed for one (`꞉`, `˸`, `∶`, the small and vertical forms). Read as
# `:`, one character for one, so every row that reads a colon in the folded text reads them.
_COLONS = dict.fromkeys(
    (
        0x055D,
        0x1365,
        0x1366,
        0x17D6,
        0x1804,
        0x02F8,
        0xA789,
        0x2236,
        0xFE13,
        0xFE55,
        *range(0x0703, 0x0709),
    ),
    ":",
)
_COLON_LIKE = re.compile("[" + "".join(map(chr, _COLONS)) + "]")


def fold_same_length(text: str) -> str:
    """``fold(text)`` with the same offsets as ``text`` (``İ`` lowercases to two characters),
    full-width ASCII letters and signs read as ASCII, another script's colon as a colon (its
    digits are the decoded view's, ``_styled_chars``)."""
    folded = fold(text)
    if len(folded) != len(text):
        folded = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
    if not folded.isascii():
        if _has_full_width(folded):
            folded = folded.translate(_FULL_WIDTH)
        if _COLON_LIKE.search(folded) is not None:
            folded = folded.translate(_COLONS)
    return folded


def _has_full_width(text: str) -> bool:
    # (`ｐ`..`ｚ` and `Ａ`.. after lower-casing; a full-width colon alone is left as it is)
    return _FULL_WIDTH_LETTER.search(text) is not None


_FULL_WIDTH_LETTER = re.compile("[\uff21-\uff5a]")
