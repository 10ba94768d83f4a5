"""Held-out set 22: what real compilers, build tools, shells, CLIs, a database server and
Python libraries print, run here (loopback only).

Each program is run for real and its output (stdout and stderr, as an agent's shell tool
captures it) is the case's text. Every call below was grepped for (its function, flag or
message) in the earlier sets' ``_heldout_secrets*`` and ``_heldout_families*`` files and none
matched. Java: ``Long.parseLong``, ``Double.parseDouble``, ``Map.of`` with a duplicate key and
``new URL`` of a bare value; ``javac`` and ``rustc`` quoting a source line; a Rust program's
``Debug`` of a config in a panic and its ``assert_eq!`` of two strings; Tcl's ``dict get``,
``format %d``, ``expr`` on a bareword and ``lindex`` with a bad index; Node's ``require`` of a
module named by a value, ``Intl.NumberFormat`` given a value as a currency, ``util.inspect``
of ``URLSearchParams`` and ``assert.match``; coreutils and bash builtins given a value where a
date, interval, count, number or job id belongs (``date -d``, ``sleep``, ``head -n``,
``test -gt``, ``kill``); ``awk -F=`` printing a value alone and ``xargs -t`` echoing the
command it runs; ``make -n`` and a failing recipe echoed; ``cmake -LA -N`` listing a cache
entry given with ``-D``; ``terraform fmt`` quoting an HCL line; ``kubectl create cronjob`` and
``create job`` with a command (offline, ``--dry-run=client -o yaml``); git's ``cat-file -p``,
``tag -n``, ``notes show``, ``log -S -p``, ``credential-store get``, ``remote show -n``,
``reflog`` and ``stash list``; curl's ``--libcurl`` (the C source it writes), ``--cookie`` and
``--url-query`` with ``-v``, and ``--json`` with ``--trace-ascii``; ``wget -d --post-data``;
``ssh -G`` with ``RemoteCommand``; sqlite3's ``-tabs``, ``.mode qbox`` and ``.mode tcl``; a
PostgreSQL 15 server on a Unix socket (``jsonb``, ``interval``, ``date``, ``inet`` and
``boolean`` input errors, ``set_config``/``SHOW`` and ``\\gset`` echoed by ``psql -a``) and
libpq naming an undefined service. Python (kind ``traceback``): ``float()``, ``int(x, 16)``,
``hashlib.new``, ``open()`` given a key where its path belongs, packaging's ``InvalidVersion``
and ``Requirement`` caret, attrs' ``instance_of`` validator, openpyxl's
``coordinate_from_string``, botocore's ``ParamValidationError`` and ``Invalid endpoint``
(offline), websocket-client's ``enableTrace`` log of a refused handshake, rq's ``Job.create``
description, dramatiq's ``Message`` repr, SQLAlchemy's ``make_url``, asyncpg's DSN and
pika's ``URLParameters`` with a value in a number's place, click's ``BadParameter``, ldap3's
``Connection`` repr, jmespath's and pyparsing's parse errors and ``iso8601``. A tool that is
not installed, or whose output does not hold the secret here, adds no case; every value is
drawn before any tool runs, and times, ports, paths and thread ids are normalized.
"""

from __future__ import annotations

import base64
import contextlib
import functools
import io
import logging
import os
import re
import shutil
import sqlite3
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
    "GIT_AUTHOR_DATE": "2026-12-05T13:00:00Z",
    "GIT_COMMITTER_DATE": "2026-12-05T13:00:00Z",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_TERMINAL_PROMPT": "0",
}
_BASE_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "KUBECONFIG": "/dev/null",
    "TF_CLI_CONFIG_FILE": "/dev/null",
    "CARGO_TERM_COLOR": "never",
    "RUST_BACKTRACE": "0",
    **_GIT_ENV,
}
_PG_PORT = 54322

_JAVA = r"""
import java.util.Map;

public class Main {
    public static void main(String[] a) throws Exception {
        String t = a[1];
        switch (a[0]) {
            case "long" -> System.out.println(Long.parseLong(t));
            case "double" -> System.out.println(Double.parseDouble(t));
            case "map" -> System.out.println(Map.of(t, "primary", t, "fallback"));
            default -> throw new IllegalArgumentException(a[0]);
        }
    }
}
"""

