"""Held-out families over the network: gRPC, google-api-core, Stripe, mail/FTP/XML-RPC,
websockets, botocore on more AWS services, redis-py, and HTTP bodies parsed before the status."""

from __future__ import annotations

import asyncio
import ftplib
import json
import smtplib
import sys
import threading
import time
import xmlrpc.client
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_servers import HttpScript, LineServer, closed_port

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

__all__ = ["FAMILIES"]

_HTTP: HttpScript | None = None


def http() -> HttpScript:
    global _HTTP
    if _HTTP is None:
        _HTTP = HttpScript()
    return _HTTP


# --- gRPC ----------------------------------------------------------------------------------

# code name -> acceptable categories (DESIGN §2, gRPC row; the rest decided by meaning)
GRPC_CODES: dict[str, tuple[str, ...]] = {
    "CANCELLED": (TRA, FAT),
    "UNKNOWN": (FAT,),
    "INVALID_ARGUMENT": (CLI,),
    "DEADLINE_EXCEEDED": (TRA,),
    "NOT_FOUND": (CLI,),
    "ALREADY_EXISTS": (CLI, BIZ),
    "PERMISSION_DENIED": (CLI,),
    "RESOURCE_EXHAUSTED": (TRA,),
    "FAILED_PRECONDITION": (CLI, BIZ),
    "ABORTED": (TRA,),
    "OUT_OF_RANGE": (CLI,),
    "UNIMPLEMENTED": (FAT,),
    "INTERNAL": (FAT, TRA),
    "UNAVAILABLE": (TRA,),
    "DATA_LOSS": (FAT,),
    "UNAUTHENTICATED": (CLI, FAT),
}


def _grpc_server() -> tuple[Any, int]:
    import grpc
    from google.protobuf import any_pb2, duration_pb2
    from google.rpc import code_pb2, error_details_pb2, status_pb2
    from grpc_status import rpc_status

    def rich(code: int, message: str, *details: Any) -> Any:
        packed = []
        for item in details:
            box = any_pb2.Any()
            box.Pack(item)
            packed.append(box)
        return rpc_status.to_status(status_pb2.Status(code=code, message=message, details=packed))

    def behave(name: str, context: Any) -> bytes:
        if name in GRPC_CODES:
            context.abort(getattr(grpc.StatusCode, name), f"{name.lower()} said the server")
        if name == "RetryInfo":
            info = error_details_pb2.RetryInfo(retry_delay=duration_pb2.Duration(seconds=3))
            context.abort_with_status(rich(code_pb2.UNAVAILABLE, "backend restarting", info))
        if name == "RetryInfoMinute":
            info = error_details_pb2.RetryInfo(retry_delay=duration_pb2.Duration(seconds=7))
            text = "Quota exceeded for quota metric 'Requests' and limit 'Requests per minute'"
            context.abort_with_status(rich(code_pb2.RESOURCE_EXHAUSTED, text, info))
        if name == "DailyQuota":
            quota = error_details_pb2.QuotaFailure(
                violations=[
                    error_details_pb2.QuotaFailure.Violation(
                        subject="project:123", description="Daily limit of 1000 requests exceeded"
                    )
                ]
            )
            text = "Quota exceeded for quota metric 'Requests' and limit 'Requests per day'"
            context.abort_with_status(rich(code_pb2.RESOURCE_EXHAUSTED, text, quota))
        if name == "Billing":
            info = error_details_pb2.ErrorInfo(reason="BILLING_DISABLED", domain="googleapis.com")
            context.abort_with_status(rich(code_pb2.PERMISSION_DENIED, "billing off", info))
        if name == "Pushback":
            context.set_trailing_metadata((("grpc-retry-pushback-ms", "2500"),))
            context.abort(grpc.StatusCode.UNAVAILABLE, "overloaded, push back")
        if name == "Slow":
            time.sleep(1.0)
            return b"late"
        return b"ok"

    class Generic(grpc.GenericRpcHandler):
        def service(self, details: Any) -> Any:
            name = details.method.rsplit("/", 1)[1]
            return grpc.unary_unary_rpc_method_handler(lambda req, ctx: behave(name, ctx))

    from concurrent import futures

    server = grpc.server(futures.ThreadPoolExecutor(max_workers=4))
    server.add_generic_rpc_handlers((Generic(),))
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    return server, port


