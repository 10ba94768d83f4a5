"""Held-out families from databases: psycopg, psycopg2 and asyncpg against a throwaway local
PostgreSQL, and sqlite3 on temporary files."""

from __future__ import annotations

import asyncio
import contextlib
import os
import sqlite3
import tempfile
import threading
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_servers import Postgres, closed_port

__all__ = ["FAMILIES"]

_SCHEMA = [
    "create table p(id int primary key)",
    "insert into p values (1)",
    "create table t(id int primary key, v int check (v >= 0), name text not null, ref int references p(id))",
    "insert into t values (1, 10, 'a', 1), (2, 20, 'b', 1)",
    "create table s(c varchar(2))",
    "create function pay(n int) returns void language plpgsql as $$ begin raise exception 'insufficient balance: need %', n; end $$",
    "create role limited login",
]

# name -> (sql, acceptable)
_SINGLE: dict[str, tuple[str, tuple[str, ...]]] = {
    "unique": ("insert into t values (1, 1, 'x', 1)", (CLI, BIZ)),
    "not-null": ("insert into t values (9, 1, null, 1)", (CLI,)),
    "check": ("update t set v = -1 where id = 1", (CLI, BIZ)),
    "foreign-key": ("insert into t values (9, 1, 'x', 99)", (CLI, BIZ)),
    "syntax": ("selec 1", (FAT,)),
    "undefined-table": ("select * from nope", (FAT,)),
    "undefined-column": ("select nope from t", (FAT,)),
    "undefined-function": ("select nope(1)", (FAT,)),
    "division-by-zero": ("select 1/0", (CLI, FAT)),
    "invalid-text": ("select 'abc'::int", (CLI,)),
    "out-of-range": ("select 2147483647::int + 1", (CLI,)),
    "truncation": ("insert into s values ('abcdef')", (CLI,)),
    "raise-exception": ("select pay(5)", (BIZ, CLI)),
}


