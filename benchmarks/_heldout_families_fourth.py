"""Held-out set 4, network clients: PyMySQL (a scripted MySQL wire server), pymemcache (a
scripted memcached text server), hvac (Vault), the Docker SDK, MinIO, SendGrid
(python-http-client) and huggingface_hub, all against servers on 127.0.0.1. None of them is in
sets 1-3 or in ``tests/``; every label was written from DESIGN.md §2 before any verdict was
looked at."""

from __future__ import annotations

import json
import socketserver
import struct
import threading
from collections.abc import Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


# --- a scripted MySQL server -----------------------------------------------------------------


def _packet(seq: int, payload: bytes) -> bytes:
    return struct.pack("<I", len(payload))[:3] + bytes([seq]) + payload


def _err(code: int, state: str, text: str) -> bytes:
    return b"\xff" + struct.pack("<H", code) + b"#" + state.encode() + text.encode()


def _greeting() -> bytes:
    caps = 0x0001 | 0x0008 | 0x0200 | 0x2000 | 0x8000 | 0x80000
    return (
        b"\x0a8.0.36\x00"
        + struct.pack("<I", 7)
        + b"abcdefgh\x00"
        + struct.pack("<H", caps & 0xFFFF)
        + b"\x21"
        + struct.pack("<H", 0)
        + struct.pack("<H", caps >> 16)
        + bytes([21])
        + b"\x00" * 10
        + b"ijklmnopqrst\x00"
        + b"mysql_native_password\x00"
    )


