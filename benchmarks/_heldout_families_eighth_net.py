"""Held-out set 8, part 2: protocol clients toolretry was not written against, each raising
live against a scripted loopback server: gql (GraphQL ``errors`` with ``extensions.code``,
transport statuses, non-GraphQL replies, local schema validation), clickhouse-connect
(ClickHouse exception codes over HTTP), paho-mqtt (MQTT 3.1.1 and 5 CONNACK refusals), nats-py
(server ``-ERR`` lines, request timeouts, no responders) and the neo4j Bolt driver (refused,
silent and non-Bolt servers). None is in sets 1-7 or ``tests/``.

Every label was written from DESIGN.md §2 and issue 23 before any verdict was looked at
(2026-12-03, 14:40-15:40 UTC, by a helper that never ran ``classify()`` on these cases nor
read the classifier's rules); see ``_heldout_families_eighth.py`` for the conventions."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED, silent_url
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def gql_family() -> Iterator[Case]:
    from gql import Client, gql
    from gql.transport.requests import RequestsHTTPTransport

    server = http()
    query = gql("query Repo($id: ID!) { repository(id: $id) { name } }")

    def run(url: str | None = None) -> Callable[[], Any]:
        def action() -> None:
            transport = RequestsHTTPTransport(url=url or server.url + "/graphql", timeout=3)
            with Client(transport=transport) as session:
                session.execute(query, variable_values={"id": "r1"})

        return action

    def errors(message: str, code: str, **extra: Any) -> Callable[[], Any]:
        body = {
            "data": None,
            "errors": [{"message": message, "extensions": {"code": code, **extra}}],
        }

        def action() -> None:
            server.set(200, json.dumps(body))
            run()()

        return action

    def status(code: int, body: str, **headers: str) -> Callable[[], Any]:
        def action() -> None:
            server.set(code, body, Content_Type="text/plain", **headers)
            run()()

        return action

    def local_validation() -> None:
        schema = "type Query { repository(id: ID!): Repository } type Repository { name: String }"
        Client(schema=schema).validate(gql('{ repository(id: "r1") { owner } }'))

    yield case("gql", "rate-limited", TRA, errors("Rate limit exceeded", "RATE_LIMITED"))
    yield case(
        "gql",
        "throttled",
        TRA,
        errors(
            "Throttled",
            "THROTTLED",
            cost={"requestedQueryCost": 1002, "throttleStatus": {"maximumAvailable": 1000.0}},
        ),
    )
    yield case(
        "gql", "unauthenticated", CRED, errors("Invalid or expired token", "UNAUTHENTICATED")
    )
    yield case(
        "gql", "forbidden", CRED, errors("You are not allowed to read this repository", "FORBIDDEN")
    )
    yield case(
        "gql",
        "bad-user-input",
        CLI,
        errors('Variable "$id" got invalid value "r1"; Expected type "ID".', "BAD_USER_INPUT"),
    )
    yield case(
        "gql",
        "validation-failed",
        (CLI, FAT),
        errors('Cannot query field "owner" on type "Repository".', "GRAPHQL_VALIDATION_FAILED"),
    )
    yield case(
        "gql",
        "internal",
        (TRA, FAT),
        errors("Unexpected error value: undefined", "INTERNAL_SERVER_ERROR"),
    )
    yield case(
        "gql",
        "not-found",
        (CLI, BIZ),
        errors("Could not resolve to a Repository with the id 'r1'.", "NOT_FOUND"),
    )
    yield case(
        "gql",
        "insufficient-inventory",
        (BIZ, CLI),
        errors("Only 2 items left in stock for variant 4411", "INSUFFICIENT_INVENTORY"),
    )
    yield case("gql", "http-503", TRA, status(503, "upstream connect error"))
    yield case(
        "gql",
        "http-503-retry-after",
        TRA,
        status(503, "maintenance window", Retry_After="3"),
        3.0,
    )
    yield case("gql", "http-429-retry-after", TRA, status(429, "slow down", Retry_After="4"), 4.0)
    yield case(
        "gql",
        "html-200",
        (TRA, FAT),
        status(200, "<html><body>Down for maintenance</body></html>"),
    )
    yield case("gql", "refused", TRA, run(f"http://127.0.0.1:{closed_port()}/graphql"))
    yield case("gql", "schema-validation", (CLI, FAT), local_validation)


def clickhouse_family() -> Iterator[Case]:
    import clickhouse_connect

    server = http()
    port = int(server.url.rsplit(":", 1)[1])

    def connect(port_: int, timeout: float = 3.0) -> Callable[[], Any]:
        return lambda: clickhouse_connect.get_client(
            host="127.0.0.1", port=port_, connect_timeout=timeout, send_receive_timeout=timeout
        )

    def error(http_status: int, code: int, name: str, text: str) -> Callable[[], Any]:
        body = (
            f"Code: {code}. DB::Exception: {text}. ({name}) (version 24.8.4.13 (official build))\n"
        )

        def action() -> None:
            server.set(
                http_status,
                body,
                Content_Type="text/plain; charset=UTF-8",
                X_ClickHouse_Exception_Code=str(code),
            )
            connect(port)()

        return action

    yield case(
        "clickhouse",
        "unknown-table",
        (CLI, FAT),
        error(
            404,
            60,
            "UNKNOWN_TABLE",
            "Unknown table expression identifier 'events' in scope SELECT * FROM events",
        ),
    )
    yield case(
        "clickhouse",
        "syntax-error",
        (CLI, FAT),
        error(400, 62, "SYNTAX_ERROR", "Syntax error: failed at position 8 ('FORM')"),
    )
    yield case(
        "clickhouse",
        "auth-failed",
        CRED,
        error(
            403,
            516,
            "AUTHENTICATION_FAILED",
            "default: Authentication failed: "
            "password is incorrect, or there is "
            "no user with such name",
        ),
    )
    yield case(
        "clickhouse",
        "too-many-queries",
        TRA,
        error(
            500, 202, "TOO_MANY_SIMULTANEOUS_QUERIES", "Too many simultaneous queries. Maximum: 100"
        ),
    )
    yield case(
        "clickhouse",
        "too-many-parts",
        TRA,
        error(
            500,
            252,
            "TOO_MANY_PARTS",
            "Too many parts (300 with average size of "
            "1.00 KiB) in table 'default.events'. Merges "
            "are processing significantly slower than "
            "inserts",
        ),
    )
    yield case(
        "clickhouse",
        "memory-limit",
        (TRA, CLI, FAT),
        error(
            500,
            241,
            "MEMORY_LIMIT_EXCEEDED",
            "Memory limit (for query) exceeded: would use 9.31 GiB, maximum: 9.31 GiB",
        ),
    )
    yield case(
        "clickhouse",
        "query-timeout",
        (TRA, CLI),
        error(500, 159, "TIMEOUT_EXCEEDED", "Timeout exceeded: elapsed 30.0 seconds, maximum: 30"),
    )
    yield case(
        "clickhouse",
        "hourly-quota",
        (TRA, FAT),
        error(
            500,
            201,
            "QUOTA_EXCEEDED",
            "Quota for user `default` for 3600s has been "
            "exceeded: queries = 1001/1000. Interval will "
            "end at 2026-12-03 16:00:00",
        ),
    )
    yield case(
        "clickhouse",
        "readonly",
        (CLI, FAT),
        error(500, 164, "READONLY", "default: Cannot execute query in readonly mode"),
    )
    yield case("clickhouse", "refused", TRA, connect(closed_port()))
    yield case(
        "clickhouse", "timeout", TRA, connect(int(silent_url().rsplit(":", 1)[1]), timeout=1.0)
    )


FAMILIES = (gql_family, clickhouse_family)
