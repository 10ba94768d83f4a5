"""Held-out set 13, part 5: what an agent's shell and file tools meet, raised live on this
machine, in English and in sixteen other languages; and local rate limiters and breakers.

* Real binaries run with ``subprocess.run(..., check=True)`` (cp, mv, rm, ln, chmod, touch,
  find, grep, sed, diff, make, patch, unzip, node, perl, rustc, javac, kubectl, a Python child): the
  ``CalledProcessError`` carries the exit status and the command's own stderr; plus
  ``TimeoutExpired``, a missing binary, a file without the execute bit, a script without an
  interpreter line, a binary that is running while a tool overwrites it.
* The same binaries under ``LANGUAGE=<xx>`` with ``LC_ALL=C.UTF-8`` (nl, cs, hu, fi, tr, vi,
  da, nb, ro, id, el, ca, zh_TW, eu, gl, sk): the messages come from the installed
  catalogs (coreutils.mo, findutils.mo, grep.mo, diffutils.mo, make.mo, sed.mo, libc.mo), so
  only the translated words tell what failed.
* Local limiters and breakers whose exception classes no rule names: ratelimit 2.2.1
  (``RateLimitException.period_remaining``), circuitbreaker 2.1.3 (``CircuitBreakerError``,
  "N sec remaining"), pyrate-limiter 4.6 (a weight it never admits).

Written 2026-12-04 between 02:47 and 03:00 UTC by the helper ``heldout13``, built blind:
labelled from DESIGN.md §2 semantics only, before any verdict was looked at. None of these
packages appears in sets 1-12, "gen", "dev10", "dev11" or ``tests/``; set 11 ran git, curl,
tar, gzip, xz, jq, sqlite3, openssl, dd, psql, cat, mkdir and rmdir in other languages."""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def _need(*names: str) -> None:
    missing = [name for name in names if shutil.which(name) is None]
    if missing:
        raise RuntimeError(f"commands not installed: {', '.join(missing)}")


def _run(*args: str, cwd: str | None = None, language: str | None = None,
         timeout: float | None = None) -> Any:  # fmt: skip
    env = dict(os.environ)
    if language is not None:
        env.update(LANGUAGE=language, LC_ALL="C.UTF-8")
    else:
        env.update(LANGUAGE="", LC_ALL="C.UTF-8")
    return subprocess.run(list(args), cwd=cwd, env=env, check=True, capture_output=True,
                          text=True, timeout=timeout)  # fmt: skip


class _Workspace:
    """A scratch project: files, a non-empty directory, a Makefile, a patch, a zip."""

    def __init__(self) -> None:
        self.root = root = tempfile.mkdtemp(prefix="heldout13-tools-")
        self.path = lambda *parts: os.path.join(root, *parts)
        for name, text in {
            "main.py": "print('hello')\n",
            "config.ini": "[db]\nhost = 127.0.0.1\n",
            "old.txt": "alpha\nbeta\n",
            "new.txt": "alpha\ngamma\n",
            "Makefile": "compile:\n\t@echo 'cc: error: src/engine.c: No such file or "
            "directory' >&2; exit 1\n",
            "stale.patch": "--- main.py\n+++ main.py\n@@ -1 +1 @@\n-print('bonjour')\n"
            "+print('hallo')\n",
            "broken.zip": "PK\x03\x04 this is not really a zip archive\n",
            "script.sh": "echo no interpreter line here\n",
            "tool.sh": "#!/bin/sh\necho not executable\n",
            "broken.rs": 'fn main() {\n    println!("{}", totl);\n}\n',
            "Broken.java": "class Broken { void f() { int x = 1 } }\n",
        }.items():
            with open(self.path(name), "w") as handle:
                handle.write(text)
        os.makedirs(self.path("build", "out"))
        os.makedirs(self.path("dist", "out"))
        with open(self.path("dist", "out", "app.bin"), "w") as handle:
            handle.write("x")
        os.chmod(self.path("script.sh"), 0o755)
        os.chmod(self.path("tool.sh"), 0o644)


