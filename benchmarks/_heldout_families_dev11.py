"""Dev set 11, part 1: network clients in no earlier set (niquests, ollama, pyairtable,
valkey against a real redis-server, tftpy client against a tftpy server), each raising live
against a server on 127.0.0.1 or a loopback port that refuses or never answers.

Labelled from DESIGN.md §2 and issue 23 before any verdict was looked at (2026-12-03, by the
engineer ``classgen4``, who tunes on this set: its first look is in
``benchmarks/results/heldout_setdev11_first_look.txt``). Only packages whose PyPI name starts
with n-z, so that the set stays disjoint from blind set 11. A family whose package or server is
missing is skipped."""

from __future__ import annotations

import json
import os
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED, silent_url
from _heldout_servers import closed_port, free_port

__all__ = ["FAMILIES"]


def niquests_family() -> Iterator[Case]:
    import niquests

    server = http()

    def get(url: str, timeout: float = 2.0) -> Callable[[], Any]:
        def action() -> Any:
            return niquests.get(url, timeout=timeout)

        return action

    def scripted(status: int, body: str = "{}", **headers: str) -> Callable[[], Any]:
        def action() -> Any:
            server.set(status, body, **headers)
            niquests.get(server.url + "/items/7", timeout=2).raise_for_status()

        return action

    def json_body(body: str) -> Callable[[], Any]:
        def action() -> Any:
            server.set(200, body)
            return niquests.get(server.url + "/items/7", timeout=2).json()

        return action

    yield case("niquests", "refused", TRA, get(f"http://127.0.0.1:{closed_port()}/"))
    yield case("niquests", "read-timeout", TRA, get(silent_url(), timeout=0.3))
    yield case("niquests", "missing-schema", CLI, get("127.0.0.1/items"))
    yield case("niquests", "invalid-schema", CLI, get("gopher://127.0.0.1/items"))
    yield case("niquests", "invalid-url", CLI, get("http://"))
    yield case("niquests", "404", CLI, scripted(404, '{"error": "no such item"}'))
    yield case("niquests", "400", CLI, scripted(400, '{"error": "bad filter"}'))
    yield case("niquests", "401", CRED, scripted(401))
    yield case("niquests", "409", (CLI, BIZ), scripted(409))
    yield case("niquests", "429-wait", TRA, scripted(429, Retry_After="7"), retry_after=7)
    yield case("niquests", "500", TRA, scripted(500))
    yield case("niquests", "503-wait", TRA, scripted(503, Retry_After="4"), retry_after=4)
    yield case("niquests", "502", TRA, scripted(502))
    yield case("niquests", "501", FAT, scripted(501))
    yield case("niquests", "bad-json", (TRA, FAT), json_body("<html>oops</html>"))
    yield case(
        "niquests",
        "redirect-loop",
        (CLI, FAT),
        scripted(302, Location="/items/7"),
    )


def ollama_family() -> Iterator[Case]:
    import ollama

    server = http()

    def chat(status: int, body: str, host: str | None = None) -> Callable[[], Any]:
        def action() -> Any:
            server.set(status, body)
            client = ollama.Client(host=host or server.url, timeout=2)
            return client.chat(model="llama3", messages=[{"role": "user", "content": "hi"}])

        return action

    def err(text: str) -> str:
        return json.dumps({"error": text})

    yield case("ollama", "model-not-found", CLI, chat(404, err('model "llama3" not found')))
    yield case("ollama", "bad-request", CLI, chat(400, err("invalid message format")))
    yield case("ollama", "server-busy", TRA, chat(503, err("server busy, please try again")))
    yield case("ollama", "overloaded-429", TRA, chat(429, err("too many concurrent requests")))
    yield case("ollama", "internal", (TRA, FAT), chat(500, err("llama runner process died")))
    yield case("ollama", "unauthorized", CRED, chat(401, err("unauthorized")))
    yield case("ollama", "plain-text-502", TRA, chat(502, "Bad Gateway"))
    yield case(
        "ollama",
        "refused",
        TRA,
        chat(200, "{}", host=f"http://127.0.0.1:{closed_port()}"),
    )
    yield case(
        "ollama",
        "out-of-memory",
        (FAT, TRA),
        chat(500, err("model requires more system memory (12 GiB) than is available (4 GiB)")),
    )
    yield case(
        "ollama",
        "timeout",
        TRA,
        lambda: ollama.Client(host=silent_url(), timeout=0.3).list(),
    )


def pyairtable_family() -> Iterator[Case]:
    from pyairtable import Api

    server = http()

    def table_get(status: int, body: str, **headers: str) -> Callable[[], Any]:
        def action() -> Any:
            server.set(status, body, **headers)
            api = Api("patFAKE.0000", endpoint_url=server.url, retry_strategy=False)
            return api.table("appBASE", "Orders").get("rec123")

        return action

    def err(kind: str, message: str) -> str:
        return json.dumps({"error": {"type": kind, "message": message}})

    yield case(
        "pyairtable",
        "not-found",
        CLI,
        table_get(404, json.dumps({"error": "NOT_FOUND"})),
    )
    yield case(
        "pyairtable",
        "invalid-permissions",
        CLI,
        table_get(403, err("INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND", "Invalid permissions")),
    )
    yield case(
        "pyairtable",
        "auth-required",
        CRED,
        table_get(401, err("AUTHENTICATION_REQUIRED", "Authentication required")),
    )
    yield case(
        "pyairtable",
        "rate-limit",
        TRA,
        table_get(429, err("RATE_LIMIT_REACHED", "Rate limit exceeded"), Retry_After="30"),
        retry_after=30,
    )
    yield case(
        "pyairtable",
        "invalid-request",
        CLI,
        table_get(422, err("INVALID_REQUEST_UNKNOWN", "Invalid request: parameter validation")),
    )
    yield case(
        "pyairtable",
        "billing-limit",
        FAT,
        table_get(
            402,
            err("PUBLIC_API_BILLING_LIMIT_EXCEEDED", "API billing limit exceeded for this plan"),
        ),
    )
    yield case(
        "pyairtable",
        "service-unavailable",
        TRA,
        table_get(503, err("SERVICE_UNAVAILABLE", "Service temporarily unavailable")),
    )
    yield case(
        "pyairtable",
        "refused",
        TRA,
        lambda: (
            Api("patX", endpoint_url=f"http://127.0.0.1:{closed_port()}", retry_strategy=False)
            .table("appB", "T")
            .get("rec1")
        ),
    )


