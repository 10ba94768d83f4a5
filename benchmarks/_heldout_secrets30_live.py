"""Held-out set 30: output of tools and libraries really run here, against 127.0.0.1 only.

Each case's text is what a command or a library call printed when run while the set is built
(nothing reaches beyond this machine: the only server is the denying ``http.server`` of
``_heldout_live_tools.py``, started here on a free loopback port). Paths, ports, dates and
addresses are normalized so that every run prints the same text except the values. Every call
shape was grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; ``.mode line``, ``.mode markdown``, ``.mode qbox``, ``.mode insert``, ``.dump``,
``@sh``, ``awk -F``, ``sed -n l``, ``column -t``, ``envsubst``, ``declare -p``, ``set -x``,
``nl -ba``, ``diff -u``, ``git notes``, ``remote -v``, ``openssl enc``, ``json.tool``,
``quopri``, ``no such column``, ``Port could not be cast``, ``mapping values are not
allowed``, ``Logging error``, ``parse_url``, ``BasicAuth(``, ``OrderedDict``,
``functools.partial``, ``re.Match``, ``ConsoleSpanExporter``, ``Sending http request``,
``HTTP Request:`` and ``sqlalchemy.engine`` matched and were dropped). A tool or package
missing here adds no case.

* ``cli``: sqlite3's ``.mode list`` with a separator and ``.mode table``, ``perl -pe`` and
  ``perl -lane``, ``awk -v``, ``base32 -d``, bash's ``printf '%q'``, ``cut -c``,
  ``column -s, -t`` and ``wget -S`` against the loopback server (its URL printed back).
* ``traceback``: PyYAML's ``while scanning a quoted scalar`` for an unterminated quoted
  password, requests' ``InvalidHeader`` (``in header value``) for a token read with its
  newline, requests' ``MissingSchema`` (``No scheme supplied``) for a webhook URL without
  its scheme and ``fractions``' ``Invalid literal for Fraction`` for a swapped column.
* ``repr``: urllib3's ``Url(scheme=..., auth=...)`` from its URL parser, protobuf's
  ``text_format.MessageToString`` of a ``Struct``, Django's ``QueryDict`` of an OAuth
  callback and tenacity's ``RetryCallState`` after a real 401 from the loopback server.
* ``log``: Django's ``django.db.backends`` DEBUG line (``args=[...]; alias=default``) for an
  insert into an in-memory SQLite settings table.
"""

from __future__ import annotations

import contextlib
import io
import logging
import re
import tempfile
from pathlib import Path

from _heldout_live_tools import Run, collect_runs, raised_message, run_command, start_denying_server
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "PYTHONDONTWRITEBYTECODE": "1"}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"--\d{4}-\d\d-\d\d \d\d:\d\d:\d\d--", "--2026-12-06 09:30:00--", text)
    text = re.sub(r"\(\d+\.\d+\)", "(0.000)", text)
    text = re.sub(
        r"Date: \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT",
        "Date: Sun, 06 Dec 2026 09:30:00 GMT",
        text,
    )
    text = re.sub(r"Python/3\.\d+\.\d+", "Python/3.11.7", text)
    text = re.sub(r'File "[^"]*/site-packages/', 'File "/usr/lib/python3/site-packages/', text)
    text = re.sub(r'File "[^"]*/benchmarks/', 'File "/home/dev/work/benchmarks/', text)
    text = re.sub(r"defined at \S*/benchmarks/", "defined at /home/dev/work/benchmarks/", text)
    text = re.sub(r"name='Task-\d+'", "name='Task-2'", text)
    text = re.sub(r"\b\d{9,}: attempt", "140231822201440: attempt", text)
    text = re.sub(r"slept for \d+\.\d+", "slept for 0.0", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (28, 34, 22, 40, 26, 31, 36, 24, 30, 38, 27, 33)]
    hx = [v.gen(HEX, n) for n in (40, 32, 48)]
    ul = [v.gen(URLSAFE, n) for n in (43, 32, 40)]
    pw = [v.pw() for _ in range(6)]
    more = [v.gen(ALNUM, n) for n in (35, 29, 37)]
    phrase = an[4][:9] + "$ " + an[4][9:16]
    server = start_denying_server()
    port = server.server_address[1]
    try:
        with tempfile.TemporaryDirectory() as tmp:
            cli = _collect(_cli_runs(tmp, an, hx, pw, phrase, ul, port), tmp, "cli", "runtime")
            tb = _collect(_library_runs(an, pw, ul), tmp, "traceback", "cause")
            reprs = _collect(
                _repr_runs(an, hx, ul, pw, port) + _repr_runs2(more, pw), tmp, "repr", "group"
            )
            logs = _collect(_log_runs(pw) + _log_runs2(more, port), tmp, "log", "context")
    finally:
        server.shutdown()
        server.server_close()
    return cli + tb + reprs + logs


