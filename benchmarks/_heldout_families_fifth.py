"""Held-out set 5, built after the rows set 4 led to: websocket-client, opensearch-py, the
Kubernetes client, more validation libraries (voluptuous, msgspec, cattrs), more parsers (lxml,
xmltodict, jmespath, jsonpath-ng, pyparsing), trio, and stdlib odds and ends. None is in sets
1-4 or ``tests/``; every label was written from DESIGN.md §2 before any verdict was looked at."""

from __future__ import annotations

import concurrent.futures
import json
import os
import queue
import socket
import threading
from collections.abc import Iterator
from typing import Any

from _heldout_cases import CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def websocket_client_family() -> Iterator[Case]:
    import websocket

    server = http()

    def handshake(status: int, **headers: str) -> Any:
        def action() -> None:
            server.set(status, "no", **headers)
            websocket.create_connection(server.url.replace("http", "ws") + "/feed", timeout=3)

        return action

    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(1)
    yield case("websocket-client", "503", TRA, handshake(503, Retry_After="6"), 6.0)
    yield case("websocket-client", "429", TRA, handshake(429, Retry_After="2"), 2.0)
    yield case("websocket-client", "403", CLI, handshake(403))
    yield case("websocket-client", "404", CLI, handshake(404))
    yield case(
        "websocket-client",
        "refused",
        TRA,
        lambda: websocket.create_connection(f"ws://127.0.0.1:{closed_port()}/", timeout=3),
    )
    yield case(
        "websocket-client",
        "timeout",
        TRA,
        lambda: websocket.create_connection(
            f"ws://127.0.0.1:{silent.getsockname()[1]}/", timeout=0.5
        ),
    )


def opensearch_family() -> Iterator[Case]:
    from opensearchpy import OpenSearch

    server = http()
    client = OpenSearch([server.url], max_retries=0, retry_on_timeout=False, timeout=3)

    def search(status: int, kind: str, reason: str, **headers: str) -> Any:
        def action() -> None:
            body = {"error": {"type": kind, "reason": reason}, "status": status}
            server.set(status, json.dumps(body), **headers)
            client.search(index="logs", body={"query": {"match_all": {}}})

        return action

    rows: list[tuple[str, int, str, str, tuple[str, ...], float | None, dict[str, str]]] = [
        (
            "rejected",
            429,
            "rejected_execution_exception",
            "rejected execution",
            (TRA,),
            3.0,
            {"Retry-After": "3"},
        ),
        ("no-index", 404, "index_not_found_exception", "no such index [logs]", (CLI,), None, {}),
        ("bad-query", 400, "parsing_exception", "unknown query [match_al]", (CLI,), None, {}),
        (
            "forbidden",
            403,
            "security_exception",
            "no permissions for [indices:read]",
            (CLI,),
            None,
            {},
        ),
        (
            "unavailable",
            503,
            "cluster_block_exception",
            "blocked by: [SERVICE_UNAVAILABLE]",
            (TRA,),
            None,
            {},
        ),
        (
            "conflict",
            409,
            "version_conflict_engine_exception",
            "version conflict",
            (CLI, TRA),
            None,
            {},
        ),
    ]
    for name, status, kind, reason, accept, wait, headers in rows:
        yield case("opensearch-py", name, accept, search(status, kind, reason, **headers), wait)
    down = OpenSearch([f"http://127.0.0.1:{closed_port()}"], max_retries=0, timeout=2)
    yield case("opensearch-py", "refused", TRA, lambda: down.search(index="logs"))


def kubernetes_family() -> Iterator[Case]:
    from kubernetes import client as k8s

    server = http()
    config = k8s.Configuration(host=server.url)
    config.retries = False
    api = k8s.CoreV1Api(k8s.ApiClient(config))

    def read(status: int, reason: str, message: str, **headers: str) -> Any:
        def action() -> None:
            body = {
                "kind": "Status",
                "apiVersion": "v1",
                "status": "Failure",
                "message": message,
                "reason": reason,
                "code": status,
            }
            server.set(status, json.dumps(body), **headers)
            api.read_namespaced_pod("web-1", "default", _request_timeout=3)

        return action

    rows: list[tuple[str, int, str, str, tuple[str, ...], float | None, dict[str, str]]] = [
        ("not-found", 404, "NotFound", 'pods "web-1" not found', (CLI,), None, {}),
        ("forbidden", 403, "Forbidden", "pods is forbidden: User cannot get", (CLI,), None, {}),
        ("unauthorized", 401, "Unauthorized", "Unauthorized", (CLI,), None, {}),
        ("conflict", 409, "Conflict", "the object has been modified", (CLI, TRA), None, {}),
        ("invalid", 422, "Invalid", "spec.containers: Required value", (CLI,), None, {}),
        (
            "throttled",
            429,
            "TooManyRequests",
            "too many requests",
            (TRA,),
            4.0,
            {"Retry-After": "4"},
        ),
        ("unavailable", 503, "ServiceUnavailable", "etcdserver: leader changed", (TRA,), None, {}),
        ("gone", 410, "Expired", "too old resource version", (CLI,), None, {}),
    ]
    for name, status, reason, message, accept, wait, headers in rows:
        yield case("kubernetes", name, accept, read(status, reason, message, **headers), wait)