_EXTRA = {  # method -> (accept, retry_after)
    "RetryInfo": ((TRA,), 3.0),
    "RetryInfoMinute": ((TRA,), 7.0),
    "DailyQuota": ((FAT,), None),
    "Billing": ((FAT,), None),
    "Pushback": ((TRA,), 2.5),
}


def grpc_sync() -> Iterator[Case]:
    import grpc

    server, port = _grpc_server()
    try:
        with grpc.insecure_channel(f"127.0.0.1:{port}") as channel:

            def call(name: str, timeout: float = 5.0) -> Any:
                return channel.unary_unary(f"/heldout.T/{name}")(b"x", timeout=timeout)

            for name, accept in GRPC_CODES.items():
                yield case("grpc", name, accept, lambda n=name: call(n))
            for name, (accept, wait) in _EXTRA.items():
                yield case("grpc", name, accept, lambda n=name: call(n), wait)
            yield case("grpc", "deadline", TRA, lambda: call("Slow", 0.1))
        with grpc.insecure_channel(f"127.0.0.1:{closed_port()}") as dead:
            method = dead.unary_unary("/heldout.T/Any")
            yield case("grpc", "refused", TRA, lambda: method(b"x", timeout=2))
    finally:
        server.stop(0)


def grpc_aio() -> Iterator[Case]:
    import grpc

    server, port = _grpc_server()

    async def call(name: str, timeout: float = 5.0, target: str = "") -> None:
        async with grpc.aio.insecure_channel(target or f"127.0.0.1:{port}") as channel:
            await channel.unary_unary(f"/heldout.T/{name}")(b"x", timeout=timeout)

    try:
        for name, accept in GRPC_CODES.items():
            yield case("grpc.aio", name, accept, lambda n=name: asyncio.run(call(n)))
        for name, (accept, wait) in _EXTRA.items():
            yield case("grpc.aio", name, accept, lambda n=name: asyncio.run(call(n)), wait)
        yield case("grpc.aio", "deadline", TRA, lambda: asyncio.run(call("Slow", 0.1)))
        dead = f"127.0.0.1:{closed_port()}"
        yield case("grpc.aio", "refused", TRA, lambda: asyncio.run(call("Any", 2, dead)))
    finally:
        server.stop(0)


