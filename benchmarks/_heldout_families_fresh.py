"""A second held-out set, written and labelled after the rules were done and never tuned on:
SQLAlchemy over sqlite and PostgreSQL, more gRPC details, HTTP APIs' own rate-limit and quota
shapes (GitHub, Slack, Discord, Aliyun, Azure OpenAI, Cloudflare, Gemini), IMAP/POP3 replies,
validators and parsers inside tools, more files and commands, wording in more languages."""

from __future__ import annotations

import asyncio
import imaplib
import json
import os
import poplib
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_servers import LineServer, Postgres

__all__ = ["FAMILIES"]


def sqlalchemy_family() -> Iterator[Case]:
    import sqlalchemy as sa

    folder = tempfile.mkdtemp(prefix="fresh-sa-")
    url = f"sqlite:///{folder}/db.sqlite"
    engine = sa.create_engine(url, connect_args={"timeout": 0})
    with engine.begin() as conn:
        conn.execute(sa.text("create table u(id integer primary key, email text unique not null)"))
        conn.execute(sa.text("insert into u values (1, 'a@x')"))

    def run(sql: str) -> None:
        with engine.begin() as conn:
            conn.execute(sa.text(sql))

    yield case(
        "sqlalchemy", "sqlite-unique", (CLI, BIZ), lambda: run("insert into u values (2, 'a@x')")
    )
    yield case("sqlalchemy", "sqlite-not-null", CLI, lambda: run("insert into u values (3, null)"))
    yield case("sqlalchemy", "sqlite-no-table", FAT, lambda: run("select * from orders"))
    yield case("sqlalchemy", "sqlite-syntax", FAT, lambda: run("insert u values"))
    holder = engine.raw_connection()
    holder.execute("begin exclusive") if hasattr(holder, "execute") else holder.cursor().execute(
        "begin exclusive"
    )
    yield case("sqlalchemy", "sqlite-locked", TRA, lambda: run("insert into u values (5, 'b@x')"))
    holder.rollback()
    holder.close()
    with Postgres.started() as pg:
        if pg is None:
            return
        pg_engine = sa.create_engine(f"postgresql+psycopg://postgres@127.0.0.1:{pg.port}/postgres")
        with pg_engine.begin() as conn:
            conn.execute(
                sa.text("create table acct(id int primary key, balance int check (balance >= 0))")
            )
            conn.execute(sa.text("insert into acct values (1, 5)"))

        def pg_run(sql: str) -> None:
            with pg_engine.begin() as conn:
                conn.execute(sa.text(sql))

        yield case(
            "sqlalchemy", "pg-check", (CLI, BIZ), lambda: pg_run("update acct set balance = -1")
        )
        yield case(
            "sqlalchemy", "pg-unique", (CLI, BIZ), lambda: pg_run("insert into acct values (1, 0)")
        )
        yield case(
            "sqlalchemy", "pg-undefined", FAT, lambda: pg_run("select missing_col from acct")
        )
        yield case("sqlalchemy", "pg-cast", CLI, lambda: pg_run("select 'x'::date"))
        slow = sa.create_engine(
            f"postgresql+psycopg://postgres@127.0.0.1:{pg.port}/postgres",
            connect_args={"options": "-c statement_timeout=50"},
        )
        yield case(
            "sqlalchemy",
            "pg-statement-timeout",
            TRA,
            lambda: slow.connect().execute(sa.text("select pg_sleep(1)")),
        )
        pg_engine.dispose()
        slow.dispose()


def _rich(code: int, message: str, *details: Any) -> Any:
    from google.protobuf import any_pb2
    from google.rpc import status_pb2
    from grpc_status import rpc_status

    packed = []
    for item in details:
        box = any_pb2.Any()
        box.Pack(item)
        packed.append(box)
    return rpc_status.to_status(status_pb2.Status(code=code, message=message, details=packed))


