"""Held-out set 23: what real tools, runtimes and Python libraries print, run here (loopback
only).

Each program is run for real and its output (stdout and stderr, as an agent's shell tool
captures it) is the case's text. Every call below was grepped for (its command, function,
flag or message) in every earlier ``_heldout_secrets*`` and ``_heldout_families*`` file and
none matched; calls that had been quoted before (Perl's ``isn't numeric``, Node's ``dns``
``ENOTFOUND`` and ``process.kill``, ``openssl req``'s ``challengePassword``, ``yarl``,
``requests_toolbelt``'s ``dump_all``, ``tiktoken``, ``configparser``'s ``ParsingError``,
``rich`` and ``tabulate``) were tried and dropped. Kind ``cli``: Perl's ``require`` of a
module named by a value (``Can't locate``), ``IO::Socket::INET`` given a value as the port
(``Bad service``), ``Time::Local`` out of range, ``HTTP::Tiny``'s response URL; Node's
``util.parseArgs`` rejecting a positional, ``Intl.DateTimeFormat`` given a value as the time
zone, ``assert.notStrictEqual``, ``child_process.spawnSync``'s error (``spawnargs``) and
``net.connect`` given a value as the port (``ERR_SOCKET_BAD_PORT``); ``openssl x509 -in``,
``genpkey -algorithm`` and ``storeutl`` given a value where a path or a name belongs; git's
``interpret-trailers``, ``var -l``, ``request-pull``, ``shortlog``, ``whatchanged``,
``for-each-ref --format=%(contents)``, ``fast-export`` and ``mailinfo``; sqlite3's ``.mode
json``, ``insert``, ``html``, ``markdown`` and ``line``; curl's ``--write-out
%{url_effective}``. Kind ``traceback``: ``configparser``'s ``InterpolationSyntaxError``,
``urllib.parse.parse_qs(strict_parsing=True)``, ``importlib.metadata``'s
``PackageNotFoundError``, kafka-python's ``Unrecognized configs``, netaddr's
``AddrFormatError``, networkx's ``NodeNotFound`` and FastAPI's 422 body. Kind ``log``: the
DEBUG and INFO lines of urllib3 (``Starting new HTTP connection`` and the request line),
httpx (``HTTP Request:``), Tornado's ``tornado.access``, SQLAlchemy's ``echo=True`` with its
parameters and structlog's ``KeyValueRenderer``. A tool that is not installed, or whose output
does not hold the secret here, adds no case; every value is drawn before any tool runs, and
ports, paths, dates, timings and OpenSSL's thread ids are normalized.
"""

from __future__ import annotations

import contextlib
import functools
import io
import re
import sqlite3
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path

from _heldout_live_tools import captured_logs, run_command, start_denying_server
from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values, leaked

__all__ = ["live_tool_cases"]

_GIT_ENV = {
    "GIT_AUTHOR_NAME": "dev",
    "GIT_AUTHOR_EMAIL": "dev@acme.io",
    "GIT_COMMITTER_NAME": "dev",
    "GIT_COMMITTER_EMAIL": "dev@acme.io",
    "GIT_AUTHOR_DATE": "2026-12-05T17:00:00Z",
    "GIT_COMMITTER_DATE": "2026-12-05T17:00:00Z",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_TERMINAL_PROMPT": "0",
}
_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "NODE_DISABLE_COLORS": "1", **_GIT_ENV}

