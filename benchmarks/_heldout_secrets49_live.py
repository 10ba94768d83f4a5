"""Held-out set 49: output of tools and libraries really run here, against 127.0.0.1 and
local files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, addresses, temporary paths, commit ids) so that every run gives the same text
except the values. Tools and calls were grepped for in every earlier ``_heldout_secrets*_live.py``
before they were chosen (the counts of earlier files naming each are in the commit message):

* ``cli``: the ``sqlite3`` shell (``-header -column`` and ``.dump``), ``git show`` of an
  older ``.env`` and ``git grep``, ``diff -u``, ``column -t``, ``comm``, ``strings``,
  ``printenv``, ``awk``, ``cut``, ``paste`` and ``jq -c``, each over files made here.
* ``traceback``: sqlite3's "no such column" for an unquoted value, ``unicodedata.lookup``,
  ``str.format``, ``operator.attrgetter``, ``datetime.fromisoformat``, ``pytz.timezone`` and
  DuckDB's ``read_csv`` and ``jsonschema_rs.validate`` given a value that held a secret.
* ``repr``: ``typing.NamedTuple``, ``collections.defaultdict``, ``frozenset``,
  ``collections.deque``, ``urllib.parse.urlsplit``, ``re.Match``, ``bytearray``,
  ``collections.ChainMap``, ``array.array``, ``wsgiref.headers.Headers`` and ``yarl.URL``.
* ``log``: ``http.client``'s debug output through ``urllib.request.HTTPHandler(debuglevel=1)``
  against a local server answering 401, SQLAlchemy's engine log of bound parameters, the
  websockets client's handshake log and tenacity's ``before_sleep_log`` over a requests call.
"""

from __future__ import annotations

