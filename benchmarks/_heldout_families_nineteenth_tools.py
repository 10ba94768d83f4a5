"""Held-out set 19, part 2: commands an agent runs, asyncio streams and aiofiles.

* tsort, factor, od, paste, readlink, bzip2 and shell scripts that print a cause on stderr, run
  with ``check=True``: ``CalledProcessError`` (stderr captured) or ``TimeoutExpired``.
* asyncio streams against scripted TCP peers on 127.0.0.1: ``IncompleteReadError``,
  ``LimitOverrunError``, ``TimeoutError``, a TLS handshake against a plain-text peer.
* aiofiles: the ``OSError`` family through a thread pool.

Written 2026-12-04 between 13:58 and 14:30 UTC by the helper ``heldout19``, built blind (see
``_heldout_families_nineteenth``)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import socket
import ssl
import subprocess
import tempfile
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def commands_family() -> Iterator[Case]:
    work = Path(tempfile.mkdtemp(prefix="heldout19-"))
    (work / "notes.txt").write_text("plain text\n")

    def run(*argv: str, stdin: str = "", timeout: float = 30) -> Callable[[], Any]:
        return lambda: subprocess.run(list(argv), input=stdin, check=True, capture_output=True,
            text=True, timeout=timeout, cwd=work)  # fmt: skip

    def sh(script: str) -> Callable[[], Any]:
        return run("sh", "-c", script)

    cm = "commands-19"
    # A dependency graph with a cycle: the input must change.
    yield case(cm, "tsort-loop", CLI, run("tsort", stdin="build test\ntest build\n"))
    yield case(cm, "factor-not-int", CLI, run("factor", "twelve"))
    yield case(cm, "od-missing", CLI, run("od", "-c", "report.bin"))
    yield case(cm, "paste-missing", CLI, run("paste", "left.tsv", "right.tsv"))
    yield case(cm, "readlink-missing", CLI, run("readlink", "-e", "current"))
    yield case(cm, "bzip2-bad-magic", CLI, run("bzip2", "-t", "notes.txt"))
    yield case(cm, "bzip2-missing", CLI, run("bzip2", "-d", "dump.sql.bz2"))
    yield case(cm, "sleep-timeout", (TRA, CLI), run("sleep", "5", timeout=0.5))
    yield case(cm, "script-refused", TRA, sh("echo 'fetch: connect to 10.0.0.7:5432 failed: "
        "Connection refused' >&2; exit 7"))  # fmt: skip
    yield case(cm, "script-timeout", TRA, sh("echo 'upload failed: operation timed out after "
        "30000 milliseconds' >&2; exit 28"))  # fmt: skip
    yield case(cm, "script-disk-full", FAT, sh("echo 'cp: error writing /var/backups/db.tar:"
        " No space left on device' >&2; exit 1"))  # fmt: skip
    yield case(cm, "script-permission", (CLI, FAT), sh("echo 'tee: /etc/app.conf: Permission "
        "denied' >&2; exit 1"))  # fmt: skip
    yield case(cm, "script-locked", TRA, sh("echo 'E: Could not get lock /var/lib/dpkg/lock. "
        "It is held by process 4242 (apt)' >&2; exit 100"))  # fmt: skip
    yield case(cm, "script-usage", CLI, sh("echo 'usage: deploy ENV [--dry-run]' >&2; exit 2"))
    yield case(cm, "script-dns", TRA, sh("echo 'git: unable to access https://git.internal/: "
        "Could not resolve host: git.internal' >&2; exit 128"))  # fmt: skip
    yield case(cm, "script-oom", (FAT, TRA), sh("echo 'fatal: Out of memory, malloc failed "
        "(tried to allocate 1073741824 bytes)' >&2; exit 128"))  # fmt: skip
    yield case(cm, "script-auth", CRED, sh("echo 'remote: HTTP Basic: Access denied. "
        "Authentication failed' >&2; exit 128"))  # fmt: skip
    yield case(cm, "not-found", CLI, run("definitely-not-a-command-19", "--help"))


def _peer(reply: bytes, close: str = "fin") -> int:
    """A TCP peer that sends ``reply`` to each client and then closes (FIN or RST) or stalls."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)

    def serve() -> None:
        while True:
            conn, _ = listener.accept()
            with contextlib.suppress(OSError):
                conn.recv(4096)
            conn.sendall(reply)
            if close == "stall":
                threading.Timer(5, conn.close).start()
                continue
            if close == "rst":
                conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\0\0\0\0\0\0\0")
            conn.close()

    threading.Thread(target=serve, daemon=True).start()
    port: int = listener.getsockname()[1]
    return port


