"""Held-out set 55: output of tools and libraries really run here, against 127.0.0.1 only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, addresses, temporary paths, object ids) so that every run gives the same text
except the values. Tools and calls were grepped for in every earlier
``_heldout_secrets*_live.py`` file before they were chosen (the counts of earlier files
naming each are in the commit message and the report):

* ``cli``: ``xz -t``, ``zstd -t``, ``bzip2 -t`` and ``zip -T`` on
  archives named with a token, ``gunzip -t`` likewise; ``node`` constructing a URL with a
  password where the port goes (``ERR_INVALID_URL``); ``gcc -fsyntax-only`` and ``java`` (the single-file source
  launcher) on sources holding a key, ``javap -constants`` on a compiled class and
  ``cpp -dM`` on a header holding one; ``msgunfmt`` on a catalog whose translation holds a
  key; tablib's ``export('rst')`` table printing values bare. (``git clone`` and ``git
  fetch`` with the credentials in the URL were tried against a local server answering 401, but
  git strips them from what it prints, so they add no case.)
* ``traceback``: rich's traceback with ``show_locals``, httpx's ``URL`` given a password
  where the port goes, urllib3's ``parse_url`` of a URL whose password holds a ``#``,
  websockets' ``parse_uri`` of a URL with a password where the port goes and psycopg2's
  ``connect`` given a DSN whose port option holds a token.
* ``repr``: fsspec's ``OpenFile``, langchain-core's ``AIMessage`` with a tool call and its
  ``Document``, anthropic's ``TextBlock``,
  anthropic's ``ToolUseBlock``, openai's ``ChatCompletionMessageToolCall`` and
  ``ResponseFunctionToolCall``, llama-index's
  ``TextNode``, ``orjson.dumps``, nltk's ``wordpunct_tokenize`` and icalendar's ``to_ical``.
* ``log``: Django's ``django.request`` warning for a webhook whose token is in its path and
  SQLAlchemy's ``echo`` log of an INSERT with its parameters.
"""

from __future__ import annotations

import contextlib
import io
import logging
import re
import subprocess
import tempfile
from pathlib import Path

