"""Dev set 10, part 1: network clients in no earlier set (httplib2, google-auth's token
refresh, tweepy's errors, discord.py's HTTP layer, grpclib, pg8000, aiokafka, aio-pika, ntplib,
kazoo, stomp.py, python-socketio), each raising live against a server on 127.0.0.1 or a
loopback port that refuses or never answers.

Labelled from DESIGN.md §2 and issue 23 before any verdict was looked at (2026-12-03, by the
engineer ``classgen3``, who tunes on this set: its first look is in
``benchmarks/results/heldout_setdev10_first_look.txt``). A family whose package is missing is
skipped."""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import requests
from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED, silent_url
from _heldout_servers import Postgres, closed_port

__all__ = ["FAMILIES", "run_async"]


def run_async(factory: Callable[[], Any]) -> Callable[[], Any]:
    """An action running the coroutine ``factory()`` makes in a fresh event loop."""

    def action() -> Any:
        return asyncio.run(factory())

    return action


def httplib2_family() -> Iterator[Case]:
    import httplib2

    server = http()

    def get(url: str, timeout: float = 2.0) -> Callable[[], Any]:
        def action() -> Any:
            return httplib2.Http(timeout=timeout).request(url)

        return action

    def scripted(status: int, body: bytes = b"", **headers: str) -> Callable[[], Any]:
        def action() -> Any:
            server.set(status, body, **headers)
            return httplib2.Http(timeout=2).request(server.url + "/file.json")

        return action

    yield case("httplib2", "refused", TRA, get(f"http://127.0.0.1:{closed_port()}/"))
    yield case("httplib2", "timeout", TRA, get(silent_url(), timeout=0.3))
    yield case("httplib2", "relative-uri", CLI, get("/just/a/path"))
    yield case("httplib2", "redirect-no-location", (CLI, FAT), scripted(302))
    yield case("httplib2", "redirect-loop", (CLI, FAT), scripted(301, Location="/file.json"))
    yield case(
        "httplib2",
        "bad-gzip",
        (TRA, FAT),
        scripted(200, b"this is not gzip", Content_Encoding="gzip"),
    )


def google_auth_family() -> Iterator[Case]:
    import google.auth.transport.requests
    import google.oauth2.credentials

    server = http()

    def refresh(status: int, body: str, token_uri: str | None = None) -> Callable[[], Any]:
        def action() -> Any:
            server.set(status, body)
            credentials = google.oauth2.credentials.Credentials(
                token=None,
                refresh_token="1//refresh",
                token_uri=token_uri or server.url + "/token",
                client_id="client.apps.example",
                client_secret="not-a-secret",
            )
            credentials.refresh(google.auth.transport.requests.Request())

        return action

    def oauth(error: str, description: str) -> str:
        return json.dumps({"error": error, "error_description": description})

    yield case(
        "google-auth",
        "400-invalid-grant",
        CRED,
        refresh(400, oauth("invalid_grant", "Token has been expired or revoked.")),
    )
    yield case(
        "google-auth",
        "401-invalid-client",
        CRED,
        refresh(401, oauth("invalid_client", "The OAuth client was not found.")),
    )
    yield case(
        "google-auth", "500-internal", TRA, refresh(500, oauth("internal_failure", "Backend"))
    )
    yield case(
        "google-auth",
        "503-unavailable",
        TRA,
        refresh(503, oauth("temporarily_unavailable", "The service is unavailable.")),
    )
    yield case(
        "google-auth",
        "429-rate",
        TRA,
        refresh(429, oauth("rate_limit_exceeded", "Rate limit exceeded.")),
    )
    yield case(
        "google-auth",
        "refused",
        TRA,
        refresh(200, "{}", token_uri=f"http://127.0.0.1:{closed_port()}/token"),
    )
    yield case("google-auth", "200-html", (TRA, FAT), refresh(200, "<html>proxy</html>"))


