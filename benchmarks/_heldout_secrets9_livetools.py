"""Held-out set 9, live: the output of tools run here, and stdlib tracebacks raised here.

Each text is what a real tool printed (curl and wget against the loopback HTTP server of
``_heldout_secrets9_live.py``, git on a repository written here, sqlite3, hexdump, xxd, ps,
openssl on a key made from a seeded value, redis-cli against a ``redis-server`` started here)
or what the standard library formatted for an exception raised here (``capture_locals``
tracebacks and a ``cgitb`` report). The secrets come from the set's seed.
"""

from __future__ import annotations

import base64
import cgitb
import socket
import subprocess
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path

from _heldout_secrets_harness import ALNUM, HEX, Values

__all__ = ["Row", "free_port", "raised", "redis_cases", "tool_cases", "traceback_cases"]

# group, kind, source, text, secret
Row = tuple[str, str, str, str, str]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _run(*cmd: str, cwd: Path | None = None, stdin: str | None = None) -> str:
    """What a tool printed (stdout then stderr), whatever its exit status."""
    done = subprocess.run(
        cmd, cwd=cwd, input=stdin, capture_output=True, text=True, timeout=30, check=False
    )
    return done.stdout + done.stderr


def raised(call: Callable[[], object]) -> BaseException:
    try:
        call()
    except Exception as error:  # the client's own exception is the text
        return error
    raise AssertionError("the call did not fail")


def tool_cases(v: Values, port: int, tmp: Path) -> list[Row]:
    base = f"http://127.0.0.1:{port}"
    out = []
    pw = v.pw()
    text = _run("curl", "-sv", "-u", f"backup:{pw}", f"{base}/v1/snapshots")
    out.append(
        (
            "cli",
            "curl -v basic",
            "curl -v against loopback, live",
            text,
            base64.b64encode(f"backup:{pw}".encode()).decode(),
        )
    )
    tok = v.gen(ALNUM, 40)
    text = _run("curl", "-sv", "-H", f"PRIVATE-TOKEN: {tok}", f"{base}/api/v4/projects")
    out.append(("cli", "curl -v private-token", "curl -v against loopback, live", text, tok))
    pw = v.pw()
    text = _run(
        "curl", "-s", "--trace-ascii", "-", "-d", f"username=ops&password={pw}", f"{base}/login"
    )
    out.append(
        ("cli", "curl trace-ascii form", "curl --trace-ascii against loopback, live", text, pw)
    )
    tok = v.gen(ALNUM, 40)
    text = _run(
        "wget",
        "--debug",
        "-O",
        "/dev/null",
        "--tries=1",
        f"--header=X-Api-Key: {tok}",
        f"{base}/export",
    )
    out.append(("cli", "wget debug header", "wget --debug against loopback, live", text, tok))
    pw = v.pw()
    text = _run(
        "wget",
        "--debug",
        "-O",
        "/dev/null",
        "--tries=1",
        "--auth-no-challenge",
        "--user=ci",
        f"--password={pw}",
        f"{base}/artifacts",
    )
    out.append(("cli", "wget debug basic", "wget --debug --auth-no-challenge, live", text, pw))
    repo = tmp / "repo"
    repo.mkdir()
    git = ("git", "-c", "user.name=ci", "-c", "user.email=ci@acme.io")
    _run(*git, "init", "-q", cwd=repo)
    (repo / "README.md").write_text("acme service\n")
    _run(*git, "add", ".", cwd=repo)
    _run(*git, "commit", "-qm", "initial", cwd=repo)
    key = "sk_live_" + v.gen(ALNUM, 40)
    (repo / ".env").write_text(f"PORT=8080\nSTRIPE_SECRET_KEY={key}\nLOG_LEVEL=info\n")
    _run(*git, "add", ".env", cwd=repo)
    _run(*git, "commit", "-qm", "add env", cwd=repo)
    text = _run("git", "show", "--stat", "-p", "--format=commit %h%n%s", "HEAD", cwd=repo)
    out.append(("cli", "git show diff", "git show -p of a commit that added .env, live", text, key))
    text = _run("git", "grep", "-n", "SECRET", cwd=repo)
    out.append(
        (
            "cli",
            "git grep match",
            "git grep output, live",
            text + "pre-commit: secret found, aborting",
            key[8:],
        )
    )
    tok = v.gen(ALNUM, 36)
    _run(
        *git,
        "commit",
        "-q",
        "--allow-empty",
        "-m",
        f"ci: rotate deploy token to ghs_{tok}",
        cwd=repo,
    )
    text = _run("git", "log", "-1", "--format=%h %an %s", cwd=repo)
    out.append(
        ("cli", "git log message", "git log of a commit message holding a token, live", text, tok)
    )
    db = tmp / "app.db"
    secret = v.gen(ALNUM, 40)
    sql = f"create table integrations(name text, api_secret text); insert into integrations values('crm', '{secret}');"
    _run("sqlite3", str(db), sql)
    text = _run("sqlite3", "-line", str(db), "select * from integrations;")
    out.append(
        (
            "cli",
            "sqlite3 -line",
            "sqlite3 -line output, live",
            text + "Error: stepping, database is locked (5)",
            secret,
        )
    )
    pw = v.pw()
    _run(
        "sqlite3",
        str(db),
        f"create table users(login text, password text); insert into users values('admin', '{pw}');",
    )
    text = _run("sqlite3", "-box", str(db), "select * from users;")
    out.append(("cli", "sqlite3 -box", "sqlite3 -box output, live", text, pw))
    pw = v.gen(ALNUM, 24)
    blob = tmp / "device.cfg"
    blob.write_bytes(b"\x00\x01CFG\x02" + b"wifi_psk=" + pw.encode() + b"\x00\x00admin=root\x00")
    out.append(
        (
            "cli",
            "hexdump -C",
            "hexdump -C of a binary config, live",
            _run("hexdump", "-C", str(blob)),
            pw,
        )
    )
    pw = v.gen(ALNUM, 24)
    blob.write_bytes(b"\x7fBIN" + b"\x00" * 5 + b"db_pass:" + pw.encode() + b"\x00")
    out.append(("cli", "xxd", "xxd of a binary config, live", _run("xxd", str(blob)), pw))
    pw = v.gen(ALNUM, 32)
    proc = subprocess.Popen(
        [sys.executable, "-c", "import time; time.sleep(5)", "--db-password", pw]
    )
    try:
        time.sleep(0.3)
        text = _run("ps", "-o", "pid=,args=", "-p", str(proc.pid))
    finally:
        proc.kill()
        proc.wait()
    out.append(
        (
            "cli",
            "ps args",
            "ps -o args of a process started with a password, live",
            text + "health check: worker stuck",
            pw,
        )
    )
    seed = bytes(v.r.randrange(256) for _ in range(32))
    key_file = tmp / "signing.pem"
    key_file.write_text(_ed25519_pem(seed))
    text = _run("openssl", "pkey", "-in", str(key_file), "-text", "-noout")
    first = ":".join(f"{b:02x}" for b in seed[:15])
    out.append(
        (
            "cli",
            "openssl pkey -text",
            "openssl pkey -text of a key from a seeded value, live",
            text,
            first,
        )
    )
    return out


