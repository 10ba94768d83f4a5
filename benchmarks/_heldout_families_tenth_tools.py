"""Held-out set 10, part 5: the failures of agent tools (run a command, read or edit a file,
apply a patch, parse what was edited, lock, inspect a process) raised by libraries other than
the stdlib's usual ones: plumbum and sh for commands, fsspec for files (local and in-memory),
whatthepatch and unidiff for patches, libcst and tomlkit for edited sources and configuration,
portalocker for locks, psutil for processes. None is in sets 1-9, "gen" or ``tests/``.

Labelled from DESIGN.md §2 before any verdict was looked at (2026-12-03, by the helper
``heldout10``, which never ran ``classify()`` nor read the classifier's rules). A command that
exits non-zero with a useful stderr asks for a changed command (client; fatal also accepted
where nothing the caller sends can fix it); one that times out is never retried unchanged
(client, or transient); a lock another process holds is transient; a patch or an edit that
does not apply, or a file that does not parse, asks for a changed request."""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case

__all__ = ["FAMILIES"]

_PATCH = """--- a/app.py
+++ b/app.py
@@ -1,3 +1,3 @@
 def main():
-    print("hello")
+    print("hi")
     return 0
"""


def commands_family() -> Iterator[Case]:
    import sh
    from plumbum import local

    def bash(script: str) -> Callable[[], Any]:
        return lambda: sh.bash("-c", script)

    yield case(
        "commands-10",
        "plumbum-exit-2",
        CLI,
        lambda: local["ls"]["/nonexistent/heldout10/src"](),
    )
    yield case(
        "commands-10",
        "plumbum-timeout",
        (CLI, TRA),
        lambda: local["sleep"]["5"].run(timeout=0.3),
    )
    yield case(
        "commands-10",
        "plumbum-not-found",
        (CLI, FAT),
        lambda: local["heldout10-no-such-tool"],
    )
    yield case(
        "commands-10",
        "plumbum-tests-fail",
        (CLI, FAT),
        lambda: local["bash"]["-c", "echo 'FAILED tests/test_api.py::test_login' >&2; exit 1"](),
    )
    yield case(
        "commands-10",
        "sh-grep-no-match",
        (CLI, BIZ),
        lambda: sh.grep("TODO", "/etc/hostname"),
    )
    yield case("commands-10", "sh-cat-missing", CLI, lambda: sh.cat("/nonexistent/notes.md"))
    yield case("commands-10", "sh-timeout", (CLI, TRA), lambda: sh.sleep(5, _timeout=0.3))
    yield case(
        "commands-10",
        "sh-not-found",
        (CLI, FAT),
        lambda: sh.Command("heldout10-no-such-tool"),
    )
    yield case(
        "commands-10",
        "sh-network-refused",
        (TRA, CLI),
        bash(
            "echo 'curl: (7) Failed to connect to 127.0.0.1 port 5432: Connection refused' >&2;"
            " exit 7"
        ),
    )
    yield case(
        "commands-10",
        "sh-disk-full",
        FAT,
        bash("echo 'cp: error writing /data/out.bin: No space left on device' >&2; exit 1"),
    )
    yield case(
        "commands-10",
        "sh-permission-denied",
        (CLI, FAT),
        bash("echo 'bash: ./deploy.sh: Permission denied' >&2; exit 126"),
    )


def files_family() -> Iterator[Case]:
    import fsspec
    import libcst
    import portalocker
    import psutil
    import tomlkit
    import unidiff
    import whatthepatch

    root = Path(tempfile.mkdtemp(prefix="heldout10-files-"))
    (root / "src").mkdir()
    (root / "src" / "main.py").write_text("print('hi')\n")
    local = fsspec.filesystem("file")
    memory = fsspec.filesystem("memory")
    memory.pipe("/project/README.md", b"# project\n")

    yield case("files-10", "fsspec-read-missing", CLI, lambda: local.cat_file(str(root / "app.py")))
    yield case(
        "files-10", "fsspec-read-directory", CLI, lambda: local.open(str(root / "src")).read()
    )
    yield case("files-10", "fsspec-rm-missing", CLI, lambda: local.rm(str(root / "old.log")))
    yield case(
        "files-10",
        "fsspec-memory-missing",
        CLI,
        lambda: memory.cat_file("/project/docs/index.md"),
    )
    yield case(
        "files-10",
        "fsspec-memory-info-missing",
        CLI,
        lambda: memory.info("/project/setup.cfg"),
    )
    yield case(
        "files-10",
        "fsspec-mkdir-exists",
        (CLI, BIZ),
        lambda: local.mkdir(str(root / "src"), create_parents=False),
    )
    patch = next(iter(whatthepatch.parse_patch(_PATCH)))
    yield case(
        "files-10",
        "whatthepatch-stale-context",
        CLI,
        lambda: whatthepatch.apply_diff(patch, ["def main():", '    print("bye")', "    return 0"]),
    )
    yield case(
        "files-10",
        "unidiff-garbage",
        CLI,
        lambda: unidiff.PatchSet("@@ -1,3 +1,3 @@\n garbage\n"),
    )
    yield case(
        "files-10",
        "libcst-edited-syntax",
        CLI,
        lambda: libcst.parse_module("def handler(event:\n    return event\n"),
    )
    yield case(
        "files-10",
        "tomlkit-missing-value",
        CLI,
        lambda: tomlkit.parse('[project]\nname = "app"\nversion = \n'),
    )
    yield case(
        "files-10",
        "tomlkit-duplicate-key",
        CLI,
        lambda: tomlkit.parse('[project]\nname = "a"\nname = "b"\n'),
    )
    document = tomlkit.parse('[project]\nname = "app"\n')
    yield case(
        "files-10",
        "tomlkit-missing-table",
        (CLI, FAT),
        lambda: document["tool"]["ruff"],
    )
    lock_path = root / "build.lock"
    holder = portalocker.Lock(str(lock_path), timeout=0)
    holder.acquire()
    yield case(
        "files-10",
        "portalocker-held",
        TRA,
        lambda: portalocker.Lock(str(lock_path), timeout=0.2, fail_when_locked=True).acquire(),
    )
    yield case(
        "files-10",
        "psutil-no-such-process",
        (CLI, BIZ),
        lambda: psutil.Process(4_194_000 + 301),
    )


FAMILIES = (commands_family, files_family)
