"""Held-out set 22, part 9: PostgreSQL's own messages in eight languages, through PostgREST.

A PostgreSQL server whose ``lc_messages`` is German, French, Spanish, Japanese, Korean,
Chinese, Russian or Italian words its errors in that language; PostgREST relays the message
with the SQLSTATE, and postgrest-py raises ``APIError`` carrying both. The messages are the
server's own translations, read from PostgreSQL 15's installed catalogs (``postgres-15.mo``)
and filled as the server fills them; the SQLSTATE is the fact that decides.

Written 2026-12-04 between 20:10 and 21:45 UTC by the helper ``heldout22``, built blind
(labels from DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import gettext
import json
import re
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED

__all__ = ["FAMILIES"]


def _server_text(language: str, msgid: str, *args: object) -> str:
    """``msgid`` as a PostgreSQL 15 server in ``language`` writes it, its arguments filled."""
    text = gettext.translation("postgres-15", "/usr/share/locale", [language]).gettext(msgid)
    if text == msgid:
        raise LookupError(f"no {language} translation of {msgid!r}")
    positional = iter(args)

    def fill(match: re.Match[str]) -> str:
        index = match.group(1)
        return str(args[int(index) - 1] if index else next(positional))

    return re.sub(r"%(?:(\d+)\$)?[sd]", fill, text)


def postgrest_i18n_family() -> Iterator[Case]:
    from postgrest import SyncPostgrestClient

    server = http()

    def insert(status: int, code: str, language: str, msgid: str, *args: object) -> Any:
        message = _server_text(language, msgid, *args)

        def run() -> Any:
            body = {"code": code, "message": message, "details": None, "hint": None}
            server.set(status, json.dumps(body, ensure_ascii=False))
            client = SyncPostgrestClient(f"{server.url}/rest/v1", timeout=3)
            return client.from_("orders").insert({"customer_id": 7, "total": 42}).execute()

        return run

    pi = "postgrest-i18n-22"
    cases: list[tuple[str, str | tuple[str, ...], Callable[[], Any]]] = [
        ("de-23505", (CLI, BIZ), insert(409, "23505", "de",
            'duplicate key value violates unique constraint "%s"', "orders_pkey")),
        ("de-40P01", TRA, insert(500, "40P01", "de", "deadlock detected")),
        ("fr-53300", TRA, insert(503, "53300", "fr", "sorry, too many clients already")),
        ("fr-57014", (TRA, CLI), insert(500, "57014", "fr",
            "canceling statement due to statement timeout")),
        ("es-40001", TRA, insert(500, "40001", "es",
            "could not serialize access due to concurrent update")),
        ("es-42P01", (FAT, CLI), insert(404, "42P01", "es", 'relation "%s" does not exist',
            "public.orderz")),
        ("ja-55P03", TRA, insert(500, "55P03", "ja",
            'could not obtain lock on row in relation "%s"', "orders")),
        ("ja-23502", (CLI, BIZ), insert(400, "23502", "ja",
            'null value in column "%s" of relation "%s" violates not-null constraint',
            "currency", "orders")),
        ("ko-57P01", TRA, insert(503, "57P01", "ko",
            "terminating connection due to administrator command")),
        ("ko-22P02", CLI, insert(400, "22P02", "ko", 'invalid input syntax for type %s: "%s"',
            "uuid", "abc")),
        ("zh-57P03", TRA, insert(503, "57P03", "zh_CN", "the database system is starting up")),
        ("zh-42501", CRED, insert(403, "42501", "zh_CN", "permission denied for table %s",
            "orders")),
        ("ru-23503", (CLI, BIZ), insert(409, "23503", "ru",
            'insert or update on table "%s" violates foreign key constraint "%s"', "orders",
            "orders_customer_id_fkey")),
        ("ru-22001", CLI, insert(400, "22001", "ru",
            "value too long for type character varying(%d)", 40)),
        ("it-22012", (CLI, FAT), insert(400, "22012", "it", "division by zero")),
        ("it-40P01", TRA, insert(500, "40P01", "it", "deadlock detected")),
    ]  # fmt: skip
    for name, accept, action in cases:
        yield case(pi, name, accept, action)


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (postgrest_i18n_family,)
