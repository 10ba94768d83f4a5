"""A table a tool prints (psql's and mysql's `|` columns, sqlite3's, WP-CLI's and polars'
boxes, columns aligned under a ruler of dashes or under their names alone, `column -t`'s): the
cells under a header that names a credential (`token`, `api_key`, `password`; `key` beside a
`name` column and no `value`), and in a table of names and values (`name | value`), the value
of each row whose name is a secret's (`AUTH_KEY | …`). The header, the other columns, and
cells that hold no value (`NULL`, `(in vault)`, a mask) stay. A repr's escaped line breaks
count as breaks.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import (
    ESCAPED_BREAK,
    REDACTED,
    Rule,
    Scan,
    Span,
    is_uuid,
    looks_generated,
    real_breaks,
)
from ._engine import vectors as _v
from ._flag_key_rows import key_shaped
from ._password_shapes import password_shaped
from ._placeholders import is_placeholder

__all__ = ["GRID_ROWS", "table_start"]

_HEADER_CELL = re.compile(r"[A-Za-z_][\w .-]{0,40}")
# A line that only draws the table (`+----+----+`, `----------+-------`, `|:---|---:|`).
_BORDER = re.compile(r"[ \t]*[-+=|:]*-[-+=|: \t]*")
# A ruler of dashes under aligned headers: two runs of dashes or more, blanks between.
_RULER = re.compile(r"[ \t]*-{2,}(?:[ \t]+-{2,})+[ \t]*")
_RUN = re.compile(r"-{2,}")
_NAME_HEADERS = frozenset({"name", "key", "variable", "setting", "field", "option", "parameter"})
_VALUE_HEADERS = frozenset({"value", "setting value", "current value"})
# A cell that holds a note, not a value: `(in vault)`, `<unset>`.
_NOTE = re.compile(r"\(.*\)|<.*>")


_WIDE_GAP = re.compile(r"[ \t]{2,}")


def table_start(line: str) -> int:
    """Where a table's first line starts after what a message puts before it (a label's `: `,
    a repr's opening quote: `('login failed', 'provider | account…`), or -1 if nothing does."""
    cut = max(line.rfind(": ") + 1 if ": " in line else -1, line.rfind("'"), line.rfind('"'))
    return cut + 1 if cut != -1 else -1


def _after_label(first: str) -> str:
    if _HEADER_CELL.fullmatch(first.strip()) or (start := table_start(first)) == -1:
        return first
    return first[start:]


def _lines(text: str) -> Iterator[tuple[int, str]]:
    at = 0
    for line in text.split("\n"):
        yield at, line
        at += len(line) + 1


def _pipe_cells(line: str, at: int) -> list[tuple[int, int]]:
    """The cells of a line split at `|` (a box's outer bars left out), each without blanks."""
    cells: list[tuple[int, int]] = []
    start = 0
    body_end = len(line.rstrip())
    first = len(line) - len(line.lstrip())
    if line[first : first + 1] == "|":
        start = first + 1
    if body_end and line[body_end - 1] == "|" and body_end - 1 >= start:
        body_end -= 1
    for piece in line[start:body_end].split("|"):
        stripped = piece.strip()
        offset = start + piece.find(stripped) if stripped else start
        cells.append((at + offset, at + offset + len(stripped)))
        start += len(piece) + 1
    return cells


def _ruler_cells(line: str, at: int, runs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The cells of a line aligned under a ruler's runs (the last one to the line's end)."""
    cells = []
    for index, (start, end) in enumerate(runs):
        end = len(line) if index == len(runs) - 1 else end
        piece = line[start:end]
        stripped = piece.strip()
        offset = start + piece.find(stripped) if stripped else start
        cells.append((at + offset, at + offset + len(stripped)))
    return cells


def _aligned(row: str, runs: list[tuple[int, int]]) -> bool:
    """Whether a line's columns start where the ruler's do: a blank before each but the first."""
    return all(start >= len(row) or row[start - 1] in " \t" for start, _ in runs[1:])


# A header's cells two blanks or more apart (a cell's own words one blank apart).
_SPACED_CELL = re.compile(r"\S+(?: \S+)*")


def _aligned_header(line: str, below: str) -> tuple[list[str], list[tuple[int, int]]] | None:
    """The names and columns of a header with no ruler under it (`column -t`'s, kubectl's
    custom columns), where the line below starts a cell under each of them: its column runs
    from where its name starts to where the next one's does."""
    if "  " not in line or not below.strip():
        return None
    cells = list(_SPACED_CELL.finditer(line))
    if len(cells) < 2:
        return None
    runs = [(cell.start(), cells[i + 1].start() if i + 1 < len(cells) else len(line))
            for i, cell in enumerate(cells)]  # fmt: skip
    if not _aligned(below, runs) or any(
        start < len(below) and below[start] in " \t" for start, _ in runs
    ):
        return None
    return [cell.group() for cell in cells], runs


def _cells_hidden(
    scan: Scan, text: str, header: list[str], rows: list[list[tuple[int, int]]]
) -> Iterator[Span]:
    lowered = [name.lower() for name in header]
    secret = [
        i
        for i, name in enumerate(header)
        if lowered[i] not in _NAME_HEADERS and scan.is_secret_name(name.replace(" ", "_"))
    ]
    name_column = next((i for i, name in enumerate(lowered) if name in _NAME_HEADERS), None)
    value_column = next((i for i, name in enumerate(lowered) if name in _VALUE_HEADERS), None)
    # (`name | key | owner`: a key's column, where a value is generated; a word is a key's name)
    key_column = (
        lowered.index("key", name_column + 1)
        if value_column is None and name_column is not None and "key" in lowered[name_column + 1 :]
        else None
    )
    for cells in rows:
        columns = list(secret)
        if name_column is not None and value_column is not None:
            start, end = cells[name_column]
            if scan.is_secret_name(text[start:end]):
                columns.append(value_column)
        if key_column is not None and looks_generated(text[slice(*cells[key_column])]):
            columns.append(key_column)
        for column in columns:
            start, end = cells[column]
            value = text[start:end]
            if not (is_placeholder(value) or _NOTE.fullmatch(value) or REDACTED in value):
                yield (start, end)


# Box-drawing characters read as the ASCII a table draws with (polars', rich's, DuckDB's
# boxes: `│ token ┆ … │`, `╞═══╪═══╡`): a vertical a `|`, a horizontal a `-`, a corner a `+`.
_BOX = {
    code: "|" if chr(code) in "│┃┆┇┊┋║╎╏" else "-" if chr(code) in "─━┄┅┈┉═╌╍" else "+"
    for code in range(0x2500, 0x2580)
}


def _pair_rows(scan: Scan, text: str, lines: list[tuple[int, str]]) -> Iterator[Span]:
    """Rows of two cells, a secret's name and its value, with no header above them (`railway
    variables`' box, `| API_TOKEN | … |`): the value where it has a key's shape (generated, a
    UUID) or a password's, not a word."""
    for at, line in lines:
        if line.count("|") < 2 or _BORDER.fullmatch(line) is not None:
            continue
        cells = [cell for cell in _pipe_cells(line, at) if cell[1] > cell[0]]
        if len(cells) != 2 or not scan.is_secret_name(text[slice(*cells[0])].replace(" ", "_")):
            continue
        value = text[slice(*cells[1])]
        if (key_shaped(value) or password_shaped(value)) and not (
            is_placeholder(value) or REDACTED in value
        ):
            yield cells[1]


def _grid_cells(scan: Scan) -> Iterator[Span]:
    text = real_breaks(scan.text)
    if max(text, default=" ") >= "\u2500":
        text = text.translate(_BOX)  # (the same length: spans in it are spans of the text)
    lines = list(_lines(text))
    if "|" in text:
        yield from _pair_rows(scan, text, lines)
    index = 0
    while index < len(lines) - 1:
        at, line = lines[index]
        index += 1
        ruler = _RULER.fullmatch(lines[index][1]) if "|" not in line else None
        if ruler is not None:
            runs = [run.span() for run in _RUN.finditer(lines[index][1])]
            # (the names, two blanks or more apart: the first line may start with a message)
            header = _WIDE_GAP.split(_after_label(line).strip())
            header = header if len(header) == len(runs) else []
        elif line.count("|") >= 1 and _BORDER.fullmatch(line) is None:
            header = [text[start:end] for start, end in _pipe_cells(line, at)]
            if header:
                header[0] = _after_label(header[0]).strip()
        elif (aligned := _aligned_header(line, lines[index][1])) is not None:
            header, runs = aligned  # (the rows are read as under a ruler's runs)
            ruler = _RULER.fullmatch("-- --")
        else:
            continue
        if len(header) < 2 or not all(_HEADER_CELL.fullmatch(name) for name in header):
            continue
        if any(is_uuid(name) or looks_generated(name) for name in header):
            continue  # (a row of a name and its value, not a header: ``_pair_rows``)
        rows: list[list[tuple[int, int]]] = []
        while index < len(lines):
            row_at, row = lines[index]
            if _BORDER.fullmatch(row) is not None and row.strip():
                index += 1
                continue  # (the table's drawing)
            cells = (
                _ruler_cells(row, row_at, runs) if ruler is not None else _pipe_cells(row, row_at)
            )
            if not row.strip() or len(cells) != len(header) or (ruler is None and "|" not in row):
                break
            if ruler is not None and not _aligned(row, runs):
                break  # (a sentence after the table, not a row under its ruler)
            rows.append(cells)
            index += 1
        yield from _cells_hidden(scan, text, header, rows)


R = REDACTED
GRID_ROWS: tuple[Rule, ...] = (
    Rule(
        "table_cell",
        ("pass", "secret", "token", "key", "pwd", "auth", "cred"),
        _grid_cells,
        "the header, the other columns, `NULL` and notes in brackets",
        _v(
            (
                " name | token\n------+-------\n ci   | Zk3hTq8VwP2m\n(1 row)",
                f" name | token\n------+-------\n ci   | {R}\n(1 row)",
            ),
            (
                "name    api_key\n------  ------------\netl     Zk3hTq8VwP2m",
                f"name    api_key\n------  ------------\netl     {R}",
            ),
            (
                "| name     | value  |\n+----------+--------+\n| AUTH_KEY | x9!Kq2 |\n"
                "| DB_NAME  | shop   |",
                f"| name     | value  |\n+----------+--------+\n| AUTH_KEY | {R} |\n"
                "| DB_NAME  | shop   |",
            ),
            (
                "║ HOOK_VERIFICATION_TOKEN │ d4e026ae-e332-46e9-95aa-171d11f85c36 ║\n║ PORT │ 80 ║",
                f"║ HOOK_VERIFICATION_TOKEN │ {R} ║\n║ PORT │ 80 ║",
            ),
        ),
        (
            " name | token\n------+-------\n ci   | (in vault)\n",
            "| key | count |\n|-----|-------|\n| a   | 3     |",
            "a | b\npassword | reset",
            "| token | expired |\n| API_TOKEN | (set) |",
        ),
        # (or two blanks: a header's names aligned over their columns with no ruler; or a box's
        # bars)
        needs=(("|", "--", "  ", "│", "║", "┃"), ("\n", ESCAPED_BREAK)),
    ),
)
