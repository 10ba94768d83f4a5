"""Held-out set 20, part 5: stdlib modules and small libraries no earlier set called.

* stdlib: tabnanny, quopri, urllib.robotparser, wsgiref.validate, email.headerregistry,
  colorsys, string.Formatter, functools, bisect, selectors, codeop, dataclasses.replace,
  inspect.Signature.bind, locale.atof, encodings.idna, base64.b32decode, queue, reprlib.
* yarl, multidict, hpack, wsproto (a client's state machine), uritemplate, watchdog, ply.

Written 2026-12-04 between 14:15 and 14:40 UTC by the helper ``heldout20``, built blind (see
``_heldout_families_twentieth``)."""

from __future__ import annotations

import base64
import bisect
import codeop
import dataclasses
import functools
import inspect
import locale
import queue
import selectors
import string
import tempfile
from collections.abc import Callable, Iterator
from email.headerregistry import Address
from pathlib import Path
from typing import Any

from _heldout_cases import CLI, FAT, TRA, Case, case

__all__ = ["FAMILIES"]


@dataclasses.dataclass(frozen=True)
class _Ticket:
    title: str
    priority: int = 3


def _assign(ticket_id: int, assignee: str, *, notify: bool = True) -> None:
    """A tool's signature, bound against arguments a model produced."""


def stdlib_family() -> Iterator[Case]:
    work = Path(tempfile.mkdtemp(prefix="heldout20-stdlib-"))
    sl = "stdlib-20"
    # A format string from a template that names a field the data does not have.
    yield case(sl, "formatter-missing", (CLI, FAT), lambda: string.Formatter().format("{user.name} "
        "owes {amount}", user={"name": "x"}, amount=3))  # fmt: skip
    yield case(
        sl, "formatter-index", (CLI, FAT), lambda: string.Formatter().format("{0} {2}", "a", "b")
    )
    yield case(sl, "reduce-empty", (CLI, FAT), lambda: functools.reduce(max, []))
    yield case(sl, "bisect-unorderable", (CLI, FAT), lambda: bisect.insort([1, 2, 3], "four"))
    yield case(sl, "codeop-syntax", CLI, lambda: codeop.compile_command("def f(:\n  pass\n\n"))
    yield case(sl, "replace-unknown-field", CLI, lambda: dataclasses.replace(_Ticket("t"),
        severity=1))  # fmt: skip
    yield case(sl, "bind-missing", CLI, lambda: inspect.signature(_assign).bind(7))
    yield case(sl, "bind-extra", CLI, lambda: inspect.signature(_assign).bind(7, "ana",
        urgent=True))  # fmt: skip
    yield case(sl, "atof", CLI, lambda: locale.atof("12,5 EUR"))
    yield case(sl, "idna-label", CLI, lambda: ("a" * 70 + ".example").encode("idna"))
    yield case(sl, "b32-padding", CLI, lambda: base64.b32decode("MZXW6YQ"))
    yield case(sl, "queue-empty", (TRA, FAT), lambda: queue.Queue().get(timeout=0.05))
    yield case(sl, "queue-full", (TRA, FAT), lambda: queue.Queue(1).put(1) or _full())
    yield case(sl, "selector-closed", FAT, lambda: _closed_selector())
    yield case(sl, "address-bad", CLI, lambda: Address(addr_spec="ana at example.org"))
    yield case(sl, "robots-missing", CLI, lambda: _robots(work / "robots.txt"))
    yield case(sl, "tabnanny-missing", CLI, lambda: _tabnanny(work / "module.py"))
    yield case(sl, "quopri-missing", CLI, lambda: _quopri(work / "mail.qp"))
    yield case(sl, "wsgi-validate", FAT, lambda: _wsgi_app_returning_str())


def _full() -> None:
    q: queue.Queue[int] = queue.Queue(1)
    q.put(1)
    q.put(2, timeout=0.05)


def _closed_selector() -> None:
    selector = selectors.DefaultSelector()
    selector.close()
    selector.get_map()["missing"]


