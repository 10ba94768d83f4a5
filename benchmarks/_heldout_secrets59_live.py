"""Held-out set 59: output of tools and libraries really run here, against 127.0.0.1 only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, addresses, temporary paths) so that every run gives the same text except the
values. Tools and calls were grepped for in every earlier ``_heldout_secrets*_live.py`` file
before they were chosen (the counts of earlier files naming each are in the commit message):

* ``cli``: ``git config -f FILE --list`` on a config whose remote URL carries a token, ``git
  remote -v`` in a repository cloned from such a URL, ``python -m pickletools`` on a pickled
  settings dict holding a node-provider key, ``python -m base64 -d`` on a wrapped API key.
* ``traceback``: configobj's ``ParseError`` on a line missing its ``=``, netaddr's
  ``AddrFormatError``, ``grp.getgrnam``'s ``KeyError``, vobject's ``ParseError`` and isodate's
  ``ISO8601Error``, strictyaml's ``YAMLValidationError`` and beartype's
  ``BeartypeCallHintParamViolation``, jinja2's ``UndefinedError``, sqlglot's ``TokenError``,
  polars' ``InvalidOperationError`` and pendulum's ``ParserError``, each given a value that
  held a secret.
* ``repr``: a ``configobj.ConfigObj``, a ``multidict.MultiDict`` of request headers, the list
  ``shlex.split`` makes of a curl command line, a ``yarl.URL``, an authlib ``OAuth2Token`` and
  an ``aiohttp.BasicAuth``.
* ``log``: urllib3's ``connectionpool`` debug line for a request whose query carries a key,
  and websocket-client's ``enableTrace`` handshake log for a URL carrying a token, both sent to
  a server on 127.0.0.1 that answers 401.
"""

from __future__ import annotations

import contextlib
import logging
import pickle
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

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC", "GIT_CONFIG_NOSYSTEM": "1"}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (34, 29, 37, 31, 28, 33, 30, 36, 27)]
    hx = [v.gen(HEX, n) for n in (32, 40)]
    ul = [v.gen(URLSAFE, n) for n in (43, 38)]
    more = [v.gen(ALNUM, n) for n in (32, 35, 29, 31, 33)]
    extra = [v.gen(ALNUM, n) for n in (30, 34, 28, 36)] + [v.gen(URLSAFE, n) for n in (43, 41)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx) + _cli_more(tmp, more), tmp, "cli", "context")
        tb = _collect(
            _library_runs(an) + _library_more(more) + _library_extra(extra),
            tmp,
            "traceback",
            "note",
        )
        reprs = _collect(
            _repr_runs(an, ul) + _repr_more(ul, more) + _repr_extra(extra), tmp, "repr", "cause"
        )
        logs = _collect(_log_runs(hx) + _log_more(more), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str]) -> list[Run]:
    t = Path(tmp)
    (t / "gitcfg").write_text(
        f'[remote "origin"]\n\turl = https://oauth2:{an[0]}@127.0.0.1/geo/tiles.git\n'
        "\tfetch = +refs/heads/*:refs/remotes/origin/*\n"
    )
    repo = t / "repo"
    repo.mkdir()
    with open(t / "settings.pkl", "wb") as fh:
        pickle.dump({"rpc_url": "https://go.getblock.io/", "access_token": hx[0]}, fh, protocol=2)
    py = "/work/venv/bin/python"

    def remote_v() -> str:
        from _heldout_live_tools import run_command

        run_command(["git", "init", "-q", str(repo)], env=_ENV)
        url = f"https://x-access-token:{an[1]}@127.0.0.1/ops/odds-feed.git"
        run_command(["git", "-C", str(repo), "remote", "add", "origin", url], env=_ENV)
        return run_command(["git", "-C", str(repo), "remote", "-v"], env=_ENV)

    return [
        (
            "git config list",
            "git config -f FILE --list on a config whose remote URL carries a token",
            an[0],
            ["git", "config", "-f", str(t / "gitcfg"), "--list"],
        ),
        (
            "git remote v",
            "git remote -v in a repository whose origin URL carries a token",
            an[1],
            remote_v,
        ),
        (
            "pickletools dis",
            "python -m pickletools on a pickled settings dict holding a node access token",
            hx[0],
            [py, "-m", "pickletools", str(t / "settings.pkl")],
        ),
    ]


