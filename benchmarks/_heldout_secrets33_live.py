"""Held-out set 33: output of tools and libraries really run here, against 127.0.0.1 only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, addresses, temporary paths) so that every run gives the same text except the
values. Tools and calls were grepped for in every earlier held-out file before they were
chosen (the counts of earlier files naming each are in the commit message and the report):

* ``cli``: ``python -m zipfile -l`` and ``python -m tarfile -l`` listing archives whose
  members are named with a token, ``python -m tokenize`` and ``python -m ast`` on a settings
  module holding a key.
* ``traceback``: ``datetime.strptime``, ``codecs.lookup``, ``zoneinfo.ZoneInfo``, an ``Enum``
  lookup, ``importlib.import_module`` and ``float`` given a value that held a secret.
* ``repr``: ``http.cookies.Morsel``, ``argparse.Namespace``, ``urllib.parse.parse_qs``,
  ``functools.partial``, ``inspect.BoundArguments`` and ``subprocess.CompletedProcess``.
* ``log``: tornado's ``tornado.access`` line for a webhook with a secret in its query
  (tenacity's ``before_sleep_log`` is tried too, but tenacity is not installed here, so that
  run adds no case).
"""

from __future__ import annotations

import contextlib
import re
import tempfile
import threading
from collections.abc import Callable
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

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC"}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\d+\.\d+ms", "0.52ms", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?", "2026-12-06 10:44:30", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (31, 27, 36, 29, 33, 26, 38, 30, 35, 28, 32, 34)]
    hx = [v.gen(HEX, n) for n in (40, 44)]
    ul = [v.gen(URLSAFE, n) for n in (43, 39)]
    pw = [v.pw() for _ in range(4)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx), tmp, "cli", "context")
        tb = _collect(_library_runs(an), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, ul, pw), tmp, "repr", "cause")
        logs = _collect(_log_runs(ul, hx), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str]) -> list[Run]:
    import tarfile
    import zipfile

    t = Path(tmp)
    with zipfile.ZipFile(t / "backup.zip", "w") as zf:
        zf.writestr("README.txt", "restore notes\n")
        zf.writestr(f"keys/deploy-{an[0]}.pem", "x\n")
    (t / "share").mkdir()
    (t / "share" / f"invite-{hx[0]}.json").write_text("{}\n")
    (t / "share" / "index.json").write_text("{}\n")
    with tarfile.open(t / "share.tar", "w") as tf:
        tf.add(t / "share", arcname="share")
    (t / "settings.py").write_text(f'DEBUG = False\nMAPS_API_KEY = "{an[1]}"\n')
    (t / "conf.py").write_text(f'WEBHOOK_SECRET = "{an[2]}"\n')
    py = "/work/venv/bin/python"
    return [
        (
            "zipfile list",
            "python -m zipfile -l on a backup whose key file is named with a token",
            an[0],
            [py, "-m", "zipfile", "-l", str(t / "backup.zip")],
        ),
        (
            "tarfile list",
            "python -m tarfile -l on an archive of share links named with a token",
            hx[0],
            [py, "-m", "tarfile", "-l", str(t / "share.tar")],
        ),
        (
            "tokenize settings",
            "python -m tokenize on a settings module holding a maps API key",
            an[1],
            [py, "-m", "tokenize", str(t / "settings.py")],
        ),
        (
            "ast dump conf",
            "python -m ast on a config module holding a webhook secret",
            an[2],
            [py, "-m", "ast", str(t / "conf.py")],
        ),
    ]


def _library_runs(an: list[str]) -> list[Run]:
    import codecs
    import enum
    import importlib
    from datetime import datetime

    class Plan(enum.Enum):
        FREE = "free"
        TEAM = "team"

    out: list[Run] = [
        (
            "strptime",
            "datetime.strptime on an 'expires' cell that held a token (ValueError)",
            an[3],
            lambda: raised_message(lambda: datetime.strptime(an[3], "%Y-%m-%d")),
        ),
        (
            "codecs lookup",
            "codecs.lookup on an 'encoding' setting that held a key (LookupError)",
            an[4],
            lambda: raised_message(lambda: codecs.lookup(an[4])),
        ),
        (
            "enum value",
            "an Enum lookup on a 'plan' field that held a key (ValueError)",
            an[5],
            lambda: raised_message(lambda: Plan(an[5])),
        ),
        (
            "import module",
            "importlib.import_module on a 'backend' setting that held a key (ModuleNotFoundError)",
            an[6],
            lambda: raised_message(lambda: importlib.import_module(an[6])),
        ),
        (
            "float cell",
            "float() on a 'price' cell that held a token (ValueError)",
            an[7],
            lambda: raised_message(lambda: float(an[7])),
        ),
    ]
    with contextlib.suppress(ImportError):
        from zoneinfo import ZoneInfo

        out.append(
            (
                "zoneinfo key",
                "zoneinfo.ZoneInfo on a 'timezone' field that held a key (ZoneInfoNotFoundError)",
                an[8],
                lambda: raised_message(lambda: ZoneInfo(an[8])),
            )
        )
    return out


