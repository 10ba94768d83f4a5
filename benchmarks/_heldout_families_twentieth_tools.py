"""Held-out set 20, part 3: commands an agent runs whose cause is only on stderr or in the exit.

md5sum, comm, join, cmp, csplit, fold, shuf, tac, flock, getent, bc, xargs, b2sum and shell
scripts printing causes in wording no earlier set used, run with ``check=True``:
``CalledProcessError`` (stderr captured), ``TimeoutExpired`` or a missing program.

Written 2026-12-04 between 14:15 and 14:40 UTC by the helper ``heldout20``, built blind (see
``_heldout_families_twentieth``)."""

from __future__ import annotations

import fcntl
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED

__all__ = ["FAMILIES"]


def commands_family() -> Iterator[Case]:
    work = Path(tempfile.mkdtemp(prefix="heldout20-"))
    (work / "a.txt").write_text("pear\napple\n")
    (work / "b.txt").write_text("apple\nzebra\n")
    (work / "sums.md5").write_text("0123456789abcdef0123456789abcdef  a.txt\n")
    lock = (work / "deploy.lock").open("w")
    fcntl.flock(lock, fcntl.LOCK_EX)  # held for the family's lifetime: flock -n must fail

    def run(*argv: str, stdin: str = "", timeout: float = 30) -> Callable[[], Any]:
        return lambda: subprocess.run(list(argv), input=stdin, check=True, capture_output=True,
            text=True, timeout=timeout, cwd=work)  # fmt: skip

    def sh(script: str) -> Callable[[], Any]:
        return run("sh", "-c", script)

    cm = "commands-20"
    # A checksum that does not match: the file (or the list) is not what the caller said.
    yield case(cm, "md5sum-mismatch", (CLI, FAT), run("md5sum", "-c", "sums.md5"))
    yield case(cm, "md5sum-missing", CLI, run("md5sum", "release.tar"))
    yield case(cm, "comm-unsorted", CLI, run("comm", "--check-order", "a.txt", "b.txt"))
    yield case(cm, "join-missing", CLI, run("join", "a.txt", "c.txt"))
    # cmp exits 1 when the files differ: an answer, or a failed check the caller wanted.
    yield case(cm, "cmp-differ", (BIZ, CLI), run("cmp", "a.txt", "b.txt"))
    yield case(cm, "csplit-no-match", CLI, run("csplit", "a.txt", "/^kiwi/"))
    yield case(cm, "fold-bad-width", CLI, run("fold", "-w", "zero", "a.txt"))
    yield case(cm, "shuf-bad-range", CLI, run("shuf", "-i", "9-1"))
    yield case(cm, "tac-missing", CLI, run("tac", "journal.log"))
    # Another holder has the lock: the same call may succeed once it is released.
    yield case(cm, "flock-held", TRA, run("flock", "-n", "deploy.lock", "true"))
    yield case(cm, "getent-unknown", (CLI, BIZ), run("getent", "passwd", "nobody-heldout-20"))
    yield case(cm, "bc-syntax", CLI, sh("echo '2 +* 3' | bc 2>&1 >/dev/null | grep . >&2; "
        "exit 1"))  # fmt: skip
    yield case(cm, "xargs-missing", CLI, run("xargs", "-a", "hosts.txt", "echo"))
    yield case(cm, "b2sum-dir", CLI, run("b2sum", "."))
    yield case(cm, "script-eagain", TRA, sh("echo 'fork: retry: Resource temporarily "
        "unavailable' >&2; exit 254"))  # fmt: skip
    yield case(cm, "script-name-resolution", TRA, sh("echo 'curl: (6) Could not resolve host:"
        " mirror.internal; Temporary failure in name resolution' >&2; exit 6"))  # fmt: skip
    yield case(cm, "script-quota", FAT, sh("echo 'rsync: write failed on \"/data/out.bin\": "
        "Disk quota exceeded (122)' >&2; exit 11"))  # fmt: skip
    yield case(cm, "script-rofs", FAT, sh("echo 'mkdir: cannot create directory "
        "‘/srv/cache’: Read-only file system' >&2; exit 1"))  # fmt: skip
    yield case(cm, "script-text-busy", TRA, sh("echo 'cp: cannot create regular file "
        "‘/usr/local/bin/agent’: Text file busy' >&2; exit 1"))  # fmt: skip
    yield case(cm, "script-broken-pipe", TRA, sh("echo 'ssh: write failed: Broken pipe' >&2; "
        "exit 255"))  # fmt: skip
    yield case(cm, "script-host-key", (CLI, FAT), sh("echo 'Host key verification failed.' "
        ">&2; exit 255"))  # fmt: skip
    yield case(cm, "script-token-expired", CRED, sh("echo 'error: You must be logged in to "
        "the server (the server has asked for the client to provide credentials)' >&2; exit 1"))  # fmt: skip
    yield case(cm, "script-segfault", FAT, sh("kill -SEGV $$"))
    yield case(cm, "script-killed", (FAT, TRA), sh("kill -KILL $$"))
    yield case(cm, "tail-follow-timeout", (TRA, CLI), run("tail", "-f", "a.txt", timeout=0.5))
    yield case(cm, "missing-program", CLI, run("no-such-linter-20", "--fix"))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (commands_family,)
