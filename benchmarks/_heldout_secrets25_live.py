"""Held-out set 25: what real tools, runtimes and Python libraries print, run here (loopback
only).

Each program is run for real on this machine (git 2.39.5, sqlite3 3.40.1, curl 7.88.1,
OpenSSL 3.0.19, GNU Make, Node 20.20, Python 3.11 and the packages in /work/venv: Django
5.2, python-dotenv, ruff 0.17, hypothesis, requests, urllib3, polars, duckdb, pandas, mcp,
ldap3, kubernetes, pymongo, uvicorn, opentelemetry-sdk) and its output (stdout and stderr,
as an agent's shell tool captures it) is the case's text. Every call below was grepped for
(its command, function, flag or the distinctive words of its message) in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py`` and
``_heldout_cases.py`` file and none matched; calls that had been quoted before were dropped
(psycopg2's ``invalid dsn``, botocore's ``ParamValidationError``, ``optparse``,
``ipaddress``, ``fromisoformat``, pendulum, ``netrc``, Werkzeug's ``Authorization`` repr,
``urllib3.util.parse_url``'s repr, protobuf's text format, Perl's ``JSON::PP``, Node's
``url.parse`` and ``readFileSync``, jira's ``JIRAError``, dramatiq, rq, ``openssl sess_id``'s
``Master-Key`` and twilio's request log, which printed no body). Kind ``cli``: ``git log
-L``, ``git annotate``, ``git submodule foreach``, sqlite3's ``.mode ascii`` (unit and record
separators), curl's ``--write-out '%{redirect_url}'`` and ``--dump-header -``, ``python -m
base64 -d``, ``python -m ast``, python-dotenv's ``dotenv list``, ruff's ``S105`` with its
code frame, Django's ``shell -c`` and ``get_random_secret_key``, ``openssl rand -base64``,
``make --print-data-base`` and Node's ``assert.strictEqual`` diff. Kind ``traceback``:
hypothesis's ``Failing explicit example``, ``http.client``'s ``InvalidURL`` (control
characters), requests' ``InvalidHeader`` (a token read with its newline), urllib3's
``LocationParseError`` (a password with ``/`` in a URL), polars' strict cast, duckdb's
``Could not convert string`` and pandas' ``Unknown datetime string format``. Kind ``repr``:
mcp's ``StdioServerParameters``, ldap3's ``entry_to_ldif`` (its mock strategy), an
``http.cookiejar.LWPCookieJar`` file, the kubernetes client's ``V1Secret`` and pymongo's
``uri_parser.parse_uri``. Kind ``log``: ``sqlite3``'s ``set_trace_callback``,
``uvicorn.access`` and OpenTelemetry's ``ConsoleSpanExporter``.

A tool that is not installed, or whose output does not hold the secret here, adds no case;
every value is drawn before any tool runs (except the two secrets the tools generate, which
are read back from their output), and ports, paths, dates, ids and timings are normalized.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import functools
import io
import logging
import os
import re
import sqlite3
import string
import subprocess
import sys
import tempfile
import threading
import traceback
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from _heldout_live_tools import captured_logs, run_command
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values, leaked

__all__ = ["live_tool_cases"]

_GIT_ENV = {
    "GIT_AUTHOR_NAME": "dev",
    "GIT_AUTHOR_EMAIL": "dev@acme.io",
    "GIT_COMMITTER_NAME": "dev",
    "GIT_COMMITTER_EMAIL": "dev@acme.io",
    "GIT_AUTHOR_DATE": "2026-12-05T23:30:00Z",
    "GIT_COMMITTER_DATE": "2026-12-05T23:30:00Z",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_TERMINAL_PROMPT": "0",
}
_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "NODE_DISABLE_COLORS": "1", **_GIT_ENV}

Run = tuple[str, str, "str | Callable[[str], str]", "list[str] | Callable[[], str]"]


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"Date: .*GMT", "Date: Sat, 05 Dec 2026 23:30:00 GMT", text)
    text = re.sub(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d [+-]\d{4}", "2026-12-05 23:30:00 +0000", text)
    text = re.sub(r'"(trace_id|span_id)": "0x[0-9a-f]+"', r'"\1": "0x4bf92f3577b34da6"', text)
    text = re.sub(r'"(start|end)_time": "[^"]+"', r'"\1_time": "2026-12-05T23:30:00.000000Z"', text)
    text = re.sub(r'"service\.instance\.id": "[0-9a-f-]+"', '"service.instance.id": "-"', text)
    text = re.sub(r"(Python|python)/3\.\d+\.\d+", r"\1/3.11.7", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    out = []
    for name, source, secret, argv in runs:
        try:
            text = argv() if callable(argv) else run_command(argv, tmp, env=_ENV, timeout=60)
        except ImportError:
            continue
        text = _normalize(text, tmp)
        if callable(secret):
            secret = secret(text)
        if secret and len(secret) >= 6 and leaked(secret, text):
            out.append(Case(f"{group}: {name}", source, text, secret, raises=raises))
    return out


def live_tool_cases(v: Values) -> list[Case]:
    # Values as reality has them: hex and base64url tokens, base62 keys, typed passwords,
    # passphrases, a password with a slash and one with a trailing newline kept.
    hx = [v.gen(HEX, n) for n in (40, 32, 64, 24)]
    ul = [v.gen(URLSAFE, n) for n in (43, 22, 36, 28, 50, 32)]
    an = [v.gen(ALNUM, n) for n in (20, 26, 30, 18, 34, 44, 24, 16, 38, 29, 21, 27)]
    pw = [v.pw() for _ in range(8)]
    slash_pw = v.gen(ALNUM, 9) + "/" + v.gen(ALNUM, 7)
    phrase = (
        " ".join(v.gen(string.ascii_lowercase, n) for n in (6, 5, 7)) + "-" + v.gen("0123456789", 3)
    )
    b32 = v.gen("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32)
    server = _Server(ul[1])
    server.cookie = an[3]
    try:
        with tempfile.TemporaryDirectory() as tmp:
            runs = _cli_runs(tmp, server.port, hx, an, pw, ul, phrase)
            cli = _collect(runs, tmp, "cli", "runtime")
            tb = _collect(_library_runs(hx, an, pw, ul, slash_pw), tmp, "traceback", "cause")
            reprs = _collect(_repr_runs(tmp, hx, an, pw, ul, b32), tmp, "repr", "group")
            logs = _collect(_log_runs(an, pw, ul), tmp, "log", "context")
    finally:
        server.close()
    return cli + tb + reprs + logs


class _Server:
    """A loopback server: /authorize answers 302 to a callback carrying a code, /login sets a
    session cookie, anything else 401."""

    def __init__(self, code: str) -> None:
        self.cookie = ""

        class Handler(BaseHTTPRequestHandler):
            def do_GET(inner) -> None:
                if inner.path.startswith("/authorize"):
                    inner.send_response(302)
                    inner.send_header(
                        "Location", f"https://app.acme.io/callback?code={code}&state=af0ifjsl"
                    )
                elif inner.path.startswith("/login"):
                    inner.send_response(200)
                    inner.send_header(
                        "Set-Cookie", f"__Host-sid={self.cookie}; Path=/; Secure; HttpOnly"
                    )
                else:
                    inner.send_response(401)
                inner.send_header("Content-Length", "0")
                inner.end_headers()

            def log_message(inner, format: str, *args: object) -> None:
                """Quiet: the server's own log is not the case."""

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()


