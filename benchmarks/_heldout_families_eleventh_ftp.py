"""Held-out set 11, part 5: ftputil 5.2.0 (a high-level FTP client over ftplib) raising live
against a scripted FTP control channel on 127.0.0.1 (``_heldout_servers.LineServer``).

ftputil turns every reply into its own ``TemporaryError``/``PermanentError`` (subclasses of
``OSError``) whose ``errno`` is the FTP reply code, so a 550 arrives as ``errno=550``.

Written 2026-12-03 between 20:56 and 21:08 UTC by the helper ``heldout11``, built blind:
labelled from DESIGN.md §2 semantics only; ``classify()``, the decorator and any
observation were never run on these cases, nor were the classifier's rules, its tests or any
verdict read."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_servers import LineServer, closed_port

__all__ = ["FAMILIES"]

_PWD = '257 "/" is the current directory'


def ftputil_family() -> Iterator[Case]:
    import ftputil
    import ftputil.session

    server = LineServer()

    def run(action: str, greeting: str = "220 ready", port: int = 0, **replies: str | None) -> Any:
        def go() -> Any:
            script: dict[str, str | None] = {"PWD": _PWD, "USER": "331 password please"}
            server.script(greeting, **{"PASS": "230 in", **script, **replies})
            factory = ftputil.session.session_factory(port=port or server.port, encoding="utf-8")
            with ftputil.FTPHost("127.0.0.1", "ana", "secret", session_factory=factory) as host:
                if action == "cd":
                    return host.chdir("/reports/2025")
                if action == "mkdir":
                    return host.mkdir("/reports/2026")
                if action == "rename":
                    return host.rename("/reports/q1.csv", "/reports/q1-final.csv")
                return None

        return go

    def at(action: str, **replies: str | None) -> Callable[[], Any]:
        return run(action, **replies)

    ft = "ftputil"
    yield case(ft, "530-login", CRED, at("login", PASS="530 Login incorrect."))
    yield case(ft, "532-need-account", CRED, at("login", PASS="332 Need account for login.",
        ACCT="532 Need account for storing files."))  # fmt: skip
    yield case(ft, "421-too-many-users", TRA, run("login", greeting="421 Too many users "
        "logged in, please try again in a few minutes."))  # fmt: skip
    yield case(ft, "421-at-pass", TRA, at("login", PASS="421 Service not available, "
        "closing control connection."))  # fmt: skip
    yield case(ft, "550-cwd-missing", CLI, at("cd", CWD="550 /reports/2025: No such file "
        "or directory"))  # fmt: skip
    yield case(ft, "450-cwd-busy", TRA, at("cd", CWD="450 Requested file action not "
        "taken: directory temporarily locked by another session"))  # fmt: skip
    yield case(ft, "550-mkd-denied", CLI, at("mkdir", MKD="550 Create directory operation "
        "failed: Permission denied"))  # fmt: skip
    yield case(ft, "553-name-not-allowed", CLI, at("mkdir", MKD="553 Requested action not "
        "taken. File name not allowed."))  # fmt: skip
    # A 4xx reply (temporary by the protocol) about storage: it may clear, or need a person.
    yield case(ft, "452-no-space", (TRA, FAT), at("mkdir", MKD="452 Requested action not "
        "taken. Insufficient storage space in system."))  # fmt: skip
    # The account's storage allocation is spent: nothing but a person freeing space helps.
    yield case(ft, "552-quota", FAT, at("mkdir", MKD="552 Requested file action aborted. "
        "Exceeded storage allocation (disk quota exceeded)."))  # fmt: skip
    yield case(ft, "550-rnfr-missing", CLI, at("rename", RNFR="550 /reports/q1.csv: No "
        "such file or directory"))  # fmt: skip
    yield case(ft, "502-not-implemented", (FAT, CLI), at("rename", RNFR="502 Command not "
        "implemented."))  # fmt: skip
    yield case(ft, "500-syntax", (CLI, FAT), at("cd", CWD="500 Syntax error, command "
        "unrecognized."))  # fmt: skip
    yield case(ft, "dropped", TRA, at("cd", CWD=None))
    yield case(ft, "refused", TRA, run("login", port=closed_port()))


FAMILIES = (ftputil_family,)
