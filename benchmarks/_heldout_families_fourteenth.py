"""Held-out set 14, part 1: four SaaS SDKs raising live against a fake API on 127.0.0.1.

* hcloud 2.27 (Hetzner Cloud, requests): ``APIException`` carrying Hetzner's string error
  ``code`` (``rate_limit_exceeded``, ``locked``, ``resource_limit_exceeded`` ...) and no HTTP
  status or headers; the HTTP status as an int ``code`` only when the body is not JSON.
* Mastodon.py 2.3 (requests): ``MastodonAPIError`` subclasses whose args are
  ``(text, status, reason, error)``; ``MastodonRatelimitError('Hit rate limit.')`` with the
  reset kept on the client, not the exception; ``MastodonNetworkError`` wrapping transport
  failures.
* webexpythonsdk 2.0 (requests): ``ApiError`` with ``status_code``/``response``/``message``
  and ``tracking_id``; ``RateLimitError`` carrying ``retry_after`` (Retry-After, else 15).
* braintree 4.48 (requests, XML gateway): exceptions named for the status and carrying no
  message nor status (``TooManyRequestsError()``, ``UpgradeRequiredError()``...), transport
  failures wrapped as ``braintree.exceptions.http`` errors.

Written 2026-12-04 between 03:06 and 03:40 UTC by the helper ``heldout14``, built blind:
labelled from DESIGN.md §2 semantics only; ``classify()``, the decorator and any observation
were never run on these cases before the labels were committed, nor were the classifier's
rules, its tests or any verdict read. None of these packages appears in sets 1-13, "gen",
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


def hcloud_family() -> Iterator[Case]:
    from hcloud import Client

    server = http()

    def client(url: str | None = None) -> Any:
        made = Client(token="hc_heldout_token", api_endpoint=url or server.url, timeout=1)
        made._client._retry_max_retries = 0  # the SDK's own retries would hide the failure
        return made

    def error(status: int, code: str, message: str, details: Any = None) -> Callable[[], Any]:
        def run() -> Any:
            body = {"error": {"code": code, "message": message, "details": details or {}}}
            server.set(status, json.dumps(body), X_Correlation_Id="7a1b2c3d4e5f")
            return client().servers.get_by_id(42)

        return run

    def raw(status: int, body: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, body, Content_Type="text/html", **headers)
            return client().servers.get_by_id(42)

        return run

    hc = "hcloud"
    yield case(hc, "unauthorized", CRED, error(401, "unauthorized", "unable to authenticate"))
    yield case(hc, "forbidden", CRED, error(403, "forbidden",
        "insufficient permissions for this request"))  # fmt: skip
    yield case(hc, "token-readonly", CRED, error(403, "token_readonly",
        "The token is only allowed to perform GET requests"))  # fmt: skip
    yield case(hc, "invalid-input", CLI, error(400, "invalid_input",
        "invalid input in field 'server_type'", {"fields": [{"name": "server_type",
        "messages": ["Missing required field"]}]}))  # fmt: skip
    yield case(hc, "json-error", (CLI, FAT), error(400, "json_error",
        "Invalid JSON input in your request."))  # fmt: skip
    yield case(hc, "not-found", (CLI, BIZ), error(404, "not_found",
        "server with ID '42' not found"))  # fmt: skip
    yield case(hc, "uniqueness", CLI, error(409, "uniqueness_error",
        "SSH key with the same fingerprint already exists"))  # fmt: skip
    # Hetzner: "The resource has changed during the request, please retry."
    yield case(hc, "conflict-retry", TRA, error(409, "conflict",
        "The resource has changed during the request, please retry."))  # fmt: skip
    # Another action is running on the resource; it is released when that one ends.
    yield case(
        hc,
        "locked",
        (TRA, CLI),
        error(
            423,
            "locked",
            "The item you are trying to access is locked (there is already an action running)",
        ),
    )
    yield case(hc, "protected", (CLI, BIZ), error(423, "protected",
        "The actions you are trying is protected"))  # fmt: skip
    yield case(hc, "rate-limit", TRA, error(429, "rate_limit_exceeded",
        "Error when sending too many requests"))  # fmt: skip
    # An account limit (number of servers): a person must raise it, waiting does not help.
    yield case(hc, "resource-limit", (FAT, CLI), error(403, "resource_limit_exceeded",
        "server limit exceeded"))  # fmt: skip
    yield case(hc, "maintenance", TRA, error(503, "maintenance",
        "Cannot perform operation due to maintenance"))  # fmt: skip
    yield case(hc, "unavailable", TRA, error(503, "unavailable",
        "A service or product is currently not available"))  # fmt: skip
    yield case(hc, "server-error", (TRA, FAT), error(500, "server_error",
        "Error within the API backend"))  # fmt: skip
    yield case(hc, "timeout-code", TRA, error(504, "timeout", "The request timed out"))
    yield case(hc, "server-not-stopped", (CLI, BIZ), error(409, "server_not_stopped",
        "The action requires a stopped server"))  # fmt: skip
    yield case(hc, "no-space-in-location", (TRA, CLI, BIZ), error(412,
        "no_space_left_in_location", "There is no capacity left in this location for this "
        "server type"))  # fmt: skip
    yield case(hc, "unsupported", CLI, error(400, "unsupported_error",
        "The given resource does not support this"))  # fmt: skip
    yield case(hc, "502-html", TRA, raw(502, "<html><body><h1>502 Bad Gateway</h1></body></html>"))
    yield case(hc, "503-html", TRA, raw(503, "<html><body>Service Unavailable</body></html>",
        Retry_After="20"), retry_after=None)  # fmt: skip
    yield case(hc, "refused", TRA, lambda: client(
        f"http://127.0.0.1:{closed_port()}").servers.get_by_id(42))  # fmt: skip
    yield case(hc, "read-timeout", TRA, lambda: client(silent_url()).servers.get_by_id(42))


def mastodon_family() -> Iterator[Case]:
    from mastodon import Mastodon

    server = http()

    def api(url: str | None = None) -> Any:
        return Mastodon(access_token="masto_heldout_token", api_base_url=url or server.url,
            version_check_mode="none", ratelimit_method="throw", request_timeout=1)  # fmt: skip

    def reply(status: int, error: str | None, html: str = "", **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            if error is None:
                server.set(status, html, Content_Type="text/html", **headers)
            else:
                server.set(status, json.dumps({"error": error}), **headers)
            return api().status_post("Deploy finished at 03:12 UTC")

        return run

    ms = "mastodon"
    yield case(ms, "401-token", CRED, reply(401, "The access token is invalid"))
    yield case(ms, "403-disabled-login", (CLI, FAT), reply(403,
        "Your login is currently disabled"))  # fmt: skip
    yield case(ms, "403-unconfirmed", (CLI, FAT), reply(403,
        "Your login is missing a confirmed e-mail address"))  # fmt: skip
    yield case(ms, "404-record", (CLI, BIZ), reply(404, "Record not found"))
    yield case(ms, "404-endpoint", CLI, reply(404, None, "<html><body>Not found</body></html>"))
    yield case(ms, "410-gone", (CLI, BIZ), reply(410, "Gone"))
    yield case(ms, "413-payload", CLI, reply(413, "Payload Too Large"))
    yield case(ms, "422-blank", CLI, reply(422, "Validation failed: Text can't be blank"))
    yield case(ms, "422-too-long", CLI, reply(422,
        "Validation failed: Text character limit of 500 exceeded"))  # fmt: skip
    # Mastodon's own text for media still being transcoded: the same call works shortly.
    yield case(
        ms,
        "422-media-processing",
        (TRA, CLI),
        reply(422, "Cannot attach files that have not finished processing. Try again in a moment!"),
    )
    yield case(ms, "422-duplicate-poll", CLI, reply(422,
        "Validation failed: Poll options must not contain duplicate items"))  # fmt: skip
    yield case(ms, "429-throw", TRA, reply(429, "Too many requests",
        X_RateLimit_Limit="300", X_RateLimit_Remaining="0",
        X_RateLimit_Reset="2099-01-01T00:00:00.000Z"))  # fmt: skip
    yield case(
        ms,
        "500",
        (TRA, FAT),
        reply(
            500, None, "<html><body>We're sorry, but something went wrong on our end.</body></html>"
        ),
    )
    yield case(ms, "502", TRA, reply(502, None, "<html><body>502 Bad Gateway</body></html>"))
    yield case(ms, "503", TRA, reply(503, None, "<html><body>503 Service Unavailable</body>"
        "</html>"))  # fmt: skip
    yield case(ms, "504", TRA, reply(504, None, "<html><body>504 Gateway Time-out</body></html>"))
    yield case(ms, "507", (TRA, FAT), reply(507, None, "<html>Insufficient Storage</html>"))
    yield case(ms, "refused", TRA, lambda: api(f"http://127.0.0.1:{closed_port()}")
        .status_post("hello"))  # fmt: skip
    yield case(ms, "read-timeout", TRA, lambda: api(silent_url()).status_post("hello"))


def webex_family() -> Iterator[Case]:
    from webexpythonsdk import WebexAPI

    server = http()

    def api(url: str | None = None) -> Any:
        return WebexAPI(access_token="webex_heldout_token", base_url=(url or server.url) + "/v1/",
            single_request_timeout=1, wait_on_rate_limit=False)  # fmt: skip

    def reply(status: int, message: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            body = {"message": message, "errors": [{"description": message}],
                "trackingId": "ROUTER_6548D1A4-8A1C-01BB-0C64-AC12E2D20C64"}  # fmt: skip
            server.set(status, json.dumps(body), **headers)
            return api().messages.create(roomId="Y2lzY29zcGFyazovL3VzL1JPT00v", text="deployed")

        return run

    wx = "webex"
    yield case(wx, "400-roomid", CLI, reply(400, "Unable to post message to room: \"The "
        "request payload is invalid\""))  # fmt: skip
    yield case(wx, "401", CRED, reply(401, "The request requires a valid access token set in "
        "the Authorization request header."))  # fmt: skip
    yield case(wx, "403", CRED, reply(403, "User is not a member of the room"))
    yield case(wx, "404", CLI, reply(404, "The requested resource could not be found."))
    yield case(wx, "409", CLI, reply(409, "The request could not be processed because it "
        "conflicts with some established rule of the system."))  # fmt: skip
    yield case(wx, "410", CLI, reply(410, "The requested resource is no longer available."))
    yield case(wx, "415", CLI, reply(415, "Content type not supported"))
    yield case(wx, "423-locked", (TRA, CLI), reply(423, "The requested resource is "
        "temporarily unavailable. A Retry-After header may be present."))  # fmt: skip
    yield case(wx, "428", CLI, reply(428, "File(s) cannot be scanned for malware and need to "
        "be force downloaded."))  # fmt: skip
    yield case(wx, "429-delta", TRA, reply(429, "Too many requests", Retry_After="37"),
        retry_after=37)  # fmt: skip
    # No header: the SDK's RateLimitError still carries retry_after=15 (its documented default).
    yield case(wx, "429-default", TRA, reply(429, "Too many requests"), retry_after=15)
    yield case(wx, "429-zero", TRA, reply(429, "Too many requests", Retry_After="0"),
        retry_after=1)  # fmt: skip
    yield case(wx, "500", (TRA, FAT), reply(500, "Something went wrong on the server."))
    yield case(wx, "502", TRA, reply(502, "The server received an invalid response from an "
        "upstream server while processing the request. Try again later."))  # fmt: skip
    yield case(wx, "503", TRA, reply(503, "Server is overloaded with requests. Try again "
        "later."))  # fmt: skip
    yield case(wx, "504", TRA, reply(504, "An upstream server failed to respond on time."))
    yield case(wx, "refused", TRA, lambda: api(f"http://127.0.0.1:{closed_port()}").people.me())
    yield case(wx, "read-timeout", TRA, lambda: api(silent_url()).people.me())


def braintree_family() -> Iterator[Case]:
    import braintree

    server = http()

    def gateway(host: str, port: int, wrap: bool = False) -> Any:
        environment = braintree.Environment("heldout", host, str(port), "http://127.0.0.1",
            False, None)  # fmt: skip
        config = braintree.Configuration(environment=environment, merchant_id="heldout_merchant",
            public_key="heldout_public", private_key="heldout_private", timeout=1,
            wrap_http_exceptions=wrap)  # fmt: skip
        return braintree.BraintreeGateway(config)

    port = int(server.url.rsplit(":", 1)[1])

    def reply(status: int, body: str = "", **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, body, Content_Type="application/xml", **headers)
            return gateway("127.0.0.1", port).customer.find("cust_8812")

        return run

    bt = "braintree"
    yield case(bt, "401", CRED, reply(401))
    yield case(bt, "403", CRED, reply(403))
    yield case(bt, "404", (CLI, BIZ), reply(404))
    yield case(bt, "408", TRA, reply(408))
    # The gateway asks the integration for a newer client library: a person must upgrade.
    yield case(bt, "426-upgrade", (FAT, CLI), reply(426))
    yield case(bt, "429", TRA, reply(429, Retry_After="30"))
    yield case(bt, "500", (TRA, FAT), reply(500))
    yield case(bt, "503", TRA, reply(503))
    yield case(bt, "504", TRA, reply(504))
    yield case(bt, "502-unexpected", TRA, reply(502, "<html>Bad Gateway</html>"))
    yield case(bt, "418-unexpected", (CLI, FAT), reply(418))
    yield case(bt, "refused", TRA, lambda: gateway("127.0.0.1", closed_port())
        .customer.find("cust_8812"))  # fmt: skip
    silent = int(silent_url().rstrip("/").rsplit(":", 1)[1])
    yield case(bt, "read-timeout", TRA, lambda: gateway("127.0.0.1", silent)
        .customer.find("cust_8812"))  # fmt: skip
    # wrap_http_exceptions=True: the same transport failures as braintree's own classes.
    yield case(bt, "refused-wrapped", TRA, lambda: gateway("127.0.0.1", closed_port(), True)
        .customer.find("cust_8812"))  # fmt: skip
    yield case(bt, "read-timeout-wrapped", TRA, lambda: gateway("127.0.0.1", silent, True)
        .customer.find("cust_8812"))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    hcloud_family,
    mastodon_family,
    webex_family,
    braintree_family,
)