_RUST_DEBUG = r"""
#[derive(Debug)]
#[allow(dead_code)]
struct SmtpConfig { host: String, port: u16, user: String, password: String }

fn main() {
    let cfg = SmtpConfig {
        host: "smtp.acme.io".into(), port: 587, user: "alerts".into(),
        password: std::env::args().nth(1).unwrap(),
    };
    if cfg.port != 465 {
        panic!("unsupported TLS mode for {:?}", cfg);
    }
}
"""

_RUST_ASSERT = r"""
fn main() {
    let expected = std::env::var("EXPECTED").unwrap_or_default();
    let got = std::env::args().nth(1).unwrap();
    assert_eq!(got, expected, "signing key from vault differs");
}
"""


@contextlib.contextmanager
def _postgres(tmp: str) -> Iterator[str | None]:
    """A PostgreSQL server on a Unix socket in ``tmp``, or None where one cannot be started."""
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
        f"'-k {base} -p {_PG_PORT} -c listen_addresses=' start >/dev/null 2>&1"
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
    # Drawn for values no call uses any more, so that the values after them stay the same.
    [v.gen(HEX, 48) for _ in range(3)]
    more = [v.gen(ALNUM, 32) for _ in range(24)]
    server = start_denying_server()
    port = server.server_address[1]
    try:
        with tempfile.TemporaryDirectory() as tmp:
            out = _run_all(tmp, port, tok, pw, long, more)
    finally:
        server.shutdown()
    return out + _library_cases(v)


def _git_repo(tmp: str, tok: list[str], pw: list[str]) -> str:
    repo = Path(tmp, "repo")
    repo.mkdir()
    run = functools.partial(run_command, cwd=str(repo), env=_BASE_ENV)
    run(["git", "init", "-q", "-b", "main"])
    Path(repo, ".env").write_text(f"APP_ENV=staging\nALGOLIA_ADMIN_KEY={tok[10]}\n")
    Path(repo, "README.md").write_text("# shop\n")
    run(["git", "add", "."])
    run(["git", "commit", "-q", "-m", "staging env"])
    run(["git", "tag", "-a", "v1.4.0", "-m", f"release 1.4.0 (hotfix: rotated key {tok[11]})"])
    run(["git", "notes", "add", "-m", f"deployed with DEPLOY_TOKEN={tok[12]}", "HEAD"])
    Path(repo, "deploy.sh").write_text(
        f"#!/bin/sh\nrsync -e 'sshpass -p {pw[0]} ssh' dist/ web:/srv\n"
    )
    run(["git", "add", "."])
    run(["git", "commit", "-q", "-m", "deploy script"])
    Path(repo, "deploy.sh").write_text(
        "#!/bin/sh\nrsync -e 'ssh -i ~/.ssh/deploy' dist/ web:/srv\n"
    )
    run(["git", "commit", "-q", "-am", "deploy: use a key"])
    Path(tmp, "creds").write_text(f"https://ci:{tok[13]}@git.acme.io\n")
    return str(repo)


def _sqlite(tmp: str, tok: list[str], pw: list[str]) -> str:
    db = Path(tmp, "ops.db")
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE ftp (host TEXT, user TEXT, password TEXT)")
    con.execute("INSERT INTO ftp VALUES ('ftp.acme.io', 'edi', ?)", (pw[1],))
    con.execute("CREATE TABLE webhooks (name TEXT, signing_secret TEXT)")
    con.execute("INSERT INTO webhooks VALUES ('orders', ?)", (tok[14],))
    con.commit()
    con.close()
    return str(db)


