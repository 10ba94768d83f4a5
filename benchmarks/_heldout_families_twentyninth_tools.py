"""Held-out set 29, part 3: a coding agent's file, data and shell tools on real files.

* File tools on the standard library (rename, replace, link, chdir, readlink, truncate,
  copy, move, write to a full device) in a scratch directory: ``FileNotFoundError`` & co.,
  errno ``OSError``s (ENOTEMPTY, EINVAL, ENOSPC from ``/dev/full``), ``shutil.SameFileError``
  and ``shutil.Error``; an edit tool that raises a plain ``ValueError`` for a stale file, old
  text it cannot find, old text found several times and a line range past the end.
* Local data tools: sqlite3 on real database files (a lock held by another connection, a
  constraint, a missing table, a read-only database, a file that is not a database) and the
  parsers and decompressors a tool runs on a file it was pointed at.
* Commands no earlier set ran (chown, chgrp, nice, createdb, vacuumdb, gunzip, bunzip2,
  xzcat, unzstd, zipinfo, g++, diff3, pathchk, apt-cache, tic, infocmp, msgunfmt,
  redis-check-aof, stdbuf, basename, groups): ``check=True``, output captured,
  ``LC_ALL=C``, so each is a ``CalledProcessError`` with its stderr; a binary that is not
  installed is a ``FileNotFoundError``.

Written 2026-12-05 from 06:08 UTC by the helper ``heldout29``, built blind (labels from
DESIGN.md §2 only, committed before any verdict was looked at)."""

from __future__ import annotations

import ast
import bz2
import configparser
import csv
import gzip
import io
import lzma
import os
import shutil
import sqlite3
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import tomllib
from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


class _Editor:
    """An edit tool that remembers when it last read each file, as agent harnesses do."""

    def __init__(self) -> None:
        self.read_at: dict[Path, float] = {}

    def read(self, path: Path) -> str:
        self.read_at[path] = path.stat().st_mtime
        return path.read_text()

    def replace(self, path: Path, old: str, new: str, replace_all: bool = False) -> None:
        if path not in self.read_at:
            raise ValueError(f"File has not been read yet. Read {path.name} first before "
                "writing to it.")  # fmt: skip
        if path.stat().st_mtime != self.read_at[path]:
            raise ValueError(f"File {path.name} has been modified since read, either by the "
                "user or by a linter. Read it again before attempting to write it.")  # fmt: skip
        text = path.read_text()
        found = text.count(old)
        if found == 0:
            raise ValueError(f"String to replace not found in file.\nString: {old}")
        if found > 1 and not replace_all:
            raise ValueError(f"Found {found} matches of the string to replace, but "
                "replace_all is false. To replace all occurrences, set replace_all to true. "
                "To replace only one occurrence, please provide more context to uniquely "
                "identify the instance.")  # fmt: skip
        path.write_text(text.replace(old, new))

    def replace_lines(self, path: Path, start: int, end: int, new: str) -> None:
        lines = path.read_text().splitlines(keepends=True)
        if not 1 <= start <= end <= len(lines):
            raise ValueError(f"Invalid line range {start}-{end}: {path.name} has "
                f"{len(lines)} lines")  # fmt: skip
        lines[start - 1 : end] = [new]
        path.write_text("".join(lines))