def _library_runs(an: list[str]) -> list[Run]:
    import grp

    out: list[Run] = [
        (
            "grp getgrnam",
            "grp.getgrnam on a 'group' setting that held a key (KeyError)",
            an[2],
            lambda: raised_message(lambda: grp.getgrnam(an[2])),
        ),
    ]
    with contextlib.suppress(ImportError):
        from configobj import ConfigObj

        out.append(
            (
                "configobj parse",
                "configobj parsing a line missing its '=' (ParseError quotes the line)",
                an[3],
                lambda: raised_message(lambda: ConfigObj([f"apikey {an[3]}"])),
            )
        )
    with contextlib.suppress(ImportError):
        import netaddr

        out.append(
            (
                "netaddr ipnetwork",
                "netaddr.IPNetwork on an 'allowlist' cell that held a token (AddrFormatError)",
                an[4],
                lambda: raised_message(lambda: netaddr.IPNetwork(an[4])),
            )
        )
    with contextlib.suppress(ImportError):
        import vobject

        card = f"BEGIN:VCARD\nVERSION:3.0\nX-API-TOKEN {an[5]}\nEND:VCARD"
        out.append(
            (
                "vobject parse",
                "vobject.readOne on a vCard line missing its ':' (ParseError quotes the line)",
                an[5],
                lambda: raised_message(lambda: vobject.readOne(card)),
            )
        )
    with contextlib.suppress(ImportError):
        import isodate

        out.append(
            (
                "isodate duration",
                "isodate.parse_duration on a 'ttl' field that held a key (ISO8601Error)",
                an[6],
                lambda: raised_message(lambda: isodate.parse_duration(an[6])),
            )
        )
    return out


