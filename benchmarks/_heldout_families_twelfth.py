"""Held-out set 12, part 1: an email API SDK, an asyncio memcached client and a c-ares DNS
resolver raising live against servers on 127.0.0.1 speaking their real wire protocols.

* postmarker 1.0 (Postmark's transactional email API over requests): Postmark's JSON errors
  (``ErrorCode`` + ``Message``, raised as ``ClientError`` chained from the ``HTTPError``),
  plain 4xx/5xx pages, 429/503 with a Retry-After, refused and silent ports.
* aiomcache 0.8.2 (memcached text protocol over asyncio): ``SERVER_ERROR``/``CLIENT_ERROR``/
  ``ERROR`` replies from a scripted memcached, keys the client refuses, dropped connections.
* aiodns 4.0.4 on pycares 5.2.1 (c-ares): a scripted UDP name server answering each DNS
  response code, one that never answers, names c-ares refuses, a port that refuses.

Written 2026-12-03 between 21:43 and 21:56 UTC by the helper ``heldout12``, built blind:
labelled from DESIGN.md §2 semantics only; ``classify()``, the decorator and any observation
were never run on these cases, nor were the classifier's rules, its tests or any verdict
read. None of these packages appears in sets 1-11, "gen", "dev10", "dev11" or ``tests/``."""

from __future__ import annotations

import asyncio
import json
import socket
import socketserver
import struct
import threading
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED, silent_url
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def _pm_error(code: int, message: str) -> str:
    return json.dumps({"ErrorCode": code, "Message": message})


