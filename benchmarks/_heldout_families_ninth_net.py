"""Held-out set 9, part 2: network clients toolretry was not written against, raising live on
127.0.0.1: tornado's HTTP client (``HTTPClientError`` keeping the response and its
Retry-After, its 599 timeouts, refused connections, names that do not resolve), aiosmtplib
against a scripted SMTP server (4xx and 5xx replies at each step, a login refused, a greeting
refusal, a dropped connection) and asyncssh against a local asyncssh server (a wrong password,
commands that fail or time out, SFTP on missing paths, an unknown host key, a disconnect for
too many sessions, a port that does not speak SSH). None is in sets 1-8, "gen" or ``tests/``.

Labels written before any verdict was looked at, as described in ``_heldout_families_ninth``
(2026-12-03, 15:23-15:40 UTC, by the helper ``heldout9``, which never ran ``classify()`` on
these cases nor read the classifier's rules)."""

from __future__ import annotations

import asyncio
import tempfile
import threading
from collections.abc import Callable, Coroutine, Iterator
from email.message import EmailMessage
from pathlib import Path
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED, silent_url
from _heldout_families_sixth import _raw
from _heldout_servers import LineServer, closed_port

__all__ = ["FAMILIES", "run_async"]


def run_async(coro: Callable[[], Coroutine[Any, Any, Any]]) -> Callable[[], Any]:
    return lambda: asyncio.run(coro())


def tornado_family() -> Iterator[Case]:
    from tornado.httpclient import HTTPClient

    server = http()

    def fetch(url: str | None = None, timeout: float = 3.0) -> Callable[[], Any]:
        def action() -> Any:
            client = HTTPClient()
            try:
                return client.fetch((url or server.url) + "/api/v2/orders", request_timeout=timeout)
            finally:
                client.close()

        return action

    def status(code: int, body: str = "{}", **headers: str) -> Callable[[], Any]:
        def action() -> Any:
            server.set(code, body, **headers)
            return fetch()()

        return action

    yield case(
        "tornado",
        "429-retry-after",
        TRA,
        status(429, '{"error": "slow down"}', Retry_After="5"),
        5.0,
    )
    yield case("tornado", "429-no-wait", TRA, status(429))
    yield case(
        "tornado",
        "429-ratelimit-reset",
        TRA,
        status(429, "{}", RateLimit_Limit="100", RateLimit_Remaining="0", RateLimit_Reset="6"),
        6.0,
    )
    yield case("tornado", "503-retry-after", TRA, status(503, "down", Retry_After="2"), 2.0)
    yield case("tornado", "502", TRA, status(502, "<html>Bad Gateway</html>"))
    yield case("tornado", "500", TRA, status(500))
    yield case("tornado", "400", CLI, status(400, '{"error": "field `qty` must be positive"}'))
    yield case("tornado", "401", CRED, status(401, "", WWW_Authenticate="Bearer"))
    yield case("tornado", "404", CLI, status(404))
    yield case(
        "tornado",
        "402-billing",
        (FAT, BIZ),
        status(402, '{"error": "payment_required", "message": "Your trial has ended."}'),
    )
    yield case("tornado", "409-conflict", (CLI, BIZ), status(409, '{"error": "version conflict"}'))
    yield case("tornado", "timeout-599", TRA, fetch(silent_url(), timeout=0.3))
    yield case("tornado", "refused", TRA, fetch(f"http://127.0.0.1:{closed_port()}"))
    yield case(
        "tornado", "dns-nxdomain", (CLI, FAT), fetch("http://no-such-host.invalid", timeout=3)
    )


