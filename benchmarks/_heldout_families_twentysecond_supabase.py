"""Held-out set 22, part 2: Supabase's auth and storage clients against a fake API on 127.0.0.1.

* supabase-auth (httpx): ``AuthApiError`` carrying ``status`` and the server's ``code``
  (``invalid_credentials``, ``over_email_send_rate_limit`` …); ``AuthRetryableError`` for
  gateway statuses and network failures (status 0); ``AuthWeakPasswordError`` with its
  reasons; client-side ``AuthInvalidCredentialsError`` and ``AuthSessionMissingError``.
* storage3 (httpx): ``StorageApiError`` carrying the body's own ``statusCode`` (a string, which
  may differ from the HTTP status), its ``error`` name and ``message``; a non-JSON body becomes
  "Unable to parse error message" with the HTTP status.

Written 2026-12-04 between 20:10 and 21:45 UTC by the helper ``heldout22``, built blind
(labels from DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]

_API_VERSION = {"X_Supabase_Api_Version": "2024-01-01"}


def supabase_auth_family() -> Iterator[Case]:
    from supabase_auth import SyncGoTrueClient

    server = http()

    def auth(url: str | None = None) -> Any:
        return SyncGoTrueClient(url=url or f"{server.url}/auth/v1", auto_refresh_token=False,
            persist_session=False, headers={"apikey": "sb_publishable_heldout22"})  # fmt: skip

    def sign_in(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, **{**_API_VERSION, **headers})
            return auth().sign_in_with_password({"email": "ana@example.org",
                "password": "correct horse"})  # fmt: skip

        return run

    def sign_up(status: int, body: Any) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, json.dumps(body), **_API_VERSION)
            return auth().sign_up({"email": "ana@example.org", "password": "hunter2"})

        return run

    def reset(status: int, body: Any) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, json.dumps(body), **_API_VERSION)
            return auth().reset_password_for_email("ana@example.org")

        return run

    def user(status: int, body: Any) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, json.dumps(body), **_API_VERSION)
            return auth().get_user("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJoZWxkb3V0In0.c2ln")

        return run

    def err(code: str, msg: str) -> dict[str, Any]:
        return {"code": code, "msg": msg}

    au = "supabase-auth-22"
    yield case(au, "400-invalid-credentials", CRED, sign_in(400, err("invalid_credentials",
        "Invalid login credentials")))  # fmt: skip
    yield case(au, "400-email-not-confirmed", (CLI, BIZ), sign_in(400, err(
        "email_not_confirmed", "Email not confirmed")))  # fmt: skip
    yield case(au, "403-user-banned", (CLI, BIZ, FAT), sign_in(403, err("user_banned",
        "User is banned")))  # fmt: skip
    yield case(au, "429-request-rate", TRA, sign_in(429, err("over_request_rate_limit",
        "Request rate limit reached")))  # fmt: skip
    yield case(au, "429-email-rate-seconds", TRA, reset(429, err("over_email_send_rate_limit",
        "For security purposes, you can only request this after 42 seconds.")),
        retry_after=42)  # fmt: skip
    yield case(au, "422-user-exists", (CLI, BIZ), sign_up(422, err("user_already_exists",
        "User already registered")))  # fmt: skip
    yield case(au, "422-weak-password", CLI, sign_up(422, {"code": "weak_password", "msg":
        "Password should be at least 8 characters.", "weak_password": {"reasons":
        ["length"]}}))  # fmt: skip
    yield case(au, "422-signup-disabled", (CLI, FAT), sign_up(422, err("signup_disabled",
        "Signups not allowed for this instance")))  # fmt: skip
    yield case(au, "403-bad-jwt", CRED, user(403, err("bad_jwt", "invalid JWT: unable to parse "
        "or verify signature, token has invalid claims: token is expired")))  # fmt: skip
    yield case(au, "404-user-not-found", (CLI, BIZ), user(404, err("user_not_found",
        "User from sub claim in JWT does not exist")))  # fmt: skip
    yield case(au, "500-unexpected", (TRA, FAT), sign_in(500, err("unexpected_failure",
        "Unexpected failure, please check server logs for more information")))  # fmt: skip
    yield case(au, "504-request-timeout", TRA, sign_in(504, err("request_timeout",
        "Processing this request timed out, please retry after a moment.")))  # fmt: skip
    yield case(au, "502-html", TRA, sign_in(502, "<html><head><title>502 Bad Gateway</title>"
        "</head></html>", Content_Type="text/html"))  # fmt: skip
    yield case(au, "503-json", TRA, sign_in(503, {"message": "An invalid response was "
        "received from the upstream server"}))  # fmt: skip
    yield case(au, "no-email-or-phone", CLI, lambda: auth().sign_in_with_password(
        {"password": "x"}))  # fmt: skip
    yield case(
        au, "session-missing", (CLI, FAT), lambda: auth().update_user({"password": "n3w-Secret!"})
    )
    yield case(au, "refused", TRA, lambda: auth(f"http://127.0.0.1:{closed_port()}/auth/v1")
        .sign_in_with_password({"email": "a@b.c", "password": "pw"}))  # fmt: skip


def storage3_family() -> Iterator[Case]:
    from storage3 import SyncStorageClient

    server = http()

    def storage(url: str | None = None) -> Any:
        return SyncStorageClient(url or f"{server.url}/storage/v1",
            {"apikey": "sb_publishable_heldout22", "Authorization": "Bearer heldout22"})  # fmt: skip

    def download(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, **headers)
            return storage().from_("invoices").download("2026/12/INV-0042.pdf")

        return run

    def upload(status: int, body: Any) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, json.dumps(body))
            return storage().from_("invoices").upload("2026/12/INV-0042.pdf", b"%PDF-1.7 ...")

        return run

    def bucket(status: int, body: Any) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, json.dumps(body))
            return storage().get_bucket("invoices")

        return run

    def err(code: str, error: str, message: str) -> dict[str, str]:
        return {"statusCode": code, "error": error, "message": message}

    st = "storage3-22"
    # Supabase Storage answers HTTP 400 with the meaning in the body's own statusCode.
    yield case(st, "object-not-found", CLI, download(400, err("404", "not_found",
        "Object not found")))  # fmt: skip
    yield case(st, "bucket-not-found", CLI, bucket(400, err("404", "Bucket not found",
        "Bucket not found")))  # fmt: skip
    yield case(st, "rls-denied", CRED, upload(400, err("403", "Unauthorized", "new row violates "
        "row-level security policy")))  # fmt: skip
    yield case(st, "duplicate", (CLI, BIZ), upload(400, err("409", "Duplicate", "The resource "
        "already exists")))  # fmt: skip
    yield case(st, "too-large", CLI, upload(413, err("413", "Payload too large", "The object "
        "exceeded the maximum allowed size")))  # fmt: skip
    yield case(st, "invalid-key", CLI, upload(400, err("400", "InvalidKey", "Invalid key: "
        "2026/12/INV 0042?.pdf")))  # fmt: skip
    yield case(st, "jwt-expired", CRED, download(400, err("400", "InvalidJWT", "\"exp\" claim "
        "timestamp check failed")))  # fmt: skip
    yield case(st, "slow-down", TRA, upload(503, err("503", "SlowDown", "Please reduce your "
        "request rate")))  # fmt: skip
    yield case(st, "resource-locked", TRA, upload(423, err("423", "ResourceLocked", "The "
        "resource is locked")))  # fmt: skip
    yield case(st, "database-timeout", TRA, download(544, err("544", "DatabaseTimeout",
        "Timeout while acquiring a connection from the pool")))  # fmt: skip
    yield case(st, "internal", (TRA, FAT), download(500, err("500", "InternalError",
        "Internal Server Error")))  # fmt: skip
    yield case(st, "504-html", TRA, download(504, "<html><body><h1>504 Gateway Time-out</h1>"
        "</body></html>", Content_Type="text/html"))  # fmt: skip
    yield case(st, "429-plain", TRA, download(429, "rate limit exceeded", Content_Type=
        "text/plain"))  # fmt: skip
    yield case(st, "quota-storage", FAT, upload(400, err("413", "EntityTooLarge", "Storage "
        "quota exceeded for this project. Upgrade your plan to add more storage.")))  # fmt: skip
    yield case(st, "refused", TRA, lambda: storage(f"http://127.0.0.1:{closed_port()}/storage/v1")
        .from_("invoices").download("a.pdf"))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    supabase_auth_family,
    storage3_family,
)
