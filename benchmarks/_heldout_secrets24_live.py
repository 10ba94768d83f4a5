"""Held-out set 24: what real tools, runtimes and Python libraries print, run here (loopback
only).

Each program is run for real on this machine (git 2.39.5, sqlite3 3.40.1, curl 7.88.1,
OpenSSL 3.0.19, GnuPG 2.2.40, Perl 5.36, Node 20.20, Python 3.11 and the packages in
/work/venv) and its output (stdout and stderr, as an agent's shell tool captures it) is the
case's text. Every call below was grepped for (its command, function, flag or message) in
every earlier ``_heldout_secrets*``, ``_heldout_families*`` and ``heldout_set*_secrets.py``
file and none matched; calls that had been quoted before were dropped (``openssl kdf``,
``openssl pkcs12 -info``, ``enc -P``, PyYAML's ``cannot start any token`` and ``quoted
scalar``, ``SplitResult``, aiohttp's ``BasicAuth(``, websockets' ``InvalidURI``, Node's
``assert.match`` and ``Headers {``, Perl's ``Cannot open`` and ``confess``, and Perl's URI
module, which is not installed here). Kind ``cli``: git's ``rev-list --format=%B``,
``show-branch``, ``archive | tar -xO`` and ``config --get-urlmatch``; Node's ``fetch`` refusing
a URL with credentials (undici's ``Request cannot be constructed``); Perl's
``MIME::Base64::decode_base64``; ``openssl base64 -d``; ``gpg --show-session-key``; sqlite3's
``.mode box``, ``table``, ``csv``, ``quote`` and ``tabs``; curl's ``--write-out %{json}``;
Django's ``diffsettings``. Kind ``traceback``: ``unittest.mock``'s ``assert_called_once_with``
(``expected call not found``), ``argparse``'s ``invalid choice``, python-dateutil's ``Unknown
string format``, jsonschema's ``On instance``, click's ``is not a valid integer`` and
graphql-core's syntax error with its source excerpt. Kind ``repr``: pandas'
``DataFrame.to_markdown``, ``prometheus_client.generate_latest``, requests'
``RequestsCookieJar`` and httpx's ``Cookies``. Kind ``log``: botocore's DEBUG ``Making
request for OperationModel`` (``with params``), requests-oauthlib's DEBUG ``Response headers
were ... and content``, websockets' client DEBUG handshake lines and aiohttp's
``aiohttp.access`` line.

A tool that is not installed, or whose output does not hold the secret here, adds no case;
every value is drawn before any tool runs (except GnuPG's session key, which gpg draws itself
and which is read back from its output), and ports, paths, dates and timings are normalized.
"""

from __future__ import annotations

import base64
import contextlib
import functools
import io
import json
import os
import re
import sqlite3
import subprocess
import sys
import tempfile
import threading
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
    "GIT_AUTHOR_DATE": "2026-12-05T19:40:00Z",
    "GIT_COMMITTER_DATE": "2026-12-05T19:40:00Z",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_TERMINAL_PROMPT": "0",
}
_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "NODE_DISABLE_COLORS": "1", **_GIT_ENV}

