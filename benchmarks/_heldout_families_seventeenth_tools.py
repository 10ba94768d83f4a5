"""Held-out set 17, part 5: commands a coding agent's shell tool runs, failing for real.

* Developer tools: ruff, mypy and pytest on a small project with real faults, and Python
  scripts whose traceback on stderr names a locked database, a refused connection or a full
  disk (``CalledProcessError`` with the tool's own output, ``TimeoutExpired``).
* PostgreSQL client programs (pg_dump, pg_restore, pg_isready) against a closed port, a
  port that speaks HTTP and a file that is no archive, in the languages of their catalogs
  (libpq's messages: Czech, Greek, Georgian, Swedish, Turkish, Korean, Japanese, ...).
* binutils (objdump, readelf, nm, ar, as, ld) on files that are not objects or do not exist,
  in Croatian, Indonesian, Kinyarwanda, Serbian, Slovak, Romanian, Vietnamese, ...
* psmisc, procps-ng, man-db and ssh: a process that is not there, a manual page that is not
  there, an SSH port that refuses or speaks HTTP, in Basque, Norwegian Bokmål, Dutch, ...

Written 2026-12-04 between 13:17 and 14:10 UTC by the helper ``heldout17``, built blind:
labelled from DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any
observation were never run on these cases before the labels were committed, nor were the
classifier's rules, its tests or any earlier result read. None of these commands appears in
an earlier set (earlier sets ran coreutils, git, make, gcc, psql and others)."""

from __future__ import annotations

import atexit
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]

_WORK = tempfile.mkdtemp(prefix="heldout17-tools-")
atexit.register(shutil.rmtree, _WORK, True)
_BIN = os.path.dirname(sys.executable)


def run(args: list[str], language: str = "", timeout: float = 30) -> Any:
    env = {**os.environ, "LC_ALL": "C.UTF-8", "HOME": _WORK, "PGCONNECT_TIMEOUT": "2"}
    if language:
        env["LANGUAGE"] = language
    return subprocess.run(args, check=True, capture_output=True, text=True, env=env,
        timeout=timeout, cwd=_WORK)  # fmt: skip


def cmd(*args: str, lang: str = "", timeout: float = 30) -> Callable[[], Any]:
    return lambda: run(list(args), lang, timeout)


