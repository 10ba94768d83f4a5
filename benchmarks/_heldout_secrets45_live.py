"""Held-out set 45: output of tools and libraries really run here, against 127.0.0.1 only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, addresses, temporary paths, commit ids) so that every run gives the same text
except the values. Tools and calls were grepped for in every earlier
``_heldout_secrets*_live.py`` and ``_heldout_families*`` file before they were chosen (``git
log -G``, ``sqlite3 -table``, ``iniconfig``, the ``could not be cast to integer`` port
error, ``httpx2``, ``pprint.PrettyPrinter``, ``difflib.context_diff``, ``sys.addaudithook``,
``requests_oauthlib``'s ``Adding token`` line, ``jq: error``, ``no item named``, ``No package
metadata``, attrs' ``@define``, ``-m pytest``, ``TextTestRunner``, ``assertDictEqual``,
``csv.writer``, ``safe_dump`` and ``ResourceWarning`` matched nothing; ``sqlite3`` options
such as ``-box`` and ``-html``, ``git format-patch``, ``--get-urlmatch`` and ``pytest`` as a
word did; ``--show-scope`` is named in one earlier file):

* ``cli``: ``python -m pytest``'s assertion rewriting on a test holding a key, ``jq``'s
  ``tonumber`` on a field that held a key, ``git log -G -p`` finding the commit that added a
  key to ``.env``, ``sqlite3 -table`` printing a webhook table, ``git config --show-scope``
  reading an extra header.
* ``traceback``: ``unittest``'s ``TextTestRunner`` report of a failing ``assertDictEqual``,
  ``ZipFile.getinfo`` and ``importlib.metadata.version`` given a key, ``iniconfig`` refusing a
  line that held a token, ``urlsplit(...).port`` on a URL whose port held a key, ``httpx2``'s
  ``raise_for_status`` for a 401 from a local server with a key in the query.
* ``repr``: ``csv.writer`` rows and ``yaml.safe_dump`` of settings, an attrs ``@define``
  class, ``pprint.PrettyPrinter`` of a settings dict, ``httpx2.Headers`` with an API key
  header, ``difflib.context_diff`` of two versions of a ``.env``.
* ``log``: the ``ResourceWarning`` for a key file left open, an audit hook
  (``sys.addaudithook``) printing ``http.client.send`` while a request with an API key header
  goes to a local server, ``requests_oauthlib``'s debug log and ``httpx2``'s request log.
"""

from __future__ import annotations

import contextlib
import difflib
import os
import re
import sys
import tempfile
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

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "GIT_AUTHOR_NAME": "Dev",
    "GIT_AUTHOR_EMAIL": "dev@acme.io",
    "GIT_COMMITTER_NAME": "Dev",
    "GIT_COMMITTER_EMAIL": "dev@acme.io",
    "GIT_AUTHOR_DATE": "2026-12-06T15:40:00+00:00",
    "GIT_COMMITTER_DATE": "2026-12-06T15:40:00+00:00",
    "GIT_CONFIG_NOSYSTEM": "1",
    "HOME": "/nonexistent",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\b[0-9a-f]{40}\b", "3f1c0a9e" * 5, text)
    text = re.sub(r"index [0-9a-f]{7,}\.\.[0-9a-f]{7,}", "index 0000000..4b8e2d1", text)
    text = re.sub(r"\d+\.\d+ms", "0.52ms", text)
    text = re.sub(r" in \d+\.\d+s", " in 0.04s", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?", "2026-12-06 15:44:30", text)
    text = re.sub(r"^(git version|\d+\.\d+\.\d+)\S*$", r"\1", text, flags=re.M)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (33, 29, 37, 31, 35, 27, 34, 30, 38, 26, 32, 28, 36, 31, 29)]
    hx = [v.gen(HEX, n) for n in (44, 48, 32, 36)]
    ul = [v.gen(URLSAFE, n) for n in (43, 41, 39)]
    pw = [v.pw() for _ in range(2)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx), tmp, "cli", "context")
        tb = _collect(_library_runs(an, ul), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, hx, pw), tmp, "repr", "cause")
        logs = _collect(_log_runs(an, ul, hx), tmp, "log", "args")
    return cli + tb + reprs + logs


