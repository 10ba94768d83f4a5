"""Held-out set 46: output of tools and libraries really run here, against 127.0.0.1 and
local files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, addresses, temporary paths) so that every run gives the same text except the
values. Tools and calls were grepped for in every earlier ``_heldout_secrets*_live.py`` and
local/tools families file; the first of each group below had no earlier match (``dbm``,
``shelve``, Pillow, dnspython, ``code.InteractiveInterpreter``, ``pybreaker``, ``multiprocessing``,
``logging.config``), the rest are run in shapes no earlier case used:

* ``cli``: ``git commit-tree`` / ``git cat-file -p`` of a commit whose message held a key,
  ``git config --file ... --list`` of a repo config with an extra header, ``sqlite3 -line``
  and ``-csv`` over a table of tokens, ``envsubst`` rendering a template, ``column -t`` over a
  CSV of keys, and ``python -m unittest`` failing an ``assertEqual`` on a token.
* ``traceback``: ``dbm.dumb`` and ``shelve`` lookups keyed by a session token (KeyError), Pillow
  opening an upload named with a token (UnidentifiedImageError), ``code.InteractiveInterpreter``
  showing a syntax error in a line that set a key, dnspython refusing a TXT record name that
  held a token, and ``traceback.TracebackException(capture_locals=True)``.
* ``repr``: a dnspython TSIG keyring, pika's ``URLParameters`` with its credentials' vars,
  pymongo's ``uri_parser.parse_uri``, Pillow's ``Image.info`` for a PNG with a text chunk, a
  dnspython TXT rdata,
  ldap3's ``Connection``, a ``logging.LogRecord`` built from an f-string, and an
  ``asyncio.Queue`` holding a job's token.
* ``log``: a ``logging.config.dictConfig``-configured logger writing a job's start line, a
  ``pybreaker`` listener logging a failed call, and ``multiprocessing.util.info`` naming a
  worker's arguments (each adds a case only when the library is installed and shows the
  value).
"""

from __future__ import annotations

import contextlib
import io
import logging
import re
import tempfile
import traceback
from pathlib import Path

from _heldout_live_tools import Run, captured_logs, collect_runs, raised_message
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "GIT_AUTHOR_NAME": "Dev",
    "GIT_AUTHOR_EMAIL": "dev@acme.io",
    "GIT_COMMITTER_NAME": "Dev",
    "GIT_COMMITTER_EMAIL": "dev@acme.io",
    "GIT_AUTHOR_DATE": "2026-12-06T15:00:00Z",
    "GIT_COMMITTER_DATE": "2026-12-06T15:00:00Z",
    "GIT_CONFIG_NOSYSTEM": "1",
    "HOME": "/nonexistent",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\d+\.\d+s\b", "0.004s", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "2026-12-06 15:46:30", text)
    text = re.sub(r"line \d+, in (test_|_)", r"line 7, in \1", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (31, 27, 36, 29, 33, 26, 38, 30, 35, 28, 32, 34, 37, 25, 31, 29)]
    hx = [v.gen(HEX, n) for n in (40, 44, 32)]
    ul = [v.gen(URLSAFE, n) for n in (43, 39, 41)]
    pw = [v.pw() for _ in range(5)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx, pw), tmp, "cli", "context")
        tb = _collect(_library_runs(tmp, an, ul), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(tmp, an, hx, pw), tmp, "repr", "cause")
        logs = _collect(_log_runs(ul, pw, an), tmp, "log", "args")
    return cli + tb + reprs + logs


def _charge(amount: int, api_key: str) -> None:
    """Stands in for a payment client's charge call that cannot connect."""
    raise ConnectionRefusedError("127.0.0.1:8443 refused")


def _run_charge(api_key: str) -> None:
    _charge(1200, api_key)


def _charge_traceback(api_key: str) -> str:
    """The traceback of a failed charge with each frame's locals."""
    try:
        _run_charge(api_key)
    except ConnectionRefusedError as error:
        te = traceback.TracebackException.from_exception(error, capture_locals=True)
        return "".join(te.format(chain=False)).replace(__file__, "/srv/billing/charge.py")
    return ""


