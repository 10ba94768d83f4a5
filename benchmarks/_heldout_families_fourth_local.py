"""Held-out set 4, local conditions: ZeroMQ, DuckDB, stdlib streams and TLS, validation and
token libraries, parsers not in set 3, command-line tools run by subprocess, and messages in
languages the rules were not written in. None is in sets 1-3 or ``tests/``; every label was
written from DESIGN.md §2 before any verdict was looked at."""

from __future__ import annotations

import asyncio
import configparser
import datetime
import socket
import ssl
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def zmq_family() -> Iterator[Case]:
    import zmq

    context = zmq.Context()
    context.setsockopt(zmq.LINGER, 0)

    def recv_nowait() -> None:
        sock = context.socket(zmq.PULL)
        sock.bind("tcp://127.0.0.1:*")
        sock.recv(zmq.NOBLOCK)

    def recv_timeout() -> None:
        sock = context.socket(zmq.REQ)
        sock.setsockopt(zmq.RCVTIMEO, 200)
        sock.connect(f"tcp://127.0.0.1:{closed_port()}")
        sock.send(b"ping")
        sock.recv()

    def send_twice() -> None:
        sock = context.socket(zmq.REQ)
        sock.connect(f"tcp://127.0.0.1:{closed_port()}")
        sock.send(b"a")
        sock.send(b"b")

    def bind_taken() -> None:
        first = context.socket(zmq.PUSH)
        port = first.bind_to_random_port("tcp://127.0.0.1")
        context.socket(zmq.PUSH).bind(f"tcp://127.0.0.1:{port}")

    def closed_socket() -> None:
        sock = context.socket(zmq.PUSH)
        sock.close()
        sock.send(b"x")

    def terminated() -> None:
        other = zmq.Context()
        sock = other.socket(zmq.PULL)
        threading.Timer(0.2, other.term).start()
        try:
            sock.recv()
        finally:
            sock.close(linger=0)

    try:
        yield case("zmq", "recv-nowait", TRA, recv_nowait)
        yield case("zmq", "recv-timeout", TRA, recv_timeout)
        yield case("zmq", "req-send-twice", FAT, send_twice)
        yield case("zmq", "address-in-use", (TRA, FAT), bind_taken)
        yield case("zmq", "closed-socket", FAT, closed_socket)
        yield case(
            "zmq", "bad-endpoint", (CLI, FAT), lambda: context.socket(zmq.PUSH).connect("tcp://")
        )
        yield case(
            "zmq",
            "bad-protocol",
            (CLI, FAT),
            lambda: context.socket(zmq.PUSH).connect("carrier://x"),
        )
        yield case("zmq", "context-terminated", (FAT, TRA), terminated)
    finally:
        context.destroy(linger=0)  # its sockets hold messages: a plain term() would block


def duckdb_family() -> Iterator[Case]:
    import duckdb

    folder = Path(tempfile.mkdtemp(prefix="heldout4-duck-"))
    con = duckdb.connect()
    con.execute("CREATE TABLE users (id INTEGER PRIMARY KEY, email VARCHAR UNIQUE, age TINYINT)")
    con.execute("INSERT INTO users VALUES (1, 'a@b.c', 30)")
    path = folder / "locked.duckdb"
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            f"import duckdb, time; c = duckdb.connect({str(path)!r}); "
            "print('ready', flush=True); time.sleep(30)",
        ],
        stdout=subprocess.PIPE,
    )
    assert holder.stdout is not None
    holder.stdout.readline()

    def conflict() -> None:
        file_con = duckdb.connect(str(folder / "tx.duckdb"))
        file_con.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, v INTEGER)")
        file_con.execute("INSERT INTO t VALUES (1, 0)")
        a, b = file_con.cursor(), file_con.cursor()
        a.execute("BEGIN")
        b.execute("BEGIN")
        a.execute("UPDATE t SET v = 1 WHERE id = 1")
        b.execute("UPDATE t SET v = 2 WHERE id = 1")

    rows: list[tuple[str, tuple[str, ...], Any]] = [
        ("no-table", (FAT, CLI), lambda: con.execute("SELECT * FROM orders")),
        ("no-column", (FAT, CLI), lambda: con.execute("SELECT nme FROM users")),
        ("syntax", (FAT, CLI), lambda: con.execute("SELEC 1")),
        ("duplicate", (CLI, BIZ), lambda: con.execute("INSERT INTO users VALUES (2, 'a@b.c', 1)")),
        ("primary-key", (CLI, BIZ), lambda: con.execute("INSERT INTO users VALUES (1, 'x', 1)")),
        ("conversion", (CLI,), lambda: con.execute("SELECT 'abc'::INTEGER")),
        ("out-of-range", (CLI,), lambda: con.execute("INSERT INTO users VALUES (3, 'z', 300)")),
        ("missing-csv", (CLI,), lambda: con.execute(f"SELECT * FROM '{folder / 'nope.csv'}'")),
        ("file-locked", (TRA,), lambda: duckdb.connect(str(path))),
        ("tx-conflict", (TRA,), conflict),
    ]
    try:
        for name, accept, action in rows:
            yield case("duckdb", name, accept, action)
    finally:
        holder.kill()
        holder.wait()


