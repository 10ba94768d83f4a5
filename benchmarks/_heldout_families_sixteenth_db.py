"""Held-out set 16, part 3: two SQL wire protocols, with their servers on 127.0.0.1.

* MySQL wire: a mysql-mimic 3.0 server (a real implementation of the MySQL protocol, its
  error table given the SQLSTATEs a MySQL server sends) whose session raises the server
  errors real MySQL raises, some in the languages ``lc_messages`` offers, read by
  mysql-connector-python 26 (pure protocol; ``errno``, ``sqlstate``, ``msg``) and asyncmy 0.2
  (``args`` = (errno, message) only).
* PostgreSQL wire: a real PostgreSQL cluster read by psqlpy 0.13 (a Rust driver), whose
  exceptions carry no SQLSTATE: only a message ``"... db error: ERROR: <server text>"``.

Written 2026-12-04 between 09:50 and 10:55 UTC by the helper ``heldout16``, built blind:
labelled from DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any
observation were never run on these cases before the labels were committed, nor were the
classifier's rules, its tests or any earlier result read. None of these packages appears in
an earlier set (PostgreSQL did, through psycopg, psycopg2, asyncpg and pg8000)."""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_servers import Postgres, closed_port, free_port

__all__ = ["FAMILIES"]

# (errno, SQLSTATE) as MySQL 8 sends them, for the server's error packets.
_STATES = {1062: b"23000", 1213: b"40001", 1205: b"HY000", 1146: b"42S02", 1452: b"23000",
    1406: b"22001", 1366: b"HY000", 1451: b"23000", 1290: b"HY000", 1114: b"HY000",
    1021: b"HY000", 3024: b"HY000", 1226: b"42000", 1142: b"42000", 1054: b"42S22",
    1048: b"23000", 1205 + 1: b"HY000", 1053: b"08S01", 1927: b"70100", 4031: b"HY000",
    1317: b"70100", 1203: b"42000", 1044: b"42000", 1049: b"42000"}  # fmt: skip


def _mysql_server() -> tuple[int, dict[str, tuple[int, str]]]:
    from mysql_mimic import MysqlServer, Session
    from mysql_mimic import errors as mysql_errors

    logging.getLogger("mysql_mimic").setLevel(logging.CRITICAL)
    mysql_errors.SQLSTATES.update(_STATES)
    script: dict[str, tuple[int, str]] = {}

    class Scripted(Session):  # type: ignore[misc]
        async def query(self, expression: Any, sql: str, attrs: dict[str, str]) -> Any:
            if "orders" in sql:
                code, text = script["next"]
                raise mysql_errors.MysqlError(text, code)
            return await super().query(expression, sql, attrs)

    port = free_port()
    loop = asyncio.new_event_loop()
    server = MysqlServer(session_factory=Scripted, host="127.0.0.1", port=port)

    def serve() -> None:
        asyncio.set_event_loop(loop)
        loop.run_until_complete(server.start_server())
        loop.run_forever()

    threading.Thread(target=serve, daemon=True).start()
    time.sleep(0.3)
    return port, script


