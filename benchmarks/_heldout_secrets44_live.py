"""Held-out set 44: output of tools and libraries really run here, against 127.0.0.1 only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, addresses, temporary paths, protocol tags) so that every run gives the same
text except the values. Tools and calls were grepped for in every earlier
``_heldout_secrets*_live.py`` and ``_heldout_families*`` live and local file before they
were chosen (none of these matched):

* ``cli``: ``ls -l`` of a share directory whose file is named with a token, GNU ``tar tvf``
  and ``gzip -l`` of archives named so, ``printenv`` of a variable, ``git cherry -v`` over a
  commit whose subject holds a key, and ``column -t`` over a CSV of keys.
* ``traceback``: ``jsonschema_rs.validate`` and ``jsonschema.validate`` ("is not of type"),
  graphql-core's validation of an argument, pydantic's ``TypeAdapter(int)``
  (``input_value=``), jsonpatch's failed ``test`` operation, ``Path.relative_to`` ("is not in
  the subpath"), ``list.index`` ("is not in list") and ``getattr`` ("has no attribute"),
  each given a value that held a secret.
* ``repr``: ``msgspec.Struct``, ``sortedcontainers.SortedDict``, ``frozenlist.FrozenList``,
  ``rich.pretty.pretty_repr``, ``pprint.pformat``, ``xmltodict.parse``'s result, a
  ``collections.Counter`` of tokens, ``str(EmailMessage)``, a ``collections.deque`` of
  headers and a ``bytearray`` of a key (aioftp's login trace was tried too, but it masks
  ``PASS``, so it adds no case).
* ``log``: imaplib's debug trace of a ``LOGIN`` against a local IMAP stub, and
  ``http.server``'s access line for a request with a token in its query.
"""

from __future__ import annotations

import contextlib
import io
import re
import socketserver
import tempfile
import threading
from pathlib import Path