def file_tools_family() -> Iterator[Case]:
    work = Path(tempfile.mkdtemp(prefix="heldout29-files-"))
    (work / "pkg").mkdir()
    (work / "pkg" / "api.py").write_text("def get():\n    return 1\n\ndef put():\n    return 1\n")
    (work / "pkg" / "models.py").write_text("class User:\n    pass\n")
    (work / "old").mkdir()
    (work / "old" / "a.txt").write_text("a")
    (work / "new").mkdir()
    (work / "new" / "b.txt").write_text("b")
    (work / "README.md").write_text("# demo\n")
    (work / "notes-utf16.txt").write_bytes("Grüße\n".encode("utf-16"))
    edit = _Editor()
    f = "file-tools-29"
    yield case(f, "rename-onto-nonempty-dir", CLI, lambda: os.rename(work / "old", work / "new"))
    yield case(f, "replace-file-onto-dir", CLI, lambda: os.replace(work / "README.md",
        work / "pkg"))  # fmt: skip
    yield case(f, "link-exists", (CLI, BIZ), lambda: os.link(work / "README.md",
        work / "pkg" / "api.py"))  # fmt: skip
    yield case(f, "symlink-exists", (CLI, BIZ), lambda: os.symlink("README.md",
        work / "pkg" / "models.py"))  # fmt: skip
    yield case(f, "chdir-into-file", CLI, lambda: os.chdir(work / "README.md"))
    yield case(f, "readlink-not-a-link", CLI, lambda: (work / "README.md").readlink())
    yield case(f, "truncate-negative", CLI, lambda: os.truncate(work / "README.md", -1))
    yield case(f, "rmdir-on-file", CLI, lambda: os.rmdir(work / "README.md"))
    yield case(f, "copy-onto-itself", CLI, lambda: shutil.copy(work / "README.md", work))
    yield case(f, "copyfile-onto-dir", CLI, lambda: shutil.copyfile(work / "README.md",
        work / "pkg"))  # fmt: skip
    yield case(f, "move-dir-into-itself", CLI, lambda: shutil.move(str(work / "pkg"),
        str(work / "pkg" / "sub")))  # fmt: skip
    yield case(f, "stat-missing", CLI, lambda: (work / "pkg" / "views.py").stat())
    yield case(f, "utf16-as-utf8", CLI, lambda: (work / "notes-utf16.txt").read_text("utf-8"))

    def fill_device() -> None:
        with open("/dev/full", "w") as out:
            out.write("checkpoint " * 100)
            out.flush()

    # A device with no space left: someone must free space, no retry or argument helps.
    yield case(f, "write-no-space", FAT, fill_device)
    yield case(f, "edit-before-read", CLI, lambda: edit.replace(work / "pkg" / "models.py",
        "pass", "id: int"))  # fmt: skip
    edit.read(work / "pkg" / "api.py")
    yield case(f, "edit-not-found", CLI, lambda: edit.replace(work / "pkg" / "api.py",
        "def delete():", "def remove():"))  # fmt: skip
    yield case(f, "edit-ambiguous", CLI, lambda: edit.replace(work / "pkg" / "api.py",
        "    return 1\n", "    return 2\n"))  # fmt: skip
    yield case(f, "edit-line-range", CLI, lambda: edit.replace_lines(work / "pkg" / "api.py",
        40, 44, "pass\n"))  # fmt: skip
    os.utime(work / "pkg" / "api.py", (1, 1))
    yield case(f, "edit-stale", CLI, lambda: edit.replace(work / "pkg" / "api.py", "def get",
        "def fetch"))  # fmt: skip


def local_data_family() -> Iterator[Case]:
    work = Path(tempfile.mkdtemp(prefix="heldout29-data-"))
    db = work / "app.db"
    setup = sqlite3.connect(db)
    setup.execute("CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT UNIQUE NOT NULL)")
    setup.execute("INSERT INTO users (email) VALUES ('ada@example.com')")
    setup.commit()
    setup.close()
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    (work / "notes.txt").write_text("plain text, not a database\n" * 10)
    (work / "config.toml").write_text("[server]\nport = 80 80\n")
    (work / "setup.cfg").write_text("[metadata]\nname = a\n[metadata]\nname = b\n")
    (work / "broken.py").write_text("def handler(event:\n    return event\n")
    (work / "rows.csv").write_text('id,name\n1,"Ada\n')

    def sql(statement: str, path: Path = db, timeout: float = 0.2, uri: bool = False,
        ) -> Callable[[], Any]:  # fmt: skip
        def run() -> Any:
            conn = sqlite3.connect(path if not uri else f"file:{path}?mode=ro", timeout=timeout,
                uri=uri)  # fmt: skip
            try:
                return conn.execute(statement).fetchall()
            finally:
                conn.close()

        return run

    d = "local-data-29"
    yield case(d, "sqlite-locked", TRA, sql("SELECT * FROM users"))
    holder.execute("ROLLBACK")
    holder.close()
    yield case(d, "sqlite-unique", (CLI, BIZ), sql("INSERT INTO users (email) VALUES "
        "('ada@example.com')"))  # fmt: skip
    yield case(d, "sqlite-not-null", CLI, sql("INSERT INTO users (email) VALUES (NULL)"))
    # The model guessed a table that does not exist: a wrong query (or a schema bug).
    yield case(d, "sqlite-no-table", (CLI, FAT), sql("SELECT * FROM orders"))
    yield case(d, "sqlite-syntax", (CLI, FAT), sql("SELEC id FROM users"))
    yield case(d, "sqlite-readonly", (CLI, FAT), sql("DELETE FROM users", uri=True))
    yield case(d, "sqlite-not-a-db", CLI, sql("SELECT 1 FROM sqlite_master",
        path=work / "notes.txt"))  # fmt: skip
    yield case(d, "sqlite-missing-ro", CLI, sql("SELECT 1", path=work / "missing.db", uri=True))
    yield case(d, "toml-invalid", CLI, lambda: tomllib.loads((work / "config.toml").read_text()))
    yield case(d, "ini-duplicate-section", CLI, lambda: configparser.ConfigParser()
        .read(work / "setup.cfg"))  # fmt: skip
    yield case(d, "python-syntax", CLI, lambda: ast.parse((work / "broken.py").read_text(),
        "broken.py"))  # fmt: skip
    yield case(d, "csv-unterminated", CLI, lambda: list(csv.reader(io.StringIO((work /
        "rows.csv").read_text()), strict=True)))  # fmt: skip
    yield case(d, "gzip-not-gzip", CLI, lambda: gzip.open(work / "notes.txt").read())
    yield case(d, "xz-not-xz", CLI, lambda: lzma.open(work / "notes.txt").read())
    yield case(d, "bz2-not-bz2", CLI, lambda: bz2.open(work / "notes.txt").read())