def tweepy_family() -> Iterator[Case]:
    import tweepy.errors

    server = http()
    kinds = {
        400: tweepy.errors.BadRequest,
        401: tweepy.errors.Unauthorized,
        403: tweepy.errors.Forbidden,
        404: tweepy.errors.NotFound,
        429: tweepy.errors.TooManyRequests,
    }

    def call(status: int, body: dict[str, Any], **headers: str) -> Callable[[], Any]:
        # What tweepy.Client.request does with a reply: its class by status, 5xx a server error.
        def action() -> Any:
            server.set(status, json.dumps(body), **headers)
            response = requests.get(server.url + "/2/tweets/search/recent", timeout=3)
            if status >= 500:
                raise tweepy.errors.TwitterServerError(response)
            raise kinds[status](response)

        return action

    def problem(title: str, detail: str) -> dict[str, Any]:
        return {"title": title, "detail": detail, "type": "https://api.twitter.com/2/problems/x"}

    yield case(
        "tweepy",
        "400-invalid-query",
        CLI,
        call(400, {"errors": [{"message": "Invalid 'query': unmatched parenthesis"}]}),
    )
    yield case("tweepy", "401", CRED, call(401, problem("Unauthorized", "Unauthorized")))
    yield case(
        "tweepy",
        "403-tier",
        (CLI, FAT),
        call(
            403,
            problem(
                "Client Forbidden",
                "When authenticating requests to the Twitter API v2 endpoints, you must use "
                "keys and tokens from a Twitter developer App attached to a Project.",
            ),
        ),
    )
    yield case(
        "tweepy",
        "404-user",
        (CLI, BIZ),
        call(404, problem("Not Found Error", "Could not find user with id: [42].")),
    )
    reset = int(time.time()) + 30
    yield case(
        "tweepy",
        "429-reset",
        TRA,
        call(
            429,
            problem("Too Many Requests", "Too Many Requests"),
            x_rate_limit_limit="450",
            x_rate_limit_remaining="0",
            x_rate_limit_reset=str(reset),
        ),
        retry_after=30.0,
    )
    yield case(
        "tweepy", "503", TRA, call(503, problem("Service Unavailable", "Service Unavailable"))
    )


def discord_family() -> Iterator[Case]:
    import discord.http

    server = http()
    discord.http.Route.BASE = server.url + "/api/v10"
    me = {"id": "1", "username": "bot", "discriminator": "0", "avatar": None}

    def call(
        status: int, body: dict[str, Any], login_fails: bool = False, **headers: str
    ) -> Callable[[], Any]:
        async def run() -> Any:
            client = discord.http.HTTPClient(asyncio.get_running_loop(), max_ratelimit_timeout=30)
            try:
                if login_fails:
                    server.set(status, json.dumps(body))
                    await client.static_login("bot-token")
                server.set(200, json.dumps(me))
                await client.static_login("bot-token")
                server.set(status, json.dumps(body), **headers)
                return await client.get_channel(123)
            finally:
                await client.close()

        return run_async(run)

    yield case(
        "discord",
        "404-unknown-channel",
        (CLI, BIZ),
        call(404, {"message": "Unknown Channel", "code": 10003}),
    )
    yield case(
        "discord",
        "403-missing-perms",
        CLI,
        call(403, {"message": "Missing Permissions", "code": 50013}),
    )
    yield case(
        "discord",
        "400-form-body",
        CLI,
        call(400, {"message": "Invalid Form Body", "code": 50035, "errors": {}}),
    )
    yield case(
        "discord",
        "400-empty-message",
        CLI,
        call(400, {"message": "Cannot send an empty message", "code": 50006}),
    )
    yield case(
        "discord",
        "401-login",
        CRED,
        call(401, {"message": "401: Unauthorized", "code": 0}, login_fails=True),
    )
    yield case("discord", "503", TRA, call(503, {"message": "upstream connect error"}))
    yield case(
        "discord",
        "429-rate-limited",
        TRA,
        call(
            429,
            {"message": "You are being rate limited.", "retry_after": 64.57, "global": False},
            Via="1.1 google",
            X_RateLimit_Scope="user",
        ),
        retry_after=64.57,
    )


