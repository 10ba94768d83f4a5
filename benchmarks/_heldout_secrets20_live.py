"""Held-out set 20: what real runtimes, command-line tools and Python libraries print, run here
(loopback only).

Each program is run for real and its output (stdout and stderr, as an agent's shell tool
captures it) is the case's text. Node: ``fetch`` refusing a URL with credentials,
``TextDecoder`` given a token as an encoding, ``execSync``'s "Command failed" quoting a curl
command, ``node --check`` showing a source line, ``npm run`` echoing a script. Java
(``java Main.java``): ``ZoneId.of``, ``Charset.forName``, ``Class.forName``
and ``Pattern.compile`` given a token, a ``Map.of``'s ``toString`` in an
exception and the compiler's error showing a source line. Rust (compiled here): ``dbg!`` of
a struct, a panic with the program's arguments, a panic with the environment and ``rustc``'s
error showing a source line. Perl: ``Getopt::Long`` rejecting a value and a syntax error's
"near". libpq (``psql``, ``pg_dump``): a conninfo with an unquoted password holding a space.
sqlite3: ``-html`` and ``-csv`` modes, an unquoted value read as a column and a syntax error's
context. git: ``rev-parse`` given a token, ``config --list``, ``log --format=%B`` of a commit
message and ``show HEAD:<file>``. OpenSSL: a CSR's ``challengePassword`` shown by ``req
-text``. Terraform: ``console`` given a ``-var`` and ``init`` showing the source line of a bad
default. The AWS CLI: ``--debug`` showing a session
token header sent to a local server. jq: ``--arg`` shown by ``$ARGS``. make: a recipe echoed
with a command-line variable and ``make -p`` listing the environment. CMake: ``-LA`` listing
a ``-D`` cache entry and ``message(FATAL_ERROR)``. Then ``tar -xO``, ``unzip -p``,
``zcat``, ``iconv`` from UTF-16, ``pr -m``, ``sdiff``, ``nl -ba``, ``awk``, ``cut``,
``join`` and ``strings`` on files holding secrets. Python libraries (kind ``traceback``):
``idna``, ``cyclopts``, ``fastavro``, ``croniter``, ``sqlite3`` and
``botocore``'s parameter validation. Earlier live sets (grepped) took none of these calls. A
tool that is not installed, or whose output does not hold the secret here, adds no case;
every value is drawn before any tool runs, so a missing tool changes none. The texts are the
same on every run but for the CSR's new key and signature, the AWS CLI's timestamps, signature
and invocation id, and the order in which Java's ``Map.of`` prints its two entries.
"""

from __future__ import annotations

import base64
import functools
import gzip
import io
import re
import sqlite3
import string
import tarfile
import tempfile
import zipfile
from collections.abc import Callable
from pathlib import Path

from _heldout_live_tools import run_command, start_denying_server
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values, leaked

__all__ = ["live_tool_cases"]

_GIT_ENV = {
    "GIT_AUTHOR_NAME": "dev",
    "GIT_AUTHOR_EMAIL": "dev@acme.io",
    "GIT_COMMITTER_NAME": "dev",
    "GIT_COMMITTER_EMAIL": "dev@acme.io",
    "GIT_AUTHOR_DATE": "2026-12-05T10:00:00Z",
    "GIT_COMMITTER_DATE": "2026-12-05T10:00:00Z",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
}
_BASE_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "RUST_BACKTRACE": "0",
    "TF_IN_AUTOMATION": "1",
    "CHECKPOINT_DISABLE": "1",
    "TF_CLI_CONFIG_FILE": "/dev/null",
    "npm_config_update_notifier": "false",
    **_GIT_ENV,
}

_JAVA = r"""
import java.nio.charset.Charset;
import java.time.ZoneId;
import java.util.Map;
import java.util.regex.Pattern;

public class Main {
    public static void main(String[] a) throws Exception {
        String t = a[1];
        switch (a[0]) {
            case "zone" -> ZoneId.of(t);
            case "charset" -> Charset.forName(t);
            case "class" -> Class.forName(t);
            case "pattern" -> Pattern.compile(t + "[a-z");
            case "map" -> throw new IllegalStateException(
                "ldap bind failed with " + Map.of("bindDn", "cn=sync,dc=acme,dc=io", "bindPassword", t));
            default -> throw new IllegalArgumentException(a[0]);
        }
    }
}
"""

