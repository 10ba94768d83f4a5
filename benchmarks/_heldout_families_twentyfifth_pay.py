"""Held-out set 25, part 3: a payments SDK and a messaging SDK no earlier set used, on 127.0.0.1.

* GoCardless (``gocardless-pro`` 3, bank debits): ``ApiError`` subclasses chosen by status
  (``AuthenticationError`` 401, ``PermissionsError`` 403, ``RateLimitError`` 429) or by the
  body's ``type`` (``ValidationFailedError``, ``InvalidApiUsageError``, ``InvalidStateError``,
  ``GoCardlessInternalError``); the status is only the body's ``code`` (a property), the
  reasons sit in ``errors[].reason``, no headers are kept. A non-JSON reply becomes
  ``MalformedResponseError`` with ``status_code``.
* LINE Messaging API (``line-bot-sdk`` 3, OpenAPI-generated): one ``ApiException`` with
  ``status``, ``reason``, ``body`` (the JSON text) and ``headers``; a 429 is a rate limit or a
  spent monthly message quota, told only by the body. A refused connection escapes as urllib3's
  ``MaxRetryError``; a wrong argument type is refused by pydantic before any request.

Written 2026-12-05 from 03:05 UTC by the helper ``heldout25``, built blind (labels from
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


def gocardless_family() -> Iterator[Case]:
    import gocardless_pro

    server = HttpScript()

    def client(url: str | None = None, timeout: float = 3) -> Any:
        return gocardless_pro.Client(access_token="sandbox_heldout25_9f3b1c",
            base_url=url or server.url, timeout=timeout)  # fmt: skip

    def get(url: str | None = None, timeout: float = 3) -> Any:
        return client(url, timeout).payments.get("PM0025HELDOUT")

    def create() -> Any:
        return client().payments.create(params={"amount": 1250, "currency": "GBP",
            "links": {"mandate": "MD0025HELDOUT"}}, headers={"Idempotency-Key": "pay-25-001"})  # fmt: skip

    def cancel() -> Any:
        return client().payments.cancel("PM0025HELDOUT")

    def reply(status: int, kind: str, message: str, reasons: list[dict[str, str]],
        action: Callable[[], Any] = get, **headers: str) -> Callable[[], Any]:  # fmt: skip
        def run() -> Any:
            errors = [{"message": message, **r} for r in reasons]
            server.set(status, json.dumps({"error": {"type": kind, "code": status,
                "message": message, "errors": errors, "request_id": "RQ0025HELDOUT",
                "documentation_url": "https://developer.gocardless.com/api-reference#x"}}),
                **headers)  # fmt: skip
            return action()

        return run

    def page(status: int, html: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, html, Content_Type="text/html")
            return get()

        return run

    gc = "gocardless-25"
    yield case(gc, "401-token-not-found", CRED, reply(401, "invalid_api_usage", "Access token "
        "not found", [{"reason": "access_token_not_found"}]))  # fmt: skip
    yield case(gc, "403-insufficient-permissions", CLI, reply(403, "invalid_api_usage", "Access "
        "token has insufficient permissions for this action",
        [{"reason": "insufficient_permissions"}]))  # fmt: skip
    yield case(gc, "404-payment", (CLI, BIZ), reply(404, "invalid_api_usage", "Resource not "
        "found", [{"reason": "resource_not_found"}]))  # fmt: skip
    yield case(gc, "400-bad-json", CLI, reply(400, "invalid_api_usage", "Invalid document "
        "structure", [{"reason": "invalid_document_structure"}], create))  # fmt: skip
    # The exception keeps neither the status line's headers nor RateLimit-Reset.
    yield case(gc, "429-rate-limit", TRA, reply(429, "invalid_api_usage", "Rate limit exceeded",
        [{"reason": "rate_limit_exceeded"}], RateLimit_Reset="Sat, 05 Dec 2026 03:31:00 GMT"))  # fmt: skip
    yield case(gc, "422-amount", CLI, reply(422, "validation_failed", "Validation failed",
        [{"field": "amount", "message": "must be greater than or equal to 100",
          "request_pointer": "/payments/amount"}], create))  # fmt: skip
    yield case(gc, "422-currency", CLI, reply(422, "validation_failed", "Validation failed",
        [{"field": "currency", "message": "must be one of GBP for this scheme",
          "request_pointer": "/payments/currency"}], create))  # fmt: skip
    # The mandate, the bank account or the payment's stage says no: an answer, not a fault.
    yield case(gc, "422-mandate-inactive", (BIZ, CLI), reply(422, "invalid_state", "The "
        "mandate for this payment was cancelled", [{"reason": "mandate_is_inactive"}],
        create))  # fmt: skip
    yield case(gc, "422-bank-account-disabled", (BIZ, CLI), reply(422, "invalid_state", "This "
        "bank account has been disabled", [{"reason": "bank_account_disabled"}], create))  # fmt: skip
    yield case(gc, "422-cancellation-failed", (BIZ, CLI), reply(422, "invalid_state", "This "
        "payment could not be cancelled as it has already been submitted to the banks",
        [{"reason": "cancellation_failed"}], cancel))  # fmt: skip
    yield case(gc, "409-idempotent-conflict", (CLI, BIZ), reply(409, "invalid_state", "A "
        "resource has already been created with this idempotency key",
        [{"reason": "idempotent_creation_conflict",
          "links": {"conflicting_resource_id": "PM0025OTHER"}}], cancel))  # fmt: skip
    yield case(gc, "500-internal", (TRA, FAT), reply(500, "gocardless", "Uh-oh! An internal "
        "error occurred. Our team has been notified and will look into it.",
        [{"reason": "internal_server_error"}]))  # fmt: skip
    yield case(gc, "502-html", TRA, page(502, "<html><head><title>502 Bad Gateway</title></head>"
        "<body><h1>Bad Gateway</h1></body></html>"))  # fmt: skip
    yield case(gc, "503-html", TRA, page(503, "<html><body><h1>503 Service Temporarily "
        "Unavailable</h1>Please try again in a few minutes.</body></html>"))  # fmt: skip
    yield case(gc, "refused-connection", TRA, lambda: get(f"http://127.0.0.1:{closed_port()}"))
    yield case(gc, "read-timeout", TRA, lambda: get(f"http://127.0.0.1:{silent_port()}",
        timeout=1))  # fmt: skip


def line_family() -> Iterator[Case]:
    from linebot.v3.messaging import (
        ApiClient,
        Configuration,
        MessagingApi,
        PushMessageRequest,
        TextMessage,
    )

    server = HttpScript()
    user = "U4af4980629" + "0123456789abcdef012345"

    def api(url: str | None = None) -> Any:
        return MessagingApi(ApiClient(Configuration(host=url or server.url,
            access_token="heldout25/channel+token=")))  # fmt: skip

    def push(url: str | None = None, timeout: float = 3) -> Any:
        request = PushMessageRequest(to=user, messages=[TextMessage(text="Your order shipped")])
        return api(url).push_message(request, x_line_retry_key="5b3c2a1e-0f4d-4c25-9a8b-7e6d5c4b3a29",
            _request_timeout=timeout)  # fmt: skip

    def profile() -> Any:
        return api().get_profile(user, _request_timeout=3)

    def reply(status: int, body: dict[str, Any] | str, action: Callable[[], Any] = push,
        **headers: str) -> Callable[[], Any]:  # fmt: skip
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, x_line_request_id="6a2e1f0c-25d4-4b7a-8c9e-0f1a2b3c4d5e",
                **headers)  # fmt: skip
            return action()

        return run

    ln = "line-messaging-25"
    yield case(ln, "400-bad-message", CLI, reply(400, {"message": "The request body has 1 "
        "error(s)", "details": [{"message": "Length must be between 0 and 5000",
        "property": "messages[0].text"}]}))  # fmt: skip
    yield case(ln, "400-failed-to-send", (CLI, BIZ), reply(400, {"message": "Failed to send "
        "messages"}))  # fmt: skip
    yield case(ln, "401-bad-token", CRED, reply(401, {"message": "Authentication failed. Confirm"
        " that the access token in the authorization header is valid."}))  # fmt: skip
    yield case(ln, "403-not-allowed", CLI, reply(403, {"message": "Access to this API is not "
        "available for your account"}))  # fmt: skip
    yield case(ln, "404-profile", (CLI, BIZ), reply(404, {"message": "Not found"}, profile))
    # The retry key was accepted before: the message went out already.
    yield case(ln, "409-retry-key-accepted", (BIZ, CLI), reply(409, {"message": "The retry key "
        "is already accepted", "sentMessages": [{"id": "461230966842064897",
        "quoteToken": "IStG5h1Tz7b"}]}))  # fmt: skip
    yield case(ln, "413-too-large", CLI, reply(413, "Request Entity Too Large",
        Content_Type="text/plain"))  # fmt: skip
    yield case(ln, "429-rate-limit", TRA, reply(429, {"message": "The API rate limit has been "
        "exceeded. Try again later."}))  # fmt: skip
    # The plan's monthly message quota: waiting seconds does not help.
    yield case(ln, "429-monthly-limit", FAT, reply(429, {"message": "You have reached your "
        "monthly limit."}))  # fmt: skip
    yield case(ln, "500-internal", (TRA, FAT), reply(500, {"message": "Internal server error"}))
    yield case(ln, "503-unavailable", TRA, reply(503, "<html><body>Service Unavailable</body>"
        "</html>", Content_Type="text/html"))  # fmt: skip
    yield case(ln, "bad-argument-type", CLI, lambda: api().get_profile(25))
    yield case(ln, "refused-connection", TRA, lambda: push(f"http://127.0.0.1:{closed_port()}"))
    yield case(ln, "read-timeout", TRA, lambda: push(f"http://127.0.0.1:{silent_port()}",
        timeout=1))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    gocardless_family,
    line_family,
)
