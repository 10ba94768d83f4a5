"""Held-out set 26: what real tools, runtimes and Python libraries print, run here (loopback
only).

Each program is run for real on this machine (git 2.39, jq 1.6, GnuPG 2.2, GNU Wget, GNU
Make, Node 20, Python 3.11 and the packages in /work/venv: mypy, pytest, isodate, iso8601,
python-dateutil, packaging, netaddr, pytz, dnspython, botocore, tablib, PyYAML, redis,
psycopg2, SQLAlchemy, structlog, Werkzeug and rich) and its output (stdout and stderr, as an
agent's shell tool captures it) is the case's text. Every call below was grepped for (its
command, function, flag or the distinctive words of its message) in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file and none matched; calls quoted
before were dropped (``git credential fill``, ``git config --show-origin``, ``curl
--trace-ascii``, ``python -m pickletools`` and ``tokenize``, ``jsonschema``'s "does not
match", dacite's ``WrongTypeError``, lark's, sqlglot's, configobj's and icalendar's parse
errors, ``xmlschema``'s ``Instance:``, httpx's and aiohttp's status errors, ``pformat``,
``diffsettings``, ``sqlalchemy.engine`` echo, ``uvicorn.access``). Kind ``cli``: jq's
``to_entries``, ``gpg --gen-random --armor``, ``python -m dis`` (``LOAD_CONST``), mypy's
``reveal_type`` of a ``Final`` literal, ``secrets.token_urlsafe``, ``git blame
--porcelain``, ``wget --server-response``, Node's ``crypto.randomBytes``, ``make --trace``,
``sort | uniq -c`` of an access log and pytest's ``-vv`` assertion diff. Kind ``traceback``:
isodate's "Unable to parse duration string", iso8601's "Unable to parse date string", dateutil's
"Unknown string format", packaging's ``InvalidRequirement`` (its caret line), netaddr's
``AddrFormatError``, pytz's ``UnknownTimeZoneError`` and zoneinfo's "No time zone found".
Kind ``repr``: dnspython's TSIG keyring, botocore's ``ReadOnlyCredentials``, tablib's
``jira`` export, PyYAML's ``yaml.dump`` folding a long passphrase, redis-py's
``connection_kwargs``, psycopg2's ``make_dsn`` and SQLAlchemy's ``render_as_string``. Kind
``log``: structlog's ``ConsoleRenderer``, Werkzeug's development server log of a request and
rich's ``RichHandler``.

A tool that is not installed, or whose output does not hold the secret here, adds no case;
every value is drawn before any tool runs (except the three secrets the tools generate, which
are read back from their output), and ports, paths, dates, ids and timings are normalized.
"""

from __future__ import annotations

import contextlib
import io
import logging
import re
import string
import sys
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path

from _heldout_live_tools import captured_logs, run_command, start_denying_server
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values, leaked

__all__ = ["live_tool_cases"]

_GIT_ENV = {
    "GIT_AUTHOR_NAME": "dev",
    "GIT_AUTHOR_EMAIL": "dev@acme.io",
    "GIT_COMMITTER_NAME": "dev",
    "GIT_COMMITTER_EMAIL": "dev@acme.io",
    "GIT_AUTHOR_DATE": "2026-12-06T02:30:00Z",
    "GIT_COMMITTER_DATE": "2026-12-06T02:30:00Z",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_TERMINAL_PROMPT": "0",
}
_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "NODE_DISABLE_COLORS": "1", **_GIT_ENV}
_BIN = Path(sys.executable).parent