def grpc_details_family() -> Iterator[Case]:
    import grpc
    from google.rpc import code_pb2, error_details_pb2

    def behave(name: str, context: Any) -> bytes:
        if name == "BadRequest":
            bad = error_details_pb2.BadRequest(
                field_violations=[
                    error_details_pb2.BadRequest.FieldViolation(
                        field="page_size", description="must be <= 100"
                    )
                ]
            )
            context.abort_with_status(_rich(code_pb2.INVALID_ARGUMENT, "bad page_size", bad))
        if name == "RateReason":
            info = error_details_pb2.ErrorInfo(
                reason="RATE_LIMIT_EXCEEDED", domain="googleapis.com"
            )
            context.abort_with_status(
                _rich(
                    code_pb2.RESOURCE_EXHAUSTED,
                    "Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user'",
                    info,
                )
            )
        if name == "ServiceDisabled":
            info = error_details_pb2.ErrorInfo(reason="SERVICE_DISABLED", domain="googleapis.com")
            context.abort_with_status(
                _rich(
                    code_pb2.PERMISSION_DENIED,
                    "API has not been used in project 1 before or it is disabled",
                    info,
                )
            )
        if name == "Precondition":
            pre = error_details_pb2.PreconditionFailure(
                violations=[
                    error_details_pb2.PreconditionFailure.Violation(
                        type="TOS", subject="project", description="Terms of service not accepted"
                    )
                ]
            )
            context.abort_with_status(_rich(code_pb2.FAILED_PRECONDITION, "tos", pre))
        if name == "RetryLong":
            from google.protobuf import duration_pb2

            info = error_details_pb2.RetryInfo(retry_delay=duration_pb2.Duration(seconds=45))
            context.abort_with_status(_rich(code_pb2.UNAVAILABLE, "maintenance", info))
        return b"ok"

    class Generic(grpc.GenericRpcHandler):
        def service(self, details: Any) -> Any:
            name = details.method.rsplit("/", 1)[1]
            return grpc.unary_unary_rpc_method_handler(lambda req, ctx: behave(name, ctx))

    from concurrent import futures

    server = grpc.server(futures.ThreadPoolExecutor(max_workers=2))
    server.add_generic_rpc_handlers((Generic(),))
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    rows = {
        "BadRequest": ((CLI,), None),
        "RateReason": ((TRA,), None),
        "ServiceDisabled": ((FAT, CLI), None),
        "Precondition": ((CLI, BIZ), None),
        "RetryLong": ((TRA,), 45.0),
    }
    try:
        with grpc.insecure_channel(f"127.0.0.1:{port}") as channel:
            for name, (accept, wait) in rows.items():
                method = channel.unary_unary(f"/fresh.T/{name}")
                yield case("grpc-details", name, accept, lambda m=method: m(b"x", timeout=5), wait)
    finally:
        server.stop(0)


