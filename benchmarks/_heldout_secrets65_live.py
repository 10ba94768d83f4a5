"""Held-out set 65: output of tools and libraries really run here, against 127.0.0.1 and
local files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(ports, times, addresses, temporary paths) so that every run gives the same text except the
values. Earlier live files name most of these tools too (a helper's share of this set is
security tooling, and the machine has no nmap or sqlmap); the calls and the headers differ:

* ``cli``: ``curl -v`` sending an ``X-OTX-API-KEY`` header and ``-u`` Basic credentials to
  a local server that answers 401, ``wget -d`` sending a bearer header to it, ``git credential fill`` echoing a password
  back, and ``jq``'s ``error`` on an object holding a token.
* ``traceback``: ``datetime.strptime``, ``float``, ``codecs.lookup`` and
  ``zoneinfo.ZoneInfo`` given a pasted key where a date, a number, an encoding or a zone
  belonged.
* ``repr``: ``argparse.Namespace``, a ``namedtuple`` of credentials, a prepared
  ``requests`` request's headers and ``httpx.Headers`` holding an API key.
* ``log``: urllib3's DEBUG line for a GET with ``key=`` in the query string, and httpx's INFO
  line for a GET with ``apikey=``.
"""

from __future__ import annotations

import contextlib
import re
import tempfile

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
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_TERMINAL_PROMPT": "0",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:8099", text)
    text = re.sub(r"port \d+", "port 8099", text)
    text = re.sub(r"socket \d+", "socket 3", text)
    text = text.replace("/root/", "/home/dev/")
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "2026-12-07 05:30:00", text)
    text = re.sub(r"\d\d:\d\d:\d\d\.\d+", "05:30:00.000000", text)
    text = re.sub(r"Date: .*", "Date: Mon, 07 Dec 2026 05:30:00 GMT", text)
    text = re.sub(r"\(\d+(\.\d+)? ?[mµ]?s\)", "(0.01 s)", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (37, 31, 29, 33, 35, 27, 39, 34, 30, 36)]
    hx = [v.gen(HEX, n) for n in (64, 40, 48)]
    pw = [v.pw() for _ in range(2)]
    pw.append(v.pw())
    server = start_denying_server()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        with tempfile.TemporaryDirectory() as tmp:
            cli = _collect(_cli_runs(base, hx, an, pw), tmp, "cli", "context")
            tb = _collect(_library_runs(an), tmp, "traceback", "note")
            reprs = _collect(_repr_runs(an, pw), tmp, "repr", "cause")
            logs = _collect(_log_runs(base, hx, an), tmp, "log", "args")
    finally:
        server.shutdown()
    return cli + tb + reprs + logs


def _cli_runs(base: str, hx: list[str], an: list[str], pw: list[str]) -> list[Run]:
    def credential_fill() -> str:
        import subprocess

        done = subprocess.run(
            ["git", "credential", "fill"],
            input=f"protocol=https\nhost=git.acme.ge\nusername=ci\npassword={pw[0]}\n\n",
            capture_output=True,
            text=True,
            timeout=30,
            check=False,
            env={**__import__("os").environ, **_ENV},
        )
        return (done.stdout + done.stderr).strip()

    return [
        (
            "curl verbose otx header",
            "curl -v sending an X-OTX-API-KEY header to a local server answering 401",
            hx[0],
            [
                "curl",
                "-sS",
                "-v",
                "-H",
                f"X-OTX-API-KEY: {hx[0]}",
                f"{base}/api/v1/indicators/IPv4/45.155.205.233/general",
            ],
        ),
        (
            "wget debug bearer",
            "wget -d sending an Authorization bearer header to a local server answering 401",
            an[0],
            [
                "wget",
                "-d",
                "-O",
                "/dev/null",
                "--tries=1",
                f"--header=Authorization: Bearer {an[0]}",
                f"{base}/api/v2/cases",
            ],
        ),
        (
            "curl verbose basic",
            "curl -v -u sending Basic credentials to a local server answering 401 (the header's"
            " base64 is the credential)",
            __import__("base64").b64encode(f"soc-ro:{pw[2]}".encode()).decode(),
            ["curl", "-sS", "-v", "-u", f"soc-ro:{pw[2]}", f"{base}/api/v1/alerts?limit=5"],
        ),
        (
            "git credential fill",
            "git credential fill echoing the password it was given on stdin",
            pw[0],
            credential_fill,
        ),
        (
            "jq error object",
            "jq's error on an object holding a token",
            an[1],
            ["jq", "-n", f'{{"provider":"leakix","api_key":"{an[1]}"}} | error'],
        ),
    ]