Run = tuple[str, str, "str | Callable[[str], str]", "list[str] | Callable[[], str]"]


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(
        r"\[\d\d/\w{3}/\d{4}:\d\d:\d\d:\d\d [+-]\d{4}\]", "[05/Dec/2026:19:40:00 +0000]", text
    )
    text = re.sub(r'"time_(\w+)":[0-9.]+', r'"time_\1":0.000412', text)
    text = re.sub(r'"(local|remote)_port":\d+', r'"\1_port":40436', text)
    text = re.sub(
        r"(ClientRequestToken\": \")[0-9a-f-]{36}",
        r"\g<1>f6c187be-0a35-464d-9caf-02dd0b3b676a",
        text,
    )
    text = re.sub(r"Sec-WebSocket-Key: \S+", "Sec-WebSocket-Key: ADfWqOjAghK3WYob+SOiYg==", text)
    text = re.sub(r"\} \d\.\d+e\+09", "} 1.7964996e+09", text)
    text = re.sub(r"Date: .*GMT", "Date: Sat, 05 Dec 2026 19:40:00 GMT", text)
    text = re.sub(r"'Date': '[^']*GMT'", "'Date': 'Sat, 05 Dec 2026 19:40:00 GMT'", text)
    text = re.sub(r"0x[0-9a-f]{6,}", "0x7f3a2c1d9e80", text)
    # botocore's User-Agent lists the features it used in set order; sort them.
    text = re.sub(
        r"\bm/([A-Za-z,]+) cfg",
        lambda m: "m/" + ",".join(sorted(m.group(1).split(","))) + " cfg",
        text,
    )
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
        if secret and leaked(secret, text):
            out.append(Case(f"{group}: {name}", source, text, secret, raises=raises))
    return out


def live_tool_cases(v: Values) -> list[Case]:
    # Values as reality has them: hex and base64url tokens, typed passwords, a Django key.
    hx = [v.gen(HEX, n) for n in (40, 32, 64, 24, 48, 40)]
    ul = [v.gen(URLSAFE, n) for n in (43, 22, 36, 50, 28, 64, 40, 32)]
    an = [v.gen(ALNUM, n) for n in (20, 26, 30, 18, 34, 44, 24, 16, 38, 29)]
    pw = [v.pw() for _ in range(8)]
    django_key = "django-insecure-" + v.gen(ALNUM + "!@#$%^&*(-_=+)", 50)
    quoted_pw = v.gen(ALNUM, 7) + '"' + v.gen(ALNUM, 6)
    servers = _Servers(ul[5])
    try:
        with tempfile.TemporaryDirectory() as tmp:
            cli = _collect(_cli_runs(tmp, servers.port, hx, an, pw, ul, django_key), tmp,
                           "cli", "process")  # fmt: skip
            tb = _collect(_library_runs(hx, an, pw, quoted_pw), tmp, "traceback", "context")
            reprs = _collect(_repr_runs(hx, an, ul), tmp, "repr", "note")
            logs = _collect(_log_runs(servers.port, an, pw, ul), tmp, "log", "cause")
    finally:
        servers.close()
    return cli + tb + reprs + logs


class _Servers:
    """One loopback server: 401 for GET (a Basic challenge), a token endpoint for POST
    /oauth/token that answers with ``token``, 400 for any other POST."""

    def __init__(self, token: str) -> None:
        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                self.send_response(401)
                self.send_header("WWW-Authenticate", 'Basic realm="acme"')
                self.send_header("Content-Length", "0")
                self.end_headers()

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                self.rfile.read(length)
                if self.path.startswith("/oauth/token"):
                    body = json.dumps(
                        {"access_token": token, "token_type": "Bearer", "expires_in": 3600}
                    ).encode()
                    self.send_response(200)
                else:
                    body = b'{"__type":"UnrecognizedClientException"}'
                    self.send_response(400)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, format: str, *args: object) -> None:
                """Quiet: the server's own log is not the case."""

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()


def _stdin(argv: list[str], data: str, cwd: str, env: dict[str, str] | None = None) -> str:
    try:
        done = subprocess.run(
            argv, input=data, capture_output=True, text=True, cwd=cwd, timeout=60, check=False,
            env={**os.environ, **_ENV, **(env or {})},
        )  # fmt: skip
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return (done.stdout + done.stderr).strip()


