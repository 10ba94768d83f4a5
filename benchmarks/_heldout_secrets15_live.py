"""Held-out set 15: what real command-line tools print, run here (network only on loopback).

Each tool is run for real and its output (stdout and stderr, as a tool wrapper would capture
it) is the case's text: Node's legacy ``url.parse`` result (its ``auth`` field) and a
``URLSearchParams`` inspected, ``pip config list`` of an index URL with credentials, ``env
-v`` announcing each ``setenv``, ``GIT_TRACE_CURL`` of a fetch sending an ``http.extraHeader``
token, ``curl -v`` sending a ``X-Vault-Token`` header to a loopback 401, ``gcloud config
list`` showing a proxy password, ``kubectl create configmap --from-literal`` in a dry run,
the AWS CLI's "Could not connect to the endpoint URL" quoting an endpoint with userinfo,
``openssl ec -text`` printing the private scalar as colon hex wrapped at 15 bytes, and Java's
``URISyntaxException`` quoting a whole URI. Earlier sets took ``wget -d``, ``git remote -v``,
``git config --show-origin``, ``curl --libcurl``, ``curl -v -u`` and a query token, ``ssh
-G``, Node's WHATWG ``URL`` inspect, ``java -XshowSettings``, ``rustc`` and Python source
lines, ``bash -x``, ``sqlite3 .dump``, ``openssl pkcs12`` and ``kubectl config view`` or
``create secret``; these are other commands or other options. A tool that is not installed,
or whose output does not hold the secret on this machine, adds no case (the set prints how
many it built). Values are drawn from the set's seed; the EC key is derived from a seeded
scalar, so only ports and timings differ between runs.
"""

from __future__ import annotations

import functools
import shutil
import sys
import tempfile
from pathlib import Path

from _heldout_live_tools import run_command, start_denying_server
from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_run = functools.partial(run_command, timeout=90)


def _ec_pem(scalar: int, folder: Path) -> Path | None:
    """A PEM file holding the EC key made from ``scalar`` (None without ``cryptography``)."""
    try:
        from cryptography.hazmat.primitives import serialization
        from cryptography.hazmat.primitives.asymmetric import ec
    except ImportError:
        return None
    key = ec.derive_private_key(scalar, ec.SECP256R1())
    pem = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.TraditionalOpenSSL,
        serialization.NoEncryption(),
    )
    path = folder / "signer.pem"
    path.write_bytes(pem)
    return path


def _lines(text: str, *needles: str) -> str:
    return "\n".join(line for line in text.splitlines() if any(n in line for n in needles))


