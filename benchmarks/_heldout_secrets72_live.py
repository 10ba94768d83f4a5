"""Held-out set 72: output of tools and libraries really run here, against 127.0.0.1 and local
files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, temporary paths) so that every run gives the same text except the values.
Each call was grepped for in every earlier ``benchmarks/*heldout*`` file; every one had been
used by a few earlier sets (``git credential fill`` 7 files, ``fromisoformat`` 8,
``shlex.join`` 1, ``urllib3.connectionpool`` 7; later ``curl -sv`` 1, ``is not a valid`` 55,
``PreparedRequest`` 4, ``set_debuglevel`` 9), and under the deadline they were kept with
set 72's values and surroundings:

* ``cli``: ``git credential fill`` echoing a marketplace seller's token back (no helper, the
  input given on stdin, in a temporary directory).
* ``traceback``: ``datetime.fromisoformat`` raising ``ValueError`` for a token pasted where an
  order date belonged.
* ``repr``: ``shlex.join`` of an ``npm publish`` argv holding a token.
* ``log``: urllib3's ``connectionpool`` DEBUG line for a request to a local server answering
  401, the token in the query string.
* and, drawn after those: ``curl -sv`` with an ``X-API-KEY`` header against that local server
  (``cli``), an ``Enum`` looked up by a pasted token (``traceback``), the ``repr`` of a
  ``requests`` PreparedRequest's headers (``repr``) and ``http.client`` at debug level 1
  (``log``).
"""

from __future__ import annotations

import re
import subprocess
import tempfile

from _heldout_live_tools import (
    Run,
    captured_logs,
    collect_runs,
    raised_message,
    start_denying_server,
)
from _heldout_secrets_harness import ALNUM, HEX, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_TERMINAL_PROMPT": "0",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:8080", text)
    text = re.sub(
        r"Date: \w{3}, \d\d \w{3} \d{4} [\d:]{8} GMT", "Date: Mon, 07 Dec 2026 09:00:00 GMT", text
    )
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (36, 34, 40)]
    hx = v.gen(HEX, 40)
    more = [v.gen(ALNUM, n) for n in (38, 33, 41, 35)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = collect_runs(_cli_runs(tmp, an[0]), tmp, "cli", "process", _ENV, _normalize)
        tb = collect_runs(_tb_runs(an[1]), tmp, "traceback", "context", _ENV, _normalize)
        reprs = collect_runs(_repr_runs(an[2]), tmp, "repr", "note", _ENV, _normalize)
        logs = collect_runs(_log_runs(hx), tmp, "log", "args", _ENV, _normalize)
        cli += collect_runs(_curl_runs(more[0]), tmp, "cli", "group", _ENV, _normalize)
        tb += collect_runs(_enum_runs(more[1]), tmp, "traceback", "keyerror", _ENV, _normalize)
        reprs += collect_runs(_headers_runs(more[2]), tmp, "repr", "runtime", _ENV, _normalize)
        logs += collect_runs(_httpclient_runs(more[3]), tmp, "log", "oserror", _ENV, _normalize)
    return cli + tb + reprs + logs


def _curl_runs(key: str) -> list[Run]:
    def curl() -> str:
        server = start_denying_server()
        try:
            port = server.server_address[1]
            done = subprocess.run(
                ["curl", "-sv", "-H", f"X-API-KEY: {key}", f"http://127.0.0.1:{port}/v1/nfts"],
                capture_output=True,
                text=True,
                timeout=30,
                check=False,
            )
            lines = [ln for ln in done.stderr.splitlines() if ln.startswith((">", "<"))]
            return "\n".join(lines)
        except OSError:
            return ""
        finally:
            server.shutdown()

    return [
        ("curl verbose", "curl -sv with an X-API-KEY header against a local 401 server", key, curl)
    ]


def _enum_runs(token: str) -> list[Run]:
    import enum

    class Marketplace(enum.Enum):
        ETSY_LIKE = "etsy-like"
        CLASSIFIEDS = "classifieds"

    return [
        (
            "enum lookup",
            "an Enum looked up by a pasted token (ValueError: not a valid Marketplace)",
            token,
            lambda: raised_message(lambda: Marketplace(token)),
        )
    ]


def _headers_runs(key: str) -> list[Run]:
    def prepared() -> str:
        import requests

        request = requests.Request(
            "GET", "http://127.0.0.1:9/v1/wallets", headers={"X-API-KEY": key}
        ).prepare()
        return repr(request.headers)

    return [("prepared headers", "repr of a requests PreparedRequest's headers", key, prepared)]


def _httpclient_runs(key: str) -> list[Run]:
    def debug() -> str:
        import contextlib
        import http.client
        import io

        server = start_denying_server()
        out = io.StringIO()
        try:
            port = server.server_address[1]
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            conn.set_debuglevel(1)
            with contextlib.redirect_stdout(out):
                conn.request("GET", "/v2/orders", headers={"Authorization": f"Bearer {key}"})
                conn.getresponse().read()
            conn.close()
            return out.getvalue().strip()
        finally:
            server.shutdown()

    return [
        (
            "http.client debug",
            "http.client debuglevel 1 output of a request to 127.0.0.1",
            key,
            debug,
        )
    ]


def _cli_runs(tmp: str, token: str) -> list[Run]:
    def fill() -> str:
        done = subprocess.run(
            ["git", "credential", "fill"],
            input=f"protocol=https\nhost=git.tienda.mx\nusername=seller-bot\npassword={token}\n\n",
            capture_output=True,
            text=True,
            cwd=tmp,
            env={**_ENV, "PATH": "/usr/bin:/bin"},
            timeout=30,
            check=False,
        )
        return (done.stdout + done.stderr).strip()

    return [
        ("git credential fill", "git credential fill given a seller token on stdin", token, fill)
    ]


def _tb_runs(token: str) -> list[Run]:
    from datetime import datetime

    return [
        (
            "fromisoformat",
            "datetime.fromisoformat on a token pasted where an order date belonged (ValueError)",
            token,
            lambda: raised_message(lambda: datetime.fromisoformat(token)),
        )
    ]


def _repr_runs(token: str) -> list[Run]:
    import shlex

    return [
        (
            "shlex join",
            "shlex.join of an npm publish argv with an auth token",
            token,
            lambda: shlex.join(
                ["npm", "publish", f"--//registry.npmjs.org/:_authToken=npm_{token}"]
            ),
        )
    ]


def _log_runs(key: str) -> list[Run]:
    def request() -> str:
        import urllib3

        server = start_denying_server()
        try:
            port = server.server_address[1]
            with captured_logs("urllib3.connectionpool") as stream:
                pool = urllib3.PoolManager()
                pool.request("GET", f"http://127.0.0.1:{port}/v1/listings?seller=882&api_key={key}")
            return stream.getvalue().strip()
        finally:
            server.shutdown()

    return [
        (
            "urllib3 debug",
            "urllib3 connectionpool DEBUG log of a 401 request to 127.0.0.1",
            key,
            request,
        )
    ]
