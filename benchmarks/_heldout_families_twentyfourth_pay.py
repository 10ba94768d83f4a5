"""Held-out set 24, part 2: two payment SDKs no earlier set used, against a fake API on 127.0.0.1.

* Square (``squareup``, a Fern-generated httpx client): one ``ApiError`` carrying
  ``status_code``, ``headers``, the parsed ``body`` and ``errors`` (each with a ``category``
  such as ``PAYMENT_METHOD_ERROR`` and a ``code`` such as ``CARD_DECLINED``); transport
  failures are httpx's own exceptions.
* Checkout.com (``checkout-sdk``, requests): ``CheckoutApiException`` whose message is only
  "The API response status code (N) does not indicate success.", with the status and headers
  under ``http_metadata`` and the reason under ``error_type``/``error_details``; a transport
  failure is a bare ``CheckoutException`` with an empty message, chained from requests' error.
  A declined payment is an HTTP 201 with ``approved: false``: the tool raises it itself.

Written 2026-12-05 from 00:15 UTC by the helper ``heldout24``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_families_twentyfirst import silent_port
from _heldout_servers import HttpScript, closed_port

__all__ = ["FAMILIES"]


def square_family() -> Iterator[Case]:
    from square import Square

    server = HttpScript()

    def pay(url: str | None = None, timeout: float = 3) -> Any:
        client = Square(token="EAAAl24heldoutSquareAccessToken", base_url=url or server.url,
            timeout=timeout)  # fmt: skip
        return client.payments.create(source_id="cnon:card-nonce-ok", idempotency_key=
            "4935a656-a929-4792-b97c-8848be85c27c", amount_money={"amount": 2500,
            "currency": "USD"}, request_options={"max_retries": 0})  # fmt: skip

    def reply(status: int, category: str, code: str, detail: str, **headers: str
              ) -> Callable[[], Any]:  # fmt: skip
        def run() -> Any:
            error = {"category": category, "code": code, "detail": detail}
            server.set(status, json.dumps({"errors": [error]}), **headers)
            return pay()

        return run

    sq = "square-24"
    yield case(sq, "402-card-declined", BIZ, reply(402, "PAYMENT_METHOD_ERROR",
        "CARD_DECLINED", "Card declined."))  # fmt: skip
    yield case(sq, "402-insufficient-funds", BIZ, reply(402, "PAYMENT_METHOD_ERROR",
        "INSUFFICIENT_FUNDS", "Insufficient funds."))  # fmt: skip
    yield case(sq, "402-generic-decline", BIZ, reply(402, "PAYMENT_METHOD_ERROR",
        "GENERIC_DECLINE", "Authorization error: 'GENERIC_DECLINE'"))  # fmt: skip
    yield case(sq, "400-cvv-failure", (BIZ, CLI), reply(400, "PAYMENT_METHOD_ERROR",
        "CVV_FAILURE", "Authorization error: 'CVV_FAILURE'"))  # fmt: skip
    yield case(sq, "400-invalid-expiration", (CLI, BIZ), reply(400, "PAYMENT_METHOD_ERROR",
        "INVALID_EXPIRATION", "Invalid card expiration date."))  # fmt: skip
    yield case(sq, "400-invalid-value", CLI, reply(400, "INVALID_REQUEST_ERROR",
        "INVALID_VALUE", "`amount_money.amount` must be greater than 0."))  # fmt: skip
    yield case(sq, "401-unauthorized", CRED, reply(401, "AUTHENTICATION_ERROR", "UNAUTHORIZED",
        "This request could not be authorized."))  # fmt: skip
    yield case(sq, "403-insufficient-scopes", CRED, reply(403, "AUTHENTICATION_ERROR",
        "INSUFFICIENT_SCOPES", "The merchant has not given your application sufficient "
        "permissions to do that. The following scopes are required: PAYMENTS_WRITE"))  # fmt: skip
    yield case(sq, "404-location", (CLI, BIZ), reply(404, "INVALID_REQUEST_ERROR", "NOT_FOUND",
        "Location `L88917AVBK2S5` not found."))  # fmt: skip
    yield case(sq, "409-idempotency-reused", (CLI, BIZ), reply(409, "INVALID_REQUEST_ERROR",
        "IDEMPOTENCY_KEY_REUSED", "The idempotency key has already been used with different "
        "parameters."))  # fmt: skip
    yield case(sq, "429-rate-limited", TRA, reply(429, "RATE_LIMIT_ERROR", "RATE_LIMITED",
        "Rate limited.", Retry_After="4"), retry_after=4)  # fmt: skip
    yield case(sq, "500-internal", (TRA, FAT), reply(500, "API_ERROR", "INTERNAL_SERVER_ERROR",
        "An internal error has occurred, and the API was unable to service your request."))  # fmt: skip
    yield case(sq, "503-unavailable", TRA, reply(503, "API_ERROR", "SERVICE_UNAVAILABLE",
        "Service unavailable. Please try again later."))  # fmt: skip
    yield case(sq, "504-gateway-timeout", TRA, reply(504, "API_ERROR", "GATEWAY_TIMEOUT",
        "Gateway timeout"))  # fmt: skip

    def html_503() -> Any:
        server.set(503, "<html><body><h1>503 Service Unavailable</h1>No server is available to "
            "handle this request.</body></html>", Content_Type="text/html")  # fmt: skip
        return pay()

    yield case(sq, "503-html", TRA, html_503)
    yield case(sq, "refused-connection", TRA, lambda: pay(f"http://127.0.0.1:{closed_port()}"))
    yield case(sq, "read-timeout", TRA, lambda: pay(f"http://127.0.0.1:{silent_port()}", 1))


def checkout_family() -> Iterator[Case]:
    from checkout_sdk.checkout_sdk import CheckoutSdk
    from checkout_sdk.environment import Environment
    from checkout_sdk.payments.payments import PaymentRequest

    server = HttpScript()

    def api(url: str | None = None, key: str | None = "sk_sbox_m73dzbpy7cf3gfd46xr4yj5xo4e"
            ) -> Any:  # fmt: skip
        base = (url or server.url) + "/"
        environment = Environment(base, base, base, base, base, base, base, True)
        builder = CheckoutSdk.builder().environment(environment).use_legacy_domain()
        if key is not None:
            builder = builder.secret_key(key)
        return builder.build()

    def request() -> Any:
        payment = PaymentRequest()
        payment.amount = 1999
        payment.currency = "EUR"
        payment.reference = "ORD-24-5023"
        return payment

    def reply(status: int, body: Any = None, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            text = "" if body is None else body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, Cko_Request_Id="0HL80RJLS76I7", **headers)
            return api().payments.request_payment(request())

        return run

    def invalid(*codes: str) -> dict[str, Any]:
        return {"request_id": "0HL80RJLS76I7", "error_type": "request_invalid",
            "error_codes": list(codes)}  # fmt: skip

    def declined(code: str, summary: str) -> Callable[[], Any]:
        # The usual tool: a decline is a 201 with approved=false, so the tool raises it itself.
        def run() -> Any:
            server.set(201, json.dumps({"id": "pay_mbabizu24jvevbqw3l5ozbcgqa", "approved": False,
                "status": "Declined", "response_code": code, "response_summary": summary}))  # fmt: skip
            result = api().payments.request_payment(request())
            if not result.approved:
                raise RuntimeError(f"Payment {result.status.lower()}: {result.response_summary}"
                    f" (response_code {result.response_code})")  # fmt: skip
            return result

        return run

    co = "checkout-24"
    yield case(co, "401-empty", CRED, reply(401))
    yield case(co, "403-forbidden", CLI, reply(403, {"request_id": "0HL80RJLS76I7",
        "error_type": "forbidden"}))  # fmt: skip
    yield case(co, "422-source-required", CLI, reply(422, invalid("payment_source_required")))
    yield case(co, "422-card-number", CLI, reply(422, invalid("card_number_invalid",
        "card_expiry_month_invalid")))  # fmt: skip
    yield case(co, "422-currency", CLI, reply(422, invalid("currency_invalid")))
    yield case(co, "404-payment", (CLI, BIZ), reply(404))
    yield case(co, "409-duplicate", (CLI, BIZ), reply(409, {"request_id": "0HL80RJLS76I7",
        "error_type": "duplicate_request"}))  # fmt: skip
    yield case(co, "429-retry-after", TRA, reply(429, "", Retry_After="3"), retry_after=3)
    yield case(co, "500-internal", (TRA, FAT), reply(500, {"request_id": "0HL80RJLS76I7",
        "error_type": "internal_error"}))  # fmt: skip
    yield case(co, "502-html", TRA, reply(502, "<html><head><title>502 Bad Gateway</title>"
        "</head></html>", Content_Type="text/html"))  # fmt: skip
    yield case(co, "503-unavailable", TRA, reply(503, {"request_id": "0HL80RJLS76I7",
        "error_type": "service_unavailable"}))  # fmt: skip
    yield case(co, "declined-insufficient-funds", BIZ, declined("20051", "Insufficient Funds"))
    yield case(co, "declined-do-not-honour", BIZ, declined("20005", "Declined - Do Not "
        "Honour"))  # fmt: skip
    yield case(co, "declined-expired-card", (BIZ, CLI), declined("20054", "Expired Card"))
    # No secret key configured: refused while building the client, nothing was sent.
    yield case(co, "no-secret-key", CRED, lambda: api(key=None))
    yield case(co, "refused-connection", TRA, lambda: api(f"http://127.0.0.1:"
        f"{closed_port()}").payments.request_payment(request()))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    square_family,
    checkout_family,
)
