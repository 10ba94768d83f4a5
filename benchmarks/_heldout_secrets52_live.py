"""Held-out set 52: output of tools and libraries really run here, against 127.0.0.1 and
local files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, addresses, temporary paths) so that every run gives the same text except the
values. Tools and calls were grepped for in every earlier ``_heldout_secrets*_live.py`` and
the families' local and tools files (the counts of earlier files naming each are in the commit
message and the report):

* ``cli``: ``python -m pyclbr`` on a generated client module whose class is named with a key.
* ``traceback``: a ``dbm`` lookup by a key, ``str.format_map`` with a token inside the
  braces, ``operator.attrgetter`` and ``getattr`` on a settings object with a token as the
  attribute name, a ``tarfile`` ``getmember`` of a share link's file name, ``argparse``
  (``exit_on_error=False``) given a token for an ``int`` option, and ``http.client``'s URL
  check on a webhook URL with a token and a stray space.
* ``repr``: ``logging.makeLogRecord`` and ``collections.ChainMap``.
* ``log``: ``logging.handlers``' ``QueueHandler``/``QueueListener``, ``MemoryHandler``,
  ``SocketHandler`` (the pickled record received on 127.0.0.1), ``HTTPHandler`` (the POST
  body received by a server on 127.0.0.1), ``BufferingHandler``, ``RotatingFileHandler`` (its
  file read back) and ``SysLogHandler`` sending to a UDP socket on 127.0.0.1 (the datagram
  received).
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

from _heldout_live_tools import Run, collect_runs, raised_message
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC", "PYTHONPATH": "."}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(,\d+)?", "2026-12-06 19:04:30", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (30, 34, 28, 37, 33, 29, 36, 31)]
    hx = [v.gen(HEX, n) for n in (40, 48)]
    ul = [v.gen(URLSAFE, n) for n in (43, 38)]
    pw = [v.pw() for _ in range(4)]
    ex = [v.gen(ALNUM, n) for n in (32, 40, 30)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, hx), tmp, "cli", "context")
        tb = _collect(_library_runs(tmp, an, hx, ul, ex), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(pw, an), tmp, "repr", "cause")
        logs = _collect(_log_runs(tmp, pw, an, ul), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, hx: list[str]) -> list[Run]:
    (Path(tmp) / "vendor_client.py").write_text(
        f"class Client_{hx[1]}:\n    def transcribe(self, url):\n        return url\n\n\n"
        "def connect():\n    return None\n"
    )
    py = "/work/venv/bin/python"
    return [
        (
            "pyclbr generated client",
            "python -m pyclbr on a generated client module whose class is named with its key",
            hx[1],
            [py, "-m", "pyclbr", "vendor_client"],
        )
    ]


def _library_runs(
    tmp: str, an: list[str], hx: list[str], ul: list[str], ex: list[str]
) -> list[Run]:
    import argparse
    import tarfile
    import types
    import urllib.request

    share = Path(tmp) / "share"
    share.mkdir()
    (share / "index.json").write_text("{}\n")
    with tarfile.open(Path(tmp) / "links.tar", "w") as tf:
        tf.add(share, arcname="share")

    def getmember() -> None:
        with tarfile.open(Path(tmp) / "links.tar") as tf:
            tf.getmember(f"share/invite-{hx[0]}.json")

    settings = types.SimpleNamespace(region="eu-west-1", timeout=30)

    def parse_port() -> None:
        parser = argparse.ArgumentParser(prog="vocode-bridge", exit_on_error=False)
        parser.add_argument("--port", type=int)
        parser.parse_args(["--port", an[1]])

    def open_url() -> None:
        urllib.request.urlopen(f"http://127.0.0.1:9/hooks/tts?token={ul[0]} &v=2", timeout=1)

    import dbm
    import operator

    with dbm.open(str(Path(tmp) / "voices"), "c") as db:
        db[b"tc_672c5f5ce59fac2a48faeaee"] = b"en-US"

    def dbm_lookup() -> None:
        with dbm.open(str(Path(tmp) / "voices"), "r") as db:
            db[ex[0].encode()]

    template = "Authorization: Bearer {" + ex[1] + "}"

    return [
        (
            "dbm key",
            "a dbm cache looked up with an API key instead of a voice id (KeyError)",
            ex[0],
            lambda: raised_message(dbm_lookup),
        ),
        (
            "format map",
            "str.format_map on a header template where a token was pasted inside the braces",
            ex[1],
            lambda: raised_message(lambda: template.format_map({"token": "x"})),
        ),
        (
            "attrgetter",
            "operator.attrgetter on a config object with a key as the attribute path",
            ex[2],
            lambda: raised_message(lambda: operator.attrgetter(ex[2])(settings)),
        ),
        (
            "getattr settings",
            "getattr on a settings object with a key read from the wrong column (AttributeError)",
            an[0],
            lambda: raised_message(lambda: getattr(settings, an[0])),
        ),
        (
            "tarfile getmember",
            "tarfile getmember of an invite file named with its share token (KeyError)",
            hx[0],
            lambda: raised_message(getmember),
        ),
        (
            "argparse int option",
            "argparse with exit_on_error=False given a token for --port (ArgumentError)",
            an[1],
            lambda: raised_message(parse_port),
        ),
        (
            "http client url check",
            "urllib.request.urlopen on a webhook URL with a token and a stray space (InvalidURL)",
            ul[0],
            lambda: raised_message(open_url),
        ),
    ]


def _repr_runs(pw: list[str], an: list[str]) -> list[Run]:
    import logging
    from collections import ChainMap

    record = logging.makeLogRecord(
        {
            "name": "mailer",
            "levelno": 20,
            "pathname": "mailer.py",
            "lineno": 48,
            "msg": f"SMTP AUTH LOGIN ops@acme.example {pw[0]}",
        }
    )
    env = ChainMap({"SPARK_API_SECRET": an[2]}, {"SPARK_APPID": "5f3c2a1b", "REGION": "cn"})
    return [
        (
            "makelogrecord",
            "repr of a LogRecord made by logging.makeLogRecord from a queued dict",
            pw[0],
            lambda: repr(record),
        ),
        (
            "chainmap env",
            "repr of a ChainMap of environment layers holding an API secret",
            an[2],
            lambda: repr(env),
        ),
    ]


def _log_runs(tmp: str, pw: list[str], an: list[str], ul: list[str]) -> list[Run]:
    import io
    import logging
    import logging.handlers
    import queue
    import socket

    fmt = logging.Formatter("%(levelname)s:%(name)s:%(message)s")

    def queued() -> str:
        q: queue.Queue[logging.LogRecord] = queue.Queue()
        stream = io.StringIO()
        target = logging.StreamHandler(stream)
        target.setFormatter(fmt)
        listener = logging.handlers.QueueListener(q, target)
        lg = logging.getLogger("heldout52.tavus")
        lg.propagate = False
        handler = logging.handlers.QueueHandler(q)
        lg.addHandler(handler)
        lg.setLevel(logging.INFO)
        listener.start()
        lg.info("POST https://tavusapi.com/v2/conversations x-api-key=%s -> 401", an[3])
        listener.stop()
        lg.removeHandler(handler)
        return stream.getvalue()

    def memory() -> str:
        stream = io.StringIO()
        target = logging.StreamHandler(stream)
        target.setFormatter(fmt)
        handler = logging.handlers.MemoryHandler(10, flushLevel=logging.ERROR, target=target)
        lg = logging.getLogger("heldout52.xinference")
        lg.propagate = False
        lg.addHandler(handler)
        lg.setLevel(logging.DEBUG)
        lg.debug("auth user ops password=%s", pw[1])
        lg.error("login failed for ops")
        handler.close()
        lg.removeHandler(handler)
        return stream.getvalue()

    def rotating() -> str:
        path = Path(tmp) / "gateway.log"
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=4096, backupCount=1)
        handler.setFormatter(fmt)
        lg = logging.getLogger("heldout52.gateway")
        lg.propagate = False
        lg.addHandler(handler)
        lg.setLevel(logging.INFO)
        lg.warning("upstream 401 for route openai-main, key=%s", an[4])
        handler.close()
        lg.removeHandler(handler)
        return path.read_text()

    def syslog() -> str:
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        sock.bind(("127.0.0.1", 0))
        sock.settimeout(5)
        handler = logging.handlers.SysLogHandler(address=sock.getsockname())
        handler.setFormatter(logging.Formatter("%(name)s: %(message)s"))
        lg = logging.getLogger("heldout52.ics")
        lg.propagate = False
        lg.addHandler(handler)
        lg.setLevel(logging.INFO)
        lg.info("calendar feed fetch https://cal.acme.example/ics/%s.ics failed", ul[1])
        try:
            data = sock.recv(4096).decode()
        finally:
            handler.close()
            lg.removeHandler(handler)
            sock.close()
        return data.rstrip("\x00")

    def socket_handler() -> str:
        import pickle
        import struct

        server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        server.bind(("127.0.0.1", 0))
        server.listen(1)
        server.settimeout(5)
        host, port = server.getsockname()
        handler = logging.handlers.SocketHandler(host, port)
        lg = logging.getLogger("heldout52.trint")
        lg.propagate = False
        lg.addHandler(handler)
        lg.setLevel(logging.INFO)
        lg.info("GET https://api.trint.com/transcripts api-key=%s", an[5])
        conn, _ = server.accept()
        conn.settimeout(5)
        size = struct.unpack(">L", conn.recv(4))[0]
        data = b""
        while len(data) < size:
            data += conn.recv(size - len(data))
        handler.close()
        lg.removeHandler(handler)
        conn.close()
        server.close()
        record = logging.makeLogRecord(pickle.loads(data))
        return f"{record.levelname}:{record.name}:{record.getMessage()}"

    def http_handler() -> str:
        import threading
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

        bodies: list[str] = []

        class Collect(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                bodies.append(self.path + " " + self.rfile.read(length).decode())
                self.send_response(204)
                self.end_headers()

            def log_message(self, format: str, *args: object) -> None:
                """Quiet."""

        server = ThreadingHTTPServer(("127.0.0.1", 0), Collect)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        host, port = server.server_address[:2]
        handler = logging.handlers.HTTPHandler(f"{host}:{port}", "/log", method="POST")
        lg = logging.getLogger("heldout52.typecast")
        lg.propagate = False
        lg.addHandler(handler)
        lg.setLevel(logging.INFO)
        try:
            lg.error("TTS failed for voice tc_672c5f5ce59fac2a48faeaee with key %s", an[6])
        finally:
            lg.removeHandler(handler)
            server.shutdown()
            server.server_close()
        body = bodies[0] if bodies else ""
        keep = ("name", "msg", "args", "levelname")
        parts = [kv for kv in body.split(" ", 1)[-1].split("&") if kv.split("=")[0] in keep]
        return "POST /log " + "&".join(parts)

    def buffering() -> str:
        handler = logging.handlers.BufferingHandler(10)
        lg = logging.getLogger("heldout52.graph")
        lg.propagate = False
        lg.addHandler(handler)
        lg.setLevel(logging.INFO)
        lg.info("addPassword ok for assistant-ci secretText=%s", pw[2])
        lg.removeHandler(handler)
        return "\n".join(f"{r.levelname}:{r.name}:{r.getMessage()}" for r in handler.buffer)

    return [
        (
            "socket handler",
            "logging.handlers.SocketHandler's pickled record received on 127.0.0.1",
            an[5],
            socket_handler,
        ),
        (
            "http handler",
            "logging.handlers.HTTPHandler's POST body received by a server on 127.0.0.1",
            an[6],
            http_handler,
        ),
        (
            "buffering handler",
            "logging.handlers.BufferingHandler's buffered records",
            pw[2],
            buffering,
        ),
        ("queue handler", "logging.handlers QueueHandler and QueueListener lines", an[3], queued),
        ("memory handler", "logging.handlers MemoryHandler flushed on an error", pw[1], memory),
        ("rotating file", "RotatingFileHandler's file read back", an[4], rotating),
        ("syslog udp", "SysLogHandler's datagram received on 127.0.0.1", ul[1], syslog),
    ]