def _git_repo(tmp: str, hx: list[str], an: list[str]) -> str:
    repo = Path(tmp, "svc")
    repo.mkdir()
    run = functools.partial(run_command, cwd=str(repo), env=_ENV)
    run(["git", "init", "-q", "-b", "main"])
    Path(repo, "README.md").write_text("# svc\n")
    run(["git", "add", "."])
    run(["git", "commit", "-q", "-m", "init"])
    run(["git", "checkout", "-q", "-b", "hotfix"])
    run(["git", "commit", "-q", "--allow-empty", "-m", f"hotfix: pin relay key {an[0]} for now"])
    run(["git", "checkout", "-q", "main"])
    Path(repo, "deploy").mkdir()
    Path(repo, "deploy", "relay.conf").write_text(
        f"[relay]\nhost = relay.acme.io\nuser = svc-relay\nsecret = {hx[0]}\n"
    )
    run(["git", "add", "."])
    run(["git", "commit", "-q", "-m", "deploy: relay", "-m",
         f"Smoke-tested with RELAY_ADMIN_TOKEN={an[1]} (rotate after)."])  # fmt: skip
    header = base64.b64encode(f"x-access-token:{an[2]}".encode()).decode()
    run(
        ["git", "config", "http.https://git.acme.io/.extraheader", f"AUTHORIZATION: basic {header}"]
    )
    return str(repo)


def _cli_runs(
    tmp: str, port: int, hx: list[str], an: list[str], pw: list[str], ul: list[str], dj: str
) -> list[Run]:
    t = Path(tmp)
    repo = _git_repo(tmp, hx, an)
    header = base64.b64encode(f"x-access-token:{an[2]}".encode()).decode()
    db = t / "ops.db"
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE vault (name TEXT, owner TEXT, value TEXT)")
    modes = ("box", "table", "csv", "quote", "tabs")
    values = [pw[0], hx[1], pw[1], ul[0], an[3]]
    for mode, value in zip(modes, values, strict=True):
        con.execute("INSERT INTO vault VALUES (?, ?, ?)", (f"{mode}-relay", "ops", value))
    con.commit()
    con.close()
    base = f"http://127.0.0.1:{port}"
    settings = t / "acme_settings.py"
    settings.write_text(
        f"SECRET_KEY = {dj!r}\nDEBUG = False\nALLOWED_HOSTS = ['shop.acme.io']\n"
        "DATABASES = {'default': {'ENGINE': 'django.db.backends.postgresql', 'NAME': 'shop', "
        f"'USER': 'shop', 'PASSWORD': {pw[2]!r}, 'HOST': 'pg-1'}}}}\n"
    )
    k8s = base64.b64encode(pw[3].encode()).decode()
    perl_b64 = base64.b64encode(pw[4].encode()).decode()
    gnupg = t / "gnupg"
    gnupg.mkdir(mode=0o700)

    def sqlite_mode(mode: str) -> Callable[[], str]:
        query = f"SELECT * FROM vault WHERE name = '{mode}-relay';"
        return lambda: run_command(["sqlite3", "-cmd", f".mode {mode}", str(db), query], tmp)

    def gpg_session() -> str:
        (t / "handover.txt").write_text("db: pg-1, user: shop\n")
        gpg = ["gpg", "--homedir", str(gnupg), "--batch", "--pinentry-mode", "loopback",
               "--passphrase", pw[5]]  # fmt: skip
        run_command([*gpg, "--symmetric", "-o", str(t / "handover.txt.gpg"),
                     str(t / "handover.txt")], tmp)  # fmt: skip
        out = run_command([*gpg, "--show-session-key", "-d", str(t / "handover.txt.gpg")], tmp)
        with contextlib.suppress(Exception):
            run_command(["gpgconf", "--homedir", str(gnupg), "--kill", "gpg-agent"], tmp)
        return "$ gpg --show-session-key -d handover.txt.gpg\n" + out

    def session_key(text: str) -> str:
        found = re.search(r"session key: '\d+:([0-9A-F]+)'", text)
        return found.group(1) if found else ""

    def archive() -> str:
        out = subprocess.run(
            "git archive --format=tar HEAD deploy/relay.conf | tar -xO", shell=True,
            capture_output=True, text=True, cwd=repo, env={**os.environ, **_ENV}, check=False,
        )  # fmt: skip
        return "$ git archive --format=tar HEAD deploy/relay.conf | tar -xO\n" + out.stdout

    def django() -> str:
        env = {**_ENV, "PYTHONPATH": tmp}
        out = run_command([sys.executable, "-m", "django", "diffsettings",
                           "--settings=acme_settings"], tmp, env=env)  # fmt: skip
        return "$ django-admin diffsettings --settings=acme_settings\n" + out

    return [
        ("git rev list format", "git rev-list --format=%B listing full commit messages", an[1],
         ["git", "-C", repo, "rev-list", "--format=%B", "-1", "main"]),
        ("git show branch", "git show-branch of two branches (commit subjects)", an[0],
         ["git", "-C", repo, "show-branch", "main", "hotfix"]),
        ("git archive tar", "git archive | tar -xO printing a committed file", hx[0], archive),
        ("git get urlmatch", "git config --get-urlmatch http.extraheader (a Basic header set "
         "the way CI checkouts set it)", header,
         ["git", "-C", repo, "config", "--get-urlmatch", "http.extraheader",
          "https://git.acme.io/shop/svc.git"]),
        ("node fetch credentials url", "Node 20 fetch (undici) refusing a URL with credentials",
         ul[1],
         ["node", "-e", "fetch(process.argv[1]).catch(e => { console.error(String(e)); "
          "process.exit(1) })", f"https://deploy:{ul[1]}@registry.acme.io/v2/_catalog"]),
        ("perl decode base64", "Perl's MIME::Base64::decode_base64 of a Kubernetes secret's "
         "data", pw[4],
         ["perl", "-MMIME::Base64", "-le", "print decode_base64(shift)", perl_b64]),
        ("openssl base64 d", "openssl base64 -d of a secret's data field", pw[3],
         lambda: "$ kubectl get secret pg-app -o jsonpath='{.data.password}' | openssl base64 "
         "-d -A\n" + _stdin(["openssl", "base64", "-d", "-A"], k8s, tmp)),
        ("gpg show session key", "gpg --show-session-key while decrypting a file (the session "
         "key gpg itself drew)", session_key, gpg_session),
        *[(f"sqlite3 mode {mode}", f"sqlite3 .mode {mode} printing a row", value,
           sqlite_mode(mode)) for mode, value in zip(modes, values, strict=True)],
        ("curl write out json", "curl --write-out '%{json}' (every variable, the URL among "
         "them)", ul[2],
         ["curl", "-s", "-o", "/dev/null", "--write-out", "%{json}",
          f"{base}/v1/exports/daily.csv?signature={ul[2]}&expires=1796500000"]),
        ("django diffsettings", "Django 5.2 diffsettings listing settings that differ from the "
         "defaults", dj, django),
    ]  # fmt: skip