_RUST = r"""
#[derive(Debug)]
#[allow(dead_code)]
struct Smtp { host: String, user: String, password: String }

fn main() {
    let a: Vec<String> = std::env::args().collect();
    match a[1].as_str() {
        "dbg" => {
            let cfg = Smtp { host: "smtp.acme.io".into(), user: "alerts".into(), password: a[2].clone() };
            dbg!(&cfg);
            std::process::exit(2);
        }
        "argv" => panic!("unexpected arguments: {:?}", a),
        _ => {
            let env: Vec<(String, String)> = std::env::vars().filter(|(k, _)| k.starts_with("ACME_")).collect();
            panic!("startup failed, ACME_ environment: {:?}", env)
        }
    }
}
"""


def _git_repo(tmp: str, message_token: str, file_token: str) -> str:
    repo = Path(tmp, "repo")
    repo.mkdir()
    run = functools.partial(run_command, cwd=str(repo), env=_BASE_ENV)
    run(["git", "init", "-q", "-b", "main"])
    Path(repo, "config.yml").write_text(
        f"sentry:\n  dsn: https://{file_token}@o11.ingest.acme.io/7\n"
    )
    run(["git", "add", "config.yml"])
    run(["git", "commit", "-q", "-m", f"temp: use key {message_token} until vault is up"])
    return str(repo)


def _csr(tmp: str, password: str) -> None:
    Path(tmp, "csr.cnf").write_text(
        "[req]\nprompt = no\ndistinguished_name = dn\nattributes = attrs\n"
        "[dn]\nCN = device-4412.acme.io\n"
        f"[attrs]\nchallengePassword = {password}\n"
    )
    run_command(
        ["openssl", "req", "-new", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256",
         "-nodes", "-keyout", "dev.key", "-out", "dev.csr", "-config", "csr.cnf"],
        tmp,
    )  # fmt: skip


def _archives(tmp: str, tar_tok: str, zip_tok: str, gz_tok: str, utf16_pw: str) -> None:
    body = f"DB_HOST=pg-1\nDB_PASSWORD={tar_tok}\n".encode()
    with tarfile.open(Path(tmp, "backup.tar"), "w") as tar:
        info = tarfile.TarInfo("./srv/app/.env")
        info.size, info.mtime = len(body), 1764928800
        tar.addfile(info, io.BytesIO(body))
    with zipfile.ZipFile(Path(tmp, "release.zip"), "w") as z:
        z.writestr("config/secrets.yml", f"production:\n  hmac_key: {zip_tok}\n")
    Path(tmp, "app.log.gz").write_bytes(
        gzip.compress(
            f"10:02:11 INFO boot\n10:02:12 DEBUG smtp login user=alerts token={gz_tok}\n".encode(),
            mtime=0,
        )
    )
    Path(tmp, "creds-utf16.txt").write_bytes(
        f"user=svc_backup\r\npassword={utf16_pw}\r\n".encode("utf-16")
    )


def live_tool_cases(v: Values) -> list[Case]:
    tok = [v.gen(ALNUM, 32) for _ in range(30)]
    ident = ["k" + v.gen(ALNUM, 31) for _ in range(3)]
    pw = [v.pw() for _ in range(9)]
    csr_pw = v.gen(ALNUM, 14)  # OpenSSL's config would expand a $ and cut at a #
    long = [v.gen(URLSAFE, 40) for _ in range(4)]
    hexes = [v.gen(HEX, 40) for _ in range(2)]
    spaced = [v.gen(ALNUM, 6) + " " + v.gen(ALNUM, 14) for _ in range(2)]
    b64_tok = v.gen(ALNUM, 24)
    b64 = base64.b64encode(b64_tok.encode()).decode()
    server = start_denying_server()
    port = server.server_address[1]
    try:
        with tempfile.TemporaryDirectory() as tmp:
            out = _run_all(v, tmp, port, tok, ident, pw, long, hexes, spaced, b64_tok, b64, csr_pw)
    finally:
        server.shutdown()
    return out


