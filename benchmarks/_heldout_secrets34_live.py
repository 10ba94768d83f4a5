"""Held-out set 34: output of tools and libraries really run here, against 127.0.0.1 only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, addresses, temporary paths) so that every run gives the same text except the
values. Tools and calls were grepped for in every earlier held-out file before they were
chosen (the counts of earlier files naming each are in the commit message and the report):

* ``cli``: ``python -m py_compile`` on a settings module with a syntax error on its key's
  line, ``python -m trace --trace`` running a script that sets a token, ``python -m inspect``
  and ``python -m pydoc`` on a settings module, ``python -m netrc`` reading a ``.netrc``,
  ``yq`` (the jq wrapper installed here) on a YAML config, ``column -t -s,`` on a CSV export
  of keys, ``python -m json.tool`` on a service account file and ``git show HEAD:.env`` in a
  scratch repository.
* ``traceback``: ``signal.Signals[...]``, ``pwd.getpwnam``, ``grp.getgrnam``,
  ``ctypes.CDLL``, ``pkgutil.resolve_name``, ``str.format`` with a key in braces, argparse's
  "invalid int value" error, ``configparser``'s missing section header and ``hashlib.new``,
  each given a value that held a secret.
* ``repr``: ``urllib.parse.urlparse``'s ``ParseResult``, ``zipfile.ZipInfo``,
  ``array.array('u', ...)``, ``contextvars.ContextVar``, ``inspect.Parameter`` and
  ``urllib.request.Request.header_items()``.
* ``log``: ``telnetlib``'s debug output against a loopback listener, ``xmlrpc.server``'s
  request log, ``warnings`` captured into ``py.warnings``, ``sqlite3``'s
  ``set_trace_callback`` into a logger and ``http.client``'s ``debuglevel`` output against
  the denying server.
"""

from __future__ import annotations

import contextlib
import io
import re
import socket
import tempfile
import threading
from pathlib import Path

