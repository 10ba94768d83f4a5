"""Held-out set 11, part 2: mail, queue, websocket and RPC clients raising live against
fake servers on 127.0.0.1 that speak the real wire protocol.

* imapclient 4.1.0 against a scripted IMAP4rev1 server (tagged NO/BAD with RFC 5530 response
  codes, a BYE greeting, a dropped connection).
* greenstalk 2.1.1 against a scripted beanstalkd (its protocol's error replies).
* httpx-ws 0.9.0 against a raw RFC 6455 server (close codes, refused upgrades with a status
  and a Retry-After, a dropped TCP connection).
* jsonrpc-async 2.1.3 (jsonrpc-base 2.2.0) over aiohttp against a JSON-RPC 2.0 endpoint
  (spec codes, Ethereum node and Bitcoin Core wallet codes, an Infura-style backoff hint).

Written 2026-12-03 between 20:56 and 21:08 UTC by the helper ``heldout11``, built blind:
labelled from DESIGN.md §2 semantics only; ``classify()``, the decorator and any
observation were never run on these cases, nor were the classifier's rules, its tests or any
verdict read."""

from __future__ import annotations

import asyncio
import base64
import contextlib
import hashlib
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


class _Scripted:
    """A threading TCP server whose handler reads ``self.script`` (set before each call)."""

    def __init__(self, handle: Callable[[Any, Any], None]) -> None:
        self.script: Any = None
        owner = self

        class Handler(socketserver.StreamRequestHandler):
            def handle(self) -> None:
                with contextlib.suppress(OSError):
                    handle(self, owner.script)

        class Server(socketserver.ThreadingTCPServer):
            allow_reuse_address = True
            daemon_threads = True

        self.server = Server(("127.0.0.1", 0), Handler)
        self.port: int = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()


# --- IMAP ----------------------------------------------------------------------------------


def _imap(handler: Any, script: dict[str, str | None]) -> None:
    """Greeting, then per command: the scripted tagged reply for its verb (None: hang up)."""
    greeting = script.get("GREETING", "* OK [CAPABILITY IMAP4rev1 AUTH=PLAIN] ready")
    if greeting is None:
        return
    handler.wfile.write(greeting.encode() + b"\r\n")
    for raw in handler.rfile:
        tag, _, rest = raw.decode().rstrip("\r\n").partition(" ")
        verb = rest.split(" ", 1)[0].upper()
        if verb == "LOGOUT":
            handler.wfile.write(f"* BYE bye\r\n{tag} OK done\r\n".encode())
            return
        if verb in script:
            reply = script[verb]
            if reply is None:
                return
            handler.wfile.write(f"{tag} {reply}\r\n".encode())
            continue
        untagged = {
            "CAPABILITY": "* CAPABILITY IMAP4rev1 AUTH=PLAIN\r\n",
            "SELECT": "* 3 EXISTS\r\n* 0 RECENT\r\n* FLAGS (\\Seen)\r\n",
        }.get(verb, "")
        handler.wfile.write(f"{untagged}{tag} OK done\r\n".encode())