def _run_all(
    tmp: str, port: int, tok: list[str], pw: list[str], long: list[str], more: list[str]
) -> list[Case]:
    t = Path(tmp)
    run = functools.partial(run_command, env=_BASE_ENV, timeout=120)
    (t / "Main.java").write_text(_JAVA)
    (t / "Port.java").write_text(
        f'public class Port {{\n    static final int PORT = "{tok[0]}";\n}}\n'
    )
    (t / "key.rs").write_text(f'fn main() {{\n    let retries: u32 = "{tok[1]}";\n}}\n')
    (t / "debug.rs").write_text(_RUST_DEBUG)
    (t / "assert.rs").write_text(_RUST_ASSERT)
    mk = t / "mk"
    mk.mkdir()
    (mk / "Makefile").write_text(
        'deploy:\n\tcurl -fsS -H "Authorization: Bearer $(TOKEN)" '
        f"http://127.0.0.1:{port}/deploy\n"
        "publish:\n\ttwine upload -u __token__ -p $(PYPI_TOKEN) dist/*\n"
    )
    cm = t / "cm"
    cm.mkdir()
    (cm / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.20)\nproject(crashy NONE)\n"
        'set(SENTRY_AUTH_TOKEN "" CACHE STRING "upload token")\n'
    )
    bang = tok[26][:14] + "!" + tok[26][14:28]
    tf = t / "tf"
    tf.mkdir()
    (tf / "main.tf").write_text(
        'resource "cloudflare_record" "www" {\n  zone_id = "9f2e1d0c3b4a5968"\n'
        f"  api_token = {bang}\n}}\n"
    )
    repo = _git_repo(tmp, tok, pw)
    db = _sqlite(tmp, tok, pw)
    base = f"http://127.0.0.1:{port}"
    node = "node"
    runs: list[tuple[str, str, str, list[str] | Callable[[], str], str]] = [
        ("java parselong", "Java's Long.parseLong given a token", tok[2],
         ["java", "Main.java", "long", tok[2]], tmp),
        ("java parsedouble", "Java's Double.parseDouble given a token", tok[3],
         ["java", "Main.java", "double", tok[3]], tmp),
        ("java map of duplicate", "Java's Map.of rejecting a duplicate key", tok[6],
         ["java", "Main.java", "map", tok[6]], tmp),
        ("javac incompatible types", "javac quoting the source line of a type error", tok[0],
         ["javac", "-d", str(t / "classes"), "Port.java"], tmp),
        ("rustc mismatched types", "rustc's E0308 quoting the source line", tok[1],
         ["rustc", "--color", "never", "-o", str(t / "key"), "key.rs"], tmp),
        ("rust debug panic", "a Rust program's panic with a derived Debug of its config", pw[3],
         lambda: _rust(t, "debug", [pw[3]], {}), tmp),
        ("rust assert eq", "a Rust program's assert_eq! of two keys", long[0],
         lambda: _rust(t, "assert", [long[0]], {"EXPECTED": "unset"}), tmp),
        ("tcl dict get", "Tcl's dict get naming a missing key", tok[7],
         lambda: _stdin(["tclsh"], f"set d {{region eu}}\nputs [dict get $d {tok[7]}]\n", tmp),
         tmp),
        ("tcl format d", "Tcl's format %d given a token", tok[8],
         lambda: _stdin(["tclsh"], f"puts [format %d {tok[8]}]\n", tmp), tmp),
        ("node require module", "Node's require of a module named by a value", tok[9],
         [node, "-e", f"require('./plugins/{tok[9]}')"], tmp),
        ("node intl currency", "Node's Intl.NumberFormat given a value as the currency",
         tok[15][:24],
         [node, "-e", f"new Intl.NumberFormat('en', {{ style: 'currency', currency: "
          f"'{tok[15][:24]}' }})"], tmp),
        ("node urlsearchparams inspect", "util.inspect of URLSearchParams (console.log)",
         long[1],
         [node, "-e", f"console.log(new URLSearchParams('grant_type=refresh_token&"
          f"refresh_token={long[1]}'))"], tmp),
        ("make n", "make -n printing a recipe with a variable given on the command line",
         tok[16], ["make", "-n", "-C", str(mk), "deploy", f"TOKEN={tok[16]}"], tmp),
        ("make failing recipe", "make echoing a recipe before it fails", tok[17],
         ["make", "-C", str(mk), "deploy", f"TOKEN={tok[17]}"], tmp),
        ("cmake la", "cmake -LA -N listing a cache entry set with -D", tok[18],
         lambda: _cmake(cm, tok[18]), tmp),
        ("terraform fmt", "terraform fmt quoting the HCL line it cannot parse", bang,
         ["terraform", "-chdir=" + str(tf), "fmt", "-check", "-no-color"], tmp),
        ("kubectl create cronjob", "kubectl create cronjob -- pg_dump with a URL (dry run)",
         tok[19],
         ["kubectl", "create", "cronjob", "nightly-dump", "--image=postgres:16",
          "--schedule=0 3 * * *", "--dry-run=client", "-o", "yaml", "--", "pg_dump",
          f"postgres://backup:{tok[19]}@pg-1:5432/shop"], tmp),
        ("kubectl create job curl", "kubectl create job -- curl with a header (dry run)",
         tok[20],
         ["kubectl", "create", "job", "warm-cache", "--image=curlimages/curl:8.11.0",
          "--dry-run=client", "-o", "yaml", "--", "curl", "-fsS", "-H",
          f"X-Warmup-Key: {tok[20]}", "http://shop/internal/warm"], tmp),
        ("git cat file env", "git cat-file -p of a committed .env", tok[10],
         ["git", "cat-file", "-p", "HEAD~1:.env"], repo),
        ("git tag n", "git tag -n with an annotated message", tok[11],
         ["git", "tag", "-n5"], repo),
        ("git notes show", "git notes show of a commit", tok[12],
         ["git", "notes", "show", "HEAD~2"], repo),
        ("git log pickaxe", "git log -S -p finding where a password was removed", pw[0],
         ["git", "log", "-S", "sshpass", "-p", "--format=%h %s", "--", "deploy.sh"], repo),
        ("git credential store get", "git credential-store get reading a store file", tok[13],
         lambda: _stdin(["git", "credential-store", "--file", str(t / "creds"), "get"],
                        "protocol=https\nhost=git.acme.io\n\n", repo), repo),
        ("curl libcurl", "curl --libcurl writing C source with the options used", pw[4],
         lambda: _grep(run_command(
             ["curl", "-s", "-o", "/dev/null", "--libcurl", "-", "-u", f"ops:{pw[4]}",
              f"{base}/v1/ping"], tmp, env=_BASE_ENV),
             ("CURLOPT_URL", "CURLOPT_USERPWD", "CURLOPT_USERAGENT")), tmp),
        ("curl cookie", "curl -v --cookie (the Cookie header it sends)", long[2],
         ["curl", "-sv", "--cookie", f"sessionid={long[2]}", f"{base}/admin/"], tmp),
        ("curl url query", "curl -v --url-query appending a key", tok[21],
         ["curl", "-sv", "--url-query", f"api_key={tok[21]}", f"{base}/v3/search?q=lisbon"],
         tmp),
        ("wget post data", "wget -d --post-data (it prints the body)", tok[22],
         lambda: _grep(run_command(
             ["wget", "-d", "-O", "/dev/null", "--tries=1",
              f"--post-data=grant_type=client_credentials&client_secret={tok[22]}",
              f"{base}/oauth/token"], tmp, env=_BASE_ENV),
             ("Setting --post-data", "POST /", "BODY data", "ERROR")), tmp),
        ("ssh G remotecommand", "ssh -G printing a RemoteCommand given with -o", pw[5],
         lambda: _grep(run_command(
             ["ssh", "-G", "-o", f"RemoteCommand=mysql -u report -p'{pw[5]}' shop",
              "db.acme.io"], tmp, env=_BASE_ENV),
             ("hostname ", "user ", "remotecommand")), tmp),
        ("sqlite3 tabs", "sqlite3 -tabs printing a row", pw[1],
         ["sqlite3", "-tabs", "-header", db, "SELECT * FROM ftp;"], tmp),
        ("sqlite3 qbox", "sqlite3 .mode qbox printing a row", tok[14],
         lambda: _stdin(["sqlite3", db], ".mode qbox\nSELECT * FROM webhooks;\n", tmp), tmp),
    ]  # fmt: skip
    out = _collect(runs, tmp, run) + _more_cases(tmp, port, more)
    with _postgres(tmp) as socket_dir:
        if socket_dir is not None:
            out += _pg_cases(socket_dir, tok, pw, tmp) + _pg_more(socket_dir, more, tmp)
    return out


