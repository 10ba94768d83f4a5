"""Held-out set 73: output of tools and libraries really run here, against local files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, addresses, temporary paths, commit hashes) so that every run gives the same text
except the values. Tools and calls were grepped for in every earlier ``benchmarks/*heldout*``
file before they were chosen (counts of earlier files naming each in brackets):

* ``cli``: ``git diff --no-index --word-diff=porcelain`` between two copies of a charger
  config [0], ``git log -S<token> -p`` in a scratch repository [1], ``git cherry -v`` listing
  a commit whose subject pasted a key [1] and ``git notes show`` of a note holding a
  password [2], ``git format-patch --stdout`` [4] and ``git stash list`` with a stash
  message that pasted a token [6] (all in a temporary directory, never the project's
  repository).
* ``traceback``: ``compile`` raising ``SyntaxError`` on an unterminated key literal, shown by
  ``traceback.format_exception_only`` [2], and ``datetime.fromisoformat`` given a token where
  a timestamp belonged [9], and ``configparser`` raising ``InterpolationSyntaxError`` on a
  password with a ``%`` sign [4].
* ``repr``: ``collections.UserString`` [1], ``inspect.BoundArguments`` [4] and
  ``urllib.request.Request.header_items()`` [4].
* ``log``: ``logging.BufferingFormatter`` [0] and ``logging.LoggerAdapter`` [1] with an extra
  context carrying a key.
"""

from __future__ import annotations

import configparser
import datetime
import inspect
import io
import logging
import re
import tempfile
import traceback
import urllib.request
from collections import UserString
from pathlib import Path

from _heldout_live_tools import Run, collect_runs, raised_message, run_command
from _heldout_secrets_harness import ALNUM, HEX, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_AUTHOR_NAME": "agent",
    "GIT_AUTHOR_EMAIL": "agent@acme.io",
    "GIT_COMMITTER_NAME": "agent",
    "GIT_COMMITTER_EMAIL": "agent@acme.io",
    "GIT_AUTHOR_DATE": "2026-12-07T12:30:00Z",
    "GIT_COMMITTER_DATE": "2026-12-07T12:30:00Z",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "2026-12-07 12:30:00", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (34, 30, 28, 32, 26, 36, 31, 29)]
    hx = [v.gen(HEX, n) for n in (40, 32)]
    pw = [v.pw() for _ in range(2)]
    more = [v.gen(ALNUM, n) for n in (27, 33, 35)]
    pct = v.gen(ALNUM, 5) + "%" + v.gen(ALNUM, 12)
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx, pw, more), tmp, "cli", "context")
        tb = _collect(_library_runs(an, pct), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, pw, more), tmp, "repr", "cause")
        logs = _collect(_log_runs(an, hx), tmp, "log", "args")
    return cli + tb + reprs + logs


def _git(repo: Path, tmp: str, *args: str) -> str:
    return run_command(["git", "-C", str(repo), *args], tmp, env=_ENV)


def _cli_runs(tmp: str, an: list[str], hx: list[str], pw: list[str], more: list[str]) -> list[Run]:
    base = Path(tmp)
    (base / "old.yaml").write_text("charger:\n  id: EVB-P2210417\n  token: changeme\n")
    (base / "new.yaml").write_text(f"charger:\n  id: EVB-P2210417\n  token: {an[0]}\n")
    repo = base / "repo"
    repo.mkdir()
    run_command(["git", "init", "-q", "-b", "main", str(repo)], tmp, env=_ENV)
    (repo / "meteo.env").write_text("METEO_KEY=\n")
    _git(repo, tmp, "add", ".")
    _git(repo, tmp, "commit", "-q", "-m", "init")
    _git(repo, tmp, "checkout", "-q", "-b", "feature")
    (repo / "meteo.env").write_text(f"METEO_KEY={an[1]}\n")
    _git(repo, tmp, "commit", "-q", "-am", f"rotate inverter key to {hx[0]}")
    _git(repo, tmp, "notes", "add", "-m", f"staging login: kepware / {pw[0]}", "HEAD")
    (repo / "wip.env").write_text("x\n")
    _git(repo, tmp, "add", "wip.env")
    _git(repo, tmp, "stash", "push", "-q", "-m", f"wip: try awair token {more[0]}")
    (repo / "kep.env").write_text(f"KEPWARE_PASSWORD={more[2]}\n")
    _git(repo, tmp, "add", "kep.env")
    _git(repo, tmp, "commit", "-q", "-m", "add kepware env")
    return [
        (
            "git word diff porcelain",
            "git diff --no-index --word-diff=porcelain between two copies of a charger config",
            an[0],
            ["git", "diff", "--no-index", "--word-diff=porcelain", "old.yaml", "new.yaml"],
        ),
        (
            "git log pickaxe",
            "git log -S<token> -p in a scratch repository finding the commit that added it",
            an[1],
            ["git", "-C", str(repo), "log", f"-S{an[1]}", "-p", "--format=%s"],
        ),
        (
            "git cherry verbose",
            "git cherry -v main listing a commit whose subject pasted a key",
            hx[0],
            ["git", "-C", str(repo), "cherry", "-v", "main"],
        ),
        (
            "git notes show",
            "git notes show HEAD~1 printing a note that holds a password",
            pw[0],
            ["git", "-C", str(repo), "notes", "show", "HEAD~1"],
        ),
        (
            "git format patch",
            "git format-patch --stdout -1 of a commit that added a Kepware password",
            more[2],
            ["git", "-C", str(repo), "format-patch", "--stdout", "-1", "HEAD"],
        ),
        (
            "git stash list",
            "git stash list showing a stash message that pasted a token",
            more[0],
            ["git", "-C", str(repo), "stash", "list"],
        ),
    ]


