"""Held-out set 31: output of tools and libraries really run here, against 127.0.0.1 only.

Each case's text is what a command or a library call printed when run while the set is built
(nothing reaches beyond this machine: the only server is the denying ``http.server`` of
``_heldout_live_tools.py``, started here on a free loopback port; DuckDB, which would fetch an
extension from the network, was tried and left out). Paths, ports, dates, hashes and addresses
are normalized so that every run prints the same text except the values. Every call shape was
grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; ``@csv``, ``@tsv``, ``to_entries``, ``--arg``, ``git config``, ``git cat-file``,
``stash show``, ``tag -n``, ``reflog``, ``tar -xO``, ``xxd -p``, ``od -A``, ``node -p``,
``pickletools``, ``tokenize``, ``SimpleCookie``, ``ServerProxy``, ``enableTrace``,
``does not match``, ``Could not convert string``, ``URL('``, ``Headers({``, ``Backing off``,
``message='Unauthorized'``, ``RequestsCookieJar``, ``tornado.access``, ``uvicorn.access``,
``aiohttp.client``, ``Request options``, ``Starting new HTTP`` and ``requests_oauthlib``
matched and were dropped). A tool or package missing here adds no case.

* ``cli``: ``git log --oneline`` of a commit whose message carries a token, ``perl -F``,
  ``env -0``, ``split -l`` read back with ``tail -n +1``, sqlite3's ``.mode csv``,
  ``paste -d``, ``tar -tvf`` of a backup named after its key and ``curl -w '%{url}'``
  against the loopback server.
* ``traceback``: isodate's ``ISO8601Error``, Babel's locale parse error, ConfigObj's ``matched
  as neither section nor keyword`` and aiohttp's ``WSServerHandshakeError`` after a real 401.
* ``repr``: ldap3's ``Connection(server=Server(...), password=...)``, httpx's ``<Request(...)>``,
  a Polars ``DataFrame`` (``shape: (``), Tornado's ``HTTPServerRequest``, Werkzeug's
  ``EnvironHeaders``, LangChain's ``ToolMessage``, LlamaIndex's ``ToolOutput`` and aiohttp's
  ``RequestInfo`` (``CIMultiDictProxy``) from a real 401.
* ``log``: the ``anthropic._base_client`` DEBUG logger of a request with an extra header sent
  to the loopback server (``openai._base_client`` was tried and logged no such line here).
"""

from __future__ import annotations

import asyncio
import contextlib
import re
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
    "PYTHONDONTWRITEBYTECODE": "1",
    "GIT_AUTHOR_NAME": "Dev",
    "GIT_AUTHOR_EMAIL": "dev@acme.io",
    "GIT_COMMITTER_NAME": "Dev",
    "GIT_COMMITTER_EMAIL": "dev@acme.io",
    "GIT_AUTHOR_DATE": "2026-12-06T09:30:00Z",
    "GIT_COMMITTER_DATE": "2026-12-06T09:30:00Z",
    "TZ": "UTC",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d \d\d:\d\d\b", "2026-12-06 09:30", text)
    text = re.sub(r"(?m)^[0-9a-f]{7,12} ", "4f1c2a9 ", text)
    text = re.sub(r"'(?:Date|Server)': '[^']*'", "'Date': '...'", text)
    text = re.sub(r"\b[a-z]+/[a-z]+ +\d+ ", "dev/dev 64 ", text)
    text = re.sub(r"stainless-python-retry-[0-9a-f-]{36}", "stainless-python-retry-1", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (31, 27, 36, 24, 40, 29, 33, 26, 38, 30)]
    hx = [v.gen(HEX, n) for n in (40, 32, 64)]
    ul = [v.gen(URLSAFE, n) for n in (43, 36, 28, 40)]
    lo = v.gen("abcdefghijklmnopqrstuvwxyz0123456789", 22)
    pw = [v.pw() for _ in range(4)]
    gk = [v.gen(URLSAFE, 30)]
    server = start_denying_server()
    port = server.server_address[1]
    try:
        with tempfile.TemporaryDirectory() as tmp:
            cli = _collect(_cli_runs(tmp, an, hx, pw, ul, port), tmp, "cli", "runtime")
            tb = _collect(_library_runs(an, lo, ul, port), tmp, "traceback", "cause")
            reprs = _collect(_repr_runs(an, hx, ul, pw, port), tmp, "repr", "group")
            logs = _collect(_log_runs(gk, port), tmp, "log", "context")
    finally:
        server.shutdown()
        server.server_close()
    return cli + tb + reprs + logs


