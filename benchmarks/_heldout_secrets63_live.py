"""Held-out set 63: output of tools and libraries really run here, against 127.0.0.1 and
local files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, addresses, ports, temporary paths) so that every run gives the same text except the
values. Tools and calls were grepped for in every earlier ``benchmarks/*heldout*`` file before
they were chosen (``unzip -l``, ``tar -cvf`` and ``git branch`` matched none; ``sha256sum``,
``operator.itemgetter``, ``bytearray`` reprs, ``types.MappingProxyType``, ``str.encode`` with
an unknown codec and ``http.client``'s ``send:`` debug lines, ``wc -c``, ``ZipFile.getinfo`` and
``SimpleHTTPRequestHandler``'s access log matched one to eight earlier files each and are used here in other calls):

* ``cli``: ``unzip -l`` of an archive holding a file named with a token, ``tar -cvf`` and
  ``wc -c`` over files named with tokens, ``git branch --list`` in a scratch repository with a branch named with a token, ``sha256sum`` of a
  key file named with a token (all in a temporary directory).
* ``traceback``: ``operator.itemgetter`` raising ``KeyError`` for a pasted key,
  ``zipfile.ZipFile.getinfo`` raising ``KeyError`` for a member named with a token, and
  ``str.encode`` raising ``LookupError`` for a token pasted as a codec name.
* ``repr``: a ``bytearray`` holding a webhook secret and a ``types.MappingProxyType`` of
  settings.
* ``log``: ``http.server``'s access log on stderr for a query holding a token, and
  ``http.client`` with ``set_debuglevel(1)`` printing its ``send:`` line for a
  request to a 127.0.0.1 server that answers 401 (the query holds an API key).
"""

from __future__ import annotations

import contextlib
import io
import re
import tempfile
import zipfile
from pathlib import Path

from _heldout_live_tools import Run, collect_runs, raised_message, run_command, start_denying_server
from _heldout_secrets_harness import ALNUM, HEX, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:8080", text)
    text = re.sub(r"\w{3}, \d\d \w{3} \d{4} [\d:]+ GMT", "Mon, 07 Dec 2026 01:30:00 GMT", text)
    text = re.sub(r"\d{2}-\d{2}-\d{4} \d{2}:\d{2}", "12-07-2026 01:30", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d(:\d\d(\.\d+)?)?", "2026-12-07 01:30", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (34, 30, 37, 28, 35, 31, 33, 29)]
    hx = [v.gen(HEX, n) for n in (40, 32, 48, 36)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx), tmp, "cli", "group")
        tb = _collect(_library_runs(an), tmp, "traceback", "context")
        reprs = _collect(_repr_runs(an, hx), tmp, "repr", "oserror")
        logs = _collect(_log_runs(hx), tmp, "log", "cause")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str]) -> list[Run]:
    base = Path(tmp)
    archive = base / "export.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr(f"creds/metricool-{an[0]}.json", "{}\n")
        zf.writestr("README.txt", "export\n")
    repo = base / "repo"
    repo.mkdir()
    run_command(["git", "init", "-q", "-b", "main", str(repo)], tmp, env=_ENV)
    (repo / "a.txt").write_text("a\n")
    run_command(["git", "-C", str(repo), "add", "a.txt"], tmp, env=_ENV)
    run_command(
        ["git", "-C", str(repo), "-c", "user.name=dev", "-c", "user.email=dev@acme.io",
         "commit", "-q", "-m", "init"],
        tmp, env=_ENV,
    )  # fmt: skip
    run_command(["git", "-C", str(repo), "branch", f"fix/rotate-{hx[0]}"], tmp, env=_ENV)
    (base / "drop").mkdir()
    (base / "drop" / f"ga4-{an[5]}.json").write_text("{}\n")
    (base / f"dub-{an[6]}.txt").write_text("x\n")
    keyfile = base / f"sprout-{an[1]}.key"
    keyfile.write_text("x\n")
    return [
        (
            "unzip list",
            "unzip -l of an export archive holding a file named with a token",
            an[0],
            ["unzip", "-l", str(archive)],
        ),
        (
            "git branch list",
            "git branch --list in a scratch repository with a branch named with a token",
            hx[0],
            ["git", "-C", str(repo), "branch", "--list"],
        ),
        (
            "tar create verbose",
            "tar -cvf listing a directory with a file named with a token",
            an[5],
            ["tar", "-cvf", str(base / "out.tar"), "-C", str(base), "drop"],
        ),
        (
            "wc bytes",
            "wc -c over a file named with a token",
            an[6],
            ["wc", "-c", str(base / f"dub-{an[6]}.txt")],
        ),
        (
            "sha256sum key file",
            "sha256sum of a key file named with a token",
            an[1],
            ["sha256sum", str(keyfile)],
        ),
    ]


