"""Held-out set 69: output of tools and libraries really run here, against 127.0.0.1 and local
files only, chosen for this set's share (cookie jars and browser-agent plumbing, research-data
API keys). Nothing here was written by hand: each case's text is what the tool or library
printed, raised, represented or logged when run on this machine with a generated value,
normalized (ports, temporary paths, times) so that every run gives the same text except the
values. Tools and calls were grepped for in every earlier held-out file first (counts in the
commit message):

* ``cli``: ``wget --debug`` sending an ``X-Dataverse-key`` header and posting a login form to
  a local server that answers 401, ``curl -v`` sending an OSF bearer and a session cookie to
  it, ``sqlite3 -json`` over a Chrome-like ``cookies`` table in a temporary file, and
  ``python -m json.tool`` over a Playwright ``storage_state`` file.
* ``traceback``: ``http.cookiejar.MozillaCookieJar.load`` raising ``LoadError`` over a
  malformed ``cookies.txt`` line, and ``http.client.HTTPConnection`` raising ``InvalidURL``
  for a host with credentials pasted into it.
* ``repr``: a ``MozillaCookieJar`` holding a session cookie, and a ``urllib.request.Request``'s
  ``header_items()``.
* ``log``: ``http.cookiejar``'s own debug logging (``http.cookiejar.debug = True``) while it
  adds a cookie header to a request.
"""

from __future__ import annotations

import contextlib
import re
import tempfile
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

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC", "HOME": "/nonexistent"}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:8080", text)
    text = re.sub(r"port \d+", "port 8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x00005583e25c26e0", text)
    text = re.sub(r"Created socket \d+", "Created socket 4", text)
    text = re.sub(
        r"Date: \w{3}, \d\d \w{3} \d{4} [\d:]{8} GMT", "Date: Mon, 07 Dec 2026 08:55:00 GMT", text
    )
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "2026-12-07 08:55:00", text)
    text = re.sub(r"\(\d+(\.\d+)? ?[mµ]?s\)", "(1 ms)", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize, timeout=20)


def live_tool_cases(v: Values) -> list[Case]:
    uuid = v.uuid()
    pat = v.gen(ALNUM, 70)
    ck = [v.gen(URLSAFE, n) for n in (43, 48, 40)]
    hx = v.gen(HEX, 40)
    an = v.gen(ALNUM, 36)
    more_pw = v.pw()
    more = [v.gen(URLSAFE, n) for n in (44, 52)]
    hdr = v.gen(ALNUM, 40)
    server = start_denying_server()
    url = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        with tempfile.TemporaryDirectory() as tmp:
            cli = _collect(_cli_runs(tmp, url, uuid, pat, ck[0]), tmp, "cli", "context")
            cli += _collect(_more_cli_runs(tmp, url, more_pw, more), tmp, "cli", "process")
            tb = _collect(_library_runs(tmp, ck[1], hx), tmp, "traceback", "note")
            reprs = _collect(_repr_runs(ck[2]), tmp, "repr", "cause")
            reprs += _collect(_request_repr_runs(hdr), tmp, "repr", "group")
            logs = _collect(_log_runs(an), tmp, "log", "args")
    finally:
        server.shutdown()
        server.server_close()
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, url: str, uuid: str, pat: str, cookie: str) -> list[Run]:
    import sqlite3

    db = Path(tmp) / "Cookies"
    with contextlib.closing(sqlite3.connect(db)) as con:
        con.execute("create table cookies (host_key text, name text, value text, path text)")
        con.execute(
            "insert into cookies values ('.dataverse.harvard.example', 'JSESSIONID', ?, '/')",
            (cookie,),
        )
        con.commit()
    return [
        (
            "wget debug header",
            "wget --debug sending an X-Dataverse-key header to a local server answering 401",
            uuid,
            [
                "wget",
                "--debug",
                "--tries=1",
                "-O",
                "/dev/null",
                "--header",
                f"X-Dataverse-key: {uuid}",
                f"{url}/api/dataverses/root/contents",
            ],
        ),
        (
            "curl verbose bearer",
            "curl -v sending an OSF bearer token to a local server answering 401",
            pat,
            [
                "curl",
                "-sv",
                "-o",
                "/dev/null",
                "-H",
                f"Authorization: Bearer {pat}",
                f"{url}/v2/nodes/k7x3q/",
            ],
        ),
        (
            "sqlite3 json cookies",
            "sqlite3 -json over a Chrome-like cookies table in a temporary file",
            cookie,
            ["sqlite3", "-json", str(db), "select host_key, name, value from cookies"],
        ),
    ]


