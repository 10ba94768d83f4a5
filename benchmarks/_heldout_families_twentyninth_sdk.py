"""Held-out set 29, part 2: e-mail, SMS and LLM vendors' generated or hand-written SDKs.

* Brevo (Sendinblue) through ``sib-api-v3-sdk``, a swagger-generated client on urllib3
  (``Configuration.host`` on 127.0.0.1): ``ApiException`` with ``status``, ``reason``,
  ``headers`` (Brevo's ``x-sib-ratelimit-*``, ``Retry-After``) and the raw ``body`` bytes.
* Telnyx's messaging API through ``telnyx`` (a generated httpx client, ``base_url`` set,
  ``max_retries=0``): ``APIStatusError`` subclasses with ``status_code``, ``body``
  (``errors[].code/title/detail``) and ``response`` headers; its own connection and timeout
  errors.
* Aleph Alpha's completion API through ``aleph-alpha-client`` (``host`` set, no retries),
  which turns statuses into builtin exceptions: ``ValueError(400, body)``,
  ``PermissionError(401, body)`` (an OSError whose errno is 401), ``QuotaError(402, …)``,
  ``TimeoutError(408, …)``, ``BusyError(503, …)`` and ``RuntimeError(status, body)`` for the
  rest; no headers survive.

Written 2026-12-05 from 06:08 UTC by the helper ``heldout29``, built blind (labels from
DESIGN.md §2 only, committed before any verdict was looked at). No earlier set used these
packages."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_families_tenth import http_date
from _heldout_families_twentyfirst import silent_port
from _heldout_servers import HttpScript, closed_port

__all__ = ["FAMILIES"]


def brevo_family() -> Iterator[Case]:
    import sib_api_v3_sdk as sib

    server = HttpScript()

    def send(status: int, body: object, host: str | None = None, **headers: str
        ) -> Callable[[], Any]:  # fmt: skip
        text = body if isinstance(body, str) else json.dumps(body)

        def run() -> Any:
            server.set(status, text, **headers)
            conf = sib.Configuration()
            conf.host = f"{host or server.url}/v3"
            conf.api_key["api-key"] = "xkeysib-heldout29"
            conf.retries = 0
            api = sib.TransactionalEmailsApi(sib.ApiClient(conf))
            return api.send_transac_email(sib.SendSmtpEmail(to=[{"email": "ops@example.com"}],
                sender={"email": "bot@example.com"}, subject="report 29",
                html_content="<p>ok</p>"), _request_timeout=3)  # fmt: skip

        return run

    def err(code: str, message: str) -> dict[str, str]:
        return {"code": code, "message": message}

    b = "brevo-29"
    yield case(b, "401-key-not-found", CRED, send(401, err("unauthorized", "Key not found")))
    yield case(b, "400-missing-param", CLI, send(400, err("missing_parameter", "sender is "
        "missing")))  # fmt: skip
    yield case(b, "400-invalid-email", CLI, send(400, err("invalid_parameter", "email is not "
        "valid in to")))  # fmt: skip
    yield case(b, "404-template", (CLI, BIZ), send(404, err("document_not_found", "Template ID "
        "does not exist")))  # fmt: skip
    yield case(b, "403-sender-not-valid", CLI, send(403, err("permission_denied", "Sender "
        "bot@example.com is not valid. Validate your sender or domain first.")))  # fmt: skip
    # The account has no e-mail credits left: someone must buy a plan.
    yield case(b, "402-credits", FAT, send(402, err("not_enough_credits", "You don't have "
        "enough credits to send this campaign.")))  # fmt: skip
    yield case(b, "400-duplicate", (CLI, BIZ), send(400, err("duplicate_parameter", "Contact "
        "already exist")))  # fmt: skip
    yield case(b, "429-reset-header", TRA, send(429, err("too_many_requests", "Too many "
        "requests"), x_sib_ratelimit_limit="400", x_sib_ratelimit_remaining="0",
        x_sib_ratelimit_reset="12"), retry_after=12)  # fmt: skip
    yield case(b, "429-retry-after-date", TRA, send(429, err("too_many_requests", "Too many "
        "requests"), Retry_After=http_date(20)), retry_after=20)  # fmt: skip
    yield case(b, "500-internal", (TRA, FAT), send(500, err("internal_error", "Something went "
        "wrong on our side")))  # fmt: skip
    yield case(b, "502-html", TRA, send(502, "<html><head><title>502 Bad Gateway</title></head>"
        "<body><center>nginx</center></body></html>", Content_Type="text/html"))  # fmt: skip
    yield case(b, "503-maintenance", TRA, send(503, err("service_unavailable", "The service is "
        "temporarily unavailable for maintenance. Please try again later.")))  # fmt: skip
    # The account itself was suspended by the vendor's compliance team: a person must act.
    yield case(b, "403-suspended", (FAT, CLI), send(403, err("account_under_validation",
        "Your account is suspended. Please contact our compliance team.")))  # fmt: skip
    yield case(b, "refused", TRA, send(200, {}, host=f"http://127.0.0.1:{closed_port()}"))


def _tx(code: str, title: str, detail: str) -> dict[str, Any]:
    return {"errors": [{"code": code, "title": title, "detail": detail,
        "meta": {"url": f"https://developers.telnyx.com/docs/overview/errors/{code}"}}]}  # fmt: skip


def telnyx_family() -> Iterator[Case]:
    import telnyx

    server = HttpScript()

    def sms(status: int, body: object, *, url: str | None = None, timeout: float = 3,
        **headers: str) -> Callable[[], Any]:  # fmt: skip
        text = body if isinstance(body, str) else json.dumps(body)

        def run() -> Any:
            server.set(status, text, **headers)
            client = telnyx.Telnyx(api_key="KEY0heldout29", base_url=url or
                f"{server.url}/v2", max_retries=0, timeout=timeout)  # fmt: skip
            return client.messages.send(from_="+15550100029", to="+15550100030",
                text="Your code is 2929")  # fmt: skip

        return run

    t = "telnyx-29"
    yield case(t, "401-auth", CRED, sms(401, _tx("10009", "Authentication failed", "The API "
        "key looks malformed. Check that you copied it correctly.")))  # fmt: skip
    yield case(t, "422-invalid-to", CLI, sms(422, _tx("40310", "Invalid 'to' address", "The "
        "'to' address should be in E.164 format.")))  # fmt: skip
    yield case(t, "400-from-not-owned", CLI, sms(400, _tx("40305", "Invalid 'from' address",
        "The 'from' address is not a number on your account.")))  # fmt: skip
    # The handset opted out (STOP): the carrier's answer about this recipient, not a bug.
    yield case(t, "400-opted-out", (BIZ, CLI), sms(400, _tx("40300", "Blocked due to STOP "
        "message", "Messages cannot be sent to this number because the recipient replied "
        "STOP.")))  # fmt: skip
    yield case(t, "403-not-enabled", CLI, sms(403, _tx("40013", "Messaging profile disabled",
        "The messaging profile is not enabled for outbound messages.")))  # fmt: skip
    # Prepaid balance spent: someone must top up the account.
    yield case(t, "402-balance", (FAT, BIZ), sms(402, _tx("10038", "Insufficient balance",
        "Your account balance is too low to send this message. Please add funds.")))  # fmt: skip
    yield case(t, "404-profile", (CLI, BIZ), sms(404, _tx("10005", "Resource not found",
        "The messaging profile could not be found.")))  # fmt: skip
    yield case(t, "429-retry-after", TRA, sms(429, _tx("10011", "Too many requests", "Rate "
        "limit exceeded for this account."), Retry_After="3"), retry_after=3)  # fmt: skip
    yield case(t, "429-retry-after-ms", TRA, sms(429, _tx("40018", "Throttled", "The number "
        "exceeded its messages per second limit."), retry_after_ms="1500"), retry_after=1.5)  # fmt: skip
    # A daily carrier cap for this sender (10DLC): waiting until tomorrow, or another number.
    yield case(t, "429-daily-cap", (FAT, TRA), sms(429, _tx("40006", "Daily limit exceeded",
        "The daily message limit for this 10DLC campaign with T-Mobile has been reached.")))  # fmt: skip
    yield case(t, "500-internal", (TRA, FAT), sms(500, _tx("10007", "Unexpected error", "An "
        "unexpected error occurred.")))  # fmt: skip
    yield case(t, "503-unavailable", TRA, sms(503, _tx("10006", "Service unavailable", "The "
        "service is temporarily unavailable. Please try again later.")))  # fmt: skip
    yield case(t, "504-gateway", TRA, sms(504, "<html><body>504 Gateway Time-out</body></html>",
        Content_Type="text/html"))  # fmt: skip
    yield case(t, "refused", TRA, sms(200, {}, url=f"http://127.0.0.1:{closed_port()}/v2"))
    yield case(t, "read-timeout", TRA, sms(200, {}, timeout=1, url=f"http://127.0.0.1:"
        f"{silent_port()}/v2"))  # fmt: skip


def aleph_alpha_family() -> Iterator[Case]:
    from aleph_alpha_client import Client, CompletionRequest, Prompt

    server = HttpScript()

    def complete(status: int, body: object, host: str | None = None, timeout: int = 3,
        **headers: str) -> Callable[[], Any]:  # fmt: skip
        text = body if isinstance(body, str) else json.dumps(body)

        def run() -> Any:
            server.set(status, text, **headers)
            client = Client(token="aa-heldout29", host=host or server.url, total_retries=0,
                request_timeout_seconds=timeout)  # fmt: skip
            return client.complete(CompletionRequest(prompt=Prompt.from_text("Summarise the "
                "ticket."), maximum_tokens=64), model="luminous-base")  # fmt: skip

        return run

    def err(code: str, message: str) -> dict[str, str]:
        return {"error": message, "code": code}

    a = "aleph-alpha-29"
    yield case(a, "400-max-tokens", CLI, complete(400, err("VALIDATION_ERROR", "maximum_tokens "
        "must be between 1 and 2048")))  # fmt: skip
    yield case(a, "400-prompt-too-long", CLI, complete(400, err("PROMPT_TOO_LONG", "The prompt "
        "is 2304 tokens long, which exceeds the model's context size of 2048 tokens.")))  # fmt: skip
    yield case(a, "401-token", CRED, complete(401, err("UNAUTHENTICATED", "The provided token "
        "is invalid or has been revoked.")))  # fmt: skip
    # 402: the organisation's credits are spent; neither waiting nor another prompt helps.
    yield case(a, "402-credits", (FAT, BIZ), complete(402, err("CREDITS_EXHAUSTED", "You have "
        "run out of credits. Please top up your account.")))  # fmt: skip
    yield case(a, "408-timeout", TRA, complete(408, err("TIMEOUT", "The request timed out "
        "while waiting for a worker.")))  # fmt: skip
    yield case(a, "503-busy", TRA, complete(503, err("BUSY", "No worker is available for "
        "luminous-base at the moment.")))  # fmt: skip
    yield case(a, "429-words", TRA, complete(429, err("TOO_MANY_REQUESTS", "Rate limit reached "
        "for this token; retry in 30 seconds.")), retry_after=30)  # fmt: skip
    yield case(a, "429-plain", TRA, complete(429, err("TOO_MANY_REQUESTS", "Too many requests")))
    yield case(a, "404-model", CLI, complete(404, err("MODEL_NOT_FOUND", "Model "
        "'luminous-base' is not available. Available models: pharia-1-llm-7b-control.")))  # fmt: skip
    yield case(a, "403-forbidden", CLI, complete(403, err("FORBIDDEN", "The token is not "
        "allowed to use this model.")))  # fmt: skip
    yield case(a, "500-internal", (TRA, FAT), complete(500, err("INTERNAL_ERROR", "An internal "
        "error occurred.")))  # fmt: skip
    yield case(a, "502-gateway", TRA, complete(502, "<html><head><title>502 Bad Gateway</title>"
        "</head></html>", Content_Type="text/html"))  # fmt: skip
    yield case(a, "422-unprocessable", CLI, complete(422, err("UNPROCESSABLE", "Unknown control"
        " parameter 'temprature'.")))  # fmt: skip
    yield case(a, "refused", TRA, complete(200, {}, host=f"http://127.0.0.1:{closed_port()}"))
    yield case(a, "read-timeout", TRA, complete(200, {}, timeout=1, host=f"http://127.0.0.1:"
        f"{silent_port()}"))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    brevo_family,
    telnyx_family,
    aleph_alpha_family,
)
