"""Held-out set 20, part 4: a GraphQL API whose errors come back in an HTTP 200 body.

A hand-written tool (``urllib``) raises its own ``GraphQLToolError`` carrying the first
error's ``extensions.code`` under ``code`` and the whole ``extensions`` dict under
``extensions`` (Apollo/Shopify/GitHub-style codes, some with ``retryAfter`` or a cost in
``extensions``). The class name and the codes are this tool's own; nothing else is known.

Written 2026-12-04 between 14:15 and 14:40 UTC by the helper ``heldout20``, built blind (see
``_heldout_families_twentieth``)."""

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


class GraphQLToolError(Exception):
    """The tool's own error: the first GraphQL error's message, code and extensions."""

    def __init__(self, message: str, code: str | None, extensions: dict[str, Any]) -> None:
        super().__init__(message)
        self.code = code
        self.extensions = extensions


def graphql_family() -> Iterator[Case]:
    server = http()

    def query(url: str) -> Any:
        request = urllib.request.Request(url, json.dumps({"query": "mutation { checkout(cart: "
            "\"c-20\") { id } }"}).encode(), {"Content-Type": "application/json"})  # fmt: skip
        with urllib.request.urlopen(request, timeout=10) as reply:
            answer = json.loads(reply.read())
        if answer.get("errors"):
            first = answer["errors"][0]
            extensions = first.get("extensions", {})
            raise GraphQLToolError(first["message"], extensions.get("code"), extensions)
        return answer["data"]

    def errors(message: str, code: str | None, **extra: Any) -> Callable[[], Any]:
        def run() -> Any:
            extensions = {"code": code, **extra} if code else extra
            server.set(200, json.dumps({"data": None, "errors": [{"message": message,
                "path": ["checkout"], "extensions": extensions}]}))  # fmt: skip
            return query(server.url)

        return run

    gq = "graphql-tool-20"
    yield case(gq, "throttled", TRA, errors("Throttled", "THROTTLED", cost={"requestedQueryCost":
        1200, "throttleStatus": {"currentlyAvailable": 40, "restoreRate": 50}}))  # fmt: skip
    yield case(gq, "rate-limited-wait", TRA, errors("API rate limit exceeded for installation",
        "RATE_LIMITED", retryAfter=20), retry_after=20)  # fmt: skip
    yield case(gq, "unauthenticated", CRED, errors("You must be logged in", "UNAUTHENTICATED"))
    yield case(gq, "forbidden", CRED, errors("Access denied for field checkout", "FORBIDDEN"))
    yield case(gq, "bad-user-input", CLI, errors("Variable $cart got invalid value",
        "BAD_USER_INPUT"))  # fmt: skip
    yield case(gq, "validation-failed", (CLI, FAT), errors("Cannot query field \"checkout\" on "
        "type \"Mutation\".", "GRAPHQL_VALIDATION_FAILED"))  # fmt: skip
    yield case(gq, "parse-failed", (CLI, FAT), errors("Syntax Error: Expected Name, found "
        "\"}\".", "GRAPHQL_PARSE_FAILED"))  # fmt: skip
    yield case(gq, "not-found", (CLI, BIZ), errors("Cart c-20 not found", "NOT_FOUND"))
    yield case(gq, "internal", (FAT, TRA), errors("Unexpected error.", "INTERNAL_SERVER_ERROR"))
    yield case(gq, "persisted-query", CLI, errors("PersistedQueryNotFound",
        "PERSISTED_QUERY_NOT_FOUND"))  # fmt: skip
    yield case(gq, "max-cost", CLI, errors("Query has complexity of 2400, which exceeds max "
        "complexity of 1000", "MAX_COMPLEXITY_EXCEEDED"))  # fmt: skip
    yield case(gq, "out-of-stock", BIZ, errors("Item SKU-20 is out of stock",
        "ITEM_OUT_OF_STOCK"))  # fmt: skip
    yield case(gq, "card-declined", BIZ, errors("Your card was declined", "CARD_DECLINED"))
    yield case(gq, "plan-limit", FAT, errors("Monthly API call quota exhausted for this plan",
        "QUOTA_EXCEEDED"))  # fmt: skip
    yield case(gq, "no-code-timeout", TRA, errors("Timeout: upstream inventory service did not "
        "respond in time", None))  # fmt: skip
    yield case(gq, "no-code-unavailable", TRA, errors("Service temporarily unavailable, please "
        "retry", None))  # fmt: skip
    yield case(gq, "downstream-unavailable", TRA, errors("Subgraph inventory is unavailable",
        "SUBREQUEST_HTTP_ERROR", service="inventory", http={"status": 503}))  # fmt: skip
    yield case(gq, "refused", TRA, lambda: query(f"http://127.0.0.1:{closed_port()}/graphql"))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (graphql_family,)
