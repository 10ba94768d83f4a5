"""Held-out set 28, part 3: search clusters through ``urllib.request``, LLM gateways through openai.

* Elasticsearch and OpenSearch REST replies as a tool that calls the cluster with the standard
  library's ``urllib.request`` sees them: an ``urllib.error.HTTPError`` carrying ``code``, the
  headers and the unread JSON body (``error.type``/``error.reason``/``root_cause``, a circuit
  breaker's ``durability``, a cluster block's id), and ``URLError`` for a refused connection.
* xAI (Grok), Perplexity and Azure OpenAI deployments called through the ``openai`` SDK with
  ``base_url`` set and ``max_retries=0``: ``APIStatusError`` subclasses with ``status_code``,
  ``body`` and ``response`` (headers), and the SDK's connection and timeout errors.

Written 2026-12-05 from 04:25 UTC by the helper ``heldout28``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_families_twentyfirst import silent_port
from _heldout_servers import HttpScript, closed_port

__all__ = ["FAMILIES"]


def _es(kind: str, reason: str, status: int, **extra: Any) -> dict[str, Any]:
    cause = {"type": kind, "reason": reason, **extra}
    return {"error": {"root_cause": [cause], **cause}, "status": status}


def search_cluster_family() -> Iterator[Case]:
    server = HttpScript()

    def call(status: int, body: object, method: str = "POST", **headers: str) -> Callable[[], Any]:
        text = body if isinstance(body, str) else json.dumps(body)

        def run() -> Any:
            server.set(status, text, **headers)
            request = urllib.request.Request(f"{server.url}/logs-28/_search", method=method,
                data=b'{"query": {"match_all": {}}}', headers={"Content-Type":
                "application/json"})  # fmt: skip
            with urllib.request.urlopen(request, timeout=3) as answer:
                return json.load(answer)

        return run

    def es(status: int, kind: str, reason: str, **extra: Any) -> Callable[[], Any]:
        return call(status, _es(kind, reason, status, **extra))

    s = "search-cluster-28"
    yield case(s, "404-index", (CLI, BIZ), es(404, "index_not_found_exception", "no such index "
        "[logs-28]", index="logs-28"))  # fmt: skip
    yield case(s, "400-mapper-parsing", CLI, es(400, "mapper_parsing_exception", "failed to "
        "parse field [status] of type [long] in document with id '28'"))  # fmt: skip
    yield case(s, "400-parsing", CLI, es(400, "parsing_exception", "unknown query [mach_all]",
        line=1, col=21))  # fmt: skip
    yield case(s, "400-result-window", CLI, es(400, "illegal_argument_exception", "Result "
        "window is too large, from + size must be less than or equal to: [10000] but was "
        "[20028]."))  # fmt: skip
    yield case(s, "400-already-exists", (CLI, BIZ), es(400, "resource_already_exists_exception",
        "index [logs-28/aBc28] already exists"))  # fmt: skip
    # Optimistic concurrency: re-read the document, then write again.
    yield case(s, "409-version-conflict", (CLI, TRA), es(409,
        "version_conflict_engine_exception", "[28]: version conflict, required seqNo [12], "
        "primary term [1]. current document has seqNo [13] and primary term [1]"))  # fmt: skip
    yield case(s, "429-rejected-execution", TRA, es(429, "es_rejected_execution_exception",
        "rejected execution of coordinating operation [coordinating_and_primary_bytes=0, "
        "max_coordinating_and_primary_bytes=53687091]"))  # fmt: skip
    yield case(s, "429-breaker-transient", TRA, es(429, "circuit_breaking_exception", "[parent] "
        "Data too large, data for [<http_request>] would be [1020415616/973.1mb], which is "
        "larger than the limit of [1020054732/972.7mb]", durability="TRANSIENT"))  # fmt: skip
    # A PERMANENT breaker: this request alone is too big for the heap; make it smaller.
    yield case(s, "429-breaker-permanent", (CLI, FAT), es(429, "circuit_breaking_exception",
        "[fielddata] Data too large, data for [message.keyword] would be [623.4mb], which is "
        "larger than the limit of [622.3mb]", durability="PERMANENT"))  # fmt: skip
    # The flood-stage disk watermark made the index read-only: someone must free disk space.
    yield case(s, "429-flood-stage", FAT, es(429, "cluster_block_exception", "index [logs-28] "
        "blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index "
        "has read-only-allow-delete block];"))  # fmt: skip
    yield case(s, "503-not-recovered", TRA, es(503, "cluster_block_exception", "blocked by: "
        "[SERVICE_UNAVAILABLE/1/state not recovered / initialized];"))  # fmt: skip
    yield case(s, "503-all-shards-failed", TRA, es(503, "search_phase_execution_exception",
        "all shards failed", phase="query", grouped=True))  # fmt: skip
    yield case(s, "503-no-master", TRA, es(503, "master_not_discovered_exception", "null"))
    yield case(s, "401-missing-auth", CRED, es(401, "security_exception", "missing "
        "authentication credentials for REST request [/logs-28/_search]"))  # fmt: skip
    yield case(s, "403-unauthorized-action", CLI, es(403, "security_exception", "action "
        "[indices:data/read/search] is unauthorized for user [agent] with effective roles "
        "[viewer] on indices [logs-28]"))  # fmt: skip
    yield case(s, "400-script", CLI, es(400, "script_exception", "compile error",
        lang="painless", script="doc['price'].value * "))  # fmt: skip
    yield case(s, "500-too-many-scrolls", (TRA, CLI), es(500, "exception", "Trying to create "
        "too many scroll contexts. Must be less than or equal to: [500]. This limit can be "
        "set by changing the [search.max_open_scroll_context] setting."))  # fmt: skip
    yield case(s, "413-too-long", CLI, call(413, "", Content_Type="text/plain"))
    yield case(s, "504-gateway", TRA, call(504, "<html><body><h1>504 Gateway Time-out</h1>"
        "</body></html>", Content_Type="text/html"))  # fmt: skip
    yield case(s, "refused", TRA, lambda: urllib.request.urlopen(f"http://127.0.0.1:"
        f"{closed_port()}/_cluster/health", timeout=3))  # fmt: skip


def _llm(message: str, kind: str, code: str | None = None, param: str | None = None) -> Any:
    return {"error": {"message": message, "type": kind, "code": code, "param": param}}


def llm_gateways_family() -> Iterator[Case]:
    import openai

    server = HttpScript()

    def chat(status: int, body: object, *, timeout: float = 3, url: str | None = None,
        **headers: str) -> Callable[[], Any]:  # fmt: skip
        text = body if isinstance(body, str) else json.dumps(body)

        def run() -> Any:
            server.set(status, text, **headers)
            client = openai.OpenAI(api_key="xai-heldout28", base_url=url or f"{server.url}/v1",
                max_retries=0, timeout=timeout)  # fmt: skip
            return client.chat.completions.create(model="grok-3-mini", messages=[{"role":
                "user", "content": "summarise the incident"}])  # fmt: skip

        return run

    g = "llm-gateways-28"
    yield case(g, "xai-400-bad-key", CRED, chat(400, {"code": "Client specified an invalid "
        "argument", "error": "Incorrect API key provided: xa***28. You can obtain an API key "
        "from https://console.x.ai."}))  # fmt: skip
    yield case(g, "xai-404-model", CLI, chat(404, {"code": "Some requested entity was not "
        "found", "error": "The model grok-9 does not exist or your team does not have access "
        "to it."}))  # fmt: skip
    # The team's prepaid credits are spent: someone must add credits.
    yield case(g, "xai-403-credits", FAT, chat(403, {"code": "The caller does not have "
        "permission to execute the specified operation", "error": "Your team has either used "
        "all available credits or reached its monthly spending limit."}))  # fmt: skip
    yield case(g, "xai-429-rate", TRA, chat(429, {"code": "Some resource has been exhausted",
        "error": "Too many requests: rate limit of 60 requests per minute reached."},
        Retry_After="8"), retry_after=8)  # fmt: skip
    yield case(g, "xai-422-schema", CLI, chat(422, "Failed to deserialize the JSON body into "
        "the target type: messages[0].role: unknown variant `assistent`", Content_Type=
        "text/plain"))  # fmt: skip
    yield case(g, "pplx-401", CRED, chat(401, "<html><head><title>401 Authorization Required"
        "</title></head><body><center><h1>401 Authorization Required</h1></center></body>"
        "</html>", Content_Type="text/html"))  # fmt: skip
    yield case(g, "pplx-400-model", CLI, chat(400, _llm("Invalid model 'sonar-ultra'. "
        "Permitted models can be found in the documentation.", "invalid_model", "400")))  # fmt: skip
    yield case(g, "pplx-429", TRA, chat(429, _llm("Rate limit exceeded. Please retry after 4 "
        "seconds.", "rate_limit_exceeded", "429"), Retry_After="4"), retry_after=4)  # fmt: skip
    yield case(g, "azure-context-length", CLI, chat(400, _llm("This model's maximum context "
        "length is 128000 tokens. However, your messages resulted in 131072 tokens. Please "
        "reduce the length of the messages.", "invalid_request_error",
        "context_length_exceeded", "messages")))  # fmt: skip
    # A content policy refused the prompt: rephrasing (a changed request) is the way forward.
    yield case(g, "azure-content-filter", (CLI, BIZ), chat(400, {"error": {"message": "The "
        "response was filtered due to the prompt triggering Azure OpenAI's content management "
        "policy.", "type": None, "param": "prompt", "code": "content_filter", "status": 400,
        "innererror": {"code": "ResponsibleAIPolicyViolation"}}}))  # fmt: skip
    yield case(g, "azure-429-tokens", TRA, chat(429, {"error": {"code": "429", "message":
        "Requests to the ChatCompletions_Create Operation under Azure OpenAI API version "
        "2024-10-21 have exceeded token rate limit of your current AIServices S0 pricing tier. "
        "Please retry after 17 seconds."}}, Retry_After="17", retry_after_ms="17000"),
        retry_after=17)  # fmt: skip
    # Usually a wrong deployment name, but the reply itself says a new one may need a moment.
    yield case(g, "azure-404-deployment", (CLI, TRA), chat(404, {"error": {"code": "DeploymentNotFound",
        "message": "The API deployment for this resource does not exist. If you created the "
        "deployment within the last 5 minutes, please wait a moment and try again."}}))  # fmt: skip
    yield case(g, "azure-500", (TRA, FAT), chat(500, {"error": {"code": "InternalServerError",
        "message": "The server had an error processing your request."}}))  # fmt: skip
    yield case(g, "gateway-503-overloaded", TRA, chat(503, _llm("The engine is currently "
        "overloaded, please try again later", "server_error", "overloaded")))  # fmt: skip
    yield case(g, "connection-refused", TRA, chat(200, {}, url=f"http://127.0.0.1:"
        f"{closed_port()}/v1"))  # fmt: skip
    yield case(g, "read-timeout", TRA, chat(200, {}, timeout=1, url=f"http://127.0.0.1:"
        f"{silent_port()}/v1"))  # fmt: skip
    yield case(g, "502-envoy-text", TRA, chat(502, "upstream connect error or disconnect/"
        "reset before headers. reset reason: overflow", Content_Type="text/plain"))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    search_cluster_family,
    llm_gateways_family,
)