def _library_runs(an: list[str]) -> list[Run]:
    import operator

    return [
        (
            "itemgetter keyerror",
            "operator.itemgetter over a settings dict given a pasted key (KeyError)",
            an[2],
            lambda: raised_message(lambda: operator.itemgetter(an[2])({"region": "eu"})),
        ),
        (
            "zipfile getinfo keyerror",
            "zipfile.ZipFile.getinfo for a member named with a pasted token (KeyError)",
            an[7],
            lambda: raised_message(lambda: _zip_getinfo(f"keys/{an[7]}.pem")),
        ),
        (
            "encode lookuperror",
            "str.encode given a token pasted where the codec name belonged (LookupError)",
            an[3],
            lambda: raised_message(lambda: "payload".encode(an[3])),
        ),
    ]


def _zip_getinfo(name: str) -> object:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("README.txt", "x\n")
    with zipfile.ZipFile(buf) as zf:
        return zf.getinfo(name)


def _repr_runs(an: list[str], hx: list[str]) -> list[Run]:
    from types import MappingProxyType

    return [
        (
            "bytearray secret",
            "repr of a bytearray holding a webhook signing secret",
            hx[1],
            lambda: repr(bytearray(f"whsec_{hx[1]}".encode())),
        ),
        (
            "mappingproxy settings",
            "repr of a types.MappingProxyType of client settings",
            an[4],
            lambda: repr(MappingProxyType({"host": "127.0.0.1", "api_token": an[4]})),
        ),
    ]


def _log_runs(hx: list[str]) -> list[Run]:
    def debug_send() -> str:
        import http.client

        server = start_denying_server()
        try:
            conn = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=5)
            conn.set_debuglevel(1)
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                conn.request("GET", f"/v1/links?api_key={hx[2]}")
                conn.getresponse().read()
            conn.close()
            return out.getvalue()
        finally:
            server.shutdown()
            server.server_close()

    def access_log() -> str:
        import functools
        import http.server
        import threading
        import urllib.error
        import urllib.request

        err = io.StringIO()
        with tempfile.TemporaryDirectory() as root, contextlib.redirect_stderr(err):
            handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=root)
            server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
            threading.Thread(target=server.serve_forever, daemon=True).start()
            try:
                url = f"http://127.0.0.1:{server.server_address[1]}/export.csv?token={hx[3]}"
                with contextlib.suppress(urllib.error.HTTPError):
                    urllib.request.urlopen(url, timeout=5).read()
            finally:
                server.shutdown()
                server.server_close()
        text = err.getvalue()
        return re.sub(r"\[\d\d/\w+/\d{4} [\d:]+\]", "[07/Dec/2026 01:30:00]", text)

    return [
        (
            "http server access log",
            "http.server's access log on stderr for a request to a 127.0.0.1 server",
            hx[3],
            access_log,
        ),
        (
            "http client debuglevel",
            "http.client set_debuglevel(1) send: line for a request to a 127.0.0.1 server",
            hx[2],
            debug_send,
        ),
    ]
