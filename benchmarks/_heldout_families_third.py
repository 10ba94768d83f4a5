"""Held-out set 3, network clients: Elasticsearch, Slack, PyGithub, azure-core, dnspython,
paramiko, pymongo, kafka-python, pika (AMQP), ldap3. None of them was in set 1 or 2, none is in
``tests/``; every label was written from DESIGN.md §2 before any verdict was looked at."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]

ES = {"X-Elastic-Product": "Elasticsearch"}


def _es_error(kind: str, reason: str, status: int) -> str:
    return json.dumps(
        {
            "error": {
                "root_cause": [{"type": kind, "reason": reason}],
                "type": kind,
                "reason": reason,
            },
            "status": status,
        }
    )


def elasticsearch_family() -> Iterator[Case]:
    from elasticsearch import Elasticsearch

    server = http()
    client = Elasticsearch(server.url, max_retries=0, retry_on_timeout=False, request_timeout=2)

    def search(status: int, kind: str, reason: str, **headers: str) -> Any:
        def action() -> None:
            server.reply = (status, {**ES, **headers}, _es_error(kind, reason, status).encode())
            client.search(index="orders", query={"match_all": {}})

        return action

    rows: list[tuple[str, int, str, str, tuple[str, ...], dict[str, str], float | None]] = [
        (
            "rejected-execution",
            429,
            "es_rejected_execution_exception",
            "rejected execution of coordinating operation",
            (TRA,),
            {},
            None,
        ),
        (
            "circuit-breaker",
            429,
            "circuit_breaking_exception",
            "[parent] Data too large, data for [<http_request>] would be larger than limit",
            (TRA,),
            {},
            None,
        ),
        (
            "no-shards",
            503,
            "no_shard_available_action_exception",
            "No shard available",
            (TRA,),
            {},
            None,
        ),
        (
            "cluster-block",
            503,
            "cluster_block_exception",
            "blocked by: [SERVICE_UNAVAILABLE/1/state not recovered / initialized];",
            (TRA,),
            {},
            None,
        ),
        (
            "index-missing",
            404,
            "index_not_found_exception",
            "no such index [orders]",
            (CLI,),
            {},
            None,
        ),
        ("parse", 400, "parsing_exception", "unknown query [match_al]", (CLI,), {}, None),
        (
            "mapping",
            400,
            "mapper_parsing_exception",
            "failed to parse field [qty]",
            (CLI,),
            {},
            None,
        ),
        (
            "version-conflict",
            409,
            "version_conflict_engine_exception",
            "[1]: version conflict, current version [2] is different",
            (CLI, TRA, BIZ),
            {},
            None,
        ),
        (
            "security",
            401,
            "security_exception",
            "missing authentication credentials",
            (CLI,),
            {},
            None,
        ),
        (
            "forbidden",
            403,
            "security_exception",
            "action [indices:data/read/search] is unauthorized",
            (CLI,),
            {},
            None,
        ),
        (
            "shard-failure",
            500,
            "search_phase_execution_exception",
            "all shards failed",
            (TRA, FAT),
            {},
            None,
        ),
        (
            "too-many-retry-after",
            429,
            "es_rejected_execution_exception",
            "rejected",
            (TRA,),
            {"Retry-After": "7"},
            7.0,
        ),
    ]
    for name, status, kind, reason, accept, headers, wait in rows:
        yield case("elasticsearch", name, accept, search(status, kind, reason, **headers), wait)
    dead = Elasticsearch(f"http://127.0.0.1:{closed_port()}", max_retries=0, request_timeout=1)
    yield case("elasticsearch", "refused", TRA, lambda: dead.info())


_SLACK: list[tuple[str, int, str, tuple[str, ...], dict[str, str], float | None]] = [
    ("ratelimited", 429, "ratelimited", (TRA,), {"Retry-After": "30"}, 30.0),
    ("channel-not-found", 200, "channel_not_found", (CLI, BIZ), {}, None),
    ("invalid-auth", 200, "invalid_auth", (CLI, FAT), {}, None),
    ("not-authed", 200, "not_authed", (CLI, FAT), {}, None),
    ("missing-scope", 200, "missing_scope", (CLI, FAT), {}, None),
    ("not-in-channel", 200, "not_in_channel", (CLI, BIZ), {}, None),
    ("is-archived", 200, "is_archived", (CLI, BIZ), {}, None),
    ("msg-too-long", 200, "msg_too_long", (CLI,), {}, None),
    ("invalid-arguments", 200, "invalid_arguments", (CLI,), {}, None),
    ("internal-error", 200, "internal_error", (TRA, FAT), {}, None),
    ("service-unavailable", 200, "service_unavailable", (TRA,), {}, None),
    ("request-timeout", 200, "request_timeout", (TRA,), {}, None),
    ("fatal-error", 200, "fatal_error", (TRA, FAT), {}, None),
    ("http-503", 503, "service_unavailable", (TRA,), {}, None),
    ("account-inactive", 200, "account_inactive", (CLI, FAT), {}, None),
]


def slack_family() -> Iterator[Case]:
    from slack_sdk import WebClient

    server = http()
    client = WebClient(token="xoxb-1-heldout", base_url=server.url + "/api/", timeout=3)
    client.retry_handlers.clear()

    def post(status: int, error: str, headers: dict[str, str]) -> Any:
        def action() -> None:
            server.reply = (status, headers, json.dumps({"ok": False, "error": error}).encode())
            client.chat_postMessage(channel="C1", text="hi")

        return action

    for name, status, error, accept, headers, wait in _SLACK:
        yield case("slack_sdk", name, accept, post(status, error, headers), wait)


def pygithub_family() -> Iterator[Case]:
    from github import Auth, Github

    server = http()
    hub = Github(auth=Auth.Token("ghp_heldout"), base_url=server.url, retry=None, timeout=3)
    reset = str(int(time.time()) + 50)

    def get(status: int, body: Any, **headers: str) -> Any:
        def action() -> None:
            server.set(status, json.dumps(body), **headers)
            hub.get_repo("octo/hello")

        return action

    doc = "https://docs.github.com/rest"
    rows: list[tuple[str, int, Any, dict[str, str], tuple[str, ...], float | None]] = [
        ("not-found", 404, {"message": "Not Found", "documentation_url": doc}, {}, (CLI,), None),
        ("bad-credentials", 401, {"message": "Bad credentials"}, {}, (CLI, FAT), None),
        (
            "primary-rate",
            403,
            {"message": "API rate limit exceeded for user ID 1."},
            {"x_ratelimit_remaining": "0", "x_ratelimit_reset": reset},
            (TRA,),
            50.0,
        ),
        (
            "secondary-rate",
            403,
            {
                "message": "You have exceeded a secondary rate limit and have been temporarily blocked "
                "from content creation."
            },
            {"Retry_After": "90"},
            (TRA,),
            90.0,
        ),
        ("forbidden", 403, {"message": "Resource not accessible by integration"}, {}, (CLI,), None),
        (
            "validation",
            422,
            {
                "message": "Validation Failed",
                "errors": [{"resource": "Issue", "code": "missing_field", "field": "title"}],
            },
            {},
            (CLI,),
            None,
        ),
        ("conflict", 409, {"message": "Git Repository is empty."}, {}, (CLI, BIZ), None),
        ("server-error", 500, {"message": "Server Error"}, {}, (TRA,), None),
        ("unavailable", 502, {"message": "Server Error"}, {}, (TRA,), None),
        ("blocked", 451, {"message": "Repository access blocked"}, {}, (CLI, BIZ), None),
        ("rate-429", 429, {"message": "too many"}, {"Retry_After": "12"}, (TRA,), 12.0),
    ]
    for name, status, body, headers, accept, wait in rows:
        yield case("pygithub", name, accept, get(status, body, **headers), wait)


def azure_family() -> Iterator[Case]:
    from azure.core import PipelineClient
    from azure.core.exceptions import HttpResponseError, map_error
    from azure.core.pipeline.policies import RetryPolicy
    from azure.core.rest import HttpRequest

    server = http()
    client = PipelineClient(server.url, policies=[RetryPolicy(retry_total=0)])

    def call(status: int, code: str, message: str, **headers: str) -> Any:
        def action() -> None:
            body = json.dumps({"error": {"code": code, "message": message}})
            server.set(status, body, x_ms_error_code=code, **headers)
            response = client.send_request(HttpRequest("GET", server.url + "/items/1"))
            if response.status_code >= 400:  # what generated SDK operations do
                map_error(status_code=response.status_code, response=response, error_map={})
                raise HttpResponseError(response=response)

        return action

    rows: list[tuple[str, int, str, str, dict[str, str], tuple[str, ...], float | None]] = [
        (
            "server-busy",
            503,
            "ServerBusy",
            "The server is currently unable to receive requests.",
            {"Retry_After": "4"},
            (TRA,),
            4.0,
        ),
        (
            "throttled-429",
            429,
            "TooManyRequests",
            "Rate limit is exceeded. Try again in 9 seconds.",
            {"Retry_After": "9"},
            (TRA,),
            9.0,
        ),
        (
            "ms-retry-after",
            429,
            "RequestRateTooLarge",
            "Request rate is large",
            {"x_ms_retry_after_ms": "2500"},
            (TRA,),
            2.5,
        ),
        (
            "not-found",
            404,
            "ResourceNotFound",
            "The specified resource does not exist.",
            {},
            (CLI,),
            None,
        ),
        (
            "exists",
            409,
            "ContainerAlreadyExists",
            "The specified container already exists.",
            {},
            (CLI, BIZ),
            None,
        ),
        (
            "precondition",
            412,
            "ConditionNotMet",
            "The condition specified was not met.",
            {},
            (CLI, TRA),
            None,
        ),
        (
            "auth",
            401,
            "InvalidAuthenticationInfo",
            "Server failed to authenticate the request.",
            {},
            (CLI, FAT),
            None,
        ),
        (
            "permission",
            403,
            "AuthorizationPermissionMismatch",
            "This request is not authorized to perform this operation using this permission.",
            {},
            (CLI,),
            None,
        ),
        (
            "bad-input",
            400,
            "InvalidInput",
            "One of the request inputs is not valid.",
            {},
            (CLI,),
            None,
        ),
        (
            "too-large",
            413,
            "RequestBodyTooLarge",
            "The request body is too large.",
            {},
            (CLI,),
            None,
        ),
        (
            "internal",
            500,
            "InternalError",
            "The server encountered an internal error.",
            {},
            (TRA,),
            None,
        ),
        (
            "quota",
            403,
            "QuotaExceeded",
            "Operation results in exceeding quota limits of Core. "
            "Maximum allowed: 10, Current in use: 10",
            {},
            (FAT,),
            None,
        ),
    ]
    for name, status, code, message, headers, accept, wait in rows:
        yield case("azure-core", name, accept, call(status, code, message, **headers), wait)
    dead_url = f"http://127.0.0.1:{closed_port()}"
    dead = PipelineClient(dead_url, policies=[RetryPolicy(retry_total=0)])
    yield case(
        "azure-core", "refused", TRA, lambda: dead.send_request(HttpRequest("GET", dead_url + "/x"))
    )


def _dns_server(rcode: int | None, empty: bool = False) -> int:
    """A UDP DNS server on loopback answering every query with ``rcode`` (None: never)."""
    import dns.message

    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.bind(("127.0.0.1", 0))

    def serve() -> None:
        while True:
            data, peer = sock.recvfrom(4096)
            if rcode is None:
                continue
            reply = dns.message.make_response(dns.message.from_wire(data))
            reply.set_rcode(rcode)
            sock.sendto(reply.to_wire(), peer)

    threading.Thread(target=serve, daemon=True).start()
    port: int = sock.getsockname()[1]
    return port


def dns_family() -> Iterator[Case]:
    import dns.name
    import dns.rcode
    import dns.resolver

    def resolve(rcode: int | None) -> Any:
        port = _dns_server(rcode)

        def action() -> None:
            resolver = dns.resolver.Resolver(configure=False)
            resolver.nameservers = ["127.0.0.1"]
            resolver.port = port
            resolver.lifetime = 0.5
            resolver.resolve("api.example.test", "A")

        return action

    yield case("dnspython", "nxdomain", CLI, resolve(dns.rcode.NXDOMAIN))
    yield case("dnspython", "servfail", TRA, resolve(dns.rcode.SERVFAIL))
    yield case("dnspython", "no-answer", CLI, resolve(dns.rcode.NOERROR))
    yield case("dnspython", "refused", (TRA, FAT), resolve(dns.rcode.REFUSED))
    yield case("dnspython", "silent", TRA, resolve(None))
    yield case("dnspython", "bad-name", CLI, lambda: dns.name.from_text("api..example.test"))


def paramiko_family() -> Iterator[Case]:
    import logging

    import paramiko

    logging.getLogger("paramiko").setLevel(logging.CRITICAL + 1)

    def connect(port: int, **options: Any) -> Any:
        def action() -> None:
            client = paramiko.SSHClient()
            client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
            try:
                client.connect(
                    "127.0.0.1",
                    port=port,
                    username="u",
                    password="p",
                    timeout=1,
                    banner_timeout=0.5,
                    auth_timeout=1,
                    look_for_keys=False,
                    allow_agent=False,
                    **options,
                )
            finally:
                client.close()

        return action

    yield case("paramiko", "refused", TRA, connect(closed_port()))
    yield case("paramiko", "silent-server", TRA, connect(_line_server(None)))
    yield case(
        "paramiko", "not-ssh", (TRA, FAT, CLI), connect(_line_server(b"HTTP/1.1 400 Bad\r\n"))
    )
    yield case("paramiko", "auth-rejected", (CLI, FAT), connect(_ssh_server()))
    yield case(
        "paramiko",
        "key-garbage",
        (CLI, FAT),
        lambda: paramiko.RSAKey.from_private_key(_text("not a key\n")),
    )


def _text(value: str) -> Any:
    import io

    return io.StringIO(value)


def _line_server(greeting: bytes | None) -> int:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    kept: list[socket.socket] = []

    def serve() -> None:
        while True:
            conn, _ = listener.accept()
            kept.append(conn)
            if greeting is not None:
                conn.sendall(greeting * 40)
                conn.close()

    threading.Thread(target=serve, daemon=True).start()
    port: int = listener.getsockname()[1]
    return port


def _ssh_server() -> int:
    """paramiko's own server side, refusing every password."""
    import paramiko

    key = paramiko.RSAKey.generate(1024)
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)

    class Refuse(paramiko.ServerInterface):
        def get_allowed_auths(self, username: str) -> str:
            return "password"

        def check_auth_password(self, username: str, password: str) -> int:
            return paramiko.AUTH_FAILED

    def serve() -> None:
        while True:
            conn, _ = listener.accept()
            transport = paramiko.Transport(conn)
            transport.add_server_key(key)
            transport.start_server(server=Refuse())

    threading.Thread(target=serve, daemon=True).start()
    port: int = listener.getsockname()[1]
    return port


