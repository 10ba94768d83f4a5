"""Held-out set 10, live: parsers and validators that echo the value they rejected, and shell
traces of CI scripts.

Each text is what a library raised here (PyYAML's problem mark quoting the line, configparser's
parsing error quoting the line, argparse's "unrecognized arguments" after a typo in a flag's
name, ``SyntaxError`` with its source line, pydantic's ``input_value`` when a secret was passed
to the wrong field, ``CalledProcessError`` naming the command) or what ``bash -x`` printed
running a CI step (docker login, git clone, curl -u, printenv). No redaction runs here.
"""

from __future__ import annotations

import argparse
import configparser
import contextlib
import io
import os
import subprocess
import traceback

from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values

__all__ = ["parser_cases"]


def _raised_text(call: object) -> str:
    try:
        call()  # type: ignore[operator]
    except Exception as error:  # the library's own exception is the text
        return "".join(traceback.format_exception_only(error))
    raise AssertionError("the call did not fail")


def _bash_x(script: str, **env: str) -> str:
    done = subprocess.run(
        ["bash", "-xc", script],
        env={"PATH": os.environ["PATH"], "HOME": "/nonexistent", **env},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    return done.stdout + done.stderr


def parser_cases(v: Values) -> list[Case]:
    import pydantic
    import yaml

    rows: list[tuple[str, str, str, str]] = []
    key = v.gen(ALNUM, 32)
    doc = f"smtp:\n  host: mail.acme.lan\n  relay_key: {key}: primary\n"
    rows.append(
        (
            "config",
            "pyyaml problem mark",
            "PyYAML ScannerError, live",
            _raised_text(lambda: yaml.safe_load(doc)),
            key,
        )
    )
    sec = v.gen(ALNUM, 32)
    ini = f"[db]\nhost = pg01\nbind_secret {sec}\n"
    parser = configparser.ConfigParser()
    rows.append(
        (
            "config",
            "configparser line",
            "configparser.ParsingError, live",
            _raised_text(lambda: parser.read_string(ini)),
            sec,
        )
    )
    pw = v.pw()
    cli = argparse.ArgumentParser(prog="sync")
    cli.add_argument("--db-password")
    shown = io.StringIO()
    with contextlib.redirect_stderr(shown), contextlib.suppress(SystemExit):
        cli.parse_args(["--target", "dw", f"--db-pasword={pw}"])
    rows.append(
        ("cli", "argparse unrecognized", "argparse error after a typo, live", shown.getvalue(), pw)
    )
    tok = v.gen(URLSAFE, 43)
    source = f"REFRESH = 'x'\napi_refresh = '{tok}\n"
    rows.append(
        (
            "traceback",
            "syntaxerror source line",
            "SyntaxError formatted with its source line, live",
            _raised_text(lambda: compile(source, "settings.py", "exec")),
            tok,
        )
    )

    class Retry(pydantic.BaseModel):
        attempts: int
        backoff: float

    tok = "sk_live_" + v.gen(ALNUM, 24)
    rows.append(
        (
            "traceback",
            "pydantic input value",
            "pydantic ValidationError input_value, live",
            _raised_text(lambda: Retry(attempts=tok, backoff=1.5)),  # type: ignore[arg-type]
            tok,
        )
    )
    pw = v.pw()
    rows.append(
        (
            "traceback",
            "calledprocesserror command",
            "CalledProcessError str, live",
            _raised_text(
                lambda: subprocess.run(
                    ["sh", "-c", "exit 3", "--", f"--admin-password={pw}"], check=True
                )
            ),
            pw,
        )
    )
    pw = v.pw()
    text = _bash_x(f"docker login -u ci -p '{pw}' 127.0.0.1:9 2>&1 | tail -n 2")
    rows.append(("cli", "bash -x docker login", "bash -x of a docker login step, live", text, pw))
    tok = v.gen(ALNUM, 40)
    text = _bash_x(
        f"git clone -q https://x-access-token:{tok}@127.0.0.1:9/acme/app.git /tmp/set10-nonexistent-clone",
        GIT_TERMINAL_PROMPT="0",
    )
    rows.append(("cli", "bash -x git clone", "bash -x of a git clone step, live", text, tok))
    pw = v.pw()
    text = _bash_x(f"curl -sS -u 'deploy:{pw}' http://127.0.0.1:9/api/release")
    rows.append(("cli", "bash -x curl -u", "bash -x of a curl -u step, live", text, pw))
    key = v.gen(ALNUM, 40)
    text = _bash_x(
        "printenv | grep -E '^(SHIPPING|CI_)' | sort", SHIPPING_LABEL_KEY=key, CI_JOB="deploy"
    )
    rows.append(("cli", "printenv grep", "printenv output in a CI step, live", text, key))
    return [
        Case(f"{group}: {kind} (live)", source, text, secret)
        for group, kind, source, text, secret in rows
    ]
