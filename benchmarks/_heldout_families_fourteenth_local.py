"""Held-out set 14, part 3: OPC UA against a real server, and parsers/validators on local input.

* asyncua 2.1 (OPC UA, the industrial protocol): a real asyncua ``Server`` on a loopback port
  and the asyncua ``Client``; the server's status codes come back as ``UaStatusCodeError``
  subclasses named for the code (``BadNodeIdUnknown``, ``BadTooManyOperations`` ...) with
  the numeric ``code`` and the specification's sentence, plus transport failures.
* Local inputs a tool parses: cerberus schemas and documents, docutils' reStructuredText
  errors, ``wave``, ``bz2``, brotli, ``shlex``, ``ast.literal_eval``, ``unicodedata``,
  ``fractions``, ``xml.dom.minidom``, ``string.Template``, ``locale`` and ``importlib``.

Written 2026-12-04 between 03:15 and 03:45 UTC by the helper ``heldout14``, built blind:
labelled from DESIGN.md §2 semantics only; ``classify()``, the decorator and any observation
were never run on these cases before the labels were committed, nor were the classifier's
rules, its tests or any verdict read. None of these packages or modules appears in sets 1-13,
"gen", "dev10", "dev11" or ``tests/``."""

from __future__ import annotations

import asyncio
import atexit
import logging
import os
import shutil
import tempfile
import threading
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_servers import closed_port, free_port

__all__ = ["FAMILIES"]

# (status code name, acceptable categories), by the meaning the OPC UA specification gives.
OPCUA_CODES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("BadResourceUnavailable", (TRA,)),
    ("BadTooManyOperations", (CLI, TRA)),  # the request must be split, or the server is busy
    ("BadTooManySessions", (TRA,)),
    ("BadServerHalted", (TRA, FAT)),
    ("BadServerNotConnected", (TRA,)),
    ("BadCommunicationError", (TRA,)),
    ("BadNoCommunication", (TRA,)),
    ("BadTimeout", (TRA,)),
    ("BadShutdown", (TRA,)),
    ("BadWaitingForInitialData", (TRA,)),
    ("BadDeviceFailure", (TRA, FAT)),
    ("BadSensorFailure", (TRA, FAT)),
    ("BadOutOfService", (TRA,)),
    ("BadOutOfMemory", (TRA, FAT)),
    ("BadInternalError", (FAT, TRA)),
    ("BadNotImplemented", (FAT,)),
    ("BadNotSupported", (FAT, CLI)),
    ("BadUserAccessDenied", CRED),
    ("BadIdentityTokenRejected", CRED),
    ("BadLicenseExpired", (FAT,)),
    ("BadOutOfRange", (CLI,)),
    ("BadInvalidArgument", (CLI,)),
    ("BadRequestTooLarge", (CLI,)),
    ("BadInvalidState", (CLI, TRA)),
)


def opcua_family() -> Iterator[Case]:
    from asyncua import Client, Server, ua

    logging.getLogger("asyncua").setLevel(logging.CRITICAL)
    loop = asyncio.new_event_loop()
    threading.Thread(target=loop.run_forever, daemon=True).start()
    url = f"opc.tcp://127.0.0.1:{free_port()}/heldout/"

    async def setup() -> tuple[Any, int]:
        server = Server()
        await server.init()
        server.set_endpoint(url)
        idx = await server.register_namespace("urn:heldout:plant")
        plant = await server.nodes.objects.add_object(idx, "Plant")
        await plant.add_variable(idx, "Temperature", 21.5)
        setpoint = await plant.add_variable(idx, "Setpoint", 20.0)
        await setpoint.set_writable()

        async def answer(parent: Any, name: Any) -> Any:  # the device's own status code
            return ua.StatusCode(getattr(ua.StatusCodes, name.Value))

        await plant.add_method(idx, "Answer", answer, [ua.VariantType.String], [])
        await server.start()
        return server, idx

    _server, idx = asyncio.run_coroutine_threadsafe(setup(), loop).result(30)

    def session(action: Callable[[Any], Any], endpoint: str = url) -> Callable[[], Any]:
        async def run() -> Any:
            async with Client(endpoint, timeout=1) as client:
                return await action(client)

        return lambda: asyncio.run(run())

    async def child(client: Any, *names: str) -> Any:
        return await client.nodes.objects.get_child([f"{idx}:{name}" for name in names])

    async def status(client: Any, name: str) -> Any:
        return await (await child(client, "Plant")).call_method(f"{idx}:Answer", name)

    async def write(client: Any, name: str, value: Any) -> Any:
        return await (await child(client, "Plant", name)).write_value(value)

    op = "opcua"
    yield case(op, "node-unknown", CLI, session(lambda c: c.get_node("ns=2;s=Boiler.Pressure")
        .read_value()))  # fmt: skip
    yield case(op, "browse-no-match", CLI, session(lambda c: child(c, "Plant", "Humidity")))
    yield case(op, "write-read-only", (CLI, FAT), session(lambda c: write(c, "Temperature",
        30.0)))  # fmt: skip
    yield case(op, "write-type-mismatch", CLI, session(lambda c: write(c, "Setpoint", "hot")))
    for name, accept in OPCUA_CODES:
        yield case(op, f"method-{name}", accept, session(lambda c, n=name: status(c, n)))
    yield case(op, "refused", TRA, session(lambda c: c.nodes.objects.read_browse_name(),
        f"opc.tcp://127.0.0.1:{closed_port()}/heldout/"))  # fmt: skip