class MySQLScript:
    """Greets (or refuses), accepts (or refuses) the login, then answers each query as told."""

    def __init__(self) -> None:
        self.at = "query"  # where the error comes: "greeting", "auth", "query"
        self.reply: bytes | None = b""  # the ERR payload; None closes the connection
        script = self

        class Handler(socketserver.BaseRequestHandler):
            def read(self) -> bytes:
                head = self.request.recv(4)
                if len(head) < 4:
                    return b""
                size = int.from_bytes(head[:3], "little")
                body = b""
                while len(body) < size:
                    chunk = self.request.recv(size - len(body))
                    if not chunk:
                        break
                    body += chunk
                return body

            def handle(self) -> None:
                if script.at == "greeting":
                    self.request.sendall(_packet(0, script.reply or b""))
                    return
                self.request.sendall(_packet(0, _greeting()))
                self.read()
                if script.at == "auth":
                    self.request.sendall(_packet(2, script.reply or b""))
                    return
                self.request.sendall(_packet(2, b"\x00\x00\x00\x00\x00\x00\x00"))
                while self.read():
                    if script.reply is None:
                        return
                    self.request.sendall(_packet(1, script.reply))

        class Server(socketserver.ThreadingTCPServer):
            allow_reuse_address = True
            daemon_threads = True

        self.server = Server(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()


def pymysql_family() -> Iterator[Case]:
    import pymysql

    server = MySQLScript()

    def run(at: str, reply: bytes | None) -> Any:
        def action() -> None:
            server.at, server.reply = at, reply
            conn = pymysql.connect(
                host="127.0.0.1", port=server.port, user="app", password="pw", connect_timeout=3
            )
            with conn.cursor() as cursor:
                cursor.execute("UPDATE orders SET state = 'paid' WHERE id = 7")

        return action

    yield case(
        "pymysql",
        "refused",
        TRA,
        lambda: pymysql.connect(host="127.0.0.1", port=closed_port(), connect_timeout=2),
    )
    rows: list[tuple[str, str, int, str, str, tuple[str, ...]]] = [
        ("too-many-connections", "greeting", 1040, "08004", "Too many connections", (TRA,)),
        (
            "host-blocked",
            "greeting",
            1129,
            "HY000",
            "Host '10.0.0.5' is blocked because of many connection errors; unblock with "
            "'mysqladmin flush-hosts'",
            (FAT, CLI),
        ),
        (
            "access-denied",
            "auth",
            1045,
            "28000",
            "Access denied for user 'app'@'localhost' (using password: YES)",
            (CLI, FAT),
        ),
        ("unknown-db", "auth", 1049, "42000", "Unknown database 'shop'", (CLI, FAT)),
        (
            "user-connections",
            "auth",
            1203,
            "42000",
            "User app already has more than 'max_user_connections' active connections",
            (TRA,),
        ),
        (
            "deadlock",
            "query",
            1213,
            "40001",
            "Deadlock found when trying to get lock; try restarting transaction",
            (TRA,),
        ),
        (
            "lock-wait",
            "query",
            1205,
            "HY000",
            "Lock wait timeout exceeded; try restarting transaction",
            (TRA,),
        ),
        (
            "duplicate",
            "query",
            1062,
            "23000",
            "Duplicate entry 'a@b.c' for key 'users.email'",
            (CLI, BIZ),
        ),
        (
            "foreign-key",
            "query",
            1452,
            "23000",
            "Cannot add or update a child row: a foreign key constraint fails",
            (CLI, BIZ),
        ),
        ("no-table", "query", 1146, "42S02", "Table 'shop.orders' doesn't exist", (FAT, CLI)),
        (
            "syntax",
            "query",
            1064,
            "42000",
            "You have an error in your SQL syntax; check the manual near 'SET' at line 1",
            (FAT, CLI),
        ),
        ("too-long", "query", 1406, "22001", "Data too long for column 'name' at row 1", (CLI,)),
        (
            "bad-int",
            "query",
            1366,
            "HY000",
            "Incorrect integer value: 'abc' for column 'qty' at row 1",
            (CLI,),
        ),
        (
            "max-exec-time",
            "query",
            3024,
            "HY000",
            "Query execution was interrupted, maximum statement execution time exceeded",
            (TRA,),
        ),
        (
            "read-only",
            "query",
            1290,
            "HY000",
            "The MySQL server is running with the --read-only option so it cannot execute "
            "this statement",
            (TRA, FAT),
        ),
        ("shutdown", "query", 1053, "08S01", "Server shutdown in progress", (TRA,)),
        ("table-full", "query", 1114, "HY000", "The table 'orders' is full", (FAT,)),
    ]
    for name, at, code, state, text, accept in rows:
        yield case("pymysql", name, accept, run(at, _err(code, state, text)))
    yield case("pymysql", "lost-connection", TRA, run("query", None))


# --- pymemcache ------------------------------------------------------------------------------


def _memcache_server(reply: list[bytes | None]) -> int:
    class Handler(socketserver.StreamRequestHandler):
        def handle(self) -> None:
            line = self.rfile.readline()
            if line.startswith(b"set"):
                self.rfile.readline()
            if reply[0] is None:
                return
            self.wfile.write(reply[0])

    class Server(socketserver.ThreadingTCPServer):
        allow_reuse_address = True
        daemon_threads = True

    server = Server(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port: int = server.server_address[1]
    return port


def pymemcache_family() -> Iterator[Case]:
    from pymemcache.client.base import Client

    reply: list[bytes | None] = [b"STORED\r\n"]
    port = _memcache_server(reply)

    def store(answer: bytes | None, key: str = "session:7") -> Any:
        def action() -> None:
            reply[0] = answer
            client = Client(("127.0.0.1", port), connect_timeout=2, timeout=2)
            client.set(key, b"value", noreply=False)

        return action

    rows: list[tuple[str, bytes | None, tuple[str, ...]]] = [
        ("out-of-memory", b"SERVER_ERROR out of memory storing object\r\n", (TRA, FAT)),
        ("too-large", b"SERVER_ERROR object too large for cache\r\n", (CLI,)),
        ("bad-chunk", b"CLIENT_ERROR bad data chunk\r\n", (CLI, FAT)),
        ("unknown-command", b"ERROR\r\n", (FAT, CLI)),
        ("busy", b"SERVER_ERROR temporary failure, try again later\r\n", (TRA,)),
        ("closed", None, (TRA,)),
    ]
    for name, answer, accept in rows:
        yield case("pymemcache", name, accept, store(answer))
    yield case("pymemcache", "key-with-space", CLI, store(b"STORED\r\n", key="bad key"))
    yield case(
        "pymemcache",
        "refused",
        TRA,
        lambda: Client(("127.0.0.1", closed_port()), connect_timeout=2).get("k"),
    )


# --- hvac (HashiCorp Vault) ------------------------------------------------------------------


def hvac_family() -> Iterator[Case]:
    import hvac

    server = http()
    client = hvac.Client(url=server.url, token="hvs.heldoutheldoutheldout", timeout=3)

    def read(status: int, errors: list[str], **headers: str) -> Any:
        def action() -> None:
            server.set(status, json.dumps({"errors": errors}), **headers)
            client.secrets.kv.v2.read_secret_version(path="app", raise_on_deleted_version=True)

        return action

    rows: list[tuple[str, int, list[str], tuple[str, ...]]] = [
        ("bad-request", 400, ["missing client token"], (CLI,)),
        ("forbidden", 403, ["permission denied"], (CLI,)),
        ("not-found", 404, [], (CLI,)),
        ("precondition", 412, ["required index state not present"], (TRA, CLI)),
        ("rate-limit", 429, ["request path kv/app: rate limit quota exceeded"], (TRA,)),
        ("internal", 500, ["internal error"], (TRA, FAT)),
        ("not-initialized", 501, ["Vault is not initialized"], (FAT,)),
        ("bad-gateway", 502, ["upstream unreachable"], (TRA,)),
        ("sealed", 503, ["Vault is sealed"], (TRA,)),
    ]
    for name, status, errors, accept in rows:
        yield case("hvac", name, accept, read(status, errors))


# --- Docker SDK ------------------------------------------------------------------------------


def docker_family() -> Iterator[Case]:
    import docker

    server = http()
    client = docker.DockerClient(base_url="tcp://" + server.url[7:], version="1.44", timeout=3)

    def get(status: int, message: str, **headers: str) -> Any:
        def action() -> None:
            server.set(status, json.dumps({"message": message}), **headers)
            client.containers.get("web-1")

        return action

    rows: list[tuple[str, int, str, tuple[str, ...]]] = [
        ("no-such-container", 404, "No such container: web-1", (CLI,)),
        ("bad-parameter", 400, "invalid reference format", (CLI,)),
        ("conflict", 409, 'Conflict. The container name "/web-1" is already in use', (CLI, BIZ)),
        ("daemon-error", 500, "error while creating mount source path: read-only", (TRA, FAT)),
        ("unavailable", 503, "daemon is shutting down", (TRA,)),
        ("unauthorized", 401, "authentication required", (CLI,)),
    ]
    for name, status, message, accept in rows:
        yield case("docker", name, accept, get(status, message))
    refused = docker.DockerClient(base_url=f"tcp://127.0.0.1:{closed_port()}", version="1.44")
    yield case("docker", "daemon-down", TRA, lambda: refused.containers.get("web-1"))


# --- MinIO -----------------------------------------------------------------------------------


def _s3_error(code: str, message: str) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>'
        f"<Error><Code>{code}</Code><Message>{message}</Message>"
        "<Key>k</Key><BucketName>photos</BucketName><Resource>/photos/k</Resource>"
        "<RequestId>17A0</RequestId><HostId>h</HostId></Error>"
    )


def minio_family() -> Iterator[Case]:
    import urllib3
    from minio import Minio

    server = http()
    client = Minio(
        server.url[7:],
        access_key="heldoutaccess",
        secret_key="heldoutsecretheldout",
        secure=False,
        region="us-east-1",
        http_client=urllib3.PoolManager(retries=False, timeout=3),
    )

    def get(status: int, body: str, **headers: str) -> Any:
        def action() -> None:
            server.set(status, body, Content_Type="application/xml", **headers)
            client.get_object("photos", "k")

        return action

    rows: list[tuple[str, int, str, str, dict[str, str], tuple[str, ...], float | None]] = [
        ("no-such-key", 404, "NoSuchKey", "The specified key does not exist.", {}, (CLI,), None),
        ("no-bucket", 404, "NoSuchBucket", "The specified bucket does not exist", {}, (CLI,), None),
        ("denied", 403, "AccessDenied", "Access Denied.", {}, (CLI,), None),
        (
            "slow-down",
            503,
            "SlowDown",
            "Please reduce your request rate.",
            {"Retry-After": "4"},
            (TRA,),
            4.0,
        ),
        (
            "internal",
            500,
            "InternalError",
            "We encountered an internal error, please try again.",
            {},
            (TRA,),
            None,
        ),
        (
            "skewed",
            403,
            "RequestTimeTooSkewed",
            "The difference between the request time and the server's time is too large.",
            {},
            (CLI, FAT),
            None,
        ),
        (
            "too-large",
            400,
            "EntityTooLarge",
            "Your proposed upload exceeds the maximum allowed object size.",
            {},
            (CLI,),
            None,
        ),
        (
            "quota",
            507,
            "XMinioStorageFull",
            "Storage backend has reached its minimum free drive threshold.",
            {},
            (FAT,),
            None,
        ),
    ]
    for name, status, code, message, headers, accept, wait in rows:
        yield case("minio", name, accept, get(status, _s3_error(code, message), **headers), wait)
    yield case(
        "minio",
        "html-502",
        TRA,
        lambda: (
            server.set(502, "<html><h1>502 Bad Gateway</h1></html>", Content_Type="text/html"),
            client.get_object("photos", "k"),
        ),
    )


# --- SendGrid (python-http-client) -----------------------------------------------------------


def sendgrid_family() -> Iterator[Case]:
    from sendgrid import SendGridAPIClient

    server = http()
    client = SendGridAPIClient(api_key="SG.heldout.heldoutheldout", host=server.url)

    def send(status: int, message: str, **headers: str) -> Any:
        def action() -> None:
            server.set(status, json.dumps({"errors": [{"message": message}]}), **headers)
            client.client.mail.send.post(request_body={"subject": "hi"})

        return action

    rows: list[tuple[str, int, str, dict[str, str], tuple[str, ...], float | None]] = [
        ("bad-request", 400, "The from object must be provided", {}, (CLI,), None),
        ("unauthorized", 401, "The provided authorization grant is invalid", {}, (CLI,), None),
        ("forbidden", 403, "access forbidden", {}, (CLI,), None),
        ("not-found", 404, "not found", {}, (CLI,), None),
        ("too-large", 413, "payload too large", {}, (CLI,), None),
        ("rate-limited", 429, "too many requests", {"Retry-After": "7"}, (TRA,), 7.0),
        ("server", 500, "internal error", {}, (TRA,), None),
        ("bad-gateway", 502, "bad gateway", {}, (TRA,), None),
        ("unavailable", 503, "service unavailable", {"Retry-After": "20"}, (TRA,), 20.0),
    ]
    for name, status, message, headers, accept, wait in rows:
        yield case("sendgrid", name, accept, send(status, message, **headers), wait)


# --- huggingface_hub -------------------------------------------------------------------------


def huggingface_family() -> Iterator[Case]:
    from huggingface_hub import HfApi

    server = http()
    api = HfApi(endpoint=server.url, token="hf_heldoutheldoutheldoutheldout")

    def info(status: int, error: str, **headers: str) -> Any:
        def action() -> None:
            server.set(status, json.dumps({"error": error}), **headers)
            api.model_info("acme/tiny-model")

        return action

    rows: list[tuple[str, int, str, dict[str, str], tuple[str, ...], float | None]] = [
        (
            "repo-not-found",
            404,
            "Repository not found",
            {"X-Error-Code": "RepoNotFound"},
            (CLI,),
            None,
        ),
        (
            "gated",
            403,
            "Access to model acme/tiny-model is restricted",
            {"X-Error-Code": "GatedRepo"},
            (CLI,),
            None,
        ),
        ("unauthorized", 401, "Invalid credentials in Authorization header", {}, (CLI,), None),
        ("rate-limited", 429, "You have been rate-limited", {"Retry-After": "12"}, (TRA,), 12.0),
        ("unavailable", 503, "Service Unavailable", {}, (TRA,), None),
        ("server", 500, "Internal Error", {}, (TRA,), None),
        ("bad-request", 400, "Invalid revision", {}, (CLI,), None),
    ]
    for name, status, error, headers, accept, wait in rows:
        yield case("huggingface_hub", name, accept, info(status, error, **headers), wait)


FAMILIES = (
    pymysql_family,
    pymemcache_family,
    hvac_family,
    docker_family,
    minio_family,
    sendgrid_family,
    huggingface_family,
)