import contextlib
import io
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
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "GIT_AUTHOR_NAME": "dev",
    "GIT_AUTHOR_EMAIL": "dev@acme.io",
    "GIT_COMMITTER_NAME": "dev",
    "GIT_COMMITTER_EMAIL": "dev@acme.io",
    "GIT_AUTHOR_DATE": "2026-12-06T19:00:00Z",
    "GIT_COMMITTER_DATE": "2026-12-06T19:00:00Z",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\d+\.\d+ms", "0.52ms", text)
    text = re.sub(r"\[generated in [\d.]+s\]", "[generated in 0.00012s]", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?", "2026-12-06 19:04:30", text)
    text = re.sub(r"Date: [A-Z][a-z]{2}, .*? GMT", "Date: Sun, 06 Dec 2026 19:04:30 GMT", text)
    text = re.sub(r"Python-urllib/3\.\d+", "Python-urllib/3.11", text)
    text = re.sub(r"Sec-WebSocket-Key: \S+", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (31, 27, 36, 29, 33, 26, 38, 30, 35, 28, 32, 34, 37, 25, 30, 29)]
    hx = [v.gen(HEX, n) for n in (40, 44, 32, 48)]
    ul = [v.gen(URLSAFE, n) for n in (43, 39, 41)]
    pw = [v.pw() for _ in range(8)]
    more = [v.gen(ALNUM, n) for n in (33, 27, 31, 29)]
    pw2 = [v.pw() for _ in range(3)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx, pw), tmp, "cli", "context")
        tb = _collect(_library_runs(tmp, an, hx, ul), tmp, "traceback", "note")
        tb += _collect(_more_library_runs(more), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, ul, pw), tmp, "repr", "cause")
        reprs += _collect(_more_repr_runs(more, pw2), tmp, "repr", "cause")
        logs = _collect(_log_runs(an, pw), tmp, "log", "args")
        logs += _collect(_more_log_runs(more, pw2), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str], pw: list[str]) -> list[Run]:
    import sqlite3
    import subprocess

    t = Path(tmp)
    db = t / "integrations.db"
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE partners (name TEXT, api_key TEXT, active INTEGER)")
    con.executemany(
        "INSERT INTO partners VALUES (?, ?, ?)",
        [("breathehr", an[0], 1), ("airlabs", "see-vault", 0)],
    )
    con.commit()
    con.close()
    db2 = t / "tickets.db"
    con = sqlite3.connect(db2)
    con.execute("CREATE TABLE webhooks (id INTEGER PRIMARY KEY, url TEXT, secret TEXT)")
    con.execute(
        "INSERT INTO webhooks (url, secret) VALUES (?, ?)",
        ("https://hooks.acme.io/eventzilla", hx[0]),
    )
    con.commit()
    con.close()

    repo = t / "repo"
    repo.mkdir()
    env = {**__import__("os").environ, **_ENV}

    def git(*args: str) -> None:
        subprocess.run(["git", *args], cwd=repo, env=env, capture_output=True, check=False)

    git("init", "-q", "-b", "main")
    (repo / ".env").write_text(f"DAYFORCE_USERNAME=svc_payroll\nDAYFORCE_PASSWORD={pw[0]}\n")
    (repo / "settings.py").write_text(f'FLIGHTSTATS_APP_KEY = "{hx[1]}"\n')
    git("add", ".")
    git("commit", "-q", "-m", "add payroll sync")
    (repo / ".env").write_text("DAYFORCE_USERNAME=svc_payroll\nDAYFORCE_PASSWORD=${VAULT}\n")
    git("commit", "-q", "-am", "move password to vault")

    (t / "old.env").write_text("EVENTIX_CLIENT_ID=shop-acme\nEVENTIX_CLIENT_SECRET=changeme\n")
    (t / "new.env").write_text(f"EVENTIX_CLIENT_ID=shop-acme\nEVENTIX_CLIENT_SECRET={an[1]}\n")
    (t / "keys.csv").write_text(f"vendor,key,owner\nbreezeway,{an[2]},ops\nchannex,none,rev\n")
    (t / "owners.csv").write_text(f"vendor,key,owner\nbrivity,{an[14]},sales\n")
    (t / "before.txt").write_text("airlabs\nbrivity\n")
    (t / "after.txt").write_text(f"airlabs\nbrivity\ncoursebox:{an[3]}\n")
    (t / "agent.bin").write_bytes(
        b"\x7fELF\x02\x01\x01\x00" + b"\x00" * 24 + f"EMBEDDED_TOKEN={an[4]}".encode() + b"\x00\x01"
    )
    (t / "tokens.env").write_text(f"BOOMSET_TOKEN={hx[2]}\nBOOMSET_ORG=acme\n")
    (t / "names.txt").write_text("CIPHR_KEY\nCIPHR_TENANT\n")
    (t / "values.txt").write_text(f"{an[5]}\nacme-uk\n")
    (t / "config.json").write_text(
        '{"integrations": [{"name": "ezee", "hotel": 11201, "auth_code": "'
        + hx[3]
        + '"}, {"name": "cendyn", "hotel": 11201}]}\n'
    )
    return [
        (
            "sqlite3 column",
            "the sqlite3 shell (-header -column) over a partners table holding an API key",
            an[0],
            ["sqlite3", "-header", "-column", str(db), "SELECT name, api_key FROM partners"],
        ),
        (
            "sqlite3 dump",
            "the sqlite3 shell's .dump of a webhooks table with its signing secret",
            hx[0],
            ["sqlite3", str(db2), ".dump webhooks"],
        ),
        (
            "git show old env",
            "git show of an older commit's .env, before the password moved to a vault",
            pw[0],
            ["git", "-C", str(repo), "show", "HEAD~1:.env"],
        ),
        (
            "git grep",
            "git grep -n for an app key across the work tree",
            hx[1],
            ["git", "-C", str(repo), "grep", "-n", "APP_KEY"],
        ),
        (
            "diff unified",
            "diff -u between an env template and the filled env",
            an[1],
            ["diff", "-u", str(t / "old.env"), str(t / "new.env")],
        ),
        (
            "column table",
            "column -t -s, over a CSV of vendor keys",
            an[2],
            ["column", "-t", "-s,", str(t / "keys.csv")],
        ),
        (
            "comm new lines",
            "comm -13 showing the line added to a vendor list",
            an[3],
            ["comm", "-13", str(t / "before.txt"), str(t / "after.txt")],
        ),
        (
            "strings binary",
            "strings over a build artifact with an embedded token",
            an[4],
            ["strings", "-n", "8", str(t / "agent.bin")],
        ),
        (
            "printenv",
            "printenv of a variable exported for a sync job",
            an[6],
            ["env", f"TRESTLE_CLIENT_SECRET={an[6]}", "printenv", "TRESTLE_CLIENT_SECRET"],
        ),
        (
            "awk field",
            "awk -F= printing a token's value from an env file",
            hx[2],
            ["awk", "-F=", "/TOKEN/ {print $2}", str(t / "tokens.env")],
        ),
        (
            "cut column",
            "cut -d, -f1,2 over a CSV of vendor keys",
            an[14],
            ["cut", "-d,", "-f1,2", str(t / "owners.csv")],
        ),
        (
            "paste pairs",
            "paste -d= joining variable names to their values",
            an[5],
            ["paste", "-d=", str(t / "names.txt"), str(t / "values.txt")],
        ),
        (
            "jq compact",
            "jq -c over an integrations config holding an auth code",
            hx[3],
            ["jq", "-c", ".integrations[]", str(t / "config.json")],
        ),
    ]