def _sh(command: str, cwd: str, env: dict[str, str] | None = None) -> str:
    try:
        done = subprocess.run(
            command, shell=True, capture_output=True, text=True, cwd=cwd, timeout=60,
            check=False, env={**os.environ, **_ENV, **(env or {})},
        )  # fmt: skip
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return (done.stdout + done.stderr).strip()


def _git_repo(tmp: str, pw: list[str], hx: list[str], ul: list[str]) -> str:
    repo = Path(tmp, "shop")
    repo.mkdir()
    run = functools.partial(run_command, cwd=str(repo), env=_ENV)
    run(["git", "init", "-q", "-b", "main"])
    Path(repo, "mail.ini").write_text("[smtp]\nhost = smtp.acme.io\npassword =\n")
    Path(repo, "hooks.env").write_text("HOOK_URL=https://hooks.acme.io/deploy\n")
    run(["git", "add", "."])
    run(["git", "commit", "-q", "-m", "init"])
    Path(repo, "mail.ini").write_text(f"[smtp]\nhost = smtp.acme.io\npassword = {pw[0]}\n")
    Path(repo, "hooks.env").write_text(
        f"HOOK_URL=https://hooks.acme.io/deploy\nHOOK_SECRET={hx[0]}\n"
    )
    run(["git", "commit", "-q", "-am", "smtp and hooks: set credentials"])
    Path(repo, "mail.ini").write_text("[smtp]\nhost = smtp.acme.io\npassword = ${SMTP_PASSWORD}\n")
    run(["git", "commit", "-q", "-am", "smtp: read the password from the environment"])
    lib = Path(tmp, "lib")
    lib.mkdir()
    run_command(["git", "init", "-q", "-b", "main"], str(lib), env=_ENV)
    Path(lib, "README").write_text("lib\n")
    run_command(["git", "add", "."], str(lib), env=_ENV)
    run_command(["git", "commit", "-q", "-m", "lib"], str(lib), env=_ENV)
    run(["git", "-c", "protocol.file.allow=always", "submodule", "add", "-q", str(lib),
         "vendor/lib"])  # fmt: skip
    run(["git", "-C", "vendor/lib", "remote", "set-url", "origin",
         f"https://x-access-token:ghs_{ul[0]}@github.com/acme/lib.git"])  # fmt: skip
    return str(repo)


