"""Held-out set 32: output of tools and libraries really run here, against 127.0.0.1 only.

Each case's text is what a command or a library call printed when run while the set is built
(nothing reaches beyond this machine: the only servers are started here on free loopback
ports — a Werkzeug development server and a ``websockets`` server; a kubernetes client
against a ``http.server`` answering like its API server was tried and dropped). Paths, ports, dates and
addresses are normalized so that every run prints the same text except the values. Every
call shape was grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; ``git describe`` and ``git tag -l`` were fresh but print no secret of their own,
and ``.mode tcl``, ``.mode tabs``, ``-html``, ``xargs -t``, ``bash -x``, ``--trace-ascii``,
``Invalid isoformat``, ``ScannerError``, ``Source contains parsing errors``, ``> GET /``,
``aiohttp.access``, ``websockets.client`` and ``reply: b'`` matched and were dropped; pika's
``PlainCredentials`` was fresh but its repr shows nothing). A tool or package missing here
adds no case.

* ``cli``: ``sqlite3 -separator``, ``sed -z``, ``find . -name``, ``xargs -0``, ``stat -c``,
  ``du -a``, ``awk '{print $NF}'``, ``tail -n1``, ``tr -d``, ``head -n 1``, ``sed '/^#/d'``,
  ``awk 'NR==4'``, ``sqlite3 -noheader`` and ``git log --format=%s``.
* ``traceback``: ``int(..., 16)`` (``with base 16``), pendulum's ``Unable to parse string``,
  lark's ``No terminal matches``, pyparsing's ``ParseException`` (``found '...'``) and
  beartype's ``violates type hint``.
* ``repr``: ``http.cookiejar.Cookie(version=0, ...)``, pydantic's ``AnyUrl('...')``,
  aiohttp's ``BasicAuth(login=..., password=...)``, FastAPI's ``HTTPBasicCredentials`` and
  Werkzeug's ``<Authorization Basic ...>``.
* ``log``: the ``werkzeug`` development server's request line and ``websockets.server``'s
  DEBUG handshake lines (``< GET /...``, ``< X-Api-Key: ...``) from a loopback server
  (``kubernetes.client.rest`` was tried and logged no response body in the version here).
"""

from __future__ import annotations

import contextlib
import re
import tempfile
import threading
import warnings
from collections.abc import Callable
from pathlib import Path

