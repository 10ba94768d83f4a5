"""Held-out set 62: output of tools and libraries really run here, against 127.0.0.1 and local
files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, addresses, ports, temporary paths) so that every run gives the same text except the
values. Tools and calls were grepped for in every earlier held-out file before they were
chosen; the counts of earlier files naming each are in the commit message:

* ``cli``: Terraform (``terraform`` 1.x, no provider, no network) run in a scratch directory:
  ``terraform plan`` printing ``Changes to Outputs`` with a connection string,
  ``terraform validate`` quoting a source line with a token, ``terraform console`` printing a
  variable, ``terraform fmt -diff`` over a tfvars file, ``terraform output -json`` after an
  apply of outputs only; ``cfn-lint`` rejecting a ``!Ref`` to a pasted key (``E1020``).
* ``traceback``: ``pathlib.PurePath.relative_to`` over a key file named with a token, and
  ``fractions.Fraction`` given a PIN-like secret with a stray character.
* ``repr``: ``http.cookies.SimpleCookie`` holding a session cookie (the ``Morsel`` repr).
* ``log``: urllib3's DEBUG log of a GET to a 401 server on 127.0.0.1 with an ``api_key`` in
  the query.

A tool missing here adds no case and changes no value drawn for the other cases (the values
are drawn first, and this module runs last).
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
from pathlib import Path

from _heldout_live_tools import (
    Run,
    captured_logs,
    collect_runs,
    raised_message,
    run_command,
    start_denying_server,
)
from _heldout_secrets_harness import ALNUM, DIGITS, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "TF_IN_AUTOMATION": "1",
    "CHECKPOINT_DISABLE": "1",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{5}\b", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "2026-12-07 01:50:00", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize, timeout=120)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (34, 29, 31, 36, 33, 30, 38)]
    pw = [v.pw() for _ in range(2)]
    pin = "9" + v.gen(DIGITS, 7)
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, pw), tmp, "cli", "context")
        tb = _collect(_library_runs(an, pin), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an), tmp, "repr", "cause")
        logs = _collect(_log_runs(an), tmp, "log", "args")
    return cli + tb + reprs + logs


def _terraform_dir(tmp: str, name: str, body: str) -> Path:
    d = Path(tmp) / name
    d.mkdir()
    (d / "main.tf").write_text(body)
    (Path(tmp) / "empty.tfrc").write_text("")
    return d


def _cli_runs(tmp: str, an: list[str], pw: list[str]) -> list[Run]:
    _ENV["TF_CLI_CONFIG_FILE"] = str(Path(tmp) / "empty.tfrc")
    plan = _terraform_dir(
        tmp,
        "plan",
        'variable "db_password" {\n  type = string\n}\n'
        'output "telemetry_dsn" {\n'
        '  value = "postgres://ingest:${var.db_password}@127.0.0.1:5432/telemetry"\n}\n',
    )
    bad = _terraform_dir(tmp, "validate", f'provider_token "ocpi" {{ token = "{an[0]}" }}\n')
    console = _terraform_dir(tmp, "console", 'variable "maps_key" {\n  type = string\n}\n')
    fmt = Path(tmp) / "fmt"
    fmt.mkdir()
    (fmt / "prod.tfvars").write_text(f'region="eu-west-1"\ncharger_api_token   =    "{an[6]}"\n')
    applied = _terraform_dir(
        tmp,
        "apply",
        'variable "mqtt_password" {\n  type = string\n}\n'
        'output "broker_url" {\n  value = "mqtts://gateway:${var.mqtt_password}@broker.local:8883"\n}\n',
    )
    cfn = Path(tmp) / "fleet.yaml"
    cfn.write_text(
        "Resources:\n  Ingest:\n    Type: AWS::SQS::Queue\n    Properties:\n"
        f"      QueueName: !Ref {an[2]}\n"
    )

    def terraform(d: Path, *args: str, stdin: str | None = None) -> str:
        env = {**os.environ, **_ENV}
        run_command(
            ["terraform", f"-chdir={d}", "init", "-input=false", "-no-color"], tmp, env=_ENV
        )
        if stdin is None:
            return run_command(["terraform", f"-chdir={d}", *args], tmp, env=_ENV, timeout=120)
        import subprocess

        try:
            done = subprocess.run(
                ["terraform", f"-chdir={d}", *args],
                input=stdin, capture_output=True, text=True, timeout=120, env=env, check=False,
            )  # fmt: skip
        except (OSError, subprocess.TimeoutExpired):
            return ""
        return (done.stdout + done.stderr).strip()

    return [
        (
            "terraform plan outputs",
            "terraform plan printing Changes to Outputs with a password variable in a DSN",
            pw[0],
            lambda: terraform(
                plan, "plan", "-input=false", "-no-color", f"-var=db_password={pw[0]}"
            ),
        ),
        (
            "terraform validate",
            "terraform validate quoting the source line of an unsupported block holding a token",
            an[0],
            lambda: terraform(bad, "validate", "-no-color"),
        ),
        (
            "terraform console",
            "terraform console printing a variable given on the command line",
            an[1],
            lambda: terraform(console, "console", f"-var=maps_key={an[1]}", stdin="var.maps_key\n"),
        ),
        (
            "terraform fmt diff",
            "terraform fmt -diff over a misformatted tfvars file with a token",
            an[6],
            ["terraform", f"-chdir={fmt}", "fmt", "-check", "-diff", "-no-color"],
        ),
        (
            "terraform output json",
            "terraform apply then terraform output -json of an output built from a variable",
            pw[1],
            lambda: (
                terraform(
                    applied,
                    "apply",
                    "-auto-approve",
                    "-input=false",
                    "-no-color",
                    f"-var=mqtt_password={pw[1]}",
                )
                and terraform(applied, "output", "-json", "-no-color")
            ),
        ),
        (
            "cfn-lint ref",
            "cfn-lint E1020 on a !Ref to a pasted key",
            an[2],
            ["cfn-lint", str(cfn)],
        ),
    ]


def _library_runs(an: list[str], pin: str) -> list[Run]:
    from fractions import Fraction
    from pathlib import PurePosixPath

    return [
        (
            "pathlib relative_to",
            "PurePosixPath.relative_to over a key file named with a token (ValueError)",
            an[3],
            lambda: raised_message(
                lambda: PurePosixPath(f"/srv/keys/ocpi-{an[3]}.pem").relative_to("/srv/certs")
            ),
        ),
        (
            "fraction literal",
            "fractions.Fraction given a PIN with a stray character (ValueError)",
            pin,
            lambda: raised_message(lambda: Fraction(f"{pin}#")),
        ),
    ]


def _repr_runs(an: list[str]) -> list[Run]:
    from http.cookies import SimpleCookie

    def cookie() -> str:
        jar: SimpleCookie = SimpleCookie()
        jar["fleet_session"] = an[4]
        jar["fleet_session"]["path"] = "/"
        return repr(jar["fleet_session"])

    return [
        (
            "simplecookie morsel",
            "repr of an http.cookies Morsel holding a session cookie",
            an[4],
            cookie,
        ),
    ]


def _log_runs(an: list[str]) -> list[Run]:
    key = an[5]

    def fetched() -> str:
        import urllib3

        server = start_denying_server()
        try:
            with captured_logs("urllib3") as stream:
                pool = urllib3.PoolManager()
                with contextlib.suppress(Exception):
                    pool.request(
                        "GET",
                        f"http://127.0.0.1:{server.server_port}/utility_rates?api_key={key}&eia=14328",
                        retries=False,
                    )
        finally:
            server.shutdown()
        return stream.getvalue().strip()

    return [
        (
            "urllib3 debug",
            "urllib3's DEBUG log of a GET to a 401 server on 127.0.0.1 with api_key in the query",
            key,
            fetched,
        ),
    ]
