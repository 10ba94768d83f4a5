"""Held-out set 10, part 1: HTTP SDKs toolretry was not written against (influxdb-client and
pysolr; atlassian-python-api is in ``_heldout_families_tenth_saas.py``), each raising live
against a scripted HTTP server on 127.0.0.1 (or a loopback port that refuses or never answers): their own error
bodies, rate limits with a Retry-After in seconds or as an HTTP-date, overload, plan limits,
validation, conflicts, credentials, timeouts and refused connections. None is in sets 1-9,
the "gen" set or ``tests/``.

Every label was written from DESIGN.md §2 and issue 23 point 1 before any verdict was looked
at (2026-12-03, 17:40-19:00 UTC, by the helper ``heldout10``, which never ran ``classify()``
nor the decorator on these cases and never read the classifier's rules): transient when the
same call can succeed later, client when the request must change, business when a domain rule
refused it, fatal for spent quota/billing and what nobody can fix by retrying or changing
arguments (bugs, configuration, a full disk). Credential failures accept client or fatal.
Several categories are listed where the semantics honestly allow several; a wait is expected
only where the exception itself keeps it (an HTTP-date wait is raised last in its family, so
that the time spent raising the family's other cases does not shorten it)."""

from __future__ import annotations

import email.utils
import json
import math
import time
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED, silent_url
from _heldout_servers import closed_port

__all__ = ["FAMILIES", "http_date"]


def http_date(seconds: int) -> str:
    """An HTTP-date ``seconds`` (up to one more, never less) from now: a Retry-After in its
    date form. Rounded up because the date has whole seconds only."""
    return email.utils.formatdate(math.ceil(time.time()) + seconds, usegmt=True)


def influxdb_family() -> Iterator[Case]:
    from influxdb_client import InfluxDBClient
    from influxdb_client.client.write_api import SYNCHRONOUS

    server = http()

    def client(url: str | None = None, timeout: int = 3000) -> Any:
        return InfluxDBClient(url=url or server.url, token="t0k", org="acme", timeout=timeout)

    def write(url: str | None = None, timeout: int = 3000) -> Any:
        api = client(url, timeout).write_api(write_options=SYNCHRONOUS)
        return api.write("telemetry", record="cpu,host=a usage=0.5")

    def query(url: str | None = None, timeout: int = 3000) -> Any:
        return (
            client(url, timeout).query_api().query('from(bucket:"telemetry") |> range(start:-1h)')
        )

    def error(
        status: int, code: str, message: str, action: Callable[[], Any] = write, **headers: str
    ) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, json.dumps({"code": code, "message": message}), **headers)
            return action()

        return run

    yield case(
        "influxdb",
        "400-line-protocol",
        CLI,
        error(400, "invalid", "unable to parse 'cpu,host=a usage=': missing field value"),
    )
    yield case(
        "influxdb",
        "401-unauthorized",
        CRED,
        error(401, "unauthorized", "unauthorized access"),
    )
    yield case(
        "influxdb",
        "403-read-only-token",
        CRED,
        error(403, "forbidden", "insufficient permissions for write"),
    )
    yield case(
        "influxdb",
        "404-bucket",
        CLI,
        error(404, "not found", 'bucket "telemetry" not found'),
    )
    yield case(
        "influxdb",
        "404-org-on-query",
        CLI,
        error(
            404,
            "not found",
            'failed to decode request body: organization name "acme" not found',
            query,
        ),
    )
    yield case(
        "influxdb",
        "413-batch-too-large",
        CLI,
        error(413, "request too large", "unable to read data: points batch is too large"),
    )
    yield case(
        "influxdb",
        "422-beyond-retention",
        CLI,
        error(
            422,
            "unprocessable entity",
            "failure writing points to database: partial write: points beyond retention "
            "policy dropped=1",
        ),
    )
    yield case(
        "influxdb",
        "400-flux-syntax",
        CLI,
        error(
            400, "invalid", "compilation failed: error at @1:20-1:21: got unexpected token", query
        ),
    )
    yield case(
        "influxdb",
        "429-retry-after",
        TRA,
        error(429, "too many requests", "rate limit exceeded, please retry", Retry_After="7"),
        retry_after=7.0,
    )
    yield case(
        "influxdb",
        "429-query-retry-after",
        TRA,
        error(429, "too many requests", "query rate limited", query, Retry_After="3"),
        retry_after=3.0,
    )
    yield case(
        "influxdb",
        "429-no-header",
        TRA,
        error(429, "too many requests", "too many requests"),
    )
    yield case(
        "influxdb",
        "429-storage-plan-limit",
        FAT,
        error(
            429,
            "too many requests",
            "org 0a1b2c3d has exceeded limited_storage plan limit; upgrade your plan or "
            "delete data",
        ),
    )
    yield case(
        "influxdb",
        "503-unavailable",
        TRA,
        error(503, "unavailable", "service temporarily unavailable", Retry_After="5"),
        retry_after=5.0,
    )
    yield case(
        "influxdb",
        "500-internal",
        (TRA, FAT),
        error(500, "internal error", "unexpected error writing points to database: timeout"),
    )
    yield case("influxdb", "refused", TRA, lambda: write(f"http://127.0.0.1:{closed_port()}"))
    yield case("influxdb", "read-timeout", TRA, lambda: query(silent_url(), 500))
    yield case(
        "influxdb",
        "429-http-date",
        TRA,
        error(429, "too many requests", "write rate limited", Retry_After=http_date(30)),
        retry_after=30.0,
    )