def aiosmtplib_family() -> Iterator[Case]:
    import aiosmtplib

    server = LineServer()
    message = EmailMessage()
    message["From"], message["To"], message["Subject"] = "a@example.org", "b@example.org", "hi"
    message.set_content("hello")

    def send(port: int | None = None, **login: str) -> Callable[[], Any]:
        async def go() -> Any:
            return await aiosmtplib.send(
                message, hostname="127.0.0.1", port=port or server.port, timeout=2, **login
            )

        return run_async(go)

    def reply(greeting: str | None = "220 mx ready", **replies: str | None) -> Callable[[], Any]:
        def action() -> Any:
            server.script(greeting, **replies)
            return send()()

        return action

    def auth(code: str) -> Callable[[], Any]:
        def action() -> Any:
            server.script("220 mx ready", EHLO="250-mx\r\n250 AUTH PLAIN LOGIN", AUTH=code)
            return send(username="bot", password="wrong")()

        return action

    yield case(
        "aiosmtplib", "rcpt-550-unknown", CLI, reply(RCPT="550 5.1.1 <b@example.org>: User unknown")
    )
    yield case(
        "aiosmtplib",
        "rcpt-450-greylisted",
        TRA,
        reply(
            RCPT="450 4.2.0 <b@example.org>: Recipient address rejected: Greylisted, try again later"
        ),
    )
    yield case(
        "aiosmtplib",
        "mail-421-too-many",
        TRA,
        reply(MAIL="421 4.7.0 Too many concurrent SMTP connections; please try again later"),
    )
    yield case(
        "aiosmtplib",
        "mail-553-domain",
        CLI,
        reply(MAIL="553 5.1.8 <a@example.org>: Sender address rejected: Domain not found"),
    )
    yield case(
        "aiosmtplib",
        "mail-530-auth-required",
        CRED,
        reply(MAIL="530 5.7.0 Authentication required"),
    )
    yield case(
        "aiosmtplib",
        "data-552-too-big",
        CLI,
        reply(END="552 5.3.4 Message size exceeds fixed maximum message size"),
    )
    yield case(
        "aiosmtplib",
        "data-451-local-error",
        TRA,
        reply(END="451 4.3.0 Temporary local problem - please try later"),
    )
    yield case(
        "aiosmtplib",
        "data-554-spam",
        (CLI, BIZ),
        reply(END="554 5.7.1 Message rejected: content identified as spam"),
    )
    yield case(
        "aiosmtplib",
        "data-452-quota",
        (TRA, FAT),
        reply(END="452 4.2.2 Mailbox full: user is over quota"),
    )
    yield case("aiosmtplib", "auth-535", CRED, auth("535 5.7.8 Authentication credentials invalid"))
    yield case(
        "aiosmtplib",
        "auth-454-temporary",
        TRA,
        auth("454 4.7.0 Temporary authentication failure"),
    )
    yield case(
        "aiosmtplib", "greeting-421", TRA, reply("421 mx Service not available, try again later")
    )
    yield case("aiosmtplib", "dropped", TRA, reply(None))
    yield case("aiosmtplib", "refused", TRA, send(closed_port()))
    yield case(
        "aiosmtplib",
        "timeout",
        TRA,
        send(int(silent_url().rsplit(":", 1)[1])),
    )


def _ssh_server(root: Path) -> int:
    """An asyncssh server on a loopback port in its own thread: password ``right`` logs in,
    user ``busy`` is disconnected for too many sessions, commands answer as scripted."""
    import asyncssh

    key = asyncssh.generate_private_key("ssh-ed25519")
    scripts = {
        "grep ERROR /var/log/app.log": (2, "grep: /var/log/app.log: No such file or directory\n"),
        "make build": (
            2,
            "main.c:3:1: error: expected ';' before '}' token\nmake: *** [build] Error 1\n",
        ),
        "psql -c 'select 1'": (
            2,
            "psql: error: connection to server on socket failed: FATAL:  the database system "
            "is starting up\n",
        ),
    }

    class Server(asyncssh.SSHServer):
        def begin_auth(self, username: str) -> bool:
            if username == "busy":
                raise asyncssh.DisconnectError(
                    asyncssh.DISC_TOO_MANY_CONNECTIONS, "Too many concurrent sessions"
                )
            return True

        def password_auth_supported(self) -> bool:
            return True

        def validate_password(self, username: str, password: str) -> bool:
            return password == "right"

    async def process(proc: Any) -> None:
        if proc.command == "sleep 30":
            await asyncio.sleep(30)
        status, err = scripts.get(proc.command, (0, ""))
        proc.stderr.write(err)
        proc.exit(status)

    loop = asyncio.new_event_loop()
    started: list[Any] = []
    ready = threading.Event()

    async def start() -> None:
        acceptor = await asyncssh.create_server(
            Server,
            "127.0.0.1",
            0,
            server_host_keys=[key],
            process_factory=process,
            sftp_factory=True,
        )
        started.append(acceptor.sockets[0].getsockname()[1])
        ready.set()

    def serve() -> None:
        asyncio.set_event_loop(loop)
        loop.run_until_complete(start())
        loop.run_forever()

    threading.Thread(target=serve, daemon=True).start()
    ready.wait(10)
    port: int = started[0]
    return port


