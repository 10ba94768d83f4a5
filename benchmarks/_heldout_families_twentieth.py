"""Held-out set 20, part 1: two SDKs and a metrics push raising live against fake HTTP APIs.

* cerebras-cloud-sdk (httpx, generated client): ``BadRequestError``, ``RateLimitError``, …
  carrying ``status_code`` and the response.
* voyageai (requests): ``VoyageError`` subclasses carrying ``http_status`` and ``headers``;
  every 5xx becomes a fixed English sentence with the status only on the attribute.
* prometheus_client's ``push_to_gateway`` (urllib) against a fake Pushgateway.

Written 2026-12-04 between 14:15 and 14:40 UTC by the helper ``heldout20``, built blind:
labelled from DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any
observation were never run on these cases before the labels were committed, nor were the
classifier's rules, its tests or any earlier result read. None of these packages appears in
sets 1-19, "gen", "dev10"-"dev15" or ``tests/``."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def cerebras_family() -> Iterator[Case]:
    from cerebras.cloud.sdk import Cerebras

    server = http()

    def client(url: str | None = None) -> Any:
        return Cerebras(api_key="csk-heldout-20", base_url=url or server.url, max_retries=0,
            timeout=10)  # fmt: skip

    def chat(status: int, message: str, kind: str = "", **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            body = {"message": message, "type": kind, "param": "", "code": kind}
            server.set(status, json.dumps(body), **headers)
            return client().chat.completions.create(model="llama-4-scout-17b",
                messages=[{"role": "user", "content": "hi"}])  # fmt: skip

        return run

    cb = "cerebras-20"
    yield case(cb, "400-model", CLI, chat(400, "Model llama-9 does not exist", "invalid_request"))
    yield case(cb, "400-context", CLI, chat(400, "Please reduce the length of the messages or "
        "completion. Current length is 9000 while limit is 8192", "context_length_exceeded"))  # fmt: skip
    yield case(cb, "401", CRED, chat(401, "Wrong API Key", "wrong_api_key"))
    yield case(cb, "403", CRED, chat(403, "You do not have access to this model",
        "permission_denied"))  # fmt: skip
    yield case(cb, "404", CLI, chat(404, "Not found", "not_found"))
    yield case(cb, "422", CLI, chat(422, "messages.0.role: Input should be 'user' or 'system'",
        "invalid_request"))  # fmt: skip
    yield case(cb, "429-wait", TRA, chat(429, "Requests per minute limit exceeded - too many "
        "requests sent.", "too_many_requests", Retry_After="12"), retry_after=12)  # fmt: skip
    yield case(cb, "429-tokens-day", FAT, chat(429, "Tokens per day limit exceeded - too many "
        "tokens processed.", "token_quota_exceeded"))  # fmt: skip
    yield case(cb, "402", (BIZ, FAT), chat(402, "Payment required: your balance is exhausted",
        "payment_required"))  # fmt: skip
    yield case(cb, "500", (TRA, FAT), chat(500, "Internal server error", "internal_error"))
    yield case(cb, "503", TRA, chat(503, "The model is currently overloaded", "overloaded"))
    yield case(cb, "504", TRA, chat(504, "Gateway timeout", "timeout"))
    yield case(cb, "refused", TRA, lambda: client(f"http://127.0.0.1:{closed_port()}")
        .chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}]))  # fmt: skip


def voyage_family() -> Iterator[Case]:
    import voyageai

    server = http()

    def client(url: str | None = None) -> Any:
        return voyageai.Client(api_key="pa-heldout-20", max_retries=0, timeout=10,
            base_url=url or server.url)  # fmt: skip

    def embed(status: int, detail: str | None, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            body = json.dumps({"detail": detail}) if detail is not None else "<html>oops</html>"
            server.set(status, body, **headers)
            return client().embed(["hello"], model="voyage-3")

        return run

    vo = "voyageai-20"
    yield case(vo, "400-model", CLI, embed(400, "Model voyage-9 is not supported."))
    yield case(vo, "400-batch", CLI, embed(400, "The batch size limit is 1000. Your batch size "
        "is 1200."))  # fmt: skip
    yield case(vo, "401", CRED, embed(401, "Provided API key is invalid."))
    yield case(vo, "403", CRED, embed(403, "Your IP is not allowed."))
    yield case(vo, "404", CLI, embed(404, "Not Found"))
    yield case(vo, "422", CLI, embed(422, "input: value is not a valid list"))
    yield case(vo, "429-wait", TRA, embed(429, "You have exceeded the TPM rate limit.",
        Retry_After="9"), retry_after=9)  # fmt: skip
    yield case(vo, "429-free-tier", FAT, embed(429, "You have used up your free tokens. Please "
        "add a payment method to continue."))  # fmt: skip
    yield case(vo, "500", (TRA, FAT), embed(500, "boom"))
    yield case(vo, "502", TRA, embed(502, "bad gateway"))
    yield case(vo, "503-wait", TRA, embed(503, "overloaded", Retry_After="4"), retry_after=4)
    yield case(vo, "400-html", CLI, embed(400, None))
    yield case(vo, "refused", TRA, lambda: client(f"http://127.0.0.1:{closed_port()}")
        .embed(["hello"], model="voyage-3"))  # fmt: skip


def pushgateway_family() -> Iterator[Case]:
    from prometheus_client import CollectorRegistry, Counter, push_to_gateway

    server = http()
    registry = CollectorRegistry()
    Counter("heldout20_jobs", "jobs done", registry=registry).inc()
    host = server.url.removeprefix("http://")

    def push(status: int, text: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, text, Content_Type="text/plain", **headers)
            return push_to_gateway(host, job="nightly-20", registry=registry, timeout=10)

        return run

    pg = "pushgateway-20"
    yield case(pg, "400-format", CLI, push(400, "text format parsing error in line 3: expected "
        "float as value"))  # fmt: skip
    yield case(pg, "400-label", CLI, push(400, "pushed metrics are invalid or inconsistent with"
        " existing metrics: label name \"job\" is reserved"))  # fmt: skip
    yield case(pg, "401", CRED, push(401, "Unauthorized"))
    yield case(pg, "403", CRED, push(403, "Forbidden"))
    yield case(pg, "404", CLI, push(404, "404 page not found"))
    yield case(pg, "405", CLI, push(405, "Method Not Allowed"))
    yield case(pg, "413", CLI, push(413, "request body too large"))
    yield case(pg, "429-wait", TRA, push(429, "slow down", Retry_After="6"), retry_after=6)
    yield case(pg, "500", (TRA, FAT), push(500, "error writing to disk"))
    yield case(pg, "502", TRA, push(502, "Bad Gateway"))
    yield case(pg, "503", TRA, push(503, "Service Unavailable"))
    yield case(pg, "refused", TRA, lambda: push_to_gateway(f"127.0.0.1:{closed_port()}",
        job="nightly-20", registry=registry, timeout=5))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    cerebras_family,
    voyage_family,
    pushgateway_family,
)