_MYSQL: list[tuple[int, str, tuple[str, ...], float | None]] = [
    (1062, "Duplicate entry 'ops@example.org' for key 'users.email'", (CLI, BIZ), None),
    (1452, "Cannot add or update a child row: a foreign key constraint fails (`shop`.`orders`, "
     "CONSTRAINT `fk_customer` FOREIGN KEY (`customer_id`) REFERENCES `customers` (`id`))",
     (CLI, BIZ), None),
    (1451, "Cannot delete or update a parent row: a foreign key constraint fails", (CLI, BIZ),
     None),
    (1048, "Column 'customer_id' cannot be null", (CLI,), None),
    (1406, "Data too long for column 'note' at row 1", (CLI,), None),
    (1366, "Incorrect integer value: 'abc' for column 'qty' at row 1", (CLI,), None),
    (1146, "Table 'shop.orders' doesn't exist", (FAT, CLI), None),
    (1054, "Unknown column 'ordr_id' in 'field list'", (FAT, CLI), None),
    (1213, "Deadlock found when trying to get lock; try restarting transaction", (TRA,), None),
    (1205, "Lock wait timeout exceeded; try restarting transaction", (TRA,), None),
    (1040, "Too many connections", (TRA,), None),
    (1203, "User app already has more than 'max_user_connections' active connections", (TRA,),
     None),
    (1053, "Server shutdown in progress", (TRA,), None),
    (1290, "The MySQL server is running with the --read-only option so it cannot execute this "
     "statement", (TRA, FAT), None),
    (1114, "The table 'orders' is full", (FAT,), None),
    (1021, "Disk full (/var/lib/mysql/#sql_1_0); waiting for someone to free some space... "
     "(errno: 28 \"No space left on device\")", (FAT,), None),
    (1142, "SELECT command denied to user 'app'@'localhost' for table 'orders'", CRED, None),
    # The account's hourly query allowance (MAX_QUERIES_PER_HOUR): lifted when the hour ends.
    (1226, "User 'app' has exceeded the 'max_questions' resource (current value: 1000)",
     (FAT, TRA), None),
    (3024, "Query execution was interrupted, maximum statement execution time exceeded",
     (TRA, CLI), None),
    (1317, "Query execution was interrupted", (TRA,), None),
    (1062, "Entrada duplicada 'ops@example.org' para la clave 'users.email'", (CLI, BIZ), None),
    (1213, "Deadlock beim Versuch, eine Sperre zu erhalten; versuchen Sie, die Transaktion neu "
     "zu starten", (TRA,), None),
    (1146, "La table 'shop.orders' n'existe pas", (FAT, CLI), None),
    (1205, "ロック待ちがタイムアウトしました。トランザクションを再試行してください。", (TRA,), None),
    (1040, "Слишком много соединений", (TRA,), None),
]  # fmt: skip


def mysql_family() -> Iterator[Case]:
    import asyncmy
    import mysql.connector

    port, script = _mysql_server()

    def connector(code: int, text: str, user: str = "app", password: str = "",
            at: int | None = None) -> Callable[[], Any]:  # fmt: skip
        def run() -> Any:
            script["next"] = (code, text)
            link = mysql.connector.connect(host="127.0.0.1", port=at or port, user=user,
                password=password, connection_timeout=2, use_pure=True)  # fmt: skip
            cursor = link.cursor()
            cursor.execute("SELECT id, total FROM orders WHERE id = 4512")
            return cursor.fetchall()

        return run

    def native(code: int, text: str, password: str = "", at: int | None = None) -> Any:
        async def query() -> Any:
            link = await asyncmy.connect(host="127.0.0.1", port=at or port, user="app",
                password=password, connect_timeout=2)  # fmt: skip
            async with link.cursor() as cursor:
                await cursor.execute("UPDATE orders SET total = 10 WHERE id = 4512")

        def run() -> Any:
            script["next"] = (code, text)
            return asyncio.run(query())

        return run

    my = "mysql-wire"
    for index, (code, text, accept, wait) in enumerate(_MYSQL):
        yield case(my, f"connector-{code}-{index}", accept, connector(code, text), wait)
    for index, (code, text, accept, wait) in enumerate(_MYSQL[:14]):
        yield case(my, f"asyncmy-{code}-{index}", accept, native(code, text), wait)
    yield case(my, "connector-access-denied", CRED, connector(0, "", password="wrong-pw"))
    yield case(my, "asyncmy-access-denied", CRED, native(0, "", password="wrong-pw"))
    yield case(my, "connector-refused", TRA, connector(0, "", at=closed_port()))
    yield case(my, "asyncmy-refused", TRA, native(0, "", at=closed_port()))