def _serve_once(
    reply: bytes, linger_reset: bool = False, tls: Any = None, read_first: bool = False
) -> int:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(4)

    def run() -> None:
        while True:
            conn, _ = listener.accept()
            if tls is not None:
                try:
                    conn = tls.wrap_socket(conn, server_side=True)
                except (ssl.SSLError, OSError):
                    conn.close()
                    continue
            if linger_reset:
                conn.recv(100)
                conn.setsockopt(
                    socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00"
                )
                conn.close()
                continue
            if read_first:
                conn.recv(4096)
            conn.sendall(reply)
            time.sleep(0.1)
            conn.close()

    threading.Thread(target=run, daemon=True).start()
    port: int = listener.getsockname()[1]
    return port


def _self_signed() -> ssl.SSLContext:
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "localhost")])
    now = datetime.datetime.now(datetime.timezone.utc)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(x509.SubjectAlternativeName([x509.DNSName("localhost")]), False)
        .sign(key, hashes.SHA256())
    )
    folder = Path(tempfile.mkdtemp(prefix="heldout4-tls-"))
    (folder / "c.pem").write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    (folder / "k.pem").write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(folder / "c.pem", folder / "k.pem")
    return context


def stdlib_net_family() -> Iterator[Case]:
    import http.client

    short = _serve_once(b"abc")
    plain = _serve_once(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
    truncated = _serve_once(
        b"HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nonly ten..", read_first=True
    )
    garbage = _serve_once(b"SSH-2.0-OpenSSH_9.6\r\n")
    reset = _serve_once(b"", linger_reset=True)
    tls = _serve_once(b"HTTP/1.1 200 OK\r\n\r\n", tls=_self_signed())

    async def read_exactly() -> None:
        reader, _ = await asyncio.open_connection("127.0.0.1", short)
        await reader.readexactly(10)

    async def read_line_limit() -> None:
        reader, _ = await asyncio.open_connection("127.0.0.1", plain, limit=8)
        await reader.readuntil(b"\n\n")

    async def refused() -> None:
        await asyncio.open_connection("127.0.0.1", closed_port())

    def https_self_signed() -> None:
        conn = http.client.HTTPSConnection("localhost", tls, timeout=3)
        conn.request("GET", "/")

    def tls_to_plain() -> None:
        conn = http.client.HTTPSConnection(
            "127.0.0.1", plain, timeout=3, context=ssl._create_unverified_context()
        )
        conn.request("GET", "/")

    def truncated_body() -> None:
        conn = http.client.HTTPConnection("127.0.0.1", truncated, timeout=3)
        conn.request("GET", "/")
        conn.getresponse().read()

    def bad_status_line() -> None:
        conn = http.client.HTTPConnection("127.0.0.1", garbage, timeout=3)
        conn.request("GET", "/")
        conn.getresponse()

    def reset_by_peer() -> None:
        with socket.create_connection(("127.0.0.1", reset), 3) as sock:
            sock.sendall(b"hello")
            time.sleep(0.2)
            sock.recv(10)

    yield case("stdlib-net", "asyncio-incomplete-read", TRA, lambda: asyncio.run(read_exactly()))
    yield case("stdlib-net", "asyncio-limit", (CLI, FAT), lambda: asyncio.run(read_line_limit()))
    yield case("stdlib-net", "asyncio-refused", TRA, lambda: asyncio.run(refused()))
    yield case("stdlib-net", "tls-self-signed", (FAT, CLI), https_self_signed)
    yield case("stdlib-net", "tls-to-plain", (FAT, CLI), tls_to_plain)
    yield case("stdlib-net", "http-incomplete", TRA, truncated_body)
    yield case("stdlib-net", "http-bad-status", (FAT, CLI, TRA), bad_status_line)
    yield case("stdlib-net", "reset-by-peer", TRA, reset_by_peer)


def validation_family() -> Iterator[Case]:
    import attrs
    import jinja2
    import jwt
    import marshmallow
    from cryptography.fernet import Fernet

    class Order(marshmallow.Schema):
        qty = marshmallow.fields.Integer(required=True, validate=marshmallow.validate.Range(1))
        email = marshmallow.fields.Email(required=True)

    @attrs.define
    class Point:
        x: int = attrs.field(validator=attrs.validators.instance_of(int))
        mode: str = attrs.field(default="a", validator=attrs.validators.in_(["a", "b"]))

    secret = "heldout-jwt-secret-0123456789abcdef"
    expired = jwt.encode({"sub": "u", "exp": int(time.time()) - 60}, secret, algorithm="HS256")
    signed_other = jwt.encode({"sub": "u"}, "another-secret-0123456789abcdef", algorithm="HS256")
    env = jinja2.Environment(undefined=jinja2.StrictUndefined)

    rows: list[tuple[str, tuple[str, ...], Any]] = [
        ("marshmallow-range", (CLI,), lambda: Order().load({"qty": 0, "email": "a@b.c"})),
        ("marshmallow-email", (CLI,), lambda: Order().load({"qty": 2, "email": "nope"})),
        ("marshmallow-missing", (CLI,), lambda: Order().load({})),
        ("attrs-type", (CLI, FAT), lambda: Point("3")),
        ("attrs-choice", (CLI,), lambda: Point(3, "z")),
        ("jwt-expired", (CLI, FAT), lambda: jwt.decode(expired, secret, algorithms=["HS256"])),
        (
            "jwt-signature",
            (CLI, FAT),
            lambda: jwt.decode(signed_other, secret, algorithms=["HS256"]),
        ),
        ("jwt-garbage", (CLI,), lambda: jwt.decode("abc", secret, algorithms=["HS256"])),
        ("fernet-token", (CLI, FAT), lambda: Fernet(Fernet.generate_key()).decrypt(b"gAAAAAbad")),
        ("jinja-syntax", (CLI, FAT), lambda: env.from_string("{% if x %}unclosed")),
        ("jinja-undefined", (CLI, FAT), lambda: env.from_string("{{ user.name }}").render()),
    ]
    for name, accept, action in rows:
        yield case("validation", name, accept, action)


def parsers_family() -> Iterator[Case]:
    import orjson
    import ormsgpack

    parser = configparser.ConfigParser()

    rows: list[tuple[str, tuple[str, ...], Any]] = [
        ("orjson", (CLI, FAT), lambda: orjson.loads(b'{"a": 1,}')),
        ("ormsgpack", (CLI, FAT), lambda: ormsgpack.unpackb(b"\xc1")),
        ("configparser-header", (CLI, FAT), lambda: parser.read_string("key = 1\n")),
        (
            "configparser-duplicate",
            (CLI, FAT),
            lambda: configparser.ConfigParser().read_string("[a]\nk=1\nk=2\n"),
        ),
        ("uuid", (CLI,), lambda: uuid.UUID("not-a-uuid")),
        ("date", (CLI,), lambda: datetime.datetime.strptime("2026-13-40", "%Y-%m-%d")),
        ("int", (CLI,), lambda: int("12 apples")),
        ("unicode-encode", (CLI, FAT), lambda: "naïve ☃".encode("ascii")),
    ]
    for name, accept, action in rows:
        yield case("parsers", name, accept, action)


def cli_tools_family() -> Iterator[Case]:
    folder = Path(tempfile.mkdtemp(prefix="heldout4-cli-"))
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(1)
    port503 = _serve_once(
        read_first=True,
        reply=b"HTTP/1.1 503 Service Unavailable\r\nRetry-After: 5\r\nContent-Length: 4\r\n\r\nbusy",
    )

    def run(*args: str, timeout: float | None = None) -> Any:
        return lambda: subprocess.run(
            list(args), capture_output=True, text=True, check=True, cwd=folder, timeout=timeout
        )

    rows: list[tuple[str, tuple[str, ...], Any]] = [
        ("git-not-repo", (CLI, FAT), run("git", "status")),
        ("git-bad-revision", (CLI,), run("git", "-C", "/", "log", "no-such-branch")),
        ("tar-missing", (CLI,), run("tar", "-xf", "backup.tar")),
        ("ls-missing", (CLI,), run("ls", "src/mian.py")),
        ("curl-refused", (TRA, CLI), run("curl", "-sS", f"http://127.0.0.1:{closed_port()}/")),
        ("curl-503", (TRA, CLI), run("curl", "-sS", "--fail", f"http://127.0.0.1:{port503}/")),
        (
            "curl-timeout",
            (TRA, CLI),
            run("curl", "-sS", "--max-time", "1", f"http://127.0.0.1:{silent.getsockname()[1]}/"),
        ),
        ("python-exit", (CLI, FAT), run(sys.executable, "-c", "import sys; sys.exit(3)")),
        (
            "python-traceback",
            (CLI, FAT),
            run(sys.executable, "-c", "import json; json.loads('{')"),
        ),
        ("sleep-timeout", (CLI,), run("sleep", "5", timeout=0.5)),
    ]
    for name, accept, action in rows:
        yield case("cli-tools", name, accept, action)


def _raise(exc: BaseException) -> Any:
    def action() -> None:
        raise exc

    return action


def languages_family() -> Iterator[Case]:
    """Vendor messages a tool re-raises as a plain error, in languages and phrasings not in
    the rules' examples (ja, ko, de, fr, es, pt, it, ru, zh)."""
    rows: list[tuple[str, tuple[str, ...], str]] = [
        (
            "ja-busy",
            (TRA,),
            "ただいまアクセスが集中しています。しばらく時間をおいて再度お試しください。",
        ),
        ("ko-retry", (TRA,), "요청이 너무 많습니다. 잠시 후 다시 시도해 주세요."),
        (
            "de-unavailable",
            (TRA,),
            "Der Dienst ist vorübergehend nicht verfügbar. Bitte später erneut versuchen.",
        ),
        (
            "fr-overloaded",
            (TRA,),
            "Le serveur est momentanément surchargé, veuillez réessayer plus tard.",
        ),
        (
            "es-unavailable",
            (TRA,),
            "El servicio no está disponible temporalmente. Vuelva a intentarlo más tarde.",
        ),
        (
            "pt-unavailable",
            (TRA,),
            "Serviço temporariamente indisponível. Tente novamente mais tarde.",
        ),
        ("it-unavailable", (TRA,), "Servizio temporaneamente non disponibile, riprova più tardi."),
        ("ru-unavailable", (TRA,), "Сервис временно недоступен. Повторите попытку позже."),
        ("zh-rate", (TRA,), "访问频率过高，请稍后重试"),
        ("zh-balance", (BIZ, CLI, FAT), "账户余额不足，无法完成支付"),
        ("de-not-found", (CLI, FAT), "Datei nicht gefunden: bericht.pdf"),
    ]
    for name, accept, text in rows:
        yield case("languages-4", name, accept, _raise(RuntimeError(text)))


FAMILIES = (
    duckdb_family,
    zmq_family,
    stdlib_net_family,
    validation_family,
    parsers_family,
    cli_tools_family,
    languages_family,
)
