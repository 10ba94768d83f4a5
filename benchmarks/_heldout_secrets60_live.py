"""Held-out set 60: output of tools and libraries really run here, against local files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, addresses, temporary paths) so that every run gives the same text except the values.
Tools and calls were grepped for in every earlier held-out live and families file before they
were chosen; the counts of earlier files naming each are in the commit message:

* ``cli``: ``git config -l`` in a scratch repository whose remote URL carries a token, and
  ``git status --porcelain`` listing an untracked key file named with a token (both in a
  temporary directory, never the project's repository).
* ``traceback``: ``graphlib.TopologicalSorter`` raising ``CycleError`` over job ids that hold
  a token, and ``getattr`` on a settings object raising ``AttributeError`` for a value pasted
  where a setting's name belonged.
* ``repr``: ``collections.UserDict`` and ``multidict.MultiDictProxy`` holding credentials.
* ``log``: watchdog's ``LoggingEventHandler`` logging a created key file named with a token.
"""

from __future__ import annotations

import contextlib
import re
import tempfile
import time
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
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "2026-12-06 22:30:00", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (38, 29, 33, 31, 36, 27)]
    hx = [v.gen(HEX, n) for n in (40, 32)]
    pw = [v.pw() for _ in range(2)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx), tmp, "cli", "context")
        tb = _collect(_library_runs(an), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, pw), tmp, "repr", "cause")
        logs = _collect(_log_runs(tmp, hx), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str]) -> list[Run]:
    repo = Path(tmp) / "repo"
    repo.mkdir()
    env = _ENV
    run_command(["git", "init", "-q", str(repo)], tmp, env=env)
    run_command(
        ["git", "-C", str(repo), "remote", "add", "origin",
         f"https://ci-bot:{an[0]}@git.acme.io/acme/api.git"],
        tmp, env=env,
    )  # fmt: skip
    (repo / "keys").mkdir()
    (repo / "keys" / f"deploy-{hx[0]}.pem").write_text("x\n")
    return [
        (
            "git config list",
            "git config -l in a scratch repository whose remote URL carries a token",
            an[0],
            ["git", "-C", str(repo), "config", "-l"],
        ),
        (
            "git status porcelain",
            "git status --porcelain -uall listing an untracked key file named with a token",
            hx[0],
            ["git", "-C", str(repo), "status", "--porcelain", "-uall"],
        ),
    ]


def _library_runs(an: list[str]) -> list[Run]:
    import graphlib

    class Settings:
        region = "eu-west-1"

    def cycle() -> None:
        ts = graphlib.TopologicalSorter()
        ts.add(f"deploy-{an[1]}", "migrate")
        ts.add("migrate", f"deploy-{an[1]}")
        ts.prepare()

    return [
        (
            "graphlib cycle",
            "graphlib.TopologicalSorter.prepare over job ids holding a token (CycleError)",
            an[1],
            lambda: raised_message(cycle),
        ),
        (
            "getattr settings",
            "getattr on a settings object given a pasted key as the setting's name (AttributeError)",
            an[2],
            lambda: raised_message(lambda: getattr(Settings(), an[2])),
        ),
    ]


def _repr_runs(an: list[str], pw: list[str]) -> list[Run]:
    from collections import UserDict

    out: list[Run] = [
        (
            "userdict",
            "repr of a collections.UserDict of connection settings",
            pw[0],
            lambda: repr(UserDict(host="127.0.0.1", user="etl", password=pw[0])),
        ),
    ]
    with contextlib.suppress(ImportError):
        from multidict import MultiDict, MultiDictProxy

        out.append(
            (
                "multidict proxy",
                "repr of a multidict.MultiDictProxy of request headers",
                an[3],
                lambda: repr(
                    MultiDictProxy(MultiDict([("Host", "127.0.0.1"), ("X-Api-Key", an[3])]))
                ),
            )
        )
    return out


def _log_runs(tmp: str, hx: list[str]) -> list[Run]:
    def watched() -> str:
        from watchdog.events import LoggingEventHandler
        from watchdog.observers import Observer

        inbox = Path(tmp) / "inbox"
        inbox.mkdir()
        observer = Observer()
        observer.schedule(LoggingEventHandler(), str(inbox))
        with captured_logs("root", "watchdog") as stream:
            import logging

            root = logging.getLogger()
            old = root.level
            root.setLevel(logging.INFO)
            observer.start()
            try:
                time.sleep(0.3)
                (inbox / f"token-{hx[1]}.txt").write_text("x\n")
                time.sleep(1.0)
            finally:
                observer.stop()
                observer.join()
                root.setLevel(old)
        lines = [line for line in stream.getvalue().splitlines() if hx[1] in line]
        return "\n".join(sorted(set(lines)))

    return [
        (
            "watchdog logging handler",
            "watchdog's LoggingEventHandler logging a created file named with a token",
            hx[1],
            watched,
        ),
    ]