from _heldout_live_tools import Run, collect_runs, raised_message
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC"}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d \d\d:\d\d(:\d\d)?(\.\d+)?", "2026-12-06 10:44:30", text)
    text = re.sub(r"\[\d\d/\w{3}/\d{4} \d\d:\d\d:\d\d\]", "[06/Dec/2026 10:44:30]", text)
    text = re.sub(r"\b\d\d:\d\d\.\d\d\b", "10:44.30", text)
    text = re.sub(r"\b[A-Z]{4}\d+ (LOGIN|NO|OK|CAPABILITY)", r"ABCD1 \1", text)
    text = re.sub(r"\b[A-Z][a-z]{2} +\d{1,2} +\d\d:\d\d\b", "Dec  6 10:44", text)
    text = re.sub(r"\b[a-z]+ +[a-z]+ +(\d+ Dec  6)", r"dev dev \1", text)
    text = re.sub(
        r"^\+ [0-9a-f]{40} ", "+ 3f1c2e4d5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d ", text, flags=re.M
    )
    text = re.sub(r"^total \d+", "total 8", text, flags=re.M)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [
        v.gen(ALNUM, n)
        for n in (31, 27, 36, 29, 33, 26, 38, 30, 35, 28, 32, 34, 37, 25, 29, 33, 27)
    ]
    hx = [v.gen(HEX, n) for n in (40, 44, 48)]
    ul = [v.gen(URLSAFE, n) for n in (43, 39, 41)]
    pw = [v.pw() for _ in range(4)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx, ul), tmp, "cli", "cause")
        tb = _collect(_library_runs(an, pw), tmp, "traceback", "context")
        reprs = _collect(_repr_runs(an, ul, pw, hx), tmp, "repr", "note")
        logs = _collect(_log_runs(pw, hx, ul), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str], ul: list[str]) -> list[Run]:
    import gzip
    import os
    import subprocess
    import tarfile

    t = Path(tmp)
    share = t / "share"
    share.mkdir()
    (share / f"dl-{an[0]}.bin").write_bytes(b"x" * 120)
    (share / "README").write_text("links expire in 7 days\n")
    for p in share.iterdir():
        os.utime(p, (1796554800, 1796554800))
    with tarfile.open(t / "keys.tar", "w") as tf:
        info = tarfile.TarInfo(f"keys/id-{hx[0]}.pem")
        info.size, info.mtime, info.uname, info.gname = 4, 1796554800, "dev", "dev"
        tf.addfile(info, io.BytesIO(b"key\n"))
    gz = t / f"backup-{ul[0]}.sql.gz"
    with open(gz, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) as f:
        f.write(b"-- dump\n")
    (t / "keys.csv").write_text(f"name,key,owner\nbilling,{an[1]},ops\nsearch,ro,web\n")
    repo = t / "repo"
    repo.mkdir()
    git = ["git", "-C", str(repo), "-c", "user.name=dev", "-c", "user.email=dev@acme.io"]
    genv = {**os.environ, **_ENV, "GIT_AUTHOR_DATE": "2026-12-06T10:44:30Z"}
    genv["GIT_COMMITTER_DATE"] = genv["GIT_AUTHOR_DATE"]
    with contextlib.suppress(OSError, subprocess.SubprocessError):
        subprocess.run(["git", "init", "-q", "-b", "main", str(repo)], check=True, env=genv)
        (repo / "a.txt").write_text("a\n")
        subprocess.run([*git, "add", "."], check=True, env=genv)
        subprocess.run([*git, "commit", "-qm", "init"], check=True, env=genv)
        subprocess.run([*git, "checkout", "-qb", "rotate"], check=True, env=genv)
        (repo / "a.txt").write_text("b\n")
        subprocess.run([*git, "commit", "-qam", f"set STRIPE key to {an[2]}"], check=True, env=genv)
    return [
        (
            "ls -l share",
            "ls -l of a share directory whose download file is named with a token",
            an[0],
            ["ls", "-l", str(share)],
        ),
        (
            "tar tvf",
            "GNU tar tvf of an archive whose key file is named with a hex id",
            hx[0],
            ["tar", "tvf", str(t / "keys.tar")],
        ),
        (
            "gzip -l",
            "gzip -l of a backup named with a URL-safe token",
            ul[0],
            ["gzip", "-l", str(gz)],
        ),
        (
            "printenv",
            "printenv of a variable holding a key (the variable set in the tool's environment)",
            an[3],
            lambda: _printenv(an[3]),
        ),
        (
            "git cherry -v",
            "git cherry -v listing a commit whose subject holds a key",
            an[2],
            ["git", "-C", str(repo), "cherry", "-v", "main", "rotate"],
        ),
        (
            "column -t",
            "column -t -s, over a CSV of keys",
            an[1],
            ["column", "-t", "-s,", str(t / "keys.csv")],
        ),
    ]


def _printenv(value: str) -> str:
    from _heldout_live_tools import run_command

    return run_command(["printenv", "PAYMENTS_API_KEY"], env={**_ENV, "PAYMENTS_API_KEY": value})


