"""Held-out set 26, part 1: a CRM and a commerce client no earlier set used, on 127.0.0.1.

* Salesforce (``simple-salesforce`` 1.12): ``SalesforceError`` subclasses chosen by status
  (``SalesforceMalformedRequest`` 400, ``SalesforceExpiredSession`` 401,
  ``SalesforceRefusedRequest`` 403, ``SalesforceResourceNotFound`` 404,
  ``SalesforceMoreThanOneRecord`` 300, ``SalesforceGeneralError`` otherwise) carrying ``url``,
  ``status``, ``resource_name`` and the parsed ``content`` (a list of ``errorCode``/``message``
  objects). The client builds ``https://`` URLs; the fake endpoint is reached through a
  ``requests.Session`` subclass that sends them over plain HTTP to 127.0.0.1.
* Shopify (``ShopifyAPI`` 12 over ``pyactiveresource``): ``ConnectionError`` subclasses by status
  (``BadRequest``, ``UnauthorizedAccess``, ``ForbiddenAccess``, ``ResourceNotFound``,
  ``ResourceConflict``, ``ResourceInvalid``, ``ClientError``, ``ServerError``) whose ``code`` is
  the status and whose ``response`` keeps ``code``, ``body`` and ``headers`` (Retry-After);
  urllib's own transport errors escape for refused or silent sockets.

Written 2026-12-05 from 03:14 UTC by the helper ``heldout26``, built blind: labelled from
DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any observation
were never run on these cases before the labels were committed, nor were the classifier's
rules, its tests or any earlier result read. Neither package appears in sets 1-25, "gen",
"dev10"-"dev15" or ``tests/``."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import requests
from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_families_twentyfirst import silent_port
from _heldout_servers import HttpScript, closed_port

__all__ = ["FAMILIES"]


class _PlainHttp(requests.Session):
    """Sends the client's https:// URLs to the loopback fake over plain HTTP."""

    def request(self, method: str | bytes, url: str | bytes, *args: Any, **kw: Any) -> Any:
        text = url.decode() if isinstance(url, bytes) else url
        return super().request(method, text.replace("https://", "http://"), *args, **kw)


def salesforce_family() -> Iterator[Case]:
    from simple_salesforce import Salesforce

    server = HttpScript()

    def sf(url: str | None = None) -> Any:
        return Salesforce(instance_url=url or server.url, session_id="00D5g000004Heldout26!AQ",
            session=_PlainHttp())  # fmt: skip

    def get_account(url: str | None = None) -> Any:
        return sf(url).Account.get("0015g00000Heldout26")

    def create_contact() -> Any:
        return sf().Contact.create({"LastName": "Nakamura", "Email": "k.nakamura@example.jp"})

    def soql() -> Any:
        return sf().query("SELECT Id, Name FROM Account WHERE Name = 'Heldout 26'")

    def reply(status: int, code: str, message: str, action: Callable[[], Any] = get_account,
        **headers: str) -> Callable[[], Any]:  # fmt: skip
        body = json.dumps([{"errorCode": code, "message": message, "fields": []}])

        def run() -> Any:
            server.set(status, body, **headers)
            return action()

        return run

    sfc = "salesforce-26"
    yield case(sfc, "404-not-found", (CLI, BIZ), reply(404, "NOT_FOUND", "The requested "
        "resource does not exist"))  # fmt: skip
    yield case(sfc, "400-malformed-query", CLI, reply(400, "MALFORMED_QUERY", "unexpected "
        "token: 'FROMM'", soql))  # fmt: skip
    yield case(sfc, "400-invalid-field", CLI, reply(400, "INVALID_FIELD", "No such column "
        "'Nmae' on entity 'Account'.", soql))  # fmt: skip
    yield case(sfc, "400-required-field-missing", CLI, reply(400, "REQUIRED_FIELD_MISSING",
        "Required fields are missing: [LastName]", create_contact))  # fmt: skip
    # A duplicate rule or validation rule the org defines is a domain rule saying no.
    yield case(sfc, "400-duplicates-detected", (BIZ, CLI), reply(400, "DUPLICATES_DETECTED",
        "Use one of these records?", create_contact))  # fmt: skip
    yield case(sfc, "400-validation-rule", (BIZ, CLI), reply(400,
        "FIELD_CUSTOM_VALIDATION_EXCEPTION", "Contacts in Japan need a postal code.",
        create_contact))  # fmt: skip
    yield case(sfc, "401-session-expired", CRED, reply(401, "INVALID_SESSION_ID", "Session "
        "expired or invalid"))  # fmt: skip
    yield case(sfc, "403-insufficient-access", CLI, reply(403, "INSUFFICIENT_ACCESS", "insufficient "
        "access rights on object id"))  # fmt: skip
    # The org's rolling 24-hour API allowance is spent: waiting seconds will not help.
    yield case(sfc, "403-request-limit-exceeded", FAT, reply(403, "REQUEST_LIMIT_EXCEEDED",
        "TotalRequests Limit exceeded."))  # fmt: skip
    yield case(sfc, "403-api-disabled", (FAT, CLI), reply(403, "API_DISABLED_FOR_ORG", "The "
        "REST API is not enabled for this Organization."))  # fmt: skip
    # Another transaction holds the row lock: the same write succeeds once it commits.
    yield case(sfc, "400-unable-to-lock-row", TRA, reply(400, "UNABLE_TO_LOCK_ROW", "unable to "
        "obtain exclusive access to this record or 1 records: 0015g00000Heldout26",
        create_contact))  # fmt: skip
    yield case(sfc, "300-more-than-one", (CLI, BIZ), reply(300, "MULTIPLE_CHOICES", "More than "
        "one record matches the external id"))  # fmt: skip
    yield case(sfc, "500-unknown", (TRA, FAT), reply(500, "UNKNOWN_EXCEPTION", "An unexpected "
        "error occurred. Please include this ErrorId if you contact support: "
        "1837483927-41821 (-1205367043)"))  # fmt: skip
    yield case(sfc, "503-server-unavailable", TRA, reply(503, "SERVER_UNAVAILABLE", "Server "
        "temporarily unavailable, please retry your request."))  # fmt: skip
    yield case(sfc, "refused-connection", TRA, lambda: get_account(f"http://127.0.0.1:"
        f"{closed_port()}"))  # fmt: skip


