"""Held-out set 58: output of tools and libraries really run here, against 127.0.0.1 or local
files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, addresses, temporary paths) so that every run gives the same text except the
values. Tools and calls were grepped for in every earlier held-out file before they were
chosen (how many earlier files name each is in the commit message); a run whose output does
not show its value (``git fetch`` strips the credentials from the URL it prints, and
``HfApi``'s repr holds no token, so neither is kept) adds no case.

* ``cli``: ``jq`` failing to add a number to a token field (it quotes the string's start),
  ``git config --get-regexp`` listing an ``extraheader`` and ``sqlite3 -json`` printing a
  settings row.
* ``traceback``: ``http.client``'s ``InvalidURL`` on a path whose token kept its newline,
  ``PurePosixPath.relative_to`` on a share path named with a token,
  ``ZipFile.getinfo`` on a member named with a key, ``urlsplit(...).port`` on a Redis URL
  whose password sat where the port goes, and ``email.utils.parsedate_to_datetime`` on an
  "expires" cell that held a token.
* ``repr``: ``zipfile.Path`` children, ``netrc.netrc`` of a local ``.netrc``, ``shlex.split``
  of a curl command line, ``email.parser.HeaderParser`` items of a saved webhook
  request, ``python_multipart`` ``Field`` objects of a parsed login form and
  ``HTTPPasswordMgrWithDefaultRealm.passwd``.
* ``log``: langchain-core's ``StdOutCallbackHandler`` printing a tool's output and
  ``xmlrpc.client.ServerProxy(verbose=True)`` printing a login call sent to a local server.
"""

from __future__ import annotations

import contextlib
import io
import re
import tempfile
from pathlib import Path

from _heldout_live_tools import (
    Run,
    collect_runs,
    raised_message,
    start_denying_server,
)
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC", "GIT_TERMINAL_PROMPT": "0"}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)
    return re.sub(r"Content-Length: \d+", "Content-Length: 226", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (31, 27, 36, 29, 33, 26, 38, 30, 35, 28, 32, 34)]
    hx = [v.gen(HEX, n) for n in (40, 44)]
    ul = [v.gen(URLSAFE, n) for n in (43, 39)]
    pw = [v.pw() for _ in range(3)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx, pw), tmp, "cli", "context")
        tb = _collect(_library_runs(tmp, an, ul), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(tmp, an, pw), tmp, "repr", "cause")
        logs = _collect(_log_runs(an, pw), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str], pw: list[str]) -> list[Run]:
    import sqlite3

    t = Path(tmp)
    (t / "deploy.json").write_text(f'{{"region": "eu-west-1", "api_token": "{an[0]}"}}\n')
    repo = t / "repo"
    repo.mkdir()
    db = sqlite3.connect(t / "app.db")
    db.execute("create table settings (key text, value text)")
    db.execute("insert into settings values ('smtp_host', 'mail.acme.io')")
    db.execute("insert into settings values ('smtp_password', ?)", (pw[0],))
    db.commit()
    db.close()

    def extraheader() -> str:
        from _heldout_live_tools import run_command

        run_command(["git", "init", "-q", str(repo)])
        run_command(
            [
                "git",
                "-C",
                str(repo),
                "config",
                "http.https://github.com/.extraheader",
                f"AUTHORIZATION: basic {hx[0]}",
            ]
        )
        return run_command(
            ["git", "-C", str(repo), "config", "--get-regexp", r"http\..*\.extraheader"]
        )

    return [
        (
            "jq add token",
            "jq failing to add a number to a deploy file's api_token (it quotes the string's start)",
            an[0],
            ["jq", ".api_token + 1", str(t / "deploy.json")],
        ),
        (
            "git extraheader",
            "git config --get-regexp listing a checkout's http extraheader",
            hx[0],
            extraheader,
        ),
        (
            "sqlite3 json settings",
            "sqlite3 -json printing an app's settings table",
            pw[0],
            ["sqlite3", "-json", str(t / "app.db"), "select key, value from settings"],
        ),
    ]