def _cli_runs(
    tmp: str, an: list[str], hx: list[str], pw: list[str], phrase: str, ul: list[str], port: int
) -> list[Run]:
    t = Path(tmp)
    sql = (
        "create table config(name text, value text);"
        f"insert into config values ('mail.host', 'smtp.acme.io'), ('mail.password', '{pw[0]}'),"
        f" ('billing.api_key', '{an[0]}');"
    )
    run_command(["sqlite3", str(t / "app.db"), sql], tmp, env=_ENV)
    (t / ".env").write_text(
        f"APP_ENV=production\nAPI_SECRET={an[1]}\nWEBHOOK_KEY={an[10]}\nLOG_LEVEL=info\n"
    )
    (t / "creds.txt").write_text(f"user deploy\ntoken {an[2]}\nregion eu-west-1\n")
    (t / "keys.csv").write_text(f"name,key,owner\nsearch,{hx[0]},web\nmaps,(none),geo\n")
    (t / "tokens.tsv").write_text(f"prod\t{an[3]}\t2026-11-30\nstaging\t(expired)\t2026-10-01\n")
    (t / "settings.json").write_text(
        f'{{"smtp": {{"host": "smtp.acme.io", "user": "mailer", "password": "{pw[4]}"}}}}'
    )
    (t / "users.csv").write_text("u01,ana\nu02,ben\n")
    (t / "user_keys.csv").write_text(f"u01,{an[11]}\nu02,(revoked)\n")
    b32 = run_command(["bash", "-c", f"printf %s '{an[5]}' | base32"], tmp, env=_ENV)
    return [
        (
            "sqlite3 mode list",
            "sqlite3's .mode list with .separator ' = ' over a config table",
            pw[0],
            [
                "sqlite3",
                "-cmd",
                ".mode list",
                "-cmd",
                ".separator ' = '",
                str(t / "app.db"),
                "select name, value from config",
            ],
        ),
        (
            "sqlite3 mode table",
            "sqlite3's .mode table over the same table",
            an[0],
            ["sqlite3", "-cmd", ".mode table", str(t / "app.db"), "select * from config"],
        ),
        (
            "perl pe",
            "perl -pe numbering the lines of a .env",
            an[1],
            ["perl", "-pe", '$_ = "$.: $_"', ".env"],
        ),
        (
            "perl lane",
            "perl -lane printing the second field of a token line",
            an[2],
            ["perl", "-lane", 'print "token=$F[1]" if $F[0] eq "token"', "creds.txt"],
        ),
        (
            "awk v",
            "awk -v with FS set in BEGIN, picking a .env value by name",
            an[10],
            [
                "awk",
                "-v",
                "k=WEBHOOK_KEY",
                'BEGIN { FS = "=" } $1 == k { print k ": " $2 }',
                ".env",
            ],
        ),
        (
            "base32 d",
            "GNU base32 -d decoding a stored key",
            an[5],
            ["bash", "-c", f"echo '$ echo {b32} | base32 -d'; echo {b32} | base32 -d; echo"],
        ),
        (
            "bash printf q",
            "bash's printf '%q' of a passphrase holding a dollar sign and a space",
            phrase,
            ["bash", "-c", f"P='{phrase}'; printf 'DB_PASSPHRASE=%q\\n' \"$P\""],
        ),
        (
            "cut c",
            "cut -c1-60 of a tab-separated tokens file",
            an[3],
            ["cut", "-c1-60", "tokens.tsv"],
        ),
        (
            "column s t",
            "column -s, -t over a keys CSV",
            hx[0],
            ["column", "-s,", "-t", "keys.csv"],
        ),
        (
            "yq y",
            "yq -y (the jq wrapper) turning a settings JSON into YAML",
            pw[4],
            ["yq", "-y", ".", "settings.json"],
        ),
        (
            "join t",
            "join -t, of a users CSV and a keys CSV on the user id",
            an[11],
            ["join", "-t,", "users.csv", "user_keys.csv"],
        ),
        (
            "wget server response",
            "wget -S against the loopback server answering 401 (the request URL printed back)",
            ul[0],
            [
                "wget",
                "-S",
                "--tries=1",
                "-O",
                "/dev/null",
                f"http://127.0.0.1:{port}/exports/members.csv?signature={ul[0]}&expires=1765013400",
            ],
        ),
    ]


