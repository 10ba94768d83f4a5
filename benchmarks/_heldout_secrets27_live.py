"""Held-out set 27: what real tools, runtimes and Python libraries print, run here (loopback
only).

Each program is run for real on this machine (git, jq, GNU coreutils' ``basenc``, Node 20,
curl, Python 3.11 and the packages in /work/venv: requests, ldap3, psycopg2, SQLAlchemy, kubernetes, structlog, tenacity,
backoff, tqdm) and its output (stdout and stderr, as an agent's shell tool captures
it) is the case's text. Every call below was grepped for (its command, function, flag or the
distinctive words of its message) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file and none matched; calls quoted before were dropped (``git
notes``, ``git config --show-scope`` and ``--get-urlmatch``, ``format-patch``, ``openssl
kdf``, ``sqlite3 -box``/``-line``/``-markdown``/``-html``, ``jq @sh``, ``new URL(``,
``make -p``, ``curl --libcurl`` and ``%{url_effective}``, ``-XshowSettings``,
``console.table``, "invalid literal", "is not a valid", "Invalid header value", "bad
follower token", "could not be cast", ``literal_eval``, ``SimpleCookie``'s repr,
``CaseInsensitiveDict``, ``Namespace(``, ``functools.partial``, ``ChainMap``,
``capture_locals``, ``reprlib``, ``tornado.access``, ``urllib3.connectionpool`` and
``KeyValueRenderer``). Kind ``cli``: jq's ``@tsv`` and ``$ENV``, Node's
``crypto.generateKeySync`` and ``crypto.randomUUID``, ``basenc --base16 -d``, ``python -m
json.tool``, ``python -m ast`` (``Constant(value=...)``), ``git config --get-regexp`` of a
``pushurl`` and ``curl -w '%{header_json}'`` against a local server setting a cookie. Kind
``traceback``: ``ipaddress``'s "does not appear to be an IPv4 or IPv6 address",
``float``'s "could not convert string to float", ``datetime.fromisoformat``'s "Invalid
isoformat string", ``strptime``'s "does not match format", ``Fraction``'s "Invalid literal
for Fraction", ``email.utils.parsedate_to_datetime``'s "Invalid date value or format",
``http.cookies``' "Illegal key", ``http.client``'s "URL can't contain control characters",
requests' "Invalid leading whitespace" and sqlite3's "unrecognized token". Kind ``repr``:
urllib's ``HTTPPasswordMgrWithDefaultRealm`` table, ldap3's ``Connection``, ``vars()`` of
requests' ``HTTPDigestAuth``, psycopg2's ``parse_dsn``, SQLAlchemy's
``translate_connect_args``, a kubernetes ``Configuration``'s ``api_key`` and ``api_key_prefix``, a
``unittest.mock`` ``mock_calls`` list and a structlog ``JSONRenderer`` line. Kind ``log``:
tenacity's ``before_sleep_log``, backoff's "Backing off", ``py.warnings`` from ``logging.captureWarnings``, and tqdm's bar with a description.

A tool that is not installed, or whose output does not hold the secret here, adds no case;
every value is drawn before any tool runs (except the secrets the tools generate, which are
read back from their output), and ports, paths, dates, ids and timings are normalized.
"""

from __future__ import annotations

import contextlib
import io
import json
import logging
import re
import sqlite3
import tempfile
import threading
import warnings
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
    "GIT_AUTHOR_DATE": "2026-12-06T05:30:00Z",
    "GIT_COMMITTER_DATE": "2026-12-06T05:30:00Z",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_TERMINAL_PROMPT": "0",
}
_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "NODE_DISABLE_COLORS": "1", **_GIT_ENV}

