"""Held-out set 20, part 6: a DICT (RFC 2229) dictionary server reached by a hand-written tool.

The tool (a socket client) raises its own ``DictProtocolError`` carrying the three-digit
reply under ``reply_code`` (a name no earlier set used) and the server's text, the way
smtplib and ftplib carry theirs: 4xx is a temporary refusal, 5xx a permanent one, 552 "no
match" is an answer. Some servers answer in their own language.

Written 2026-12-04 between 14:15 and 14:40 UTC by the helper ``heldout20``, built blind (see
``_heldout_families_twentieth``)."""

from __future__ import annotations

import socket
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_servers import LineServer, closed_port

__all__ = ["FAMILIES"]


class DictProtocolError(Exception):
    """A DICT reply outside 1xx-3xx: its code and the server's text."""

    def __init__(self, reply_code: int, text: str) -> None:
        super().__init__(f"{reply_code} {text}")
        self.reply_code = reply_code
        self.text = text


def _define(port: int, word: str = "serendipity") -> str:
    """The tool: greets the server and looks a word up, raising the first bad reply."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        lines = sock.makefile("rwb")

        def reply() -> str:
            line = lines.readline().decode().rstrip("\r\n")
            if not line:
                raise ConnectionResetError("dict server closed the connection")
            code = int(line[:3])
            if code >= 400:
                raise DictProtocolError(code, line[4:])
            return line

        reply()
        lines.write(f"DEFINE * {word}\r\n".encode())
        lines.flush()
        return reply()


def dict_family() -> Iterator[Case]:
    server = LineServer()

    def define(text: str, greeting: str = "220 dict.heldout20 <auth.mime> <20@heldout>",
        **replies: str | None) -> Callable[[], Any]:  # fmt: skip
        def run() -> Any:
            server.script(greeting, DEFINE=text, **replies)
            return _define(server.port)

        return run

    dc = "dict-protocol-20"
    yield case(dc, "420-busy", TRA, define("", greeting="420 Server temporarily unavailable"))
    yield case(dc, "421-shutdown", TRA, define("", greeting="421 Server shutting down at "
        "operator request"))  # fmt: skip
    yield case(dc, "420-de", TRA, define("", greeting="420 Server vorübergehend nicht "
        "verfügbar"))  # fmt: skip
    yield case(dc, "552-no-match", (BIZ, CLI), define("552 no match"))
    yield case(dc, "550-database", CLI, define("550 Invalid database, use \"SHOW DB\" for list "
        "of databases"))  # fmt: skip
    yield case(dc, "551-strategy", CLI, define("551 Invalid strategy, use \"SHOW STRAT\" for a "
        "list of strategies"))  # fmt: skip
    yield case(dc, "500-syntax", (CLI, FAT), define("500 Syntax error, command not recognized"))
    yield case(dc, "501-params", (CLI, FAT), define("501 Syntax error, illegal parameters"))
    yield case(dc, "502-not-implemented", (FAT, CLI), define("502 Command not implemented"))
    yield case(dc, "530-denied", CRED, define("530 Access denied"))
    yield case(dc, "531-denied", CRED, define("531 Access denied, use \"SHOW INFO\" for server "
        "information"))  # fmt: skip
    yield case(dc, "532-mechanism", CRED, define("532 Access denied, unknown mechanism"))
    yield case(dc, "420-pl-in-define", TRA, define("420 Serwer chwilowo niedostępny, spróbuj "
        "ponownie za chwilę"))  # fmt: skip
    yield case(dc, "552-fr", (BIZ, CLI), define("552 aucune correspondance"))
    yield case(dc, "closed-greeting", TRA, define("", greeting=None))
    yield case(dc, "closed-after-command", TRA, define(None))  # type: ignore[arg-type]
    yield case(dc, "garbage", (FAT, CLI), define("HTTP/1.1 400 Bad Request"))
    yield case(dc, "refused", TRA, lambda: _define(closed_port()))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (dict_family,)
