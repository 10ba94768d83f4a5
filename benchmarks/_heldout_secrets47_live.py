"""Held-out set 47: output of tools and libraries really run here, against 127.0.0.1 or local
files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(addresses, ports, temporary paths, times) so that every run gives the same text except the
values. Tools, libraries and calls were grepped for in every earlier held-out live file before
they were chosen (counts of earlier live files naming each in the commit message):

* ``cli``: ``file`` on key files named with a token, ``git config --get-urlmatch`` showing an
  ``http.extraHeader`` bearer token, ``comm -13`` on key lists, ``find`` listing archives
  named with a token, ``tac`` on a worker's env file, ``curl`` scraping a
  ``prometheus_client`` WSGI exporter on 127.0.0.1 whose label holds a reset link,
  ``make -n`` on a Makefile with a registry password, ``strings`` on an SQLite database
  holding a webhook secret and ``envsubst`` filling a template.
* ``traceback``: ``dataclasses_json``'s ``from_dict`` (ValueError), ``aiosqlite`` running a
  statement with an unquoted key (``no such column``), ``marshmallow`` rejecting an unknown
  field named with a token, ``jsonschema_rs`` quoting an instance and ``xmlschema`` decoding a key as ``xs:int``.
* ``repr``: a ``tomlkit`` document, a ``vobject`` vCard component and its ``prettyPrint``,
  an ``icalendar`` Event,
  and ``graphviz``'s DOT source for a node labelled with a token.
* ``log``: ``aiosqlite``'s DEBUG lines, which print each statement with its parameters.

A run whose output does not show its secret adds no case.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import re
import tempfile
import threading
from pathlib import Path

from _heldout_live_tools import Run, captured_logs, collect_runs, raised_message
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC"}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\d\.\d+e\+09", "1.7970000000000000e+09", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "2026-12-06 15:44:30", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (29, 33, 27, 35, 31, 26, 37, 30, 34, 28, 32, 36, 18)]
    hx = [v.gen(HEX, n) for n in (40, 48, 32, 56)]
    ul = [v.gen(URLSAFE, n) for n in (43, 38, 41)]
    pw = [v.pw() for _ in range(4)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx, ul, pw), tmp, "cli", "context")
        tb = _collect(_library_runs(an, hx), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, ul), tmp, "repr", "cause")
        logs = _collect(_log_runs(hx, pw), tmp, "log", "args")
    return cli + tb + reprs + logs


def _metrics_scrape(label: str) -> str:
    """curl scraping a prometheus_client WSGI app served on 127.0.0.1."""
    from wsgiref.simple_server import WSGIRequestHandler, make_server

    import prometheus_client
    from _heldout_live_tools import run_command

    class Quiet(WSGIRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            """The server's own log is not the case."""

    registry = prometheus_client.CollectorRegistry()
    counter = prometheus_client.Counter(
        "http_requests", "Requests by path", ["path"], registry=registry
    )
    counter.labels(path=label).inc()
    server = make_server(
        "127.0.0.1", 0, prometheus_client.make_wsgi_app(registry), handler_class=Quiet
    )
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        port = server.server_address[1]
        return run_command(["curl", "-s", f"http://127.0.0.1:{port}/metrics"], env=_ENV)
    finally:
        server.shutdown()
        server.server_close()