def imap_family() -> Iterator[Case]:
    from imapclient import IMAPClient

    server = _Scripted(_imap)

    def run(action: str, port: int | None = None, **script: str | None) -> Any:
        def go() -> Any:
            server.script = script
            client = IMAPClient("127.0.0.1", port or server.port, ssl=False, timeout=1)
            if action == "connect":
                return None
            client.login("ana", "secret")
            if action == "select":
                return client.select_folder("Archive")
            if action == "append":
                return client.append("Sent", b"Subject: hi\r\n\r\nbody\r\n")
            if action == "create":
                return client.create_folder("Projects")
            if action == "search":
                client.select_folder("INBOX")
                return client.search(["UNSEEN"])
            if action == "copy":
                client.select_folder("INBOX")
                return client.copy([1, 2], "Archive/2025")
            return None

        return go

    im = "imap"
    yield case(im, "auth-failed", CRED, run("login", LOGIN="NO [AUTHENTICATIONFAILED] "
        "Authentication failed."))  # fmt: skip
    yield case(im, "auth-backend-down", TRA, run("login", LOGIN="NO [UNAVAILABLE] "
        "Temporary authentication failure. Try again later."))  # fmt: skip
    yield case(im, "password-expired", CRED, run("login", LOGIN="NO [EXPIRED] "
        "Password expired, change it in the web portal."))  # fmt: skip
    yield case(im, "too-many-connections", TRA, run("login", LOGIN="NO [LIMIT] Maximum "
        "number of connections from user+IP exceeded "
        "(mail_max_userip_connections=10)"))  # fmt: skip
    yield case(im, "select-nonexistent", CLI, run("select", SELECT="NO [NONEXISTENT] "
        "Mailbox doesn't exist: Archive"))  # fmt: skip
    yield case(im, "select-noperm", CLI, run("select", SELECT="NO [NOPERM] Permission "
        "denied"))  # fmt: skip
    yield case(im, "select-inuse", TRA, run("select", SELECT="NO [INUSE] Mailbox is "
        "locked by another session, try again later"))  # fmt: skip
    # A full mailbox: neither waiting nor a changed request helps until someone frees space.
    yield case(im, "append-overquota", FAT, run("append", APPEND="NO [OVERQUOTA] Quota "
        "exceeded (mailbox for user is full)"))  # fmt: skip
    yield case(im, "append-toobig", CLI, run("append", APPEND="NO [TOOBIG] Message too "
        "large: maximum size is 35882577 bytes"))  # fmt: skip
    yield case(im, "create-exists", (CLI, BIZ), run("create", CREATE="NO [ALREADYEXISTS] "
        "Mailbox already exists"))  # fmt: skip
    yield case(im, "copy-trycreate", CLI, run("copy", UID="NO [TRYCREATE] Mailbox "
        "doesn't exist: Archive/2025"))  # fmt: skip
    yield case(im, "search-bad", (CLI, FAT), run("search", UID="BAD Error in IMAP command "
        "UID SEARCH: Unknown argument UNSEEN"))  # fmt: skip
    # The server says its own bug: a person must look; a retry might pass too.
    yield case(im, "search-serverbug", (FAT, TRA), run("search", UID="NO [SERVERBUG] "
        "Internal error occurred. Refer to server log for more information."))  # fmt: skip
    yield case(im, "greeting-bye", TRA, run("connect", GREETING="* BYE [UNAVAILABLE] "
        "Server shutting down for maintenance, try again later"))  # fmt: skip
    yield case(im, "dropped", TRA, run("select", SELECT=None))
    yield case(im, "refused", TRA, run("connect", port=closed_port()))
    silent = int(silent_url().rsplit(":", 1)[1])
    yield case(im, "greeting-timeout", TRA, run("connect", port=silent))


# --- beanstalkd ----------------------------------------------------------------------------


def _beanstalk(handler: Any, script: dict[str, str | None]) -> None:
    for raw in handler.rfile:
        verb = raw.split(b" ", 1)[0].strip().decode()
        if verb == "put":
            handler.rfile.readline()
        reply = script.get(verb, "INSERTED 1")
        if reply is None:
            return
        handler.wfile.write(reply.encode() + b"\r\n")


def beanstalk_family() -> Iterator[Case]:
    import greenstalk

    server = _Scripted(_beanstalk)

    def run(action: str, port: int | None = None, **script: str | None) -> Any:
        def go() -> Any:
            server.script = script
            with greenstalk.Client(("127.0.0.1", port or server.port)) as client:
                if action == "put":
                    return client.put("resize image 42")
                if action == "reserve":
                    return client.reserve(timeout=1)
                if action == "delete":
                    return client.delete(42)
                return client.kick_job(42)

        return go

    bs = "beanstalkd"
    # beanstalkd's protocol: "The client should try again later."
    yield case(bs, "out-of-memory", TRA, run("put", put="OUT_OF_MEMORY"))
    # "This indicates a bug in the server."
    yield case(bs, "internal-error", (FAT, TRA), run("put", put="INTERNAL_ERROR"))
    yield case(bs, "draining", TRA, run("put", put="DRAINING"))
    # Buried on put: the server could not grow its queue (memory); waiting may or may not help.
    yield case(bs, "put-buried", (TRA, FAT), run("put", put="BURIED 17"))
    yield case(bs, "job-too-big", CLI, run("put", put="JOB_TOO_BIG"))
    # The client library itself sent a malformed or unknown command: a bug to fix.
    yield case(bs, "bad-format", (CLI, FAT), run("put", put="BAD_FORMAT"))
    yield case(bs, "unknown-command", (CLI, FAT), run("put", put="UNKNOWN_COMMAND"))
    yield case(bs, "expected-crlf", (CLI, FAT), run("put", put="EXPECTED_CRLF"))
    # No job within the timeout: try again later, or the queue's answer that it is empty.
    yield case(bs, "reserve-timed-out", (TRA, BIZ), run("reserve",
        **{"reserve-with-timeout": "TIMED_OUT"}))  # fmt: skip
    yield case(bs, "reserve-deadline-soon", (TRA, CLI), run("reserve",
        **{"reserve-with-timeout": "DEADLINE_SOON"}))  # fmt: skip
    yield case(bs, "delete-not-found", (CLI, BIZ), run("delete", delete="NOT_FOUND"))
    yield case(bs, "kick-not-found", (CLI, BIZ), run("kick", **{"kick-job": "NOT_FOUND"}))
    yield case(bs, "dropped", TRA, run("put", put=None))
    yield case(bs, "refused", TRA, run("put", port=closed_port()))


