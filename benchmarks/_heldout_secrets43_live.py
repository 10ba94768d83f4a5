"""Held-out set 43: output of tools and libraries really run here, against 127.0.0.1 only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, addresses, temporary paths, hashes) so that every run gives the same text
except the values. Tools and calls were grepped for in every earlier held-out file before
they were chosen (the counts of earlier files naming each are in the commit message):

* ``cli``: ``unzip -z`` printing an archive comment, ``sqlite3 -tabs`` and ``sqlite3
  -quote`` over a keys table, ``git log -p`` over a commit adding a settings file and
  ``python -m dis`` on a module holding a key.
* ``traceback``: smolagents' ``LocalPythonExecutor`` running agent code that fails on a
  key, cattrs' ``ClassValidationError`` (rendered with its sub-exceptions), jsonpatch's
  ``JsonPatchConflict`` and ``ipaddress.ip_network`` given a value that held a secret.
* ``repr``: a msgspec ``Struct``, an attrs class built by cattrs, ``xmltodict.parse``'s
  result, a jsonpatch ``JsonPatch`` and a ``types.SimpleNamespace``.
* ``log``: imaplib's, nntplib's and poplib's debug output while logging in to a local fake
  server that refuses (each prints the command it sends).
* Added after the first runs (values drawn after the others): ``openssl asn1parse -genstr``
  and ``unzip -p`` (``cli``), jsonpointer's ``resolve_pointer`` (``traceback``), PyJWT's
  unverified decode, an sse-starlette ``ServerSentEvent`` and ``xmltodict.unparse``
  (``repr``).
"""

from __future__ import annotations

import contextlib
import io
import re
import socket
import sqlite3
import tempfile
import threading
import traceback
from collections.abc import Callable
from pathlib import Path

from _heldout_live_tools import Run, collect_runs, raised_message
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "GIT_AUTHOR_NAME": "Dev",
    "GIT_AUTHOR_EMAIL": "dev@acme.io",
    "GIT_COMMITTER_NAME": "Dev",
    "GIT_COMMITTER_EMAIL": "dev@acme.io",
    "GIT_AUTHOR_DATE": "2026-12-06T15:00:00Z",
    "GIT_COMMITTER_DATE": "2026-12-06T15:00:00Z",
    "GIT_CONFIG_GLOBAL": "/dev/null",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = text.replace(str(Path(__file__).resolve().parent), "/home/dev/bench")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\b[0-9a-f]{40}\b", "3f1c0a9e8d7b6c5a4f3e2d1c0b9a8f7e6d5c4b3a", text)
    text = re.sub(r"index [0-9a-f]{7}\.\.[0-9a-f]{7}", "index 0000000..8c1e2f0", text)
    text = re.sub(r'File "[^"]*/site-packages/', 'File "/venv/site-packages/', text)
    text = re.sub(r"line \d+", "line 42", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (31, 27, 36, 29, 33, 26, 38, 30, 35, 28, 32, 34)]
    hx = [v.gen(HEX, n) for n in (40, 44, 32)]
    ul = [v.gen(URLSAFE, n) for n in (43, 39)]
    pw = [v.pw() for _ in range(4)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx), tmp, "cli", "context")
        tb = _collect(_library_runs(an, pw), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, ul, hx), tmp, "repr", "cause")
        logs = _collect(_log_runs(pw), tmp, "log", "args")
        more = [v.gen(ALNUM, n) for n in (29, 34, 31, 27, 36)]
        cli += _collect(_more_cli_runs(tmp, more), tmp, "cli", "context")
        tb += _collect(_more_library_runs(more), tmp, "traceback", "note")
        reprs += _collect(_more_repr_runs(more, v.pw()), tmp, "repr", "cause")
        logs += _collect(_more_log_runs(v.pw()), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str]) -> list[Run]:
    import zipfile

    t = Path(tmp)
    with zipfile.ZipFile(t / "release.zip", "w") as zf:
        zf.writestr("app/README", "release 4.2\n")
        zf.comment = f"signed-by: ci; upload-token={an[0]}".encode()
    con = sqlite3.connect(t / "keys.db")
    con.execute("create table api_keys (name text, key text, scope text)")
    con.execute("insert into api_keys values ('billing', ?, 'write')", (an[1],))
    con.execute("insert into api_keys values ('reports', ?, 'read')", (hx[2],))
    con.commit()
    con.close()
    repo = t / "repo"
    repo.mkdir()
    (t / "cfg.py").write_text(f'GEOCODER_KEY = "{an[3]}"\nTIMEOUT = 10\n')
    py = "/work/venv/bin/python"

    def git_log() -> str:
        from _heldout_live_tools import run_command

        run_command(["git", "init", "-q", "-b", "main"], str(repo), env=_ENV)
        (repo / "settings.env").write_text(f"SENTRY_DSN=\nPAYOUTS_SECRET={an[2]}\n")
        run_command(["git", "add", "settings.env"], str(repo), env=_ENV)
        run_command(["git", "commit", "-q", "-m", "add settings"], str(repo), env=_ENV)
        return run_command(["git", "log", "-p", "-1", "--no-color"], str(repo), env=_ENV)

    return [
        (
            "unzip archive comment",
            "unzip -z printing a release archive's comment holding an upload token",
            an[0],
            ["unzip", "-z", str(t / "release.zip")],
        ),
        (
            "sqlite3 tabs",
            "sqlite3 -tabs -header over an api_keys table",
            an[1],
            ["sqlite3", "-tabs", "-header", str(t / "keys.db"), "select * from api_keys"],
        ),
        (
            "sqlite3 quote",
            "sqlite3 -quote over an api_keys table (values as SQL literals)",
            hx[2],
            ["sqlite3", "-quote", str(t / "keys.db"), "select name, key from api_keys"],
        ),
        ("git log patch", "git log -p over a commit adding a settings file", an[2], git_log),
        (
            "python dis",
            "python -m dis on a config module holding a geocoder key",
            an[3],
            [py, "-m", "dis", str(t / "cfg.py")],
        ),
    ]