def _git(tmp: str, *args: str) -> str:
    return run_command(["git", *args], tmp, env=_ENV)


def _cli_runs(tmp: str, an: list[str], hx: list[str]) -> list[Run]:
    t = Path(tmp)
    repo = t / "shop"
    repo.mkdir()
    _git(str(repo), "init", "-q", "-b", "main")
    (repo / ".env").write_text("APP_ENV=production\n")
    _git(str(repo), "add", ".env")
    _git(str(repo), "commit", "-q", "-m", "env")
    (repo / ".env").write_text(f"APP_ENV=production\nCREATOMATE_API_KEY={an[0]}\n")
    _git(str(repo), "commit", "-q", "-am", "render videos")
    _git(str(repo), "config", "http.https://ci.acme.io/.extraheader", f"X-Gitlab-Token: {hx[0]}")
    db = t / "hooks.db"
    run_command(
        [
            "sqlite3",
            str(db),
            "create table hooks(id integer, url text, secret text);"
            f"insert into hooks values (1, 'https://hooks.acme.io/gumlet', '{hx[1]}');",
        ],
        tmp,
        env=_ENV,
    )
    (t / "retry.json").write_text(f'{{"retries": "{an[6]}", "backoff": 2}}\n')
    (t / "test_settings.py").write_text(
        "SETTINGS = {'host': '127.0.0.1', 'api_key': '" + an[10] + "'}\n\n\n"
        "def test_key_comes_from_env():\n"
        "    assert SETTINGS['api_key'] == ''\n"
    )
    return [
        (
            "pytest assertion",
            "python -m pytest on a test asserting a hard-coded key is empty (assertion rewriting)",
            an[10],
            [
                "/work/venv/bin/python",
                "-m",
                "pytest",
                "-q",
                "-p",
                "no:cacheprovider",
                "--no-header",
                str(t / "test_settings.py"),
            ],
        ),
        (
            "jq tonumber",
            "jq's tonumber on a 'retries' field that held a key",
            an[6],
            ["jq", "-r", ".retries | tonumber", str(t / "retry.json")],
        ),
        (
            "git log -G",
            "git log -G -p (the pickaxe by regex) finding the commit that added a Creatomate key",
            an[0],
            [
                "git",
                "-C",
                str(repo),
                "log",
                "-G",
                "CREATOMATE",
                "-p",
                "--format=commit %H%n%s",
            ],
        ),
        (
            "sqlite3 table",
            "sqlite3 -table printing a table of webhook secrets",
            hx[1],
            ["sqlite3", "-table", str(db), "select * from hooks;"],
        ),
        (
            "git config show-scope",
            "git config --show-scope --get-all reading an extra header set for a CI host",
            hx[0],
            [
                "git",
                "-C",
                str(repo),
                "config",
                "--show-scope",
                "--get-all",
                "http.https://ci.acme.io/.extraheader",
            ],
        ),
    ]