def _cli_runs(
    tmp: str, port: int, hx: list[str], an: list[str], pw: list[str], ul: list[str], phrase: str
) -> list[Run]:
    t = Path(tmp)
    repo = _git_repo(tmp, pw, hx, ul)
    db = t / "relay.db"
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE relay (name TEXT, owner TEXT, secret TEXT)")
    con.execute("INSERT INTO relay VALUES ('mx-out', 'ops', ?)", (an[0],))
    con.commit()
    con.close()
    base = f"http://127.0.0.1:{port}"
    k8s = base64.b64encode(pw[1].encode()).decode()
    (t / ".env").write_text(f"APP_ENV=staging\nSTRIPE_WEBHOOK_SECRET=whsec_{an[1]}\nDEBUG=0\n")
    (t / "settings_local.py").write_text(
        f'DB_HOST = "pg-1.acme.internal"\nDB_PASSWORD = "{pw[2]}"\nDB_PORT = 5432\n'
    )
    (t / "acme_settings.py").write_text(
        "SECRET_KEY = 'x' * 50\nDATABASES = {'default': {'ENGINE': "
        "'django.db.backends.postgresql', 'NAME': 'shop', 'USER': 'shop', "
        f"'PASSWORD': {phrase!r}, 'HOST': 'pg-1', 'PORT': '5432'}}}}\n"
    )
    (t / "Makefile").write_text(
        "REGISTRY := registry.acme.io\n"
        f"REGISTRY_TOKEN := {hx[1]}\n"
        "push:\n\tdocker login $(REGISTRY) -u ci -p $(REGISTRY_TOKEN)\n"
    )
    (t / "check.js").write_text(
        "const assert = require('assert');\n"
        "const key = process.env.PARTNER_API_KEY;\n"
        "assert.strictEqual(key, 'pk_test_placeholder');\n"
    )

    def sqlite_ascii() -> str:
        out = run_command(["sqlite3", "-cmd", ".mode ascii", str(db),
                           "SELECT * FROM relay;"], tmp)  # fmt: skip
        return "$ sqlite3 -cmd '.mode ascii' relay.db 'SELECT * FROM relay;'\n" + out

    def django(code: str) -> Callable[[], str]:
        def call() -> str:
            env = {**_ENV, "PYTHONPATH": tmp}
            out = run_command([sys.executable, "-m", "django", "shell",
                               "--settings=acme_settings", "-c", code], tmp, env=env)  # fmt: skip
            return f'$ python manage.py shell -c "{code}"\n' + out

        return call

    def django_key(text: str) -> str:
        lines = text.splitlines()
        return lines[-1].strip() if lines else ""

    def openssl_rand() -> str:
        return "$ openssl rand -base64 32\n" + run_command(
            ["openssl", "rand", "-base64", "32"], tmp
        )

    def last_line(text: str) -> str:
        return text.splitlines()[-1].strip() if text else ""

    return [
        ("git log L", "git log -L following the password line of a config through history",
         pw[0], ["git", "-C", repo, "log", "-L3,3:mail.ini", "--format=%h %s"]),
        ("git annotate", "git annotate of a committed env file", hx[0],
         ["git", "-C", repo, "annotate", "HEAD", "--", "hooks.env"]),
        ("git submodule foreach", "git submodule foreach printing each submodule's remote URL",
         ul[0], lambda: "$ git submodule foreach 'git remote get-url origin'\n"
         + _sh("git submodule foreach 'git remote get-url origin'", repo)),
        ("sqlite3 mode ascii", "sqlite3 .mode ascii (0x1F and 0x1E between the values)",
         an[0], sqlite_ascii),
        ("curl redirect url", "curl --write-out '%{redirect_url}' of an authorize endpoint",
         ul[1], ["curl", "-s", "-o", "/dev/null", "-w", "%{http_code} %{redirect_url}\n",
                 f"{base}/authorize?client_id=acme-web&response_type=code"]),
        ("python m base64", "python -m base64 -d of a Kubernetes secret's data field", pw[1],
         lambda: "$ kubectl get secret smtp -o jsonpath='{.data.password}' | python3 -m base64 "
         "-d\n" + _sh(f"echo '{k8s}' | {sys.executable} -m base64 -d", tmp)),
        ("dotenv list", "python-dotenv's CLI, dotenv list", an[1],
         [sys.executable, "-m", "dotenv", "-f", str(t / ".env"), "list"]),
        ("ruff s105", "ruff check --select S105 with its code frame", pw[2],
         lambda: "$ ruff check --select S105 settings_local.py\n" + run_command(
             [str(Path(sys.executable).with_name("ruff")), "check", "--no-cache", "--isolated",
              "--select", "S105", "settings_local.py"], tmp)),
        ("django shell c", "Django 5.2 shell -c printing the database settings", phrase,
         django("from django.conf import settings; print(settings.DATABASES['default'])")),
        ("django random secret key", "Django's get_random_secret_key, run to make a new key",
         django_key,
         django("from django.core.management.utils import get_random_secret_key; "
                "print(get_random_secret_key())")),
        ("openssl rand base64", "openssl rand -base64 32, run to make a new secret", last_line,
         openssl_rand),
        ("make print data base", "make --print-data-base listing a Makefile's variables",
         hx[1], lambda: "$ make -pn push | grep -A1 '^REGISTRY'\n"
         + _sh("make -pn push 2>/dev/null | grep -A1 '^REGISTRY'", tmp)),
        ("python m ast", "python -m ast of a settings file (its constants)", pw[3],
         lambda: "$ python3 -m ast deploy_settings.py\n" + _sh(
             f"printf 'SMTP_USER = \"alerts\"\\nSMTP_PASSWORD = \"%s\"\\n' '{pw[3]}' > "
             f"deploy_settings.py && {sys.executable} -m ast deploy_settings.py", tmp)),
        ("node assert strict equal", "Node's assert.strictEqual diff in a smoke check", an[2],
         lambda: "$ node check.js\n" + _sh("node check.js", tmp,
                                          env={"PARTNER_API_KEY": an[2]})),
        ("curl dump header", "curl --dump-header - of a login (the Set-Cookie line)", an[3],
         ["curl", "-s", "-o", "/dev/null", "--dump-header", "-", f"{base}/login"]),
    ]  # fmt: skip


