"""Held-out set 10, part 4: database drivers toolretry was not written against, against fake
servers on 127.0.0.1: aiomysql (a server that refuses, hangs up, speaks HTTP, or answers the
connection with a MySQL error packet: too many connections, host blocked, shutdown in
progress, access denied, unknown database) and python-oracledb in thin mode (refused, reset,
a TNS listener refusing with ORA-125xx reasons, a DSN or credentials it cannot use). None is
in sets 1-9, "gen" or ``tests/``. (The Hazelcast client was tried and left out: it raises one
message for every unreachable cluster, and a member that accepts and never answers hangs its
connect past any timeout.)

Labelled from DESIGN.md §2 before any verdict was looked at (2026-12-03, by the helper
``heldout10``, which never ran ``classify()`` nor read the classifier's rules): a server out
of connections or handlers, shutting down or starting is transient; a name, host or database
the server does not know is the request's or the configuration's (client or fatal)."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import struct
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def _speaker(reply: bytes, listen_first: bool = False) -> int:
    """A loopback port whose server sends ``reply`` to each connection (after reading the
    client's first bytes when ``listen_first``), waits a moment, then closes it."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)

    def serve() -> None:
        while True:
            conn, _ = listener.accept()
            with contextlib.suppress(OSError):
                if listen_first:
                    conn.recv(65536)
                conn.sendall(reply)
                time.sleep(0.1)
            conn.close()

    threading.Thread(target=serve, daemon=True).start()
    port: int = listener.getsockname()[1]
    return port


def _mysql_error(code: int, message: str, sqlstate: str | None = None) -> bytes:
    """A MySQL ERR packet (sequence 0), as a server sends instead of its greeting."""
    payload = b"\xff" + struct.pack("<H", code)
    if sqlstate is not None:
        payload += b"#" + sqlstate.encode()
    payload += message.encode()
    return struct.pack("<I", len(payload))[:3] + b"\x00" + payload


def aiomysql_family() -> Iterator[Case]:
    import aiomysql

    def connect(port: int) -> Callable[[], Any]:
        async def go() -> Any:
            conn = await aiomysql.connect(
                host="127.0.0.1",
                port=port,
                user="app",
                password="pw",
                db="shop",
                connect_timeout=2,
            )
            conn.close()

        return lambda: asyncio.run(go())

    def greeting(code: int, message: str, sqlstate: str | None = None) -> Callable[[], Any]:
        return connect(_speaker(_mysql_error(code, message, sqlstate)))

    yield case("aiomysql", "refused", TRA, connect(closed_port()))
    yield case("aiomysql", "closed-at-once", TRA, connect(_speaker(b"")))
    yield case(
        "aiomysql",
        "http-port",
        (CLI, FAT),
        connect(_speaker(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")),
    )
    yield case("aiomysql", "1040-too-many-connections", TRA, greeting(1040, "Too many connections"))
    yield case(
        "aiomysql",
        "1203-max-user-connections",
        TRA,
        greeting(
            1203,
            "User app already has more than 'max_user_connections' active connections",
            "42000",
        ),
    )
    yield case(
        "aiomysql",
        "1053-shutdown",
        TRA,
        greeting(1053, "Server shutdown in progress", "08S01"),
    )
    yield case(
        "aiomysql",
        "1130-host-not-allowed",
        (CLI, FAT),
        greeting(1130, "Host '127.0.0.1' is not allowed to connect to this MySQL server"),
    )
    yield case(
        "aiomysql",
        "1129-host-blocked",
        (CLI, FAT),
        greeting(
            1129,
            "Host '127.0.0.1' is blocked because of many connection errors; unblock "
            "with 'mysqladmin flush-hosts'",
        ),
    )
    yield case(
        "aiomysql",
        "1045-access-denied",
        CRED,
        greeting(1045, "Access denied for user 'app'@'127.0.0.1' (using password: YES)", "28000"),
    )
    yield case(
        "aiomysql",
        "1049-unknown-database",
        (CLI, FAT),
        greeting(1049, "Unknown database 'shop'", "42000"),
    )
    yield case(
        "aiomysql",
        "1226-max-questions",
        (TRA, FAT),
        greeting(
            1226,
            "User 'app' has exceeded the 'max_questions' resource (current value: 10000)",
            "42000",
        ),
    )


def _tns_refuse(error: int) -> bytes:
    """A TNS REFUSE packet carrying a listener error number, as an Oracle listener sends."""
    data = (
        f"(DESCRIPTION=(TMP=)(VSNNUM=0)(ERR={error})(ERROR_STACK=(ERROR=(CODE={error})(EMFI=4))))"
    ).encode()
    body = bytes([1, 0]) + struct.pack(">H", len(data)) + data
    return struct.pack(">HHBBH", 8 + len(body), 0, 4, 0, 0) + body


def oracledb_family() -> Iterator[Case]:
    import oracledb

    def connect(port: int, service: str = "FREEPDB1") -> Callable[[], Any]:
        return lambda: oracledb.connect(
            user="scott",
            password="tiger",
            dsn=f"127.0.0.1:{port}/{service}",
            tcp_connect_timeout=2,
        )

    def listener(error: int) -> Callable[[], Any]:
        return connect(_speaker(_tns_refuse(error), listen_first=True))

    yield case("oracledb", "refused", TRA, connect(closed_port()))
    yield case("oracledb", "reset-at-once", TRA, connect(_speaker(b"")))
    yield case("oracledb", "ora-12514-unknown-service", (CLI, FAT), listener(12514))
    yield case("oracledb", "ora-12505-unknown-sid", (CLI, FAT), listener(12505))
    yield case("oracledb", "ora-12516-no-handler", TRA, listener(12516))
    yield case("oracledb", "ora-12519-no-handler", TRA, listener(12519))
    yield case("oracledb", "ora-12520-no-dedicated-handler", TRA, listener(12520))
    yield case("oracledb", "ora-12528-blocking-new-connections", TRA, listener(12528))
    yield case(
        "oracledb",
        "tns-alias-without-config",
        (CLI, FAT),
        lambda: oracledb.connect(user="scott", password="tiger", dsn="salesdb_high"),
    )
    yield case(
        "oracledb",
        "no-credentials",
        (CLI, FAT),
        lambda: oracledb.connect(user="scott", dsn=f"127.0.0.1:{closed_port()}/FREEPDB1"),
    )


FAMILIES = (aiomysql_family, oracledb_family)
