"""Held-out set 56: output of tools and libraries really run here, against 127.0.0.1 or local
files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, addresses, temporary paths) so that every run gives the same text except the
values. Tools and calls were grepped for in every earlier ``_heldout_secrets*_live.py`` file
before they were chosen (the counts of earlier files naming each are in the commit message
and the report); each is named by none of them, except ``logging.captureWarnings`` (three
earlier files) and ``mock_calls`` (two; ``MagicMock`` in none); the ``curl`` in a README
line rendered by Markdown is text, never run:

* ``cli``: python-dotenv's ``dotenv get``, ``dotenv set`` and ``dotenv run`` printing values
  of a ``.env``, charset-normalizer's ``normalizer`` reporting on an export whose file name
  holds a share token.
* ``traceback``: ``email.headerregistry.Address`` given ``user:password@host``,
  ``pathlib.Path.resolve(strict=True)`` given a key where a key file's path
  was expected, h11 refusing a header value that kept a trailing newline, ``unittest.mock``'s
  ``assert_called_with`` showing the actual call, typeguard's ``check_type`` and durationpy's
  ``from_str`` given a value that held a secret.
* ``repr``: ``difflib.Differ`` lines of two ``.env`` versions, Markdown's HTML of a README
  line, ``shlex.split`` of a command line, ``email.message_from_string(...).items()``, an
  ``OrderedDict``, a ``MagicMock``'s ``mock_calls``, ``sqlite3``'s ``iterdump`` and an ``h11.Request``.
* ``log``: a ``logging.LoggerAdapter`` that prefixes its DSN, and ``logging.captureWarnings``
  writing a warning that quotes a URL.
"""

from __future__ import annotations

import logging
import re
import sqlite3
import tempfile
import warnings
from pathlib import Path

from _heldout_live_tools import Run, captured_logs, collect_runs, raised_message
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC"}
_BIN = "/work/venv/bin"


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{5}", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?", "2026-12-06 19:27:30", text)
    text = re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)
    return re.sub(r'"chaos": [0-9.]+', '"chaos": 0.0', text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (33, 29, 36, 31, 27, 35, 30, 38)]
    hx = [v.gen(HEX, n) for n in (40, 48)]
    ul = [v.gen(URLSAFE, n) for n in (43, 39)]
    pw = [v.pw() for _ in range(4)]
    key = v.gen(ALNUM, 32)
    more = [v.gen(ALNUM, n) for n in (34, 30)] + [v.pw(), v.pw()]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx), tmp, "cli", "context")
        tb = _collect(_library_runs(an, pw, key, more), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, ul, pw, hx, more), tmp, "repr", "cause")
        logs = _collect(_log_runs(ul, pw), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str]) -> list[Run]:
    t = Path(tmp)
    (t / ".env").write_text(
        f"APP_ENV=production\nSTRIPE_WEBHOOK_SECRET=whsec_{an[0]}\nLOG_LEVEL=info\n"
    )
    (t / f"export-share-{hx[0]}.csv").write_text("order,total\n1001,12.50\n1002,8.00\n")
    (t / "worker.env").write_text(f"SENTRY_DSN=https://{an[4]}@o4504.ingest.sentry.io/88\n")
    return [
        (
            "dotenv set",
            "python-dotenv's CLI writing a new value and echoing it (dotenv -f .env set)",
            an[5],
            [f"{_BIN}/dotenv", "-f", str(t / ".env"), "set", "MAPS_API_KEY", an[5]],
        ),
        (
            "dotenv run printenv",
            "python-dotenv's CLI running printenv with a .env loaded (dotenv run)",
            an[4],
            [f"{_BIN}/dotenv", "-f", str(t / "worker.env"), "run", "--", "printenv", "SENTRY_DSN"],
        ),
        (
            "dotenv get",
            "python-dotenv's CLI printing one value of a .env file (dotenv -f .env get)",
            an[0],
            [f"{_BIN}/dotenv", "-f", str(t / ".env"), "get", "STRIPE_WEBHOOK_SECRET"],
        ),
        (
            "normalizer export",
            "charset-normalizer's normalizer CLI on an export whose file name holds a share token",
            hx[0],
            [f"{_BIN}/normalizer", str(t / f"export-share-{hx[0]}.csv")],
        ),
    ]


def _library_runs(an: list[str], pw: list[str], key: str, more: list[str]) -> list[Run]:
    from typing import Literal
    from unittest.mock import MagicMock

    def h11_header() -> str:
        import h11

        return raised_message(
            lambda: h11.Request(
                method="GET",
                target="/v1/invoices",
                headers=[("Host", "127.0.0.1"), ("Authorization", f"Bearer {an[1]}\n")],
            )
        )

    def mock_assert() -> str:
        client = MagicMock(name="ldap_client")
        client.bind(user="cn=sync,ou=svc,dc=acme,dc=io", password=pw[0])
        return raised_message(
            lambda: client.bind.assert_called_with(
                user="cn=sync,ou=svc,dc=acme,dc=io", password="<redacted>"
            )
        )

    def typeguard_literal() -> str:
        import typeguard

        scope = f"scope-{an[2]}"
        return (
            raised_message(lambda: typeguard.check_type(scope, Literal["read", "write", "admin"]))
            + f" (value {scope!r})"
        )

    def duration_mixup() -> str:
        import durationpy

        return raised_message(lambda: durationpy.from_str(an[3]))

    def key_file_mixup() -> str:
        import os

        cwd = os.getcwd()
        message = raised_message(lambda: Path(key).resolve(strict=True))
        return message.replace(cwd, "/srv/app")

    def address_spec() -> str:
        from email.headerregistry import Address

        spec = f"alerts:{more[0]}@smtp.acme.io"
        return raised_message(lambda: Address(display_name="Alerts", addr_spec=spec))

    return [
        (
            "headerregistry address",
            "email.headerregistry.Address given an SMTP user:password@host where an address belonged",
            more[0],
            address_spec,
        ),
        (
            "pathlib resolve strict",
            "pathlib's resolve(strict=True) given an API key where --key-file expected a path",
            key,
            key_file_mixup,
        ),
        (
            "h11 header newline",
            "h11 refusing an Authorization header whose token kept a trailing newline",
            an[1],
            h11_header,
        ),
        (
            "mock assert_called_with",
            "unittest.mock's assert_called_with printing the actual call's password",
            pw[0],
            mock_assert,
        ),
        (
            "typeguard literal",
            "typeguard's check_type given a scope string that held a token (the caller adds the value)",
            an[2],
            typeguard_literal,
        ),
        (
            "durationpy from_str",
            "durationpy's from_str given an API key where a timeout was expected (env var mix-up)",
            an[3],
            duration_mixup,
        ),
    ]