def _run_all(
    v: Values,
    tmp: str,
    port: int,
    tok: list[str],
    ident: list[str],
    pw: list[str],
    long: list[str],
    hexes: list[str],
    spaced: list[str],
    b64_tok: str,
    b64: str,
    csr_pw: str,
) -> list[Case]:
    t = Path(tmp)
    run = functools.partial(run_command, env=_BASE_ENV, timeout=90)
    (t / "Main.java").write_text(_JAVA)
    (t / "Bad.java").write_text(
        f'public class Bad {{\n    static String KEY = "{tok[0]}"\n    public static void main'
        "(String[] a) {}\n}\n"
    )
    (t / "m.rs").write_text(_RUST)
    (t / "bad.rs").write_text(
        f'fn main() {{\n    let key = "{tok[1]}"\n    println!("{{key}}");\n}}\n'
    )
    run(["rustc", "-O", "-o", str(t / "m"), str(t / "m.rs")], tmp)
    (t / "cfg.js").write_text(f'const cfg = {{\n  apiKey: "{tok[2]}" region: "eu",\n}};\n')
    (t / "package.json").write_text(
        '{"name": "shop", "version": "1.0.0", "scripts": {"deploy": '
        f"\"curl -fsS -H 'Authorization: Bearer {tok[3]}' http://127.0.0.1:{port}/deploy\"}}}}\n"
    )
    repo = _git_repo(tmp, long[0], long[1])
    run(["git", "config", "remote.origin.url", f"https://ci:{long[2]}@git.acme.io/shop.git"], repo)
    _csr(tmp, csr_pw)
    _archives(tmp, pw[1], tok[4], tok[5], pw[2])
    (t / "old.env").write_text(f"REGION=eu\nPOSTMARK_TOKEN={hexes[0]}\n")
    (t / "new.env").write_text(f"REGION=eu\nPOSTMARK_TOKEN={hexes[1]}\n")
    (t / "app.ini").write_text(f"[smtp]\nhost = smtp.acme.io\nuser = alerts\npassword = {pw[3]}\n")
    (t / ".env").write_text(f"APP_ENV=prod\nMAPBOX_SECRET=sk.{tok[6]}\nLOG_LEVEL=info\n")
    (t / "users.csv").write_text(f"id,name,api_key\n7,ops,{tok[7]}\n9,ci,(none)\n")
    (t / "u.txt").write_text("7 ops\n9 ci\n")
    (t / "k.txt").write_text(f"7 {tok[8]}\n9 -\n")
    (t / "fw.bin").write_bytes(b"\x7fELF\x02\x01\x00" + b"\x00" * 40 + f"WIFI_PSK={pw[4]}".encode()
                               + b"\x00\x13\x37" * 8)  # fmt: skip
    (t / "main.tf").write_text('variable "token" {\n  type = string\n}\n')
    vt = t / "tfv"
    vt.mkdir()
    (vt / "main.tf").write_text(
        f'variable "retries" {{\n  type    = number\n  default = "{tok[9]}"\n}}\n'
    )
    (t / "Makefile").write_text(
        f"push:\n\tcurl -fsS -u admin:$(REGISTRY_PASSWORD) http://127.0.0.1:{port}/v2/\n"
    )
    cm = t / "cm"
    cm.mkdir()
    (cm / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.16)\nproject(fw NONE)\n"
        'set(ARTIFACTORY_API_KEY "" CACHE STRING "upload key")\n'
    )
    cm2 = t / "cm2"
    cm2.mkdir()
    (cm2 / "upload.cmake").write_text(
        'message(FATAL_ERROR "upload to https://conan.acme.io failed (401) with '
        'CONAN_PASSWORD=${CONAN_PASSWORD}")\n'
    )
    db = t / "app.db"
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE keys (service TEXT, api_key TEXT)")
    con.execute("INSERT INTO keys VALUES ('billing', ?)", (tok[10],))
    con.execute("CREATE TABLE logins (username TEXT, password TEXT)")
    con.execute("INSERT INTO logins VALUES ('ops', ?)", (pw[5],))
    con.commit()
    con.close()
    aws_env = {
        **_BASE_ENV,
        "AWS_ACCESS_KEY_ID": "ASIAACME20EXAMPLE7Q2",
        "AWS_SECRET_ACCESS_KEY": v.gen(ALNUM, 40),
        "AWS_SESSION_TOKEN": long[3],
        "AWS_DEFAULT_REGION": "eu-north-1",
        "AWS_CONFIG_FILE": "/dev/null",
        "AWS_SHARED_CREDENTIALS_FILE": "/dev/null",
    }
    node = "node"
    runs: list[tuple[str, str, str, list[str] | Callable[[], str], str]] = [
        ("node fetch credentials", "Node's fetch refusing a URL with credentials", tok[11],
         [node, "-e", f"fetch('http://ci:{tok[11]}@127.0.0.1:{port}/v1/me')"
          ".catch(e => {{ console.error(e); process.exit(1); }})"], tmp),
        ("node textdecoder", "Node's TextDecoder given a token as the encoding", tok[12],
         [node, "-e", f"new TextDecoder('{tok[12]}')"], tmp),
        ("node execsync", "Node's execSync 'Command failed' quoting a curl command", tok[13],
         [node, "-e", f"require('child_process').execSync('curl -fsS -u deploy:{tok[13]} "
          f"http://127.0.0.1:{port}/hooks', {{stdio: 'pipe'}})"], tmp),
        ("node check source line", "node --check showing the source line of a syntax error",
         tok[2], [node, "--check", "cfg.js"], tmp),
        ("npm run echo", "npm run echoing a package.json script before it fails", tok[3],
         ["npm", "run", "deploy"], tmp),
        ("java zoneid", "Java's ZoneId.of given a token", tok[14],
         ["java", "Main.java", "zone", tok[14]], tmp),
        ("java charset", "Java's Charset.forName given a token", tok[15],
         ["java", "Main.java", "charset", tok[15]], tmp),
        ("java class forname", "Java's Class.forName given a token", tok[16],
         ["java", "Main.java", "class", tok[16]], tmp),
        ("java pattern", "Java's PatternSyntaxException showing the pattern", tok[17],
         ["java", "Main.java", "pattern", tok[17]], tmp),
        ("java map tostring", "a Java Map.of's toString in an exception message", pw[6],
         ["java", "Main.java", "map", pw[6]], tmp),
        ("java compile error", "the Java source launcher's compile error showing a line", tok[0],
         ["java", "Bad.java"], tmp),
        ("rust dbg", "Rust's dbg! of a struct with Debug", tok[19],
         [str(t / "m"), "dbg", tok[19]], tmp),
        ("rust argv panic", "a Rust panic with the program's arguments", tok[20],
         [str(t / "m"), "argv", "--host", "db-1", "--password", tok[20]], tmp),
        ("rust env panic", "a Rust panic with part of the environment", tok[21],
         lambda: run_command([str(t / "m"), "env"], tmp,
                             env={**_BASE_ENV, "ACME_REGION": "eu", "ACME_API_TOKEN": tok[21]}), tmp),
        ("rustc source line", "rustc's error showing the source line", tok[1],
         ["rustc", "--edition", "2021", "-o", str(t / "bad"), "bad.rs"], tmp),
        ("perl getopt", "Perl's Getopt::Long rejecting a value for a numeric option", tok[22],
         ["perl", "-MGetopt::Long", "-e", "GetOptions('port=i' => \\my $p, 'user=s' => \\my $u) "
          "or die qq{usage: sync --port N --user U\\n}", "--", "--user", "sync", "--port", tok[22]],
         tmp),
        ("perl syntax near", "Perl's syntax error quoting the code 'near' it", pw[7],
         ["perl", "-e", f'my $dsn = "dbi:Pg:host=pg-1;user=etl;password={pw[7]}" "sslmode=require";'],
         tmp),
        ("psql conninfo space", "psql's conninfo parser on an unquoted password with a space",
         spaced[0], ["psql", f"host=127.0.0.1 port=1 user=app password={spaced[0]} dbname=app"],
         tmp),
        ("pg_dump conninfo space", "pg_dump's --dbname conninfo with an unquoted password",
         spaced[1], ["pg_dump", f"--dbname=host=127.0.0.1 user=backup password={spaced[1]}"],
         tmp),
        ("sqlite3 html", "sqlite3 -html printing a row", tok[10],
         ["sqlite3", "-html", "-header", str(db), "SELECT * FROM keys;"], tmp),
        ("sqlite3 csv", "sqlite3 -csv printing a row", pw[5],
         ["sqlite3", "-csv", "-header", str(db), "SELECT * FROM logins;"], tmp),
        ("sqlite3 no such column", "sqlite3 reading an unquoted value as a column", ident[0],
         ["sqlite3", str(db), f"SELECT service FROM keys WHERE api_key = {ident[0]};"], tmp),
        ("sqlite3 syntax context", "sqlite3's parse error showing the statement", tok[23],
         ["sqlite3", str(db), f"INSERT INTO keys VALUES ('mail' '{tok[23]}');"], tmp),
        ("git rev-parse", "git rev-parse given a token (a mistyped argument)", ident[1],
         ["git", "rev-parse", ident[1]], repo),
        ("git config list", "git config --list with a remote URL holding a token", long[2],
         ["git", "config", "--list", "--local"], repo),
        ("git log message", "git log --format=%B of a commit message holding a key", long[0],
         ["git", "log", "-1", "--format=%H%n%B"], repo),
        ("git show file", "git show HEAD:config.yml", long[1],
         ["git", "show", "HEAD:config.yml"], repo),
        ("openssl csr challenge", "openssl req -text of a CSR with a challengePassword", csr_pw,
         ["openssl", "req", "-in", "dev.csr", "-noout", "-text"], tmp),
        ("terraform console var", "terraform console given a -var", tok[25],
         lambda: run_command(["sh", "-c", f"echo var.token | terraform console -var token={tok[25]}"],
                             tmp, env=_BASE_ENV, timeout=90), tmp),
        ("terraform init line", "terraform init showing the source line of a bad default",
         tok[9], ["terraform", "init", "-input=false", "-no-color"], str(vt)),
        ("aws debug session token", "aws --debug sending a session token to a local endpoint",
         long[3],
         lambda: "\n".join(line for line in run_command(
             ["aws", "sts", "get-caller-identity", "--debug", "--endpoint-url",
              f"http://127.0.0.1:{port}"], tmp, env=aws_env, timeout=90).splitlines()
             if "X-Amz-Security-Token" in line or "Sending http request" in line
             or "An error occurred" in line)[:6000], tmp),
        ("jq args", "jq -n --arg shown back by $ARGS", tok[26],
         ["jq", "-n", "--arg", "service", "billing", "--arg", "key", tok[26], "$ARGS"], tmp),
        ("make recipe echo", "make echoing a recipe with a command-line variable", tok[27],
         ["make", "--no-print-directory", f"REGISTRY_PASSWORD={tok[27]}", "push"], tmp),
        ("make print database", "make -p listing the environment's variables (the lines naming it, as grep shows them)", tok[28],
         lambda: "\n".join(line for line in run_command(
             ["make", "-p", "-f", "/dev/null"], tmp,
             env={**_BASE_ENV, "SENDGRID_API_KEY": tok[28]}).splitlines()
             if "SENDGRID" in line), tmp),
        ("cmake cache list", "cmake -LA listing a -D cache entry", tok[29],
         ["cmake", "-S", "cm", "-B", "cm/build", f"-DARTIFACTORY_API_KEY={tok[29]}", "-LA"],
         tmp),
        ("cmake fatal error", "cmake -P with message(FATAL_ERROR) expanding a -D variable",
         pw[8], ["cmake", f"-DCONAN_PASSWORD={pw[8]}", "-P", "cm2/upload.cmake"], tmp),
        ("tar extract stdout", "tar -xOf printing a file from a backup", pw[1],
         ["tar", "-xOf", "backup.tar", "./srv/app/.env"], tmp),
        ("unzip pipe", "unzip -p printing a file from a release archive", tok[4],
         ["unzip", "-p", "release.zip", "config/secrets.yml"], tmp),
        ("zcat log", "zcat of a rotated log", tok[5], ["zcat", "app.log.gz"], tmp),
        ("iconv utf16", "iconv converting a UTF-16 credentials file", pw[2],
         ["iconv", "-f", "UTF-16", "-t", "UTF-8", "creds-utf16.txt"], tmp),
        ("pr merge", "pr -m -t printing two env files side by side", hexes[0],
         ["pr", "-m", "-t", "-w", "120", "old.env", "new.env"], tmp),
        ("sdiff", "sdiff of two env files (a rotated token)", hexes[1],
         ["sdiff", "old.env", "new.env"], tmp),
        ("nl numbered", "nl -ba numbering an INI file", pw[3], ["nl", "-ba", "app.ini"], tmp),
        ("awk field", "awk printing the value of one key from .env", tok[6],
         ["awk", "-F=", "/MAPBOX/ {print $1 \": \" $2}", ".env"], tmp),
        ("cut column", "cut -d, -f3 of a CSV of users", tok[7],
         ["cut", "-d,", "-f1,3", "users.csv"], tmp),
        ("join files", "join of a names file and a keys file on an id", tok[8],
         ["join", "u.txt", "k.txt"], tmp),
        ("strings binary", "strings on a firmware image holding a Wi-Fi PSK", pw[4],
         ["strings", "-n", "8", "fw.bin"], tmp),
        ("base64 decode", "base64 -d of a Kubernetes secret's value", b64_tok,
         lambda: run_command(["sh", "-c", f"echo {b64} | base64 -d"], tmp, env=_BASE_ENV), tmp),
    ]  # fmt: skip
    out: list[Case] = []
    seen: set[str] = set()
    for name, source, secret, argv, cwd in runs:
        text = argv() if callable(argv) else run(argv, cwd)
        text = text.replace(tmp, "/home/dev/work")
        text = re.sub(r"thread 'main' \(\d+\)", "thread 'main'", text)
        text = re.sub(r"127\.0\.0\.1:\d{4,5}", "127.0.0.1:8080", text)
        text = re.sub(r"\bpid: \d+", "pid: 4412", text)  # Node's child process id
        if secret in seen or not leaked(secret, text):
            continue
        seen.add(secret)
        raises = "process" if name.startswith(("git", "make", "npm", "tar")) else "runtime"
        out.append(Case(f"cli: {name}", source, text, secret, raises=raises))
    return out + _library_cases(v)


