"""Held-out set 13, part 2: two database clients that speak HTTP, raising live against fakes of
their servers' JSON protocols on 127.0.0.1.

* python-arango 8.3.7 (ArangoDB's REST API over requests): ``ArangoServerError`` subclasses
  carrying ``http_code``, ``error_code`` (ArangoDB's ``errorNum``), ``error_message`` and
  ``http_headers``; the message reads ``[HTTP 409][ERR 1210] ...``.
* trino 0.340 (Trino's statement protocol, ``POST /v1/statement``): failed queries raised as
  ``TrinoUserError``/``TrinoExternalError``/``TrinoQueryError`` carrying ``error_name``,
  ``error_type`` (USER_ERROR, INSUFFICIENT_RESOURCES, INTERNAL_ERROR, EXTERNAL) and
  ``error_code``; non-2xx answers raised as ``HttpError``/``Http503Error`` with the status
  only in the message.

Written 2026-12-04 between 02:47 and 03:00 UTC by the helper ``heldout13``, built blind:
labelled from DESIGN.md §2 semantics only, before any verdict was looked at. None of these
packages appears in sets 1-12, "gen", "dev10", "dev11" or ``tests/``."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any
from urllib.parse import urlsplit

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED, silent_url
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def arango_family() -> Iterator[Case]:
    from arango import ArangoClient
    from arango.http import DefaultHTTPClient

    server = http()

    def database(url: str | None = None) -> Any:
        client = ArangoClient(
            hosts=url or server.url,
            http_client=DefaultHTTPClient(request_timeout=1, retry_attempts=0),
        )
        return client.db("shop", username="app", password="app-password", verify=False)

    def insert(url: str | None = None) -> Any:
        return database(url).collection("orders").insert({"_key": "A-1001", "total": 42})

    def query(url: str | None = None) -> Any:
        return database(url).aql.execute("FOR o IN orders FILTER o.total > 10 RETURN o")

    def reply(status: int, num: int, message: str, action: Callable[[], Any] = insert,
              **headers: str) -> Callable[[], Any]:  # fmt: skip
        def run() -> Any:
            body = {"error": True, "code": status, "errorNum": num, "errorMessage": message}
            server.set(status, json.dumps(body), **headers)
            return action()

        return run

    ar = "arango"
    yield case(ar, "409-unique", (CLI, BIZ), reply(409, 1210, "unique constraint violated - "
        "in index primary of type primary over '_key'; conflicting key: A-1001"))  # fmt: skip
    # A write-write conflict with a concurrent transaction: the same write may pass next time.
    yield case(ar, "409-write-conflict", TRA, reply(409, 1200, "write-write conflict"))
    yield case(ar, "409-lock-timeout", TRA, reply(409, 18, "Timeout waiting to lock key - in "
        "index primary of type primary over '_key'; conflicting key: A-1001"))  # fmt: skip
    yield case(ar, "404-collection", (CLI, FAT), reply(404, 1203,
        "collection or view not found: orders"))  # fmt: skip
    yield case(ar, "404-database", (CLI, FAT), reply(404, 1228, "database not found"))
    yield case(ar, "404-document", (CLI, BIZ), reply(404, 1202, "document not found"))
    yield case(ar, "400-illegal-key", CLI, reply(400, 1221, "illegal document key"))
    yield case(ar, "400-bad-json", (CLI, FAT), reply(400, 600,
        "VPackError error: Expecting digit"))  # fmt: skip
    yield case(ar, "400-aql-syntax", (CLI, FAT), reply(400, 1501, "AQL: syntax error, "
        "unexpected identifier near 'RETRN o' at position 1:40 (while parsing)",
        action=query))  # fmt: skip
    yield case(ar, "404-aql-collection", (CLI, FAT), reply(404, 1203, "AQL: collection or "
        "view not found: orderz (while parsing)", action=query))  # fmt: skip
    yield case(ar, "500-aql-memory", (CLI, FAT), reply(500, 32, "AQL: query would use more "
        "memory than allowed (while executing)", action=query))  # fmt: skip
    yield case(ar, "401-unauthorized", CRED, reply(401, 11, "not authorized to execute this "
        "request"))  # fmt: skip
    yield case(ar, "403-forbidden", (CLI, FAT), reply(403, 11, "forbidden"))
    yield case(ar, "403-read-only", (FAT, TRA), reply(403, 1004, "read only"))
    yield case(ar, "503-shutting-down", TRA, reply(503, 30, "shutting down"))
    yield case(ar, "503-not-leader", TRA, reply(503, 1496, "not a leader"))
    yield case(ar, "503-queue-full", TRA, reply(503, 21, "queue full",
        Retry_After="2"), retry_after=2.0)  # fmt: skip
    yield case(ar, "500-cluster-timeout", TRA, reply(500, 1457, "timeout in cluster "
        "operation"))  # fmt: skip
    yield case(ar, "500-out-of-memory", (FAT, TRA), reply(500, 4, "out of memory"))
    yield case(ar, "refused", TRA, lambda: insert(f"http://127.0.0.1:{closed_port()}"))
    yield case(ar, "read-timeout", TRA, lambda: insert(silent_url()))


def _trino_error(name: str, kind: str, code: int, message: str) -> str:
    return json.dumps({
        "id": "20261204_025500_00007_abcde",
        "infoUri": "http://127.0.0.1/ui/query.html?20261204_025500_00007_abcde",
        "stats": {"state": "FAILED", "queued": False, "scheduled": False},
        "error": {"message": message, "errorCode": code, "errorName": name, "errorType": kind,
                  "failureInfo": {"type": "io.trino.spi.TrinoException", "message": message}},
    })  # fmt: skip


def trino_family() -> Iterator[Case]:
    import trino

    server = http()

    def run_query(url: str | None = None) -> Any:
        parts = urlsplit(url or server.url)
        connection = trino.dbapi.connect(
            host=parts.hostname, port=parts.port, user="analyst", catalog="hive",
            schema="sales", http_scheme="http", max_attempts=1, request_timeout=1,
        )  # fmt: skip
        cursor = connection.cursor()
        cursor.execute("SELECT region, sum(total) FROM orders GROUP BY region")
        return cursor.fetchall()

    def failed(name: str, kind: str, code: int, message: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(200, _trino_error(name, kind, code, message))
            return run_query()

        return run

    def status(code: int, body: str = "", **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(code, body, Content_Type="text/plain", **headers)
            return run_query()

        return run

    tr = "trino"
    user, res, internal, external = (
        "USER_ERROR",
        "INSUFFICIENT_RESOURCES",
        "INTERNAL_ERROR",
        "EXTERNAL",
    )
    yield case(tr, "syntax", (CLI, FAT), failed("SYNTAX_ERROR", user, 1,
        "line 1:8: mismatched input 'regin'. Expecting: '*', <expression>"))  # fmt: skip
    yield case(tr, "table-not-found", (CLI, FAT), failed("TABLE_NOT_FOUND", user, 46,
        "line 1:34: Table 'hive.sales.orders' does not exist"))  # fmt: skip
    yield case(tr, "column-not-found", (CLI, FAT), failed("COLUMN_NOT_FOUND", user, 47,
        "line 1:8: Column 'region' cannot be resolved"))  # fmt: skip
    yield case(tr, "permission-denied", (CLI, FAT), failed("PERMISSION_DENIED", user, 4,
        "Access Denied: Cannot select from table hive.sales.orders"))  # fmt: skip
    yield case(tr, "division-by-zero", (CLI, FAT), failed("DIVISION_BY_ZERO", user, 8,
        "Division by zero"))  # fmt: skip
    yield case(tr, "invalid-cast", CLI, failed("INVALID_CAST_ARGUMENT", user, 9,
        "Cannot cast 'abc' to INT"))  # fmt: skip
    # A resource group's queue is full: the same query passes once others finish.
    yield case(tr, "query-queue-full", TRA, failed("QUERY_QUEUE_FULL", res, 131078,
        "Too many queued queries for \"global\""))  # fmt: skip
    yield case(tr, "cluster-out-of-memory", (TRA, FAT), failed("CLUSTER_OUT_OF_MEMORY", res,
        131079, "Query 20261204_025500_00007_abcde has been killed because the cluster is out "
        "of memory. Please try again in a few minutes."))  # fmt: skip
    yield case(tr, "exceeded-memory-limit", (CLI, FAT), failed("EXCEEDED_GLOBAL_MEMORY_LIMIT",
        res, 131073, "Query exceeded distributed user memory limit of 2GB"))  # fmt: skip
    yield case(tr, "exceeded-time-limit", (CLI, FAT), failed("EXCEEDED_TIME_LIMIT", res,
        131075, "Query exceeded the maximum execution time limit of 10.00m"))  # fmt: skip
    yield case(tr, "too-many-requests-failed", TRA, failed("TOO_MANY_REQUESTS_FAILED",
        internal, 65541, "Encountered too many errors talking to a worker node. The node may "
        "have crashed or be under too much load. This is probably a transient issue, so "
        "please retry your query in a few minutes."))  # fmt: skip
    yield case(
        tr,
        "server-shutting-down",
        TRA,
        failed(
            "SERVER_SHUTTING_DOWN",
            internal,
            65542,
            "Server is shutting down. Query 20261204_025500_00007_abcde has been cancelled",
        ),
    )
    yield case(tr, "server-starting-up", TRA, failed("SERVER_STARTING_UP", internal, 65543,
        "Trino server is still initializing"))  # fmt: skip
    yield case(tr, "no-nodes", TRA, failed("NO_NODES_AVAILABLE", internal, 65542 + 2,
        "No nodes available to run query"))  # fmt: skip
    yield case(
        tr,
        "generic-internal",
        (FAT, TRA),
        failed(
            "GENERIC_INTERNAL_ERROR",
            internal,
            65536,
            'java.lang.NullPointerException: Cannot invoke "Object.hashCode()"',
        ),
    )
    yield case(tr, "metastore", (TRA, FAT), failed("HIVE_METASTORE_ERROR", external, 16777216,
        "Failed connecting to Hive metastore: [thrift://metastore:9083]"))  # fmt: skip
    yield case(tr, "iceberg-commit", TRA, failed("ICEBERG_COMMIT_ERROR", external, 83886086,
        "Failed to commit Iceberg update to table: sales.orders: Commit failed: "
        "concurrent modification, retry"))  # fmt: skip
    yield case(tr, "http-503", TRA, status(503, "Service Unavailable"))
    yield case(tr, "http-502", TRA, status(502, "Bad Gateway"))
    yield case(tr, "http-401", CRED, status(401, "Unauthorized: Basic authentication "
        "required"))  # fmt: skip
    yield case(tr, "http-404", (CLI, FAT), status(404, "Not Found"))
    yield case(tr, "refused", TRA, lambda: run_query(f"http://127.0.0.1:{closed_port()}"))
    yield case(tr, "read-timeout", TRA, lambda: run_query(silent_url()))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (arango_family, trino_family)
