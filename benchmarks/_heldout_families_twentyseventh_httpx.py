"""Held-out set 27, part 2: messaging and identity APIs through httpx, hosting APIs through aiohttp.

* Meta's Graph API (Messenger/WhatsApp Cloud/Instagram) and Auth0 and Zoom, called by tools
  that use ``httpx`` and ``raise_for_status()``: an ``httpx.HTTPStatusError`` whose ``response``
  keeps the status, headers and body (Graph's ``error.code``/``error_subcode``/``fbtrace_id``,
  Auth0's ``error``/``errorCode``, Zoom's numeric ``code``), and httpx's transport errors.
* Heroku, Vercel and Netlify platform APIs called through ``aiohttp`` with
  ``raise_for_status=True``: an ``aiohttp.ClientResponseError`` carrying ``status``, ``message``
  (the reason phrase) and ``headers``, never the body.

Written 2026-12-05 from 04:15 UTC by the helper ``heldout27``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Iterator
from typing import Any

import httpx
from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_families_twentyfirst import silent_port
from _heldout_servers import HttpScript, closed_port

__all__ = ["FAMILIES"]


def _httpx_tool() -> Callable[..., Callable[[], Any]]:
    server = HttpScript()

    def reply(status: int, body: object, **headers: str) -> Callable[[], Any]:
        text = body if isinstance(body, str) else json.dumps(body)

        def run() -> Any:
            server.set(status, text, **headers)
            with httpx.Client(base_url=server.url, timeout=3) as client:
                answer = client.post("/v19.0/1027/messages", json={"to": "15550001027"})
                answer.raise_for_status()
                return answer.json()

        return run

    return reply


def _meta(code: int, message: str, kind: str = "OAuthException", sub: int | None = None) -> Any:
    error: dict[str, Any] = {"message": message, "type": kind, "code": code,
        "fbtrace_id": "AbC27heldoutXyZ"}  # fmt: skip
    if sub is not None:
        error["error_subcode"] = sub
    return {"error": error}


def meta_graph_family() -> Iterator[Case]:
    reply = _httpx_tool()
    m = "meta-graph-27"
    yield case(m, "190-token-expired", CRED, reply(401, _meta(190, "Error validating access "
        "token: Session has expired on Thursday, 04-Dec-26 18:00:00 PST.", sub=463)))  # fmt: skip
    yield case(m, "100-invalid-parameter", CLI, reply(400, _meta(100, "(#100) Invalid "
        "parameter", "GraphMethodException")))  # fmt: skip
    yield case(m, "803-unknown-alias", (CLI, BIZ), reply(404, _meta(803, "(#803) Some of the "
        "aliases you requested do not exist: heldout27page")))  # fmt: skip
    yield case(m, "10-permission", CLI, reply(403, _meta(10, "(#10) Application does not have "
        "permission for this action")))  # fmt: skip
    # App- and page-level call counts: Meta says to wait and the request is fine.
    yield case(m, "4-app-rate-limit", TRA, reply(400, _meta(4, "(#4) Application request limit "
        "reached")))  # fmt: skip
    yield case(m, "80007-waba-rate-limit", TRA, reply(400, _meta(80007, "(#80007) Rate limit "
        "hit for this WhatsApp Business Account. Please try again later.")))  # fmt: skip
    yield case(m, "613-calls-exceeded", TRA, reply(400, _meta(613, "(#613) Calls to this api "
        "have exceeded the rate limit.")))  # fmt: skip
    yield case(m, "131056-pair-rate-limit", TRA, reply(400, _meta(131056, "(#131056) (Business "
        "Account, Consumer Account) pair rate limit hit")))  # fmt: skip
    # The recipient has not messaged within 24 hours: the platform's rule, not a malfunction.
    yield case(m, "131047-reengagement", (BIZ, CLI), reply(400, _meta(131047, "(#131047) "
        "Re-engagement message: more than 24 hours have passed since the recipient last replied"
        " to the sender number.")))  # fmt: skip
    yield case(m, "131042-payment-issue", (BIZ, FAT), reply(400, _meta(131042, "(#131042) "
        "Business eligibility payment issue: there was an error related to your payment "
        "method.")))  # fmt: skip
    yield case(m, "2-service-unavailable", TRA, reply(503, _meta(2, "An unexpected error has "
        "occurred. Please retry your request later.")))  # fmt: skip
    yield case(m, "1-unknown-500", (TRA, FAT), reply(500, _meta(1, "An unknown error occurred",
        "OAuthException")))  # fmt: skip
    yield case(m, "refused-connection", TRA, lambda: httpx.get(f"http://127.0.0.1:"
        f"{closed_port()}/v19.0/me", timeout=3))  # fmt: skip
    yield case(m, "read-timeout", TRA, lambda: httpx.get(f"http://127.0.0.1:{silent_port()}"
        "/v19.0/me", timeout=1))  # fmt: skip


def auth0_zoom_family() -> Iterator[Case]:
    reply = _httpx_tool()
    a = "auth0-zoom-27"
    yield case(a, "auth0-401-invalid-token", CRED, reply(401, {"statusCode": 401, "error":
        "Unauthorized", "message": "Expired token received for JSON Web Token validation",
        "attributes": {"error": "Expired token received"}}))  # fmt: skip
    yield case(a, "auth0-403-scope", CLI, reply(403, {"statusCode": 403, "error": "Forbidden",
        "message": "Insufficient scope, expected any of: create:users", "errorCode":
        "insufficient_scope"}))  # fmt: skip
    yield case(a, "auth0-409-user-exists", (CLI, BIZ), reply(409, {"statusCode": 409, "error":
        "Conflict", "message": "The user already exists.", "errorCode": "auth0_idp_error"}))  # fmt: skip
    yield case(a, "auth0-400-invalid-body", CLI, reply(400, {"statusCode": 400, "error":
        "Bad Request", "message": "Payload validation error: 'Invalid email' on property "
        "email.", "errorCode": "invalid_body"}))  # fmt: skip
    yield case(a, "auth0-429-too-many", TRA, reply(429, {"statusCode": 429, "error": "Too Many "
        "Requests", "message": "Global limit has been reached", "errorCode": "too_many_requests"},
        Retry_After="4", X_RateLimit_Remaining="0"), retry_after=4)  # fmt: skip
    yield case(a, "auth0-503-unavailable", TRA, reply(503, {"statusCode": 503, "error":
        "Service Unavailable", "message": "The service is temporarily unavailable."}))  # fmt: skip
    yield case(a, "auth0-401-invalid-client", CRED, reply(401, {"error": "access_denied",
        "error_description": "Unauthorized"}))  # fmt: skip
    yield case(a, "zoom-124-invalid-token", CRED, reply(401, {"code": 124, "message": "Invalid "
        "access token."}))  # fmt: skip
    yield case(a, "zoom-3001-meeting-missing", (CLI, BIZ), reply(404, {"code": 3001, "message":
        "Meeting does not exist: 85027270027."}))  # fmt: skip
    yield case(a, "zoom-300-invalid-field", CLI, reply(400, {"code": 300, "message": "Validation"
        " Failed.", "errors": [{"field": "start_time", "message": "Invalid field."}]}))  # fmt: skip
    yield case(a, "zoom-429-per-second", TRA, reply(429, {"code": 429, "message": "You have "
        "reached the maximum per-second rate limit for this API. Try again later."},
        Retry_After="1"), retry_after=1)  # fmt: skip
    # Zoom's daily cap on one operation: the message says it resets the next day.
    yield case(a, "zoom-429-daily", FAT, reply(429, {"code": 429, "message": "You have reached "
        "the maximum daily rate limit for this API. Refer to the response header for details on"
        " when you can make another request."}))  # fmt: skip
    yield case(a, "zoom-3000-webinar", CLI, reply(400, {"code": 3000, "message": "Cannot "
        "access webinar info."}))  # fmt: skip
    yield case(a, "zoom-1001-user-missing", (CLI, BIZ), reply(404, {"code": 1001, "message":
        "User does not exist: ana@example.com."}))  # fmt: skip
    yield case(a, "zoom-200-no-license", (BIZ, FAT, CLI), reply(400, {"code": 200, "message":
        "Only available for paid users: ana@example.com."}))  # fmt: skip


def _aiohttp_tool() -> Callable[..., Callable[[], Any]]:
    import aiohttp

    server = HttpScript()

    def reply(status: int, body: object, **headers: str) -> Callable[[], Any]:
        text = body if isinstance(body, str) else json.dumps(body)

        async def call() -> Any:
            limit = aiohttp.ClientTimeout(total=3)
            async with (
                aiohttp.ClientSession(raise_for_status=True, timeout=limit) as session,
                session.post(f"{server.url}/apps/heldout27/builds", json={}) as answer,
            ):
                return await answer.json()

        def run() -> Any:
            server.set(status, text, **headers)
            return asyncio.run(call())

        return run

    return reply


def hosting_family() -> Iterator[Case]:
    import aiohttp

    reply = _aiohttp_tool()
    h = "hosting-aiohttp-27"
    yield case(h, "heroku-401-unauthorized", CRED, reply(401, {"id": "unauthorized", "message":
        "Invalid credentials provided."}))  # fmt: skip
    yield case(h, "heroku-403-forbidden", CLI, reply(403, {"id": "forbidden", "message": "You do"
        " not have access to the app heldout27."}))  # fmt: skip
    yield case(h, "heroku-404-not-found", (CLI, BIZ), reply(404, {"id": "not_found", "message":
        "Couldn't find that app."}))  # fmt: skip
    yield case(h, "heroku-422-invalid-params", CLI, reply(422, {"id": "invalid_params",
        "message": "Name must start with a letter."}))  # fmt: skip
    yield case(h, "heroku-429-rate-limit", TRA, reply(429, {"id": "rate_limit", "message":
        "Your account reached the API rate limit. Please wait a few minutes before making new"
        " requests"}, Retry_After="60"), retry_after=60)  # fmt: skip
    # Verification or payment needed before the account may scale: a person must act.
    yield case(h, "heroku-402-verification", (BIZ, FAT), reply(402, {"id":
        "verification_required", "message": "Please verify your account to install this "
        "add-on plan."}))  # fmt: skip
    yield case(h, "vercel-409-conflict", (CLI, BIZ), reply(409, {"error": {"code":
        "project_already_exists", "message": "A project with that name already exists."}}))  # fmt: skip
    yield case(h, "vercel-429-deploy-limit", TRA, reply(429, {"error": {"code": "rate_limited",
        "message": "Too many requests - try again in 5 seconds.", "limit": {"remaining": 0,
        "reset": 1796444405, "total": 100}}}, Retry_After="5"), retry_after=5)  # fmt: skip
    yield case(h, "vercel-500-internal", (TRA, FAT), reply(500, {"error": {"code":
        "internal_server_error", "message": "An unexpected internal error occurred."}}))  # fmt: skip
    yield case(h, "netlify-502", TRA, reply(502, "<html><body>502 Bad Gateway</body></html>",
        Content_Type="text/html"))  # fmt: skip
    yield case(h, "netlify-503", TRA, reply(503, {"code": 503, "message": "Service Unavailable"}))
    yield case(h, "netlify-413-too-large", CLI, reply(413, {"code": 413, "message": "Deploy "
        "file exceeds the maximum size"}))  # fmt: skip
    yield case(h, "netlify-408-timeout", TRA, reply(408, {"code": 408, "message": "Request "
        "Timeout"}))  # fmt: skip

    async def refused() -> None:
        async with aiohttp.ClientSession() as session:
            await session.get(f"http://127.0.0.1:{closed_port()}/account")

    async def silent() -> None:
        async with aiohttp.ClientSession() as session:
            await session.get(f"http://127.0.0.1:{silent_port()}/account",
                timeout=aiohttp.ClientTimeout(total=1))  # fmt: skip

    yield case(h, "refused-connection", TRA, lambda: asyncio.run(refused()))
    yield case(h, "total-timeout", TRA, lambda: asyncio.run(silent()))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    meta_graph_family,
    auth0_zoom_family,
    hosting_family,
)
