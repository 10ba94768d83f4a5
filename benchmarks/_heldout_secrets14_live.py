"""Held-out set 14: what real command-line tools print, run here (network only on loopback).

Each tool is run for real and its output (stdout and stderr, as a tool wrapper would capture
it) is the case's text: ``wget -d`` echoing its options, ``git remote -v`` of a remote with
credentials, ``curl --libcurl`` writing C source with ``CURLOPT_USERPWD``, ``ssh -G`` printing
a ``ProxyCommand``, Node's ``util.inspect`` of a ``URL``, ``java -XshowSettings:properties``
listing a ``-D`` password, a ``rustc`` and a Python error quoting the source line that holds a
key, ``bash -x`` of a command substitution feeding a header, ``sqlite3 .dump``, ``openssl
pkcs12 -info -nodes`` printing the private key, ``curl -v`` with a token in the query, and
``kubectl config view --raw``. Earlier sets took ``curl -v -u``, ``--trace-ascii``, proxies,
``bash -x`` of psql, pg_dump, zip, gpg, docker login, redis-cli and openssl enc/pkey, git
``insteadOf`` and ``credential fill``, node/java/perl/sqlite3 syntax errors and kubectl
``create secret``; these are other commands or other options. A tool that is not installed, or
whose output does not hold the secret on this machine, adds no case (the set prints how many
it built). Values are drawn from the set's seed; the private key is derived from a seeded
scalar, so only ports and timings differ between runs.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

from _heldout_live_tools import run_command as _run
from _heldout_live_tools import start_denying_server
from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]


def _p12_key(scalar: int, password: str, folder: Path) -> Path | None:
    """A PKCS#12 file holding an EC key made from ``scalar`` (None without ``cryptography``)."""
    try:
        from cryptography.hazmat.primitives.asymmetric import ec
        from cryptography.hazmat.primitives.serialization import BestAvailableEncryption, pkcs12
    except ImportError:
        return None
    key = ec.derive_private_key(scalar, ec.SECP256R1())
    blob = pkcs12.serialize_key_and_certificates(
        b"signer", key, None, None, BestAvailableEncryption(password.encode())
    )
    path = folder / "signer.p12"
    path.write_bytes(blob)
    return path