Run = tuple[str, str, str, "list[str] | Callable[[], str]"]


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"\b[0-9A-F]{16}:error:", "40E7A2B1C37F0000:error:", text)
    text = re.sub(r"Date: .*GMT", "Date: Sat, 05 Dec 2026 17:00:00 GMT", text)
    text = re.sub(r"\[generated in [0-9.]+s\]", "[generated in 0.00021s]", text)
    text = re.sub(r"\[cached since [0-9.]+s ago\]", "[cached since 0.0004s ago]", text)
    text = re.sub(r"\b\d+\.\d+ms\b", "0.61ms", text)
    text = re.sub(r"after \d+ ms", "after 0 ms", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    out = []
    for name, source, secret, argv in runs:
        try:
            text = argv() if callable(argv) else run_command(argv, tmp, env=_ENV, timeout=60)
        except ImportError:
            continue
        text = _normalize(text, tmp)
        if leaked(secret, text):
            out.append(Case(f"{group}: {name}", source, text, secret, raises=raises))
    return out


def live_tool_cases(v: Values) -> list[Case]:
    tok = [v.gen(ALNUM, 32) for _ in range(30)]
    pw = [v.pw() for _ in range(6)]
    long = [v.gen(URLSAFE, 40) for _ in range(6)]
    server = start_denying_server()
    port = server.server_address[1]
    try:
        with tempfile.TemporaryDirectory() as tmp:
            cli = _collect(_cli_runs(tmp, port, tok, pw, long), tmp, "cli", "process")
            tb = _collect(_library_runs(tok, pw), tmp, "traceback", "context")
            logs = _collect(_log_runs(port, tok, pw, long), tmp, "log", "cause")
    finally:
        server.shutdown()
    return cli + tb + logs


def _stdin(argv: list[str], data: str, cwd: str) -> str:
    import subprocess

    try:
        done = subprocess.run(
            argv, input=data, capture_output=True, text=True, cwd=cwd, timeout=60, check=False,
            env={**__import__("os").environ, **_ENV},
        )  # fmt: skip
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return (done.stdout + done.stderr).strip()


def _git_repo(tmp: str, tok: list[str]) -> str:
    repo = Path(tmp, "repo")
    repo.mkdir()
    run = functools.partial(run_command, cwd=str(repo), env=_ENV)
    run(["git", "init", "-q", "-b", "main"])
    Path(repo, "README.md").write_text("# api\n")
    run(["git", "add", "."])
    run(["git", "commit", "-q", "-m", "init"])
    run(["git", "tag", "v1.0"])
    run(["git", "remote", "add", "origin", f"https://ci:{tok[0]}@git.acme.io/shop/api.git"])
    run(["git", "commit", "-q", "--allow-empty", "-m", f"ci: temporary mirror token {tok[1]}"])
    Path(repo, "app.env").write_text(f"APP_ENV=prod\nSEARCH_ADMIN_KEY={tok[2]}\n")
    run(["git", "add", "."])
    run(["git", "commit", "-q", "-m", "env for prod"])
    run(["git", "tag", "-a", "v1.1", "-m", f"release 1.1 (webhook secret {tok[3]} rotated)"])
    Path(repo, "README.md").write_text("# api\n\nStaging: https://api.staging.acme.io\n")
    run(["git", "commit", "-q", "-a", "-m", "deploy: staging", "-m",
         f"used STAGING_DB_PASSWORD={tok[4]} for the smoke test"])  # fmt: skip
    return str(repo)


def _cli_runs(tmp: str, port: int, tok: list[str], pw: list[str], long: list[str]) -> list[Run]:
    t = Path(tmp)
    repo = _git_repo(tmp, tok)
    db = t / "ops.db"
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE smtp (host TEXT, user TEXT, password TEXT)")
    for i, mode in enumerate(("json", "insert", "html", "markdown", "line")):
        con.execute("INSERT INTO smtp VALUES (?, ?, ?)", (f"{mode}.acme.io", f"u{i}", tok[10 + i]))
    con.commit()
    con.close()
    (t / "patch.eml").write_text(
        "From: dev <dev@acme.io>\nDate: Sat, 5 Dec 2026 17:00:00 +0000\n"
        "Subject: [PATCH] staging: add relay\n\n"
        f"Relay works with RELAY_PASSWORD={pw[0]} for now; rotate after the demo.\n---\n"
        " relay.yml | 2 ++\n"
    )
    base = f"http://127.0.0.1:{port}"
    node = "node"

    def sqlite_mode(mode: str, i: int) -> Callable[[], str]:
        query = f"SELECT * FROM smtp WHERE host = '{mode}.acme.io';"
        return lambda: run_command(["sqlite3", "-cmd", f".mode {mode}", str(db), query], tmp)

    def mailinfo() -> str:
        text = (t / "patch.eml").read_text()
        meta = _stdin(["git", "mailinfo", str(t / "msg"), str(t / "patch")], text, tmp)
        body = (t / "msg").read_text() if (t / "msg").exists() else ""
        return f"$ git mailinfo msg patch < patch.eml\n{meta}\n$ cat msg\n{body}"

    return [
        ("perl require", "Perl's require of a module named by a value (Can't locate ... in @INC)",
         tok[5], ["perl", "-e", "require $ARGV[0]", f"Acme/Plugin/{tok[5]}.pm"]),
        ("perl io socket bad service", "IO::Socket::INET given a value as the port", tok[6],
         ["perl", "-MIO::Socket::INET", "-e",
          'IO::Socket::INET->new(PeerHost => "127.0.0.1", PeerPort => $ARGV[0], Timeout => 1)'
          ' or die "relay: $@\\n"', tok[6]]),
        ("perl time local", "Time::Local's timelocal given a value as the day", tok[7],
         ["perl", "-MTime::Local=timelocal", "-e", "print timelocal(0, 0, 0, $ARGV[0], 0, 2026)",
          tok[7]]),
        ("perl http tiny url", "HTTP::Tiny's response URL printed after a 401", long[5],
         ["perl", "-MHTTP::Tiny", "-e",
          'my $r = HTTP::Tiny->new->get($ARGV[0]); print "$r->{status} $r->{reason} $r->{url}\\n"',
          f"http://ops:{long[5]}@127.0.0.1:{port}/admin/export.csv"]),
        ("node parseargs positional", "Node's util.parseArgs rejecting a positional argument",
         tok[8],
         [node, "-e", "require('node:util').parseArgs({args: process.argv.slice(1), options: "
          "{env: {type: 'string'}}})", "--", "--env", "prod", tok[8]]),
        ("node intl time zone", "Intl.DateTimeFormat given a value as the time zone", tok[9],
         [node, "-e", "new Intl.DateTimeFormat('en', {timeZone: process.argv[1]})", tok[9]]),
        ("node assert not strict equal", "assert.notStrictEqual of a key with itself", long[0],
         [node, "-e", "require('node:assert').notStrictEqual(process.argv[1], process.argv[2], "
          "undefined)", long[0], long[0]]),
        ("node spawnsync spawnargs", "child_process.spawnSync's ENOENT error with spawnargs",
         pw[2],
         [node, "-e", "const r = require('node:child_process').spawnSync('mysqlsh', "
          "['--uri', 'etl@db-3:3306', '--password=' + process.argv[1]]); console.log(r.error)",
          pw[2]]),
        ("node net bad port", "net.connect given a value as the port (ERR_SOCKET_BAD_PORT)",
         tok[15],
         [node, "-e", "require('node:net').connect({host: '127.0.0.1', port: process.argv[1]})",
          tok[15]]),
        ("openssl x509 in", "openssl x509 -in given a key where the certificate path belongs",
         tok[16], ["openssl", "x509", "-in", tok[16], "-noout", "-subject"]),
        ("openssl genpkey algorithm", "openssl genpkey -algorithm given a value", tok[17],
         ["openssl", "genpkey", "-algorithm", tok[17]]),
        ("openssl storeutl", "openssl storeutl given a value as the URI", tok[18],
         ["openssl", "storeutl", "-noout", f"file:{tok[18]}"]),
        ("git interpret trailers", "git interpret-trailers adding a trailer with a token",
         tok[19],
         lambda: _stdin(["git", "interpret-trailers", "--trailer", f"Deploy-Token: {tok[19]}"],
                        "deploy: rotate keys\n", repo)),
        ("git var l", "git var -l listing config with a credentialed remote URL", tok[0],
         lambda: _grep(run_command(["git", "var", "-l"], repo, env=_ENV), ("remote.", "user."))),
        ("git request pull", "git request-pull naming a credentialed URL", tok[20],
         lambda: run_command(["git", "request-pull", "v1.0",
                              f"https://ci:{tok[20]}@127.0.0.1:1/shop/api.git", "main"],
                             repo, env=_ENV)),
        ("git shortlog", "git shortlog listing a commit subject with a token", tok[1],
         ["git", "-C", repo, "shortlog", "-n", "HEAD"]),
        ("git whatchanged", "git whatchanged with full messages", tok[4],
         ["git", "-C", repo, "whatchanged", "-2", "--format=%h %s%n%n%b"]),
        ("git for each ref", "git for-each-ref printing tag messages", tok[3],
         ["git", "-C", repo, "for-each-ref", "--format=%(refname:short) %(contents:subject)",
          "refs/tags"]),
        ("git fast export", "git fast-export of the last commits (blobs inline)", tok[2],
         ["git", "-C", repo, "fast-export", "-2", "HEAD"]),
        ("git mailinfo", "git mailinfo splitting a patch mail (the message file shown)", pw[0],
         mailinfo),
        ("sqlite3 mode json", "sqlite3 .mode json printing a row", tok[10], sqlite_mode("json", 0)),
        ("sqlite3 mode insert", "sqlite3 .mode insert printing a row", tok[11],
         sqlite_mode("insert", 1)),
        ("sqlite3 mode html", "sqlite3 .mode html printing a row", tok[12], sqlite_mode("html", 2)),
        ("sqlite3 mode markdown", "sqlite3 .mode markdown printing a row", tok[13],
         sqlite_mode("markdown", 3)),
        ("sqlite3 mode line", "sqlite3 .mode line printing a row", tok[14], sqlite_mode("line", 4)),
        ("curl write out", "curl --write-out with %{url_effective}", long[1],
         ["curl", "-s", "-o", "/dev/null", "--write-out",
          "%{method} %{url_effective} -> %{response_code}\\n",
          f"{base}/v2/reports/daily?access_token={long[1]}"]),
    ]  # fmt: skip


def _grep(text: str, needles: tuple[str, ...]) -> str:
    return "\n".join(line for line in text.splitlines() if line.startswith(needles))


def _message(call: Callable[[], object]) -> str:
    try:
        call()
    except Exception as error:
        return f"{type(error).__module__}.{type(error).__qualname__}: {error}"
    return ""


def _library_runs(tok: list[str], pw: list[str]) -> list[Run]:
    def interpolation() -> str:
        import configparser

        parser = configparser.ConfigParser()
        parser.read_string(f"[smtp]\nhost = mail.acme.io\npassword = {pw[3]}%{tok[21]}\n")
        return _message(lambda: parser["smtp"]["password"])

    def parse_qs() -> str:
        from urllib.parse import parse_qs

        return _message(
            lambda: parse_qs(f"grant_type=refresh_token&{tok[22]}", strict_parsing=True)
        )

    def metadata() -> str:
        import importlib.metadata

        return _message(lambda: importlib.metadata.version(tok[23]))

    def kafka() -> str:
        from kafka import KafkaProducer

        return _message(
            lambda: KafkaProducer(
                bootstrap_servers="127.0.0.1:1",
                security_protocol="SASL_PLAINTEXT",
                sasl_mechanism="PLAIN",
                sasl_plain_username="orders",
                sasl_plain_pasword=pw[4],
            )
        )

    def netaddr() -> str:
        import netaddr

        return _message(lambda: netaddr.IPAddress(tok[24]))

    def networkx() -> str:
        import networkx as nx

        graph = nx.Graph([("gw", "orders"), ("orders", "db")])
        return _message(lambda: nx.shortest_path(graph, "gw", tok[25]))

    def fastapi() -> str:
        import fastapi
        from fastapi.testclient import TestClient

        app = fastapi.FastAPI()

        @app.get("/v1/exports")
        def exports(limit: int) -> dict[str, int]:
            return {"limit": limit}

        response = TestClient(app).get(f"/v1/exports?limit={tok[26]}")
        return f"GET /v1/exports -> {response.status_code}\n{response.text}"

    return [
        ("configparser interpolation", "configparser's InterpolationSyntaxError on a % in a "
         "password", pw[3] + "%" + tok[21], interpolation),
        ("parse qs strict", "urllib.parse.parse_qs(strict_parsing=True) quoting a bare field",
         tok[22], parse_qs),
        ("importlib metadata", "importlib.metadata.version given a value as the package name",
         tok[23], metadata),
        ("kafka unrecognized configs", "kafka-python's KafkaProducer naming a misspelt option "
         "and its value", pw[4], kafka),
        ("netaddr addr format", "netaddr's AddrFormatError", tok[24], netaddr),
        ("networkx node not found", "networkx's NodeNotFound for a path target", tok[25],
         networkx),
        ("fastapi 422", "FastAPI's 422 validation body echoing the input", tok[26], fastapi),
    ]  # fmt: skip


def _log_runs(port: int, tok: list[str], pw: list[str], long: list[str]) -> list[Run]:
    base = f"http://127.0.0.1:{port}"

    def urllib3_log() -> str:
        import urllib3

        with captured_logs("urllib3") as stream:
            urllib3.PoolManager().request("GET", f"{base}/v1/geocode?q=Lisbon&key={tok[27]}")
        return stream.getvalue().strip()

    def httpx_log() -> str:
        import httpx

        with captured_logs("httpx") as stream, httpx.Client() as client:
            client.get(f"{base}/api/v2/export", params={"format": "csv", "apikey": long[2]})
        return "\n".join(line for line in stream.getvalue().splitlines() if line.startswith("INFO"))

    def tornado_log() -> str:
        import asyncio
        import urllib.request

        import tornado.web

        class Hook(tornado.web.RequestHandler):
            def get(self) -> None:
                self.set_status(403)

        ready = threading.Event()
        box: dict[str, object] = {}

        def serve() -> None:
            async def main() -> None:
                app = tornado.web.Application([(r"/hooks/.*", Hook)])
                server = app.listen(0, address="127.0.0.1")
                box["port"] = next(iter(server._sockets.values())).getsockname()[1]
                box["stop"] = asyncio.Event()
                ready.set()
                await box["stop"].wait()  # type: ignore[attr-defined]
                server.stop()

            box["loop"] = asyncio.new_event_loop()
            box["loop"].run_until_complete(main())  # type: ignore[attr-defined]

        with captured_logs("tornado.access") as stream:
            thread = threading.Thread(target=serve, daemon=True)
            thread.start()
            ready.wait(10)
            url = f"http://127.0.0.1:{box['port']}/hooks/deploy?secret={long[3]}"
            with contextlib.suppress(Exception):
                urllib.request.urlopen(url, timeout=5)
            loop = box["loop"]
            loop.call_soon_threadsafe(box["stop"].set)  # type: ignore[attr-defined]
            thread.join(10)
        return stream.getvalue().strip()

    def sqlalchemy_log() -> str:
        import sqlalchemy as sa

        with captured_logs("sqlalchemy.engine.Engine") as stream:
            engine = sa.create_engine("sqlite://", echo=False)
            with engine.begin() as conn:
                conn.execute(sa.text("CREATE TABLE creds (svc TEXT, secret TEXT)"))
                conn.execute(
                    sa.text("INSERT INTO creds VALUES (:svc, :secret)"),
                    {"svc": "ftp-edi", "secret": pw[5]},
                )
        return stream.getvalue().strip()

    def structlog_log() -> str:
        import structlog

        stream = io.StringIO()
        logger = structlog.wrap_logger(
            structlog.PrintLogger(stream),
            processors=[structlog.processors.KeyValueRenderer(sort_keys=True)],
        )
        logger.warning("smtp_login_failed", host="smtp.acme.io", user="alerts", password=long[4])
        return stream.getvalue().strip()

    return [
        ("urllib3 debug", "urllib3's DEBUG lines (new connection, request line with query)",
         tok[27], urllib3_log),
        ("httpx info", "httpx's INFO 'HTTP Request:' line", long[2], httpx_log),
        ("tornado access", "Tornado's tornado.access warning for a 403", long[3], tornado_log),
        ("sqlalchemy engine", "SQLAlchemy's engine log (INFO) with bound parameters", pw[5],
         sqlalchemy_log),
        ("structlog key value", "structlog's KeyValueRenderer of a warning's keys", long[4],
         structlog_log),
    ]  # fmt: skip