def _write(name: str, text: str) -> str:
    path = os.path.join(_WORK, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as handle:
        handle.write(text)
    return path


def devtools_family() -> Iterator[Case]:
    _write("app/pricing.py", "import os, sys\n\n\ndef total(items: list[int]) -> int:\n"
        "    unused = 1\n    return sum(items) + 'tax'\n")  # fmt: skip
    _write("app/clean.py", "def ok(x: int) -> int:\n    return x\n")
    _write("tests/test_pricing.py", "def test_total():\n    assert sum([1, 2]) == 4\n")
    _write("tests/test_broken_import.py", "import app.nonexistent_module\n\n\ndef test_x():\n"
        "    pass\n")  # fmt: skip
    _write("tests/empty/readme.txt", "no tests here\n")
    _write("tests/test_slow.py", "import time\n\n\ndef test_slow():\n    time.sleep(30)\n")
    _write("scripts/locked.py", "import sqlite3, sys\nholder = sqlite3.connect(sys.argv[1])\n"
        "holder.execute('create table if not exists t (x)')\nholder.execute('begin exclusive')\n"
        "other = sqlite3.connect(sys.argv[1], timeout=0)\nother.execute('insert into t values "
        "(1)')\n")  # fmt: skip
    _write("scripts/fetch.py", "import urllib.request, sys\nurllib.request.urlopen(sys.argv[1],"
        " timeout=2)\n")  # fmt: skip
    _write("scripts/disk.py", "import errno, os\nraise OSError(errno.ENOSPC, os.strerror("
        "errno.ENOSPC), '/var/lib/app/export.csv')\n")  # fmt: skip
    _write("scripts/keyerr.py", "config = {'region': 'eu'}\nprint(config['bucket'])\n")
    _write("scripts/exit3.py", "import sys\nprint('validation failed: 3 rows rejected', file="
        "sys.stderr)\nsys.exit(3)\n")  # fmt: skip
    py = sys.executable
    ruff, mypy = os.path.join(_BIN, "ruff"), os.path.join(_BIN, "mypy")
    dv = "devtools-17"
    yield case(dv, "ruff-lint", CLI, cmd(ruff, "check", "--no-cache", "--select", "F",
        "app/pricing.py"))  # fmt: skip
    yield case(dv, "ruff-format-check", CLI, cmd(ruff, "format", "--check", "--no-cache",
        "app/pricing.py"))  # fmt: skip
    yield case(dv, "ruff-bad-rule", CLI, cmd(ruff, "check", "--no-cache", "--select",
        "NOPE999", "app/clean.py"))  # fmt: skip
    yield case(dv, "ruff-missing-file", CLI, cmd(ruff, "check", "--no-cache", "app/gone.py"))
    yield case(dv, "mypy-type-error", CLI, cmd(mypy, "--no-incremental", "--cache-dir",
        os.devnull, "app/pricing.py"))  # fmt: skip
    yield case(dv, "mypy-missing-file", CLI, cmd(mypy, "--cache-dir", os.devnull,
        "app/missing.py"))  # fmt: skip
    yield case(dv, "pytest-failing", CLI, cmd(py, "-m", "pytest", "-q", "-p",
        "no:cacheprovider", "tests/test_pricing.py"))  # fmt: skip
    yield case(dv, "pytest-collect-error", CLI, cmd(py, "-m", "pytest", "-q", "-p",
        "no:cacheprovider", "tests/test_broken_import.py"))  # fmt: skip
    yield case(dv, "pytest-no-tests", CLI, cmd(py, "-m", "pytest", "-q", "-p",
        "no:cacheprovider", "tests/empty"))  # fmt: skip
    yield case(dv, "pytest-bad-option", CLI, cmd(py, "-m", "pytest", "--no-such-flag"))
    yield case(dv, "pytest-never-ends", CLI, cmd(py, "-m", "pytest", "-q", "-p",
        "no:cacheprovider", "tests/test_slow.py", timeout=2))  # fmt: skip
    # The script's stderr names a database another connection holds: it frees itself.
    yield case(dv, "script-db-locked", (TRA, CLI), cmd(py, "scripts/locked.py",
        os.path.join(_WORK, "app.db")))  # fmt: skip
    yield case(dv, "script-refused", (TRA, CLI), cmd(py, "scripts/fetch.py",
        f"http://127.0.0.1:{closed_port()}/health"))  # fmt: skip
    # A full disk reported by the script: a person must free space.
    yield case(dv, "script-disk-full", (FAT,), cmd(py, "scripts/disk.py"))
    yield case(dv, "script-keyerror", (CLI, FAT), cmd(py, "scripts/keyerr.py"))
    yield case(dv, "script-exit-3", CLI, cmd(py, "scripts/exit3.py"))
    yield case(dv, "json-tool-bad", CLI, lambda: subprocess.run([py, "-m", "json.tool"],
        input="{'single': 'quotes'}", check=True, capture_output=True, text=True))  # fmt: skip


def pgtools_family() -> Iterator[Case]:
    web = http()
    web.set(200, "<html>not postgres</html>", Content_Type="text/html")
    web_port = web.url.rsplit(":", 1)[1]
    _write("dump.sql", "-- plain SQL, not a custom-format archive\nSELECT 1;\n")

    def dump(port: int | str, lang: str) -> Callable[[], Any]:
        return cmd("pg_dump", "-h", "127.0.0.1", "-p", str(port), "-U", "app", "-w", "shop",
            lang=lang)  # fmt: skip

    pg = "pgtools-17"
    yield case(pg, "dump-refused-cs", TRA, dump(closed_port(), "cs"))
    yield case(pg, "dump-refused-el", TRA, dump(closed_port(), "el"))
    yield case(pg, "dump-refused-ka", TRA, dump(closed_port(), "ka"))
    yield case(pg, "dump-refused-sv", TRA, dump(closed_port(), "sv"))
    yield case(pg, "dump-refused-tr", TRA, dump(closed_port(), "tr"))
    # The port answers, but not as PostgreSQL: the address is probably wrong.
    yield case(pg, "dump-http-port-ko", (TRA, CLI), dump(web_port, "ko"))
    yield case(pg, "dump-http-port-ja", (TRA, CLI), dump(web_port, "ja"))
    yield case(pg, "dump-bad-option-uk", CLI, cmd("pg_dump", "--no-such-option", lang="uk"))
    yield case(pg, "dump-bad-uri-it", CLI, cmd("pg_dump", "postgresql://app@[::1/shop",
        lang="it"))  # fmt: skip
    yield case(pg, "restore-not-archive-zh", CLI, cmd("pg_restore", "-l", "dump.sql",
        lang="zh_CN"))  # fmt: skip
    yield case(pg, "restore-missing-de", CLI, cmd("pg_restore", "-l", "nightly.dump",
        lang="de"))  # fmt: skip
    yield case(pg, "restore-bad-format-ru", CLI, cmd("pg_restore", "-F", "q", "dump.sql",
        lang="ru"))  # fmt: skip
    yield case(pg, "isready-no-response-fr", TRA, cmd("pg_isready", "-h", "127.0.0.1", "-p",
        str(closed_port()), "-t", "1", lang="fr"))  # fmt: skip
    yield case(pg, "dump-refused-es", TRA, dump(closed_port(), "es"))


def binutils_family() -> Iterator[Case]:
    _write("notes.txt", "plain text, not an object file\n")
    _write("broken.s", "    .text\n    movq %rax, %rbx, %rcx\n    bogus_insn 1\n")
    bi = "binutils-17"
    yield case(bi, "objdump-not-object-hr", CLI, cmd("objdump", "-d", "notes.txt", lang="hr"))
    yield case(bi, "objdump-missing-id", CLI, cmd("objdump", "-h", "app.o", lang="id"))
    yield case(bi, "readelf-not-elf-sk", CLI, cmd("readelf", "-h", "notes.txt", lang="sk"))
    yield case(bi, "readelf-missing-sr", CLI, cmd("readelf", "-S", "libfoo.so", lang="sr"))
    yield case(bi, "nm-not-object-rw", CLI, cmd("nm", "notes.txt", lang="rw"))
    yield case(bi, "nm-missing-vi", CLI, cmd("nm", "build/main.o", lang="vi"))
    yield case(bi, "ar-not-archive-ro", CLI, cmd("ar", "t", "notes.txt", lang="ro"))
    yield case(bi, "ar-missing-bg", CLI, cmd("ar", "t", "libcore.a", lang="bg"))
    yield case(bi, "as-bad-insn-ca", CLI, cmd("as", "-o", "broken.o", "broken.s", lang="ca"))
    yield case(bi, "ld-missing-fi", CLI, cmd("ld", "-o", "prog", "main.o", lang="fi"))
    yield case(bi, "ld-not-object-pt", CLI, cmd("ld", "-o", "prog", "notes.txt", lang="pt"))
    yield case(bi, "objdump-bad-option-da", CLI, cmd("objdump", "--no-such", "notes.txt",
        lang="da"))  # fmt: skip
    yield case(bi, "readelf-bad-option-zh-tw", CLI, cmd("readelf", "--wat", "notes.txt",
        lang="zh_TW"))  # fmt: skip


def procs_family() -> Iterator[Case]:
    web = http()
    web_port = web.url.rsplit(":", 1)[1]
    gone = subprocess.Popen(["true"])
    gone.wait()

    def ssh(port: int | str, lang: str) -> Callable[[], Any]:
        return cmd("ssh", "-o", "BatchMode=yes", "-o", "ConnectTimeout=2", "-o",
            "StrictHostKeyChecking=no", "-p", str(port), "deploy@127.0.0.1", "uptime",
            lang=lang, timeout=10)  # fmt: skip

    pr = "procs-17"
    # No such process: nothing to stop is a fact about the world, not a fault to retry.
    yield case(pr, "killall-none-eu", (CLI, BIZ), cmd("killall", "heldout17-daemon",
        lang="eu"))  # fmt: skip
    yield case(pr, "killall-none-nb", (CLI, BIZ), cmd("killall", "-q", "-w",
        "heldout17-worker", lang="nb"))  # fmt: skip
    yield case(pr, "killall-bad-signal-nl", CLI, cmd("killall", "-s", "SIGNOPE", "x",
        lang="nl"))  # fmt: skip
    yield case(pr, "kill-no-pid-pl", (CLI, BIZ), cmd("kill", "-TERM", str(gone.pid),
        lang="pl"))  # fmt: skip
    yield case(pr, "pkill-bad-regex-pt-br", CLI, cmd("pkill", "-f", "worker[", lang="pt_BR"))
    yield case(pr, "ps-bad-option-ko", CLI, cmd("ps", "--no-such-flag", lang="ko"))
    yield case(pr, "fuser-missing-hu", CLI, cmd("fuser", "/srv/heldout17/socket", lang="hu"))
    yield case(pr, "man-missing-ast", CLI, cmd("man", "heldout17-nosuchpage", lang="ast"))
    yield case(pr, "man-missing-eo", CLI, cmd("man", "3", "nosuchfunction17", lang="eo"))
    yield case(pr, "ssh-refused", TRA, ssh(closed_port(), ""))
    # The port speaks HTTP, not SSH: the address is probably wrong.
    yield case(pr, "ssh-http-port", (CLI, FAT, TRA), ssh(web_port, ""))
    yield case(pr, "ssh-bad-option", CLI, cmd("ssh", "-o", "NoSuchOption=yes", "x"))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    devtools_family,
    pgtools_family,
    binutils_family,
    procs_family,
)