def commands_family() -> Iterator[Case]:
    _need("cp", "mv", "rm", "ln", "chmod", "touch", "find", "grep", "sed", "diff", "make",
          "patch", "unzip", "node", "perl", "sleep", "rustc", "javac", "kubectl")  # fmt: skip
    ws = _Workspace()
    p, root = ws.path, ws.root

    def sh(*args: str, **kw: Any) -> Callable[[], Any]:
        return lambda: _run(*args, cwd=root, **kw)

    def text_busy() -> Any:
        binary = p("sleeper")
        shutil.copy(shutil.which("sleep") or "/bin/sleep", binary)
        running = subprocess.Popen([binary, "5"])
        try:
            return _run("cp", p("main.py"), binary)
        finally:
            running.kill()
            running.wait()

    def python_child_locked() -> Any:
        database = p("jobs.db")
        holder = sqlite3.connect(database, isolation_level=None)
        holder.execute("CREATE TABLE IF NOT EXISTS jobs(id INTEGER)")
        holder.execute("BEGIN EXCLUSIVE")
        try:
            code = (
                f"import sqlite3; c = sqlite3.connect({database!r}, timeout=0); "
                "c.execute('INSERT INTO jobs VALUES (1)'); c.commit()"
            )
            return _run(sys.executable, "-c", code)
        finally:
            holder.execute("ROLLBACK")
            holder.close()

    node_read = "require('fs').readFileSync('settings.json')"
    node_connect = (
        f"require('net').connect({closed_port()}, '127.0.0.1')"
        ".on('error', e => { console.error(e.message); process.exit(3); })"
    )

    cm = "commands-13"
    yield case(cm, "cp-missing-source", CLI, sh("cp", "settings.json", "backup.json"))
    yield case(cm, "cp-missing-target-dir", CLI, sh("cp", "main.py", "nope/dir/main.py"))
    yield case(cm, "cp-dev-full", FAT, sh("cp", "main.py", "/dev/full"))
    yield case(cm, "mv-not-empty", CLI, sh("mv", "build/out", "dist"))
    yield case(cm, "rm-directory", CLI, sh("rm", "build"))
    yield case(cm, "ln-exists", CLI, sh("ln", "-s", "main.py", "config.ini"))
    yield case(cm, "chmod-invalid-mode", CLI, sh("chmod", "rwx", "main.py"))
    yield case(cm, "touch-missing-dir", CLI, sh("touch", "logs/today.log"))
    yield case(cm, "find-missing-start", CLI, sh("find", "srcs", "-name", "*.py"))
    yield case(cm, "find-bad-predicate", CLI, sh("find", ".", "-nmae", "*.py"))
    yield case(cm, "grep-bad-regex", CLI, sh("grep", "-E", "foo[", "main.py"))
    yield case(cm, "grep-missing-file", CLI, sh("grep", "TODO", "todo.md"))
    yield case(cm, "sed-unterminated", CLI, sh("sed", "s/alpha/omega", "old.txt"))
    # diff exits 1 when the files differ: the tool worked, the answer is "they differ".
    yield case(cm, "diff-differs", (BIZ, CLI), sh("diff", "old.txt", "new.txt"))
    yield case(cm, "diff-missing", CLI, sh("diff", "old.txt", "older.txt"))
    yield case(cm, "make-no-rule", CLI, sh("make", "deploy"))
    yield case(cm, "make-recipe-fails", (CLI, FAT), sh("make", "compile"))
    # The patch's context is not in main.py any more: a stale edit.
    yield case(cm, "patch-hunk-failed", CLI, sh("patch", "--dry-run", "-p0", "-i",
        "stale.patch"))  # fmt: skip
    yield case(cm, "unzip-not-zip", (CLI, FAT), sh("unzip", "-t", "broken.zip"))
    yield case(cm, "node-enoent", CLI, sh("node", "-e", node_read))
    yield case(cm, "node-econnrefused", TRA, sh("node", "-e", node_connect))
    yield case(cm, "rustc-compile-error", (CLI, FAT), sh("rustc", "--edition", "2021", "-o",
        p("broken"), "broken.rs"))  # fmt: skip
    yield case(cm, "javac-compile-error", (CLI, FAT), sh("javac", "-d", root, "Broken.java"))
    yield case(
        cm,
        "kubectl-refused",
        TRA,
        sh(
            "kubectl",
            "--server",
            f"http://127.0.0.1:{closed_port()}",
            "--request-timeout",
            "2s",
            "get",
            "pods",
        ),
    )
    yield case(cm, "perl-missing-module", (FAT, CLI), sh("perl", "-MAcme::Nope::Heldout", "-e",
        "1"))  # fmt: skip
    yield case(cm, "python-child-db-locked", TRA, python_child_locked)
    # The binary is running: ETXTBSY passes once it exits.
    yield case(cm, "text-file-busy", (TRA, CLI), text_busy)
    yield case(cm, "timeout-expired", (CLI, TRA), sh("sleep", "5", timeout=0.5))
    yield case(
        cm, "binary-missing", (CLI, FAT), sh("helm", "upgrade", "--install", "web", "./chart")
    )
    yield case(cm, "not-executable", (CLI, FAT), sh(p("tool.sh")))
    yield case(cm, "exec-format", (FAT, CLI), sh(p("script.sh")))


