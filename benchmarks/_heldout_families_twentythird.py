"""Held-out set 23, part 1: two payment SDKs no earlier set used, against a fake API on 127.0.0.1.

* Adyen (the ``Adyen`` package, requests transport): one ``AdyenAPI…Error`` class per common
  status carrying ``status_code``, ``error_code`` (Adyen's own numeric codes such as ``14_012``)
  and the response ``headers``; ``str()`` is the class name and the parsed body dict. A refused
  payment is an HTTP 200 with ``resultCode: Refused``: the tool raises it itself.
* PAY.JP (``payjp``): ``PayjpException`` subclasses carrying ``http_status``, ``json_body`` and,
  for card errors, a vendor ``code`` (``card_declined``, ``expired_card`` …); a non-JSON body
  becomes ``APIError("Invalid response body from API: … (HTTP response code was 503)")``.

Written 2026-12-04 from 23:45 UTC by the helper ``heldout23``, built blind: labelled from
DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any observation
were never run on these cases before the labels were committed, nor were the classifier's
rules, its tests or any earlier result read. None of these packages appears in sets 1-22,
"gen", "dev10"-"dev15" or ``tests/``."""

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

_PAYMENT = {"amount": {"value": 4200, "currency": "EUR"}, "reference": "order-7781",
    "merchantAccount": "HeldoutShopECOM", "paymentMethod": {"type": "scheme",
    "encryptedCardNumber": "test_4111111111111111"}, "returnUrl": "https://shop.test/ret"}  # fmt: skip


def adyen_family() -> Iterator[Case]:
    import Adyen

    server = http()

    def payments(url: str | None = None, key: str | None = "AQEheldout23key") -> Any:
        adyen = Adyen.Adyen(xapikey=key, platform="test", http_force="requests",
            http_timeout=2)  # fmt: skip
        api = adyen.checkout.payments_api
        api.baseUrl = (url or server.url) + "/v71"
        return api.payments(_PAYMENT)

    def reply(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, pspReference="ZX8DHC7J4WQ2GN82", **headers)
            return payments()

        return run

    def err(status: int, code: str, message: str, kind: str) -> dict[str, Any]:
        return {"status": status, "errorCode": code, "message": message, "errorType": kind,
            "pspReference": "ZX8DHC7J4WQ2GN82"}  # fmt: skip

    def refused(reason: str, code: str) -> Callable[[], Any]:
        # The usual tool: Adyen answers 200 for a refusal, so the tool raises it itself.
        def run() -> Any:
            server.set(200, json.dumps({"resultCode": "Refused", "refusalReason": reason,
                "refusalReasonCode": code, "pspReference": "ZX8DHC7J4WQ2GN82"}))  # fmt: skip
            result = payments().message
            if result.get("resultCode") == "Refused":
                raise RuntimeError(f"Payment refused: {result['refusalReason']} "
                    f"(refusalReasonCode {result['refusalReasonCode']})")  # fmt: skip
            return result

        return run

    def live_without_prefix() -> Any:
        # The live checkout host needs the account's prefix; without it nothing is sent.
        adyen = Adyen.Adyen(xapikey="AQEheldout23key", platform="live", http_force="requests")
        return adyen.checkout.payments_api.payments(_PAYMENT)

    ad = "adyen-23"
    yield case(ad, "401-unauthorized", CRED, reply(401, err(401, "000", "HTTP Status Response - "
        "Unauthorized", "security")))  # fmt: skip
    yield case(ad, "403-not-allowed", CRED, reply(403, err(403, "010", "Not allowed",
        "security")))  # fmt: skip
    yield case(ad, "400-return-url", CLI, reply(400, err(400, "14_030", "Return URL is missing.",
        "validation")))  # fmt: skip
    yield case(ad, "422-amount-too-high", (CLI, BIZ), reply(422, err(422, "14_012", "The "
        "requested amount is too high", "validation")))  # fmt: skip
    yield case(ad, "422-invalid-card", CLI, reply(422, err(422, "101", "Invalid card number",
        "validation")))  # fmt: skip
    yield case(ad, "422-original-reference", CLI, reply(422, err(422, "167", "Original "
        "pspReference required for this operation", "validation")))  # fmt: skip
    yield case(ad, "422-not-enough-balance", (BIZ, CLI), reply(422, err(422, "30_112",
        "Not enough balance on the balance account", "validation")))  # fmt: skip
    yield case(ad, "404-endpoint", CLI, reply(404, "Not Found", Content_Type="text/plain"))
    # An idempotent request with the same key still being processed: its result comes later.
    yield case(ad, "409-in-progress", (TRA, CLI), reply(409, err(409, "704", "request already "
        "processed or in progress", "validation")))  # fmt: skip
    yield case(ad, "429-throttled", TRA, reply(429, err(429, "429", "Too many requests",
        "throttling"), Retry_After="5"), retry_after=5)  # fmt: skip
    yield case(ad, "500-internal", (TRA, FAT), reply(500, err(500, "000", "An unknown error "
        "occurred", "internal")))  # fmt: skip
    yield case(ad, "500-configuration", (FAT, TRA), reply(500, err(500, "905", "Payment "
        "details are not supported", "configuration")))  # fmt: skip
    yield case(ad, "502-plain", TRA, reply(502, "Bad Gateway", Content_Type="text/plain"))
    yield case(ad, "503-html", TRA, reply(503, "<html><head><title>503 Service Unavailable"
        "</title></head><body>maintenance</body></html>", Content_Type="text/html"))  # fmt: skip
    yield case(ad, "503-retry-after", TRA, reply(503, err(503, "000", "Service temporarily "
        "unavailable", "internal"), Retry_After="10"), retry_after=10)  # fmt: skip
    yield case(ad, "refused-balance", BIZ, refused("Not enough balance", "12"))
    yield case(ad, "refused-cvc", (BIZ, CLI), refused("CVC Declined", "24"))
    yield case(ad, "refused-expired", (BIZ, CLI), refused("Expired Card", "6"))
    yield case(ad, "live-prefix-missing", (CLI, FAT), live_without_prefix)
    yield case(ad, "no-api-key", CRED, lambda: payments(key=None))
    yield case(ad, "refused-connection", TRA, lambda: payments(f"http://127.0.0.1:"
        f"{closed_port()}"))  # fmt: skip
    yield case(ad, "timeout", TRA, lambda: payments(f"http://127.0.0.1:{silent_port()}"))