def _library_runs(tmp: str, cookie: str, hx: str) -> list[Run]:
    import http.client
    import http.cookiejar

    jar_file = Path(tmp) / "cookies.txt"
    jar_file.write_text(
        "# Netscape HTTP Cookie File\n"
        f".openreview.net\tTRUE\t/\tTRUE\topenreview.accessToken\t{cookie}\n"
    )

    def load() -> None:
        import warnings

        with warnings.catch_warnings():
            # The module warns "http.cookiejar bug!" before raising LoadError.
            warnings.simplefilter("ignore")
            http.cookiejar.MozillaCookieJar(str(jar_file)).load()

    return [
        (
            "cookiejar load error",
            "http.cookiejar.MozillaCookieJar.load raising LoadError on a cookies.txt line "
            "missing its expiry field",
            cookie,
            lambda: raised_message(load),
        ),
        (
            "http client invalid url",
            "http.client.HTTPConnection raising InvalidURL for a host with a token pasted in",
            hx,
            lambda: raised_message(lambda: http.client.HTTPConnection(f"gin:{hx}@127.0.0.1")),
        ),
    ]


def _repr_runs(cookie: str) -> list[Run]:
    import http.cookiejar

    def jar() -> str:
        j = http.cookiejar.MozillaCookieJar()
        j.set_cookie(
            http.cookiejar.Cookie(
                0, "sessionid", cookie, None, False, "coldfront.hpc.example", False, False,
                "/", True, True, None, False, None, None, {"HttpOnly": None},
            )
        )  # fmt: skip
        return repr(j)

    return [
        ("mozilla cookie jar", "repr of a MozillaCookieJar holding a session cookie", cookie, jar)
    ]


def _log_runs(value: str) -> list[Run]:
    import http.cookiejar
    import urllib.request

    def logged() -> str:
        jar = http.cookiejar.CookieJar()
        jar.set_cookie(
            http.cookiejar.Cookie(
                0, "donor_portal_session", value, None, False, "127.0.0.1", False, False,
                "/", True, False, None, False, None, None, {},
            )
        )  # fmt: skip
        old = http.cookiejar.debug
        http.cookiejar.debug = True
        try:
            with captured_logs("http.cookiejar") as stream:
                jar.add_cookie_header(urllib.request.Request("http://127.0.0.1/dashboard"))
        finally:
            http.cookiejar.debug = old
        return stream.getvalue().strip()

    return [
        (
            "cookiejar debug log",
            "http.cookiejar's debug log while adding a Cookie header to a local request",
            value,
            logged,
        )
    ]


def _more_cli_runs(tmp: str, url: str, pw: str, more: list[str]) -> list[Run]:
    import json
    import sys

    state = Path(tmp) / "storage_state.json"
    state.write_text(
        json.dumps(
            {
                "cookies": [
                    {"name": "sessionid", "value": more[1], "domain": "fairdomhub.org", "path": "/"}
                ],
                "origins": [],
            }
        )
    )
    return [
        (
            "wget debug post data",
            "wget --debug posting a login form with a password to a local server answering 401",
            pw,
            ["wget", "--debug", "--tries=1", "-O", "/dev/null", "--post-data",
             f"email=treasurer%40harambee-fund.example&password={pw}", f"{url}/login"],
        ),
        (
            "curl verbose cookie",
            "curl -v sending a session cookie to a local server answering 401",
            more[0],
            ["curl", "-sv", "-o", "/dev/null", "-b", f"_donor_portal_session={more[0]}",
             f"{url}/dashboard"],
        ),
        (
            "json tool storage state",
            "python -m json.tool pretty-printing a Playwright storage_state file",
            more[1],
            [sys.executable, "-m", "json.tool", str(state)],
        ),
    ]  # fmt: skip


def _request_repr_runs(token: str) -> list[Run]:
    import urllib.request

    def items() -> str:
        request = urllib.request.Request(
            "http://127.0.0.1/api/v1/projects/projects/17/",
            headers={"Authorization": f"Token {token}", "Accept": "application/json"},
        )
        return repr(request.header_items())

    return [
        (
            "request header items",
            "repr of urllib.request.Request.header_items() for an RDMO-style token header",
            token,
            items,
        )
    ]
