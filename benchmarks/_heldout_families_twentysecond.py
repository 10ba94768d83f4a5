"""Held-out set 22, part 1: a translation SDK and Supabase's PostgREST client on 127.0.0.1.

* deepl (requests): ``DeepLException`` and its subclasses carrying ``http_status_code`` and
  ``should_retry``; the JSON ``message`` of the body appended to a fixed sentence; a 5xx
  other than 503 told as "Unexpected status code"; a document job that failed server-side.
* postgrest (httpx, Supabase's data API): ``APIError`` carrying only the body's ``code`` (a
  SQLSTATE from PostgreSQL or a ``PGRST…`` code of PostgREST), ``message``, ``hint`` and
  ``details`` -- the HTTP status is not kept; a non-JSON error page becomes a code that is the
  status as a string.

Written 2026-12-04 between 20:10 and 21:45 UTC by the helper ``heldout22``, built blind:
labelled from DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any
observation were never run on these cases before the labels were committed, nor were the
classifier's rules, its tests or any earlier result read. None of these packages appears in
sets 1-21, "gen", "dev10"-"dev15" or ``tests/``."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from tempfile import mkdtemp
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED
from _heldout_families_twentyfirst import silent_port
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def deepl_family() -> Iterator[Case]:
    import deepl
    import deepl.http_client

    deepl.http_client.max_network_retries = 0
    deepl.http_client.min_connection_timeout = 2.0
    server = http()

    def translator(url: str | None = None) -> Any:
        return deepl.Translator("heldout22-key:fx", server_url=url or server.url,
            send_platform_info=False)  # fmt: skip

    def translate(status: int, body: Any, target: str = "DE", **headers: str
                  ) -> Callable[[], Any]:  # fmt: skip
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, **headers)
            return translator().translate_text("The weather is fine.", target_lang=target)

        return run

    def glossary(status: int, body: Any) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, json.dumps(body))
            return translator().get_glossary("def3a26b-3e84-45b3-84ae-0c0aaf3525f7")

        return run

    def document(body: dict[str, Any]) -> Callable[[], Any]:
        def run() -> Any:
            folder = Path(mkdtemp(prefix="heldout22-deepl-"))
            source = folder / "letter.txt"
            source.write_text("Dear customer, your order has shipped.")
            server.set(200, json.dumps(body))
            return translator().translate_document_from_filepath(
                source, folder / "letter.de.txt", target_lang="DE")  # fmt: skip

        return run

    dl = "deepl-22"
    yield case(dl, "403-key", CRED, translate(403, {"message": "Wrong endpoint. Use "
        "https://api.deepl.com"}))  # fmt: skip
    yield case(dl, "456-quota", FAT, translate(456, {"message": "Quota Exceeded"}))
    yield case(dl, "429-load", TRA, translate(429, {"message": "Too many requests"},
        Retry_After="4"))  # fmt: skip
    yield case(dl, "503", TRA, translate(503, {"message": "Service Unavailable"}))
    yield case(dl, "500", (TRA, FAT), translate(500, {"message": "Internal error"}))
    yield case(dl, "502-html", TRA, translate(502, "<html><body><h1>502 Bad Gateway</h1>"
        "</body></html>", Content_Type="text/html"))  # fmt: skip
    yield case(dl, "504", TRA, translate(504, "upstream request timeout",
        Content_Type="text/plain"))  # fmt: skip
    yield case(dl, "529-overloaded", TRA, translate(529, {"message": "Too many requests, "
        "please try again later"}))  # fmt: skip
    yield case(dl, "400-target-lang", CLI, translate(400, {"message": "Value for 'target_lang' "
        "not supported."}))  # fmt: skip
    yield case(dl, "413-too-large", CLI, translate(413, {"message": "Request Entity Too "
        "Large"}))  # fmt: skip
    yield case(dl, "404-path", CLI, translate(404, {"message": "Not found"}))
    yield case(dl, "glossary-missing", CLI, glossary(404, {"message": "Glossary not found"}))
    yield case(dl, "deprecated-EN", CLI, lambda: translator().translate_text("Hallo",
        target_lang="EN"))  # fmt: skip
    yield case(dl, "empty-key", CRED, lambda: deepl.Translator(""))
    yield case(dl, "document-failed", CLI, document({"document_id": "04DE5AD98A02647D8",
        "document_key": "9B7CB9418DCDEBF2C", "status": "error", "error_message": "Source and target "
        "language are the same"}))  # fmt: skip
    yield case(dl, "refused", TRA, lambda: translator(f"http://127.0.0.1:{closed_port()}")
        .translate_text("Hello", target_lang="FR"))  # fmt: skip
    yield case(dl, "timeout", TRA, lambda: translator(f"http://127.0.0.1:{silent_port()}")
        .translate_text("Hello", target_lang="FR"))  # fmt: skip


def postgrest_family() -> Iterator[Case]:
    from postgrest import SyncPostgrestClient

    server = http()

    def client(url: str | None = None) -> Any:
        return SyncPostgrestClient(url or f"{server.url}/rest/v1", timeout=3,
            headers={"apikey": "sb_publishable_heldout22"})  # fmt: skip

    def insert(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, **headers)
            return client().from_("orders").insert({"customer_id": 7, "total": 42}).execute()

        return run

    def rpc(status: int, body: Any) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, json.dumps(body))
            return client().rpc("transfer", {"src": 1, "dst": 2, "amount": 500}).execute()

        return run

    def pg(code: str, message: str, details: str | None = None,
           hint: str | None = None) -> dict[str, Any]:  # fmt: skip
        return {"code": code, "message": message, "details": details, "hint": hint}

    pr = "postgrest-22"
    yield case(pr, "23505-unique", (CLI, BIZ), insert(409, pg("23505", "duplicate key value "
        "violates unique constraint \"orders_pkey\"", "Key (id)=(7) already exists.")))  # fmt: skip
    yield case(pr, "23503-fk", (CLI, BIZ), insert(409, pg("23503", "insert or update on table "
        "\"orders\" violates foreign key constraint \"orders_customer_id_fkey\"",
        "Key (customer_id)=(7) is not present in table \"customers\".")))  # fmt: skip
    yield case(pr, "23502-not-null", (CLI, BIZ), insert(400, pg("23502", "null value in column "
        "\"currency\" of relation \"orders\" violates not-null constraint",
        "Failing row contains (7, 42, null).")))  # fmt: skip
    yield case(pr, "23514-check", (CLI, BIZ), insert(400, pg("23514", "new row for relation "
        "\"orders\" violates check constraint \"orders_total_check\"")))  # fmt: skip
    yield case(pr, "22P02-uuid", CLI, insert(400, pg("22P02", "invalid input syntax for type "
        "uuid: \"abc\"")))  # fmt: skip
    yield case(pr, "42501-rls", CRED, insert(403, pg("42501", "new row violates row-level "
        "security policy for table \"orders\"")))  # fmt: skip
    yield case(pr, "42P01-undefined", (FAT, CLI), insert(404, pg("42P01", "relation "
        "\"public.orderz\" does not exist")))  # fmt: skip
    yield case(pr, "PGRST205-table", (CLI, FAT), insert(404, pg("PGRST205", "Could not find "
        "the table 'public.orderz' in the schema cache", None, "Perhaps you meant the table "
        "'public.orders'")))  # fmt: skip
    yield case(pr, "PGRST204-column", (CLI, FAT), insert(400, pg("PGRST204", "Could not find "
        "the 'totl' column of 'orders' in the schema cache")))  # fmt: skip
    yield case(pr, "PGRST116-single", (CLI, BIZ), insert(406, pg("PGRST116", "JSON object "
        "requested, multiple (or no) rows returned", "The result contains 0 rows")))  # fmt: skip
    yield case(pr, "PGRST100-filter", (CLI, FAT), insert(400, pg("PGRST100", "\"failed to "
        "parse filter (eqq.5)\" (line 1, column 4)", "unexpected \"q\" expecting \"(\"")))  # fmt: skip
    yield case(pr, "PGRST301-jwt", CRED, insert(401, pg("PGRST301", "JWT expired")))
    yield case(pr, "PGRST000-db-down", (TRA, FAT), insert(503, pg("PGRST000", "Could not "
        "connect with the database due to an incorrect db-uri or due to the PostgreSQL service "
        "not running.", "connection to server at \"db\" (10.0.0.5), port 5432 failed: "
        "Connection refused")))  # fmt: skip
    yield case(pr, "PGRST002-schema-cache", TRA, insert(503, pg("PGRST002", "Could not query "
        "the database for the schema cache. Retrying.")))  # fmt: skip
    yield case(pr, "57014-statement-timeout", (TRA, CLI), insert(500, pg("57014", "canceling "
        "statement due to statement timeout")))  # fmt: skip
    yield case(pr, "40001-serialization", TRA, insert(500, pg("40001", "could not serialize "
        "access due to concurrent update")))  # fmt: skip
    yield case(pr, "40P01-deadlock", TRA, insert(500, pg("40P01", "deadlock detected",
        "Process 4121 waits for ShareLock on transaction 1207; blocked by process 4133.")))  # fmt: skip
    yield case(pr, "53300-too-many", TRA, insert(503, pg("53300", "sorry, too many clients "
        "already")))  # fmt: skip
    yield case(pr, "25006-read-only", (TRA, FAT), insert(405, pg("25006", "cannot execute "
        "INSERT in a read-only transaction")))  # fmt: skip
    yield case(pr, "P0001-raise", (BIZ, CLI), rpc(400, pg("P0001", "insufficient funds: "
        "balance 120.00 < 500.00")))  # fmt: skip
    yield case(pr, "PGRST202-function", (CLI, FAT), rpc(404, pg("PGRST202", "Could not find "
        "the function public.transfer(amount, dst, src) in the schema cache", None,
        "Perhaps you meant to call the function public.transfer_funds")))  # fmt: skip
    yield case(pr, "503-html", TRA, insert(503, "<html><head><title>503 Service Temporarily "
        "Unavailable</title></head><body>nginx</body></html>", Content_Type="text/html"))  # fmt: skip
    yield case(pr, "502-plain", TRA, insert(502, "error code: 502", Content_Type="text/plain"))
    yield case(pr, "429-gateway", TRA, insert(429, "Too Many Requests", Content_Type=
        "text/plain", Retry_After="9"))  # fmt: skip
    yield case(pr, "refused", TRA, lambda: client(f"http://127.0.0.1:{closed_port()}/rest/v1")
        .from_("orders").insert({"id": 1}).execute())  # fmt: skip
    yield case(pr, "timeout", TRA, lambda: client(f"http://127.0.0.1:{silent_port()}/rest/v1")
        .from_("orders").insert({"id": 1}).execute())  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    deepl_family,
    postgrest_family,
)