def api_shapes_family() -> Iterator[Case]:
    import requests

    server = http()

    def get(status: int, body: Any, **headers: str) -> None:
        server.set(status, body if isinstance(body, str) else json.dumps(body), **headers)
        requests.get(server.url + "/api", timeout=5).raise_for_status()

    reset = str(int(time.time()) + 40)
    rows: list[tuple[str, int, Any, dict[str, str], tuple[str, ...], float | None]] = [
        (
            "github-secondary",
            403,
            {
                "message": "You have exceeded a secondary rate limit. Please wait a few minutes before you try again."
            },
            {"Retry_After": "60"},
            (TRA,),
            60.0,
        ),
        (
            "github-primary",
            403,
            {"message": "API rate limit exceeded for 1.2.3.4."},
            {"x_ratelimit_remaining": "0", "x_ratelimit_reset": reset},
            (TRA,),
            40.0,
        ),
        (
            "slack-ratelimited",
            429,
            {"ok": False, "error": "ratelimited"},
            {"Retry_After": "30"},
            (TRA,),
            30.0,
        ),
        (
            "discord-body-wait",
            429,
            {"message": "You are being rate limited.", "retry_after": 1.5, "global": False},
            {},
            (TRA,),
            1.5,
        ),
        (
            "aliyun-throttling",
            400,
            {"Code": "Throttling.User", "Message": "Request was denied due to user flow control."},
            {},
            (TRA,),
            None,
        ),
        (
            "azure-openai-429",
            429,
            {
                "error": {
                    "code": "429",
                    "message": "Requests to the ChatCompletions_Create Operation have exceeded token rate limit of your current pricing tier. Please retry after 8 seconds.",
                }
            },
            {"retry_after": "8"},
            (TRA,),
            8.0,
        ),
        (
            "cloudflare-1015",
            429,
            "<html><head><title>Access denied | example.com used Cloudflare to restrict access</title></head><body>Error 1015 You are being rate limited</body></html>",
            {"Content_Type": "text/html"},
            (TRA,),
            None,
        ),
        (
            "gemini-daily",
            429,
            {
                "error": {
                    "code": 429,
                    "status": "RESOURCE_EXHAUSTED",
                    "message": "You exceeded your current quota.",
                    "details": [
                        {
                            "@type": "type.googleapis.com/google.rpc.QuotaFailure",
                            "violations": [
                                {"quotaId": "GenerateRequestsPerDayPerProjectPerModel-FreeTier"}
                            ],
                        }
                    ],
                }
            },
            {},
            (FAT,),
            None,
        ),
        (
            "openrouter-credits",
            402,
            {
                "error": {
                    "code": 402,
                    "message": "Insufficient credits. Add more using https://openrouter.ai/credits",
                }
            },
            {},
            (FAT, BIZ),
            None,
        ),
        (
            "shopify-throttled",
            429,
            {
                "errors": "Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service."
            },
            {"Retry_After": "2.0"},
            (TRA,),
            2.0,
        ),
        (
            "azure-server-busy",
            503,
            {
                "error": {
                    "code": "ServerBusy",
                    "message": "The server is currently unable to receive requests. Please retry your request.",
                }
            },
            {},
            (TRA,),
            None,
        ),
        (
            "twilio-429",
            429,
            {"code": 20429, "message": "Too Many Requests", "status": 429},
            {},
            (TRA,),
            None,
        ),
        (
            "mailgun-400-domain",
            400,
            {"message": "Domain not found: example.test"},
            {},
            (CLI,),
            None,
        ),
        (
            "paypal-422-funds",
            422,
            {
                "name": "UNPROCESSABLE_ENTITY",
                "details": [{"issue": "INSUFFICIENT_FUNDS"}],
                "message": "The requested action could not be performed.",
            },
            {},
            (BIZ, CLI),
            None,
        ),
    ]
    for name, status, body, headers, accept, wait in rows:
        yield case(
            "api-shapes", name, accept, lambda s=status, b=body, h=headers: get(s, b, **h), wait
        )


def mail_family() -> Iterator[Case]:
    server = LineServer()

    def pop(greeting: str, **replies: str) -> None:
        server.script(greeting, **replies)
        client = poplib.POP3("127.0.0.1", server.port, timeout=5)
        client.user("u")
        client.pass_("p")

    yield case(
        "mail",
        "imap-unavailable",
        TRA,
        lambda: _tagged(server, "NO [UNAVAILABLE] Server busy, try again later"),
    )
    yield case(
        "mail",
        "imap-auth",
        (CLI, FAT),
        lambda: _tagged(server, "NO [AUTHENTICATIONFAILED] Invalid credentials"),
    )
    yield case(
        "mail",
        "pop-temp",
        TRA,
        lambda: pop(
            "+OK ready",
            USER="+OK",
            PASS="-ERR [SYS/TEMP] Mail system temporarily unavailable, try again later",
        ),
    )
    yield case(
        "mail",
        "pop-in-use",
        TRA,
        lambda: pop(
            "+OK ready", USER="+OK", PASS="-ERR [IN-USE] Mailbox locked by another session"
        ),
    )
    yield case(
        "mail",
        "pop-auth",
        (CLI, FAT),
        lambda: pop("+OK ready", USER="+OK", PASS="-ERR [AUTH] Invalid login"),
    )


def _tagged(server: LineServer, reply: str) -> None:
    """An IMAP server answering LOGIN with ``reply`` under the client's own tag."""
    import socketserver

    class Handler(socketserver.StreamRequestHandler):
        def handle(self) -> None:
            self.wfile.write(b"* OK ready\r\n")
            for raw in self.rfile:
                tag, _, rest = raw.decode().rstrip("\r\n").partition(" ")
                if rest.upper().startswith("CAPABILITY"):
                    self.wfile.write(f"* CAPABILITY IMAP4rev1\r\n{tag} OK done\r\n".encode())
                else:
                    self.wfile.write(f"{tag} {reply}\r\n".encode())

    with socketserver.TCPServer(("127.0.0.1", 0), Handler) as tcp:
        import threading

        threading.Thread(target=tcp.handle_request, daemon=True).start()
        client = imaplib.IMAP4("127.0.0.1", tcp.server_address[1], timeout=5)
        client.login("u", "p")


