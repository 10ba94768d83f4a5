"""Held-out set 10: what real tools and clients print, run here, live, on loopback or on files.

Nothing below is typed: each text is what a tool printed or a client raised when run at build
time (curl -v with a bearer, a proxy user, a cookie and a signed query; git's remote list,
config list and GIT_TRACE_CURL with redaction off; ssh -G resolving a config; openssl enc -P;
a shell's ``set -x`` trace of a psql call; kubectl's dry-run secret and raw config view; pip's
config list; node's fetch; jq decoding a Docker auth; sqlite3's .dump; the access log of
Python's http.server; poplib's debug output against a fake POP3 server; psycopg2's DSN parser).
Tools are run with fixed arguments on files written here; the secrets are drawn from the set's
seed, so only loopback ports and timings differ between runs. No redaction runs here.
"""

from __future__ import annotations

import base64
import contextlib
import io
import json
import os
import poplib
import shutil
import socket
import socketserver
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar

from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["TOOLS", "live_cases"]

TOOLS = ("curl", "git", "ssh", "openssl", "psql", "bash", "kubectl", "node", "jq", "sqlite3")

# group, kind, source, text, secret
_Row = tuple[str, str, str, str, str]


class _Unauthorized(BaseHTTPRequestHandler):
    """Answers 401 to everything and keeps http.server's own access log lines."""

    log: ClassVar[list[str]] = []

    def _answer(self) -> None:
        self.send_response(401)
        self.send_header("WWW-Authenticate", 'Bearer realm="acme"')
        self.send_header("Content-Length", "0")
        self.end_headers()

    do_GET = do_POST = _answer

    def log_message(self, format: str, *args: Any) -> None:
        # The stdlib's own format, kept in a list instead of written to stderr.
        line = f"{self.address_string()} - - [{self.log_date_time_string()}] {format % args}"
        _Unauthorized.log.append(line)


class _Pop3(socketserver.StreamRequestHandler):
    """Enough POP3 for ``poplib.user``/``pass_``: accepts the user, refuses the password."""

    def handle(self) -> None:
        self.wfile.write(b"+OK mail.acme.lan POP3 ready\r\n")
        for raw in self.rfile:
            verb = raw.decode().split(" ", 1)[0].upper().strip()
            if verb == "USER":
                self.wfile.write(b"+OK send PASS\r\n")
            elif verb == "PASS":
                self.wfile.write(b"-ERR [AUTH] Authentication failed.\r\n")
            else:
                self.wfile.write(b"+OK bye\r\n")
                return


