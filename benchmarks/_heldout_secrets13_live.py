"""Held-out set 13: what real command-line tools print, run here against loopback.

A small HTTP server on 127.0.0.1 answers 401 to everything; ``curl -v``, ``curl --trace-ascii``
and ``bash -x`` traces of ``psql``, ``redis-cli`` and ``openssl pkcs12`` are run for real and
their output (stdout and stderr, as a tool wrapper would capture it) is the case's text. A
tool that is not installed, or whose output does not hold the secret on this machine, adds no
case (the set prints how many it built). Earlier sets took ``bash -x`` of psql with a
connection URI, pg_dump, zip, gpg and docker login, and curl through a proxy; these are other
options and other tools.
"""

from __future__ import annotations

import base64
import shutil
import subprocess
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]


class _Deny(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        body = b'{"error":"unauthorized"}'
        self.send_response(401)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        """Quiet: the server's own log is not the case."""


def _run(argv: list[str], env: dict[str, str] | None = None) -> str:
    done = subprocess.run(argv, capture_output=True, text=True, timeout=20, env=env, check=False)
    return (done.stdout + done.stderr).strip()


def live_tool_cases(v: Values) -> list[Case]:
    out: list[Case] = []
    # Every value is drawn first, so a missing tool changes no other case's value.
    basic_pw, bearer, trace_key = v.pw(), v.gen(URLSAFE, 43), v.gen(ALNUM, 40)
    pg_pw, redis_pw, p12_pw = v.pw(), v.gen(ALNUM, 32), v.pw()

    def add(name: str, source: str, text: str, secret: str) -> None:
        if secret in text:
            out.append(Case(f"cli: {name}", source, text, secret, raises="process"))

    server = ThreadingHTTPServer(("127.0.0.1", 0), _Deny)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/v1/me"
    try:
        if shutil.which("curl"):
            add(
                "curl -v -u",
                "curl -v -u user:password against a loopback 401 (the Basic header is printed)",
                _run(["curl", "-sS", "-v", "-u", f"report:{basic_pw}", url]),
                base64.b64encode(f"report:{basic_pw}".encode()).decode(),
            )
            add(
                "curl -v bearer",
                "curl -v --oauth2-bearer against a loopback 401",
                _run(["curl", "-sS", "-v", "--oauth2-bearer", bearer, url]),
                bearer,
            )
            add(
                "curl trace-ascii",
                "curl --trace-ascii - with an X-Api-Key header",
                _run(["curl", "-sS", "--trace-ascii", "-", "-H", f"X-Api-Key: {trace_key}", url]),
                trace_key,
            )
    finally:
        server.shutdown()
        server.server_close()
    if shutil.which("psql"):
        add(
            "bash -x PGPASSWORD psql",
            "bash -x trace of an inline PGPASSWORD= assignment before psql to a closed port",
            _run(
                ["bash", "-xc", f"PGPASSWORD='{pg_pw}' psql -h 127.0.0.1 -p 9 -U app -c 'select 1'"]
            ),
            pg_pw,
        )
    if shutil.which("redis-cli"):
        add(
            "bash -x redis-cli --pass",
            "bash -x trace of redis-cli --pass to a closed port",
            _run(["bash", "-xc", f"redis-cli -h 127.0.0.1 -p 9 --pass {redis_pw} ping"]),
            redis_pw,
        )
    if shutil.which("openssl"):
        add(
            "bash -x openssl pkcs12",
            "bash -x trace of openssl pkcs12 -passout pass:... with a missing key file",
            _run(
                [
                    "bash",
                    "-xc",
                    f"openssl pkcs12 -export -in /nonexistent/c.pem -passout 'pass:{p12_pw}'",
                ]
            ),
            p12_pw,
        )
    return out