# --- websockets through httpx-ws -----------------------------------------------------------

_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"


def _websocket(handler: Any, script: tuple[str, Any]) -> None:
    key = ""
    for raw in handler.rfile:
        line = raw.decode("latin-1").strip()
        if not line:
            break
        name, _, value = line.partition(":")
        if name.lower() == "sec-websocket-key":
            key = value.strip()
    kind, arg = script
    if kind == "status":
        status, headers, body = arg
        head = f"HTTP/1.1 {status}\r\nContent-Length: {len(body)}\r\n{headers}\r\n"
        handler.wfile.write(head.encode() + body.encode())
        return
    accept = base64.b64encode(hashlib.sha1((key + _GUID).encode()).digest()).decode()
    handler.wfile.write(
        "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Accept: {accept}\r\n\r\n".encode()
    )
    if kind == "drop":
        handler.connection.shutdown(socket.SHUT_RDWR)
        return
    code, reason = arg
    payload = struct.pack("!H", code) + reason.encode()
    handler.wfile.write(bytes([0x88, len(payload)]) + payload)
    handler.rfile.read(2)  # the client's closing frame header, then hang up


def websocket_family() -> Iterator[Case]:
    import httpx
    from httpx_ws import connect_ws

    server = _Scripted(_websocket)

    def run(kind: str, arg: Any = None, port: int | None = None) -> Any:
        def go() -> Any:
            server.script = (kind, arg)
            with httpx.Client(timeout=2) as client:
                url = f"http://127.0.0.1:{port or server.port}/v1/stream"
                with connect_ws(url, client) as ws:
                    return ws.receive_text(timeout=2)

        return go

    def close(code: int, reason: str) -> Any:
        return run("close", (code, reason))

    ws = "httpx-ws"
    yield case(ws, "1001-going-away", TRA, close(1001, "server restarting"))
    yield case(ws, "1011-internal", TRA, close(1011, "unexpected condition"))
    yield case(ws, "1012-restart", TRA, close(1012, "service restart"))
    yield case(ws, "1013-try-later", TRA, close(1013, "try again later"))
    yield case(ws, "1008-policy", CLI, close(1008, "subscription to channel 'admin' denied"))
    yield case(ws, "1009-too-big", CLI, close(1009, "message exceeds 64 KiB"))
    yield case(ws, "1002-protocol", FAT, close(1002, "protocol error"))
    yield case(ws, "1003-unsupported", FAT, close(1003, "binary frames not supported"))
    yield case(ws, "1007-bad-payload", (CLI, FAT), close(1007, "invalid UTF-8 in text frame"))
    # Application close codes (4000-4999) only say their meaning in the reason.
    yield case(ws, "4401-unauthorized", CRED, close(4401, "unauthorized: token expired"))
    yield case(ws, "4429-rate-limited", TRA, close(4429, "rate limited, try again later"))
    yield case(ws, "upgrade-429", TRA, run("status", ("429 Too Many Requests",
        "Retry-After: 6\r\n", "slow down")), retry_after=6.0)  # fmt: skip
    yield case(ws, "upgrade-503", TRA, run("status", ("503 Service Unavailable", "",
        "overloaded")))  # fmt: skip
    yield case(ws, "upgrade-403", CLI, run("status", ("403 Forbidden", "", "origin not "
        "allowed")))  # fmt: skip
    yield case(ws, "upgrade-404", CLI, run("status", ("404 Not Found", "", "no such "
        "stream")))  # fmt: skip
    yield case(ws, "dropped", TRA, run("drop"))
    yield case(ws, "refused", TRA, run("close", port=closed_port()))


