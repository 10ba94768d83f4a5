"""Held-out set 16, part 2: two non-HTTP wire protocols, with their servers on 127.0.0.1.

* MQTT: aiomqtt 2.5 (over paho-mqtt) connecting to a scripted broker that speaks MQTT 5 and
  3.1.1 and answers CONNECT with the CONNACK reason code chosen per case; the client raises
  ``MqttConnectError`` whose ``rc`` is a paho ``ReasonCode`` (``value`` and the spec's name),
  or ``MqttError`` for a refused or silent broker.
* SMTP: a real aiosmtpd 1.4 server (its own AUTH, SIZE and command checks, plus a handler that
  answers MAIL/RCPT/DATA with replies real MTAs send: greylisting with a wait, full mailboxes,
  policy rejections, replies in German, French, Russian, Chinese, Japanese and Polish), driven
  by smtplib and aiosmtplib; ``SMTPRecipientsRefused`` keeps the codes in a dict, the others
  carry ``smtp_code``/``code`` and ``smtp_error``/``message``.

Written 2026-12-04 between 09:50 and 10:55 UTC by the helper ``heldout16``, built blind:
labelled from DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any
observation were never run on these cases before the labels were committed, nor were the
classifier's rules, its tests or any earlier result read. aiomqtt and aiosmtpd appear in no
earlier set (smtplib and aiosmtplib did, against scripted line servers)."""

from __future__ import annotations

import asyncio
import logging
import smtplib
import socket
import threading
from collections.abc import Callable, Iterator
from email.message import EmailMessage
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_servers import closed_port, free_port

__all__ = ["FAMILIES"]


class MqttScript:
    """An MQTT broker on 127.0.0.1 that answers CONNECT with ``connack`` (0 accepts)."""

    def __init__(self) -> None:
        self.connack = 0
        self.silent = False
        listener = socket.socket()
        listener.bind(("127.0.0.1", 0))
        listener.listen(16)
        self.port: int = listener.getsockname()[1]
        threading.Thread(target=self._serve, args=(listener,), daemon=True).start()

    def _serve(self, listener: socket.socket) -> None:
        held: list[socket.socket] = []
        while True:
            conn, _ = listener.accept()
            if self.silent:
                held.append(conn)
                continue
            threading.Thread(target=self._handle, args=(conn,), daemon=True).start()

    @staticmethod
    def _packet(conn: socket.socket) -> tuple[int, bytes] | None:
        head = conn.recv(1)
        if not head:
            return None
        multiplier, length = 1, 0
        while True:
            byte = conn.recv(1)[0]
            length += (byte & 127) * multiplier
            multiplier *= 128
            if not byte & 128:
                break
        body = b""
        while len(body) < length:
            body += conn.recv(length - len(body))
        return head[0] >> 4, body

    def _handle(self, conn: socket.socket) -> None:
        with conn:
            while (packet := self._packet(conn)) is not None:
                kind, body = packet
                if kind == 1:  # CONNECT: byte 6 is the protocol level (5 or 4)
                    reply = [0x20, 3, 0, self.connack, 0] if body[6] == 5 else [0x20, 2, 0,
                        self.connack]  # fmt: skip
                    conn.sendall(bytes(reply))
                    if self.connack:
                        return
                elif kind == 12:  # PINGREQ
                    conn.sendall(bytes([0xD0, 0]))
                elif kind == 14:  # DISCONNECT
                    return


