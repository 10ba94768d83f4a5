"""Held-out set 41: output of tools and libraries really run here, against 127.0.0.1 and
local files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, addresses, temporary and checkout paths, object ids) so that every run gives
the same text except the values. Tools and calls were grepped for in every earlier held-out
file before they were chosen; calls an earlier set had already run were dropped
(jsonpatch's failed ``test``, jsonpointer's missing member, a ``msgspec.Struct`` repr,
``cattrs`` structuring a token as an int, markdown-it-py), and where an earlier set ran
another part of the same library the call used here is a different one (pygments as a
library in set 19 and 35, ``pygmentize -f raw`` here; jmespath's parse errors in 17 and 22,
``jp.py`` here; babel's numbers in 18, ``pybabel extract`` here; ``xmltodict.unparse`` in 19,
``xmltodict.parse`` here; watchdog's observer on a missing path in family set 20, its
``LoggingEventHandler`` here):

* ``cli``: ``jsondiff`` between two deploy configs, ``pygmentize -f raw`` on an INI file,
  ``markdown_py`` on a runbook, ``jp.py`` (JMESPath) on a JSON config, the ``jsonpointer``
  and ``jsonpatch`` commands and ``pybabel extract`` over a module whose string holds a key.
* ``traceback``: ``sortedcontainers``' ``SortedList.index`` and ``SortedDict`` lookup given
  a session token, and ``tinytag`` opening a voicemail whose name carries a token.
* ``repr``: a ``SortedDict``, a ``joserfc`` ``OctKey`` exported as a JWK, ``cloudpickle``'s
  bytes of a closure, ``xmltodict.parse`` of a config, ``sse_starlette``'s encoded
  ``ServerSentEvent`` and ``defusedxml``'s parsed attributes.
* ``log``: ``paho-mqtt``'s client log publishing to a ThingSpeak-style topic that carries a
  write key, through a minimal MQTT listener on 127.0.0.1, and ``watchdog``'s
  ``LoggingEventHandler`` seeing a share-link file named with a token.
"""

from __future__ import annotations

import contextlib
import json
import re
import socket
import tempfile
import threading
import time
from pathlib import Path

from _heldout_live_tools import Run, captured_logs, collect_runs, raised_message
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC"}
_BIN = "/work/venv/bin/"


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = text.replace(str(Path(__file__).resolve().parent), "benchmarks")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:1883", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(
        r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?([+-]\d{4})?", "2026-12-06 15:16:30", text
    )
    text = re.sub(r"paho/[0-9A-Za-z]+", "paho/client-41", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (33, 29, 37, 31, 27, 35, 30, 34, 28, 36, 32, 26, 38, 39)]
    hx = [v.gen(HEX, n) for n in (40, 48, 32)]
    ul = [v.gen(URLSAFE, n) for n in (43, 41, 45)]
    pw = [v.pw() for _ in range(4)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx, pw), tmp, "cli", "context")
        tb = _collect(_library_runs(an, ul), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, hx, ul, pw), tmp, "repr", "cause")
        logs = _collect(_log_runs(tmp, an, hx), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str], pw: list[str]) -> list[Run]:
    t = Path(tmp)
    (t / "old.json").write_text(json.dumps({"region": "eu", "deploy_token": "rotate-me"}))
    (t / "new.json").write_text(json.dumps({"region": "eu", "deploy_token": an[0]}))
    (t / "smtp.ini").write_text(f"[smtp]\nhost = mail.acme.io\npassword = {pw[0]}\n")
    (t / "runbook.md").write_text(
        f"# Restore\n\nRun:\n\n    restic -r s3:backups restore latest --password {an[1]}\n"
    )
    (t / "site.json").write_text(json.dumps({"deploy": {"hook": {"secret": hx[0]}}}))
    (t / "vault.json").write_text(json.dumps({"ldap": {"bind_password": pw[3]}}))
    (t / "doc.json").write_text(json.dumps({"mailer": {"user": "ops"}}))
    (t / "patch.json").write_text(
        json.dumps([{"op": "add", "path": "/mailer/api_key", "value": an[11]}])
    )
    (t / "app").mkdir()
    (t / "app" / "views.py").write_text(
        f'from gettext import gettext as _\nMSG = _("Use key {an[3]} to unlock")\n'
    )
    return [
        (
            "jsondiff configs",
            "jsondiff between the old and new deploy config (a rotated token)",
            an[0],
            [_BIN + "jsondiff", str(t / "old.json"), str(t / "new.json")],
        ),
        (
            "pygmentize raw ini",
            "pygmentize -f raw -l ini on an SMTP settings file",
            pw[0],
            [_BIN + "pygmentize", "-f", "raw", "-l", "ini", str(t / "smtp.ini")],
        ),
        (
            "markdown_py runbook",
            "markdown_py rendering a restore runbook with a repository password",
            an[1],
            [_BIN + "markdown_py", str(t / "runbook.md")],
        ),
        (
            "jp.py hook secret",
            "jp.py (JMESPath) pulling deploy.hook.secret from a site config",
            hx[0],
            [_BIN + "jp.py", "-f", str(t / "site.json"), "deploy.hook.secret"],
        ),
        (
            "jsonpointer cli",
            "the jsonpointer command printing /ldap/bind_password from a vault export",
            pw[3],
            [_BIN + "jsonpointer", "/ldap/bind_password", str(t / "vault.json")],
        ),
        (
            "jsonpatch cli",
            "the jsonpatch command applying a patch that adds a mailer API key",
            an[11],
            [_BIN + "jsonpatch", str(t / "doc.json"), str(t / "patch.json")],
        ),
        (
            "pybabel extract",
            "pybabel extract writing a .pot to stdout from a module whose message holds a key",
            an[3],
            [_BIN + "pybabel", "extract", "-o", "/dev/stdout", "--omit-header", str(t / "app")],
        ),
    ]


