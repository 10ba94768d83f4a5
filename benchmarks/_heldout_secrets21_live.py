"""Held-out set 21: what real runtimes, command-line tools and Python libraries print, run here
(loopback only).

Each program is run for real and its output (stdout and stderr, as an agent's shell tool
captures it) is the case's text. The calls were chosen from what each tool does with a value
it is handed (a key in the wrong place, a URL with userinfo, a verbose flag), and none is a
call an earlier live set made (their docstrings were grepped). Node: ``new URL`` (its
``input`` field), ``Intl.DateTimeFormat`` given a token as a time zone, ``BigInt``,
``assert.strictEqual``'s diff, ``Buffer.from`` with a token as the encoding and the legacy
``url.parse`` printing ``auth``. Java (``java Main.java``): ``Integer.parseInt``,
``UUID.fromString``, ``LocalDate.parse``, ``Enum.valueOf``, ``DriverManager`` finding no
driver for a JDBC URL and ``URI``'s syntax error. Perl: ``JSON::PP`` quoting what follows an
error, a bareword under ``strict`` and a non-numeric warning. Tcl: ``clock scan``. A PostgreSQL
15 server started here on a Unix socket (``initdb`` as the ``postgres`` user; skipped where
that is not possible): a unique violation's ``DETAIL``, a cast error's ``LINE``, ``COPY``'s
``CONTEXT``, ``psql -e`` echoing a statement, a ``psql -v`` variable in a cast, the server
log's ``STATEMENT`` line, and libpq rejecting a percent-encoded password. sqlite3: ``.dump``,
``.schema`` with a ``DEFAULT``, and the ``-box``, ``-markdown``, ``-line`` and ``-json``
modes. git: ``remote -v``, ``format-patch --stdout``, ``grep -n``, ``diff --no-index``,
``blame`` and ``GIT_TRACE_CURL`` with ``GIT_TRACE_REDACT=0``. curl ``-v`` against a local
server: ``-u`` (Basic), a custom header, ``--oauth2-bearer``, URL userinfo, a proxy with
credentials and ``--trace-ascii`` of a form body; ``-w '%{url_effective}'``. OpenSSL:
``asn1parse -genstr``. ssh: ``-G`` with ``SetEnv``. kubectl (offline): ``create secret
--dry-run=client -o yaml`` and ``config view --raw``. jq: ``tonumber`` and adding a number to a
string. wget ``-d`` with a header. Python's standard library and the packages installed here
(kind ``traceback``): ``ipaddress``, ``int``, ``Enum``, ``zoneinfo``, ``codecs``,
``strptime``, ``http.client`` (a non-numeric port, a header value with CRLF), ``unicodedata``,
``Fraction``, ``argparse`` (``type=int``, ``choices``), ``CalledProcessError``,
``xmlrpc.client.ServerProxy``'s repr, requests' ``InvalidHeader``, yarl's ``URL`` repr,
pydantic, PyYAML's and strictyaml's marks, python-liquid's snippet, dateutil, pendulum,
netaddr, sqlglot, babel, beartype, dacite, jsonschema, polars, pandas, numpy and DuckDB. A
tool that is not installed, or whose output does not hold the secret here, adds no case; every
value is drawn before any tool runs, so a missing tool changes none. The texts are the same on
every run.
"""

from __future__ import annotations

import base64
import contextlib
import enum
import functools
import io
import os
import re
import shutil
import sqlite3
import string
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

from _heldout_live_tools import run_command, start_denying_server
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values, leaked

__all__ = ["live_tool_cases"]

_GIT_ENV = {
    "GIT_AUTHOR_NAME": "dev",
    "GIT_AUTHOR_EMAIL": "dev@acme.io",
    "GIT_COMMITTER_NAME": "dev",
    "GIT_COMMITTER_EMAIL": "dev@acme.io",
    "GIT_AUTHOR_DATE": "2026-12-05T12:00:00Z",
    "GIT_COMMITTER_DATE": "2026-12-05T12:00:00Z",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_TERMINAL_PROMPT": "0",
}
_BASE_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "KUBECONFIG": "/dev/null", **_GIT_ENV}
_PG_PORT = 54321