def _library_runs(an: list[str], pw: list[str], ul: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import yaml

        def quoted_scalar() -> str:
            text = f'database:\n  user: app\n  password: "{pw[1]}\n'
            return raised_message(lambda: yaml.safe_load(text))

        out.append(
            (
                "pyyaml quoted scalar",
                "PyYAML's ScannerError while scanning a quoted scalar (no closing quote)",
                pw[1],
                quoted_scalar,
            )
        )
    with contextlib.suppress(ImportError):
        import requests

        def invalid_header() -> str:
            token = f"{an[6]}\n"
            return raised_message(
                lambda: requests.get(
                    "http://127.0.0.1:9/v1/me", headers={"Authorization": f"Bearer {token}"}
                )
            )

        def missing_schema() -> str:
            url = f"hooks.chat.acme.io/services/T04K2/B07Q1/{an[7]}"
            return raised_message(lambda: requests.post(url, json={"text": "deploy done"}))

        out += [
            (
                "requests invalid header",
                "requests' InvalidHeader for a token read from a file with its newline",
                an[6],
                invalid_header,
            ),
            (
                "requests missing schema",
                "requests' MissingSchema for a webhook URL set without its scheme",
                an[7],
                missing_schema,
            ),
        ]

    def fraction() -> str:
        from fractions import Fraction

        row = {"ratio": an[8], "api_key": "3/4"}  # the columns swapped by a CSV import
        return raised_message(lambda: Fraction(row["ratio"]))

    out.append(
        (
            "fraction literal",
            "fractions' ValueError (Invalid literal for Fraction) for a swapped CSV column",
            an[8],
            fraction,
        )
    )
    return out


def _repr_runs(an: list[str], hx: list[str], ul: list[str], pw: list[str], port: int) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        from urllib3.util import parse_url

        out.append(
            (
                "urllib3 url",
                "repr of urllib3's parse_url of a proxy URL (its auth field)",
                pw[2],
                lambda: repr(parse_url(f"http://squid:{pw[2]}@proxy.acme.internal:3128/")),
            )
        )
    with contextlib.suppress(ImportError):
        from google.protobuf import struct_pb2, text_format

        def struct() -> str:
            message = struct_pb2.Struct()
            message.update({"api_key": an[9], "region": "eu"})
            return text_format.MessageToString(message)

        out.append(
            (
                "protobuf text format",
                "protobuf's text_format.MessageToString of a google.protobuf.Struct",
                an[9],
                struct,
            )
        )
    with contextlib.suppress(ImportError):
        from django.conf import settings

        def query_dict() -> str:
            if not settings.configured:
                settings.configure(
                    DEBUG=True,
                    DATABASES={
                        "default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}
                    },
                )
                import django

                django.setup()
            from django.http import QueryDict

            return repr(QueryDict(f"code={ul[1]}&state=k2Jf8&scope=openid+email"))

        out.append(
            (
                "django querydict",
                "repr of Django's QueryDict of an OAuth callback's query",
                ul[1],
                query_dict,
            )
        )
    with contextlib.suppress(ImportError):
        import requests
        import tenacity

        def retry_state() -> str:
            seen: list[str] = []

            @tenacity.retry(
                stop=tenacity.stop_after_attempt(2),
                wait=tenacity.wait_none(),
                before_sleep=lambda state: seen.append(repr(state)),
                reraise=True,
            )
            def call() -> None:
                url = f"http://127.0.0.1:{port}/api/v2/items?api_key={hx[1]}"
                requests.get(url, timeout=5).raise_for_status()

            with contextlib.suppress(Exception):
                call()
            return "\n".join(seen)

        out.append(
            (
                "tenacity retry state",
                "repr of tenacity's RetryCallState after a real 401 from the loopback server",
                hx[1],
                retry_state,
            )
        )
    return out


def _repr_runs2(more: list[str], pw: list[str]) -> list[Run]:
    def wsgi_headers() -> str:
        from wsgiref.headers import Headers

        headers = Headers([("Content-Type", "application/json")])
        headers.add_header("Authorization", f"Bearer {more[0]}")
        return repr(headers)

    def urllib_request() -> str:
        import urllib.request

        request = urllib.request.Request(
            "http://127.0.0.1:8080/v1/sync", headers={"X-Api-Key": more[1]}
        )
        request.add_unredirected_header("Proxy-Authorization", f"Basic {pw[5]}")
        return f"{request.get_full_url()} {request.headers!r} {request.unredirected_hdrs!r}"

    return [
        (
            "wsgiref headers",
            "repr of wsgiref.headers.Headers holding an Authorization header",
            more[0],
            wsgi_headers,
        ),
        (
            "urllib request headers",
            "urllib.request.Request's get_full_url(), headers and unredirected_hdrs",
            more[1],
            urllib_request,
        ),
    ]


def _log_runs(pw: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        from django.conf import settings

        def db_debug() -> str:
            if not settings.configured:
                settings.configure(
                    DEBUG=True,
                    DATABASES={
                        "default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}
                    },
                )
                import django

                django.setup()
            from django.db import connection

            stream = io.StringIO()
            handler = logging.StreamHandler(stream)
            handler.setFormatter(logging.Formatter("%(levelname)s:%(name)s:%(message)s"))
            logger = logging.getLogger("django.db.backends")
            old = logger.level, logger.propagate
            logger.addHandler(handler)
            logger.setLevel(logging.DEBUG)
            logger.propagate = False
            try:
                with connection.cursor() as cursor:
                    cursor.execute("create table if not exists settings (name text, value text)")
                    cursor.execute(
                        "insert into settings (name, value) values (%s, %s)",
                        ["smtp_password", pw[3]],
                    )
            finally:
                logger.removeHandler(handler)
                logger.setLevel(old[0])
                logger.propagate = old[1]
            return stream.getvalue()

        out.append(
            (
                "django db backends",
                "Django's django.db.backends DEBUG log of an insert (with DEBUG on)",
                pw[3],
                db_debug,
            )
        )
    return out


def _log_runs2(more: list[str], port: int) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import asyncio
        import gc

        import requests

        def never_retrieved() -> str:
            async def pull() -> None:
                url = f"http://127.0.0.1:{port}/v3/reports/daily.csv?access_key={more[2]}"
                response = await asyncio.to_thread(requests.get, url, timeout=5)
                response.raise_for_status()

            stream = io.StringIO()
            handler = logging.StreamHandler(stream)
            handler.setFormatter(logging.Formatter("%(levelname)s:%(name)s:%(message)s"))
            logger = logging.getLogger("asyncio")
            old = logger.level, logger.propagate
            logger.addHandler(handler)
            logger.setLevel(logging.DEBUG)
            logger.propagate = False
            try:

                async def main() -> None:
                    asyncio.get_running_loop().create_task(pull())
                    await asyncio.sleep(0.5)

                asyncio.run(main())
                gc.collect()
            finally:
                logger.removeHandler(handler)
                logger.setLevel(old[0])
                logger.propagate = old[1]
            lines = [
                line
                for line in stream.getvalue().splitlines()
                if not line.startswith("DEBUG:asyncio:Using selector")
            ]
            return "\n".join(lines)

        out.append(
            (
                "asyncio never retrieved",
                "asyncio's 'Task exception was never retrieved' ERROR log for a task whose "
                "request got a real 401 from the loopback server",
                more[2],
                never_retrieved,
            )
        )
    return out