def inside_tools_family() -> Iterator[Case]:
    import jsonschema
    import yaml

    schema = {
        "type": "object",
        "properties": {"qty": {"type": "integer", "minimum": 1}},
        "required": ["qty"],
    }
    yield case(
        "inside-tools", "jsonschema-arg", CLI, lambda: jsonschema.validate({"qty": 0}, schema)
    )
    yield case("inside-tools", "yaml-config", (CLI, FAT), lambda: yaml.safe_load("a: [1, 2"))
    folder = Path(tempfile.mkdtemp(prefix="fresh-files-"))
    (folder / "notes.txt").write_text("x")
    (folder / "docs").mkdir()
    yield case(
        "inside-tools", "zip-not-zip", (CLI, FAT), lambda: zipfile.ZipFile(folder / "notes.txt")
    )
    yield case(
        "inside-tools", "tar-not-tar", (CLI, FAT), lambda: tarfile.open(folder / "notes.txt")
    )
    yield case("inside-tools", "exclusive-create", CLI, lambda: open(folder / "notes.txt", "x"))
    yield case("inside-tools", "unlink-missing", CLI, lambda: (folder / "note.txt").unlink())
    yield case("inside-tools", "chdir-missing", CLI, lambda: os.chdir(folder / "doc"))
    yield case(
        "inside-tools",
        "symlink-exists",
        CLI,
        lambda: os.symlink(folder / "docs", folder / "notes.txt"),
    )
    yield case(
        "inside-tools",
        "git-not-a-repo",
        CLI,
        lambda: subprocess.run(["git", "status"], cwd=folder, check=True, capture_output=True),
    )
    yield case("inside-tools", "json-arg", (CLI, FAT), lambda: json.loads("{'qty': 1}"))

    async def slow_command() -> None:
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-c", "import time; time.sleep(3)"
        )
        try:
            await asyncio.wait_for(process.wait(), 0.2)
        finally:
            process.kill()

    yield case(
        "inside-tools", "asyncio-command-timeout", (TRA, CLI), lambda: asyncio.run(slow_command())
    )


_WORDS: list[tuple[str, str, tuple[str, ...]]] = [
    ("zh-please-wait", "当前请求量过大，请稍候重试", (TRA,)),
    ("zh-slang", "服务器开小差了", (TRA, FAT)),
    ("zh-limit", "接口调用频率超限", (TRA,)),
    ("ja-crowded", "只今アクセスが集中しております", (TRA,)),
    ("ja-later", "時間をおいて再度お試しください", (TRA,)),
    ("ko-many", "요청이 많아 처리할 수 없습니다. 잠시 후 다시 시도해주세요", (TRA,)),
    ("de-timeout", "Zeitüberschreitung der Anfrage", (TRA,)),
    ("fr-timeout", "Délai d'attente dépassé", (TRA,)),
    ("es-timeout", "Tiempo de espera agotado", (TRA,)),
    ("it-later", "Riprova più tardi", (TRA,)),
    ("ru-later", "Повторите попытку позже", (TRA,)),
    ("en-capacity", "We're currently experiencing high demand. Please try again shortly.", (TRA,)),
    ("en-maintenance", "Service under maintenance", (TRA,)),
    ("baidu-qps", "Open api qps request limit reached", (TRA,)),
    ("baidu-daily", "Open api daily request limit reached", (FAT,)),
    ("zh-balance", "账户余额不足，请充值", (FAT, BIZ)),
]


def words_family() -> Iterator[Case]:
    for name, text, accept in _WORDS:
        yield case("words-2", name, accept, _raise_runtime(text))


def _raise_runtime(text: str) -> Any:
    def action() -> None:
        raise RuntimeError(text)

    return action


FAMILIES = (
    sqlalchemy_family,
    grpc_details_family,
    api_shapes_family,
    mail_family,
    inside_tools_family,
    words_family,
)