Run = tuple[str, str, "str | Callable[[str], str]", "list[str] | Callable[[], str]"]


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r'"date":\["[^"]*"\]', '"date":["Sun, 06 Dec 2026 05:30:00 GMT"]', text)
    text = re.sub(r"\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?Z?", "2026-12-06 05:30:00", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\d+\.\d+s/it|\d+\.\d+it/s|\?it/s", "1.00it/s", text)
    text = re.sub(r"\[\d\d:\d\d<\d\d:\d\d", "[00:00<00:00", text)
    text = re.sub(r"Python/3\.\d+\.\d+", "Python/3.11.7", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    out = []
    for name, source, secret, argv in runs:
        try:
            text = argv() if callable(argv) else run_command(argv, tmp, env=_ENV, timeout=90)
        except Exception:  # a tool missing or failing here adds no case
            continue
        text = _normalize(text, tmp)
        if callable(secret):
            secret = secret(text)
        if secret and len(secret) >= 6 and leaked(secret, text):
            out.append(Case(f"{group}: {name}", source, text, secret, raises=raises))
    return out


class _Cookie(BaseHTTPRequestHandler):
    cookie = ""

    def do_GET(self) -> None:
        self.send_response(302)
        self.send_header("Location", "/dashboard")
        self.send_header("Set-Cookie", f"sid={self.cookie}; Path=/; HttpOnly")
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, format: str, *args: object) -> None:
        """Quiet."""


def live_tool_cases(v: Values) -> list[Case]:
    hx = [v.gen(HEX, n) for n in (40, 32, 64)]
    ul = [v.gen(URLSAFE, n) for n in (43, 32, 27, 36)]
    an = [v.gen(ALNUM, n) for n in (24, 30, 36, 20, 28, 40, 26, 32, 22, 34, 18, 38, 44, 29, 27, 42)]
    pw = [v.pw() for _ in range(8)]
    _Cookie.cookie = ul[3]
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Cookie)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            port = server.server_address[1]
            cli = _collect(_cli_runs(tmp, port, hx, an, pw, ul), tmp, "cli", "runtime")
            tb = _collect(_library_runs(tmp, an, pw, ul, hx), tmp, "traceback", "cause")
            reprs = _collect(_repr_runs(an, pw, hx), tmp, "repr", "group")
            logs = _collect(_log_runs(an, pw, ul), tmp, "log", "context")
    finally:
        server.shutdown()
    return cli + tb + reprs + logs


def _sh(command: str, cwd: str, env: dict[str, str] | None = None) -> str:
    return run_command(["bash", "-c", command], cwd, env={**_ENV, **(env or {})}, timeout=120)


def _last_line(text: str) -> str:
    return text.splitlines()[-1].strip() if text else ""


def _cli_runs(
    tmp: str, port: int, hx: list[str], an: list[str], pw: list[str], ul: list[str]
) -> list[Run]:
    t = Path(tmp)
    (t / "robots.json").write_text(
        json.dumps(
            [
                {"name": "harbor-ci", "token": an[0], "expires": "2027-06-01"},
                {"name": "backup", "token": "-", "expires": "never"},
            ]
        )
    )
    (t / "relay.json").write_text(
        f'{{"relay": {{"host": "smtp.acme.io", "port": 587, "password": "{pw[0]}"}}}}'
    )
    (t / "settings_local.py").write_text(f'DEBUG = False\nSENTRY_DSN_KEY = "{an[1]}"\n')

    def git_pushurl() -> str:
        repo = t / "repo"
        _sh(f"git init -q {repo}", tmp)
        _sh(f"git -C {repo} config remote.origin.url https://git.acme.io/shop/api.git", tmp)
        _sh(f"git -C {repo} config remote.origin.pushurl "
            f"https://oauth2:{an[2]}@git.acme.io/shop/api.git", tmp)  # fmt: skip
        return "$ git config --get-regexp 'remote\\..*url'\n" + _sh(
            f"git -C {repo} config --get-regexp 'remote\\..*url'", tmp
        )

    def curl_header_json() -> str:
        url = f"http://127.0.0.1:{port}/login"
        out = _sh(f"curl -s -o /dev/null -w '%{{header_json}}' {url}", tmp)
        return f"$ curl -s -o /dev/null -w '%{{header_json}}' {url}\n{out}"

    return [
        ("jq tsv", "jq -r '.[] | [.name, .token, .expires] | @tsv' of a robot-account file",
         an[0], lambda: "$ jq -r '.[] | [.name, .token, .expires] | @tsv' robots.json\n"
         + _sh("jq -r '.[] | [.name, .token, .expires] | @tsv' robots.json", tmp)),
        ("jq env", "jq -n '$ENV.DEPLOY_TOKEN' printing an environment variable", hx[0],
         lambda: "$ jq -n '$ENV.DEPLOY_TOKEN'\n"
         + _sh("jq -n '$ENV.DEPLOY_TOKEN'", tmp, {"DEPLOY_TOKEN": hx[0]})),
        ("node generate key sync", "Node's crypto.generateKeySync('hmac', {length: 256}), "
         "run to make a new signing key", _last_line,
         lambda: "$ node -p \"crypto.generateKeySync('hmac', {length: 256}).export()"
         ".toString('hex')\"\n" + _sh("node -p \"crypto.generateKeySync('hmac', {length: 256})"
                                       ".export().toString('hex')\"", tmp)),
        ("node random uuid", "Node's crypto.randomUUID(), run to make a new webhook secret",
         _last_line, lambda: "$ node -p 'crypto.randomUUID()'\n"
         + _sh("node -p 'crypto.randomUUID()'", tmp)),
        ("basenc base16 decode", "basenc --base16 -d turning a hex value from a vault export back "
         "into text", an[3], lambda: f"$ echo {an[3].encode().hex().upper()} | basenc --base16 -d\n"
         + _sh(f"echo {an[3].encode().hex().upper()} | basenc --base16 -d", tmp)),
        ("python m json tool", "python -m json.tool pretty-printing a relay config", pw[0],
         lambda: "$ python -m json.tool relay.json\n"
         + run_command(["python3", "-m", "json.tool", "relay.json"], tmp, env=_ENV)),
        ("python m ast", "python -m ast of a settings module (Constant(value=...) of the key)",
         an[1], lambda: "$ python -m ast settings_local.py\n"
         + run_command(["python3", "-m", "ast", "settings_local.py"], tmp, env=_ENV)),
        ("git config get regexp pushurl", "git config --get-regexp of remote URLs (a pushurl "
         "holding a token)", an[2], git_pushurl),
        ("curl header json", "curl -w '%{header_json}' of a local login redirect setting a "
         "session cookie", ul[3], curl_header_json),
    ]  # fmt: skip


