"""Held-out set 64: output of tools and libraries really run here, against 127.0.0.1 and local
files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, addresses, ports, temporary paths) so that every run gives the same text except the
values. Tools and calls were grepped for in every earlier ``benchmarks/*heldout*`` file before
they were chosen (``git branch``, ``column -J``, ``httpx.QueryParams``, ``make_dataclass`` and
``collections.UserString`` and ``git show-ref`` had no match; ``git for-each-ref`` matched 1 file, ``jq @tsv`` 3,
``importlib.import_module`` 3 and ``PurePath.relative_to`` 6, each used here on other values):

* ``cli``: ``git branch --list`` and ``git show-ref --heads`` in a scratch repository with
  branches named after a pasted Slack token and a GitLab token, ``git for-each-ref`` printing an annotated tag whose message holds a Wi-Fi
  password, ``column -s, -t -J`` turning a channel manager's credentials CSV into JSON, and
  ``jq -r '@tsv'`` over a bot config.
* ``traceback``: ``importlib.import_module`` given a pasted token as a module name
  (``ModuleNotFoundError``) and ``PurePosixPath.relative_to`` on a path named with a token
  (``ValueError``).
* ``repr``: ``httpx.QueryParams`` holding an API key, a ``dataclasses.make_dataclass`` FHIR
  client config, and ``collections.UserString`` wrapping a PIN-bearing string.
* ``log``: httpx's INFO log of a request to a 401-answering server on 127.0.0.1 with an
  ``apikey`` query parameter.
"""

from __future__ import annotations

import contextlib
import json
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
from _heldout_secrets_harness import ALNUM, DIGITS, HEX, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_AUTHOR_NAME": "dev",
    "GIT_AUTHOR_EMAIL": "dev@lab.local",
    "GIT_COMMITTER_NAME": "dev",
    "GIT_COMMITTER_EMAIL": "dev@lab.local",
    "GIT_AUTHOR_DATE": "2026-12-07T01:40:00Z",
    "GIT_COMMITTER_DATE": "2026-12-07T01:40:00Z",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:8080", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "2026-12-07 01:40:00", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (24, 30, 34, 28, 32)]
    hx = [v.gen(HEX, n) for n in (32, 40)]
    pw = [v.pw() for _ in range(3)]
    pin = v.gen("123456789", 1) + v.gen(DIGITS, 7)
    gl = f"glpat-{v.gen(ALNUM, 20)}"
    slack = f"xoxb-{v.gen(DIGITS, 12)}-{v.gen(DIGITS, 13)}-{an[0]}"
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, slack, gl, pw, hx), tmp, "cli", "context")
        tb = _collect(_library_runs(an), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, hx, pin), tmp, "repr", "cause")
        logs = _collect(_log_runs(an), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, slack: str, gl: str, pw: list[str], hx: list[str]) -> list[Run]:
    repo = Path(tmp) / "repo"
    repo.mkdir()
    env = _ENV
    run_command(["git", "init", "-q", "-b", "main", str(repo)], tmp, env=env)
    (repo / "README.md").write_text("bot\n")
    run_command(["git", "-C", str(repo), "add", "."], tmp, env=env)
    run_command(["git", "-C", str(repo), "commit", "-q", "-m", "init"], tmp, env=env)
    run_command(["git", "-C", str(repo), "branch", f"fix/rotate-{slack}"], tmp, env=env)
    run_command(["git", "-C", str(repo), "branch", f"ci/{gl}"], tmp, env=env)
    run_command(
        ["git", "-C", str(repo), "tag", "-a", "fw-1.8.2", "-m", f"flash with wifi psk {pw[0]}"],
        tmp, env=env,
    )  # fmt: skip
    csv = Path(tmp) / "channels.csv"
    csv.write_text(f"staah,acme_pms,{pw[1]}\nhyperguest,acme,{hx[0]}\n")
    cfg = Path(tmp) / "bots.json"
    cfg.write_text(
        json.dumps([{"name": "relay", "auth_token": hx[1]}, {"name": "rasa", "auth_token": "-"}])
    )
    return [
        (
            "git branch list",
            "git branch --list in a scratch repository, a branch named after a pasted bot token",
            slack,
            ["git", "-C", str(repo), "branch", "--list"],
        ),
        (
            "git show-ref heads",
            "git show-ref --heads listing a branch named after a pasted GitLab token",
            gl,
            ["git", "-C", str(repo), "show-ref", "--heads"],
        ),
        (
            "git for-each-ref tag",
            "git for-each-ref printing an annotated tag whose message holds a Wi-Fi password",
            pw[0],
            [
                "git",
                "-C",
                str(repo),
                "for-each-ref",
                "refs/tags",
                "--format=%(refname:short) %(contents:subject)",
            ],
        ),
        (
            "column json",
            "column -s, -t -J over a channel manager credentials CSV",
            pw[1],
            ["column", "-s,", "-t", "-J", "-N", "channel,user,password", str(csv)],
        ),
        (
            "jq tsv",
            "jq -r '.[] | [.name, .auth_token] | @tsv' over a voice bot config",
            hx[1],
            ["jq", "-r", ".[] | [.name, .auth_token] | @tsv", str(cfg)],
        ),
    ]


def _library_runs(an: list[str]) -> list[Run]:
    import importlib
    from pathlib import PurePosixPath

    return [
        (
            "import_module token",
            "importlib.import_module given a pasted token as a module name (ModuleNotFoundError)",
            an[1],
            lambda: raised_message(lambda: importlib.import_module(an[1])),
        ),
        (
            "relative_to token path",
            "PurePosixPath.relative_to on a credentials file named with a token (ValueError)",
            an[2],
            lambda: raised_message(
                lambda: PurePosixPath(f"/home/dev/.platformio/auth-{an[2]}.json").relative_to(
                    "/srv/fw"
                )
            ),
        ),
    ]


def _repr_runs(an: list[str], hx: list[str], pin: str) -> list[Run]:
    from collections import UserString
    from dataclasses import make_dataclass

    out: list[Run] = []
    fhir = make_dataclass("FhirClientConfig", ["base_url", "client_id", "client_secret"])
    out.append(
        (
            "make_dataclass fhir config",
            "repr of a dataclasses.make_dataclass FHIR client config",
            an[3],
            lambda: repr(fhir("https://127.0.0.1/fhir/r4", "intake-portal", an[3])),
        )
    )
    out.append(
        (
            "userstring pin",
            "repr of a collections.UserString holding a caller's PIN sentence",
            pin,
            lambda: repr(UserString(f"caller said pin {pin}")),
        )
    )
    with contextlib.suppress(ImportError):
        import httpx

        out.append(
            (
                "httpx queryparams",
                "repr of httpx.QueryParams with a HAFAS-style accessId",
                hx[0],
                lambda: repr(httpx.QueryParams({"input": "Zurich", "accessId": hx[0]})),
            )
        )
    return out


def _log_runs(an: list[str]) -> list[Run]:
    def logged() -> str:
        import httpx

        server = start_denying_server()
        try:
            port = server.server_address[1]
            with captured_logs("httpx") as stream:
                httpx.get(
                    f"http://127.0.0.1:{port}/fhir/r4/Patient",
                    params={"_count": "1", "apikey": an[4]},
                    timeout=5,
                )
            return stream.getvalue().strip()
        finally:
            server.shutdown()

    return [
        (
            "httpx request log",
            "httpx's INFO log of a request to a 401-answering 127.0.0.1 server, apikey in the query",
            an[4],
            logged,
        ),
    ]