def _library_runs(an: list[str], pw: list[str]) -> list[Run]:
    out: list[Run] = []
    schema = {"type": "object", "properties": {"port": {"type": "integer"}}}
    with contextlib.suppress(ImportError):
        import jsonschema_rs

        out.append(
            (
                "jsonschema_rs type",
                "jsonschema_rs.validate on a 'port' field that held a key (ValidationError)",
                an[4],
                lambda: raised_message(lambda: jsonschema_rs.validate(schema, {"port": an[4]})),
            )
        )
    with contextlib.suppress(ImportError):
        import jsonschema

        out.append(
            (
                "jsonschema type",
                "jsonschema.validate on a 'port' field that held a password (ValidationError)",
                pw[0],
                lambda: raised_message(lambda: jsonschema.validate({"port": pw[0]}, schema)),
            )
        )
    keys = ["billing", "search"]

    class Settings:
        region = "eu-west-1"

    out += [
        (
            "path relative_to",
            "Path.relative_to on an upload path built from a share token (ValueError)",
            an[14],
            lambda: raised_message(
                lambda: Path(f"/uploads/{an[14]}/a.pdf").relative_to("/srv/share")
            ),
        ),
        (
            "list index",
            "list.index looking up a key among the configured key names (ValueError)",
            an[15],
            lambda: raised_message(lambda: keys.index(an[15])),
        ),
        (
            "getattr setting",
            "getattr on a settings object with a name that held a key (AttributeError)",
            an[16],
            lambda: raised_message(lambda: getattr(Settings(), an[16])),
        ),
    ]
    with contextlib.suppress(ImportError):
        from graphql import build_schema, parse, validate

        def gql() -> str:
            s = build_schema("type Query { viewer(token: String): String }")
            return "\n".join(str(e) for e in validate(s, parse("{ viewer(token: " + an[5] + ") }")))

        out.append(
            (
                "graphql argument",
                "graphql-core validating a query whose token was pasted unquoted",
                an[5],
                gql,
            )
        )
    with contextlib.suppress(ImportError):
        from pydantic import TypeAdapter

        out.append(
            (
                "pydantic int",
                "pydantic TypeAdapter(int) on a 'timeout' setting that held a key",
                an[6],
                lambda: raised_message(lambda: TypeAdapter(int).validate_python(an[6])),
            )
        )
    with contextlib.suppress(ImportError):
        import jsonpatch

        doc = {"host": "127.0.0.1", "token": an[7]}
        patch = [{"op": "test", "path": "/token", "value": "rotated"}]
        out.append(
            (
                "jsonpatch test",
                "jsonpatch.apply_patch with a failed 'test' of a token field",
                an[7],
                lambda: raised_message(lambda: jsonpatch.apply_patch(doc, patch)),
            )
        )
    return out


def _repr_runs(an: list[str], ul: list[str], pw: list[str], hx: list[str]) -> list[Run]:
    import pprint
    from collections import Counter, deque
    from email.message import EmailMessage

    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import msgspec

        class Upstream(msgspec.Struct):
            host: str
            token: str

        out.append(
            (
                "msgspec struct",
                "repr of a msgspec.Struct holding an upstream token",
                an[8],
                lambda: repr(Upstream("127.0.0.1", an[8])),
            )
        )
    with contextlib.suppress(ImportError):
        from sortedcontainers import SortedDict

        out.append(
            (
                "sorteddict",
                "repr of a sortedcontainers.SortedDict of settings",
                an[9],
                lambda: repr(SortedDict({"api_key": an[9], "region": "eu-west-1"})),
            )
        )
    with contextlib.suppress(ImportError):
        from frozenlist import FrozenList

        def frozen() -> str:
            headers = FrozenList(["Accept: */*", f"Authorization: Bearer {ul[1]}"])
            headers.freeze()
            return repr(headers)

        out.append(
            ("frozenlist", "repr of a frozen frozenlist.FrozenList of headers", ul[1], frozen)
        )
    with contextlib.suppress(ImportError):
        from rich.pretty import pretty_repr

        out.append(
            (
                "rich pretty",
                "rich.pretty.pretty_repr of an SMTP settings dict",
                pw[1],
                lambda: pretty_repr(
                    {"smtp": {"host": "127.0.0.1", "user": "ops", "password": pw[1]}}
                ),
            )
        )
    out.append(
        (
            "pprint",
            "pprint.pformat of a database settings dict",
            pw[2],
            lambda: pprint.pformat(
                {"default": {"ENGINE": "postgresql", "HOST": "127.0.0.1", "PASSWORD": pw[2]}},
                width=60,
            ),
        )
    )
    with contextlib.suppress(ImportError):
        import xmltodict

        out.append(
            (
                "xmltodict",
                "repr of xmltodict.parse of a config file",
                an[10],
                lambda: repr(xmltodict.parse(f"<config><apiKey>{an[10]}</apiKey></config>")),
            )
        )
    out.append(
        (
            "counter",
            "repr of a collections.Counter of API keys seen in an access log",
            hx[1],
            lambda: repr(Counter([hx[1], hx[1], "anonymous"])),
        )
    )

    def email() -> str:
        msg = EmailMessage()
        msg["From"] = "alerts@acme.io"
        msg["To"] = "ops@acme.io"
        msg["X-Postmark-Server-Token"] = an[11]
        msg.set_content("disk full on db-1")
        return str(msg)

    out.append(
        ("email message", "str() of an EmailMessage with a server token header", an[11], email)
    )
    out.append(
        (
            "deque",
            "repr of a collections.deque keeping the last Authorization headers sent",
            an[12],
            lambda: repr(deque([f"Bearer {an[12]}", "Basic Og=="], maxlen=5)),
        )
    )
    out.append(
        (
            "bytearray",
            "repr of a bytearray holding a key read from a file",
            an[13],
            lambda: repr(bytearray(an[13].encode())),
        )
    )
    return out


