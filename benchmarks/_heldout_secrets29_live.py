"""Held-out set 29: output of tools and libraries really run here, against 127.0.0.1 only.

Each case's text is what a command or a library call printed when run while the set is built
(nothing reaches beyond this machine: the only server is an ``http.server`` started here on a
free loopback port). Paths, ports and times are normalized so that every run prints the same
text except the values. Every call shape was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched; ``ServerProxy``,
``DuplicateOptionError``, ``Invalid isoformat``, ``could not convert string to float``,
``nonnumeric port``, ``captureWarnings``, ``CIMultiDict``, ``plistlib``, ``pickletools``,
``py_compile``, ``cat-file``, ``openssl rand``, ``cut -d``, ``@tsv``, ``.mode json``,
``.mode box``, ``.mode html``, ``xargs -t``, ``GIT_TRACE``, ``ps -o``, ``input_value``,
``RequestsCookieJar`` and ``set_trace_callback`` matched and were dropped). A tool or
package missing here adds no case.

* ``cli``: sqlite3's ``.mode tabs``, jq's ``@csv``, ``python -c`` printing a pickle
  (``b'\\x80...``), ``env -i``, ``perl -ne``, ``sort -t=`` and ``paste -sd,``.
* ``traceback``: configparser's ``MissingSectionHeaderError`` for a ``.env`` read as INI and
  ``InterpolationMissingOptionError`` (``Bad value substitution``) for a password holding
  ``%(x)s``; PyYAML's ``cannot start any token`` for an unquoted password starting with ``@``.
* ``repr``: an ``httpx.URL`` (its password masked, its query not), ``httpx.Headers`` with an
  ``x-api-key``, an ``httpx.Request``, an ``httpx.Cookies`` jar, an ``http.cookies.Morsel``, a
  ``types.MappingProxyType`` of settings and a ``logging.LogRecord``.
* ``log``: ``http.server``'s ``SimpleHTTPRequestHandler`` logging a 404 for a signed download
  link (its ``code 404, message File not found`` line and the request line) and a 400 ``Bad
  request version`` for a request line with a stray word.
"""

from __future__ import annotations

import configparser
import contextlib
import io
import re
import tempfile
import threading
import types
import urllib.error
import urllib.request
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from _heldout_live_tools import Run, collect_runs, raised_message, run_command
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "PYTHONDONTWRITEBYTECODE": "1"}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"\[\d\d/\w{3}/\d{4} \d\d:\d\d:\d\d\]", "[06/Dec/2026 07:30:00]", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize, timeout=90)


def live_tool_cases(v: Values) -> list[Case]:
    hx = [v.gen(HEX, n) for n in (40, 32)]
    ul = [v.gen(URLSAFE, n) for n in (43, 32)]
    an = [v.gen(ALNUM, n) for n in (24, 30, 36, 28, 32, 26)]
    pw = [v.pw() for _ in range(2)]
    more = [v.gen(ALNUM, n) for n in (34, 22, 40, 31, 27, 38, 25, 33, 29, 23)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, hx, an, pw) + _cli_runs2(tmp, more), tmp, "cli", "runtime")
        tb = _collect(_library_runs(an, pw) + _library_runs2(more), tmp, "traceback", "cause")
        reprs = _collect(_repr_runs(an, ul, hx) + _repr_runs2(more), tmp, "repr", "group")
        logs = _collect(_log_runs(tmp, ul) + _log_runs2(more), tmp, "log", "context")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, hx: list[str], an: list[str], pw: list[str]) -> list[Run]:
    t = Path(tmp)
    (t / "tokens.json").write_text(
        f'[{{"name": "ledger", "token": "{an[0]}"}}, {{"name": "maps", "token": "(none)"}}]\n'
    )
    sql = (
        "create table settings(key text, value text);"
        f"insert into settings values ('smtp_host', 'mx.acme.io'), ('smtp_password', '{pw[0]}');"
    )
    run_command(["sqlite3", str(t / "app.db"), sql], tmp, env=_ENV)
    code = f"import pickle; print(pickle.dumps({{'user': 'sync', 'api_key': '{hx[0]}'}}))"
    return [
        (
            "sqlite3 mode tabs",
            "sqlite3's .mode tabs listing a settings table",
            pw[0],
            ["sqlite3", "-cmd", ".mode tabs", str(t / "app.db"), "select * from settings"],
        ),
        (
            "jq csv",
            "jq -r with @csv over a tokens file",
            an[0],
            ["jq", "-r", ".[] | [.name, .token] | @csv", str(t / "tokens.json")],
        ),
        (
            "python pickle bytes",
            "python -c printing pickle.dumps of a dict (its bytes repr)",
            hx[0],
            ["python3", "-c", code],
        ),
    ]


def _library_runs(an: list[str], pw: list[str]) -> list[Run]:
    def missing_section() -> str:
        parser = configparser.ConfigParser()
        env = f"DB_PASSWORD={pw[1]}\nDB_HOST=db\nDEBUG=0\n"
        return raised_message(lambda: parser.read_string(env, source=".env"))

    return [
        (
            "configparser missing section",
            "configparser's MissingSectionHeaderError reading a .env as INI",
            pw[1],
            missing_section,
        ),
    ]