def _cli_runs(
    tmp: str, an: list[str], hx: list[str], pw: list[str], ul: list[str], port: int
) -> list[Run]:
    t = Path(tmp)
    repo = t / "repo"
    repo.mkdir()
    run_command(["git", "init", "-q", "-b", "main", str(repo)], tmp, env=_ENV)
    (repo / "README.md").write_text("deploy notes\n")
    run_command(["git", "-C", str(repo), "add", "."], tmp, env=_ENV)
    run_command(
        ["git", "-C", str(repo), "commit", "-q", "-m", f"ci: set RELEASE_TOKEN={an[0]} for now"],
        tmp,
        env=_ENV,
    )
    (t / "passwd.txt").write_text(f"svc-backup:{pw[0]}:1001\nsvc-report:(locked):1002\n")
    (t / "creds.txt").write_text(f"ledger-api {an[1]}\nmaps (none)\n")
    (t / "names.txt").write_text("sendgrid\nsearch\n")
    (t / "values.txt").write_text(f"{an[2]}\n(unset)\n")
    sql = (
        "create table integrations(name text, secret text);"
        f"insert into integrations values ('billing', '{hx[0]}'), ('chat', '(rotated)');"
    )
    run_command(["sqlite3", str(t / "app.db"), sql], tmp, env=_ENV)
    backups = t / "backups"
    backups.mkdir()
    (backups / f"vault-unseal-{an[3]}.txt").write_text("x\n")
    run_command(["tar", "-cf", str(t / "vault.tar"), "-C", str(t), "backups"], tmp, env=_ENV)
    return [
        (
            "git log oneline",
            "git log --oneline of a commit whose message carries a release token",
            an[0],
            ["git", "-C", str(repo), "log", "--oneline"],
        ),
        (
            "perl -F",
            "perl -F: -lane printing the second field of a service-account file",
            pw[0],
            ["perl", "-F:", "-lane", "print qq{$F[0] => $F[1]}", str(t / "passwd.txt")],
        ),
        (
            "env -0",
            "env -i with one variable, then env -0 turned into lines with tr",
            an[4],
            ["bash", "-c", f"env -i LEDGER_API_KEY={an[4]} env -0 | tr '\\0' '\\n'"],
        ),
        (
            "split tail",
            "split -l 1 of a credentials file read back with tail -n +1 (==> file <== heads)",
            an[1],
            ["bash", "-c", f"cd {tmp} && split -l 1 creds.txt part_ && tail -n +1 part_a*"],
        ),
        (
            "sqlite mode csv",
            "sqlite3 with .mode csv and .headers on",
            hx[0],
            [
                "sqlite3",
                "-cmd",
                ".mode csv",
                "-cmd",
                ".headers on",
                str(t / "app.db"),
                "select * from integrations;",
            ],
        ),
        (
            "paste -d",
            "paste -d= joining a names file and a values file",
            an[2],
            ["paste", "-d=", str(t / "names.txt"), str(t / "values.txt")],
        ),
        (
            "tar -tvf",
            "tar -tvf listing a backup whose file name holds the unseal key",
            an[3],
            ["tar", "-tvf", str(t / "vault.tar")],
        ),
        (
            "curl write-out url",
            "curl -w '%{http_code} %{url}' against the loopback server (a real 401)",
            ul[0],
            [
                "curl",
                "-s",
                "-o",
                "/dev/null",
                "-w",
                "%{http_code} %{url}\\n",
                f"http://127.0.0.1:{port}/v2/export?access_token={ul[0]}",
            ],
        ),
    ]


def _library_runs(an: list[str], lo: str, ul: list[str], port: int) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import isodate

        out.append(
            (
                "isodate duration",
                "isodate.parse_duration of a column that held an API key (ISO8601Error)",
                an[5],
                lambda: raised_message(lambda: isodate.parse_duration(an[5])),
            )
        )
    with contextlib.suppress(ImportError):
        import babel

        out.append(
            (
                "babel locale",
                "babel.Locale.parse of a swapped locale cell that held a lower-case key",
                lo,
                lambda: raised_message(lambda: babel.Locale.parse(lo)),
            )
        )
    with contextlib.suppress(ImportError):
        import configobj

        lines = ["[smtp]", "host = smtp.acme.io", "user = mailer", an[6]]
        out.append(
            (
                "configobj bare line",
                "ConfigObj on an INI whose password line lost its key (ParseError)",
                an[6],
                lambda: raised_message(lambda: configobj.ConfigObj(lines)),
            )
        )
    with contextlib.suppress(ImportError):
        import aiohttp

        async def connect() -> None:
            async with aiohttp.ClientSession() as session:
                url = f"http://127.0.0.1:{port}/ws/feed?token={ul[1]}"
                async with session.ws_connect(url, timeout=aiohttp.ClientWSTimeout(ws_close=5)):
                    pass

        out.append(
            (
                "aiohttp ws handshake",
                "aiohttp's WSServerHandshakeError for a websocket URL answered 401 by the "
                "loopback server",
                ul[1],
                lambda: raised_message(lambda: asyncio.run(connect())),
            )
        )
    return out