Run = tuple[str, str, "str | Callable[[str], str]", "list[str] | Callable[[], str]"]


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"Date: .*GMT", "Date: Sun, 06 Dec 2026 02:30:00 GMT", text)
    text = re.sub(r"--\d{4}-\d\d-\d\d \d\d:\d\d:\d\d--", "--2026-12-06 02:30:00--", text)
    text = re.sub(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(,\d+)?", "2026-12-06 02:30:00", text)
    text = re.sub(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z", "2026-12-06T02:30:00.000000Z", text)
    text = re.sub(r"\[\d\d/\w{3}/\d{4} \d\d:\d\d:\d\d\]", "[06/Dec/2026 02:30:00]", text)
    text = re.sub(r"\[\d\d:\d\d:\d\d\]", "[02:30:00]", text)
    text = re.sub(r" in \d+\.\d+s", " in 0.05s", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"(Python|python)/3\.\d+\.\d+", r"\1/3.11.7", text)
    text = re.sub(r"platform linux -- Python [^\n]*", "platform linux -- Python 3.11.7", text)
    text = re.sub(r"rootdir: [^\n]*", "rootdir: /home/dev/work", text)
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


def live_tool_cases(v: Values) -> list[Case]:
    hx = [v.gen(HEX, n) for n in (40, 32, 64)]
    ul = [v.gen(URLSAFE, n) for n in (43, 32, 27)]
    an = [v.gen(ALNUM, n) for n in (24, 30, 36, 20, 28, 40, 26, 32, 22, 34, 18, 38, 44)]
    pw = [v.pw() for _ in range(7)]
    phrase = " ".join(v.gen(string.ascii_lowercase, n) for n in (7, 5, 8, 6, 9, 7, 6, 8))
    b64 = v.b64(32)
    server = start_denying_server()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            port = server.server_address[1]
            cli = _collect(_cli_runs(tmp, port, hx, an, pw, ul), tmp, "cli", "runtime")
            tb = _collect(_library_runs(an, pw, ul), tmp, "traceback", "cause")
            reprs = _collect(_repr_runs(hx, an, pw, phrase, b64), tmp, "repr", "group")
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
    (t / "secrets.json").write_text(
        f'{{"SMTP_HOST": "smtp.acme.io", "SMTP_PASSWORD": "{pw[0]}", "SMTP_PORT": 587}}\n'
    )
    (t / "settings_prod.py").write_text(
        f'REDIS_URL = "redis://cache-1:6379/0"\nPARTNER_API_KEY = "{an[0]}"\n'
    )
    (t / "typed_settings.py").write_text(
        "from typing import Final\n\n"
        f'WEBHOOK_SECRET: Final = "whsec_{an[1]}"\nreveal_type(WEBHOOK_SECRET)\n'
    )
    repo = t / "infra"
    repo.mkdir()
    run_command(["git", "init", "-q", "-b", "main"], str(repo), env=_ENV)
    (repo / "mail.ini").write_text(f"[smtp]\nhost = smtp.acme.io\npassword = {pw[1]}\n")
    run_command(["git", "add", "."], str(repo), env=_ENV)
    run_command(["git", "commit", "-q", "-m", "mail: relay settings"], str(repo), env=_ENV)
    (t / "Makefile").write_text(
        f"DEPLOY_TOKEN := {hx[0]}\n"
        "deploy:\n\t@curl -sf -o /dev/null -H 'Authorization: Bearer $(DEPLOY_TOKEN)' "
        "http://127.0.0.1:1/deploy || true\n"
    )
    lines = []
    for i in range(3):
        lines.append(
            f'10.0.4.{12 + i} - - [06/Dec/2026:02:1{i}:00 +0000] "GET /export?format=csv&'
            f'access_token={ul[0]} HTTP/1.1" 200 5120'
        )
    lines.append('10.0.4.20 - - [06/Dec/2026:02:14:00 +0000] "GET /healthz HTTP/1.1" 200 2')
    (t / "access.log").write_text("\n".join(lines) + "\n")
    (t / "test_client.py").write_text(
        "import os\n\n\ndef test_signing_key_is_rotated():\n"
        "    key = os.environ['SIGNING_KEY']\n"
        "    assert key == 'rotated-key-placeholder'\n"
    )
    base = f"http://127.0.0.1:{port}"

    def jq() -> str:
        cmd = "jq -r 'to_entries[] | \"\\(.key)=\\(.value)\"' secrets.json"
        return f"$ {cmd}\n" + _sh(cmd, tmp)

    def gpg() -> str:
        home = t / "gnupg"
        home.mkdir(mode=0o700, exist_ok=True)
        out = run_command(["gpg", "--homedir", str(home), "--gen-random", "--armor", "1", "32"],
                          tmp, env=_ENV)  # fmt: skip
        return "$ gpg --gen-random --armor 1 32\n" + out

    def dis() -> str:
        out = run_command([sys.executable, "-m", "dis", "settings_prod.py"], tmp, env=_ENV)
        return "$ python -m dis settings_prod.py\n" + out

    def mypy() -> str:
        out = run_command([str(_BIN / "mypy"), "--no-error-summary", "--cache-dir",
                           str(t / ".mypy_cache"), "typed_settings.py"], tmp, env=_ENV)  # fmt: skip
        return "$ mypy typed_settings.py\n" + out

    def token_urlsafe() -> str:
        code = "import secrets; print(secrets.token_urlsafe(32))"
        return f'$ python -c "{code}"\n' + run_command([sys.executable, "-c", code], tmp)

    def blame() -> str:
        out = run_command(["git", "blame", "--porcelain", "mail.ini"], str(repo), env=_ENV)
        return "$ git blame --porcelain mail.ini\n" + out

    def wget() -> str:
        url = f"{base}/v2/exports/latest.csv?access_token={ul[1]}"
        out = run_command(["wget", "--server-response", "--tries=1", "-O", "/dev/null", url],
                          tmp, env=_ENV)  # fmt: skip
        return f"$ wget --server-response -O /dev/null '{url}'\n" + out

    def node_random() -> str:
        code = "console.log(require('crypto').randomBytes(32).toString('hex'))"
        return f'$ node -e "{code}"\n' + run_command(["node", "-e", code], tmp, env=_ENV)

    def make_trace() -> str:
        return "$ make --trace deploy\n" + _sh("make --trace deploy", tmp)

    def uniq() -> str:
        cmd = "awk '{print $7}' access.log | sort | uniq -c | sort -rn"
        return f"$ {cmd}\n" + _sh(cmd, tmp)

    def pytest() -> str:
        out = run_command([sys.executable, "-m", "pytest", "-vv", "-p", "no:cacheprovider",
                           "-q", "test_client.py"], tmp,
                          env={**_ENV, "SIGNING_KEY": an[2]})  # fmt: skip
        skip = ("plugins:", "asyncio:", "hypothesis profile", "/work/venv/", "The event loop",
                "  warnings.warn(")  # fmt: skip
        keep = [line for line in out.splitlines()
                if not line.startswith(skip) and (not line.startswith("=") or "FAIL" in line)]  # fmt: skip
        return "$ pytest -vv test_client.py\n" + "\n".join(keep)

    return [
        ("jq to entries", "jq -r 'to_entries[]' turning a JSON secrets file into KEY=value",
         pw[0], jq),
        ("gpg gen random", "gpg --gen-random --armor 1 32, run to make a new secret",
         lambda text: text.splitlines()[1].strip() if "\n" in text else "", gpg),
        ("python m dis", "python -m dis of a settings module (LOAD_CONST of the key)", an[0],
         dis),
        ("mypy reveal type", "mypy's reveal_type of a Final string constant", an[1], mypy),
        ("secrets token urlsafe", "secrets.token_urlsafe(32), run to make a new token",
         _last_line, token_urlsafe),
        ("git blame porcelain", "git blame --porcelain of a committed config (tab-led lines)",
         pw[1], blame),
        ("wget server response", "wget --server-response of an export URL with a token",
         ul[1], wget),
        ("node random bytes", "Node's crypto.randomBytes(32), run to make a new key",
         _last_line, node_random),
        ("make trace", "make --trace printing the recipe it runs, variables expanded", hx[0],
         make_trace),
        ("uniq c access log", "sort | uniq -c of an access log's request paths", ul[0], uniq),
        ("pytest vv assertion diff", "pytest -vv failing an equality on an environment value (its - / + diff)", an[2],
         pytest),
    ]  # fmt: skip


def _message(call: Callable[[], object]) -> str:
    try:
        call()
    except BaseException as error:
        return f"{type(error).__module__}.{type(error).__qualname__}: {error}"
    return ""


def _library_runs(an: list[str], pw: list[str], ul: list[str]) -> list[Run]:
    def isodate_error() -> str:
        import isodate

        value = an[3]
        return (">>> isodate.parse_duration(os.environ['EXPORT_WINDOW'])\n"
                + _message(lambda: isodate.parse_duration(value)))  # fmt: skip

    def iso8601_error() -> str:
        import iso8601

        value = an[4]
        return (">>> iso8601.parse_date(row['valid_until'])\n"
                + _message(lambda: iso8601.parse_date(value)))  # fmt: skip

    def dateutil_error() -> str:
        from dateutil import parser

        value = pw[2]
        return (">>> parser.parse(cfg.get('rotation', 'last_rotated'))\n"
                + _message(lambda: parser.parse(value)))  # fmt: skip

    def requirement_error() -> str:
        from packaging.requirements import Requirement

        line = f"acme-sdk @ git+https://ci:{an[5]}@git.acme.io/sdk.git ; python_version >>= '3.9'"
        return (">>> Requirement(line)\n" + _message(lambda: Requirement(line)))  # fmt: skip

    def netaddr_error() -> str:
        import netaddr

        value = an[6]
        return (">>> netaddr.IPAddress(os.environ['ALLOWED_IP'])\n"
                + _message(lambda: netaddr.IPAddress(value)))  # fmt: skip

    def pytz_error() -> str:
        import pytz

        value = pw[3]
        return (">>> pytz.timezone(os.environ['TZ_NAME'])\n"
                + _message(lambda: pytz.timezone(value)))  # fmt: skip

    def zoneinfo_error() -> str:
        from zoneinfo import ZoneInfo

        value = ul[2]
        return ">>> ZoneInfo(settings.REPORT_TZ)\n" + _message(lambda: ZoneInfo(value))

    return [
        ("isodate unable to parse duration", "isodate.parse_duration of a value read from the wrong "
         "variable", an[3], isodate_error),
        ("iso8601 unable to parse", "iso8601.parse_date of a token in a date column", an[4],
         iso8601_error),
        ("dateutil unknown string format", "dateutil's parser.parse of a password read from "
         "the wrong key", pw[2], dateutil_error),
        ("packaging invalid requirement", "packaging's Requirement of a line with a token "
         "(the caret under it)", an[5], requirement_error),
        ("netaddr addr format", "netaddr.IPAddress of a key read from the wrong variable",
         an[6], netaddr_error),
        ("pytz unknown time zone", "pytz.timezone of a password read from the wrong variable",
         pw[3], pytz_error),
        ("zoneinfo no time zone", "zoneinfo.ZoneInfo of a token in the wrong setting", ul[2],
         zoneinfo_error),
    ]  # fmt: skip


def _repr_runs(hx: list[str], an: list[str], pw: list[str], phrase: str, b64: str) -> list[Run]:
    def tsig() -> str:
        import dns.tsigkeyring

        ring = dns.tsigkeyring.from_text({"ddns-update.": ("hmac-sha256", b64)})
        return f">>> dns.tsigkeyring.from_text(keys)\n{ring!r}"

    def frozen() -> str:
        from botocore.credentials import Credentials

        creds = Credentials("AKIA4QX7LMN2PZ4RT6VX", an[7])
        return f">>> session.get_credentials().get_frozen_credentials()\n" \
               f"{creds.get_frozen_credentials()!r}"  # fmt: skip

    def jira() -> str:
        import tablib

        data = tablib.Dataset(headers=["service", "user", "token"])
        data.append(["registry", "ci-bot", an[8]])
        data.append(["pypi", "__token__", "(in vault)"])
        return ">>> print(creds.export('jira'))\n" + data.export("jira")

    def yaml_dump() -> str:
        import yaml

        cfg = {"backup": {"repository": "s3:s3.amazonaws.com/acme-backups", "passphrase": phrase}}
        return ">>> print(yaml.dump(cfg, width=40))\n" + yaml.dump(cfg, width=40).rstrip()

    def redis_kwargs() -> str:
        import redis

        client = redis.Redis(host="cache-1.acme.internal", port=6379, db=2, password=pw[4])
        kwargs = {k: v for k, v in client.connection_pool.connection_kwargs.items()
                  if k in ("host", "port", "db", "password")}  # fmt: skip
        return f">>> client.connection_pool.connection_kwargs\n{kwargs!r}"

    def make_dsn() -> str:
        from psycopg2.extensions import make_dsn

        dsn = make_dsn(host="pg-1.acme.internal", dbname="billing", user="billing_rw",
                       password=pw[5], sslmode="require")  # fmt: skip
        return f">>> make_dsn(**settings.DATABASE)\n{dsn!r}"

    def render() -> str:
        from sqlalchemy.engine import URL

        url = URL.create("postgresql+psycopg2", username="etl", password=hx[1],
                         host="warehouse.acme.internal", database="dw")  # fmt: skip
        return (">>> engine.url.render_as_string(hide_password=False)\n"
                f"{url.render_as_string(hide_password=False)!r}")  # fmt: skip

    return [
        ("dnspython tsig keyring", "dnspython's repr of a TSIG keyring", b64, tsig),
        ("botocore read only credentials", "botocore's ReadOnlyCredentials namedtuple",
         an[7], frozen),
        ("tablib jira export", "tablib's jira-format export of a credentials table", an[8],
         jira),
        ("yaml dump folded", "PyYAML's yaml.dump folding a long passphrase over lines",
         lambda text: phrase.split(" ")[0] + " " + phrase.split(" ")[1] + " "
         + phrase.split(" ")[2], yaml_dump),
        ("redis connection kwargs", "redis-py's connection_kwargs of a client made from a URL",
         pw[4], redis_kwargs),
        ("psycopg2 make dsn", "psycopg2's make_dsn joining connection settings", pw[5],
         make_dsn),
        ("sqlalchemy render as string", "SQLAlchemy's URL.render_as_string(hide_password="
         "False)", hx[1], render),
    ]  # fmt: skip


def _log_runs(an: list[str], pw: list[str], ul: list[str]) -> list[Run]:
    def structlog_console() -> str:
        import structlog

        stream = io.StringIO()
        logger = structlog.wrap_logger(
            structlog.PrintLogger(stream),
            processors=[structlog.processors.add_log_level,
                        structlog.dev.ConsoleRenderer(colors=False)],
        )  # fmt: skip
        logger.warning("webhook signature mismatch", endpoint="/hooks/billing",
                       signing_secret=an[9], attempt=3)  # fmt: skip
        return stream.getvalue().rstrip()

    def werkzeug_log() -> str:
        from werkzeug.serving import make_server
        from werkzeug.wrappers import Response

        def app(environ: dict, start_response: Callable) -> object:
            return Response("denied", status=401)(environ, start_response)

        srv = make_server("127.0.0.1", 0, app)
        thread = threading.Thread(target=srv.serve_forever, daemon=True)
        thread.start()
        try:
            with captured_logs("werkzeug") as stream:
                import urllib.request

                url = f"http://127.0.0.1:{srv.server_port}/oauth/callback?code={an[11][:30]}" \
                      f"&state=x9&session_key={an[10]}"  # fmt: skip
                with contextlib.suppress(OSError):
                    urllib.request.urlopen(url, timeout=10)
            return stream.getvalue().rstrip()
        finally:
            srv.shutdown()

    def rich_handler() -> str:
        from rich.console import Console
        from rich.logging import RichHandler

        buf = io.StringIO()
        console = Console(file=buf, width=120, color_system=None, force_terminal=False)
        logger = logging.getLogger("acme.sync")
        handler = RichHandler(console=console, show_time=False, show_path=False)
        old = (logger.level, logger.propagate)
        logger.addHandler(handler)
        logger.setLevel(logging.INFO)
        logger.propagate = False
        try:
            logger.info("connecting to sftp://deploy:%s@files.acme.io:22/inbound", pw[6])
        finally:
            logger.removeHandler(handler)
            logger.setLevel(old[0])
            logger.propagate = old[1]
        return buf.getvalue().rstrip()

    return [
        ("structlog console renderer", "structlog's ConsoleRenderer of a bound key-value event",
         an[9], structlog_console),
        ("werkzeug request log", "Werkzeug's development server logging a callback request",
         an[10], werkzeug_log),
        ("rich handler", "rich's RichHandler logging a connection URL", pw[6], rich_handler),
    ]  # fmt: skip