def _library_runs(an: list[str], pw: list[str]) -> list[Run]:
    import ipaddress

    def smolagents_run() -> str:
        from smolagents.local_python_executor import LocalPythonExecutor

        executor = LocalPythonExecutor(additional_authorized_imports=[])
        executor.send_tools({})
        code = f'warehouse_key = "{an[4]}"\nport = int(warehouse_key)\n'
        return raised_message(lambda: executor(code))

    def cattrs_run() -> str:
        import attrs
        import cattrs

        @attrs.define
        class Kiosk:
            name: str
            pin: int

        converter = cattrs.Converter(detailed_validation=True)
        try:
            converter.structure({"name": "lobby", "pin": pw[0]}, Kiosk)
        except Exception as error:  # the library's own error is the case
            return "".join(traceback.format_exception(error)).replace("cattrs_run.<locals>.", "")
        return ""

    def jsonpatch_run() -> str:
        import jsonpatch

        patch = [{"op": "replace", "path": f"/tokens/{an[5]}", "value": "revoked"}]
        return raised_message(lambda: jsonpatch.apply_patch({"tokens": {}}, patch))

    return [
        (
            "smolagents executor",
            "smolagents' LocalPythonExecutor running agent code that casts a key to int",
            an[4],
            smolagents_run,
        ),
        (
            "cattrs class validation",
            "cattrs structuring a kiosk config whose pin field held a password",
            pw[0],
            cattrs_run,
        ),
        (
            "jsonpatch conflict",
            "jsonpatch replacing a token path that does not exist",
            an[5],
            jsonpatch_run,
        ),
        (
            "ip network",
            "ipaddress.ip_network given an allow-list entry that was a pasted key",
            an[6],
            lambda: raised_message(lambda: ipaddress.ip_network(an[6])),
        ),
    ]