def google_api_core() -> Iterator[Case]:
    import grpc
    import requests
    from google.api_core import exceptions, grpc_helpers

    server, port = _grpc_server()
    try:
        with grpc.insecure_channel(f"127.0.0.1:{port}") as channel:
            for name in ("UNAVAILABLE", "NOT_FOUND", "INVALID_ARGUMENT", "ABORTED", "INTERNAL"):
                wrapped = grpc_helpers.wrap_errors(channel.unary_unary(f"/heldout.T/{name}"))
                yield case(
                    "google-api-core", f"grpc-{name}", GRPC_CODES[name], lambda w=wrapped: w(b"x")
                )
            for name, (accept, wait) in _EXTRA.items():
                wrapped = grpc_helpers.wrap_errors(channel.unary_unary(f"/heldout.T/{name}"))
                yield case(
                    "google-api-core", f"grpc-{name}", accept, lambda w=wrapped: w(b"x"), wait
                )
    finally:
        server.stop(0)
    server_http = http()

    def from_http(status: int, body: dict[str, Any], **headers: str) -> Any:
        server_http.set(status, json.dumps(body), **headers)
        raise exceptions.from_http_response(requests.get(server_http.url + "/v1/things"))

    retry = {"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "12s"}
    rows: list[tuple[str, int, dict[str, Any], tuple[str, ...], float | None]] = [
        (
            "http-429-retryinfo",
            429,
            {
                "error": {
                    "code": 429,
                    "message": "slow down",
                    "status": "RESOURCE_EXHAUSTED",
                    "details": [retry],
                }
            },
            (TRA,),
            12.0,
        ),
        (
            "http-503",
            503,
            {
                "error": {
                    "code": 503,
                    "message": "The service is currently unavailable.",
                    "status": "UNAVAILABLE",
                }
            },
            (TRA,),
            None,
        ),
        (
            "http-404",
            404,
            {
                "error": {
                    "code": 404,
                    "message": "Requested entity was not found.",
                    "status": "NOT_FOUND",
                }
            },
            (CLI,),
            None,
        ),
        (
            "http-400",
            400,
            {
                "error": {
                    "code": 400,
                    "message": "Invalid value at 'name'",
                    "status": "INVALID_ARGUMENT",
                }
            },
            (CLI,),
            None,
        ),
        (
            "http-403-billing",
            403,
            {
                "error": {
                    "code": 403,
                    "message": "This API method requires billing to be enabled.",
                    "status": "PERMISSION_DENIED",
                    "details": [
                        {
                            "@type": "type.googleapis.com/google.rpc.ErrorInfo",
                            "reason": "BILLING_DISABLED",
                        }
                    ],
                }
            },
            (FAT,),
            None,
        ),
        (
            "http-429-daily",
            429,
            {
                "error": {
                    "code": 429,
                    "message": "Quota exceeded for quota metric 'Queries' and limit 'Queries per day' of service",
                    "status": "RESOURCE_EXHAUSTED",
                }
            },
            (FAT,),
            None,
        ),
    ]
    for name, status, body, accept, wait in rows:
        yield case("google-api-core", name, accept, lambda s=status, b=body: from_http(s, b), wait)


# --- Stripe ----------------------------------------------------------------------------------


def stripe_family() -> Iterator[Case]:
    import stripe

    server = http()
    client = stripe.StripeClient(
        "sk_test_heldout", base_addresses={"api": server.url}, max_network_retries=0
    )

    def fail(status: int, error: dict[str, Any], **headers: str) -> Any:
        server.set(status, json.dumps({"error": error}), **headers)
        return client.v1.customers.retrieve("cus_heldout")

    rows: list[tuple[str, int, dict[str, Any], tuple[str, ...], dict[str, str], float | None]] = [
        (
            "card_declined",
            402,
            {
                "type": "card_error",
                "code": "card_declined",
                "decline_code": "generic_decline",
                "message": "Your card was declined.",
            },
            (BIZ,),
            {},
            None,
        ),
        (
            "insufficient_funds",
            402,
            {
                "type": "card_error",
                "code": "card_declined",
                "decline_code": "insufficient_funds",
                "message": "Your card has insufficient funds.",
            },
            (BIZ,),
            {},
            None,
        ),
        (
            "expired_card",
            402,
            {"type": "card_error", "code": "expired_card", "message": "Your card has expired."},
            (BIZ, CLI),
            {},
            None,
        ),
        (
            "rate_limit",
            429,
            {
                "type": "invalid_request_error",
                "code": "rate_limit",
                "message": "Too many requests hit the API too quickly.",
            },
            (TRA,),
            {"Retry_After": "2"},
            2.0,
        ),
        (
            "lock_timeout",
            429,
            {
                "type": "invalid_request_error",
                "code": "lock_timeout",
                "message": "This object cannot be accessed right now because another API request or Stripe process is currently accessing it.",
            },
            (TRA,),
            {},
            None,
        ),
        (
            "resource_missing",
            404,
            {
                "type": "invalid_request_error",
                "code": "resource_missing",
                "param": "id",
                "message": "No such customer: 'cus_heldout'",
            },
            (CLI, BIZ),
            {},
            None,
        ),
        (
            "parameter_invalid",
            400,
            {
                "type": "invalid_request_error",
                "code": "parameter_invalid_integer",
                "param": "amount",
                "message": "Invalid integer: abc",
            },
            (CLI,),
            {},
            None,
        ),
        (
            "auth",
            401,
            {
                "type": "invalid_request_error",
                "message": "Invalid API Key provided: sk_test_****dout",
            },
            (CLI, FAT),
            {},
            None,
        ),
        (
            "permission",
            403,
            {
                "type": "invalid_request_error",
                "message": "The provided key does not have access to this resource.",
            },
            (CLI, FAT),
            {},
            None,
        ),
        (
            "idempotency",
            409,
            {
                "type": "idempotency_error",
                "message": "Keys for idempotent requests can only be used with the same parameters they were first used with.",
            },
            (CLI,),
            {},
            None,
        ),
        (
            "api_error",
            500,
            {"type": "api_error", "message": "An unknown error occurred"},
            (TRA, FAT),
            {},
            None,
        ),
        (
            "unavailable",
            503,
            {"type": "api_error", "message": "Service unavailable"},
            (TRA,),
            {},
            None,
        ),
    ]
    for name, status, error, accept, headers, wait in rows:
        yield case(
            "stripe", name, accept, lambda s=status, e=error, h=headers: fail(s, e, **h), wait
        )
    dead = stripe.StripeClient(
        "sk_test_heldout",
        base_addresses={"api": f"http://127.0.0.1:{closed_port()}"},
        max_network_retries=0,
    )
    yield case("stripe", "refused", TRA, lambda: dead.v1.customers.retrieve("cus_x"))


# --- SMTP, FTP, XML-RPC -----------------------------------------------------------------------


def smtp_family() -> Iterator[Case]:
    server = LineServer()

    def send(**replies: str | None) -> None:
        greeting = replies.pop("greeting", "220 ready")
        server.script(greeting, EHLO="250 heldout", **replies)
        with smtplib.SMTP("127.0.0.1", server.port, timeout=5) as smtp:
            smtp.sendmail("a@example.test", ["b@example.test"], "Subject: x\r\n\r\nhi")

    rows: list[tuple[str, dict[str, str | None], tuple[str, ...]]] = [
        ("greet-421", {"greeting": "421 Service not available, closing channel"}, (TRA,)),
        ("greet-554", {"greeting": "554 No SMTP service here"}, (CLI, FAT)),
        ("mail-451", {"MAIL": "451 4.3.0 Temporary local problem, try again later"}, (TRA,)),
        ("mail-452", {"MAIL": "452 4.3.1 Insufficient system storage"}, (TRA,)),
        ("mail-550", {"MAIL": "550 5.7.1 Sender rejected"}, (CLI,)),
        ("mail-421", {"MAIL": "421 4.7.0 Too many connections, try later"}, (TRA,)),
        ("rcpt-450", {"RCPT": "450 4.2.1 Mailbox busy, try again later"}, (TRA,)),
        ("rcpt-550", {"RCPT": "550 5.1.1 User unknown"}, (CLI,)),
        ("rcpt-553", {"RCPT": "553 5.1.3 Bad recipient address syntax"}, (CLI,)),
        ("data-552", {"END": "552 5.3.4 Message size exceeds fixed limit"}, (CLI,)),
        ("data-554", {"END": "554 5.7.1 Message rejected as spam"}, (CLI,)),
        ("data-451", {"END": "451 4.7.1 Greylisted, please try again later"}, (TRA,)),
        ("disconnect", {"MAIL": None}, (TRA,)),
    ]
    for name, replies, accept in rows:
        yield case("smtplib", name, accept, lambda r=replies: send(**dict(r)))

    def login(reply: str) -> None:
        server.script("220 ready", EHLO="250-heldout\r\n250 AUTH PLAIN", AUTH=reply)
        with smtplib.SMTP("127.0.0.1", server.port, timeout=5) as smtp:
            smtp.login("user", "pw")

    yield case(
        "smtplib",
        "auth-535",
        (CLI, FAT),
        lambda: login("535 5.7.8 Authentication credentials invalid"),
    )
    yield case(
        "smtplib", "auth-454", TRA, lambda: login("454 4.7.0 Temporary authentication failure")
    )
    yield case(
        "smtplib", "refused", TRA, lambda: smtplib.SMTP("127.0.0.1", closed_port(), timeout=2)
    )


def ftp_family() -> Iterator[Case]:
    server = LineServer()

    def run(command: str, greeting: str = "220 ready", **replies: str | None) -> None:
        server.script(greeting, USER="331 password please", PASS="230 in", **replies)
        with ftplib.FTP() as ftp:
            ftp.connect("127.0.0.1", server.port, timeout=5)
            ftp.login("user", "pw")
            if command:
                ftp.sendcmd(command)

    rows: list[tuple[str, str, dict[str, str | None], tuple[str, ...]]] = [
        ("greet-421", "", {"greeting": "421 Too many users, try again later"}, (TRA,)),
        ("login-530", "", {"PASS": "530 Login incorrect."}, (CLI, FAT)),
        ("cwd-550", "CWD nope", {"CWD": "550 nope: No such file or directory"}, (CLI,)),
        ("dele-450", "DELE busy", {"DELE": "450 File busy"}, (TRA,)),
        ("stor-452", "STOR x", {"STOR": "452 Insufficient storage space"}, (TRA,)),
        ("stor-553", "STOR x", {"STOR": "553 File name not allowed"}, (CLI,)),
        ("pasv-425", "PASV", {"PASV": "425 Can't open data connection"}, (TRA,)),
        ("mkd-521", "MKD x", {"MKD": "521 Directory already exists"}, (CLI,)),
        ("unknown-500", "FOO", {"FOO": "500 Unknown command"}, (CLI, FAT)),
        ("disconnect", "NOOP", {"NOOP": None}, (TRA,)),
    ]
    for name, command, replies, accept in rows:
        replies = dict(replies)
        greeting = replies.pop("greeting", None) or "220 ready"
        yield case("ftplib", name, accept, lambda c=command, g=greeting, r=replies: run(c, g, **r))


def xmlrpc_family() -> Iterator[Case]:
    from xmlrpc.server import SimpleXMLRPCServer

    server_http = http()

    def protocol(status: int, **headers: str) -> None:
        server_http.set(
            status, "<html><body>error</body></html>", Content_Type="text/html", **headers
        )
        xmlrpc.client.ServerProxy(server_http.url + "/RPC2").ping()

    yield case("xmlrpc", "protocol-503", TRA, lambda: protocol(503))
    yield case("xmlrpc", "protocol-429", TRA, lambda: protocol(429, Retry_After="6"), 6.0)
    yield case("xmlrpc", "protocol-404", CLI, lambda: protocol(404))
    yield case("xmlrpc", "protocol-401", (CLI, FAT), lambda: protocol(401))
    yield case("xmlrpc", "protocol-502", TRA, lambda: protocol(502))
    rpc = SimpleXMLRPCServer(("127.0.0.1", 0), logRequests=False, allow_none=True)

    def lookup(key: str) -> str:
        return {"a": "1"}[key]

    def charge(amount: int) -> None:
        raise xmlrpc.client.Fault(402, "insufficient balance")

    rpc.register_function(lookup)
    rpc.register_function(charge)
    threading.Thread(target=rpc.serve_forever, daemon=True).start()
    proxy = xmlrpc.client.ServerProxy(f"http://127.0.0.1:{rpc.server_address[1]}")
    try:
        yield case("xmlrpc", "fault-server-bug", (FAT,), lambda: proxy.lookup("zz"))
        yield case("xmlrpc", "fault-no-method", (FAT, CLI), lambda: proxy.nope())
        yield case("xmlrpc", "fault-domain", (BIZ, CLI, FAT), lambda: proxy.charge(5))
        dead = xmlrpc.client.ServerProxy(f"http://127.0.0.1:{closed_port()}")
        yield case("xmlrpc", "refused", TRA, lambda: dead.ping())
    finally:
        rpc.shutdown()
        rpc.server_close()


# --- websockets --------------------------------------------------------------------------------


def websockets_family() -> Iterator[Case]:
    from websockets.datastructures import Headers
    from websockets.http11 import Response
    from websockets.sync.client import connect
    from websockets.sync.server import serve

    def handler(ws: Any) -> None:
        code = int(ws.request.path.strip("/"))
        ws.close(code, f"closing with {code}")

    def process_request(ws: Any, request: Any) -> Any:
        path = request.path.strip("/")
        if path.startswith("http"):
            status = int(path[4:])
            headers = Headers([("Retry-After", "5")] if status in (429, 503) else [])
            return Response(status, "refused", headers, b"refused\n")
        return None

    server = serve(handler, "127.0.0.1", 0, process_request=process_request)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port = server.socket.getsockname()[1]

    def receive(path: str) -> None:
        with connect(f"ws://127.0.0.1:{port}/{path}", open_timeout=5) as ws:
            ws.recv(timeout=5)

    closes: dict[int, tuple[str, ...]] = {
        1001: (TRA,),
        1002: (FAT,),
        1003: (FAT,),
        1007: (CLI, FAT),
        1008: (CLI,),
        1009: (CLI,),
        1011: (TRA,),
        1012: (TRA,),
        1013: (TRA,),
        1014: (TRA,),
        4000: (TRA, CLI, FAT),
    }
    try:
        for code, accept in closes.items():
            yield case("websockets", f"close-{code}", accept, lambda c=code: receive(str(c)))
        yield case("websockets", "handshake-503", TRA, lambda: receive("http503"), 5.0)
        yield case("websockets", "handshake-429", TRA, lambda: receive("http429"), 5.0)
        yield case("websockets", "handshake-403", CLI, lambda: receive("http403"))
        yield case("websockets", "handshake-404", CLI, lambda: receive("http404"))
        dead = closed_port()
        yield case(
            "websockets", "refused", TRA, lambda: connect(f"ws://127.0.0.1:{dead}/", open_timeout=2)
        )
    finally:
        server.shutdown()


FAMILIES = (
    grpc_sync,
    grpc_aio,
    google_api_core,
    stripe_family,
    smtp_family,
    ftp_family,
    xmlrpc_family,
    websockets_family,
)
