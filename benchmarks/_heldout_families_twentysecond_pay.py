"""Held-out set 22, part 4: three payment SDKs against fake APIs on 127.0.0.1.

* yookassa (requests): one class per status (``BadRequestError``, ``TooManyRequestsError``,
  ``ResponseProcessingError`` for a 202 …) whose argument is the body as a dict (``code``,
  ``description`` in Russian or English, ``retry_after`` in milliseconds as the API documents
  it); a body that is not JSON escapes as requests' ``JSONDecodeError``; a refused connection
  as an ``AttributeError`` (the SDK reads ``e.response.status_code`` of ``None``).
* mollie-api-python: ``ResponseError`` subclasses carrying ``status`` and ``field``, the
  problem+json ``detail`` as the message; ``ResponseHandlingError`` for a body it cannot read;
  ``RequestError`` for a failed connection.
* razorpay: ``BadRequestError``, ``GatewayError``, ``ServerError`` carrying only the body's
  ``description`` (no status, no code attribute).

Written 2026-12-04 between 20:10 and 21:45 UTC by the helper ``heldout22``, built blind
(labels from DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import io
import json
from collections.abc import Callable, Iterator
from contextlib import redirect_stdout
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED
from _heldout_families_twentyfirst import silent_port
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def yookassa_family() -> Iterator[Case]:
    from yookassa import Configuration, Payment, Payout

    server = http()

    def configure(url: str | None = None) -> None:
        Configuration.configure("502201", "test_heldout22secret", api_url=url or
            f"{server.url}/v3", timeout=2000, max_attempts=0)  # fmt: skip

    def pay(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body, ensure_ascii=False)
            server.set(status, text, **headers)
            configure()
            return Payment.create({"amount": {"value": "1490.00", "currency": "RUB"},
                "confirmation": {"type": "redirect", "return_url": "https://shop.example/ok"},
                "capture": True, "description": "Заказ №22"}, "idem-heldout-22")  # fmt: skip

        return run

    def find(status: int, body: Any) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, json.dumps(body, ensure_ascii=False))
            configure()
            return Payment.find_one("2c1c2f2e-000f-5000-9000-1b2d3c4d5e22")

        return run

    def payout(status: int, body: Any) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, json.dumps(body, ensure_ascii=False))
            configure()
            return Payout.create({"amount": {"value": "5000.00", "currency": "RUB"},
                "payout_token": "<token>", "description": "Выплата по заказу 22"})  # fmt: skip

        return run

    def err(code: str, description: str, **extra: Any) -> dict[str, Any]:
        return {"type": "error", "id": "a1b2c3d4-0022", "code": code,
            "description": description, **extra}  # fmt: skip

    yk = "yookassa-22"
    yield case(yk, "400-amount", CLI, pay(400, err("invalid_request", "Неверное значение "
        "параметра amount.value: сумма должна быть больше 0", parameter="amount.value")))  # fmt: skip
    yield case(yk, "400-idempotence", CLI, pay(400, err("invalid_request", "Idempotence key "
        "duplicated with different request body", parameter="Idempotence-Key")))  # fmt: skip
    yield case(yk, "401-credentials", CRED, pay(401, err("invalid_credentials", "Ошибка "
        "аутентификации: неверный идентификатор магазина или секретный ключ")))  # fmt: skip
    yield case(yk, "403-method", (CLI, BIZ, FAT), pay(403, err("forbidden", "Оплата этим "
        "способом недоступна для вашего магазина. Обратитесь к менеджеру.")))  # fmt: skip
    yield case(yk, "404-payment", (CLI, BIZ), find(404, err("not_found", "Платёж не найден")))
    yield case(yk, "429-rate", TRA, pay(429, err("too_many_requests", "Слишком много запросов. "
        "Повторите запрос позже.")))  # fmt: skip
    # YooKassa documents ``retry_after`` in milliseconds: 1800 ms.
    yield case(yk, "202-processing", TRA, pay(202, err("processing", "Запрос принят в "
        "обработку, повторите его через некоторое время", retry_after=1800)),
        retry_after=1.8)  # fmt: skip
    yield case(yk, "500-internal", (TRA, FAT), pay(500, err("internal_server_error",
        "Внутренняя ошибка сервера. Повторите запрос позже.")))  # fmt: skip
    yield case(yk, "410-gone", (CLI, BIZ), find(410, err("gone", "Объект удалён и больше не "
        "доступен")))  # fmt: skip
    yield case(yk, "payout-balance", (BIZ, FAT), payout(400, err("invalid_request",
        "Недостаточно средств на балансе шлюза для проведения выплаты")))  # fmt: skip
    yield case(yk, "502-json", TRA, pay(502, err("bad_gateway", "Bad gateway")))
    yield case(yk, "503-html", (TRA, FAT), pay(503, "<html><head><title>503 Service "
        "Temporarily Unavailable</title></head></html>", Content_Type="text/html"))  # fmt: skip
    yield case(yk, "description-too-long", CLI, lambda: (configure(), Payment.create({
        "amount": {"value": "10.00", "currency": "RUB"}, "description": "д" * 200})))  # fmt: skip
    yield case(yk, "amount-type", CLI, lambda: (configure(), Payment.create({"amount": "10",
        "confirmation": {"type": "redirect", "return_url": "https://x"}})))  # fmt: skip
    yield case(yk, "refused", (TRA, FAT), lambda: (configure(f"http://127.0.0.1:"
        f"{closed_port()}/v3"), Payment.find_one("2c1c2f2e-000f-5000-9000-1b2d3c4d5e22")))  # fmt: skip


def mollie_family() -> Iterator[Case]:
    from mollie.api.client import Client

    server = http()

    def client(url: str | None = None) -> Any:
        mollie = Client(api_endpoint=url or server.url, timeout=(2, 2), retry=0)
        mollie.set_api_key("test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM")
        return mollie

    def create(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, **{"Content_Type": "application/hal+json", **headers})
            return client().payments.create({"amount": {"currency": "EUR", "value": "10.00"},
                "description": "Order #22", "redirectUrl": "https://shop.example/ok"})  # fmt: skip

        return run

    def problem(status: int, title: str, detail: str, field: str | None = None) -> Any:
        body = {"status": status, "title": title, "detail": detail, "_links": {
            "documentation": {"href": "https://docs.mollie.com/overview/handling-errors",
            "type": "text/html"}}}  # fmt: skip
        return create(status, {**body, "field": field} if field else body)

    ml = "mollie-22"
    yield case(ml, "401-key", CRED, problem(401, "Unauthorized Request", "Missing "
        "authentication, or failed to authenticate"))  # fmt: skip
    yield case(ml, "422-amount", CLI, problem(422, "Unprocessable Entity", "The amount is "
        "higher than the maximum", "amount"))  # fmt: skip
    yield case(ml, "422-method", (CLI, BIZ, FAT), problem(422, "Unprocessable Entity", "The payment "
        "method is not activated on your account", "method"))  # fmt: skip
    yield case(ml, "400-json", CLI, problem(400, "Bad Request", "The JSON in the request body "
        "could not be parsed"))  # fmt: skip
    yield case(ml, "404-payment", CLI, problem(404, "Not Found", "No payment exists with token "
        "tr_WDqYK6vllg."))  # fmt: skip
    yield case(ml, "409-duplicate", (CLI, BIZ), problem(409, "Conflict", "A request with this "
        "idempotency key is already being processed"))  # fmt: skip
    yield case(ml, "429-rate", TRA, problem(429, "Too Many Requests", "You have exceeded the "
        "rate limit, please slow down"))  # fmt: skip
    yield case(ml, "500", (TRA, FAT), problem(500, "Internal Server Error", "An internal server "
        "error occurred while processing your request"))  # fmt: skip
    yield case(ml, "503", TRA, problem(503, "Service Unavailable", "The service is temporarily "
        "unavailable, please try again later"))  # fmt: skip
    yield case(ml, "502-html", TRA, create(502, "<html><head><title>502 Bad Gateway</title>"
        "</head></html>", Content_Type="text/html"))  # fmt: skip
    yield case(ml, "503-html", TRA, create(503, "<html><head><title>503 Service Temporarily "
        "Unavailable</title></head></html>", Content_Type="text/html"))  # fmt: skip
    yield case(ml, "invalid-key-format", CLI, lambda: Client().set_api_key("sk_live_oops"))
    yield case(ml, "empty-id", CLI, lambda: client().payments.get(""))
    yield case(ml, "refused", TRA, lambda: client(f"http://127.0.0.1:{closed_port()}")
        .payments.get("tr_WDqYK6vllg"))  # fmt: skip
    yield case(ml, "timeout", TRA, lambda: client(f"http://127.0.0.1:{silent_port()}")
        .payments.get("tr_WDqYK6vllg"))  # fmt: skip


def razorpay_family() -> Iterator[Case]:
    import razorpay

    server = http()

    def client(url: str | None = None) -> Any:
        rzp = razorpay.Client(auth=("rzp_test_heldout22", "secret22"), base_url=url or
            server.url)  # fmt: skip
        rzp.enable_retry(False)
        return rzp

    def capture(status: int, code: str, description: str, **extra: Any) -> Callable[[], Any]:
        def run() -> Any:
            body = {"error": {"code": code, "description": description, "source": "business",
                "step": "payment_authorization", "metadata": {}, **extra}}  # fmt: skip
            server.set(status, json.dumps(body))
            with redirect_stdout(io.StringIO()):  # the SDK prints its failures
                return client().payment.capture("pay_29QQoUBi66xm2f", 50000, {"currency": "INR"})

        return run

    def fetch(status: int, body: str, url: str | None = None) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status or 200, body, Content_Type="text/html")
            with redirect_stdout(io.StringIO()):
                return client(url).payment.fetch("pay_29QQoUBi66xm2f")

        return run

    rz = "razorpay-22"
    yield case(rz, "401-key", CRED, capture(401, "BAD_REQUEST_ERROR", "The api key provided "
        "is invalid"))  # fmt: skip
    yield case(rz, "400-amount", CLI, capture(400, "BAD_REQUEST_ERROR", "The amount must be "
        "atleast INR 1.00", field="amount"))  # fmt: skip
    yield case(rz, "400-id", CLI, capture(400, "BAD_REQUEST_ERROR", "The id provided does not "
        "exist"))  # fmt: skip
    yield case(rz, "400-captured", (CLI, BIZ), capture(400, "BAD_REQUEST_ERROR", "This payment "
        "has already been captured"))  # fmt: skip
    yield case(rz, "400-refund-exceeds", (CLI, BIZ), capture(400, "BAD_REQUEST_ERROR", "The "
        "refund amount provided is greater than amount captured"))  # fmt: skip
    yield case(rz, "429-rate", TRA, capture(429, "BAD_REQUEST_ERROR", "Too many requests"))
    yield case(rz, "gateway-declined", BIZ, capture(502, "GATEWAY_ERROR", "Your payment didn't "
        "go through as it was declined by the bank. Try another payment method or contact your "
        "bank.", reason="payment_declined"))  # fmt: skip
    yield case(rz, "gateway-insufficient", BIZ, capture(502, "GATEWAY_ERROR", "Payment failed "
        "due to insufficient balance in the customer's account.", reason="insufficient_funds"))  # fmt: skip
    yield case(rz, "gateway-bank-down", (TRA, BIZ), capture(502, "GATEWAY_ERROR", "Payment was "
        "unsuccessful as the bank's server is down. Try another payment method.",
        reason="server_down"))  # fmt: skip
    yield case(rz, "server-error", (TRA, FAT), capture(500, "SERVER_ERROR", "The server "
        "encountered an error. The incident has been reported to admins."))  # fmt: skip
    yield case(rz, "404-url", (CLI, FAT), capture(404, "BAD_REQUEST_ERROR", "The requested URL "
        "was not found on the server."))  # fmt: skip
    yield case(rz, "503-html", (TRA, FAT), fetch(503, "<html><title>503 Service Unavailable"
        "</title></html>"))  # fmt: skip
    yield case(rz, "refused", TRA, fetch(0, "", f"http://127.0.0.1:{closed_port()}"))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    yookassa_family,
    mollie_family,
    razorpay_family,
)