def _message(call: Callable[[], object]) -> str:
    try:
        call()
    except BaseException as error:
        return f"{type(error).__module__}.{type(error).__qualname__}: {error}"
    return ""


def _library_runs(
    hx: list[str], an: list[str], pw: list[str], ul: list[str], slash_pw: str
) -> list[Run]:
    def hypothesis_example() -> str:
        from hypothesis import example, given
        from hypothesis import strategies as st

        @given(st.text())
        @example(password=pw[4])
        def test_password_policy(password: str) -> None:
            assert len(password) < 8 or any(c.isdigit() for c in password) is False

        try:
            test_password_policy()
        except BaseException as error:
            return "".join(traceback.format_exception_only(error)).strip()
        return ""

    def http_client_url() -> str:
        import http.client

        token = ul[2] + "\n"  # read from a file, the newline kept

        def call() -> None:
            conn = http.client.HTTPConnection("127.0.0.1", 9)
            conn.request("GET", f"/v1/exports/daily.csv?token={token}")

        return _message(call)

    def requests_header() -> str:
        import requests

        token = an[4] + "\n"
        return _message(
            lambda: requests.get(
                "http://127.0.0.1:9/v1/me", headers={"Authorization": f"Bearer {token}"}
            )
        )

    def urllib3_location() -> str:
        import urllib3

        url = f"https://deploy:{slash_pw}@registry.acme.io/v2/_catalog"
        return _message(lambda: urllib3.PoolManager().request("GET", url, retries=False))

    def polars_cast() -> str:
        import polars as pl

        frame = pl.DataFrame({"host": ["mq-1", "mq-2"], "port": ["5672", an[5]]})
        return _message(lambda: frame.with_columns(pl.col("port").cast(pl.Int64)))

    def duckdb_cast() -> str:
        import duckdb

        con = duckdb.connect()
        con.execute("CREATE TABLE brokers (host VARCHAR, port VARCHAR)")
        con.execute("INSERT INTO brokers VALUES ('mq-1', '5672'), ('mq-2', ?)", [hx[2]])
        return _message(
            lambda: con.execute("SELECT host, CAST(port AS INTEGER) FROM brokers").fetchall()
        )

    def pandas_datetime() -> str:
        import pandas as pd

        row = ["4412", "svc-etl", an[6], "2026-12-01"]  # a column shifted by one
        return _message(lambda: pd.to_datetime(row[2]))

    return [
        ("hypothesis failing explicit example", "hypothesis reporting a failing @example "
         "(the argument shown)", pw[4], hypothesis_example),
        ("http client invalid url", "http.client's InvalidURL for a token read with its "
         "newline", ul[2], http_client_url),
        ("requests invalid header", "requests' InvalidHeader for a token read with its "
         "newline", an[4], requests_header),
        ("urllib3 location parse", "urllib3's LocationParseError for a password with a slash "
         "in a URL", slash_pw, urllib3_location),
        ("polars strict cast", "polars' InvalidOperationError casting a shifted column", an[5],
         polars_cast),
        ("duckdb conversion", "duckdb's ConversionException casting a shifted column", hx[2],
         duckdb_cast),
        ("pandas datetime format", "pandas' DateParseError for a shifted column", an[6],
         pandas_datetime),
    ]  # fmt: skip