def _cli_runs(tmp: str, an: list[str], hx: list[str], ul: list[str], pw: list[str]) -> list[Run]:
    import sqlite3

    t = Path(tmp)
    (t / "keys").mkdir()
    (t / "keys" / f"deploy-{an[0]}.pem").write_text("-----BEGIN NOTHING-----\n")
    (t / "Makefile").write_text(
        f"REGISTRY_PASSWORD ?= {an[7]}\n\n"
        "push:\n\tdocker login -u ci -p $(REGISTRY_PASSWORD) registry.acme.io\n"
    )
    con = sqlite3.connect(t / "hooks.db")
    con.execute("create table hooks (name text, secret text)")
    con.execute("insert into hooks values ('deploy', ?)", (hx[0],))
    con.commit()
    con.close()
    (t / "old-keys.txt").write_text("ci-2025 retired\n")
    (t / "new-keys.txt").write_text(f"ci-2025 retired\nci-2026 {an[8]}\n")
    (t / "uploads").mkdir()
    (t / "uploads" / f"share-{an[9]}.zip").write_text("x\n")
    (t / "worker.env").write_text(f"QUEUE=emails\nSMTP_PASSWORD={an[10]}\nSMTP_HOST=mail.acme.io\n")
    repo = t / "repo"
    repo.mkdir()
    git = ["git", "-C", str(repo)]
    _run([*git, "init", "-q"])
    _run(
        [*git, "config", "http.https://git.acme.io/.extraHeader", f"Authorization: Bearer {ul[2]}"]
    )
    (t / "app.env.tmpl").write_text("SENTRY_DSN=https://$SENTRY_KEY@o4410.ingest.sentry.io/7\n")
    return [
        (
            "file keys",
            "file(1) on a key directory whose key file is named with a token",
            an[0],
            ["file", str(t / "keys" / f"deploy-{an[0]}.pem")],
        ),
        (
            "curl metrics",
            "curl scraping a prometheus_client exporter on 127.0.0.1 whose path label holds a reset link",
            ul[0],
            lambda: _metrics_scrape(f"/password/reset?token={ul[0]}"),
        ),
        (
            "make dry run",
            "make -n push on a Makefile whose default registry password is inline",
            an[7],
            ["make", "-n", "-f", str(t / "Makefile"), "push"],
        ),
        (
            "strings sqlite",
            "strings(1) on an SQLite database holding a webhook secret",
            hx[0],
            ["strings", "-n", "8", str(t / "hooks.db")],
        ),
        (
            "git get-urlmatch",
            "git config --get-urlmatch showing an http.extraHeader bearer token for a host",
            ul[2],
            [*git, "config", "--get-urlmatch", "http.extraheader", "https://git.acme.io/acme/api"],
        ),
        (
            "comm new keys",
            "comm -13 listing the lines only in the new key list",
            an[8],
            ["comm", "-13", str(t / "old-keys.txt"), str(t / "new-keys.txt")],
        ),
        (
            "find uploads",
            "find listing share archives named with a token",
            an[9],
            ["find", str(t / "uploads"), "-type", "f"],
        ),
        (
            "tac env",
            "tac printing a worker's env file last line first",
            an[10],
            ["tac", str(t / "worker.env")],
        ),
        (
            "envsubst template",
            "envsubst filling an env template with a Sentry key from the environment",
            hx[1],
            lambda: _envsubst(t, hx[1]),
        ),
    ]


def _run(argv: list[str]) -> str:
    from _heldout_live_tools import run_command

    return run_command(argv, env=_ENV)


def _envsubst(t: Path, key: str) -> str:
    from _heldout_live_tools import run_command

    return run_command(
        ["sh", "-c", f"envsubst < {t / 'app.env.tmpl'}"], env={**_ENV, "SENTRY_KEY": key}
    )


