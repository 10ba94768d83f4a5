"""Held-out set 12: what real tools printed here, live, on files written here or on loopback.

Nothing below is typed: each text is what a tool printed when run at build time. Tools and
positions earlier live sets did not use (``_heldout_secrets{9,10,11}_live*.py`` were read for
which): ``bash -x`` traces of ``psql``, ``pg_dump``, ``zip -P``, ``gpg --passphrase`` and
``docker login -p`` (the trace line a CI log keeps), ``xargs -t`` echoing the command it runs,
``openssl enc -P`` printing the key it derived, ``make`` echoing an expanded recipe, ``ps -o
args`` of a process started here with a secret on its command line, ``/proc/<pid>/environ`` of
that process, ``aws configure get`` on a credentials file written here, ``envsubst`` rendering a
template, and ``curl -v`` through a loopback proxy printing the ``Proxy-Authorization`` it sent.
Tools missing here are skipped (``--list`` shows which ran). The secrets come from the set's
seed; only ports, pids and paths differ between runs.
"""

from __future__ import annotations

import http.server
import os
import re
import shutil
import subprocess
import tempfile
import threading
import time
from pathlib import Path

from _heldout_secrets_harness import ALNUM, HEX, Case, Values, leaked

__all__ = ["live_tool_cases"]

_ANSI = re.compile(r"\x1b\[[0-9;]*m")
# name, source, text, secret
_Row = tuple[str, str, str, str]


def _run(args: list[str], cwd: Path, stdin: str = "", env: dict[str, str] | None = None) -> str:
    try:
        done = subprocess.run(
            args,
            cwd=cwd,
            input=stdin,
            capture_output=True,
            text=True,
            timeout=30,
            env={**os.environ, **(env or {})},
        )
    except subprocess.TimeoutExpired as error:
        return f"{error.cmd!r} timed out"
    return _ANSI.sub("", (done.stdout + done.stderr).strip())


def _have(tool: str) -> bool:
    return shutil.which(tool) is not None


def _traced(v: Values, tmp: Path) -> list[_Row]:
    rows: list[_Row] = []
    pw = v.pw()
    if _have("psql"):
        cmd = f"psql 'postgresql://etl:{pw}@127.0.0.1:1/shop' -c 'select 1'"
        rows.append(
            (
                "psql bash -x",
                "bash -x trace of psql with a conninfo URI",
                _run(["bash", "-xc", cmd], tmp),
                pw,
            )
        )
    pw = v.pw()
    if _have("pg_dump"):
        cmd = f"PGPASSWORD='{pw}' pg_dump -h 127.0.0.1 -p 1 -U backup -Fc shop"
        rows.append(
            (
                "pg_dump bash -x",
                "bash -x trace of an env assignment before pg_dump",
                _run(["bash", "-xc", cmd], tmp),
                pw,
            )
        )
    pw = v.pw()
    if _have("zip"):
        cmd = f"zip -q -P '{pw}' out.zip missing-report.csv"
        rows.append(
            (
                "zip -P bash -x",
                "bash -x trace of zip -P and its error",
                _run(["bash", "-xc", cmd], tmp),
                pw,
            )
        )
    pw = v.pw()
    if _have("gpg"):
        cmd = f"gpg --batch --yes --pinentry-mode loopback --passphrase '{pw}' -c missing.tar"
        rows.append(
            (
                "gpg passphrase bash -x",
                "bash -x trace of gpg --passphrase",
                _run(["bash", "-xc", cmd], tmp, env={"GNUPGHOME": str(tmp)}),
                pw,
            )
        )
    pw = v.gen(ALNUM, 36)
    if _have("docker"):
        cmd = f"timeout 10 docker login -u ci -p {pw} 127.0.0.1:1"
        rows.append(
            (
                "docker login bash -x",
                "bash -x trace of docker login -p and its warning",
                _run(
                    ["bash", "-xc", cmd],
                    tmp,
                    env={"DOCKER_CONFIG": str(tmp), "DOCKER_HOST": "tcp://127.0.0.1:1"},
                ),
                pw,
            )
        )
    return rows