@contextlib.contextmanager
def _serving(server: socketserver.BaseServer) -> Iterator[int]:
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1]  # type: ignore[misc]
    finally:
        server.shutdown()
        server.server_close()


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _run(*cmd: str, cwd: Path | None = None, env: dict[str, str] | None = None) -> str:
    """What a tool printed (stdout then stderr), whatever its exit status."""
    done = subprocess.run(
        cmd,
        cwd=cwd,
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    return done.stdout + done.stderr


def _curl_rows(v: Values, base: str) -> list[_Row]:
    out = []
    tok = v.gen(URLSAFE, 43)
    text = _run("curl", "-sv", "--oauth2-bearer", tok, f"{base}/v1/me")
    out.append(("cli", "curl -v oauth2-bearer", "curl -v --oauth2-bearer, live", text, tok))
    # curl refuses a proxy URL whose password holds "#", so this one is letters and digits.
    pw = v.gen(ALNUM, 14)
    text = _run("curl", "-sv", "-x", f"http://relay:{pw}@{base[7:]}", "http://intranet.acme.lan/")
    basic = base64.b64encode(f"relay:{pw}".encode()).decode()
    out.append(
        ("cli", "curl -v proxy user", "curl -v -x with proxy credentials, live", text, basic)
    )
    sid = v.gen(HEX, 48)
    text = _run("curl", "-sv", "-b", f"laravel_session={sid}; theme=dark", f"{base}/admin")
    out.append(("cli", "curl -v cookie", "curl -v -b (Cookie header), live", text, sid))
    key = v.gen(ALNUM, 37)
    text = _run("curl", "-sv", "-H", f"X-Auth-Key: {key}", "-H", "X-Auth-Email: ops@acme.io", base)
    out.append(("cli", "curl -v x-auth-key", "curl -v with a vendor key header, live", text, key))
    sig = v.gen(HEX, 64)
    text = _run("curl", "-sv", f"{base}/v1/export?expires=1764830000&signature={sig}")
    out.append(("cli", "curl -v signed query", "curl -v of a signed URL, live", text, sig))
    return out


def _git_rows(v: Values, tmp: Path, base: str) -> list[_Row]:
    out = []
    repo = tmp / "repo"
    _run("git", "init", "-q", str(repo))
    tok = "glpat-" + v.gen(URLSAFE, 20)
    _run(
        "git", "remote", "add", "origin", f"https://oauth2:{tok}@gitlab.acme.lan/a/b.git", cwd=repo
    )
    text = _run("git", "remote", "-v", cwd=repo)
    out.append(
        ("cli", "git remote -v", "git remote -v of a remote holding a token, live", text, tok)
    )
    tok = v.gen(ALNUM, 40)
    _run(
        "git",
        "config",
        f"url.https://x-access-token:{tok}@git.acme.lan/.insteadOf",
        "https://git.acme.lan/",
        cwd=repo,
    )
    text = _run("git", "config", "--list", "--show-origin", "--local", cwd=repo)
    out.append(("cli", "git config list", "git config --list --show-origin, live", text, tok))
    pw = v.pw()
    header = "Authorization: Basic " + base64.b64encode(f"build:{pw}".encode()).decode()
    text = _run(
        "git",
        "-c",
        f"http.extraHeader={header}",
        "ls-remote",
        f"{base}/acme/app.git",
        cwd=repo,
        env={"GIT_TRACE_CURL": "1", "GIT_TRACE_REDACT": "0", "GIT_TERMINAL_PROMPT": "0"},
    )
    out.append(
        (
            "cli",
            "git trace curl",
            "GIT_TRACE_CURL=1 GIT_TRACE_REDACT=0 git ls-remote, live",
            text,
            header.rsplit(" ", 1)[1],
        )
    )
    return out


def _shell_rows(v: Values, tmp: Path) -> list[_Row]:
    out = []
    pw = v.pw()
    text = _run("ssh", "-G", "-o", f"SetEnv=MYSQL_PWD={pw}", "db-bastion")
    text = "\n".join(line for line in text.splitlines() if line.split(" ")[0] in _PICKED)
    out.append(("cli", "ssh -G setenv", "ssh -G resolving SetEnv, live", text, pw))
    pw = v.pw()
    proxy = f"sshpass -p {pw} ssh -W %h:%p jump@10.0.0.2"
    text = _run("ssh", "-G", "-o", f"ProxyCommand={proxy}", "app01")
    text = "\n".join(line for line in text.splitlines() if line.split(" ")[0] in _PICKED)
    out.append(("cli", "ssh -G proxycommand", "ssh -G resolving ProxyCommand, live", text, pw))
    pw = v.pw()
    # A fixed salt, else openssl draws one and the derived key differs on every run.
    salt = v.gen(HEX, 16)
    text = _run(
        "openssl", "enc", "-aes-256-cbc", "-pbkdf2", "-pass", f"pass:{pw}", "-S", salt, "-P"
    )
    key = text.split("key=", 1)[1].split()[0]
    out.append(
        ("cli", "openssl enc -P", "openssl enc -P printing the derived key, live", text, key)
    )
    pw = v.pw()
    port = _closed_port()
    script = f"PGPASSWORD='{pw}' psql -h 127.0.0.1 -p {port} -U etl -d dw -c 'select 1'"
    text = _run("bash", "-xc", script)
    out.append(("cli", "bash -x psql", "bash -x trace of a psql call, live", text, pw))
    pw = v.pw()
    url = f"postgresql://etl:{pw}@127.0.0.1:{_closed_port()}/dw"
    text = f"$ psql {url} -c 'select 1'\n" + _run("psql", url, "-c", "select 1")
    out.append(("dsn", "psql url transcript", "a terminal transcript of psql, live", text, pw))
    pw = v.pw()
    text = _run(
        "kubectl",
        "create",
        "secret",
        "generic",
        "db",
        f"--from-literal=password={pw}",
        "--dry-run=client",
        "-o",
        "yaml",
    )
    secret = base64.b64encode(pw.encode()).decode()
    out.append(
        ("cli", "kubectl secret dry-run", "kubectl create secret --dry-run, live", text, secret)
    )
    tok = v.gen(URLSAFE, 64)
    kubeconfig = tmp / "kubeconfig"
    kubeconfig.write_text(
        "apiVersion: v1\nkind: Config\nclusters:\n- name: prod\n  cluster:\n"
        "    server: https://10.0.0.1:6443\nusers:\n- name: ci\n  user:\n"
        f"    token: {tok}\ncontexts:\n- name: prod\n  context:\n    cluster: prod\n"
        "    user: ci\ncurrent-context: prod\n"
    )
    text = _run("kubectl", "config", "view", "--raw", "--kubeconfig", str(kubeconfig))
    out.append(("cli", "kubectl config view raw", "kubectl config view --raw, live", text, tok))
    pw = v.pw()
    conf = tmp / "pip.conf"
    conf.write_text(f"[global]\nindex-url = https://ci:{pw}@pypi.acme.lan/simple\n")
    pip = shutil.which("pip", path=os.path.dirname(sys.executable)) or "pip"
    text = _run(pip, "config", "list", env={"PIP_CONFIG_FILE": str(conf)})
    out.append(("cli", "pip config list", "pip config list, live", text, pw))
    pw = v.pw()
    js = f"fetch('http://deploy:{pw}@127.0.0.1:{_closed_port()}/').catch(e => console.error(e))"
    text = _run("node", "-e", js)
    out.append(("http", "node fetch credentials", "node fetch TypeError, live", text, pw))
    pw = v.pw()
    auth = base64.b64encode(f"robot:{pw}".encode()).decode()
    docker = tmp / "config.json"
    docker.write_text(json.dumps({"auths": {"harbor.acme.lan": {"auth": auth}}}))
    text = _run("jq", "-r", ".auths[].auth | @base64d", str(docker))
    out.append(("cli", "jq base64d", "jq decoding a Docker auth field, live", text, pw))
    key = v.gen(ALNUM, 40)
    db = tmp / "app.db"
    _run(
        "sqlite3",
        str(db),
        "create table webhooks(id integer, url text, signing_secret text);"
        f"insert into webhooks values(1, 'https://hooks.acme.io/in', '{key}');",
    )
    text = _run("sqlite3", str(db), ".dump")
    out.append(("cli", "sqlite3 dump", "sqlite3 .dump of a table, live", text, key))
    return out


# The lines of ``ssh -G`` kept for the ProxyCommand case (the rest is the machine's defaults).
_PICKED = {"host", "hostname", "user", "port", "proxycommand", "setenv"}


def _python_rows(v: Values, port: int) -> list[_Row]:
    out = []
    import psycopg2
    import requests

    tok = v.gen(ALNUM, 40)
    _Unauthorized.log.clear()
    requests.get(f"http://127.0.0.1:{port}/v1/feed?api_token={tok}", timeout=5)
    text = "\n".join(_Unauthorized.log)
    out.append(("http", "http.server access log", "http.server access log line, live", text, tok))
    head, tail = v.gen(ALNUM, 9), v.gen(ALNUM, 10)
    pw = f"{head} {tail}"
    try:
        psycopg2.connect(f"host=127.0.0.1 user=etl password={pw} dbname=dw")
    except psycopg2.Error as error:
        text = str(error)
    out.append(("dsn", "psycopg2 invalid dsn", "psycopg2 DSN parser error, live", text, pw))
    pw = v.pw()
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), _Pop3)
    shown = io.StringIO()
    with _serving(server) as pop_port, contextlib.redirect_stdout(shown):
        client = poplib.POP3("127.0.0.1", pop_port, timeout=5)
        client.set_debuglevel(2)
        client.user("alerts@acme.io")
        try:
            client.pass_(pw)
        except poplib.error_proto as error:
            print(error)
        client.close()
    out.append(
        ("http", "poplib debug", "poplib set_debuglevel(2) output, live", shown.getvalue(), pw)
    )
    return out


def live_cases(v: Values) -> list[Case]:
    """The live cases, in a fixed order so that the seed gives every run the same secrets."""
    for tool in TOOLS:
        assert shutil.which(tool), f"set 10's live cases need {tool}"
    rows: list[_Row] = []
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Unauthorized)
    with _serving(server) as port, tempfile.TemporaryDirectory() as name:
        base = f"http://127.0.0.1:{port}"
        rows += _curl_rows(v, base)
        rows += _git_rows(v, Path(name), base)
        rows += _shell_rows(v, Path(name))
        rows += _python_rows(v, port)
    return [
        Case(f"{group}: {kind} (live)", source, text, secret)
        for group, kind, source, text, secret in rows
    ]