def pymongo_family() -> Iterator[Case]:
    import bson
    import pymongo

    def client(port: int) -> Any:
        return pymongo.MongoClient(
            "127.0.0.1", port, serverSelectionTimeoutMS=300, connectTimeoutMS=300
        )

    yield case("pymongo", "refused", TRA, lambda: client(closed_port()).db.c.find_one())
    yield case(
        "pymongo", "not-mongo", (TRA, FAT), lambda: client(_line_server(b"garbage")).db.c.find_one()
    )
    yield case("pymongo", "bad-uri", (CLI, FAT), lambda: pymongo.MongoClient("mongodb://:@/"))
    yield case("pymongo", "bad-collection", CLI, lambda: client(closed_port()).db["a$b"])
    yield case("pymongo", "bad-document", (CLI, FAT), lambda: bson.encode({"tags": {1, 2}}))


def kafka_family() -> Iterator[Case]:
    import kafka
    import kafka.errors as errors

    def broker_says(code: int) -> Any:
        def action() -> None:
            raise errors.for_code(code)()

        return action

    yield case(
        "kafka",
        "no-brokers",
        TRA,
        lambda: kafka.KafkaProducer(
            bootstrap_servers=f"127.0.0.1:{closed_port()}", bootstrap_timeout_ms=300
        ),
    )
    for code, name, accept in [
        (6, "not-leader", (TRA,)),
        (7, "request-timed-out", (TRA,)),
        (3, "unknown-topic", (CLI, TRA)),
        (10, "message-too-large", (CLI,)),
        (29, "topic-authorization", (CLI,)),
        (19, "not-enough-replicas", (TRA,)),
        (89, "throttling-quota", (TRA,)),
        (87, "invalid-record", (CLI,)),
    ]:
        yield case("kafka", name, accept, broker_says(code))


