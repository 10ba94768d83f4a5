"""Held-out set 17: what real command-line tools print, run here (network only on loopback).

Each tool is run for real and its output (stdout and stderr, as a tool wrapper would capture
it) is the case's text: ``jq --arg`` quoting a token it could not parse as a number,
``yq`` (the jq wrapper) echoing a filter, ``sqlite3`` pointing into an ``ATTACH ... KEY``,
``psql`` quoting a password with a bad percent escape, ``tclsh``'s ``errorInfo`` showing
the command it was executing, Node's ``assert.deepStrictEqual`` diff, Node printing the
source line of an uncaught ``-e`` script, Perl naming a DSN as a package, ``curl -v``
through a proxy that answers 401 (its ``Proxy-Authorization`` header) and ``kubectl create
secret --dry-run=client -o yaml`` (the value base64-encoded). Earlier sets (grepped) took
``node`` ``JSON.parse`` and ``--check``, ``perl -c`` and ``JSON::PP``, ``ssh -v``,
``rsync -vv``, ``psql`` IPv6 URIs, ``curl -w``, ``-v -u``, ``--libcurl`` and
``--trace-ascii``, ``wget -d``, ``git remote -v``, ``ssh -G``, ``rustc``, ``bash -x``,
``env -v``, ``gcloud``, ``aws``, ``openssl`` and ``java``. A tool that is not installed, or
whose output does not hold the secret here, adds no case; every value is drawn before any
tool runs, so a missing tool changes none.
"""

from __future__ import annotations

import base64
import functools
import tempfile
from pathlib import Path

from _heldout_live_tools import run_command, start_denying_server
from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values, leaked

__all__ = ["live_tool_cases"]

_run = functools.partial(run_command, env={"LC_ALL": "C", "KUBECONFIG": "/dev/null"}, timeout=30)


def live_tool_cases(v: Values) -> list[Case]:
    pw = [v.gen(ALNUM, 7) + "." + v.gen(ALNUM, 6) for _ in range(5)]
    tok = [v.gen(ALNUM, 32), v.gen(URLSAFE, 40), v.gen(ALNUM, 40), v.gen(ALNUM, 24)]
    out: list[Case] = []
    server = start_denying_server()
    proxy = f"http://gw:{pw[4]}@127.0.0.1:{server.server_address[1]}"
    try:
        with tempfile.TemporaryDirectory() as tmp:
            Path(tmp, "conf.tcl").write_text(
                f'set host "pg-3"\nset password "{pw[0]}" "rotated 2026-11"\nset user "report"\n'
            )
            runs = [
                ("jq tonumber", "jq --arg quotes the value it could not parse as a number",
                 tok[0], ["jq", "-n", "--arg", "port", tok[0], "$port | tonumber"]),
                ("yq filter echo", "yq (the jq wrapper) echoes a filter with a syntax error",
                 tok[1], ["yq", "-n", f'.auth.token = "{tok[1]}" | .retries = ']),
                ("sqlite3 attach key", "sqlite3 points into ATTACH ... KEY at a syntax error",
                 tok[2], ["sqlite3", ":memory:",
                          f"ATTACH DATABASE 'file:vault.db' AS v KEY '{tok[2]}' readonly"]),
                ("psql percent escape", "psql quotes a password holding a bad percent escape",
                 pw[1], ["psql", f"postgresql://report:{pw[1]}%zz@127.0.0.1:1/analytics"]),
                ("tclsh errorinfo", "tclsh's errorInfo shows the command it was executing",
                 pw[0], ["tclsh", "conf.tcl"]),
                ("node assert diff", "Node's assert.deepStrictEqual prints both objects' diff",
                 pw[2], ["node", "-e", "require('assert').deepStrictEqual("
                         f"{{user: 'ci', password: 'expired'}}, {{user: 'ci', password: '{pw[2]}'}})"]),
                ("node eval source line", "Node prints the source line of an uncaught -e script",
                 tok[3], ["node", "-e", f"const key = '{tok[3]}'; throw new Error('quota exceeded')"]),
                ("perl dsn as package", "Perl names a DSN string as the package of a method call",
                 pw[3], ["perl", "-e", f"'dbi:Pg:dbname=shop;host=pg;password={pw[3]}'->connect"]),
                ("curl proxy basic", "curl -v through a proxy that answers 401 shows Proxy-Authorization",
                 base64.b64encode(f"gw:{pw[4]}".encode()).decode(),
                 ["curl", "-sv", "--max-time", "5", "-x", proxy, "http://example.invalid/feed"]),
                ("kubectl secret dry run", "kubectl create secret --dry-run=client -o yaml base64s it",
                 base64.b64encode(tok[0][::-1].encode()).decode(),
                 ["kubectl", "create", "secret", "generic", "api", f"--from-literal=token={tok[0][::-1]}",
                  "--dry-run=client", "-o", "yaml"]),
            ]  # fmt: skip
            for name, source, secret, argv in runs:
                text = _run(argv, tmp).replace(tmp, "/home/ci/work")
                text = text.replace(str(server.server_address[1]), "3128")
                if leaked(secret, text):
                    out.append(Case(f"cli: {name}", source, text, secret,
                                    raises="process" if name.startswith("curl") else "runtime"))  # fmt: skip
    finally:
        server.shutdown()
    return out