_WORK = tempfile.mkdtemp(prefix="heldout14-files-")
atexit.register(shutil.rmtree, _WORK, True)


def _file(data: bytes, suffix: str) -> str:
    handle, path = tempfile.mkstemp(prefix="heldout14-", suffix=suffix, dir=_WORK)
    with os.fdopen(handle, "wb") as out:
        out.write(data)
    return path


def parsers_family() -> Iterator[Case]:
    import ast
    import bz2
    import fractions
    import importlib
    import locale
    import shlex
    import string
    import unicodedata
    import wave
    import xml.dom.minidom

    import brotli
    import cerberus
    from docutils.core import publish_string

    def rst(text: str) -> Callable[[], Any]:
        return lambda: publish_string(text, writer_name="null",
            settings_overrides={"halt_level": 2, "report_level": 5, "warning_stream": False})  # fmt: skip

    def read_wav(path: str) -> Any:
        with wave.open(path, "rb") as audio:
            return audio.readframes(10)

    pf = "parsers-14"
    schema = {"name": {"type": "string"}, "age": {"type": "integr"}}
    yield case(pf, "cerberus-schema", (FAT, CLI), lambda: cerberus.Validator(schema))
    yield case(pf, "cerberus-not-mapping", CLI, lambda: cerberus.Validator(
        {"name": {"type": "string"}}).validate(["ana", 31]))  # fmt: skip
    yield case(pf, "rst-title", CLI, rst("=====\nTitle\n===\n\ntext\n"))
    yield case(pf, "rst-include-missing", CLI, rst(".. include:: chapters/missing-intro.rst\n"))
    yield case(pf, "rst-unknown-directive", CLI, rst(".. frobnicate:: x\n\ntext\n"))
    yield case(pf, "rst-unknown-role", CLI, rst("see :frob:`x` here\n"))
    yield case(pf, "wav-not-riff", CLI, lambda: read_wav(_file(b"ID3\x04junkjunkjunk", ".wav")))
    yield case(pf, "wav-empty", CLI, lambda: read_wav(_file(b"", ".wav")))
    float_wav = (b"RIFF\x24\x00\x00\x00WAVEfmt \x10\x00\x00\x00\x03\x00\x01\x00\x44\xac\x00"
        b"\x00\x10\xb1\x02\x00\x04\x00\x20\x00data\x00\x00\x00\x00")  # fmt: skip
    yield case(pf, "wav-float-format", (CLI, FAT), lambda: read_wav(_file(float_wav, ".wav")))
    yield case(pf, "bz2-junk", CLI, lambda: bz2.decompress(b"this is not bzip2 at all"))
    yield case(pf, "bz2-truncated", CLI, lambda: bz2.decompress(bz2.compress(b"x" * 500)[:30]))
    yield case(pf, "brotli-junk", CLI, lambda: brotli.decompress(b"\xff\xfe not brotli"))
    yield case(pf, "shlex-quote", CLI, lambda: shlex.split('grep "TODO src/'))
    yield case(pf, "literal-eval", CLI, lambda: ast.literal_eval("{'a': 1, 'b': open('x')}"))
    yield case(pf, "literal-eval-syntax", CLI, lambda: ast.literal_eval("[1, 2,, 3]"))
    yield case(pf, "unicodedata-name", CLI, lambda: unicodedata.lookup("LATIN SMALL LETTER QX"))
    yield case(pf, "fraction-parse", CLI, lambda: fractions.Fraction("3/4/5"))
    yield case(pf, "fraction-zero", CLI, lambda: fractions.Fraction("7/0"))
    yield case(pf, "minidom", CLI, lambda: xml.dom.minidom.parseString("<a><b></a>"))
    yield case(pf, "template-key", (FAT, CLI), lambda: string.Template(
        "Dear $name, your order $order shipped").substitute(name="Ana"))  # fmt: skip
    yield case(pf, "locale-unsupported", (CLI, FAT), lambda: locale.setlocale(locale.LC_TIME,
        "xx_YY.UTF-8"))  # fmt: skip
    # A plugin the tool was asked to load is not installed: a person must install it.
    yield case(pf, "plugin-missing", (FAT, CLI), lambda: importlib.import_module(
        "heldout14_exporters.parquet"))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    opcua_family,
    parsers_family,
)
