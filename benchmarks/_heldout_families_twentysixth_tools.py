"""Held-out set 26, part 4: commands a coding agent runs that no earlier set ran this way.

ctags, lz4, envsubst, 7z on a corrupt archive, awk programs the agent wrote, xmllint against
a schema, objdump/nm on files that are not objects, wget against the local fake (refused, 404,
503), and Python's own command-line modules an agent reaches for (``-m http.server`` on a port
already taken, ``-m tarfile``, ``-m zipfile``, ``-m compileall``, ``-m unittest``, ``-m venv``,
a ``-c`` one-liner whose request is refused, a script that hangs). All run with ``check=True``,
output captured and ``LC_ALL=C``: ``CalledProcessError`` with the cause on stderr (or only in
the exit status), ``TimeoutExpired``.

Written 2026-12-05 from 03:14 UTC by the helper ``heldout26``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import CLI, FAT, TRA, Case, case
from _heldout_servers import HttpScript, closed_port

__all__ = ["FAMILIES"]

_TAKEN: list[socket.socket] = []


def _taken_port() -> int:
    """A loopback port another process (here: this one) already listens on."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(1)
    _TAKEN.append(sock)
    port: int = sock.getsockname()[1]
    return port


def commands_family() -> Iterator[Case]:
    work = Path(tempfile.mkdtemp(prefix="heldout26-cmd-"))
    env = dict(os.environ, LANG="C", LC_ALL="C", HOME=str(work))
    server = HttpScript()
    py = sys.executable

    def run(*argv: str, timeout: float = 30) -> Callable[[], Any]:
        return lambda: subprocess.run(list(argv), check=True, capture_output=True, text=True,
            timeout=timeout, cwd=work, env=env, stdin=subprocess.DEVNULL)  # fmt: skip

    def wget(status: int, body: str) -> Callable[[], Any]:
        def go() -> Any:
            server.set(status, body, Content_Type="text/plain")
            return run("wget", "-nv", "-t", "1", "-T", "3", "-O", "out.json",
                f"{server.url}/v1/export")()  # fmt: skip

        return go

    (work / "broken.lz4").write_bytes(b"this is not an lz4 frame\n")
    (work / "broken.7z").write_bytes(b"7z\xbc\xaf\x27\x1c\x00\x04" + b"\x00" * 40)
    (work / "broken.zip").write_bytes(b"PK\x03\x04 truncated zip archive")
    (work / "report.csv").write_text("region,total\nnorth,12\n")
    subprocess.run(["lz4", "-q", "report.csv", "report.csv.lz4"], cwd=work, check=True)
    (work / "order.xml").write_text("<order><id>42</id><total>twelve</total></order>\n")
    (work / "bad.xml").write_text("<order><id>42</id><total>12</order>\n")
    (work / "order.xsd").write_text(
        '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="order">'
        '<xs:complexType><xs:sequence><xs:element name="id" type="xs:integer"/>'
        '<xs:element name="total" type="xs:decimal"/></xs:sequence></xs:complexType>'
        "</xs:element></xs:schema>\n"
    )
    (work / "pkg").mkdir()
    (work / "pkg" / "broken.py").write_text("def total(rows):\n    return sum(r for r in rows\n")
    (work / "test_totals.py").write_text("import unittest\n\nclass T(unittest.TestCase):\n"
        "    def test_sum(self):\n        self.assertEqual(sum([1, 2]), 4)\n")  # fmt: skip
    (work / "env").write_text("not a directory\n")

    cm = "commands-26"
    yield case(cm, "ctags-no-tag-dir", CLI, run("ctags", "-f", "build/tags/tags",
        "report.csv"))  # fmt: skip
    yield case(cm, "ctags-bad-option", CLI, run("ctags", "--langauge-force=python", "-R", "."))
    yield case(cm, "lz4-corrupt", CLI, run("lz4", "-d", "-f", "broken.lz4", "out.csv"))
    yield case(cm, "lz4-missing-input", CLI, run("lz4", "-d", "data.lz4", "data.csv"))
    yield case(cm, "lz4-will-not-overwrite", CLI, run("lz4", "-d", "report.csv.lz4",
        "report.csv"))  # fmt: skip
    yield case(cm, "envsubst-bad-option", CLI, run("envsubst", "--vars", "x"))
    yield case(cm, "7z-corrupt", CLI, run("7z", "t", "broken.7z"))
    yield case(cm, "7z-missing", CLI, run("7z", "x", "release.7z"))
    # A program the agent wrote: the program must change.
    yield case(cm, "awk-syntax", (CLI, FAT), run("awk", "-F,", "{ print $2 +* 1 }",
        "report.csv"))  # fmt: skip
    yield case(cm, "awk-missing-input", CLI, run("awk", "-F,", "{ print $1 }", "sales.csv"))
    yield case(cm, "xmllint-malformed", CLI, run("xmllint", "--noout", "bad.xml"))
    yield case(cm, "xmllint-schema-invalid", CLI, run("xmllint", "--noout", "--schema",
        "order.xsd", "order.xml"))  # fmt: skip
    yield case(cm, "objdump-not-object", CLI, run("objdump", "-d", "report.csv"))
    yield case(cm, "nm-missing", CLI, run("nm", "build/libreport.so"))
    yield case(cm, "wget-refused", TRA, run("wget", "-nv", "-t", "1", "-T", "3",
        f"http://127.0.0.1:{closed_port()}/v1/export"))  # fmt: skip
    yield case(cm, "wget-404", CLI, wget(404, "no such export"))
    yield case(cm, "wget-503", TRA, wget(503, "upstream busy, retry later"))
    # The port is held by another process: the command works once it exits, or on another port.
    yield case(cm, "http-server-port-taken", (CLI, TRA), run(py, "-m", "http.server",
        str(_taken_port()), "--bind", "127.0.0.1"))  # fmt: skip
    yield case(cm, "tarfile-missing", CLI, run(py, "-m", "tarfile", "-e", "release.tar", "out"))
    yield case(cm, "zipfile-corrupt", CLI, run(py, "-m", "zipfile", "-t", "broken.zip"))
    yield case(cm, "compileall-syntax", (CLI, FAT), run(py, "-m", "compileall", "-q", "pkg"))
    yield case(cm, "unittest-failure", (CLI, FAT), run(py, "-m", "unittest", "-q",
        "test_totals"))  # fmt: skip
    yield case(cm, "venv-path-is-file", CLI, run(py, "-m", "venv", "env/sub"))
    yield case(cm, "python-c-refused", TRA, run(py, "-c", "import urllib.request; "
        f"urllib.request.urlopen('http://127.0.0.1:{closed_port()}/health', timeout=3)"))  # fmt: skip
    yield case(cm, "python-script-hangs", (TRA, CLI), run(py, "-c", "import time; "
        "time.sleep(30)", timeout=1))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (commands_family,)
