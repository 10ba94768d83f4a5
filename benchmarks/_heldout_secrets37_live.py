"""Held-out set 37: output of tools and libraries really run here, against 127.0.0.1 only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, addresses, temporary paths, the interpreter's path) so that every run gives
the same text except the values. Tools and calls were grepped for in every earlier held-out
file before they were chosen (``timeit`` and ``python -m pdb`` named by none; ``dirtyjson``
by one, ``contextvars.ContextVar``'s repr, ``PurePath.relative_to`` and
``SimpleHTTPRequestHandler`` by two):

* ``cli``: ``python -m timeit`` whose statement holds a key and fails, ``python -m pdb``
  running a script that fails on a token (its post-mortem traceback).
* ``traceback``: ``PurePosixPath.relative_to`` on a key file named with a token, and
  ``dirtyjson.loads`` of a relaxed config whose value then fails ``int()``.
* ``repr``: a ``dirtyjson`` ``AttributedDict`` of a relaxed config holding an API key, a
  ``contextvars.ContextVar`` whose default is a token, a ``collections.UserDict`` of settings
  (one earlier file names it) and an ``array.array('u')`` of a token (two do).
* ``log``: ``http.server``'s access log line (``SimpleHTTPRequestHandler`` serving a temporary
  folder on 127.0.0.1) for a download link with a signed token in its query.
"""

from __future__ import annotations

import contextlib
import io
import re
import tempfile
import threading
import urllib.error
import urllib.request
from collections.abc import Callable
from functools import partial
from pathlib import Path

from _heldout_live_tools import Run, collect_runs, raised_message
from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC"}
_PY = "/work/venv/bin/python"


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r'File "[^"]*/lib/python3\.\d+/', 'File "/usr/lib/python3.11/', text)
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\[\d\d/\w{3}/\d{4} \d\d:\d\d:\d\d\]", "[06/Dec/2026 13:20:00]", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (33, 29, 37, 31, 35, 27, 34, 30)]
    ul = [v.gen(URLSAFE, 43)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an), tmp, "cli", "context")
        tb = _collect(_library_runs(an), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an), tmp, "repr", "cause")
        logs = _collect(_log_runs(tmp, ul), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str]) -> list[Run]:
    script = Path(tmp) / "rotate.py"
    script.write_text(f'TOKEN = "{an[1]}"\nraise SystemExit(int(TOKEN))\n')
    return [
        (
            "timeit statement",
            "python -m timeit on a statement that sets a signing key and then fails",
            an[0],
            [_PY, "-m", "timeit", "-n1", "-r1", f"key = '{an[0]}'; raise ValueError(key)"],
        ),
        (
            "pdb post mortem",
            "python -m pdb -c continue on a script that fails on a token (post-mortem traceback)",
            an[1],
            [_PY, "-m", "pdb", "-c", "continue", "-c", "quit", str(script)],
        ),
    ]


def _library_runs(an: list[str]) -> list[Run]:
    from pathlib import PurePosixPath

    def relative() -> object:
        return PurePosixPath(f"/srv/keys/deploy-{an[2]}.pem").relative_to("/etc/ssl")

    def relaxed() -> object:
        import dirtyjson

        conf = dirtyjson.loads(f"{{retries: 3, api_key: '{an[3]}'}}")
        return int(conf["api_key"])

    return [
        (
            "pathlib relative_to",
            "PurePosixPath.relative_to on a deploy key file named with a token",
            an[2],
            partial(raised_message, relative),
        ),
        (
            "dirtyjson then int",
            "dirtyjson.loads of a relaxed config, then int() of its api_key",
            an[3],
            partial(raised_message, relaxed),
        ),
    ]


def _repr_runs(an: list[str]) -> list[Run]:
    import contextvars

    def attributed() -> str:
        import dirtyjson

        return repr(dirtyjson.loads(f"{{region: 'eu', api_key: '{an[4]}'}}"))

    def context_var() -> str:
        return repr(contextvars.ContextVar("api_token", default=an[5]))

    def user_dict() -> str:
        import collections

        return repr(collections.UserDict(region="eu", webhook_secret=an[6]))

    def char_array() -> str:
        import array

        return repr(array.array("u", an[7]))

    return [
        ("dirtyjson attributeddict", "repr of dirtyjson's AttributedDict of a config", an[4], attributed),
        ("contextvar default", "repr of a contextvars.ContextVar whose default is a token", an[5], context_var),
        ("userdict settings", "repr of a collections.UserDict of settings with a webhook secret", an[6], user_dict),
        ("array of chars", "repr of an array.array('u') holding a token's characters", an[7], char_array),
    ]  # fmt: skip


def _log_runs(tmp: str, ul: list[str]) -> list[Run]:
    (Path(tmp) / "export.csv").write_text("id,total\n1,20\n")

    def access_log() -> str:
        from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

        stream = io.StringIO()
        handler = partial(SimpleHTTPRequestHandler, directory=tmp)
        server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        with contextlib.redirect_stderr(stream):
            thread.start()
            url = f"http://127.0.0.1:{server.server_port}/export.csv?sig={ul[0]}&exp=1765027200"
            with contextlib.suppress(urllib.error.URLError), urllib.request.urlopen(url, timeout=5):
                pass
            server.shutdown()
            server.server_close()
        return stream.getvalue().strip()

    runs: list[tuple[str, str, str, Callable[[], str]]] = [
        ("http.server access", "http.server's access log line for a signed download link", ul[0], access_log),
    ]  # fmt: skip
    return list(runs)
