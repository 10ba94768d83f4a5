"""Held-out set 7, part 2: google-genai and messaging/SaaS SDKs toolretry was not written
against (python-telegram-bot, twilio, notion-client), each raising live against a scripted
HTTP server on 127.0.0.1: Google's ``RetryInfo``/``QuotaFailure``/``ErrorInfo`` bodies,
Telegram's ``retry_after`` parameter, Twilio's numeric error codes, Notion's error codes with
Retry-After, credentials, timeouts and refused connections. None is in sets 1-6 or ``tests/``.

Every label was written from DESIGN.md §2 and issue 23 point 1 before any verdict was looked
at (2026-12-03, 14:40-15:40 UTC, by a helper that never ran ``classify()`` on these cases nor
read the classifier's rules); see ``_heldout_families_seventh.py`` for the conventions."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED, silent_url
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def _google_error(code: int, status: str, message: str, *details: dict[str, Any]) -> str:
    body = {"code": code, "message": message, "status": status, "details": list(details)}
    return json.dumps({"error": body})


def genai_family() -> Iterator[Case]:
    from google import genai
    from google.genai import types

    server = http()

    def generate(url: str | None = None, timeout_ms: int = 3000) -> Callable[[], Any]:
        def action() -> Any:
            options = types.HttpOptions(base_url=url or server.url, timeout=timeout_ms)
            client = genai.Client(api_key="AIza-test", http_options=options)
            return client.models.generate_content(model="gemini-2.0-flash", contents="hi")

        return action

    def status(code: int, body: str) -> Callable[[], Any]:
        def action() -> Any:
            server.set(code, body)
            return generate()()

        return action

    retry_info = {"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "12s"}
    yield case(
        "google-genai",
        "429-retry-info",
        TRA,
        status(
            429,
            _google_error(
                429,
                "RESOURCE_EXHAUSTED",
                "Resource has been exhausted (e.g. check quota).",
                retry_info,
            ),
        ),
        12.0,
    )
    daily = {
        "@type": "type.googleapis.com/google.rpc.QuotaFailure",
        "violations": [
            {
                "quotaMetric": "generativelanguage.googleapis.com/"
                "generate_content_free_tier_requests",
                "quotaId": "GenerateRequestsPerDayPerProjectPerModel-FreeTier",
            }
        ],
    }
    yield case(
        "google-genai",
        "429-daily-quota",
        FAT,
        status(
            429,
            _google_error(
                429,
                "RESOURCE_EXHAUSTED",
                "You exceeded your "
                "current quota, please check your plan and billing "
                "details. Quota exceeded for metric: requests per "
                "day, limit: 50",
                daily,
            ),
        ),
    )
    yield case(
        "google-genai",
        "400-invalid-argument",
        CLI,
        status(
            400, _google_error(400, "INVALID_ARGUMENT", "Request contains an invalid argument.")
        ),
    )
    key = {
        "@type": "type.googleapis.com/google.rpc.ErrorInfo",
        "reason": "API_KEY_INVALID",
        "domain": "googleapis.com",
    }
    yield case(
        "google-genai",
        "400-api-key-invalid",
        CRED,
        status(
            400,
            _google_error(
                400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key.", key
            ),
        ),
    )
    yield case(
        "google-genai",
        "400-location",
        (CLI, FAT),
        status(
            400,
            _google_error(
                400, "FAILED_PRECONDITION", "User location is not supported for the API use."
            ),
        ),
    )
    yield case(
        "google-genai",
        "403-permission",
        CRED,
        status(403, _google_error(403, "PERMISSION_DENIED", "The caller does not have permission")),
    )
    billing = {
        "@type": "type.googleapis.com/google.rpc.ErrorInfo",
        "reason": "BILLING_DISABLED",
        "domain": "googleapis.com",
    }
    yield case(
        "google-genai",
        "403-billing-disabled",
        FAT,
        status(
            403,
            _google_error(
                403, "PERMISSION_DENIED", "This API method requires billing to be enabled.", billing
            ),
        ),
    )
    yield case(
        "google-genai",
        "404-model",
        CLI,
        status(
            404,
            _google_error(404, "NOT_FOUND", "models/gemini-9 is not found for API version v1beta"),
        ),
    )
    yield case(
        "google-genai",
        "500-internal",
        (TRA, FAT),
        status(500, _google_error(500, "INTERNAL", "An internal error has occurred.")),
    )
    yield case(
        "google-genai",
        "503-overloaded",
        TRA,
        status(
            503,
            _google_error(503, "UNAVAILABLE", "The model is overloaded. Please try again later."),
        ),
    )
    yield case(
        "google-genai",
        "504-deadline",
        TRA,
        status(
            504,
            _google_error(
                504, "DEADLINE_EXCEEDED", "Deadline expired before operation could complete."
            ),
        ),
    )
    yield case("google-genai", "timeout", TRA, generate(silent_url(), timeout_ms=300))


def telegram_family() -> Iterator[Case]:
    import telegram
    from telegram.request import HTTPXRequest

    server = http()

    def send(url: str | None = None, timeout: float = 3.0) -> Callable[[], Any]:
        async def go() -> None:
            request = HTTPXRequest(read_timeout=timeout, connect_timeout=timeout)
            bot = telegram.Bot(
                "123456:ABC-test", base_url=(url or server.url) + "/bot", request=request
            )
            await bot.send_message(chat_id=42, text="hi")

        return lambda: asyncio.run(go())

    def status(code: int, description: str, **parameters: Any) -> Callable[[], Any]:
        body: dict[str, Any] = {"ok": False, "error_code": code, "description": description}
        if parameters:
            body["parameters"] = parameters

        def action() -> None:
            server.set(code, json.dumps(body))
            send()()

        return action

    yield case(
        "telegram",
        "429-retry-after",
        TRA,
        status(429, "Too Many Requests: retry after 5", retry_after=5),
        5.0,
    )
    yield case("telegram", "400-chat-not-found", CLI, status(400, "Bad Request: chat not found"))
    yield case(
        "telegram",
        "400-chat-migrated",
        CLI,
        status(
            400,
            "Bad Request: group chat was upgraded to a supergroup chat",
            migrate_to_chat_id=-1001234,
        ),
    )
    yield case(
        "telegram",
        "403-blocked-by-user",
        (CLI, BIZ),
        status(403, "Forbidden: bot was blocked by the user"),
    )
    yield case("telegram", "401-invalid-token", CRED, status(401, "Unauthorized"))
    yield case(
        "telegram",
        "409-conflict",
        (TRA, CLI, FAT),
        status(
            409,
            "Conflict: terminated by other getUpdates request; make sure that "
            "only one bot instance is running",
        ),
    )
    yield case("telegram", "502-bad-gateway", TRA, status(502, "Bad Gateway"))
    yield case("telegram", "timeout", TRA, send(silent_url(), timeout=0.3))
    yield case("telegram", "refused", TRA, send(f"http://127.0.0.1:{closed_port()}"))


def twilio_family() -> Iterator[Case]:
    from twilio.http.http_client import TwilioHttpClient
    from twilio.rest import Client

    server = http()

    def send(url: str | None = None, timeout: float = 3.0) -> Callable[[], Any]:
        def action() -> None:
            client = Client(
                "AC" + "0" * 32, "auth-token", http_client=TwilioHttpClient(timeout=timeout)
            )
            client.api.base_url = url or server.url
            client.messages.create(to="+15005550001", from_="+15005550006", body="hi")

        return action

    def status(code: int, twilio_code: int, message: str, **headers: str) -> Callable[[], Any]:
        body = {
            "code": twilio_code,
            "message": message,
            "status": code,
            "more_info": f"https://www.twilio.com/docs/errors/{twilio_code}",
        }

        def action() -> None:
            server.set(code, json.dumps(body), **headers)
            send()()

        return action

    yield case(
        "twilio",
        "400-invalid-to",
        CLI,
        status(400, 21211, "The 'To' number +1500 is not a valid phone number."),
    )
    yield case(
        "twilio",
        "400-not-capable-from",
        CLI,
        status(
            400,
            21606,
            "The 'From' phone number provided is not a valid, "
            "message-capable Twilio phone number for this destination.",
        ),
    )
    yield case(
        "twilio",
        "400-unsubscribed",
        (BIZ, CLI),
        status(400, 21610, "Attempt to send to unsubscribed recipient"),
    )
    yield case("twilio", "401-authenticate", CRED, status(401, 20003, "Authenticate"))
    yield case(
        "twilio", "404-not-found", CLI, status(404, 20404, "The requested resource was not found")
    )
    yield case(
        "twilio",
        "429-retry-after",
        TRA,
        status(429, 20429, "Too Many Requests", Retry_After="2"),
        2.0,
    )
    yield case("twilio", "500", TRA, status(500, 20500, "An internal server error has occurred"))
    yield case("twilio", "503", TRA, status(503, 20503, "Service unavailable"))
    yield case("twilio", "timeout", TRA, send(silent_url(), timeout=0.3))
    yield case("twilio", "refused", TRA, send(f"http://127.0.0.1:{closed_port()}"))


def notion_family() -> Iterator[Case]:
    import notion_client

    server = http()
    quiet = logging.getLogger("heldout7.notion")  # the client logs every failure it raises
    quiet.disabled = True

    def get(url: str | None = None, timeout_ms: int = 3000) -> Callable[[], Any]:
        def action() -> None:
            client = notion_client.Client(
                auth="secret_test",
                base_url=url or server.url,
                retry=False,
                timeout_ms=timeout_ms,
                logger=quiet,
            )
            client.pages.retrieve(page_id="59833787-2cf9-4fdf-8782-e53db20768a5")

        return action

    def status(code: int, notion_code: str, message: str, **headers: str) -> Callable[[], Any]:
        body = {"object": "error", "status": code, "code": notion_code, "message": message}

        def action() -> None:
            server.set(code, json.dumps(body), **headers)
            get()()

        return action

    yield case(
        "notion",
        "429-rate-limited",
        TRA,
        status(429, "rate_limited", "You have been rate limited.", Retry_After="2"),
        2.0,
    )
    yield case(
        "notion",
        "400-validation",
        CLI,
        status(
            400,
            "validation_error",
            "body failed validation: body.parent.page_id should be a valid uuid",
        ),
    )
    yield case(
        "notion",
        "400-invalid-json",
        CLI,
        status(400, "invalid_json", "The request body could not be decoded as JSON."),
    )
    yield case(
        "notion", "401-unauthorized", CRED, status(401, "unauthorized", "API token is invalid.")
    )
    yield case(
        "notion",
        "403-restricted",
        CRED,
        status(
            403,
            "restricted_resource",
            "Given the bearer token used, the client "
            "doesn't have permission to perform this "
            "operation.",
        ),
    )
    yield case(
        "notion",
        "404-object-not-found",
        CLI,
        status(
            404,
            "object_not_found",
            "Could not find page with ID: 59833787. Make "
            "sure the relevant pages and databases are "
            "shared with your integration.",
        ),
    )
    yield case(
        "notion",
        "409-conflict",
        (TRA, CLI),
        status(409, "conflict_error", "Conflict occurred while saving. Please try again."),
    )
    yield case(
        "notion", "500", TRA, status(500, "internal_server_error", "Unexpected error occurred.")
    )
    yield case(
        "notion",
        "503-unavailable",
        TRA,
        status(503, "service_unavailable", "Notion is unavailable, please try again later."),
    )
    yield case("notion", "timeout", TRA, get(silent_url(), timeout_ms=300))


FAMILIES = (genai_family, telegram_family, twilio_family, notion_family)
