"""Held-out set 36: output of tools and libraries really run here, against 127.0.0.1 only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, addresses, temporary paths) so that every run gives the same text except the
values. Tools and calls were grepped for in every earlier held-out file before they were
chosen; those no earlier file named are marked (0), the rest name how many did:

* ``cli``: ``python -m pydoc`` on a settings module (1), ``python -m inspect`` printing a
  module's source (1), ``git diff --cached`` of a staged ``.env`` in a scratch repository and
  ``sqlite3 -box`` printing a tokens table (3).
* ``traceback``: ``operator.attrgetter`` (0) and ``operator.itemgetter`` (0) given a key that
  held a token, ``str.format_map`` (0) on a template whose field was a token, jinja2's
  ``StrictUndefined`` (1) and ``unicodedata.lookup`` (4).
* ``repr``: ``rich.pretty.pretty_repr`` (0) of a settings dict, starlette's ``URL`` (1),
  ``types.MappingProxyType`` and ``xml.dom.minidom``'s ``toprettyxml`` (2).
* ``log``: ``http.server``'s own request log line for a callback with a token in its query,
  urllib3's DEBUG line for a request that carried a key in its query (urllib3 was named by
  earlier files, its connectionpool line too), ``xmlrpc.client``'s verbose ``send:`` line
  (5) and ``http.client``'s debuglevel ``send:`` line (4).
* Added after the first pass: ``python -m trace --trace`` (0) in ``cli``; ``hashlib.new``
  (0), argparse's invalid choice (1), configparser's ``NoSectionError`` (1),
  ``importlib.metadata``'s ``PackageNotFoundError`` (1) and ``int(…, 16)`` (1) in
  ``traceback``; ``inspect.Signature`` with a default, urllib3's ``Url`` (1) and requests'
  ``CaseInsensitiveDict`` (2) in ``repr``.
"""

from __future__ import annotations

import contextlib
import io
import re
import string
import tempfile
import urllib.request
from pathlib import Path