def _library_runs(an: list[str], pct: str) -> list[Run]:
    def syntax() -> str:
        try:
            compile(f'RSCP_KEY = "{an[2]}\nPORT = 5033\n', "bms_config.py", "exec")
        except SyntaxError as error:
            return "".join(traceback.format_exception_only(error)).strip()
        return ""

    return [
        (
            "compile unterminated",
            "compile() on a config module with an unterminated key literal (SyntaxError with its line)",
            an[2],
            syntax,
        ),
        (
            "fromisoformat token",
            "datetime.fromisoformat given a token where the tariff start time belonged (ValueError)",
            an[3],
            lambda: raised_message(lambda: datetime.datetime.fromisoformat(an[3])),
        ),
        (
            "configparser percent",
            "configparser reading a charger password with a % sign (InterpolationSyntaxError)",
            pct,
            lambda: raised_message(lambda: _interpolate(pct)),
        ),
    ]


def _interpolate(password: str) -> str:
    parser = configparser.ConfigParser()
    parser.read_string(f"[ocpp]\nstation = EVB-P2210417\npassword = {password}\n")
    return parser.get("ocpp", "password")


def _repr_runs(an: list[str], pw: list[str], more: list[str]) -> list[Run]:
    def connect(host: str, user: str, password: str, port: int = 502) -> None:
        """A Modbus gateway login's signature."""

    bound = inspect.signature(connect).bind("127.0.0.1", "plc", pw[1])
    return [
        (
            "userstring",
            "repr of a collections.UserString holding an API key",
            an[4],
            lambda: repr(UserString(an[4])),
        ),
        (
            "bound arguments",
            "repr of inspect.BoundArguments of a gateway login call",
            pw[1],
            lambda: repr(bound),
        ),
        (
            "request header items",
            "repr of urllib.request.Request.header_items() for a forecast call",
            more[1],
            lambda: repr(
                urllib.request.Request(
                    "http://127.0.0.1:9/v1/point", headers={"X-Api-Key": more[1]}
                ).header_items()
            ),
        ),
    ]


def _log_runs(an: list[str], hx: list[str]) -> list[Run]:
    def buffered() -> str:
        records = [
            logging.makeLogRecord({"msg": "poll charger EVB-P2210417", "levelname": "INFO"}),
            logging.makeLogRecord({"msg": f"auth header Bearer {an[5]}", "levelname": "DEBUG"}),
        ]
        formatter = logging.BufferingFormatter(logging.Formatter("%(levelname)s %(message)s"))
        return formatter.format(records)

    def adapted() -> str:
        stream = io.StringIO()
        logger = logging.getLogger("set73.weather")
        handler = logging.StreamHandler(stream)
        handler.setFormatter(logging.Formatter("%(levelname)s:%(name)s:%(message)s"))
        logger.addHandler(handler)
        old, logger.propagate = logger.propagate, False
        logger.setLevel(logging.INFO)

        class Context(logging.LoggerAdapter):
            def process(self, msg, kwargs):  # type: ignore[no-untyped-def]
                return f"[station={self.extra['station']} key={self.extra['key']}] {msg}", kwargs

        try:
            Context(logger, {"station": "36870", "key": hx[1]}).info("forecast fetch failed: 401")
        finally:
            logger.removeHandler(handler)
            logger.propagate = old
        return stream.getvalue().strip()

    return [
        (
            "buffering formatter",
            "logging.BufferingFormatter formatting a batch of records, one with a bearer",
            an[5],
            buffered,
        ),
        (
            "logger adapter",
            "a logging.LoggerAdapter whose context prefix carries a weather API key",
            hx[1],
            adapted,
        ),
    ]