def mqtt_family() -> Iterator[Case]:
    import aiomqtt

    broker = MqttScript()

    def connect(code: int, v5: bool = True, port: int | None = None) -> Callable[[], Any]:
        async def session() -> None:
            version = aiomqtt.ProtocolVersion.V5 if v5 else aiomqtt.ProtocolVersion.V311
            async with aiomqtt.Client("127.0.0.1", port or broker.port, protocol=version,
                    timeout=1, identifier="plant-7-gw", username="gw7",
                    password="mqtt-heldout-pw") as client:  # fmt: skip
                await client.publish("plant/7/temp", b"21.5", qos=1)

        def run() -> None:
            broker.connack = code
            asyncio.run(session())

        return run

    mq = "mqtt"
    yield case(mq, "v5-unspecified", (FAT, TRA), connect(0x80))
    yield case(mq, "v5-malformed", (FAT, CLI), connect(0x81))
    yield case(mq, "v5-protocol-error", (FAT, CLI), connect(0x82))
    yield case(mq, "v5-implementation", (FAT, TRA), connect(0x83))
    yield case(mq, "v5-version", (CLI, FAT), connect(0x84))
    yield case(mq, "v5-client-id", CLI, connect(0x85))
    yield case(mq, "v5-bad-password", CRED, connect(0x86))
    yield case(mq, "v5-not-authorized", CRED, connect(0x87))
    yield case(mq, "v5-unavailable", TRA, connect(0x88))
    yield case(mq, "v5-busy", TRA, connect(0x89))
    yield case(mq, "v5-banned", (CLI, FAT), connect(0x8A))
    yield case(mq, "v5-auth-method", CLI, connect(0x8C))
    yield case(mq, "v5-packet-too-large", CLI, connect(0x95))
    # An administratively imposed limit: waiting a few seconds is not what lifts it.
    yield case(mq, "v5-quota", FAT, connect(0x97))
    yield case(mq, "v5-use-another", (CLI, TRA), connect(0x9C))
    yield case(mq, "v5-moved", (CLI, FAT), connect(0x9D))
    yield case(mq, "v5-rate", TRA, connect(0x9F))
    yield case(mq, "v311-identifier", CLI, connect(2, v5=False))
    yield case(mq, "v311-unavailable", TRA, connect(3, v5=False))
    yield case(mq, "v311-credentials", CRED, connect(4, v5=False))
    yield case(mq, "v311-not-authorized", CRED, connect(5, v5=False))
    yield case(mq, "refused", TRA, connect(0, port=closed_port()))
    silent = MqttScript()
    silent.silent = True
    yield case(mq, "no-connack", TRA, connect(0, port=silent.port))


class SmtpHandler:
    """aiosmtpd handler answering MAIL/RCPT/DATA with the replies set for the next case."""

    def __init__(self) -> None:
        self.mail = self.rcpt = self.data = "250 OK"

    async def handle_MAIL(self, server: Any, session: Any, envelope: Any, address: str,
            options: list[str]) -> str:  # fmt: skip
        if self.mail.startswith("250"):
            envelope.mail_from = address
        return self.mail

    async def handle_RCPT(self, server: Any, session: Any, envelope: Any, address: str,
            options: list[str]) -> str:  # fmt: skip
        if self.rcpt.startswith("250"):
            envelope.rcpt_tos.append(address)
        return self.rcpt

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        return self.data


def _authenticator(server: Any, session: Any, envelope: Any, mechanism: str, auth: Any) -> Any:
    from aiosmtpd.smtp import AuthResult

    return AuthResult(success=auth.password == b"right-password")


