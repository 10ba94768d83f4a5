"""Held-out set 9, part 1: search and vector-database SDKs toolretry was not written against
(meilisearch, typesense, qdrant-client), each raising live against a scripted HTTP server on
127.0.0.1 (or a loopback port that refuses or never answers): their own error codes and
types in JSON bodies, rate limits with and without a Retry-After the exception keeps, overload,
quota and plan limits, full disks, conflicts, validation, credentials, timeouts and refused
connections. None is in sets 1-8, the "gen" set or ``tests/``.

Every label was written from DESIGN.md §2 and issue 23 point 1 before any verdict was looked
at (2026-12-03, 15:23-15:40 UTC, by the helper ``heldout9``, which never ran ``classify()``
nor the decorator on these cases and never read the classifier's rules): transient when the
same call can succeed later, client when the request must change, business when a domain rule
refused it, fatal for spent quota/billing and what nobody can fix by retrying or changing
arguments (bugs, configuration, a full disk). Credential failures accept client or fatal.
Several categories are listed where the semantics honestly allow several; a wait is expected
only where the exception itself keeps it."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED, silent_url
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def meilisearch_family() -> Iterator[Case]:
    import meilisearch

    server = http()

    def search(url: str | None = None, timeout: float = 3.0) -> Callable[[], Any]:
        def action() -> Any:
            client = meilisearch.Client(url or server.url, "masterKey", timeout=timeout)
            return client.index("movies").search("dune", {"filter": "year > 2000"})

        return action

    def add_documents() -> Any:
        client = meilisearch.Client(server.url, "masterKey", timeout=3)
        return client.index("movies").add_documents([{"id": "a b", "title": "Dune"}])

    def error(
        status: int, message: str, code: str, kind: str, action: Callable[[], Any] | None = None
    ) -> Callable[[], Any]:
        body = {
            "message": message,
            "code": code,
            "type": kind,
            "link": f"https://docs.meilisearch.com/errors#{code}",
        }

        def run() -> Any:
            server.set(status, json.dumps(body))
            return (action or search())()

        return run

    yield case(
        "meilisearch",
        "404-index-not-found",
        CLI,
        error(404, "Index `movies` not found.", "index_not_found", "invalid_request"),
    )
    yield case(
        "meilisearch",
        "400-filter-syntax",
        CLI,
        error(
            400,
            "Attribute `year` is not filterable. Available filterable attributes are: `genre`.",
            "invalid_search_filter",
            "invalid_request",
        ),
    )
    yield case(
        "meilisearch",
        "400-document-id",
        CLI,
        error(
            400,
            'Document identifier `"a b"` is invalid. A document identifier can be of type '
            "integer or string, only composed of alphanumeric characters (a-z A-Z 0-9), "
            "hyphens (-) and underscores (_).",
            "invalid_document_id",
            "invalid_request",
            add_documents,
        ),
    )
    yield case(
        "meilisearch",
        "401-missing-header",
        CRED,
        error(
            401,
            "The Authorization header is missing. It must use the bearer authorization method.",
            "missing_authorization_header",
            "auth",
        ),
    )
    yield case(
        "meilisearch",
        "403-invalid-key",
        CRED,
        error(403, "The provided API key is invalid.", "invalid_api_key", "auth"),
    )
    yield case(
        "meilisearch",
        "409-index-exists",
        (CLI, BIZ),
        error(409, "Index `movies` already exists.", "index_already_exists", "invalid_request"),
    )
    yield case(
        "meilisearch",
        "413-payload-too-large",
        CLI,
        error(
            413,
            "The provided payload reached the size limit. The maximum accepted payload size "
            "is 100 MiB.",
            "payload_too_large",
            "invalid_request",
            add_documents,
        ),
    )
    yield case(
        "meilisearch",
        "503-too-many-searches",
        TRA,
        error(
            503,
            "Too many search requests running at the same time: 1000. Retry after 10s.",
            "too_many_search_requests",
            "system",
        ),
    )
    yield case(
        "meilisearch",
        "500-no-space-left",
        FAT,
        error(500, "No space left on device.", "no_space_left_on_device", "system"),
    )
    yield case(
        "meilisearch",
        "500-database-size-limit",
        FAT,
        error(
            500,
            "Maximum database size of 100 GiB reached.",
            "database_size_limit_reached",
            "internal",
        ),
    )
    yield case("meilisearch", "timeout", TRA, search(silent_url(), timeout=0.3))
    yield case("meilisearch", "refused", TRA, search(f"http://127.0.0.1:{closed_port()}"))


def typesense_family() -> Iterator[Case]:
    import typesense

    server = http()

    def client(port: int, timeout: float = 3.0) -> Any:
        return typesense.Client(
            {
                "nodes": [{"host": "127.0.0.1", "port": port, "protocol": "http"}],
                "api_key": "xyz",
                "connection_timeout_seconds": timeout,
                "num_retries": 0,
                "retry_interval_seconds": 0,
            }
        )

    port = int(server.url.rsplit(":", 1)[1])

    def search(target: int = port, timeout: float = 3.0) -> Callable[[], Any]:
        def action() -> Any:
            return (
                client(target, timeout)
                .collections["books"]
                .documents.search({"q": "dune", "query_by": "title", "filter_by": "year:>2000"})
            )

        return action

    def create() -> Any:
        return client(port).collections.create(
            {"name": "books", "fields": [{"name": "title", "type": "string"}]}
        )

    def status(code: int, message: str, action: Callable[[], Any] | None = None) -> Any:
        def run() -> Any:
            server.set(code, json.dumps({"message": message}))
            return (action or search())()

        return run

    yield case(
        "typesense",
        "404-collection",
        CLI,
        status(404, "Could not find a collection with name `books`."),
    )
    yield case(
        "typesense",
        "400-query-by",
        CLI,
        status(400, "Could not find a field named `title` in the schema."),
    )
    yield case(
        "typesense",
        "401-forbidden-key",
        CRED,
        status(401, "Forbidden - a valid `x-typesense-api-key` header must be sent."),
    )
    yield case(
        "typesense",
        "409-exists",
        (CLI, BIZ),
        status(409, "A collection with name `books` already exists.", create),
    )
    yield case(
        "typesense",
        "422-unprocessable",
        CLI,
        status(422, "Field `year` must be an int32.", create),
    )
    yield case("typesense", "429-no-wait", TRA, status(429, "Rate limit exceeded or blocked"))
    yield case(
        "typesense",
        "503-not-ready",
        TRA,
        status(503, "Not Ready or Lagging"),
    )
    yield case("typesense", "500-internal", TRA, status(500, "Internal server error."))
    yield case(
        "typesense", "timeout", TRA, search(int(silent_url().rsplit(":", 1)[1]), timeout=0.3)
    )
    yield case("typesense", "refused", TRA, search(closed_port()))


def qdrant_family() -> Iterator[Case]:
    from qdrant_client import QdrantClient

    server = http()

    def client(url: str, timeout: int = 3) -> Any:
        return QdrantClient(url=url, timeout=timeout, check_compatibility=False)

    def get(url: str | None = None, timeout: int = 3) -> Callable[[], Any]:
        return lambda: client(url or server.url, timeout).get_collection("docs")

    def query() -> Any:
        return client(server.url).query_points("docs", query=[0.1, 0.2, 0.3], limit=3)

    def status(
        code: int, error: str, action: Callable[[], Any] | None = None, **headers: str
    ) -> Callable[[], Any]:
        def run() -> Any:
            server.set(code, json.dumps({"status": {"error": error}, "time": 0.0}), **headers)
            return (action or get())()

        return run

    yield case(
        "qdrant",
        "404-collection",
        CLI,
        status(404, "Not found: Collection `docs` doesn't exist!"),
    )
    yield case(
        "qdrant",
        "400-vector-dim",
        CLI,
        status(400, "Wrong input: Vector dimension error: expected dim: 384, got 3", query),
    )
    yield case(
        "qdrant",
        "429-retry-after",
        TRA,
        status(429, "Too many requests: rate limit exceeded", query, Retry_After="4"),
        4.0,
    )
    yield case("qdrant", "429-no-wait", TRA, status(429, "Too many requests", query))
    yield case(
        "qdrant",
        "401-api-key",
        CRED,
        status(401, "Must provide an API key or an Authorization bearer token"),
    )
    yield case(
        "qdrant",
        "403-read-only",
        (CLI, FAT),
        status(403, "Forbidden: Write operations are forbidden: cluster is in read-only mode"),
    )
    yield case(
        "qdrant",
        "503-overloaded",
        TRA,
        status(503, "Service Unavailable: too many pending updates, please retry later"),
    )
    yield case(
        "qdrant",
        "503-retry-after",
        TRA,
        status(503, "Service Unavailable: node is recovering", Retry_After="3"),
        3.0,
    )
    yield case(
        "qdrant",
        "500-storage-full",
        FAT,
        status(500, "Service internal error: No space left on device: WAL write failed"),
    )
    yield case("qdrant", "timeout", TRA, get(silent_url(), timeout=1))
    yield case("qdrant", "refused", TRA, get(f"http://127.0.0.1:{closed_port()}"))


FAMILIES = (meilisearch_family, typesense_family, qdrant_family)
