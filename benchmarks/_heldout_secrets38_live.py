"""Held-out set 38: output of tools and libraries really run here, against 127.0.0.1 only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, addresses, temporary paths) so that every run gives the same text except the
values. Tools and calls were grepped for in every earlier held-out file before they were
chosen (how many earlier files name each is in the commit message):

* ``cli``: ``python -m filecmp`` comparing two folders of share links named with tokens,
  ``python -m timeit`` whose statement held a key (its traceback quotes the statement),
  ``python -m py_compile`` and ``python -m tabnanny`` on settings modules holding a key.
* ``traceback``: ``zipfile.ZipFile.getinfo`` and ``tarfile.TarFile.getmember`` asked for a
  member by a token, ``configparser``'s interpolation of a password holding ``%`` and
  ``importlib.metadata.version`` given a key for a package name.
* ``repr``: ``subprocess.Popen`` (a real child of this interpreter), ``unittest.mock.call``,
  ``operator.methodcaller``, an ``OrderedDict`` from ``json.loads`` and
  ``contextvars.ContextVar``.
* ``log``: werkzeug's request log of a webhook with a secret in its query, served by
  werkzeug's own server on 127.0.0.1 and asked with ``urllib.request``.
"""

from __future__ import annotations

import contextlib
import re
import tempfile
from pathlib import Path

from _heldout_live_tools import Run, captured_logs, collect_runs, raised_message
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC"}
_PY = "/work/venv/bin/python"


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r'File "/\S+/lib/python3\.\d+/', 'File "/usr/lib/python3.11/', text)
    text = re.sub(r"\[\d\d/\w{3}/\d{4} \d\d:\d\d:\d\d\]", "[06/Dec/2026 13:14:30]", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (31, 27, 36, 29, 33, 26, 38, 30, 35, 28, 32, 34)]
    hx = [v.gen(HEX, n) for n in (40, 44)]
    ul = [v.gen(URLSAFE, n) for n in (43, 39)]
    pw = [v.gen(ALNUM, 1) + "%" + v.gen(ALNUM, 14), v.pw(), v.pw()]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx), tmp, "cli", "context")
        tb = _collect(_library_runs(tmp, an, pw), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, ul, pw), tmp, "repr", "cause")
        logs = _collect(_log_runs(ul), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str]) -> list[Run]:
    t = Path(tmp)
    (t / "links-old").mkdir()
    (t / "links-new").mkdir()
    (t / "links-old" / "index.json").write_text("{}\n")
    (t / "links-new" / "index.json").write_text("{}\n")
    (t / "links-new" / f"invite-{hx[0]}.json").write_text("{}\n")
    (t / "broken_settings.py").write_text(f'DEBUG = False\nSTRIPE_KEY = "{an[0]}\n')
    (t / "tabs.py").write_text(f'if True:\n    DEBUG = False\n\tAPI_KEY = "{an[1]}"\n')
    return [
        (
            "filecmp folders",
            "python -m filecmp comparing two folders of share links, one named with a token",
            hx[0],
            [_PY, "-m", "filecmp", str(t / "links-old"), str(t / "links-new")],
        ),
        (
            "timeit statement",
            "python -m timeit whose statement held a key (NameError, the statement quoted)",
            an[2],
            [_PY, "-m", "timeit", "-n", "1", "-r", "1", f"verify('{an[2]}')"],
        ),
        (
            "py_compile settings",
            "python -m py_compile on a settings module whose key's quote was never closed",
            an[0],
            [_PY, "-m", "py_compile", str(t / "broken_settings.py")],
        ),
        (
            "tabnanny settings",
            "python -m tabnanny on a module mixing tabs and spaces around a key",
            an[1],
            [_PY, "-m", "tabnanny", "-v", str(t / "tabs.py")],
        ),
    ]


