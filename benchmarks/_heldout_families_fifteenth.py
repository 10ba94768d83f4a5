"""Held-out set 15, part 1: four SaaS/ops SDKs raising live against a fake API on 127.0.0.1.

* zenpy 2.0 (Zendesk, requests): ``APIException(json_text, response=...)`` and its subclasses
  ``RecordNotFoundException``, ``TooManyValuesException``, ``SearchResponseLimitExceeded``,
  chosen by the body's ``error`` word; ``RatelimitBudgetExceeded`` (no response) when the
  caller's wait budget is spent on a 429; requests' ``HTTPError`` for a non-JSON error body.
* python-redmine 2.5 (requests): one message-only class per status (``AuthError``,
  ``ForbiddenError``, ``ResourceNotFoundError``, ``ConflictError``, ``ValidationError`` with
  Redmine's own sentences, ``ServerError``, ``UnknownError`` naming the status in its text),
  none carrying a status or a response.
* mattermostdriver 7.3 (requests): ``requests.HTTPError`` subclasses named for the status
  (``InvalidOrMissingParameters``, ``NoAccessTokenProvided``, ``NotEnoughPermissions``,
  ``ResourceNotFound``, ``ContentTooLarge``, ``FeatureDisabled``) raised ``from None`` with
  only the body's ``message`` and no response; other statuses as requests' own ``HTTPError``.
* pynetbox 7.8 (requests): ``RequestError`` carrying ``req`` (the response), ``error`` (the
  body text) and a message with the status; ``AllocationError`` for any 409 on a create;
  ``ContentError`` for a 2xx that is not JSON.

Written 2026-12-04 between 05:35 and 06:10 UTC by the helper ``heldout15``, built blind:
labelled from DESIGN.md §2 semantics only; ``classify()``, the decorator and any observation
were never run on these cases before the labels were committed, nor were the classifier's
rules, its tests or any verdict read. None of these packages appears in sets 1-14, "gen",
"dev10", "dev11", "dev12" or ``tests/``."""

from __future__ import annotations

import json
import logging
import os
import socket
import threading
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED, silent_url
from _heldout_servers import closed_port

__all__ = ["FAMILIES", "dropping_url"]