def _repr_runs(
    an: list[str], ul: list[str], pw: list[str], hx: list[str], more: list[str]
) -> list[Run]:
    from unittest.mock import MagicMock

    def mock_calls() -> str:
        smtp = MagicMock(name="smtp")
        smtp.login("alerts@acme.io", pw[1])
        smtp.send_message("<EmailMessage>")
        return repr(smtp.mock_calls)

    def iterdump() -> str:
        conn = sqlite3.connect(":memory:")
        conn.execute("CREATE TABLE api_keys (name TEXT, secret TEXT)")
        conn.execute("INSERT INTO api_keys VALUES ('billing', ?)", (hx[1],))
        return repr(list(conn.iterdump()))

    def h11_request() -> str:
        import h11

        return repr(
            h11.Request(
                method="POST",
                target="/hooks/deploy",
                headers=[("Host", "127.0.0.1"), ("X-Hook-Token", ul[0])],
            )
        )

    def shlex_split() -> str:
        import shlex

        return repr(
            shlex.split(
                f"pg_dump --dbname='postgresql://backup:{pw[3]}@127.0.0.1:5432/ledger' -Fc -f ledger.dump"
            )
        )

    def email_headers() -> str:
        import email

        raw = (
            "Host: ingest.acme.io\n"
            f"Authorization: Bearer {an[6]}\n"
            "Content-Type: application/json\n\n"
        )
        return repr(email.message_from_string(raw).items())

    def ordered_dict() -> str:
        from collections import OrderedDict

        return repr(
            OrderedDict([("host", "ldap.acme.io"), ("bind_dn", "cn=svc"), ("bind_pw", an[7])])
        )

    def differ() -> str:
        import difflib

        old = ["DB_USER=ledger\n", f"DB_PASSWORD={more[2]}\n"]
        new = ["DB_USER=ledger\n", f"DB_PASSWORD={more[3]}\n"]
        return repr(list(difflib.Differ().compare(old, new)))

    def markdown_html() -> str:
        import markdown

        readme = (
            f"Deploy with `curl -H 'Authorization: Bearer {more[1]}' https://deploy.acme.io/hook`"
        )
        return repr(markdown.markdown(readme))

    return [
        (
            "difflib differ",
            "difflib.Differ comparing two .env versions (the old password)",
            more[2],
            differ,
        ),
        (
            "markdown html",
            "Markdown rendering a README line that quotes a deploy token",
            more[1],
            markdown_html,
        ),
        ("shlex split", "shlex.split of a pg_dump command line with a DSN", pw[3], shlex_split),
        (
            "email parser headers",
            "email.message_from_string's items() of captured request headers",
            an[6],
            email_headers,
        ),
        ("ordered dict", "an OrderedDict of LDAP settings", an[7], ordered_dict),
        ("mock calls", "a MagicMock SMTP client's mock_calls after login", pw[1], mock_calls),
        ("sqlite iterdump", "sqlite3's iterdump of an api_keys table", hx[1], iterdump),
        ("h11 request", "an h11.Request with a webhook token header", ul[0], h11_request),
    ]


def _log_runs(ul: list[str], pw: list[str]) -> list[Run]:
    class DsnAdapter(logging.LoggerAdapter):
        def process(self, msg, kwargs):  # type: ignore[no-untyped-def]
            return f"[{self.extra['dsn']}] {msg}", kwargs  # type: ignore[index]

    def adapter() -> str:
        dsn = f"postgresql://ledger:{pw[2]}@127.0.0.1:5432/ledger"
        with captured_logs("ledger.sync") as stream:
            DsnAdapter(logging.getLogger("ledger.sync"), {"dsn": dsn}).warning(
                "connection reset, retrying in 2s"
            )
        return stream.getvalue()

    def captured_warning() -> str:
        logging.captureWarnings(True)
        try:
            with captured_logs("py.warnings") as stream, warnings.catch_warnings():
                warnings.simplefilter("always")
                warnings.warn(
                    f"token in query string is deprecated: https://hooks.acme.io/v2/ingest?token={ul[1]}",
                    DeprecationWarning,
                    stacklevel=1,
                )
        finally:
            logging.captureWarnings(False)
        return re.sub(
            r"^.*?: DeprecationWarning",
            "app/ingest.py:41: DeprecationWarning",
            stream.getvalue(),
            flags=re.M,
        )

    return [
        (
            "logger adapter dsn",
            "a logging.LoggerAdapter prefixing each line with its DSN",
            pw[2],
            adapter,
        ),
        (
            "captured warning",
            "logging.captureWarnings writing a warning that quotes a URL",
            ul[1],
            captured_warning,
        ),
    ]