def _message(call: Callable[[], object]) -> str:
    try:
        call()
    except BaseException as error:
        return f"{type(error).__module__}.{type(error).__qualname__}: {error}"
    return ""


def _library_runs(
    tmp: str, an: list[str], pw: list[str], ul: list[str], hx: list[str]
) -> list[Run]:
    def ip_error() -> str:
        import ipaddress

        value = an[4]
        return (">>> ipaddress.ip_address(os.environ['TRUSTED_PROXY'])\n"
                + _message(lambda: ipaddress.ip_address(value)))  # fmt: skip

    def float_error() -> str:
        value = an[5]
        return (">>> float(cfg['billing']['vat_rate'])\n"
                + _message(lambda: float(value)))  # fmt: skip

    def isoformat_error() -> str:
        from datetime import datetime

        value = pw[1]
        return (">>> datetime.fromisoformat(row['rotated_at'])\n"
                + _message(lambda: datetime.fromisoformat(value)))  # fmt: skip

    def strptime_error() -> str:
        from datetime import datetime

        value = an[6]
        return (">>> datetime.strptime(env['KEY_EXPIRES'], '%Y-%m-%d')\n"
                + _message(lambda: datetime.strptime(value, "%Y-%m-%d")))  # fmt: skip

    def fraction_error() -> str:
        from fractions import Fraction

        value = an[7]
        return (">>> Fraction(settings.SAMPLE_RATIO)\n"
                + _message(lambda: Fraction(value)))  # fmt: skip

    def parsedate_error() -> str:
        from email.utils import parsedate_to_datetime

        value = an[8]
        return (">>> parsedate_to_datetime(resp.headers['X-Token-Expires'])\n"
                + _message(lambda: parsedate_to_datetime(value)))  # fmt: skip

    def cookie_error() -> str:
        from http.cookies import SimpleCookie

        key = f"sid={pw[2]}"
        jar = SimpleCookie()
        return (">>> jar[raw_pair] = 'x'\n"
                + _message(lambda: jar.__setitem__(key, "x")))  # fmt: skip

    def control_chars() -> str:
        import http.client

        path = f"/api/export?token={ul[0]}\n"
        conn = http.client.HTTPConnection("127.0.0.1", 9)
        return (">>> conn.request('GET', f'/api/export?token={open(tok).read()}')\n"
                + _message(lambda: conn.request("GET", path)))  # fmt: skip

    def requests_whitespace() -> str:
        import requests

        value = f" Bearer {an[9]}"
        return (">>> requests.get(url, headers={'Authorization': auth})\n"
                + _message(lambda: requests.Request(
                    "GET", "http://127.0.0.1:9/", headers={"Authorization": value}
                ).prepare()))  # fmt: skip

    def sqlite_token() -> str:
        db = sqlite3.connect(":memory:")
        db.execute("create table settings (key text, value text)")
        sql = f"update settings set value = 7{hx[1]} where key = 'webhook_secret'"
        return (">>> db.execute(f\"update settings set value = {new} where key = 'webhook_secret'\")\n"
                + _message(lambda: db.execute(sql)))  # fmt: skip

    return [
        ("ipaddress does not appear", "ipaddress.ip_address of a key read from the wrong variable",
         an[4], ip_error),
        ("float could not convert", "float() of a key in a rate setting", an[5], float_error),
        ("datetime invalid isoformat", "datetime.fromisoformat of a password in a date column",
         pw[1], isoformat_error),
        ("strptime does not match", "datetime.strptime of a key in an expiry variable", an[6],
         strptime_error),
        ("fraction invalid literal", "Fraction() of a key in a ratio setting", an[7],
         fraction_error),
        ("parsedate invalid date", "email.utils.parsedate_to_datetime of a token in a date "
         "header", an[8], parsedate_error),
        ("cookies illegal key", "http.cookies' CookieError on a whole name=value pair used as a "
         "key", pw[2], cookie_error),
        ("http client control characters", "http.client's InvalidURL for a token read with its "
         "newline", ul[0], control_chars),
        ("requests invalid leading whitespace", "requests' InvalidHeader for an Authorization "
         "value with a leading space", an[9], requests_whitespace),
        ("sqlite unrecognized token", "sqlite3's OperationalError for an unquoted hex secret in "
         "an f-string", hx[1], sqlite_token),
    ]  # fmt: skip


