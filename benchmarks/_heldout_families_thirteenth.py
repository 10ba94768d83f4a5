"""Held-out set 13, part 1: three SaaS SDKs raising live against a fake API on 127.0.0.1.

* resend 2.52 (transactional email over requests): Resend's JSON errors (``statusCode`` +
  ``name`` + ``message``) raised as ``ResendError`` subclasses carrying ``code`` (the status,
  as a string or int), ``error_type`` and the response ``headers``; transport failures wrapped
  as a ``ResendError`` with ``code=500``.
* replicate 1.0.7 (model hosting over httpx): RFC 7807 problem documents raised as
  ``ReplicateError`` (``status``, ``title``, ``detail``; no headers), and ``ModelError`` for a
  prediction that failed inside the model.
* hubspot-api-client 12.0 (OpenAPI-generated, urllib3): ``ApiException`` subclasses carrying
  ``status``, ``reason``, ``headers`` and HubSpot's JSON body (``category``, ``policyName``).

Written 2026-12-04 between 02:47 and 03:00 UTC by the helper ``heldout13``, built blind:
labelled from DESIGN.md §2 semantics only; ``classify()``, the decorator and any observation
were never run on these cases before the labels were committed, nor were the classifier's
rules, its tests or any verdict read. None of these packages appears in sets 1-12, "gen",
"dev10", "dev11" or ``tests/``."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED, silent_url
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def resend_family() -> Iterator[Case]:
    import resend
    from resend.http_client_requests import RequestsClient

    server = http()
    resend.api_key = "re_heldout_key"
    resend.default_http_client = RequestsClient(timeout=1)

    def send(url: str | None = None) -> Any:
        resend.api_url = url or server.url
        return resend.Emails.send(
            {"from": "billing@example.com", "to": ["ana@example.com"], "subject": "Invoice",
             "html": "<p>Your invoice is attached.</p>"}
        )  # fmt: skip

    def reply(status: int, name: str | None, message: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            if name is None:
                server.set(status, message, Content_Type="text/html", **headers)
            else:
                body = json.dumps({"statusCode": status, "name": name, "message": message})
                server.set(status, body, **headers)
            return send()

        return run

    rs = "resend"
    yield case(rs, "401-missing-key", CRED, reply(401, "missing_api_key",
        "Missing API key in the authorization header. Include the following header "
        "Authorization: Bearer YOUR_API_KEY in the request."))  # fmt: skip
    yield case(rs, "403-invalid-key", CRED, reply(403, "invalid_api_key", "API key is invalid"))
    yield case(rs, "403-domain-unverified", (CLI, FAT), reply(403, "validation_error",
        "The example.com domain is not verified. Please, add and verify your domain on "
        "https://resend.com/domains"))  # fmt: skip
    yield case(rs, "422-invalid-to", CLI, reply(422, "validation_error",
        "Invalid `to` field. The email address needs to follow the `email@example.com` or "
        "`Name <email@example.com>` format."))  # fmt: skip
    yield case(rs, "422-missing-field", CLI, reply(422, "missing_required_field",
        "Missing `subject` field."))  # fmt: skip
    yield case(rs, "422-invalid-attachment", CLI, reply(422, "invalid_attachment",
        "Attachment must have either a `content` or `path`."))  # fmt: skip
    yield case(rs, "400-idempotency-key", CLI, reply(400, "invalid_idempotency_key",
        "The key must be between 1-256 chars."))  # fmt: skip
    yield case(rs, "409-idempotent-mismatch", CLI, reply(409, "invalid_idempotent_request",
        "Same idempotency key used with a different request payload. Change your idempotency "
        "key or payload."))  # fmt: skip
    # Resend's own doc: "Try the request again later" (the first request is still running).
    yield case(rs, "409-concurrent-idempotent", (TRA, CLI), reply(409,
        "concurrent_idempotent_requests", "Same idempotency key used while original request "
        "is still in progress. Try the request again later."))  # fmt: skip
    yield case(rs, "429-rate-limit", TRA, reply(429, "rate_limit_exceeded",
        "Too many requests. You can only make 2 requests per second. See rate limit response "
        "headers for more information.", Retry_After="1", Ratelimit_Limit="2",
        Ratelimit_Remaining="0", Ratelimit_Reset="1"), retry_after=1.0)  # fmt: skip
    # A spent daily/monthly quota: waiting a few seconds will not help (DESIGN: quota wording
    # beats a 429), even though the response carries a Retry-After.
    yield case(rs, "429-daily-quota", FAT, reply(429, "daily_quota_exceeded",
        "You have reached your daily email sending quota.", Retry_After="3600"))  # fmt: skip
    yield case(rs, "429-monthly-quota", FAT, reply(429, "monthly_quota_exceeded",
        "You have reached your monthly email sending quota. Upgrade your plan to keep "
        "sending."))  # fmt: skip
    yield case(rs, "451-security", (CLI, FAT), reply(451, "security_error",
        "We may have found a security issue with the request."))  # fmt: skip
    yield case(rs, "404-endpoint", (CLI, FAT), reply(404, "not_found",
        "The requested endpoint does not exist."))  # fmt: skip
    yield case(rs, "500-application", (TRA, FAT), reply(500, "application_error",
        "An unexpected error occurred."))  # fmt: skip
    yield case(rs, "503-page-retry-after", TRA, reply(503, None,
        "<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>",
        Retry_After="30"), retry_after=30.0)  # fmt: skip
    yield case(rs, "502-page", TRA, reply(502, None, "<html><body>Bad Gateway</body></html>"))
    yield case(rs, "refused", TRA, lambda: send(f"http://127.0.0.1:{closed_port()}"))
    yield case(rs, "read-timeout", TRA, lambda: send(silent_url()))


def replicate_family() -> Iterator[Case]:
    import replicate

    server = http()

    def client(url: str | None = None) -> Any:
        return replicate.Client(api_token="r8_heldout_token", base_url=url or server.url)

    def create(url: str | None = None) -> Any:
        # POST is never retried by the SDK's own transport: the first answer is raised.
        return client(url).predictions.create(version="5c7d5dc6dd8b", input={"prompt": "a cat"})

    def problem(status: int, title: str, detail: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, json.dumps({"title": title, "detail": detail, "status": status}),
                       **headers)  # fmt: skip
            return create()

        return run

    def failed(error: str) -> Callable[[], Any]:
        def run() -> Any:
            prediction = {
                "id": "ufawqhfynnddngldkgtslldrkq", "model": "owner/model",
                "version": "5c7d5dc6dd8b", "status": "failed", "input": {"prompt": "a cat"},
                "error": error, "logs": "", "urls": {},
            }  # fmt: skip
            server.set(200, json.dumps(prediction))
            return client().run("owner/model", input={"prompt": "a cat"})

        return run

    rp = "replicate"
    yield case(rp, "401-no-token", CRED, problem(401, "Unauthenticated",
        "You did not pass an authentication token"))  # fmt: skip
    yield case(rp, "401-invalid-token", CRED, problem(401, "Invalid token",
        "The authentication token you passed is invalid."))  # fmt: skip
    # Credit spent: a person must buy more (a spend limit), or the account's answer (402).
    yield case(rp, "402-insufficient-credit", (FAT, BIZ), problem(402, "Insufficient credit",
        "You have insufficient credit to run this model. Go to "
        "https://replicate.com/account/billing#billing to purchase credit. Once you purchase "
        "credit, please wait a few minutes before trying again."))  # fmt: skip
    yield case(rp, "404-version", CLI, problem(404, "Not found",
        "The requested resource could not be found."))  # fmt: skip
    yield case(rp, "422-input", CLI, problem(422, "Input validation failed",
        "- input.num_outputs: Must be less than or equal to 4"))  # fmt: skip
    yield case(rp, "422-version-invalid", CLI, problem(422, "Invalid version or not permitted",
        "The specified version does not exist (or perhaps you don't have permission to use "
        "it?)"))  # fmt: skip
    # The wait is told in the detail only (ReplicateError keeps no headers).
    yield case(rp, "429-throttled-detail", TRA, problem(429, "Request was throttled",
        "Request was throttled. Expected available in 7 seconds."), retry_after=7.0)  # fmt: skip
    yield case(rp, "429-throttled-header", TRA, problem(429, "Too Many Requests",
        "You have exceeded the rate limit.", Retry_After="12"))  # fmt: skip
    yield case(rp, "500", (TRA, FAT), problem(500, "Internal Server Error",
        "An unexpected error occurred."))  # fmt: skip
    yield case(rp, "503-at-capacity", TRA, problem(503, "Service Unavailable",
        "The service is at capacity. Please try again later."))  # fmt: skip
    yield case(rp, "model-interrupted", TRA, failed(
        "Prediction interrupted; please retry (code: PA)"))  # fmt: skip
    yield case(rp, "model-bad-width", CLI, failed(
        "ValueError: width must be a multiple of 64, got 1000"))  # fmt: skip
    yield case(
        rp,
        "model-cuda-oom",
        (FAT, CLI),
        failed("CUDA out of memory. Tried to allocate 2.00 GiB (GPU 0; 39.59 GiB total capacity)"),
    )
    yield case(rp, "refused", TRA, lambda: create(f"http://127.0.0.1:{closed_port()}"))


def hubspot_family() -> Iterator[Case]:
    from hubspot import HubSpot
    from hubspot.crm.contacts import SimplePublicObjectInputForCreate
    from urllib3.util.retry import Retry

    server = http()
    # No retries inside urllib3: the first answer reaches the tool.
    no_retry = Retry(total=0, status_forcelist=(), respect_retry_after_header=False)

    def api(url: str | None = None) -> Any:
        return HubSpot(access_token="pat-na1-heldout", host=url or server.url, retry=no_retry)

    def create(url: str | None = None) -> Any:
        data = SimplePublicObjectInputForCreate(properties={"email": "ana@example.com"})
        return api(url).crm.contacts.basic_api.create(
            simple_public_object_input_for_create=data, _request_timeout=1
        )

    def reply(status: int, body: dict[str, Any] | str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            if isinstance(body, str):
                server.set(status, body, Content_Type="text/html", **headers)
            else:
                server.set(
                    status,
                    json.dumps(
                        {
                            "status": "error",
                            "correlationId": "aeb5f871-7f07-4993-9211-075dc63e7cbf",
                            **body,
                        }
                    ),
                    **headers,
                )
            return create()

        return run

    hs = "hubspot"
    yield case(hs, "400-validation", CLI, reply(400, {"category": "VALIDATION_ERROR",
        "message": 'Property values were not valid: [{"isValid":false,"message":"Email '
        'address ana@ is invalid","error":"INVALID_EMAIL","name":"email"}]'}))  # fmt: skip
    yield case(hs, "400-unknown-property", CLI, reply(400, {"category": "VALIDATION_ERROR",
        "message": 'Property "favourite_colour" does not exist'}))  # fmt: skip
    yield case(hs, "401-no-credentials", CRED, reply(401, {"category":
        "INVALID_AUTHENTICATION", "message": "Authentication credentials not found. This API "
        "supports OAuth 2.0 authentication and you can find more details at "
        "https://developers.hubspot.com/docs/methods/auth/oauth-overview"}))  # fmt: skip
    yield case(hs, "401-expired-token", CRED, reply(401, {"category":
        "EXPIRED_AUTHENTICATION", "message": "The OAuth token used to make this call expired "
        "2 hour(s) ago."}))  # fmt: skip
    yield case(
        hs,
        "403-missing-scopes",
        (CLI, FAT),
        reply(
            403,
            {
                "category": "MISSING_SCOPES",
                "message": "This app hasn't been granted all required scopes to make this call.",
                "errors": [
                    {
                        "message": "One or more of the following scopes are required.",
                        "context": {"requiredGranularScopes": ["crm.objects.contacts.write"]},
                    }
                ],
            },
        ),
    )
    yield case(hs, "404-object", (CLI, BIZ), reply(404, {"category": "OBJECT_NOT_FOUND",
        "message": "resource not found"}))  # fmt: skip
    yield case(hs, "409-conflict", (CLI, BIZ), reply(409, {"category": "CONFLICT",
        "message": "Contact already exists. Existing ID: 51"}))  # fmt: skip
    yield case(hs, "414-uri", CLI, reply(414, "<html><body>URI Too Long</body></html>"))
    yield case(hs, "429-ten-secondly", TRA, reply(429, {"errorType": "RATE_LIMIT",
        "message": "You have reached your ten_secondly_rolling limit.",
        "policyName": "TEN_SECONDLY_ROLLING", "groupName": "publicapi"},
        X_HubSpot_RateLimit_Remaining="0"))  # fmt: skip
    yield case(hs, "429-retry-after", TRA, reply(429, {"errorType": "RATE_LIMIT",
        "message": "You have reached your secondly limit.", "policyName": "SECONDLY"},
        Retry_After="10"), retry_after=10.0)  # fmt: skip
    yield case(hs, "429-daily", FAT, reply(429, {"errorType": "RATE_LIMIT",
        "message": "You have reached your daily limit.", "policyName": "DAILY",
        "groupName": "publicapi"}))  # fmt: skip
    # HubSpot's own table: 477 "Migration in progress", retry after the portal's data move.
    yield case(hs, "477-migration", (TRA, CLI), reply(477, {"category": "MIGRATION_IN_PROGRESS",
        "message": "This portal is currently being migrated between data centers. Please "
        "retry your request after the migration completes."}))  # fmt: skip
    yield case(hs, "500", (TRA, FAT), reply(500, {"category": "INTERNAL_ERROR",
        "message": "internal error"}))  # fmt: skip
    yield case(hs, "502-page", TRA, reply(502, "<html><body>502 Bad Gateway</body></html>"))
    yield case(hs, "504-page", TRA, reply(504, "<html><body>504 Gateway Timeout</body></html>"))
    yield case(hs, "521-origin-down", TRA, reply(521, "<html><body>Web server is down"
        "</body></html>"))  # fmt: skip
    yield case(hs, "refused", TRA, lambda: create(f"http://127.0.0.1:{closed_port()}"))
    yield case(hs, "read-timeout", TRA, lambda: create(silent_url()))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    resend_family,
    replicate_family,
    hubspot_family,
)
