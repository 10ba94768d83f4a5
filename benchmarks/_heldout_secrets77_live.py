"""Held-out set 77: output of tools and libraries really run here, against 127.0.0.1 and
local files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, addresses, temporary paths) so that every run gives the same text except the
values. Every tool and library used here was grepped for in the earlier held-out live and
families files; most were used before (curl, wget, jq, git, node, urllib3, http.client), so
the calls are new rather than the tools: ``git credential fill`` reading a credential store,
``curl -v -u`` and ``wget -d --header`` against a local server that answers 401, ``jq
--arg ... tonumber`` on a token, ``unzip -l`` listing a file named with a key, ``node``
printing a ``URL`` with a password; ``ipaddress``, ``datetime.fromisoformat`` and ``int``
rejecting a pasted token, and itsdangerous (never used before) rejecting a signed session
cookie; reprs of ``http.cookies.SimpleCookie``, ``argparse.Namespace``,
``urllib.parse.urlsplit`` and persistent's ``PersistentMapping`` (never used before); the
``urllib3.connectionpool`` DEBUG line of a request with a key in its query, and
``http.client``'s ``debuglevel`` trace of a request with a bearer header.
"""

from __future__ import annotations

import base64
import contextlib
import io
import re
import subprocess
import tempfile
import zipfile
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
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
    "HOME": "/nonexistent",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/agente/trabajo")
    text = re.sub(r"127\.0\.0\.1:(?!5432\b|5671\b)\d+", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "2026-12-07 15:30:00", text)
    text = re.sub(r"(Date: ).*$", r"\1Mon, 07 Dec 2026 15:30:00 GMT", text, flags=re.M)
    text = re.sub(r"port \d+ \(#", "port 8080 (#", text)
    text = re.sub(r"\d{4}-\d\d-\d\d \d\d:\d\d\b", "2026-12-07 15:30", text)
    text = re.sub(r"\d\d-\d\d-\d{4} \d\d:\d\d", "12-07-2026 15:30", text)
    return re.sub(r"/tmp/\S+?/", "/home/agente/trabajo/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize, timeout=20)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (34, 28, 31, 26, 37, 29, 33, 30, 35, 27, 25)]
    hx = [v.gen(HEX, n) for n in (40, 32, 36)]
    pw = [v.pw() for _ in range(4)]
    server = start_denying_server()
    port = server.server_address[1]
    try:
        with tempfile.TemporaryDirectory() as tmp:
            cli = _collect(_cli_runs(tmp, port, an, hx, pw), tmp, "cli", "context")
            tb = _collect(_library_runs(an, hx), tmp, "traceback", "note")
            reprs = _collect(_repr_runs(an, pw), tmp, "repr", "cause")
            logs = _collect(_log_runs(port, an, hx), tmp, "log", "args")
    finally:
        server.shutdown()
        server.server_close()
    return cli + tb + reprs + logs


def _git_fill(tmp: str, store: Path) -> str:
    try:
        done = subprocess.run(
            ["git", "-c", f"credential.helper=store --file={store}", "credential", "fill"],
            input="protocol=https\nhost=git.remesasur.example\n\n",
            capture_output=True, text=True, timeout=20, cwd=tmp, check=False,
            env={**_ENV, "PATH": "/usr/bin:/bin", "GIT_TERMINAL_PROMPT": "0"},
        )  # fmt: skip
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return (done.stdout + done.stderr).strip()


def _cli_runs(tmp: str, port: int, an: list[str], hx: list[str], pw: list[str]) -> list[Run]:
    store = Path(tmp) / "git-credentials"
    store.write_text(f"https://soporte-bot:{an[0]}@git.remesasur.example\n")
    archive = Path(tmp) / "export.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr(f"llaves/bingx-{hx[0]}.txt", "x\n")
    basic = base64.b64encode(f"payouts:{pw[0]}".encode()).decode()
    url = f"http://127.0.0.1:{port}/v1/balances"
    return [
        (
            "git credential fill",
            "git credential fill reading a credential store file in a temporary directory",
            an[0],
            lambda: _git_fill(tmp, store),
        ),
        (
            "curl verbose basic",
            "curl -v -u user:password against a local server answering 401 (the Basic header)",
            basic,
            ["curl", "-sv", "-u", f"payouts:{pw[0]}", url],
        ),
        (
            "wget debug header",
            "wget -d with an X-Api-Key header against a local server answering 401",
            an[1],
            ["wget", "-d", "--tries=1", "-O", "/dev/null", "--header", f"X-Api-Key: {an[1]}", url],
        ),
        (
            "jq tonumber",
            "jq -n --arg t TOKEN '$t | tonumber' failing on a pasted token",
            an[2],
            ["jq", "-n", "--arg", "t", an[2], "$t | tonumber"],
        ),
        (
            "unzip list",
            "unzip -l listing an export whose file is named with a key",
            hx[0],
            ["unzip", "-l", str(archive)],
        ),
        (
            "node url",
            "node printing a WHATWG URL that carries a password",
            an[9],
            [
                "node",
                "-e",
                f"console.log(new URL('postgres://remesas:{an[9]}@127.0.0.1:5432/payouts'))",
            ],
        ),
    ]


def _library_runs(an: list[str], hx: list[str]) -> list[Run]:
    import datetime
    import ipaddress

    out: list[Run] = [
        (
            "ipaddress value error",
            "ipaddress.ip_address given a pasted API key (ValueError)",
            an[3],
            lambda: raised_message(lambda: ipaddress.ip_address(an[3])),
        ),
        (
            "fromisoformat",
            "datetime.fromisoformat given a token where a date belonged (ValueError)",
            hx[1],
            lambda: raised_message(lambda: datetime.datetime.fromisoformat(hx[1])),
        ),
        (
            "int literal",
            "int() of a PIN field that held a secret key (ValueError)",
            an[4],
            lambda: raised_message(lambda: int(an[4])),
        ),
    ]
    with contextlib.suppress(ImportError):
        from itsdangerous import URLSafeSerializer

        signed = URLSafeSerializer(an[5]).dumps({"uid": 4471})
        sig = signed.rsplit(".", 1)[1]
        out.append(
            (
                "itsdangerous bad signature",
                "itsdangerous URLSafeSerializer.loads rejecting a session cookie signed with another key",
                sig,
                lambda: raised_message(lambda: URLSafeSerializer("otra-llave").loads(signed)),
            )
        )
    return out


def _repr_runs(an: list[str], pw: list[str]) -> list[Run]:
    import argparse
    from http.cookies import SimpleCookie
    from urllib.parse import urlsplit

    cookie = SimpleCookie()
    cookie["sessionid"] = an[6]
    out: list[Run] = [
        (
            "simplecookie",
            "repr of an http.cookies.SimpleCookie holding a session id",
            an[6],
            lambda: repr(cookie),
        ),
        (
            "argparse namespace",
            "repr of an argparse.Namespace parsed with an --api-secret option",
            an[7],
            lambda: repr(argparse.Namespace(host="127.0.0.1", api_secret=an[7], dry_run=False)),
        ),
        (
            "urlsplit",
            "repr of urllib.parse.urlsplit of an AMQP URL with a password",
            an[10],
            lambda: repr(urlsplit(f"amqps://remesas:{an[10]}@127.0.0.1:5671/%2F")),
        ),
    ]
    with contextlib.suppress(ImportError):
        from persistent.mapping import PersistentMapping

        out.append(
            (
                "persistent mapping",
                "repr of a persistent.mapping.PersistentMapping of helpdesk settings",
                pw[3],
                lambda: repr(PersistentMapping({"smtp_user": "soporte", "smtp_password": pw[3]})),
            )
        )
    return out


def _log_runs(port: int, an: list[str], hx: list[str]) -> list[Run]:
    def pooled() -> str:
        import urllib3

        with captured_logs("urllib3.connectionpool") as stream:
            http = urllib3.PoolManager(retries=False)
            http.request("GET", f"http://127.0.0.1:{port}/live?access_key={hx[2]}&source=USD")
        return stream.getvalue().strip()

    def traced() -> str:
        import http.client

        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            conn.set_debuglevel(1)
            conn.request("GET", "/v1/quotes", headers={"Authorization": f"Bearer {an[8]}"})
            conn.getresponse().read()
            conn.close()
        return out.getvalue().strip()

    return [
        (
            "urllib3 connectionpool",
            "urllib3.connectionpool's DEBUG line for a request with an access key in its query",
            hx[2],
            pooled,
        ),
        (
            "http.client debuglevel",
            "http.client with set_debuglevel(1) tracing a request with a bearer header",
            an[8],
            traced,
        ),
    ]