def _library_runs(an: list[str], ul: list[str]) -> list[Run]:
    from urllib.parse import urlsplit

    out: list[Run] = [
        (
            "urlsplit port",
            "urlsplit(...).port on a proxy URL whose port held a key (ValueError)",
            an[1],
            lambda: raised_message(lambda: urlsplit(f"http://127.0.0.1:{an[1]}/v1").port),
        ),
    ]
    import importlib.metadata
    import io
    import zipfile

    def member() -> str:
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as archive:
            archive.writestr("README.txt", "restore notes\n")
        return raised_message(lambda: zipfile.ZipFile(buffer).getinfo(f"keys/{an[7]}.pem"))

    import io as _io
    import unittest

    def unit() -> str:
        class SettingsTest(unittest.TestCase):
            def test_defaults(self) -> None:
                loaded = {"host": "127.0.0.1", "token": an[11]}
                self.assertDictEqual(loaded, {"host": "127.0.0.1", "token": ""})  # noqa: PT009

        stream = _io.StringIO()
        suite = unittest.defaultTestLoader.loadTestsFromTestCase(SettingsTest)
        unittest.TextTestRunner(stream=stream, verbosity=0).run(suite)
        return re.sub(
            r"File \"[^\"]+\", line \d+",
            'File "/home/dev/work/test_settings.py", line 9',
            stream.getvalue(),
        )

    out += [
        (
            "unittest dict diff",
            "unittest's TextTestRunner report of a failing assertDictEqual on loaded settings",
            an[11],
            unit,
        ),
        (
            "zipfile getinfo",
            "ZipFile.getinfo asked for a key file named with a token (KeyError)",
            an[7],
            member,
        ),
        (
            "metadata version",
            "importlib.metadata.version on a 'plugin' setting that held a key "
            "(PackageNotFoundError)",
            an[8],
            lambda: raised_message(lambda: importlib.metadata.version(an[8])),
        ),
    ]
    with contextlib.suppress(ImportError):
        import iniconfig

        out.append(
            (
                "iniconfig line",
                "iniconfig refusing a pytest.ini line that held a token (ParseError)",
                an[2],
                lambda: raised_message(
                    lambda: iniconfig.IniConfig(
                        "pytest.ini", data=f"[pytest]\naddopts = -q\n{an[2]}\n"
                    )
                ),
            )
        )
    with contextlib.suppress(ImportError):
        import httpx2

        def status() -> str:
            server = start_denying_server()
            try:
                port = server.server_address[1]
                response = httpx2.get(f"http://127.0.0.1:{port}/v2/renders?api_key={ul[0]}")
                return raised_message(response.raise_for_status)
            finally:
                server.shutdown()

        out.append(
            (
                "httpx2 status",
                "httpx2's raise_for_status for a 401 with a key in the query (HTTPStatusError)",
                ul[0],
                status,
            )
        )
    return out


def _repr_runs(an: list[str], hx: list[str], pw: list[str]) -> list[Run]:
    import pprint

    def pretty() -> str:
        settings = {
            "database": {"host": "127.0.0.1", "port": 5432, "user": "etl", "password": pw[0]},
            "features": ["exports", "webhooks"],
            "timeout": 30,
        }
        return pprint.PrettyPrinter(width=60).pformat(settings)

    def context() -> str:
        old = ["APP_ENV=staging\n", "GRETEL_API_KEY=\n", "LOG_LEVEL=info\n"]
        new = ["APP_ENV=staging\n", f"GRETEL_API_KEY={an[3]}\n", "LOG_LEVEL=info\n"]
        return "".join(difflib.context_diff(old, new, ".env.old", ".env"))

    out: list[Run] = [
        (
            "pprint settings",
            "pprint.PrettyPrinter(width=60) of a settings dict with a database password",
            pw[0],
            pretty,
        ),
        (
            "difflib context diff",
            "difflib.context_diff of two versions of a .env that gained a Gretel key",
            an[3],
            context,
        ),
    ]
    import csv

    def table() -> str:
        stream = __import__("io").StringIO()
        writer = csv.writer(stream)
        writer.writerow(["name", "created", "key"])
        writer.writerow(["ci-deploy", "2026-11-30", an[12]])
        return stream.getvalue()

    out.append(("csv writer", "csv.writer rows of an exported API key table", an[12], table))
    with contextlib.suppress(ImportError):
        import yaml

        out.append(
            (
                "yaml safe_dump",
                "yaml.safe_dump of a settings dict with a webhook secret",
                an[13],
                lambda: yaml.safe_dump(
                    {"webhooks": {"url": "https://hooks.acme.io/in", "secret": an[13]}}
                ),
            )
        )
    with contextlib.suppress(ImportError):
        import attrs

        @attrs.define
        class Settings:
            host: str
            api_key: str
            timeout: int = 30

        out.append(
            (
                "attrs define",
                "the repr of an attrs @define settings class holding an API key",
                an[9],
                lambda: repr(Settings("127.0.0.1", an[9])),
            )
        )
    with contextlib.suppress(ImportError):
        import httpx2

        out.append(
            (
                "httpx2 headers",
                "httpx2.Headers with an API key header (the Authorization one it masks)",
                hx[2],
                lambda: repr(httpx2.Headers({"Accept": "application/json", "X-Api-Key": hx[2]})),
            )
        )
    return out


