"""Held-out set 19, part 1: two SDKs and a JSON-RPC service raising live against fake HTTP APIs.

* algoliasearch 4.x (requests): ``RequestException`` with the status under ``status_code`` and
  the API's ``message`` only; a 5xx marks the host down and ends in
  ``AlgoliaUnreachableHostException`` with no status at all.
* langgraph-sdk (httpx): ``NotFoundError``, ``ConflictError``, … subclasses of
  ``httpx.HTTPStatusError`` carrying the response.
* a JSON-RPC 2.0 service reached by a hand-written tool (urllib) that raises
  ``RuntimeError("rpc error <code>: <message>")``: the HTTP status is 200, the meaning is in
  the JSON-RPC code and in server messages in languages no earlier set used (pt, it, ru, pl,
  tr, nl, vi, id, sv, cs, ro, hu, el, uk, he).

Written 2026-12-04 between 13:58 and 14:30 UTC by the helper ``heldout19``, built blind:
labelled from DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any
observation were never run on these cases before the labels were committed, nor were the
classifier's rules, its tests or any earlier result read. None of these packages appears in
sets 1-18, "gen", "dev10"-"dev15" or ``tests/``."""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def algolia_family() -> Iterator[Case]:
    from algoliasearch.http.hosts import Host, HostsCollection
    from algoliasearch.search.client import SearchClientSync
    from algoliasearch.search.config import SearchConfig

    server = http()
    port = int(server.url.rsplit(":", 1)[1])

    def client(to: int = port) -> Any:
        config = SearchConfig("HELDOUT19", "search-key-19")
        config.hosts = HostsCollection([Host("127.0.0.1", scheme="http", port=to)])
        config.max_rate_limit_retries = 0
        return SearchClientSync.create_with_config(config)

    def search(status: int, message: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, json.dumps({"message": message, "status": status}), **headers)
            return client().get_settings(index_name="products")

        return run

    al = "algolia-19"
    yield case(al, "404-index", (CLI, BIZ), search(404, "Index does not exist"))
    yield case(al, "404-object", (CLI, BIZ), search(404, "ObjectID does not exist"))
    yield case(al, "400-attr", CLI, search(400, "Unknown parameter: hitsPerPages"))
    yield case(al, "400-filter", CLI, search(400, "filters: Unexpected token string(brand)"
        " expected numeric at col 9"))  # fmt: skip
    yield case(al, "403-key", CRED, search(403, "Invalid Application-ID or API key"))
    yield case(al, "403-acl", CRED, search(403, "Method not allowed with this API key"))
    yield case(al, "401", CRED, search(401, "Missing API key"))
    # The SDK keeps no headers on its exception: the Retry-After sent is not carried.
    yield case(al, "429-header", TRA, search(429, "Too many requests", Retry_After="7"))
    yield case(al, "429-quota", FAT, search(429, "Operations quota exceeded for this month, "
        "please upgrade your plan"))  # fmt: skip
    yield case(al, "402-plan", (BIZ, FAT), search(402, "This feature is not available on your"
        " current plan"))  # fmt: skip
    yield case(al, "413", CLI, search(413, "Record at the position 0 objectID=42 is too big "
        "size=120341/10000 bytes"))  # fmt: skip
    # A 5xx marks the only host down: the SDK reports "Unreachable hosts" with no status.
    yield case(al, "503-unreachable", TRA, search(503, "Service Unavailable"))
    yield case(al, "500-unreachable", (TRA, FAT), search(500, "Internal error"))
    yield case(al, "refused", TRA, lambda: client(closed_port()).get_settings(
        index_name="products"))  # fmt: skip


def langgraph_family() -> Iterator[Case]:
    from langgraph_sdk import get_sync_client

    server = http()

    def client(url: str | None = None) -> Any:
        return get_sync_client(url=url or server.url, api_key="lg-heldout-19")

    def get(status: int, detail: str, call: str = "assistant", **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, json.dumps({"detail": detail}), **headers)
            if call == "thread":
                return client().threads.get("4f1c0c2e-0000-4000-8000-000000000019")
            if call == "run":
                return client().runs.create(None, "agent", input={"q": "hi"})
            return client().assistants.get("agent")

        return run

    lg = "langgraph-sdk-19"
    yield case(lg, "404-assistant", (CLI, BIZ), get(404, "Assistant not found"))
    yield case(lg, "404-thread", (CLI, BIZ), get(404, "Thread not found", "thread"))
    yield case(lg, "409-busy-thread", (TRA, CLI, BIZ), get(409, "Thread is busy with another run",
        "thread"))  # fmt: skip
    yield case(lg, "422", CLI, get(422, "input: field required", "run"))
    yield case(lg, "400", CLI, get(400, "Invalid assistant_id", "run"))
    yield case(lg, "401", CRED, get(401, "Missing authentication token"))
    yield case(lg, "403", CRED, get(403, "Not authorized to access this deployment"))
    yield case(lg, "429-wait", TRA, get(429, "Rate limit exceeded", Retry_After="15"),
        retry_after=15)  # fmt: skip
    yield case(lg, "500", (TRA, FAT), get(500, "Internal Server Error"))
    yield case(lg, "502", TRA, get(502, "Bad Gateway"))
    yield case(lg, "503", TRA, get(503, "Service Unavailable"))
    yield case(lg, "504", TRA, get(504, "Gateway Timeout"))
    yield case(lg, "refused", TRA, lambda: client(f"http://127.0.0.1:{closed_port()}")
        .assistants.get("agent"))  # fmt: skip


