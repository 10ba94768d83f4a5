"""Held-out set 68: output of tools and libraries really run here, against 127.0.0.1 and local
files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, temporary paths) so that every run gives the same text except the values. Every
tool and call here was named by some earlier held-out file (the share leaves no unused
ones); the least-used were chosen (counts of earlier files naming each, by grep: ``unzip -l``
1, ``tar -tvf`` 2, wget's ``HTTP request sent`` 3, ``Invalid literal for Fraction`` 3,
``ZoneInfoNotFoundError`` 6, ``SimpleNamespace`` 8, ``ChainMap`` 8, httpx's ``HTTP Request:`` 5):

* ``cli``: ``unzip -l`` and ``tar -tvf`` listing an export of a workflow tool whose file names
  hold a token, and ``wget`` asking a server on 127.0.0.1 (that answers 401) for a URL with a key
  in its query.
* ``traceback``: ``fractions.Fraction`` given a pasted secret as a ratio, and
  ``zoneinfo.ZoneInfo`` given a token where a schedule's time zone belonged.
* ``repr``: ``types.SimpleNamespace`` and ``collections.ChainMap`` holding a workflow's
  credentials.
* more (added last, their values drawn after the others): ``sqlite3 -line`` (4) over an agent
  memory store and ``parse_qsl`` (2) reprs.
* ``log``: httpx's INFO line for a request to 127.0.0.1 with a key in the query.
"""

from __future__ import annotations

import contextlib
import re
import tarfile
import tempfile
import zipfile
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

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC"}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:8765", text)
    text = re.sub(r"\d{4}-\d\d-\d\d[ T]?\d\d:\d\d(:\d\d)?(\.\d+)?", "2026-12-07 05:30:00", text)
    text = re.sub(r"\d\d-\d\d-\d{4} \d\d:\d\d", "12-07-2026 05:30", text)
    text = re.sub(r"\d+(\.\d+)? ?[KM]?B/s", "1.00 MB/s", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize, timeout=20)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (34, 29, 31, 27, 33, 30)]
    hx = [v.gen(HEX, n) for n in (40, 32, 36)]
    pw = [v.pw() for _ in range(2)]
    more = [v.gen(ALNUM, n) for n in (35, 28, 32)] + [v.pw()]
    server = start_denying_server()
    port = server.server_address[1]
    try:
        with tempfile.TemporaryDirectory() as tmp:
            cli = _collect(
                _cli_runs(tmp, hx, an, port) + _more_cli(tmp, more), tmp, "cli", "context"
            )
            tb = _collect(_library_runs(an), tmp, "traceback", "note")
            reprs = _collect(_repr_runs(an, pw) + _more_repr(more), tmp, "repr", "cause")
            logs = _collect(_log_runs(an, port), tmp, "log", "args")
    finally:
        server.shutdown()
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, hx: list[str], an: list[str], port: int) -> list[Run]:
    root = Path(tmp)
    (root / "export").mkdir()
    (root / "export" / "workflows.json").write_text("[]\n")
    (root / "export" / f"cred-{hx[0]}.json").write_text("{}\n")
    with zipfile.ZipFile(root / "n8n-export.zip", "w") as zf:
        for path in sorted((root / "export").iterdir()):
            zf.write(path, f"export/{path.name}")
    (root / "flows").mkdir()
    (root / "flows" / f"webhook-{hx[1]}.yaml").write_text("id: 1\n")
    with tarfile.open(root / "flows.tar", "w") as tf:
        tf.add(root / "flows" / f"webhook-{hx[1]}.yaml", f"flows/webhook-{hx[1]}.yaml")
    url = f"http://127.0.0.1:{port}/k/v1/records.json?app=128&apiToken={an[0]}"
    return [
        (
            "unzip list",
            "unzip -l of a workflow export whose credential file is named with a token",
            hx[0],
            ["unzip", "-l", str(root / "n8n-export.zip")],
        ),
        (
            "tar list",
            "tar -tvf of a flows archive whose webhook file is named with a secret",
            hx[1],
            ["tar", "-tvf", str(root / "flows.tar")],
        ),
        (
            "wget query key",
            "wget of a URL with a key in its query against a server on 127.0.0.1 answering 401",
            an[0],
            ["wget", "-O", "/dev/null", "--tries=1", "--timeout=5", url],
        ),
    ]


def _library_runs(an: list[str]) -> list[Run]:
    from fractions import Fraction

    def zone() -> object:
        from zoneinfo import ZoneInfo

        return ZoneInfo(f"Asia/{an[2]}")

    return [
        (
            "fraction literal",
            "fractions.Fraction given a pasted secret as a sampling ratio (ValueError)",
            an[1],
            lambda: raised_message(lambda: Fraction(an[1])),
        ),
        (
            "zoneinfo key",
            "zoneinfo.ZoneInfo given a token where a schedule's time zone belonged",
            an[2],
            lambda: raised_message(zone),
        ),
    ]


def _repr_runs(an: list[str], pw: list[str]) -> list[Run]:
    from collections import ChainMap
    from types import SimpleNamespace

    return [
        (
            "simplenamespace",
            "repr of a types.SimpleNamespace of a workflow node's credentials",
            pw[0],
            lambda: repr(SimpleNamespace(node="Postgres", user="n8n", password=pw[0])),
        ),
        (
            "chainmap",
            "repr of a collections.ChainMap layering defaults under a run's secrets",
            an[3],
            lambda: repr(
                ChainMap({"ARK_API_KEY": an[3]}, {"region": "ap-southeast", "timeout": 30})
            ),
        ),
    ]


def _log_runs(an: list[str], port: int) -> list[Run]:
    def logged() -> str:
        import httpx

        with captured_logs("httpx") as stream, contextlib.suppress(httpx.HTTPError):
            httpx.get(f"http://127.0.0.1:{port}/rcms-api/1/news?access_token={an[4]}")
        return "\n".join(line for line in stream.getvalue().splitlines() if an[4] in line)

    return [
        (
            "httpx request log",
            "httpx's INFO log of a request to 127.0.0.1 with an access token in the query",
            an[4],
            logged,
        ),
    ]


def _more_cli(tmp: str, more: list[str]) -> list[Run]:
    db = Path(tmp) / "memory.db"
    run_command(
        ["sqlite3", str(db),
         "create table memories(id integer, user text, memory text);"
         f"insert into memories values (1, 'asha', 'Karza key is {more[0]}');"],
        tmp, env=_ENV,
    )  # fmt: skip
    return [
        (
            "sqlite3 line",
            "sqlite3 -line over an agent memory store that saved a pasted key",
            more[0],
            ["sqlite3", "-line", str(db), "select * from memories;"],
        ),
    ]


def _more_repr(more: list[str]) -> list[Run]:
    from urllib.parse import parse_qsl

    return [
        (
            "parse_qsl",
            "repr of urllib.parse.parse_qsl over a callback query holding a token",
            more[2],
            lambda: repr(parse_qsl(f"state=xyz&code=ok&access_token={more[2]}&expires_in=7200")),
        ),
        (
            "parse_qsl password",
            "repr of urllib.parse.parse_qsl over a form body holding a password",
            more[3],
            lambda: repr(parse_qsl(f"username=acme%40mastersindia.co&password={more[3]}")),
        ),
    ]
