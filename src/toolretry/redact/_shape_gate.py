"""What the table's last rows need of a text's shape, whatever its words: hex digits
(``hex_text``), a run of 30 letters and digits (20 after `=`, `,`, a quote, a tab or `|`, or
between a file name's stem and its extension), five groups between dashes or two of five hex
digits (``bare_token``).

The pipeline asks these before its quiet way (a text that may hold one is never quiet) and
gives the rows only where they may find something: one `encode`, a `translate` per row and an
`in` test or two, in C.
"""

from __future__ import annotations

import re

from ._engine import Rule

__all__ = ["ShapeGate"]

# `[0-9A-Fa-f]` -> "h", a blank kept, every other byte a dot (a UUID's dashes are no blanks).
_HEX_MASK = bytes(
    ord("h") if chr(b) in "0123456789abcdefABCDEF" else b if chr(b) == " " else ord(".")
    for b in range(256)
)
_HEX_RUN = b"h" * 24
_HEX_WORDS = b"hh h"  # (what each of the groups' shapes holds)
_HEX_PAIRED = b"hhhhh.hhhhh"  # (a recovery code's two groups, `3f9c1-0b7d2`: bare_token's)
# (bytes between colons, Qt's `toHex(':')`: a MAC address has six, the row asks twelve)
_HEX_MASK_COLON = bytes(
    ord("h") if chr(b) in "0123456789abcdefABCDEF" else b if chr(b) == ":" else ord(".")
    for b in range(256)
)
_HEX_GROUPS_2, _HEX_GROUPS_4, _HEX_GROUPS_8 = (
    b"hh hh hh hh",
    b"hhhh hhhh hhhh",
    b"hhhhhhhh hhhhhhhh",
)


# `[A-Za-z0-9+/]` -> "a", `-` kept, every other byte a blank: the shapes the finder needs.
_BARE_MASK = bytes(
    ord("a")
    if (chr(b).isascii() and chr(b).isalnum()) or chr(b) in "+/"
    else b
    if chr(b) == "-"
    else ord(" ")
    for b in range(256)
)
_BARE_RUN = b"a" * 30
# Letters and digits -> "a", a listing's separators (`=`, `,`, a quote, a tab, `|`, `:`) -> "=",
# `-` and `_` -> "-", `.` kept, every other byte a blank: a value of 20 listed after a name or in
# a row of fields, or between a file name's stem and its extension (not a prefixed id, `in_1Nv0…`,
# which no extension follows).
_LISTED_MASK = bytes(
    ord("a")
    if chr(b).isascii() and chr(b).isalnum()
    else ord("=")
    if chr(b) in "=,\"'\t|:"
    else ord("-")
    if chr(b) in "-_"
    else b
    if chr(b) == "."
    else ord(" ")
    for b in range(256)
)
# (searched as patterns that open with a literal byte: the search skips to each; an `in` test
# of a needle of twenty `a`s in a mask of letters costs a message several times more)
_LISTED_RUN = re.compile(rb"= ?a{20}")
_NAMED_FILE_RUN = re.compile(rb"-a{20,64}\.a")
# (a signed token's stamp and signature after its payload, `<16+>.<4-10>.<20+>`: searched from
# its first dot, the payload's length asked of each hit)
_SIGNED_RUN = re.compile(rb"\.[a-]{4,10}\.[a-]{20}")
_PAYLOAD = re.compile(rb"[a-]{16}$")
# (the groups up to the last, then the end: a UUID's last group is longer than the others)
_GROUPS_4, _GROUPS_5, _GROUPS_6 = (b"-" + b"-".join([b"a" * n] * 4) + b" " for n in (4, 5, 6))


def _may_hold_hex_text(raw: bytes, mask: bytes) -> bool:
    """Whether ``raw`` (the text's ASCII bytes, `?` for any other character; ``mask``, them
    through ``_HEX_MASK``) holds hex digits as ``_hex_text`` finds them (an `in` test or two,
    in C; the groups' shapes only where two hex words follow each other): a necessary
    condition."""
    if _HEX_RUN in mask:
        return True
    return (
        _HEX_WORDS in mask
        and (_HEX_GROUPS_2 in mask or _HEX_GROUPS_4 in mask or _HEX_GROUPS_8 in mask)
    ) or (raw.count(b":") >= 11 and b"hh:hh:hh:hh" in raw.translate(_HEX_MASK_COLON))


def _may_hold_bare(raw: bytes, hex_mask: bytes) -> bool:
    """Whether ``raw`` (the text's ASCII bytes, `?` for any other character) holds a run of 30
    letters and digits (20 after a listing's separator or a file name's stem), five groups
    between dashes or two of five hex digits (a `translate` and an `in` test or two, in C; the
    groups' shapes only where four dashes are, the file name's where a `.` and a `-` or `_`
    are): a necessary condition for this row."""
    if _HEX_PAIRED in hex_mask:
        return True
    mask = raw.translate(_BARE_MASK)
    if _BARE_RUN in mask:
        return True
    listed = raw.translate(_LISTED_MASK)
    if _LISTED_RUN.search(listed) is not None or _NAMED_FILE_RUN.search(listed) is not None:
        return True
    for signed in _SIGNED_RUN.finditer(listed):
        if _PAYLOAD.search(listed, max(0, signed.start() - 16), signed.start()) is not None:
            return True
    if raw.count(b"-") < 4:
        return False
    mask += b" "
    return _GROUPS_4 in mask or _GROUPS_5 in mask or _GROUPS_6 in mask


class ShapeGate:
    """The shape-asked rows of a policy (None where it switched one off)."""

    __slots__ = ("_bare", "_hex")

    def __init__(self, hex_row: Rule | None, bare_row: Rule | None) -> None:
        self._hex, self._bare = hex_row, bare_row

    def rows(self, text: str) -> list[Rule]:
        """The rows ``text`` has the shape for, in the table's order."""
        raw = text.encode("ascii", "replace")  # (`?` for any other character)
        hex_mask = raw.translate(_HEX_MASK)
        rows: list[Rule] = []
        if self._hex is not None and _may_hold_hex_text(raw, hex_mask):
            rows.append(self._hex)
        if self._bare is not None and _may_hold_bare(raw, hex_mask):
            rows.append(self._bare)
        return rows
