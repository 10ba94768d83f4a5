"""Held-out set 15, part 5: commands a coding agent runs, failing for real, in many languages.

Every case is ``subprocess.run(..., check=True, capture_output=True)`` (or its timeout) the way
a shell tool calls it: ``CalledProcessError`` carrying the exit status and the program's own
stderr, or ``TimeoutExpired``. Messages come from the programs' installed catalogs
(``LANGUAGE`` with ``LC_ALL=C.UTF-8``), in languages earlier sets used little or not at all.

* git's patch and history commands on a throwaway repository: ``apply`` (a hunk that does not
  match, a corrupt patch, a patch already applied), ``merge``/``cherry-pick``/``rebase``
  conflicts, ``checkout``/``switch`` of what is not there or over local changes, ``stash pop``
  with nothing stashed, ``worktree add`` twice, a stale ``index.lock``, a commit with nothing
  to commit or no identity; in Bulgarian, European Portuguese, Catalan, Indonesian, Swedish
  and Vietnamese.
* msgfmt on broken ``.po`` files, in Belarusian, Estonian, Punjabi, Slovenian, Serbian and
  Norwegian Nynorsk.
* gpg, iconv, ssh-keygen, numfmt, date, sha256sum, realpath, sort, and a follow that never
  ends (``TimeoutExpired``).

Written 2026-12-04 between 05:35 and 06:10 UTC by the helper ``heldout15``, built blind:
labelled from DESIGN.md §2 semantics only; ``classify()``, the decorator and any observation
were never run on these cases before the labels were committed, nor were the classifier's
rules, its tests or any verdict read."""

from __future__ import annotations

import atexit
import itertools
import os
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case

__all__ = ["FAMILIES"]

_WORK = tempfile.mkdtemp(prefix="heldout15-tools-")
atexit.register(shutil.rmtree, _WORK, True)
_SERIAL = itertools.count()


def run(args: list[str], language: str = "", timeout: float = 20, cwd: str = _WORK) -> Any:
    env = {**os.environ, "LC_ALL": "C.UTF-8", "LANGUAGE": language or "en", "HOME": _WORK,
        "GIT_CONFIG_NOSYSTEM": "1", "GNUPGHOME": os.path.join(_WORK, "gnupg")}  # fmt: skip
    for name in ("GIT_AUTHOR_NAME", "GIT_AUTHOR_EMAIL", "GIT_COMMITTER_NAME", "EMAIL"):
        env.pop(name, None)
    return subprocess.run(args, check=True, capture_output=True, text=True, env=env,
        timeout=timeout, cwd=cwd)  # fmt: skip


def _repo() -> str:
    """A repository with ``app.py`` on main and a branch ``feature`` that edits the same line."""
    path = os.path.join(_WORK, f"repo{next(_SERIAL)}")
    os.makedirs(path)
    git = ["git", "-c", "user.name=Heldout", "-c", "user.email=heldout@example.org"]

    def sh(*args: str) -> None:
        subprocess.run([*git, *args], cwd=path, check=True, capture_output=True)

    def write(text: str) -> None:
        with open(os.path.join(path, "app.py"), "w") as out:
            out.write(text)

    sh("init", "-q", "-b", "main")
    write("def port():\n    return 8080\n")
    sh("add", "app.py")
    sh("commit", "-q", "-m", "port")
    sh("checkout", "-q", "-b", "feature")
    write("def port():\n    return 9090\n")
    sh("commit", "-q", "-am", "feature port")
    sh("checkout", "-q", "main")
    write("def port():\n    return 7070\n")
    sh("commit", "-q", "-am", "main port")
    return path


def git(args: list[str], language: str, prepare: Callable[[str], None] | None = None) -> Any:
    def action() -> Any:
        path = _repo()
        if prepare is not None:
            prepare(path)
        ident = ["-c", "user.name=Heldout", "-c", "user.email=heldout@example.org"]
        return run(["git", *ident, *args], language, cwd=path)

    return action


def _write(path: str, name: str, text: str) -> str:
    full = os.path.join(path, name)
    with open(full, "w") as out:
        out.write(text)
    return full


