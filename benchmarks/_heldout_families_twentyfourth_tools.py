"""Held-out set 24, part 5: commands a coding agent runs that no earlier set ran.

* git subcommands no set ran (commit, checkout, push, rebase, cherry-pick, apply, rev-parse,
  show, branch, tag, blame, fetch, worktree) in a throwaway repository, plus git's smart HTTP
  against a fake server on 127.0.0.1 (503, 401 with prompts disabled, 404, a silent port).
* Other commands: sha1sum/cksum/df/strip/ldd/tee/base32/sort -c, a C++ compile error, valgrind
  finding an invalid read, pkg-config, pydoc, a program that segfaults, ripgrep not installed.

All run with ``check=True`` and their output captured: ``CalledProcessError`` (the cause on
stderr, sometimes only on stdout), ``TimeoutExpired``, ``FileNotFoundError``.

Written 2026-12-05 from 00:15 UTC by the helper ``heldout24``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_families_twentyfirst import silent_port
from _heldout_servers import HttpScript, closed_port

__all__ = ["FAMILIES"]


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ, HOME=str(home), GIT_CONFIG_NOSYSTEM="1", GIT_TERMINAL_PROMPT="0",
        LANG="C", LC_ALL="C")  # fmt: skip
    for key in ("GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE"):
        env.pop(key, None)
    return env


def _runner(cwd: Path, env: dict[str, str]) -> Callable[..., Callable[[], Any]]:
    def run(*argv: str, where: Path | None = None, timeout: float = 60) -> Callable[[], Any]:
        return lambda: subprocess.run(list(argv), check=True, capture_output=True, text=True,
            timeout=timeout, cwd=where or cwd, env=env, stdin=subprocess.DEVNULL)  # fmt: skip

    return run


def _repo(work: Path, env: dict[str, str]) -> Path:
    repo = work / "app"
    repo.mkdir()

    def git(*argv: str, where: Path = repo) -> None:
        subprocess.run(["git", *argv], check=True, capture_output=True, cwd=where, env=env)

    git("init", "-q", "-b", "main")
    git("config", "user.email", "agent@heldout24.test")
    git("config", "user.name", "Agent 24")
    (repo / "app.py").write_text("def total(items):\n    return sum(items)\n")
    git("add", "app.py")
    git("commit", "-q", "-m", "first")
    git("tag", "v1.0")
    git("checkout", "-q", "-b", "feature")
    (repo / "app.py").write_text("def total(items):\n    return sum(i.price for i in items)\n")
    git("commit", "-q", "-am", "prices")
    git("checkout", "-q", "main")
    (repo / "app.py").write_text("def total(items):\n    return round(sum(items), 2)\n")
    git("commit", "-q", "-am", "round")
    git("branch", "spike", "feature")
    git("init", "-q", "--bare", "-b", "main", str(work / "origin.git"), where=work)
    git("remote", "add", "origin", str(work / "origin.git"))
    git("push", "-q", "origin", "main")
    git("clone", "-q", str(work / "origin.git"), str(work / "other"), where=work)
    other = work / "other"
    git("config", "user.email", "other@heldout24.test", where=other)
    git("config", "user.name", "Other", where=other)
    (other / "README.md").write_text("# app\n")
    git("add", "README.md", where=other)
    git("commit", "-q", "-m", "readme", where=other)
    git("push", "-q", "origin", "main", where=other)
    (repo / "notes.txt").write_text("local notes\n")
    (work / "fix.patch").write_text("--- a/app.py\n+++ b/app.py\n@@ -1,2 +1,2 @@\n def total("
        "items):\n-    return sum(items) * 1.0\n+    return float(sum(items))\n")  # fmt: skip
    return repo


def git_family() -> Iterator[Case]:
    work = Path(tempfile.mkdtemp(prefix="heldout24-git-"))
    env = _env(work)
    repo = _repo(work, env)
    run = _runner(repo, env)
    server = HttpScript()

    def dirty_checkout() -> Any:
        (repo / "app.py").write_text("def total(items):\n    return 0\n")
        try:
            return run("git", "checkout", "feature")()
        finally:
            subprocess.run(["git", "checkout", "--", "app.py"], cwd=repo, env=env)

    def locked_index() -> Any:
        (repo / ".git" / "index.lock").write_text("")
        try:
            return run("git", "add", "notes.txt")()
        finally:
            (repo / ".git" / "index.lock").unlink()

    def conflict(*argv: str) -> Callable[[], Any]:
        def go() -> Any:
            try:
                return run("git", *argv)()
            finally:
                for abort in (["rebase", "--abort"], ["cherry-pick", "--abort"]):
                    subprocess.run(["git", *abort], cwd=repo, env=env, capture_output=True)

        return go

    def http_clone(status: int, body: str = "") -> Callable[[], Any]:
        def go() -> Any:
            server.set(status, body, Content_Type="text/plain")
            return run("git", "clone", f"{server.url}/acme/app.git", str(work / f"c{status}"),
                timeout=20)()  # fmt: skip

        return go

    no_identity = Path(tempfile.mkdtemp(prefix="heldout24-noid-"))
    subprocess.run(["git", "init", "-q", str(no_identity)], env=env, check=True)
    (no_identity / "a.txt").write_text("a\n")
    subprocess.run(["git", "add", "a.txt"], cwd=no_identity, env=env, check=True)

    gt = "git-24"
    yield case(gt, "commit-nothing", (CLI, BIZ), run("git", "commit", "-m", "update", "--",
        "app.py"))  # fmt: skip
    yield case(gt, "checkout-would-overwrite", CLI, dirty_checkout)
    yield case(gt, "push-non-fast-forward", CLI, run("git", "push", "origin", "main"))
    yield case(gt, "rebase-conflict", (CLI, BIZ), conflict("rebase", "feature"))
    yield case(gt, "cherry-pick-conflict", (CLI, BIZ), conflict("cherry-pick", "feature"))
    yield case(gt, "apply-does-not-apply", CLI, run("git", "apply", str(work / "fix.patch")))
    yield case(gt, "rev-parse-unknown", CLI, run("git", "rev-parse", "--verify", "release/2.0"))
    yield case(gt, "show-past-history", CLI, run("git", "show", "HEAD~40:app.py"))
    yield case(gt, "branch-not-merged", (CLI, BIZ), run("git", "branch", "-d", "spike"))
    yield case(gt, "tag-exists", (CLI, BIZ), run("git", "tag", "v1.0"))
    yield case(gt, "blame-no-such-path", CLI, run("git", "blame", "src/app.py"))
    yield case(gt, "fetch-unknown-remote", CLI, run("git", "fetch", "upstream"))
    yield case(gt, "worktree-branch-in-use", CLI, run("git", "worktree", "add",
        str(work / "wt-main"), "main"))  # fmt: skip
    # Another git process holds the index: the same command works once it is done.
    yield case(gt, "index-locked", (TRA, CLI), locked_index)
    yield case(gt, "no-identity", (CLI, FAT), run("git", "commit", "-m", "init",
        where=no_identity))  # fmt: skip
    yield case(gt, "http-503", TRA, http_clone(503, "Service Unavailable"))
    yield case(gt, "http-401-no-prompt", CRED, http_clone(401, "Unauthorized"))
    yield case(gt, "http-404", CLI, http_clone(404, "Repository not found"))
    yield case(gt, "http-refused", TRA, run("git", "ls-remote", f"http://127.0.0.1:"
        f"{closed_port()}/acme/app.git"))  # fmt: skip
    yield case(gt, "http-hangs", (TRA, CLI), run("git", "ls-remote", f"http://127.0.0.1:"
        f"{silent_port()}/acme/app.git", timeout=2))  # fmt: skip


def commands_family() -> Iterator[Case]:
    work = Path(tempfile.mkdtemp(prefix="heldout24-cmd-"))
    env = _env(work)
    run = _runner(work, env)
    (work / "release.tar.gz").write_bytes(b"release bytes\n")
    (work / "SHA1SUMS").write_text("0000000000000000000000000000000000000000  release.tar.gz\n")
    (work / "notes.txt").write_text("plain text, not an object file\n")
    (work / "names.txt").write_text("alice\ncarol\nbob\n")
    (work / "token.b32").write_text("MZXW6YTBOI=====!!\n")
    (work / "bad.cpp").write_text("#include <vector>\nint main() {\n  std::vector<int> v = "
        "{1, 2};\n  return v.size() + undefined_name;\n}\n")  # fmt: skip
    (work / "oob.c").write_text("#include <stdlib.h>\nint main(void) {\n  int *a = malloc(4 * "
        "sizeof(int));\n  int x = a[4];\n  free(a);\n  return x == 12345;\n}\n")  # fmt: skip
    (work / "crash.c").write_text("int main(void) {\n  int *p = 0;\n  return *p;\n}\n")
    for name in ("oob", "crash"):
        subprocess.run(["gcc", "-g", "-O0", "-o", str(work / name), str(work / f"{name}.c")],
            check=True, capture_output=True)  # fmt: skip
    py = sys.executable

    cm = "commands-24"
    yield case(cm, "sha1sum-mismatch", (BIZ, CLI), run("sha1sum", "-c", "SHA1SUMS"))
    yield case(cm, "cksum-missing-file", CLI, run("cksum", "release-2.0.tar.gz"))
    yield case(cm, "df-missing-path", CLI, run("df", "-h", "/mnt/heldout24-data"))
    yield case(cm, "strip-not-object", CLI, run("strip", "notes.txt"))
    yield case(cm, "ldd-not-dynamic", CLI, run("ldd", "notes.txt"))
    yield case(cm, "tee-missing-dir", CLI, lambda: subprocess.run(["tee", "out/report.txt"],
        input="report\n", check=True, capture_output=True, text=True, cwd=work))  # fmt: skip
    yield case(cm, "base32-invalid", CLI, run("base32", "-d", "token.b32"))
    yield case(cm, "cxx-compile-error", CLI, run("c++", "-o", "bad", "bad.cpp"))
    # valgrind found an invalid read: the program has a bug to fix.
    yield case(cm, "valgrind-invalid-read", (CLI, FAT), run("valgrind", "-q",
        "--error-exitcode=3", "./oob", timeout=120))  # fmt: skip
    yield case(cm, "segfault", (FAT, CLI), run("./crash"))
    yield case(cm, "pkg-config-missing", (CLI, FAT), run("pkg-config", "--cflags",
        "libheldout24"))  # fmt: skip
    yield case(cm, "pydoc-not-found", CLI, run(py, "-m", "pydoc", "requestz"))
    # The check ran and answered "not sorted": an answer about the data.
    yield case(cm, "sort-check-disorder", (BIZ, CLI), run("sort", "-c", "names.txt"))
    yield case(cm, "ripgrep-not-installed", (CLI, FAT), run("rg", "-n", "def total", "."))
    yield case(cm, "fd-not-installed", (CLI, FAT), run("fd", "-e", "py"))
    yield case(cm, "pipefail-missing-input", CLI, run("bash", "-c", "set -o pipefail; cat "
        "access.log | grep -c ' 500 '"))  # fmt: skip
    yield case(cm, "sleep-hangs", (TRA, CLI), run("sleep", "30", timeout=1))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    git_family,
    commands_family,
)
