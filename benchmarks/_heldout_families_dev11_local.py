"""Dev set 11, part 2: local stores, files and parsers in no earlier set (sqlite-utils, tinydb,
strictyaml, simplejson, xlsxwriter, pytz, python-dotenv) and a websocket client
(simple-websocket) against a websocket server on 127.0.0.1 that closes with a code.

Labelled from DESIGN.md §2 and issue 23 before any verdict was looked at (2026-12-03, by the
engineer ``classgen4``). Only packages whose PyPI name starts with n-z. A family whose package
is missing is skipped."""

from __future__ import annotations

import datetime
import os
import sqlite3
import tempfile
import threading
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def sqlite_utils_family() -> Iterator[Case]:
    import sqlite_utils

    path = os.path.join(tempfile.mkdtemp(prefix="dev11-su-"), "shop.db")
    db = sqlite_utils.Database(path)
    db["orders"].insert({"id": 1, "sku": "A-1", "qty": 2}, pk="id")
    db["users"].insert({"id": 1, "email": "a@example.org"}, pk="id")
    db["users"].create_index(["email"], unique=True)

    yield case("sqlite-utils", "row-not-found", CLI, lambda: db["orders"].get(99))
    yield case(
        "sqlite-utils",
        "duplicate-pk",
        (CLI, BIZ),
        lambda: db["orders"].insert({"id": 1, "sku": "B", "qty": 1}),
    )
    yield case(
        "sqlite-utils",
        "unique-email",
        (CLI, BIZ),
        lambda: db["users"].insert({"id": 2, "email": "a@example.org"}),
    )
    yield case("sqlite-utils", "syntax", FAT, lambda: db.execute("SELEC * FROM orders"))
    yield case(
        "sqlite-utils", "no-such-table", (FAT, CLI), lambda: db.execute("SELECT * FROM nope")
    )
    yield case(
        "sqlite-utils",
        "no-such-column",
        (FAT, CLI),
        lambda: db.execute("SELECT price FROM orders"),
    )
    yield case(
        "sqlite-utils",
        "unknown-column-insert",
        (CLI, FAT),
        lambda: db["orders"].insert({"id": 3, "colour": "red"}),
    )

    # Another connection holds the write lock: the database is locked (busy) right now.
    holder = sqlite3.connect(path, timeout=0)
    holder.execute("BEGIN EXCLUSIVE")
    locked = sqlite_utils.Database(sqlite3.connect(path, timeout=0))
    try:
        yield case(
            "sqlite-utils",
            "locked",
            TRA,
            lambda: locked["orders"].insert({"id": 5, "sku": "C", "qty": 1}),
        )
    finally:
        holder.rollback()
        holder.close()
    yield case(
        "sqlite-utils",
        "not-a-database",
        (FAT, CLI),
        lambda: sqlite_utils.Database(_garbage_file()).table_names(),
    )


def _garbage_file() -> str:
    path = os.path.join(tempfile.mkdtemp(prefix="dev11-garbage-"), "data.db")
    with open(path, "wb") as handle:
        handle.write(b"this is not a database file at all, just text " * 200)
    return path


def tinydb_family() -> Iterator[Case]:
    from tinydb import TinyDB

    folder = tempfile.mkdtemp(prefix="dev11-tiny-")
    db = TinyDB(os.path.join(folder, "db.json"))
    db.insert({"name": "ada"})
    broken = os.path.join(folder, "broken.json")
    with open(broken, "w") as handle:
        handle.write('{"_default": {"1": {"name": ')

    yield case("tinydb", "not-a-mapping", CLI, lambda: db.insert(["a", "list"]))  # type: ignore[arg-type]
    yield case("tinydb", "corrupt-file", (FAT, CLI), lambda: TinyDB(broken).all())
    yield case(
        "tinydb",
        "missing-dir-readonly",
        CLI,
        lambda: TinyDB(os.path.join(folder, "nope", "db.json"), access_mode="r").all(),
    )
    yield case(
        "tinydb",
        "bad-access-mode",
        CLI,
        lambda: TinyDB(os.path.join(folder, "m.json"), access_mode="x+"),
    )


