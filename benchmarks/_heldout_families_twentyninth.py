"""Held-out set 29, part 1: content, media and e-mail vendors' own SDKs pointed at a local server.

* Contentful's Delivery API client (``contentful``, ``api_url`` on 127.0.0.1, ``https=False``):
  its ``HTTPError`` subclasses keep ``status_code`` and ``response``; a 429 carries
  ``X-Contentful-RateLimit-Reset`` and says it again in the message; an entry missing from a
  200 answer is its own ``EntryNotFoundError``; transport failures are requests' own.
* Cloudinary's Admin and Upload APIs (``cloudinary``, ``upload_prefix`` on 127.0.0.1): urllib3
  underneath, one exception class per status (``RateLimited`` for 420/429, ``GeneralError``
  for 500/503 and for an unparsable body or a refused connection, a plain ``Exception`` for
  any other status) and nothing but the message on it: the Admin API writes
  ``Error <status> - <message>``, the Upload API only the message.
* SparkPost's transmissions resource (``sparkpost``): ``SparkPostAPIException`` with
  ``status``, ``response`` (headers) and the ``errors[]`` codes in its message.

Written 2026-12-05 from 06:08 UTC by the helper ``heldout29``, built blind: labelled from
DESIGN.md §2 semantics only; ``classify()``, the decorator and any observation were never run
on these cases before the labels were committed, nor were the classifier's rules, its tests
or any earlier result read. No earlier set used these packages."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_families_twentyfirst import silent_port
from _heldout_servers import HttpScript, closed_port

__all__ = ["FAMILIES"]


def _cf(kind: str, message: str, details: object = None) -> dict[str, Any]:
    body: dict[str, Any] = {"sys": {"type": "Error", "id": kind}, "message": message,
        "requestId": "29heldout-0c8e"}  # fmt: skip
    if details is not None:
        body["details"] = details
    return body


def contentful_family() -> Iterator[Case]:
    import contentful

    server = HttpScript()

    def entry(status: int, body: object, *, host: str | None = None, timeout: float = 3,
        **headers: str) -> Callable[[], Any]:  # fmt: skip
        text = body if isinstance(body, str) else json.dumps(body)

        def run() -> Any:
            server.set(status, text, **headers)
            client = contentful.Client("space29", "cfpat-heldout29", api_url=host or
                server.url.removeprefix("http://"), https=False, max_rate_limit_retries=0,
                max_rate_limit_wait=0, content_type_cache=False, timeout_s=timeout)  # fmt: skip
            return client.entry("3xAmPlE29")

        return run

    c = "contentful-29"
    yield case(c, "401-access-token", CRED, entry(401, _cf("AccessTokenInvalid", "The access "
        "token you sent could not be found or is invalid.")))  # fmt: skip
    yield case(c, "403-access-denied", CLI, entry(403, _cf("AccessDenied", "The resource could "
        "not be accessed.", {"reasons": ["Token has no access to environment 'master'"]})))  # fmt: skip
    yield case(c, "404-space", (CLI, BIZ), entry(404, _cf("NotFound", "The resource could not "
        "be found.", {"type": "Space", "id": "space29"})))  # fmt: skip
    yield case(c, "400-invalid-query", CLI, entry(400, _cf("InvalidQuery", "The query you sent "
        "was invalid. Probably a filter or ordering specification is not applicable to the "
        "type of a field.", {"errors": [{"name": "unknownField", "details": "No field with id "
        "\"slgu\" found."}]})))  # fmt: skip
    yield case(c, "400-bad-locale", CLI, entry(400, _cf("BadRequest", "Unknown locale: "
        "pt-XX")))  # fmt: skip
    yield case(c, "429-reset-header", TRA, entry(429, _cf("RateLimitExceeded", "You have "
        "exceeded the rate limit of the Organization this Space belongs to by making too many "
        "API requests within a short timespan."), X_Contentful_RateLimit_Reset="7"),
        retry_after=7)  # fmt: skip
    yield case(c, "429-reset-long", TRA, entry(429, _cf("RateLimitExceeded", "You have exceeded "
        "the rate limit."), X_Contentful_RateLimit_Reset="42",
        X_Contentful_RateLimit_Second_Remaining="0"), retry_after=42)  # fmt: skip
    yield case(c, "500-server", (TRA, FAT), entry(500, _cf("ServerError", "Internal server "
        "error.")))  # fmt: skip
    # The SDK reads the HTML 502 page as JSON and its decode error escapes, the status lost:
    # the failure is the gateway's (transient), or, seen only as the decode error, a bug.
    yield case(c, "502-bad-gateway", (TRA, FAT), entry(502, "<html><body>502 Bad Gateway</body></html>",
        Content_Type="text/html"))  # fmt: skip
    yield case(c, "503-unavailable", TRA, entry(503, _cf("ServiceUnavailable", "The service is "
        "temporarily unavailable; please retry.")))  # fmt: skip
    # 409/422 have no class of their own: the base HTTPError with status_code.
    yield case(c, "409-version-mismatch", (CLI, TRA), entry(409, _cf("VersionMismatch", "The "
        "version you specified was invalid.")))  # fmt: skip
    yield case(c, "422-validation", CLI, entry(422, _cf("ValidationFailed", "Validation error",
        {"errors": [{"name": "size", "details": "Size must be at most 255"}]})))  # fmt: skip
    # The entry is simply not there: the 200 answer holds no item with that id.
    yield case(c, "entry-not-found", (CLI, BIZ), entry(200, {"sys": {"type": "Array"},
        "items": [], "total": 0, "skip": 0, "limit": 100}))  # fmt: skip
    yield case(c, "refused", TRA, entry(200, {}, host=f"127.0.0.1:{closed_port()}"))
    yield case(c, "read-timeout", TRA, entry(200, {}, host=f"127.0.0.1:{silent_port()}",
        timeout=1))  # fmt: skip


def cloudinary_family() -> Iterator[Case]:
    import cloudinary.api
    import cloudinary.uploader

    server = HttpScript()
    options = {"cloud_name": "demo29", "api_key": "614335564976464", "api_secret": "heldout29"
        "-secret", "timeout": 3}  # fmt: skip

    def admin(status: int, body: object, prefix: str | None = None, **headers: str
        ) -> Callable[[], Any]:  # fmt: skip
        text = body if isinstance(body, str) else json.dumps(body)

        def run() -> Any:
            server.set(status, text, **headers)
            return cloudinary.api.resource("products/shoe-29", upload_prefix=prefix or
                server.url, **options)  # fmt: skip

        return run

    def upload(status: int, body: object, **headers: str) -> Callable[[], Any]:
        text = body if isinstance(body, str) else json.dumps(body)

        def run() -> Any:
            server.set(status, text, **headers)
            return cloudinary.uploader.upload(b"GIF89a29", public_id="shoe-29",
                upload_prefix=server.url, **options)  # fmt: skip

        return run

    def err(message: str) -> dict[str, Any]:
        return {"error": {"message": message}}

    k = "cloudinary-29"
    yield case(k, "admin-404", (CLI, BIZ), admin(404, err("Resource not found - "
        "products/shoe-29")))  # fmt: skip
    yield case(k, "admin-401-key", CRED, admin(401, err("Invalid api_key 614335564976464")))
    yield case(k, "admin-420-rate", TRA, admin(420, err("Rate Limit Exceeded")))
    yield case(k, "admin-429-words", TRA, admin(429, err("Too many concurrent requests. Please "
        "retry in 30 seconds.")), retry_after=30)  # fmt: skip
    yield case(k, "admin-500", (TRA, FAT), admin(500, err("General Error")))
    yield case(k, "admin-502-html", TRA, admin(502, "<html><head><title>502 Bad Gateway</title>"
        "</head></html>", Content_Type="text/html"))  # fmt: skip
    yield case(k, "admin-403-disabled", (CLI, FAT), admin(403, err("Account is disabled")))
    yield case(k, "admin-refused", TRA, admin(200, {}, prefix=f"http://127.0.0.1:"
        f"{closed_port()}"))  # fmt: skip
    yield case(k, "upload-400-bad-file", CLI, upload(400, err("Invalid image file")))
    yield case(k, "upload-400-too-large", CLI, upload(400, err("File size too large. Got "
        "104857600. Maximum is 10485760. Upgrade your plan to enjoy higher limits.")))  # fmt: skip
    yield case(k, "upload-409-exists", (CLI, BIZ), upload(409, err("Resource already exists")))
    # The account's monthly transformation/storage credits are spent: a person must act.
    yield case(k, "upload-420-monthly-limit", FAT, upload(420, err("Your account has reached "
        "its monthly usage limit. Please upgrade your plan.")))  # fmt: skip
    yield case(k, "upload-503", TRA, upload(503, err("Service temporarily unavailable, please "
        "try again later")))  # fmt: skip
    yield case(k, "upload-404-preset", CLI, upload(404, err("Upload preset not found")))
    yield case(k, "upload-403-unsigned", CLI, upload(403, err("Unsigned uploads are not "
        "allowed for this upload preset")))  # fmt: skip


def _sp(message: str, code: str, description: str) -> dict[str, Any]:
    return {"errors": [{"message": message, "code": code, "description": description}]}


def sparkpost_family() -> Iterator[Case]:
    from sparkpost.transmissions import Transmissions

    server = HttpScript()

    def send(status: int, body: object, base: str | None = None, **headers: str
        ) -> Callable[[], Any]:  # fmt: skip
        text = body if isinstance(body, str) else json.dumps(body)

        def run() -> Any:
            server.set(status, text, **headers)
            mail = Transmissions(f"{base or server.url}/api/v1", "sp-heldout29-key")
            return mail.send(recipients=["ops@example.com"], from_email="bot@mail.example.com",
                subject="nightly report 29", text="all green")  # fmt: skip

        return run

    s = "sparkpost-29"
    yield case(s, "401-unauthorized", CRED, send(401, _sp("Unauthorized.", "1001", "none")))
    yield case(s, "403-forbidden", CLI, send(403, _sp("Forbidden.", "1101", "API key lacks "
        "the transmissions:modify grant")))  # fmt: skip
    yield case(s, "422-invalid-domain", CLI, send(422, _sp("Invalid data", "7001", "Unconfigured"
        " or unverified sending domain.")))  # fmt: skip
    yield case(s, "422-no-recipients", CLI, send(422, _sp("required field is missing", "1400",
        "recipients or list_id required")))  # fmt: skip
    yield case(s, "400-bad-json", CLI, send(400, _sp("invalid data format/type", "1300",
        "Problems parsing request as json")))  # fmt: skip
    # Every recipient is on the account's suppression list: the service answers, no malfunction.
    yield case(s, "422-all-suppressed", (BIZ, CLI), send(422, _sp("Message generation rejected",
        "1902", "Recipient address suppressed due to customer policy")))  # fmt: skip
    yield case(s, "420-sending-limit", FAT, send(420, _sp("Exceed Sending Limit (daily)",
        "2102", "Your account has reached its daily sending limit; upgrade your plan.")))  # fmt: skip
    yield case(s, "429-too-many", TRA, send(429, _sp("Too many requests", "1000", "Rate limit "
        "exceeded"), Retry_After="5"), retry_after=5)  # fmt: skip
    yield case(s, "500-internal", (TRA, FAT), send(500, _sp("internal error", "1", "none")))
    yield case(s, "503-text", TRA, send(503, "Service Unavailable", Content_Type="text/plain"))
    yield case(s, "404-template", (CLI, BIZ), send(404, _sp("resource not found", "1600",
        "Template 'weekly-29' does not exist")))  # fmt: skip
    yield case(s, "409-campaign", (CLI, BIZ), send(409, _sp("resource conflict", "1602",
        "Transmission with campaign_id 'launch-29' is already scheduled")))  # fmt: skip
    yield case(s, "refused", TRA, send(200, {}, base=f"http://127.0.0.1:{closed_port()}"))
    yield case(s, "413-too-large", CLI, send(413, "Request Entity Too Large",
        Content_Type="text/plain"))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    contentful_family,
    cloudinary_family,
    sparkpost_family,
)