def _more_cases(tmp: str, port: int, tok: list[str]) -> list[Case]:
    """Shell builtins and coreutils, Node, Java, Tcl, sqlite3, git, awk, xargs and curl given a
    value where another belongs (most print it with no credential word beside it)."""
    t = Path(tmp)
    run = functools.partial(run_command, env=_BASE_ENV, timeout=120)
    (t / "U.java").write_text(
        "public class U {\n    public static void main(String[] a) throws Exception {\n"
        "        new java.net.URL(a[0]);\n    }\n}\n"
    )
    (t / ".env.ci").write_text(f"REGION=eu\nSEARCH_ADMIN_KEY={tok[12]}\n")
    repo = t / "repo2"
    repo.mkdir()
    git = functools.partial(run_command, cwd=str(repo), env=_BASE_ENV)
    git(["git", "init", "-q", "-b", "main"])
    (repo / "app.cfg").write_text("[mail]\nhost = smtp.acme.io\n")
    git(["git", "add", "."])
    git(["git", "commit", "-q", "-m", "mail config"])
    (repo / "app.cfg").write_text(f"[mail]\nhost = smtp.acme.io\nrelay_key = {tok[13]}\n")
    git(["git", "commit", "-q", "-am", f"mail: relay key {tok[14]} for staging"])
    (repo / "app.cfg").write_text(f"[mail]\nhost = smtp.acme.io\nrelay_key = {tok[15]}\n")
    git(["git", "stash", "push", "-q", "-m", f"wip: try key {tok[15]}"])
    git(["git", "remote", "add", "origin", f"https://build:{tok[16]}@git.acme.io/mail.git"])
    db = t / "kv.db"
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE kv (k TEXT, v TEXT)")
    con.execute("INSERT INTO kv VALUES ('imap', ?)", (tok[17],))
    con.commit()
    con.close()
    base = f"http://127.0.0.1:{port}"
    runs: list[tuple[str, str, str, list[str] | Callable[[], str], str]] = [
        ("date invalid", "date -d given a token", tok[0], ["date", "-d", tok[0]], tmp),
        ("sleep invalid", "sleep given a token", tok[1], ["sleep", tok[1]], tmp),
        ("test integer expected", "bash's test -gt given a token", tok[2],
         ["bash", "-c", f"test {tok[2]} -gt 0"], tmp),
        ("head invalid lines", "head -n given a token", tok[3],
         ["head", "-n", tok[3], "/dev/null"], tmp),
        ("kill job ids", "bash's kill given a token", tok[4], ["bash", "-c", f"kill {tok[4]}"],
         tmp),
        ("node assert match", "Node's assert.match showing its input", tok[5],
         ["node", "-e", f"require('assert').match('{tok[5]}', /^sk_live_/)"], tmp),
        ("java url no protocol", "Java's new URL given a bare token", tok[6],
         ["java", "U.java", tok[6]], tmp),
        ("tcl expr bareword", "Tcl's expr on an unquoted token", tok[7],
         lambda: _stdin(["tclsh"], f"puts [expr {{{tok[7]} + 1}}]\n", tmp), tmp),
        ("tcl lindex bad index", "Tcl's lindex given a token as the index", tok[8],
         lambda: _stdin(["tclsh"], f"puts [lindex {{a b}} {tok[8]}]\n", tmp), tmp),
        ("sqlite3 mode tcl", "sqlite3 .mode tcl printing a row", tok[17],
         lambda: _stdin(["sqlite3", str(db)], ".mode tcl\nSELECT * FROM kv;\n", tmp), tmp),
        ("git remote show", "git remote show -n with a token in the URL", tok[16],
         ["git", "remote", "show", "-n", "origin"], str(repo)),
        ("git reflog", "git reflog with a commit message quoting a key", tok[14],
         ["git", "reflog", "-n", "3"], str(repo)),
        ("git stash list", "git stash list with a message quoting a key", tok[15],
         ["git", "stash", "list"], str(repo)),
        ("awk value alone", "awk -F= printing a value with no name beside it", tok[12],
         ["awk", "-F=", "/ADMIN_KEY/ {print $2}", str(t / ".env.ci")], tmp),
        ("xargs trace", "xargs -t echoing the command it runs", tok[9],
         lambda: _stdin(["xargs", "-t", "-I{}", "curl", "-s", "-o", "/dev/null", "-H",
                         "X-Partner-Key: {}", f"{base}/v1/partners"], tok[9] + "\n", tmp), tmp),
        ("curl form trace", "curl --trace-ascii of a multipart form field", tok[10],
         lambda: _grep(run_command(
             ["curl", "-s", "--trace-ascii", "-", "-F", f"api_key={tok[10]}", "-F",
              "file=@/dev/null", f"{base}/v1/upload"], tmp, env=_BASE_ENV),
             ("=> Send data", "api_key", tok[10][:8], "<= Recv header, 9")), tmp),
        ("curl json trace", "curl --json with --trace-ascii (the JSON body sent)", tok[11],
         lambda: _grep(run_command(
             ["curl", "-s", "--trace-ascii", "-", "--json",
              f'{{"username":"ops","password":"{tok[11]}"}}', f"{base}/v1/login"],
             tmp, env=_BASE_ENV),
             ("=> Send data", "password", "<= Recv header, 9")), tmp),
    ]  # fmt: skip
    return _collect(runs, tmp, run)


