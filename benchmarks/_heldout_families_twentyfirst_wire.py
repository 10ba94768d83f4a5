"""Held-out set 21, part 2: two line protocols whose reply codes are not HTTP statuses.

* SIP (RFC 3261) over UDP: a hand-written tool sends ``OPTIONS``/``INVITE`` to a fake user agent
  on 127.0.0.1 and raises ``SipResponseError`` carrying ``status``, ``reason`` and the reply's
  ``headers`` (``Retry-After`` among them); no answer is a ``socket.timeout``.
* IRC (RFC 1459/2812): a hand-written tool registers with a fake server and raises a plain
  ``RuntimeError`` quoting the numeric reply line or the ``ERROR`` line it got (numerics such
  as 433, 437, 471 and 263 mean nick taken, resource busy, channel full and "try again").

Written 2026-12-04 between 16:56 and 17:40 UTC by the helper ``heldout21``, built blind (see
``_heldout_families_twentyfirst``). Neither protocol appears in sets 1-20."""

from __future__ import annotations

import socket
import threading
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_families_twentyfirst import silent_port
from _heldout_servers import LineServer, closed_port

__all__ = ["FAMILIES"]


class SipResponseError(Exception):
    """A final SIP response other than 2xx, as a hand-written SIP tool raises it."""

    def __init__(self, status: int, reason: str, headers: dict[str, str]) -> None:
        super().__init__(f"SIP/2.0 {status} {reason}")
        self.status = status
        self.reason = reason
        self.headers = headers


class _SipAgent:
    """A UDP user agent answering every request with the reply set last."""

    def __init__(self) -> None:
        self.reply = "SIP/2.0 200 OK"
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.sock.bind(("127.0.0.1", 0))
        self.port: int = self.sock.getsockname()[1]
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            data, peer = self.sock.recvfrom(65535)
            head = data.decode().split("\r\n")
            via = next((h for h in head if h.startswith("Via:")), "Via: x")
            call = next((h for h in head if h.startswith("Call-ID:")), "Call-ID: x")
            status, *extra = self.reply.split("\n")
            lines = [status, via, call, "CSeq: 1 OPTIONS", *extra, "Content-Length: 0", "", ""]
            self.sock.sendto("\r\n".join(lines).encode(), peer)


def _sip_request(port: int, method: str = "OPTIONS", timeout: float = 2) -> str:
    request = "\r\n".join([
        f"{method} sip:alice@127.0.0.1 SIP/2.0",
        "Via: SIP/2.0/UDP 127.0.0.1:5060;branch=z9hG4bK-heldout21",
        "From: <sip:agent@127.0.0.1>;tag=21", "To: <sip:alice@127.0.0.1>",
        "Call-ID: heldout21@127.0.0.1", f"CSeq: 1 {method}", "Max-Forwards: 70",
        "Content-Length: 0", "", ""])  # fmt: skip
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.settimeout(timeout)
        sock.connect(("127.0.0.1", port))
        sock.send(request.encode())
        reply = sock.recv(65535).decode()
    first, *rest = reply.split("\r\n")
    _, code, reason = first.split(" ", 2)
    headers = dict(line.split(": ", 1) for line in rest if ": " in line)
    if not code.startswith("2"):
        raise SipResponseError(int(code), reason, headers)
    return reply