_JAVA = r"""
import java.net.URI;
import java.sql.DriverManager;
import java.time.LocalDate;
import java.util.UUID;

public class Main {
    enum Region { EU, US }
    public static void main(String[] a) throws Exception {
        String t = a[1];
        switch (a[0]) {
            case "int" -> System.out.println(Integer.parseInt(t));
            case "uuid" -> System.out.println(UUID.fromString(t));
            case "date" -> System.out.println(LocalDate.parse(t));
            case "enum" -> System.out.println(Region.valueOf(t));
            case "jdbc" -> DriverManager.getConnection(t);
            case "uri" -> new URI(t);
            default -> throw new IllegalArgumentException(a[0]);
        }
    }
}
"""


@contextlib.contextmanager
def _postgres(tmp: str) -> Iterator[str | None]:
    """A PostgreSQL server on a Unix socket in ``tmp`` (its directory), or None where one
    cannot be started here (no ``initdb``, or no ``postgres`` user to run it as root)."""
    base = Path(tmp, "pg")
    base.mkdir()
    if not shutil.which("initdb") or not shutil.which("pg_ctl"):
        yield None
        return
    as_user: list[str] = []
    if os.geteuid() == 0:
        if not shutil.which("su") or run_command(["id", "postgres"]) == "":
            yield None
            return
        shutil.chown(tmp, "postgres")
        shutil.chown(base, "postgres")
        as_user = ["su", "postgres", "-s", "/bin/sh", "-c"]
    data = base / "data"
    start = (
        f"initdb -D {data} -A trust -U postgres >/dev/null 2>&1 && "
        f"pg_ctl -D {data} -l {base / 'server.log'} -w -o "
        f"'-k {base} -p {_PG_PORT} -c listen_addresses= -c log_min_error_statement=error' "
        "start >/dev/null 2>&1"
    )
    stop = f"pg_ctl -D {data} -m fast -w stop >/dev/null 2>&1"

    def sh(command: str) -> None:
        argv = [*as_user, command] if as_user else ["sh", "-c", command]
        subprocess.run(argv, check=False, timeout=60, capture_output=True)

    sh(start)
    try:
        yield str(base) if Path(base, f".s.PGSQL.{_PG_PORT}").exists() else None
    finally:
        sh(stop)


def live_tool_cases(v: Values) -> list[Case]:
    tok = [v.gen(ALNUM, 32) for _ in range(40)]
    pw = [v.pw() for _ in range(8)]
    long = [v.gen(URLSAFE, 40) for _ in range(4)]
    hexes = [v.gen(HEX, 40) for _ in range(3)]
    lower = v.gen(string.ascii_lowercase + string.digits, 32)
    pct = v.gen(ALNUM, 6) + "%zz" + v.gen(ALNUM, 8)
    server = start_denying_server()
    port = server.server_address[1]
    try:
        with tempfile.TemporaryDirectory() as tmp:
            out = _run_all(tmp, port, tok, pw, long, hexes, lower, pct)
    finally:
        server.shutdown()
    return out + _library_cases(v)


def _git_repo(tmp: str, token: str, file_tokens: list[str], old_hex: str, new_hex: str) -> str:
    repo = Path(tmp, "repo")
    repo.mkdir()
    run = functools.partial(run_command, cwd=str(repo), env=_BASE_ENV)
    run(["git", "init", "-q", "-b", "main"])
    Path(repo, "settings.ini").write_text("[geo]\nprovider = opencage\nkey = changeme\n")
    run(["git", "add", "."])
    run(["git", "commit", "-q", "-m", "geo settings"])
    Path(repo, "settings.ini").write_text(f"[geo]\nprovider = opencage\nkey = {file_tokens[0]}\n")
    run(["git", "commit", "-q", "-am", "geo: real key for the demo"])
    Path(repo, "notify.sh").write_text(
        f'#!/bin/sh\nPUSHOVER_TOKEN="{file_tokens[1]}"\ncurl -fsS -d token="$PUSHOVER_TOKEN" "$@"\n'
    )
    Path(repo, "mail.yml").write_text(f"smtp:\n  host: smtp.acme.io\n  secret: {file_tokens[2]}\n")
    run(["git", "add", "."])
    run(["git", "commit", "-q", "-m", "notify and mail settings"])
    run(["git", "remote", "add", "origin", f"https://deploy:{token}@git.acme.io/shop.git"])
    Path(tmp, "a.env").write_text(f"REGION=eu\nWEBHOOK_SECRET={old_hex}\n")
    Path(tmp, "b.env").write_text(f"REGION=eu\nWEBHOOK_SECRET={new_hex}\n")
    return str(repo)


