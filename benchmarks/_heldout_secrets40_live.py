"""Held-out set 40: output of tools and libraries really run here, on local files only,
normalized (temporary paths, hashes, dates) so that every run gives the same text except the
values. A tool missing here adds no case. Tools and calls were grepped for in every earlier
held-out file before they were chosen (counts of earlier files naming each in brackets):

* ``cli``: ``python -m quopri`` on an .env file [0], ``python -m compileall`` on a package
  with a module named with a token [0], ``git ls-files`` listing an invite named with a
  token [0], ``git check-ignore -v`` on a key file named with a token [0], ``git tag -n``
  with an annotated tag whose message holds a token [1], ``sqlite3 -tabs`` printing a
  settings row [1].
* ``traceback``: ``configparser``'s ``MissingSectionHeaderError`` quoting a line with a key
  [2].
* ``repr``: ``pathlib.PureWindowsPath`` of a share path holding a token [0],
  ``email.utils.parseaddr`` of a reply address with a token [0].
"""

from __future__ import annotations

import re
import sqlite3
import tempfile
from pathlib import Path

from _heldout_live_tools import Run, collect_runs, raised_message, run_command
from _heldout_secrets_harness import ALNUM, HEX, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "GIT_PAGER": "cat",
    "GIT_AUTHOR_NAME": "dev",
    "GIT_AUTHOR_EMAIL": "dev@acme.io",
    "GIT_COMMITTER_NAME": "dev",
    "GIT_COMMITTER_EMAIL": "dev@acme.io",
    "GIT_AUTHOR_DATE": "2026-12-06T13:45:00Z",
    "GIT_COMMITTER_DATE": "2026-12-06T13:45:00Z",
    "GIT_CONFIG_NOSYSTEM": "1",
    "HOME": "/nonexistent",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _git(repo: str, *args: str) -> None:
    run_command(["git", *args], repo, env=_ENV)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (33, 28, 36, 31, 27, 30)]
    hx = [v.gen(HEX, n) for n in (40, 32)]
    pw = v.pw()
    with tempfile.TemporaryDirectory() as tmp:
        cases = collect_runs(
            _cli_runs(Path(tmp), an, hx, pw), tmp, "cli", "context", _ENV, _normalize
        )
        cases += collect_runs(_library_runs(an), tmp, "traceback", "note", _ENV, _normalize)
        cases += collect_runs(_repr_runs(an, hx), tmp, "repr", "cause", _ENV, _normalize)
    return cases


def _cli_runs(t: Path, an: list[str], hx: list[str], pw: str) -> list[Run]:
    py = "/work/venv/bin/python"
    (t / "app.env").write_text(f"DEBUG=0\nMAILER_API_KEY={an[0]}\n")
    (t / "pkg").mkdir()
    (t / "pkg" / f"hook_{an[1]}.py").write_text("X = 1\n")
    repo = t / "repo"
    run_command(["git", "init", "-q", str(repo)], str(t), env=_ENV)
    (repo / "invites").mkdir()
    (repo / "invites" / f"{hx[0]}.json").write_text("{}\n")
    (repo / ".gitignore").write_text("keys/\n")
    (repo / "keys").mkdir()
    (repo / "keys" / f"deploy-{an[2]}.pem").write_text("x\n")
    _git(str(repo), "add", "invites", ".gitignore")
    _git(str(repo), "commit", "-q", "-m", "invites")
    _git(str(repo), "tag", "-a", "v1.4.0", "-m", f"release; staging token {an[3]}")
    db = t / "app.db"
    con = sqlite3.connect(db)
    with con:
        con.execute("create table settings (name text, value text)")
        con.execute("insert into settings values ('smtp_password', ?)", (pw,))
    con.close()
    return [
        ("quopri env", "python -m quopri on an .env file holding a mailer API key",
         an[0], [py, "-m", "quopri", str(t / "app.env")]),
        ("compileall listing", "python -m compileall on a package with a module named with a token",
         an[1], [py, "-m", "compileall", "-f", str(t / "pkg")]),
        ("git ls-files", "git ls-files listing an invite file named with a token",
         hx[0], ["git", "-C", str(repo), "ls-files"]),
        ("git check-ignore", "git check-ignore -v on a key file named with a token",
         an[2], ["git", "-C", str(repo), "check-ignore", "-v", f"keys/deploy-{an[2]}.pem"]),
        ("git tag -n", "git tag -n listing an annotated tag whose message holds a token",
         an[3], ["git", "-C", str(repo), "tag", "-n"]),
        ("sqlite3 tabs", "sqlite3 -tabs printing a settings row with a password",
         pw, ["sqlite3", "-tabs", str(db), "select * from settings"]),
    ]  # fmt: skip


def _library_runs(an: list[str]) -> list[Run]:
    import configparser

    def no_section() -> str:
        parser = configparser.ConfigParser()
        return raised_message(lambda: parser.read_string(f"api_key = {an[4]}\n", "hooks.ini"))

    return [
        ("configparser no section", "configparser's MissingSectionHeaderError quoting a key line",
         an[4], no_section),
    ]  # fmt: skip


def _repr_runs(an: list[str], hx: list[str]) -> list[Run]:
    from email.utils import parseaddr
    from pathlib import PureWindowsPath

    return [
        ("purewindowspath", "repr of a PureWindowsPath to a share whose folder is a token",
         hx[1], lambda: repr(PureWindowsPath(rf"\\files\drop\{hx[1]}\invoice.pdf"))),
        ("parseaddr reply", "repr of email.utils.parseaddr of a reply address holding a token",
         an[5], lambda: repr(parseaddr(f"Acme Issues <reply+{an[5]}@reply.acme.io>"))),
    ]  # fmt: skip
