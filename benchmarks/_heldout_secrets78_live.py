"""Held-out set 78: output of tools and libraries really run here, against 127.0.0.1 and
local files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised or represented when run on this machine with a generated value, normalized (temporary
paths, ports) so that every run gives the same text except the values. Tools and calls were
grepped for (as fixed strings) in every earlier ``benchmarks/*heldout*`` file before they were
chosen (none matched):

* ``cli``: ``xgettext`` extracting a string that holds a token into a catalog, GNU
  ``gettext -d`` printing a translation whose ``msgstr`` holds a password (the ``.mo`` built
  with ``msgfmt`` in a temporary directory), Node's ``console.log(new URL(...))`` showing a
  URL's password, and ``wget -d --header`` against a local server that answers 401
  (``---request begin---``).
* ``traceback``: ``mcp.types`` models validated from bad input (``InitializeRequestParams``,
  ``JSONRPCRequest.model_validate_json``, ``Tool``), raising pydantic's ``ValidationError``
  with the ``input_value``.
* ``cli`` also: ``msgcat`` printing a French catalog whose ``msgstr`` holds a password.
* ``repr``: ``mcp.types.ElicitResult``, ``mcp.types.CallToolRequestParams``, and
  ``mcp.shared.auth.OAuthToken`` and ``OAuthClientInformationFull``.
* ``log``: the ``mcp`` client's DEBUG log (``mcp.client.streamable_http``) connecting to a
  Streamable HTTP URL on 127.0.0.1 (a local server answering 401) with a key in its query.
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
from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values

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
    text = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:8931", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "2026-12-07 15:30:00", text)
    text = re.sub(r"(Date|date): .*", r"\1: Mon, 07 Dec 2026 15:30:00 GMT", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (34, 29, 31, 27, 33, 30)]
    pw = [v.pw() for _ in range(3)]
    pin = v.gen("123456789", 1) + v.gen("0123456789", 7)
    more = [v.gen(URLSAFE, n) for n in (43, 64, 38)] + [v.pw()]
    with tempfile.TemporaryDirectory() as tmp:
        server = start_denying_server()
        try:
            port = server.server_address[1]
            cli = _collect(_cli_runs(tmp, an, pw, port), tmp, "cli", "context")
            cli += _collect(_more_cli_runs(tmp, more), tmp, "cli", "process")
            logs = _collect(_log_runs(more, port), tmp, "log", "args")
        finally:
            server.shutdown()
        tb = _collect(_library_runs(an), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(pw, pin), tmp, "repr", "cause")
        reprs += _collect(_oauth_repr_runs(more), tmp, "repr", "context")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], pw: list[str], port: int) -> list[Run]:
    src = Path(tmp) / "deploy.py"
    src.write_text(
        "from gettext import gettext as _\n\n"
        f'print(_("Registry login uses token {an[0]} until rotation"))\n'
    )
    po = Path(tmp) / "acme.po"
    po.write_text(
        'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        'msgid "Default admin password"\n'
        f'msgstr "Standard-Administratorkennwort: {pw[0]}"\n'
    )
    mo_dir = Path(tmp) / "locale" / "de" / "LC_MESSAGES"
    mo_dir.mkdir(parents=True)
    run_command(["msgfmt", "-o", str(mo_dir / "acme.mo"), str(po)], tmp, env=_ENV)
    url = f"https://agent:{pw[1]}@mcp.acme.io/mcp"
    return [
        (
            "xgettext pot",
            "xgettext extracting a Python string that holds a token into a .pot catalog",
            an[0],
            ["xgettext", "-o", "-", "--language=Python", "--omit-header", str(src)],
        ),
        (
            "gettext translation",
            "GNU gettext -d printing a German msgstr that holds a password (.mo from msgfmt)",
            pw[0],
            lambda: run_command(
                ["gettext", "-d", "acme", "Default admin password"],
                tmp,
                env={
                    **_ENV,
                    "LANGUAGE": "de",
                    "LC_ALL": "C.UTF-8",
                    "TEXTDOMAINDIR": str(Path(tmp) / "locale"),
                },
            ),
        ),
        (
            "node url inspect",
            "node -e console.log(new URL(...)) showing the password of an MCP server URL",
            pw[1],
            ["node", "-e", f"console.log(new URL({url!r}))"],
        ),
        (
            "wget debug header",
            "wget -d --header against a local server answering 401, the request it printed",
            an[1],
            [
                "wget",
                "-d",
                "-O",
                "/dev/null",
                "--tries=1",
                f"--header=X-Acme-Key: {an[1]}",
                f"http://127.0.0.1:{port}/mcp",
            ],
        ),
    ]


def _library_runs(an: list[str]) -> list[Run]:
    try:
        import mcp.types as t
    except ImportError:
        return []

    def init() -> object:
        return t.InitializeRequestParams.model_validate(
            {
                "protocolVersion": "2025-06-18",
                "capabilities": f"token={an[2]}",
                "clientInfo": {"name": "acme-agent", "version": "0.9.2"},
            }
        )

    frame = (
        '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"search",'
        f'"arguments":{{"api_key":"{an[3]}"}}}}'
    )

    return [
        (
            "mcp initialize params",
            "mcp.types.InitializeRequestParams.model_validate given a string for capabilities",
            an[2],
            lambda: raised_message(init),
        ),
        (
            "mcp jsonrpc invalid json",
            "mcp.types.JSONRPCRequest.model_validate_json on a frame cut short (json_invalid)",
            an[3],
            lambda: raised_message(lambda: t.JSONRPCRequest.model_validate_json(frame)),
        ),
        (
            "mcp tool input schema",
            "mcp.types.Tool.model_validate with an inputSchema pasted as a query string",
            an[4],
            lambda: raised_message(
                lambda: t.Tool.model_validate({"name": "geocode", "inputSchema": f"key={an[4]}"})
            ),
        ),
    ]


def _repr_runs(pw: list[str], pin: str) -> list[Run]:
    try:
        import mcp.types as t
    except ImportError:
        return []
    return [
        (
            "mcp elicit result",
            "repr of mcp.types.ElicitResult holding a PIN a user typed",
            pin,
            lambda: repr(t.ElicitResult(action="accept", content={"approval_pin": pin})),
        ),
        (
            "mcp call tool params",
            "repr of mcp.types.CallToolRequestParams with a new password argument",
            pw[2],
            lambda: repr(
                t.CallToolRequestParams(
                    name="rotate_db_user", arguments={"user": "etl", "new_password": pw[2]}
                )
            ),
        ),
    ]


def _more_cli_runs(tmp: str, more: list[str]) -> list[Run]:
    po = Path(tmp) / "fr.po"
    po.write_text(
        'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        'msgid "Temporary password for the demo account"\n'
        f'msgstr "Mot de passe provisoire du compte de démonstration : {more[3]}"\n'
    )
    return [
        (
            "msgcat catalog",
            "msgcat printing a French catalog whose msgstr holds a password",
            more[3],
            ["msgcat", str(po)],
        ),
    ]


def _log_runs(more: list[str], port: int) -> list[Run]:
    def connect() -> str:
        from mcp import ClientSession
        from mcp.client.streamable_http import streamable_http_client

        async def go() -> None:
            url = f"http://127.0.0.1:{port}/mcp?api_key={more[2]}"
            async with (
                streamable_http_client(url) as streams,
                ClientSession(streams[0], streams[1]) as session,
            ):
                await asyncio.wait_for(session.initialize(), 5)

        with captured_logs("mcp") as stream, contextlib.suppress(BaseException):
            asyncio.run(asyncio.wait_for(go(), 10))
        lines = [line for line in stream.getvalue().splitlines() if more[2] in line]
        return "\n".join(lines)

    return [
        (
            "mcp streamable connect",
            "the mcp client's DEBUG log connecting to a Streamable HTTP URL with a key in its query",
            more[2],
            connect,
        ),
    ]


def _oauth_repr_runs(more: list[str]) -> list[Run]:
    try:
        from mcp.shared.auth import OAuthClientInformationFull, OAuthToken
    except ImportError:
        return []
    return [
        (
            "mcp oauth token",
            "repr of mcp.shared.auth.OAuthToken holding a refresh token",
            more[1],
            lambda: repr(
                OAuthToken(
                    access_token="…", token_type="Bearer", expires_in=3600, refresh_token=more[1]
                )
            ),
        ),
        (
            "mcp oauth client info",
            "repr of mcp.shared.auth.OAuthClientInformationFull from dynamic client registration",
            more[0],
            lambda: repr(
                OAuthClientInformationFull(
                    client_id="dcr_7f3c91ab20e4",
                    client_secret=more[0],
                    redirect_uris=["http://127.0.0.1:33418/callback"],
                )
            ),
        ),
    ]
