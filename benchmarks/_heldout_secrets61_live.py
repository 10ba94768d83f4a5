"""Held-out set 61: output of tools and libraries really run here, against local files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, addresses, temporary paths) so that every run gives the same text except the values.
Tools and calls were grepped for in every earlier ``benchmarks/*heldout*`` file before they
were chosen (``git branch -vv``, ``git check-attr``, ``git name-rev``, ``git check-ref-format``, ``Field names must be valid``,
``unknown archive format``, ``make_dataclass``, ``StrEnum`` matched none; ``multiprocessing.util``
and ``Finalize`` matched one file that was not a live case):

* ``cli``: ``git branch -vv`` in a scratch repository with a branch named after a leaked
  token, ``git check-attr -a`` on a git-crypt-filtered file named with a token, ``git
  name-rev`` naming HEAD by a tag holding a token, and ``git check-ref-format --branch``
  rejecting a pasted branch name (all in a temporary directory, never the project's
  repository).
* ``traceback``: ``dataclasses.make_dataclass`` raising ``TypeError`` for a password pasted
  as a field name, and ``shutil.make_archive`` raising ``ValueError`` for a key pasted as the
  archive format.
* ``repr``: an instance of a ``make_dataclass`` class holding an editor plugin's settings,
  and an ``enum.StrEnum`` member whose value is a key.
* ``log``: ``multiprocessing.util.Finalize`` logging (at SUBDEBUG) the arguments of a
  finalizer that closes a pool by its DSN.
"""

from __future__ import annotations

import enum
import logging
import re
import shutil
import tempfile
from dataclasses import make_dataclass
from pathlib import Path

from _heldout_live_tools import Run, captured_logs, collect_runs, raised_message, run_command
from _heldout_secrets_harness import ALNUM, HEX, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_AUTHOR_NAME": "Dev",
    "GIT_AUTHOR_EMAIL": "dev@moorland.games",
    "GIT_COMMITTER_NAME": "Dev",
    "GIT_COMMITTER_EMAIL": "dev@moorland.games",
    "GIT_AUTHOR_DATE": "2026-12-07T01:00:00Z",
    "GIT_COMMITTER_DATE": "2026-12-07T01:00:00Z",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "2026-12-07 01:30:00", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (34, 30, 28, 32, 29, 31)]
    hx = [v.gen(HEX, n) for n in (40, 36)]
    pw = [v.pw() for _ in range(2)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx), tmp, "cli", "note")
        tb = _collect(_library_runs(tmp, an, pw), tmp, "traceback", "context")
        reprs = _collect(_repr_runs(an, pw), tmp, "repr", "keyerror")
        logs = _collect(_log_runs(pw, hx), tmp, "log", "cause")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str]) -> list[Run]:
    repo = Path(tmp) / "repo"
    repo.mkdir()
    env = _ENV
    run_command(["git", "init", "-q", "-b", "main", str(repo)], tmp, env=env)
    (repo / "README.md").write_text("# Moorland Drift\n")
    (repo / ".gitattributes").write_text("secrets/** filter=git-crypt diff=git-crypt\n")
    (repo / "secrets").mkdir()
    (repo / "secrets" / f"ugs-{hx[0]}.env").write_text("x\n")
    run_command(["git", "-C", str(repo), "add", "README.md", ".gitattributes"], tmp, env=env)
    run_command(["git", "-C", str(repo), "commit", "-q", "-m", "init"], tmp, env=env)
    run_command(["git", "-C", str(repo), "branch", f"revoke/{an[0]}"], tmp, env=env)
    run_command(["git", "-C", str(repo), "tag", f"leak-{an[4]}"], tmp, env=env)
    return [
        (
            "git branch vv",
            "git branch -vv in a scratch repository with a branch named after a leaked token",
            an[0],
            ["git", "-C", str(repo), "branch", "-vv"],
        ),
        (
            "git check-attr",
            "git check-attr -a on a git-crypt-filtered file named with a token",
            hx[0],
            ["git", "-C", str(repo), "check-attr", "-a", f"secrets/ugs-{hx[0]}.env"],
        ),
        (
            "git name-rev",
            "git name-rev naming HEAD by a tag that holds a token",
            an[4],
            ["git", "-C", str(repo), "name-rev", "HEAD"],
        ),
        (
            "git check-ref-format",
            "git check-ref-format --branch rejecting a branch name pasted with a token",
            an[5],
            ["git", "check-ref-format", "--branch", f"rotate/{an[5]}..old"],
        ),
    ]


def _library_runs(tmp: str, an: list[str], pw: list[str]) -> list[Run]:
    return [
        (
            "make_dataclass field name",
            "dataclasses.make_dataclass given a pasted password as a field name (TypeError)",
            pw[0],
            lambda: raised_message(lambda: make_dataclass("ExportPreset", ["name", pw[0]])),
        ),
        (
            "make_archive format",
            "shutil.make_archive given a pasted key as the archive format (ValueError)",
            an[1],
            lambda: raised_message(
                lambda: shutil.make_archive(str(Path(tmp) / "build"), an[1], tmp)
            ),
        ),
    ]


def _repr_runs(an: list[str], pw: list[str]) -> list[Run]:
    plugin = make_dataclass("PluginSettings", ["server_url", "user", "api_token"])

    def member() -> str:
        keys = enum.StrEnum("Keys", {"RODIN": an[3]})
        return repr(keys.RODIN)

    return [
        (
            "make_dataclass instance",
            "repr of a make_dataclass instance holding an editor plugin's settings",
            an[2],
            lambda: repr(plugin("https://127.0.0.1:8400", "artist01", an[2])),
        ),
        (
            "strenum member",
            "repr of an enum.StrEnum member whose value is a key",
            an[3],
            member,
        ),
    ]


def _log_runs(pw: list[str], hx: list[str]) -> list[Run]:
    def finalized() -> str:
        import multiprocessing.util as mpu

        class Pool:
            pass

        def close_pool(dsn: str) -> None:
            return None

        mpu.get_logger()
        with captured_logs("multiprocessing") as stream:
            logging.getLogger("multiprocessing").setLevel(mpu.SUBDEBUG)
            pool = Pool()
            mpu.Finalize(
                pool, close_pool, args=(f"postgresql://etl:{pw[1]}@127.0.0.1:5432/assets",)
            )()
        return stream.getvalue().strip()

    return [
        (
            "multiprocessing finalize",
            "multiprocessing.util.Finalize logging a finalizer's DSN argument at SUBDEBUG",
            pw[1],
            finalized,
        ),
    ]