def _repr_runs(an: list[str], hx: list[str], ul: list[str], pw: list[str], port: int) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import ldap3

        def ldap_conn() -> str:
            server = ldap3.Server("127.0.0.1", port=389, connect_timeout=1)
            return repr(ldap3.Connection(server, user="cn=sync,dc=acme,dc=io", password=pw[1]))

        out.append(
            ("ldap3 connection", "repr of an ldap3 Connection (not bound)", pw[1], ldap_conn)
        )
    with contextlib.suppress(ImportError):
        import httpx

        out.append(
            (
                "httpx request",
                "repr of an httpx.Request with a key in its query",
                an[7],
                lambda: repr(httpx.Request("GET", f"https://api.acme.io/v1/rates?apikey={an[7]}")),
            )
        )
    with contextlib.suppress(ImportError):
        import polars as pl

        def frame() -> str:
            return str(pl.DataFrame({"integration": ["kentik", "scalyr"], "token": [hx[1], "-"]}))

        out.append(
            ("polars frame", "a Polars DataFrame printed (shape and box table)", hx[1], frame)
        )
    with contextlib.suppress(ImportError):
        from tornado.httputil import HTTPHeaders, HTTPServerRequest, RequestStartLine

        def tornado_request() -> str:
            line = RequestStartLine("GET", f"/oauth/callback?code={ul[2]}&state=q8", "HTTP/1.1")
            headers = HTTPHeaders({"Host": "127.0.0.1:8080"})
            return repr(HTTPServerRequest(start_line=line, headers=headers))

        out.append(
            ("tornado request", "repr of Tornado's HTTPServerRequest", ul[2], tornado_request)
        )
    with contextlib.suppress(ImportError):
        from werkzeug.datastructures import EnvironHeaders
        from werkzeug.test import create_environ

        def environ_headers() -> str:
            environ = create_environ("/hooks", headers={"X-Hook-Secret": an[8]})
            return repr(EnvironHeaders(environ))

        out.append(
            (
                "werkzeug environ headers",
                "repr of Werkzeug's EnvironHeaders",
                an[8],
                environ_headers,
            )
        )
    with contextlib.suppress(ImportError):
        from langchain_core.messages import ToolMessage

        def tool_message() -> str:
            content = f"MAILU_SECRET_KEY={hx[2]}\nDOMAIN=mail.acme.io"
            return repr(ToolMessage(content=content, tool_call_id="call_read_env_1"))

        out.append(
            ("langchain tool message", "repr of a LangChain ToolMessage", hx[2], tool_message)
        )
    with contextlib.suppress(ImportError):
        from llama_index.core.tools import ToolOutput

        def tool_output() -> str:
            text = f"planka SECRET_KEY: {an[9]}"
            return repr(
                ToolOutput(
                    content=text, tool_name="read_file", raw_input={"path": ".env"}, raw_output=text
                )
            )

        out.append(
            ("llamaindex tool output", "repr of a LlamaIndex ToolOutput", an[9], tool_output)
        )
    with contextlib.suppress(ImportError):
        import aiohttp

        async def request_info() -> str:
            async with aiohttp.ClientSession() as session:
                url = f"http://127.0.0.1:{port}/v3/parcels"
                headers = {"Authorization": f"Bearer {ul[3]}"}
                async with session.get(url, headers=headers) as response:
                    return repr(response.request_info)

        out.append(
            (
                "aiohttp request info",
                "repr of aiohttp's RequestInfo after a real 401 from the loopback server",
                ul[3],
                lambda: asyncio.run(request_info()),
            )
        )
    return out


def _log_runs(gk: list[str], port: int) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import anthropic

        def anthropic_log() -> str:
            client = anthropic.Anthropic(
                api_key="test", base_url=f"http://127.0.0.1:{port}", max_retries=0
            )
            with captured_logs("anthropic._base_client") as stream, contextlib.suppress(Exception):
                client.messages.create(
                    model="claude-x",
                    max_tokens=8,
                    messages=[{"role": "user", "content": "hi"}],
                    extra_headers={"X-Gateway-Key": gk[0]},
                )
            return "\n".join(
                line for line in stream.getvalue().splitlines() if "Request options" in line
            )

        out.append(
            (
                "anthropic base client",
                "anthropic's _base_client DEBUG 'Request options' line with an extra header",
                gk[0],
                anthropic_log,
            )
        )
    return out
