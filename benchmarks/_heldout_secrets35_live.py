"""Held-out set 35: output of tools and libraries really run here, against 127.0.0.1 only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, addresses, temporary paths) so that every run gives the same text except the
values. Tools and calls were grepped for in every earlier held-out file before they were
chosen (none of the marks below matched; the commit message says so per tool):

* ``cli``: ``python -m dotenv list``, ``python -m jsonschema`` (its deprecated CLI),
  ``python -m markdown``, ``python -m pygments -f raw``, ``python -m rich.syntax``,
  ``sqlformat`` (sqlparse), ``python -m sqlglot``, ``python -m doctest`` and
  ``python -m trace --trace``, each on a file holding a key.
* ``traceback``: ``ipaddress.ip_network`` and ``ip_interface``, packaging's
  ``SpecifierSet``, ``http.HTTPStatus``, ``gettext.translation``, ``Logger.setLevel``, ``format`` with a spec, ``PurePath.with_suffix``, a DuckDB query, a Jinja2
  ``get_template`` and ``shutil.unpack_archive``, each given a value that held a secret
  (babel's ``Locale.parse`` was tried too but its message does not quote the value).
* ``repr``: ``itertools.repeat``, ``subprocess.Popen``, ``urllib.parse.urldefrag``'s ``DefragResult``, Authlib's
  ``OAuth2Token`` and ``operator.methodcaller``.
* ``log``: urllib3's ``Incremented Retry`` DEBUG line for a request retried on 401 from a
  denying server on 127.0.0.1, botocore's DEBUG lines for a request to a denying server on 127.0.0.1 carrying a
  session token, and stamina's ``stamina.retry_scheduled`` warning for a call retried with a
  key among its arguments.
"""

from __future__ import annotations

import contextlib
import re
import tempfile
from pathlib import Path

from _heldout_live_tools import (
    Run,
    captured_logs,
    collect_runs,
    raised_message,
    start_denying_server,
)
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC", "COLUMNS": "100"}
_PY = "/work/venv/bin/python"


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\d+\.\d+ms", "0.52ms", text)
    text = re.sub(
        r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:?\d\d)?",
        "2026-12-06 12:45:10",
        text,
    )
    text = re.sub(r"\b\d{8}T\d{6}Z\b", "20261206T124510Z", text)
    text = re.sub(r"pid=\d+|returncode: \w+", "pid=4242", text)
    text = re.sub(r"Signature=[0-9a-f]{64}", "Signature=" + "0" * 64, text)
    text = re.sub(r"'User-Agent': b'[^']*'", "'User-Agent': b'Boto3/1.44 Botocore/1.44'", text)
    text = re.sub(
        r"'amz-sdk-invocation-id': b'[0-9a-f-]+'",
        "'amz-sdk-invocation-id': b'eb338887-834a-470a-a10f-ffa512612fe1'",
        text,
    )
    text = re.sub(r"'expires_at': \d+", "'expires_at': 1796564696", text)
    text = re.sub(r"\x1b\[[0-9;]*m", "", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [
        v.gen(ALNUM, n)
        for n in (31, 27, 36, 29, 33, 26, 38, 30, 35, 28, 32, 34, 37, 25, 30, 33, 29, 35)
    ]
    hx = [v.gen(HEX, n) for n in (40, 44, 48)]
    ul = [v.gen(URLSAFE, n) for n in (43, 39, 41)]
    pw = [v.pw() for _ in range(6)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx, pw), tmp, "cli", "context")
        tb = _collect(_library_runs(tmp, an, ul, pw), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, ul, hx), tmp, "repr", "cause")
        logs = _collect(_log_runs(an, ul), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str], pw: list[str]) -> list[Run]:
    t = Path(tmp)
    (t / ".env").write_text(f"APP_ENV=production\nMAILGUN_SIGNING_KEY={hx[0]}\n")
    (t / "schema.json").write_text(
        '{"properties": {"pin": {"type": "string", "pattern": "^[0-9]{6}$"}}}\n'
    )
    (t / "instance.json").write_text(f'{{"pin": "{an[0]}"}}\n')
    (t / "notes.md").write_text(f"# Staging\n\nThe deploy hook is `{an[1]}` until Friday.\n")
    (t / "settings.ini").write_text(f"[smtp]\nhost = mail.acme.io\npassword = {pw[0]}\n")
    (t / "ci.toml").write_text(f'[registry]\nurl = "https://registry.acme.io"\ntoken = "{an[2]}"\n')
    (t / "grant.sql").write_text(
        f"create user report identified by '{pw[1]}'; grant select on shop.* to report;\n"
    )
    (t / "check.txt").write_text(f">>> fetch_token()\n'{an[3]}'\n")
    (t / "tokmod.py").write_text("def fetch_token():\n    return 'expired'\n")
    (t / "boot.py").write_text(f'API_KEY = "{an[4]}"\nREGION = "eu"\n')
    return [
        (
            "dotenv list",
            "python -m dotenv list on a project's .env holding a signing key",
            hx[0],
            [_PY, "-m", "dotenv", "-f", str(t / ".env"), "list"],
        ),
        (
            "jsonschema cli",
            "python -m jsonschema (deprecated CLI) validating an instance whose 'pin' held a token",
            an[0],
            [
                _PY,
                "-W",
                "ignore",
                "-m",
                "jsonschema",
                "-i",
                str(t / "instance.json"),
                str(t / "schema.json"),
            ],
        ),
        (
            "markdown cli",
            "python -m markdown rendering notes that hold a deploy hook",
            an[1],
            [_PY, "-m", "markdown", str(t / "notes.md")],
        ),
        (
            "pygments raw",
            "python -m pygments -f raw tokenizing an ini file with an SMTP password",
            pw[0],
            [_PY, "-m", "pygments", "-l", "ini", "-f", "raw", str(t / "settings.ini")],
        ),
        (
            "rich syntax",
            "python -m rich.syntax printing a TOML file with a registry token",
            an[2],
            [_PY, "-m", "rich.syntax", "-w", "100", str(t / "ci.toml")],
        ),
        (
            "sqlformat",
            "sqlparse's sqlformat reindenting a GRANT script with a password",
            pw[1],
            ["/work/venv/bin/sqlformat", "-r", "-k", "upper", str(t / "grant.sql")],
        ),
        (
            "sqlglot transpile",
            "python -m sqlglot transpiling a query filtering on an API key",
            an[5],
            [
                _PY,
                "-m",
                "sqlglot",
                "--read",
                "mysql",
                "--write",
                "postgres",
                f"SELECT id FROM api_keys WHERE secret = '{an[5]}'",
            ],
        ),
        (
            "doctest failure",
            "python -m doctest on a text file whose expected output is a token",
            an[3],
            [
                _PY,
                "-c",
                f"import sys; sys.path.insert(0, {tmp!r}); import doctest, tokmod; "
                f"doctest.testfile({str(t / 'check.txt')!r}, module_relative=False, globs=vars(tokmod))",
            ],
        ),
        (
            "trace lines",
            "python -m trace --trace running a module that sets an API key",
            an[4],
            [_PY, "-m", "trace", "--trace", str(t / "boot.py")],
        ),
    ]


