"""Held-out set 10: tracebacks with locals, formatted live here by real libraries.

Each text is what a library printed for an exception raised here in a function whose locals
hold a seeded secret: pytest's ``-l`` report (run in a subprocess on a test file written
here), rich's ``Traceback(show_locals=True)``, structlog's ``dict_tracebacks`` with
``show_locals``, and the standard library's ``TracebackException(capture_locals=True)`` where
the secret sits inside an object's repr (a dataclass, a bytes value, a nested dict, a
``SplitResult``). Also raised-as variants no earlier set combined with these texts: the secret
in a cause's message, a note, an exception group and a ``CalledProcessError`` command.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
import tempfile
import traceback
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values

__all__ = ["live_traceback_cases", "raised_cases"]


@dataclass
class _Settings:
    endpoint: str
    tenant: str
    client_secret: str


def _fail_with(**local_values: object) -> BaseException:
    """An exception raised in a frame whose locals are ``local_values``."""

    def frame(values: dict[str, object]) -> None:
        raise PermissionError("upstream answered 403")

    try:
        frame(local_values)
    except PermissionError as error:
        return error
    raise AssertionError("frame did not raise")


def _pytest_row(v: Values) -> tuple[str, str]:
    pw = v.pw()
    with tempfile.TemporaryDirectory() as name:
        test = Path(name) / "test_login.py"
        test.write_text(
            "def login(user, password):\n"
            "    raise PermissionError('401 from ldap01')\n\n"
            "def test_login():\n"
            "    user = 'svc_ldap'\n"
            f"    bind_password = {pw!r}\n"
            "    login(user, bind_password)\n"
        )
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-l", "-p", "no:cacheprovider", str(test)],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
            cwd=name,
        )
    return done.stdout, pw


def _rich_row(v: Values) -> tuple[str, str]:
    from rich.console import Console
    from rich.traceback import Traceback

    key = v.gen(ALNUM, 40)
    api_secret = key

    def sign(payload: str, api_secret: str) -> None:
        raise ValueError("signature rejected")

    try:
        sign("{}", api_secret)
    except ValueError:
        console = Console(file=io.StringIO(), width=120, color_system=None)
        console.print(Traceback(show_locals=True, width=120))
        return console.file.getvalue(), key  # type: ignore[attr-defined]
    raise AssertionError("sign did not raise")


def _structlog_row(v: Values) -> tuple[str, str]:
    from structlog.tracebacks import extract

    tok = v.gen(URLSAFE, 43)

    def refresh(refresh_token: str) -> None:
        raise TimeoutError("token endpoint timed out")

    try:
        refresh(tok)
    except TimeoutError as error:
        trace = extract(type(error), error, error.__traceback__, show_locals=True)
        frames = [
            {"filename": f.filename, "lineno": f.lineno, "name": f.name, "locals": f.locals}
            for stack in trace.stacks
            for f in stack.frames
        ]
        return json.dumps({"event": "refresh failed", "exception": frames}), tok
    raise AssertionError("refresh did not raise")


def _capture_locals(error: BaseException) -> str:
    return "".join(traceback.TracebackException.from_exception(error, capture_locals=True).format())


def live_traceback_cases(v: Values) -> list[Case]:
    rows = []
    text, secret = _pytest_row(v)
    rows.append(("pytest -l", "pytest -q -l on a failing test, live", text, secret))
    text, secret = _rich_row(v)
    rows.append(("rich show_locals", "rich Traceback(show_locals=True), live", text, secret))
    text, secret = _structlog_row(v)
    rows.append(
        ("structlog locals", "structlog tracebacks.extract(show_locals=True), live", text, secret)
    )
    secret = v.gen(ALNUM, 40)
    settings = _Settings("https://idp.acme.io", "north", secret)
    text = _capture_locals(_fail_with(settings=settings))
    rows.append(
        ("dataclass repr local", "capture_locals with a dataclass local, live", text, secret)
    )
    secret = v.gen(ALNUM, 32)
    text = _capture_locals(_fail_with(frame_bytes=b"AUTH " + secret.encode() + b"\r\n"))
    rows.append(("bytes local", "capture_locals with a bytes local, live", text, secret))
    secret = v.pw()
    nested = {"db": {"primary": {"host": "pg01", "passphrase": secret}}}
    text = _capture_locals(_fail_with(cfg=nested))
    rows.append(
        ("nested dict local", "capture_locals with a nested dict local, live", text, secret)
    )
    secret = v.pw()
    text = _capture_locals(_fail_with(parsed=urlsplit(f"amqp://worker:{secret}@mq01:5672/%2f")))
    rows.append(
        ("splitresult local", "capture_locals with a SplitResult local, live", text, secret)
    )
    return [Case(f"traceback: {k} (live)", s, t, sec) for k, s, t, sec in rows]


_RAISED = r"""
cause vendor key ¦ the secret in the message of the __cause__ (raise ... from) ¦ {A40} ¦ upstream config invalid: HONEYBADGER_API_KEY={t} ¦ cause
note dsn ¦ the secret in a note added with add_note ¦ {p} ¦ while connecting with clickhouse://default:{t}@ch01:9000/logs ¦ note
group tacacs ¦ the secret in one exception of an ExceptionGroup ¦ {A24} ¦ tacacs: key {t} rejected by 10.0.9.3 ¦ group
process argv ¦ the secret in a CalledProcessError command ¦ {p} ¦ smbclient //fs01/backup -U backup%{t} -c ls ¦ process
keyerror header ¦ the secret in a KeyError's key ¦ {u43} ¦ X-Session-Token: {t} ¦ keyerror
oserror keyfile ¦ the secret in an OSError file name ¦ {A32} ¦ /run/secrets/tok_{t}.json ¦ oserror
context netrc ¦ the secret in the __context__ of a cleanup error ¦ {p} ¦ netrc: machine ftp.acme.lan login mirror password {t} ¦ context
args pair ¦ the secret as one of several exception args ¦ {A40} ¦ x-api-secret={t} ¦ args
"""


def raised_cases(v: Values) -> list[Case]:
    out = []
    for line in _RAISED.strip().splitlines():
        *row, how = line.rsplit(" ¦ ", 1)
        (case,) = v.table("traceback", " ¦ ".join(row))
        out.append(
            Case(f"{case.kind} (raised as {how})", case.source, case.text, case.secret, raises=how)
        )
    return out
