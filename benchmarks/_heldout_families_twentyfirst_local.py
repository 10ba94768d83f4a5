"""Held-out set 21, part 5: standard library modules and small libraries no earlier set used.

* stdlib-21: tokenize, fileinput, xml.sax, cmath, the idna codec, threading.Barrier, asyncio's
  Queue and timeout, grp, resource, tracemalloc, pstats, sysconfig, termios, urllib.parse,
  email.utils, socket.create_server, and os calls failing by errno (ELOOP, ENAMETOOLONG,
  EPIPE, EEXIST with O_EXCL).
* libs-21: dataclasses-json, ZConfig, scramp, http_ece, pathspec, multi_key_dict and
  httpx-sse, each on bad input or against a fake HTTP server.

Written 2026-12-04 between 16:56 and 17:40 UTC by the helper ``heldout21``, built blind (see
``_heldout_families_twentyfirst``)."""

from __future__ import annotations

import asyncio
import cmath
import fileinput
import io
import os
import socket
import tempfile
import threading
import tokenize
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def stdlib_family() -> Iterator[Case]:
    import email.utils
    import grp
    import pstats
    import resource
    import sysconfig
    import termios
    import tracemalloc
    import urllib.parse
    import xml.sax

    work = Path(tempfile.mkdtemp(prefix="heldout21-std-"))
    (work / "loop-a").symlink_to("loop-b")
    (work / "loop-b").symlink_to("loop-a")
    (work / "exists.txt").write_text("x")

    def tokens() -> Any:
        source = io.StringIO("total = (1 +\n")
        return list(tokenize.generate_tokens(source.readline))

    def lines() -> Any:
        with fileinput.input(files=[str(work / "journal.log")]) as stream:
            return list(stream)

    def barrier() -> Any:
        gate = threading.Barrier(2, timeout=0.2)
        return gate.wait()

    async def queue_full() -> Any:
        queue: asyncio.Queue[int] = asyncio.Queue(maxsize=1)
        queue.put_nowait(1)
        queue.put_nowait(2)

    async def slow() -> Any:
        async with asyncio.timeout(0.1):
            await asyncio.sleep(2)

    def broken_pipe() -> Any:
        read, write = os.pipe()
        os.close(read)
        try:
            return os.write(write, b"payload")
        finally:
            os.close(write)

    def port_in_use() -> Any:
        holder = socket.create_server(("127.0.0.1", 0))
        try:
            return socket.create_server(holder.getsockname())
        finally:
            holder.close()

    def not_a_tty() -> Any:
        with open(work / "exists.txt") as handle:
            return termios.tcgetattr(handle.fileno())

    st = "stdlib-21"
    yield case(st, "tokenize-eof", CLI, tokens)
    yield case(st, "fileinput-missing", CLI, lines)
    yield case(st, "sax-malformed", CLI, lambda: xml.sax.parseString(b"<order><id>7</order>",
        xml.sax.ContentHandler()))  # fmt: skip
    yield case(st, "cmath-log-zero", CLI, lambda: cmath.log(0))
    yield case(st, "idna-label-long", CLI, lambda: ("a" * 70 + ".example.org").encode("idna"))
    # Nobody else reached the barrier in time: the same call may pass once the peer arrives.
    yield case(st, "barrier-broken", (TRA, FAT), barrier)
    yield case(st, "queue-full", TRA, lambda: asyncio.run(queue_full()))
    yield case(st, "asyncio-timeout", TRA, lambda: asyncio.run(slow()))
    yield case(st, "grp-unknown", (CLI, FAT), lambda: grp.getgrnam("no-such-group-21"))
    yield case(st, "rlimit-invalid", CLI, lambda: resource.setrlimit(resource.RLIMIT_NOFILE,
        (10, 5)))  # fmt: skip
    yield case(st, "tracemalloc-off", FAT, tracemalloc.take_snapshot)
    yield case(st, "pstats-missing", CLI, lambda: pstats.Stats(str(work / "profile.out")))
    yield case(st, "sysconfig-scheme", (CLI, FAT), lambda: sysconfig.get_path("purelib",
        "no_such_scheme"))  # fmt: skip
    yield case(st, "termios-not-tty", (FAT, CLI), not_a_tty)
    yield case(st, "urlsplit-ipv6", CLI, lambda: urllib.parse.urlsplit("http://[::1/health"))
    yield case(st, "parsedate-invalid", CLI, lambda: email.utils.parsedate_to_datetime(
        "Thursday, sometime in June"))  # fmt: skip
    yield case(st, "port-in-use", (TRA, CLI), port_in_use)
    yield case(st, "symlink-loop", CLI, lambda: (work / "loop-a").read_text())
    yield case(st, "name-too-long", CLI, lambda: (work / ("n" * 300)).write_text("x"))
    yield case(st, "broken-pipe", (TRA, FAT), broken_pipe)
    yield case(st, "exclusive-exists", CLI, lambda: os.open(work / "exists.txt",
        os.O_CREAT | os.O_EXCL | os.O_WRONLY))  # fmt: skip