def _library_runs(tmp: str, an: list[str], ul: list[str], pw: list[str]) -> list[Run]:
    import gettext
    import http
    import ipaddress
    import logging
    import shutil
    from pathlib import PurePosixPath

    def duck() -> None:
        import duckdb

        duckdb.sql(f"SELECT {an[9]} FROM (SELECT 1 AS id)")

    def jinja() -> None:
        import jinja2

        jinja2.Environment(loader=jinja2.DictLoader({})).get_template(f"mail/{an[10]}.html")

    def spec() -> None:
        from packaging.specifiers import SpecifierSet

        SpecifierSet(ul[0])

    def level() -> None:
        logging.getLogger("report.export").setLevel(an[12])

    return [
        (
            "ip_network",
            "ipaddress.ip_network on an 'allow' cell that held a token (ValueError)",
            an[6],
            lambda: raised_message(lambda: ipaddress.ip_network(an[6])),
        ),
        (
            "ip_interface",
            "ipaddress.ip_interface on a 'bind' setting that held a key (ValueError)",
            an[7],
            lambda: raised_message(lambda: ipaddress.ip_interface(an[7])),
        ),
        (
            "specifier set",
            "packaging's SpecifierSet on a 'requires' field that held a token (InvalidSpecifier)",
            ul[0],
            lambda: raised_message(spec),
        ),
        (
            "http status",
            "http.HTTPStatus on a 'status' column that held a key (ValueError)",
            an[8],
            lambda: raised_message(lambda: http.HTTPStatus(an[8])),
        ),
        (
            "gettext domain",
            "gettext.translation for a domain set from a key by mistake (FileNotFoundError)",
            an[14],
            lambda: raised_message(lambda: gettext.translation(an[14], localedir=tmp)),
        ),
        (
            "logging level",
            "Logger.setLevel given a LOG_LEVEL that held a key (ValueError)",
            an[12],
            lambda: raised_message(level),
        ),
        (
            "format spec",
            "format() with a spec column that held a password (ValueError)",
            pw[2],
            lambda: raised_message(lambda: format(1234, pw[2])),
        ),
        (
            "with_suffix",
            "PurePath.with_suffix given a suffix that held a token (ValueError)",
            ul[1],
            lambda: raised_message(lambda: PurePosixPath("/srv/export/report").with_suffix(ul[1])),
        ),
        (
            "duckdb binder",
            "a DuckDB query with a key pasted as a column name (BinderException)",
            an[9],
            lambda: raised_message(duck),
        ),
        (
            "jinja template",
            "Jinja2 get_template for a name built from a token (TemplateNotFound)",
            an[10],
            lambda: raised_message(jinja),
        ),
        (
            "unpack_archive",
            "shutil.unpack_archive with a format that held a password (ValueError)",
            pw[3],
            lambda: raised_message(lambda: shutil.unpack_archive("/dev/null", tmp, format=pw[3])),
        ),
    ]


