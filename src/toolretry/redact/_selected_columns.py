"""The cells of a secret's column in the rows a query printed, the column named by the query.

A command that selects fields names the columns once (`SELECT name, api_token FROM robots`,
jq's `[.name, .token, .expires] | @tsv`, one path `jq -r .token`) and prints rows with no
header (`sqlite3`'s `|`, `psql -At`, jq's tabs or commas): a row's cells are the named fields
in order. The cell under a secret's name is hidden in each row; the others (a name, a date)
stay.
"""

from __future__ import annotations

import re
from collections.abc import Generator, Iterator

from ._engine import REDACTED, Rule, Scan, Span, real_breaks
from ._engine import vectors as _v

__all__ = ["SELECTED_COLUMN_ROWS", "selects_columns"]

# The fields a command selects: SQL's list (no `*`), or jq's array of paths.
_SQL = re.compile(
    r"(?i)\bselect[ \t]+(?!\*)((?:[\w.\"`\[\]]+[ \t]*,[ \t]*)+[\w.\"`\[\]]+)[ \t]+from\b"
)
_JQ = re.compile(r"\[[ \t]*(\.[\w.]+(?:[ \t]*,[ \t]*\.[\w.]+)+)[ \t]*\]")
# Or one path that jq or yq prints raw, a value a line (`jq -r .signing_key hooks.json`).
_JQ_ONE = re.compile(
    r"\b[jy]q[ \t]+(?:-[a-zA-Z]+[ \t]+)*['\"]?(\.[\w]+(?:\.[\w]+)*)['\"]?(?=[ \t]|$)"
)
_REPR_END = re.compile(r"['\"](?:[,)\]}][^'\"]*)?$")
_EMPTY = frozenset({"", "-", "null", "NULL", "None", "(null)", "\\N"})
_MAX_ROWS = 200


def selects_columns(line: str) -> bool:
    """Whether ``line`` is a command that names the columns of the rows it prints."""
    return (
        _SQL.search(line) is not None
        or _JQ.search(line) is not None
        or _JQ_ONE.search(line) is not None
    )


def _columns(line: str) -> list[str]:
    found = _SQL.search(line) or _JQ.search(line) or _JQ_ONE.search(line)
    fields = found.group(1) if found is not None else ""
    return [field.strip(' \t"`[]').rsplit(".", 1)[-1] for field in fields.split(",")]


def selected_cells(scan: Scan) -> Iterator[Span]:
    text = real_breaks(scan.text)  # (a repr's `\n` read as a break: the lines are its lines)
    start = 0
    while start < len(text):
        end = text.find("\n", start)
        end = len(text) if end == -1 else end
        line = text[start:end]
        start = end + 1
        if not selects_columns(line):
            continue
        names = _columns(line)
        secret = [i for i, name in enumerate(names) if scan.is_secret_name(name)]
        # (the rows are read once: the search goes on after them)
        start = yield from _cells(text, start, len(names), secret)


def _cells(text: str, start: int, width: int, secret: list[int]) -> Generator[Span, None, int]:
    """The cells at ``secret`` of each row from ``start`` that has ``width`` cells, until a
    line that is not such a row; returns where that line starts."""
    for _ in range(_MAX_ROWS):
        if start >= len(text):
            break
        end = text.find("\n", start)
        end = len(text) if end == -1 else end
        row = text[start:end].rstrip("\r")
        if end == len(text):  # (the last line of a repr ends with its quote: `…', 401)`)
            row = _REPR_END.sub("", row)
        separator = next((mark for mark in ("\t", "|", ",") if row.count(mark) == width - 1), None)
        if separator is None or selects_columns(row):
            break
        if width == 1 and (not row.strip() or " " in row.strip()):
            break  # (one path's values: a word a line, until a line that is not one)
        at = start
        for index, cell in enumerate(row.split(separator)):
            if index in secret and cell.strip() not in _EMPTY and REDACTED not in cell:
                yield (at, at + len(cell.rstrip()))
            at += len(cell) + 1
        start = end + 1
    return start


SELECTED_COLUMN_ROWS: tuple[Rule, ...] = (
    Rule(
        "selected_column",
        ("select", "[.", "jq ", "yq "),
        selected_cells,
        "the query, the other columns' cells, empty cells",
        _v(('$ sqlite3 app.db "SELECT name, api_token FROM robots"\nci|Zq8LmW3xPt7Rv2\nops|-',
            f'$ sqlite3 app.db "SELECT name, api_token FROM robots"\nci|{REDACTED}\nops|-'),
           ("$ jq -r '.[] | [.name, .token, .expires] | @tsv' r\nci\tQx7Lm2\t2027-06-01",
            f"$ jq -r '.[] | [.name, .token, .expires] | @tsv' r\nci\t{REDACTED}\t2027-06-01")),
        ('$ sqlite3 app.db "SELECT name, expires FROM robots"\nci|2027-06-01',),
    ),
)  # fmt: skip
