"""Held-out set 80: output of tools and libraries really run here, against 127.0.0.1 and local
files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, addresses, ports, temporary paths) so that every run gives the same text except the
values. Tools and calls were grepped for in every earlier held-out file before they were
chosen; the counts of earlier files naming each are in the commit message:

* ``cli``: ``sqlite3`` failing to prepare an ``UPDATE`` that sets a token (a typo after it),
  ``jq`` failing to compile a filter that compares a bearer, and
  ``java -XshowSettings:properties`` (its property lines kept) with
  Android Studio's injected signing password as a ``-D`` property.
  Also ``tclsh`` failing a ``dict get`` for a key pasted as a setting's name, and ``gpg
  --encrypt`` given a pasted token as the recipient, with an empty keyring in a temporary
  directory.
* ``traceback``: a ``cerberus`` validator rejecting a key pasted into an ``allowed`` field, and
  ``dateutil.parser.parse`` given a token where a date belonged.
* ``repr``: an ``authlib`` ``OAuth2Token`` and a ``dnspython`` TSIG keyring.
* ``log``: ``httpx``'s INFO line for a request to a local server answering 401, the key in the
  query string.
"""

from __future__ import annotations

import base64
import contextlib
import re
import tempfile
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
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:8765", text)
    text = re.sub(r"'expires_at': \d+", "'expires_at': 1796662300", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "2026-12-07 16:00:00", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (36, 34, 30, 28, 38, 32, 40, 33, 35)]
    hx = [v.gen(HEX, n) for n in (40,)]
    pw = [v.pw() for _ in range(1)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, pw), tmp, "cli", "context")
        tb = _collect(_library_runs(an), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, hx), tmp, "repr", "cause")
        logs = _collect(_log_runs(an), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], pw: list[str]) -> list[Run]:
    db = str(Path(tmp) / "app.db")
    gnupg = Path(tmp) / "gnupg"
    gnupg.mkdir(mode=0o700)
    return [
        (
            "tclsh dict get",
            "tclsh looking a pasted key up in a settings dict (dict get)",
            an[7],
            lambda: run_command(
                ["sh", "-c", f"echo 'set d [dict create region us-east-1]; puts [dict get $d {an[7]}]' | tclsh"],
                tmp, env=_ENV,
            ),
        ),
        (
            "gpg recipient",
            "gpg --encrypt given a pasted token as the recipient (empty local keyring)",
            an[8],
            ["gpg", "--batch", "--homedir", str(gnupg), "--recipient", an[8], "-e", "/dev/null"],
        ),
        (
            "sqlite3 prepare error",
            "sqlite3 failing to prepare an UPDATE setting a device token (a typo after it)",
            an[0],
            ["sqlite3", db,
             f"create table devices(id, push_token); UPDATE devices SET push_token = '{an[0]}' WHER id = 7;"],
        ),
        (
            "jq compile error",
            "jq failing to compile a filter that compares a bearer token",
            an[1],
            ["jq", "-n", f'.headers.Authorization == "Bearer {an[1]}" |'],
        ),
        (
            "java showsettings",
            "java -XshowSettings:properties with android.injected.signing.key.password as -D",
            pw[0],
            lambda: "\n".join(
                line for line in run_command(
                    ["java", f"-Dandroid.injected.signing.key.password={pw[0]}",
                     "-XshowSettings:properties", "-version"], tmp, env=_ENV,
                ).splitlines()
                if "Property settings" in line or "android.injected" in line
            ),
        ),
    ]  # fmt: skip


def _library_runs(an: list[str]) -> list[Run]:
    def cerberus_region() -> str:
        import cerberus

        validator = cerberus.Validator({"region": {"allowed": ["us-east-1", "eu-west-1"]}})
        validator.validate({"region": an[3]})
        return f"cerberus.Validator.errors: {validator.errors}"

    def dateutil_parse() -> None:
        from dateutil import parser

        parser.parse(an[4])

    return [
        (
            "cerberus unallowed",
            "a cerberus Validator rejecting a key pasted into an allowed-values field",
            an[3],
            cerberus_region,
        ),
        (
            "dateutil parse",
            "dateutil.parser.parse given a token where a date belonged (ParserError)",
            an[4],
            lambda: raised_message(dateutil_parse),
        ),
    ]


def _repr_runs(an: list[str], hx: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        from authlib.oauth2.rfc6749 import OAuth2Token

        out.append(
            (
                "authlib oauth2 token",
                "repr of an authlib OAuth2Token from a token endpoint",
                an[5],
                lambda: repr(
                    OAuth2Token({"access_token": an[5], "token_type": "Bearer", "expires_in": 3600})
                ),
            )
        )
    with contextlib.suppress(ImportError):
        import dns.tsigkeyring

        secret = base64.b64encode(hx[0].encode()).decode()
        out.append(
            (
                "dnspython tsig keyring",
                "repr of a dnspython TSIG keyring built from a base64 secret",
                hx[0],
                lambda: repr(dns.tsigkeyring.from_text({"ci-update.": secret})),
            )
        )
    return out


def _log_runs(an: list[str]) -> list[Run]:
    def httpx_info() -> str:
        import logging

        import httpx

        server = start_denying_server()
        port = server.server_address[1]
        try:
            with captured_logs("httpx") as stream:
                logging.getLogger("httpx").setLevel(logging.INFO)
                with httpx.Client(timeout=5) as client:
                    client.get(f"http://127.0.0.1:{port}/v1/models?api_key={an[6]}")
        finally:
            server.shutdown()
        return "\n".join(line for line in stream.getvalue().splitlines() if an[6] in line)

    return [
        (
            "httpx request info",
            "httpx's INFO log of a request to a local server answering 401, the key in the query",
            an[6],
            httpx_info,
        ),
    ]
