"""Held-out set 19: what real runtimes and command-line tools print, run here (loopback only).

Each program is run for real and its output (stdout and stderr, as an agent's shell tool
captures it) is the case's text. Node: an uncaught error's own properties, ``util.inspect`` of
a ``URL`` with a password, ``BigInt`` and ``RegExp`` given a token, ``Intl.NumberFormat``
given one as a currency, ``readFileSync`` and ``process.chdir`` given one as a path,
``console.table`` of a row. Java (``java Main.java``, the single-file launcher): an uncaught
``NumberFormatException``, ``URISyntaxException``, ``UUID.fromString``, ``LocalDate.parse`` and
``Enum.valueOf`` given a token, a record's ``toString`` and ``Properties.list``. Rust (compiled
here with ``rustc``): ``Command``'s Debug (the environment first), a ``BTreeMap``'s Debug in a
panic and ``unwrap`` on an ``Err`` holding a ``String``. Then tools: Perl's non-numeric
warning and ``Data::Dumper``, psql's URI parser on an unclosed IPv6 bracket, sqlite3's
``-line``, ``-markdown`` and ``-json`` modes, ``git blame``, ``git grep -n`` and ``git
format-patch --stdout`` of a committed ``.env``, ``diff -u`` of two env files, ``hexdump -C``,
``fold -w``, ``base32`` and ``column -t`` of env files, and ``ssh-keygen`` given a passphrase
as the comment (its output differs between runs in the new key's fingerprint). Earlier live
sets (grepped) took none of these calls. A tool that is not installed, or whose output does not
hold the secret here, adds no case; every value is drawn before any tool runs, so a missing
tool changes none.
"""

from __future__ import annotations

import base64
import functools
import re
import tempfile
from pathlib import Path

from _heldout_live_tools import run_command
from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values, leaked

__all__ = ["live_tool_cases"]