def _library_runs(an: list[str], hx: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        from dataclasses import dataclass

        from dataclasses_json import dataclass_json

        @dataclass_json
        @dataclass
        class Retry:
            attempts: int

        out.append(
            (
                "dataclasses json",
                "dataclasses_json from_dict on a config whose 'attempts' held a key (ValueError)",
                an[1],
                lambda: raised_message(lambda: Retry.from_dict({"attempts": an[1]})),  # type: ignore[attr-defined]
            )
        )
    with contextlib.suppress(ImportError):
        import aiosqlite

        async def lookup() -> None:
            async with aiosqlite.connect(":memory:") as db:
                await db.execute("create table keys (owner text, value text)")
                await db.execute(f"select owner from keys where value = {an[2]}")

        out.append(
            (
                "aiosqlite column",
                "aiosqlite running a lookup with the key pasted unquoted (OperationalError)",
                an[2],
                lambda: raised_message(lambda: asyncio.run(lookup())),
            )
        )
    with contextlib.suppress(ImportError):
        import marshmallow

        class Plan(marshmallow.Schema):
            name = marshmallow.fields.Str()

        out.append(
            (
                "marshmallow unknown",
                "marshmallow rejecting a field named with a pasted token (ValidationError)",
                an[3],
                lambda: raised_message(lambda: Plan().load({"name": "team", an[3]: "1"})),
            )
        )
    with contextlib.suppress(ImportError):
        import jsonschema_rs

        schema = {"type": "object", "properties": {"retries": {"type": "integer"}}}
        out.append(
            (
                "jsonschema rs",
                "jsonschema_rs validating a config whose 'retries' held a key (ValidationError)",
                an[11],
                lambda: raised_message(lambda: jsonschema_rs.validate(schema, {"retries": an[11]})),
            )
        )
    with contextlib.suppress(ImportError):
        import xmlschema

        def decode() -> str:
            schema = xmlschema.XMLSchema(
                '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">'
                '<xs:element name="timeout" type="xs:int"/></xs:schema>'
            )
            message = raised_message(lambda: schema.validate(f"<timeout>{hx[2]}</timeout>"))
            return "\n".join(message.splitlines()[:3])

        out.append(
            (
                "xmlschema int",
                "xmlschema validating a config whose timeout element held a key (first lines)",
                hx[2],
                decode,
            )
        )
    return out


def _repr_runs(an: list[str], ul: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import tomlkit

        out.append(
            (
                "tomlkit document",
                "repr of a tomlkit document parsed from a pyproject's publish section",
                an[4],
                lambda: repr(
                    tomlkit.parse(f'[tool.publish]\nindex = "internal"\ntoken = "{an[4]}"\n')
                ),
            )
        )
    with contextlib.suppress(ImportError):
        import vobject

        card = (
            "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ops Wi-Fi\r\n"
            f"NOTE:guest network key {an[5]}\r\nEND:VCARD\r\n"
        )

        def pretty() -> str:
            stream = io.StringIO()
            with contextlib.redirect_stdout(stream):
                vobject.readOne(card.replace(an[5], an[6])).prettyPrint()
            return stream.getvalue().rstrip()

        out.append(("vobject component", "repr of a vobject vCard component", an[5],
                    lambda: repr(vobject.readOne(card))))  # fmt: skip
        out.append(("vobject pretty", "vobject's prettyPrint of a vCard", an[6], pretty))
    with contextlib.suppress(ImportError):
        import icalendar

        def event() -> str:
            ev = icalendar.Event()
            ev.add("summary", "Weekly ops")
            ev.add("description", f"Meeting passcode {an[12]}")
            return repr(ev)

        out.append(("icalendar event", "repr of an icalendar Event whose description holds a passcode",
                    an[12], event))  # fmt: skip
    with contextlib.suppress(ImportError):
        import graphviz

        def dot() -> str:
            graph = graphviz.Digraph("deploy")
            graph.node("vault", label=f"vault\\ntoken={ul[1]}")
            graph.edge("ci", "vault")
            return graph.source.strip()

        out.append(("graphviz source", "graphviz's DOT source for a node labelled with a token",
                    ul[1], dot))  # fmt: skip
    return out


def _log_runs(hx: list[str], pw: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import aiosqlite

        async def store(statement: str, value: str) -> None:
            async with aiosqlite.connect(":memory:") as db:
                await db.execute("create table creds (name text, value text)")
                await db.execute(statement, ("smtp", value))

        def logged(statement: str, value: str) -> str:
            with captured_logs("aiosqlite") as stream:
                asyncio.run(store(statement, value))
            lines = [line for line in stream.getvalue().splitlines() if "creds values" in line]
            return "\n".join(lines)

        out.append(
            (
                "aiosqlite insert",
                "aiosqlite's DEBUG lines for an INSERT of an SMTP password",
                pw[1],
                lambda: logged("insert into creds values (?, ?)", pw[1]),
            )
        )
        out.append(
            (
                "aiosqlite replace",
                "aiosqlite's DEBUG lines for a REPLACE of a signing key",
                hx[3],
                lambda: logged("replace into creds values (?, ?)", hx[3]),
            )
        )
    return out