def _repr_runs(an: list[str], pw: list[str], hx: list[str]) -> list[Run]:
    def password_mgr() -> str:
        import urllib.request

        mgr = urllib.request.HTTPPasswordMgrWithDefaultRealm()
        mgr.add_password(None, "https://nexus.acme.io/repository/", "deploy", pw[4])
        return f">>> mgr.passwd\n{mgr.passwd!r}"

    def ldap_connection() -> str:
        import ldap3

        server = ldap3.Server("ldap://127.0.0.1:9", connect_timeout=1)
        conn = ldap3.Connection(server, user="cn=svc-sync,ou=apps,dc=acme,dc=io", password=pw[5])
        return f">>> conn\n{conn!r}"

    def mock_calls() -> str:
        from unittest import mock

        client = mock.Mock()
        client.login("svc-report", an[10])
        client.fetch("invoices", limit=50)
        return f">>> client.mock_calls\n{client.mock_calls!r}"

    def json_renderer() -> str:
        import structlog

        stream = io.StringIO()
        logger = structlog.wrap_logger(
            structlog.PrintLogger(stream),
            processors=[structlog.processors.JSONRenderer(sort_keys=True)],
        )
        logger.info("oauth token refreshed", client_id="grafana", access_token=an[11])
        return stream.getvalue().rstrip()

    def digest_auth() -> str:
        from requests.auth import HTTPDigestAuth

        auth = HTTPDigestAuth("metrics", pw[3])
        shown = {k: v for k, v in vars(auth).items() if not k.startswith("_")}
        return f">>> {{k: v for k, v in vars(auth).items() if not k.startswith('_')}}\n{shown!r}"

    def pg_parse_dsn() -> str:
        from psycopg2.extensions import parse_dsn

        dsn = f"host=db.acme.internal port=5432 dbname=reporting user=report password={an[14]}"
        return f">>> parse_dsn(os.environ['REPORTING_DSN'])\n{parse_dsn(dsn)!r}"

    def sa_connect_args() -> str:
        from sqlalchemy.engine import make_url

        url = make_url(f"mysql+pymysql://shop:{hx[2]}@mysql.acme.internal:3306/shop")
        return (
            f">>> make_url(DATABASE_URL).translate_connect_args()\n{url.translate_connect_args()!r}"
        )

    def k8s_api_key() -> str:
        from kubernetes import client

        cfg = client.Configuration()
        cfg.host = "https://k8s.acme.internal:6443"
        cfg.api_key = {"authorization": an[15]}
        cfg.api_key_prefix = {"authorization": "Bearer"}
        return f">>> cfg.api_key, cfg.api_key_prefix\n{(cfg.api_key, cfg.api_key_prefix)!r}"

    return [
        ("requests digest auth vars", "vars() of a requests HTTPDigestAuth (its public fields)",
         pw[3], digest_auth),
        ("psycopg2 parse dsn", "psycopg2's parse_dsn of a libpq key=value DSN", an[14],
         pg_parse_dsn),
        ("sqlalchemy translate connect args", "SQLAlchemy's URL.translate_connect_args() "
         "(the dict a driver is called with)", hx[2], sa_connect_args),
        ("kubernetes configuration api key", "a kubernetes client Configuration's api_key and "
         "api_key_prefix", an[15], k8s_api_key),
        ("urllib password mgr", "urllib.request.HTTPPasswordMgrWithDefaultRealm's table after "
         "add_password", pw[4], password_mgr),
        ("ldap3 connection", "the repr of an ldap3 Connection made with a bind password",
         pw[5], ldap_connection),
        ("mock calls", "a unittest.mock client's mock_calls after a login call", an[10],
         mock_calls),
        ("structlog json renderer", "structlog's JSONRenderer of an event with a token field",
         an[11], json_renderer),
    ]  # fmt: skip