def pika_family() -> Iterator[Case]:
    import pika
    import pika.exceptions as amqp

    params = pika.ConnectionParameters(
        "127.0.0.1", closed_port(), connection_attempts=1, socket_timeout=0.5
    )
    yield case("pika", "refused", TRA, lambda: pika.BlockingConnection(params))
    not_amqp = pika.ConnectionParameters(
        "127.0.0.1",
        _line_server(b"HTTP/1.1 400 Bad\r\n"),
        connection_attempts=1,
        socket_timeout=0.5,
    )
    yield case("pika", "not-amqp", (TRA, FAT), lambda: pika.BlockingConnection(not_amqp))
    for name, kind, code, text, accept in [
        (
            "no-queue",
            amqp.ChannelClosedByBroker,
            404,
            "NOT_FOUND - no queue 'jobs' in vhost '/'",
            (CLI,),
        ),
        (
            "access-refused",
            amqp.ChannelClosedByBroker,
            403,
            "ACCESS_REFUSED - access to queue 'jobs' in vhost '/' refused",
            (CLI,),
        ),
        (
            "precondition",
            amqp.ChannelClosedByBroker,
            406,
            "PRECONDITION_FAILED - inequivalent arg 'durable' for queue 'jobs'",
            (CLI,),
        ),
        (
            "resource-locked",
            amqp.ChannelClosedByBroker,
            405,
            "RESOURCE_LOCKED - cannot obtain exclusive access to locked queue 'jobs'",
            (TRA, CLI),
        ),
        (
            "forced",
            amqp.ConnectionClosedByBroker,
            320,
            "CONNECTION_FORCED - broker forced connection closure with reason 'shutdown'",
            (TRA,),
        ),
        (
            "not-allowed",
            amqp.ConnectionClosedByBroker,
            530,
            "NOT_ALLOWED - access to vhost 'prod' refused for user 'app'",
            (CLI, FAT),
        ),
        ("internal", amqp.ConnectionClosedByBroker, 541, "INTERNAL_ERROR", (TRA, FAT)),
    ]:
        yield case("pika", name, accept, _raise(kind(code, text)))


