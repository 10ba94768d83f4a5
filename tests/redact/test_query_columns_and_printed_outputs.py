"""Rows a query printed under the columns it named (SQL, jq), hidden cell by cell; and what a
command that makes a key, or a response's header list, prints."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys

import pytest

from toolretry.redact import REDACTED, redact

_ROWS = [("harbor-ci", "6xBrXPSLYPn51x0XNW34TNXV", "2027-06-01"), ("backup", "-", "never")]


def _sqlite_rows(query: str) -> str:
    """What `sqlite3 db "<query>"` prints (`|` between cells, no header), made live."""
    db = sqlite3.connect(":memory:")
    db.execute("create table robots (name text, api_token text, expires text)")
    db.executemany("insert into robots values (?, ?, ?)", _ROWS)
    return "\n".join("|".join(row) for row in db.execute(query))


def test_the_cells_of_a_secret_column_a_query_named_are_hidden() -> None:
    query = "SELECT name, api_token, expires FROM robots"
    text = f'$ sqlite3 app.db "{query}"\n{_sqlite_rows(query)}'
    shown = redact(text)
    assert "6xBrXPSLYPn51x0XNW34TNXV" not in shown
    for kept in ("harbor-ci|", "|2027-06-01", "backup|-|never"):
        assert kept in shown


def test_a_query_without_a_secret_column_is_unchanged() -> None:
    query = "SELECT name, expires FROM robots"
    text = f'$ sqlite3 app.db "{query}"\n{_sqlite_rows(query)}'
    assert redact(text) == text


def test_jq_fields_printed_as_tsv_are_read_by_position() -> None:
    records = [{"name": n, "token": t, "expires": e} for n, t, e in _ROWS]
    rows = "\n".join("\t".join(r[k] for k in ("name", "token", "expires")) for r in records)
    text = f"$ jq -r '.[] | [.name, .token, .expires] | @tsv' robots.json\n{rows}"
    shown = redact(text)
    assert "6xBrXPSLYPn51x0XNW34TNXV" not in shown
    assert "harbor-ci\t" in shown
    assert "\t2027-06-01" in shown


def test_a_key_a_generating_call_printed_is_hidden() -> None:
    code = "import secrets; print(secrets.token_bytes(32).hex())"
    key = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True
    ).stdout.strip()
    text = (
        "$ node -p \"crypto.generateKeySync('hmac', {length: 256}).export().toString('hex')\""
        f"\n{key}"
    )
    assert key not in redact(text)


@pytest.mark.parametrize("indent", [None, 1])
def test_a_cookie_in_a_header_list_is_hidden(indent: int | None) -> None:
    headers = {
        "server": ["BaseHTTP/0.6 Python/3.11.7"],
        "set-cookie": ["sid=5zqUjnTmSdr3grzw9scldkU-RQu3icrMX1Hy; Path=/; HttpOnly"],
        "location": ["/dashboard"],
    }
    shown = redact(json.dumps(headers, indent=indent))
    assert "5zqUjnTmSdr3grzw9scldkU" not in shown
    assert REDACTED in shown
    assert "/dashboard" in shown