def valkey_family() -> Iterator[Case]:
    import valkey
    from valkey.backoff import NoBackoff
    from valkey.retry import Retry

    from redis_server import RedisServer, redis_binary  # the tests' fixture class, reused

    binary = redis_binary()
    if binary is None:
        raise RuntimeError("no redis-server")
    server = RedisServer(binary)
    server.start()

    def connect(socket_timeout: float = 5, **kw: Any) -> Any:
        return valkey.Valkey(
            port=server.port, retry=Retry(NoBackoff(), 0), socket_timeout=socket_timeout, **kw
        )

    r = connect()
    try:
        r.hset("h", "f", "v")
        r.set("n", "12")
        yield case("valkey", "wrongtype-get", CLI, lambda: r.get("h"))
        yield case("valkey", "hincr-not-int", CLI, lambda: r.hincrby("h", "f", 1))
        yield case("valkey", "bad-expire", CLI, lambda: r.expire("n", "soon"))
        yield case("valkey", "syntax", (CLI, FAT), lambda: r.execute_command("SET", "a"))
        yield case("valkey", "unknown-cmd", FAT, lambda: r.execute_command("FLYTOMOON"))
        yield case(
            "valkey",
            "lua-runtime",
            (CLI, FAT),
            lambda: r.eval("return 1 + nil", 0),
        )
        # OOM: maxmemory reached with noeviction; writes are refused until memory is freed.
        r.config_set("maxmemory-policy", "noeviction")
        r.set("big", "x" * 200_000)
        r.config_set("maxmemory", "1")
        yield case("valkey", "oom", (TRA, FAT), lambda: r.set("more", "y"))
        r.config_set("maxmemory", "0")
        # ACL: a user allowed only GET.
        r.execute_command("ACL", "SETUSER", "reader", "on", ">pw", "~*", "+get")
        reader = connect(username="reader", password="pw")
        yield case("valkey", "noperm", CLI, lambda: reader.set("a", "1"))
        yield case(
            "valkey",
            "wrongpass",
            CRED,
            lambda: connect(username="reader", password="nope").ping(),
        )

        # A transaction queued with an error: EXECABORT.
        def execabort() -> Any:
            pipe = r.pipeline(transaction=True)
            pipe.set("a", "1")
            pipe.execute_command("INCRBY", "a")
            return pipe.execute()

        yield case("valkey", "execabort", (CLI, FAT), execabort)
        # A replica whose master is gone, told not to serve stale data: MASTERDOWN.
        r.execute_command("REPLICAOF", "127.0.0.1", str(closed_port()))
        r.config_set("replica-serve-stale-data", "no")
        yield case("valkey", "masterdown", TRA, lambda: r.get("n"))
        r.execute_command("REPLICAOF", "NO", "ONE")
        # Max clients reached.
        r.config_set("maxclients", "1")
        yield case("valkey", "max-clients", TRA, lambda: connect().ping())
        r.config_set("maxclients", "10000")
        yield case(
            "valkey",
            "refused",
            TRA,
            lambda: valkey.Valkey(port=closed_port(), retry=Retry(NoBackoff(), 0)).ping(),
        )
        # A server that stops answering: the read times out.
        slow = connect(socket_timeout=0.3)
        slow.ping()
        server.freeze()
        try:
            yield case("valkey", "frozen-timeout", TRA, lambda: slow.get("n"))
        finally:
            server.thaw()
    finally:
        server.stop()


def tftpy_family() -> Iterator[Case]:
    import logging

    import tftpy

    logging.getLogger("tftpy").setLevel(logging.CRITICAL)
    root = tempfile.mkdtemp(prefix="dev11-tftp-")
    with open(os.path.join(root, "present.txt"), "w") as handle:
        handle.write("hello\n")
    port = free_port()
    tftp_server = tftpy.TftpServer(root)
    thread = threading.Thread(target=lambda: tftp_server.listen("127.0.0.1", port), daemon=True)
    thread.start()
    time.sleep(0.3)
    out = tempfile.mkdtemp(prefix="dev11-tftp-out-")

    def download(name: str, target_port: int = port, timeout: int = 2) -> Callable[[], Any]:
        def action() -> Any:
            client = tftpy.TftpClient("127.0.0.1", target_port)
            return client.download(name, os.path.join(out, "got"), timeout=timeout, retries=0)

        return action

    try:
        yield case("tftpy", "file-not-found", CLI, download("absent.txt"))
        yield case("tftpy", "escape-root", CLI, download("../../etc/passwd"))
        yield case("tftpy", "silent-port", TRA, download("present.txt", free_port(), timeout=1))
        yield case(
            "tftpy",
            "upload-missing-local",
            CLI,
            lambda: tftpy.TftpClient("127.0.0.1", port).upload(
                "x.txt", os.path.join(out, "not-there.txt"), timeout=1
            ),
        )
    finally:
        tftp_server.stop(now=True)


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    niquests_family,
    ollama_family,
    pyairtable_family,
    valkey_family,
    tftpy_family,
)