from _heldout_live_tools import (
    Run,
    captured_logs,
    collect_runs,
    raised_message,
    start_denying_server,
)
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "GIT_AUTHOR_NAME": "dev",
    "GIT_AUTHOR_EMAIL": "dev@acme.io",
    "GIT_COMMITTER_NAME": "dev",
    "GIT_COMMITTER_EMAIL": "dev@acme.io",
    "PAGER": "cat",
    "GIT_PAGER": "cat",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\[\d\d/\w{3}/\d{4} \d\d:\d\d:\d\d\]", "[06/Dec/2026 12:44:30]", text)
    text = re.sub(r"index [0-9a-f]{7}\.\.[0-9a-f]{7}", "index 0000000..5b2e1c4", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (31, 27, 36, 29, 33, 26, 38, 30, 35)]
    letters = [v.gen(string.ascii_letters, n) for n in (24, 28)]
    upper = v.gen(string.ascii_uppercase, 22)
    hx = [v.gen(HEX, n) for n in (40, 44)]
    ul = [v.gen(URLSAFE, n) for n in (43, 39)]
    pw = [v.pw() for _ in range(2)]
    more = [v.gen(ALNUM, n) for n in (32, 28, 34, 30, 37, 27, 33)]
    hx2 = v.gen(HEX, 40)
    pw2 = [v.pw() for _ in range(3)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx, pw) + _trace_run(tmp, more), tmp, "cli", "context")
        tb = _collect(
            _library_runs(an, letters, upper) + _more_library_runs(more, hx2),
            tmp,
            "traceback",
            "note",
        )
        reprs = _collect(_repr_runs(an, ul, pw) + _more_repr_runs(more, pw2), tmp, "repr", "cause")
        logs = _collect(_log_runs(ul, hx) + _more_log_runs(more, pw2), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str], pw: list[str]) -> list[Run]:
    t = Path(tmp)
    (t / "radar_settings.py").write_text(
        f'"""Radar station settings."""\nSTATION = "WRBB"\nSPINITRON_KEY = "{an[0]}"\n'
    )
    (t / "hooks_conf.py").write_text(f'TOORNAMENT_SECRET = "{an[1]}"\n')
    repo = t / "repo"
    repo.mkdir()
    (repo / ".env").write_text(f"APP_ENV=prod\nREWARDFUL_API_SECRET={hx[0]}\n")
    (t / "tokens.sql").write_text(
        "create table tokens(name text, value text);\n"
        f"insert into tokens values('ci', '{an[2]}');\n"
    )
    py = "/work/venv/bin/python"
    env_py = {"PYTHONPATH": tmp}

    def pydoc() -> str:
        from _heldout_live_tools import run_command

        return run_command([py, "-m", "pydoc", "radar_settings"], tmp, env={**_ENV, **env_py})

    def inspect_src() -> str:
        from _heldout_live_tools import run_command

        return run_command([py, "-m", "inspect", "hooks_conf"], tmp, env={**_ENV, **env_py})

    def staged() -> str:
        from _heldout_live_tools import run_command

        run_command(["git", "init", "-q", str(repo)], env=_ENV)
        run_command(["git", "-C", str(repo), "add", ".env"], env=_ENV)
        return run_command(["git", "-C", str(repo), "diff", "--cached"], env=_ENV)

    def sqlite_box() -> str:
        from _heldout_live_tools import run_command

        db = str(t / "app.db")
        run_command(["sqlite3", db, f".read {t / 'tokens.sql'}"], env=_ENV)
        return run_command(["sqlite3", "-box", db, "select * from tokens"], env=_ENV)

    return [
        ("pydoc settings", "python -m pydoc on a settings module holding a radar API key", an[0], pydoc),
        ("inspect source", "python -m inspect printing a config module's source", an[1], inspect_src),
        ("git diff cached", "git diff --cached of a staged .env in a scratch repository", hx[0], staged),
        ("sqlite3 box", "sqlite3 -box printing a tokens table", an[2], sqlite_box),
    ]  # fmt: skip


def _library_runs(an: list[str], letters: list[str], upper: str) -> list[Run]:
    import operator
    import types
    import unicodedata

    settings = types.SimpleNamespace(region="eu")
    out: list[Run] = [
        (
            "attrgetter",
            "operator.attrgetter on a settings object given a 'field' that held a token",
            an[3],
            lambda: raised_message(lambda: operator.attrgetter(an[3])(settings)),
        ),
        (
            "itemgetter",
            "operator.itemgetter on a row given a 'column' that held a key (KeyError)",
            an[4],
            lambda: raised_message(lambda: operator.itemgetter(an[4])({"id": 1})),
        ),
        (
            "format map",
            "str.format_map on a message template whose field was a pasted token",
            an[5],
            lambda: raised_message(lambda: ("Hello {" + an[5] + "}").format_map({})),
        ),
        (
            "unicodedata lookup",
            "unicodedata.lookup on a 'glyph' setting that held a key",
            upper,
            lambda: raised_message(lambda: unicodedata.lookup(upper)),
        ),
    ]
    with contextlib.suppress(ImportError):
        import jinja2

        def render() -> None:
            template = jinja2.Template(
                "Key: {{ cfg." + letters[0] + " }}", undefined=jinja2.StrictUndefined
            )
            template.render(cfg={})

        out.append(
            (
                "jinja2 strict undefined",
                "jinja2 StrictUndefined on a template whose attribute name was a pasted token",
                letters[0],
                lambda: raised_message(render),
            )
        )
    return out