_STALE_PATCH = """--- a/app.py
+++ b/app.py
@@ -1,2 +1,2 @@
 def port():
-    return 8000
+    return 8443
"""
_APPLIED_PATCH = """--- a/app.py
+++ b/app.py
@@ -1,2 +1,2 @@
 def port():
-    return 8080
+    return 7070
"""


def git_family() -> Iterator[Case]:
    def patch(text: str) -> Callable[[str], None]:
        def prepare(path: str) -> None:
            _write(path, "change.patch", text)

        return prepare

    def dirty(path: str) -> None:
        _write(path, "app.py", "def port():\n    return 1234\n")

    def locked(path: str) -> None:
        _write(path, os.path.join(".git", "index.lock"), "")

    def no_identity() -> Any:
        path = _repo()
        _write(path, "README.md", "# app\n")
        run(["git", "add", "README.md"], "sv", cwd=path)
        return run(["git", "-c", "user.useConfigOnly=true", "commit", "-m", "docs"], "sv",
            cwd=path)  # fmt: skip

    gt = "git-15"
    for lang in ("bg", "pt_PT", "ca", "id", "sv", "vi"):
        yield case(gt, f"apply-mismatch-{lang}", CLI, git(["apply", "change.patch"], lang,
            patch(_STALE_PATCH)))  # fmt: skip
        # Merge conflicts: the histories disagree; the agent (or a person) must resolve them.
        yield case(gt, f"merge-conflict-{lang}", (CLI, BIZ), git(["merge", "feature"], lang))
        yield case(gt, f"checkout-missing-{lang}", CLI, git(["checkout", "release/9.9"], lang))
    yield case(gt, "apply-corrupt-bg", CLI, git(["apply", "change.patch"], "bg",
        patch("--- a/app.py\n+++ b/app.py\n@@ -1 +1 @@\nthis is not a hunk\n")))  # fmt: skip
    # The change is already in the file: the patch's old side is gone.
    yield case(gt, "apply-already-ca", (CLI, BIZ), git(["apply", "change.patch"], "ca",
        patch(_APPLIED_PATCH)))  # fmt: skip
    yield case(gt, "apply-missing-file-id", CLI, git(["apply", "fix-1234.patch"], "id"))
    yield case(gt, "cherry-pick-conflict-pt", (CLI, BIZ), git(["cherry-pick", "feature"],
        "pt_PT"))  # fmt: skip
    yield case(gt, "rebase-conflict-sv", (CLI, BIZ), git(["rebase", "feature"], "sv"))
    yield case(gt, "checkout-overwrite-vi", (CLI, BIZ), git(["checkout", "feature"], "vi",
        dirty))  # fmt: skip
    yield case(gt, "switch-missing-bg", CLI, git(["switch", "hotfix"], "bg"))
    yield case(gt, "stash-pop-empty-ca", (CLI, BIZ), git(["stash", "pop"], "ca"))
    yield case(gt, "worktree-twice-id", CLI, git(["worktree", "add", "../wt-main", "main"],
        "id"))  # fmt: skip
    yield case(gt, "commit-nothing-pt", (CLI, BIZ), git(["commit", "-m", "again"], "pt_PT"))
    # Another git process holds the index (or died holding it): retried later, or removed.
    yield case(gt, "index-lock-sv", (TRA, CLI, FAT), git(["commit", "-am", "wip"], "sv",
        lambda path: (dirty(path), locked(path))))  # fmt: skip
    yield case(gt, "no-identity-sv", (FAT, CLI), no_identity)
    yield case(gt, "not-a-repo-vi", CLI, lambda: run(["git", "log", "-1"], "vi", cwd="/"))


