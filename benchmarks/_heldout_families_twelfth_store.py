"""Held-out set 12, part 2: an ORM, an object database and embedded key-value stores raising
live on local files (temporary directories, nothing on the network).

* pony 0.7.20 (Pony ORM on a SQLite file): objects not found, ambiguous ``get``, unique keys,
  required and typed attributes, queries outside a ``db_session``, raw SQL a bug wrote, a
  database another connection holds locked, optimistic checks, a missing database file.
* ZODB 6.4 with transaction 5.1, BTrees 6.5, zc.lockfile 4.0 (FileStorage): write conflicts
  between two connections, a storage another opener holds locked, read-only storages, missing
  objects, unpicklable values, a transaction committed after it failed, misuse of connections.
* diskcache 5.6.3, sqlitedict 2.1.0, rocksdict 0.3.29: a cache whose SQLite file another
  connection locks, values the store cannot take, read-only opens, RocksDB's LOCK held by
  another handle, ``create_if_missing`` off, missing column families.

Written 2026-12-03 between 21:43 and 21:56 UTC by the helper ``heldout12``, built blind:
labelled from DESIGN.md §2 semantics only; ``classify()``, the decorator and any observation
were never run on these cases, nor were the classifier's rules, its tests or any verdict
read. None of these packages appears in sets 1-11, "gen", "dev10", "dev11" or ``tests/``."""

from __future__ import annotations

import contextlib
import os
import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case

__all__ = ["FAMILIES"]


def pony_family() -> Iterator[Case]:
    from pony import orm

    folder = tempfile.mkdtemp(prefix="heldout12-pony-")
    path = os.path.join(folder, "shop.sqlite")
    db = orm.Database()

    class Customer(db.Entity):  # type: ignore[name-defined,misc]
        email = orm.Required(str, unique=True)
        age = orm.Required(int)

    db.bind(provider="sqlite", filename=path, create_db=True)
    db.generate_mapping(create_tables=True)
    with orm.db_session:
        Customer(email="ana@example.com", age=30)
        Customer(email="bo@example.com", age=30)

    def session(body: Callable[[], Any]) -> Callable[[], Any]:
        return lambda: orm.db_session(body)()

    def locked() -> Any:
        holder = sqlite3.connect(path, isolation_level=None)
        holder.execute("BEGIN EXCLUSIVE")
        try:
            with orm.db_session:
                Customer(email="cy@example.com", age=41)
        finally:
            holder.execute("ROLLBACK")
            holder.close()

    def changed_outside() -> Any:
        with orm.db_session:
            customer = Customer[1]
            customer.age  # noqa: B018 (read: the optimistic check remembers it)
            other = sqlite3.connect(path)
            other.execute("UPDATE Customer SET age = age + 1 WHERE id = 1")
            other.commit()
            other.close()
            customer.age = 18

    def missing_file() -> Any:
        orm.Database().bind(provider="sqlite", filename=os.path.join(folder, "x.db"))

    po = "pony"
    yield case(po, "object-not-found", (CLI, BIZ), session(lambda: Customer[999]))
    # get() found two rows: the tool's query assumed a unique answer (a bug) or was too loose.
    yield case(po, "multiple-objects", (FAT, CLI), session(lambda: Customer.get(age=30)))
    yield case(po, "unique-violation", (CLI, BIZ),
               session(lambda: Customer(email="ana@example.com", age=3)))  # fmt: skip
    yield case(po, "required-missing", CLI, session(lambda: Customer(email="dy@example.com")))
    yield case(po, "wrong-type", CLI,
               session(lambda: Customer(email="ed@example.com", age="forty")))  # fmt: skip
    yield case(po, "no-db-session", FAT, lambda: Customer[1])
    yield case(po, "sql-syntax", FAT, session(lambda: db.select("SELEC * FROM Customer")))
    yield case(po, "no-such-table", FAT, session(lambda: db.select("SELECT * FROM Orders")))
    yield case(po, "database-locked", TRA, locked)
    # Someone else updated the row meanwhile: a fresh read and retry settles it.
    yield case(po, "optimistic-check", (TRA, CLI), changed_outside)
    yield case(po, "database-file-missing", (CLI, FAT), missing_file)