def _message(call: Callable[[], object]) -> str:
    try:
        call()
    except BaseException as error:  # argparse and click exit
        return f"{type(error).__module__}.{type(error).__qualname__}: {error}"
    return ""


def _library_runs(hx: list[str], an: list[str], pw: list[str], quoted: str) -> list[Run]:
    def mock_call() -> str:
        from unittest import mock

        client = mock.Mock()
        client.login("svc-backup", pw[6] + "\n")  # read from a file, the newline kept
        return _message(lambda: client.login.assert_called_once_with("svc-backup", pw[6]))

    def argparse_choice() -> str:
        import argparse

        parser = argparse.ArgumentParser(prog="deploy")
        parser.add_argument("--region", choices=["eu-west-1", "us-east-1"])
        parser.add_argument("--token")
        stream = io.StringIO()
        with contextlib.redirect_stderr(stream):
            _message(lambda: parser.parse_args(["--region", an[4], "--token", "eu-west-1"]))
        return '$ deploy --region "$DEPLOY_TOKEN" --token eu-west-1\n' + stream.getvalue()

    def dateutil_parse() -> str:
        from dateutil import parser

        row = ["4412", "svc-etl", an[5], "2026-12-01"]  # a column shifted by one
        return _message(lambda: parser.parse(row[2]))

    def jsonschema_instance() -> str:
        import jsonschema

        schema = {"type": "object", "properties": {"port": {"type": "integer"}}}
        return _message(lambda: jsonschema.validate({"port": hx[3], "host": "mq-1"}, schema))

    def click_int() -> str:
        import click
        from click.testing import CliRunner

        @click.command()
        @click.option("--port", type=int)
        @click.option("--password")
        def connect(port: int, password: str) -> None:
            """Connect to the broker."""

        result = CliRunner().invoke(connect, ["--port", pw[7], "--password", "5672"])
        return '$ broker-cli connect --port "$BROKER_PASSWORD" --password 5672\n' + result.output

    def graphql_syntax() -> str:
        import graphql

        source = (
            'mutation {\n  login(email: "ops@acme.io", password: "' + quoted + '") {\n'
            "    token\n  }\n}"
        )
        return _message(lambda: graphql.parse(source))

    return [
        ("mock assert called", "unittest.mock's assert_called_once_with (expected call not "
         "found, both calls shown)", pw[6], mock_call),
        ("argparse invalid choice", "argparse's error for a value given to the wrong option",
         an[4], argparse_choice),
        ("dateutil unknown format", "python-dateutil's parser.parse of a shifted CSV column",
         an[5], dateutil_parse),
        ("jsonschema on instance", "jsonschema.validate's ValidationError (On instance[...])",
         hx[3], jsonschema_instance),
        ("click not valid integer", "click's usage error for an option given the wrong value",
         pw[7], click_int),
        ("graphql syntax error", "graphql-core's GraphQLSyntaxError with its source excerpt "
         "(a password with a quote in it)", quoted, graphql_syntax),
    ]  # fmt: skip


