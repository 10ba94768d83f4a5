"""Held-out set 82: output of package-manager tools and Python packaging libraries really run
here, against 127.0.0.1 and local files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, temporary paths) so that every run gives the same text except the values.
Tools and calls were grepped for in every earlier held-out live file before they were chosen
(earlier files naming each are counted in the commit message):

* ``cli``: ``pip config list`` showing a ``PIP_EXTRA_INDEX_URL`` with a Gemfury-style token
  in its path, ``pip download`` against a denying server on 127.0.0.1 printing "Looking in
  indexes" with the token path, ``npm view --loglevel http`` against the same server with a
  token path in ``--registry``, ``npm config get registry`` with ``npm_config_registry``
  holding a token path, and ``cargo metadata`` failing on a git dependency whose URL
  carries a token (``CARGO_HOME`` in a temporary directory).
* ``traceback``: ``packaging.requirements.InvalidRequirement`` over a direct-URL requirement
  with credentials, ``packaging.specifiers.InvalidSpecifier`` over a token pasted as a
  specifier, and ``subprocess.CalledProcessError`` from a publish command given a password.
* ``repr``: ``tomllib.loads`` of a ``uv.toml`` index with credentials, the repr of a
  ``packaging.requirements.Requirement`` with a tokenized URL, and ``argparse.Namespace`` of a
  twine-like upload command line.
* ``log``: ``httpx``'s INFO log of a request to the denying server with a token in the query.
"""

from __future__ import annotations

import argparse
import contextlib
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from _heldout_live_tools import (
    Run,
    captured_logs,
    collect_runs,
    raised_message,
    start_denying_server,
)
from _heldout_secrets_harness import ALNUM, HEX, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "PIP_DISABLE_PIP_VERSION_CHECK": "1",
    "CARGO_TERM_COLOR": "never",
    "CARGO_NET_RETRY": "0",
    "npm_config_update_notifier": "false",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work").replace(sys.executable, "/usr/bin/python3")
    text = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:8081", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\dT\d\d_\d\d_\d\d_\d+Z", "2026-12-07T19_50_00_000Z", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "2026-12-07 19:50:00", text)
    text = re.sub(r"\b\d+(\.\d+)?m?s\b", "12ms", text)
    text = re.sub(r"netcode-[0-9a-f]{16}", "netcode-5f5d40063776ceaa", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize, timeout=90)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (32, 30, 34, 36, 28, 31, 33, 29, 35, 27)]
    hx = [v.gen(HEX, n) for n in (40, 32)]
    pw = [v.pw() for _ in range(2)]
    server = start_denying_server()
    port = server.server_address[1]
    try:
        with tempfile.TemporaryDirectory() as tmp:
            cli = _collect(_cli_runs(tmp, port, an), tmp, "cli", "context")
            tb = _collect(_library_runs(an, pw), tmp, "traceback", "note")
            reprs = _collect(_repr_runs(an, pw, hx), tmp, "repr", "cause")
            logs = _collect(_log_runs(port, hx), tmp, "log", "args")
    finally:
        server.shutdown()
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, port: int, an: list[str]) -> list[Run]:
    crate = Path(tmp) / "crate"
    (crate / "src").mkdir(parents=True)
    (crate / "src" / "lib.rs").write_text("")
    (crate / "Cargo.toml").write_text(
        '[package]\nname = "lobby"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\n'
        f'netcode = {{ git = "http://ci:{an[3]}@127.0.0.1:{port}/acme/netcode.git" }}\n'
    )
    pip = [sys.executable, "-m", "pip"]
    return [
        (
            "pip config list env",
            "pip config list showing PIP_EXTRA_INDEX_URL with a Gemfury-style token path",
            an[0],
            lambda: "\n".join(
                line
                for line in subprocess.run(
                    [*pip, "config", "list"],
                    capture_output=True,
                    text=True,
                    check=False,
                    timeout=60,
                    env={
                        **_env_os(),
                        "PIP_EXTRA_INDEX_URL": f"https://pypi.fury.io/{an[0]}/acme-games/",
                    },
                ).stdout.splitlines()
                if "extra-index-url" in line and an[0] in line
            ),
        ),
        (
            "pip download index",
            "pip download against a denying server on 127.0.0.1, a token in the index path",
            an[1],
            [*pip, "download", "--no-deps", "--no-input", "--retries", "0", "--timeout", "3",
             "--isolated", "-d", tmp, "--index-url",
             f"http://127.0.0.1:{port}/{an[1]}/simple/", "acme-netcode"],
        ),
        (
            "npm view registry path",
            "npm view --loglevel http against a denying server, a token in the registry path",
            an[2],
            ["npm", "view", "@acme-games/ui", "--loglevel", "http", "--fetch-retries", "0",
             "--cache", str(Path(tmp) / "npm-cache"),
             "--registry", f"http://127.0.0.1:{port}/{an[2]}/"],
        ),
        (
            "npm config get registry",
            "npm config get registry with npm_config_registry holding a token path",
            an[9],
            lambda: subprocess.run(
                ["npm", "config", "get", "registry"], capture_output=True, text=True,
                check=False, timeout=60,
                env={**_env_os(), "npm_config_registry": f"https://npm-proxy.fury.io/{an[9]}/acme-games/",
                     "npm_config_cache": str(Path(tmp) / "npm-cache")},
            ).stdout.strip(),
        ),
        (
            "cargo git dependency",
            "cargo metadata failing on a git dependency whose URL carries a token",
            an[3],
            lambda: _cargo(crate, tmp),
        ),
    ]  # fmt: skip