def _robots(path: Path) -> None:
    import urllib.robotparser

    parser = urllib.robotparser.RobotFileParser(path.as_uri())
    parser.read()


def _tabnanny(path: Path) -> None:
    with path.open() as handle:
        import tabnanny

        tabnanny.process_tokens(handle)  # type: ignore[attr-defined]


def _quopri(path: Path) -> None:
    import quopri

    with path.open("rb") as source:
        quopri.decode(source, open("/dev/null", "wb"))


def _wsgi_app_returning_str() -> None:
    from wsgiref.util import setup_testing_defaults
    from wsgiref.validate import validator

    def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        start_response("200 OK", [("Content-Type", "text/plain")])
        return "not bytes"

    environ: dict[str, Any] = {"QUERY_STRING": ""}
    setup_testing_defaults(environ)
    list(validator(app)(environ, lambda status, headers, exc_info=None: None))


def libraries_family() -> Iterator[Case]:
    import hpack
    import uritemplate
    import yarl
    from multidict import CIMultiDict
    from wsproto import WSConnection
    from wsproto.connection import ConnectionType
    from wsproto.events import Message

    lb = "small-libraries-20"
    yield case(lb, "yarl-port", CLI, lambda: yarl.URL("http://api.example.org:99999/").port)
    yield case(lb, "yarl-join", CLI, lambda: yarl.URL("relative/path") / "../../x" and
        yarl.URL("relative/path").origin())  # fmt: skip
    yield case(lb, "yarl-build", CLI, lambda: yarl.URL.build(scheme="http", host="a b",
        port=-1))  # fmt: skip
    yield case(lb, "multidict-missing", (CLI, FAT), lambda: CIMultiDict(Accept="x")["X-Api-Key"])
    yield case(lb, "hpack-garbage", (TRA, FAT, CLI), lambda: hpack.Decoder().decode(
        b"\xff\xff\xff\xff\xff\xff"))  # fmt: skip
    yield case(lb, "hpack-index", (TRA, FAT, CLI), lambda: hpack.Decoder().decode(b"\xbf"))
    yield case(lb, "wsproto-not-open", FAT, lambda: WSConnection(ConnectionType.CLIENT).send(
        Message(data="hi")))  # fmt: skip
    # The peer on the port is not a WebSocket server (an SSH banner) or answers the upgrade
    # with a wrong accept token: the endpoint is misconfigured, retrying changes nothing.
    yield case(
        lb, "wsproto-not-http", (FAT, CLI), lambda: _ws_reply(b"SSH-2.0-OpenSSH_9.6\r\n\r\n")
    )
    yield case(lb, "wsproto-bad-accept", (FAT, CLI), lambda: _ws_reply(b"HTTP/1.1 101 Switching "
        b"Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: x\r\n\r\n"))  # fmt: skip
    yield case(lb, "uritemplate-prefix", CLI, lambda: uritemplate.expand("{var:abc}", var="x"))
    yield case(lb, "watchdog-missing", CLI, lambda: _watch("/nonexistent/heldout20/logs"))
    yield case(lb, "ply-no-tokens", FAT, lambda: _lexer_without_rules())


def _ws_reply(reply: bytes) -> None:
    from wsproto import WSConnection
    from wsproto.connection import ConnectionType
    from wsproto.events import Request

    connection = WSConnection(ConnectionType.CLIENT)
    connection.send(Request(host="127.0.0.1", target="/ws"))
    connection.receive_data(reply)
    list(connection.events())


def _watch(path: str) -> None:
    from watchdog.events import FileSystemEventHandler
    from watchdog.observers import Observer

    observer = Observer()
    observer.schedule(FileSystemEventHandler(), path)
    observer.start()
    observer.stop()


def _lexer_without_rules() -> None:
    import types

    from ply import lex

    module = types.ModuleType("empty_grammar")
    module.tokens = ("NUMBER",)  # type: ignore[attr-defined]
    lex.lex(module=module, errorlog=lex.NullLogger())


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (stdlib_family, libraries_family)