def _cli_runs(tmp: str, an: list[str], hx: list[str], pw: list[str]) -> list[Run]:
    import sqlite3

    t = Path(tmp)
    (t / "repo").mkdir()
    (t / "repo" / "config").write_text(
        '[http "https://git.acme.io/"]\n'
        f"\textraHeader = Authorization: Bearer {an[0]}\n[core]\n\tbare = false\n"
    )
    db = t / "tokens.db"
    with contextlib.closing(sqlite3.connect(db)) as con:
        con.execute("create table tokens (service text, token text, expires text)")
        con.execute("insert into tokens values ('smsgate', ?, '2027-01-01')", (an[1],))
        con.execute("insert into tokens values ('geo', ?, '2027-02-01')", (hx[0],))
        con.commit()
    (t / "app.env.tmpl").write_text("DB_HOST=warehouse\nDB_PASSWORD=${DB_PASSWORD}\n")
    (t / "keys.csv").write_text(f"vendor,key,owner\nfarmbot,{an[2]},ops\nplanyo,{hx[1]},web\n")
    (t / "test_token.py").write_text(
        "import unittest\n\n\nclass TokenTest(unittest.TestCase):\n"
        "    def test_rotated(self):\n"
        f"        self.assertEqual(load_token(), '{an[3]}')\n\n\n"
        "def load_token():\n    return 'expired'\n"
    )
    git = ["git", "-C", str(t / "work")]
    py = "/work/venv/bin/python"

    def commit_message() -> str:
        from _heldout_live_tools import run_command

        run_command(["git", "init", "-q", str(t / "work")], env=_ENV)
        tree = run_command([*git, "write-tree"], env=_ENV)
        sha = run_command(
            [*git, "commit-tree", tree, "-m", f"rotate smsgate key\n\nnew key: {an[4]}"], env=_ENV
        )
        return run_command([*git, "cat-file", "-p", sha], env=_ENV)

    return [
        ("git cat-file commit", "git cat-file -p of a commit whose message held a new key",
         an[4], commit_message),
        ("git config extraheader", "git config --file .../config --list with an extra header",
         an[0], ["git", "config", "--file", str(t / "repo" / "config"), "--list"]),
        ("sqlite3 line", "sqlite3 -line over a table of service tokens",
         an[1], ["sqlite3", "-line", str(db), "select * from tokens where service='smsgate'"]),
        ("sqlite3 csv", "sqlite3 -csv -header over a table of service tokens",
         hx[0], ["sqlite3", "-csv", "-header", str(db), "select * from tokens"]),
        ("envsubst", "envsubst rendering an env template with DB_PASSWORD set",
         pw[0], ["sh", "-c", f"DB_PASSWORD='{pw[0]}' envsubst < {t / 'app.env.tmpl'}"]),
        ("column csv", "column -t -s, over a CSV of vendor keys",
         an[2], ["column", "-t", "-s", ",", str(t / "keys.csv")]),
        ("unittest assertequal", "python -m unittest failing assertEqual on a rotated token",
         an[3], [py, "-m", "unittest", "-q", "test_token"]),
    ]  # fmt: skip


def _library_runs(tmp: str, an: list[str], ul: list[str]) -> list[Run]:
    import dbm.dumb
    import shelve

    t = Path(tmp)

    def dbm_lookup() -> str:
        with dbm.dumb.open(str(t / "sessions"), "c") as db:
            db[b"sess-1"] = b"{}"
            return raised_message(lambda: db[an[5].encode()])

    def shelve_lookup() -> str:
        with shelve.open(str(t / "resets")) as db:
            db["r1"] = {"user": 7}
            return raised_message(lambda: db[ul[0]])

    def pillow_open() -> str:
        from PIL import Image

        path = t / f"avatar-{an[6]}.png"
        path.write_bytes(b"not a png")
        return raised_message(lambda: Image.open(path))

    def interpreter() -> str:
        import code

        class Capture(code.InteractiveInterpreter):
            out = io.StringIO()

            def write(self, data: str) -> None:
                self.out.write(data)

        interp = Capture()
        interp.runsource(f"PAYMENTS_KEY = '{an[7]}' +", "<input>")
        return interp.out.getvalue().strip()

    def locals_traceback() -> str:
        return _charge_traceback(an[9])

    def http_invalid_url() -> str:
        import http.client

        return raised_message(lambda: http.client.HTTPConnection(f"report:{an[15]}@127.0.0.1"))

    return [
        ("http client invalid url", "http.client given user:password@host as the host (InvalidURL)",
         an[15], http_invalid_url),
        ("dbm dumb keyerror", "dbm.dumb lookup of a session keyed by its token (KeyError)",
         an[5], dbm_lookup),
        ("shelve keyerror", "shelve lookup of a password reset keyed by its token (KeyError)",
         ul[0], shelve_lookup),
        ("pillow unidentified", "Pillow opening an upload named with a token (UnidentifiedImageError)",
         an[6], pillow_open),
        ("interactive interpreter", "code.InteractiveInterpreter showing a syntax error in a line setting a key",
         an[7], interpreter),
        ("capture locals", "traceback.TracebackException(capture_locals=True) for a charge call",
         an[9], locals_traceback),
    ]  # fmt: skip