def validation_two_family() -> Iterator[Case]:
    import attrs
    import cattrs
    import msgspec
    import voluptuous

    schema = voluptuous.Schema(
        {voluptuous.Required("qty"): voluptuous.All(int, voluptuous.Range(min=1))}
    )

    class Order(msgspec.Struct):
        qty: int
        email: str

    @attrs.define
    class Point:
        x: int
        y: int

    rows: list[tuple[str, tuple[str, ...], Any]] = [
        ("voluptuous-range", (CLI,), lambda: schema({"qty": 0})),
        ("voluptuous-missing", (CLI,), lambda: schema({})),
        (
            "msgspec-type",
            (CLI,),
            lambda: msgspec.json.decode(b'{"qty": "x", "email": "a"}', type=Order),
        ),
        ("msgspec-missing", (CLI,), lambda: msgspec.json.decode(b'{"qty": 1}', type=Order)),
        ("msgspec-bad-json", (CLI, FAT), lambda: msgspec.json.decode(b'{"qty": 1', type=Order)),
        ("cattrs-structure", (CLI,), lambda: cattrs.structure({"x": "a", "y": 2}, Point)),
    ]
    for name, accept, action in rows:
        yield case("validation-2", name, accept, action)


def parsers_two_family() -> Iterator[Case]:
    import jmespath
    import pyparsing
    import xmltodict
    from jsonpath_ng import parse as jsonpath
    from lxml import etree

    integer = pyparsing.Word(pyparsing.nums) + pyparsing.StringEnd()
    rows: list[tuple[str, tuple[str, ...], Any]] = [
        ("lxml", (CLI, FAT), lambda: etree.fromstring(b"<a><b></a>")),
        ("xmltodict", (CLI, FAT), lambda: xmltodict.parse("<a><b></a>")),
        ("jmespath", (CLI,), lambda: jmespath.search("foo[?bar==", {})),
        ("jsonpath", (CLI,), lambda: jsonpath("$..[?(")),
        ("pyparsing", (CLI,), lambda: integer.parse_string("12a")),
    ]
    for name, accept, action in rows:
        yield case("parsers-2", name, accept, action)


def trio_family() -> Iterator[Case]:
    import trio

    async def too_slow() -> None:
        with trio.fail_after(0.05):
            await trio.sleep(1)

    async def refused() -> None:
        await trio.open_tcp_stream("127.0.0.1", closed_port())

    async def broken() -> None:
        send, receive = trio.open_memory_channel[int](1)
        await receive.aclose()
        await send.send(1)

    async def closed() -> None:
        send, _ = trio.open_memory_channel[int](1)
        await send.aclose()
        await send.send(1)

    yield case("trio", "fail-after", TRA, lambda: trio.run(too_slow))
    yield case("trio", "refused", TRA, lambda: trio.run(refused))
    yield case("trio", "broken-channel", (TRA, FAT), lambda: trio.run(broken))
    yield case("trio", "closed-channel", FAT, lambda: trio.run(closed))


def _die() -> None:
    os._exit(3)


def stdlib_misc_family() -> Iterator[Case]:
    import imaplib
    import xml.sax

    from _heldout_servers import LineServer

    server = LineServer()

    def imap_bye() -> None:
        server.script("* BYE [UNAVAILABLE] server shutting down for maintenance")
        imaplib.IMAP4("127.0.0.1", server.port, timeout=3)

    def broken_pool() -> None:
        with concurrent.futures.ProcessPoolExecutor(1) as pool:
            pool.submit(_die).result(timeout=10)

    waiting: queue.Queue[int] = queue.Queue()
    yield case("stdlib-misc", "queue-timeout", TRA, lambda: waiting.get(timeout=0.05))
    yield case("stdlib-misc", "imap-bye", TRA, imap_bye)
    yield case("stdlib-misc", "process-pool-broken", (TRA, FAT), broken_pool)
    yield case(
        "stdlib-misc",
        "sax",
        (CLI, FAT),
        lambda: xml.sax.parseString(b"<a><b></a>", xml.sax.ContentHandler()),
    )
    yield case(
        "stdlib-misc",
        "future-timeout",
        TRA,
        lambda: (
            concurrent.futures.ThreadPoolExecutor(1).submit(threading.Event().wait, 1).result(0.05)
        ),
    )


FAMILIES = (
    websocket_client_family,
    opensearch_family,
    kubernetes_family,
    validation_two_family,
    parsers_two_family,
    trio_family,
    stdlib_misc_family,
)