from _heldout_live_tools import (
    Run,
    captured_logs,
    collect_runs,
    raised_message,
    run_command,
    start_denying_server,
)
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC", "PAGER": "cat"}
_PY = "/work/venv/bin/python"


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"127\.0\.0\.1,\d{2,5}", "127.0.0.1,8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\[\d\d/\w{3}/\d{4} \d\d:\d\d:\d\d\]", "[06/Dec/2026 12:44:30]", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?", "2026-12-06 12:44:30", text)
    text = re.sub(r"Date: [^\\\r\n]+", "Date: Sun, 06 Dec 2026 12:44:30 GMT", text)
    text = re.sub(r"Python/3\.\d+\.\d+", "Python/3.11.x", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def live_tool_cases(v: Values) -> list[Case]:
    an = [
        v.gen(ALNUM, n)
        for n in (31, 27, 36, 29, 33, 26, 38, 30, 35, 28, 32, 34, 37, 25, 39, 24, 41, 23)
    ]
    hx = [v.gen(HEX, n) for n in (40, 44, 48)]
    ul = [v.gen(URLSAFE, n) for n in (43, 39, 41)]
    pw = [v.pw() for _ in range(5)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = collect_runs(_cli_runs(tmp, an, hx, pw), tmp, "cli", "context", _ENV, _normalize)
        tb = collect_runs(_library_runs(an, hx), tmp, "traceback", "note", _ENV, _normalize)
        reprs = collect_runs(_repr_runs(an, ul, pw), tmp, "repr", "cause", _ENV, _normalize)
        logs = collect_runs(_log_runs(tmp, an, ul, hx, pw), tmp, "log", "args", _ENV, _normalize)
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str], pw: list[str]) -> list[Run]:
    t = Path(tmp)
    (t / "broken_settings.py").write_text(f'DEBUG = False\nSTRIPE_KEY = "{an[0]}\nTIMEOUT = 30\n')
    (t / "boot.py").write_text(f'REGION = "eu"\nTOKEN = "{an[1]}"\nprint(REGION)\n')
    (t / "svc_settings.py").write_text(
        f'"""Service settings."""\nSENTRY_DSN = "https://o1.ingest.example/2"\nSIGNING_KEY = "{an[2]}"\n'
    )
    (t / "pay_settings.py").write_text(f'"""Payment settings."""\nGATEWAY_SECRET = "{hx[0]}"\n')
    home = t / "home"
    home.mkdir()
    netrc = home / ".netrc"
    netrc.write_text(f"machine 127.0.0.1\n  login deploy\n  password {pw[0]}\n")
    netrc.chmod(0o600)
    (t / "app.yaml").write_text(
        f"server:\n  port: 8080\ndatabase:\n  host: 127.0.0.1\n  user: app\n  password: {pw[1]}\n"
    )
    (t / "keys.csv").write_text(
        f"name,created,key\nbilling,2026-11-02,{an[16]}\nsearch,2026-11-20,(revoked)\n"
    )
    (t / "service.json").write_text(
        '{"type":"service_account","client_email":"sync@acme.io","client_secret":"'
        + an[17]
        + '","token_uri":"http://127.0.0.1:8080/token"}'
    )
    repo = t / "repo"
    repo.mkdir()
    (repo / ".env").write_text(f"APP_ENV=production\nMAPBOX_TOKEN={an[3]}\n")
    git = ["git", "-c", "user.name=dev", "-c", "user.email=dev@acme.io", "-C", str(repo)]
    run_command(["git", "init", "-q", str(repo)], env=_ENV)
    run_command([*git, "add", ".env"], env=_ENV)
    run_command([*git, "commit", "-q", "-m", "env"], env=_ENV)
    return [
        (
            "py_compile syntax error",
            "python -m py_compile on a settings module whose key's string is unterminated",
            an[0],
            [_PY, "-m", "py_compile", str(t / "broken_settings.py")],
        ),
        (
            "trace lines",
            "python -m trace --trace running a boot script that sets a token",
            an[1],
            [_PY, "-m", "trace", "--trace", str(t / "boot.py")],
        ),
        (
            "inspect source",
            "python -m inspect printing a settings module's source",
            an[2],
            [_PY, "-m", "inspect", "svc_settings"],
        ),
        (
            "pydoc data",
            "python -m pydoc on a settings module (its DATA section shows the values)",
            hx[0],
            [_PY, "-m", "pydoc", "pay_settings"],
        ),
        (
            "netrc dump",
            "python -m netrc printing the parsed ~/.netrc",
            pw[0],
            lambda: run_command([_PY, "-m", "netrc"], tmp, env={**_ENV, "HOME": str(home)}),
        ),
        (
            "yq database",
            "yq (the jq wrapper installed here) printing '.database' of an app config as JSON",
            pw[1],
            ["yq", ".database", str(t / "app.yaml")],
        ),
        (
            "column table",
            "column -t -s, printing a CSV export of API keys as a table",
            an[16],
            ["column", "-t", "-s,", str(t / "keys.csv")],
        ),
        (
            "json tool",
            "python -m json.tool pretty-printing a service account file",
            an[17],
            [_PY, "-m", "json.tool", str(t / "service.json")],
        ),
        (
            "git show env",
            "git show HEAD:.env in a repository where .env was committed",
            an[3],
            [*git, "show", "HEAD:.env"],
        ),
    ]


