"""Held-out set 67: output of tools and libraries really run here, against 127.0.0.1 and
local files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, addresses, ports, temporary paths) so that every run gives the same text except the
values. Tools and calls were grepped for in every earlier held-out live, local and tools file
before they were chosen; those used least were preferred (counts of earlier files naming
each: ``git check-ignore`` 1, ``git ls-files`` 1, ``git rev-parse`` 1, ``git check-attr`` 1, ``git show-ref`` 1, argparse's
"unrecognized arguments" 0, ``unzip -l`` 1, ``ExtendedInterpolation`` 0, "invalid literal" 1,
"unknown encoding" 1, the repr of an ``inspect.Signature`` 0, ``argparse.Namespace`` 1,
sqlite3's ``set_trace_callback`` 3, urllib3's connection-pool log 9 or more):

* ``cli``: ``git check-ignore -v``, ``git ls-files --others`` and ``git check-attr -a``
  naming key files named with a token, ``git show-ref`` listing a branch named with one, ``git rev-parse`` given a pasted token, a Python CLI's argparse error quoting an
  unrecognized ``--bearer`` argument, and ``unzip -l`` listing an export named with a key.
* ``traceback``: configparser's ``ExtendedInterpolation`` failing on a DSN with a password,
  ``int()`` given a PIN with a stray letter, and ``codecs.lookup`` given a pasted key.
* ``repr``: an ``inspect.Signature`` with a default client secret, an ``argparse.Namespace``.
* ``log``: sqlite3's trace callback logging an INSERT of a credential, and urllib3's debug
  log of a request to a local server with a key in the query string.
"""

from __future__ import annotations

import contextlib
import re
import sys
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
from _heldout_secrets_harness import ALNUM, DIGITS, HEX, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:8731", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d(:\d\d(\.\d+)?)?", "2026-12-07 05:30:00", text)
    text = re.sub(r"\d\d-\d\d-\d{4} \d\d:\d\d", "12-07-2026 05:30", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (40, 36, 43, 32, 44, 38)]
    hx = [v.gen(HEX, n) for n in (64, 32)]
    extra = [v.gen(ALNUM, n) for n in (34, 30)]
    pw = [v.pw() for _ in range(3)]
    pin = v.gen("123456789", 1) + v.gen(DIGITS, 7)
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx), tmp, "cli", "context")
        cli += _collect(_git_ref_runs(tmp, extra), tmp, "cli", "process")
        tb = _collect(_library_runs(an, pw, pin), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, pw), tmp, "repr", "cause")
        logs = _collect(_log_runs(an, pw), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str]) -> list[Run]:
    repo = Path(tmp) / "repo"
    repo.mkdir()
    run_command(["git", "init", "-q", str(repo)], tmp, env=_ENV)
    (repo / ".gitignore").write_text("*.env\n")
    (repo / "secrets").mkdir()
    ignored = repo / "secrets" / f"complycube-live_{an[0]}.env"
    ignored.write_text("x\n")
    (repo / "keys").mkdir()
    (repo / "keys" / f"bitgo-v2x{hx[0]}.json").write_text("{}\n")
    archive = Path(tmp) / "export.zip"
    member = Path(tmp) / f"taxcloud_{hx[1]}.csv"
    member.write_text("cart,total\n1,9.99\n")
    run_command(["zip", "-j", "-q", str(archive), str(member)], tmp, env=_ENV)
    script = (
        "import argparse\n"
        "p = argparse.ArgumentParser(prog='einvoice-sync')\n"
        "p.add_argument('--tenant')\n"
        f"p.parse_args(['--tenant', 'acme', '--bearer', '{an[2]}'])\n"
    )
    return [
        (
            "git check-ignore",
            "git check-ignore -v naming an ignored env file named with a KYC key",
            an[0],
            ["git", "-C", str(repo), "check-ignore", "-v", f"secrets/{ignored.name}"],
        ),
        (
            "git ls-files others",
            "git ls-files --others listing an untracked key file named with a custody token",
            hx[0],
            ["git", "-C", str(repo), "ls-files", "--others", "--exclude-standard"],
        ),
        (
            "git rev-parse pasted",
            "git rev-parse given a pasted token instead of a revision",
            an[1],
            ["git", "-C", str(repo), "rev-parse", an[1]],
        ),
        (
            "argparse unrecognized",
            "a Python CLI's argparse error quoting an unrecognized --bearer argument",
            an[2],
            [sys.executable, "-c", script],
        ),
        (
            "unzip list",
            "unzip -l listing an export archive whose member is named with a key",
            hx[1],
            ["unzip", "-l", str(archive)],
        ),
    ]


