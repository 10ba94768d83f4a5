"""A PostgreSQL error relayed as text: the server's fixed primary message names its SQLSTATE.

Clients that keep the SQLSTATE (psycopg's ``sqlstate``, psycopg2's ``pgcode``, asyncpg's
``sqlstate``, pg8000's ``C`` field) are read by ``_protocols``. Others relay only the server's
ErrorResponse as text, with its severity in front, as libpq and the ``psql`` tool print it
(``ERROR:  relation "x" does not exist``) and as Rust drivers under Python bindings do
(``db error: ERROR: duplicate key value violates unique constraint "…"``). PostgreSQL's
primary messages for its common SQLSTATEs are fixed English sentences (backend ``errmsg``
strings), so such a message names its SQLSTATE as surely as the field would; the SQLSTATE
tables then decide, as for any client that kept the code.

Sanity checks: only a message where a severity tag (``ERROR:``, ``FATAL:``, ``PANIC:``) comes
right before one of these sentences is read; a sentence alone is prose. A server run with
another ``lc_messages`` translates them; those messages are left to the wording tables.
"""

from __future__ import annotations

import re

from .._category import ErrorCategory
from ._chain import attempt_links
from ._protocol_tables import SQLSTATE_CLASSES, SQLSTATE_CODES
from ._verdict import Verdict

__all__ = ["PG_PRIMARY_MESSAGES", "pg_message_verdict"]

PG_PRIMARY_MESSAGES: tuple[tuple[str, str], ...] = (
    (r"duplicate key value violates unique constraint", "23505"),
    (r"(insert or update|update or delete) on table .{1,200}? violates foreign key", "23503"),
    (r"null value in column .{1,200}? violates not-null constraint", "23502"),
    (r"new row for relation .{1,200}? violates check constraint", "23514"),
    (r"conflicting key value violates exclusion constraint", "23P01"),
    (r"syntax error at (or near|end of input)", "42601"),
    (r"(relation|table) \S{1,200} does not exist", "42P01"),
    (r"column \S{1,200}( of relation \S{1,200})? does not exist", "42703"),
    (r"(function|operator) .{1,200}? does not exist", "42883"),
    (r"permission denied for (table|relation|schema|sequence|function|database|view)", "42501"),
    (r"division by zero", "22012"),
    (r"invalid input (syntax|value) for (type|enum)", "22P02"),
    (r"value too long for type", "22001"),
    (r"(numeric field overflow|\S+ out of range for type)", "22003"),
    (r"cannot execute \w+( \w+)? in a read-only transaction", "25006"),
    (r"current transaction is aborted", "25P02"),
    (r"canceling statement due to (statement timeout|user request)", "57014"),
    (r"canceling statement due to lock timeout|could not obtain lock on", "55P03"),
    (r"deadlock detected", "40P01"),
    (r"could not serialize access due to", "40001"),
    (r"sorry, too many clients already|remaining connection slots are reserved", "53300"),
    (r"the database system is (starting up|shutting down|in recovery mode)", "57P03"),
    (r"terminating connection due to administrator command", "57P01"),
    (r"password authentication failed for user", "28P01"),
    (r"could not extend file", "53100"),
)
"""(PostgreSQL primary message, as the backend words it -> its SQLSTATE), read after a
severity tag."""

# One search for all rows: each row's own groups are made non-capturing, so that the last
# group matched is the row's.
_NON_CAPTURING = re.compile(r"\((?!\?)")
_MESSAGES = re.compile(
    r"\b(?:ERROR|FATAL|PANIC):\s+(?:"
    + "|".join(
        f"(?P<s{i}>{_NON_CAPTURING.sub('(?:', pattern)})"
        for i, (pattern, _) in enumerate(PG_PRIMARY_MESSAGES)
    )
    + ")"
)
_STATES = tuple(state for _, state in PG_PRIMARY_MESSAGES)
_MAX_TEXT = 4000


def _text(exc: BaseException) -> str:
    try:
        return str(exc)
    except Exception:  # a broken __str__ says nothing
        return ""


def pg_message_verdict(exc: BaseException, whole: bool) -> Verdict | None:
    """The SQLSTATE row of a PostgreSQL error message ``exc`` (or its attempt's chain) relays
    after its severity tag, or None."""
    for link in attempt_links(exc, whole=whole):
        text = _text(link)
        # Cheap gate: most messages have no severity tag at all.
        if "ERROR:" not in text and "FATAL:" not in text and "PANIC:" not in text:
            continue
        match = _MESSAGES.search(text[:_MAX_TEXT])
        if match is None or match.lastgroup is None:
            continue
        state = _STATES[int(match.lastgroup[1:])]
        row = SQLSTATE_CODES.get(state) or SQLSTATE_CLASSES.get(state[:2])
        if row is None:
            continue
        category = row[0]
        return Verdict(
            category,
            row[1],
            link,
            may_have_taken_effect=category is not ErrorCategory.CLIENT,
            details={"sqlstate": state},
            own_details=True,
        )
    return None
