"""Held-out set 11, part 3: data stores raising live on 127.0.0.1 or local files.

* coredis 6.9.0 (an async Redis client, not redis-py) against a real ``redis-server``
  started on a free loopback port and put in the states that make it refuse: a key of the
  wrong type, a password, no memory left, a replica cut from its primary, a script hogging the
  server, the client limit, existing consumer groups.
* apsw 3.54.1.0 (SQLite's own Python wrapper, not ``sqlite3``) on temporary files: busy and
  locked databases, constraints, a full database, read-only and corrupt files, an interrupted
  query, SQL errors.

Written 2026-12-03 between 20:56 and 21:08 UTC by the helper ``heldout11``, built blind:
labelled from DESIGN.md §2 semantics only; ``classify()``, the decorator and any
observation were never run on these cases, nor were the classifier's rules, its tests or any
verdict read."""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import socket
import subprocess
import tempfile
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED, silent_url
from _heldout_servers import closed_port, free_port

__all__ = ["FAMILIES"]


def _resp(port: int, *commands: list[str]) -> bytes:
    """Send raw RESP commands to the server on ``port`` and return what it answered."""
    with socket.create_connection(("127.0.0.1", port), 2) as sock:
        for args in commands:
            parts = [f"*{len(args)}\r\n"] + [f"${len(a.encode())}\r\n{a}\r\n" for a in args]
            sock.sendall("".join(parts).encode())
        time.sleep(0.1)
        return sock.recv(65536)