def smtp_family() -> Iterator[Case]:
    import aiosmtplib
    from aiosmtpd.controller import Controller

    logging.getLogger("mail.log").setLevel(logging.CRITICAL)
    handler = SmtpHandler()
    plain = Controller(handler, hostname="127.0.0.1", port=free_port(), data_size_limit=4096)
    guarded = Controller(handler, hostname="127.0.0.1", port=free_port(), auth_required=True,
        auth_require_tls=False, authenticator=_authenticator)  # fmt: skip
    plain.start()
    guarded.start()

    def message(size: int = 40) -> EmailMessage:
        mail = EmailMessage()
        mail["From"], mail["To"] = "ops@example.org", "oncall@example.net"
        mail["Subject"] = "disk alert"
        mail.set_content("x" * size)
        return mail

    def send(mail: str = "250 OK", rcpt: str = "250 OK", data: str = "250 OK",
            size: int = 40) -> Callable[[], Any]:  # fmt: skip
        def run() -> Any:
            handler.mail, handler.rcpt, handler.data = mail, rcpt, data
            with smtplib.SMTP("127.0.0.1", plain.port, timeout=2) as client:
                return client.send_message(message(size))

        return run

    def send_async(mail: str = "250 OK", rcpt: str = "250 OK", data: str = "250 OK",
            port: int | None = None) -> Callable[[], Any]:  # fmt: skip
        async def deliver() -> Any:
            return await aiosmtplib.send(message(), hostname="127.0.0.1",
                port=port or plain.port, timeout=2, start_tls=False)  # fmt: skip

        def run() -> Any:
            handler.mail, handler.rcpt, handler.data = mail, rcpt, data
            return asyncio.run(deliver())

        return run

    def login(password: str, port: int | None = None) -> Callable[[], Any]:
        def run() -> Any:
            handler.mail = handler.rcpt = handler.data = "250 OK"
            with smtplib.SMTP("127.0.0.1", port or guarded.port, timeout=2) as client:
                client.login("ops", password)
                return client.send_message(message())

        return run

    def unauthenticated() -> Any:
        with smtplib.SMTP("127.0.0.1", guarded.port, timeout=2) as client:
            return client.send_message(message())

    sm = "smtp"
    yield case(sm, "rcpt-unknown", (CLI, BIZ), send(rcpt="550 5.1.1 <oncall@example.net>: "
        "Recipient address rejected: User unknown in virtual mailbox table"))  # fmt: skip
    yield case(sm, "rcpt-mailbox-full", (TRA, BIZ), send(rcpt="452 4.2.2 The email account "
        "that you tried to reach is over quota"))  # fmt: skip
    yield case(sm, "rcpt-greylist", TRA, send(rcpt="451 4.7.1 Greylisted, please try again "
        "in 120 seconds"), retry_after=120)  # fmt: skip
    yield case(sm, "rcpt-greylist-de", TRA, send(rcpt="450 4.7.1 Graylisting aktiv, bitte in "
        "60 Sekunden erneut versuchen"), retry_after=60)  # fmt: skip
    yield case(sm, "rcpt-relay", CLI, send(rcpt="554 5.7.1 <oncall@example.net>: Relay access "
        "denied"))  # fmt: skip
    yield case(sm, "rcpt-ru", (CLI, BIZ), send(rcpt="550 5.1.1 Почтовый ящик не существует"))
    yield case(sm, "rcpt-zh", TRA, send(rcpt="451 4.3.0 系统繁忙，请稍后再试"))
    yield case(sm, "mail-policy", CLI, send(mail="553 5.7.1 Sender address rejected: not "
        "owned by user ops"))  # fmt: skip
    yield case(sm, "mail-rate", TRA, send(mail="421 4.7.0 Too many messages from your IP, "
        "try again in 30 seconds"), retry_after=30)  # fmt: skip
    yield case(sm, "mail-fr", TRA, send(mail="450 4.7.1 Service temporairement indisponible, "
        "veuillez réessayer plus tard"))  # fmt: skip
    yield case(sm, "data-spam", (CLI, BIZ), send(data="554 5.7.1 Message rejected as spam by "
        "Content Filtering"))  # fmt: skip
    yield case(sm, "data-ja", TRA, send(data="451 4.3.0 一時的なエラーです。しばらくしてから再送"
        "してください"))  # fmt: skip
    yield case(sm, "data-pl", (CLI, BIZ), send(data="552 5.3.4 Wiadomość jest zbyt duża dla "
        "tej skrzynki"))  # fmt: skip
    yield case(sm, "data-disk", (TRA, FAT), send(data="452 4.3.1 Insufficient system storage"))
    # aiosmtpd's own SIZE limit: the message must shrink.
    yield case(sm, "data-too-large", CLI, send(size=9000))
    yield case(sm, "auth-required", CRED, unauthenticated)
    yield case(sm, "refused", TRA, login("x", port=closed_port()))
    yield case(sm, "async-rcpt-unknown", (CLI, BIZ), send_async(rcpt="550 5.1.1 No such user"))
    yield case(sm, "async-greylist", TRA, send_async(rcpt="451 4.7.1 Try again later, "
        "greylisted for 90 seconds"), retry_after=90)  # fmt: skip
    yield case(sm, "async-data-busy", TRA, send_async(data="421 4.3.2 Service shutting down, "
        "closing transmission channel"))  # fmt: skip
    yield case(sm, "async-sender-blocked", (CLI, FAT), send_async(mail="550 5.7.1 Your IP "
        "address is listed in a DNS blocklist"))  # fmt: skip
    yield case(sm, "async-refused", TRA, send_async(port=closed_port()))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (mqtt_family, smtp_family)