def _echoing(v: Values, tmp: Path) -> list[_Row]:
    rows: list[_Row] = []
    pw = v.pw()
    out = _run(
        ["xargs", "-t", "sh", "-c", 'echo "mysql: login refused for $0" >&2; exit 1'],
        tmp,
        stdin=f"--password={pw}\n",
    )
    rows.append(("xargs -t", "xargs -t printing the command line it runs", out, pw))
    phrase = v.gen(ALNUM, 16)
    salt = v.gen(HEX, 16)
    out = _run(
        ["openssl", "enc", "-aes-256-cbc", "-pbkdf2", "-P", "-pass", f"pass:{phrase}", "-S", salt],
        tmp,
    )
    key = out.split("key=", 1)[1].split()[0] if "key=" in out else phrase
    rows.append(
        (
            "openssl enc -P",
            "openssl enc -P printing the key it derived from a passphrase",
            f"backup: encryption check failed\n{out}",
            key,
        )
    )
    tok = v.gen(ALNUM, 40)
    if _have("make"):
        (tmp / "Makefile").write_text(
            f"KEY = {tok}\npublish:\n\tcurl -fsS -H 'X-Publish-Key: $(KEY)' http://127.0.0.1:1/up\n"
        )
        rows.append(
            (
                "make recipe echo",
                "make echoing the expanded recipe before curl fails",
                _run(["make", "publish"], tmp),
                tok,
            )
        )
    tok = v.gen(ALNUM, 40)
    if _have("envsubst"):
        out = _run(
            ["envsubst"],
            tmp,
            stdin="[smtp]\nuser = relay\nsecret = ${RELAY_SECRET}\n",
            env={"RELAY_SECRET": tok},
        )
        rows.append(
            (
                "envsubst render",
                "envsubst rendering a config template, shown by a validator",
                f"config invalid (unknown section smtp):\n{out}",
                tok,
            )
        )
    return rows


def _process(v: Values, tmp: Path) -> list[_Row]:
    rows: list[_Row] = []
    pw = v.pw()
    key = v.gen(ALNUM, 40)
    proc = subprocess.Popen(
        ["bash", "-c", f"exec -a 'backupd --repo s3:acme --password={pw}' sleep 20"],
        env={**os.environ, "BACKUPD_SIGNING_KEY": key},
    )
    try:
        time.sleep(0.3)
        args = _run(["ps", "-o", "pid=,args=", "-p", str(proc.pid)], tmp)
        rows.append(
            (
                "ps args",
                "ps -o args of a process started here with a password in argv",
                f"watchdog: stuck process\n{args}",
                pw,
            )
        )
        environ = Path(f"/proc/{proc.pid}/environ").read_bytes().replace(b"\0", b"\n").decode()
        lines = [
            line for line in environ.splitlines() if line.startswith(("BACKUPD", "PATH", "HOME"))
        ]
        rows.append(
            (
                "proc environ",
                "/proc/<pid>/environ of that process, NULs as lines",
                "environment of stuck pid:\n" + "\n".join(lines),
                key,
            )
        )
    finally:
        proc.kill()
        proc.wait()
    return rows


def _aws(v: Values, tmp: Path) -> list[_Row]:
    if not _have("aws"):
        return []
    secret = v.gen(ALNUM, 40)
    creds = tmp / "credentials"
    creds.write_text(
        f"[ci]\naws_access_key_id = AKIA3Q7W2E9R4T6Y1U8I\naws_secret_access_key = {secret}\n"
    )
    env = {"AWS_SHARED_CREDENTIALS_FILE": str(creds), "AWS_CONFIG_FILE": str(tmp / "none")}
    out = _run(
        ["aws", "configure", "get", "aws_secret_access_key", "--profile", "ci"], tmp, env=env
    )
    return [
        (
            "aws configure get",
            "aws configure get on a credentials file written here",
            f"+ aws configure get aws_secret_access_key --profile ci\n{out}\nAn error occurred (InvalidClientTokenId)",
            secret,
        )
    ]


class _Refuse(http.server.BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        self.send_response(407)
        self.send_header("Proxy-Authenticate", 'Basic realm="proxy"')
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, format: str, *args: object) -> None:
        pass


def _curl_proxy(v: Values, tmp: Path) -> list[_Row]:
    if not _have("curl"):
        return []
    server = http.server.HTTPServer(("127.0.0.1", 0), _Refuse)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    pw = v.pw()
    try:
        port = server.server_address[1]
        out = _run(
            [
                "curl",
                "-sv",
                "-x",
                f"http://127.0.0.1:{port}",
                "-U",
                f"proxyuser:{pw}",
                "http://intranet.acme.lan/",
            ],
            tmp,
        )
    finally:
        server.shutdown()
    import base64

    basic = base64.b64encode(f"proxyuser:{pw}".encode()).decode()
    return [
        (
            "curl proxy auth",
            "curl -v through a loopback proxy answering 407: the Proxy-Authorization it sent",
            out,
            basic,
        )
    ]


def live_tool_cases(v: Values) -> list[Case]:
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        rows = [
            *_traced(v, tmp),
            *_echoing(v, tmp),
            *_process(v, tmp),
            *_aws(v, tmp),
            *_curl_proxy(v, tmp),
        ]
    out = []
    for name, source, text, secret in rows:
        assert leaked(secret, text), f"{name}: the tool did not print the secret:\n{text}"
        out.append(Case(f"cli: {name}", source + " (live)", text, secret))
    return out
