"""Held-out set 66: output of database tools and libraries really run here, against
127.0.0.1 and local files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(ports, times, temporary paths) so that every run gives the same text except the values.
Tools and calls were grepped for in every earlier held-out file first; the counts of earlier
files naming each are in the commit message.

* ``cli``: ``psql`` given a token where ``sslmode`` belonged (it prints "invalid sslmode
  value") and where a service name belonged ("definition of service ... not found"), the ``sqlite3`` shell's ``-html`` and ``-line`` modes over a local database of
  stream keys, its parse error quoting an unquoted token, ``curl -v`` and ``wget -d`` sending
  a media API token to a server on 127.0.0.1 that answers 401.
* ``traceback``: Python's ``sqlite3`` raising ``OperationalError`` ("no such column") for an
  unquoted token and ("no such access mode") for a token pasted into a URI's ``mode``, and SQLAlchemy's ``OperationalError`` listing a query's bound parameters.
* ``repr``: a SQLAlchemy ``RowMapping`` and a statement compiled with ``literal_binds``.
* ``log``: SQLAlchemy's engine logger (``echo``) logging an INSERT's parameters.

A tool or library missing here adds no case and changes no value drawn for other cases: all
values are drawn before anything runs.
"""

from __future__ import annotations

import re
import sqlite3
import tempfile
from pathlib import Path

from _heldout_live_tools import (
    Run,
    captured_logs,
    collect_runs,
    raised_message,
    start_denying_server,
)
from _heldout_secrets_harness import ALNUM, HEX, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "PGCONNECT_TIMEOUT": "2",
    "PGSERVICEFILE": "/dev/null",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:8081", text)
    text = re.sub(r"port \d{4,5}", "port 8081", text)
    text = re.sub(r"Date: .* GMT", "Date: Mon, 07 Dec 2026 05:30:00 GMT", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "2026-12-07 05:30:00", text)
    text = re.sub(r"\(\d+\.\d+s?\)|\d+\.\d+s", "0.001s", text)
    text = re.sub(r"generated in [\d.]+s", "generated in 0.001s", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize, timeout=20)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (33, 29, 31, 37, 35, 27, 30, 34, 32, 36, 28)]
    hx = [v.gen(HEX, n) for n in (40, 32)]
    lead = [v.gen("abcdefghijklmnopqrstuvwxyz", 1) for _ in range(2)]
    with tempfile.TemporaryDirectory() as tmp:
        server = start_denying_server()
        try:
            port = server.server_address[1]
            cli = _collect(_cli_runs(tmp, an, hx, lead, port), tmp, "cli", "context")
        finally:
            server.shutdown()
        tb = _collect(_library_runs(tmp, an, lead), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, hx), tmp, "repr", "cause")
        logs = _collect(_log_runs(an), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str], lead: list[str], port: int) -> list[Run]:
    db = Path(tmp) / "media.db"
    con = sqlite3.connect(db)
    con.execute("create table stream_keys (id integer, channel text, stream_key text)")
    con.execute("insert into stream_keys values (1, 'main-stage', ?)", (an[1],))
    con.execute("insert into stream_keys values (2, 'backstage', ?)", (hx[1],))
    con.commit()
    con.close()
    bad = lead[0] + an[2]
    url = f"http://127.0.0.1:{port}/api/v1/episodes"
    return [
        (
            "psql sslmode",
            "psql given an API token where sslmode belonged, against 127.0.0.1",
            an[0],
            ["psql", f"host=127.0.0.1 port=1 user=app sslmode={an[0]}", "-c", "select 1"],
        ),
        (
            "psql service",
            "psql given a token where a service name belonged (PGSERVICEFILE empty)",
            an[9],
            ["psql", f"service={an[9]}", "-c", "select 1"],
        ),
        (
            "sqlite3 html",
            "the sqlite3 shell's -html mode over a local table of stream keys",
            an[1],
            ["sqlite3", "-html", str(db), "select id, channel, stream_key from stream_keys"],
        ),
        (
            "sqlite3 line",
            "the sqlite3 shell's -line mode over the same table",
            hx[1],
            ["sqlite3", "-line", str(db), "select * from stream_keys where id = 2"],
        ),
        (
            "sqlite3 parse error",
            "the sqlite3 shell's parse error for an unquoted token in a WHERE clause",
            bad,
            ["sqlite3", str(db), f"select id from stream_keys where stream_key = {bad}"],
        ),
        (
            "curl verbose header",
            "curl -v sending a podcast API token header to a server on 127.0.0.1 answering 401",
            an[3],
            ["curl", "-sv", "-H", f"X-Castbox-Token: {an[3]}", url],
        ),
        (
            "wget debug header",
            "wget -d sending a streaming API key header to the same server",
            an[4],
            ["wget", "-d", "-t", "1", "-O", "/dev/null", f"--header=X-Dacast-Key: {an[4]}", url],
        ),
    ]