def _repr_runs(an: list[str], ul: list[str], pw: list[str]) -> list[Run]:
    import types
    from xml.dom import minidom

    out: list[Run] = [
        (
            "mappingproxy",
            "types.MappingProxyType's repr of a read-only settings view",
            pw[0],
            lambda: repr(types.MappingProxyType({"user": "etl", "password": pw[0]})),
        ),
        (
            "minidom pretty xml",
            "xml.dom.minidom's toprettyxml of a connector config",
            an[6],
            lambda: minidom.parseString(
                f"<connector><name>ravelry</name><key>{an[6]}</key></connector>"
            ).toprettyxml(indent="  "),
        ),
    ]
    with contextlib.suppress(ImportError):
        from rich.pretty import pretty_repr

        out.append(
            (
                "rich pretty repr",
                "rich.pretty.pretty_repr of a settings dict",
                an[7],
                lambda: pretty_repr(
                    {"station": "WRBB", "spinitron": {"key": an[7], "count": 5}}, max_width=40
                ),
            )
        )
    with contextlib.suppress(ImportError):
        from starlette.datastructures import URL

        out.append(
            (
                "starlette url",
                "starlette's URL repr for an OAuth callback",
                ul[0],
                lambda: repr(URL(f"http://127.0.0.1:8080/callback?code={ul[0]}&state=af31")),
            )
        )
    return out


def _log_runs(ul: list[str], hx: list[str]) -> list[Run]:
    import threading
    from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

    def http_server_log() -> str:
        stream = io.StringIO()

        class Handler(SimpleHTTPRequestHandler):
            def log_message(self, format: str, *args: object) -> None:
                # The default line, written where we can read it instead of to stderr.
                stream.write(
                    f"{self.address_string()} - - [{self.log_date_time_string()}] {format % args}\n"
                )

        with tempfile.TemporaryDirectory() as root:
            server = ThreadingHTTPServer(("127.0.0.1", 0), lambda *a: Handler(*a, directory=root))
            threading.Thread(target=server.serve_forever, daemon=True).start()
            port = server.server_address[1]
            try:
                with contextlib.suppress(Exception):
                    urllib.request.urlopen(f"http://127.0.0.1:{port}/oauth/cb?token={ul[1]}")
            finally:
                server.shutdown()
                server.server_close()
        return stream.getvalue().strip()

    out: list[Run] = [
        (
            "http.server log",
            "http.server's request log line for an OAuth callback with a token in its query",
            ul[1],
            http_server_log,
        )
    ]
    with contextlib.suppress(ImportError):
        import urllib3

        def urllib3_debug() -> str:
            server = start_denying_server()
            port = server.server_address[1]
            try:
                with captured_logs("urllib3.connectionpool") as stream:
                    pool = urllib3.PoolManager(retries=False)
                    pool.request("GET", f"http://127.0.0.1:{port}/v1/quotes?api_key={hx[1]}")
            finally:
                server.shutdown()
                server.server_close()
            return stream.getvalue().strip()

        out.append(
            (
                "urllib3 debug",
                "urllib3.connectionpool's DEBUG line for a request with a key in its query",
                hx[1],
                urllib3_debug,
            )
        )
    return out


def _trace_run(tmp: str, more: list[str]) -> list[Run]:
    t = Path(tmp)
    (t / "boot.py").write_text(f'WAVEFRONT_TOKEN = "{more[0]}"\nREGION = "eu"\n')
    py = "/work/venv/bin/python"
    return [
        (
            "trace module",
            "python -m trace --trace on a boot script that sets a token",
            more[0],
            [py, "-m", "trace", "--trace", str(t / "boot.py")],
        )
    ]