def _pg_more(socket_dir: str, tok: list[str], tmp: str) -> list[Case]:
    psql = ["psql", "-X", "-h", socket_dir, "-p", str(_PG_PORT), "-U", "postgres", "-d", "postgres"]
    pg = functools.partial(run_command, env=_BASE_ENV, timeout=60)
    runs: list[tuple[str, str, str, list[str] | Callable[[], str], str]] = [
        ("psql date cast", "PostgreSQL's date input error", tok[18],
         [*psql, "-c", f"SELECT * FROM generate_series(1, 1) WHERE now() > '{tok[18]}'::date"],
         tmp),
        ("psql inet cast", "PostgreSQL's inet input error", tok[19],
         [*psql, "-c", f"SELECT '{tok[19]}'::inet << '10.0.0.0/8'"], tmp),
        ("psql boolean cast", "PostgreSQL's boolean input error", tok[20],
         [*psql, "-c", f"SELECT '{tok[20]}'::boolean AS enabled"], tmp),
        ("psql service not found", "libpq naming a service that is not defined", tok[21],
         ["psql", f"service={tok[21]}"], tmp),
    ]  # fmt: skip
    return _collect(runs, tmp, pg)


def _pg_cases(socket_dir: str, tok: list[str], pw: list[str], tmp: str) -> list[Case]:
    psql = ["psql", "-X", "-h", socket_dir, "-p", str(_PG_PORT), "-U", "postgres", "-d", "postgres"]
    pg = functools.partial(run_command, env=_BASE_ENV, timeout=60)
    runs: list[tuple[str, str, str, list[str] | Callable[[], str], str]] = [
        ("psql jsonb cast", "PostgreSQL's jsonb input error with DETAIL and CONTEXT", tok[23],
         [*psql, "-c", f"SELECT '{{\"retries\": 3, \"token\": {tok[23]}}}'::jsonb"], tmp),
        ("psql interval cast", "PostgreSQL's interval input error", tok[24],
         [*psql, "-c", f"SELECT now() - '{tok[24]}'::interval"], tmp),
        ("psql set config show", "psql -a echoing set_config and SHOW of a custom setting",
         tok[25],
         lambda: _stdin([*psql, "-a"],
                        f"SELECT set_config('app.stripe_key', '{tok[25]}', false);\n"
                        "SHOW app.stripe_key;\n", tmp), tmp),
        ("psql gset echo", "psql -a echoing a \\gset and the variable in a later query",
         pw[6],
         lambda: _stdin([*psql, "-a"],
                        f"SELECT '{pw[6]}' AS repl_password \\gset\n"
                        "\\echo :repl_password\n", tmp), tmp),
    ]  # fmt: skip
    return _collect(runs, tmp, pg)


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
        text = re.sub(r"Date: .*GMT", "Date: Sat, 05 Dec 2026 13:00:00 GMT", text)
        text = re.sub(r"--\d{4}-\d\d-\d\d \d\d:\d\d:\d\d--", "--2026-12-05 13:00:00--", text)
        text = re.sub(r"curl/7\.\d+\.\d+", "curl/7.88.1", text)
        text = re.sub(r"\b20\d\d-\d\d-\d\d \d\d:\d\d:\d\d\b", "2026-12-05 13:00:00", text)
        text = re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)
        if name in seen or not leaked(secret, text):
            continue
        seen.add(name)
        raises = "process" if name.startswith(("git", "curl", "make", "kubectl")) else "runtime"
        out.append(Case(f"cli: {name}", source, text, secret, raises=raises))
    return out


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