def _sqlite_no_column(token: str) -> None:
    con = sqlite3.connect(":memory:")
    con.execute("create table partners (id integer, api_key text)")
    con.execute(f"select id from partners where api_key = {token}")


def _sqlalchemy_params(token: str) -> None:
    from sqlalchemy import create_engine, text

    engine = create_engine("sqlite://")
    with engine.connect() as conn:
        conn.execute(text("select id from api_keys where secret = :s"), {"s": token})


def _sqlite_mode(tmp: str, token: str) -> None:
    sqlite3.connect(f"file:{tmp}/media.db?mode={token}", uri=True)


def _library_runs(tmp: str, an: list[str], lead: list[str]) -> list[Run]:
    bad = lead[1] + an[5]
    return [
        (
            "sqlite3 access mode",
            "Python's sqlite3 raising OperationalError for a token pasted into a URI's mode",
            an[10],
            lambda: raised_message(lambda: _sqlite_mode(tmp, an[10])),
        ),
        (
            "sqlite3 operationalerror",
            "Python's sqlite3 raising OperationalError for an unquoted token",
            bad,
            lambda: raised_message(lambda: _sqlite_no_column(bad)),
        ),
        (
            "sqlalchemy bound parameters",
            "SQLAlchemy's OperationalError listing a failed query's bound parameters",
            an[6],
            lambda: raised_message(lambda: _sqlalchemy_params(an[6])),
        ),
    ]


def _row_mapping(token: str) -> str:
    from sqlalchemy import create_engine, text

    engine = create_engine("sqlite://")
    with engine.connect() as conn:
        conn.execute(text("create table drm (merchant text, password text)"))
        conn.execute(text("insert into drm values ('acme', :p)"), {"p": token})
        return repr(conn.execute(text("select * from drm")).mappings().first())


def _literal_binds(token: str) -> str:
    from sqlalchemy import column, select, table

    t = table("webhooks", column("id"), column("signing_secret"))
    stmt = select(t.c.id).where(t.c.signing_secret == token)
    return str(stmt.compile(compile_kwargs={"literal_binds": True}))


def _repr_runs(an: list[str], hx: list[str]) -> list[Run]:
    return [
        (
            "sqlalchemy rowmapping",
            "repr of a SQLAlchemy RowMapping holding a DRM merchant password",
            an[7],
            lambda: _row_mapping(an[7]),
        ),
        (
            "sqlalchemy literal binds",
            "a SQLAlchemy statement compiled with literal_binds, a webhook secret inlined",
            hx[0],
            lambda: _literal_binds(hx[0]),
        ),
    ]


def _echo_insert(token: str) -> str:
    from sqlalchemy import create_engine, text

    with captured_logs("sqlalchemy.engine.Engine") as stream:
        engine = create_engine("sqlite://")
        with engine.begin() as conn:
            conn.execute(text("create table podcast_feeds (slug text, private_token text)"))
            conn.execute(
                text("insert into podcast_feeds values (:s, :t)"), {"s": "acme-weekly", "t": token}
            )
    return stream.getvalue()


def _log_runs(an: list[str]) -> list[Run]:
    tok = an[8]
    return [
        (
            "sqlalchemy echo insert",
            "SQLAlchemy's engine logger (sqlalchemy.engine.Engine at DEBUG) logging an INSERT's parameters",
            tok,
            lambda: _echo_insert(tok),
        ),
    ]
