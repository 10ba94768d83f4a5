"""Held-out set 75: output of database tools and libraries really run here, against local
files and in-memory databases only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, addresses, temporary paths) so that every run gives the same text except the values.
Tools and calls were grepped for in every earlier held-out file before they were chosen; the
counts of earlier files naming each are in the commit message:

* ``cli``: the ``sqlite3`` shell in ``.mode insert``, ``.mode tcl`` and ``.mode qbox`` over a
  table of API keys, its ``.schema`` showing a column default that holds a webhook secret, and ``yq`` and
  ``jq`` reading a Rails ``database.yml`` and a DBeaver-style ``data-sources.json`` (all in a
  temporary directory, never the project's files).
* ``traceback``: Python's ``sqlite3`` and ``apsw`` raising on a token pasted unquoted into a
  ``WHERE`` clause (``unrecognized token``, ``near ...: syntax error`` or ``no such column``,
  as SQLite parses the value).
* ``repr``: a ``sqlglot`` expression tree of ``ALTER USER ... WITH PASSWORD`` and the dict
  ``psycopg.conninfo.conninfo_to_dict`` returns.
* ``log``: Pony ORM's ``set_sql_debug`` and peewee's ``peewee`` logger, each logging an
  ``INSERT`` with its parameters.
"""

from __future__ import annotations

import contextlib
import json
import re
import sqlite3
import tempfile
from pathlib import Path

from _heldout_live_tools import Run, captured_logs, collect_runs, raised_message
from _heldout_secrets_harness import ALNUM, HEX, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC"}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dba/work")
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "2026-12-07 12:40:00", text)
    return re.sub(r"/tmp/\S+?/", "/home/dba/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (36, 30, 34, 28, 33, 29, 31)]
    hx = [v.gen(HEX, n) for n in (40, 32, 48)]
    pw = [v.pw() for _ in range(5)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx, pw), tmp, "cli", "context")
        tb = _collect(_library_runs(an, pw), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(pw), tmp, "repr", "cause")
        logs = _collect(_log_runs(tmp, an, hx), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str], pw: list[str]) -> list[Run]:
    db = Path(tmp) / "ads.sqlite"
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE api_keys (id INTEGER PRIMARY KEY, partner TEXT, api_key TEXT)")
    con.execute("INSERT INTO api_keys VALUES (1, 'everflow-eu', ?)", (an[0],))
    con.execute("INSERT INTO api_keys VALUES (2, 'keitaro-main', ?)", (an[1],))
    con.execute("INSERT INTO api_keys VALUES (3, 'binom-eu', ?)", (an[5],))
    con.execute(
        "CREATE TABLE webhooks (id INTEGER PRIMARY KEY, url TEXT, "
        f"signing_secret TEXT DEFAULT '{hx[0]}')"
    )
    con.commit()
    con.close()
    cfg = Path(tmp) / "config"
    cfg.mkdir()
    (cfg / "database.yml").write_text(
        "production:\n  adapter: postgresql\n  host: 127.0.0.1\n  database: podcasts\n"
        f"  username: podcasts_app\n  password: {pw[0]}\n"
    )
    (cfg / "data-sources.json").write_text(
        json.dumps(
            {
                "connections": {
                    "postgres-jdbc-18c2": {
                        "name": "analytics replica",
                        "configuration": {
                            "host": "127.0.0.1",
                            "port": "5433",
                            "user": "readonly",
                            "password": pw[1],
                        },
                    }
                }
            },
            indent=2,
        )
    )
    return [
        (
            "sqlite3 mode insert",
            "the sqlite3 shell, .mode insert over a table of partner API keys",
            an[0],
            ["sqlite3", "-cmd", ".mode insert api_keys", str(db), "SELECT * FROM api_keys"],
        ),
        (
            "sqlite3 mode tcl",
            "the sqlite3 shell, .mode tcl over a table of partner API keys",
            an[1],
            ["sqlite3", "-cmd", ".mode tcl", str(db), "SELECT partner, api_key FROM api_keys"],
        ),
        (
            "sqlite3 mode qbox",
            "the sqlite3 shell, .mode qbox over a table of partner API keys",
            an[5],
            ["sqlite3", "-cmd", ".mode qbox", str(db), "SELECT * FROM api_keys WHERE id = 3"],
        ),
        (
            "sqlite3 schema default",
            "the sqlite3 shell's .schema showing a column default that holds a webhook secret",
            hx[0],
            ["sqlite3", str(db), ".schema webhooks"],
        ),
        (
            "yq database yml",
            "yq reading the production block of a Rails config/database.yml",
            pw[0],
            ["yq", ".production", str(cfg / "database.yml")],
        ),
        (
            "jq data sources",
            "jq printing a connection's configuration from a DBeaver-style data-sources.json",
            pw[1],
            ["jq", ".connections[].configuration", str(cfg / "data-sources.json")],
        ),
    ]