def _kubeconfig(tmp: str, token: str) -> str:
    path = Path(tmp, "kubeconfig")
    path.write_text(
        "apiVersion: v1\nkind: Config\nclusters:\n- name: dev\n  cluster:\n"
        "    server: https://127.0.0.1:6443\ncontexts:\n- name: dev\n  context:\n"
        "    cluster: dev\n    user: ci\ncurrent-context: dev\nusers:\n- name: ci\n"
        f"  user:\n    token: {token}\n"
    )
    return str(path)


def _sqlite(tmp: str, tok: list[str], pw: list[str]) -> str:
    db = Path(tmp, "ops.db")
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE hooks (name TEXT, url TEXT)")
    con.execute("INSERT INTO hooks VALUES ('deploy', ?)", (f"https://hooks.acme.io/t/{tok[20]}",))
    con.execute(f"CREATE TABLE mail (host TEXT, user TEXT, pass TEXT DEFAULT '{pw[3]}')")
    con.execute("CREATE TABLE tokens (owner TEXT, value TEXT)")
    con.execute("INSERT INTO tokens VALUES ('ci', ?)", (tok[21],))
    con.execute("CREATE TABLE smtp (host TEXT, password TEXT)")
    con.execute("INSERT INTO smtp VALUES ('smtp.acme.io', ?)", (pw[4],))
    con.execute("CREATE TABLE apps (app TEXT, secret TEXT)")
    con.execute("INSERT INTO apps VALUES ('billing', ?)", (tok[22],))
    con.execute("CREATE TABLE keys (k TEXT)")
    con.execute("INSERT INTO keys VALUES (?)", (tok[23],))
    con.commit()
    con.close()
    return str(db)