def libs_family() -> Iterator[Case]:
    from dataclasses import dataclass

    import httpx
    import multi_key_dict
    import pathspec
    import scramp
    import ZConfig
    from _heldout_families_net import http
    from dataclasses_json import dataclass_json
    from http_ece import decrypt
    from httpx_sse import connect_sse

    @dataclass_json
    @dataclass
    class Order:
        sku: str
        quantity: int

    def scram_wrong_password() -> Any:
        mechanism = scramp.ScramMechanism("SCRAM-SHA-256")
        salt, stored, server_key, iterations = mechanism.make_auth_info("right-password")
        server = mechanism.make_server(lambda _: (salt, stored, server_key, iterations))
        client = scramp.ScramClient(["SCRAM-SHA-256"], "agent", "wrong-password")
        server.set_client_first(client.get_client_first())
        client.set_server_first(server.get_server_first())
        return server.set_client_final(client.get_client_final())

    def sse(status: int, content_type: str) -> Callable[[], Any]:
        def run() -> Any:
            server = http()
            server.set(status, "data: hi\n\n", Content_Type=content_type)
            with httpx.Client() as client, connect_sse(client, "GET", server.url) as events:
                return list(events.iter_sse())

        return run

    schema = io.StringIO('<schema><key name="port" datatype="port-number"/></schema>')

    lb = "libs-21"
    yield case(lb, "dcjson-missing-field", (CLI, FAT), lambda: Order.from_dict({"sku": "A-1"}))  # type: ignore[attr-defined]
    yield case(lb, "dcjson-bad-json", CLI, lambda: Order.from_json('{"sku": "A-1",'))  # type: ignore[attr-defined]
    yield case(lb, "zconfig-bad-port", CLI, lambda: ZConfig.loadConfigFile(
        ZConfig.loadSchemaFile(io.StringIO(schema.getvalue())), io.StringIO("port 99999\n")))  # fmt: skip
    yield case(lb, "zconfig-syntax", CLI, lambda: ZConfig.loadConfigFile(
        ZConfig.loadSchemaFile(io.StringIO(schema.getvalue())), io.StringIO("<section\n")))  # fmt: skip
    yield case(lb, "scram-wrong-password", CRED, scram_wrong_password)
    yield case(lb, "ece-bad-key", (CLI, FAT), lambda: decrypt(b"\x00" * 40, key=b"k" * 16))
    yield case(lb, "pathspec-bad-pattern", CLI, lambda: pathspec.PathSpec.from_lines(
        "gitwildmatch", ["build/", "dist\\"]))  # fmt: skip
    yield case(lb, "mkd-missing-key", (CLI, FAT), lambda: multi_key_dict.multi_key_dict()[
        "tenant-7"])  # fmt: skip
    yield case(lb, "sse-wrong-type", (CLI, FAT), sse(200, "application/json"))
    yield case(lb, "sse-refused", TRA, lambda: list(connect_sse(httpx.Client(), "GET",
        f"http://127.0.0.1:{closed_port()}/").__enter__().iter_sse()))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (stdlib_family, libs_family)