from _heldout_live_tools import Run, captured_logs, collect_runs, raised_message, run_command
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC"}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\[\d\d/\w{3}/\d{4} \d\d:\d\d:\d\d\]", "[06/Dec/2026 10:18:30]", text)
    text = re.sub(
        r"\b\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?( [+-]\d{4})?", "2026-12-06 10:18:30", text
    )
    text = re.sub(r"\x1b\[[0-9;]*m", "", text)
    text = re.sub(r"Sec-WebSocket-Key: \S+", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", text)
    text = re.sub(r"websockets/[\d.]+", "websockets/15.0.1", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (34, 28, 39, 25, 31, 37, 30, 26, 33, 29, 41, 27, 32, 24)]
    hx = [v.gen(HEX, n) for n in (40, 48)]
    ul = [v.gen(URLSAFE, n) for n in (43, 38)]
    pw = [v.pw() for _ in range(8)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx, pw), tmp, "cli", "context")
        tb = _collect(_library_runs(an, hx, ul), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, ul, pw), tmp, "repr", "cause")
        logs = _collect(_log_runs(ul, hx), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str], pw: list[str]) -> list[Run]:
    t = Path(tmp)
    sql = (
        "create table settings(name text, value text);"
        f"insert into settings values ('smtp_host', 'smtp.acme.io'), ('smtp_password', '{pw[0]}');"
    )
    run_command(["sqlite3", str(t / "app.db"), sql], tmp, env=_ENV)
    (t / "app.env").write_text(f"DB_USER=app\nDB_PASS={pw[1]}\nDB_HOST=db\n")
    exports = t / "exports"
    exports.mkdir()
    (exports / f"share-{an[0]}.json").write_text("{}\n")
    (exports / "summary.json").write_text("{}\n")
    keys = t / "keys"
    keys.mkdir()
    (keys / f"restic-{an[1]}.key").write_text("x\n")
    backups = t / "backups"
    backups.mkdir()
    (backups / f"unseal-{hx[0]}.txt").write_text("x\n")
    (t / "mailer.conf").write_text(
        f"smtp_host  smtp.acme.io\nsmtp_user  mailer\nsmtp_pass  {pw[4]}\n"
    )
    (t / ".psql_history").write_text(
        f"\\dt\nselect count(*) from orders;\nALTER ROLE report WITH PASSWORD '{pw[5]}';\n"
    )
    (t / "win.env").write_bytes(f"API_URL=https://api.acme.io\r\nAPI_TOKEN={an[8]}\r\n".encode())
    (t / "token.txt").write_text(f"{an[9]}\n# issued 2026-12-06 for ci\n")
    (t / "worker.cfg").write_text(f"[queue]\nurl = amqp://mq\nuser = worker\npassword = {pw[6]}\n")
    (t / "redis.conf").write_text(
        f"# auth\n# requirepass changeme\nbind 127.0.0.1\nrequirepass {an[10]}\n"
    )
    sql2 = f"create table webhooks(name text, secret text); insert into webhooks values ('crm', '{an[11]}');"
    run_command(["sqlite3", str(t / "hooks.db"), sql2], tmp, env=_ENV)
    repo = t / "repo"
    repo.mkdir()
    genv = {
        **_ENV,
        "GIT_AUTHOR_NAME": "Dev",
        "GIT_AUTHOR_EMAIL": "dev@acme.io",
        "GIT_COMMITTER_NAME": "Dev",
        "GIT_COMMITTER_EMAIL": "dev@acme.io",
    }
    run_command(["git", "init", "-q", "-b", "main", str(repo)], tmp, env=genv)
    (repo / "deploy.sh").write_text("#!/bin/sh\n")
    run_command(["git", "-C", str(repo), "add", "."], tmp, env=genv)
    run_command(
        [
            "git",
            "-C",
            str(repo),
            "commit",
            "-q",
            "-m",
            f"hotfix: use SENTRY_AUTH={pw[7]} in deploy",
        ],
        tmp,
        env=genv,
    )
    return [
        (
            "awk print NF",
            "awk printing the last field of a space-separated mailer config line",
            pw[4],
            ["awk", '/smtp_pass/ {print $1 ": " $NF}', str(t / "mailer.conf")],
        ),
        (
            "tail -n1 history",
            "tail -n1 of a .psql_history whose last statement set a role password",
            pw[5],
            ["tail", "-n1", str(t / ".psql_history")],
        ),
        (
            "tr -d CR",
            "tr -d '\\r' turning a Windows .env into Unix lines",
            an[8],
            ["bash", "-c", f"tr -d '\\r' < {t / 'win.env'}"],
        ),
        (
            "head -n 1",
            "head -n 1 of a token file",
            an[9],
            ["head", "-n", "1", str(t / "token.txt")],
        ),
        (
            "sed delete comments",
            "sed '/^#/d' printing a worker config without its comments",
            pw[6],
            ["sed", "/^#/d", str(t / "worker.cfg")],
        ),
        (
            "awk NR",
            "awk 'NR==4' printing one line of a Redis config",
            an[10],
            ["awk", "NR==4", str(t / "redis.conf")],
        ),
        (
            "sqlite noheader",
            "sqlite3 -noheader in its default list mode",
            an[11],
            ["sqlite3", "-noheader", str(t / "hooks.db"), "select name, secret from webhooks;"],
        ),
        (
            "git log format subject",
            "git log --format=%s of a hotfix commit whose subject carries a token",
            pw[7],
            ["git", "-C", str(repo), "log", "--format=%s"],
        ),
        (
            "sqlite separator",
            "sqlite3 -separator ' = ' printing a settings table",
            pw[0],
            [
                "sqlite3",
                "-separator",
                " = ",
                str(t / "app.db"),
                "select name, value from settings;",
            ],
        ),
        (
            "sed -z",
            "sed -z joining an env file's lines with ';'",
            pw[1],
            ["sed", "-z", "s/\\n/;/g", str(t / "app.env")],
        ),
        (
            "find -name",
            "find . -name '*.json' listing exports named after their share token",
            an[0],
            ["bash", "-c", f"cd {tmp} && find . -name '*.json' | sort"],
        ),
        (
            "xargs -0",
            "printf of NUL-separated assignments through xargs -0 -n1 echo export",
            an[2],
            [
                "bash",
                "-c",
                f"printf 'API_KEY=%s\\0REGION=eu\\0' {an[2]} | xargs -0 -n1 echo export",
            ],
        ),
        (
            "stat -c",
            "stat -c '%n %s' of a key file named after the key",
            an[1],
            ["bash", "-c", f"cd {tmp} && stat -c '%n %s bytes' keys/*"],
        ),
        (
            "du -a",
            "du -a of a backup folder whose file name holds the unseal key",
            hx[0],
            ["bash", "-c", f"cd {tmp} && du -a backups | sort -k2"],
        ),
    ]


def _library_runs(an: list[str], hx: list[str], ul: list[str]) -> list[Run]:
    out: list[Run] = [
        (
            "int base 16",
            "int(value, 16) on a column that held a key instead of a hex id (ValueError)",
            ul[0][:30],
            lambda: raised_message(lambda: int(ul[0][:30], 16)),
        )
    ]
    with contextlib.suppress(ImportError):
        import pendulum

        out.append(
            (
                "pendulum parse",
                "pendulum.parse of a 'created' cell that held a token (ParserError)",
                an[12],
                lambda: raised_message(lambda: pendulum.parse(an[12])),
            )
        )
    with contextlib.suppress(ImportError):
        import lark

        parser = lark.Lark("start: NUMBER\n%import common.NUMBER")
        out.append(
            (
                "lark unexpected characters",
                "lark's UnexpectedCharacters for a numeric setting that held a key",
                an[13],
                lambda: raised_message(lambda: parser.parse(an[13])),
            )
        )
    with contextlib.suppress(ImportError):
        import pyparsing as pp

        grammar = pp.Word(pp.nums)("port") + pp.Literal(":") + pp.Word(pp.alphas)("scheme")

        out.append(
            (
                "pyparsing found",
                "pyparsing's ParseException for a config line that held a key where a port was "
                "expected",
                an[3],
                lambda: raised_message(
                    lambda: grammar.parse_string(f"{an[3]}:https", parse_all=True)
                ),
            )
        )
    with contextlib.suppress(ImportError):
        from beartype.door import die_if_unbearable

        out.append(
            (
                "beartype violation",
                "beartype's die_if_unbearable on a token passed where an int was hinted",
                an[4],
                lambda: raised_message(lambda: die_if_unbearable(an[4], int)),
            )
        )
    return out


