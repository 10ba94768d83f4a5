"""Held-out set 83: output of tools and libraries really run here, against 127.0.0.1 and
local files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, addresses, temporary paths) so that every run gives the same text except the
values. The shapes were grepped for in every earlier ``benchmarks/*heldout*`` file (counts of
earlier files naming the mark in brackets; the tools themselves are common, the uses are
this set's share, data pipelines and warehouses):

* ``cli``: ``curl -v`` sending a Trino ``X-Trino-Extra-Credential`` header (0) and Basic
  credentials (``Server auth using Basic``, 1) to a local server that answers 401, ``jq
  '.config'`` over a Kafka Connect connector file (0), ``git log -1 --format=%B`` in a
  scratch repository whose commit message pasted a Databricks token (``git log -1``, 5), and
  ``sqlite3 -box`` over a local copy of a pipeline's connector table.
* ``traceback``: ``urllib.parse`` raising for a warehouse URL whose password landed in the
  port (``could not be cast``, 6), ``configparser`` interpolation of a password holding ``%``
  (``InterpolationSyntaxError``, 5), ``sqlite3`` given an unquoted key (``no such column``,
  14) and ``str.format`` of a URL template holding a token in braces (``KeyError``).
* ``repr``: ``requests.structures.CaseInsensitiveDict`` (3), ``httpx.URL`` (2) and
  ``collections.OrderedDict`` of Kafka client properties (``OrderedDict(``, 5).
* ``log``: ``wsgiref``'s access log of an OAuth callback on 127.0.0.1 (7) and httpx's INFO
  request log of a geocoding call with its key in the query (``HTTP Request:``, 5).
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import sqlite3
import tempfile
import threading
import urllib.request
from pathlib import Path

from _heldout_live_tools import (
    Run,
    captured_logs,
    collect_runs,
    raised_message,
    run_command,
    start_denying_server,
)
from _heldout_secrets_harness import ALNUM, HEX, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_AUTHOR_NAME": "etl",
    "GIT_AUTHOR_EMAIL": "etl@souk.io",
    "GIT_COMMITTER_NAME": "etl",
    "GIT_COMMITTER_EMAIL": "etl@souk.io",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1([:\s]+(?:port\s+)?)\d{2,5}", r"127.0.0.1\g<1>8080", text)
    text = re.sub(r"localhost:\d{2,5}", "localhost:8080", text)
    text = re.sub(
        r"\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT", "Mon, 07 Dec 2026 19:35:00 GMT", text
    )
    text = re.sub(r"\[\d\d/\w{3}/\d{4} \d\d:\d\d:\d\d\]", "[07/Dec/2026 19:35:00]", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "2026-12-07 19:35:00", text)
    text = re.sub(r"port \d{2,5} \(#", "port 8080 (#", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (40, 36, 34, 30, 38, 33, 35, 39, 37)]
    hx = [v.gen(HEX, 32) for _ in range(2)]
    pw = [v.pw() for _ in range(3)]
    pct = v.gen(ALNUM, 3) + "%" + v.gen(ALNUM, 13)
    server = start_denying_server()
    port = server.server_address[1]
    try:
        with tempfile.TemporaryDirectory() as tmp:
            cli = _collect(_cli_runs(tmp, port, an, hx, pw), tmp, "cli", "context")
            tb = _collect(_library_runs(an, pw, pct), tmp, "traceback", "note")
            reprs = _collect(_repr_runs(an, pw), tmp, "repr", "cause")
            logs = _collect(_log_runs(port, an, hx), tmp, "log", "args")
    finally:
        server.shutdown()
    return cli + tb + reprs + logs


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize, timeout=20)


def _cli_runs(tmp: str, port: int, an: list[str], hx: list[str], pw: list[str]) -> list[Run]:
    import base64

    url = f"http://127.0.0.1:{port}/v1/statement"
    basic = base64.b64encode(f"trino:{pw[0]}".encode()).decode()
    conn = Path(tmp) / "orders-pg-sink.json"
    conn.write_text(
        json.dumps(
            {
                "name": "orders-pg-sink",
                "config": {
                    "connector.class": "io.confluent.connect.jdbc.JdbcSinkConnector",
                    "connection.url": "jdbc:postgresql://pg.data:5432/orders",
                    "connection.user": "sink",
                    "connection.password": pw[1],
                    "topics": "orders",
                },
            }
        )
    )
    repo = Path(tmp) / "pipelines"
    repo.mkdir()
    run_command(["git", "init", "-q", str(repo)], tmp, env=_ENV)
    (repo / "README.md").write_text("pipelines\n")
    run_command(["git", "-C", str(repo), "add", "README.md"], tmp, env=_ENV)
    run_command(
        ["git", "-C", str(repo), "commit", "-q", "-m",
         f"wire databricks job\n\nused token dapi{hx[0]} for the test run, rotate later"],
        tmp, env=_ENV,
    )  # fmt: skip
    db = Path(tmp) / "airbyte-config.db"
    with contextlib.closing(sqlite3.connect(db)) as con:
        con.execute("CREATE TABLE actor (id INTEGER, name TEXT, configuration TEXT)")
        con.execute(
            "INSERT INTO actor VALUES (7, 'clickhouse-dest', ?)",
            (json.dumps({"host": "ch.data", "username": "airbyte", "password": an[0]}),),
        )
        con.commit()
    return [
        (
            "curl trino extra credential",
            "curl -v sending X-Trino-Extra-Credential to a local server answering 401",
            an[1],
            [
                "curl",
                "-sv",
                "-H",
                "X-Trino-User: analyst",
                "-H",
                f"X-Trino-Extra-Credential: s3.secret_key={an[1]}",
                url,
            ],
        ),
        (
            "curl basic trino",
            "curl -v -u with a Trino password to a local server answering 401 (the Basic value)",
            basic,
            ["curl", "-sv", "-u", f"trino:{pw[0]}", url],
        ),
        (
            "jq connector config",
            "jq '.config' over a local Kafka Connect JDBC sink connector file",
            pw[1],
            ["jq", ".config", str(conn)],
        ),
        (
            "git log commit message",
            "git log -1 --format=%B in a scratch repository whose commit message pasted a token",
            hx[0],
            ["git", "-C", str(repo), "log", "-1", "--format=%B"],
        ),
        (
            "sqlite3 box actor",
            "sqlite3 -box over a local copy of an Airbyte-style actor table",
            an[0],
            ["sqlite3", "-box", str(db), "SELECT id, name, configuration FROM actor"],
        ),
    ]


def _library_runs(an: list[str], pw: list[str], pct: str) -> list[Run]:
    import configparser
    import urllib.parse

    def port_of() -> object:
        return urllib.parse.urlsplit(f"clickhouse://ch.data:{an[2]}/default").port

    def interpolate() -> object:
        parser = configparser.ConfigParser()
        parser.read_string(f"[destination]\nhost = ch.data\npassword = {pct}\n")
        return parser.get("destination", "password")

    def no_column() -> object:
        with contextlib.closing(sqlite3.connect(":memory:")) as con:
            con.execute("CREATE TABLE partner_keys (partner TEXT, api_key TEXT)")
            key = "k" + an[3]
            return con.execute(f"SELECT partner FROM partner_keys WHERE api_key = {key}").fetchall()

    def template() -> object:
        return ("https://api.souk.io/v2/eta?lat={lat}&lng={lng}&token={" + an[4] + "}").format(
            lat=25.2, lng=55.3
        )

    return [
        (
            "urlsplit port",
            "urllib.parse.urlsplit(...).port for a ClickHouse URL whose password landed in the port",
            an[2],
            lambda: raised_message(port_of),
        ),
        (
            "configparser percent",
            "configparser interpolating a destination password that holds %",
            pct,
            lambda: raised_message(interpolate),
        ),
        (
            "sqlite no such column",
            "sqlite3 given an API key unquoted in a WHERE clause (OperationalError)",
            "k" + an[3],
            lambda: raised_message(no_column),
        ),
        (
            "format keyerror",
            "str.format of a URL template with a token pasted inside braces (KeyError)",
            an[4],
            lambda: raised_message(template),
        ),
    ]


def _repr_runs(an: list[str], pw: list[str]) -> list[Run]:
    from collections import OrderedDict

    out: list[Run] = [
        (
            "ordereddict kafka props",
            "repr of a collections.OrderedDict of Kafka client properties",
            pw[2],
            lambda: repr(
                OrderedDict(
                    [
                        ("bootstrap.servers", "broker-1.data:9092"),
                        ("sasl.username", "trips"),
                        ("sasl.password", pw[2]),
                    ]
                )
            ),
        ),
    ]
    with contextlib.suppress(ImportError):
        from requests.structures import CaseInsensitiveDict

        out.append(
            (
                "caseinsensitivedict",
                "repr of requests.structures.CaseInsensitiveDict request headers",
                an[5],
                lambda: repr(CaseInsensitiveDict({"Host": "127.0.0.1", "X-Api-Key": an[5]})),
            )
        )
    with contextlib.suppress(ImportError):
        import httpx

        out.append(
            (
                "httpx url",
                "repr of an httpx.URL with a geocoding key in its query",
                an[6],
                lambda: repr(
                    httpx.URL(f"http://127.0.0.1/v1/reverse?lat=24.4&lon=54.4&key={an[6]}")
                ),
            )
        )
    return out


def _log_runs(port: int, an: list[str], hx: list[str]) -> list[Run]:
    def wsgi() -> str:
        from wsgiref.simple_server import WSGIRequestHandler, make_server

        def app(environ: dict, start_response) -> list[bytes]:  # type: ignore[no-untyped-def]
            start_response("200 OK", [("Content-Type", "text/plain")])
            return [b"ok"]

        class Quiet(WSGIRequestHandler):
            pass

        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            httpd = make_server("127.0.0.1", 0, app, handler_class=Quiet)
            thread = threading.Thread(target=httpd.handle_request, daemon=True)
            thread.start()
            p = httpd.server_address[1]
            with contextlib.suppress(Exception):
                urllib.request.urlopen(
                    f"http://127.0.0.1:{p}/oauth/callback?code=4/0Ab&client_secret={an[7]}",
                    timeout=5,
                ).read()
            thread.join(5)
            httpd.server_close()
        return err.getvalue().strip()

    def httpx_log() -> str:
        import httpx

        with captured_logs("httpx") as stream, contextlib.suppress(Exception):
            httpx.get(f"http://127.0.0.1:{port}/v1/geocode?q=Souq+Waqif&key={hx[1]}", timeout=5)
        return stream.getvalue().strip()

    return [
        (
            "wsgiref access log",
            "wsgiref's simple_server access log of an OAuth callback on 127.0.0.1",
            an[7],
            wsgi,
        ),
        (
            "httpx request log",
            "httpx's INFO request log of a geocoding call to a local server answering 401",
            hx[1],
            httpx_log,
        ),
    ]