def localized_family() -> Iterator[Case]:
    _need("cp", "mv", "rm", "ln", "touch", "find", "grep", "sed", "diff", "make")
    ws = _Workspace()
    root = ws.root

    def sh(language: str, *args: str) -> Callable[[], Any]:
        return lambda: _run(*args, cwd=root, language=language)

    lc = "commands-i18n-13"
    for language in ("nl", "cs", "hu", "fi", "tr", "vi", "da"):
        yield case(lc, f"cp-missing-{language}", CLI, sh(language, "cp", "settings.json", "b.json"))
    for language in ("el", "ca", "ro"):
        yield case(lc, f"rm-directory-{language}", CLI, sh(language, "rm", "build"))
    for language in ("id", "sk"):
        yield case(lc, f"ln-exists-{language}", CLI, sh(language, "ln", "-s", "main.py",
            "config.ini"))  # fmt: skip
    for language in ("nb", "eu", "zh_TW"):
        yield case(lc, f"cp-dev-full-{language}", FAT, sh(language, "cp", "main.py", "/dev/full"))
    for language in ("vi", "gl"):
        yield case(lc, f"mv-not-empty-{language}", CLI, sh(language, "mv", "build/out", "dist"))
    for language in ("tr", "zh_TW", "cs"):
        yield case(lc, f"find-missing-{language}", CLI, sh(language, "find", "srcs", "-name",
            "*.py"))  # fmt: skip
    for language in ("fi", "ca"):
        yield case(lc, f"grep-missing-{language}", CLI, sh(language, "grep", "TODO", "todo.md"))
    for language in ("da", "hu"):
        yield case(lc, f"sed-unterminated-{language}", CLI, sh(language, "sed", "s/alpha/omega",
            "old.txt"))  # fmt: skip
    for language in ("nl", "gl"):
        yield case(lc, f"diff-missing-{language}", CLI, sh(language, "diff", "old.txt",
            "older.txt"))  # fmt: skip
    for language in ("id", "fi", "zh_TW"):
        yield case(lc, f"make-no-rule-{language}", CLI, sh(language, "make", "deploy"))
    for language in ("sk", "tr"):
        yield case(lc, f"touch-missing-dir-{language}", CLI, sh(language, "touch",
            "logs/today.log"))  # fmt: skip


def limiters_family() -> Iterator[Case]:
    from circuitbreaker import circuit
    from pyrate_limiter import Duration, Limiter, Rate
    from ratelimit import limits

    @limits(calls=1, period=60)
    def lookup() -> str:
        return "ok"

    @limits(calls=2, period=5)
    def search() -> str:
        return "ok"

    def twice(function: Callable[[], Any]) -> Callable[[], Any]:
        def run() -> Any:
            for _ in range(3):
                function()

        return run

    @circuit(failure_threshold=1, recovery_timeout=30, expected_exception=ConnectionError,
             name="inventory")  # fmt: skip
    def inventory() -> str:
        raise ConnectionError("inventory service reset the connection")

    def open_breaker() -> Any:
        with contextlib.suppress(ConnectionError):
            inventory()
        return inventory()

    @circuit(failure_threshold=2, recovery_timeout=120, name="payments")
    def payments() -> str:
        raise TimeoutError("payments gateway timed out")

    def open_payments() -> Any:
        for _ in range(2):
            with contextlib.suppress(TimeoutError):
                payments()
        return payments()

    lm = "limiters"
    yield case(lm, "ratelimit-60s", TRA, twice(lookup), retry_after=60.0)
    yield case(lm, "ratelimit-5s", TRA, twice(search), retry_after=5.0)
    yield case(lm, "breaker-open-30s", TRA, open_breaker, retry_after=30.0)
    yield case(lm, "breaker-open-120s", TRA, open_payments, retry_after=120.0)
    yield case(lm, "pyrate-never-admits", (CLI, FAT), lambda: list(Limiter(
        Rate(5, Duration.SECOND)).limited_iter(range(3), name="bulk", weight=10)))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    commands_family,
    localized_family,
    limiters_family,
)
