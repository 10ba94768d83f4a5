"""Count what redis-server itself receives from its clients, read with ``MONITOR``: a round
trip is one command a client sent; commands a Lua script runs inside Redis are not counted."""

from __future__ import annotations

import socket
import threading
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["CommandLog", "commands_received"]


class CommandLog:
    """The names of the commands clients sent while the log was open, in order."""

    def __init__(self) -> None:
        self.commands: list[str] = []


def _name(line: str) -> str | None:
    """The command of one MONITOR line (``+1700000000.1 [0 127.0.0.1:5000] "EVALSHA" ...``);
    None for a command a script ran (``[0 lua]``)."""
    head, _, rest = line.partition("] ")
    if head.endswith(" lua") or not rest.startswith('"'):
        return None
    return rest[1:].split('"', 1)[0].upper()


@contextmanager
def commands_received(port: int) -> Iterator[CommandLog]:
    """Every command redis-server on 127.0.0.1:``port`` receives from clients inside the
    block. On exit an ``ECHO`` with a fresh marker is sent on another connection and the
    log is read up to it, so nothing sent inside the block is missed."""
    log = CommandLog()
    marker = f"end-of-count-{uuid.uuid4().hex}"
    monitor = socket.create_connection(("127.0.0.1", port), timeout=10)
    monitor.sendall(b"MONITOR\r\n")
    reader = monitor.makefile("r", encoding="utf-8", errors="replace", newline="\r\n")
    if not reader.readline().startswith("+OK"):
        raise RuntimeError("redis-server refused MONITOR")
    lines: list[str] = []
    done = threading.Event()

    def read() -> None:
        for line in reader:
            if marker in line:
                break
            lines.append(line.rstrip("\r\n"))
        done.set()

    thread = threading.Thread(target=read, daemon=True)
    thread.start()
    try:
        yield log
    finally:
        with socket.create_connection(("127.0.0.1", port), timeout=10) as sender:
            sender.sendall(f"ECHO {marker}\r\n".encode())
            sender.recv(256)
        done.wait(10)
        monitor.close()
        log.commands.extend(name for name in map(_name, lines) if name is not None)