def grpclib_family() -> Iterator[Case]:
    from google.protobuf.wrappers_pb2 import StringValue
    from grpclib.client import Channel, UnaryUnaryMethod
    from grpclib.const import Cardinality, Handler, Status
    from grpclib.exceptions import GRPCError
    from grpclib.server import Server

    told: dict[str, Any] = {}

    class Service:
        async def answer(self, stream: Any) -> None:
            await stream.recv_message()
            if told.get("sleep"):
                await asyncio.sleep(told["sleep"])
            raise GRPCError(told["status"], told["message"])

        def __mapping__(self) -> dict[str, Handler]:
            return {
                "/shop.Orders/Get": Handler(
                    self.answer, Cardinality.UNARY_UNARY, StringValue, StringValue
                )
            }

    loop = asyncio.new_event_loop()
    threading.Thread(target=loop.run_forever, daemon=True).start()

    async def serve() -> Server:
        server = Server([Service()])
        await server.start("127.0.0.1", 0)
        return server

    server = asyncio.run_coroutine_threadsafe(serve(), loop).result(10)
    port = server._server.sockets[0].getsockname()[1]

    def call(
        status: Any = None,
        message: str = "",
        path: str = "/shop.Orders/Get",
        target: int | None = None,
        timeout: float = 3.0,
        sleep: float = 0.0,
    ) -> Callable[[], Any]:
        async def run() -> Any:
            told.update(status=status, message=message, sleep=sleep)
            channel = Channel("127.0.0.1", target or port)
            try:
                method = UnaryUnaryMethod(channel, path, StringValue, StringValue)
                return await method(StringValue(value="42"), timeout=timeout)
            finally:
                channel.close()

        return run_async(run)

    rows: list[tuple[str, Any, str, tuple[str, ...]]] = [
        ("unavailable", Status.UNAVAILABLE, "backend restarting", (TRA,)),
        ("resource-exhausted", Status.RESOURCE_EXHAUSTED, "too many requests", (TRA,)),
        ("daily-quota", Status.RESOURCE_EXHAUSTED, "Daily quota exceeded for project", (FAT,)),
        ("deadline", Status.DEADLINE_EXCEEDED, "deadline exceeded upstream", (TRA,)),
        ("not-found", Status.NOT_FOUND, "order 42 not found", (CLI, BIZ)),
        ("invalid-argument", Status.INVALID_ARGUMENT, "id must be numeric", (CLI,)),
        ("permission", Status.PERMISSION_DENIED, "caller may not read orders", (CLI,)),
        ("unauthenticated", Status.UNAUTHENTICATED, "missing bearer token", CRED),
        ("precondition", Status.FAILED_PRECONDITION, "order is already shipped", (CLI, BIZ)),
        ("already-exists", Status.ALREADY_EXISTS, "order 42 exists", (CLI, BIZ)),
        ("internal", Status.INTERNAL, "nil pointer dereference", (FAT,)),
        ("aborted", Status.ABORTED, "transaction aborted, retry", (TRA,)),
    ]
    for name, status, message, accept in rows:
        yield case("grpclib", name, accept, call(status, message))
    yield case("grpclib", "unimplemented-method", FAT, call(path="/shop.Orders/Nope"))
    yield case(
        "grpclib",
        "client-timeout",
        TRA,
        call(Status.OK, "", timeout=0.2, sleep=1.0),
    )
    yield case("grpclib", "refused", TRA, call(Status.OK, "", target=closed_port()))


def pg8000_family() -> Iterator[Case]:
    import pg8000.native

    with Postgres.started() as pg:
        if pg is None:
            return
        port = pg.port

        def connect(database: str = "postgres") -> Any:
            return pg8000.native.Connection(
                "postgres", host="127.0.0.1", port=port, database=database
            )

        setup = connect()
        setup.run("CREATE TABLE acct (id int PRIMARY KEY, owner text NOT NULL, balance int)")
        setup.run("INSERT INTO acct VALUES (1, 'ann', 10)")
        setup.run(
            "CREATE FUNCTION pay(n int) RETURNS void AS $$ BEGIN "
            "RAISE EXCEPTION 'insufficient balance for payment of %', n; END $$ LANGUAGE plpgsql"
        )

        def sql(statement: str, database: str = "postgres") -> Callable[[], Any]:
            def action() -> Any:
                conn = connect(database)
                try:
                    return conn.run(statement)
                finally:
                    conn.close()

            return action

        def locked() -> Any:
            holder = connect()
            holder.run("BEGIN")
            holder.run("SELECT * FROM acct WHERE id = 1 FOR UPDATE")
            try:
                return sql("SELECT * FROM acct WHERE id = 1 FOR UPDATE NOWAIT")()
            finally:
                holder.run("ROLLBACK")
                holder.close()

        yield case("pg8000", "unique", (CLI, BIZ), sql("INSERT INTO acct VALUES (1, 'bob', 0)"))
        yield case("pg8000", "not-null", CLI, sql("INSERT INTO acct VALUES (2, NULL, 0)"))
        yield case("pg8000", "syntax", FAT, sql("SELEC * FROM acct"))
        yield case("pg8000", "undefined-table", FAT, sql("SELECT * FROM accounts"))
        yield case("pg8000", "division-by-zero", (CLI, FAT), sql("SELECT balance / 0 FROM acct"))
        yield case("pg8000", "lock-nowait", TRA, locked)
        yield case(
            "pg8000",
            "statement-timeout",
            TRA,
            sql("SET statement_timeout = 100; SELECT pg_sleep(2)"),
        )
        yield case("pg8000", "raise-exception", (BIZ, CLI), sql("SELECT pay(500)"))
        yield case("pg8000", "unknown-database", (FAT, CLI), sql("SELECT 1", database="nodb"))
    yield case(
        "pg8000",
        "refused",
        TRA,
        lambda: pg8000.native.Connection("postgres", host="127.0.0.1", port=closed_port()),
    )


