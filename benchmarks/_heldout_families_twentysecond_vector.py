"""Held-out set 22, part 6: a vector database SDK against a fake control and data plane.

* pinecone (10.x, its own HTTP layer): ``ApiError`` and one subclass per status carrying
  ``status_code``, ``reason``, ``headers``, ``error_code`` (a gRPC-style name such as
  ``RESOURCE_EXHAUSTED`` on the control plane, absent on the data plane whose body carries a
  numeric gRPC ``code``) and ``RateLimitError.retry_after``; ``PineconeValueError`` for a bad
  call; timeout and connection errors of its own.

Written 2026-12-04 between 20:10 and 21:45 UTC by the helper ``heldout22``, built blind
(labels from DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED
from _heldout_families_twentyfirst import silent_port
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def pinecone_family() -> Iterator[Case]:
    from pinecone import Pinecone
    from pinecone._internal.config import RetryConfig

    server = http()

    def client(url: str | None = None) -> Any:
        return Pinecone(api_key="pcsk_heldout22_secret", host=url or server.url, timeout=2,
            retry_config=RetryConfig(max_retries=0))  # fmt: skip

    def control(status: int, code: str, message: str, action: str = "describe",
                **headers: str) -> Callable[[], Any]:  # fmt: skip
        def run() -> Any:
            body = {"error": {"code": code, "message": message}, "status": status}
            server.set(status, json.dumps(body), **headers)
            if action == "create":
                return client().create_index(name="products-22", dimension=1536,
                    metric="cosine", spec={"serverless": {"cloud": "aws",
                    "region": "us-east-1"}})  # fmt: skip
            if action == "delete":
                return client().delete_index("products-22")
            return client().describe_index("products-22")

        return run

    def data(status: int, code: int, message: str, action: str = "query") -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, json.dumps({"code": code, "message": message, "details": []}))
            index = client().Index(host=server.url)
            if action == "upsert":
                return index.upsert(vectors=[("sku-22", [0.1, 0.2, 0.3])], namespace="shop")
            return index.query(vector=[0.1, 0.2, 0.3], top_k=5, namespace="shop")

        return run

    pc = "pinecone-22"
    yield case(pc, "404-index", CLI, control(404, "NOT_FOUND", "Resource products-22 not "
        "found"))  # fmt: skip
    yield case(pc, "409-exists", (CLI, BIZ), control(409, "ALREADY_EXISTS", "Resource "
        "products-22 already exists", "create"))  # fmt: skip
    yield case(pc, "403-index-limit", (FAT, CLI), control(403, "FORBIDDEN", "Request failed. "
        "You've reached the max serverless indexes allowed in project Default (5). To add more "
        "serverless indexes, upgrade your plan.", "create"))  # fmt: skip
    yield case(pc, "401-key", CRED, control(401, "UNAUTHENTICATED", "Invalid API Key"))
    yield case(pc, "429-rate", TRA, control(429, "RESOURCE_EXHAUSTED", "Too many requests. "
        "Please retry shortly.", Retry_After="6"), retry_after=6)  # fmt: skip
    yield case(pc, "429-monthly-read-units", FAT, control(429, "RESOURCE_EXHAUSTED", "Request "
        "failed. You've reached your read unit limit for the current month (1000000). To "
        "continue reading data, upgrade your plan."))  # fmt: skip
    yield case(pc, "402-payment", (BIZ, FAT), control(402, "PAYMENT_REQUIRED", "Request failed. "
        "Your organization has an unpaid invoice. Update your payment method to continue.",
        "create"))  # fmt: skip
    yield case(pc, "400-dimension", CLI, control(400, "INVALID_ARGUMENT", "Bad request: "
        "dimension must be between 1 and 20000", "create"))  # fmt: skip
    yield case(pc, "412-deletion-protection", (CLI, BIZ), control(412, "FAILED_PRECONDITION",
        "Deletion protection is enabled for this index. Disable deletion protection before "
        "retrying.", "delete"))  # fmt: skip
    yield case(pc, "500-internal", (TRA, FAT), control(500, "INTERNAL", "Internal error"))
    yield case(pc, "503-unavailable", TRA, control(503, "UNAVAILABLE", "The service is "
        "temporarily unavailable. Please try again later."))  # fmt: skip
    yield case(pc, "503-retry-after", TRA, control(503, "UNAVAILABLE", "Index products-22 is "
        "scaling; retry later.", Retry_After="12"), retry_after=12)  # fmt: skip
    yield case(pc, "query-dimension", CLI, data(400, 3, "Vector dimension 3 does not match "
        "the dimension of the index 1536"))  # fmt: skip
    yield case(pc, "query-namespace", CLI, data(404, 5, "Namespace shop not found"))
    yield case(pc, "upsert-too-large", CLI, data(413, 3, "Request size 4.2MB exceeds the "
        "maximum supported size of 2MB", "upsert"))  # fmt: skip
    yield case(pc, "upsert-write-units", FAT, data(429, 8, "Request failed. You've reached "
        "your write unit limit for the current month (2000000). To continue writing data, "
        "upgrade your plan.", "upsert"))  # fmt: skip
    yield case(pc, "upsert-unavailable", TRA, data(503, 14, "upstream connect error or "
        "disconnect/reset before headers. reset reason: connection failure", "upsert"))  # fmt: skip
    yield case(pc, "query-no-vector", CLI, lambda: client().Index(host=server.url).query(
        top_k=5))  # fmt: skip
    yield case(pc, "refused", TRA, lambda: client(f"http://127.0.0.1:{closed_port()}")
        .describe_index("products-22"))  # fmt: skip
    yield case(pc, "timeout", TRA, lambda: client(f"http://127.0.0.1:{silent_port()}")
        .describe_index("products-22"))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (pinecone_family,)