def _repr_runs(an: list[str], ul: list[str], pw: list[str]) -> list[Run]:
    import argparse
    import functools
    import inspect
    import subprocess
    from http.cookies import SimpleCookie
    from urllib.parse import parse_qs

    def morsel() -> str:
        jar = SimpleCookie()
        jar.load(f"remember_token={an[9]}; Path=/; HttpOnly")
        return repr(jar["remember_token"])

    def namespace() -> str:
        parser = argparse.ArgumentParser()
        parser.add_argument("--host")
        parser.add_argument("--api-token")
        return repr(parser.parse_args(["--host", "127.0.0.1", "--api-token", an[10]]))

    def connect(host: str, user: str, password: str, port: int = 5432) -> None:
        """Stands in for a database driver's connect."""

    def bound() -> str:
        sig = inspect.signature(connect)
        return repr(sig.bind("127.0.0.1", "report", password=pw[0]))

    def partial() -> str:
        return repr(functools.partial(connect, "127.0.0.1", "etl", password=pw[1]))

    def completed() -> str:
        done = subprocess.run(
            ["/work/venv/bin/python", "-c", "raise SystemExit(1)", "--password", pw[2]],
            capture_output=True,
            check=False,
        )
        return repr(done)

    return [
        ("morsel", "an http.cookies Morsel's repr for a remember-me cookie", an[9], morsel),
        ("argparse namespace", "argparse.Namespace's repr after --api-token", an[10], namespace),
        (
            "parse qs",
            "urllib.parse.parse_qs of an OAuth callback query",
            ul[0],
            lambda: repr(parse_qs(f"code={ul[0]}&state=af31")),
        ),
        ("bound arguments", "inspect.BoundArguments' repr for a connect call", pw[0], bound),
        ("functools partial", "functools.partial's repr with a password bound", pw[1], partial),
        (
            "completed process",
            "subprocess.CompletedProcess's repr for a command given a password",
            pw[2],
            completed,
        ),
    ]


def _log_runs(ul: list[str], hx: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import asyncio

        import tornado.httpserver
        import tornado.web

        class Hook(tornado.web.RequestHandler):
            def post(self) -> None:
                self.set_status(401)

        def tornado_log() -> str:
            port: list[int] = []
            ready = threading.Event()
            stop: list[Callable[[], None]] = []

            def serve() -> None:
                async def main() -> None:
                    app = tornado.web.Application([(r"/hooks/deploy", Hook)])
                    server = tornado.httpserver.HTTPServer(app)
                    sockets = tornado.netutil.bind_sockets(0, "127.0.0.1")
                    server.add_sockets(sockets)
                    port.append(sockets[0].getsockname()[1])
                    event = asyncio.Event()
                    loop = asyncio.get_running_loop()
                    stop.append(lambda: loop.call_soon_threadsafe(event.set))
                    ready.set()
                    await event.wait()
                    server.stop()

                asyncio.run(main())

            thread = threading.Thread(target=serve, daemon=True)
            with captured_logs("tornado.access") as stream:
                thread.start()
                ready.wait(10)
                try:
                    run_command(
                        [
                            "curl",
                            "-s",
                            "-o",
                            "/dev/null",
                            "-X",
                            "POST",
                            f"http://127.0.0.1:{port[0]}/hooks/deploy?secret={ul[1]}",
                        ],
                        env=_ENV,
                    )
                finally:
                    stop[0]()
                    thread.join(10)
            return stream.getvalue().strip()

        out.append(
            (
                "tornado access",
                "tornado.access's WARNING line for a deploy webhook with a secret in its query",
                ul[1],
                tornado_log,
            )
        )
    with contextlib.suppress(ImportError):
        import logging
        import urllib.request

        import tenacity

        def tenacity_log() -> str:
            server = start_denying_server()
            port = server.server_address[1]
            log = logging.getLogger("sync.retry")

            @tenacity.retry(
                stop=tenacity.stop_after_attempt(2),
                wait=tenacity.wait_none(),
                before_sleep=tenacity.before_sleep_log(log, logging.WARNING),
                reraise=True,
            )
            def fetch() -> None:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/export?api_key={hx[1]}")

            try:
                with captured_logs("sync.retry") as stream, contextlib.suppress(Exception):
                    fetch()
            finally:
                server.shutdown()
                server.server_close()
            return stream.getvalue().strip()

        out.append(
            (
                "tenacity before sleep",
                "tenacity's before_sleep_log line retrying a urllib call that got 401",
                hx[1],
                tenacity_log,
            )
        )
    return out
