"""Held-out set 28, part 2: support-desk and e-mail APIs called through ``httpx``.

Tools that call Intercom and Mailgun with ``httpx`` and ``raise_for_status()``: an
``httpx.HTTPStatusError`` whose ``response`` keeps the status, headers and body (Intercom's
``type: error.list`` with ``errors[].code``, Mailgun's plain ``{"message": …}`` and its
plain-text refusals), and httpx's own transport errors.

Written 2026-12-05 from 04:25 UTC by the helper ``heldout28``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import httpx
from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_families_twentyfirst import silent_port
from _heldout_servers import HttpScript, closed_port

__all__ = ["FAMILIES"]


def _httpx_tool(path: str) -> Callable[..., Callable[[], Any]]:
    server = HttpScript()

    def reply(status: int, body: object, **headers: str) -> Callable[[], Any]:
        text = body if isinstance(body, str) else json.dumps(body)

        def run() -> Any:
            server.set(status, text, **headers)
            with httpx.Client(base_url=server.url, timeout=3) as client:
                answer = client.post(path, data={"to": "ops@example.com", "subject": "28"})
                answer.raise_for_status()
                return answer.json()

        return run

    return reply


def _intercom(code: str, message: str) -> dict[str, Any]:
    return {"type": "error.list", "request_id": "000on28heldout",
        "errors": [{"code": code, "message": message}]}  # fmt: skip


def intercom_family() -> Iterator[Case]:
    reply = _httpx_tool("/conversations/28/reply")
    i = "intercom-28"
    yield case(i, "401-unauthorized", CRED, reply(401, _intercom("unauthorized", "Access Token "
        "Invalid")))  # fmt: skip
    yield case(i, "403-token-not-found", CRED, reply(403, _intercom("token_not_found", "Token "
        "not found")))  # fmt: skip
    yield case(i, "404-not-found", (CLI, BIZ), reply(404, _intercom("not_found", "Resource Not "
        "Found")))  # fmt: skip
    yield case(i, "400-parameter-invalid", CLI, reply(400, _intercom("parameter_invalid",
        "message_type must be one of comment, note")))  # fmt: skip
    yield case(i, "400-parameter-missing", CLI, reply(400, _intercom("parameter_not_found",
        "body parameter not found")))  # fmt: skip
    yield case(i, "409-conflict", (CLI, BIZ), reply(409, _intercom("conflict", "A contact "
        "matching those details already exists with id=6528abc")))  # fmt: skip
    yield case(i, "422-conversation-closed", (BIZ, CLI), reply(422, _intercom("action_forbidden",
        "Conversation is closed and cannot be replied to")))  # fmt: skip
    yield case(i, "429-rate-limit", TRA, reply(429, _intercom("rate_limit_exceeded", "Exceeded "
        "rate limit of 10000 in 60 seconds"), Retry_After="11", X_RateLimit_Remaining="0"),
        retry_after=11)  # fmt: skip
    yield case(i, "500-server-error", (TRA, FAT), reply(500, _intercom("server_error",
        "Server Error")))  # fmt: skip
    yield case(i, "503-service-unavailable", TRA, reply(503, _intercom("service_unavailable",
        "Sorry, the API service is temporarily unavailable")))  # fmt: skip
    yield case(i, "504-timeout", TRA, reply(504, "<html><body><h1>504 Gateway Time-out</h1>"
        "</body></html>", Content_Type="text/html"))  # fmt: skip
    yield case(i, "refused", TRA, lambda: httpx.get(f"http://127.0.0.1:{closed_port()}/me",
        timeout=3))  # fmt: skip
    yield case(i, "read-timeout", TRA, lambda: httpx.get(f"http://127.0.0.1:{silent_port()}"
        "/contacts", timeout=1))  # fmt: skip
    yield case(i, "400-api-version", CLI, reply(400, _intercom("intercom_version_invalid",
        "Requested resource is not available in current API version.")))  # fmt: skip


def mailgun_family() -> Iterator[Case]:
    reply = _httpx_tool("/v3/mg.example.com/messages")
    m = "mailgun-28"
    yield case(m, "401-forbidden-text", CRED, reply(401, "Forbidden", Content_Type="text/plain"))
    yield case(m, "400-to-missing", CLI, reply(400, {"message": "'to' parameter is missing"}))
    yield case(m, "400-bad-address", CLI, reply(400, {"message": "to parameter is not a valid "
        "address. please check documentation"}))  # fmt: skip
    yield case(m, "404-domain", (CLI, BIZ), reply(404, {"message": "Domain not found: "
        "mg.example.com"}))  # fmt: skip
    # Sandbox domains deliver only to authorised recipients: an account rule, not a bad call.
    yield case(m, "403-sandbox", (BIZ, CLI), reply(403, {"message": "Domain mg.example.com is "
        "not allowed to send: Free accounts are for test purposes only. Please upgrade or add "
        "the address to authorized recipients in Account Settings."}))  # fmt: skip
    # Disabled for an unpaid invoice: billing, which neither a changed request nor a wait fixes.
    yield case(m, "403-disabled", FAT, reply(403, {"message": "Domain mg.example.com "
        "is disabled: account disabled due to unpaid invoice"}))  # fmt: skip
    # The plan's monthly message allowance is spent: waiting minutes will not help.
    yield case(m, "429-monthly-limit", FAT, reply(429, {"message": "You have exceeded your "
        "monthly sending limit of 5000 messages. Upgrade your plan to continue sending."}))  # fmt: skip
    yield case(m, "429-too-many", TRA, reply(429, {"message": "Too many requests, retry in 20 "
        "seconds"}, Retry_After="20"), retry_after=20)  # fmt: skip
    yield case(m, "413-attachment", CLI, reply(413, {"message": "Message size exceeds the "
        "25MB limit"}))  # fmt: skip
    yield case(m, "500-internal", (TRA, FAT), reply(500, {"message": "Internal Server Error"}))
    yield case(m, "502-bad-gateway", TRA, reply(502, "Bad Gateway", Content_Type="text/plain"))
    yield case(m, "503-unavailable", TRA, reply(503, {"message": "Service temporarily "
        "unavailable, please try again later"}))  # fmt: skip
    yield case(m, "400-template", CLI, reply(400, {"message": "template 'welcome-28' not "
        "found"}))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    intercom_family,
    mailgun_family,
)
