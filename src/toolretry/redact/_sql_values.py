"""A secret column's values in SQL: an `INSERT` that names its columns, or one that names none
under a `CREATE TABLE` of the same text (a dump: `sqlite3 .dump`, `pg_dump --inserts`), every
row of its `VALUES`; a failing row of a table named for a secret."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from ._config_rows import secretish
from ._engine import REDACTED, Scan, Span, looks_generated

__all__ = ["hidden_value", "sql_columns"]

_NOT_A_VALUE = frozenset({
    "", "null", "none", "nil", "true", "false", "yes", "no", "?", "%s", "***", "redacted",
    "[redacted]", "default", "undefined",
})  # fmt: skip


def hidden_value(text: str, start: int, end: int) -> Iterator[Span]:
    """The span of a value, unless it is no value (`null`, a placeholder, hidden already)."""
    value = text[start:end]
    masked = value.startswith("***")  # (a mask, with its note or not: `***(redacted)`)
    if value.strip().lower() not in _NOT_A_VALUE and REDACTED not in value and not masked:
        yield (start, end)


_TABLE = r"([\w.\"`\[\]]{1,128})"
# (its column list, where it names one: a dump's `INSERT INTO t VALUES(…)` names none)
_INSERT = re.compile(
    rf"insert[ \t]+(?:or[ \t]+\w+[ \t]+)?into[ \t]+{_TABLE}[ \t]*"
    r"(?:\(([^()\n]{1,1000})\)[ \t]*)?values[ \t]*\("
)
_CREATE = re.compile(
    rf"create[ \t]+(?:temp(?:orary)?[ \t]+)?table[ \t]+(?:if[ \t]+not[ \t]+exists[ \t]+)?{_TABLE}"
    r"[ \t]*\("
)
# What opens a table's constraint, not a column (`PRIMARY KEY (id)`, `UNIQUE (email)`).
_CONSTRAINTS = frozenset({"primary", "unique", "constraint", "foreign", "check", "key", "index"})
_NEXT_ROW = re.compile(r"[ \t]*,[ \t\r\n]*\(")
_PARAMETERS = re.compile(r"parameters:[ \t]*[(\[]")
_ROW_TABLE = re.compile(r"relation[ \t]+\"([\w.]{1,64})\"")
_FAILING_ROW = re.compile(r"failing row contains[ \t]*\(")
# An element of a SQL values list or a Python tuple: a quoted string or a bare run.
_ELEMENT = re.compile(
    r"[ \t]*(\"(?:[^\"\\\n]|\\.){0,1024}\"|'(?:[^'\\\n]|\\.|''){0,1024}'|[^,()\n]{0,1024})"
    r"[ \t]*([,)\]]|$)"
)
_ROWS = 256  # rows of one `VALUES` looked at, and elements of one row


def _elements(text: str, at: int) -> tuple[list[tuple[int, int]], int]:
    """The spans of a row's elements from ``at`` (quotes left out), and where the row ends."""
    spans: list[tuple[int, int]] = []
    while len(spans) < _ROWS:
        match = _ELEMENT.match(text, at)
        if match is None:
            break
        start, end = match.span(1)
        if text[start : start + 1] in "'\"" and end - start >= 2:
            start, end = start + 1, end - 1
        spans.append((start, end))
        at = match.end()
        if match.group(2) != ",":
            break
    return spans, at


def _table_name(raw: str) -> str:
    return raw.strip(' \t"`[]').rsplit(".", 1)[-1].strip('"`[]').lower()


def _created_tables(text: str, folded: str) -> dict[str, list[str]]:
    """The column names of each of the text's `CREATE TABLE`s, in order, by table (read once
    per text: a dump of many `INSERT`s asks for each)."""
    tables: dict[str, list[str]] = {}
    for create in _CREATE.finditer(folded):
        names: list[str] = []
        depth, part_start = 0, create.end()
        for at in range(create.end(), min(len(text), create.end() + 4000)):
            char = text[at]
            if char == "(":
                depth += 1
            elif char in ",)" and depth == 0:
                words = text[part_start:at].split()
                if words and words[0].lower() not in _CONSTRAINTS:
                    names.append(words[0].strip('"`[]'))
                part_start = at + 1
                if char == ")":
                    tables.setdefault(_table_name(create.group(1)), names)
                    break
            elif char == ")":
                depth -= 1
    return tables


def sql_columns(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    created: dict[str, list[str]] | None = None
    for match in _INSERT.finditer(folded):
        if match.start(2) != -1:
            listed = text[match.start(2) : match.end(2)].split(",")
            names = [name.strip(' \t"`[]') for name in listed]
        else:
            if created is None:
                created = _created_tables(text, folded) if "create" in folded else {}
            names = created.get(_table_name(match.group(1)), [])
        yield from _secret_columns(text, folded, match.end(), names, scan.is_secret_name)
    table = _ROW_TABLE.search(folded)
    if table is not None and scan.is_secret_name(table.group(1).rstrip("s")):
        for row in _FAILING_ROW.finditer(folded):
            for start, end in _elements(text, row.end())[0]:
                value = text[start:end]
                if looks_generated(value) or secretish(value):
                    yield (start, end)


def _secret_columns(
    text: str, folded: str, at: int, names: list[str], is_secret_name: Callable[[str], bool]
) -> Iterator[Span]:
    """The values of each row from ``at`` under the names that name a secret."""
    secret = [i for i, name in enumerate(names) if is_secret_name(name)]
    if not secret:
        return
    values, end = _elements(text, at)
    if all(text[s:e].strip() in ("?", "%s") or text[s:e].startswith(("$", ":")) for s, e in values):
        bound = _PARAMETERS.search(folded, at, at + 4000)
        values, end = _elements(text, bound.end()) if bound is not None else ([], at)
    for _ in range(_ROWS):
        for i in secret:
            if i < len(values):
                yield from hidden_value(text, *values[i])
        following = _NEXT_ROW.match(text, end)
        if following is None:
            return
        values, end = _elements(text, following.end())