def _git_ref_runs(tmp: str, extra: list[str]) -> list[Run]:
    repo = Path(tmp) / "refs"
    repo.mkdir()
    env = {
        **_ENV,
        "GIT_AUTHOR_NAME": "dev",
        "GIT_AUTHOR_EMAIL": "dev@example.org",
        "GIT_COMMITTER_NAME": "dev",
        "GIT_COMMITTER_EMAIL": "dev@example.org",
        "GIT_AUTHOR_DATE": "2026-12-07T05:30:00Z",
        "GIT_COMMITTER_DATE": "2026-12-07T05:30:00Z",
    }
    run_command(["git", "init", "-q", "-b", "main", str(repo)], tmp, env=env)
    (repo / ".gitattributes").write_text("*.key filter=crypt diff=crypt\n")
    (repo / "README").write_text("ledger\n")
    run_command(["git", "-C", str(repo), "add", "."], tmp, env=env)
    run_command(["git", "-C", str(repo), "commit", "-q", "-m", "init"], tmp, env=env)
    run_command(["git", "-C", str(repo), "branch", f"hotfix/rotate-{extra[0]}"], tmp, env=env)
    return [
        (
            "git show-ref",
            "git show-ref listing a branch named with the token it was meant to rotate",
            extra[0],
            ["git", "-C", str(repo), "show-ref", "--heads"],
        ),
        (
            "git check-attr",
            "git check-attr -a on a key file named with an Omie app secret",
            extra[1],
            ["git", "-C", str(repo), "check-attr", "-a", f"keys/omie-{extra[1]}.key"],
        ),
    ]


def _library_runs(an: list[str], pw: list[str], pin: str) -> list[Run]:
    import codecs
    import configparser

    def interpolate() -> None:
        cp = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())
        cp.read_string(f"[erp]\ndsn = postgres://erp:{pw[0]}@${{db:host}}/books\n")
        cp.get("erp", "dsn")

    return [
        (
            "configparser extended",
            "configparser with ExtendedInterpolation failing on a DSN holding a password",
            pw[0],
            lambda: raised_message(interpolate),
        ),
        (
            "int invalid literal",
            "int() given a card PIN typed with a stray letter (ValueError)",
            pin,
            lambda: raised_message(lambda: int(pin + "o")),
        ),
        (
            "codecs unknown encoding",
            "codecs.lookup given a pasted API key as the encoding name (LookupError)",
            an[3],
            lambda: raised_message(lambda: codecs.lookup(an[3])),
        ),
    ]


def _repr_runs(an: list[str], pw: list[str]) -> list[Run]:
    import argparse
    import inspect

    def connect(tenant: str = "acme", client_secret: str = an[4]) -> None:
        """A stand-in for an SDK's constructor."""

    return [
        (
            "inspect signature",
            "repr of inspect.signature of an SDK function defaulting its client secret",
            an[4],
            lambda: repr(inspect.signature(connect)),
        ),
        (
            "argparse namespace",
            "repr of an argparse.Namespace holding a parsed password",
            pw[1],
            lambda: repr(argparse.Namespace(user="ap-bot", password=pw[1], dry_run=False)),
        ),
    ]


def _log_runs(an: list[str], pw: list[str]) -> list[Run]:
    def traced() -> str:
        import logging
        import sqlite3

        with captured_logs("erp.sql") as stream:
            con = sqlite3.connect(":memory:")
            con.set_trace_callback(logging.getLogger("erp.sql").debug)
            con.execute("CREATE TABLE creds (vendor TEXT, secret TEXT)")
            con.execute(f"INSERT INTO creds VALUES ('gosocket', '{pw[2]}')")
            con.close()
        return stream.getvalue().strip()

    def pooled() -> str:
        import urllib3

        server = start_denying_server()
        try:
            port = server.server_address[1]
            with captured_logs("urllib3") as stream:
                pool = urllib3.PoolManager()
                with contextlib.suppress(Exception):
                    pool.request("GET", f"http://127.0.0.1:{port}/v1/rates?api_key={an[5]}")
            return stream.getvalue().strip()
        finally:
            server.shutdown()
            server.server_close()

    return [
        (
            "sqlite trace",
            "sqlite3's set_trace_callback logging an INSERT of a credential",
            pw[2],
            traced,
        ),
        (
            "urllib3 pool debug",
            "urllib3's connection pool debug log of a request with a key in the query",
            an[5],
            pooled,
        ),
    ]
