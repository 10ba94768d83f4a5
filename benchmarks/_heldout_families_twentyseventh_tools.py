"""Held-out set 27, part 4: git, shell commands and small libraries a coding agent's tools run.

* git as an agent drives it in a scratch repository: a stale patch through ``git apply``, an
  unknown branch, nothing to commit, a merge conflict, a held ``index.lock``, a push to a
  refused remote, a clone whose server answers 503 or 404; and ``zcat``, ``cpp``, ``shred``,
  ``make``, ``jq``, ``sqlite3`` and ``curl --fail`` as the agent calls them. All run with
  ``check=True``, output captured and ``LC_ALL=C``: ``CalledProcessError`` with the cause on
  stderr, or ``TimeoutExpired``.
* Small libraries a tool calls on the model's arguments: netaddr, more-itertools, cyclopts,
  mmh3, crcmod, filetype and sqlparse, raising their own errors, plus a tool's own bug.

Written 2026-12-05 from 04:15 UTC by the helper ``heldout27``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import os
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_servers import HttpScript, closed_port

__all__ = ["FAMILIES"]


def git_shell_family() -> Iterator[Case]:
    work = Path(tempfile.mkdtemp(prefix="heldout27-git-"))
    env = dict(os.environ, LANG="C", LC_ALL="C", HOME=str(work), GIT_TERMINAL_PROMPT="0",
        GIT_AUTHOR_NAME="Agent", GIT_AUTHOR_EMAIL="agent@example.com", GIT_COMMITTER_NAME=
        "Agent", GIT_COMMITTER_EMAIL="agent@example.com")  # fmt: skip
    server = HttpScript()

    def run(*argv: str, timeout: float = 30, stdin: str | None = None) -> Callable[[], Any]:
        return lambda: subprocess.run(list(argv), check=True, capture_output=True, text=True,
            timeout=timeout, cwd=work, env=env, input=stdin)  # fmt: skip

    def setup() -> None:
        for argv in (["git", "init", "-q", "-b", "main"], ["git", "add", "app.py"],
            ["git", "commit", "-qm", "init"], ["git", "checkout", "-qb", "feature"]):  # fmt: skip
            if argv[1] == "add":
                (work / "app.py").write_text("def total(a, b):\n    return a + b\n")
            subprocess.run(argv, check=True, capture_output=True, cwd=work, env=env)
        (work / "app.py").write_text("def total(a, b):\n    return a + b + 1\n")
        subprocess.run(["git", "commit", "-qam", "feature"], check=True, cwd=work, env=env)
        subprocess.run(["git", "checkout", "-q", "main"], check=True, cwd=work, env=env)
        (work / "app.py").write_text("def total(a, b):\n    return b + a - 1\n")
        subprocess.run(["git", "commit", "-qam", "main"], check=True, cwd=work, env=env)

    setup()
    stale = ("--- a/app.py\n+++ b/app.py\n@@ -1,2 +1,2 @@\n def total(a, b):\n"
        "-    return a * b\n+    return a * b * 2\n")  # fmt: skip
    g = "git-shell-27"
    # The patch's context is stale: the edit must be redone against the current file.
    yield case(g, "git-apply-stale", CLI, run("git", "apply", "-", stdin=stale))
    yield case(g, "git-checkout-unknown", CLI, run("git", "checkout", "fix/heldout-27"))
    yield case(g, "git-commit-nothing", (CLI, BIZ), run("git", "commit", "-m", "wip"))
    yield case(g, "git-merge-conflict", (CLI, FAT), run("git", "merge", "--no-edit", "feature"))

    def locked() -> Any:
        subprocess.run(["git", "merge", "--abort"], capture_output=True, cwd=work, env=env)
        (work / ".git" / "index.lock").write_text("")
        try:
            return run("git", "commit", "--allow-empty", "-m", "x")()
        finally:
            (work / ".git" / "index.lock").unlink()

    # Another git process holds the index lock; it is released when that process ends.
    yield case(g, "git-index-lock", (TRA, CLI), locked)
    yield case(g, "git-push-refused", TRA, run("git", "push", f"http://127.0.0.1:"
        f"{closed_port()}/team/app.git", "main"))  # fmt: skip

    def clone(status: int) -> Callable[[], Any]:
        def go() -> Any:
            server.set(status, "unavailable" if status >= 500 else "not found",
                Content_Type="text/plain")  # fmt: skip
            return run("git", "clone", "-q", f"{server.url}/team/lib.git", f"lib{status}")()

        return go

    yield case(g, "git-clone-503", TRA, clone(503))
    yield case(g, "git-clone-404", CLI, clone(404))
    yield case(g, "git-unknown-revision", CLI, run("git", "rev-parse", "--verify", "HEAD~99"))
    yield case(g, "git-not-a-repo", CLI, lambda: subprocess.run(["git", "log", "-1"], check=True,
        capture_output=True, text=True, cwd=tempfile.mkdtemp(prefix="heldout27-norepo-"),
        env=dict(env, GIT_CEILING_DIRECTORIES="/tmp")))  # fmt: skip
    (work / "notes.txt").write_text("plain text, not gzip\n")
    yield case(g, "zcat-not-gzip", CLI, run("zcat", "notes.txt"))
    (work / "config.h").write_text('#error "HAVE_SSL must be defined"\n')
    yield case(g, "cpp-error-directive", CLI, run("cpp", "config.h"))
    yield case(g, "shred-missing", CLI, run("shred", "-u", "secrets.env"))
    (work / "Makefile").write_text("build:\n\t@echo building\n")
    yield case(g, "make-no-target", CLI, run("make", "deploy"))
    yield case(g, "jq-bad-json", CLI, run("jq", ".items[0]", stdin="{'items': [1,2]}"))
    yield case(g, "sqlite3-syntax", (CLI, FAT), run("sqlite3", "app.db", "SELEC * FROM users;"))

    def curl(status: int, **headers: str) -> Callable[[], Any]:
        def go() -> Any:
            server.set(status, "{}", **headers)
            return run("curl", "-sS", "--fail", "-m", "3", f"{server.url}/api/v2/items")()

        return go

    yield case(g, "curl-fail-429", TRA, curl(429, Retry_After="9"))
    yield case(g, "curl-fail-403", CLI, curl(403))
    yield case(g, "curl-refused", TRA, run("curl", "-sS", "-m", "3",
        f"http://127.0.0.1:{closed_port()}/"))  # fmt: skip
    # A command that hangs past its limit: narrow it or raise the limit.
    yield case(g, "sleep-timeout", (TRA, CLI), run("sleep", "30", timeout=1))


def small_libraries_family() -> Iterator[Case]:
    import crcmod
    import cyclopts
    import filetype
    import mmh3
    import netaddr
    import sqlparse
    from more_itertools import one, strictly_n

    s = "small-libs-27"
    yield case(s, "netaddr-bad-ip", CLI, lambda: netaddr.IPAddress("10.0.0.300"))
    yield case(s, "netaddr-bad-cidr", CLI, lambda: netaddr.IPNetwork("192.168.1.0/33"))
    yield case(s, "more-itertools-one-many", CLI, lambda: one(["a.py", "b.py"]))
    yield case(s, "more-itertools-one-empty", (CLI, BIZ), lambda: one([]))
    yield case(s, "more-itertools-strictly-n", CLI, lambda: list(strictly_n([1, 2], 3)))

    app = cyclopts.App(exit_on_error=False, print_error=False, help_flags=[])

    @app.default
    def deploy(region: str, replicas: int = 1) -> None:
        """Deploy the service."""

    yield case(s, "cyclopts-bad-int", CLI, lambda: app(["eu", "--replicas", "three"]))
    yield case(s, "cyclopts-unknown-option", CLI, lambda: app(["eu", "--dry"]))
    yield case(s, "cyclopts-missing-arg", CLI, lambda: app([]))
    yield case(s, "cyclopts-extra-positional", CLI, lambda: app(["eu", "2", "extra"]))
    yield case(s, "netaddr-bad-mac", CLI, lambda: netaddr.EUI("00:1b:77:49:54:zz"))
    yield case(s, "mmh3-wrong-type", (CLI, FAT), lambda: mmh3.hash(["not", "bytes"]))  # type: ignore[arg-type]
    yield case(s, "crcmod-bad-poly", CLI, lambda: crcmod.mkCrcFun(0x1234))
    yield case(s, "filetype-missing", CLI, lambda: filetype.guess("/tmp/heldout27/upload.png"))
    yield case(s, "sqlparse-bad-type", (CLI, FAT), lambda: sqlparse.format(1027))  # type: ignore[arg-type]

    def tool_bug() -> Any:
        parsed = sqlparse.parse("SELECT id FROM users")[0]
        return {"table": parsed.get_real_name()}["tables"]

    yield case(s, "tool-keyerror", FAT, tool_bug)


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    git_shell_family,
    small_libraries_family,
)
