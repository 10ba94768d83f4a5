"""SQLite's numeric result codes, read from any binding that keeps them.

The standard library names the code (``sqlite_errorname``); other bindings keep only the
number: apsw's ``result`` and ``extendedresult``, others ``sqlite_errorcode``. An extended code
is its primary code plus a detail in the higher bytes (``SQLITE_CONSTRAINT_UNIQUE`` is 2067,
19 | 8 << 8), so a ``result``/``extendedresult`` pair whose low byte agrees is SQLite's shape and
no other library's; the primary code's name is then judged by ``SQLITE_NAMES`` like the
standard library's.
"""

from __future__ import annotations

from ._clients import attr

__all__ = ["SQLITE_PRIMARY", "sqlite_code_name"]

_NAMES = (
    "OK", "ERROR", "INTERNAL", "PERM", "ABORT", "BUSY", "LOCKED", "NOMEM", "READONLY",
    "INTERRUPT", "IOERR", "CORRUPT", "NOTFOUND", "FULL", "CANTOPEN", "PROTOCOL", "EMPTY",
    "SCHEMA", "TOOBIG", "CONSTRAINT", "MISMATCH", "MISUSE", "NOLFS", "AUTH", "FORMAT",
    "RANGE", "NOTADB",
)  # fmt: skip
SQLITE_PRIMARY = {number: f"SQLITE_{name}" for number, name in enumerate(_NAMES) if number}
"""SQLite's primary result codes (sqlite3.h) -> their names."""


def sqlite_code_name(exc: BaseException) -> str | None:
    """The name of the primary SQLite result code ``exc`` keeps as a number, else None."""
    code = attr(exc, "sqlite_errorcode")
    if type(code) is not int:
        result, extended = attr(exc, "result"), attr(exc, "extendedresult")
        if type(result) is not int or type(extended) is not int or extended & 0xFF != result:
            return None
        code = extended
    return SQLITE_PRIMARY.get(code & 0xFF)