def _rust(t: Path, name: str, args: list[str], env: dict[str, str]) -> str:
    built = run_command(
        ["rustc", "--color", "never", "-o", str(t / name), f"{name}.rs"], str(t), _BASE_ENV
    )
    if not (t / name).exists():
        return built
    text = run_command([str(t / name), *args], str(t), {**_BASE_ENV, **env})
    text = re.sub(r"thread 'main' \(\d+\)", "thread 'main' (4412)", text)
    return text.replace(str(t / name), "./" + name)


def _cmake(cm: Path, token: str) -> str:
    build = cm / "build"
    run_command(
        ["cmake", "-S", str(cm), "-B", str(build), f"-DSENTRY_AUTH_TOKEN={token}"],
        str(cm),
        _BASE_ENV,
    )
    return run_command(["cmake", "-LA", "-N", str(build)], str(cm), _BASE_ENV)


def _message(call: Callable[[], object]) -> str:
    try:
        call()
    except BaseException as error:
        module = type(error).__module__
        prefix = "" if module == "builtins" else module + "."
        return f"{prefix}{type(error).__qualname__}: {error}"
    raise AssertionError("expected an error")


def _library_cases(v: Values) -> list[Case]:
    """Python's standard library and installed packages: each call is made here and its
    message (or repr, or log) is the text. Each value stands where another was expected."""
    tok = [v.gen(ALNUM, 32) for _ in range(20)]
    pw = [v.gen(ALNUM, 20) for _ in range(4)]
    extra = [v.gen(ALNUM, 32) for _ in range(10)]
    extra_pw = v.pw()

    def packaging_version() -> str:
        from packaging.version import Version

        return _message(lambda: Version(tok[3]))

    def packaging_requirement() -> str:
        from packaging.requirements import Requirement

        return _message(lambda: Requirement(f"acme-client @ https://pypi.acme.io/simple/ {tok[4]}"))

    def attrs_call() -> str:
        import attrs

        @attrs.define
        class Broker:
            host: str
            port: int = attrs.field(validator=attrs.validators.instance_of(int))

        return _message(lambda: Broker("mq-1", tok[5]))  # type: ignore[arg-type]

    def openpyxl_call() -> str:
        from openpyxl.utils.cell import coordinate_from_string

        return _message(lambda: coordinate_from_string(tok[6]))

    def boto_call(kind: str) -> str:
        import boto3

        session = boto3.session.Session(
            aws_access_key_id="AKIAIOSFODNN7EXAMPLE",
            aws_secret_access_key="wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            region_name="eu-west-1",
        )
        if kind == "secret":
            client = session.client("secretsmanager")
            return _message(lambda: client.create_secret(Name="shop/db", SecretString=[pw[0]]))
        client = session.client("ssm")
        value = {"user": "shop", "password": pw[1]}
        return _message(
            lambda: client.put_parameter(Name="/shop/db", Value=value, Type="SecureString")
        )

    def websocket_call() -> str:
        import websocket

        server = start_denying_server()
        port = server.server_address[1]
        stream = io.StringIO()
        handler = logging.StreamHandler(stream)
        logger = logging.getLogger("websocket")
        try:
            websocket.enableTrace(True, handler=handler)
            with contextlib.suppress(Exception):
                websocket.create_connection(
                    f"ws://127.0.0.1:{port}/stream",
                    header=[f"X-Stream-Key: {tok[7]}"],
                    timeout=5,
                )
        finally:
            websocket.enableTrace(False)
            logger.removeHandler(handler)
            server.shutdown()
        text = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:8080", stream.getvalue())
        text = re.sub(
            r"Sec-WebSocket-Key: \S+", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", text
        )
        return re.sub(r"Date: .*GMT", "Date: Sat, 05 Dec 2026 13:00:00 GMT", text).strip()

    def rq_call() -> str:
        import redis
        from rq.job import Job

        job = Job.create(
            "mailer.tasks.send_digest",
            args=("smtp.acme.io", "digest@acme.io", pw[2]),
            connection=redis.Redis(host="127.0.0.1", port=1),
        )
        return f"enqueue failed (redis down) for job: {job.description}"

    def dramatiq_call() -> str:
        import dramatiq

        message = dramatiq.Message(
            queue_name="default",
            actor_name="sync_erp",
            args=("erp.acme.io", tok[8]),
            kwargs={},
            options={},
            message_id="5d1c0b7e-4f2a-4a1e-9c3b-7e2d1f0a9b8c",
            message_timestamp=1764939600000,
        )
        return f"dramatiq: broker unavailable, dropping {message!r}"

    def sqlalchemy_call() -> str:
        from sqlalchemy.engine import make_url

        return _message(lambda: make_url(f"mysql+pymysql://shop@db-2:{tok[9]}/shop").port)

    def click_call() -> str:
        import click

        @click.command()
        @click.option("--port", type=int)
        def serve(port: int) -> None:
            """Serve."""

        return _message(lambda: serve.main(["--port", extra[0]], standalone_mode=False))

    def key_file_call() -> str:
        # The variable meant to hold a path to the key holds the key itself.
        return _message(lambda: open(extra[1]).read())

    def pika_call() -> str:
        import pika

        url = f"amqp://billing:{extra_pw}@mq-1:5672/%2F?heartbeat={extra[2]}"
        return _message(lambda: pika.URLParameters(url))

    def asyncpg_call() -> str:
        import asyncio

        import asyncpg

        dsn = f"postgres://shop:changeme@pg-1:{extra[3]}/shop"
        return _message(lambda: asyncio.run(asyncpg.connect(dsn, timeout=2)))

    def boto_endpoint_call() -> str:
        import boto3

        return _message(
            lambda: boto3.client(
                "s3",
                endpoint_url=f"https:/{extra[4]}",
                region_name="eu-west-1",
                aws_access_key_id="AKIAIOSFODNN7EXAMPLE",
                aws_secret_access_key="wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            )
        )

    def ldap3_call() -> str:
        import ldap3

        server = ldap3.Server("ldap://127.0.0.1:1")
        conn = ldap3.Connection(server, user="cn=sync,ou=svc,dc=acme,dc=io", password=extra[5])
        return f"bind failed, connection was {conn!r}"

    def jmespath_call() -> str:
        import jmespath

        return _message(lambda: jmespath.search(f"clients[?secret=={extra[6]}!].id", {}))

    def iso8601_call() -> str:
        import iso8601

        return _message(lambda: iso8601.parse_date(extra[7]))

    def pyparsing_call() -> str:
        import pyparsing as pp

        return _message(lambda: pp.Word(pp.nums).parse_string(extra[8], parse_all=True))

    calls: list[tuple[str, str, str, Callable[[], str]]] = [
        ("float literal", "float() given a token", tok[0],
         lambda: _message(lambda: float(tok[0]))),
        ("int base 16", "int(x, 16) given a token", tok[1],
         lambda: _message(lambda: int(tok[1], 16))),
        ("hashlib new", "hashlib.new given a value as the algorithm", tok[2],
         lambda: _message(lambda: __import__("hashlib").new(tok[2]))),
        ("packaging version", "packaging's InvalidVersion", tok[3], packaging_version),
        ("packaging requirement", "packaging's Requirement parse error with its caret", tok[4],
         packaging_requirement),
        ("attrs instance of", "attrs' instance_of validator naming the value", tok[5], attrs_call),
        ("openpyxl coordinate", "openpyxl's coordinate_from_string given a token", tok[6],
         openpyxl_call),
        ("botocore param secret string", "botocore's ParamValidationError (a list, offline)",
         pw[0], lambda: boto_call("secret")),
        ("botocore param ssm value", "botocore's ParamValidationError (a dict, offline)", pw[1],
         lambda: boto_call("ssm")),
        ("websocket trace", "websocket-client's enableTrace log of a refused handshake", tok[7],
         websocket_call),
        ("rq job description", "rq's Job.create description with the call's arguments", pw[2],
         rq_call),
        ("dramatiq message repr", "dramatiq's Message repr with its args", tok[8],
         dramatiq_call),
        ("sqlalchemy url port", "SQLAlchemy's make_url with a value where the port goes", tok[9],
         sqlalchemy_call),
        ("click bad parameter", "click's BadParameter for an int option", extra[0], click_call),
        ("key file path", "open() given the key where its file's path belongs", extra[1],
         key_file_call),
        ("pika heartbeat", "pika.URLParameters rejecting a heartbeat value", extra[2], pika_call),
        ("asyncpg dsn port", "asyncpg parsing a DSN with a value in the port's place", extra[3],
         asyncpg_call),
        ("botocore invalid endpoint", "botocore's Invalid endpoint (offline)", extra[4],
         boto_endpoint_call),
        ("ldap3 connection repr", "ldap3's Connection repr (it shows the password)", extra[5],
         ldap3_call),
        ("jmespath parse error", "jmespath's ParseError quoting the expression", extra[6],
         jmespath_call),
        ("iso8601 parse", "iso8601.parse_date given a token", extra[7], iso8601_call),
        ("pyparsing expected", "pyparsing's ParseException quoting what it found", extra[8],
         pyparsing_call),
    ]  # fmt: skip
    out = []
    buffer = io.StringIO()
    for name, source, secret, call in calls:
        try:
            with contextlib.redirect_stderr(buffer), contextlib.redirect_stdout(buffer):
                text = call()
        except ImportError:
            continue
        if leaked(secret, text):
            out.append(Case(f"traceback: {name}", source, text, secret, raises="context"))
    return out


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()
