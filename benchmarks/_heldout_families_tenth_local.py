"""Held-out set 10, part 3: local stores and repositories toolretry was not written against.
dulwich (git over a scripted local HTTP server, over ``git://`` to a loopback port that
refuses, hangs up or speaks another protocol, and on local paths), and peewee over sqlite
(integrity rules, a database another connection holds locked, a full database, missing
tables, files that are not databases, read-only opens, misuse of the ORM). None is in sets
1-9, "gen" or ``tests/``.

Labelled from DESIGN.md §2 before any verdict was looked at (2026-12-03, by the helper
``heldout10``, which never ran ``classify()`` nor read the classifier's rules). An integrity
rule that states a domain fact (an e-mail already registered, a balance that may not go
negative) accepts client or business; SQL that names what does not exist is a bug (fatal);
a lock another connection holds is transient."""

from __future__ import annotations

import os
import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_families_sixth import _raw
from _heldout_servers import HttpScript, closed_port

__all__ = ["FAMILIES"]


def _pkt(payload: bytes) -> bytes:
    """One git pkt-line."""
    return b"%04x" % (len(payload) + 4) + payload


def dulwich_family() -> Iterator[Case]:
    from dulwich import porcelain
    from dulwich.repo import Repo

    server = HttpScript()  # its own server: dulwich resets connections it did not drain
    server.server.handle_error = lambda *args: None  # no tracebacks for those resets
    sink = open(os.devnull, "wb")  # the progress stream of every clone

    def clone(url: str) -> Callable[[], Any]:
        target = tempfile.mkdtemp(prefix="heldout10-git-")
        return lambda: porcelain.clone(url, os.path.join(target, "work"), errstream=sink)

    def status(code: int, body: str = "", **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(code, body, Content_Type="text/plain", **headers)
            return clone(f"{server.url}/acme/service.git")()

        return run

    def git_url(reply: bytes) -> str:
        return _raw(reply).replace("http://", "git://") + "/acme/service.git"

    yield case(
        "dulwich",
        "http-401",
        CRED,
        status(401, "Authentication required", WWW_Authenticate='Basic realm="git"'),
    )
    yield case("dulwich", "http-403", CRED, status(403, "Forbidden"))
    yield case("dulwich", "http-404", CLI, status(404, "Repository not found"))
    yield case("dulwich", "http-429", TRA, status(429, "Too Many Requests"))
    yield case("dulwich", "http-500", (TRA, FAT), status(500, "Internal Server Error"))
    yield case("dulwich", "http-502", TRA, status(502, "Bad Gateway"))
    yield case("dulwich", "http-503", TRA, status(503, "Service Unavailable"))
    yield case(
        "dulwich",
        "http-html-not-git",
        (CLI, FAT),
        lambda: (
            server.set(200, "<html>Sign in</html>", Content_Type="text/html"),
            clone(f"{server.url}/acme/service.git")(),
        ),
    )
    yield case("dulwich", "http-refused", TRA, clone(f"http://127.0.0.1:{closed_port()}/r.git"))
    yield case("dulwich", "git-refused", TRA, clone(f"git://127.0.0.1:{closed_port()}/r.git"))
    yield case("dulwich", "git-hangup", TRA, clone(git_url(b"")))
    yield case(
        "dulwich",
        "git-not-a-git-daemon",
        (CLI, FAT),
        clone(git_url(b"HTTP/1.1 400 Bad Request\r\n\r\n")),
    )
    yield case(
        "dulwich",
        "git-err-access-denied",
        (CLI, FAT),
        clone(git_url(_pkt(b"ERR access denied or repository not exported: /acme/service.git"))),
    )
    yield case(
        "dulwich",
        "git-err-not-found",
        CLI,
        clone(git_url(_pkt(b"ERR Repository not found."))),
    )
    root = Path(tempfile.mkdtemp(prefix="heldout10-repo-"))
    (root / "plain").mkdir()
    yield case("dulwich", "clone-local-missing", CLI, clone(str(root / "missing")))
    yield case("dulwich", "open-not-a-repo", CLI, lambda: Repo(str(root / "plain")))
    repo = porcelain.init(str(root / "repo"))
    yield case(
        "dulwich",
        "rm-unknown-path",
        CLI,
        lambda: porcelain.rm(repo, [str(root / "repo" / "src" / "main.py")]),
    )
    yield case("dulwich", "missing-ref", (CLI, FAT), lambda: repo[b"refs/heads/feature/login"])
    yield case(
        "dulwich",
        "push-unknown-remote",
        (CLI, FAT),
        lambda: porcelain.push(repo, "origin", "main", errstream=sink),
    )


def peewee_family() -> Iterator[Case]:
    import peewee as pw

    folder = Path(tempfile.mkdtemp(prefix="heldout10-peewee-"))
    path = str(folder / "shop.db")
    db = pw.SqliteDatabase(path, pragmas={"foreign_keys": 1}, timeout=0.2)

    class Base(pw.Model):
        class Meta:
            database = db

    class Customer(Base):
        email = pw.CharField(unique=True)
        name = pw.CharField()

    class Account(Base):
        owner = pw.ForeignKeyField(Customer)
        balance = pw.IntegerField(constraints=[pw.Check("balance >= 0")])

    db.create_tables([Customer, Account])
    first = Customer.create(email="ada@example.com", name="Ada")

    def customer(email: str, name: str | None) -> Callable[[], Any]:
        return lambda: Customer.create(email=email, name=name)

    def sql(text: str) -> Callable[[], Any]:
        return lambda: db.execute_sql(text)

    yield case("peewee", "unique-email", (CLI, BIZ), customer("ada@example.com", "Ada L."))
    yield case("peewee", "not-null", CLI, customer("bob@example.com", None))
    yield case("peewee", "foreign-key", CLI, lambda: Account.create(owner=999, balance=10))
    yield case(
        "peewee",
        "check-balance",
        (CLI, BIZ),
        lambda: Account.create(owner=first.id, balance=-50),
    )
    yield case(
        "peewee",
        "does-not-exist",
        (CLI, BIZ),
        lambda: Customer.get(Customer.email == "nobody@example.com"),
    )
    yield case("peewee", "no-such-table", FAT, sql("SELECT * FROM orders"))
    yield case("peewee", "no-such-column", FAT, sql("SELECT total FROM customer"))
    yield case("peewee", "syntax-error", FAT, sql("SELEC * FROM customer"))

    def locked(action: Callable[[], Any]) -> Callable[[], Any]:
        def run() -> Any:
            other = sqlite3.connect(path)
            other.execute("BEGIN EXCLUSIVE")
            try:
                return action()
            finally:
                other.rollback()
                other.close()

        return run

    yield case("peewee", "locked-write", TRA, locked(customer("cy@example.com", "Cy")))
    yield case("peewee", "locked-read", TRA, locked(lambda: list(Customer.select())))
    yield case(
        "peewee",
        "cannot-open",
        (CLI, FAT),
        lambda: pw.SqliteDatabase(str(folder / "missing" / "shop.db")).connect(),
    )
    junk = folder / "export.db"
    junk.write_bytes(b"id,email\n1,ada@example.com\n" * 200)
    yield case(
        "peewee",
        "not-a-database",
        (CLI, FAT),
        lambda: pw.SqliteDatabase(str(junk)).execute_sql("SELECT 1 FROM customer"),
    )
    readonly = pw.SqliteDatabase(f"file:{path}?mode=ro", uri=True)
    yield case(
        "peewee",
        "read-only",
        (CLI, FAT),
        lambda: readonly.execute_sql("INSERT INTO customer (email, name) VALUES ('r', 'R')"),
    )
    small = pw.SqliteDatabase(str(folder / "small.db"), pragmas={"max_page_count": 8})

    def fill() -> Any:
        small.execute_sql("CREATE TABLE IF NOT EXISTS blob (data TEXT)")
        for _ in range(64):
            small.execute_sql("INSERT INTO blob VALUES (?)", ("x" * 4000,))

    yield case("peewee", "database-full", FAT, fill)
    proxy = pw.DatabaseProxy()

    class Draft(pw.Model):
        class Meta:
            database = proxy

    yield case("peewee", "uninitialized-proxy", FAT, lambda: list(Draft.select()))
    yield case(
        "peewee",
        "deferred-database",
        FAT,
        lambda: pw.SqliteDatabase(None).connect(),
    )

    def open_twice() -> Any:
        twice = pw.SqliteDatabase(str(folder / "twice.db"))
        twice.connect()
        twice.connect()

    yield case("peewee", "already-open", FAT, open_twice)


FAMILIES = (dulwich_family, peewee_family)
