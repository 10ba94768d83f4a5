"""Held-out set 18, part 5: aiormq against a scripted AMQP 0-9-1 broker on 127.0.0.1.

The broker speaks the real wire protocol (frames built and read by pamqp): it answers the
handshake, then closes the connection or the channel with the reply code and text a
RabbitMQ broker sends (403 ACCESS_REFUSED, 404 NOT_FOUND, 405 RESOURCE_LOCKED, 406
PRECONDITION_FAILED, 320 CONNECTION_FORCED, 501 FRAME_ERROR, 504 CHANNEL_ERROR, 506
RESOURCE_ERROR, 530 NOT_ALLOWED, 541 INTERNAL_ERROR), drops the socket, or goes silent.
aiormq raises one class per reply code (``ChannelNotFoundEntity``, ``ConnectionNotAllowed``,
``ProbableAuthenticationError``, ...) whose message is the reply text, once as
``[Errno 320] ...``. Set 3 read AMQP through pika; aiormq's classes and this broker are new.

Written 2026-12-04 between 13:40 and 14:25 UTC by the helper ``heldout18``, built blind:
labelled from DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any
observation were never run on these cases before the labels were committed, nor were the
classifier's rules, its tests or any earlier result read."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]

_CAPABILITIES = {"publisher_confirms": True, "basic.nack": True, "consumer_cancel_notify": True,
    "connection.blocked": True, "authentication_failure_close": True}  # fmt: skip


class Broker:
    """An AMQP 0-9-1 peer that fails at the step and with the reply ``scenario`` names."""

    def __init__(self) -> None:
        self.scenario: tuple[Any, ...] = ("ok",)
        self.loop = asyncio.new_event_loop()
        ready = threading.Event()

        def serve() -> None:
            asyncio.set_event_loop(self.loop)
            server = self.loop.run_until_complete(asyncio.start_server(self.handle, "127.0.0.1", 0))
            self.port = server.sockets[0].getsockname()[1]
            ready.set()
            self.loop.run_forever()

        threading.Thread(target=serve, daemon=True).start()
        ready.wait()

    async def handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        from pamqp import commands, frame

        kind, *reply = self.scenario
        buffer = b""

        async def frames() -> AsyncIterator[tuple[int, Any]]:
            nonlocal buffer
            while True:
                try:
                    used, channel, value = frame.unmarshal(buffer)
                except Exception:  # an incomplete frame: read more
                    data = await reader.read(65536)
                    if not data:
                        return
                    buffer += data
                    continue
                buffer = buffer[used:]
                yield channel, value

        def send(channel: int, value: Any) -> None:
            writer.write(frame.marshal(value, channel))

        def close(channel: int = 0) -> None:
            if channel:
                send(channel, commands.Channel.Close(reply[0], reply[1], 50, 10))
            else:
                send(0, commands.Connection.Close(reply[0], reply[1], 50, 10))

        await reader.readexactly(8)  # the protocol header
        send(0, commands.Connection.Start(server_properties={"product": "heldout-18",
            "capabilities": _CAPABILITIES}, mechanisms="PLAIN", locales="en_US"))  # fmt: skip
        async for channel, value in frames():
            name = value.name
            if name == "Connection.StartOk":
                if kind == "at-login":
                    close()
                else:
                    send(0, commands.Connection.Tune(channel_max=16, frame_max=131072,
                        heartbeat=0))  # fmt: skip
            elif name == "Connection.Open":
                send(0, commands.Connection.OpenOk())
            elif name == "Channel.Open":
                if kind == "at-channel":
                    close()
                else:
                    send(channel, commands.Channel.OpenOk())
            elif name == "Confirm.Select":
                send(channel, commands.Confirm.SelectOk())
            elif name.split(".")[0] in ("Queue", "Exchange", "Basic"):
                if kind == "channel":
                    close(channel)
                elif kind == "connection":
                    close()
                elif kind == "drop":
                    writer.close()
                    return
            elif name == "Connection.Close":
                send(0, commands.Connection.CloseOk())
                await writer.drain()
                writer.close()
                return
            elif name == "Connection.CloseOk":
                writer.close()
                return
            await writer.drain()


def aiormq_family() -> Iterator[Case]:
    import aiormq

    broker = Broker()

    async def declare(port: int, what: str) -> Any:
        url = f"amqp://agent:s3cret@127.0.0.1:{port}/"
        connection = await asyncio.wait_for(aiormq.connect(url), 5)
        try:
            channel = await asyncio.wait_for(connection.channel(), 5)
            if what == "exchange":
                return await asyncio.wait_for(channel.exchange_declare("events",
                    exchange_type="topic", durable=True), 2)  # fmt: skip
            if what == "bind":
                return await asyncio.wait_for(channel.queue_bind("orders", "events"), 2)
            return await asyncio.wait_for(channel.queue_declare("orders", passive=True), 2)
        finally:
            await asyncio.wait_for(asyncio.shield(connection.close()), 2)

    def fail(kind: str, code: int = 0, text: str = "", what: str = "queue") -> Callable[[], Any]:
        def run() -> Any:
            broker.scenario = (kind, code, text)
            return asyncio.run(declare(broker.port, what))

        return run

    am = "aiormq-18"
    yield case(am, "login-refused", (CLI, FAT), fail("at-login", 403, "ACCESS_REFUSED - Login "
        "was refused using authentication mechanism PLAIN. For details see the broker logfile."))  # fmt: skip
    yield case(am, "vhost-not-allowed", (CLI, FAT), fail("at-channel", 530, "NOT_ALLOWED - "
        "access to vhost '/' refused for user 'agent'"))  # fmt: skip
    yield case(am, "no-queue", (CLI, BIZ), fail("channel", 404, "NOT_FOUND - no queue 'orders' "
        "in vhost '/'"))  # fmt: skip
    yield case(am, "no-exchange", (CLI, BIZ), fail("channel", 404, "NOT_FOUND - no exchange "
        "'events' in vhost '/'", "bind"))  # fmt: skip
    yield case(am, "inequivalent-durable", CLI, fail("channel", 406, "PRECONDITION_FAILED - "
        "inequivalent arg 'durable' for queue 'orders' in vhost '/': received 'false' but "
        "current is 'true'"))  # fmt: skip
    yield case(am, "inequivalent-type", CLI, fail("channel", 406, "PRECONDITION_FAILED - "
        "inequivalent arg 'type' for exchange 'events' in vhost '/': received 'topic' but "
        "current is 'fanout'", "exchange"))  # fmt: skip
    yield case(am, "queue-locked", (TRA, CLI), fail("channel", 405, "RESOURCE_LOCKED - cannot "
        "obtain exclusive access to locked queue 'orders' in vhost '/'"))  # fmt: skip
    yield case(am, "queue-access-refused", (CLI, FAT), fail("channel", 403, "ACCESS_REFUSED - "
        "access to queue 'orders' in vhost '/' refused for user 'agent'"))  # fmt: skip
    yield case(am, "broker-shutdown", TRA, fail("connection", 320, "CONNECTION_FORCED - broker "
        "forced connection closure with reason 'shutdown'"))  # fmt: skip
    yield case(am, "closed-by-operator", (TRA, FAT), fail("connection", 320, "CONNECTION_FORCED"
        " - Closed via management plugin"))  # fmt: skip
    yield case(am, "memory-alarm", TRA, fail("connection", 506, "RESOURCE_ERROR - memory "
        "alarm, publishers blocked"))  # fmt: skip
    yield case(am, "internal-error", (FAT, TRA), fail("connection", 541, "INTERNAL_ERROR"))
    yield case(am, "frame-error", (FAT, TRA), fail("connection", 501, "FRAME_ERROR - type 3, "
        "first 16 octets = <<\"garbage\">>: {invalid_frame_end_marker,1}"))  # fmt: skip
    yield case(am, "channel-error", FAT, fail("connection", 504, "CHANNEL_ERROR - expected "
        "'channel.open'"))  # fmt: skip
    yield case(am, "dropped", TRA, fail("drop"))
    yield case(am, "silent", TRA, fail("silent"))
    yield case(am, "refused", TRA, lambda: asyncio.run(declare(closed_port(), "queue")))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (aiormq_family,)