# --- JSON-RPC 2.0 through jsonrpc-async ----------------------------------------------------


def jsonrpc_family() -> Iterator[Case]:
    import aiohttp
    from jsonrpc_async import Server

    server = http()

    async def call(url: str, method: str) -> Any:
        timeout = aiohttp.ClientTimeout(total=1)
        async with aiohttp.ClientSession(timeout=timeout) as session:
            return await getattr(Server(url + "/rpc", session=session), method)("0x1", 2)

    def run(status: int, body: Any, method: str = "eth_sendRawTransaction", **headers: str) -> Any:
        def go() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, **headers)
            return asyncio.run(call(server.url, method))

        return go

    def error(code: int, message: str, data: Any = None) -> Any:
        reply: dict[str, Any] = {"jsonrpc": "2.0", "id": 1, "error": {"code": code,
            "message": message}}  # fmt: skip
        if data is not None:
            reply["error"]["data"] = data
        return run(200, reply)

    def at(url: str) -> Any:
        return lambda: asyncio.run(call(url, "eth_blockNumber"))

    rpc = "jsonrpc"
    yield case(rpc, "32601-method-not-found", (CLI, FAT), error(-32601,
        "the method eth_sendRawTransaction does not exist/is not available"))  # fmt: skip
    yield case(rpc, "32602-invalid-params", CLI, error(-32602,
        "invalid argument 0: hex string has odd length"))  # fmt: skip
    yield case(rpc, "32600-invalid-request", (CLI, FAT), error(-32600, "Invalid Request"))
    yield case(rpc, "32700-parse-error", (CLI, FAT), error(-32700, "Parse error"))
    yield case(rpc, "32603-internal", (FAT, TRA), error(-32603, "Internal error"))
    yield case(rpc, "nonce-too-low", CLI, error(-32000, "nonce too low: next nonce 43, "
        "tx nonce 41"))  # fmt: skip
    yield case(rpc, "insufficient-funds", BIZ, error(-32000, "insufficient funds for gas "
        "* price + value: balance 0, tx cost 21000000000000"))  # fmt: skip
    yield case(rpc, "32002-resource-unavailable", TRA, error(-32002, "Resource "
        "unavailable: the node is still syncing"))  # fmt: skip
    yield case(rpc, "32005-rate-backoff", TRA, error(-32005, "project ID request rate "
        "exceeded", {"see": "https://infura.io/dashboard", "current_rps": 13.3,
        "allowed_rps": 10.0, "backoff_seconds": 30.0}), retry_after=30.0)  # fmt: skip
    # A daily allowance spent: waiting seconds will not help, a person must act.
    yield case(rpc, "32005-daily-quota", FAT, error(-32005, "daily request count exceeded, "
        "request rate limited"))  # fmt: skip
    yield case(rpc, "btc-warmup", TRA, error(-28, "Loading block index…"))
    yield case(rpc, "btc-insufficient-funds", BIZ, error(-6, "Insufficient funds"))
    yield case(rpc, "btc-unlock-needed", (CLI, FAT), error(-13, "Error: Please enter the "
        "wallet passphrase with walletpassphrase first."))  # fmt: skip
    yield case(rpc, "http-429", TRA, run(429, "Too Many Requests"))
    yield case(rpc, "http-503", TRA, run(503, "<html><title>503</title></html>"))
    yield case(rpc, "http-401", CRED, run(401, "invalid project id"))
    yield case(rpc, "refused", TRA, at(f"http://127.0.0.1:{closed_port()}"))
    yield case(rpc, "timeout", TRA, at(silent_url()))


FAMILIES = (imap_family, beanstalk_family, websocket_family, jsonrpc_family)
