"""Held-out set 26, part 5: an email-marketing and a project-board client no earlier set used.

* Mailchimp Marketing (``mailchimp-marketing`` 3): ``ApiClientError`` whose ``str()`` is empty;
  the status is only in ``status_code`` and the RFC 7807 problem body (``title``, ``status``,
  ``detail``, ``errors[]``) only in ``text``. Headers are not kept. requests' transport errors
  escape raw.
* Trello (``py-trello`` 0.20): ``ResourceUnavailable`` / ``Unauthorized`` keep the status in a
  private attribute and say it only in the message ("... (HTTP status: 429)"), the body's text
  in front. The client's ``http_service`` hook (its documented way to pass a requests-like
  object) sends its fixed https://api.trello.com URLs to the loopback fake.

Written 2026-12-05 from 03:14 UTC by the helper ``heldout26``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import requests
from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_families_twentyfirst import silent_port
from _heldout_servers import HttpScript, closed_port

__all__ = ["FAMILIES"]


def mailchimp_family() -> Iterator[Case]:
    import mailchimp_marketing

    server = HttpScript()

    def client(url: str | None = None, timeout: float = 3) -> Any:
        mc = mailchimp_marketing.Client()
        mc.set_config({"api_key": "0c5ee3c1d2e7f7a9b8f3e1d2c4b5a6f7-us6", "server": "us6",
            "timeout": timeout})  # fmt: skip
        mc.api_client.host = f"{url or server.url}/3.0"
        return mc

    def get_list(url: str | None = None, timeout: float = 3) -> Any:
        return client(url, timeout).lists.get_list("b1a2c3d4e5")

    def add_member() -> Any:
        return client().lists.add_list_member("b1a2c3d4e5", {"email_address":
            "k.nakamura@example.jp", "status": "subscribed"})  # fmt: skip

    def reply(status: int, title: str, detail: str, action: Callable[[], Any] = get_list,
        errors: list[dict[str, str]] | None = None) -> Callable[[], Any]:  # fmt: skip
        problem: dict[str, Any] = {"type": "https://mailchimp.com/developer/marketing/docs/"
            "errors/", "title": title, "status": status, "detail": detail,
            "instance": "2f9c1a7e-8d3b-4e55-a1c0-heldout26"}  # fmt: skip
        if errors:
            problem["errors"] = errors

        def run() -> Any:
            server.set(status, json.dumps(problem), Content_Type="application/problem+json")
            return action()

        return run

    mc = "mailchimp-26"
    yield case(mc, "404-list", (CLI, BIZ), reply(404, "Resource Not Found", "The requested "
        "resource could not be found."))  # fmt: skip
    yield case(mc, "401-api-key", CRED, reply(401, "API Key Invalid", "Your API key may be "
        "invalid, or you've attempted to access the wrong datacenter."))  # fmt: skip
    yield case(mc, "403-forbidden", CLI, reply(403, "Forbidden", "The API key provided is "
        "linked to a user that does not have permission to access this resource."))  # fmt: skip
    # An address already on the list, or one that unsubscribed: facts about the audience.
    yield case(mc, "400-member-exists", (BIZ, CLI), reply(400, "Member Exists",
        "k.nakamura@example.jp is already a list member. Use PUT to insert or update list "
        "members.", add_member))  # fmt: skip
    yield case(mc, "400-forgotten-email", (BIZ, CLI), reply(400, "Forgotten Email Not "
        "Subscribed", "k.nakamura@example.jp was permanently deleted and cannot be "
        "re-imported. The contact must re-subscribe to get back on the list.",
        add_member))  # fmt: skip
    yield case(mc, "400-invalid-resource", CLI, reply(400, "Invalid Resource", "The resource "
        "submitted could not be validated. For field-specific details, see the 'errors' array.",
        add_member, [{"field": "email_address", "message": "This value should be a valid "
        "email."}]))  # fmt: skip
    yield case(mc, "405-method", CLI, reply(405, "Method Not Allowed", "The requested method "
        "and resource are not compatible. See the Allow header for this resource's available "
        "methods."))  # fmt: skip
    # Mailchimp's 429 is about simultaneous connections: it passes when others finish.
    yield case(mc, "429-too-many-connections", TRA, reply(429, "Too Many Requests", "You have "
        "exceeded the limit of 10 simultaneous connections."))  # fmt: skip
    # The account is shut down for compliance: a person must contact the vendor.
    yield case(mc, "403-account-disabled", (FAT, CLI), reply(403, "User Disabled", "This "
        "account has been disabled."))  # fmt: skip
    yield case(mc, "500-internal", (TRA, FAT), reply(500, "Internal Server Error", "An "
        "unexpected internal error has occurred. Please contact Support for more "
        "information."))  # fmt: skip
    yield case(mc, "503-unavailable", TRA, reply(503, "Service Unavailable", "This method has "
        "been disabled temporarily."))  # fmt: skip
    yield case(mc, "refused-connection", TRA, lambda: get_list(f"http://127.0.0.1:"
        f"{closed_port()}"))  # fmt: skip
    yield case(mc, "read-timeout", TRA, lambda: get_list(f"http://127.0.0.1:{silent_port()}",
        timeout=1))  # fmt: skip


def trello_family() -> Iterator[Case]:
    from trello import TrelloClient

    server = HttpScript()

    class ToFake(requests.Session):
        """Trello's fixed API host, answered by the loopback fake."""

        def __init__(self, base: str) -> None:
            super().__init__()
            self.base = base

        def request(self, method: str | bytes, url: str | bytes, *args: Any,
            **kw: Any) -> Any:  # fmt: skip
            text = url.decode() if isinstance(url, bytes) else url
            kw.setdefault("timeout", 3)
            return super().request(method, text.replace("https://api.trello.com", self.base),
                *args, **kw)  # fmt: skip

    def board(url: str | None = None) -> Any:
        client = TrelloClient(api_key="trello-key-heldout26", token="trello-token-heldout26",
            http_service=ToFake(url or server.url))  # fmt: skip
        return client.get_board("5f1a2b3c4d5e6f7a8b9c0d1e")

    def add_card() -> Any:
        client = TrelloClient(api_key="trello-key-heldout26", token="trello-token-heldout26",
            http_service=ToFake(server.url))  # fmt: skip
        return client.fetch_json("/cards", http_method="POST", post_args={"idList":
            "5f1a2b3c4d5e6f7a8b9c0d1f", "name": "Ship set 26"})  # fmt: skip

    def reply(status: int, text: str, action: Callable[[], Any] = board,
        **headers: str) -> Callable[[], Any]:  # fmt: skip
        def run() -> Any:
            server.set(status, text, Content_Type="text/plain", **headers)
            return action()

        return run

    tr = "trello-26"
    yield case(tr, "404-board", (CLI, BIZ), reply(404, "The requested resource was not found."))
    yield case(tr, "400-invalid-id", CLI, reply(400, "invalid id"))
    yield case(tr, "401-invalid-token", CRED, reply(401, "invalid token"))
    yield case(tr, "401-unauthorized-board", CRED, reply(401, "unauthorized permission "
        "requested"))  # fmt: skip
    yield case(tr, "403-forbidden", CLI, reply(403, "Forbidden", add_card))
    yield case(tr, "400-invalid-list", CLI, reply(400, "invalid value for idList", add_card))
    # Trello's per-token limit: the header is there, but this client keeps no response.
    yield case(tr, "429-token-limit", TRA, reply(429, "Rate limit exceeded for this token",
        Retry_After="10"))  # fmt: skip
    yield case(tr, "429-api-key", TRA, reply(429, "API_KEY_LIMIT_EXCEEDED", add_card))
    # A workspace on the free plan may not add more boards or power-ups: a plan limit.
    yield case(tr, "403-plan-limit", (FAT, CLI), reply(403, "BOARD_LIMIT_EXCEEDED: this "
        "Workspace has reached the 10 open boards limit of the free plan", add_card))  # fmt: skip
    yield case(tr, "500-internal", (TRA, FAT), reply(500, "Internal server error"))
    yield case(tr, "502-bad-gateway", TRA, reply(502, "<html><body><h1>502 Bad Gateway</h1>"
        "</body></html>"))  # fmt: skip
    yield case(tr, "503-unavailable", TRA, reply(503, "Service temporarily unavailable"))
    yield case(tr, "refused-connection", TRA, lambda: board(f"http://127.0.0.1:"
        f"{closed_port()}"))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    mailchimp_family,
    trello_family,
)