def msgfmt_family() -> Iterator[Case]:
    broken = _write(_WORK, "messages.po", 'msgid "Hello"\nmsgstr "Hallo\n\nmsgid "Bye"\n'
        'msgstr "Tschüss"\n')  # fmt: skip
    duplicate = _write(_WORK, "duplicate.po", 'msgid "Hello"\nmsgstr "Hei"\n\nmsgid "Hello"\n'
        'msgstr "Hallo"\n')  # fmt: skip
    format_po = _write(_WORK, "format.po", '#, c-format\nmsgid "%d files"\nmsgstr "%s filer"\n')

    mf = "msgfmt"
    for lang in ("be", "et", "pa", "sl", "sr", "nn"):
        yield case(mf, f"syntax-{lang}", CLI, lambda lang=lang: run(["msgfmt", "-o",
            "/dev/null", broken], lang))  # fmt: skip
    yield case(mf, "duplicate-et", CLI, lambda: run(["msgfmt", "-o", "/dev/null", duplicate], "et"))
    yield case(mf, "format-check-sl", CLI, lambda: run(["msgfmt", "-c", "-o", "/dev/null",
        format_po], "sl"))  # fmt: skip
    yield case(mf, "missing-nn", CLI, lambda: run(["msgfmt", "-o", "/dev/null",
        os.path.join(_WORK, "locale", "nb.po")], "nn"))  # fmt: skip


def commands_family() -> Iterator[Case]:
    latin1 = os.path.join(_WORK, "export.csv")
    with open(latin1, "wb") as out:
        out.write("naïve,café\n".encode("latin-1"))
    sums = _write(_WORK, "SHA256SUMS", "0" * 64 + "  export.csv\n")
    unsorted = _write(_WORK, "hosts.txt", "web-02\nweb-01\n")
    garbage = _write(_WORK, "key.asc", "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nnot a key\n")
    os.makedirs(os.path.join(_WORK, "gnupg"), mode=0o700, exist_ok=True)

    cm = "commands-15"
    yield case(cm, "iconv-illegal-ru", CLI, lambda: run(["iconv", "-f", "UTF-8", "-t", "ASCII",
        latin1], "ru"))  # fmt: skip
    yield case(cm, "iconv-unsupported-de", CLI, lambda: run(["iconv", "-f", "UTF-8", "-t",
        "KLINGON", latin1], "de"))  # fmt: skip
    yield case(cm, "gpg-import-eo", CLI, lambda: run(["gpg", "--batch", "--import", garbage],
        "eo"))  # fmt: skip
    # No key for the recipient in the keyring: a person must import it, or the name is wrong.
    yield case(cm, "gpg-no-key-et", (CLI, FAT), lambda: run(["gpg", "--batch", "--yes",
        "--trust-model", "always", "--auto-key-locate", "local", "--encrypt", "-r",
        "ops@example.org", unsorted], "et"))  # fmt: skip
    yield case(cm, "gpg-missing-file-hu", CLI, lambda: run(["gpg", "--batch", "--verify",
        os.path.join(_WORK, "release.tar.gz.sig")], "hu"))  # fmt: skip
    yield case(cm, "ssh-keygen-missing", CLI, lambda: run(["ssh-keygen", "-y", "-f",
        os.path.join(_WORK, ".ssh", "id_ed25519")]))  # fmt: skip
    yield case(cm, "ssh-keygen-not-key", CLI, lambda: run(["ssh-keygen", "-l", "-f", unsorted]))
    yield case(cm, "numfmt-suffix-fi", CLI, lambda: run(["numfmt", "--from=iec", "12Q"], "fi"))
    yield case(cm, "date-invalid-ro", CLI, lambda: run(["date", "-d", "next blursday"], "ro"))
    # The file does not match its published checksum: corrupt data or a wrong list.
    yield case(cm, "sha256-mismatch-da", (FAT, CLI), lambda: run(["sha256sum", "-c", sums],
        "da", cwd=_WORK))  # fmt: skip
    yield case(cm, "realpath-missing-eu", CLI, lambda: run(["realpath", "-e",
        os.path.join(_WORK, "build", "out")], "eu"))  # fmt: skip
    yield case(cm, "sort-check-gl", (CLI, BIZ), lambda: run(["sort", "-c", unsorted], "gl"))
    yield case(cm, "follow-timeout", TRA, lambda: run(["tail", "-f", unsorted], timeout=1))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    git_family,
    msgfmt_family,
    commands_family,
)