def _library_runs(an: list[str], hx: list[str]) -> list[Run]:
    import argparse
    import configparser
    import ctypes
    import grp
    import hashlib
    import pkgutil
    import pwd
    import signal

    def argparse_error() -> str:
        parser = argparse.ArgumentParser(prog="sync")
        parser.add_argument("--port", type=int)
        parser.add_argument("--token")
        err = io.StringIO()
        with contextlib.redirect_stderr(err), contextlib.suppress(SystemExit):
            parser.parse_args(["--port", an[10], "--token"])
        return err.getvalue().strip()

    def config_error() -> str:
        parser = configparser.ConfigParser()
        return raised_message(
            lambda: parser.read_string(f"api_key = {hx[1]}\n[server]\nport = 80\n")
        )

    return [
        (
            "signal lookup",
            "signal.Signals[...] on a 'stop_signal' setting that held a key (KeyError)",
            an[4],
            lambda: raised_message(lambda: signal.Signals[an[4]]),
        ),
        (
            "getpwnam",
            "pwd.getpwnam on a 'run_as' field that held a token (KeyError)",
            an[5],
            lambda: raised_message(lambda: pwd.getpwnam(an[5])),
        ),
        (
            "getgrnam",
            "grp.getgrnam on a 'group' field that held a token (KeyError)",
            an[6],
            lambda: raised_message(lambda: grp.getgrnam(an[6])),
        ),
        (
            "ctypes cdll",
            "ctypes.CDLL on a 'plugin_path' setting that held a key (OSError)",
            an[7],
            lambda: raised_message(lambda: ctypes.CDLL(an[7])),
        ),
        (
            "resolve name",
            "pkgutil.resolve_name on a 'serializer' setting that held a key (AttributeError)",
            an[8],
            lambda: raised_message(lambda: pkgutil.resolve_name("json:" + an[8])),
        ),
        (
            "str format",
            "str.format on a URL template with a key pasted inside braces (KeyError)",
            an[9],
            lambda: raised_message(
                lambda: ("https://{host}/v1/items?key={" + an[9] + "}").format(host="api.acme.io")
            ),
        ),
        (
            "argparse int",
            "argparse's error when a token was passed to --port (argument shifted)",
            an[10],
            argparse_error,
        ),
        (
            "configparser header",
            "configparser reading an INI whose first line holds a key (MissingSectionHeaderError)",
            hx[1],
            config_error,
        ),
        (
            "hashlib new",
            "hashlib.new on an 'algorithm' setting that held a key (ValueError)",
            an[11],
            lambda: raised_message(lambda: hashlib.new(an[11])),
        ),
    ]


def _repr_runs(an: list[str], ul: list[str], pw: list[str]) -> list[Run]:
    import array
    import contextvars
    import inspect
    import urllib.request
    import zipfile
    from urllib.parse import urlparse

    def zipinfo() -> str:
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w") as zf:
            zf.writestr(zipfile.ZipInfo(f"share/{an[12]}.pdf", (2026, 12, 6, 12, 44, 30)), "x")
            return repr(zf.infolist()[0])

    def parameter() -> str:
        def connect(host: str, api_key: str = an[13]) -> None:
            """Stands in for a client's connect."""

        return repr(inspect.signature(connect).parameters["api_key"])

    def request_headers() -> str:
        req = urllib.request.Request(
            "http://127.0.0.1:8080/v1/items", headers={"Authorization": f"Bearer {ul[1]}"}
        )
        return repr(req.header_items())

    return [
        (
            "urlparse result",
            "urllib.parse.urlparse of a database URL with its password",
            pw[2],
            lambda: repr(urlparse(f"postgresql://app:{pw[2]}@127.0.0.1:5432/orders")),
        ),
        ("zipinfo", "zipfile.ZipInfo's repr for a share link named with a token", an[12], zipinfo),
        (
            "array u",
            "array.array('u', ...) holding a typed password",
            pw[3],
            lambda: repr(array.array("u", pw[3])),
        ),
        (
            "contextvar default",
            "contextvars.ContextVar's repr with a token as its default",
            ul[0],
            lambda: repr(contextvars.ContextVar("request_token", default=ul[0])).split(" at ")[0],
        ),
        (
            "inspect parameter",
            "inspect.Parameter's repr with a key as the default",
            an[13],
            parameter,
        ),
        (
            "request header items",
            "urllib.request.Request.header_items() with a bearer token",
            ul[1],
            request_headers,
        ),
    ]


