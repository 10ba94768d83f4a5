"""Held-out set 81: output of tools and libraries really run here, against local files and
127.0.0.1 only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, salts, temporary paths) so that every run gives the same text except the values.
Tools and calls were grepped for in every earlier ``benchmarks/*heldout*`` file before they
were chosen; the counts of earlier files naming each are in the commit message:

* ``cli``: ``gpg --show-session-key`` with ``--override-session-key`` (a session key decrypts
  the message it belongs to), ``openssl enc -P`` printing a raw key, ``unzip -l`` listing a
  key file named with a token, and ``jq --arg`` failing to parse a pasted token as a number.
* ``traceback``: ``codecs.lookup`` (``LookupError: unknown encoding``), ``unicodedata.lookup``
  (``KeyError: undefined character name``), ``PurePosixPath.relative_to`` (``is not in the
  subpath``) and ``urllib.request.Request`` (``unknown url type``), each given a secret where
  a name belonged.
* ``repr``: ``urllib.parse.urlparse`` (``ParseResult``), ``http.cookies.Morsel``,
  ``sqlite3.Connection.iterdump`` of a settings table and ``inspect.BoundArguments``.
* ``log``: ``logging.handlers.MemoryHandler`` flushed to a stream, ``QueueHandler`` with a
  ``QueueListener``, and ``logging.LoggerAdapter`` with a context holding a token.
"""

from __future__ import annotations

import inspect
import logging
import logging.handlers
import queue
import re
import sqlite3
import tempfile
from pathlib import Path

from _heldout_live_tools import Run, captured_logs, collect_runs, raised_message, run_command
from _heldout_secrets_harness import ALNUM, HEX, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"salt=[0-9A-F]+", "salt=396AAE720B560000", text)
    text = re.sub(r"\d{4}-\d\d-\d\d \d\d:\d\d", "2026-12-07 19:30", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (34, 29, 31, 27, 36, 33, 30, 28, 35, 32, 26)]
    hx = [v.gen(HEX.upper(), 64), v.gen(HEX.upper(), 64), v.gen(HEX, 40)]
    pw = [v.pw() for _ in range(3)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx), tmp, "cli", "context")
        tb = _collect(_library_runs(an), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, pw), tmp, "repr", "cause")
        logs = _collect(_log_runs(an, hx, pw), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str]) -> list[Run]:
    home = Path(tmp) / "gnupg"
    home.mkdir(mode=0o700)
    (Path(tmp) / "note.txt").write_text("label batch 4412\n")
    run_command(
        ["gpg", "--homedir", str(home), "--batch", "--yes", "--passphrase", "x",
         "--pinentry-mode", "loopback", "--symmetric", "--cipher-algo", "AES256",
         "-o", "note.gpg", "note.txt"],
        tmp, env=_ENV,
    )  # fmt: skip
    (Path(tmp) / f"bluedart-licence-{an[0]}.txt").write_text("x\n")
    run_command(["zip", "-q", "keys.zip", f"bluedart-licence-{an[0]}.txt"], tmp, env=_ENV)
    return [
        (
            "gpg show session key",
            "gpg --override-session-key with --show-session-key on a symmetric file",
            hx[0],
            [
                "gpg",
                "--homedir",
                str(home),
                "--batch",
                "--override-session-key",
                f"9:{hx[0]}",
                "--show-session-key",
                "-d",
                "note.gpg",
            ],
        ),
        (
            "openssl enc print key",
            "openssl enc -aes-256-cbc -K ... -P printing the raw key and iv",
            hx[1],
            [
                "openssl",
                "enc",
                "-aes-256-cbc",
                "-K",
                hx[1],
                "-iv",
                "0102030405060708090A0B0C0D0E0F10",
                "-P",
            ],
        ),
        (
            "unzip list",
            "unzip -l listing a key file named with a token",
            an[0],
            ["unzip", "-l", "keys.zip"],
        ),
        (
            "jq tonumber",
            "jq -n --arg k <token> '$k|tonumber' failing on a pasted token",
            an[1],
            ["jq", "-n", "--arg", "k", an[1], "$k|tonumber"],
        ),
    ]