def _repr_runs(an: list[str], ul: list[str], pw: list[str]) -> list[Run]:
    out: list[Run] = []

    def cookie() -> str:
        from http.cookiejar import Cookie

        jar_cookie = Cookie(
            0, "sessionid", an[5], None, False, "127.0.0.1", False, False, "/", True,
            True, None, False, None, None, {"HttpOnly": None},
        )  # fmt: skip
        return repr(jar_cookie)

    out.append(("cookiejar cookie", "repr of an http.cookiejar.Cookie", an[5], cookie))
    with contextlib.suppress(ImportError):
        from pydantic import AnyUrl

        out.append(
            (
                "pydantic anyurl",
                "repr of a pydantic AnyUrl with credentials in it",
                an[6],
                lambda: repr(AnyUrl(f"amqp://orders:{an[6]}@127.0.0.1:5672/prod")),
            )
        )
    with contextlib.suppress(ImportError):
        import aiohttp

        def basic_auth() -> str:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                return repr(aiohttp.BasicAuth("deploy", pw[3]))

        out.append(("aiohttp basicauth", "repr of aiohttp's BasicAuth", pw[3], basic_auth))
    with contextlib.suppress(ImportError):
        from fastapi.security import HTTPBasicCredentials

        out.append(
            (
                "fastapi basic credentials",
                "repr of FastAPI's HTTPBasicCredentials",
                pw[2],
                lambda: repr(HTTPBasicCredentials(username="grafana", password=pw[2])),
            )
        )
    with contextlib.suppress(ImportError):
        import base64

        from werkzeug.datastructures import Authorization

        blob = base64.b64encode(f"metrics:{an[7]}".encode()).decode()
        out.append(
            (
                "werkzeug authorization",
                "repr of Werkzeug's Authorization (it shows the Basic credentials base64-encoded)",
                blob,
                lambda: repr(Authorization("basic", {"username": "metrics", "password": an[7]})),
            )
        )
    return out


def _log_runs(ul: list[str], hx: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        from werkzeug.serving import make_server
        from werkzeug.wrappers import Response

        def werkzeug_log() -> str:
            app = Response("unauthorized", status=401)
            server = make_server("127.0.0.1", 0, app)
            thread = threading.Thread(target=server.serve_forever, daemon=True)
            with captured_logs("werkzeug") as stream:
                thread.start()
                try:
                    run_command(
                        [
                            "curl",
                            "-s",
                            "-o",
                            "/dev/null",
                            f"http://127.0.0.1:{server.server_port}/oauth/callback?code={ul[0]}&state=x1",
                        ],
                        env=_ENV,
                    )
                finally:
                    server.shutdown()
                    server.server_close()
            return stream.getvalue().strip()

        out.append(
            (
                "werkzeug request line",
                "the werkzeug development server's INFO request line for an OAuth callback",
                ul[0],
                werkzeug_log,
            )
        )
    with contextlib.suppress(ImportError):
        from websockets.sync.client import connect
        from websockets.sync.server import serve

        def websockets_log(path: str, headers: dict[str, str]) -> Callable[[], str]:
            def run() -> str:
                server = serve(lambda ws: ws.close(), "127.0.0.1", 0)
                threading.Thread(target=server.serve_forever, daemon=True).start()
                port = server.socket.getsockname()[1]
                try:
                    url = f"ws://127.0.0.1:{port}{path}"
                    with (
                        captured_logs("websockets.server") as stream,
                        connect(url, additional_headers=headers),
                    ):
                        pass
                finally:
                    server.shutdown()
                lines = [
                    line
                    for line in stream.getvalue().splitlines()
                    if line.startswith("DEBUG:websockets.server:<")
                    and not line.endswith(("EOF", "[2 bytes]"))
                ]
                return "\n".join(lines)

            return run

        out.append(
            (
                "websockets server query",
                "websockets.server's DEBUG handshake lines for a client with a token in its path",
                ul[1],
                websockets_log(f"/feed?token={ul[1]}", {}),
            )
        )
        out.append(
            (
                "websockets server header",
                "websockets.server's DEBUG handshake lines for a client sending an API key header",
                hx[1],
                websockets_log("/feed", {"X-Api-Key": hx[1]}),
            )
        )
    return out