def asyncio_streams_family() -> Iterator[Case]:
    def exchange(port: int, how: str = "exact", tls: bool = False) -> Callable[[], Any]:
        async def talk() -> bytes:
            context = ssl.create_default_context() if tls else None
            reader, writer = await asyncio.open_connection("127.0.0.1", port, ssl=context,
                limit=64, server_hostname="127.0.0.1" if tls else None)  # fmt: skip
            writer.write(b"GET status\r\n")
            await writer.drain()
            try:
                if how == "line":
                    return await reader.readline()
                if how == "until":
                    return await reader.readuntil(b"\r\n")
                if how == "wait":
                    return await asyncio.wait_for(reader.readexactly(16), timeout=0.3)
                return await reader.readexactly(16)
            finally:
                writer.close()

        return lambda: asyncio.run(talk())

    st = "asyncio-streams-19"
    short = _peer(b"OK 12\r\n")
    yield case(st, "incomplete-read", TRA, exchange(short))
    yield case(st, "limit-overrun-line", (FAT, CLI), exchange(_peer(b"X" * 200 + b"\r\n"),
        "line"))  # fmt: skip
    yield case(st, "limit-overrun-until", (FAT, CLI), exchange(_peer(b"Y" * 200 + b"\r\n"),
        "until"))  # fmt: skip
    yield case(st, "incomplete-until", TRA, exchange(_peer(b"partial"), "until"))
    yield case(st, "read-timeout", TRA, exchange(_peer(b"", "stall"), "wait"))
    yield case(st, "reset", TRA, exchange(_peer(b"", "rst")))
    yield case(st, "refused", TRA, exchange(closed_port()))
    yield case(st, "tls-to-plain", (FAT, CLI), exchange(_peer(b"HTTP/1.0 400 Bad Request\r\n"
        b"\r\n"), tls=True))  # fmt: skip
    yield case(st, "tls-eof", TRA, exchange(_peer(b""), tls=True))
    yield case(st, "wait-for-refused", TRA, lambda: asyncio.run(asyncio.wait_for(
        asyncio.open_connection("127.0.0.1", closed_port()), timeout=5)))  # fmt: skip


def aiofiles_family() -> Iterator[Case]:
    import aiofiles
    import aiofiles.os

    work = Path(tempfile.mkdtemp(prefix="heldout19-aio-"))
    (work / "docs").mkdir()
    (work / "docs" / "guide.md").write_text("# guide\n")
    (work / "full").mkdir()
    (work / "full" / "x").write_text("x")

    def go(coro: Callable[[], Any]) -> Callable[[], Any]:
        return lambda: asyncio.run(coro())

    async def read(path: str, mode: str = "r") -> Any:
        async with aiofiles.open(work / path, mode) as handle:
            return await handle.read()

    async def write(path: str, mode: str = "x") -> Any:
        async with aiofiles.open(work / path, mode) as handle:
            return await handle.write("new\n")

    async def read_closed() -> Any:
        handle = await aiofiles.open(work / "docs" / "guide.md")
        await handle.close()
        return await handle.read()

    async def decode() -> Any:
        (work / "latin.txt").write_bytes(b"caf\xe9 cr\xe8me\n")
        async with aiofiles.open(work / "latin.txt", encoding="utf-8") as handle:
            return await handle.read()

    af = "aiofiles-19"
    yield case(af, "missing", CLI, go(lambda: read("docs/guid.md")))
    yield case(af, "missing-dir", CLI, go(lambda: read("doc/guide.md")))
    yield case(af, "is-dir", CLI, go(lambda: read("docs")))
    yield case(af, "not-dir", CLI, go(lambda: read("docs/guide.md/intro")))
    yield case(af, "exists", (CLI, BIZ), go(lambda: write("docs/guide.md")))
    yield case(af, "write-into-missing", CLI, go(lambda: write("out/report.md", "w")))
    yield case(af, "bad-mode", CLI, go(lambda: read("docs/guide.md", "rw")))
    yield case(af, "closed", FAT, go(read_closed))
    yield case(af, "decode", (CLI, FAT), go(decode))
    yield case(af, "rmdir-not-empty", CLI, go(lambda: aiofiles.os.rmdir(work / "full")))
    yield case(af, "rename-missing", CLI, go(lambda: aiofiles.os.rename(work / "draft.md",
        work / "final.md")))  # fmt: skip
    yield case(af, "mkdir-exists", (CLI, BIZ), go(lambda: aiofiles.os.mkdir(work / "docs")))
    yield case(af, "remove-dir", CLI, go(lambda: aiofiles.os.remove(work / "docs")))
    yield case(af, "stat-missing", CLI, go(lambda: aiofiles.os.stat(os.fspath(work / "cache"))))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    commands_family,
    asyncio_streams_family,
    aiofiles_family,
)