def _run_all(
    tmp: str,
    port: int,
    tok: list[str],
    pw: list[str],
    long: list[str],
    hexes: list[str],
    lower: str,
    pct: str,
) -> list[Case]:
    t = Path(tmp)
    run = functools.partial(run_command, env=_BASE_ENV, timeout=90)
    (t / "Main.java").write_text(_JAVA)
    repo = _git_repo(tmp, long[0], [tok[10], tok[32], tok[33]], hexes[0], hexes[1])
    kubeconfig = _kubeconfig(tmp, long[1])
    db = _sqlite(tmp, tok, pw)
    base = f"http://127.0.0.1:{port}"
    node = "node"
    runs: list[tuple[str, str, str, list[str] | Callable[[], str], str]] = [
        ("node url input", "Node's new URL given a token (its input field)", tok[0],
         [node, "-e", f"new URL(process.env.BASE ? '' : '{tok[0]}')"], tmp),
        ("node intl timezone", "Node's Intl.DateTimeFormat given a token as a time zone", tok[1],
         [node, "-e", f"new Intl.DateTimeFormat('en', {{ timeZone: '{tok[1]}' }})"], tmp),
        ("node bigint", "Node's BigInt given a token", tok[2],
         [node, "-e", f"const id = BigInt('{tok[2]}')"], tmp),
        ("node assert strict", "Node's assert.strictEqual diff of a key", tok[3],
         [node, "-e", f"require('assert').strictEqual('{tok[3]}', process.env.EXPECTED_KEY)"],
         tmp),
        ("node buffer encoding", "Node's Buffer.from given a token as the encoding", tok[4],
         [node, "-e", f"Buffer.from('payload', '{tok[4]}')"], tmp),
        ("node url parse auth", "Node's legacy url.parse printed with console.log", long[2],
         [node, "-e", f"console.log(require('url').parse('https://ci:{long[2]}@npm.acme.io/'))"],
         tmp),
        ("java parseint", "Java's Integer.parseInt given a token", tok[5],
         ["java", "Main.java", "int", tok[5]], tmp),
        ("java uuid", "Java's UUID.fromString given a token", tok[6],
         ["java", "Main.java", "uuid", tok[6]], tmp),
        ("java localdate", "Java's LocalDate.parse given a token", tok[7],
         ["java", "Main.java", "date", tok[7]], tmp),
        ("java enum valueof", "Java's Enum.valueOf given a token", tok[8],
         ["java", "Main.java", "enum", tok[8]], tmp),
        ("java no suitable driver", "DriverManager with no driver for a JDBC URL", pw[0],
         ["java", "Main.java", "jdbc",
          f"jdbc:postgresql://pg-1:5432/shop?user=shop&password={pw[0]}"], tmp),
        ("java uri syntax", "Java's URISyntaxException quoting the URI", tok[9],
         ["java", "Main.java", "uri", f"https://hooks.acme.io/services/{tok[9]} /x"], tmp),
        ("perl json pp before", "Perl's JSON::PP quoting the text after the error", tok[11],
         ["perl", "-MJSON::PP", "-e", "decode_json($ARGV[0])",
          f'{{"retries": 3, "port": {tok[11]}}}'], tmp),
        ("perl strict bareword", "Perl's bareword error under strict", tok[12],
         ["perl", "-Mstrict", "-e", f"my %cfg = (key => {tok[12]});"], tmp),
        ("perl non numeric", "Perl's 'isn't numeric' warning", tok[13],
         ["perl", "-we", f"my $timeout = '{tok[13]}' * 1000;"], tmp),
        ("tcl clock scan", "Tcl's clock scan given a token", tok[14],
         lambda: _tcl(tok[14], tmp), tmp),
        ("git remote v", "git remote -v with a token in the URL", long[0],
         ["git", "remote", "-v"], repo),
        ("git format patch", "git format-patch --stdout of a commit adding a key", tok[10],
         ["git", "format-patch", "-1", "--stdout"], repo),
        ("git grep n", "git grep -n for a variable", tok[32],
         ["git", "grep", "-n", "PUSHOVER"], repo),
        ("git diff no index", "git diff --no-index of two env files", hexes[1],
         ["git", "diff", "--no-index", "--no-color", str(t / "a.env"), str(t / "b.env")], repo),
        ("git blame", "git blame of a YAML file", tok[33],
         ["git", "blame", "mail.yml"], repo),
        ("git trace curl", "GIT_TRACE_CURL with GIT_TRACE_REDACT=0 and an extra header", tok[15],
         lambda: _grep(run_command(
             ["git", "-c", f"http.extraHeader=Authorization: Bearer {tok[15]}", "ls-remote",
              f"{base}/shop.git"], repo,
             env={**_BASE_ENV, "GIT_TRACE_CURL": "1", "GIT_TRACE_REDACT": "0"}),
             ("Send header: GET", "Authorization", "Recv header: HTTP", "fatal")), repo),
        ("curl basic", "curl -v -u (the Basic header it sends)", _b64(f"deploy:{pw[1]}"),
         ["curl", "-sv", "-u", f"deploy:{pw[1]}", f"{base}/v1/deploy"], tmp),
        ("curl header", "curl -v with a custom key header", tok[16],
         ["curl", "-sv", "-H", f"X-Shop-Key: {tok[16]}", f"{base}/v1/orders"], tmp),
        ("curl oauth2 bearer", "curl -v --oauth2-bearer", long[3],
         ["curl", "-sv", "--oauth2-bearer", long[3], f"{base}/v1/me"], tmp),
        ("curl userinfo", "curl -v with credentials in the URL", _b64(f"ci:{tok[17]}"),
         ["curl", "-sv", f"http://ci:{tok[17]}@127.0.0.1:{port}/artifacts/"], tmp),
        ("curl proxy user", "curl -v through a proxy with credentials", _b64(f"egress:{pw[2]}"),
         ["curl", "-sv", "-x", f"http://egress:{pw[2]}@127.0.0.1:{port}",
          "http://updates.acme.io/check"], tmp),
        ("curl trace ascii", "curl --trace-ascii of a form body", tok[18],
         lambda: _grep(run_command(
             ["curl", "-s", "--trace-ascii", "-", "-d", f"client_id=shop&client_secret={tok[18]}",
              f"{base}/oauth/token"], tmp, env=_BASE_ENV),
             ("=> Send", "client_secret", "<= Recv header, 9")), tmp),
        ("curl write out url", "curl -w '%{url_effective}' of a URL with a key", tok[19],
         ["curl", "-s", "-o", "/dev/null", "-w", "%{http_code} %{url_effective}\n",
          f"{base}/v2/geocode?q=Porto&apikey={tok[19]}"], tmp),
        ("openssl asn1parse genstr", "openssl asn1parse -genstr of a UTF8 string", tok[24],
         ["openssl", "asn1parse", "-genstr", f"UTF8:{tok[24]}"], tmp),
        ("ssh G setenv", "ssh -G printing a SetEnv given with -o", tok[25],
         lambda: _grep(run_command(["ssh", "-G", "-o", f"SetEnv=BUILD_TOKEN={tok[25]}",
                                    "build.acme.io"], tmp, env=_BASE_ENV),
                       ("hostname ", "port ", "setenv")), tmp),
        ("kubectl secret dry run", "kubectl create secret --dry-run=client -o yaml (base64 data)",
         _b64(pw[5]),
         ["kubectl", "create", "secret", "generic", "smtp", "--from-literal=user=alerts",
          f"--from-literal=password={pw[5]}", "--dry-run=client", "-o", "yaml"], tmp),
        ("kubectl config view raw", "kubectl config view --raw of a kubeconfig with a token",
         long[1], ["kubectl", "config", "view", "--raw", "--kubeconfig", kubeconfig], tmp),
        ("jq tonumber", "jq's tonumber given a token", tok[26],
         ["jq", "-n", "--arg", "v", tok[26], "$v | tonumber"], tmp),
        ("jq add string", "jq adding a number to a string field (it quotes the start)", tok[27],
         lambda: _stdin(["jq", ".timeout + 1"], f'{{"timeout": "{tok[27]}"}}', tmp), tmp),
        ("wget debug header", "wget -d showing the request with a key header", tok[28],
         lambda: _grep(run_command(
             ["wget", "-d", "-O", "/dev/null", "--tries=1", "--header", f"X-Feed-Key: {tok[28]}",
              f"{base}/feeds/daily.xml"], tmp, env=_BASE_ENV),
             ("---request begin", "GET /", "X-Feed-Key", "---request end", "ERROR")), tmp),
        ("sqlite3 dump", "sqlite3 .dump of a table", tok[20], ["sqlite3", db, ".dump hooks"], tmp),
        ("sqlite3 schema default", "sqlite3 .schema with a DEFAULT value", pw[3],
         ["sqlite3", db, ".schema mail"], tmp),
        ("sqlite3 box", "sqlite3 -box printing a row", tok[21],
         ["sqlite3", "-box", db, "SELECT * FROM tokens;"], tmp),
        ("sqlite3 markdown", "sqlite3 -markdown printing a row", pw[4],
         ["sqlite3", "-markdown", db, "SELECT * FROM smtp;"], tmp),
        ("sqlite3 line", "sqlite3 -line printing a row", tok[22],
         ["sqlite3", "-line", db, "SELECT * FROM apps;"], tmp),
        ("sqlite3 json", "sqlite3 -json printing a row", tok[23],
         ["sqlite3", "-json", db, "SELECT * FROM keys;"], tmp),
        ("psql percent encoded", "libpq rejecting a bad percent-encoding in a URI's password",
         pct, ["psql", f"postgresql://shop:{pct}@127.0.0.1:1/shop"], tmp),
    ]  # fmt: skip
    out = _collect(runs, tmp, run)
    with _postgres(tmp) as socket_dir:
        if socket_dir is not None:
            out += _pg_cases(socket_dir, tok, pw, lower, tmp)
    return out