def shopify_family() -> Iterator[Case]:
    import shopify

    server = HttpScript()

    def use(url: str | None = None, timeout: float = 3) -> None:
        shopify.ShopifyResource.site = f"{url or server.url}/admin/api/2024-01"
        shopify.ShopifyResource.timeout = timeout
        shopify.ShopifyResource.headers = {"X-Shopify-Access-Token": "shpat_heldout26"}

    def find(url: str | None = None, timeout: float = 3) -> Any:
        use(url, timeout)
        return shopify.Product.find(632910392)

    def save_order() -> Any:
        use()
        order = shopify.Order({"line_items": [{"variant_id": 447654529, "quantity": 1}]})
        return order.save()

    def reply(status: int, body: object, action: Callable[[], Any] = find,
        **headers: str) -> Callable[[], Any]:  # fmt: skip
        text = body if isinstance(body, str) else json.dumps(body)

        def run() -> Any:
            server.set(status, text, **headers)
            return action()

        return run

    sh = "shopify-26"
    yield case(sh, "404-product", (CLI, BIZ), reply(404, {"errors": "Not Found"}))
    yield case(sh, "401-invalid-token", CRED, reply(401, {"errors": "[API] Invalid API key or "
        "access token (unrecognized login or wrong password)"}))  # fmt: skip
    yield case(sh, "403-scope", CLI, reply(403, {"errors": "[API] This action requires "
        "merchant approval for read_products scope."}))  # fmt: skip
    yield case(sh, "400-bad-request", CLI, reply(400, {"errors": {"order": "Required parameter "
        "missing or invalid"}}, save_order))  # fmt: skip
    yield case(sh, "406-not-acceptable", CLI, reply(406, ""))
    yield case(sh, "415-media-type", CLI, reply(415, {"errors": "Unsupported Media Type"},
        save_order))  # fmt: skip
    # The shop is frozen for an unpaid plan: a person must settle the bill.
    yield case(sh, "402-payment-required", (FAT, BIZ), reply(402, {"errors": "Payment Required: "
        "this shop's plan does not allow this action"}))  # fmt: skip
    yield case(sh, "423-shop-locked", (FAT, CLI), reply(423, {"errors": "This shop is "
        "unavailable"}))  # fmt: skip
    # The leaky-bucket limit: the Retry-After header says when the bucket has room again.
    yield case(sh, "429-throttled", TRA, reply(429, {"errors": "Exceeded 2 calls per second "
        "for api client. Reduce request rates to resume uninterrupted service."},
        Retry_After="2.0"), retry_after=2)  # fmt: skip
    yield case(sh, "429-order-limit", TRA, reply(429, {"errors": "Too many requests"},
        save_order, Retry_After="5"), retry_after=5)  # fmt: skip
    yield case(sh, "500-internal", (TRA, FAT), reply(500, {"errors": "Internal Server Error"}))
    yield case(sh, "502-html", TRA, reply(502, "<html><body><h1>502 Bad Gateway</h1>"
        "</body></html>", Content_Type="text/html"))  # fmt: skip
    yield case(sh, "503-unavailable", TRA, reply(503, {"errors": "Service Unavailable"}))
    yield case(sh, "504-gateway-timeout", TRA, reply(504, "<html><body>Gateway Timeout"
        "</body></html>", Content_Type="text/html"))  # fmt: skip
    yield case(sh, "refused-connection", TRA, lambda: find(f"http://127.0.0.1:"
        f"{closed_port()}"))  # fmt: skip
    yield case(sh, "read-timeout", TRA, lambda: find(f"http://127.0.0.1:{silent_port()}",
        timeout=1))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    salesforce_family,
    shopify_family,
)