def brokers_family() -> Iterator[Case]:
    """Message brokers and coordination services with no server behind the port."""
    port = closed_port()

    def kafka_producer() -> Any:
        from aiokafka import AIOKafkaProducer

        async def run() -> None:
            producer = AIOKafkaProducer(
                bootstrap_servers=f"127.0.0.1:{port}", request_timeout_ms=1000
            )
            try:
                await producer.start()
            finally:
                await producer.stop()

        return asyncio.run(run())

    def kafka_consumer() -> Any:
        from aiokafka import AIOKafkaConsumer

        async def run() -> None:
            consumer = AIOKafkaConsumer("orders", bootstrap_servers=f"127.0.0.1:{port}")
            try:
                await consumer.start()
            finally:
                await consumer.stop()

        return asyncio.run(run())

    def amqp(url: str) -> Callable[[], Any]:
        def action() -> Any:
            import aio_pika

            async def run() -> None:
                connection = await aio_pika.connect(url, timeout=2)
                await connection.close()

            return asyncio.run(run())

        return action

    def ntp() -> Any:
        import ntplib

        return ntplib.NTPClient().request("127.0.0.1", port=port, timeout=0.3)

    def zookeeper() -> Any:
        from kazoo.client import KazooClient

        client = KazooClient(hosts=f"127.0.0.1:{port}", timeout=0.5, connection_retry=None)
        try:
            client.start(timeout=0.8)
        finally:
            with contextlib.suppress(Exception):
                client.stop()
                client.close()

    def stomp() -> Any:
        import stomp as stomp_client

        connection = stomp_client.Connection([("127.0.0.1", port)], reconnect_attempts_max=1)
        connection.connect("guest", "guest", wait=True)

    def socketio(url: str) -> Callable[[], Any]:
        def action() -> Any:
            import socketio as sio

            client = sio.Client(reconnection=False)
            try:
                client.connect(url, wait_timeout=2)
            finally:
                client.disconnect()

        return action

    server = http()

    def socketio_status(status: int) -> Callable[[], Any]:
        def action() -> Any:
            server.set(status, "unavailable", Content_Type="text/plain")
            return socketio(server.url)()

        return action

    yield case("brokers", "aiokafka-producer-refused", TRA, kafka_producer)
    yield case("brokers", "aiokafka-consumer-refused", TRA, kafka_consumer)
    yield case("brokers", "aio-pika-refused", TRA, amqp(f"amqp://guest:guest@127.0.0.1:{port}/"))
    yield case("brokers", "ntp-no-answer", TRA, ntp)
    yield case("brokers", "kazoo-no-server", TRA, zookeeper)
    yield case("brokers", "stomp-refused", TRA, stomp)
    yield case("brokers", "socketio-refused", TRA, socketio(f"http://127.0.0.1:{port}"))
    yield case("brokers", "socketio-503", TRA, socketio_status(503))
    yield case("brokers", "socketio-401", (CLI, FAT), socketio_status(401))


FAMILIES = (
    httplib2_family,
    google_auth_family,
    tweepy_family,
    discord_family,
    grpclib_family,
    pg8000_family,
    brokers_family,
)