def zodb_family() -> Iterator[Case]:
    import transaction
    import ZODB
    import ZODB.FileStorage
    from BTrees.IOBTree import IOBTree
    from BTrees.OOBTree import OOBTree

    folder = tempfile.mkdtemp(prefix="heldout12-zodb-")
    path = os.path.join(folder, "data.fs")
    db = ZODB.DB(ZODB.FileStorage.FileStorage(path))
    with db.transaction() as conn:
        conn.root()["accounts"] = OOBTree({"ana": 10})

    def in_txn(body: Callable[[Any], Any], database: Any = None) -> Callable[[], Any]:
        def run() -> Any:
            manager = transaction.TransactionManager()
            conn = (database or db).open(manager)
            try:
                return body((manager, conn))
            finally:
                manager.abort()
                conn.close()

        return run

    def conflict() -> Any:
        first, second = transaction.TransactionManager(), transaction.TransactionManager()
        one, two = db.open(first), db.open(second)
        one.root()["counter"] = 1
        two.root()["counter"] = 2
        first.commit()
        try:
            second.commit()
        finally:
            second.abort()
            one.close()
            two.close()

    def read_only() -> Any:
        other = os.path.join(tempfile.mkdtemp(prefix="heldout12-zodb-"), "ro.fs")
        ZODB.DB(ZODB.FileStorage.FileStorage(other)).close()
        frozen = ZODB.DB(ZODB.FileStorage.FileStorage(other, read_only=True))
        try:
            return in_txn(lambda mc: (mc[1].root().__setitem__("x", 1), mc[0].commit()),
                          frozen)()  # fmt: skip
        finally:
            frozen.close()

    def commit_after_failure(mc: Any) -> Any:
        manager, conn = mc
        conn.root()["hook"] = lambda: None
        with contextlib.suppress(TypeError):
            manager.commit()
        manager.commit()

    def close_joined(mc: Any) -> Any:
        mc[1].root()["pending"] = 1
        mc[1].close()

    def closed_db() -> Any:
        gone = ZODB.DB(ZODB.FileStorage.FileStorage(os.path.join(folder, "closed.fs")))
        gone.close()
        return gone.open().root()

    blocker = os.path.join(folder, "plain-file")
    open(blocker, "w").close()
    zo = "zodb"
    yield case(zo, "write-conflict", TRA, conflict)
    # The lock file is held by another opener: it may let go, or an operator must stop it.
    yield case(zo, "storage-locked", (TRA, FAT), lambda: ZODB.FileStorage.FileStorage(path))
    yield case(zo, "read-only-storage", (FAT, CLI), read_only)
    yield case(zo, "missing-storage", CLI, lambda: ZODB.FileStorage.FileStorage(
        os.path.join(folder, "none.fs"), read_only=True))  # fmt: skip
    # A missing oid: a dangling reference (data loss) or a wrong id passed in.
    yield case(zo, "pos-key-error", (FAT, CLI),
               in_txn(lambda mc: mc[1].get(b"\0" * 7 + b"\x63")._p_activate()))  # fmt: skip
    yield case(
        zo,
        "unpicklable-value",
        (CLI, FAT),
        in_txn(lambda mc: (mc[1].root().__setitem__("f", lambda: 1), mc[0].commit())),
    )
    yield case(zo, "commit-after-failure", FAT, in_txn(commit_after_failure))
    yield case(zo, "close-joined-connection", FAT, in_txn(close_joined))
    yield case(zo, "closed-database", FAT, closed_db)
    yield case(zo, "btree-key-type", CLI, lambda: IOBTree().__setitem__("ana", 1))
    yield case(zo, "storage-under-file", CLI, lambda: ZODB.FileStorage.FileStorage(
        os.path.join(blocker, "x.fs")))  # fmt: skip


def kv_family() -> Iterator[Case]:
    import diskcache
    import rocksdict
    import sqlitedict

    folder = tempfile.mkdtemp(prefix="heldout12-kv-")
    cache = diskcache.Cache(os.path.join(folder, "cache"), timeout=0.05)
    cache.set("greeting", "hello")
    blocker = os.path.join(folder, "plain-file")
    open(blocker, "w").close()

    def cache_locked() -> Any:
        holder = sqlite3.connect(os.path.join(folder, "cache", "cache.db"), isolation_level=None)
        holder.execute("BEGIN EXCLUSIVE")
        try:
            cache.set("k", "v")
        finally:
            holder.execute("ROLLBACK")
            holder.close()

    sd_path = os.path.join(folder, "kv.sqlite")
    with sqlitedict.SqliteDict(sd_path, autocommit=True) as seeded:
        seeded["ana"] = 1
    rd_path = os.path.join(folder, "rocks")
    held = rocksdict.Rdict(rd_path)
    no_create = rocksdict.Options()
    no_create.create_if_missing(False)
    frozen_path = os.path.join(folder, "rocks-ro")
    seeded_rd = rocksdict.Rdict(frozen_path)
    seeded_rd["a"] = 1
    seeded_rd.close()
    frozen = rocksdict.Rdict(frozen_path, access_type=rocksdict.AccessType.read_only())

    kv = "kv-stores"
    yield case(kv, "diskcache-locked", TRA, cache_locked)
    yield case(kv, "diskcache-incr-text", (CLI, FAT), lambda: cache.incr("greeting"))
    yield case(kv, "diskcache-on-file", (CLI, FAT), lambda: diskcache.Cache(blocker))
    yield case(kv, "diskcache-unpicklable", (CLI, FAT), lambda: cache.set("f", lambda: 1))
    yield case(kv, "sqlitedict-read-only-write", (FAT, CLI),
               lambda: sqlitedict.SqliteDict(sd_path, flag="r").__setitem__("bo", 2))  # fmt: skip
    yield case(kv, "sqlitedict-bad-flag", (CLI, FAT),
               lambda: sqlitedict.SqliteDict(sd_path, flag="x"))  # fmt: skip
    yield case(kv, "sqlitedict-unpicklable", (CLI, FAT),
               lambda: sqlitedict.SqliteDict(sd_path).__setitem__("f", lambda: 1))  # fmt: skip
    # RocksDB's LOCK held by another handle: it may be released, or a stray process holds it.
    yield case(kv, "rocksdb-lock-held", (TRA, FAT), lambda: rocksdict.Rdict(rd_path))
    yield case(kv, "rocksdb-not-created", (CLI, FAT),
               lambda: rocksdict.Rdict(os.path.join(folder, "none"), no_create))  # fmt: skip
    yield case(kv, "rocksdb-read-only-put", (FAT, CLI), lambda: frozen.__setitem__("b", 2))
    yield case(kv, "rocksdb-path-is-file", CLI, lambda: rocksdict.Rdict(blocker))
    yield case(kv, "rocksdb-no-column-family", CLI,
               lambda: held.get_column_family("invoices"))  # fmt: skip


FAMILIES = (pony_family, zodb_family, kv_family)