class Driver:
    """The few operations the scenarios need, for one PostgreSQL client package."""

    name = ""

    def __init__(self, port: int) -> None:
        self.port = port

    def connect(self, user: str = "postgres", dbname: str = "postgres", port: int = 0) -> Any:
        raise NotImplementedError

    def run(self, conn: Any, sql: str) -> Any:
        raise NotImplementedError

    def both(self, first: Callable[[], Any], second: Callable[[], Any]) -> BaseException:
        """Run two blocking actions at once; the exception one of them raised."""
        errors: list[BaseException] = []

        def wrap(action: Callable[[], Any]) -> None:
            try:
                action()
            except Exception as exc:
                errors.append(exc)

        threads = [threading.Thread(target=wrap, args=(a,)) for a in (first, second)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(10)
        if not errors:
            raise AssertionError("no deadlock")
        return errors[0]

    def close(self, conn: Any) -> None:
        with contextlib.suppress(Exception):
            conn.close()


class Psycopg(Driver):
    name = "psycopg"

    def connect(self, user: str = "postgres", dbname: str = "postgres", port: int = 0) -> Any:
        import psycopg

        return psycopg.connect(
            host="127.0.0.1",
            port=port or self.port,
            user=user,
            dbname=dbname,
            autocommit=True,
            connect_timeout=3,
        )

    def run(self, conn: Any, sql: str) -> Any:
        return conn.execute(sql).fetchall() if sql.startswith("select") else conn.execute(sql)


class Psycopg2(Driver):
    name = "psycopg2"

    def connect(self, user: str = "postgres", dbname: str = "postgres", port: int = 0) -> Any:
        import psycopg2

        conn = psycopg2.connect(
            host="127.0.0.1", port=port or self.port, user=user, dbname=dbname, connect_timeout=3
        )
        conn.autocommit = True
        return conn

    def run(self, conn: Any, sql: str) -> Any:
        with conn.cursor() as cur:
            cur.execute(sql)
            return cur.fetchall() if cur.description else None


class Asyncpg(Driver):
    name = "asyncpg"

    def __init__(self, port: int) -> None:
        super().__init__(port)
        self.loop = asyncio.new_event_loop()

    def connect(self, user: str = "postgres", dbname: str = "postgres", port: int = 0) -> Any:
        import asyncpg

        return self.loop.run_until_complete(
            asyncpg.connect(
                host="127.0.0.1", port=port or self.port, user=user, database=dbname, timeout=3
            )
        )

    def run(self, conn: Any, sql: str) -> Any:
        if sql.startswith("select"):
            return self.loop.run_until_complete(conn.fetch(sql))
        return self.loop.run_until_complete(conn.execute(sql))

    def both(self, first: Callable[[], Any], second: Callable[[], Any]) -> BaseException:
        raise NotImplementedError  # the coroutine form is in `deadlock` below

    def close(self, conn: Any) -> None:
        with contextlib.suppress(Exception):
            self.loop.run_until_complete(conn.close())


def _scenarios(driver: Driver) -> Iterator[Case]:
    family = driver.name
    conn = driver.connect()
    for name, (sql, accept) in _SINGLE.items():
        yield case(family, name, accept, lambda s=sql: driver.run(conn, s))
    # statement timeout
    slow = driver.connect()
    driver.run(slow, "set statement_timeout = 100")
    yield case(family, "statement-timeout", TRA, lambda: driver.run(slow, "select pg_sleep(2)"))
    driver.close(slow)
    # lock not available
    holder, waiter = driver.connect(), driver.connect()
    driver.run(holder, "begin")
    driver.run(holder, "select * from t where id = 1 for update")
    driver.run(waiter, "set lock_timeout = 100")
    yield case(
        family,
        "lock-timeout",
        TRA,
        lambda: driver.run(waiter, "select * from t where id = 1 for update"),
    )
    driver.run(holder, "rollback")
    # serialization failure
    driver.run(holder, "begin isolation level repeatable read")
    driver.run(holder, "select * from t where id = 2")
    driver.run(waiter, "update t set v = v + 1 where id = 2")
    yield case(
        family,
        "serialization",
        TRA,
        lambda: driver.run(holder, "update t set v = v + 1 where id = 2"),
    )
    driver.run(holder, "rollback")
    # read-only transaction, failed transaction
    driver.run(holder, "begin read only")
    yield case(
        family, "read-only-tx", (CLI, FAT), lambda: driver.run(holder, "insert into p values (7)")
    )
    yield case(family, "failed-tx", (FAT, CLI), lambda: driver.run(holder, "select 1"))
    driver.run(holder, "rollback")
    # deadlock
    if isinstance(driver, Asyncpg):
        yield Case(
            family, "deadlock", frozenset({TRA}), exc=_asyncpg_deadlock(driver, holder, waiter)
        )
    else:
        driver.run(holder, "begin")
        driver.run(waiter, "begin")
        driver.run(holder, "update t set v = v where id = 1")
        driver.run(waiter, "update t set v = v where id = 2")
        exc = driver.both(
            lambda: driver.run(holder, "update t set v = v where id = 2"),
            lambda: driver.run(waiter, "update t set v = v where id = 1"),
        )
        yield Case(family, "deadlock", frozenset({TRA}), exc=exc)
        for c in (holder, waiter):
            with contextlib.suppress(Exception):
                driver.run(c, "rollback")
    # privilege
    limited = driver.connect(user="limited")
    yield case(
        family, "insufficient-privilege", (CLI, FAT), lambda: driver.run(limited, "select * from t")
    )
    driver.close(limited)
    # the administrator ends the session
    victim = driver.connect()
    pid = driver.run(victim, "select pg_backend_pid()")[0][0]
    driver.run(conn, f"select pg_terminate_backend({pid})")
    yield case(family, "admin-shutdown", TRA, lambda: driver.run(victim, "select 1"))
    # connecting
    yield case(family, "unknown-database", (CLI, FAT), lambda: driver.connect(dbname="nope"))
    yield case(family, "unknown-role", (CLI, FAT), lambda: driver.connect(user="nobody"))
    yield case(family, "refused", TRA, lambda: driver.connect(port=closed_port()))
    crowd: list[Any] = []
    try:

        def fill() -> None:
            for _ in range(20):
                crowd.append(driver.connect())

        yield case(family, "too-many-connections", TRA, fill)
    finally:
        for c in crowd:
            driver.close(c)
    for c in (conn, holder, waiter):
        driver.close(c)


def _asyncpg_deadlock(driver: Asyncpg, first: Any, second: Any) -> BaseException:
    async def go() -> BaseException:
        await first.execute("begin")
        await second.execute("begin")
        await first.execute("update t set v = v where id = 1")
        await second.execute("update t set v = v where id = 2")
        results = await asyncio.gather(
            first.execute("update t set v = v where id = 2"),
            second.execute("update t set v = v where id = 1"),
            return_exceptions=True,
        )
        for c in (first, second):
            with contextlib.suppress(Exception):
                await c.execute("rollback")
        return next(r for r in results if isinstance(r, BaseException))

    return driver.loop.run_until_complete(go())


def postgres_families() -> Iterator[Case]:
    with Postgres.started() as pg:
        if pg is None:
            raise RuntimeError("no PostgreSQL to start")
        setup = Psycopg(pg.port)
        admin = setup.connect()
        for sql in _SCHEMA:
            setup.run(admin, sql)
        for driver_class in (Psycopg, Psycopg2, Asyncpg):
            try:
                driver = driver_class(pg.port)
                driver.connect().close() if not isinstance(driver, Asyncpg) else None
            except ImportError:
                continue
            yield from _scenarios(driver)
            setup.run(admin, "update t set v = 10 where id = 1")
        setup.close(admin)


def sqlite_family() -> Iterator[Case]:
    family = "sqlite3"
    directory = tempfile.mkdtemp(prefix="heldout-sqlite-")
    path = os.path.join(directory, "db.sqlite")
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("pragma foreign_keys = on")
    conn.execute("create table p(id integer primary key)")
    conn.execute("insert into p values (1)")
    conn.execute(
        "create table t(id integer primary key, v int check (v >= 0), name text not null, ref int references p(id))"
    )
    conn.execute("insert into t values (1, 10, 'a', 1)")
    rows = {
        "unique": ("insert into t values (1, 1, 'x', 1)", (CLI, BIZ)),
        "not-null": ("insert into t values (9, 1, null, 1)", (CLI,)),
        "check": ("update t set v = -1 where id = 1", (CLI, BIZ)),
        "foreign-key": ("insert into t values (9, 1, 'x', 99)", (CLI, BIZ)),
        "syntax": ("selec 1", (FAT,)),
        "no-such-table": ("select * from nope", (FAT,)),
        "no-such-column": ("select nope from t", (FAT,)),
        "mismatch": ("insert into t(id, v, name) values ('abc', 1, 'x')", (CLI,)),
    }
    for name, (sql, accept) in rows.items():
        yield case(family, name, accept, lambda s=sql: conn.execute(s))
    yield case(family, "bindings", (FAT, CLI), lambda: conn.execute("select ?", (1, 2)))
    # BUSY: another connection holds the write lock
    other = sqlite3.connect(path, timeout=0, isolation_level=None)
    conn.execute("begin exclusive")
    yield case(family, "busy", TRA, lambda: other.execute("select * from t"))
    conn.execute("rollback")
    # LOCKED: a table dropped while a statement on it is still reading, same connection
    conn.execute("create table big(x)")
    conn.executemany("insert into big values (?)", [(i,) for i in range(10)])
    reading = conn.execute("select * from big")
    reading.fetchone()
    yield case(family, "locked", TRA, lambda: conn.execute("drop table big"))
    reading.fetchall()
    # read-only and cannot-open
    readonly = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    yield case(family, "readonly", (FAT, CLI), lambda: readonly.execute("insert into p values (5)"))
    yield case(
        family,
        "cannot-open",
        (CLI, FAT),
        lambda: sqlite3.connect(os.path.join(directory, "no", "such", "db")),
    )
    closed = sqlite3.connect(":memory:")
    closed.close()
    yield case(family, "closed", FAT, lambda: closed.execute("select 1"))
    for c in (conn, other, readonly):
        c.close()


FAMILIES = (postgres_families, sqlite_family)