_AUDIT: list[str] = []
_AUDITING = [False]


def _audit(event: str, args: tuple[object, ...]) -> None:
    if _AUDITING[0] and event == "http.client.send":
        _AUDIT.append(f"audit: {event} {args[1]!r}")


def _log_runs(an: list[str], ul: list[str], hx: list[str]) -> list[Run]:
    def audited() -> str:
        import http.client

        if not getattr(sys, "_heldout45_hooked", False):
            sys.addaudithook(_audit)
            sys._heldout45_hooked = True  # type: ignore[attr-defined]
        server = start_denying_server()
        _AUDIT.clear()
        _AUDITING[0] = True
        try:
            connection = http.client.HTTPConnection("127.0.0.1", server.server_address[1])
            connection.request("GET", "/api/v1/report", headers={"X-Api-Key": ul[1]})
            connection.getresponse().read()
            connection.close()
        finally:
            _AUDITING[0] = False
            server.shutdown()
        return "\n".join(_AUDIT)

    out: list[Run] = [
        (
            "audit hook",
            "an audit hook printing http.client.send for a request with an API key header",
            ul[1],
            audited,
        ),
    ]
    import gc
    import tempfile as _tempfile
    import warnings

    def unclosed() -> str:
        with _tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / f"{an[14]}.pem"
            path.write_text("x\n")
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                handle = open(path)  # left open on purpose
                del handle
                gc.collect()
            lines = [
                warnings.formatwarning(w.message, w.category, "/srv/app/keys.py", 12)
                for w in caught
                if w.category is ResourceWarning
            ]
            return "".join(lines).replace(folder, "/srv/app/keys")

    out.append(
        (
            "resourcewarning",
            "the ResourceWarning Python prints for a key file left open, named with a token",
            an[14],
            unclosed,
        )
    )
    with contextlib.suppress(ImportError):
        from requests_oauthlib import OAuth2Session

        def oauth() -> str:
            server = start_denying_server()
            old = os.environ.get("OAUTHLIB_INSECURE_TRANSPORT")
            os.environ["OAUTHLIB_INSECURE_TRANSPORT"] = "1"  # the local server speaks http
            try:
                with captured_logs("requests_oauthlib") as stream:
                    session = OAuth2Session(
                        "shop-sync", token={"access_token": ul[2], "token_type": "Bearer"}
                    )
                    session.get(f"http://127.0.0.1:{server.server_address[1]}/me")
                return re.sub(r"<Response \[\d+\]>", "<Response [401]>", stream.getvalue())
            finally:
                if old is None:
                    os.environ.pop("OAUTHLIB_INSECURE_TRANSPORT", None)
                else:
                    os.environ["OAUTHLIB_INSECURE_TRANSPORT"] = old
                server.shutdown()

        out.append(
            (
                "requests_oauthlib debug",
                "requests_oauthlib's debug log while an OAuth2Session calls a local server",
                ul[2],
                oauth,
            )
        )
    with contextlib.suppress(ImportError):
        import httpx2

        def requested() -> str:
            server = start_denying_server()
            try:
                with captured_logs("httpx2") as stream:
                    httpx2.get(
                        f"http://127.0.0.1:{server.server_address[1]}/ping.json?api_token={hx[3]}"
                    )
                return stream.getvalue()
            finally:
                server.shutdown()

        out.append(
            (
                "httpx2 request log",
                "httpx2's INFO log of a request with an API token in the query",
                hx[3],
                requested,
            )
        )
    return out