def postmark_family() -> Iterator[Case]:
    from postmarker.core import PostmarkClient

    server = http()

    def send(url: str | None = None) -> Any:
        client = PostmarkClient(
            server_token="pm-server-token", root_api_url=(url or server.url) + "/", timeout=1
        )
        return client.emails.send(
            From="billing@example.com", To="ana@example.com", Subject="Invoice",
            TextBody="Your invoice is attached.",
        )  # fmt: skip

    def reply(status: int, body: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            if not body.startswith("{"):
                headers.setdefault("Content_Type", "text/html")
            server.set(status, body, **headers)
            return send()

        return run

    pm = "postmarker"
    yield case(pm, "401-bad-token", CRED, reply(401, _pm_error(
        10, "The Server Token you provided in the X-Postmark-Server-Token request header was "
        "invalid. Please verify that you are using a valid token.")))  # fmt: skip
    yield case(pm, "422-invalid-email", CLI, reply(422, _pm_error(
        300, "Error parsing 'To': Illegal email address 'ana@'. It must contain the '@' "
        "symbol.")))  # fmt: skip
    yield case(pm, "422-sender-signature", (CLI, FAT), reply(422, _pm_error(
        400, "The 'From' address you supplied (billing@example.com) is not a Sender Signature "
        "on your account. Please add and confirm this address in order to be able to use it "
        "in the 'From' field of your messages.")))  # fmt: skip
    # The recipient bounced or unsubscribed before: a fact about the domain, or change the To.
    yield case(pm, "422-inactive-recipient", (BIZ, CLI), reply(422, _pm_error(
        406, "You tried to send to recipient(s) that have been marked as inactive. Found "
        "inactive addresses: ana@example.com. Inactive recipients are ones that have "
        "generated a hard bounce, a spam complaint, or a manual suppression.")))  # fmt: skip
    # Out of credits: a spend limit (fatal per DESIGN) that is also the account's answer.
    yield case(pm, "422-out-of-credits", (FAT, BIZ), reply(422, _pm_error(
        405, "Not allowed to send: You have run out of credits. Please purchase more to "
        "continue sending.")))  # fmt: skip
    yield case(pm, "422-pending-approval", (CLI, BIZ, FAT), reply(422, _pm_error(
        412, "Your account is pending approval. While pending you may only send to addresses "
        "on the same domain as your From address.")))  # fmt: skip
    yield case(pm, "422-template-not-found", CLI, reply(422, _pm_error(
        1101, "The Template's 'TemplateId' associated with this request is not valid or was "
        "not found.")))  # fmt: skip
    yield case(
        pm,
        "422-too-many-batch",
        CLI,
        reply(
            422,
            _pm_error(
                410, "Too many batch messages. You may send up to 500 messages per batch request."
            ),
        ),
    )
    yield case(pm, "422-forbidden-attachment", CLI, reply(422, _pm_error(
        411, "Forbidden attachment type: 'setup.exe'.")))  # fmt: skip
    yield case(pm, "429-json-retry-after", TRA, reply(429, _pm_error(
        429, "Rate limit exceeded. Please slow down your requests."), Retry_After="20"),
        retry_after=20.0)  # fmt: skip
    yield case(pm, "429-page-retry-after", TRA, reply(
        429, "<html><body>Too Many Requests</body></html>", Retry_After="5"),
        retry_after=5.0)  # fmt: skip
    yield case(pm, "503-maintenance", TRA, reply(
        503, "<html><body><h1>Down for maintenance</h1></body></html>", Retry_After="120"),
        retry_after=120.0)  # fmt: skip
    # A bare 500 page may pass on the next try or be the server's bug.
    yield case(pm, "500-page", (TRA, FAT), reply(
        500, "<html><body>Internal Server Error</body></html>"))  # fmt: skip
    yield case(pm, "502-page", TRA, reply(502, "<html><body>Bad Gateway</body></html>"))
    yield case(pm, "404-page", (CLI, FAT), reply(404, "<html><body>Not Found</body></html>"))
    yield case(pm, "refused", TRA, lambda: send(f"http://127.0.0.1:{closed_port()}"))
    yield case(pm, "read-timeout", TRA, lambda: send(silent_url()))


class _Memcached:
    """A memcached text-protocol server answering each command verb with a scripted line."""

    def __init__(self) -> None:
        self.replies: dict[str, bytes | None] = {}
        script = self

        class Handler(socketserver.StreamRequestHandler):
            def handle(self) -> None:
                for line in self.rfile:
                    parts = line.split()
                    if not parts:
                        continue
                    verb = parts[0].decode().lower()
                    if verb in ("set", "add", "replace", "append", "prepend", "cas"):
                        self.rfile.readline()
                    reply = script.replies.get(verb, b"STORED\r\n")
                    if reply is None:
                        return
                    if reply == b"":
                        threading.Event().wait(30)
                        return
                    self.wfile.write(reply)

        class Server(socketserver.ThreadingTCPServer):
            allow_reuse_address = True
            daemon_threads = True

        self.server = Server(("127.0.0.1", 0), Handler)
        self.port: int = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()


def memcache_family() -> Iterator[Case]:
    import aiomcache

    server = _Memcached()

    def run(command: str, reply: bytes | None, port: int | None = None) -> Callable[[], Any]:
        async def go() -> Any:
            client = aiomcache.Client("127.0.0.1", port or server.port, pool_size=1)
            try:
                if command == "set":
                    return await client.set(b"session:42", b"payload", exptime=60)
                if command == "incr":
                    return await client.incr(b"hits:42", 1)
                if command == "touch":
                    return await client.touch(b"session:42", 60)
                if command == "delete":
                    return await client.delete(b"session:42")
                if command == "version":
                    return await client.version()
                if command == "get":
                    return await asyncio.wait_for(client.get(b"session:42"), 1)
                if command == "bad-key":
                    return await client.set(b"user profile 42", b"payload")
                if command == "bad-exptime":
                    return await client.set(b"session:42", b"payload", exptime=-5)
                if command == "unbytes":
                    return await client.set(b"session:42", {"a": 1})  # type: ignore[arg-type]
                return None
            finally:
                await client.close()

        def action() -> Any:
            server.replies = {command: reply}
            return asyncio.run(go())

        return action

    mc = "aiomcache"
    # Memory full with eviction off: may clear as items expire, or needs an operator.
    yield case(mc, "out-of-memory", (TRA, FAT),
               run("set", b"SERVER_ERROR out of memory storing object\r\n"))  # fmt: skip
    yield case(mc, "object-too-large", CLI,
               run("set", b"SERVER_ERROR object too large for cache\r\n"))  # fmt: skip
    yield case(mc, "incr-non-numeric", CLI, run("incr", b"CLIENT_ERROR cannot increment or "
               b"decrement non-numeric value\r\n"))  # fmt: skip
    yield case(mc, "proxy-backend-failure", TRA, run("delete", b"SERVER_ERROR backend "
               b"failure\r\n"))  # fmt: skip
    yield case(mc, "proxy-backend-timeout", TRA, run("touch", b"SERVER_ERROR backend "
               b"timeout\r\n"))  # fmt: skip
    yield case(mc, "too-many-connections", TRA,
               run("delete", b"ERROR Too many open connections\r\n"))  # fmt: skip
    yield case(mc, "unknown-command", (FAT, CLI), run("version", b"ERROR\r\n"))
    yield case(mc, "bad-command-format", (CLI, FAT),
               run("touch", b"CLIENT_ERROR bad command line format\r\n"))  # fmt: skip
    yield case(mc, "get-bad-data", (FAT, TRA), run("get", b"SERVER_ERROR bad data chunk\r\n"))
    yield case(mc, "key-with-spaces", CLI, run("bad-key", b"STORED\r\n"))
    yield case(mc, "negative-exptime", CLI, run("bad-exptime", b"STORED\r\n"))
    yield case(mc, "value-not-bytes", CLI, run("unbytes", b"STORED\r\n"))
    yield case(mc, "connection-dropped", TRA, run("get", None))
    yield case(mc, "no-answer", TRA, run("get", b""))
    yield case(mc, "refused", TRA, run("set", b"STORED\r\n", closed_port()))


class _NameServer:
    """A UDP name server answering every query with no records and the scripted RCODE."""

    def __init__(self) -> None:
        self.rcode = 0
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.sock.bind(("127.0.0.1", 0))
        self.port: int = self.sock.getsockname()[1]
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            data, peer = self.sock.recvfrom(4096)
            # QR, RD and RA set; the question echoed, no answer records.
            flags = 0x8180 | self.rcode
            self.sock.sendto(data[:2] + struct.pack(">HHHHH", flags, 1, 0, 0, 0) + data[12:], peer)


def dns_family() -> Iterator[Case]:
    import aiodns

    server = _NameServer()
    mute = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    mute.bind(("127.0.0.1", 0))
    mute_port = mute.getsockname()[1]

    def ask(rcode: int, name: str = "api.example.test", qtype: str = "A",
            port: int | None = None) -> Callable[[], Any]:  # fmt: skip
        async def go() -> Any:
            resolver = aiodns.DNSResolver(
                nameservers=[f"127.0.0.1:{port or server.port}"], timeout=0.5, tries=1
            )
            return await resolver.query_dns(name, qtype)

        def action() -> Any:
            server.rcode = rcode
            return asyncio.run(go())

        return action

    dn = "aiodns"
    # The name does not exist: the request must change, or it is the answer itself.
    yield case(dn, "nxdomain", (CLI, BIZ), ask(3))
    yield case(dn, "nxdomain-mx", (CLI, BIZ), ask(3, "mail.example.test", "MX"))
    yield case(dn, "nodata-aaaa", (CLI, BIZ), ask(0, qtype="AAAA"))
    yield case(dn, "nodata-txt", (CLI, BIZ), ask(0, "_dmarc.example.test", "TXT"))
    yield case(dn, "servfail", TRA, ask(2))
    yield case(dn, "servfail-srv", TRA, ask(2, "_imap._tcp.example.test", "SRV"))
    # REFUSED: the server's policy (wrong resolver configured) more than a passing state.
    yield case(dn, "refused", (FAT, CLI), ask(5))
    yield case(dn, "formerr", (FAT, CLI), ask(1))
    yield case(dn, "notimp", (FAT, CLI), ask(4))
    yield case(dn, "timeout", TRA, ask(0, port=mute_port))
    yield case(dn, "unreachable-server", TRA, ask(0, port=closed_port()))
    yield case(dn, "bad-name", CLI, ask(0, "api..example.test"))
    yield case(dn, "bad-qtype", CLI, ask(0, qtype="BOGUS"))


FAMILIES = (postmark_family, memcache_family, dns_family)
