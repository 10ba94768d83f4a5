"""Held-out set 6, built after the rows set 5 led to: aiohttp, aiosqlite, anyio memory streams,
stdlib concurrency and IPC (multiprocessing, queue, concurrent.futures), asyncio queues,
futures and subprocesses, transport edge cases of requests/urllib3 (proxy, redirects, chunks,
schemes), stdlib parsers not used before (configparser, plistlib, zlib, binascii, codecs,
ipaddress, email dates), and messages in Portuguese, Italian, Russian,
Vietnamese, Turkish and Polish. None is in sets 1-5 or ``tests/``; every label was written
from DESIGN.md §2 before any verdict was looked at."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import multiprocessing
import multiprocessing.connection
import queue
import socket
import sqlite3
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def _raw(reply: bytes, pause: float = 0.0) -> str:
    """A loopback server sending ``reply`` (after ``pause``) to each connection, then closing."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)

    def serve() -> None:
        while True:
            conn, _ = listener.accept()
            with contextlib.suppress(OSError):
                conn.recv(65536)
                time.sleep(pause)
                conn.sendall(reply)
            conn.close()

    threading.Thread(target=serve, daemon=True).start()
    return f"http://127.0.0.1:{listener.getsockname()[1]}"


def aiohttp_family() -> Iterator[Case]:
    import aiohttp

    server = http()

    def get(url: str, *, raise_status: bool = True, as_json: bool = False, **kw: Any) -> Any:
        async def run() -> None:
            timeout = aiohttp.ClientTimeout(total=kw.pop("total", 3))
            async with (
                aiohttp.ClientSession(timeout=timeout) as session,
                session.get(url, raise_for_status=raise_status, **kw) as response,
            ):
                if as_json:
                    await response.json()
                else:
                    await response.read()

        return lambda: asyncio.run(run())

    def status(code: int, body: str = "no", **headers: str) -> Any:
        def action() -> None:
            server.set(code, body, **headers)
            get(server.url + "/items")()

        return action

    hangup = _raw(b"")
    truncated = _raw(b'HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{"a":')
    slow = _raw(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}", pause=1.0)
    html = _raw(b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 6\r\n\r\n<html>")
    loop = _raw(
        b"HTTP/1.1 302 Found\r\nLocation: /again\r\nConnection: close\r\nContent-Length: 0\r\n\r\n"
    )
    yield case("aiohttp", "503-retry-after", TRA, status(503, Retry_After="4"), 4.0)
    yield case("aiohttp", "429-retry-after", TRA, status(429, Retry_After="7"), 7.0)
    yield case("aiohttp", "404", CLI, status(404))
    yield case("aiohttp", "401", CLI, status(401))
    yield case("aiohttp", "402", BIZ, status(402))
    yield case("aiohttp", "refused", TRA, get(f"http://127.0.0.1:{closed_port()}/"))
    yield case("aiohttp", "server-disconnected", TRA, get(hangup))
    yield case("aiohttp", "payload-truncated", TRA, get(truncated))
    yield case("aiohttp", "timeout", TRA, get(slow, total=0.2))
    yield case("aiohttp", "content-type", (CLI, FAT), get(html, as_json=True))
    yield case("aiohttp", "redirect-loop", (CLI, FAT), get(loop, max_redirects=3))
    yield case("aiohttp", "bad-url", CLI, get("not a url"))


def aiosqlite_family() -> Iterator[Case]:
    import aiosqlite

    folder = Path(tempfile.mkdtemp(prefix="heldout6-"))
    path = folder / "app.db"
    with sqlite3.connect(path) as con:
        con.execute("CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT UNIQUE)")
        con.execute("INSERT INTO users VALUES (1, 'a@example.org')")

    def run(sql: str, *, locked: bool = False) -> Any:
        async def go() -> None:
            holder = None
            if locked:
                holder = sqlite3.connect(path, isolation_level=None)
                holder.execute("BEGIN EXCLUSIVE")
            try:
                async with aiosqlite.connect(path, timeout=0.05) as db:
                    await db.execute(sql)
                    await db.commit()
            finally:
                if holder is not None:
                    holder.rollback()
                    holder.close()

        return lambda: asyncio.run(go())

    async def closed() -> None:
        db = await aiosqlite.connect(path)
        await db.close()
        await db.execute("SELECT 1")

    yield case("aiosqlite", "locked", TRA, run("INSERT INTO users VALUES (2, 'b@x')", locked=True))
    yield case(
        "aiosqlite", "unique", (CLI, BIZ), run("INSERT INTO users VALUES (3, 'a@example.org')")
    )
    yield case("aiosqlite", "syntax", (CLI, FAT), run("SELEC * FROM users"))
    yield case("aiosqlite", "no-table", (CLI, FAT), run("SELECT * FROM orders"))
    yield case("aiosqlite", "closed", (TRA, FAT), lambda: asyncio.run(closed()))


def anyio_streams_family() -> Iterator[Case]:
    import anyio

    async def broken() -> None:
        send, receive = anyio.create_memory_object_stream[int](1)
        await receive.aclose()
        await send.send(1)

    async def closed() -> None:
        send, _receive = anyio.create_memory_object_stream[int](1)
        await send.aclose()
        await send.send(1)

    async def would_block() -> None:
        send, _receive = anyio.create_memory_object_stream[int](0)
        send.send_nowait(1)

    async def end() -> None:
        send, receive = anyio.create_memory_object_stream[int](1)
        await send.aclose()
        await receive.receive()

    async def refused() -> None:
        await anyio.connect_tcp("127.0.0.1", closed_port())

    yield case("anyio-streams", "broken", (TRA, FAT), lambda: anyio.run(broken))
    yield case("anyio-streams", "closed", FAT, lambda: anyio.run(closed))
    yield case("anyio-streams", "would-block", TRA, lambda: anyio.run(would_block))
    yield case("anyio-streams", "end-of-stream", (TRA, FAT), lambda: anyio.run(end))
    yield case("anyio-streams", "refused", TRA, lambda: anyio.run(refused))


def _slow(seconds: float) -> float:
    time.sleep(seconds)
    return seconds


def _bad_init() -> None:
    raise RuntimeError("initializer failed")


def stdlib_ipc_family() -> Iterator[Case]:
    def pool_timeout() -> None:
        with multiprocessing.get_context("spawn").Pool(1) as pool:
            pool.apply_async(_slow, (2.0,)).get(timeout=0.1)

    def full() -> None:
        box: queue.Queue[int] = queue.Queue(maxsize=1)
        box.put_nowait(1)
        box.put_nowait(2)

    def pipe_closed() -> None:
        reader, writer = multiprocessing.Pipe(duplex=False)
        writer.close()
        reader.recv()

    def broken_pipe() -> None:
        reader, writer = multiprocessing.Pipe(duplex=False)
        reader.close()
        writer.send(b"x" * 200_000)

    def auth() -> None:
        with multiprocessing.connection.Listener(("127.0.0.1", 0), authkey=b"right") as listener:
            address = listener.address
            threading.Thread(target=lambda: _accept(listener), daemon=True).start()
            multiprocessing.connection.Client(address, authkey=b"wrong")

    def broken_thread_pool() -> None:
        with concurrent.futures.ThreadPoolExecutor(1, initializer=_bad_init) as pool:
            pool.submit(_slow, 0).result(timeout=5)

    def wait_timeout() -> None:
        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            future = pool.submit(_slow, 0.5)
            for _ in concurrent.futures.as_completed([future], timeout=0.05):
                pass

    yield case("stdlib-ipc", "pool-timeout", TRA, pool_timeout)
    yield case("stdlib-ipc", "queue-full", TRA, full)
    yield case("stdlib-ipc", "pipe-eof", (TRA, FAT), pipe_closed)
    yield case("stdlib-ipc", "broken-pipe", (TRA, FAT), broken_pipe)
    yield case("stdlib-ipc", "auth-failed", (CLI, FAT), auth)
    yield case("stdlib-ipc", "broken-thread-pool", FAT, broken_thread_pool)
    yield case("stdlib-ipc", "as-completed-timeout", TRA, wait_timeout)


def _accept(listener: multiprocessing.connection.Listener) -> None:
    with contextlib.suppress(Exception):
        listener.accept()


def asyncio_misc_family() -> Iterator[Case]:
    async def empty() -> None:
        asyncio.Queue[int]().get_nowait()

    async def full() -> None:
        box: asyncio.Queue[int] = asyncio.Queue(1)
        box.put_nowait(1)
        box.put_nowait(2)

    async def not_done() -> None:
        asyncio.get_running_loop().create_future().result()

    async def no_program() -> None:
        await asyncio.create_subprocess_exec("/nonexistent/heldout-tool", "--run")

    async def deadline() -> None:
        async with asyncio.timeout(0.05):
            await asyncio.sleep(1)

    async def short_read() -> None:
        reader = asyncio.StreamReader()
        reader.feed_data(b"abc")
        reader.feed_eof()
        await reader.readexactly(10)

    yield case("asyncio-misc", "queue-empty", TRA, lambda: asyncio.run(empty()))
    yield case("asyncio-misc", "queue-full", TRA, lambda: asyncio.run(full()))
    yield case("asyncio-misc", "invalid-state", FAT, lambda: asyncio.run(not_done()))
    yield case("asyncio-misc", "no-program", (CLI, FAT), lambda: asyncio.run(no_program()))
    yield case("asyncio-misc", "timeout", TRA, lambda: asyncio.run(deadline()))
    yield case("asyncio-misc", "incomplete-read", (TRA, FAT), lambda: asyncio.run(short_read()))


def http_edges_family() -> Iterator[Case]:
    import requests
    import urllib3

    chunked = _raw(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\nZZ\r\n")
    loop = _raw(b"HTTP/1.1 301 Moved\r\nLocation: /again\r\nContent-Length: 0\r\n\r\n")
    proxy = {"http": f"http://127.0.0.1:{closed_port()}"}
    pool = urllib3.PoolManager(retries=urllib3.Retry(0, redirect=0))
    yield case(
        "http-edges",
        "proxy-refused",
        TRA,
        lambda: requests.get("http://example.invalid/", proxies=proxy, timeout=2),
    )
    yield case("http-edges", "requests-redirects", (CLI, FAT), lambda: requests.get(loop))
    yield case("http-edges", "requests-chunked", TRA, lambda: requests.get(chunked, timeout=2))
    yield case("http-edges", "missing-schema", CLI, lambda: requests.get("example.org/x"))
    yield case("http-edges", "invalid-schema", CLI, lambda: requests.get("gopher://x/"))
    yield case(
        "http-edges",
        "urllib3-max-retry",
        TRA,
        lambda: pool.request("GET", f"http://127.0.0.1:{closed_port()}/"),
    )
    yield case("http-edges", "urllib3-location", CLI, lambda: pool.request("GET", "http://[::1/"))


def stdlib_parse_three_family() -> Iterator[Case]:
    import binascii
    import codecs
    import configparser
    import email.utils
    import ipaddress
    import plistlib
    import zlib

    rows: list[tuple[str, tuple[str, ...], Any]] = [
        ("config-header", (CLI, FAT), lambda: configparser.ConfigParser().read_string("a=1")),
        ("config-section", (CLI, FAT), lambda: configparser.ConfigParser().get("db", "host")),
        ("plist", (CLI, FAT), lambda: plistlib.loads(b"not a plist")),
        ("zlib", (CLI, FAT), lambda: zlib.decompress(b"plain")),
        ("hex", (CLI,), lambda: binascii.unhexlify("abc")),
        ("codec", (CLI, FAT), lambda: codecs.lookup("utf-99")),
        ("ip", (CLI,), lambda: ipaddress.ip_address("10.0.0.300")),
        ("email-date", (CLI,), lambda: email.utils.parsedate_to_datetime("not a date")),
    ]
    for name, accept, action in rows:
        yield case("stdlib-parse-3", name, accept, action)


class _ServiceError(Exception):
    """What a small in-house client raises: the server's message and nothing else."""


def languages_six_family() -> Iterator[Case]:
    import httpx

    server = http()

    def raise_(text: str) -> Any:
        def action() -> None:
            raise _ServiceError(text)

        return action

    def quota(text: str) -> Any:
        def action() -> None:
            server.set(429, text, Content_Type="text/plain; charset=utf-8")
            httpx.get(server.url + "/v1/q", timeout=3).raise_for_status()

        return action

    later = [
        ("pt", "Serviço temporariamente indisponível, tente novamente mais tarde"),
        ("it", "Servizio temporaneamente non disponibile, riprova più tardi"),
        ("ru", "Сервис временно недоступен, повторите попытку позже"),
        ("vi", "Hệ thống đang bận, vui lòng thử lại sau"),
        ("tr", "Sunucu meşgul, lütfen daha sonra tekrar deneyin"),
        ("pl", "Usługa chwilowo niedostępna, spróbuj ponownie później"),
        ("ru-many", "Слишком много запросов"),
        ("pt-many", "Muitas solicitações, aguarde um momento"),
    ]
    for name, text in later:
        yield case("languages-6", name, TRA, raise_(text))
    yield case("languages-6", "pt-quota-429", FAT, quota("Cota diária excedida para esta conta"))
    yield case("languages-6", "ru-quota-429", FAT, quota("Превышена дневная квота запросов"))


FAMILIES = (
    aiohttp_family,
    aiosqlite_family,
    anyio_streams_family,
    stdlib_ipc_family,
    asyncio_misc_family,
    http_edges_family,
    stdlib_parse_three_family,
    languages_six_family,
)