def _log_runs(tmp: str, an: list[str], ul: list[str], hx: list[str], pw: list[str]) -> list[Run]:
    import http.client
    import logging
    import sqlite3
    import warnings

    out: list[Run] = []

    def telnet_debug() -> str:
        import telnetlib  # deprecated; removed in 3.13

        listener = socket.socket()
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        port = listener.getsockname()[1]

        def serve() -> None:
            conn, _ = listener.accept()
            with conn:
                conn.sendall(b"login: ")
                conn.recv(256)
                conn.sendall(b"Password: ")
                conn.recv(256)
                conn.sendall(b"\r\nLogin incorrect\r\n")

        thread = threading.Thread(target=serve, daemon=True)
        thread.start()
        stream = io.StringIO()
        with contextlib.redirect_stdout(stream):
            tn = telnetlib.Telnet("127.0.0.1", port, timeout=5)
            tn.set_debuglevel(1)
            tn.read_until(b"login: ", 5)
            tn.write(b"admin\n")
            tn.read_until(b"Password: ", 5)
            tn.write(pw[4].encode() + b"\n")
            tn.read_until(b"incorrect", 5)
            tn.close()
        thread.join(5)
        listener.close()
        return stream.getvalue().strip()

    def xmlrpc_log() -> str:
        import xmlrpc.client
        from xmlrpc.server import SimpleXMLRPCRequestHandler, SimpleXMLRPCServer

        err = io.StringIO()

        class Handler(SimpleXMLRPCRequestHandler):
            rpc_paths = ()

        server = SimpleXMLRPCServer(("127.0.0.1", 0), Handler, logRequests=True)
        server.register_function(lambda: "ok", "ping")
        port = server.server_address[1]
        thread = threading.Thread(target=server.handle_request, daemon=True)
        with contextlib.redirect_stderr(err):
            thread.start()
            proxy = xmlrpc.client.ServerProxy(f"http://127.0.0.1:{port}/RPC2?token={ul[2]}")
            with contextlib.suppress(Exception):
                proxy.ping()
            thread.join(5)
        server.server_close()
        return err.getvalue().strip()

    def warnings_log() -> str:
        src = Path(tmp) / "legacy_client.py"
        src.write_text(f'import warnings\nAPI_SECRET = "{an[14]}"  # TODO move to vault\n')
        logging.captureWarnings(True)
        try:
            with captured_logs("py.warnings") as stream, warnings.catch_warnings():
                warnings.simplefilter("always")
                warnings.warn_explicit(
                    "hard-coded credential", UserWarning, str(src), 2, module="legacy_client"
                )
        finally:
            logging.captureWarnings(False)
        return stream.getvalue().strip()

    def sqlite_trace() -> str:
        log = logging.getLogger("app.sql")
        with captured_logs("app.sql") as stream:
            conn = sqlite3.connect(":memory:")
            conn.set_trace_callback(log.debug)
            conn.execute("CREATE TABLE api_keys (name TEXT, secret TEXT)")
            conn.execute(f"INSERT INTO api_keys VALUES ('billing', '{hx[2]}')")
            conn.close()
        return stream.getvalue().strip()

    def http_client_debug() -> str:
        server = start_denying_server()
        port = server.server_address[1]
        stream = io.StringIO()
        try:
            with contextlib.redirect_stdout(stream):
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
                conn.set_debuglevel(1)
                conn.request("GET", f"/v1/export?api_key={an[15]}", headers={"Accept": "*/*"})
                conn.getresponse().read()
                conn.close()
        finally:
            server.shutdown()
            server.server_close()
        return stream.getvalue().strip()

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        with contextlib.suppress(ImportError):
            import telnetlib  # noqa: F401

            out.append(
                (
                    "telnetlib debug",
                    "telnetlib's set_debuglevel output logging in to a loopback listener",
                    pw[4],
                    telnet_debug,
                )
            )
    out += [
        (
            "xmlrpc request log",
            "xmlrpc.server's request log line for a call whose URL carries a token",
            ul[2],
            xmlrpc_log,
        ),
        (
            "py warnings",
            "a warning captured into py.warnings showing the source line with a secret",
            an[14],
            warnings_log,
        ),
        (
            "sqlite trace",
            "sqlite3's set_trace_callback logging an INSERT of an API key",
            hx[2],
            sqlite_trace,
        ),
        (
            "http client debug",
            "http.client's debuglevel output for a GET with a key in its query",
            an[15],
            http_client_debug,
        ),
    ]
    return out