def _repr_runs(
    tmp: str, hx: list[str], an: list[str], pw: list[str], ul: list[str], b32: str
) -> list[Run]:
    def mcp_params() -> str:
        from mcp import StdioServerParameters

        params = StdioServerParameters(
            command="npx", args=["-y", "@modelcontextprotocol/server-gitlab"],
            env={"GITLAB_PERSONAL_ACCESS_TOKEN": f"glpat-{ul[3]}",
                 "GITLAB_API_URL": "https://git.acme.io/api/v4"},
        )  # fmt: skip
        return f"DEBUG mcp-host: starting server {params!r}"

    def ldap_ldif() -> str:
        from ldap3 import MOCK_SYNC, Connection, Server

        conn = Connection(Server("ldap.acme.io"), user="cn=admin,dc=acme,dc=io",
                          password="x", client_strategy=MOCK_SYNC)  # fmt: skip
        conn.strategy.add_entry("cn=admin,dc=acme,dc=io", {"userPassword": "x", "sn": "admin"})
        conn.strategy.add_entry(
            "cn=svc-backup,ou=services,dc=acme,dc=io",
            {"objectClass": ["inetOrgPerson"], "cn": "svc-backup", "sn": "backup",
             "userPassword": pw[5]},
        )  # fmt: skip
        conn.bind()
        conn.search("ou=services,dc=acme,dc=io", "(cn=svc-backup)",
                    attributes=["cn", "userPassword"])  # fmt: skip
        return ">>> print(conn.entries[0].entry_to_ldif())\n" + conn.entries[0].entry_to_ldif()

    def lwp_cookies() -> str:
        import http.cookiejar

        jar = http.cookiejar.LWPCookieJar()
        jar.set_cookie(
            http.cookiejar.Cookie(
                0, "remember_token", an[7] + an[8], None, False, "admin.acme.io", True, False,
                "/", True, True, 1830000000, False, None, None, {"HttpOnly": None},
            )
        )  # fmt: skip
        path = Path(tmp, "cookies.lwp")
        jar.save(str(path), ignore_discard=True)
        return "$ cat ~/.cache/ops/cookies.lwp\n" + path.read_text()

    def k8s_secret() -> str:
        from kubernetes import client

        secret = client.V1Secret(
            api_version="v1", kind="Secret", type="Opaque",
            metadata=client.V1ObjectMeta(name="orders-db", namespace="shop"),
            string_data={"username": "orders", "password": pw[6]},
        )  # fmt: skip
        return f">>> print(secret)\n{secret}"

    def mongo_uri() -> str:
        from pymongo import uri_parser

        uri = (f"mongodb://reporter:{an[9]}@mongo1.acme.internal:27017,mongo2.acme.internal:"
               "27017/reports?authSource=admin")  # fmt: skip
        return f">>> uri_parser.parse_uri(MONGO_URL)\n{uri_parser.parse_uri(uri)!r}"

    return [
        ("mcp stdio server parameters", "mcp's StdioServerParameters repr in a host's debug "
         "line", ul[3], mcp_params),
        ("ldap3 entry to ldif", "ldap3's entry_to_ldif of a service account (mock strategy)",
         pw[5], ldap_ldif),
        ("lwp cookie jar file", "http.cookiejar.LWPCookieJar.save (Set-Cookie3 lines)",
         an[7] + an[8], lwp_cookies),
        ("kubernetes v1 secret", "the kubernetes client's V1Secret printed", pw[6], k8s_secret),
        ("pymongo parse uri", "pymongo's uri_parser.parse_uri of a connection string", an[9],
         mongo_uri),
    ]  # fmt: skip


