"""Held-out set 3, local: timeouts of asyncio/anyio/concurrent.futures/threading, new failure
kinds of httpx/requests/urllib3 against loopback servers, and parse/decode/number errors raised
inside tools by PIL, numpy, tomllib, csv, xml, base64, gzip, lzma, pickle, re, struct, decimal.
Labels were written from DESIGN.md §2 before any verdict was looked at."""

from __future__ import annotations

import asyncio
import base64
import concurrent.futures
import contextlib
import csv
import decimal
import gzip
import io
import lzma
import pickle
import re
import shutil
import socket
import struct
import tempfile
import threading
import time
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import tomllib
from _heldout_cases import CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def waits_family() -> Iterator[Case]:
    import anyio

    async def wait_for() -> None:
        await asyncio.wait_for(asyncio.sleep(5), 0.05)

    async def timeout_block() -> None:
        async with asyncio.timeout(0.05):
            await asyncio.sleep(5)

    async def anyio_fail() -> None:
        with anyio.fail_after(0.05):
            await anyio.sleep(5)

    pool = concurrent.futures.ThreadPoolExecutor(1)
    yield case("waits", "asyncio-wait-for", TRA, lambda: asyncio.run(wait_for()))
    yield case("waits", "asyncio-timeout", TRA, lambda: asyncio.run(timeout_block()))
    yield case("waits", "anyio-fail-after", TRA, lambda: anyio.run(anyio_fail))
    yield case(
        "waits", "future-result", TRA, lambda: pool.submit(time.sleep, 0.5).result(timeout=0.05)
    )
    yield case(
        "waits",
        "futures-wait-all",
        TRA,
        lambda: list(concurrent.futures.as_completed([pool.submit(time.sleep, 0.5)], timeout=0.05)),
    )
    barrier = threading.Barrier(2, timeout=0.05)
    yield case("waits", "barrier", (TRA, FAT), barrier.wait)
    yield case("waits", "socket-timeout", TRA, lambda: _silent_recv())


def _silent_recv() -> None:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    with socket.create_connection(listener.getsockname(), timeout=0.05) as conn:
        conn.recv(10)