def _library_runs(an: list[str], pw: list[str]) -> list[Run]:
    def syntax() -> None:
        con = sqlite3.connect(":memory:")
        con.execute("CREATE TABLE sessions (token TEXT)")
        con.execute(f"SELECT * FROM sessions WHERE token = tok {an[2]}")

    out: list[Run] = [
        (
            "sqlite3 unquoted token",
            "Python's sqlite3 raising OperationalError on an unquoted session token",
            an[2],
            lambda: raised_message(syntax),
        ),
    ]
    with contextlib.suppress(ImportError):
        import apsw

        def column() -> None:
            con = apsw.Connection(":memory:")
            con.execute("CREATE TABLE licenses (license_token TEXT)")
            con.execute(f"SELECT * FROM licenses WHERE license_token = {an[3]}")

        out.append(
            (
                "apsw unquoted token",
                "apsw raising SQLError on an unquoted license token",
                an[3],
                lambda: raised_message(column),
            )
        )
    return out


def _repr_runs(pw: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import sqlglot

        out.append(
            (
                "sqlglot alter user",
                "repr of the sqlglot expression for ALTER USER ... WITH PASSWORD",
                pw[3],
                lambda: _quiet_sqlglot(sqlglot, pw[3]),
            )
        )
    with contextlib.suppress(ImportError):
        from psycopg.conninfo import conninfo_to_dict

        out.append(
            (
                "conninfo dict",
                "repr of the dict psycopg.conninfo.conninfo_to_dict returns",
                pw[4],
                lambda: repr(
                    conninfo_to_dict(f"host=127.0.0.1 port=5432 user=etl password={pw[4]}")
                ),
            )
        )
    return out


def _quiet_sqlglot(sqlglot: object, password: str) -> str:
    """The repr, without the warning sqlglot logs when it falls back to a ``Command``."""
    import logging

    logger = logging.getLogger("sqlglot")
    old = logger.level
    logger.setLevel(logging.ERROR)
    try:
        sql = f"ALTER USER etl WITH PASSWORD '{password}'"
        return repr(sqlglot.parse_one(sql, read="postgres"))  # type: ignore[attr-defined]
    finally:
        logger.setLevel(old)


def _log_runs(tmp: str, an: list[str], hx: list[str]) -> list[Run]:
    def pony_logged() -> str:
        from pony import orm

        db = orm.Database()

        class StreamKey(db.Entity):  # type: ignore[name-defined]
            channel = orm.Required(str)
            key = orm.Required(str)

        db.bind(provider="sqlite", filename=":memory:")
        db.generate_mapping(create_tables=True)
        with captured_logs("pony.orm", "pony.orm.sql") as stream:
            orm.set_sql_debug(True, show_values=True)
            try:
                with orm.db_session:
                    StreamKey(channel="rtmp-main", key=an[4])
            finally:
                orm.set_sql_debug(False)
        return "\n".join(line for line in stream.getvalue().splitlines() if line.strip())

    def peewee_logged() -> str:
        import peewee

        db = peewee.SqliteDatabase(":memory:")

        class Postback(peewee.Model):
            network = peewee.CharField()
            secret = peewee.CharField()

            class Meta:
                database = db

        db.connect()
        db.create_tables([Postback])
        with captured_logs("peewee") as stream:
            Postback.create(network="adgem", secret=hx[2])
        return "\n".join(line for line in stream.getvalue().splitlines() if hx[2] in line)

    return [
        (
            "pony sql debug",
            "Pony ORM's set_sql_debug(show_values=True) logging an INSERT of a stream key",
            an[4],
            pony_logged,
        ),
        (
            "peewee logger",
            "peewee's 'peewee' logger at DEBUG logging an INSERT of a postback secret",
            hx[2],
            peewee_logged,
        ),
    ]