def sip_family() -> Iterator[Case]:
    agent = _SipAgent()

    def reply(line: str, method: str = "INVITE") -> Callable[[], Any]:
        def run() -> Any:
            agent.reply = line
            return _sip_request(agent.port, method)

        return run

    sp = "sip-21"
    yield case(sp, "404", CLI, reply("SIP/2.0 404 Not Found"))
    yield case(sp, "401", CRED, reply('SIP/2.0 401 Unauthorized\nWWW-Authenticate: Digest '
        'realm="pbx", nonce="abc"'))  # fmt: skip
    yield case(sp, "407", CRED, reply('SIP/2.0 407 Proxy Authentication Required\n'
        'Proxy-Authenticate: Digest realm="pbx", nonce="abc"'))  # fmt: skip
    yield case(sp, "403", CRED, reply("SIP/2.0 403 Forbidden"))
    yield case(sp, "408", TRA, reply("SIP/2.0 408 Request Timeout"))
    yield case(sp, "420-extension", CLI, reply("SIP/2.0 420 Bad Extension\nUnsupported: "
        "100rel"))  # fmt: skip
    yield case(sp, "423-interval", CLI, reply("SIP/2.0 423 Interval Too Brief\nMin-Expires: "
        "3600", "REGISTER"))  # fmt: skip
    # The callee is there but cannot take the call now: the same call may succeed later.
    yield case(sp, "480", TRA, reply("SIP/2.0 480 Temporarily Unavailable\nRetry-After: 45"),
        retry_after=45)  # fmt: skip
    yield case(sp, "486-busy", (TRA, BIZ), reply("SIP/2.0 486 Busy Here\nRetry-After: 15"),
        retry_after=15)  # fmt: skip
    yield case(sp, "484-incomplete", CLI, reply("SIP/2.0 484 Address Incomplete"))
    yield case(sp, "488", CLI, reply("SIP/2.0 488 Not Acceptable Here\nWarning: 304 pbx "
        '"Media type not available"'))  # fmt: skip
    yield case(sp, "482-loop", FAT, reply("SIP/2.0 482 Loop Detected"))
    yield case(sp, "491-pending", TRA, reply("SIP/2.0 491 Request Pending"))
    yield case(sp, "500-wait", TRA, reply("SIP/2.0 500 Server Internal Error\nRetry-After: 5"),
        retry_after=5)  # fmt: skip
    yield case(sp, "501", FAT, reply("SIP/2.0 501 Not Implemented", "SUBSCRIBE"))
    yield case(sp, "503-wait", TRA, reply("SIP/2.0 503 Service Unavailable\nRetry-After: 30"),
        retry_after=30)  # fmt: skip
    yield case(sp, "513", CLI, reply("SIP/2.0 513 Message Too Large"))
    # 6xx: global answers from the callee; "decline" is an answer, not a malfunction.
    yield case(sp, "600-busy", (TRA, BIZ), reply("SIP/2.0 600 Busy Everywhere"))
    yield case(sp, "603-decline", (BIZ, CLI), reply("SIP/2.0 603 Decline"))
    yield case(sp, "604", CLI, reply("SIP/2.0 604 Does Not Exist Anywhere"))
    yield case(sp, "no-answer", TRA, lambda: _sip_request(silent_udp_port(), timeout=0.5))
    yield case(sp, "unreachable", TRA, lambda: _sip_request(closed_port(), timeout=2))


_UDP: list[socket.socket] = []


def silent_udp_port() -> int:
    """A bound UDP port that never answers."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.bind(("127.0.0.1", 0))
    _UDP.append(sock)
    port: int = sock.getsockname()[1]
    return port


def _irc_session(port: int, *commands: str, timeout: float = 3) -> str:
    """Register, send ``commands`` and raise on the first error numeric or ``ERROR`` line."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        sock.sendall(b"NICK agent21\r\nUSER agent21 0 * :heldout agent\r\n")
        for command in commands:
            sock.sendall(command.encode() + b"\r\n")
        reader = sock.makefile("r", encoding="utf-8", newline="\r\n")
        for raw in reader:
            line = raw.rstrip("\r\n")
            parts = line.split(" ")
            if line.startswith("ERROR"):
                raise RuntimeError(f"IRC server closed the link: {line}")
            if len(parts) > 1 and parts[1].isdigit():
                numeric = int(parts[1])
                if numeric >= 400 or numeric == 263:
                    raise RuntimeError(f"IRC server said: {line}")
                if numeric == 366 or (numeric == 1 and not commands):
                    return line
        raise ConnectionError("IRC server closed the connection")


