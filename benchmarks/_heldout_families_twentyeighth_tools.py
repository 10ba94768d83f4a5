"""Held-out set 28, part 4: the file tools and commands a coding agent's tools run.

* File tools written on the standard library as agent frameworks write them (read, write,
  list, move, copy, delete, unpack, edit by exact-text replacement) on real files in a scratch
  directory: ``FileNotFoundError`` & co., errno ``OSError``s (ENOTEMPTY, ENAMETOOLONG, ELOOP),
  zipfile/tarfile/shutil archive errors, decode errors, and the
  ``ValueError`` an exact-text edit raises when its old text is missing or found twice.
* Commands no earlier set ran this way (sort -c, iconv, base64 -d, sha256sum -c, rsync, gcc
  and its linker, tee, timeout, head, date, stat, realpath, mkdir, cut): ``check=True``,
  output captured, ``LC_ALL=C``, so each is a ``CalledProcessError`` with its stderr.

Written 2026-12-05 from 04:25 UTC by the helper ``heldout28``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import tarfile
import tempfile
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def _edit(path: Path, old: str, new: str) -> None:
    """An exact-text edit tool: the old text must occur exactly once."""
    text = path.read_text()
    count = text.count(old)
    if count == 0:
        raise ValueError(f"old_string not found in {path.name}; read the file again and copy "
            "the exact text")  # fmt: skip
    if count > 1:
        raise ValueError(f"old_string matches {count} locations in {path.name}; include more "
            "surrounding context to make it unique")  # fmt: skip
    path.write_text(text.replace(old, new))


def file_tools_family() -> Iterator[Case]:
    work = Path(tempfile.mkdtemp(prefix="heldout28-files-"))
    (work / "src").mkdir()
    (work / "src" / "main.py").write_text("def main():\n    pass\n\ndef helper():\n    pass\n")
    (work / "notes.txt").write_text("todo\n")
    (work / "full").mkdir()
    (work / "full" / "keep.txt").write_text("x")
    (work / "blob.bin").write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe\x00binary")
    (work / "settings.json").write_text('{"debug": true,}\n')
    (work / "loop").symlink_to(work / "loop")
    archive = work / "bundle.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("README.md", "hello")
    evil = work / "evil.tar"
    with tarfile.open(evil, "w") as tf:
        info = tarfile.TarInfo("../../etc/cron.d/job")
        info.size = 4
        tf.addfile(info, io.BytesIO(b"boom"))
    f = "file-tools-28"
    yield case(f, "read-missing", CLI, lambda: (work / "src" / "mian.py").read_text())
    yield case(f, "read-directory", CLI, lambda: (work / "src").read_text())
    yield case(f, "write-missing-parent", CLI, lambda: (work / "docs" / "api.md").write_text("#"))
    yield case(f, "path-under-file", CLI, lambda: (work / "notes.txt" / "x.md").read_text())
    yield case(f, "mkdir-exists", CLI, lambda: (work / "src").mkdir())
    yield case(f, "rmdir-not-empty", CLI, lambda: (work / "full").rmdir())
    yield case(f, "copytree-exists", CLI, lambda: shutil.copytree(work / "src", work / "full"))
    yield case(f, "move-missing", CLI, lambda: shutil.move(str(work / "old.py"), str(work / "n")))
    yield case(f, "rmtree-on-file", CLI, lambda: shutil.rmtree(work / "notes.txt"))
    yield case(f, "unlink-missing", CLI, lambda: (work / "build.log").unlink())
    yield case(f, "exclusive-create", (CLI, BIZ), lambda: os.open(work / "notes.txt",
        os.O_CREAT | os.O_EXCL | os.O_WRONLY))  # fmt: skip
    yield case(f, "name-too-long", CLI, lambda: (work / ("n" * 300 + ".txt")).write_text("x"))
    yield case(f, "symlink-loop", CLI, lambda: (work / "loop").read_text())
    yield case(f, "binary-as-text", CLI, lambda: (work / "blob.bin").read_text(encoding="utf-8"))
    yield case(f, "json-trailing-comma", CLI, lambda: json.loads((work / "settings.json")
        .read_text()))  # fmt: skip
    yield case(f, "zip-not-a-zip", CLI, lambda: zipfile.ZipFile(work / "notes.txt"))
    # The library says the archive has no such member: a wrong name, phrased as a KeyError.
    yield case(f, "zip-missing-member", (CLI, FAT), lambda: zipfile.ZipFile(archive)
        .read("LICENSE"))  # fmt: skip
    yield case(f, "tar-not-a-tar", CLI, lambda: tarfile.open(work / "blob.bin"))
    # The archive's member would land outside the target: the input is unsafe to unpack.
    yield case(f, "tar-outside-destination", (CLI, FAT), lambda: tarfile.open(evil)
        .extractall(work / "out", filter="data"))  # fmt: skip
    yield case(f, "unpack-unknown-format", CLI, lambda: shutil.unpack_archive(work / "notes.txt"))
    yield case(f, "make-archive-format", CLI, lambda: shutil.make_archive(str(work / "a"),
        "rar", work / "src"))  # fmt: skip
    yield case(f, "listdir-missing", CLI, lambda: os.listdir(work / "tests" / "unit"))
    yield case(f, "edit-not-found", CLI, lambda: _edit(work / "src" / "main.py", "def run():",
        "def run(argv):"))  # fmt: skip
    yield case(f, "edit-ambiguous", CLI, lambda: _edit(work / "src" / "main.py", "    pass\n",
        "    return 0\n"))  # fmt: skip


def commands_family() -> Iterator[Case]:
    work = Path(tempfile.mkdtemp(prefix="heldout28-cmd-"))
    env = dict(os.environ, LANG="C", LC_ALL="C")

    def run(*argv: str, stdin: str | None = None, timeout: float = 30) -> Callable[[], Any]:
        return lambda: subprocess.run(list(argv), check=True, capture_output=True, text=True,
            timeout=timeout, cwd=work, env=env, input=stdin)  # fmt: skip

    (work / "names.txt").write_text("bob\nalice\ncarol\n")
    (work / "latin.txt").write_bytes("caf\xe9 cr\xe8me\n".encode("latin-1"))
    (work / "SHA256SUMS").write_text("0" * 64 + "  names.txt\n")
    (work / "main.c").write_text("int main(void) {\n  return 0\n}\n")
    (work / "link.c").write_text("int compute(int);\nint main(void) { return compute(2); }\n")
    c = "commands-28"
    yield case(c, "sort-check-disorder", (CLI, BIZ), run("sort", "-c", "names.txt"))
    yield case(c, "iconv-illegal-input", CLI, run("iconv", "-f", "UTF-8", "-t", "ASCII",
        "latin.txt"))  # fmt: skip
    yield case(c, "base64-invalid", CLI, run("sh", "-c", "base64 -d > key.bin",
        stdin="not*base64!!\n"))  # fmt: skip
    yield case(c, "sha256sum-mismatch", (CLI, BIZ), run("sha256sum", "-c", "SHA256SUMS"))
    yield case(c, "rsync-missing-source", CLI, run("rsync", "-a", "dist/", "/tmp/heldout28-out/"))
    yield case(c, "rsync-daemon-refused", TRA, run("rsync", "-a", f"rsync://127.0.0.1:"
        f"{closed_port()}/backup/", "restore/"))  # fmt: skip
    yield case(c, "gcc-syntax-error", CLI, run("gcc", "-c", "main.c", "-o", "main.o"))
    yield case(c, "gcc-undefined-reference", CLI, run("gcc", "link.c", "-o", "app"))
    yield case(c, "gcc-missing-header", CLI, run("gcc", "-c", "-x", "c", "-", "-o", "h.o",
        stdin="#include <openssl/evp28.h>\nint x;\n"))  # fmt: skip
    yield case(c, "tee-missing-dir", CLI, run("tee", "logs/build.log", stdin="build log\n"))
    # timeout(1) ended the command (exit 124): narrow it or give it more time.
    yield case(c, "timeout-124", (TRA, CLI), run("timeout", "1", "sleep", "5"))
    yield case(c, "head-bad-count", CLI, run("head", "-n", "ten", "names.txt"))
    yield case(c, "date-invalid", CLI, run("date", "-d", "next blursday"))
    yield case(c, "stat-missing", CLI, run("stat", "config/app.yaml"))
    yield case(c, "realpath-missing", CLI, run("realpath", "-e", "src/lib/util.py"))
    (work / "restore").mkdir()
    yield case(c, "mkdir-exists", CLI, run("mkdir", "restore"))
    yield case(c, "cut-bad-field", CLI, run("cut", "-f", "0", "names.txt"))
    yield case(c, "tar-missing-member", CLI, run("tar", "-xf", "/dev/null", "app/config.yml"))
    yield case(c, "subprocess-timeout", (TRA, CLI), run("sleep", "20", timeout=1))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    file_tools_family,
    commands_family,
)