def _library_runs(tmp: str, an: list[str], pw: list[str]) -> list[Run]:
    import configparser
    import importlib.metadata
    import tarfile
    import zipfile

    t = Path(tmp)
    with zipfile.ZipFile(t / "exports.zip", "w") as zf:
        zf.writestr("README.txt", "exports\n")
    with tarfile.open(t / "keys.tar", "w") as tf:
        (t / "readme.txt").write_text("keys\n")
        tf.add(t / "readme.txt", arcname="readme.txt")

    def getinfo() -> None:
        with zipfile.ZipFile(t / "exports.zip") as zf:
            zf.getinfo(f"export-{an[3]}.csv")

    def getmember() -> None:
        with tarfile.open(t / "keys.tar") as tf:
            tf.getmember(f"keys/{an[4]}.pem")

    def interpolate() -> None:
        parser = configparser.ConfigParser()
        parser.read_string(f"[db]\nhost = 127.0.0.1\npassword = {pw[0]}\n")
        parser.get("db", "password")

    return [
        (
            "zipfile getinfo",
            "zipfile.ZipFile.getinfo asked for an export named with a token (KeyError)",
            an[3],
            lambda: raised_message(getinfo),
        ),
        (
            "tarfile getmember",
            "tarfile.TarFile.getmember asked for a key file named with a token (KeyError)",
            an[4],
            lambda: raised_message(getmember),
        ),
        (
            "configparser interpolation",
            "configparser interpolating a password that holds % (InterpolationSyntaxError)",
            pw[0],
            lambda: raised_message(interpolate),
        ),
        (
            "metadata version",
            "importlib.metadata.version given a key for a package name (PackageNotFoundError)",
            an[5],
            lambda: raised_message(lambda: importlib.metadata.version(an[5])),
        ),
    ]


def _repr_runs(an: list[str], ul: list[str], pw: list[str]) -> list[Run]:
    import contextvars
    import operator
    import subprocess
    from unittest import mock

    def popen() -> str:
        child = subprocess.Popen(
            ["true", f"--token={an[6]}"],
            stdout=subprocess.DEVNULL,
        )
        text = repr(child)
        child.wait()
        return text

    def mock_call() -> str:
        client = mock.Mock()
        client.login("deploy", password=pw[1])
        return repr(client.mock_calls)

    def methodcaller() -> str:
        return repr(operator.methodcaller("authenticate", "127.0.0.1", api_key=an[7]))

    def ordered() -> str:
        import json
        from collections import OrderedDict

        text = json.dumps({"host": "127.0.0.1", "user": "etl", "password": pw[2]})
        return repr(json.loads(text, object_pairs_hook=OrderedDict))

    def context_var() -> str:
        return repr(contextvars.ContextVar("request_token", default=ul[0]))

    return [
        (
            "popen",
            "subprocess.Popen's repr of a child given a token on its command line",
            an[6],
            popen,
        ),
        ("mock call", "unittest.mock's recorded calls of a client's login", pw[1], mock_call),
        (
            "methodcaller",
            "operator.methodcaller bound to an authenticate call",
            an[7],
            methodcaller,
        ),
        (
            "ordereddict config",
            "json.loads with object_pairs_hook=OrderedDict on a connection config",
            pw[2],
            ordered,
        ),
        ("contextvar", "contextvars.ContextVar with a token as its default", ul[0], context_var),
    ]


def _log_runs(ul: list[str]) -> list[Run]:
    def werkzeug_log() -> str:
        import threading
        import urllib.error
        import urllib.request

        from werkzeug.serving import make_server
        from werkzeug.wrappers import Response

        def app(environ: dict, start_response: object) -> object:
            return Response("denied", status=401)(environ, start_response)

        server = make_server("127.0.0.1", 0, app)
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        with captured_logs("werkzeug") as stream:
            thread.start()
            url = f"http://127.0.0.1:{server.server_port}/hooks/deploy?secret={ul[1]}"
            with contextlib.suppress(urllib.error.URLError):
                urllib.request.urlopen(url, timeout=5)
            server.shutdown()
        return stream.getvalue().strip()

    return [
        (
            "werkzeug request",
            "werkzeug's request log of a webhook with a secret in its query",
            ul[1],
            werkzeug_log,
        ),
    ]