def _ed25519_pem(seed: bytes) -> str:
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    key = Ed25519PrivateKey.from_private_bytes(seed)
    return key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    ).decode()


def redis_cases(v: Values, tmp: Path) -> list[Row]:
    pw = v.gen(ALNUM, 32)
    master = v.pw()
    port = free_port()
    server = subprocess.Popen(
        [
            "redis-server",
            "--port",
            str(port),
            "--bind",
            "127.0.0.1",
            "--save",
            "",
            "--requirepass",
            pw,
            "--dir",
            str(tmp),
        ],
        stdout=subprocess.DEVNULL,
    )
    try:
        cli = ("redis-cli", "-p", str(port), "--no-auth-warning", "-a", pw)
        for _ in range(50):
            if "PONG" in _run(*cli, "PING"):
                break
            time.sleep(0.1)
        _run(*cli, "CONFIG", "SET", "masterauth", master)
        first = _run(*cli, "CONFIG", "GET", "requirepass")
        second = _run(*cli, "CONFIG", "GET", "masterauth")
    finally:
        server.terminate()
        server.wait()
    return [
        (
            "cli",
            "redis-cli config get requirepass",
            "redis-cli CONFIG GET against a live redis-server",
            first + "(error) replica sync failed",
            pw,
        ),
        (
            "cli",
            "redis-cli config get masterauth",
            "redis-cli CONFIG GET against a live redis-server",
            second,
            master,
        ),
    ]


def traceback_cases(v: Values) -> list[Row]:
    out = []

    def connect(host: str, user: str, password: str) -> None:
        timeout = 5
        raise ConnectionRefusedError(f"connect to {host}:5432 refused after {timeout}s")

    pw = v.pw()
    error = raised(lambda: connect("db01", "etl", pw))
    text = "".join(traceback.TracebackException.from_exception(error, capture_locals=True).format())
    out.append(
        (
            "traceback",
            "stdlib capture_locals",
            "traceback.TracebackException(capture_locals=True), live",
            text,
            pw,
        )
    )

    def push(url: str, headers: dict[str, str]) -> None:
        raise TimeoutError("push timed out")

    tok = v.gen(ALNUM, 40)
    error = raised(lambda: push("https://hooks.acme.io/in", {"X-Signing-Secret": tok}))
    text = "".join(traceback.TracebackException.from_exception(error, capture_locals=True).format())
    out.append(
        (
            "traceback",
            "stdlib capture_locals dict",
            "traceback.TracebackException(capture_locals=True) of a headers dict, live",
            text,
            tok,
        )
    )
    api_key = v.gen(HEX, 32)

    def geocode(query: str, api_key: str = api_key) -> None:
        raise ValueError(f"no result for {query!r}")

    error = raised(lambda: geocode("Berlin"))
    text = cgitb.text((type(error), error, error.__traceback__))
    out.append(
        (
            "traceback",
            "cgitb text",
            "cgitb.text report with arguments and locals, live",
            text,
            api_key,
        )
    )
    return out
