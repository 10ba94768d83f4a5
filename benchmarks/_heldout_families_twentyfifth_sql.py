"""Held-out set 25, part 4: SQLAlchemy 2 Core and ORM over psycopg 3 against a real PostgreSQL.

SQLAlchemy wraps every driver error in its own ``DBAPIError`` family (``IntegrityError``,
``DataError``, ``ProgrammingError``, ``OperationalError``, ``InternalError``) whose ``orig`` is
the psycopg exception with its ``sqlstate``; its message is "(psycopg.errors.X) text" followed
by the SQL, the parameters and a "Background on this error" link. Besides, errors of its own
that no driver raised: the pool's ``TimeoutError``, ``NoResultFound``/``MultipleResultsFound``,
``ResourceClosedError``, a missing bind parameter, an unknown dialect, and the ORM's
``PendingRollbackError`` after a failed flush. The cluster is started for the family
(``Postgres.started``), nothing is mocked.

Written 2026-12-05 from 03:05 UTC by the helper ``heldout25``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at). SQLAlchemy Core
on PostgreSQL appears in no earlier set ("dev12" used its ORM on SQLite)."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_servers import Postgres, closed_port

__all__ = ["FAMILIES"]

_SCHEMA = (
    "CREATE TABLE accounts (id int PRIMARY KEY, owner text NOT NULL UNIQUE, "
    "balance numeric(10, 2) NOT NULL CONSTRAINT balance_not_negative CHECK (balance >= 0))",
    "CREATE TABLE transfers (id serial PRIMARY KEY, account int NOT NULL REFERENCES accounts, "
    "amount smallint NOT NULL)",
    "INSERT INTO accounts VALUES (1, 'ops', 10), (2, 'dev', 10), (3, 'qa', 10)",
)


def sqlalchemy_pg_family() -> Iterator[Case]:
    from sqlalchemy import Column, Integer, Numeric, String, create_engine, text
    from sqlalchemy.orm import Session, declarative_base
    from sqlalchemy.pool import NullPool

    with Postgres.started() as pg:
        if pg is None:
            raise RuntimeError("no PostgreSQL cluster could be started")
        url = f"postgresql+psycopg://postgres@127.0.0.1:{pg.port}/postgres"
        engine = create_engine(url, connect_args={"connect_timeout": 2}, pool_size=4)
        with engine.begin() as conn:
            for statement in _SCHEMA:
                conn.execute(text(statement))

        def sql(statement: str, params: dict[str, Any] | None = None, setting: str = "",
            target: Any = None, rows: bool = False) -> Callable[[], Any]:  # fmt: skip
            def run() -> Any:
                with (target or engine).begin() as conn:
                    if setting:
                        conn.execute(text(setting))
                    result = conn.execute(text(statement), params or {})
                    return result.all() if rows else result

            return run

        def other(dsn: str) -> Any:
            return create_engine(dsn, connect_args={"connect_timeout": 2}, poolclass=NullPool)

        def locked() -> Any:
            with engine.connect() as holder, engine.connect() as waiter:
                holder.begin()
                holder.execute(text("SELECT * FROM accounts WHERE id = 1 FOR UPDATE"))
                try:
                    with waiter.begin():
                        waiter.execute(text("SET LOCAL lock_timeout = '150ms'"))
                        return waiter.execute(text("UPDATE accounts SET balance = 5 WHERE id = 1"))
                finally:
                    holder.rollback()

        def deadlock() -> Any:
            errors: list[BaseException] = []
            first, second = engine.connect(), engine.connect()
            first.begin()
            second.begin()
            first.execute(text("UPDATE accounts SET balance = 9 WHERE id = 1"))
            second.execute(text("UPDATE accounts SET balance = 9 WHERE id = 2"))

            def cross(conn: Any, row: int) -> None:
                try:
                    conn.execute(text(f"UPDATE accounts SET balance = 8 WHERE id = {row}"))
                except Exception as exc:
                    errors.append(exc)

            threads = [threading.Thread(target=cross, args=(first, 2)),
                threading.Thread(target=cross, args=(second, 1))]  # fmt: skip
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join(10)
            first.rollback()
            second.rollback()
            first.close()
            second.close()
            if errors:
                raise errors[0]

        def serialization() -> Any:
            with engine.connect() as one, engine.connect() as two:
                one.begin()
                two.begin()
                for conn in (one, two):
                    conn.execute(text("SET TRANSACTION ISOLATION LEVEL SERIALIZABLE"))
                    conn.execute(text("SELECT balance FROM accounts WHERE id = 3")).all()
                one.execute(text("UPDATE accounts SET balance = balance - 1 WHERE id = 3"))
                one.commit()
                try:
                    return two.execute(text("UPDATE accounts SET balance = balance - 2 "
                        "WHERE id = 3"))  # fmt: skip
                finally:
                    two.rollback()

        def killed() -> Any:
            with engine.connect() as victim, engine.connect() as admin:
                pid = victim.execute(text("SELECT pg_backend_pid()")).scalar()
                admin.execute(text(f"SELECT pg_terminate_backend({pid})"))
                admin.commit()
                return victim.execute(text("SELECT 1"))

        def crowded() -> Any:
            links = []
            try:
                for _ in range(16):
                    links.append(other(url).connect())
            finally:
                for link in links:
                    link.close()

        def pool_exhausted() -> Any:
            small = create_engine(url, pool_size=1, max_overflow=0, pool_timeout=0.5)
            try:
                with small.connect(), small.connect():
                    pass
            finally:
                small.dispose()

        def pending_rollback() -> Any:
            class Account(declarative_base()):  # type: ignore[misc]
                __tablename__ = "accounts"
                id = Column(Integer, primary_key=True)
                owner = Column(String, nullable=False)
                balance = Column(Numeric(10, 2), nullable=False)

            with Session(engine) as session:
                session.add(Account(id=1, owner="dup", balance=1))
                with contextlib.suppress(Exception):
                    session.flush()
                return session.get(Account, 2)

        sa = "sqlalchemy-pg-25"
        yield case(sa, "unique", (CLI, BIZ), sql("INSERT INTO accounts VALUES (:id, :owner, 1)",
            {"id": 4, "owner": "ops"}))  # fmt: skip
        yield case(sa, "foreign-key", (CLI, BIZ), sql("INSERT INTO transfers (account, amount) "
            "VALUES (:account, 5)", {"account": 99}))  # fmt: skip
        yield case(sa, "not-null", CLI, sql("INSERT INTO accounts (id, balance) VALUES (5, 1)"))
        yield case(sa, "check", (CLI, BIZ), sql("UPDATE accounts SET balance = balance - 50 "
            "WHERE id = 1"))  # fmt: skip
        yield case(sa, "smallint-out-of-range", CLI, sql("INSERT INTO transfers (account, "
            "amount) VALUES (1, :amount)", {"amount": 70000}))  # fmt: skip
        yield case(sa, "bad-integer", CLI, sql("SELECT * FROM accounts WHERE id = "
            "CAST(:id AS int)", {"id": "one"}))  # fmt: skip
        yield case(sa, "division-by-zero", (CLI, FAT), sql("SELECT balance / (id - 1) FROM "
            "accounts", rows=True))  # fmt: skip
        yield case(sa, "syntax", (FAT, CLI), sql("SELEC owner FROM accounts"))
        yield case(sa, "undefined-table", (FAT, CLI), sql("SELECT * FROM acounts"))
        yield case(sa, "undefined-column", (FAT, CLI), sql("SELECT ownr FROM accounts"))
        yield case(sa, "read-only", (CLI, FAT), sql("DELETE FROM transfers",
            setting="SET TRANSACTION READ ONLY"))  # fmt: skip
        yield case(sa, "statement-timeout", (TRA, CLI), sql("SELECT pg_sleep(2)",
            setting="SET LOCAL statement_timeout = 100"))  # fmt: skip
        yield case(sa, "lock-timeout", TRA, locked)
        yield case(sa, "deadlock", TRA, deadlock)
        yield case(sa, "serialization", TRA, serialization)
        yield case(sa, "terminated-backend", TRA, killed)
        yield case(sa, "pool-timeout", TRA, pool_exhausted)
        yield case(sa, "no-role", CRED, sql("SELECT 1", target=other(f"postgresql+psycopg://"
            f"ghost@127.0.0.1:{pg.port}/postgres")))  # fmt: skip
        yield case(sa, "no-database", (CLI, FAT), sql("SELECT 1", target=other(f"postgresql+"
            f"psycopg://postgres@127.0.0.1:{pg.port}/orders_prod")))  # fmt: skip
        yield case(sa, "refused-connection", TRA, sql("SELECT 1", target=other(f"postgresql+"
            f"psycopg://postgres@127.0.0.1:{closed_port()}/postgres")))  # fmt: skip
        yield case(sa, "no-result", (BIZ, CLI), lambda: sql("SELECT owner FROM accounts WHERE "
            "id = 42")().one())  # fmt: skip
        yield case(sa, "multiple-results", (FAT, CLI), lambda: sql("SELECT owner FROM accounts "
            "WHERE balance > 0")().one())  # fmt: skip
        yield case(sa, "missing-bind-parameter", (FAT, CLI), sql("SELECT * FROM accounts WHERE "
            "id = :id"))  # fmt: skip
        yield case(sa, "result-has-no-rows", FAT, sql("UPDATE accounts SET owner = owner WHERE "
            "id = 1", rows=True))  # fmt: skip
        yield case(sa, "unknown-dialect", (FAT, CLI), lambda: create_engine("postgresql+"
            "psycopg4://postgres@127.0.0.1/postgres"))  # fmt: skip
        yield case(sa, "pending-rollback", FAT, pending_rollback)
        yield case(sa, "too-many-clients", TRA, crowded)
        engine.dispose()


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (sqlalchemy_pg_family,)