def _repr_runs(an: list[str], ul: list[str], hx: list[str]) -> list[Run]:
    def msgspec_run() -> str:
        import msgspec

        class Upstream(msgspec.Struct):
            url: str
            bearer: str

        return repr(Upstream(url="https://api.acme.io", bearer=ul[0]))

    def cattrs_repr() -> str:
        import attrs
        import cattrs

        @attrs.define
        class Mailbox:
            host: str
            user: str
            password: str

        box = cattrs.structure({"host": "imap.acme.io", "user": "ops", "password": an[7]}, Mailbox)
        return repr(box).replace("cattrs_repr.<locals>.", "")

    def xmltodict_run() -> str:
        import xmltodict

        xml = f"<config><feed>prices</feed><apiKey>{an[8]}</apiKey></config>"
        return repr(xmltodict.parse(xml))

    def jsonpatch_repr() -> str:
        import jsonpatch

        return str(jsonpatch.make_patch({"webhook": {}}, {"webhook": {"secret": hx[1]}}))

    def namespace_run() -> str:
        import types

        return repr(types.SimpleNamespace(region="eu-1", access_token=ul[1], retries=3))

    return [
        ("msgspec struct", "repr of a msgspec Struct holding an upstream bearer token", ul[0], msgspec_run),
        ("cattrs attrs class", "repr of an attrs class cattrs structured from a mailbox config", an[7], cattrs_repr),
        ("xmltodict parse", "repr of xmltodict.parse over a feed config with an apiKey", an[8], xmltodict_run),
        ("jsonpatch patch", "str of a jsonpatch JsonPatch adding a webhook secret", hx[1], jsonpatch_repr),
        ("simple namespace", "repr of a types.SimpleNamespace config with an access token", ul[1], namespace_run),
    ]  # fmt: skip