def _more_library_runs(more: list[str], hx2: str) -> list[Run]:
    import argparse
    import configparser
    import hashlib
    import importlib.metadata

    def choice() -> None:
        parser = argparse.ArgumentParser(prog="sync", exit_on_error=False)
        parser.add_argument("--plan", choices=["free", "team"])
        parser.parse_args(["--plan", more[2]])

    def section() -> None:
        config = configparser.ConfigParser()
        config.read_string("[snipcart]\nmode = live\n")
        config.get(more[3], "mode")

    return [
        (
            "hashlib new",
            "hashlib.new given an 'algorithm' setting that held a key",
            more[1],
            lambda: raised_message(lambda: hashlib.new(more[1])),
        ),
        ("argparse invalid choice", "argparse rejecting a --plan value that was a pasted key", more[2],
         lambda: raised_message(choice)),
        ("configparser no section", "configparser asked for a section named by a pasted token", more[3],
         lambda: raised_message(section)),
        (
            "package not found",
            "importlib.metadata.version on a 'plugin' setting that held a token",
            more[4],
            lambda: raised_message(lambda: importlib.metadata.version(more[4])),
        ),
        (
            "int base 16",
            "int(value, 16) on a 'color' cell that held a hex key",
            hx2,
            lambda: raised_message(lambda: int(hx2 + "zz", 16)),
        ),
    ]  # fmt: skip


def _more_repr_runs(more: list[str], pw2: list[str]) -> list[Run]:
    import inspect

    def connect(host: str, user: str = "etl", password: str = pw2[0]) -> None:
        """Stands in for a driver's connect with a default password."""

    out: list[Run] = [
        (
            "inspect signature",
            "inspect.Signature's repr of a connect function with a default password",
            pw2[0],
            lambda: repr(inspect.signature(connect)),
        )
    ]
    with contextlib.suppress(ImportError):
        from urllib3.util import parse_url

        out.append(
            (
                "urllib3 url",
                "urllib3.util.Url's repr of a URL with credentials",
                pw2[1],
                lambda: repr(parse_url(f"http://admin:{pw2[1]}@127.0.0.1:8080/icecast/admin/")),
            )
        )
    with contextlib.suppress(ImportError):
        from requests.structures import CaseInsensitiveDict

        out.append(
            (
                "requests headers dict",
                "requests' CaseInsensitiveDict repr of request headers",
                more[5],
                lambda: repr(CaseInsensitiveDict({"X-Api-Key": more[5], "Accept": "*/*"})),
            )
        )
    return out


def _more_log_runs(more: list[str], pw2: list[str]) -> list[Run]:
    import http.client
    import xmlrpc.client

    def xmlrpc_verbose() -> str:
        server = start_denying_server()
        port = server.server_address[1]
        out = io.StringIO()
        try:
            with contextlib.redirect_stdout(out), contextlib.suppress(Exception):
                proxy = xmlrpc.client.ServerProxy(f"http://127.0.0.1:{port}/RPC2", verbose=True)
                proxy.login("supervisor", pw2[2])
        finally:
            server.shutdown()
            server.server_close()
        text = re.sub(
            r"header: Date: .*", "header: Date: Sun, 06 Dec 2026 12:44:30 GMT", out.getvalue()
        )
        return re.sub(
            r"header: Server: .*", "header: Server: BaseHTTP/0.6 Python/3.11", text
        ).strip()

    def http_client_debug() -> str:
        server = start_denying_server()
        port = server.server_address[1]
        out = io.StringIO()
        try:
            with contextlib.redirect_stdout(out):
                conn = http.client.HTTPConnection("127.0.0.1", port)
                conn.set_debuglevel(1)
                conn.request("GET", "/forex/quotes", headers={"X-Api-Key": more[6]})
                conn.getresponse().read()
                conn.close()
        finally:
            server.shutdown()
            server.server_close()
        text = re.sub(
            r"header: Date: .*", "header: Date: Sun, 06 Dec 2026 12:44:30 GMT", out.getvalue()
        )
        return re.sub(
            r"header: Server: .*", "header: Server: BaseHTTP/0.6 Python/3.11", text
        ).strip()

    return [
        ("xmlrpc verbose", "xmlrpc.client's verbose send: line for a login call", pw2[2], xmlrpc_verbose),
        ("http.client debug", "http.client's debuglevel send: line with an API key header", more[6],
         http_client_debug),
    ]  # fmt: skip