def irc_family() -> Iterator[Case]:
    server = LineServer()
    welcome = ":irc.local 001 agent21 :Welcome to the heldout IRC network"
    notice = ":irc.local NOTICE * :*** Looking up your hostname..."

    def session(*commands: str, **replies: str | None) -> Callable[[], Any]:
        def run() -> Any:
            server.default = ":irc.local NOTICE agent21 :ok"
            server.script(notice, **{"NICK": notice, "USER": welcome, **replies})
            return _irc_session(server.port, *commands)

        return run

    def join(reply: str) -> Callable[[], Any]:
        return session("JOIN #ops", JOIN=reply)

    ic = "irc-21"
    yield case(ic, "433-nick-in-use", CLI, session(NICK=":irc.local 433 * agent21 :Nickname "
        "is already in use"))  # fmt: skip
    yield case(ic, "432-erroneous", CLI, session(NICK=":irc.local 432 * agent21 :Erroneous "
        "Nickname"))  # fmt: skip
    yield case(ic, "437-unavailable", TRA, session(NICK=":irc.local 437 * agent21 :Nick/"
        "channel is temporarily unavailable"))  # fmt: skip
    yield case(ic, "263-try-again", TRA, session("LIST", LIST=":irc.local 263 agent21 LIST "
        ":Server load is temporarily too heavy. Please wait a while and try again."))  # fmt: skip
    yield case(ic, "464-password", CRED, session(USER=":irc.local 464 agent21 :Password "
        "incorrect"))  # fmt: skip
    yield case(ic, "465-banned", (CLI, FAT), session(USER=":irc.local 465 agent21 :You are "
        "banned from this server- spamming"))  # fmt: skip
    yield case(ic, "471-full", (TRA, BIZ), join(":irc.local 471 agent21 #ops :Cannot join "
        "channel (+l)"))  # fmt: skip
    yield case(ic, "473-invite", (CLI, BIZ), join(":irc.local 473 agent21 #ops :Cannot join "
        "channel (+i)"))  # fmt: skip
    yield case(ic, "474-banned", (CLI, BIZ), join(":irc.local 474 agent21 #ops :Cannot join "
        "channel (+b)"))  # fmt: skip
    yield case(ic, "475-key", CLI, join(":irc.local 475 agent21 #ops :Cannot join channel "
        "(+k)"))  # fmt: skip
    yield case(ic, "403-no-channel", CLI, join(":irc.local 403 agent21 #ops :No such channel"))
    yield case(ic, "401-no-nick", CLI, session("PRIVMSG bob :hi", PRIVMSG=":irc.local 401 "
        "agent21 bob :No such nick/channel"))  # fmt: skip
    yield case(ic, "404-cannot-send", (CLI, BIZ), session("PRIVMSG #ops :hi", PRIVMSG=
        ":irc.local 404 agent21 #ops :Cannot send to channel"))  # fmt: skip
    yield case(ic, "421-unknown-command", (FAT, CLI), session("KNOCK #ops", KNOCK=":irc.local "
        "421 agent21 KNOCK :Unknown command"))  # fmt: skip
    yield case(ic, "461-params", CLI, session("JOIN", JOIN=":irc.local 461 agent21 JOIN :Not "
        "enough parameters"))  # fmt: skip
    yield case(ic, "482-not-op", CLI, session("KICK #ops bob", KICK=":irc.local 482 agent21 "
        "#ops :You're not channel operator"))  # fmt: skip
    yield case(ic, "439-too-fast", TRA, session("PRIVMSG #a,#b,#c :hi", PRIVMSG=":irc.local "
        "439 agent21 #c :Message target change too fast. Please wait 12 seconds."))  # fmt: skip
    yield case(ic, "error-throttled", TRA, session(NICK="ERROR :Closing Link: 127.0.0.1 "
        "(Throttled: Reconnecting too fast) -Email admin@irc.local for more information."))  # fmt: skip
    yield case(ic, "error-too-many", TRA, session(NICK="ERROR :Closing Link: agent21[127.0.0.1]"
        " (Too many connections from your IP)"))  # fmt: skip
    yield case(ic, "433-german", CLI, session(NICK=":irc.local 433 * agent21 :Dieser "
        "Nickname wird bereits benutzt"))  # fmt: skip
    yield case(ic, "471-french", (TRA, BIZ), join(":irc.local 471 agent21 #ops :Impossible de"
        " rejoindre le canal (+l) : le salon est plein"))  # fmt: skip
    yield case(ic, "closed", TRA, session(NICK=None))
    yield case(ic, "refused", TRA, lambda: _irc_session(closed_port()))
    yield case(ic, "silent", TRA, lambda: _irc_session(silent_port(), timeout=0.5))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (sip_family, irc_family)