def _library_runs(an: list[str]) -> list[Run]:
    import codecs
    import datetime

    runs: list[Run] = [
        (
            "strptime pasted key",
            "datetime.strptime given a pasted key where a date belonged (ValueError)",
            an[2],
            lambda: raised_message(lambda: datetime.datetime.strptime(an[2], "%Y-%m-%d")),
        ),
        (
            "float pasted key",
            "float() given a pasted key where a score belonged (ValueError)",
            an[3],
            lambda: raised_message(lambda: float(an[3])),
        ),
        (
            "codecs lookup",
            "codecs.lookup given a pasted key where an encoding name belonged (LookupError)",
            an[4],
            lambda: raised_message(lambda: codecs.lookup(an[4])),
        ),
    ]
    with contextlib.suppress(ImportError):
        import zoneinfo

        runs.append(
            (
                "zoneinfo key",
                "zoneinfo.ZoneInfo given a pasted key where a zone belonged",
                an[5],
                lambda: raised_message(lambda: zoneinfo.ZoneInfo(an[5])),
            )
        )
    return runs


def _repr_runs(an: list[str], pw: list[str]) -> list[Run]:
    import argparse
    from collections import namedtuple

    Creds = namedtuple("Creds", "host user password")
    runs: list[Run] = [
        (
            "argparse namespace",
            "repr of an argparse.Namespace parsed from a scanner's command line",
            an[6],
            lambda: repr(argparse.Namespace(target="10.20.0.14", api_key=an[6], threads=8)),
        ),
        (
            "namedtuple creds",
            "repr of a namedtuple of SMB credentials",
            pw[1],
            lambda: repr(Creds("10.20.0.12", "svc_backup", pw[1])),
        ),
    ]
    with contextlib.suppress(ImportError):
        import requests

        runs.append(
            (
                "requests prepared headers",
                "repr of a prepared requests.Request's headers with an api-key header",
                an[7],
                lambda: repr(
                    requests.Request("GET", "http://127.0.0.1/search", headers={"Api-Key": an[7]})
                    .prepare()
                    .headers
                ),
            )
        )
    with contextlib.suppress(ImportError):
        import httpx

        runs.append(
            (
                "httpx headers",
                "repr of httpx.Headers holding an X-Key header",
                an[8],
                lambda: repr(httpx.Headers({"X-Key": an[8], "Accept": "application/json"})),
            )
        )
    return runs


def _log_runs(base: str, hx: list[str], an: list[str]) -> list[Run]:
    def urllib3_debug() -> str:
        import requests

        with captured_logs("urllib3") as stream:
            requests.get(f"{base}/api/info.php?indicator=185.220.101.4&key={hx[1]}", timeout=10)
        return "\n".join(line for line in stream.getvalue().splitlines() if hx[1] in line)

    def httpx_info() -> str:
        import httpx

        with captured_logs("httpx") as stream:
            httpx.get(f"{base}/v2/query/ip/203.0.113.77?apikey={hx[2]}", timeout=10)
        return "\n".join(line for line in stream.getvalue().splitlines() if hx[2] in line)

    return [
        (
            "urllib3 debug query key",
            "urllib3's DEBUG line for a requests GET with key= in the query (local 401 server)",
            hx[1],
            urllib3_debug,
        ),
        (
            "httpx info query apikey",
            "httpx's INFO line for a GET with apikey= in the query (local 401 server)",
            hx[2],
            httpx_info,
        ),
    ]