def jsonrpc_family() -> Iterator[Case]:
    server = http()

    def call(code: int, message: str, method: str = "inventory.reserve") -> Callable[[], Any]:
        def run() -> Any:
            body = {"jsonrpc": "2.0", "id": 1, "error": {"code": code, "message": message}}
            server.set(200, json.dumps(body))
            request = urllib.request.Request(server.url, json.dumps({"jsonrpc": "2.0",
                "id": 1, "method": method, "params": {"sku": "A-19"}}).encode())  # fmt: skip
            with urllib.request.urlopen(request, timeout=10) as reply:
                answer = json.loads(reply.read())
            if "error" in answer:
                error = answer["error"]
                raise RuntimeError(f"rpc error {error['code']}: {error['message']}")
            return answer["result"]

        return run

    rp = "jsonrpc-i18n-19"
    yield case(rp, "method-not-found", (FAT, CLI), call(-32601, "Method not found"))
    yield case(rp, "invalid-params", CLI, call(-32602, "Invalid params: sku must be a string"))
    yield case(rp, "parse-error", FAT, call(-32700, "Parse error"))
    yield case(rp, "internal", (FAT, TRA), call(-32603, "Internal error"))
    yield case(rp, "pt-busy", TRA, call(-32000, "Serviço temporariamente indisponível, tente "
        "novamente mais tarde"))  # fmt: skip
    yield case(rp, "it-busy", TRA, call(-32000, "Servizio momentaneamente non disponibile, "
        "riprovare più tardi"))  # fmt: skip
    yield case(rp, "ru-busy", TRA, call(-32000, "Сервис временно недоступен, повторите попытку"
        " позже"))  # fmt: skip
    yield case(rp, "pl-busy", TRA, call(-32000, "Usługa chwilowo niedostępna, spróbuj ponownie"
        " później"))  # fmt: skip
    yield case(rp, "tr-busy", TRA, call(-32000, "Hizmet geçici olarak kullanılamıyor, lütfen "
        "daha sonra tekrar deneyin"))  # fmt: skip
    yield case(rp, "nl-busy", TRA, call(-32000, "Dienst tijdelijk niet beschikbaar, probeer "
        "het later opnieuw"))  # fmt: skip
    yield case(rp, "vi-busy", TRA, call(-32000, "Dịch vụ tạm thời không khả dụng, vui lòng "
        "thử lại sau"))  # fmt: skip
    yield case(rp, "id-busy", TRA, call(-32000, "Layanan sedang sibuk, silakan coba lagi "
        "nanti"))  # fmt: skip
    yield case(rp, "sv-busy", TRA, call(-32000, "Tjänsten är tillfälligt otillgänglig, "
        "försök igen senare"))  # fmt: skip
    yield case(rp, "cs-busy", TRA, call(-32000, "Služba je dočasně nedostupná, zkuste to "
        "později"))  # fmt: skip
    yield case(rp, "ru-not-found", (CLI, BIZ), call(-32004, "Товар A-19 не найден"))
    yield case(rp, "pt-out-of-stock", BIZ, call(-32010, "Estoque insuficiente para o item "
        "A-19"))  # fmt: skip
    yield case(rp, "it-unauthorized", CRED, call(-32001, "Token di accesso non valido o "
        "scaduto"))  # fmt: skip
    yield case(rp, "pl-forbidden", CRED, call(-32003, "Brak uprawnień do tej operacji"))
    yield case(rp, "tr-invalid", CLI, call(-32602, "Geçersiz parametre: sku"))
    yield case(rp, "nl-rate", TRA, call(-32029, "Te veel verzoeken, wacht even en probeer "
        "opnieuw"))  # fmt: skip
    yield case(rp, "ro-busy", TRA, call(-32000, "Serviciu temporar indisponibil, încercați din"
        " nou mai târziu"))  # fmt: skip
    yield case(rp, "hu-busy", TRA, call(-32000, "A szolgáltatás átmenetileg nem érhető el, "
        "próbálja újra később"))  # fmt: skip
    yield case(rp, "el-busy", TRA, call(-32000, "Η υπηρεσία δεν είναι προσωρινά διαθέσιμη, "
        "δοκιμάστε ξανά αργότερα"))  # fmt: skip
    yield case(rp, "uk-busy", TRA, call(-32000, "Сервіс тимчасово недоступний, спробуйте "
        "пізніше"))  # fmt: skip
    yield case(rp, "he-busy", TRA, call(-32000, "השירות אינו זמין כרגע, נסו שוב מאוחר יותר"))
    yield case(rp, "ru-quota", FAT, call(-32000, "Месячная квота исчерпана, пополните "
        "баланс"))  # fmt: skip
    yield case(rp, "refused", TRA, lambda: urllib.request.urlopen(
        f"http://127.0.0.1:{closed_port()}/rpc", timeout=5))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    algolia_family,
    langgraph_family,
    jsonrpc_family,
)
