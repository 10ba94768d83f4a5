"""Held-out set 9, part 4: aioftp against a local pyftpdlib server (a login refused, missing
paths, a read-only user, a directory not empty, too many connections, refused and silent
ports) and vendor messages in eighteen languages no earlier set used. None is in sets 1-8,
"gen" or ``tests/``.

Labels written before any verdict was looked at, as described in ``_heldout_families_ninth``
(2026-12-03, 15:23-15:40 UTC, by the helper ``heldout9``, which never ran ``classify()`` on
these cases nor read the classifier's rules)."""

from __future__ import annotations

import json
import logging
import socket
import tempfile
import threading
from collections.abc import Callable, Coroutine, Iterator
from pathlib import Path
from typing import Any

import requests
from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_ninth_net import run_async
from _heldout_families_seventh import CRED, silent_url
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def _ftp_server(home: Path, max_cons_per_ip: int = 0) -> int:
    """A pyftpdlib server on a loopback port: ``bot``/``right`` may write, ``viewer``/``v``
    may only read."""
    from pyftpdlib.authorizers import DummyAuthorizer
    from pyftpdlib.handlers import FTPHandler
    from pyftpdlib.ioloop import IOLoop
    from pyftpdlib.servers import ThreadedFTPServer

    authorizer = DummyAuthorizer()
    authorizer.add_user("bot", "right", str(home), perm="elradfmwMT")
    authorizer.add_user("viewer", "v", str(home), perm="elr")
    handler = type(
        "Handler",
        (FTPHandler,),
        {"authorizer": authorizer, "banner": "ftp ready", "auth_failed_timeout": 0},
    )
    # each server its own IOLoop: two servers on the shared default one race
    server = ThreadedFTPServer(("127.0.0.1", 0), handler, ioloop=IOLoop())
    server.max_cons_per_ip = max_cons_per_ip
    threading.Thread(
        target=server.serve_forever, kwargs={"handle_exit": False}, daemon=True
    ).start()
    port: int = server.address[1]
    return port


def aioftp_family() -> Iterator[Case]:
    import aioftp
    from pyftpdlib.log import config_logging

    config_logging(level=logging.CRITICAL)
    home = Path(tempfile.mkdtemp(prefix="heldout9-ftp-"))
    (home / "reports").mkdir()
    (home / "reports" / "q1.csv").write_text("id\n1\n")
    (home / "notes.txt").write_text("n")
    local = home.parent / f"{home.name}-upload.txt"
    local.write_text("u")
    port = _ftp_server(home)
    crowded = _ftp_server(home, max_cons_per_ip=1)
    holder = socket.create_connection(("127.0.0.1", crowded))
    holder.recv(1024)

    def ftp(
        operation: Callable[[Any], Coroutine[Any, Any, Any]],
        user: str = "bot",
        password: str = "right",
        target: int = port,
    ) -> Callable[[], Any]:
        async def go() -> Any:
            client = aioftp.Client(socket_timeout=2, connection_timeout=2)
            await client.connect("127.0.0.1", target)
            try:
                await client.login(user, password)
                return await operation(client)
            finally:
                client.close()

        return run_async(go)

    async def noop(client: Any) -> None:
        await client.list("/")

    yield case("aioftp", "login-530", CRED, ftp(noop, password="wrong"))
    yield case(
        "aioftp",
        "download-missing",
        CLI,
        ftp(lambda c: c.download("/reports/q3.csv", str(home.parent / "q3.csv"), write_into=True)),
    )
    yield case(
        "aioftp",
        "upload-read-only",
        (CLI, FAT),
        ftp(lambda c: c.upload(str(local), "/reports/new.txt", write_into=True), "viewer", "v"),
    )
    yield case("aioftp", "cd-missing", CLI, ftp(lambda c: c.change_directory("/archive/2024")))
    yield case("aioftp", "cd-into-file", CLI, ftp(lambda c: c.change_directory("/notes.txt")))
    yield case("aioftp", "rmdir-not-empty", CLI, ftp(lambda c: c.remove_directory("/reports")))
    yield case("aioftp", "delete-missing", CLI, ftp(lambda c: c.remove_file("/reports/q9.csv")))
    yield case("aioftp", "too-many-connections", TRA, ftp(noop, target=crowded))
    yield case("aioftp", "refused", TRA, ftp(noop, target=closed_port()))
    yield case("aioftp", "timeout", TRA, ftp(noop, target=int(silent_url().rsplit(":", 1)[1])))