def _pg_cases(socket_dir: str, tok: list[str], pw: list[str], lower: str, tmp: str) -> list[Case]:
    psql = ["psql", "-X", "-h", socket_dir, "-p", str(_PG_PORT), "-U", "postgres", "-d", "postgres"]
    pg = functools.partial(run_command, env=_BASE_ENV, timeout=60)
    pg([*psql, "-c", "CREATE TABLE api_clients (name text, client_key text UNIQUE)"])
    pg([*psql, "-c", f"INSERT INTO api_clients VALUES ('erp', '{tok[29]}')"])
    pg([*psql, "-c", "CREATE TABLE devices (serial text, port int, note text)"])
    runs: list[tuple[str, str, str, list[str] | Callable[[], str], str]] = [
        ("psql unique detail", "PostgreSQL's unique violation DETAIL quoting the key", tok[29],
         [*psql, "-c", f"INSERT INTO api_clients VALUES ('erp2', '{tok[29]}')"], tmp),
        ("psql cast line", "PostgreSQL's cast error with its LINE", lower,
         [*psql, "-c", f"SELECT * FROM devices WHERE serial = '{lower}'::uuid::text"], tmp),
        ("psql copy context", "COPY's CONTEXT quoting the bad row", tok[30],
         lambda: _stdin([*psql, "-c", "COPY devices FROM stdin"],
                        f"SN-4412\t{tok[30]}\tswapped columns\n", tmp), tmp),
        ("psql echo statement", "psql -e echoing a statement before its error", pw[6],
         [*psql, "-e", "-c", f"ALTER ROLE reporting WITH LOGIN PASSWORD '{pw[6]}'"], tmp),
        ("psql variable cast", "a psql -v variable interpolated into a cast", tok[31],
         lambda: _stdin([*psql, "-v", f"api_port={tok[31]}"],
                        "SELECT :'api_port'::int AS port;\n", tmp), tmp),
    ]  # fmt: skip
    out = _collect(runs, tmp, pg)
    # Not a case of its own: a multi-row insert whose second row repeats the first's key, for
    # the server log below.
    pg(
        [
            *psql,
            "-c",
            f"INSERT INTO api_clients VALUES ('crm', '{tok[34]}'), ('crm-2', '{tok[34]}')",
        ]
    )
    log = Path(socket_dir, "server.log")
    text = log.read_text(errors="replace") if log.exists() else ""
    raw = text.splitlines()
    at = [i for i, line in enumerate(raw) if "STATEMENT" in line and tok[34] in line]
    lines = raw[max(0, at[0] - 2) : at[0] + 1] if at else []
    text = "\n".join(re.sub(r"^\S+ \S+ \S+ \[\d+\]", "2026-12-05 12:00:00.000 UTC [4412]", line)
                     for line in lines)  # fmt: skip
    if leaked(tok[34], text):
        out.append(Case("cli: postgres server log statement",
                        "the PostgreSQL server log's ERROR, DETAIL and STATEMENT lines", text,
                        tok[34]))  # fmt: skip
    return out