def pysolr_family() -> Iterator[Case]:
    import pysolr

    server = http()

    def solr(url: str | None = None, timeout: float = 3.0) -> pysolr.Solr:
        return pysolr.Solr(f"{url or server.url}/solr/products", timeout=timeout)

    def error(status: int, msg: str, action: str = "search", **headers: str) -> Callable[[], Any]:
        body = {
            "responseHeader": {"status": status, "QTime": 1},
            "error": {
                "metadata": ["error-class", "org.apache.solr.common.SolrException"],
                "msg": msg,
                "code": status,
            },
        }

        def run() -> Any:
            server.set(status, json.dumps(body), **headers)
            if action == "add":
                return solr().add([{"id": "sku-1", "price": "cheap"}], commit=True)
            if action == "delete":
                return solr().delete(id="sku-1")
            return solr().search("title:dune", fq="category:books")

        return run

    def html(status: int, title: str) -> Callable[[], Any]:
        page = f"<html><head><title>{title}</title></head><body><h2>HTTP ERROR {status}</h2>"

        def run() -> Any:
            server.set(status, page + "</body></html>", Content_Type="text/html")
            return solr().search("*:*")

        return run

    yield case("pysolr", "400-undefined-field", CLI, error(400, "undefined field titl"))
    yield case(
        "pysolr",
        "400-bad-number",
        CLI,
        error(
            400,
            "ERROR: [doc=sku-1] Error adding field 'price'='cheap' msg=For input string: \"cheap\"",
            "add",
        ),
    )
    yield case(
        "pysolr",
        "400-query-syntax",
        CLI,
        error(
            400,
            "org.apache.solr.search.SyntaxError: Cannot parse 'title:(dune': Encountered \"<EOF>\"",
        ),
    )
    yield case("pysolr", "401-auth", CRED, html(401, "Error 401 require authentication"))
    yield case("pysolr", "403-forbidden", CRED, html(403, "Error 403 Unauthorized request"))
    yield case(
        "pysolr",
        "404-core",
        CLI,
        html(404, "Error 404 Not Found: Can not find: /solr/products/select"),
    )
    yield case(
        "pysolr",
        "409-version-conflict",
        CLI,
        error(409, "version conflict for sku-1 expected=1690000000 actual=1690000123", "add"),
    )
    yield case(
        "pysolr",
        "503-no-servers",
        TRA,
        error(503, "no servers hosting shard: shard2", "search"),
    )
    yield case("pysolr", "503-jetty", TRA, html(503, "Error 503 Service Unavailable"))
    yield case(
        "pysolr",
        "500-npe",
        (TRA, FAT),
        error(
            500,
            "java.lang.NullPointerException at org.apache.solr.handler."
            "component.QueryComponent.process",
            "search",
        ),
    )
    yield case(
        "pysolr",
        "500-disk-full",
        FAT,
        error(
            500,
            "Exception writing document id sku-1 to the index; possible analysis error: "
            "No space left on device",
            "add",
        ),
    )
    yield case(
        "pysolr",
        "429-too-many",
        TRA,
        error(429, "Too many requests: request rate limit exceeded", "search", Retry_After="4"),
    )
    yield case(
        "pysolr",
        "504-gateway",
        TRA,
        html(504, "504 Gateway Time-out"),
    )
    yield case(
        "pysolr",
        "refused",
        TRA,
        lambda: solr(f"http://127.0.0.1:{closed_port()}").search("*:*"),
    )
    yield case("pysolr", "read-timeout", TRA, lambda: solr(silent_url(), 0.5).search("*:*"))


FAMILIES = (influxdb_family, pysolr_family)