def _message(call: Callable[[], object]) -> str:
    try:
        call()
    except BaseException as error:  # a CLI framework raises SystemExit
        module = type(error).__module__
        prefix = "" if module == "builtins" else module + "."
        return f"{prefix}{type(error).__qualname__}: {error}"
    raise AssertionError("expected an error")


def _library_cases(v: Values) -> list[Case]:
    """Python libraries' real errors: each call is made here and its message is the text."""
    tok = [v.gen(ALNUM, 32) for _ in range(8)]
    # idna and croniter lower-case what they quote, so their tokens are lower case already.
    low = [v.gen(string.ascii_lowercase + string.digits, 32) for _ in range(2)]
    pw = v.pw()
    ident = "k" + v.gen(ALNUM, 31)
    calls: list[tuple[str, str, str, Callable[[], str]]] = []

    def idna_call() -> str:
        import idna

        return _message(lambda: idna.encode(f"ci:{low[0]}@pypi.acme.io"))

    def cyclopts_call() -> str:
        import contextlib

        import cyclopts

        app = cyclopts.App(name="sync", help_flags=[], version_flags=[])

        @app.default
        def sync(host: str, port: int) -> None:
            """Sync."""

        buf = io.StringIO()
        with contextlib.redirect_stdout(buf), contextlib.redirect_stderr(buf):
            text = _message(lambda: app(["--host", "db-1", "--port", tok[1]], exit_on_error=False))
        return (buf.getvalue() + "\n" + text).strip()

    def fastavro_call() -> str:
        from fastavro.validation import validate

        schema = {
            "type": "record",
            "name": "Config",
            "fields": [{"name": "region", "type": "string"}, {"name": "retries", "type": "int"}],
        }
        return _message(
            lambda: validate({"region": "eu", "retries": tok[2]}, schema, raise_errors=True)
        )

    def croniter_call() -> str:
        from croniter import croniter

        return _message(lambda: croniter(f"*/5 * * * {low[1]}"))

    def sqlite_call() -> str:
        con = sqlite3.connect(":memory:")
        con.execute("CREATE TABLE sessions (user TEXT, token TEXT)")
        return _message(lambda: con.execute(f"SELECT user FROM sessions WHERE token = {ident}"))

    def botocore_call() -> str:
        import botocore.session

        session = botocore.session.get_session()
        client = session.create_client(
            "secretsmanager",
            region_name="eu-north-1",
            aws_access_key_id="AKIAACME20X",
            aws_secret_access_key="unused-here",
        )
        return _message(lambda: client.create_secret(Name="shop/db", SecretString=pw.encode()))

    calls = [
        ("idna netloc", "idna.encode given a URL's user:token@host", low[0], idna_call),
        ("cyclopts int", "a cyclopts CLI given a token for an int parameter", tok[1],
         cyclopts_call),
        ("fastavro validate", "fastavro's validation of a record with a token in an int field",
         tok[2], fastavro_call),
        ("croniter field", "croniter given a token in a cron field", low[1], croniter_call),
        ("sqlite3 module column", "Python's sqlite3 reading an unquoted value as a column",
         ident, sqlite_call),
        ("botocore param", "botocore's parameter validation quoting a bytes SecretString", pw,
         botocore_call),
    ]  # fmt: skip
    out = []
    for name, source, secret, call in calls:
        try:
            text = call()
        except ImportError:
            continue
        if leaked(secret, text):
            out.append(Case(f"traceback: {name}", source, text, secret, raises="cause"))
    return out