def _raise(exc: BaseException) -> Any:
    def action() -> None:
        raise exc

    return action


def ldap3_family() -> Iterator[Case]:
    import ldap3
    from ldap3.core import exceptions as lx

    yield case(
        "ldap3",
        "refused",
        TRA,
        lambda: ldap3.Connection(
            ldap3.Server("127.0.0.1", port=closed_port(), connect_timeout=0.5),
            auto_bind=True,
            raise_exceptions=True,
        ),
    )
    server = ldap3.Server("mock")
    mock = ldap3.Connection(
        server,
        user="cn=admin,dc=x",
        password="right",
        client_strategy=ldap3.MOCK_SYNC,
        raise_exceptions=True,
    )
    mock.strategy.add_entry("cn=admin,dc=x", {"userPassword": "right", "sn": "admin"})
    wrong = ldap3.Connection(
        server,
        user="cn=admin,dc=x",
        password="wrong",
        client_strategy=ldap3.MOCK_SYNC,
        raise_exceptions=True,
    )
    wrong.strategy.entries = mock.strategy.entries
    yield case("ldap3", "invalid-credentials", (CLI, FAT), lambda: wrong.bind())
    mock.bind()
    yield case(
        "ldap3", "no-such-object", CLI, lambda: mock.search("ou=nobody,dc=x", "(objectClass=*)")
    )
    yield case(
        "ldap3", "exists", (CLI, BIZ), lambda: mock.add("cn=admin,dc=x", "person", {"sn": "x"})
    )
    # the result codes a directory answers with (RFC 4511), raised as ldap3 raises them
    for name, code, description, accept in [
        ("busy", 51, "busy", (TRA,)),
        ("unavailable", 52, "unavailable", (TRA,)),
        ("time-limit", 3, "timeLimitExceeded", (TRA, CLI)),
        ("insufficient-access", 50, "insufficientAccessRights", (CLI,)),
    ]:
        exc = lx.LDAPOperationResult(result=code, description=description, message=name)
        yield case("ldap3", name, accept, _raise(exc))


FAMILIES = (
    elasticsearch_family,
    slack_family,
    pygithub_family,
    azure_family,
    dns_family,
    paramiko_family,
    pymongo_family,
    kafka_family,
    pika_family,
    ldap3_family,
)