def commands_family() -> Iterator[Case]:
    work = Path(tempfile.mkdtemp(prefix="heldout29-cmd-"))
    env = dict(os.environ, LANG="C", LC_ALL="C")

    def run(*argv: str, stdin: str | None = None) -> Callable[[], Any]:
        return lambda: subprocess.run(list(argv), check=True, capture_output=True, text=True,
            timeout=60, cwd=work, env=env, input=stdin)  # fmt: skip

    (work / "data.txt").write_text("payload\n")
    (work / "base.txt").write_text("a\nb\nc\n")
    (work / "mine.txt").write_text("a\nB-mine\nc\n")
    (work / "theirs.txt").write_text("a\nB-theirs\nc\n")
    (work / "app.cpp").write_text("#include <vector>\nint main() { std::vector<int> v = 3; }\n")
    (work / "bad.mo").write_bytes(b"not a catalog")
    (work / "appendonly.aof").write_text("*2\r\n$3\r\nSET\r\n$1\r\n")
    port = str(closed_port())
    c = "commands-29"
    yield case(c, "chown-unknown-user", CLI, run("chown", "deploy29", "data.txt"))
    yield case(c, "chgrp-unknown-group", CLI, run("chgrp", "webteam29", "data.txt"))
    yield case(c, "nice-bad-adjustment", CLI, run("nice", "-n", "fast", "true"))
    yield case(c, "createdb-refused", TRA, run("createdb", "-h", "127.0.0.1", "-p", port,
        "-U", "postgres", "shop29"))  # fmt: skip
    yield case(c, "vacuumdb-refused", TRA, run("vacuumdb", "-h", "127.0.0.1", "-p", port,
        "-U", "postgres", "shop29"))  # fmt: skip
    yield case(c, "gunzip-not-gzip", CLI, run("gunzip", "-c", "data.txt"))
    yield case(c, "bunzip2-not-bz2", CLI, run("bunzip2", "-c", "data.txt"))
    yield case(c, "xzcat-not-xz", CLI, run("xzcat", "data.txt"))
    yield case(c, "unzstd-missing", CLI, run("unzstd", "backup-29.tar.zst"))
    yield case(c, "zipinfo-missing", CLI, run("zipinfo", "release-29.zip"))
    yield case(c, "gxx-type-error", CLI, run("g++", "-c", "app.cpp", "-o", "app.o"))
    # diff3 merged with conflicts (exit 1): the merge needs a person's or the model's choice.
    yield case(c, "diff3-conflict", (CLI, BIZ), run("diff3", "-m", "mine.txt", "base.txt",
        "theirs.txt"))  # fmt: skip
    yield case(c, "pathchk-portability", CLI, run("pathchk", "-p", "reports/q3:final*.txt"))
    yield case(c, "apt-cache-unknown", (CLI, BIZ), run("apt-cache", "show",
        "libheldout29-dev"))  # fmt: skip
    yield case(c, "tic-missing-source", CLI, run("tic", "-o", str(work / "terminfo"),
        "vt929.ti"))  # fmt: skip
    yield case(c, "infocmp-unknown-term", CLI, run("infocmp", "vt929"))
    yield case(c, "msgunfmt-bad-catalog", CLI, run("msgunfmt", "bad.mo"))
    # redis-check-aof found a truncated append-only file: the data file needs repair.
    yield case(c, "redis-check-aof-truncated", (CLI, FAT), run("redis-check-aof",
        "appendonly.aof"))  # fmt: skip
    yield case(c, "stdbuf-bad-mode", CLI, run("stdbuf", "-o", "huge", "cat", "data.txt"))
    yield case(c, "basename-no-operand", CLI, run("basename"))
    yield case(c, "groups-unknown-user", CLI, run("groups", "deploy29"))
    yield case(c, "binary-not-installed", CLI, run("terraform29", "plan"))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    file_tools_family,
    local_data_family,
    commands_family,
)