def _serve_once(replies: Callable[[str], bytes], greeting: bytes) -> tuple[socket.socket, int]:
    """A one-connection line server on 127.0.0.1 answering each line with ``replies``."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)

    def serve() -> None:
        with contextlib.suppress(OSError):
            conn, _ = server.accept()
            with conn:
                conn.sendall(greeting)
                buf = b""
                while True:
                    data = conn.recv(4096)
                    if not data:
                        return
                    buf += data
                    while b"\r\n" in buf:
                        line, buf = buf.split(b"\r\n", 1)
                        answer = replies(line.decode(errors="replace"))
                        if answer:
                            conn.sendall(answer)

    threading.Thread(target=serve, daemon=True).start()
    return server, server.getsockname()[1]


def _imap_reply(line: str) -> bytes:
    tag, _, command = line.partition(" ")
    if command.upper().startswith("CAPABILITY"):
        return f"* CAPABILITY IMAP4rev1 AUTH=PLAIN\r\n{tag} OK done\r\n".encode()
    if command.upper().startswith("LOGIN"):
        return f"{tag} NO [AUTHENTICATIONFAILED] Invalid credentials\r\n".encode()
    return f"{tag} BAD unknown\r\n".encode()


def _nntp_reply(line: str) -> bytes:
    upper = line.upper()
    if upper.startswith("CAPABILITIES"):
        return b"101 Capability list:\r\nVERSION 2\r\nREADER\r\nAUTHINFO USER\r\n.\r\n"
    if upper.startswith("AUTHINFO USER"):
        return b"381 Password required\r\n"
    if upper.startswith("AUTHINFO PASS"):
        return b"481 Authentication failed\r\n"
    if upper.startswith("MODE READER"):
        return b"200 Posting allowed\r\n"
    return b"500 What?\r\n"


def _log_runs(pw: list[str]) -> list[Run]:
    def imap_run() -> str:
        import imaplib

        server, port = _serve_once(_imap_reply, b"* OK IMAP4rev1 ready\r\n")
        out = io.StringIO()
        try:
            with contextlib.redirect_stderr(out):
                imap = imaplib.IMAP4("127.0.0.1", port)
                imap.debug = 4
                with contextlib.suppress(imaplib.IMAP4.error):
                    imap.login("ops@acme.io", pw[1])
                imap.shutdown()
        finally:
            server.close()
        text = re.sub(r"^\s*\d\d:\d\d\.\d\d ", "", out.getvalue(), flags=re.M)
        return re.sub(r"\b[A-P]{4}(\d+)\b", r"JDFA\1", text)

    def nntp_run() -> str:
        import warnings

        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            import nntplib

        server, port = _serve_once(_nntp_reply, b"200 news.acme.io ready\r\n")
        out = io.StringIO()
        try:
            with contextlib.redirect_stdout(out):
                news = nntplib.NNTP("127.0.0.1", port, usenetrc=False, readermode=False)
                news.set_debuglevel(2)
                with contextlib.suppress(nntplib.NNTPError):
                    news.login("reader", pw[2], usenetrc=False)
                news.sock.close()
        finally:
            server.close()
        return out.getvalue()

    return [
        ("imaplib debug", "imaplib's debug output logging in to a local IMAP server that refuses", pw[1], imap_run),
        ("nntplib debug", "nntplib's debug output logging in to a local news server that refuses", pw[2], nntp_run),
    ]  # fmt: skip


def _more_cli_runs(tmp: str, more: list[str]) -> list[Run]:
    import zipfile

    t = Path(tmp)
    with zipfile.ZipFile(t / "bundle.zip", "w") as zf:
        zf.writestr("deploy/.netlify.toml", f'[build.environment]\nDEPLOY_TOKEN = "{more[0]}"\n')
    return [
        (
            "openssl asn1parse genstr",
            "openssl asn1parse -genstr encoding a UTF8String that held a key",
            more[1],
            ["openssl", "asn1parse", "-genstr", f"UTF8:{more[1]}"],
        ),
        (
            "unzip pipe",
            "unzip -p printing a bundled deploy file holding a token",
            more[0],
            ["unzip", "-p", str(t / "bundle.zip"), "deploy/.netlify.toml"],
        ),
    ]


def _more_library_runs(more: list[str]) -> list[Run]:
    def jsonpointer_run() -> str:
        import jsonpointer

        doc = {"keys": {"prod": "k1"}}
        return raised_message(lambda: jsonpointer.resolve_pointer(doc, f"/keys/{more[2]}"))

    return [
        (
            "jsonpointer resolve",
            "jsonpointer resolving a path whose last part was a pasted key",
            more[2],
            jsonpointer_run,
        ),
    ]


def _more_repr_runs(more: list[str], password: str) -> list[Run]:
    def jwt_claims() -> str:
        import jwt

        token = jwt.encode({"sub": "svc-export", "api_key": more[3]}, "k" * 32, algorithm="HS256")
        return repr(jwt.decode(token, options={"verify_signature": False}))

    def sse_event() -> str:
        from sse_starlette.sse import ServerSentEvent

        return repr(ServerSentEvent(data=f'{{"session": "{more[4]}"}}', event="login").encode())

    def xml_unparse() -> str:
        import xmltodict

        return xmltodict.unparse({"smtp": {"host": "mail.acme.io", "password": password}})

    return [
        ("pyjwt claims", "repr of PyJWT's unverified decode of a token whose claims hold an API key", more[3], jwt_claims),
        ("sse event", "repr of an sse-starlette ServerSentEvent encoded with a session id", more[4], sse_event),
        ("xmltodict unparse", "xmltodict.unparse of an SMTP config with a password", password, xml_unparse),
    ]  # fmt: skip


def _pop_reply(line: str) -> bytes:
    upper = line.upper()
    if upper.startswith("USER"):
        return b"+OK send PASS\r\n"
    if upper.startswith("PASS"):
        return b"-ERR [AUTH] Authentication failed\r\n"
    return b"-ERR unknown\r\n"


def _more_log_runs(password: str) -> list[Run]:
    def pop_run() -> str:
        import poplib

        server, port = _serve_once(_pop_reply, b"+OK POP3 ready\r\n")
        out = io.StringIO()
        try:
            with contextlib.redirect_stdout(out):
                pop = poplib.POP3("127.0.0.1", port)
                pop.set_debuglevel(2)
                pop.user("ops@acme.io")
                with contextlib.suppress(poplib.error_proto):
                    pop.pass_(password)
                pop.close()
        finally:
            server.close()
        return out.getvalue()

    return [
        ("poplib debug", "poplib's debug output logging in to a local POP3 server that refuses", password, pop_run),
    ]  # fmt: skip