def _repr_runs(an: list[str], ul: list[str], hx: list[str]) -> list[Run]:
    import operator
    import subprocess
    from urllib.parse import urldefrag

    def popen() -> str:
        with subprocess.Popen(["true", "--api-key", an[15]], stdout=subprocess.DEVNULL) as p:
            return repr(p)

    def token() -> str:
        from authlib.oauth2.rfc6749 import OAuth2Token

        return repr(
            OAuth2Token({"access_token": ul[2], "token_type": "Bearer", "expires_in": 3600})
        )

    def repeat() -> str:
        import itertools

        return repr(itertools.repeat(an[16], 3))

    return [
        (
            "itertools repeat",
            "repr of itertools.repeat feeding the same key to three retries",
            an[16],
            repeat,
        ),
        (
            "popen",
            "repr of a subprocess.Popen started with a key among its arguments",
            an[15],
            popen,
        ),
        (
            "defrag result",
            "repr of urldefrag on an OAuth implicit-grant redirect",
            hx[1],
            lambda: repr(
                urldefrag(f"https://app.acme.io/cb#access_token={hx[1]}&token_type=bearer")
            ),
        ),
        ("authlib token", "repr of Authlib's OAuth2Token", ul[2], token),
        (
            "methodcaller",
            "repr of operator.methodcaller bound to a login with a password",
            hx[2],
            lambda: repr(operator.methodcaller("login", "svc-report", hx[2])),
        ),
    ]


def _log_runs(an: list[str], ul: list[str]) -> list[Run]:
    def boto() -> str:
        import boto3

        server = start_denying_server()
        try:
            with captured_logs("botocore.endpoint", "botocore.auth") as stream:
                client = boto3.client(
                    "s3",
                    endpoint_url=f"http://127.0.0.1:{server.server_address[1]}",
                    region_name="us-east-1",
                    aws_access_key_id="AKIAIOSFODNN7EXAMPLE",
                    aws_secret_access_key="see-vault",
                    aws_session_token=ul[1] + an[1],
                    config=__import__("botocore.config").config.Config(retries={"max_attempts": 1}),
                )
                with contextlib.suppress(Exception):
                    client.list_buckets()
            return "\n".join(line for line in stream.getvalue().splitlines() if "Token" in line)
        finally:
            server.shutdown()

    def stamina_log() -> str:
        import stamina

        @stamina.retry(on=ConnectionError, attempts=2, wait_initial=0, wait_max=0, wait_jitter=0)
        def push(api_key: str) -> None:
            raise ConnectionError("connection refused by 127.0.0.1:8080")

        import contextlib
        import io

        out = io.StringIO()
        with (
            captured_logs("stamina") as stream,
            contextlib.redirect_stdout(out),
            contextlib.suppress(ConnectionError),
        ):
            push(an[13])
        # stamina logs through structlog when it is installed (printed), else through logging.
        return (stream.getvalue() + out.getvalue()).strip()

    def retry_log() -> str:
        import requests
        from requests.adapters import HTTPAdapter
        from urllib3.util.retry import Retry

        server = start_denying_server()
        try:
            session = requests.Session()
            retry = Retry(total=1, status_forcelist=[401], backoff_factor=0, raise_on_status=False)
            session.mount("http://", HTTPAdapter(max_retries=retry))
            url = f"http://127.0.0.1:{server.server_address[1]}/v1/report?api_key={an[17]}"
            with captured_logs("urllib3.util.retry") as stream:
                session.get(url, timeout=5)
            return stream.getvalue().strip()
        finally:
            server.shutdown()

    return [
        (
            "urllib3 retry",
            "urllib3's urllib3.util.retry DEBUG line for a request retried on 401 from 127.0.0.1",
            an[17],
            retry_log,
        ),
        (
            "botocore debug",
            "botocore's DEBUG request log for an S3 call to a denying server on 127.0.0.1 with a session token",
            ul[1] + an[1],
            boto,
        ),
        (
            "stamina retry",
            "stamina's retry_scheduled warning for a call retried with a key among its arguments",
            an[13],
            stamina_log,
        ),
    ]