def _library_runs(tmp: str, an: list[str], ul: list[str]) -> list[Run]:
    import email.utils
    import http.client
    import zipfile
    from pathlib import PurePosixPath
    from urllib.parse import urlsplit

    archive = Path(tmp) / "keys.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("README.txt", "rotate yearly\n")

    return [
        (
            "relative to share",
            "PurePosixPath.relative_to on a share path named with a token (ValueError)",
            ul[0],
            lambda: raised_message(
                lambda: PurePosixPath(f"/var/share/{ul[0]}/report.pdf").relative_to("/srv")
            ),
        ),
        (
            "zip getinfo",
            "ZipFile.getinfo on a member named with a key (KeyError)",
            an[1],
            lambda: raised_message(
                lambda: zipfile.ZipFile(archive).getinfo(f"keys/deploy-{an[1]}.pem")
            ),
        ),
        (
            "urlsplit port",
            "urlsplit(...).port on a Redis URL whose password sat where the port goes",
            an[2],
            lambda: raised_message(lambda: urlsplit(f"redis://cache.internal:{an[2]}/0").port),
        ),
        (
            "invalid url control",
            "http.client putrequest on a path whose token kept its newline (InvalidURL)",
            ul[1],
            lambda: raised_message(
                lambda: http.client.HTTPConnection("127.0.0.1", 8080).putrequest(
                    "GET", f"/export?token={ul[1]}\n"
                )
            ),
        ),
        (
            "parsedate expires",
            "email.utils.parsedate_to_datetime on an 'expires' cell that held a token",
            an[3],
            lambda: raised_message(lambda: email.utils.parsedate_to_datetime(an[3])),
        ),
    ]


def _repr_runs(tmp: str, an: list[str], pw: list[str]) -> list[Run]:
    import email.parser
    import netrc
    import shlex
    import urllib.request
    import zipfile

    archive = Path(tmp) / "backup.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("keys/README.txt", "x\n")
        zf.writestr(f"keys/invite-{an[4]}.json", "{}\n")

    def zip_path() -> str:
        return repr(sorted(zipfile.Path(archive, "keys/").iterdir(), key=str))

    def headers() -> str:
        raw = f"Host: hooks.acme.io\nAuthorization: Bearer {an[5]}\nContent-Type: application/json\n\n"
        return repr(email.parser.HeaderParser().parsestr(raw).items())

    out: list[Run] = [
        ("zipfile path", "zipfile.Path children of a backup's keys/ folder", an[4], zip_path),
        ("header parser items", "HeaderParser items of a saved webhook request", an[5], headers),
    ]

    def password_mgr() -> str:
        mgr = urllib.request.HTTPPasswordMgrWithDefaultRealm()
        mgr.add_password(None, "http://127.0.0.1:8080/", "ci", pw[1])
        return repr(mgr.passwd)

    def netrc_repr() -> str:
        path = Path(tmp) / "netrc"
        path.write_text(f"machine 127.0.0.1 login ci password {an[8]}\n")
        path.chmod(0o600)
        return repr(netrc.netrc(str(path)))

    def shlex_split() -> str:
        return repr(shlex.split(f"curl -fsS -H 'X-Api-Key: {an[9]}' https://api.acme.io/v1/ping"))

    out.append(("netrc repr", "netrc.netrc's repr of a local .netrc", an[8], netrc_repr))
    out.append(
        ("shlex split", "shlex.split of a curl command line with a key header", an[9], shlex_split)
    )
    out.append(
        (
            "password mgr",
            "HTTPPasswordMgrWithDefaultRealm.passwd after add_password",
            pw[1],
            password_mgr,
        )
    )
    with contextlib.suppress(ImportError):
        from python_multipart import parse_form

        def form_fields() -> str:
            fields: list[object] = []
            body = f"username=ops&password={an[6]}".encode()
            parse_form(
                {"Content-Type": "application/x-www-form-urlencoded"},
                io.BytesIO(body),
                fields.append,
                lambda f: None,
            )
            return repr(fields)

        out.append(
            (
                "multipart fields",
                "python_multipart parse_form Field objects of a login form",
                an[6],
                form_fields,
            )
        )
    return out


def _log_runs(an: list[str], pw: list[str]) -> list[Run]:
    import xmlrpc.client

    out: list[Run] = []
    with contextlib.suppress(ImportError):
        from langchain_core.callbacks import StdOutCallbackHandler

        def stdout_handler() -> str:
            stream = io.StringIO()
            with contextlib.redirect_stdout(stream):
                StdOutCallbackHandler().on_tool_end(
                    f'{{"status": "created", "token": "{an[7]}"}}',
                    observation_prefix="Observation: ",
                )
            return stream.getvalue().strip()

        out.append(
            (
                "langchain stdout handler",
                "langchain-core's StdOutCallbackHandler printing a tool's output",
                an[7],
                stdout_handler,
            )
        )

    def xmlrpc_verbose() -> str:
        server = start_denying_server()
        port = server.server_address[1]
        stream = io.StringIO()
        try:
            with contextlib.redirect_stdout(stream), contextlib.suppress(Exception):
                proxy = xmlrpc.client.ServerProxy(f"http://127.0.0.1:{port}/RPC2", verbose=True)
                proxy.login("admin", pw[2])
        finally:
            server.shutdown()
            server.server_close()
        lines = [line for line in stream.getvalue().splitlines() if line.startswith("send:")]
        return "\n".join(lines)

    out.append(
        (
            "xmlrpc verbose send",
            "xmlrpc.client.ServerProxy(verbose=True) printing a login call to a local server",
            pw[2],
            xmlrpc_verbose,
        )
    )
    return out