def _env_os() -> dict[str, str]:
    import os

    return {**os.environ, **_ENV}


def _cargo(crate: Path, tmp: str) -> str:
    done = subprocess.run(
        ["cargo", "metadata", "--format-version", "1"],
        capture_output=True,
        text=True,
        check=False,
        timeout=90,
        cwd=crate,
        env={**_env_os(), "CARGO_HOME": str(Path(tmp) / "cargo-home")},
    )
    return "\n".join(done.stderr.strip().splitlines()[:8])


def _library_runs(an: list[str], pw: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        from packaging.requirements import Requirement
        from packaging.specifiers import SpecifierSet

        out += [
            (
                "packaging invalid requirement",
                "packaging Requirement over a direct URL with credentials and a bad marker",
                an[4],
                lambda: raised_message(
                    lambda: Requirement(
                        f"acme-netcode @ https://__token__:{an[4]}@pkgs.acme.gg/"
                        "acme_netcode-0.9.1-py3-none-any.whl ; python_version >>= '3.10'"
                    )
                ),
            ),
            (
                "packaging invalid specifier",
                "packaging SpecifierSet given a token pasted where a version range belonged",
                an[5],
                lambda: raised_message(lambda: SpecifierSet(f">={an[5]}")),
            ),
        ]
    out.append(
        (
            "publish called process",
            "subprocess.run(check=True) of an upload command given a password (CalledProcessError)",
            pw[0],
            lambda: raised_message(
                lambda: subprocess.run(
                    [sys.executable, "-c", "raise SystemExit(1)", "upload", "-u", "release-bot",
                     "-p", pw[0], "dist/acme_replays-1.8.0.tar.gz"],
                    check=True,
                    capture_output=True,
                )
            ),
        )
    )  # fmt: skip
    return out


def _repr_runs(an: list[str], pw: list[str], hx: list[str]) -> list[Run]:
    import tomllib

    def namespace() -> str:
        parser = argparse.ArgumentParser(prog="upload")
        parser.add_argument("--repository-url")
        parser.add_argument("-u", "--username")
        parser.add_argument("-p", "--password")
        parser.add_argument("dists", nargs="+")
        return repr(
            parser.parse_args(
                ["--repository-url", "https://pkgs.acme.gg/legacy/", "-u", "__token__",
                 "-p", f"pypi-{an[6]}", "dist/acme_replays-1.8.0.tar.gz"]
            )
        )  # fmt: skip

    out: list[Run] = [
        (
            "tomllib uv index",
            "repr of tomllib.loads over a uv.toml index with credentials",
            pw[1],
            lambda: repr(
                tomllib.loads(
                    '[[index]]\nname = "acme"\n'
                    f'url = "https://release-bot:{pw[1]}@pkgs.acme.gg/simple/"\n'
                )
            ),
        ),
        (
            "argparse namespace",
            "repr of the argparse.Namespace of a twine-like upload command line",
            an[6],
            namespace,
        ),
    ]
    with contextlib.suppress(ImportError):
        from packaging.requirements import Requirement

        out.append(
            (
                "packaging requirement repr",
                "repr of a packaging Requirement whose URL carries a token in its path",
                hx[0],
                lambda: repr(
                    Requirement(f"acme-ui @ https://npm-proxy.fury.io/{hx[0]}/acme/ui-4.2.0.tgz")
                ),
            )
        )
    return out


def _log_runs(port: int, hx: list[str]) -> list[Run]:
    def logged() -> str:
        import httpx

        with captured_logs("httpx") as stream, contextlib.suppress(Exception):
            httpx.get(
                f"http://127.0.0.1:{port}/simple/acme-netcode/",
                params={"token": hx[1]},
                timeout=5,
            )
        return "\n".join(line for line in stream.getvalue().splitlines() if hx[1] in line)

    return [
        (
            "httpx request log",
            "httpx's INFO log of a GET to a denying index with a token in the query",
            hx[1],
            logged,
        ),
    ]