@contextlib.contextmanager
def _redis() -> Iterator[int]:
    binary = shutil.which("redis-server")
    if binary is None:
        raise RuntimeError("redis-server is not on PATH")
    port, directory = free_port(), tempfile.mkdtemp(prefix="heldout11-redis-")
    process = subprocess.Popen(
        [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--dir", directory,
         "--appendonly", "no", "--busy-reply-threshold", "100"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError):
                _resp(port, ["PING"])
                break
            time.sleep(0.05)
        yield port
    finally:
        process.terminate()
        process.wait(10)
        shutil.rmtree(directory, ignore_errors=True)


def coredis_family() -> Iterator[Case]:
    import coredis

    Step = Callable[[Any], Awaitable[Any]]

    def run(port: int, step: Step, unwrap: bool = True, **options: Any) -> Callable[[], Any]:
        async def go() -> Any:
            client = coredis.Redis(
                host="127.0.0.1", port=port, decode_responses=True, connect_timeout=1,
                stream_timeout=1, **options,
            )  # fmt: skip
            async with client:
                if not unwrap:  # a naive tool: the error leaves as anyio's ExceptionGroup
                    return await step(client)
                try:
                    return await step(client)
                except coredis.exceptions.RedisError as exc:
                    error = exc
            raise error

        return lambda: asyncio.run(go())

    rd = "coredis"
    with _redis() as port:
        _resp(port, ["SET", "profile", "ana"], ["XADD", "orders", "*", "id", "1"])
        _resp(port, ["XGROUP", "CREATE", "orders", "billing", "0"])
        yield case(rd, "wrongtype", CLI, run(port, lambda c: c.lpush("profile", ["x"])))
        # The one error inside the group decides, as it would unwrapped.
        yield case(rd, "grouped-wrongtype", CLI, run(port, lambda c: c.lpush("profile", ["x"]),
            unwrap=False))  # fmt: skip
        yield case(rd, "not-an-integer", CLI, run(port, lambda c: c.incr("profile")))
        # The group exists already: the state answered, or the call must change.
        yield case(rd, "busygroup", (CLI, BIZ), run(port, lambda c: c.xgroup_create(
            "orders", "billing", "0")))  # fmt: skip
        yield case(rd, "nogroup", CLI, run(port, lambda c: c.xreadgroup(
            "shipping", "worker-1", streams={"orders": ">"})))  # fmt: skip
        yield case(rd, "noscript", (CLI, FAT), run(port, lambda c: c.evalsha(
            "ffffffffffffffffffffffffffffffffffffffff")))  # fmt: skip
        yield case(rd, "db-out-of-range", (CLI, FAT), run(port, lambda c: c.ping(), db=99))
        yield case(rd, "script-error", (CLI, FAT), run(port, lambda c: c.eval(
            "return redis.call('GET')")))  # fmt: skip
        # A script hogs the server: "BUSY Redis is busy running a script".
        hog = threading.Thread(target=_resp, args=(port, ["EVAL", "while true do end", "0"]))
        hog.start()
        time.sleep(0.4)
        yield case(rd, "busy-script", TRA, run(port, lambda c: c.get("profile")))
        _resp(port, ["SCRIPT", "KILL"])
        hog.join()
        # No memory left under 'noeviction': an operator must act; keys may also expire.
        _resp(port, ["CONFIG", "SET", "maxmemory", "1"])
        yield case(rd, "oom", (FAT, TRA), run(port, lambda c: c.set("cart", "1")))
        _resp(port, ["CONFIG", "SET", "maxmemory", "0"])
        _resp(port, ["CONFIG", "SET", "maxclients", "1"])
        blocker = socket.create_connection(("127.0.0.1", port))
        time.sleep(0.1)
        yield case(rd, "max-clients", TRA, run(port, lambda c: c.get("profile")))
        blocker.close()
        time.sleep(0.2)
        _resp(port, ["CONFIG", "SET", "maxclients", "100"])
        # Cut from a primary that is not there: writes refused, stale reads refused.
        _resp(port, ["CONFIG", "SET", "replica-serve-stale-data", "no"],
              ["REPLICAOF", "127.0.0.1", str(closed_port())])  # fmt: skip
        time.sleep(0.3)
        yield case(rd, "masterdown", TRA, run(port, lambda c: c.get("profile")))
        _resp(port, ["CONFIG", "SET", "replica-serve-stale-data", "yes"])
        # Writing to a replica: the target must change, or a failover is under way.
        yield case(rd, "readonly-replica", (TRA, CLI), run(port, lambda c: c.set("a", "1")))
        _resp(port, ["REPLICAOF", "NO", "ONE"], ["CONFIG", "SET", "requirepass", "s3cret"])
        yield case(rd, "noauth", CRED, run(port, lambda c: c.get("profile")))
        yield case(rd, "wrongpass", CRED, run(port, lambda c: c.get("profile"),
            password="wrong"))  # fmt: skip
    yield case(rd, "refused", TRA, run(closed_port(), lambda c: c.ping()))
    yield case(rd, "grouped-refused", TRA, run(closed_port(), lambda c: c.ping(), unwrap=False))
    silent = int(silent_url().rsplit(":", 1)[1])
    yield case(rd, "timeout", TRA, run(silent, lambda c: c.ping()))


def apsw_family() -> Iterator[Case]:
    import apsw

    directory = tempfile.mkdtemp(prefix="heldout11-apsw-")
    path = os.path.join(directory, "shop.db")
    setup = apsw.Connection(path)
    setup.execute(
        "PRAGMA journal_mode=DELETE;"
        "CREATE TABLE customers(id INTEGER PRIMARY KEY, email TEXT UNIQUE NOT NULL,"
        " balance INTEGER CHECK (balance >= 0));"
        "CREATE TABLE orders(id INTEGER PRIMARY KEY, customer INTEGER NOT NULL"
        " REFERENCES customers(id));"
        "INSERT INTO customers VALUES (1, 'ana@example.com', 10);"
        "CREATE TRIGGER no_refund BEFORE DELETE ON orders BEGIN"
        " SELECT RAISE(ABORT, 'order already shipped: refunds are not possible'); END;"
        "INSERT INTO orders VALUES (7, 1);"
    ).fetchall()
    setup.close()

    def sql(statement: str, target: str = path, **flags: int) -> Callable[[], Any]:
        def go() -> Any:
            connection = apsw.Connection(target, **flags)
            connection.execute("PRAGMA foreign_keys=ON")
            return connection.execute(statement).fetchall()

        return go

    db = "apsw"
    yield case(db, "unique", (CLI, BIZ), sql(
        "INSERT INTO customers VALUES (2, 'ana@example.com', 0)"))  # fmt: skip
    yield case(db, "not-null", CLI, sql("INSERT INTO customers(id, balance) VALUES (3, 1)"))
    # The CHECK constraint is the domain rule "no negative balance".
    yield case(db, "check-balance", (CLI, BIZ), sql(
        "UPDATE customers SET balance = balance - 50 WHERE id = 1"))  # fmt: skip
    yield case(db, "foreign-key", CLI, sql("INSERT INTO orders VALUES (8, 99)"))
    yield case(db, "trigger-raise", (BIZ, CLI), sql("DELETE FROM orders WHERE id = 7"))
    yield case(db, "no-such-table", FAT, sql("SELECT * FROM invoices"))
    yield case(db, "syntax", FAT, sql("SELEC * FROM customers"))
    yield case(db, "no-such-column", FAT, sql("SELECT nickname FROM customers"))
    yield case(db, "datatype-mismatch", CLI, sql(
        "INSERT INTO customers VALUES ('seven', 'b@example.com', 1)"))  # fmt: skip
    # Another connection holds the write lock.
    holder = apsw.Connection(path)
    holder.execute("BEGIN EXCLUSIVE")
    yield case(db, "busy", TRA, sql("INSERT INTO orders VALUES (9, 1)"))
    holder.execute("ROLLBACK")
    holder.close()
    yield case(db, "readonly", (CLI, FAT), sql(
        "INSERT INTO orders VALUES (10, 1)", flags=apsw.SQLITE_OPEN_READONLY))  # fmt: skip
    yield case(db, "cantopen", CLI, sql(
        "SELECT 1", os.path.join(directory, "missing", "shop.db")))  # fmt: skip
    garbage = os.path.join(directory, "notes.db")
    with open(garbage, "wb") as handle:
        handle.write(b"this is a text file, not a database\n" * 200)
    yield case(db, "not-a-database", (CLI, FAT), sql("SELECT * FROM sqlite_master", garbage))

    # The database may not grow past its page limit: full, as a disk is.
    def full() -> Any:
        connection = apsw.Connection(path)
        connection.execute("PRAGMA max_page_count=1")
        return connection.execute("INSERT INTO customers VALUES (50, ?, 1)", ("x" * 9000,))

    yield case(db, "full", FAT, full)

    def interrupted() -> Any:
        connection = apsw.Connection(":memory:")
        connection.set_progress_handler(lambda: True, 100)
        return connection.execute(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n"
        ).fetchall()

    # The query was cancelled by the caller's own handler, a deadline-like stop.
    yield case(db, "interrupt", (TRA, FAT), interrupted)
    yield case(db, "too-big", CLI, sql("SELECT zeroblob(2000000000)"))
    shutil.rmtree(directory, ignore_errors=True)


FAMILIES = (coredis_family, apsw_family)
