"""Held-out set 21, part 3: commands an agent runs that no earlier set ran.

patch, diff, unzip, zip, make, sed, find, sort, cut, head, dd, truncate, ln, chmod, install,
split, base64, stat, mktemp, timeout, tr, uniq, mkfifo, rmdir, mv, numfmt, expr and date, run
with ``check=True`` and stderr captured: ``CalledProcessError`` (the cause on stderr or only in
the exit status), ``TimeoutExpired`` or a missing program.

Written 2026-12-04 between 16:56 and 17:40 UTC by the helper ``heldout21``, built blind (see
``_heldout_families_twentyfirst``)."""

from __future__ import annotations

import subprocess
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case

__all__ = ["FAMILIES"]

_STALE_PATCH = """--- a/app.py
+++ b/app.py
@@ -1,3 +1,3 @@
 def greet(name):
-    return "hello " + name
+    return f"hello {name}"
 # end
"""


def commands_family() -> Iterator[Case]:
    work = Path(tempfile.mkdtemp(prefix="heldout21-"))
    (work / "app.py").write_text('def greet(who):\n    return "hi " + who\n# end\n')
    (work / "fix.patch").write_text(_STALE_PATCH)
    (work / "old.txt").write_text("alpha\nbeta\n")
    (work / "new.txt").write_text("alpha\ngamma\n")
    (work / "names.txt").write_text("zoe\nadam\n")
    (work / "broken.zip").write_bytes(b"PK\x03\x04 this is not really a zip archive")
    (work / "Makefile").write_text("build:\n\tcc -c missing_main.c -o main.o\n")
    (work / "full").mkdir()
    (work / "full" / "keep.txt").write_text("x")
    (work / "link").symlink_to("app.py")

    def run(*argv: str, stdin: str = "", timeout: float = 30) -> Callable[[], Any]:
        return lambda: subprocess.run(list(argv), input=stdin, check=True, capture_output=True,
            text=True, timeout=timeout, cwd=work)  # fmt: skip

    cm = "commands-21"
    # A patch whose context no longer matches the file: the edit is stale, re-read and redo it.
    yield case(cm, "patch-hunk-failed", CLI, run("patch", "--dry-run", "-p1", "-i", "fix.patch"))
    yield case(cm, "patch-missing-file", CLI, run("patch", "-p1", "-i", "nope.patch"))
    yield case(cm, "patch-garbage", CLI, run("patch", "-p1", stdin="this is not a diff\n"))
    # diff and sort -c exit 1 to answer "they differ" / "it is not sorted".
    yield case(cm, "diff-differ", (BIZ, CLI), run("diff", "old.txt", "new.txt"))
    yield case(cm, "diff-missing", CLI, run("diff", "old.txt", "gone.txt"))
    yield case(cm, "sort-check", (BIZ, CLI), run("sort", "-c", "names.txt"))
    yield case(cm, "unzip-corrupt", CLI, run("unzip", "-t", "broken.zip"))
    yield case(cm, "unzip-missing", CLI, run("unzip", "release.zip"))
    yield case(cm, "zip-nothing", CLI, run("zip", "out.zip", "no-such-dir-21"))
    yield case(cm, "make-no-rule", CLI, run("make", "deploy"))
    yield case(cm, "make-compile-fails", (CLI, FAT), run("make", "build"))
    yield case(cm, "make-no-makefile", CLI, run("make", "-f", "GNUmakefile.missing"))
    yield case(cm, "sed-bad-regex", CLI, run("sed", "-E", "s/(unclosed/x/", "app.py"))
    yield case(cm, "sed-unknown-command", CLI, run("sed", "-e", "k", "app.py"))
    yield case(cm, "find-bad-predicate", CLI, run("find", ".", "-nmae", "*.py"))
    yield case(cm, "find-missing-start", CLI, run("find", "src-missing", "-name", "*.py"))
    yield case(cm, "cut-no-list", CLI, run("cut", "names.txt"))
    yield case(cm, "head-bad-count", CLI, run("head", "-n", "ten", "names.txt"))
    yield case(cm, "dd-bad-operand", CLI, run("dd", "if=old.txt", "of=/dev/null", "bs=lots"))
    yield case(cm, "truncate-bad-size", CLI, run("truncate", "-s", "huge", "old.txt"))
    yield case(cm, "ln-exists", CLI, run("ln", "-s", "new.txt", "link"))
    yield case(cm, "chmod-bad-mode", CLI, run("chmod", "u+q", "app.py"))
    yield case(cm, "install-missing", CLI, run("install", "-m", "755", "agent.bin", "bin/"))
    yield case(cm, "split-bad-chunks", CLI, run("split", "-n", "0", "names.txt"))
    yield case(cm, "base64-invalid", CLI, run("base64", "-d", stdin="@@@@ not base64\n"))
    yield case(cm, "stat-missing", CLI, run("stat", "config.yaml"))
    yield case(cm, "mktemp-bad-template", CLI, run("mktemp", "build.XX"))
    yield case(cm, "tr-bad-range", CLI, run("tr", "z-a", "A-Z", stdin="abc"))
    yield case(cm, "uniq-bad-field", CLI, run("uniq", "-f", "-3", "names.txt"))
    yield case(cm, "mkfifo-exists", CLI, run("mkfifo", "old.txt"))
    yield case(cm, "rmdir-not-empty", CLI, run("rmdir", "full"))
    yield case(cm, "mv-into-self", CLI, run("mv", "full", "full/inner"))
    yield case(cm, "numfmt-invalid", CLI, run("numfmt", "--from=iec", "12Q"))
    yield case(cm, "expr-division-zero", CLI, run("expr", "7", "/", "0"))
    yield case(cm, "date-invalid", CLI, run("date", "-d", "2026-13-45"))
    # timeout(1) killed the command: the work did not finish in time, not a bad request.
    yield case(cm, "timeout-124", (TRA, CLI), run("timeout", "0.3", "sleep", "5"))
    yield case(cm, "sleep-expired", (TRA, CLI), run("sleep", "5", timeout=0.3))
    yield case(cm, "missing-program", CLI, run("no-such-formatter-21", "--check"))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (commands_family,)