def _library_runs(an: list[str], ul: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        from sortedcontainers import SortedList

        revoked = SortedList(["a" * 20, "z" * 20])
        out.append(
            (
                "sortedlist index",
                "SortedList.index asked for a live session id not in the revoked list",
                ul[0],
                lambda: raised_message(lambda: revoked.index(ul[0])),
            )
        )
    with contextlib.suppress(ImportError):
        from sortedcontainers import SortedDict

        sessions = SortedDict({"a" * 20: "alice"})
        out.append(
            (
                "sorteddict key",
                "a SortedDict of sessions looked up with an unknown session token (KeyError)",
                ul[2],
                lambda: raised_message(lambda: sessions[ul[2]]),
            )
        )
    with contextlib.suppress(ImportError):
        from tinytag import TinyTag

        out.append(
            (
                "tinytag voicemail",
                "tinytag reading a voicemail whose file name carries a share token",
                an[12],
                lambda: raised_message(lambda: TinyTag.get(f"/srv/voicemail/vm-{an[12]}.ogg")),
            )
        )
    return out


def _repr_runs(an: list[str], hx: list[str], ul: list[str], pw: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        from sortedcontainers import SortedDict

        out.append(
            (
                "sorteddict",
                "a SortedDict's repr of service credentials",
                an[7],
                lambda: repr(SortedDict({"service": "billing", "api_key": an[7]})),
            )
        )
    with contextlib.suppress(ImportError):
        from joserfc.jwk import OctKey

        out.append(
            (
                "joserfc oct jwk",
                "joserfc's OctKey exported as a private JWK (k is the HMAC secret)",
                "",
                lambda: "",
            )
        )

        def jwk() -> str:
            key = OctKey.import_key(an[8].encode())
            return repr(key.as_dict(private=True))

        out[-1] = (
            "joserfc oct jwk",
            "joserfc's OctKey exported as a private JWK dict (k, the HMAC secret, base64url)",
            _b64url(an[8]),
            jwk,
        )
    with contextlib.suppress(ImportError):
        import cloudpickle

        token = an[9]
        out.append(
            (
                "cloudpickle closure",
                "the bytes repr of cloudpickle.dumps of a closure over a token",
                token,
                lambda: repr(cloudpickle.dumps(lambda: token)),
            )
        )
    with contextlib.suppress(ImportError):
        import xmltodict

        xml = f"<datasource><user>etl</user><password>{pw[2]}</password></datasource>"
        out.append(
            (
                "xmltodict parse",
                "xmltodict.parse's dict of a datasource XML",
                pw[2],
                lambda: repr(xmltodict.parse(xml)),
            )
        )
    with contextlib.suppress(ImportError):
        from sse_starlette.sse import ServerSentEvent

        out.append(
            (
                "sse event",
                "sse_starlette's ServerSentEvent encoded for a session-token event",
                ul[1],
                lambda: repr(ServerSentEvent(data=json.dumps({"session": ul[1]})).encode()),
            )
        )
    with contextlib.suppress(ImportError):
        from defusedxml import ElementTree

        xml2 = f'<connection host="127.0.0.1" token="{hx[1]}"/>'
        out.append(
            (
                "defusedxml attrib",
                "defusedxml.ElementTree.fromstring's attrib dict of a connection element",
                hx[1],
                lambda: repr(ElementTree.fromstring(xml2).attrib),
            )
        )
    return out


def _b64url(text: str) -> str:
    import base64

    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def _mqtt_listener() -> tuple[socket.socket, int]:
    """A listener on 127.0.0.1 that answers one MQTT CONNECT with CONNACK and then reads."""
    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen(1)

    def serve() -> None:
        with contextlib.suppress(OSError):
            conn, _ = srv.accept()
            conn.settimeout(3)
            conn.recv(1024)
            conn.sendall(b"\x20\x02\x00\x00")
            with contextlib.suppress(OSError):
                while conn.recv(1024):
                    pass
            conn.close()

    threading.Thread(target=serve, daemon=True).start()
    return srv, srv.getsockname()[1]


def _log_runs(tmp: str, an: list[str], hx: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import paho.mqtt.client as mqtt

        def publish() -> str:
            srv, port = _mqtt_listener()
            client = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="meter-7")
            with captured_logs("paho.mqtt.client") as stream:
                client.enable_logger()
                client.connect("127.0.0.1", port)
                client.loop_start()
                time.sleep(0.3)
                client.publish(f"channels/1417/publish/{hx[2].upper()}", "field1=21.5")
                time.sleep(0.3)
                client.disconnect()
                client.loop_stop()
            srv.close()
            return stream.getvalue()

        out.append(
            (
                "paho publish",
                "paho-mqtt's client log publishing to a ThingSpeak-style topic carrying a write key",
                hx[2].upper(),
                publish,
            )
        )
    with contextlib.suppress(ImportError):
        from watchdog.events import LoggingEventHandler
        from watchdog.observers import Observer

        def watch() -> str:
            share = Path(tmp) / "shares"
            share.mkdir(exist_ok=True)
            observer = Observer()
            observer.schedule(LoggingEventHandler(), str(share))
            with captured_logs("") as stream:
                observer.start()
                time.sleep(0.3)
                (share / f"link-{an[10]}.url").write_text("x")
                time.sleep(0.6)
                observer.stop()
                observer.join()
            lines = sorted(set(stream.getvalue().splitlines()))
            return "\n".join(
                line for line in lines if line.startswith("INFO:root:") and "link-" in line
            )

        out.append(
            (
                "watchdog created",
                "watchdog's LoggingEventHandler seeing a share-link file named with a token",
                an[10],
                watch,
            )
        )
    return out
