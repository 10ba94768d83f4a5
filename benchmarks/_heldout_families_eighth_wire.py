"""Held-out set 8, part 3: message-bus and database wire protocols toolretry was not written
against, each raising live against a scripted loopback TCP server: paho-mqtt (MQTT 3.1.1 and
5 CONNACK refusals), nats-py (server ``-ERR`` lines, request timeouts, no responders) and the
neo4j Bolt driver (refused, silent and non-Bolt servers). None is in sets 1-7 or ``tests/``.

Every label was written from DESIGN.md §2 and issue 23 before any verdict was looked at
(2026-12-03, 14:40-15:40 UTC, by a helper that never ran ``classify()`` on these cases nor
read the classifier's rules); see ``_heldout_families_eighth.py`` for the conventions."""

from __future__ import annotations

import asyncio
import re
import socket
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED, silent_url
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def _tcp(handle: Callable[[socket.socket], None]) -> int:
    """A loopback TCP server running ``handle`` on each connection; returns its port."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)

    def serve() -> None:
        while True:
            conn, _ = listener.accept()
            threading.Thread(target=_guarded, args=(handle, conn), daemon=True).start()

    threading.Thread(target=serve, daemon=True).start()
    port: int = listener.getsockname()[1]
    return port


def _guarded(handle: Callable[[socket.socket], None], conn: socket.socket) -> None:
    try:
        handle(conn)
    except OSError:
        pass
    finally:
        time.sleep(0.5)
        conn.close()


def mqtt_family() -> Iterator[Case]:
    import paho.mqtt.client as mqtt
    import paho.mqtt.publish as publish

    def broker(connack: bytes) -> int:
        def handle(conn: socket.socket) -> None:
            conn.recv(4096)
            conn.sendall(connack)

        return _tcp(handle)

    def send(port: int, v5: bool = False) -> Callable[[], Any]:
        protocol = mqtt.MQTTv5 if v5 else mqtt.MQTTv311
        return lambda: publish.single(
            "sensors/t1", "21.5", hostname="127.0.0.1", port=port, protocol=protocol
        )

    def v3(code: int) -> Callable[[], Any]:
        return send(broker(bytes([0x20, 2, 0, code])))

    def v5(reason: int) -> Callable[[], Any]:
        return send(broker(bytes([0x20, 3, 0, reason, 0])), v5=True)

    yield case("paho-mqtt", "v3-protocol-version", (CLI, FAT), v3(1))
    yield case("paho-mqtt", "v3-identifier-rejected", CLI, v3(2))
    yield case("paho-mqtt", "v3-server-unavailable", TRA, v3(3))
    yield case("paho-mqtt", "v3-bad-credentials", CRED, v3(4))
    yield case("paho-mqtt", "v3-not-authorized", CRED, v3(5))
    yield case("paho-mqtt", "v5-bad-credentials", CRED, v5(0x86))
    yield case("paho-mqtt", "v5-server-busy", TRA, v5(0x89))
    yield case("paho-mqtt", "v5-quota-exceeded", (TRA, FAT), v5(0x97))
    yield case("paho-mqtt", "v5-rate-exceeded", TRA, v5(0x9F))
    yield case("paho-mqtt", "refused", TRA, send(closed_port()))


_INFO = (
    b'INFO {"server_id":"heldout8","version":"2.10.0","proto":1,"headers":true,'
    b'"max_payload":1048576}\r\n'
)


def nats_family() -> Iterator[Case]:
    import nats

    def refuse_with(line: bytes) -> int:
        def handle(conn: socket.socket) -> None:
            conn.sendall(_INFO)
            conn.recv(4096)
            conn.sendall(line)

        return _tcp(handle)

    def answer(no_responders: bool) -> int:
        """Answers PING; to a request, a 503 status message when ``no_responders``."""

        def handle(conn: socket.socket) -> None:
            conn.sendall(_INFO)
            data = b""
            sid = b"1"
            while True:
                chunk = conn.recv(4096)
                if not chunk:
                    return
                data += chunk
                if b"PING\r\n" in data:
                    conn.sendall(b"PONG\r\n")
                    data = data.replace(b"PING\r\n", b"", 1)
                sub = re.search(rb"SUB (\S+) (\d+)\r\n", data)
                if sub:
                    sid = sub.group(2)
                pub = re.search(rb"(?:H?PUB) svc\.quote (\S+) ", data)
                if pub and no_responders:
                    header = b"NATS/1.0 503\r\n\r\n"
                    conn.sendall(
                        b"HMSG %s %s %d %d\r\n%s\r\n"
                        % (pub.group(1), sid, len(header), len(header), header)
                    )
                    data = b""

        return _tcp(handle)

    async def noop(_: Exception) -> None:
        return None

    def request(port: int) -> Callable[[], Any]:
        async def go() -> None:
            client = await nats.connect(
                f"nats://127.0.0.1:{port}",
                allow_reconnect=False,
                connect_timeout=1,
                max_reconnect_attempts=1,
                reconnect_time_wait=0.1,
                error_cb=noop,
            )
            try:
                await client.request("svc.quote", b"{}", timeout=0.5)
            finally:
                await client.close()

        return lambda: asyncio.run(go())

    yield case(
        "nats",
        "authorization-violation",
        CRED,
        request(refuse_with(b"-ERR 'Authorization Violation'\r\n")),
    )
    yield case(
        "nats",
        "max-connections",
        TRA,
        request(refuse_with(b"-ERR 'maximum connections exceeded'\r\n")),
    )
    yield case("nats", "request-timeout", TRA, request(answer(no_responders=False)))
    yield case("nats", "no-responders", (TRA, CLI), request(answer(no_responders=True)))
    yield case("nats", "refused", TRA, request(closed_port()))


def neo4j_family() -> Iterator[Case]:
    import neo4j

    def verify(port: int, timeout: float = 3.0) -> Callable[[], Any]:
        def action() -> None:
            with neo4j.GraphDatabase.driver(
                f"bolt://127.0.0.1:{port}",
                auth=("neo4j", "pw"),
                connection_timeout=timeout,
                connection_acquisition_timeout=timeout,
            ) as driver:
                driver.verify_connectivity()

        return action

    def not_bolt(conn: socket.socket) -> None:
        conn.recv(64)
        conn.sendall(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")

    yield case("neo4j", "refused", TRA, verify(closed_port()))
    yield case(
        "neo4j", "silent-server", TRA, verify(int(silent_url().rsplit(":", 1)[1]), timeout=0.3)
    )
    yield case("neo4j", "not-a-bolt-server", (CLI, FAT), verify(_tcp(not_bolt)))
    yield case(
        "neo4j",
        "bad-scheme",
        (CLI, FAT),
        lambda: neo4j.GraphDatabase.driver("mysql://127.0.0.1:7687"),
    )


FAMILIES = (mqtt_family, nats_family, neo4j_family)