def _library_runs(tmp: str, an: list[str], hx: list[str], ul: list[str]) -> list[Run]:
    import operator
    import sqlite3
    import unicodedata
    from datetime import datetime

    class Settings:
        region = "eu"

    def unquoted() -> None:
        con = sqlite3.connect(":memory:")
        con.execute("CREATE TABLE keys (vendor TEXT, key TEXT)")
        con.execute(f"SELECT vendor FROM keys WHERE key = {an[7]}")

    out: list[Run] = [
        (
            "sqlite unquoted value",
            "sqlite3 given an unquoted key in a WHERE clause (OperationalError: no such column)",
            an[7],
            lambda: raised_message(unquoted),
        ),
        (
            "unicodedata lookup",
            "unicodedata.lookup on a 'glyph' field that held a token (KeyError)",
            an[8],
            lambda: raised_message(lambda: unicodedata.lookup(an[8])),
        ),
        (
            "str format",
            "str.format on a header template that held a token in braces (KeyError)",
            an[9],
            lambda: raised_message(lambda: ("Authorization: Bearer {" + an[9] + "}").format()),
        ),
        (
            "attrgetter",
            "operator.attrgetter on a 'field' setting that held a key (AttributeError)",
            an[10],
            lambda: raised_message(lambda: operator.attrgetter(an[10])(Settings())),
        ),
        (
            "fromisoformat",
            "datetime.fromisoformat on an 'expires_at' cell that held a token (ValueError)",
            ul[0],
            lambda: raised_message(lambda: datetime.fromisoformat(ul[0])),
        ),
    ]
    with contextlib.suppress(ImportError):
        import pytz

        out.append(
            (
                "pytz timezone",
                "pytz.timezone on a 'tz' field that held a key (UnknownTimeZoneError)",
                an[11],
                lambda: raised_message(lambda: pytz.timezone(an[11])),
            )
        )
    with contextlib.suppress(ImportError):
        import duckdb

        out.append(
            (
                "duckdb read csv",
                "DuckDB's read_csv on an export path named with a token (IOException)",
                "q4" + an[15],
                lambda: raised_message(
                    lambda: duckdb.sql(f"SELECT * FROM read_csv('{tmp}/export-q4{an[15]}.csv')")
                ),
            )
        )
    return out


def _repr_runs(an: list[str], ul: list[str], pw: list[str]) -> list[Run]:
    import collections
    import re as re_module
    from typing import NamedTuple
    from urllib.parse import urlsplit

    class Creds(NamedTuple):
        user: str
        api_key: str

    def default() -> str:
        d: collections.defaultdict[str, str] = collections.defaultdict(str)
        d["vendor"] = "calamari"
        d["token"] = ul[1]
        return repr(d)

    def deque() -> str:
        recent = collections.deque(maxlen=3)
        recent.extend(["GET /health", f"POST /login password={pw[1]}"])
        return repr(recent)

    def match() -> str:
        found = re_module.search(r"apikey=\w+", f"GET /v1/flights?apikey={an[13]}&dep=ARN")
        return repr(found)

    return [
        (
            "namedtuple",
            "a typing.NamedTuple's repr holding an API key",
            an[13][:4] + ul[2],
            lambda: repr(Creds("svc_hr", an[13][:4] + ul[2])),
        ),
        ("defaultdict", "a collections.defaultdict's repr with a token", ul[1], default),
        (
            "frozenset",
            "a frozenset of allowed webhook secrets",
            pw[2] + "x",
            lambda: repr(frozenset([pw[2] + "x"])),
        ),
        ("deque", "a collections.deque of recent requests, one with a password", pw[1], deque),
        (
            "urlsplit",
            "urllib.parse.urlsplit's repr of a URL with a password",
            pw[3],
            lambda: repr(urlsplit(f"https://acme:{pw[3]}@www.eventsforce.net/acme/api/v2")),
        ),
        ("re match", "a re.Match's repr over a request line with an API key", an[13], match),
        (
            "bytearray",
            "a bytearray's repr of a received password",
            pw[4],
            lambda: repr(bytearray(f"PASS {pw[4]}\r\n".encode())),
        ),
        (
            "chainmap",
            "a collections.ChainMap of settings with a password in the overrides",
            pw[5],
            lambda: repr(collections.ChainMap({"db_password": pw[5]}, {"db_host": "127.0.0.1"})),
        ),
    ]