def parsers_family() -> Iterator[Case]:
    import pytz
    import simplejson
    import strictyaml
    import xlsxwriter
    from dotenv import find_dotenv

    folder = tempfile.mkdtemp(prefix="dev11-parse-")
    schema = strictyaml.Map({"port": strictyaml.Int(), "host": strictyaml.Str()})

    yield case(
        "parsers-11",
        "strictyaml-type",
        CLI,
        lambda: strictyaml.load("port: eighty\nhost: a\n", schema),
    )
    yield case(
        "parsers-11",
        "strictyaml-missing-key",
        CLI,
        lambda: strictyaml.load("port: 80\n", schema),
    )
    yield case(
        "parsers-11",
        "strictyaml-duplicate-key",
        CLI,
        lambda: strictyaml.load("a: 1\na: 2\n"),
    )
    yield case(
        "parsers-11",
        "strictyaml-flow-style",
        CLI,
        lambda: strictyaml.load("a: {b: 1}\n"),
    )
    yield case("parsers-11", "simplejson-decode", (CLI, FAT), lambda: simplejson.loads("{'a': 1}"))
    yield case(
        "parsers-11",
        "simplejson-not-serializable",
        (FAT, CLI),
        lambda: simplejson.dumps({"when": {1, 2}}),
    )
    yield case(
        "parsers-11",
        "simplejson-nan-strict",
        (CLI, FAT),
        lambda: simplejson.dumps(float("nan"), allow_nan=False),
    )

    def xlsx_missing_dir() -> Any:
        book = xlsxwriter.Workbook(os.path.join(folder, "no", "such", "dir", "out.xlsx"))
        book.add_worksheet()
        book.close()

    def xlsx_long_name() -> Any:
        xlsxwriter.Workbook(os.path.join(folder, "a.xlsx")).add_worksheet("N" * 40)

    def xlsx_duplicate_sheet() -> Any:
        book = xlsxwriter.Workbook(os.path.join(folder, "b.xlsx"))
        book.add_worksheet("Data")
        book.add_worksheet("data")

    def xlsx_bad_char() -> Any:
        xlsxwriter.Workbook(os.path.join(folder, "c.xlsx")).add_worksheet("Q1/Q2")

    yield case("parsers-11", "xlsx-missing-dir", CLI, xlsx_missing_dir)
    yield case("parsers-11", "xlsx-long-sheet-name", CLI, xlsx_long_name)
    yield case("parsers-11", "xlsx-duplicate-sheet", CLI, xlsx_duplicate_sheet)
    yield case("parsers-11", "xlsx-bad-sheet-char", CLI, xlsx_bad_char)
    yield case("parsers-11", "pytz-unknown-zone", CLI, lambda: pytz.timezone("Mars/Olympus_Mons"))
    zone = pytz.timezone("Europe/Berlin")
    yield case(
        "parsers-11",
        "pytz-nonexistent-time",
        CLI,
        lambda: zone.localize(datetime.datetime(2026, 3, 29, 2, 30), is_dst=None),
    )
    yield case(
        "parsers-11",
        "pytz-ambiguous-time",
        CLI,
        lambda: zone.localize(datetime.datetime(2026, 10, 25, 2, 30), is_dst=None),
    )
    empty = tempfile.mkdtemp(prefix="dev11-noenv-")

    def no_dotenv() -> Any:
        here = os.getcwd()
        os.chdir(empty)
        try:
            return find_dotenv(".env.production", raise_error_if_not_found=True, usecwd=True)
        finally:
            os.chdir(here)

    yield case("parsers-11", "dotenv-not-found", CLI, no_dotenv)


def simple_websocket_family() -> Iterator[Case]:
    import simple_websocket
    from websockets.datastructures import Headers
    from websockets.http11 import Response
    from websockets.sync.server import serve

    def handler(ws: Any) -> None:
        code = int(ws.request.path.strip("/"))
        ws.close(code, f"closing with {code}")

    def process_request(ws: Any, request: Any) -> Any:
        path = request.path.strip("/")
        if path.startswith("http"):
            return Response(int(path[4:]), "refused", Headers([]), b"refused\n")
        return None

    server = serve(handler, "127.0.0.1", 0, process_request=process_request)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port = server.socket.getsockname()[1]

    def receive(path: str) -> Callable[[], Any]:
        def action() -> Any:
            ws = simple_websocket.Client.connect(f"ws://127.0.0.1:{port}/{path}")
            try:
                return ws.receive(timeout=5)
            finally:
                ws.close()

        return action

    closes: dict[int, tuple[str, ...]] = {
        1001: (TRA,),
        1008: (CLI,),
        1011: (TRA,),
        1012: (TRA,),
        1013: (TRA,),
        1003: (FAT,),
    }
    try:
        for code, accept in closes.items():
            yield case("simple-websocket", f"close-{code}", accept, receive(str(code)))
        yield case("simple-websocket", "handshake-503", TRA, receive("http503"))
        yield case("simple-websocket", "handshake-404", CLI, receive("http404"))
        dead = closed_port()
        yield case(
            "simple-websocket",
            "refused",
            TRA,
            lambda: simple_websocket.Client.connect(f"ws://127.0.0.1:{dead}/"),
        )
    finally:
        server.shutdown()


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    sqlite_utils_family,
    tinydb_family,
    parsers_family,
    simple_websocket_family,
)