def _log_runs(an: list[str], pw: list[str], ul: list[str]) -> list[Run]:
    def tenacity_log() -> str:
        import tenacity

        logger = logging.getLogger("acme.export")
        url = f"https://export.acme.io/v1/run?api_key={an[12]}"

        @tenacity.retry(stop=tenacity.stop_after_attempt(2), wait=tenacity.wait_none(),
                        before_sleep=tenacity.before_sleep_log(logger, logging.WARNING),
                        reraise=True)  # fmt: skip
        def call() -> None:
            raise ConnectionError(f"401 Unauthorized for url: {url}")

        with captured_logs("acme.export") as stream, contextlib.suppress(ConnectionError):
            call()
        return re.sub(
            r"Retrying \S+ in", "Retrying acme.export.call in", stream.getvalue().rstrip()
        )

    def backoff_log() -> str:
        import backoff

        url = f"https://hooks.acme.io/in/{ul[1]}"

        @backoff.on_exception(backoff.constant, ConnectionError, max_tries=2, interval=0,
                              jitter=None)  # fmt: skip
        def post(target: str) -> None:
            raise ConnectionError(f"503 Service Unavailable for url: {target}")

        with captured_logs("backoff") as stream, contextlib.suppress(ConnectionError):
            post(url)
        return re.sub(r"\(\d+\.\d+s\)|\d+\.\d+s", "0.0s", stream.getvalue().rstrip())

    def py_warnings() -> str:
        logging.captureWarnings(True)
        try:
            with captured_logs("py.warnings") as stream, warnings.catch_warnings():
                warnings.simplefilter("always")
                warnings.warn_explicit(
                    f"insecure transport: sending api_token={an[13]} over http://",
                    UserWarning, "/srv/sync/sync.py", 41, module="sync",
                )  # fmt: skip
            return stream.getvalue().rstrip()
        finally:
            logging.captureWarnings(False)

    def tqdm_bar() -> str:
        from tqdm import tqdm

        buf = io.StringIO()
        desc = f"upload s3://backup:{pw[7]}@minio.acme.io/nightly"
        for _ in tqdm(range(3), desc=desc, file=buf, ncols=160, mininterval=0, ascii=True):
            pass
        return _last_line(buf.getvalue().replace("\r", "\n"))

    return [
        ("tenacity before sleep", "tenacity's before_sleep_log of a retried call whose error "
         "quotes its URL", an[12], tenacity_log),
        ("backoff backing off", "backoff's 'Backing off' log naming the call's arguments",
         ul[1], backoff_log),
        ("py warnings", "logging.captureWarnings routing a UserWarning to py.warnings", an[13],
         py_warnings),
        ("tqdm description", "tqdm's progress bar with a URL in its description", pw[7],
         tqdm_bar),
    ]  # fmt: skip