def _log_runs(an: list[str], pw: list[str], ul: list[str]) -> list[Run]:
    def sqlite_trace() -> str:
        log = logging.getLogger("app.db")
        with captured_logs("app.db") as stream:
            con = sqlite3.connect(":memory:")
            con.set_trace_callback(log.debug)
            con.execute("CREATE TABLE integrations (name TEXT, api_key TEXT)")
            # The key is interpolated into the statement, as a hurried migration does.
            con.execute(f"INSERT INTO integrations VALUES ('slack', 'xoxb-{an[10]}')")
            con.close()
        return stream.getvalue().strip()

    def uvicorn_access() -> str:
        import urllib.request

        import uvicorn

        async def app(scope, receive, send):  # type: ignore[no-untyped-def]
            if scope["type"] != "http":
                return
            await send({"type": "http.response.start", "status": 200,
                        "headers": [(b"content-type", b"text/plain")]})  # fmt: skip
            await send({"type": "http.response.body", "body": b"ok"})

        config = uvicorn.Config(app, host="127.0.0.1", port=0, log_config=None, lifespan="off")
        server = uvicorn.Server(config)
        loop = asyncio.new_event_loop()
        thread = threading.Thread(target=loop.run_until_complete, args=(server.serve(),),
                                  daemon=True)  # fmt: skip
        with captured_logs("uvicorn.access") as stream:
            thread.start()
            for _ in range(100):
                if server.started:
                    break
                threading.Event().wait(0.05)
            port = server.servers[0].sockets[0].getsockname()[1]
            url = f"http://127.0.0.1:{port}/auth/magic?token={ul[4]}&next=%2Fdashboard"
            with contextlib.suppress(Exception):
                urllib.request.urlopen(url, timeout=5).read()
            server.should_exit = True
            thread.join(10)
        return re.sub(r"127\.0\.0\.1:\d+ -", "127.0.0.1:52144 -", stream.getvalue().strip())

    def otel_console() -> str:
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import ConsoleSpanExporter, SimpleSpanProcessor

        out = io.StringIO()
        provider = TracerProvider()
        provider.add_span_processor(SimpleSpanProcessor(ConsoleSpanExporter(out=out)))
        tracer = provider.get_tracer("webhooks")
        with tracer.start_as_current_span("POST") as span:
            span.set_attribute("http.request.method", "POST")
            span.set_attribute("url.full", f"https://hooks.acme.io/ingest?sig={an[11]}&t=1796")
        provider.shutdown()
        return out.getvalue().strip()

    return [
        ("sqlite3 trace callback", "sqlite3's set_trace_callback sending statements to a DEBUG "
         "logger", an[10], sqlite_trace),
        ("uvicorn access", "uvicorn.access line for a magic-link login", ul[4], uvicorn_access),
        ("otel console span exporter", "OpenTelemetry's ConsoleSpanExporter printing a span "
         "whose url.full holds a signature", an[11], otel_console),
    ]  # fmt: skip
