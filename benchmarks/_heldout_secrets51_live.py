"""Held-out set 51: output of tools and libraries really run here, against local files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(temporary paths, ids, addresses) so that every run gives the same text except the values.
Tools and calls were grepped for in every earlier ``_heldout_secrets*_live.py`` file before
they were chosen (none of these names matched: ``python -m pygments``, ``dns.message``,
``make_query``, ``FileCreatedEvent``, ``filelock``, ``fsspec``, ``uuid_utils``,
``matches_re``; the packages watchdog and attrs were run by earlier sets, other parts of
them):

* ``cli``: ``python -m pygments -f raw`` tokenizing a ``.env`` file, an INI file and a saved
  HTTP request.
* ``traceback``: attrs' ``matches_re`` validator, filelock's ``Timeout`` and fsspec's memory
  filesystem given a path, each holding a secret (``uuid_utils.UUID`` given a token is tried
  too, but its error does not quote the value, so that run adds no case).
* ``repr``: dnspython's ``make_query(...).to_text()`` for an ACME challenge name, watchdog's
  ``FileCreatedEvent`` and ``FileMovedEvent``, a ``dns.name.Name``, Pygments' token stream and
  fsspec's ``infer_storage_options``.
* ``log``: filelock's debug log acquiring a lock named with a token.
"""

from __future__ import annotations

import re
import sys
import tempfile
from pathlib import Path

from _heldout_live_tools import Run, captured_logs, collect_runs, raised_message
from _heldout_secrets_harness import ALNUM, HEX, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC"}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"^id \d+$", "id 4242", text, flags=re.M)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"(?i)\b(lock) \d{6,}", r"\1 140449431070160", text)
    return re.sub(r"/tmp/[^/\s']+/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (31, 27, 36, 29, 33, 26, 38, 30, 35, 28)]
    lo = [v.gen("abcdefghijklmnopqrstuvwxyz0123456789", n) for n in (40, 43)]
    hx = [v.gen(HEX, n) for n in (40, 32)]
    pw = [v.pw() for _ in range(2)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, pw), tmp, "cli", "context")
        tb = _collect(_library_runs(tmp, an, hx), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(tmp, an, lo, pw), tmp, "repr", "cause")
        logs = _collect(_log_runs(tmp, hx), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], pw: list[str]) -> list[Run]:
    t = Path(tmp)
    (t / "settings.ini").write_text(
        f"[mailer]\nhost = smtp.acme.io\nuser = noreply\npassword = {an[8]}\n"
    )
    (t / "login.http").write_text(
        "POST /v2/session HTTP/1.1\nHost: api.acme.io\n"
        f"Authorization: Bearer {an[0]}\nContent-Type: application/json\n\n{{}}\n"
    )
    (t / ".env").write_text(f"export APP_ENV=prod\nexport SMTP_PASSWORD='{pw[1]}'\n")
    py = sys.executable
    return [
        (
            "pygments raw bash env",
            "python -m pygments -l bash -f raw on a .env file",
            pw[1],
            [py, "-m", "pygments", "-l", "bash", "-f", "raw", ".env"],
        ),
        (
            "pygments raw ini",
            "python -m pygments -l ini -f raw on a settings file",
            an[8],
            [py, "-m", "pygments", "-l", "ini", "-f", "raw", "settings.ini"],
        ),
        (
            "pygments raw http",
            "python -m pygments -l http -f raw on a saved request",
            an[0],
            [py, "-m", "pygments", "-l", "http", "-f", "raw", "login.http"],
        ),
    ]


def _library_runs(tmp: str, an: list[str], hx: list[str]) -> list[Run]:
    def attrs_run() -> str:
        import attrs

        @attrs.define
        class Webhook:
            secret: str = attrs.field(validator=attrs.validators.matches_re(r"whsec_[0-9a-f]+"))

        return raised_message(lambda: Webhook(an[1]))

    def filelock_run() -> str:
        from filelock import FileLock

        path = str(Path(tmp) / f"session-{an[2]}.lock")
        holder = FileLock(path)
        holder.acquire()
        try:
            return raised_message(lambda: FileLock(path).acquire(timeout=0.05))
        finally:
            holder.release()

    def uuid_utils_run() -> str:
        import uuid_utils

        return raised_message(lambda: uuid_utils.UUID(hx[0]))

    def fsspec_run() -> str:
        import fsspec

        fs = fsspec.filesystem("memory")
        return raised_message(lambda: fs.cat(f"/vault/tokens/{an[3]}"))

    return [
        (
            "attrs matches_re",
            "attrs' matches_re validator rejecting a webhook secret",
            an[1],
            attrs_run,
        ),
        (
            "filelock timeout",
            "filelock's Timeout for a lock named by a session token",
            an[2],
            filelock_run,
        ),
        (
            "uuid_utils value",
            "uuid_utils.UUID given a 40-hex token instead of a UUID",
            hx[0],
            uuid_utils_run,
        ),
        (
            "fsspec memory cat",
            "fsspec's memory filesystem reading a path named by a token",
            an[3],
            fsspec_run,
        ),
    ]


def _repr_runs(tmp: str, an: list[str], lo: list[str], pw: list[str]) -> list[Run]:
    def dns_run() -> str:
        import dns.message

        return dns.message.make_query(f"{lo[0]}.acme-challenge.acme.io.", "TXT").to_text()

    def watchdog_run() -> str:
        from watchdog.events import FileCreatedEvent

        return repr(FileCreatedEvent(f"/srv/share/invite-{an[4]}.json"))

    def pygments_run() -> str:
        from pygments.lexers import IniLexer

        return repr(list(IniLexer().get_tokens(f"[deploy]\ntoken = {an[5]}\n")))

    def fsspec_opts_run() -> str:
        from fsspec.utils import infer_storage_options

        return repr(infer_storage_options(f"ftp://backup:{an[6]}@127.0.0.1:2121/nightly/db.tar"))

    def moved_run() -> str:
        from watchdog.events import FileMovedEvent

        return repr(FileMovedEvent("/srv/keys/.tmp-upload", f"/srv/keys/ci-{an[7]}.pem"))

    def name_run() -> str:
        import dns.name

        return repr(dns.name.from_text(f"{lo[1]}.relay.acme.io"))

    return [
        (
            "dnspython query",
            "dnspython's make_query(...).to_text() for a challenge name",
            lo[0],
            dns_run,
        ),
        (
            "watchdog event",
            "watchdog's FileCreatedEvent repr for an invite file",
            an[4],
            watchdog_run,
        ),
        ("pygments tokens", "Pygments' IniLexer token stream repr", an[5], pygments_run),
        (
            "fsspec storage options",
            "fsspec's infer_storage_options on an FTP URL",
            an[6],
            fsspec_opts_run,
        ),
        ("watchdog moved event", "watchdog's FileMovedEvent repr", an[7], moved_run),
        ("dnspython name", "dnspython's repr of a name holding a token label", lo[1], name_run),
    ]


def _log_runs(tmp: str, hx: list[str]) -> list[Run]:
    def filelock_log() -> str:
        from filelock import FileLock

        lock = FileLock(str(Path(tmp) / f"upload-{hx[1]}.lock"))
        with captured_logs("filelock") as stream, lock:
            pass
        return stream.getvalue()

    return [
        (
            "filelock debug",
            "filelock's DEBUG log acquiring and releasing a lock",
            hx[1],
            filelock_log,
        )
    ]