def _collect(
    runs: list[tuple[str, str, str, list[str] | Callable[[], str], str]],
    tmp: str,
    run: Callable[..., str],
) -> list[Case]:
    out: list[Case] = []
    seen: set[str] = set()
    for name, source, secret, argv, cwd in runs:
        text = argv() if callable(argv) else run(argv, cwd)
        text = text.replace(tmp, "/home/dev/work")
        text = re.sub(r"127\.0\.0\.1:\d{4,5}", "127.0.0.1:8080", text)
        text = re.sub(r"\bport \d{4,5}\b", "port 8080", text)
        text = re.sub(r"\b\d{2}:\d{2}:\d{2}\.\d{6}\b", "12:00:00.000000", text)
        text = re.sub(r"Date: .*GMT", "Date: Sat, 05 Dec 2026 12:00:00 GMT", text)
        text = re.sub(r"--\d{4}-\d\d-\d\d \d\d:\d\d:\d\d--", "--2026-12-05 12:00:00--", text)
        if name in seen or not leaked(secret, text):
            continue
        seen.add(name)
        raises = "process" if name.startswith(("git", "curl", "psql", "kubectl")) else "runtime"
        out.append(Case(f"cli: {name}", source, text, secret, raises=raises))
    return out


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def _grep(text: str, needles: tuple[str, ...]) -> str:
    """The lines of ``text`` holding one of ``needles`` (as a grep after the command shows)."""
    return "\n".join(line for line in text.splitlines() if any(n in line for n in needles))


def _stdin(argv: list[str], data: str, cwd: str) -> str:
    try:
        done = subprocess.run(
            argv, input=data, capture_output=True, text=True, timeout=60, cwd=cwd,
            check=False, env={**os.environ, **_BASE_ENV},
        )  # fmt: skip
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return (done.stdout + done.stderr).strip()


def _tcl(token: str, cwd: str) -> str:
    return _stdin(["tclsh"], f"puts [clock scan {{{token}}}]\n", cwd)


def _message(call: Callable[[], object]) -> str:
    try:
        call()
    except BaseException as error:  # argparse may raise SystemExit
        module = type(error).__module__
        prefix = "" if module == "builtins" else module + "."
        return f"{prefix}{type(error).__qualname__}: {error}"
    raise AssertionError("expected an error")


