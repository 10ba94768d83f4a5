"""Held-out set 22, part 5: commands a coding agent runs that no earlier set ran.

yq, cmake, ninja, black, yamllint, shellcheck, xmllint, rsync (local and against a daemon port
that refuses or never answers), pdftotext and 7z, run with ``check=True`` and their output
captured: ``CalledProcessError`` (the cause on stderr, on stdout for the linters, or only in the
exit status), ``TimeoutExpired`` or a program that is not installed.

Written 2026-12-04 between 20:10 and 21:45 UTC by the helper ``heldout22``, built blind
(labels from DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_twentyfirst import silent_port
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]

_XSD = """<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:element name="order"><xs:complexType><xs:sequence>
    <xs:element name="qty" type="xs:positiveInteger"/>
  </xs:sequence></xs:complexType></xs:element>
</xs:schema>
"""


def _workspace() -> Path:
    work = Path(tempfile.mkdtemp(prefix="heldout22-"))
    (work / "config.yaml").write_text("server:\n  port: 8080\n   host: [unclosed\n")
    (work / "good.yaml").write_text("server:\n  port: 8080\n")
    (work / "lint.yaml").write_text("key: value  \nkey: other\nlist: [1,2 ,3]\n")
    (work / "messy.py").write_text("def f( a,b ):\n  return {'x':a,'y':b}\n")
    (work / "broken.py").write_text("def f(:\n    return 1\n")
    (work / "deploy.sh").write_text("#!/bin/sh\nrm -rf $TARGET/*\ncd $DIR\necho `date`\n")
    (work / "bad.xml").write_text("<order><qty>3</order>")
    (work / "order.xml").write_text("<order><qty>-2</qty></order>")
    (work / "order.xsd").write_text(_XSD)
    (work / "fake.pdf").write_text("%PDF-1.7\nthis is not really a pdf\n")
    (work / "broken.7z").write_bytes(b"7z\xbc\xaf\x27\x1c\x00\x04" + b"\x00" * 40)
    (work / "src.txt").write_text("payload\n")
    subprocess.run(["7z", "a", "-psecret22", "-mhe=on", str(work / "locked.7z"),
        str(work / "src.txt")], check=True, capture_output=True)  # fmt: skip
    cmake = work / "cmake-missing-dep"
    cmake.mkdir()
    (cmake / "CMakeLists.txt").write_text("cmake_minimum_required(VERSION 3.16)\nproject(app C)\n"
        "find_package(LibSecretHeldout 2.0 REQUIRED)\n")  # fmt: skip
    syntax = work / "cmake-syntax"
    syntax.mkdir()
    (syntax / "CMakeLists.txt").write_text("cmake_minimum_required(VERSION 3.16\nproject(app)\n")
    (work / "cmake-empty").mkdir()
    ninja = work / "ninja"
    ninja.mkdir()
    (ninja / "build.ninja").write_text("rule cc\n  command = cc -c $in -o $out\n"
        "build main.o: cc main.c\n")  # fmt: skip
    (ninja / "main.c").write_text("int main(void) { return undeclared_symbol; }\n")
    return work


def commands_family() -> Iterator[Case]:
    work = _workspace()
    py = sys.executable

    def run(*argv: str, cwd: Path | None = None, stdin: str = "",
            timeout: float = 60) -> Callable[[], Any]:  # fmt: skip
        return lambda: subprocess.run(list(argv), input=stdin, check=True, capture_output=True,
            text=True, timeout=timeout, cwd=cwd or work)  # fmt: skip

    cm = "commands-22"
    yield case(cm, "yq-missing-file", CLI, run("yq", ".server.port", "settings.yaml"))
    yield case(cm, "yq-bad-yaml", CLI, run("yq", ".server.port", "config.yaml"))
    yield case(cm, "yq-bad-expression", CLI, run("yq", ".server.[port", "good.yaml"))
    # A library the project needs is not installed on this machine: a person installs it.
    yield case(cm, "cmake-missing-package", (FAT, CLI), run("cmake", "-S",
        "cmake-missing-dep", "-B", "build-missing"))  # fmt: skip
    yield case(cm, "cmake-syntax", CLI, run("cmake", "-S", "cmake-syntax", "-B", "build-syntax"))
    yield case(cm, "cmake-no-lists", CLI, run("cmake", "-S", "cmake-empty", "-B", "build-empty"))
    yield case(cm, "ninja-no-build-file", CLI, run("ninja", "-C", "cmake-empty"))
    yield case(cm, "ninja-unknown-target", CLI, run("ninja", "-C", "ninja", "install"))
    yield case(cm, "ninja-compile-error", CLI, run("ninja", "-C", "ninja"))
    # A checker's "no" is an answer about the code: fix the code, or report it.
    yield case(cm, "black-would-reformat", (CLI, BIZ), run(py, "-m", "black", "--check",
        "messy.py"))  # fmt: skip
    yield case(cm, "black-cannot-parse", CLI, run(py, "-m", "black", "broken.py"))
    yield case(cm, "black-missing-path", CLI, run(py, "-m", "black", "src/app.py"))
    yield case(cm, "yamllint-errors", (CLI, BIZ), run(py, "-m", "yamllint", "lint.yaml"))
    yield case(cm, "yamllint-bad-config", CLI, run(py, "-m", "yamllint", "-c", "nope.yml",
        "good.yaml"))  # fmt: skip
    yield case(cm, "shellcheck-findings", (CLI, BIZ), run("shellcheck", "deploy.sh"))
    yield case(cm, "shellcheck-missing", CLI, run("shellcheck", "scripts/release.sh"))
    yield case(cm, "xmllint-malformed", CLI, run("xmllint", "--noout", "bad.xml"))
    yield case(cm, "xmllint-schema-invalid", (CLI, BIZ), run("xmllint", "--noout", "--schema",
        "order.xsd", "order.xml"))  # fmt: skip
    yield case(cm, "xmllint-missing", CLI, run("xmllint", "--noout", "orders.xml"))
    yield case(cm, "rsync-missing-source", CLI, run("rsync", "-a", "dist/", "out/"))
    yield case(cm, "rsync-daemon-refused", TRA, run("rsync", "-a", "src.txt",
        f"rsync://127.0.0.1:{closed_port()}/backup/"))  # fmt: skip
    yield case(cm, "rsync-io-timeout", TRA, run("rsync", "--timeout=2", "-a",
        "src.txt", f"rsync://127.0.0.1:{silent_port()}/backup/"))  # fmt: skip
    yield case(cm, "rsync-hangs", (TRA, CLI), run("rsync", "-a", "src.txt",
        f"rsync://127.0.0.1:{silent_port()}/backup/", timeout=2))  # fmt: skip
    yield case(cm, "pdftotext-not-pdf", CLI, run("pdftotext", "fake.pdf", "-"))
    yield case(cm, "pdftotext-missing", CLI, run("pdftotext", "invoice-2026-12.pdf", "-"))
    yield case(cm, "7z-corrupt", CLI, run("7z", "t", "broken.7z"))
    yield case(cm, "7z-wrong-password", (CLI, FAT), run("7z", "x", "-pwrong", "-y",
        "-ounpacked", "locked.7z"))  # fmt: skip
    yield case(cm, "7z-missing", CLI, run("7z", "x", "-y", "release.7z"))
    yield case(cm, "not-installed", (CLI, FAT), run("clang-format-22", "-i", "main.c"))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (commands_family,)