def _repr_runs(an: list[str], ul: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        from configobj import ConfigObj

        out.append(
            (
                "configobj repr",
                "repr of a configobj.ConfigObj read from an ambient-weather.ini",
                ul[0],
                lambda: repr(ConfigObj(["[ambient]", f"application_key = {ul[0]}"])),
            )
        )
    with contextlib.suppress(ImportError):
        from multidict import MultiDict

        out.append(
            (
                "multidict headers",
                "repr of a multidict.MultiDict of request headers",
                an[7],
                lambda: repr(MultiDict([("Accept", "application/json"), ("X-API-Key", an[7])])),
            )
        )
    return out


def _log_runs(hx: list[str]) -> list[Run]:
    def urllib3_log() -> str:
        import urllib3

        server = start_denying_server()
        try:
            port = server.server_address[1]
            with captured_logs("urllib3.connectionpool") as stream:
                pool = urllib3.PoolManager(retries=False)
                pool.request("GET", f"http://127.0.0.1:{port}/v1/nearest?key={hx[1]}")
                pool.clear()
            return stream.getvalue()
        finally:
            server.shutdown()
            server.server_close()

    return [
        (
            "urllib3 connectionpool",
            "urllib3's connectionpool debug line for a request whose query carries a key",
            hx[1],
            urllib3_log,
        ),
    ]


def _cli_more(tmp: str, more: list[str]) -> list[Run]:
    import base64

    t = Path(tmp)
    (t / "key.b64").write_text(base64.b64encode(f"nownodes-api-key={more[0]}\n".encode()).decode())
    return [
        (
            "base64 decode",
            "python -m base64 -d on a file holding a base64-wrapped node API key",
            more[0],
            ["/work/venv/bin/python", "-m", "base64", "-d", str(t / "key.b64")],
        ),
    ]


def _library_more(more: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import strictyaml as sy

        out.append(
            (
                "strictyaml int",
                "strictyaml validating a 'port' that held a key (YAMLValidationError quotes the line)",
                more[1],
                lambda: raised_message(
                    lambda: sy.load(f"port: {more[1]}", sy.Map({"port": sy.Int()}))
                ),
            )
        )
    with contextlib.suppress(ImportError):
        from beartype import beartype

        @beartype
        def poll(station_id: int) -> None:
            """Stands in for a weather client's poll."""

        out.append(
            (
                "beartype hint",
                "beartype rejecting a station id that held a token (BeartypeCallHintParamViolation)",
                more[2],
                lambda: raised_message(lambda: poll(more[2])),  # type: ignore[arg-type]
            )
        )
    return out


def _repr_more(ul: list[str], more: list[str]) -> list[Run]:
    import shlex

    out: list[Run] = [
        (
            "shlex split",
            "repr of shlex.split on a curl command line with a basic-auth pair",
            more[3],
            lambda: repr(shlex.split(f"curl -s -u ops:{more[3]} https://127.0.0.1/v1/odds")),
        ),
    ]
    with contextlib.suppress(ImportError):
        import yarl

        out.append(
            (
                "yarl url",
                "repr of a yarl.URL for an RPC endpoint with the key in its path",
                ul[1],
                lambda: repr(yarl.URL(f"https://eth.rpc.example/v2/{ul[1]}")),
            )
        )
    return out


def _log_more(more: list[str]) -> list[Run]:
    def websocket_trace() -> str:
        import websocket

        server = start_denying_server()
        try:
            port = server.server_address[1]
            with captured_logs("websocket") as stream:
                websocket.enableTrace(True, handler=logging.NullHandler())
                with contextlib.suppress(Exception):
                    ws = websocket.create_connection(
                        f"ws://127.0.0.1:{port}/stream?token={more[4]}", timeout=5
                    )
                    ws.close()
                websocket.enableTrace(False)
            text = re.sub(
                r"Sec-WebSocket-Key: \S+", "Sec-WebSocket-Key: <nonce>", stream.getvalue()
            )
            text = re.sub(r"Date: [^\r\n]+", "Date: Sun, 06 Dec 2026 22:30:00 GMT", text)
            return re.sub(r"Python/[\d.]+", "Python/3.11", text)
        finally:
            server.shutdown()
            server.server_close()

    return [
        (
            "websocket trace",
            "websocket-client's enableTrace log of a handshake whose URL carries a token",
            more[4],
            websocket_trace,
        ),
    ]


def _library_extra(extra: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        from jinja2 import Environment, StrictUndefined

        env = Environment(undefined=StrictUndefined)
        out.append(
            (
                "jinja2 undefined",
                "jinja2 rendering a template whose attribute name was pasted from a key (UndefinedError)",
                extra[0],
                lambda: raised_message(
                    lambda: env.from_string("{{ cfg." + extra[0] + " }}").render(cfg={})
                ),
            )
        )
    with contextlib.suppress(ImportError):
        import sqlglot

        out.append(
            (
                "sqlglot tokenize",
                "sqlglot transpiling a query with an unterminated string holding a key (TokenError)",
                extra[1],
                lambda: raised_message(
                    lambda: sqlglot.transpile(f"select * from feeds where k = '{extra[1]}")
                ),
            )
        )
    with contextlib.suppress(ImportError):
        import polars as pl

        out.append(
            (
                "polars cast",
                "polars casting a 'rate' column whose cell held a token (InvalidOperationError)",
                extra[2],
                lambda: raised_message(lambda: pl.Series("rate", [extra[2]]).cast(pl.Int64)),
            )
        )
    with contextlib.suppress(ImportError):
        import pendulum

        out.append(
            (
                "pendulum parse",
                "pendulum.parse on an 'observed_at' field that held a key (ParserError)",
                extra[3],
                lambda: raised_message(lambda: pendulum.parse(extra[3])),
            )
        )
    return out


def _repr_extra(extra: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        from authlib.oauth2.rfc6749 import OAuth2Token

        out.append(
            (
                "authlib oauth2token",
                "repr of an authlib OAuth2Token from a sports data provider's token endpoint",
                extra[4],
                lambda: re.sub(
                    r"'expires_at': \d+",
                    "'expires_at': 1796600000",
                    repr(
                        OAuth2Token(
                            {"access_token": extra[4], "token_type": "Bearer", "expires_in": 3600}
                        )
                    ),
                ),
            )
        )
    with contextlib.suppress(ImportError):
        import aiohttp

        out.append(
            (
                "aiohttp basicauth",
                "repr of an aiohttp.BasicAuth for a betting exchange's feed",
                extra[5],
                lambda: repr(aiohttp.BasicAuth("feed_ops", extra[5])),
            )
        )
    return out