def _library_cases(v: Values) -> list[Case]:
    """Python's standard library and installed packages: each call is made here and its
    message (or repr) is the text. Each value stands where another value was expected."""
    tok = [v.gen(ALNUM, 32) for _ in range(30)]
    pw = [v.pw() for _ in range(3)]

    class Region(enum.Enum):
        EU = "eu"
        US = "us"

    def stdlib_argparse(kind: str, value: str) -> str:
        import argparse

        parser = argparse.ArgumentParser(prog="sync", exit_on_error=False)
        if kind == "int":
            parser.add_argument("--port", type=int)
            argv = ["--port", value]
        else:
            parser.add_argument("--region", choices=["eu", "us"])
            argv = ["--region", value]
        return _message(lambda: parser.parse_args(argv))

    def ipaddress_call() -> str:
        import ipaddress

        return _message(lambda: ipaddress.ip_address(tok[0]))

    def zoneinfo_call() -> str:
        import zoneinfo

        return _message(lambda: zoneinfo.ZoneInfo(tok[3]))

    def codecs_call() -> str:
        import codecs

        return _message(lambda: codecs.lookup(tok[4]))

    def strptime_call() -> str:
        import datetime

        return _message(lambda: datetime.datetime.strptime(tok[5], "%Y-%m-%d"))

    def http_port_call() -> str:
        import http.client

        return _message(lambda: http.client.HTTPConnection(f"api.acme.io:{tok[6]}"))

    def http_header_call() -> str:
        import http.client

        def put() -> None:
            conn = http.client.HTTPConnection("127.0.0.1", 9)
            conn.putrequest("GET", "/v1/items")
            conn.putheader("Authorization", f"Bearer {tok[7]}\r\n")

        return _message(put)

    def unicodedata_call() -> str:
        import unicodedata

        return _message(lambda: unicodedata.lookup(tok[8]))

    def fraction_call() -> str:
        import fractions

        return _message(lambda: fractions.Fraction(tok[9]))

    def cpe_call() -> str:
        def fail() -> None:
            raise subprocess.CalledProcessError(
                22, ["curl", "-fsS", "-u", f"admin:{pw[0]}", "https://registry.acme.io/v2/"]
            )

        return _message(fail)

    def xmlrpc_call() -> str:
        import xmlrpc.client

        return repr(xmlrpc.client.ServerProxy(f"http://ops:{pw[1]}@127.0.0.1:8080/RPC2"))

    def requests_call() -> str:
        import requests

        request = requests.Request(
            "GET", "http://127.0.0.1:9/v1/rates", headers={"X-Rates-Key": f"{tok[10]}\n"}
        )
        return _message(request.prepare)

    def yarl_call() -> str:
        import yarl

        return f"fetching {yarl.URL(f'https://bot:{tok[11]}@git.acme.io/acme/shop.git')!r}"

    def pydantic_call() -> str:
        import pydantic

        class MqSettings(pydantic.BaseModel):
            host: str
            port: int

        return _message(lambda: MqSettings(host="mq-1", port=tok[12]))

    def yaml_call() -> str:
        import yaml

        return _message(
            lambda: yaml.safe_load(f"smtp:\n  user: alerts\n  pass: [{pw[2]}\n  port: 587\n")
        )

    def strictyaml_call() -> str:
        import strictyaml

        schema = strictyaml.Map({"region": strictyaml.Str(), "retries": strictyaml.Int()})
        return _message(lambda: strictyaml.load(f"region: eu\nretries: {tok[13]}\n", schema))

    def liquid_call() -> str:
        import liquid

        source = f"Hello {{{{ name | prepend: '{tok[14]}' | shout }}}}"
        return _message(lambda: liquid.Template(source).render(name="ops"))

    def dateutil_call() -> str:
        import dateutil.parser

        return _message(lambda: dateutil.parser.parse(tok[15]))

    def pendulum_call() -> str:
        import pendulum

        return _message(lambda: pendulum.parse(tok[16]))

    def netaddr_call() -> str:
        import netaddr

        return _message(lambda: netaddr.IPNetwork(tok[17]))

    def sqlglot_call() -> str:
        import sqlglot

        sql = f"UPDATE integrations SET token = '{tok[18]}' WHERE"
        return _message(lambda: sqlglot.parse_one(sql))

    def babel_call() -> str:
        import babel

        return _message(lambda: babel.Locale.parse(tok[19]))

    def beartype_call() -> str:
        from beartype import beartype

        @beartype
        def connect(host: str, port: int) -> None:
            """Connect."""

        return _message(lambda: connect("mq-1", tok[20]))  # type: ignore[arg-type]

    def dacite_call() -> str:
        import dataclasses

        import dacite

        @dataclasses.dataclass
        class Limits:
            burst: int

        return _message(lambda: dacite.from_dict(Limits, {"burst": tok[21]}))

    def jsonschema_call() -> str:
        import jsonschema

        schema = {"type": "object", "properties": {"timeout": {"type": "integer"}}}
        return _message(lambda: jsonschema.validate({"timeout": tok[22]}, schema))

    def polars_call() -> str:
        import polars as pl

        frame = pl.DataFrame({"account": ["a-1", "a-2"], "limit": ["100", tok[23]]})
        return _message(lambda: frame.with_columns(pl.col("limit").cast(pl.Int64)))

    def pandas_call() -> str:
        import pandas as pd

        return _message(lambda: pd.to_numeric(pd.Series(["12", "40", tok[24]])))

    def numpy_call() -> str:
        import numpy as np

        return _message(lambda: np.array(["0.5", tok[25]]).astype(float))

    def duckdb_call() -> str:
        import duckdb

        return _message(
            lambda: duckdb.sql(f"SELECT CAST('{tok[26]}' AS INTEGER) AS retries").fetchall()
        )

    calls: list[tuple[str, str, str, Callable[[], str]]] = [
        ("ipaddress", "ipaddress.ip_address given a token", tok[0], ipaddress_call),
        ("int literal", "int() given a token", tok[1], lambda: _message(lambda: int(tok[1]))),
        ("enum value", "an Enum looked up by a token", tok[2],
         lambda: _message(lambda: Region(tok[2]))),
        ("zoneinfo", "zoneinfo.ZoneInfo given a token", tok[3], zoneinfo_call),
        ("codecs lookup", "codecs.lookup given a token as an encoding", tok[4], codecs_call),
        ("strptime", "datetime.strptime given a token", tok[5], strptime_call),
        ("http client port", "http.client given host:token (a non-numeric port)", tok[6],
         http_port_call),
        ("http client header", "http.client rejecting a header value ending in CRLF", tok[7],
         http_header_call),
        ("unicodedata lookup", "unicodedata.lookup given a token", tok[8], unicodedata_call),
        ("fraction", "fractions.Fraction given a token", tok[9], fraction_call),
        ("argparse int", "argparse type=int given a token", tok[27],
         lambda: stdlib_argparse("int", tok[27])),
        ("argparse choices", "argparse choices given a token", tok[28],
         lambda: stdlib_argparse("choices", tok[28])),
        ("called process error", "CalledProcessError's message quoting a curl -u command",
         pw[0], cpe_call),
        ("xmlrpc serverproxy repr", "xmlrpc.client.ServerProxy's repr with userinfo", pw[1],
         xmlrpc_call),
        ("requests invalid header", "requests rejecting a header value with a newline", tok[10],
         requests_call),
        ("yarl url repr", "yarl's URL repr with a password", tok[11], yarl_call),
        ("pydantic int parsing", "pydantic's int_parsing error with input_value", tok[12],
         pydantic_call),
        ("pyyaml flow sequence", "PyYAML's parser error with its marks (the line shown)", pw[2],
         yaml_call),
        ("strictyaml int", "strictyaml's validation error with the line shown", tok[13],
         strictyaml_call),
        ("liquid unknown filter", "python-liquid's unknown filter with the source line", tok[14],
         liquid_call),
        ("dateutil parse", "dateutil.parser.parse given a token", tok[15], dateutil_call),
        ("pendulum parse", "pendulum.parse given a token", tok[16], pendulum_call),
        ("netaddr network", "netaddr.IPNetwork given a token", tok[17], netaddr_call),
        ("sqlglot parse", "sqlglot's ParseError with the statement", tok[18], sqlglot_call),
        ("babel locale", "babel.Locale.parse given a token (it lower-cases it)", tok[19].lower(),
         babel_call),
        ("beartype param", "beartype's parameter violation", tok[20], beartype_call),
        ("dacite wrong type", "dacite's WrongTypeError", tok[21], dacite_call),
        ("jsonschema type", "jsonschema's ValidationError with the instance", tok[22],
         jsonschema_call),
        ("polars cast", "polars' strict cast error listing the values", tok[23], polars_call),
        ("pandas to numeric", "pandas.to_numeric's error", tok[24], pandas_call),
        ("numpy astype", "numpy's astype(float) error", tok[25], numpy_call),
        ("duckdb cast", "DuckDB's conversion error with its LINE", tok[26], duckdb_call),
    ]  # fmt: skip
    out = []
    buffer = io.StringIO()
    for name, source, secret, call in calls:
        try:
            with contextlib.redirect_stderr(buffer):
                text = call()
        except ImportError:
            continue
        if leaked(secret, text):
            out.append(Case(f"traceback: {name}", source, text, secret, raises="context"))
    return out
