"""Held-out set 17, part 2: two more SDKs raising live against a fake HTTP API on 127.0.0.1.

* linode_api4 5.48 (requests): ``ApiError`` with ``status`` (an int), ``json``, ``response``
  and ``errors`` (the ``reason`` sentences, here partly as a localized front end would send
  them: Thai, Persian, Hebrew, Swahili, Hindi, Dutch); a message ``"GET /path: [status] ..."``.
* tableauserverclient 0.40 (requests, XML): ``ServerResponseError`` whose ``code`` is Tableau's
  six-digit error code (HTTP status followed by three digits) with ``summary`` and ``detail``;
  ``FailedSignInError``; ``InternalServerError`` for a 5xx with the raw body under ``content``;
  ``NotSignedInError`` raised before any request.

Written 2026-12-04 between 13:17 and 14:10 UTC by the helper ``heldout17``, built blind:
labelled from DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any
observation were never run on these cases before the labels were committed, nor were the
classifier's rules, its tests or any earlier result read. None of these packages appears in
sets 1-16, "gen", "dev10"-"dev15" or ``tests/``."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def linode_family() -> Iterator[Case]:
    import linode_api4

    server = http()

    def client(url: str | None = None) -> Any:
        return linode_api4.LinodeClient("heldout-linode-token", base_url=url or server.url,
            retry=False)  # fmt: skip

    def listing(status: int, *reasons: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            body = {"errors": [{"reason": reason} for reason in reasons]}
            server.set(status, json.dumps(body), **headers)
            return list(client().linode.instances())

        return run

    def create(status: int, field: str, reason: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, json.dumps({"errors": [{"field": field, "reason": reason}]}),
                **headers)  # fmt: skip
            return client().linode.instance_create("g6-standard-2", "eu-central",
                image="linode/debian12", label="web-01", root_pass="Heldout-17-pass!")  # fmt: skip

        return run

    li = "linode-17"
    yield case(li, "400-label", CLI, create(400, "label", "Label must be unique among your "
        "Linodes"))  # fmt: skip
    yield case(li, "400-type-th", CLI, create(400, "type", "ประเภทของ Linode ไม่ถูกต้อง"))
    yield case(li, "401", CRED, listing(401, "Invalid Token"))
    yield case(li, "401-fa", CRED, listing(401, "توکن نامعتبر است"))
    yield case(li, "403", CRED, listing(403, "Unauthorized"))
    yield case(li, "404", (CLI, BIZ), listing(404, "Not found"))
    yield case(li, "404-he", (CLI, BIZ), listing(404, "המשאב לא נמצא"))
    # An outstanding balance blocks new resources: the account must pay.
    yield case(li, "402-balance", (BIZ, FAT), create(402, "", "Please pay your outstanding "
        "balance before creating new resources"))  # fmt: skip
    # The account's resource limit: support must raise it.
    yield case(li, "400-limit", (FAT, BIZ, CLI), create(400, "", "Account Limit reached. "
        "Please open a support ticket."))  # fmt: skip
    yield case(li, "409-busy", (TRA, CLI, BIZ), create(409, "", "Linode busy."))
    yield case(li, "429-wait", TRA, listing(429, "Too many requests", Retry_After="9"),
        retry_after=9)  # fmt: skip
    yield case(li, "429-sw", TRA, listing(429, "Maombi mengi mno, jaribu tena baadaye"))
    yield case(li, "500", (TRA, FAT), listing(500, "Internal Server Error"))
    yield case(li, "502-hi", TRA, listing(502, "गेटवे त्रुटि, कृपया बाद में पुनः प्रयास करें"))
    yield case(li, "503-nl", TRA, listing(503, "Dienst tijdelijk niet beschikbaar"))
    yield case(li, "503-maintenance-wait", TRA, listing(503, "Scheduled maintenance in "
        "progress", Retry_After="15"), retry_after=15)  # fmt: skip
    yield case(li, "504", TRA, listing(504, "Gateway Timeout"))
    yield case(li, "refused", TRA, lambda: list(client(f"http://127.0.0.1:{closed_port()}")
        .linode.instances()))  # fmt: skip


_XML = (
    '<tsResponse xmlns="http://tableau.com/api"><error code="{code}"><summary>{summary}'
    "</summary><detail>{detail}</detail></error></tsResponse>"
)


def tableau_family() -> Iterator[Case]:
    import tableauserverclient as tsc

    server = http()

    def api(url: str | None = None, signed_in: bool = True) -> Any:
        tableau = tsc.Server(url or server.url, use_server_version=False)
        tableau.version = "3.19"
        if signed_in:
            server.set(200, '<tsResponse xmlns="http://tableau.com/api"><credentials '
                'token="tok-1"><site id="site-9" contentUrl=""/><user id="u-3"/></credentials>'
                "</tsResponse>", Content_Type="application/xml")  # fmt: skip
            tableau.auth.sign_in(tsc.PersonalAccessTokenAuth("agent", "pat-secret", ""))
        return tableau

    def fail(
        status: int, code: str, summary: str, detail: str, call: str = "workbook"
    ) -> Callable[[], Any]:
        def run() -> Any:
            tableau = api()
            server.set(status, _XML.format(code=code, summary=summary, detail=detail),
                Content_Type="application/xml", Retry_After="30")  # fmt: skip
            if call == "workbook":
                return tableau.workbooks.get_by_id("7c1a-4f2e")
            if call == "signin":
                return tableau.auth.sign_in(tsc.PersonalAccessTokenAuth("agent", "pat", ""))
            if call == "datasource":
                return tableau.datasources.get_by_id("ds-41")
            return tableau.projects.create(tsc.ProjectItem("Finance"))

        return run

    def page(status: int, body: str) -> Callable[[], Any]:
        def run() -> Any:
            tableau = api()
            server.set(status, body, Content_Type="text/html")
            return tableau.workbooks.get_by_id("7c1a-4f2e")

        return run

    ta = "tableau-17"
    yield case(ta, "400000", CLI, fail(400, "400000", "Bad Request", "The workbook ID "
        "'7c1a-4f2e' is not a valid LUID."))  # fmt: skip
    yield case(ta, "401001-signin", CRED, fail(401, "401001", "Signin Error", "Error signing "
        "in to Tableau Server", "signin"))  # fmt: skip
    yield case(ta, "401002-expired", CRED, fail(401, "401002", "Unauthorized Access",
        "Invalid authentication credentials were provided."))  # fmt: skip
    yield case(ta, "403-permission", CRED, fail(403, "403004", "Forbidden", "The user does not "
        "have permission to view this workbook."))  # fmt: skip
    yield case(ta, "404004", (CLI, BIZ), fail(404, "404004", "Resource Not Found", "Workbook "
        "'7c1a-4f2e' could not be found."))  # fmt: skip
    yield case(ta, "404-ds", (CLI, BIZ), fail(404, "404005", "Resource Not Found", "Datasource "
        "'ds-41' could not be found.", "datasource"))  # fmt: skip
    yield case(ta, "409-exists", (CLI, BIZ), fail(409, "409006", "Resource Conflict", "A "
        "project with the name 'Finance' already exists.", "project"))  # fmt: skip
    # The site's storage quota is spent: neither waiting nor another request helps.
    yield case(ta, "403-quota", (FAT,), fail(403, "403009", "Quota Exceeded", "The site has "
        "exceeded its storage quota.", "project"))  # fmt: skip
    # Tableau's 429 carries the wait only as a header the exception does not keep.
    yield case(ta, "429", TRA, fail(429, "429000", "Too Many Requests", "The request limit "
        "has been exceeded, try again later."))  # fmt: skip
    yield case(ta, "500", (TRA, FAT), fail(500, "500000", "Internal Server Error", "An "
        "unexpected error occurred."))  # fmt: skip
    yield case(ta, "503-html", TRA, page(503, "<html><body><h1>Tableau Server is starting"
        "</h1></body></html>"))  # fmt: skip
    yield case(ta, "502-html", TRA, page(502, "<html><body>Bad Gateway</body></html>"))
    # Calling the API before signing in is a bug in the tool, not in its input.
    yield case(ta, "not-signed-in", (FAT, CLI), lambda: api(signed_in=False).workbooks.get())
    yield case(ta, "refused", TRA, lambda: api(f"http://127.0.0.1:{closed_port()}",
        signed_in=False).auth.sign_in(tsc.PersonalAccessTokenAuth("a", "b", "")))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (linode_family, tableau_family)