def _library_runs(an: list[str]) -> list[Run]:
    import codecs
    import unicodedata
    import urllib.request
    from pathlib import PurePosixPath

    return [
        (
            "codecs lookup",
            "codecs.lookup given a token where an encoding belonged (LookupError)",
            an[2],
            lambda: raised_message(lambda: codecs.lookup(an[2])),
        ),
        (
            "unicodedata lookup",
            "unicodedata.lookup given a token as a character name (KeyError)",
            an[3],
            lambda: raised_message(lambda: unicodedata.lookup(an[3])),
        ),
        (
            "purepath relative_to",
            "PurePosixPath.relative_to over a key path named with a token (ValueError)",
            an[4],
            lambda: raised_message(
                lambda: PurePosixPath(f"/srv/keys/{an[4]}.pem").relative_to("/etc/acme")
            ),
        ),
        (
            "urllib request url type",
            "urllib.request.Request given a token where its URL belonged (ValueError)",
            an[5],
            lambda: raised_message(lambda: urllib.request.Request(f"{an[5]}/labels")),
        ),
    ]


def _repr_runs(an: list[str], pw: list[str]) -> list[Run]:
    from http.cookies import Morsel
    from urllib.parse import urlparse

    def morsel() -> str:
        m: Morsel[str] = Morsel()
        m.set("session", an[6], an[6])
        m["path"] = "/"
        m["httponly"] = True
        return repr(m)

    def dump() -> str:
        con = sqlite3.connect(":memory:")
        con.execute("create table settings (name text, value text)")
        con.execute("insert into settings values ('yurtici_ws_password', ?)", (pw[0],))
        return "\n".join(con.iterdump())

    def bound() -> str:
        def book(account: str, api_key: str, retries: int = 3) -> None:
            """A courier booking call."""

        return repr(inspect.signature(book).bind("10153892", an[7]))

    return [
        (
            "urlparse result",
            "repr of urllib.parse.urlparse over a tracking URL with an apikey",
            an[8],
            lambda: repr(urlparse(f"https://api2.postnord.com/rest/shipment?id=1&apikey={an[8]}")),
        ),
        ("cookie morsel", "repr of an http.cookies.Morsel holding a session", an[6], morsel),
        ("sqlite iterdump", "sqlite3 Connection.iterdump of a settings table", pw[0], dump),
        ("bound arguments", "repr of inspect.BoundArguments of a courier call", an[7], bound),
    ]


def _log_runs(an: list[str], hx: list[str], pw: list[str]) -> list[Run]:
    def memory() -> str:
        with captured_logs("acme.labels") as stream:
            target = logging.StreamHandler(stream)
            target.setFormatter(logging.Formatter("%(levelname)s:%(name)s:%(message)s"))
            buffered = logging.handlers.MemoryHandler(10, logging.ERROR, target)
            log = logging.getLogger("acme.labels")
            log.addHandler(buffered)
            log.info("nzpost token request client_secret=%s", an[9])
            log.error("label request failed")
            buffered.close()
            log.removeHandler(buffered)
        lines = [line for line in stream.getvalue().splitlines() if an[9] in line]
        return "\n".join(dict.fromkeys(lines))

    def queued() -> str:
        with captured_logs("acme.vault") as stream:
            q: queue.Queue[logging.LogRecord] = queue.Queue()
            sink = logging.StreamHandler(stream)
            sink.setFormatter(logging.Formatter("%(levelname)s:%(name)s:%(message)s"))
            listener = logging.handlers.QueueListener(q, sink)
            log = logging.getLogger("acme.vault")
            handler = logging.handlers.QueueHandler(q)
            log.addHandler(handler)
            listener.start()
            log.warning("kv read eid/uaepass-stg: client_secret=%s", hx[2])
            listener.stop()
            log.removeHandler(handler)
        lines = [line for line in stream.getvalue().splitlines() if hx[2] in line]
        return "\n".join(dict.fromkeys(lines))

    def adapter() -> str:
        with captured_logs("acme.courier") as stream:
            log = logging.LoggerAdapter(logging.getLogger("acme.courier"), {"login": pw[1]})
            log.warning("Yurtici login failed for %s", log.extra)
        return stream.getvalue().strip()

    return [
        (
            "memoryhandler flush",
            "logging.handlers.MemoryHandler flushing on an error",
            an[9],
            memory,
        ),
        ("queuehandler listener", "logging QueueHandler through a QueueListener", hx[2], queued),
        ("loggeradapter extra", "logging.LoggerAdapter logging its context", pw[1], adapter),
    ]