def live_tool_cases(v: Values) -> list[Case]:
    out: list[Case] = []
    # Every value is drawn first, so a missing tool changes no other case's value.
    wget_pw, git_tok, libcurl_pw, ssh_pw, node_pw, java_pw = (v.pw() for _ in range(6))
    rust_key, py_pw, bash_tok = v.gen(ALNUM, 32), v.pw(), v.gen(URLSAFE, 43)
    sqlite_key, p12_pw, query_tok = v.gen(ALNUM, 40), v.pw(), v.gen(ALNUM, 40)
    kube_tok = v.gen(URLSAFE, 60)
    scalar = v.r.randrange(1, 2**255)

    def add(name: str, source: str, text: str, secret: str) -> None:
        if secret and secret in text.replace("\n", ""):
            out.append(Case(f"cli: {name}", source, text, secret, raises="process"))

    server = start_denying_server()
    url = f"http://127.0.0.1:{server.server_address[1]}"
    folder = Path(tempfile.mkdtemp(prefix="heldout14-"))
    try:
        if shutil.which("wget"):
            text = _run(
                ["wget", "-d", "--user=ops", f"--password={wget_pw}", "-O", "/dev/null", url]
            )
            add("wget -d", "wget -d against a loopback 401 (it echoes its options)", text, wget_pw)
        if shutil.which("git"):
            repo = folder / "repo"
            _run(["git", "init", "-q", str(repo)])
            remote = f"https://ci:{git_tok}@git.acme.lan/ops/infra.git"
            _run(["git", "-C", str(repo), "remote", "add", "origin", remote])
            text = _run(["git", "-C", str(repo), "remote", "-v"])
            add("git remote -v", "git remote -v of a remote added with credentials", text, git_tok)
        if shutil.which("curl"):
            text = _run(["curl", "-s", "--libcurl", "-", "-u", f"ops:{libcurl_pw}", url])
            add(
                "curl --libcurl",
                "curl --libcurl - writing C source for the command",
                text,
                libcurl_pw,
            )
            text = _run(["curl", "-sv", f"{url}/v1/export?access_token={query_tok}"])
            add("curl -v query token", "curl -v with a token in the query string", text, query_tok)
        if shutil.which("ssh"):
            proxy = f"ProxyCommand=sshpass -p {ssh_pw} ssh -W %h:%p jump@bastion.acme.lan"
            text = _run(["ssh", "-G", "-o", proxy, "db1.acme.lan"])
            text = "\n".join(
                line
                for line in text.splitlines()
                if "proxycommand" in line or line.startswith(("hostname", "user ", "port "))
            )
            add("ssh -G", "ssh -G printing the evaluated ProxyCommand", text, ssh_pw)
        if shutil.which("node"):
            text = _run(["node", "-p", f"new URL('https://svc:{node_pw}@api.acme.lan/v1')"])
            add(
                "node URL inspect",
                "node -p of a WHATWG URL (util.inspect shows password)",
                text,
                node_pw,
            )
        if shutil.which("java"):
            text = _run(
                [
                    "java",
                    "-XshowSettings:properties",
                    f"-Djavax.net.ssl.keyStorePassword={java_pw}",
                    "-version",
                ]
            )
            text = "\n".join(
                line for line in text.splitlines() if "javax" in line or "version" in line
            )
            add(
                "java -XshowSettings",
                "java -XshowSettings:properties listing -D properties",
                text,
                java_pw,
            )
        if shutil.which("rustc"):
            source = folder / "main.rs"
            source.write_text(
                f'fn main() {{\n    let api_key: u64 = "{rust_key}";\n'
                '    println!("{}", api_key);\n}\n'
            )
            text = _run(["rustc", "--edition", "2021", "-o", str(folder / "m"), str(source)])
            add(
                "rustc source line",
                "rustc E0308 quoting the source line holding a key",
                text,
                rust_key,
            )
        script = folder / "sync.py"
        script.write_text(
            f'import os\nconn = dict(host="db", password="{py_pw}")[os.environ["SYNC_MODE"]]\n'
        )
        text = _run([sys.executable, str(script)])
        add("python source line", "a Python traceback quoting the source line", text, py_pw)
        if shutil.which("bash") and shutil.which("curl"):
            (folder / "token.txt").write_text(bash_tok + "\n")
            cmd = f'TOKEN=$(cat token.txt); curl -sf -H "Authorization: Bearer $TOKEN" {url}/me'
            text = _run(["bash", "-x", "-c", cmd], cwd=str(folder))
            add(
                "bash -x command substitution",
                "bash -x of TOKEN=$(cat file) feeding a header",
                text,
                bash_tok,
            )
        if shutil.which("sqlite3"):
            db = str(folder / "app.db")
            _run(
                [
                    "sqlite3",
                    db,
                    "CREATE TABLE api_keys(name TEXT, key TEXT);"
                    f"INSERT INTO api_keys VALUES('reporting', '{sqlite_key}');",
                ]
            )
            text = _run(["sqlite3", db, ".dump"])
            add("sqlite3 .dump", "sqlite3 .dump of a table of keys", text, sqlite_key)
        p12 = _p12_key(scalar, p12_pw, folder)
        if p12 is not None and shutil.which("openssl"):
            text = _run(
                [
                    "openssl",
                    "pkcs12",
                    "-info",
                    "-nodes",
                    "-in",
                    str(p12),
                    "-passin",
                    f"pass:{p12_pw}",
                ]
            )
            # The key's PKCS#8 body; its first 48 characters are a fixed DER header, the next
            # 42 the private scalar.
            body = "".join(
                text.split("-----BEGIN PRIVATE KEY-----\n", 1)[-1].split("-----END", 1)[0].split()
            )
            add(
                "openssl pkcs12 -info",
                "openssl pkcs12 -info -nodes printing the private key",
                text,
                body[48:90] if len(body) > 100 else "",
            )
        if shutil.which("kubectl"):
            config = folder / "kubeconfig"
            config.write_text(
                "apiVersion: v1\nkind: Config\nclusters:\n- name: prod\n  cluster:\n"
                "    server: https://k8s.acme.lan:6443\ncontexts:\n- name: prod\n  context:\n"
                "    cluster: prod\n    user: ci\ncurrent-context: prod\nusers:\n- name: ci\n"
                f"  user:\n    token: {kube_tok}\n"
            )
            text = _run(["kubectl", "--kubeconfig", str(config), "config", "view", "--raw"])
            add(
                "kubectl config view --raw",
                "kubectl config view --raw of a token kubeconfig",
                text,
                kube_tok,
            )
    finally:
        server.shutdown()
        shutil.rmtree(folder, ignore_errors=True)
    return out