_GIT_ENV = {
    "GIT_AUTHOR_NAME": "dev",
    "GIT_AUTHOR_EMAIL": "dev@acme.io",
    "GIT_COMMITTER_NAME": "dev",
    "GIT_COMMITTER_EMAIL": "dev@acme.io",
    "GIT_AUTHOR_DATE": "2026-12-05T09:00:00Z",
    "GIT_COMMITTER_DATE": "2026-12-05T09:00:00Z",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
}
_run = functools.partial(
    run_command,
    env={"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "RUST_BACKTRACE": "0", **_GIT_ENV},
    timeout=60,
)

_JAVA = r"""
import java.net.URI;
import java.time.LocalDate;
import java.util.Properties;
import java.util.UUID;

public class Main {
    enum Mode { FAST, SAFE }
    record DbConfig(String url, String user, String password) {}

    public static void main(String[] a) throws Exception {
        String t = a[1];
        switch (a[0]) {
            case "int" -> Integer.parseInt(t);
            case "uri" -> new URI("https://ci:" + t + "@repo acme.io/releases/");
            case "uuid" -> UUID.fromString(t);
            case "date" -> LocalDate.parse(t);
            case "enum" -> Mode.valueOf(t);
            case "record" -> throw new IllegalStateException(
                "pool init failed: " + new DbConfig("jdbc:postgresql://pg-1/app", "app", t));
            case "props" -> {
                Properties p = new Properties();
                p.setProperty("mail.smtp.host", "smtp.acme.io");
                p.setProperty("mail.smtp.password", t);
                p.list(System.out);
                throw new IllegalStateException("mail session not created");
            }
            default -> throw new IllegalArgumentException(a[0]);
        }
    }
}
"""

_RUST = r"""
use std::collections::BTreeMap;
use std::process::Command;

fn check(key: &str) -> Result<(), String> {
    Err(format!("signature mismatch for key {key}"))
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let t = &a[2];
    match a[1].as_str() {
        "command" => {
            let mut c = Command::new("pg_dump");
            c.env("PGPASSWORD", t).args(["-h", "pg-1", "-U", "backup", "shop"]);
            eprintln!("spawn failed: {:?}", c);
            std::process::exit(1);
        }
        "map" => {
            let mut h = BTreeMap::new();
            h.insert("accept", "application/json".to_string());
            h.insert("x-api-key", t.clone());
            panic!("request rejected (401), headers: {:?}", h);
        }
        _ => check(t).unwrap(),
    }
}
"""


def _git_repo(tmp: str, tokens: list[str]) -> str:
    repo = Path(tmp, "repo")
    repo.mkdir()
    _run(["git", "init", "-q", "-b", "main"], str(repo))
    Path(repo, ".env").write_text(
        f"APP_ENV=production\nMAILGUN_SIGNING_KEY={tokens[0]}\nTWILIO_AUTH={tokens[1]}\n"
        f"SESSION_SECRET={tokens[2]}\n"
    )
    _run(["git", "add", ".env"], str(repo))
    _run(["git", "commit", "-q", "-m", "add env for prod"], str(repo))
    return str(repo)


def live_tool_cases(v: Values) -> list[Case]:
    tok = [v.gen(ALNUM, 32) for _ in range(24)]
    pw = [v.pw() for _ in range(6)]
    long = [v.gen(URLSAFE, 40) for _ in range(4)]
    fold_tok = v.gen(ALNUM, 72)
    b32_tok = v.gen(ALNUM, 30)
    b32 = base64.b32encode(b32_tok.encode()).decode()
    hex_tok = v.gen(ALNUM, 40)
    out: list[Case] = []
    with tempfile.TemporaryDirectory() as tmp:
        t = Path(tmp)
        (t / "Main.java").write_text(_JAVA)
        (t / "m.rs").write_text(_RUST)
        _run(["rustc", "-O", "-o", str(t / "m"), str(t / "m.rs")], tmp)
        repo = _git_repo(tmp, [long[0], long[2], long[3]])
        (t / "old.env").write_text(f"REGION=eu\nSEGMENT_WRITE_KEY={tok[20]}\n")
        (t / "new.env").write_text(f"REGION=eu\nSEGMENT_WRITE_KEY={tok[21]}\n")
        (t / "hex.env").write_text(f"USER=ops\nAPI_SECRET={hex_tok}\n")
        (t / "fold.env").write_text(f"SIGNING_KEY={fold_tok}\n")
        (t / "b32src.txt").write_text(b32_tok)
        (t / "cols.env").write_text(f"NAME VALUE\nsmtp_user notify\nsmtp_pass {pw[4]}\n")
        node = "node"
        runs = [
            ("node error props", "Node printing an uncaught Error with a config property", tok[0],
             [node, "-e", "const e = new Error('Request failed with status code 401'); "
              f"e.config = {{ headers: {{ Authorization: 'Bearer {tok[0]}' }} }}; throw e"]),
            ("node inspect url", "Node's util.inspect of a URL holding a password", tok[1],
             [node, "-p", f"require('util').inspect(new URL('https://ci:{tok[1]}@git.acme.io/shop.git'))"]),
            ("node bigint", "Node's BigInt given a token", tok[2], [node, "-e", f"BigInt('{tok[2]}')"]),
            ("node regexp", "Node's RegExp given a token followed by a bracket", tok[3],
             [node, "-e", f"new RegExp('{tok[3]}(')"]),
            ("node intl currency", "Node's Intl.NumberFormat given a token as a currency code",
             tok[4], [node, "-e", "new Intl.NumberFormat('en', {style: 'currency', "
                      f"currency: '{tok[4]}'}})"]),
            ("node readfile", "Node's readFileSync given a token as a path", tok[5],
             [node, "-e", f"require('fs').readFileSync('{tok[5]}')"]),
            ("node chdir", "Node's process.chdir given a token", tok[6],
             [node, "-e", f"process.chdir('{tok[6]}')"]),
            ("node console table", "Node's console.table of a row with a token", tok[7],
             [node, "-e", f"console.table([{{ service: 'billing', token: '{tok[7]}' }}])"]),
            ("java parseint", "Java's uncaught NumberFormatException", tok[8],
             ["java", "Main.java", "int", tok[8]]),
            ("java uri", "Java's URISyntaxException quoting a URL with credentials", tok[9],
             ["java", "Main.java", "uri", tok[9]]),
            ("java uuid", "Java's UUID.fromString given a token", tok[10],
             ["java", "Main.java", "uuid", tok[10]]),
            ("java localdate", "Java's LocalDate.parse given a token", tok[11],
             ["java", "Main.java", "date", tok[11]]),
            ("java enum", "Java's Enum.valueOf given a token", tok[12],
             ["java", "Main.java", "enum", tok[12]]),
            ("java record", "a Java record's toString in an exception", pw[0],
             ["java", "Main.java", "record", pw[0]]),
            ("java properties list", "java.util.Properties.list before an exception", pw[1],
             ["java", "Main.java", "props", pw[1]]),
            ("rust command debug", "Rust's Debug of a Command (environment first)", tok[13],
             [str(t / "m"), "command", tok[13]]),
            ("rust map panic", "a Rust panic with a BTreeMap's Debug", tok[14],
             [str(t / "m"), "map", tok[14]]),
            ("rust unwrap err", "Rust's unwrap on an Err(String)", tok[15],
             [str(t / "m"), "unwrap", tok[15]]),
            ("perl non numeric", "Perl's 'isn't numeric' warning quoting a token", tok[16],
             ["perl", "-we", f'my %c = (token => "{tok[16]}"); printf("%d\\n", $c{{token}});']),
            ("perl data dumper", "Perl's Data::Dumper of a config hash", pw[2],
             ["perl", "-MData::Dumper", "-e",
              f"$Data::Dumper::Sortkeys = 1; print Dumper({{user => 'etl', pass => '{pw[2]}'}}); "
              "die qq{connect failed\\n}"]),
            ("psql uri bracket", "psql's URI parser on an unclosed IPv6 bracket", tok[17],
             ["psql", f"postgresql://app:{tok[17]}@[fd00::12/app"]),
            ("sqlite3 line mode", "sqlite3 -line printing a row", tok[18],
             ["sqlite3", "-line", ":memory:",
              f"SELECT 'stripe' AS provider, '{tok[18]}' AS secret_key;"]),
            ("sqlite3 markdown", "sqlite3 -markdown printing a row", tok[19],
             ["sqlite3", "-markdown", ":memory:", f"SELECT 'ci' AS user, '{tok[19]}' AS token;"]),
            ("sqlite3 json", "sqlite3 -json printing a row", long[1],
             ["sqlite3", "-json", ":memory:", f"SELECT 7 AS id, '{long[1]}' AS refresh_token;"]),
            ("git blame env", "git blame of a committed .env", long[0], ["git", "blame", ".env"],
             repo),
            ("git grep", "git grep -n across the repository", long[2],
             ["git", "grep", "-n", "TWILIO"], repo),
            ("git format patch", "git format-patch --stdout of the commit adding .env", long[3],
             ["git", "format-patch", "--stdout", "-1", "HEAD"], repo),
            ("diff unified env", "diff -u of two env files (a rotated key)", tok[21],
             ["diff", "-u", "--label", "a/.env", "--label", "b/.env", "old.env", "new.env"]),
            ("hexdump canonical", "hexdump -C of an env file (16 bytes a line)", hex_tok,
             ["hexdump", "-C", "hex.env"]),
            ("fold wrap", "fold -w 24 wrapping a long line", fold_tok, ["fold", "-w", "24", "fold.env"]),
            ("base32 file", "base32 of a file holding a token", b32, ["base32", "b32src.txt"]),
            ("column table", "column -t of a name/value file", pw[4], ["column", "-t", "cols.env"]),
            ("ssh-keygen comment", "ssh-keygen given a passphrase as the -C comment", tok[22],
             ["ssh-keygen", "-t", "ed25519", "-N", "", "-C", tok[22], "-f", "k"]),
                    ]  # fmt: skip
        seen: set[str] = set()
        for name, source, secret, argv, *cwd in runs:
            text = _run(argv, cwd[0] if cwd else tmp).replace(tmp, "/home/dev/work")
            # The same text on every run but for a new key's fingerprint and art.
            text = re.sub(r"thread 'main' \(\d+\)", "thread 'main'", text)
            if secret in seen or not leaked(secret, text):
                continue
            seen.add(secret)
            raises = "process" if name.startswith(("git", "diff", "curl")) else "runtime"
            out.append(Case(f"cli: {name}", source, text, secret, raises=raises))
    return out
