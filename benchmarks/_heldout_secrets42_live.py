"""Held-out set 42: output of tools and libraries really run here, against 127.0.0.1 only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, dates, IMAP tags, temporary paths) so that every run gives the same text except
the values. Tools and libraries were grepped for in every earlier held-out file that runs
tools (``_heldout_secrets*_live.py`` and the families' local and tools files) before they
were chosen; none of these names matched there (the counts are in the commit message):

* ``cli``: ``python -m code`` (the InteractiveConsole) echoing a mail config it read,
  ``python -m mimetypes`` on a signed download URL, ``python -m http.server``'s access log for
  a request carrying a token, and ``python -m uu`` encoding a file named with a key.
* ``traceback``: msgspec decoding a ``Literal`` field that held a key, jsonpatch's failed
  ``test`` operation on a document holding a token, ``getattr`` on a settings namespace with
  a name that held a key, and cattrs structuring an ``int`` field that held a password.
* ``repr``: a ``msgspec.Struct``'s repr, ``xmltodict.parse`` of a SOAP-style login,
  ``joserfc``'s ``OctKey.as_dict()`` (the key's base64url ``k``), agent frameworks' tool
  results and calls (pydantic-ai's ``ToolReturnPart`` and ``ToolCallPart``, the mcp SDK's ``CallToolResult``
  and ``CallToolRequestParams``, google-genai's function-response ``Part`` and
  ``FunctionCall``, langgraph's ``Send`` and ``Command``, smolagents' ``ToolCall``)
  and an ``email.message.EmailMessage`` with an API-key header.
* ``log``: imaplib's debug trace of a LOGIN against a local IMAP stub, and
  requests-toolbelt's ``dump_all`` of a request to a local server that answers 401.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import socket
import subprocess
import tempfile
import threading
import time
from pathlib import Path

from _heldout_live_tools import Run, collect_runs, raised_message, start_denying_server
from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC"}
_PY = "/work/venv/bin/python"


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"port \d{2,5}", "port 8080", text)
    text = re.sub(r"\d\d/\w{3}/\d{4} \d\d:\d\d:\d\d", "06/Dec/2026 15:20:30", text)
    text = re.sub(r"Date: .*? GMT", "Date: Sun, 06 Dec 2026 15:20:30 GMT", text)
    text = re.sub(r"\b\d\d:\d\d\.\d\d\b", "20:30.41", text)
    text = re.sub(r"\b[A-Z]{4}(\d+) (LOGIN|NO|OK|BAD)\b", r"ABCD\1 \2", text)
    text = re.sub(r"python-requests/[\d.]+", "python-requests/2.32.3", text)
    text = re.sub(r"Python/3\.\d+\.\d+", "Python/3.11.7", text)
    text = re.sub(
        r"datetime\.datetime\([\d, ]+tzinfo=",
        "datetime.datetime(2026, 12, 6, 15, 20, 30, tzinfo=",
        text,
    )
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (33, 29, 37, 31, 27, 35, 30, 34, 36, 32, 28)]
    ul = [v.gen(URLSAFE, n) for n in (43, 41, 42)]
    pw = [v.pw() for _ in range(9)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, ul), tmp, "cli", "cause")
        tb = _collect(_library_runs(an, pw), tmp, "traceback", "context")
        reprs = _collect(_repr_runs(an, pw, ul), tmp, "repr", "note")
        logs = _collect(_log_runs(an, pw), tmp, "log", "runtime")
    return cli + tb + reprs + logs


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _http_server_log(tmp: str, token: str) -> str:
    """``python -m http.server`` on 127.0.0.1, one request with a token, its stderr."""
    port = _free_port()
    proc = subprocess.Popen(
        [_PY, "-u", "-m", "http.server", str(port), "--bind", "127.0.0.1", "-d", tmp],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        for _ in range(50):
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 0.2):
                break
            time.sleep(0.1)
        subprocess.run(
            ["curl", "-s", "-o", "/dev/null", f"http://127.0.0.1:{port}/export.csv?token={token}"],
            check=False,
            timeout=20,
        )
        time.sleep(0.3)
    finally:
        proc.terminate()
        out, err = proc.communicate(timeout=10)
    return (out + err).strip()


def _cli_runs(tmp: str, an: list[str], ul: list[str]) -> list[Run]:
    t = Path(tmp)
    (t / f"license-{an[0]}.key").write_text("x\n")
    (t / "mail.ini").write_text(f"[smtp]\nhost = mail.acme.io\npassword = {an[7]}\n")

    def console() -> str:
        done = subprocess.run(
            [_PY, "-q", "-m", "code"],
            input=f"open({str(t / 'mail.ini')!r}).read()\n",
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        return done.stdout + done.stderr

    return [
        (
            "python -m code",
            "python -m code (the InteractiveConsole) echoing a mail config it read",
            an[7],
            console,
        ),
        (
            "mimetypes url",
            "python -m mimetypes on a signed download URL with an unknown extension",
            ul[0],
            [_PY, "-m", "mimetypes", f"https://cdn.acme.io/exports/q4.parquet2?sig={ul[0]}"],
        ),
        (
            "http server access log",
            "python -m http.server's access log for a request carrying a token in its query",
            ul[1],
            lambda: _http_server_log(tmp, ul[1]),
        ),
        (
            "uu encode name",
            "python -m uu encoding a license file named with its key (the begin line)",
            an[0],
            [_PY, "-W", "ignore", "-m", "uu", str(t / f"license-{an[0]}.key")],
        ),
    ]


def _library_runs(an: list[str], pw: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import typing

        import msgspec

        plan_type = msgspec.defstruct("Plan", [("plan", typing.Literal["free", "team"])])
        doc = json.dumps({"plan": an[1]}).encode()
        out.append(
            (
                "msgspec literal",
                "msgspec.json.decode of a 'plan' field that held a key (ValidationError)",
                an[1],
                lambda: raised_message(lambda: msgspec.json.decode(doc, type=plan_type)),
            )
        )
    with contextlib.suppress(ImportError):
        import jsonpatch

        patch = [{"op": "test", "path": "/token", "value": "rotated"}]
        out.append(
            (
                "jsonpatch test failed",
                "jsonpatch's test operation failing on a document that holds a token",
                an[2],
                lambda: raised_message(lambda: jsonpatch.apply_patch({"token": an[2]}, patch)),
            )
        )
    import types

    settings = types.SimpleNamespace(DEBUG=False, REGION="eu")
    out.append(
        (
            "getattr settings",
            "getattr on a settings namespace with a name that held a key (AttributeError)",
            an[10],
            lambda: raised_message(lambda: getattr(settings, an[10])),
        )
    )
    with contextlib.suppress(ImportError):
        import cattrs

        out.append(
            (
                "cattrs structure int",
                "cattrs structuring a 'port' field that held a password (ValueError)",
                pw[0],
                lambda: raised_message(lambda: cattrs.structure(pw[0], int)),
            )
        )
    return out


def _repr_runs(an: list[str], pw: list[str], ul: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import msgspec

        class Smtp(msgspec.Struct):
            host: str
            user: str
            password: str

        out.append(
            (
                "msgspec struct",
                "a msgspec.Struct's repr for SMTP settings",
                pw[1],
                lambda: repr(Smtp("127.0.0.1", "relay", pw[1])),
            )
        )
    with contextlib.suppress(ImportError):
        import xmltodict

        xml = f"<login><user>svc-sync</user><password>{pw[2]}</password></login>"
        out.append(
            (
                "xmltodict parse",
                "xmltodict.parse of a SOAP-style login body",
                pw[2],
                lambda: repr(xmltodict.parse(xml)),
            )
        )
    with contextlib.suppress(ImportError):
        import base64

        from joserfc.jwk import OctKey

        raw = an[3].encode()
        k = base64.urlsafe_b64encode(raw).decode().rstrip("=")
        out.append(
            (
                "joserfc oct key",
                "joserfc's OctKey.as_dict() for an HMAC signing key (the base64url 'k')",
                k,
                lambda: repr(OctKey.import_key(raw).as_dict()),
            )
        )
    out += _agent_reprs(an, pw, ul)
    from email.message import EmailMessage

    def email_message() -> str:
        msg = EmailMessage()
        msg["From"] = "alerts@acme.io"
        msg["To"] = "ops@acme.io"
        msg["Subject"] = "nightly export"
        msg["X-Api-Key"] = an[4]
        msg.set_content("export finished")
        return msg.as_string()

    out.append(
        (
            "email message",
            "email.message.EmailMessage.as_string() with an X-Api-Key header",
            an[4],
            email_message,
        )
    )
    return out


def _agent_reprs(an: list[str], pw: list[str], ul: list[str]) -> list[Run]:
    """Reprs of tool results and calls in agent frameworks installed here."""
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        from pydantic_ai.messages import ToolReturnPart

        part = ToolReturnPart(tool_name="read_env", content=f"API_KEY={ul[2]}", tool_call_id="c1")
        out.append(
            (
                "pydantic ai tool return",
                "pydantic-ai's ToolReturnPart repr",
                ul[2],
                lambda: repr(part),
            )
        )
    with contextlib.suppress(ImportError):
        from mcp.types import CallToolResult, TextContent

        result = CallToolResult(content=[TextContent(type="text", text=f"DB_PASSWORD={pw[3]}")])
        out.append(
            (
                "mcp call tool result",
                "the mcp SDK's CallToolResult repr",
                pw[3],
                lambda: repr(result),
            )
        )
    with contextlib.suppress(ImportError):
        from google.genai import types

        def genai_part() -> str:
            part = types.Part.from_function_response(
                name="read_env", response={"output": f"SLACK_TOKEN={an[8]}"}
            )
            return repr(part)

        out.append(
            (
                "genai function response",
                "google-genai's Part repr for a function response",
                an[8],
                genai_part,
            )
        )
    with contextlib.suppress(ImportError):
        from langgraph.types import Send

        send = Send("deploy", {"registry_password": pw[4]})
        out.append(
            (
                "langgraph send",
                "langgraph's Send repr carrying a registry password",
                pw[4],
                lambda: repr(send),
            )
        )
    with contextlib.suppress(ImportError):
        from smolagents.memory import ToolCall

        call = ToolCall(name="python_interpreter", arguments=f"login('ops', '{pw[5]}')", id="c2")
        out.append(
            (
                "smolagents tool call",
                "smolagents' ToolCall repr for a login call",
                pw[5],
                lambda: repr(call),
            )
        )
    with contextlib.suppress(ImportError):
        from pydantic_ai.messages import ToolCallPart

        call_part = ToolCallPart(
            tool_name="db_login", args={"user": "etl", "password": pw[6]}, tool_call_id="c3"
        )
        out.append(
            (
                "pydantic ai tool call",
                "pydantic-ai's ToolCallPart repr for a login call",
                pw[6],
                lambda: repr(call_part),
            )
        )
    with contextlib.suppress(ImportError):
        from mcp.types import CallToolRequestParams

        params = CallToolRequestParams(name="db_login", arguments={"password": pw[7]})
        out.append(
            (
                "mcp call tool params",
                "the mcp SDK's CallToolRequestParams repr",
                pw[7],
                lambda: repr(params),
            )
        )
    with contextlib.suppress(ImportError):
        from google.genai import types as genai_types

        def genai_call() -> str:
            return repr(genai_types.FunctionCall(name="db_login", args={"password": pw[8]}))

        out.append(("genai function call", "google-genai's FunctionCall repr", pw[8], genai_call))
    with contextlib.suppress(ImportError):
        from langgraph.types import Command

        command = Command(update={"api_key": an[9]}, goto="publish")
        out.append(
            (
                "langgraph command",
                "langgraph's Command repr updating state with an API key",
                an[9],
                lambda: repr(command),
            )
        )
    return out


def _imap_stub() -> int:
    """A one-connection IMAP stub on 127.0.0.1 refusing every LOGIN; its port."""
    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen(1)

    def serve() -> None:
        conn, _ = srv.accept()
        conn.sendall(b"* OK IMAP4rev1 ready\r\n")
        lines = conn.makefile("rb")
        while line := lines.readline():
            tag = line.split(b" ")[0]
            if b"CAPABILITY" in line:
                conn.sendall(b"* CAPABILITY IMAP4rev1 AUTH=PLAIN\r\n" + tag + b" OK done\r\n")
            else:
                conn.sendall(tag + b" NO [AUTHENTICATIONFAILED] Invalid credentials\r\n")
                break
        conn.close()
        srv.close()

    threading.Thread(target=serve, daemon=True).start()
    return int(srv.getsockname()[1])


def _log_runs(an: list[str], pw: list[str]) -> list[Run]:
    import imaplib

    def imap_debug() -> str:
        port = _imap_stub()
        err = io.StringIO()
        with contextlib.redirect_stderr(err), contextlib.suppress(imaplib.IMAP4.error):
            client = imaplib.IMAP4("127.0.0.1", port)
            client.debug = 4
            client.login("ops@acme.io", an[5])
        return err.getvalue()

    out: list[Run] = [
        (
            "imaplib debug",
            "imaplib's debug trace of a LOGIN to a local IMAP stub",
            an[5],
            imap_debug,
        )
    ]
    with contextlib.suppress(ImportError):
        import requests
        from requests_toolbelt.utils import dump

        def toolbelt_dump() -> str:
            server = start_denying_server()
            try:
                url = f"http://127.0.0.1:{server.server_address[1]}/v1/metrics"
                response = requests.get(url, headers={"X-Api-Key": an[6]}, timeout=10)
                return dump.dump_all(response).decode()
            finally:
                server.shutdown()

        out.append(
            (
                "toolbelt dump",
                "requests-toolbelt's dump_all of a request to a local server answering 401",
                an[6],
                toolbelt_dump,
            )
        )
    return out