def _repr_runs(hx: list[str], an: list[str], ul: list[str]) -> list[Run]:
    def pandas_markdown() -> str:
        import pandas as pd

        frame = pd.DataFrame(
            {"service": ["billing", "search"], "client_id": ["svc-9f2c", "svc-41aa"],
             "client_secret": [hx[4], an[6]]}
        )  # fmt: skip
        return ">>> print(creds.to_markdown())\n" + frame.to_markdown()

    def prometheus() -> str:
        import prometheus_client

        registry = prometheus_client.CollectorRegistry()
        sent = prometheus_client.Counter(
            "webhook_sent", "Webhooks sent", ["url"], registry=registry
        )
        sent.labels(url=f"https://hooks.acme.io/services/T024/B07/{ul[3]}").inc()
        return prometheus_client.generate_latest(registry).decode()

    def cookie_jar() -> str:
        import requests

        session = requests.Session()
        session.cookies.set("sessionid", an[7], domain="admin.acme.io", path="/")
        return f">>> session.cookies\n{session.cookies!r}"

    def httpx_cookies() -> str:
        import httpx

        cookies = httpx.Cookies()
        cookies.set("__Host-auth", ul[4], domain="app.acme.io")
        return f">>> client.cookies\n{cookies!r}"

    return [
        ("pandas to markdown", "pandas DataFrame.to_markdown of a credentials table", hx[4],
         pandas_markdown),
        ("prometheus generate latest", "prometheus_client's exposition of a counter labelled "
         "with a webhook URL", ul[3], prometheus),
        ("requests cookie jar", "requests' RequestsCookieJar repr after a login", an[7],
         cookie_jar),
        ("httpx cookies", "httpx's Cookies repr", ul[4], httpx_cookies),
    ]  # fmt: skip


