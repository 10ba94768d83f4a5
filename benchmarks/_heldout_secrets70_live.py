"""Held-out set 70: output of tools and libraries really run here, against 127.0.0.1 and local
files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, addresses, ports, temporary paths) so that every run gives the same text except the
values. A tool missing here adds no case and changes no value drawn for another. The data
tools of set 70's share are run for real: polars, pandas and DuckDB reprs and errors,
``curl -v`` and httpx/requests against a local server that answers 401, ``jq`` and
``sqlite3`` on local files, and urllib3's debug log.
"""

from __future__ import annotations

import re
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

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC"}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/analyst/work")
    text = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:8765", text)
    text = re.sub(r"localhost:\d+", "localhost:8765", text)
    text = re.sub(r"port \d+", "port 8765", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "2026-12-07 08:30:00", text)
    text = re.sub(r"< Date: .*", "< Date: Mon, 07 Dec 2026 08:30:00 GMT", text)
    text = re.sub(r"< Server: .*", "< Server: BaseHTTP/0.6 Python/3.12", text)
    text = re.sub(r"\(\d+\.\d+ ?s\)|\d+(\.\d+)? ?ms", "", text)
    return re.sub(r"/tmp/\S+?/", "/home/analyst/work/", text)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (36, 32, 40, 28, 34, 30, 38, 26)]
    hx = [v.gen(HEX, n) for n in (40, 32, 48, 44)]
    pw = [v.pw() for _ in range(3)]
    server = start_denying_server()
    port = server.server_address[1]
    try:
        with tempfile.TemporaryDirectory() as tmp:
            cases = [
                *collect_runs(_cli_runs(tmp, port, an, hx, pw), tmp, "cli", "context", _ENV, _normalize),
                *collect_runs(_library_runs(tmp, port, an, pw), tmp, "traceback", "note", _ENV, _normalize),
                *collect_runs(_repr_runs(an, hx, pw), tmp, "repr", "cause", _ENV, _normalize),
                *collect_runs(_log_runs(port, an, hx), tmp, "log", "args", _ENV, _normalize),
            ]  # fmt: skip
    finally:
        server.shutdown()
        server.server_close()
    return cases


def _cli_runs(tmp: str, port: int, an: list[str], hx: list[str], pw: list[str]) -> list[Run]:
    base = f"http://127.0.0.1:{port}"
    bad = Path(tmp) / "outlets.json"
    bad.write_text('{"outlet": "KOPI-SG-014", "api_secret": "' + an[0] + '",\n')
    db = Path(tmp) / "pos.sqlite"
    return [
        (
            "curl verbose bearer",
            "curl -v with a Bearer header against a local server answering 401",
            an[1],
            ["curl", "-sv", "-H", f"Authorization: Bearer {an[1]}", f"{base}/v3/customers"],
        ),
        (
            "curl verbose basic",
            "curl -v -u with a gym club secret, the Basic header it sent",
            pw[0],
            ["curl", "-sv", "-u", f"club31877:{pw[0]}", f"{base}/api/v1/club/31877/member"],
        ),
        (
            "jq parse error",
            "jq . on a truncated JSON file, then cat of that file (jq's own error names no value)",
            an[0],
            ["sh", "-c", f"jq . {bad} 2>&1; cat {bad}"],
        ),
        (
            "sqlite3 insert echo",
            "sqlite3 creating, filling and selecting a table of POS API keys in a local database",
            hx[0],
            [
                "sqlite3",
                "-echo",
                str(db),
                f"create table k(vendor text, key text); insert into k values('lavu', '{hx[0]}'); select * from k;",
            ],
        ),
    ]


def _library_runs(tmp: str, port: int, an: list[str], pw: list[str]) -> list[Run]:
    base = f"http://127.0.0.1:{port}"

    def requests_query() -> None:
        import requests

        requests.get(
            f"{base}/api/v1/events/search/", params={"api_key": an[2]}, timeout=5
        ).raise_for_status()

    def httpx_query() -> None:
        import httpx

        httpx.get(
            f"{base}/api/v2/apps/reservations?token={an[3]}&hr_id=118804", timeout=5
        ).raise_for_status()

    def pandas_missing() -> None:
        import pandas as pd

        pd.read_csv(Path(tmp) / f"export-{an[4]}.csv")

    def duckdb_attach() -> None:
        import duckdb

        duckdb.connect().execute(f"SELECT * FROM read_csv('{tmp}/bookings_{an[5]}.csv')")

    return [
        ("requests raise_for_status", "requests HTTPError for a 401 whose URL has api_key=", an[2], lambda: raised_message(requests_query)),
        ("httpx raise_for_status", "httpx HTTPStatusError for a 401 whose URL has token=", an[3], lambda: raised_message(httpx_query)),
        ("pandas read_csv missing", "pandas.read_csv of a missing export named with a token", an[4], lambda: raised_message(pandas_missing)),
        ("duckdb read_csv missing", "DuckDB IOException for a missing CSV named with a token", an[5], lambda: raised_message(duckdb_attach)),
    ]  # fmt: skip


def _repr_runs(an: list[str], hx: list[str], pw: list[str]) -> list[Run]:
    def polars_repr() -> str:
        import polars as pl

        return repr(pl.DataFrame({"club": ["Siam Fit"], "club_secret": [an[6]], "members": [412]}))

    def pandas_repr() -> str:
        import pandas as pd

        frame = pd.DataFrame({"outlet": ["BKK-07"], "password": [pw[1]], "covers": [188]})
        return frame.to_string()

    def duckdb_repr() -> str:
        import duckdb

        con = duckdb.connect()
        con.execute("create table t(venue varchar, token varchar)")
        con.execute("insert into t values ('rajaman', ?)", [hx[1]])
        return str(con.sql("select * from t"))

    def polars_series() -> str:
        import polars as pl

        return repr(pl.Series("wearable_token", [hx[2]]))

    return [
        (
            "polars dataframe",
            "repr of a polars DataFrame with a club secret column",
            an[6],
            polars_repr,
        ),
        (
            "pandas to_string",
            "pandas DataFrame.to_string with a password column",
            pw[1],
            pandas_repr,
        ),
        (
            "duckdb relation",
            "str of a DuckDB relation selecting a token column",
            hx[1],
            duckdb_repr,
        ),
        ("polars series", "repr of a polars Series holding a wearable token", hx[2], polars_series),
    ]


def _log_runs(port: int, an: list[str], hx: list[str]) -> list[Run]:
    base = f"http://127.0.0.1:{port}"

    def urllib3_debug() -> str:
        import urllib3

        with captured_logs("urllib3") as stream:
            urllib3.PoolManager().request(
                "GET", f"{base}/activity/query?accesstoken={an[7]}&size=50"
            )
        return stream.getvalue()

    def httpx_info() -> str:
        import httpx

        with captured_logs("httpx") as stream:
            httpx.get(f"{base}/publish_api/v1/menus?key={hx[3]}", timeout=5)
        return stream.getvalue()

    return [
        ("urllib3 debug url", "urllib3's DEBUG connection log of a GET with accesstoken= in the query", an[7], urllib3_debug),
        ("httpx info url", "httpx's INFO request log of a GET with key= in the query", hx[3], httpx_info),
    ]  # fmt: skip