class RemoteError(Exception):
    """What a tool raises when a regional vendor answers HTTP 200 with ``{"ok": false}``."""

    def __init__(self, description: str, error_code: str) -> None:
        super().__init__(description)
        self.error_code = error_code


def languages_nine_family() -> Iterator[Case]:
    """Vendor messages a tool re-raises, in languages no earlier set used (bn, ta, ur, sw, ro,
    hu, fi, da, no, sk, bg, sr, hr, lt, lv, et, ka, hy); the body came over HTTP 200 with an
    opaque error code, so only the words can decide."""
    server = http()
    rows: list[tuple[str, tuple[str, ...], str]] = [
        ("bn-busy", (TRA,), "সার্ভার এখন ব্যস্ত, অনুগ্রহ করে কিছুক্ষণ পরে আবার চেষ্টা করুন।"),
        (
            "ta-busy",
            (TRA,),
            "சேவையகம் தற்போது பரபரப்பாக உள்ளது, சிறிது நேரம் கழித்து மீண்டும் முயற்சிக்கவும்.",
        ),
        ("ur-too-many", (TRA,), "بہت زیادہ درخواستیں۔ براہ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔"),
        ("sw-unavailable", (TRA,), "Huduma haipatikani kwa sasa. Tafadhali jaribu tena baadaye."),
        (
            "ro-unavailable",
            (TRA,),
            "Serviciul este temporar indisponibil. Vă rugăm să încercați din nou mai târziu.",
        ),
        ("hu-too-many", (TRA,), "Túl sok kérés. Kérjük, próbálja újra később."),
        (
            "fi-overloaded",
            (TRA,),
            "Palvelu on tilapäisesti ylikuormitettu. Yritä myöhemmin uudelleen.",
        ),
        ("da-timeout", (TRA,), "Forespørgslen fik timeout. Prøv igen om lidt."),
        (
            "no-maintenance",
            (TRA,),
            "Tjenesten er midlertidig utilgjengelig på grunn av vedlikehold. Prøv igjen senere.",
        ),
        ("et-overloaded", (TRA,), "Server on hetkel ülekoormatud, proovige hiljem uuesti."),
        ("ka-overloaded", (TRA,), "სერვერი ამჟამად გადატვირთულია, გთხოვთ სცადოთ მოგვიანებით."),
        ("sk-bad-date", (CLI,), "Neplatný formát dátumu: očakávaný formát je RRRR-MM-DD."),
        ("lv-bad-email", (CLI,), "Nederīgs e-pasta adreses formāts."),
        ("bg-not-found", (CLI, BIZ), "Поръчката с номер 4411 не е намерена."),
        ("sr-bad-key", CRED, "Неважећи API кључ."),
        ("fi-no-permission", (CLI, FAT), "Sinulla ei ole oikeutta tähän toimintoon."),
        ("hr-no-funds", (BIZ, FAT), "Nedovoljno sredstava na računu za ovu transakciju."),
        ("hy-daily-limit", (BIZ, FAT), "Օրական փոխանցումների սահմանաչափը գերազանցված է։"),
        ("lt-daily-quota", (FAT,), "Viršyta dienos užklausų kvota. Atnaujinkite planą."),
        (
            "ro-suspended-billing",
            (FAT,),
            "Contul dvs. a fost suspendat din cauza unei plăți restante.",
        ),
    ]

    def call(code: str, text: str) -> Callable[[], Any]:
        def action() -> None:
            body = {"ok": False, "error_code": code, "description": text}
            server.set(200, json.dumps(body, ensure_ascii=False))
            answer = requests.post(server.url + "/api/payments", json={}, timeout=3).json()
            if not answer["ok"]:
                raise RemoteError(answer["description"], answer["error_code"])

        return action

    for number, (name, accept, text) in enumerate(rows, start=1):
        yield case("languages-9", name, accept, call(f"E{9100 + number}", text))


FAMILIES = (aioftp_family, languages_nine_family)