def _repr_runs(tmp: str, an: list[str], hx: list[str], pw: list[str]) -> list[Run]:
    t = Path(tmp)

    def png_info() -> str:
        from PIL import Image, PngImagePlugin

        meta = PngImagePlugin.PngInfo()
        meta.add_text("Software", "label-printer 2.1")
        meta.add_text("ShipToken", an[10])
        Image.new("L", (2, 2)).save(t / "label.png", pnginfo=meta)
        with Image.open(t / "label.png") as im:
            return repr(im.info)

    def txt_rdata() -> str:
        import dns.rdata
        import dns.rdataclass
        import dns.rdatatype

        rd = dns.rdata.from_text(dns.rdataclass.IN, dns.rdatatype.TXT, f'"api-key={hx[2]}"')
        return repr(rd)

    def ldap_connection() -> str:
        import ldap3

        server = ldap3.Server("127.0.0.1", port=1389)
        return repr(ldap3.Connection(server, user="cn=sync,dc=acme,dc=io", password=pw[1]))

    def log_record() -> str:
        record = logging.LogRecord(
            "billing", logging.INFO, "/srv/billing/jobs.py", 41, f"charging with key {an[11]}",
            None, None,
        )  # fmt: skip
        return repr(record)

    def queue_repr() -> str:
        import asyncio

        async def build() -> str:
            q: asyncio.Queue[dict[str, str]] = asyncio.Queue()
            q.put_nowait({"job": "export", "token": an[12]})
            return repr(q)

        return asyncio.run(build())

    def tsig_keyring() -> str:
        import base64

        import dns.tsigkeyring

        secret = base64.b64encode(an[14].encode()).decode()
        return repr(dns.tsigkeyring.from_text({"ddns-update.": secret}))

    def pika_credentials() -> str:
        import pika

        params = pika.URLParameters(f"amqp://etl:{pw[3]}@127.0.0.1:5672/%2F")
        return f"{params!r} {vars(params.credentials)!r}"

    def mongo_uri() -> str:
        from pymongo import uri_parser

        return repr(uri_parser.parse_uri(f"mongodb://app:{pw[4]}@127.0.0.1:27017/shop"))

    return [
        (
            "dns tsig keyring",
            "dnspython's repr of a TSIG keyring built for dynamic updates",
            an[14],
            tsig_keyring,
        ),
        (
            "pika credentials",
            "pika's URLParameters and the vars of its PlainCredentials",
            pw[3],
            pika_credentials,
        ),
        (
            "pymongo parse uri",
            "pymongo's uri_parser.parse_uri result for an app URI",
            pw[4],
            mongo_uri,
        ),
        (
            "pillow png info",
            "Pillow's Image.info for a label PNG with a text chunk",
            an[10],
            png_info,
        ),
        ("dns txt rdata", "dnspython's repr of a TXT rdata holding a key", hx[2], txt_rdata),
        ("ldap3 connection", "ldap3's Connection repr for a bind user", pw[1], ldap_connection),
        ("logrecord", "a logging.LogRecord's repr built from an f-string", an[11], log_record),
        (
            "asyncio queue",
            "an asyncio.Queue's repr holding a job with its token",
            an[12],
            queue_repr,
        ),
    ]


def _log_runs(ul: list[str], pw: list[str], an: list[str]) -> list[Run]:
    def dict_config() -> str:
        import logging.config

        stream = io.StringIO()
        logging.config.dictConfig(
            {
                "version": 1,
                "disable_existing_loggers": False,
                "formatters": {"plain": {"format": "%(levelname)s %(name)s %(message)s"}},
                "handlers": {
                    "mem": {
                        "class": "logging.StreamHandler",
                        "formatter": "plain",
                        "stream": stream,
                    }
                },
                "loggers": {
                    "etl.export": {"handlers": ["mem"], "level": "INFO", "propagate": False}
                },
            }
        )
        log = logging.getLogger("etl.export")
        log.info("starting export with %s", {"dsn": f"postgresql://etl:{pw[2]}@127.0.0.1/dw"})
        log.handlers.clear()
        return stream.getvalue().strip()

    def breaker() -> str:
        import pybreaker

        class Listener(pybreaker.CircuitBreakerListener):
            def failure(self, cb: object, exc: BaseException) -> None:
                logging.getLogger("breaker").warning("call failed: %s", exc)

        cb = pybreaker.CircuitBreaker(fail_max=5, listeners=[Listener()])

        def fetch(url: str) -> None:
            raise ConnectionError(f"cannot reach {url}")

        with captured_logs("breaker") as stream, contextlib.suppress(Exception):
            cb.call(fetch, f"http://127.0.0.1:9/feed?access_token={ul[1]}")
        return stream.getvalue().strip()

    def mp_log() -> str:
        import multiprocessing.util

        multiprocessing.get_logger()
        with captured_logs("multiprocessing") as stream:
            multiprocessing.util.info("starting worker with args %r", ("sync", an[13]))
        return stream.getvalue().strip()

    out: list[Run] = [
        ("dictconfig logger", "a dictConfig-configured logger writing an export job's start line",
         pw[2], dict_config),
        ("multiprocessing util", "multiprocessing.util.info naming a worker's arguments",
         an[13], mp_log),
    ]  # fmt: skip
    with contextlib.suppress(ImportError):
        import pybreaker  # noqa: F401

        out.append(
            (
                "pybreaker listener",
                "a pybreaker listener logging a failed call to a feed URL",
                ul[1],
                breaker,
            )
        )
    return out
