"""Held-out set 28, part 1: code-hosting, work-tracking and edge APIs called through ``requests``.

Hand-written tools the way an agent's first draft calls Bitbucket Cloud, Asana and Cloudflare:
``requests`` with ``raise_for_status()``, so every case is a ``requests.HTTPError`` whose
``response`` keeps the status, the headers (``Retry-After``, ``X-RateLimit-*``) and the JSON
error body as each service writes it (Bitbucket's ``type: error`` with ``error.message``/
``detail``, Asana's ``errors[].message``/``help``, Cloudflare's ``success: false`` with
``errors[].code``); plus the transport failures requests raises itself.

Written 2026-12-05 from 04:25 UTC by the helper ``heldout28``, built blind: labelled from
DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any observation
were never run on these cases before the labels were committed, nor were the classifier's
rules, its tests or any earlier result read. No earlier set called these services."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import requests
from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_families_twentyfirst import silent_port
from _heldout_families_twentyseventh import rest_tool
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def _bitbucket(message: str, detail: str | None = None) -> dict[str, Any]:
    error: dict[str, Any] = {"message": message}
    if detail is not None:
        error["detail"] = detail
    return {"type": "error", "error": error}


def bitbucket_family() -> Iterator[Case]:
    _, get = rest_tool()
    _, post = rest_tool("POST")
    b = "bitbucket-28"
    yield case(b, "404-repo", (CLI, BIZ), get(404, _bitbucket("Repository team/app-28 not "
        "found"), "/2.0/repositories/team/app-28"))  # fmt: skip
    yield case(b, "401-bad-app-password", CRED, get(401, _bitbucket("Invalid credentials",
        "App password is invalid or has been revoked."), WWW_Authenticate="Basic"))  # fmt: skip
    yield case(b, "403-scope", CLI, post(403, _bitbucket("Your credentials lack one or more "
        "required privilege scopes.", "Required scopes: pullrequest:write")))  # fmt: skip
    yield case(b, "400-bad-branch", CLI, post(400, _bitbucket("source: branch 'feat/x28' does "
        "not exist")))  # fmt: skip
    yield case(b, "409-pr-exists", (CLI, BIZ), post(409, _bitbucket("There are no changes to "
        "be pulled", "A pull request already exists for this source branch.")))  # fmt: skip
    # Merge checks are the repository's own rule: the pull request needs approvals first.
    yield case(b, "400-merge-checks", (BIZ, CLI), post(400, _bitbucket("Unable to merge: you "
        "need at least 2 approvals from default reviewers.")))  # fmt: skip
    yield case(b, "429-rate-limited", TRA, get(429, _bitbucket("Rate limit for this resource "
        "has been exceeded"), Retry_After="45"), retry_after=45)  # fmt: skip
    yield case(b, "429-no-header", TRA, get(429, "Too Many Requests", Content_Type="text/plain"))
    # The workspace's build minutes are spent for the month: someone must buy more.
    yield case(b, "402-build-minutes", (BIZ, FAT), post(402, _bitbucket("Your workspace has "
        "run out of build minutes for this month.")))  # fmt: skip
    yield case(b, "500-internal", (TRA, FAT), get(500, _bitbucket("Something went wrong")))
    yield case(b, "502-html", TRA, get(502, "<html><head><title>502 Bad Gateway</title></head>"
        "<body>Bad Gateway</body></html>", Content_Type="text/html"))  # fmt: skip
    yield case(b, "503-maintenance", TRA, get(503, _bitbucket("Bitbucket is undergoing "
        "maintenance. Please try again shortly."), Retry_After="120"), retry_after=120)  # fmt: skip
    yield case(b, "413-too-large", CLI, post(413, _bitbucket("Request entity too large")))
    yield case(b, "refused", TRA, lambda: requests.get(f"http://127.0.0.1:{closed_port()}"
        "/2.0/repositories", timeout=3))  # fmt: skip


def _asana(message: str, help_: str = "For more information on API status codes and how to "
    "handle them, read the docs on errors.") -> dict[str, Any]:  # fmt: skip
    return {"errors": [{"message": message, "help": help_, "phrase": "27 grumpy fish dance"}]}


def asana_family() -> Iterator[Case]:
    _, get = rest_tool()
    _, post = rest_tool("POST")
    a = "asana-28"
    yield case(a, "404-task", (CLI, BIZ), get(404, _asana("task: Unknown object: "
        "1208280000000028"), "/api/1.0/tasks/1208280000000028"))  # fmt: skip
    yield case(a, "400-missing-field", CLI, post(400, _asana("workspace: Missing input")))
    yield case(a, "400-not-a-gid", CLI, post(400, _asana("assignee: Not a recognized ID: "
        "bob@example")))  # fmt: skip
    yield case(a, "401-no-auth", CRED, get(401, _asana("Not Authorized")))
    yield case(a, "403-forbidden", CLI, post(403, _asana("Forbidden: the user does not have "
        "access to this project.")))  # fmt: skip
    # A premium-only feature: the plan refuses it, no request change or wait helps.
    yield case(a, "402-premium", (BIZ, FAT), post(402, _asana("Custom fields are only "
        "available to premium organizations.")))  # fmt: skip
    yield case(a, "429-rate-limit", TRA, get(429, _asana("You have made too many requests "
        "recently. Please, be chill."), Retry_After="32"), retry_after=32)  # fmt: skip
    yield case(a, "451-unavailable-legal", CLI, get(451, _asana("This resource is not "
        "available for legal reasons.")))  # fmt: skip
    yield case(a, "500-server-error", (TRA, FAT), get(500, _asana("Server Error")))
    yield case(a, "503-unavailable", TRA, get(503, _asana("Asana is temporarily unavailable; "
        "retry the request later.")))  # fmt: skip
    yield case(a, "504-timeout", TRA, get(504, _asana("The request took too long to complete. "
        "Try a smaller page size.")))  # fmt: skip
    # A paginated query too expensive to run: narrow it (limit, opt_fields), do not repeat it.
    yield case(a, "400-cost-exceeded", (CLI, TRA), get(400, _asana("The result is too large. "
        "You should use pagination (may require specifying a workspace)!")))  # fmt: skip
    yield case(a, "read-timeout", TRA, lambda: requests.get(f"http://127.0.0.1:"
        f"{silent_port()}/api/1.0/users/me", timeout=1))  # fmt: skip
    yield case(a, "sync-412", CLI, get(412, _asana("Sync token invalid or too old. If you are "
        "attempting to keep resources in sync, you must fetch the full dataset.")))  # fmt: skip


def _cloudflare(code: int, message: str) -> dict[str, Any]:
    return {"success": False, "errors": [{"code": code, "message": message}], "messages": [],
        "result": None}  # fmt: skip


def cloudflare_family() -> Iterator[Case]:
    _, get = rest_tool()
    _, post = rest_tool("POST")
    c = "cloudflare-28"
    yield case(c, "10000-auth", CRED, get(403, _cloudflare(10000, "Authentication error")))
    yield case(c, "9109-invalid-token", CRED, get(401, _cloudflare(9109, "Invalid access "
        "token")))  # fmt: skip
    yield case(c, "7003-bad-zone", CLI, get(400, _cloudflare(7003, "Could not route to "
        "/zones/zz28/dns_records, perhaps your object identifier is invalid?")))  # fmt: skip
    yield case(c, "81057-record-exists", (CLI, BIZ), post(400, _cloudflare(81057, "Record "
        "already exists.")))  # fmt: skip
    yield case(c, "9207-bad-content", CLI, post(400, _cloudflare(9207, "Content for A record "
        "is invalid. Must be a valid IPv4 address")))  # fmt: skip
    yield case(c, "404-worker", (CLI, BIZ), get(404, _cloudflare(10007, "workers.api.error."
        "script_not_found")))  # fmt: skip
    yield case(c, "971-rate-limited", TRA, get(429, _cloudflare(971, "Please wait and consider "
        "throttling your request speed"), Retry_After="60"), retry_after=60)  # fmt: skip
    yield case(c, "10013-unknown-error", (TRA, FAT), post(500, _cloudflare(10013, "An unknown "
        "error has occurred")))  # fmt: skip
    # The account hit its plan's limit of Workers scripts: an upgrade is needed, not a retry.
    yield case(c, "10037-limit-scripts", (FAT, BIZ), post(400, _cloudflare(10037, "You have "
        "exceeded the limit of 100 scripts for your account. Upgrade your plan to add more.")))  # fmt: skip
    yield case(c, "1015-banned-html", TRA, get(429, "<!DOCTYPE html><html><head><title>Access "
        "denied | api.example.com used Cloudflare to restrict access</title></head><body><h1>"
        "Error 1015</h1><h2>You are being rate limited</h2></body></html>",
        Content_Type="text/html"))  # fmt: skip
    yield case(c, "522-origin-timeout", TRA, get(522, "<html><head><title>example.com | 522: "
        "Connection timed out</title></head></html>", Content_Type="text/html"))  # fmt: skip
    yield case(c, "521-origin-down", TRA, get(521, "<html><head><title>example.com | 521: Web "
        "server is down</title></head></html>", Content_Type="text/html"))  # fmt: skip
    yield case(c, "525-ssl-handshake", (TRA, FAT), get(525, "<html><head><title>example.com | "
        "525: SSL handshake failed</title></head></html>", Content_Type="text/html"))  # fmt: skip
    yield case(c, "1101-worker-threw", (TRA, FAT), get(500, "<html><head><title>Worker threw "
        "exception | example.com | Cloudflare</title></head><body>Error 1101</body></html>",
        Content_Type="text/html"))  # fmt: skip
    yield case(c, "405-method", CLI, post(405, _cloudflare(10405, "Method not allowed for this "
        "authentication scheme")))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    bitbucket_family,
    asana_family,
    cloudflare_family,
)