def dropping_url() -> str:
    """A loopback HTTP endpoint that accepts each connection and closes it unanswered."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)

    def serve() -> None:
        while True:
            conn, _ = listener.accept()
            conn.recv(65536)
            conn.close()

    threading.Thread(target=serve, daemon=True).start()
    return f"http://127.0.0.1:{listener.getsockname()[1]}"


def _netloc(url: str) -> str:
    return url.split("://", 1)[1].rstrip("/")


def zenpy_family() -> Iterator[Case]:
    from zenpy import Zenpy
    from zenpy.lib.api_objects import Ticket

    server = http()

    def client(url: str | None = None, budget: int | None = None) -> Any:
        # Zenpy builds https://{subdomain}.{domain}; its documented overrides point it here.
        os.environ["ZENPY_FORCE_SCHEME"] = "http"
        os.environ["ZENPY_FORCE_NETLOC"] = _netloc(url or server.url)
        return Zenpy(subdomain="heldout", email="agent@example.org", token="zd_heldout_token",
            timeout=1, ratelimit_budget=budget)  # fmt: skip

    def reply(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, **headers)
            return client().tickets(id=4512)

        return run

    def create(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, json.dumps(body), **headers)
            return client().tickets.create(Ticket(subject="Printer on fire", description="x"))

        return run

    zd = "zenpy"
    yield case(zd, "401", CRED, reply(401, {"error": "Couldn't authenticate you"}))
    yield case(zd, "403", CRED, reply(403, {"error": "Forbidden",
        "description": "You do not have access to this page. Please contact the account "
        "owner of this help desk for further help."}))  # fmt: skip
    yield case(zd, "404-record", (CLI, BIZ), reply(404, {"error": "RecordNotFound",
        "description": "Not found"}))  # fmt: skip
    yield case(zd, "422-invalid", CLI, create(422, {"error": "RecordInvalid",
        "description": "Record validation errors", "details": {"requester": [{"description":
        "Requester: Name is too short (minimum is 1 character)"}]}}))  # fmt: skip
    yield case(zd, "422-search-limit", CLI, reply(422, {"error": "invalid",
        "description": "Search result is limited to 1000 records; narrow the query"}))  # fmt: skip
    yield case(zd, "400-too-many-values", CLI, reply(400, {"error": "TooManyValues",
        "description": "Too many values in ids, maximum is 100"}))  # fmt: skip
    # The ticket was closed: Zendesk refuses updates to closed tickets (a domain state).
    yield case(zd, "422-closed", (CLI, BIZ), create(422, {"error": "RecordInvalid",
        "description": "Record validation errors", "details": {"status": [{"description":
        "Status: closed prevents ticket update"}]}}))  # fmt: skip
    yield case(zd, "409-duplicate", (CLI, BIZ), create(409, {"error": "DuplicateValue",
        "description": "Email: agent@example.org is already being used by another user"}))  # fmt: skip
    # Zendesk's optimistic locking: another update landed first; the same update can be resent.
    yield case(zd, "409-conflict-retry", (TRA, CLI), create(409, {"error": "UpdateConflict",
        "description": "The ticket was updated by someone else, please try again"}))  # fmt: skip
    yield case(zd, "413", CLI, create(413, {"error": "RequestTooLarge",
        "description": "The request body exceeds the 1 MB limit"}))  # fmt: skip
    # No Retry-After: zenpy does not wait and raises with the response.
    yield case(zd, "429-no-header", TRA, reply(429, {"error": "TooManyRequests",
        "description": "Rate limit for ticket updates exceeded"}))  # fmt: skip
    # Retry-After: 30 with a budget of one second: zenpy gives up before sleeping.
    yield case(zd, "429-budget", TRA, lambda: (server.set(429, "{}", Retry_After="30"),
        client(budget=1).tickets(id=4512)))  # fmt: skip
    yield case(zd, "500", (TRA, FAT), reply(500, {"error": "InternalError",
        "description": "Something went wrong"}))  # fmt: skip
    yield case(zd, "503-maintenance", TRA, reply(503, {"error": "ServiceUnavailable",
        "description": "Zendesk is undergoing maintenance"}, Retry_After="120"),
        retry_after=120)  # fmt: skip
    yield case(zd, "502-html", TRA, reply(502, "<html><body>502 Bad Gateway</body></html>",
        Content_Type="text/html"))  # fmt: skip
    yield case(zd, "504-html", TRA, reply(504, "<html>Gateway Timeout</html>",
        Content_Type="text/html"))  # fmt: skip
    # The account is suspended for an unpaid subscription: a person must settle it.
    yield case(zd, "402-suspended", (BIZ, FAT), reply(402, {"error": "AccountSuspended",
        "description": "This account has been suspended for non-payment"}))  # fmt: skip
    yield case(zd, "refused", TRA, lambda: client(f"http://127.0.0.1:{closed_port()}")
        .tickets(id=4512))  # fmt: skip
    yield case(zd, "read-timeout", TRA, lambda: client(silent_url()).tickets(id=4512))


def redmine_family() -> Iterator[Case]:
    from redminelib import Redmine

    server = http()

    def api(url: str | None = None) -> Any:
        return Redmine(url or server.url, key="rm_heldout_key", requests={"timeout": 1})

    def reply(status: int, body: Any = "", **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, **headers)
            return api().issue.get(4512)

        return run

    def create(status: int, *errors: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, json.dumps({"errors": list(errors)}))
            return api().issue.create(project_id="ops", subject="Rotate certificates")

        return run

    rm = "redmine"
    yield case(rm, "401", CRED, reply(401))
    yield case(rm, "403", CRED, reply(403))
    yield case(rm, "404", (CLI, BIZ), reply(404))
    # The issue changed on the server since it was read: reload it, then update again.
    yield case(rm, "409-stale", (CLI, TRA), reply(409))
    yield case(rm, "412-impersonate", CLI, reply(412))
    yield case(rm, "413", CLI, reply(413))
    yield case(rm, "422-blank", CLI, create(422, "Subject cannot be blank"))
    yield case(rm, "422-tracker", CLI, create(422, "Tracker is not included in the list"))
    yield case(rm, "422-dates", CLI, create(422, "Due date must be greater than start date"))
    yield case(rm, "422-several", CLI, create(422, "Subject cannot be blank",
        "Assignee is invalid", "Estimated time is invalid"))  # fmt: skip
    # A workflow rule: the parent cannot close while subtasks are open.
    yield case(rm, "422-open-subtasks", (CLI, BIZ), create(422,
        "Status cannot be changed to Closed: the issue has open subtasks"))  # fmt: skip
    yield case(rm, "500", (TRA, FAT), reply(500))
    yield case(rm, "502", TRA, reply(502, "<html>Bad Gateway</html>", Content_Type="text/html"))
    yield case(rm, "503", TRA, reply(503, "<html>Service Unavailable</html>",
        Content_Type="text/html"))  # fmt: skip
    yield case(rm, "504", TRA, reply(504))
    yield case(rm, "429", TRA, reply(429, Retry_After="12"))
    # 200 with a proxy's login page instead of JSON: the URL is wrong, not the moment.
    yield case(rm, "200-html", (CLI, FAT), reply(200, "<html><body>Sign in</body></html>",
        Content_Type="text/html"))  # fmt: skip
    yield case(rm, "refused", TRA, lambda: api(f"http://127.0.0.1:{closed_port()}")
        .issue.get(4512))  # fmt: skip
    # python-redmine sets no read timeout a caller can pass; a peer that hangs up instead.
    yield case(rm, "dropped", TRA, lambda: api(dropping_url()).issue.get(4512))


def mattermost_family() -> Iterator[Case]:
    from mattermostdriver import Driver

    logging.getLogger("mattermostdriver").setLevel(logging.CRITICAL)  # it logs every error body
    server = http()

    def driver(url: str | None = None) -> Any:
        host, port = _netloc(url or server.url).rsplit(":", 1)
        return Driver({"url": host, "port": int(port), "scheme": "http",
            "token": "mm_heldout_token", "basepath": "/api/v4", "timeout": 1})  # fmt: skip

    def post() -> dict[str, str]:
        return {"channel_id": "4xp9fdt77pncbef59f4k1qe83o", "message": "deploy done"}

    def reply(status: int, error_id: str, message: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            body = {"id": error_id, "message": message, "detailed_error": "",
                "request_id": "f8k3jz5bgtbhpqgfn1jcmd6ory", "status_code": status}  # fmt: skip
            server.set(status, json.dumps(body), **headers)
            return driver().posts.create_post(post())

        return run

    mm = "mattermost"
    yield case(mm, "400-params", CLI, reply(400, "api.context.invalid_body_param.app_error",
        "Invalid or missing post in request body."))  # fmt: skip
    yield case(mm, "400-too-long", CLI, reply(400, "model.post.is_valid.msg.app_error",
        "Invalid message: the post is longer than 16383 characters."))  # fmt: skip
    yield case(mm, "401-session", CRED, reply(401, "api.context.session_expired.app_error",
        "Invalid or expired session, please login again."))  # fmt: skip
    yield case(mm, "403-permission", CRED, reply(403, "api.context.permissions.app_error",
        "You do not have the appropriate permissions."))  # fmt: skip
    # The channel is archived: posting is refused by a state of the workspace.
    yield case(mm, "403-archived", (CLI, BIZ), reply(403, "api.post.create_post.can_not_post_"
        "to_deleted.error", "Can not post to deleted channel."))  # fmt: skip
    yield case(mm, "404-channel", CLI, reply(404, "app.channel.get.existing.app_error",
        "Unable to find the existing channel."))  # fmt: skip
    yield case(mm, "405", CLI, reply(405, "api.context.method_not_allowed.app_error",
        "Method not allowed."))  # fmt: skip
    yield case(mm, "413", CLI, reply(413, "api.context.request_body_too_large.app_error",
        "Request body too large."))  # fmt: skip
    yield case(mm, "501-disabled", (FAT, CLI), reply(501, "api.post.create_post.town_square_"
        "read_only", "This channel is read-only; posting is disabled by the system admin."))  # fmt: skip
    yield case(mm, "429", TRA, reply(429, "api.context.rate_limited", "Too many requests. "
        "Please try again later.", Retry_After="4", X_Ratelimit_Reset="4"),
        retry_after=4)  # fmt: skip
    yield case(mm, "500-db", (TRA, FAT), reply(500, "app.post.save.app_error",
        "Unable to save the Post."))  # fmt: skip
    yield case(mm, "503-cluster", TRA, reply(503, "api.server.cluster.unavailable",
        "The server is temporarily unavailable while the cluster is reconfigured."))  # fmt: skip
    # The server's licence limits: a person must upgrade the plan.
    yield case(mm, "403-license", (FAT, BIZ), reply(403, "app.user.license_user_limit.error",
        "Unable to create user: the server has reached the licensed user limit."))  # fmt: skip
    yield case(mm, "refused", TRA, lambda: driver(f"http://127.0.0.1:{closed_port()}")
        .posts.create_post(post()))  # fmt: skip
    # The driver passes no read timeout to requests here; a peer that hangs up instead.
    yield case(mm, "dropped", TRA, lambda: driver(dropping_url()).posts.create_post(post()))


def pynetbox_family() -> Iterator[Case]:
    import pynetbox

    server = http()

    def api(url: str | None = None) -> Any:
        return pynetbox.api(url or server.url, token="nbt_heldout_0123456789abcdef")

    def create(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, **headers)
            return api().dcim.devices.create(name="edge-01", device_type=3, role=1, site=2)

        return run

    def listing(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, **headers)
            return list(api().ipam.prefixes.filter(site="ams1"))

        return run

    nb = "pynetbox"
    yield case(nb, "400-required", CLI, create(400, {"name": ["This field is required."],
        "site": ["Related object not found using the provided numeric ID: 2"]}))  # fmt: skip
    yield case(nb, "400-unique", (CLI, BIZ), create(400, {"__all__": ["Device name must be "
        "unique per site."]}))  # fmt: skip
    yield case(nb, "401", CRED, listing(401, {"detail": "Invalid token"}))
    yield case(nb, "403", CRED, listing(403, {"detail": "You do not have permission to perform "
        "this action."}))  # fmt: skip
    yield case(nb, "404-endpoint", CLI, listing(404, {"detail": "Not found."}))
    # No address is left in the prefix: NetBox's 409 on allocation, a fact of the data.
    yield case(nb, "409-prefix-full", (BIZ, CLI), create(409, {"detail": "Insufficient space is "
        "available to accommodate the requested number of IPs (1)"}))  # fmt: skip
    yield case(nb, "429", TRA, listing(429, {"detail": "Request was throttled. Expected "
        "available in 17 seconds."}, Retry_After="17"), retry_after=17)  # fmt: skip
    yield case(nb, "500", (TRA, FAT), listing(500, {"error": "column dcim_device.airflow does "
        "not exist", "exception": "ProgrammingError", "netbox_version": "4.1.0",
        "python_version": "3.12.3"}))  # fmt: skip
    yield case(nb, "502-html", TRA, listing(502, "<html><body><h1>502 Bad Gateway</h1>"
        "</body></html>", Content_Type="text/html"))  # fmt: skip
    yield case(nb, "503-maintenance", TRA, listing(503, {"detail": "NetBox is currently "
        "operating in maintenance mode and is unable to perform write operations. Please try "
        "again later."}))  # fmt: skip
    yield case(nb, "504", TRA, listing(504, "upstream request timeout", Content_Type="text/plain"))
    # A 200 whose body is a web page: the base URL does not point at the API.
    yield case(nb, "200-not-json", (CLI, FAT), listing(200, "<html><body>Welcome to nginx!"
        "</body></html>", Content_Type="text/html"))  # fmt: skip
    yield case(nb, "refused", TRA, lambda: list(api(f"http://127.0.0.1:{closed_port()}")
        .ipam.prefixes.filter(site="ams1")))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    zenpy_family,
    redmine_family,
    mattermost_family,
    pynetbox_family,
)