def psqlpy_family() -> Iterator[Case]:
    import psqlpy

    with Postgres.started() as pg:
        if pg is None:
            raise RuntimeError("no PostgreSQL cluster could be started")
        dsn = f"postgres://postgres@127.0.0.1:{pg.port}/postgres"

        async def connect(target: str = dsn) -> Any:
            return await psqlpy.connect(dsn=target, connect_timeout_sec=2)

        async def setup() -> None:
            link = await connect()
            for statement in (
                "CREATE TABLE accounts (id int PRIMARY KEY, owner text NOT NULL, "
                "balance int CHECK (balance >= 0))",
                "CREATE TABLE payments (id int PRIMARY KEY, account int REFERENCES accounts)",
                "INSERT INTO accounts VALUES (1, 'ops', 10), (2, 'dev', 10)",
                "CREATE FUNCTION pay(amount int) RETURNS void AS $$ BEGIN IF amount > 10 THEN "
                "RAISE EXCEPTION 'insufficient funds: balance 10, requested %', amount; END IF; "
                "END $$ LANGUAGE plpgsql",
            ):
                await link.execute(statement)

        asyncio.run(setup())

        def sql(statement: str, target: str = dsn, setting: str = "") -> Callable[[], Any]:
            async def query() -> Any:
                link = await connect(target)
                try:
                    if setting:
                        await link.execute(setting)
                    return await link.execute(statement)
                finally:
                    link.close()

            return lambda: asyncio.run(query())

        async def locked(statement: str) -> Any:
            holder = await connect()
            waiter = await connect()
            transaction = holder.transaction()
            await transaction.begin()
            await transaction.execute("SELECT * FROM accounts WHERE id = 1 FOR UPDATE")
            try:
                await waiter.execute("SET lock_timeout = '150ms'")
                return await waiter.execute(statement)
            finally:
                await transaction.rollback()
                holder.close()
                waiter.close()

        async def deadlock() -> Any:
            first, second = await connect(), await connect()
            one, two = first.transaction(), second.transaction()
            await one.begin()
            await two.begin()
            await one.execute("UPDATE accounts SET balance = 9 WHERE id = 1")
            await two.execute("UPDATE accounts SET balance = 9 WHERE id = 2")
            results = await asyncio.gather(
                one.execute("UPDATE accounts SET balance = 8 WHERE id = 2"),
                two.execute("UPDATE accounts SET balance = 8 WHERE id = 1"),
                return_exceptions=True,
            )
            first.close()
            second.close()
            for result in results:
                if isinstance(result, BaseException):
                    raise result
            return results

        async def killed() -> Any:
            victim, admin = await connect(), await connect()
            pid = (await victim.execute("SELECT pg_backend_pid() AS pid")).result()[0]["pid"]
            await admin.execute(f"SELECT pg_terminate_backend({pid})")
            await asyncio.sleep(0.2)
            admin.close()
            return await victim.execute("SELECT 1")

        async def crowded() -> Any:
            links = []
            try:
                for _ in range(16):
                    links.append(await connect())
            finally:
                for link in links:
                    link.close()
            return links

        pq = "psqlpy"
        yield case(pq, "unique", (CLI, BIZ), sql("INSERT INTO accounts VALUES (1, 'x', 1)"))
        yield case(pq, "check", (CLI, BIZ), sql("UPDATE accounts SET balance = -5 WHERE id = 1"))
        yield case(pq, "not-null", CLI, sql("INSERT INTO accounts VALUES (3, NULL, 1)"))
        yield case(pq, "foreign-key", (CLI, BIZ), sql("INSERT INTO payments VALUES (1, 99)"))
        yield case(pq, "syntax", (FAT, CLI), sql("SELEC owner FROM accounts"))
        yield case(pq, "undefined-table", (FAT, CLI), sql("SELECT * FROM acounts"))
        yield case(pq, "undefined-column", (FAT, CLI), sql("SELECT ownr FROM accounts"))
        yield case(pq, "division", CLI, sql("SELECT balance / 0 FROM accounts"))
        yield case(pq, "bad-integer", CLI, sql("SELECT 'abc'::int"))
        yield case(pq, "raise-funds", (BIZ, CLI), sql("SELECT pay(50)"))
        yield case(pq, "read-only", (CLI, FAT), sql("INSERT INTO accounts VALUES (5, 'y', 1)",
            setting="SET default_transaction_read_only = on"))  # fmt: skip
        yield case(pq, "statement-timeout", (TRA, CLI), sql("SELECT pg_sleep(2)",
            setting="SET statement_timeout = 100"))  # fmt: skip
        yield case(pq, "lock-timeout", TRA, lambda: asyncio.run(locked("UPDATE accounts SET "
            "balance = 1 WHERE id = 1")))  # fmt: skip
        yield case(pq, "deadlock", TRA, lambda: asyncio.run(deadlock()))
        yield case(pq, "terminated", TRA, lambda: asyncio.run(killed()))
        yield case(pq, "no-role", CRED, sql("SELECT 1", f"postgres://nobody@127.0.0.1:{pg.port}/"
            "postgres"))  # fmt: skip
        yield case(pq, "no-database", CLI, sql("SELECT 1", f"postgres://postgres@127.0.0.1:"
            f"{pg.port}/warehouse"))  # fmt: skip
        yield case(pq, "refused", TRA, sql("SELECT 1", f"postgres://postgres@127.0.0.1:"
            f"{closed_port()}/postgres"))  # fmt: skip
        yield case(pq, "too-many-clients", TRA, lambda: asyncio.run(crowded()))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (mysql_family, psqlpy_family)