def payjp_family() -> Iterator[Case]:
    import payjp

    payjp.max_retry = 0
    server = http()

    def charge(url: str | None = None, key: str | None = "sk_test_heldout23payjp") -> Any:
        payjp.api_base = url or server.url
        payjp.api_key = key
        return payjp.Charge.create(amount=3500, currency="jpy", card="tok_76e202b409f3da51"
            "a0706605ac81", capture=True)  # fmt: skip

    def reply(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, **headers)
            return charge()

        return run

    def err(status: int, code: str, message: str, kind: str, param: str | None = None
            ) -> dict[str, Any]:  # fmt: skip
        error = {"code": code, "message": message, "status": status, "type": kind}
        if param:
            error["param"] = param
        return {"error": error}

    pj = "payjp-23"
    yield case(pj, "402-card-declined", BIZ, reply(402, err(402, "card_declined", "Card "
        "declined", "card_error")))  # fmt: skip
    yield case(pj, "402-expired-card", (BIZ, CLI), reply(402, err(402, "expired_card", "Card "
        "expired", "card_error")))  # fmt: skip
    yield case(pj, "402-invalid-cvc", (CLI, BIZ), reply(402, err(402, "invalid_cvc", "Invalid "
        "cvc", "card_error", "card[cvc]")))  # fmt: skip
    yield case(pj, "402-card-flagged", BIZ, reply(402, err(402, "card_flagged", "This card is "
        "flagged and cannot be used for a while", "card_error")))  # fmt: skip
    # The card network failed while processing: the same charge may pass a moment later.
    yield case(pj, "402-processing-error", (TRA, BIZ), reply(402, err(402, "processing_error",
        "An error occurred in the payment network", "card_error")))  # fmt: skip
    yield case(pj, "400-invalid-param", CLI, reply(400, err(400, "invalid_param_key",
        "Invalid param key to charge: capure", "client_error", "capure")))  # fmt: skip
    yield case(pj, "400-amount", CLI, reply(400, err(400, "invalid_amount", "Amount must be "
        "between 50 and 9999999", "client_error", "amount")))  # fmt: skip
    yield case(pj, "400-already-captured", (CLI, BIZ), reply(400, err(400, "already_captured",
        "This charge has already been captured", "client_error")))  # fmt: skip
    yield case(pj, "404-no-such-charge", (CLI, BIZ), reply(404, err(404, "invalid_id",
        "No such charge: ch_0a1b2c3d4e", "client_error", "id")))  # fmt: skip
    yield case(pj, "401-invalid-key", CRED, reply(401, err(401, "invalid_api_key", "Invalid "
        "API Key: sk_test_****payjp", "auth_error")))  # fmt: skip
    yield case(pj, "429-over-capacity", TRA, reply(429, err(429, "over_capacity", "The service "
        "is over capacity. Please try again later.", "client_error")))  # fmt: skip
    yield case(pj, "500-server-error", (TRA, FAT), reply(500, err(500, "server_error", "An "
        "error occurred on the server side", "server_error")))  # fmt: skip
    yield case(pj, "503-html", TRA, reply(503, "<html><head><title>503 Service Temporarily "
        "Unavailable</title></head></html>", Content_Type="text/html"))  # fmt: skip
    yield case(pj, "502-no-error-object", TRA, reply(502, {"message": "Bad gateway"}))
    yield case(pj, "no-api-key", CRED, lambda: charge(key=None))
    yield case(pj, "refused-connection", TRA, lambda: charge(f"http://127.0.0.1:"
        f"{closed_port()}"))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    adyen_family,
    payjp_family,
)
