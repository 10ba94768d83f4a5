"""A secret by its place in a document that names it elsewhere than right before it.

* A property list's pair (`<key>password</key>` then `<string>…</string>`, Apple's plists:
  Xcode's export options, a launch agent's environment, an app's settings): the key's name
  says what the string after it is, whatever its shape (`gtdk-vwbi-tryw-kvqk`).
* A table written as rows of lists, its header the first (a spreadsheet API's `"values"`, a
  database driver's or a dataframe's rows printed as lists, `[["Name", "Temp password"],
  ["Ada", "uZaL0R@Z…"]]`): the cells under a header that names a secret.
* HTTP Basic credentials built in code (`base64encode("site-44:akgK…")`, `btoa("admin:…")`,
  `b64encode(b"svc:…")`): the literal's part after its first colon is the password.

What stays: the names, the other columns' cells, a placeholder (`(changed)`, `null`), a
literal with no colon or an empty password.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Rule, Scan, Span
from ._engine import vectors as _v
from ._placeholders import is_placeholder

__all__ = ["DOCUMENT_PAIR_ROWS"]

_PLIST_PAIR = re.compile(
    r"<key>[ \t]*([^<>\n]{1,80}?)[ \t]*</key>\s{0,40}<(string|data)>([^<>]{1,512})</\2>"
)


def _plist_pairs(scan: Scan) -> Iterator[Span]:
    for pair in _PLIST_PAIR.finditer(scan.text):
        value = pair.group(3).strip()
        if scan.is_secret_name(pair.group(1)) and not is_placeholder(value):
            yield pair.span(3)


# A cell: a quoted string (either quote, escapes inside), a number, or JSON's and Python's
# constants. A row: cells between brackets. A table: two rows or more between brackets.
_CELL = (
    r"""(?:"(?:[^"\\\n]|\\.){0,512}"|'(?:[^'\\\n]|\\.){0,512}'"""
    r"|-?\d[\d.]*|null|None|true|false|True|False)"
)
_ROW = re.compile(rf"\[[ \t]*({_CELL}(?:[ \t]*,[ \t]*{_CELL}){{0,63}})[ \t]*\]")
_ROWS_START = re.compile(r"\[\s*\[")
_CELL_IN_ROW = re.compile(_CELL)
_BETWEEN_ROWS = re.compile(r"\s*,\s*")


def _header_row_cells(scan: Scan) -> Iterator[Span]:
    text = scan.text
    for start in _ROWS_START.finditer(text):
        header = _ROW.match(text, start.end() - 1)
        if header is None:
            continue
        names = [cell.group()[1:-1] for cell in _CELL_IN_ROW.finditer(header.group(1))]
        columns = {i for i, name in enumerate(names) if name and scan.is_secret_name(name.strip())}
        if not columns:
            continue
        at = header.end()
        while (gap := _BETWEEN_ROWS.match(text, at)) is not None:
            row = _ROW.match(text, gap.end())
            if row is None:
                break
            for i, cell in enumerate(_CELL_IN_ROW.finditer(text, row.start(1), row.end(1))):
                value = cell.group()
                if i in columns and value[:1] in "\"'" and not is_placeholder(value[1:-1]):
                    yield (cell.start() + 1, cell.end() - 1)
            at = row.end()


_ENCODED_PAIR = re.compile(
    r"(?i)(?:b64encode|base64encode|base64_encode|btoa|encode64|strict_encode64|"
    r"encodetostring|base64\.encode|encodebase64)[ \t]*\([ \t]*(?:b|u8|@)?(['\"])"
    r"[^'\"\s:]{1,64}:([^'\"\s]{4,128})\1"
)


def _encoded_basic_literals(scan: Scan) -> Iterator[Span]:
    for pair in _ENCODED_PAIR.finditer(scan.text):
        if pair.group(2) != REDACTED:
            yield pair.span(2)


R = REDACTED
DOCUMENT_PAIR_ROWS = (
    Rule(
        "plist_pair",
        ("<key>",),
        _plist_pairs,
        "the key's name; the values of other keys; placeholders",
        _v(("<key>password</key>\n<string>gtdk-vwbi-tryw-kvqk</string>",
            f"<key>password</key>\n<string>{R}</string>"),),
        ("<key>teamID</key>\n<string>7Q2XK9L3MZ</string>",
         "<key>passwordRequired</key><string>YES</string>"),
    ),
    Rule(
        "header_row_cells",
        ("[[", "[ [", "[\n"),
        _header_row_cells,
        "the header, the other columns, placeholders",
        _v(('[["Name", "Temp password"], ["Ada", "Pq7.xWm2Lz"]]',
            f'[["Name", "Temp password"], ["Ada", "{R}"]]'),),
        ('[["Name", "Temp password"], ["Ada", "(changed)"]]',
         '[["name", "token_count"], ["ada", "1847"]]'),
    ),
    Rule(
        "encoded_basic_literal",
        ("b64", "base64", "btoa", "encode64", "encodetostring"),
        _encoded_basic_literals,
        "the user, the call; a literal with no colon",
        _v(('btoa("admin:Sup3r.S3cret!")', f'btoa("admin:{R}")'),),
        ('b64encode(b"hello world")',),
    ),
)  # fmt: skip