def live_tool_cases(v: Values) -> list[Case]:
    out: list[Case] = []
    # Every value is drawn first, so a missing tool changes no other case's value.
    url_pw, qs_secret, pip_pw, env_tok = v.pw(), v.gen(URLSAFE, 40), v.pw(), v.gen(ALNUM, 36)
    trace_tok, vault_tok, gcloud_pw, cm_pw = v.gen(URLSAFE, 20), v.gen(ALNUM, 24), v.pw(), v.pw()
    aws_pw, java_pw = v.pw(), v.pw()
    scalar = v.r.randrange(2**254, 2**255)

    def add(name: str, source: str, text: str, secret: str) -> None:
        if secret and secret in text:
            out.append(Case(f"cli: {name}", source, text, secret, raises="process"))

    server = start_denying_server()
    url = f"http://127.0.0.1:{server.server_address[1]}"
    folder = Path(tempfile.mkdtemp(prefix="heldout15-"))
    try:
        if shutil.which("node"):
            text = _run(
                [
                    "node",
                    "-p",
                    f"require('url').parse('amqp://worker:{url_pw}@mq.acme.lan:5672/jobs')",
                ]
            )
            add("node url.parse", "node -p of the legacy url.parse (its auth field)", text, url_pw)
            body = f"grant_type=client_credentials&client_id=etl&client_secret={qs_secret}"
            text = _run(["node", "-p", f"new URLSearchParams('{body}')"])
            add(
                "node URLSearchParams",
                "node -p of a URLSearchParams (util.inspect)",
                text,
                qs_secret,
            )
        conf = folder / "pip.conf"
        conf.write_text(f"[global]\nindex-url = https://ci:{pip_pw}@pypi.acme.lan/simple\n")
        text = _run(
            [sys.executable, "-m", "pip", "config", "list"], env={"PIP_CONFIG_FILE": str(conf)}
        )
        add(
            "pip config list",
            "pip config list of an index-url with credentials",
            _lines(text, "index-url"),
            pip_pw,
        )
        if shutil.which("env"):
            text = _run(["env", "-v", f"SENTRY_AUTH_TOKEN={env_tok}", "true"])
            add("env -v", "coreutils env -v announcing each setenv", text, env_tok)
        if shutil.which("git"):
            repo = folder / "repo"
            _run(["git", "init", "-q", str(repo)])
            text = _run(
                [
                    "git",
                    "-c",
                    f"http.extraHeader=PRIVATE-TOKEN: {trace_tok}",
                    "ls-remote",
                    f"{url}/ops/infra.git",
                ],
                cwd=str(repo),
                env={"GIT_TRACE_CURL": "1", "GIT_TERMINAL_PROMPT": "0"},
            )
            add(
                "GIT_TRACE_CURL extraHeader",
                "GIT_TRACE_CURL=1 git ls-remote with an http.extraHeader token",
                text,
                trace_tok,
            )
        if shutil.which("curl"):
            text = _run(
                ["curl", "-sv", "-H", f"X-Vault-Token: hvb.{vault_tok}", f"{url}/v1/sys/mounts"]
            )
            add(
                "curl -v custom header",
                "curl -v sending X-Vault-Token to a loopback 401",
                text,
                vault_tok,
            )
        if shutil.which("gcloud"):
            env = {"CLOUDSDK_CONFIG": str(folder / "gcloud")}
            _run(["gcloud", "config", "set", "proxy/address", "proxy.acme.lan"], env=env)
            _run(["gcloud", "config", "set", "proxy/username", "ops"], env=env)
            _run(["gcloud", "config", "set", "proxy/password", gcloud_pw], env=env)
            text = _run(["gcloud", "config", "list"], env=env)
            add(
                "gcloud config list",
                "gcloud config list after proxy/password was set",
                text,
                gcloud_pw,
            )
        if shutil.which("kubectl"):
            text = _run(
                [
                    "kubectl",
                    "create",
                    "configmap",
                    "billing",
                    f"--from-literal=SMTP_PASSWORD={cm_pw}",
                    "--dry-run=client",
                    "-o",
                    "yaml",
                ]
            )
            add(
                "kubectl create configmap",
                "kubectl create configmap --from-literal --dry-run=client -o yaml",
                text,
                cm_pw,
            )
        if shutil.which("aws"):
            text = _run(
                [
                    "aws",
                    "s3",
                    "ls",
                    "--no-sign-request",
                    "--endpoint-url",
                    f"http://minio:{aws_pw}@127.0.0.1:9",
                ],
                env={"AWS_DEFAULT_REGION": "eu-west-1", "AWS_MAX_ATTEMPTS": "1"},
            )
            add("aws endpoint-url", "aws s3 ls with an endpoint URL holding userinfo", text, aws_pw)
        pem = _ec_pem(scalar, folder)
        if pem is not None and shutil.which("openssl"):
            text = _run(["openssl", "ec", "-in", str(pem), "-text", "-noout"])
            # The private scalar's first wrapped line of colon hex (15 bytes).
            after = text.split("priv:", 1)[-1].strip().splitlines()
            first = after[0].strip().rstrip(":") if after and "priv:" in text else ""
            add(
                "openssl ec -text",
                "openssl ec -text -noout printing priv: as colon hex",
                text,
                first,
            )
        if shutil.which("java"):
            source = folder / "Fetch.java"
            source.write_text(
                "public class Fetch { public static void main(String[] a) throws Exception {\n"
                f'  new java.net.URI("https://reporter:{java_pw}@api.acme.lan/v1/q?since=%zz");\n'
                "} }\n"
            )
            text = _run(["java", str(source)])
            add(
                "java URISyntaxException",
                "java single-file launch, URISyntaxException quoting a URI",
                _lines(text, "Exception", "at "),
                java_pw,
            )
    finally:
        server.shutdown()
        shutil.rmtree(folder, ignore_errors=True)
    return out