def _raw_server(reply: bytes, pause: float = 0.0) -> str:
    """A loopback server that sends ``reply`` (after ``pause``) to each connection, then closes."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)

    def serve() -> None:
        while True:
            conn, _ = listener.accept()
            conn.recv(65536)
            time.sleep(pause)
            with contextlib.suppress(OSError):
                conn.sendall(reply)
            conn.close()

    threading.Thread(target=serve, daemon=True).start()
    return f"http://127.0.0.1:{listener.getsockname()[1]}"


def http_kinds_family() -> Iterator[Case]:
    import httpx
    import requests
    import urllib3

    slow = _raw_server(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}", pause=1.0)
    hangup = _raw_server(b"")
    truncated = _raw_server(b'HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{"a":')
    bad_gzip = _raw_server(
        b"HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: 5\r\n\r\nnotgz"
    )
    garbage = _raw_server(b"SSH-2.0-OpenSSH_9\r\n")
    loop = _raw_server(b"HTTP/1.1 302 Found\r\nLocation: /again\r\nContent-Length: 0\r\n\r\n")

    def pool_timeout() -> None:
        limits = httpx.Limits(max_connections=1)
        with (
            httpx.Client(limits=limits, timeout=httpx.Timeout(2.0, pool=0.05)) as client,
            client.stream("GET", slow),
        ):
            client.get(slow)

    yield case("http-kinds", "httpx-pool-timeout", TRA, pool_timeout)
    yield case(
        "http-kinds", "httpx-read-timeout", TRA, lambda: httpx.get(slow, timeout=httpx.Timeout(0.2))
    )
    yield case("http-kinds", "httpx-hangup", TRA, lambda: httpx.get(hangup, timeout=2))
    yield case("http-kinds", "httpx-truncated", TRA, lambda: httpx.get(truncated, timeout=2))
    yield case(
        "http-kinds",
        "httpx-redirect-loop",
        (CLI, FAT),
        lambda: httpx.get(loop, follow_redirects=True, timeout=2),
    )
    yield case("http-kinds", "httpx-ftp-url", CLI, lambda: httpx.get("ftp://127.0.0.1/x"))
    yield case("http-kinds", "httpx-bad-gzip", (TRA, FAT), lambda: httpx.get(bad_gzip, timeout=2))
    yield case(
        "http-kinds", "requests-truncated", TRA, lambda: requests.get(truncated, timeout=2).content
    )
    yield case(
        "http-kinds", "requests-bad-gzip", (TRA, FAT), lambda: requests.get(bad_gzip, timeout=2)
    )
    yield case(
        "http-kinds", "requests-not-http", (TRA, FAT), lambda: requests.get(garbage, timeout=2)
    )
    yield case("http-kinds", "requests-no-scheme", CLI, lambda: requests.get("127.0.0.1/x"))
    yield case(
        "http-kinds",
        "requests-tls-to-plain",
        (TRA, FAT, CLI),
        lambda: requests.get(http().url.replace("http:", "https:"), timeout=2),
    )
    proxy = urllib3.ProxyManager(f"http://127.0.0.1:{closed_port()}", retries=False)
    yield case("http-kinds", "urllib3-proxy-down", TRA, lambda: proxy.request("GET", slow))
    yield case(
        "http-kinds",
        "urllib3-read-timeout",
        TRA,
        lambda: urllib3.request("GET", slow, timeout=urllib3.Timeout(read=0.2), retries=False),
    )


def inside_tools_family() -> Iterator[Case]:
    import numpy
    from PIL import Image

    folder = Path(tempfile.mkdtemp(prefix="heldout3-"))
    (folder / "photo.png").write_bytes(b"this is not a png")
    (folder / "a.txt").write_text("x")
    Image.MAX_IMAGE_PIXELS = 1000
    big = io.BytesIO()
    Image.new("L", (100, 100)).save(big, "PNG")

    rows: list[tuple[str, tuple[str, ...], Any]] = [
        ("pil-not-image", (CLI, FAT), lambda: Image.open(folder / "photo.png")),
        ("pil-bomb", (CLI,), lambda: Image.open(io.BytesIO(big.getvalue()))),
        ("pil-missing", (CLI,), lambda: Image.open(folder / "phto.png")),
        ("numpy-singular", (CLI, FAT), lambda: numpy.linalg.inv(numpy.zeros((2, 2)))),
        ("numpy-shapes", (CLI, FAT), lambda: numpy.ones(3) + numpy.ones(4)),
        ("numpy-axis", (CLI, FAT), lambda: numpy.ones(3).sum(axis=2)),
        ("numpy-reshape", (CLI, FAT), lambda: numpy.arange(6).reshape(4, 4)),
        ("toml", (CLI, FAT), lambda: tomllib.loads("name = 'x\n")),
        ("csv-strict", (CLI, FAT), lambda: list(csv.reader(io.StringIO('a,"b\n'), strict=True))),
        ("xml", (CLI, FAT), lambda: ElementTree.fromstring("<a><b></a>")),
        ("base64", (CLI,), lambda: base64.b64decode("abc", validate=True)),
        ("utf8", (CLI, FAT), lambda: b"\xff\xfe\xfa".decode("utf-8")),
        ("gzip", (CLI, FAT), lambda: gzip.decompress(b"plain text")),
        ("lzma", (CLI, FAT), lambda: lzma.decompress(b"plain text")),
        ("pickle", (CLI, FAT), lambda: pickle.loads(b"not a pickle")),
        ("regex", (CLI, FAT), lambda: re.compile("([a-z]+")),
        ("struct", (CLI, FAT), lambda: struct.unpack(">I", b"ab")),
        ("decimal", (CLI,), lambda: decimal.Decimal("12,5")),
        ("same-file", (CLI,), lambda: shutil.copyfile(folder / "a.txt", folder / "a.txt")),
        ("int-parse", (CLI,), lambda: int("twelve")),
        ("zero-division", (FAT, CLI), lambda: 1 / 0),
        ("recursion", (FAT,), _recurse),
        ("fromisoformat", (CLI,), lambda: _iso("2026-13-45")),
    ]
    for name, accept, action in rows:
        yield case("inside-tools-3", name, accept, action)


def _recurse() -> Any:
    return _recurse()


def _iso(text: str) -> Any:
    import datetime

    return datetime.date.fromisoformat(text)


FAMILIES = (waits_family, http_kinds_family, inside_tools_family)