def _log_runs(an: list[str], pw: list[str]) -> list[Run]:
    import urllib.error
    import urllib.request

    out: list[Run] = []

    def http_debug() -> str:
        server = start_denying_server()
        port = server.server_address[1]
        buffer = io.StringIO()
        try:
            opener = urllib.request.build_opener(urllib.request.HTTPHandler(debuglevel=1))
            with contextlib.redirect_stdout(buffer), contextlib.suppress(urllib.error.HTTPError):
                opener.open(f"http://127.0.0.1:{port}/v9/flights?api_key={an[12]}", timeout=10)
        finally:
            server.shutdown()
            server.server_close()
        return buffer.getvalue()

    out.append(
        (
            "http client debug",
            "http.client's debug output (urllib.request.HTTPHandler(debuglevel=1)) for a GET with an API key, against a local 401",
            an[12],
            http_debug,
        )
    )
    with contextlib.suppress(ImportError):
        import sqlalchemy

        def engine_log() -> str:
            with captured_logs("sqlalchemy.engine.Engine") as stream:
                engine = sqlalchemy.create_engine("sqlite://")
                with engine.begin() as conn:
                    conn.execute(sqlalchemy.text("CREATE TABLE logins (user TEXT, password TEXT)"))
                    conn.execute(
                        sqlalchemy.text("INSERT INTO logins VALUES (:u, :p)"),
                        {"u": "hr_admin", "p": pw[6]},
                    )
                engine.dispose()
            return stream.getvalue()

        out.append(
            (
                "sqlalchemy engine",
                "SQLAlchemy's engine log (sqlalchemy.engine.Engine at DEBUG) of an INSERT's bound parameters",
                pw[6],
                engine_log,
            )
        )
    return out


def _more_library_runs(more: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import jsonschema_rs

        out.append(
            (
                "jsonschema_rs validate",
                "jsonschema_rs.validate on a 'max_seats' field that held a key (ValidationError)",
                more[0],
                lambda: raised_message(
                    lambda: jsonschema_rs.validate({"type": "integer"}, more[0])
                ),
            )
        )
    return out


def _more_repr_runs(more: list[str], pw2: list[str]) -> list[Run]:
    import array
    from wsgiref.headers import Headers

    out: list[Run] = [
        (
            "array unicode",
            "an array.array('u') holding a PIN-protected password as typed",
            pw2[0],
            lambda: repr(array.array("u", pw2[0])),
        ),
        (
            "wsgiref headers",
            "wsgiref.headers.Headers' repr with a bearer token",
            more[1],
            lambda: repr(Headers([("Authorization", f"Bearer {more[1]}"), ("Accept", "*/*")])),
        ),
    ]
    with contextlib.suppress(ImportError):
        import yarl

        # "~" is unreserved in a URL, so yarl keeps the typed password as it is.
        typed = pw2[1][:6] + "~" + pw2[1][7:]

        out.append(
            (
                "yarl url",
                "a yarl.URL's repr of a Basic-auth URL",
                typed,
                lambda: repr(
                    yarl.URL(f"https://acme:{typed}@www.eventsforce.net/acme/api/v2/events.json")
                ),
            )
        )
    return out


def _more_log_runs(more: list[str], pw2: list[str]) -> list[Run]:
    import logging

    out: list[Run] = []
    with contextlib.suppress(ImportError):
        from websockets.sync.client import connect

        def ws_log() -> str:
            server = start_denying_server()
            port = server.server_address[1]
            try:
                with captured_logs("websockets.client") as stream:
                    raised_message(
                        lambda: connect(
                            f"ws://127.0.0.1:{port}/socket?token={more[2]}", open_timeout=10
                        )
                    )
            finally:
                server.shutdown()
                server.server_close()
            return stream.getvalue()

        out.append(
            (
                "websockets client",
                "the websockets client's DEBUG log of its opening handshake with a token in the query, against a local server answering 401",
                more[2],
                ws_log,
            )
        )
    with contextlib.suppress(ImportError):
        import requests
        import tenacity

        def retry_log() -> str:
            server = start_denying_server()
            port = server.server_address[1]
            log = logging.getLogger("hr-sync")

            @tenacity.retry(
                stop=tenacity.stop_after_attempt(2),
                wait=tenacity.wait_none(),
                before_sleep=tenacity.before_sleep_log(log, logging.WARNING),
                reraise=True,
            )
            def fetch() -> None:
                response = requests.get(
                    f"http://127.0.0.1:{port}/v1/employees",
                    params={"api_key": more[3]},
                    timeout=10,
                )
                response.raise_for_status()

            try:
                with captured_logs("hr-sync") as stream:
                    raised_message(fetch)
            finally:
                server.shutdown()
                server.server_close()
            return stream.getvalue()

        out.append(
            (
                "tenacity before sleep",
                "tenacity's before_sleep_log retrying a requests call whose URL carried an API key, against a local 401",
                more[3],
                retry_log,
            )
        )
    return out
