"""Held-out set 23, part 5: commands a coding agent runs that no earlier set ran.

cargo and rustfmt (offline), poppler's pdfinfo and pdftoppm, mkdocs, and ``python -m`` tools
(json.tool, tarfile, zipfile, compileall, doctest, gzip), run with ``check=True`` and
their output captured: ``CalledProcessError`` (the cause on stderr, sometimes only the exit
status), ``TimeoutExpired`` for a script that hangs, ``FileNotFoundError`` for a toolchain that
is not installed.

Written 2026-12-04 from 23:45 UTC by the helper ``heldout23``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case

__all__ = ["FAMILIES"]


def _crate(root: Path, name: str, main: str, deps: str = "") -> None:
    (root / name / "src").mkdir(parents=True)
    (root / name / "Cargo.toml").write_text(f'[package]\nname = "{name}"\nversion = "0.1.0"\n'
        f'edition = "2021"\n\n[dependencies]\n{deps}')  # fmt: skip
    (root / name / "src" / "main.rs").write_text(main)


def _workspace() -> Path:
    from pypdf import PdfWriter

    work = Path(tempfile.mkdtemp(prefix="heldout23-"))
    _crate(work, "broken", 'fn main() {\n    let total: u32 = "42";\n    println!("{total}");\n}\n')
    _crate(work, "needs-dep", "fn main() {}\n", 'serde_heldout23 = "1.0"\n')
    _crate(work, "failing-test", "fn add(a: i32, b: i32) -> i32 { a - b }\nfn main() {}\n"
        "#[cfg(test)]\nmod tests {\n    #[test]\n    fn adds() { assert_eq!(super::add(2, 2), 4); }"
        "\n}\n")  # fmt: skip
    (work / "ugly.rs").write_text('fn main(){let x=1;println!("{}",x);}\n')
    (work / "bad.rs").write_text("fn main() {\n    let x = ;\n}\n")
    (work / "prices.py").write_text('def net(gross):\n    """\n    >>> net(119)\n    100.0\n'
        '    """\n    return gross / 1.21\n')  # fmt: skip
    (work / "events.log.gz").write_text("2026-12-04 plain text, never compressed\n")
    (work / "broken-site").mkdir()
    (work / "broken-site" / "mkdocs.yml").write_text("site_name: Handbook\nnav: [Home: index.md\n")
    writer = PdfWriter()
    writer.add_blank_page(width=595, height=842)
    with (work / "one-page.pdf").open("wb") as out:
        writer.write(out)
    (work / "scan.pdf").write_text("%PDF-1.4\n% truncated upload\n")
    docs = work / "site"
    (docs / "docs").mkdir(parents=True)
    (docs / "mkdocs.yml").write_text("site_name: Handbook\nnav:\n  - Home: index.md\n"
        "  - Setup: setup.md\n")  # fmt: skip
    (docs / "docs" / "index.md").write_text("# Home\n\nSee [the guide](guide.md).\n")
    (work / "settings.json").write_text('{"retries": 3, "hosts": ["a", "b",]}\n')
    (work / "backup.tar").write_bytes(b"not a tar archive at all" * 30)
    (work / "export.zip").write_text("PK but not really a zip\n")
    (work / "pkg").mkdir()
    (work / "pkg" / "mod.py").write_text("def f(:\n    pass\n")
    return work


def commands_family() -> Iterator[Case]:
    work = _workspace()
    py = sys.executable

    def run(*argv: str, cwd: Path | None = None, timeout: float = 120) -> Callable[[], Any]:
        return lambda: subprocess.run(list(argv), check=True, capture_output=True, text=True,
            timeout=timeout, cwd=cwd or work, stdin=subprocess.DEVNULL)  # fmt: skip

    cm = "commands-23"
    yield case(cm, "cargo-type-error", CLI, run("cargo", "build", "--offline", "-q",
        cwd=work / "broken"))  # fmt: skip
    # The dependency is not in the offline cache: someone must fetch or vendor it.
    yield case(cm, "cargo-missing-dependency", (CLI, FAT), run("cargo", "build", "--offline",
        cwd=work / "needs-dep"))  # fmt: skip
    yield case(cm, "cargo-test-fails", (CLI, BIZ), run("cargo", "test", "--offline", "-q",
        cwd=work / "failing-test"))  # fmt: skip
    yield case(cm, "cargo-no-manifest", CLI, run("cargo", "build", "--offline"))
    yield case(cm, "cargo-unknown-subcommand", CLI, run("cargo", "biuld"))
    yield case(cm, "rustfmt-check", (CLI, BIZ), run("rustfmt", "--check", "ugly.rs"))
    yield case(cm, "rustfmt-syntax", CLI, run("rustfmt", "bad.rs"))
    yield case(cm, "rustfmt-missing", CLI, run("rustfmt", "src/lib.rs"))
    yield case(cm, "doctest-fails", (CLI, BIZ), run(py, "-m", "doctest", "prices.py"))
    yield case(cm, "gzip-not-gzip", CLI, run(py, "-m", "gzip", "-d", "events.log.gz"))
    yield case(cm, "pdfinfo-missing", CLI, run("pdfinfo", "contract-final.pdf"))
    yield case(cm, "pdfinfo-damaged", CLI, run("pdfinfo", "scan.pdf"))
    yield case(cm, "pdftoppm-page-range", CLI, run("pdftoppm", "-f", "5", "-l", "7", "-png",
        "one-page.pdf", "page"))  # fmt: skip
    yield case(cm, "mkdocs-no-config", CLI, run(py, "-m", "mkdocs", "build", "-q"))
    yield case(cm, "mkdocs-bad-config", CLI, run(py, "-m", "mkdocs", "build", "-q", "-d",
        str(work / "out-site"), cwd=work / "broken-site"))  # fmt: skip
    yield case(cm, "pdftoppm-missing", CLI, run("pdftoppm", "-png", "invoice-0042.pdf", "inv"))
    yield case(cm, "json-tool-invalid", CLI, run(py, "-m", "json.tool", "settings.json"))
    yield case(cm, "tarfile-not-tar", CLI, run(py, "-m", "tarfile", "-e", "backup.tar",
        "restore"))  # fmt: skip
    yield case(cm, "zipfile-not-zip", CLI, run(py, "-m", "zipfile", "-e", "export.zip", "out"))
    yield case(cm, "compileall-syntax", CLI, run(py, "-m", "compileall", "-q", "pkg"))
    yield case(cm, "script-hangs", (TRA, CLI), run(py, "-c", "import time; time.sleep(30)",
        timeout=1))  # fmt: skip
    yield case(cm, "go-not-installed", (CLI, FAT), run("go", "build", "./..."))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (commands_family,)