def _log_runs(port: int, an: list[str], pw: list[str], ul: list[str]) -> list[Run]:
    base = f"http://127.0.0.1:{port}"

    def botocore_log() -> str:
        import boto3
        from botocore.config import Config

        client = boto3.client(
            "secretsmanager", region_name="eu-west-1", endpoint_url=base,
            aws_access_key_id="AKIAEXAMPLE", aws_secret_access_key="example",
            config=Config(retries={"max_attempts": 0}, connect_timeout=2, read_timeout=2),
        )  # fmt: skip
        with captured_logs("botocore.endpoint") as stream, contextlib.suppress(Exception):
            client.put_secret_value(SecretId="prod/shop/smtp", SecretString=an[8])
        lines = stream.getvalue().splitlines()
        return "\n".join(line for line in lines if "Making request" in line)

    def oauthlib_log() -> str:
        from requests_oauthlib import OAuth2Session

        os.environ["OAUTHLIB_INSECURE_TRANSPORT"] = "1"  # the token endpoint is on loopback
        with captured_logs("requests_oauthlib") as stream, contextlib.suppress(Exception):
            OAuth2Session(client_id="ops-cli").fetch_token(
                f"{base}/oauth/token", client_secret="example", include_client_id=True,
                code="4f2a", authorization_response=None,
            )  # fmt: skip
        os.environ.pop("OAUTHLIB_INSECURE_TRANSPORT", None)
        lines = stream.getvalue().splitlines()
        return "\n".join(line for line in lines if "content" in line or "status" in line)

    def websockets_log() -> str:
        from websockets.sync.client import connect
        from websockets.sync.server import serve

        def echo(ws) -> None:  # type: ignore[no-untyped-def]
            ws.send("ok")

        with serve(echo, "127.0.0.1", 0) as server:
            threading.Thread(target=server.serve_forever, daemon=True).start()
            ws_port = server.socket.getsockname()[1]
            with captured_logs("websockets.client") as stream, contextlib.suppress(Exception):
                headers = {"Authorization": f"Bearer {ul[6]}"}
                with connect(f"ws://127.0.0.1:{ws_port}/stream", additional_headers=headers) as ws:
                    ws.recv(timeout=5)
            server.shutdown()
        lines = stream.getvalue().splitlines()
        return "\n".join(line for line in lines if line.startswith("DEBUG:websockets.client:>"))

    def aiohttp_access() -> str:
        import asyncio
        import urllib.request

        from aiohttp import web

        async def reset(request: web.Request) -> web.Response:
            return web.Response(text="ok")

        box: dict[str, object] = {}
        ready = threading.Event()

        def serve() -> None:
            async def main() -> None:
                app = web.Application()
                app.router.add_get("/account/reset", reset)
                runner = web.AppRunner(app)
                await runner.setup()
                site = web.TCPSite(runner, "127.0.0.1", 0)
                await site.start()
                box["port"] = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
                box["stop"] = asyncio.Event()
                ready.set()
                await box["stop"].wait()  # type: ignore[attr-defined]
                await runner.cleanup()

            box["loop"] = asyncio.new_event_loop()
            box["loop"].run_until_complete(main())  # type: ignore[attr-defined]

        with captured_logs("aiohttp.access") as stream:
            thread = threading.Thread(target=serve, daemon=True)
            thread.start()
            ready.wait(10)
            url = f"http://127.0.0.1:{box['port']}/account/reset?token={ul[7]}&uid=4412"
            with contextlib.suppress(Exception):
                urllib.request.urlopen(url, timeout=5).read()
            box["loop"].call_soon_threadsafe(box["stop"].set)  # type: ignore[attr-defined]
            thread.join(10)
        return stream.getvalue().strip()

    return [
        ("botocore making request", "botocore's DEBUG 'Making request for OperationModel' "
         "with the body of PutSecretValue", an[8], botocore_log),
        ("requests oauthlib response", "requests-oauthlib's DEBUG lines after fetch_token "
         "(headers and content of the token response)", ul[5], oauthlib_log),
        ("websockets client handshake", "websockets' client DEBUG lines of its opening "
         "handshake (request headers)", ul[6], websockets_log),
        ("aiohttp access", "aiohttp's aiohttp.access line for a password-reset link", ul[7],
         aiohttp_access),
    ]  # fmt: skip