def _repr_runs(an: list[str], ul: list[str], hx: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import httpx

        url = f"https://sync:x@127.0.0.1:8080/v1/export?format=csv&access_token={ul[0]}"
        out.append(
            (
                "httpx url",
                "repr of an httpx.URL (the password is masked, the query is not)",
                ul[0],
                lambda: repr(httpx.URL(url)),
            )
        )
        out.append(
            (
                "httpx headers",
                "repr of httpx.Headers holding an x-api-key",
                an[1],
                lambda: repr(httpx.Headers({"Accept": "application/json", "X-Api-Key": an[1]})),
            )
        )

    def morsel() -> str:
        import http.cookies

        jar = http.cookies.SimpleCookie()
        jar["remember_token"] = an[2]
        jar["remember_token"]["httponly"] = True
        return repr(jar["remember_token"])

    def proxy() -> str:
        settings = {"REGION": "eu-west-1", "WEBHOOK_SECRET": hx[1], "TIMEOUT": 30}
        return repr(types.MappingProxyType(settings))

    out.append(("cookie morsel", "repr of an http.cookies.Morsel", an[2], morsel))
    out.append(("mappingproxy settings", "repr of a types.MappingProxyType", hx[1], proxy))
    return out


def _log_runs(tmp: str, ul: list[str]) -> list[Run]:
    def not_found() -> str:
        sink = io.StringIO()

        class Handler(SimpleHTTPRequestHandler):
            def log_message(self, format: str, *args: object) -> None:
                sink.write(f"{self.address_string()} - - [{self.log_date_time_string()}] "
                           f"{format % args}\n")  # fmt: skip

        server = ThreadingHTTPServer(("127.0.0.1", 0), partial(Handler, directory=tmp))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            port = server.server_address[1]
            url = f"http://127.0.0.1:{port}/exports/2026-12.csv?sig={ul[1]}&exp=1765000000"
            with contextlib.suppress(urllib.error.HTTPError):
                urllib.request.urlopen(url, timeout=10).read()
        finally:
            server.shutdown()
            server.server_close()
        return sink.getvalue().strip()

    return [
        (
            "simplehttp 404 signed link",
            "http.server's SimpleHTTPRequestHandler logging a 404 for a signed download link",
            ul[1],
            not_found,
        ),
    ]


def _cli_runs2(tmp: str, more: list[str]) -> list[Run]:
    t = Path(tmp)
    (t / ".env").write_text(f"APP_ENV=prod\nSEARCH_API_KEY={more[0]}\nLOG_LEVEL=info\n")
    (t / "keys.txt").write_text(f"ledger={more[1]}\nmaps=(none)\n")
    (t / "hooks.txt").write_text(f"deploy\n{more[9]}\nprod\n")
    return [
        (
            "env -i",
            "env -i running env with a key set (a clean environment printed)",
            more[2],
            ["env", "-i", "PATH=/usr/bin:/bin", f"RELAY_TOKEN={more[2]}", "env"],
        ),
        (
            "perl -ne",
            "perl -ne printing the .env lines that mention KEY",
            more[0],
            ["perl", "-ne", "print if /KEY/", str(t / ".env")],
        ),
        (
            "sort -t",
            "sort -t= -k1,1 of a key file",
            more[1],
            ["sort", "-t=", "-k1,1", str(t / "keys.txt")],
        ),
        (
            "paste -s",
            "paste -sd, joining a hook file's lines (name, secret, stage)",
            more[9],
            ["paste", "-sd,", str(t / "hooks.txt")],
        ),
    ]


def _library_runs2(more: list[str]) -> list[Run]:
    def missing_option() -> str:
        parser = configparser.ConfigParser()
        parser.read_string(f"[smtp]\nhost = mx.acme.io\npassword = {more[3]}%(x)s\n")
        return raised_message(lambda: parser["smtp"]["password"])

    def yaml_token() -> str:
        import yaml

        doc = f"db:\n  host: db.internal\n  password: @{more[4]}\n"
        return raised_message(lambda: yaml.safe_load(doc))

    return [
        (
            "configparser missing option",
            "configparser's InterpolationMissingOptionError for a password holding %(x)s",
            more[3],
            missing_option,
        ),
        (
            "yaml cannot start token",
            "PyYAML's ScannerError for an unquoted password starting with @",
            more[4],
            yaml_token,
        ),
    ]


def _repr_runs2(more: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import httpx

        def request() -> str:
            url = f"https://127.0.0.1:8080/v2/geocode?q=Main+St&api_key={more[5]}"
            return repr(httpx.Request("GET", url))

        def cookies() -> str:
            jar = httpx.Cookies()
            jar.set("sessionid", more[6], domain="127.0.0.1")
            return repr(jar)

        out.append(("httpx request", "repr of an httpx.Request", more[5], request))
        out.append(("httpx cookies", "repr of an httpx.Cookies jar", more[6], cookies))

    def record() -> str:
        import logging

        rec = logging.LogRecord(
            "sync", logging.INFO, "sync.py", 42, f"posting with key {more[7]}", None, None
        )
        return repr(rec)

    out.append(
        ("logrecord", "repr of a logging.LogRecord whose message holds a key", more[7], record)
    )
    return out


class _Quiet(SimpleHTTPRequestHandler):
    sink = io.StringIO()

    def log_message(self, format: str, *args: object) -> None:
        self.sink.write(f"{self.address_string()} - - [{self.log_date_time_string()}] "
                        f"{format % args}\n")  # fmt: skip


def _log_runs2(more: list[str]) -> list[Run]:
    def bad_version() -> str:
        import socket

        _Quiet.sink = io.StringIO()
        server = ThreadingHTTPServer(("127.0.0.1", 0), _Quiet)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            with socket.create_connection(server.server_address, timeout=10) as conn:
                conn.sendall(f"GET /hook?token={more[8]} HTTP/1.1 extra\r\n\r\n".encode())
                conn.recv(4096)
        finally:
            server.shutdown()
            server.server_close()
        return _Quiet.sink.getvalue().strip()

    return [
        (
            "http.server bad request version",
            "http.server logging a 400 'Bad request version' for a request line with a stray word",
            more[8],
            bad_version,
        ),
    ]