class _Imap(socketserver.StreamRequestHandler):
    def handle(self) -> None:
        self.wfile.write(b"* OK [CAPABILITY IMAP4rev1 AUTH=PLAIN] ready\r\n")
        while line := self.rfile.readline():
            tag = line.split(b" ")[0]
            if b"CAPABILITY" in line:
                self.wfile.write(b"* CAPABILITY IMAP4rev1 AUTH=PLAIN\r\n" + tag + b" OK done\r\n")
            elif b"LOGIN" in line:
                self.wfile.write(tag + b" NO [AUTHENTICATIONFAILED] Invalid credentials\r\n")
            else:
                self.wfile.write(tag + b" BAD unknown\r\n")


def _imap_trace(password: str) -> str:
    import imaplib

    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), _Imap)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    stream = io.StringIO()
    try:
        with contextlib.redirect_stderr(stream):
            client = imaplib.IMAP4("127.0.0.1", server.server_address[1])
            client.debug = 4
            with contextlib.suppress(imaplib.IMAP4.error):
                client.login("ops@acme.io", password)
            client.shutdown()
    finally:
        server.shutdown()
        server.server_close()
    return stream.getvalue()


def _http_server_line(token: str) -> str:
    import urllib.error
    import urllib.request
    from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

    stream = io.StringIO()
    with tempfile.TemporaryDirectory() as root:

        class Handler(SimpleHTTPRequestHandler):
            def __init__(self, *args: object, **kwargs: object) -> None:
                super().__init__(*args, directory=root, **kwargs)  # type: ignore[arg-type]

            def log_message(self, format: str, *args: object) -> None:
                # What BaseHTTPRequestHandler.log_message writes to stderr, kept here.
                line = format % args
                stream.write(
                    f"{self.address_string()} - - [{self.log_date_time_string()}] {line}\n"
                )

        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            url = f"http://127.0.0.1:{server.server_address[1]}/hooks/deploy?token={token}"
            with contextlib.suppress(urllib.error.URLError):
                urllib.request.urlopen(url, timeout=5).close()
        finally:
            server.shutdown()
            server.server_close()
    return stream.getvalue()


def _log_runs(pw: list[str], hx: list[str], ul: list[str]) -> list[Run]:
    return [
        (
            "imaplib debug",
            "imaplib's debug trace (debug=4) of a LOGIN against a local IMAP stub",
            pw[3],
            lambda: _imap_trace(pw[3]),
        ),
        (
            "http.server access",
            "http.server's access line for a deploy hook with a token in its query",
            hx[2],
            lambda: _http_server_line(hx[2]),
        ),
    ]
