"""Held-out set 27, part 1: office and identity REST APIs called through ``requests``.

Hand-written tools the way an agent's first draft calls Microsoft Graph, Google's Drive/Gmail/
Calendar REST APIs and Okta: ``requests`` with ``raise_for_status()``, so every case is a
``requests.HTTPError`` whose ``response`` keeps the status, the headers (``Retry-After``,
``X-Rate-Limit-Reset``) and the JSON error body as each service writes it (Graph's
``error.code``/``innerError``, Google's ``error.errors[].reason``, Okta's ``errorCode``
``E0000xxx``); plus the transport failures requests raises itself.

Written 2026-12-05 from 04:15 UTC by the helper ``heldout27``, built blind: labelled from
DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any observation
were never run on these cases before the labels were committed, nor were the classifier's
rules, its tests or any earlier result read. No earlier set called these services."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import requests
from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_families_twentyfirst import silent_port
from _heldout_servers import HttpScript, closed_port

__all__ = ["FAMILIES", "rest_tool"]


def rest_tool(method: str = "GET") -> tuple[HttpScript, Callable[..., Callable[[], Any]]]:
    """A scripted server and a tool factory: the tool calls ``raise_for_status()`` first."""
    server = HttpScript()

    def reply(status: int, body: object, path: str = "/", **headers: str) -> Callable[[], Any]:
        text = body if isinstance(body, str) else json.dumps(body, ensure_ascii=False)

        def run() -> Any:
            server.set(status, text, **headers)
            answer = requests.request(method, f"{server.url}{path}", timeout=3,
                json={"heldout": 27} if method != "GET" else None)  # fmt: skip
            answer.raise_for_status()
            return answer.json()

        return run

    return server, reply


def _graph(code: str, message: str) -> dict[str, Any]:
    return {"error": {"code": code, "message": message, "innerError": {"date":
        "2026-12-05T04:20:00", "request-id": "5f1c2d27-0e27-4b27-9c27-27aa27bb27cc"}}}  # fmt: skip


def graph_family() -> Iterator[Case]:
    _, get = rest_tool()
    _, post = rest_tool("POST")
    g = "msgraph-27"
    yield case(g, "404-item-not-found", (CLI, BIZ), get(404, _graph("itemNotFound", "The "
        "resource could not be found."), "/v1.0/me/drive/items/01BYE5RZ"))  # fmt: skip
    yield case(g, "401-invalid-token", CRED, get(401, _graph("InvalidAuthenticationToken",
        "Access token has expired or is not yet valid."), WWW_Authenticate="Bearer"))  # fmt: skip
    yield case(g, "403-access-denied", CLI, get(403, _graph("Authorization_RequestDenied",
        "Insufficient privileges to complete the operation.")))  # fmt: skip
    yield case(g, "400-bad-filter", CLI, get(400, _graph("BadRequest", "Invalid filter clause: "
        "Syntax error at position 12 in 'startswith(displayName'.")))  # fmt: skip
    yield case(g, "409-name-conflict", (CLI, BIZ), post(409, _graph("nameAlreadyExists",
        "The specified item name already exists.")))  # fmt: skip
    yield case(g, "412-etag-mismatch", (CLI, TRA), post(412, _graph("resourceModified", "ETag "
        "does not match the current value of the item.")))  # fmt: skip
    yield case(g, "413-too-large", CLI, post(413, _graph("requestTooLarge", "Maximum request "
        "length exceeded.")))  # fmt: skip
    # The tenant's OneDrive storage is full: someone must free space or buy more.
    yield case(g, "507-quota-limit", FAT, post(507, _graph("quotaLimitReached", "Insufficient "
        "Space Available")))  # fmt: skip
    yield case(g, "429-throttled", TRA, get(429, _graph("TooManyRequests", "Too many requests"
        " for this user. Please try again later."), Retry_After="7"), retry_after=7)  # fmt: skip
    yield case(g, "429-activity-limit", TRA, post(429, _graph("activityLimitReached", "The app "
        "or user has been throttled."), Retry_After="30"), retry_after=30)  # fmt: skip
    yield case(g, "503-unavailable", TRA, get(503, _graph("serviceNotAvailable", "The service "
        "is temporarily unavailable. Please try again later."), Retry_After="12"),
        retry_after=12)  # fmt: skip
    yield case(g, "504-gateway-timeout", TRA, get(504, _graph("UnknownError", "")))
    yield case(g, "500-general-exception", (TRA, FAT), get(500, _graph("generalException",
        "An unspecified error has occurred.")))  # fmt: skip
    yield case(g, "501-not-implemented", FAT, get(501, _graph("notSupported", "The requested "
        "feature isn't supported.")))  # fmt: skip


def _google(status: int, reason: str, message: str, state: str) -> dict[str, Any]:
    return {"error": {"code": status, "message": message, "status": state, "errors": [
        {"message": message, "domain": "usageLimits" if "imit" in reason else "global",
         "reason": reason}]}}  # fmt: skip


def google_rest_family() -> Iterator[Case]:
    server, get = rest_tool()
    _, post = rest_tool("POST")

    def plain(status: int, reason: str, message: str, state: str, action: Any = get,
        **headers: str) -> Callable[[], Any]:  # fmt: skip
        return action(status, _google(status, reason, message, state), **headers)

    gg = "google-rest-27"
    yield case(gg, "404-file-not-found", (CLI, BIZ), plain(404, "notFound", "File not found: "
        "1a2B3c27.", "NOT_FOUND"))  # fmt: skip
    yield case(gg, "401-auth-error", CRED, plain(401, "authError", "Invalid Credentials",
        "UNAUTHENTICATED"))  # fmt: skip
    yield case(gg, "403-insufficient-permissions", CLI, plain(403, "insufficientFilePermissions",
        "The user does not have sufficient permissions for this file.", "PERMISSION_DENIED"))  # fmt: skip
    # Per-user rate limits: Google's guidance is exponential backoff, the request is fine.
    yield case(gg, "403-user-rate-limit", TRA, plain(403, "userRateLimitExceeded", "User Rate "
        "Limit Exceeded", "PERMISSION_DENIED"))  # fmt: skip
    yield case(gg, "403-rate-limit-exceeded", TRA, plain(403, "rateLimitExceeded", "Rate Limit "
        "Exceeded", "PERMISSION_DENIED"))  # fmt: skip
    # The project's daily allowance and the user's storage are spent: waiting will not help.
    yield case(gg, "403-daily-limit", FAT, plain(403, "dailyLimitExceeded", "Daily Limit "
        "Exceeded. The quota will be reset at midnight Pacific Time (PT).", "PERMISSION_DENIED"))  # fmt: skip
    yield case(gg, "403-storage-quota", FAT, plain(403, "storageQuotaExceeded", "The user's "
        "Drive storage quota has been exceeded.", "PERMISSION_DENIED", post))  # fmt: skip
    yield case(gg, "429-too-many", TRA, plain(429, "rateLimitExceeded", "Quota exceeded for "
        "quota metric 'Queries' and limit 'Queries per minute per user'.", "RESOURCE_EXHAUSTED",
        Retry_After="20"), retry_after=20)  # fmt: skip
    yield case(gg, "400-invalid-query", CLI, plain(400, "invalid", "Invalid Value: q",
        "INVALID_ARGUMENT"))  # fmt: skip
    yield case(gg, "400-failed-precondition", CLI, plain(400, "failedPrecondition", "Mail "
        "service not enabled", "FAILED_PRECONDITION", post))  # fmt: skip
    yield case(gg, "409-conflict", (CLI, TRA), plain(409, "conflict", "The operation was "
        "aborted due to a concurrent modification.", "ABORTED", post))  # fmt: skip
    yield case(gg, "410-sync-token", CLI, plain(410, "fullSyncRequired", "Sync token is no "
        "longer valid, a full sync is required.", "GONE"))  # fmt: skip
    yield case(gg, "500-backend-error", TRA, plain(500, "backendError", "Backend Error",
        "INTERNAL"))  # fmt: skip
    yield case(gg, "502-html", TRA, get(502, "<!DOCTYPE html><html><title>Error 502 (Server "
        "Error)!!1</title></html>", Content_Type="text/html"))  # fmt: skip
    yield case(gg, "refused-connection", TRA, lambda: requests.get(f"http://127.0.0.1:"
        f"{closed_port()}/drive/v3/files", timeout=3))  # fmt: skip
    yield case(gg, "read-timeout", TRA, lambda: requests.get(f"http://127.0.0.1:"
        f"{silent_port()}/gmail/v1/users/me/messages", timeout=1))  # fmt: skip
    del server


def _okta(code: str, summary: str, causes: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"errorCode": code, "errorSummary": summary, "errorLink": code,
        "errorId": "oae27HeldoutSet", "errorCauses": [{"errorSummary": c} for c in causes]}  # fmt: skip


def okta_family() -> Iterator[Case]:
    _, get = rest_tool()
    _, post = rest_tool("POST")
    ok = "okta-27"
    yield case(ok, "404-user", (CLI, BIZ), get(404, _okta("E0000007", "Not found: Resource not "
        "found: 00u27heldout (User)")))  # fmt: skip
    yield case(ok, "401-invalid-token", CRED, get(401, _okta("E0000011", "Invalid token "
        "provided")))  # fmt: skip
    yield case(ok, "403-forbidden", CLI, get(403, _okta("E0000006", "You do not have permission "
        "to perform the requested action")))  # fmt: skip
    yield case(ok, "400-validation", CLI, post(400, _okta("E0000001", "Api validation failed: "
        "login", ("login: An object with this field already exists in the current "
        "organization",))))  # fmt: skip
    # The password policy is the organization's own rule refusing this value.
    yield case(ok, "403-password-policy", (CLI, BIZ), post(403, _okta("E0000080", "The "
        "password does not meet the complexity requirements of the current password policy.")))  # fmt: skip
    yield case(ok, "400-user-locked", (BIZ, CLI), post(400, _okta("E0000119", "The user is "
        "locked out.")))  # fmt: skip
    yield case(ok, "405-method", CLI, get(405, _okta("E0000022", "The endpoint does not support "
        "the provided HTTP method")))  # fmt: skip
    yield case(ok, "429-rate-limit", TRA, get(429, _okta("E0000047", "API call exceeded rate "
        "limit due to too many requests."), Retry_After="15", X_Rate_Limit_Limit="600",
        X_Rate_Limit_Remaining="0"), retry_after=15)  # fmt: skip
    yield case(ok, "401-authentication-failed", CRED, post(401, _okta("E0000004",
        "Authentication failed")))  # fmt: skip
    yield case(ok, "403-user-status", (CLI, BIZ), post(403, _okta("E0000038", "This operation "
        "is not allowed in the user's current status.")))  # fmt: skip
    yield case(ok, "502-bad-gateway", TRA, get(502, "<html><body>Bad Gateway</body></html>",
        Content_Type="text/html"))  # fmt: skip
    yield case(ok, "500-internal", (TRA, FAT), get(500, _okta("E0000009", "Internal Server "
        "Error")))  # fmt: skip
    yield case(ok, "503-unavailable", TRA, get(503, _okta("E0000010", "Service is in read only "
        "mode")))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    graph_family,
    google_rest_family,
    okta_family,
)
