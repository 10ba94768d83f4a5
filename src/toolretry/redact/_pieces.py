"""What any generated-looking value needs, asked once of a whole text before the rows that
look for one: a piece of 12 ASCII letters, digits or `%` in a row (``has_piece``), and where the
last piece such a value could hold ends (``generated_end``)."""

from __future__ import annotations

__all__ = ["generated_end", "has_piece", "piece_mask"]

# `[A-Za-z0-9%]` -> "a", every other byte (and `?`, which stands for any non-ASCII) -> " ".
_PIECE_MASK = bytes(
    ord("a") if chr(b).isascii() and (chr(b).isalnum() or chr(b) == "%") else ord(" ")
    for b in range(256)
)
_TWELVE = b"a" * 12
_CAPITALS = bytes(range(ord("A"), ord("Z") + 1))
_HEX_DIGITS = frozenset("0123456789abcdef")


def piece_mask(text: str) -> bytes:
    """``text`` with its ASCII letters, digits and `%` as `a`, every other character a blank:
    a generated value needs 12 `a` in a row (``has_piece``)."""
    return text.encode("ascii", "replace").translate(_PIECE_MASK)


def has_piece(text: str) -> bool:
    """Whether ``text`` holds 12 ASCII letters, digits or `%` in a row, which every value
    ``generated_end`` takes holds (two calls in C: asked before anything costlier)."""
    return _TWELVE in piece_mask(text)


def generated_end(text: str) -> int:
    """Where the last piece of ``text`` that a generated value could hold ends, or 0: a value
    ``looks_generated`` takes holds a piece of 12 letters and digits (`%` escapes dropped) with
    a digit among letters, or three capitals; one ``_PREFIXED_UUID`` takes, a UUID's last 12 digits
    behind a prefix. Most messages have no such piece: for them the generated-value rows, their
    cue words of 40 languages and their windows are not looked at; for the others a cue counts
    only before that end (a value follows its cue). A necessary condition, never a verdict."""
    mask = piece_mask(text)
    at = mask.find(_TWELVE)
    last = 0
    while at != -1:
        end = mask.find(b" ", at)
        end = len(mask) if end == -1 else end
        piece = text[at:end]
        # Letters with digits, or with three capitals at least (`looks_generated`'s mixed
        # case); not letters alone (`documentation`, `Authorization`) or digits alone, unless a
        # UUID's last group behind a prefix (whose `-` is 25 characters before it). (A piece is
        # ASCII: its capitals are counted by deleting them from its bytes, in C.)
        alpha = piece.isalpha()
        if (
            "%" in piece
            or not (alpha or piece.isdigit())
            or (alpha and end - at - len(piece.encode().translate(None, _CAPITALS)) >= 3)
        ) or (end - at == 12 and _HEX_DIGITS.issuperset(piece) and text[at - 25 : at - 24] == "-"):
            last = end
        at = mask.find(_TWELVE, end)
    return last
