"""Held-out set 25, part 5: commands a coding agent runs that no earlier set ran.

zstd (corrupt input, missing input, an output it will not overwrite, a parameter out of
bounds, ``tar --zstd``), Tcl scripts the agent wrote run by ``tclsh`` (a runtime error, an
unknown command, a silent non-zero exit, a socket refused, an HTTP status the script reports on
stderr, a script that hangs), strace and gdb attaching to a process that is not there,
PostgreSQL's ``pg_ctl``/``initdb`` refusing to run as root, and file/addr2line/sha512sum/xxd/
hexdump/sdiff/look/msgmerge/xgettext failing on their input. All run with ``check=True``,
output captured and ``LC_ALL=C``: ``CalledProcessError`` with the cause on stderr (or only in
the exit status), ``TimeoutExpired``.

Written 2026-12-05 from 03:05 UTC by the helper ``heldout25``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import hashlib
import os
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import CLI, FAT, TRA, Case, case
from _heldout_servers import HttpScript, closed_port

__all__ = ["FAMILIES"]

_TCL_HTTP = """package require http
set token [http::geturl {URL}/v1/export -timeout 3000]
set status [http::ncode $token]
if {$status != 200} {
    puts stderr "export failed: [http::code $token]: [http::data $token]"
    exit 1
}
"""


def commands_family() -> Iterator[Case]:
    work = Path(tempfile.mkdtemp(prefix="heldout25-cmd-"))
    env = dict(os.environ, LANG="C", LC_ALL="C", HOME=str(work))
    server = HttpScript()

    def run(*argv: str, timeout: float = 30) -> Callable[[], Any]:
        return lambda: subprocess.run(list(argv), check=True, capture_output=True, text=True,
            timeout=timeout, cwd=work, env=env, stdin=subprocess.DEVNULL)  # fmt: skip

    def tcl(name: str, script: str, timeout: float = 30) -> Callable[[], Any]:
        (work / name).write_text(script)
        return run("tclsh", name, timeout=timeout)

    def http_script(status: int, body: str) -> Callable[[], Any]:
        (work / f"export{status}.tcl").write_text(_TCL_HTTP.replace("{URL}", server.url))

        def go() -> Any:
            server.set(status, body, Content_Type="text/plain")
            return run("tclsh", f"export{status}.tcl")()

        return go

    (work / "report.csv").write_text("region,total\nnorth,12\n")
    (work / "broken.zst").write_bytes(b"not a zstd frame at all\n")
    subprocess.run(["zstd", "-q", "report.csv", "-o", "report.csv.zst"], cwd=work, check=True)
    (work / "report.sha512").write_text(hashlib.sha512(b"old contents").hexdigest() +
        "  report.csv\n")  # fmt: skip
    (work / "notes.sha512").write_text("d41d8cd98f00b204  notes.txt\n")

    cm = "commands-25"
    yield case(cm, "zstd-corrupt", CLI, run("zstd", "-d", "broken.zst", "-o", "out.csv"))
    yield case(cm, "zstd-missing-input", CLI, run("zstd", "-d", "report.zst"))
    yield case(cm, "zstd-will-not-overwrite", CLI, run("zstd", "-d", "report.csv.zst", "-o",
        "report.csv"))  # fmt: skip
    yield case(cm, "zstd-parameter-out-of-bound", CLI, run("zstd", "--long=40", "report.csv",
        "-o", "r.zst"))  # fmt: skip
    yield case(cm, "tar-zstd-corrupt", CLI, run("tar", "--zstd", "-xf", "broken.zst"))
    # Scripts the agent wrote: the script, not the environment, must change.
    yield case(cm, "tcl-divide-by-zero", (CLI, FAT), tcl("div.tcl", "set n 0\nputs [expr "
        "{10 / $n}]\n"))  # fmt: skip
    yield case(cm, "tcl-unknown-command", (CLI, FAT), tcl("typo.tcl", "set rows {1 2 3}\n"
        "lsortt $rows\n"))  # fmt: skip
    yield case(cm, "tcl-script-missing", CLI, run("tclsh", "migrate.tcl"))
    yield case(cm, "tcl-silent-exit", (FAT, CLI), tcl("quiet.tcl", "exit 3\n"))
    yield case(cm, "tcl-socket-refused", TRA, tcl("sock.tcl", f"set s [socket 127.0.0.1 "
        f"{closed_port()}]\n"))  # fmt: skip
    yield case(cm, "tcl-http-503", TRA, http_script(503, "upstream busy, retry later"))
    yield case(cm, "tcl-http-404", (CLI, FAT), http_script(404, "no such export"))
    yield case(cm, "tcl-hangs", (TRA, CLI), tcl("wait.tcl", "after 30000\n", timeout=1))
    yield case(cm, "strace-no-program", CLI, run("strace", "-f", "-o", "trace.txt",
        "./build-report"))  # fmt: skip
    yield case(cm, "strace-no-process", CLI, run("strace", "-p", "999999"))
    yield case(cm, "gdb-no-process", CLI, run("gdb", "-batch", "-ex", "bt", "-p", "999999"))
    # Running as root is a property of the environment: a person must change it.
    yield case(cm, "pg-ctl-as-root", (FAT, CLI), run("pg_ctl", "status", "-D", str(work)))
    yield case(cm, "initdb-as-root", (FAT, CLI), run("initdb", "-D", str(work / "pgdata")))
    yield case(cm, "file-missing", CLI, run("file", "-E", "dist/app.bin"))
    yield case(cm, "addr2line-missing", CLI, run("addr2line", "-e", "build/app", "0x4011d6"))
    yield case(cm, "sha512-mismatch", (CLI, FAT), run("sha512sum", "-c", "report.sha512"))
    yield case(cm, "sha512-bad-lines", CLI, run("sha512sum", "-c", "notes.sha512"))
    yield case(cm, "xxd-missing", CLI, run("xxd", "-r", "dump.hex", "dump.bin"))
    yield case(cm, "hexdump-missing", CLI, run("hexdump", "-C", "core.bin"))
    yield case(cm, "sdiff-missing", CLI, run("sdiff", "report.csv", "report.old.csv"))
    yield case(cm, "look-missing-dict", CLI, run("look", "retr", "words.txt"))
    yield case(cm, "msgmerge-missing", CLI, run("msgmerge", "-U", "de.po", "messages.pot"))
    yield case(cm, "xgettext-unknown-language", CLI, run("xgettext", "-L", "Kotlin", "-o",
        "messages.pot", "report.csv"))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (commands_family,)
