"""Held-out set 11: what real tools printed here, live, on files written here or on loopback.

Nothing below is typed: each text is what a tool printed when run at build time. Tools and
outputs no earlier live set used (``_heldout_secrets{9,10}_live*.py`` were read for which):
terraform's diagnostics quoting the HCL source line, jq's "while parsing" of a value passed to
``tonumber``, node's ``JSON.parse`` and compile errors echoing the source, the sqlite3 shell's
"error here ---^" under the statement, perl's "near ..." syntax errors, the Java single-file
launcher's compile error with its caret, ``git credential fill`` echoing the credential, git's
``--get-regexp`` of an ``insteadOf`` URL holding a token, redis-cli's ``CONFIG GET`` of
``requirepass`` and ``masterauth`` against a ``redis-server`` started here, openssl's ``pkey
-text`` of a private key made from a seeded value, curl's ``--trace-ascii`` of a form body, and
kubectl's dry-run docker-registry secret. Tools missing here are skipped (``--list`` shows
which ran). The secrets come from the set's seed; only ports and paths differ between runs.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from _heldout_secrets11_loopback import unauthorized_server
from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values, leaked

__all__ = ["live_tool_cases"]

_ANSI = re.compile(r"\x1b\[[0-9;]*m")
# group, name, source, text, secret
_Row = tuple[str, str, str, str, str]


def _run(args: list[str], cwd: Path, stdin: str = "", env: dict[str, str] | None = None) -> str:
    done = subprocess.run(
        args,
        cwd=cwd,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, **(env or {})},
    )
    return _ANSI.sub("", (done.stdout + done.stderr).strip())


def _have(tool: str) -> bool:
    return shutil.which(tool) is not None


def _terraform(v: Values, tmp: Path) -> list[_Row]:
    if not _have("terraform"):
        return []
    rc = tmp / "terraformrc"
    rc.write_text("")
    env = {"TF_CLI_CONFIG_FILE": str(rc), "NO_COLOR": "1"}
    pw = v.pw()
    (tmp / "db.tf").write_text(
        f'resource "postgresql_role" "etl" {{\n  name     = "etl"\n  password = "{pw}" login\n}}\n'
    )
    tok = v.gen(URLSAFE, 40)
    (tmp / "prov.tf").write_text(
        f'provider "gitea" {{\n  base_url = "https://git.acme.lan"\n  token    = "{tok}",\n}}\n'
    )
    return [
        (
            "cli",
            "terraform fmt source line",
            "terraform fmt on a file with a syntax error: the diagnostic quotes the line",
            _run(["terraform", "fmt", "-no-color", "db.tf"], tmp, env=env),
            pw,
        ),
        (
            "cli",
            "terraform fmt trailing comma",
            "terraform fmt: a provider block's token line with a stray comma, quoted",
            _run(["terraform", "fmt", "-no-color", "prov.tf"], tmp, env=env),
            tok,
        ),
    ]


def _script_tools(v: Values, tmp: Path) -> list[_Row]:
    rows: list[_Row] = []
    if _have("jq"):
        tok = v.gen(ALNUM, 36)
        rows.append(
            (
                "cli",
                "jq tonumber",
                "jq -r '.expires_in | tonumber' on a response whose field holds the token",
                _run(
                    ["jq", "-r", ".expires_in | tonumber"],
                    tmp,
                    json.dumps({"expires_in": tok}),
                ),
                tok,
            )
        )
    if _have("node"):
        key = v.gen(ALNUM, 32)
        rows.append(
            (
                "cli",
                "node json parse",
                "node: JSON.parse of a config with a trailing comma echoes the source",
                _run(["node", "-e", f'JSON.parse(`{{"apiKey":"{key}", }}`)'], tmp),
                key,
            )
        )
        key = v.gen(URLSAFE, 40)
        (tmp / "cfg.mjs").write_text(f'const token = "{key}" +;\nexport default token;\n')
        rows.append(
            (
                "cli",
                "node syntax error",
                "node: a module's syntax error prints the source line with a caret",
                _run(["node", "cfg.mjs"], tmp),
                key,
            )
        )
    if _have("sqlite3"):
        key = v.gen(ALNUM, 28)
        sql = f"create table creds(k); insert into creds values('{key}') returning;"
        rows.append(
            (
                "cli",
                "sqlite3 error here",
                "the sqlite3 shell's syntax error quotes the statement and marks the spot",
                _run(["sqlite3", ":memory:", sql], tmp),
                key,
            )
        )
    if _have("perl"):
        pw = v.pw()
        (tmp / "deploy.pl").write_text(f'my $db_pass = "{pw}" "x";\nprint $db_pass;\n')
        rows.append(
            (
                "cli",
                "perl near",
                "perl -c: 'String found where operator expected ... near' quotes the code",
                _run(["perl", "-c", "deploy.pl"], tmp),
                pw,
            )
        )
    if _have("java"):
        tok = v.gen(ALNUM, 30)
        (tmp / "Main.java").write_text(
            "public class Main {\n  public static void main(String[] a) {\n"
            f'    String apiToken = "{tok}"\n    System.out.println(apiToken);\n  }}\n}}\n'
        )
        rows.append(
            (
                "cli",
                "java source launcher",
                "java Main.java: the compile error prints the line and a caret",
                _run(["java", "Main.java"], tmp),
                tok,
            )
        )
    return rows


def _git(v: Values, tmp: Path) -> list[_Row]:
    if not _have("git"):
        return []
    pw = v.pw()
    fill = _run(
        ["git", "-c", "credential.helper=", "credential", "fill"],
        tmp,
        f"protocol=https\nhost=git.acme.lan\nusername=release-bot\npassword={pw}\n\n",
        {"GIT_TERMINAL_PROMPT": "0"},
    )
    repo = tmp / "repo"
    repo.mkdir()
    _run(["git", "init", "-q"], repo)
    tok = v.gen(URLSAFE, 40)
    _run(
        [
            "git",
            "config",
            f"url.https://oauth2:{tok}@gitlab.acme.lan/.insteadOf",
            "https://gitlab.acme.lan/",
        ],
        repo,
    )
    regexp = _run(["git", "config", "--show-origin", "--get-regexp", r"^url\."], repo)
    return [
        (
            "cli",
            "git credential fill",
            "git credential fill echoing the credential it was given (a helper's debug step)",
            f"credential helper 'vault' failed; git credential fill returned:\n{fill}",
            pw,
        ),
        (
            "cli",
            "git insteadof regexp",
            "git config --show-origin --get-regexp '^url\\.' listing an insteadOf with a token",
            f"fatal: could not read Username for 'https://gitlab.acme.lan': terminal prompts "
            f"disabled\n$ git config --show-origin --get-regexp '^url\\.'\n{regexp}",
            tok,
        ),
    ]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def _redis(password: str, masterauth: str) -> Iterator[int | None]:
    if not (_have("redis-server") and _have("redis-cli")):
        yield None
        return
    port = _free_port()
    server = subprocess.Popen(
        [
            "redis-server",
            "--port",
            str(port),
            "--save",
            "",
            "--appendonly",
            "no",
            "--requirepass",
            password,
            "--masterauth",
            masterauth,
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(100):
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 0.2):
                break
            time.sleep(0.05)
        yield port
    finally:
        server.terminate()
        server.wait(10)


def _redis_rows(v: Values, tmp: Path) -> list[_Row]:
    pw = v.gen(ALNUM, 24)
    master = v.pw()
    with _redis(pw, master) as port:
        if port is None:
            return []
        env = {"REDISCLI_AUTH": pw}
        out = _run(["redis-cli", "-p", str(port), "CONFIG", "GET", "requirepass"], tmp, env=env)
        out2 = _run(["redis-cli", "-p", str(port), "CONFIG", "GET", "masterauth"], tmp, env=env)
    return [
        (
            "cli",
            "redis config get requirepass",
            "redis-cli CONFIG GET requirepass against a redis-server started here",
            f"config drift check failed (replica 2 differs):\n{out}",
            pw,
        ),
        (
            "cli",
            "redis config get masterauth",
            "redis-cli CONFIG GET masterauth (the password a replica uses for its master)",
            f"replication broken: MASTERDOWN Link with MASTER is down\n$ redis-cli CONFIG GET masterauth\n{out2}",
            master,
        ),
    ]


def _openssl_kubectl(v: Values, tmp: Path) -> list[_Row]:
    rows: list[_Row] = []
    if _have("openssl"):
        from cryptography.hazmat.primitives import serialization
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

        seed = bytes(v.r.randrange(256) for _ in range(32))
        key = Ed25519PrivateKey.from_private_bytes(seed)
        pem = key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
        (tmp / "signer.pem").write_bytes(pem)
        text = _run(["openssl", "pkey", "-in", "signer.pem", "-text", "-noout"], tmp)
        priv = ":".join(f"{b:02x}" for b in seed[:15])
        rows.append(
            (
                "cli",
                "openssl pkey text",
                "openssl pkey -text -noout printing an Ed25519 key's private bytes as hex",
                f"release signing failed: signature rejected by the registry\nkey dump:\n{text}",
                priv,
            )
        )
    if _have("kubectl"):
        pw = v.pw()
        out = _run(
            [
                "kubectl",
                "create",
                "secret",
                "docker-registry",
                "regcred",
                "--dry-run=client",
                "-o",
                "yaml",
                "--docker-server=harbor.acme.lan",
                "--docker-username=robot$ci",
                f"--docker-password={pw}",
                "--docker-email=ci@acme.io",
            ],
            tmp,
            env={"KUBECONFIG": "/dev/null"},
        )
        blob = re.search(r"\.dockerconfigjson: (\S+)", out)
        if blob:
            rows.append(
                (
                    "cli",
                    "kubectl docker-registry secret",
                    "kubectl create secret docker-registry --dry-run -o yaml: base64 of a JSON "
                    "holding the password and base64(user:password)",
                    f'error: the server doesn\'t have a resource type "secrets" (applying):\n{out}',
                    blob.group(1)[48:],
                )
            )
    return rows


def _loopback(v: Values, tmp: Path) -> list[_Row]:
    rows: list[_Row] = []
    if not _have("curl"):
        return rows
    sec = v.gen(URLSAFE, 43)
    with unauthorized_server() as port:
        out = _run(
            [
                "curl",
                "-sS",
                "--trace-ascii",
                "-",
                "-d",
                "grant_type=client_credentials",
                "-d",
                "client_id=reports",
                "-d",
                f"client_secret={sec}",
                f"http://127.0.0.1:{port}/oauth/token",
            ],
            tmp,
        )
    rows.append(
        (
            "cli",
            "curl trace ascii form",
            "curl --trace-ascii - shows the form body it sent, client_secret included and cut at "
            "64 bytes a line",
            out,
            sec,
        )
    )
    return rows


def live_tool_cases(v: Values) -> list[Case]:
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        rows = [
            *_terraform(v, tmp),
            *_script_tools(v, tmp),
            *_git(v, tmp),
            *_redis_rows(v, tmp),
            *_openssl_kubectl(v, tmp),
            *_loopback(v, tmp),
        ]
    out = []
    for group, name, source, text, secret in rows:
        assert leaked(secret, text), f"{name}: the tool did not print the secret:\n{text}"
        out.append(Case(f"{group}: {name}", source + " (live)", text, secret))
    return out
