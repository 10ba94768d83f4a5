"""Held-out set 76: output of tools and libraries really run here, against 127.0.0.1 and
local files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, addresses, temporary paths) so that every run gives the same text except the
values. The HTTP cases talk only to ``start_denying_server`` on 127.0.0.1, which answers 401.
Tools and calls were grepped for in every earlier held-out live, local and tools file; most
calls of the standard library and of requests and httpx had been used by a few, so these use
them on chat-ops and security shapes of set 76's share (a bot token in a Telegram-style path,
a Cloudflare Access secret header, a slash command's token, a Discord interaction file):

* ``cli``: ``curl -sv`` with a bot token in the path and with a ``CF-Access-Client-Secret``
  header, ``wget -d`` with an ``X-Api-Key`` header, ``jq`` reading a saved interaction,
  ``sqlite3`` printing a bot's token table, ``git log --oneline`` of a scratch repository
  whose commit message carries a webhook URL.
* ``traceback``: ``ipaddress.ip_address`` given a pasted token (an ``/allowip`` command),
  ``zoneinfo.ZoneInfo`` given a token, an ``Enum`` lookup, ``requests``' and ``httpx``'s
  ``raise_for_status`` on a 401 with the token in the URL.
* ``repr``: ``httpx.Headers`` with a Telegram webhook secret header, ``urllib.parse.urlsplit``
  of a Matrix URL with a password, ``http.cookies.SimpleCookie`` holding a session cookie.
* ``log``: urllib3's connection pool and httpx's request log with the token in the URL.
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
    run_command,
    start_denying_server,
)
from _heldout_secrets_harness import ALNUM, DIGITS, HEX, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_AUTHOR_NAME": "dev",
    "GIT_AUTHOR_EMAIL": "dev@example.invalid",
    "GIT_COMMITTER_NAME": "dev",
    "GIT_COMMITTER_EMAIL": "dev@example.invalid",
    "GIT_AUTHOR_DATE": "2026-12-07T12:00:00Z",
    "GIT_COMMITTER_DATE": "2026-12-07T12:00:00Z",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:8080", text)
    text = re.sub(r"(port|Port) \d{4,5}", r"\1 8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "2026-12-07 12:30:00", text)
    text = re.sub(r"\b[0-9a-f]{7}\b(?= )", "4f2a9c1", text)
    text = re.sub(r"Date: .*", "Date: Mon, 07 Dec 2026 12:30:00 GMT", text)
    text = re.sub(r"Server: .*", "Server: BaseHTTP/0.6 Python/3.12", text)
    text = re.sub(r"User-Agent: .*", "User-Agent: tool/1.0", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize, timeout=20)


def live_tool_cases(v: Values) -> list[Case]:
    tg = [v.gen("123456789", 1) + v.gen(DIGITS, 9) + ":AA" + v.gen(URLSAFE, 33) for _ in range(3)]
    hx = [v.gen(HEX, 64), v.gen(HEX, 32)]
    an = [v.gen(ALNUM, n) for n in (24, 40, 30, 28, 36, 32, 26, 34)]
    pw = [v.gen(ALNUM, 18), v.pw()]
    server = start_denying_server()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        with tempfile.TemporaryDirectory() as tmp:
            cli = _collect(_cli_runs(tmp, base, tg, hx, an), tmp, "cli", "context")
            tb = _collect(_library_runs(base, an, tg), tmp, "traceback", "note")
            reprs = _collect(_repr_runs(an, pw), tmp, "repr", "cause")
            logs = _collect(_log_runs(base, tg, an), tmp, "log", "args")
    finally:
        server.shutdown()
        server.server_close()
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, base: str, tg: list[str], hx: list[str], an: list[str]) -> list[Run]:
    root = Path(tmp)
    (root / "interaction.json").write_text(
        '{"type":2,"application_id":"1179043318812345678","token":"' + an[1] + '"}\n'
    )
    db = root / "bot.db"
    run_command(
        ["sqlite3", str(db),
         "create table tokens(service text, token text);"
         f"insert into tokens values('rocketchat','{an[2]}');"],
        tmp, env=_ENV,
    )  # fmt: skip
    repo = root / "repo"
    repo.mkdir()
    run_command(["git", "init", "-q", str(repo)], tmp, env=_ENV)
    (repo / "notify.yml").write_text("channel: '#deploys'\n")
    run_command(["git", "-C", str(repo), "add", "."], tmp, env=_ENV)
    run_command(
        ["git", "-C", str(repo), "commit", "-q", "-m",
         f"notify: post to https://hooks.slack.com/services/T04ACME9Q/B07HOOK1/{an[3]}"],
        tmp, env=_ENV,
    )  # fmt: skip
    return [
        (
            "curl verbose bot path",
            "curl -sv against a 401 server on 127.0.0.1, a Telegram-style bot token in the path",
            tg[0],
            ["curl", "-sv", f"{base}/bot{tg[0]}/getMe"],
        ),
        (
            "curl verbose access header",
            "curl -sv with a CF-Access-Client-Secret header against a 401 server on 127.0.0.1",
            hx[0],
            [
                "curl",
                "-sv",
                "-H",
                "CF-Access-Client-Id: 5d1c0e7b.access.example.invalid",
                "-H",
                f"CF-Access-Client-Secret: {hx[0]}",
                f"{base}/api/health",
            ],
        ),
        (
            "wget debug header",
            "wget -d with an X-Api-Key header against a 401 server on 127.0.0.1",
            an[0],
            [
                "wget",
                "-d",
                "-O",
                "/dev/null",
                "--tries=1",
                f"--header=X-Api-Key: {an[0]}",
                f"{base}/v1/alerts",
            ],
        ),
        (
            "jq interaction token",
            "jq -r .token over a saved Discord interaction payload",
            an[1],
            ["jq", "-r", ".token", str(root / "interaction.json")],
        ),
        (
            "sqlite3 token table",
            "sqlite3 printing a bot's token table, values bare",
            an[2],
            ["sqlite3", "-header", str(db), "select * from tokens;"],
        ),
        (
            "git log webhook",
            "git log --oneline of a scratch repository whose commit message holds a webhook URL",
            an[3],
            ["git", "-C", str(repo), "log", "--oneline"],
        ),
    ]


def _library_runs(base: str, an: list[str], tg: list[str]) -> list[Run]:
    import enum
    import ipaddress
    import zoneinfo

    class Channel(enum.Enum):
        OPS = "ops"
        DEPLOYS = "deploys"

    def requests_401() -> None:
        import requests

        requests.get(f"{base}/v2/context/198.51.100.7?token={an[6]}", timeout=5).raise_for_status()

    def httpx_401() -> None:
        import httpx

        httpx.get(f"{base}/bot{tg[1]}/sendMessage?chat_id=-1001771", timeout=5).raise_for_status()

    runs: list[Run] = [
        (
            "ipaddress allowip",
            "ipaddress.ip_address given a token pasted into an /allowip command (ValueError)",
            an[4],
            lambda: raised_message(lambda: ipaddress.ip_address(an[4])),
        ),
        (
            "zoneinfo key",
            "zoneinfo.ZoneInfo given a token where a time zone belonged",
            an[5],
            lambda: raised_message(lambda: zoneinfo.ZoneInfo(an[5])),
        ),
        (
            "enum lookup",
            "an Enum lookup given a pasted password (ValueError)",
            an[7],
            lambda: raised_message(lambda: Channel(an[7])),
        ),
        (
            "requests raise for status",
            "requests' raise_for_status on a 401 from 127.0.0.1, the token in the query",
            an[6],
            lambda: raised_message(requests_401),
        ),
        (
            "httpx raise for status",
            "httpx's raise_for_status on a 401 from 127.0.0.1, a bot token in the path",
            tg[1],
            lambda: raised_message(httpx_401),
        ),
    ]
    return runs


def _repr_runs(an: list[str], pw: list[str]) -> list[Run]:
    import urllib.parse
    from http.cookies import SimpleCookie

    def cookie() -> str:
        jar: SimpleCookie = SimpleCookie()
        jar["mm_session"] = pw[1].replace("!", "x").replace("$", "y")
        return repr(jar)

    out: list[Run] = [
        (
            "urlsplit matrix",
            "repr of urllib.parse.urlsplit of a Matrix homeserver URL with a password",
            pw[0],
            lambda: repr(urllib.parse.urlsplit(f"https://opsbot:{pw[0]}@127.0.0.1:8448/_matrix")),
        ),
        (
            "simplecookie session",
            "repr of http.cookies.SimpleCookie holding a chat session cookie",
            pw[1].replace("!", "x").replace("$", "y"),
            cookie,
        ),
    ]
    with contextlib.suppress(ImportError):
        import httpx

        out.append(
            (
                "httpx headers",
                "repr of httpx.Headers with a Telegram webhook secret header",
                an[1][::-1],
                lambda: repr(
                    httpx.Headers(
                        {"X-Telegram-Bot-Api-Secret-Token": an[1][::-1], "Host": "127.0.0.1"}
                    )
                ),
            )
        )
    return out


def _log_runs(base: str, tg: list[str], an: list[str]) -> list[Run]:
    def urllib3_log() -> str:
        import requests

        with captured_logs("urllib3") as stream:
            requests.get(f"{base}/bot{tg[2]}/getWebhookInfo", timeout=5)
        return stream.getvalue().strip()

    def httpx_log() -> str:
        import httpx

        with captured_logs("httpx") as stream:
            httpx.get(f"{base}/api/v1/login?authToken={an[3][::-1]}", timeout=5)
        return "\n".join(line for line in stream.getvalue().splitlines() if line.startswith("INFO"))

    return [
        (
            "urllib3 pool log",
            "urllib3.connectionpool's DEBUG log of a request with a bot token in the path",
            tg[2],
            urllib3_log,
        ),
        (
            "httpx request log",
            "httpx's INFO request log with an auth token in the query",
            an[3][::-1],
            httpx_log,
        ),
    ]