def asyncssh_family() -> Iterator[Case]:
    import asyncssh

    root = Path(tempfile.mkdtemp(prefix="heldout9-ssh-"))
    (root / "full").mkdir()
    (root / "full" / "keep.txt").write_text("x")
    port = _ssh_server(root)
    other_key = asyncssh.generate_private_key("ssh-ed25519")
    trusted = asyncssh.import_known_hosts(
        f"[127.0.0.1]:{port} {other_key.export_public_key().decode()}"
    )

    def connect(
        user: str = "deploy", password: str = "right", target: int = port, **extra: Any
    ) -> Any:
        extra.setdefault("known_hosts", None)
        return asyncssh.connect(
            "127.0.0.1",
            target,
            username=user,
            password=password,
            client_keys=None,
            connect_timeout=2,
            **extra,
        )

    def run(command: str, timeout: float | None = None, **login: Any) -> Callable[[], Any]:
        async def go() -> Any:
            async with connect(**login) as conn:
                return await conn.run(command, check=True, timeout=timeout)

        return run_async(go)

    def sftp(operation: Callable[[Any], Coroutine[Any, Any, Any]]) -> Callable[[], Any]:
        async def go() -> Any:
            async with connect() as conn, conn.start_sftp_client() as client:
                return await operation(client)

        return run_async(go)

    yield case("asyncssh", "wrong-password", CRED, run("true", password="wrong"))
    yield case("asyncssh", "command-stderr", CLI, run("grep ERROR /var/log/app.log"))
    yield case("asyncssh", "build-fails", (CLI, FAT), run("make build"))
    yield case("asyncssh", "db-starting-up", TRA, run("psql -c 'select 1'"))
    yield case("asyncssh", "command-timeout", (CLI, TRA), run("sleep 30", timeout=0.5))
    yield case("asyncssh", "too-many-sessions", TRA, run("true", user="busy"))
    yield case("asyncssh", "unknown-host-key", (CLI, FAT), run("true", known_hosts=trusted))
    yield case("asyncssh", "refused", TRA, run("true", target=closed_port()))
    yield case(
        "asyncssh",
        "connect-timeout",
        TRA,
        run("true", target=int(silent_url().rsplit(":", 1)[1])),
    )
    yield case(
        "asyncssh",
        "not-ssh-port",
        (CLI, FAT),
        run("true", target=int(_raw(b"HTTP/1.1 400 Bad Request\r\n\r\n").rsplit(":", 1)[1])),
    )
    yield case(
        "asyncssh",
        "sftp-get-missing",
        CLI,
        sftp(lambda c: c.get(str(root / "reports" / "q3.csv"), str(root / "q3.csv"))),
    )
    yield case(
        "asyncssh",
        "sftp-rmdir-not-empty",
        CLI,
        sftp(lambda c: c.rmdir(str(root / "full"))),
    )
    yield case(
        "asyncssh",
        "sftp-mkdir-exists",
        (CLI, BIZ),
        sftp(lambda c: c.mkdir(str(root / "full"))),
    )


FAMILIES = (tornado_family, aiosmtplib_family, asyncssh_family)