from _heldout_live_tools import (
    Run,
    captured_logs,
    collect_runs,
    raised_message,
)
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\d+\.\d+ms", "0.52ms", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "2026-12-06 19:30:00", text)
    text = re.sub(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", "<uuid>", text)
    text = re.sub(r"/work/wt/[^/\s]+/benchmarks/", "/srv/app/", text)
    text = re.sub(r'File "/work/[^"]*/', 'File "/srv/app/', text)
    text = re.sub(r"/work/venv/lib/python3\.11/site-packages/", "site-packages/", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [
        v.gen(ALNUM, n)
        for n in (31, 27, 36, 29, 33, 26, 38, 30, 35, 28, 32, 34, 25, 37, 30, 33, 29, 31, 28)
    ]
    hx = [v.gen(HEX, n) for n in (40, 44, 32)]
    ul = [v.gen(URLSAFE, n) for n in (43, 39, 41, 40, 38)]
    pw = [v.gen(ALNUM, 10) + "#" + v.gen(ALNUM, 7)] + [v.pw() for _ in range(5)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx), tmp, "cli", "context")
        tb = _collect(_library_runs(tmp, an, pw), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, hx, ul, pw), tmp, "repr", "cause")
        logs = _collect(_log_runs(ul), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str]) -> list[Run]:
    import tablib

    t = Path(tmp)
    names = (f"db-{an[0]}.sql.xz", f"db-{an[1]}.sql.zst", f"db-{hx[0]}.sql.bz2")
    for name in (*names, f"logs-{an[16]}.tar.gz"):
        (t / name).write_bytes(b"not an archive\n")
    (t / f"export-{an[2]}.zip").write_bytes(b"PK\x03\x04 truncated\n")
    (t / "license.c").write_text(
        f'#include <stddef.h>\nstatic const char *kLicense = LICENSE_PREFIX "{an[3]}";\n'
        "int main(void) { return kLicense == NULL; }\n"
    )
    (t / "Deploy.java").write_text(
        "public class Deploy {\n"
        f'    static final String TOKEN = "{an[4]}"\n'
        "    public static void main(String[] a) { System.out.println(TOKEN.length()); }\n"
        "}\n"
    )
    (t / "classes").mkdir()
    (t / "Keys.java").write_text(
        f'public class Keys {{\n    public static final String MAPS_KEY = "{an[17]}";\n}}\n'
    )
    subprocess.run(
        ["javac", "-d", str(t / "classes"), str(t / "Keys.java")], check=False, capture_output=True
    )
    (t / "config.h").write_text(f'#define APP_NAME "rally"\n#define SENTRY_AUTH "{an[18]}"\n')
    po = t / "ru.po"
    po.write_text(
        'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        'msgid "Support PIN"\n'
        f'msgstr "PIN поддержки: {an[5]}"\n'
    )
    mo = t / "ru.mo"
    subprocess.run(["msgfmt", "-o", str(mo), str(po)], check=False, capture_output=True)

    def table() -> str:
        data = tablib.Dataset(headers=["service", "user", "api_key"])
        data.append(["billing", "svc-billing", an[6]])
        data.append(["search", "svc-search", "(rotated)"])
        return data.export("rst")

    return [
        (
            "xz test",
            "xz -t on a dump named with a token",
            an[0],
            ["xz", "-t", str(t / f"db-{an[0]}.sql.xz")],
        ),
        (
            "zstd test",
            "zstd -t on a dump named with a token",
            an[1],
            ["zstd", "-t", str(t / f"db-{an[1]}.sql.zst")],
        ),
        (
            "bzip2 test",
            "bzip2 -t on a dump named with a token",
            hx[0],
            ["bzip2", "-t", str(t / f"db-{hx[0]}.sql.bz2")],
        ),
        (
            "zip test",
            "zip -T on an export named with a token",
            an[2],
            ["zip", "-T", str(t / f"export-{an[2]}.zip")],
        ),
        (
            "gcc syntax",
            "gcc -fsyntax-only on a source whose license key line uses an undefined macro",
            an[3],
            ["gcc", "-fsyntax-only", str(t / "license.c")],
        ),
        (
            "java source launcher",
            "java's single-file source launcher on a class whose token line misses its semicolon",
            an[4],
            ["java", str(t / "Deploy.java")],
        ),
        (
            "msgunfmt catalog",
            "msgunfmt of a compiled catalog whose translation holds a support PIN",
            an[5],
            ["msgunfmt", str(mo)],
        ),
        (
            "node url",
            "node constructing a URL whose password sits where the port goes (ERR_INVALID_URL)",
            an[15],
            ["node", "-e", f"new URL('http://127.0.0.1:{an[15]}/v1')"],
        ),
        (
            "gunzip test",
            "gunzip -t on a log archive named with a token",
            an[16],
            ["gunzip", "-t", str(t / f"logs-{an[16]}.tar.gz")],
        ),
        (
            "javap constants",
            "javap -constants on a compiled class holding a maps key",
            an[17],
            ["javap", "-constants", "-cp", str(t / "classes"), "Keys"],
        ),
        (
            "cpp macros",
            "cpp -dM listing the macros of a header that defines an auth token",
            an[18],
            ["cpp", "-dM", "-undef", str(t / "config.h")],
        ),
        ("tablib rst table", "tablib's export('rst') of a service-account sheet", an[6], table),
    ]


