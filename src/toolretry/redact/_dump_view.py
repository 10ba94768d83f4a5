"""A hex dump's bytes as a view: the rows run on the text the dump shows, and where they hide
something, its bytes are hidden in the dump's rows, hex and text columns both.

``xxd``, ``hexdump -C``, ``od -A x -t x1z`` and ``tcpdump -X`` print a file or a packet sixteen
bytes a row: an offset, the bytes in hex, then the printable ones as text. A credential in it
(an ``Authorization`` header in a captured request, a token in a dumped file) is cut into
sixteen-byte pieces, one a row, each too short for a row of the table to tell, and its name may
be rows away. Read back from the hex, the bytes are the text the program wrote, line breaks
included (a dump shows them as dots): the whole table runs on that once.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ._engine import REDACTED

__all__ = ["hidden_dumps", "hidden_spans", "may_hold_dump"]

Redact = Callable[[str], str]


# One row: an offset (`00000040:`, `0x0040:`, `00000040`), one to sixteen bytes in groups of
# one or two (`47 45`, `4745`), then the text column, between bars (`|GET /v2|`, `>GET<`) or
# not (it ends the line, so it is read from the right: it may start with blanks).
_ROW = re.compile(
    r"(?m)^[ \t]*(?:0x)?[0-9a-fA-F]{4,16}(?:`[0-9a-fA-F]{8})?:?[ \t]+"
    r"(?P<hex>(?:[0-9a-fA-F]{2}(?:[0-9a-fA-F]{2})?(?:[ \t]{1,3}|-)){0,15}"
    r"[0-9a-fA-F]{2}(?:[0-9a-fA-F]{2})?)"
    r"(?P<rest>[ \t][^\r\n]{0,80})\r?$"
)
_PAIR = re.compile(r"[0-9a-fA-F]{2}")


def may_hold_dump(text: str) -> bool:
    """Whether ``text`` may hold a dump's row: a line break, an offset's `0x` or four zeros
    (`0x16fdff0e8:`, `00000000:`; three `in` tests, which most texts fail), and a line that
    starts with an offset and bytes (one search anchored at each line's start)."""
    return "\n" in text and ("0x" in text or "0000" in text) and _ROW.search(text) is not None


def _rows(text: str) -> list[tuple[list[tuple[int, int]], int]]:
    """The rows of ``text`` that are a dump's: for each, the places of its bytes' hex pairs
    and where its text column starts; only rows whose text column shows their bytes."""
    rows = []
    for match in _ROW.finditer(text):
        hex_start = match.start("hex")
        pairs = [(m.start() + hex_start, m.end() + hex_start) for m in _PAIR.finditer(match["hex"])]
        rest, column = match["rest"], match.start("rest")
        opening = rest.find("|") if "|" in rest else rest.find(">")
        if opening != -1 and rest.rstrip().endswith(("|", "<")) and not rest[:opening].strip():
            column += opening + 1
            shown = rest[opening + 1 : len(rest.rstrip()) - 1]
        else:
            # Read from the right (a column may start with blanks), or else from its first
            # character (a message may go on after the last row: `…|)`).
            gap = len(rest) - len(rest.lstrip(" \t"))
            for offset in (len(rest) - len(pairs), gap):
                if offset >= 1 and not rest[:offset].strip() and _shows(text, pairs, rest, offset):
                    rows.append((pairs, column + offset))
                    break
            continue
        if len(shown) == len(pairs) and _shows(text, pairs, shown, 0):
            rows.append((pairs, column))
    return rows


def _shows(text: str, pairs: list[tuple[int, int]], column: str, offset: int) -> bool:
    """Whether ``column`` from ``offset`` shows each printable byte of ``pairs`` as itself."""
    shown = column[offset : offset + len(pairs)]
    return len(shown) == len(pairs) and all(
        chr(code) == char
        for (start, end), char in zip(pairs, shown, strict=True)
        if 0x20 <= (code := int(text[start:end], 16)) < 0x7F
    )


def hidden_dumps(text: str, redact: Redact) -> list[tuple[int, int]]:
    """The places of ``text``'s dump rows whose bytes ``redact`` hides in the text they spell:
    in each row, from the first hidden byte to the last, in hex and in the text column."""
    rows = _rows(text)
    if not rows or sum(len(pairs) for pairs, _ in rows) < 8:
        return []
    # The bytes as the program wrote them; each one's row and index in it.
    chars: list[str] = []
    owners: list[tuple[int, int]] = []
    for number, (pairs, _) in enumerate(rows):
        for index, (start, end) in enumerate(pairs):
            code = int(text[start:end], 16)
            chars.append(chr(code) if code in (9, 10, 13) or 0x20 <= code < 0x7F else "\x00")
            owners.append((number, index))
    view = "".join(chars)
    # Read where the dump stands: the command before it may name what it shows
    # (`xxd ~/.config/relay/token`, `db key_buf`).
    before = text[: text.rfind("\n", 0, rows[0][0][0][0]) + 1]
    redacted = redact(before + view)
    if redacted == before + view:
        return []
    hidden_all = _hidden_indexes(before + view, redacted)
    hidden = {index - len(before) for index in hidden_all if index >= len(before)}
    # The whole line of what it spells is hidden: a credential's name kept in one row beside
    # a value hidden in the next (`uthorization: Be`) would read as a pair to the next pass.
    hidden = _whole_lines(view, hidden)
    touched: dict[int, tuple[int, int]] = {}
    for position in hidden:
        number, index = owners[position]
        first, last = touched.get(number, (index, index))
        touched[number] = (min(first, index), max(last, index))
    places = []
    for number, (first, last) in touched.items():
        pairs, column = rows[number]
        places.append((pairs[first][0], pairs[last][1]))
        places.append((column + first, column + last + 1))
    return places


def _whole_lines(view: str, hidden: set[int]) -> set[int]:
    lines: set[int] = set()
    for position in sorted(hidden):
        if position in lines:
            continue
        start = max(view.rfind("\n", 0, position), view.rfind("\r", 0, position)) + 1
        ends = [end for end in (view.find("\r", position), view.find("\n", position)) if end != -1]
        lines.update(range(start, min(ends) if ends else len(view)))
    return lines


def hidden_spans(view: str, redacted: str) -> list[tuple[int, int]] | None:
    """The spans of ``view`` that ``redacted`` shows as ``[REDACTED]``: its kept pieces are
    the view's, in order, the first at its start and the last at its end (each found at its
    first place after the one before: a piece the hidden value also held can only hide more);
    None where they are not (a row put other text in a value's place)."""
    pieces = redacted.split(REDACTED)
    if not view.startswith(pieces[0]) or not view.endswith(pieces[-1]):
        return None
    spans: list[tuple[int, int]] = []
    at = len(pieces[0])
    gap = at
    for piece in pieces[1:-1]:
        if not piece:
            continue  # two markers side by side: one hidden stretch
        found = view.find(piece, gap + 1)
        if found == -1:
            return None
        spans.append((gap, found))
        gap = found + len(piece)
    last = len(view) - len(pieces[-1])
    if last <= gap:
        return None
    spans.append((gap, last))
    return spans


def _hidden_indexes(view: str, redacted: str) -> set[int]:
    """The indexes of ``view`` that ``redacted`` shows as ``[REDACTED]``; every index where
    they cannot be told apart."""
    spans = hidden_spans(view, redacted)
    if spans is None:
        return set(range(len(view)))
    return {index for start, end in spans for index in range(start, end)}