def _library_runs(tmp: str, an: list[str], pw: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        from rich.console import Console
        from rich.traceback import Traceback

        source = (
            "def connect(host, api_key):\n"
            "    timeout = '30s'\n"
            "    raise ConnectionRefusedError(f'{host}: connection refused after {timeout}')\n"
        )
        module = Path(tmp) / "deploy.py"
        module.write_text(source)
        scope: dict[str, object] = {}
        exec(compile(source, str(module), "exec"), scope)

        def rich_locals(key: str = an[7]) -> str:
            try:
                scope["connect"]("127.0.0.1", key)  # type: ignore[operator]
            except ConnectionRefusedError as error:
                console = Console(file=io.StringIO(), width=100, color_system=None)
                trace = Traceback.from_exception(
                    type(error), error, error.__traceback__.tb_next, show_locals=True, width=100
                )
                console.print(trace)
                return console.file.getvalue()  # type: ignore[attr-defined]
            return ""

        out.append(
            (
                "rich show locals",
                "rich's traceback with show_locals for a call given an API key",
                an[7],
                rich_locals,
            )
        )
    with contextlib.suppress(ImportError):
        import httpx

        out.append(
            (
                "httpx invalid port",
                "httpx.URL given a proxy URL whose password sits where the port goes",
                an[8],
                lambda: raised_message(lambda: httpx.URL(f"http://127.0.0.1:{an[8]}/v1")),
            )
        )
    with contextlib.suppress(ImportError):
        from urllib3.util import parse_url

        out.append(
            (
                "urllib3 parse url",
                "urllib3's parse_url of a URL whose password holds an unescaped '#'",
                pw[0],
                lambda: raised_message(
                    lambda: parse_url(f"http://etl:{pw[0]}@127.0.0.1:5432/erp").port
                ),
            )
        )
    with contextlib.suppress(ImportError):
        from websockets.uri import parse_uri

        out.append(
            (
                "websockets parse uri",
                "websockets' parse_uri of a URL with a token where the port goes",
                an[9],
                lambda: raised_message(lambda: parse_uri(f"ws://127.0.0.1:{an[9]}/feed")),
            )
        )
    with contextlib.suppress(ImportError):
        import psycopg2

        out.append(
            (
                "psycopg2 port option",
                "psycopg2.connect given a DSN whose port option holds a token",
                an[14],
                lambda: raised_message(
                    lambda: psycopg2.connect(f"host=127.0.0.1 port={an[14]} user=etl dbname=erp")
                ),
            )
        )
    return out


def _repr_runs(an: list[str], hx: list[str], ul: list[str], pw: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import fsspec

        out.append(
            (
                "fsspec openfile",
                "fsspec's OpenFile repr for a presigned export URL",
                ul[0],
                lambda: repr(
                    fsspec.open(f"http://127.0.0.1:8080/exports/q4.csv?X-Sig={ul[0]}", "rb")
                ),
            )
        )
    with contextlib.suppress(ImportError):
        from langchain_core.messages import AIMessage

        def ai_message() -> str:
            msg = AIMessage(
                content="",
                tool_calls=[
                    {
                        "name": "create_webhook",
                        "args": {"url": "https://hooks.acme.io/deploy", "secret": an[10]},
                        "id": "call_7Qx2",
                    }
                ],
            )
            return repr(msg)

        out.append(
            (
                "langchain aimessage",
                "langchain-core's AIMessage repr with a tool call's arguments",
                an[10],
                ai_message,
            )
        )
    with contextlib.suppress(ImportError):
        from langchain_core.documents import Document

        out.append(
            (
                "langchain document",
                "langchain-core's Document repr for a chunk of an ingested runbook",
                pw[5],
                lambda: repr(
                    Document(
                        page_content=f"Break-glass login: root / {pw[5]} (rotate after use)",
                        metadata={"source": "runbooks/db.md", "page": 3},
                    )
                ),
            )
        )
    with contextlib.suppress(ImportError):
        from anthropic.types import TextBlock

        out.append(
            (
                "anthropic text block",
                "anthropic's TextBlock repr where the model echoed a key it was shown",
                ul[4],
                lambda: repr(
                    TextBlock(
                        type="text",
                        text=f"I found the key in .env: STRIPE_WEBHOOK_SECRET=whsec_{ul[4]}",
                    )
                ),
            )
        )
    with contextlib.suppress(ImportError):
        from anthropic.types import ToolUseBlock

        out.append(
            (
                "anthropic tool use block",
                "anthropic's ToolUseBlock repr with the tool input",
                pw[3],
                lambda: repr(
                    ToolUseBlock(
                        id="toolu_01A",
                        name="login",
                        input={"username": "ops", "password": pw[3]},
                        type="tool_use",
                    )
                ),
            )
        )
    with contextlib.suppress(ImportError):
        from openai.types.chat import ChatCompletionMessageToolCall

        out.append(
            (
                "openai tool call",
                "openai's ChatCompletionMessageToolCall repr with JSON arguments",
                an[11],
                lambda: repr(
                    ChatCompletionMessageToolCall(
                        id="call_9f",
                        type="function",
                        function={
                            "name": "set_api_key",
                            "arguments": f'{{"service": "maps", "key": "{an[11]}"}}',
                        },
                    )
                ),
            )
        )
    with contextlib.suppress(ImportError):
        from openai.types.responses import ResponseFunctionToolCall

        out.append(
            (
                "openai responses tool call",
                "openai's ResponseFunctionToolCall repr (Responses API) with JSON arguments",
                hx[2],
                lambda: repr(
                    ResponseFunctionToolCall(
                        type="function_call",
                        call_id="call_b7",
                        name="rotate_secret",
                        arguments=f'{{"name": "stripe-webhook", "new_value": "{hx[2]}"}}',
                    )
                ),
            )
        )
    with contextlib.suppress(ImportError):
        from llama_index.core.schema import TextNode

        out.append(
            (
                "llama index textnode",
                "llama-index's TextNode repr for a chunk of an ingested .env file",
                hx[1],
                lambda: repr(TextNode(text=f"MAILGUN_API_KEY={hx[1]}\nMAILGUN_DOMAIN=mg.acme.io")),
            )
        )
    with contextlib.suppress(ImportError):
        import orjson

        out.append(
            (
                "orjson dumps",
                "orjson.dumps of a settings dict, shown as bytes",
                an[12],
                lambda: repr(orjson.dumps({"region": "eu-north", "api_token": an[12]})),
            )
        )
    with contextlib.suppress(ImportError):
        from nltk.tokenize import wordpunct_tokenize

        out.append(
            (
                "nltk wordpunct",
                "nltk's wordpunct_tokenize of a log line holding a session token",
                an[13],
                lambda: repr(wordpunct_tokenize(f"login ok for ops session={an[13]} via vpn")),
            )
        )
    with contextlib.suppress(ImportError):
        import icalendar

        def invite() -> str:
            cal = icalendar.Calendar()
            event = icalendar.Event()
            event.add("summary", "Incident review")
            event.add("uid", "inc-review-88@acme.io")
            event.add(
                "description",
                f"Join: https://meet.acme.io/j/81234567890?pwd={ul[1]}\nPasscode: 4417",
            )
            cal.add_component(event)
            return repr(cal.to_ical())

        out.append(
            (
                "icalendar to ical",
                "icalendar's to_ical bytes of an invite holding a meeting link's passcode",
                ul[1],
                invite,
            )
        )
    return out


def _log_runs(ul: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import django
        from django.conf import settings

        def django_forbidden() -> str:
            from django.http import HttpResponseForbidden
            from django.test import Client
            from django.urls import path

            def hook(request: object, token: str) -> HttpResponseForbidden:
                return HttpResponseForbidden()

            if not settings.configured:
                settings.configure(
                    DEBUG=False,
                    ALLOWED_HOSTS=["testserver"],
                    ROOT_URLCONF=__name__,
                    MIDDLEWARE=[],
                    INSTALLED_APPS=[],
                )
                django.setup()
            globals()["urlpatterns"] = [path("hooks/<str:token>/", hook)]
            with captured_logs("django.request") as stream:
                Client().post(f"/hooks/{ul[2]}/", data={"event": "push"})
            return stream.getvalue().strip()

        out.append(
            (
                "django request forbidden",
                "django.request's warning for a webhook whose token is in its path",
                ul[2],
                django_forbidden,
            )
        )
    with contextlib.suppress(ImportError):
        import sqlalchemy

        def sqlalchemy_echo() -> str:
            engine = sqlalchemy.create_engine("sqlite://")
            meta = sqlalchemy.MetaData()
            keys = sqlalchemy.Table(
                "api_keys",
                meta,
                sqlalchemy.Column("name", sqlalchemy.String),
                sqlalchemy.Column("secret", sqlalchemy.String),
            )
            meta.create_all(engine)
            with captured_logs("sqlalchemy.engine.Engine") as stream:
                engine.echo = True
                with engine.begin() as conn:
                    conn.execute(keys.insert(), {"name": "ci", "secret": ul[3]})
            text = stream.getvalue().strip()
            return re.sub(r"\[generated in [^\]]*\]", "[generated in 0.00012s]", text)

        out.append(
            (
                "sqlalchemy echo",
                "SQLAlchemy's echo log of an INSERT with its parameters",
                ul[3],
                sqlalchemy_echo,
            )
        )
    logging.getLogger("django").handlers.clear()
    return out
