"""Held-out set 15, part 2: four more HTTP clients raising live against a fake API on 127.0.0.1.

* box-sdk-gen 10.18 (the ``boxsdk`` distribution, requests): ``BoxAPIError`` whose status,
  Box error ``code``, headers and request id sit one level down in ``response_info``, with a
  message ``"<status> <message>; Request ID: ..."``; transport failures as ``BoxSDKError``
  wrapping the requests exception under ``error``.
* pywebpush 2.5 (requests): ``WebPushException("Push failed: <status> <reason> ...")`` with the
  push service's response, a ``status_code`` property and a ``retry_after`` property returning
  the raw header string; configuration mistakes as ``WebPushException`` with no response.
* pyzabbix 1.3 (requests, JSON-RPC 2.0): ``ZabbixAPIException("Error <code>: <message>,
  <data>", code, error={...})`` for Zabbix's error objects (-32602 with the real cause in
  ``data``, -32500 for application errors), ``ZabbixAPIException`` for an empty or non-JSON
  body, requests' ``HTTPError`` for a non-2xx status.
* github3.py 4.0 against a GitHub Enterprise URL (requests): ``GitHubError`` subclasses named
  for the status (``ForbiddenError``, ``UnprocessableEntity``, ``ServerError``...) with
  ``code``, ``msg``, ``errors`` and ``response``; ``ConnectionError``/``TransportError`` wrapping
  requests' exceptions.

Written 2026-12-04 between 05:35 and 06:10 UTC by the helper ``heldout15``, built blind:
labelled from DESIGN.md §2 semantics only; ``classify()``, the decorator and any observation
were never run on these cases before the labels were committed, nor were the classifier's
rules, its tests or any verdict read. None of these packages appears in sets 1-14, "gen",
"dev10", "dev11", "dev12" or ``tests/``."""

from __future__ import annotations

import base64
import json
import os
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_fifteenth import dropping_url
from _heldout_families_net import http
from _heldout_families_seventh import CRED, silent_url
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def box_family() -> Iterator[Case]:
    from box_sdk_gen import BoxClient, BoxDeveloperTokenAuth
    from box_sdk_gen.networking.base_urls import BaseUrls
    from box_sdk_gen.networking.network import NetworkSession
    from box_sdk_gen.networking.retries import BoxRetryStrategy
    from box_sdk_gen.networking.timeout_config import TimeoutConfig

    server = http()

    def client(url: str | None = None) -> Any:
        base = url or server.url
        session = NetworkSession(base_urls=BaseUrls(base_url=base, upload_url=base + "/api",
            oauth_2_url=base + "/oauth2"), retry_strategy=BoxRetryStrategy(max_attempts=1),
            timeout_config=TimeoutConfig(connection_timeout_ms=1000, read_timeout_ms=1000))  # fmt: skip
        return BoxClient(auth=BoxDeveloperTokenAuth(token="box_heldout_token"),
            network_session=session)  # fmt: skip

    def reply(status: int, code: str, message: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            body = {"type": "error", "status": status, "code": code, "message": message,
                "request_id": "abcdef123456", "help_url": "http://developers.box.com/docs/"
                "#errors"}  # fmt: skip
            server.set(status, json.dumps(body), **headers)
            return client().files.get_file_by_id("12345")

        return run

    bx = "box"
    yield case(bx, "400-name-invalid", CLI, reply(400, "item_name_invalid",
        "Item name invalid"))  # fmt: skip
    yield case(bx, "400-bad-digest", CLI, reply(400, "bad_digest",
        "The specified content-md5 did not match what we received"))  # fmt: skip
    yield case(bx, "401", CRED, reply(401, "unauthorized", "Unauthorized"))
    yield case(bx, "403-scope", CRED, reply(403, "insufficient_scope",
        "The request requires higher privileges than provided by the access token."))  # fmt: skip
    yield case(bx, "403-permissions", CRED, reply(403, "access_denied_insufficient_permissions",
        "Access denied - insufficient permission"))  # fmt: skip
    # The account's storage is full: nothing the call can change, a person must free space.
    yield case(bx, "403-storage", (FAT, BIZ), reply(403, "storage_limit_exceeded",
        "Account storage limit reached"))  # fmt: skip
    yield case(bx, "404", (CLI, BIZ), reply(404, "not_found", "Not Found"))
    yield case(bx, "405", CLI, reply(405, "method_not_allowed", "Method Not Allowed"))
    yield case(bx, "409-name-in-use", (CLI, BIZ), reply(409, "item_name_in_use",
        "Item with the same name already exists"))  # fmt: skip
    # Box: a conflicting operation holds the item for a moment; the same call may pass later.
    yield case(bx, "409-blocked-temporary", TRA, reply(409, "operation_blocked_temporary",
        "The operation is blocked by another ongoing operation."))  # fmt: skip
    yield case(bx, "412-etag", (CLI, TRA), reply(412, "precondition_failed",
        "The resource has been modified. Please retrieve the resource again and retry"))  # fmt: skip
    yield case(bx, "413", CLI, reply(413, "file_size_limit_exceeded",
        "File size exceeds the folder owner's file size limit"))  # fmt: skip
    yield case(bx, "429", TRA, reply(429, "rate_limit_exceeded",
        "Request rate limit exceeded, please try again later", Retry_After="9"),
        retry_after=9)  # fmt: skip
    yield case(bx, "500", (TRA, FAT), reply(500, "internal_server_error",
        "Internal Server Error"))  # fmt: skip
    yield case(bx, "503", TRA, reply(503, "unavailable", "Unavailable", Retry_After="3"),
        retry_after=3)  # fmt: skip
    yield case(bx, "refused", TRA, lambda: client(f"http://127.0.0.1:{closed_port()}")
        .files.get_file_by_id("12345"))  # fmt: skip
    yield case(bx, "read-timeout", TRA, lambda: client(silent_url()).files
        .get_file_by_id("12345"))  # fmt: skip


def _subscription(endpoint: str) -> dict[str, Any]:
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric import ec

    public = ec.generate_private_key(ec.SECP256R1()).public_key().public_bytes(
        serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)  # fmt: skip
    encode = lambda raw: base64.urlsafe_b64encode(raw).rstrip(b"=").decode()  # noqa: E731
    return {
        "endpoint": endpoint,
        "keys": {"p256dh": encode(public), "auth": encode(os.urandom(16))},
    }


def webpush_family() -> Iterator[Case]:
    from pywebpush import webpush

    server = http()
    endpoint = server.url + "/wpush/v2/gAAAAABnZ0heldout"

    def push(status: int, body: str = "", **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, body, **headers)
            return webpush(_subscription(endpoint), data="build 812 finished", timeout=1)

        return run

    wp = "webpush"
    yield case(wp, "400-header", CLI, push(400, json.dumps({"code": 400, "errno": 110,
        "error": "Bad Request", "message": "Missing TTL header"})))  # fmt: skip
    yield case(wp, "401-vapid", CRED, push(401, json.dumps({"code": 401, "errno": 109,
        "error": "Unauthorized", "message": "Request did not validate missing authorization "
        "header"})))  # fmt: skip
    yield case(wp, "403-key-mismatch", CRED, push(403, "the key in the authorization header does "
        "not correspond to the sender ID used to subscribe this user to push",
        Content_Type="text/plain"))  # fmt: skip
    # The browser unsubscribed: the subscription is gone for good; drop it.
    yield case(wp, "404-unsubscribed", (CLI, BIZ), push(404, json.dumps({"code": 404,
        "errno": 102, "error": "Not Found", "message": "Request did not validate invalid "
        "token"})))  # fmt: skip
    yield case(wp, "410-expired", (CLI, BIZ), push(410, json.dumps({"code": 410, "errno": 106,
        "error": "Gone", "message": "Subscription has expired"})))  # fmt: skip
    yield case(wp, "413", CLI, push(413, json.dumps({"code": 413, "errno": 104,
        "error": "Payload Too Large", "message": "Body is too large"})))  # fmt: skip
    yield case(wp, "429", TRA, push(429, "Too many requests", Content_Type="text/plain",
        Retry_After="25"), retry_after=25)  # fmt: skip
    yield case(wp, "500", (TRA, FAT), push(500, "Internal Server Error",
        Content_Type="text/plain"))  # fmt: skip
    yield case(wp, "502", TRA, push(502, "<html>502 Bad Gateway</html>", Content_Type="text/html"))
    yield case(wp, "503", TRA, push(503, json.dumps({"code": 503, "errno": 201,
        "error": "Service Unavailable", "message": "Service temporarily unavailable"}),
        Retry_After="8"), retry_after=8)  # fmt: skip
    # Mistakes in the caller's own arguments, found before anything is sent.
    yield case(wp, "no-endpoint", CLI, lambda: webpush({"keys": {"p256dh": "x", "auth": "y"}},
        data="hello"))  # fmt: skip
    yield case(wp, "bad-p256dh", CLI, lambda: webpush({"endpoint": endpoint, "keys":
        {"p256dh": "bm90LWEta2V5", "auth": "c2VjcmV0"}}, data="hello"))  # fmt: skip
    yield case(wp, "vapid-no-key", (CLI, FAT), lambda: webpush(_subscription(endpoint),
        data="hello", vapid_claims={"sub": "mailto:ops@example.org"}))  # fmt: skip
    yield case(wp, "refused", TRA, lambda: webpush(_subscription(
        f"http://127.0.0.1:{closed_port()}/wpush/v2/x"), data="hello", timeout=1))  # fmt: skip
    yield case(wp, "read-timeout", TRA, lambda: webpush(_subscription(silent_url() + "/wpush"),
        data="hello", timeout=1))  # fmt: skip


def zabbix_family() -> Iterator[Case]:
    from pyzabbix import ZabbixAPI

    server = http()

    def api(url: str | None = None) -> Any:
        made = ZabbixAPI(url or server.url, timeout=1, detect_version=False)
        made.auth = "0424bd59b807674191e7d77572075f33"
        return made

    def rpc(code: int, message: str, data: str | None) -> Callable[[], Any]:
        def run() -> Any:
            error: dict[str, Any] = {"code": code, "message": message}
            if data is not None:
                error["data"] = data
            server.set(200, json.dumps({"jsonrpc": "2.0", "error": error, "id": 1}))
            return api().host.create(host="web-01", groups=[{"groupid": "2"}])

        return run

    def status(code: int, body: str = "") -> Callable[[], Any]:
        def run() -> Any:
            server.set(code, body, Content_Type="text/html")
            return api().host.get(filter={"host": "web-01"})

        return run

    zb = "zabbix"
    yield case(zb, "params-duplicate", (CLI, BIZ), rpc(-32602, "Invalid params.",
        'Host with the same name "web-01" already exists.'))  # fmt: skip
    yield case(zb, "params-field", CLI, rpc(-32602, "Invalid params.",
        'Invalid parameter "/1": unexpected parameter "hostname".'))  # fmt: skip
    yield case(zb, "params-permission", (CLI, FAT), rpc(-32602, "Invalid params.",
        "No permissions to referred object or it does not exist!"))  # fmt: skip
    yield case(zb, "method-missing", (CLI, FAT), rpc(-32601, "Method not found.",
        'Incorrect API "hosts".'))  # fmt: skip
    yield case(zb, "parse-error", (CLI, FAT), rpc(-32700, "Parse error.",
        "Invalid JSON. An error occurred on the server while parsing the JSON text."))  # fmt: skip
    yield case(zb, "invalid-request", (CLI, FAT), rpc(-32600, "Invalid Request.",
        'Invalid parameter "/": the parameter "jsonrpc" is missing.'))  # fmt: skip
    yield case(zb, "session-terminated", CRED, rpc(-32500, "Application error.",
        "Session terminated, re-login, please."))  # fmt: skip
    yield case(zb, "not-authorised", CRED, rpc(-32602, "Invalid params.",
        "Not authorized."))  # fmt: skip
    yield case(zb, "db-error", (TRA, FAT), rpc(-32500, "Application error.",
        "SQL statement execution has failed \"INSERT INTO hosts ...\""))  # fmt: skip
    yield case(zb, "no-data", (CLI, FAT), rpc(-32602, "Invalid params.", None))
    # Zabbix's login throttling: the same login is refused until the block lapses.
    yield case(zb, "login-blocked", (TRA, CLI), rpc(-32602, "Invalid params.",
        "Incorrect user name or password or account is temporarily blocked."))  # fmt: skip
    yield case(zb, "empty-body", (TRA, FAT), status(200, ""))
    yield case(zb, "html-body", (CLI, FAT), status(200, "<html><body>Zabbix frontend is "
        "not configured</body></html>"))  # fmt: skip
    yield case(zb, "412-headers", CLI, status(412, "Precondition Failed"))
    yield case(zb, "502", TRA, status(502, "<html>Bad Gateway</html>"))
    yield case(zb, "503", TRA, status(503, "<html>Zabbix is under maintenance.</html>"))
    yield case(zb, "refused", TRA, lambda: api(f"http://127.0.0.1:{closed_port()}")
        .host.get())  # fmt: skip
    yield case(zb, "read-timeout", TRA, lambda: api(silent_url()).host.get())


def github3_family() -> Iterator[Case]:
    import github3
    from github3.session import GitHubSession

    server = http()

    def gh(url: str | None = None) -> Any:
        session = GitHubSession(default_connect_timeout=1, default_read_timeout=1)
        return github3.GitHubEnterprise(url or server.url, token="ghe_heldout_token",
            session=session)  # fmt: skip

    def reply(status: int, message: str, errors: Any = None, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            body: dict[str, Any] = {"message": message,
                "documentation_url": "https://docs.github.com/enterprise-server@3.14/rest"}  # fmt: skip
            if errors is not None:
                body["errors"] = errors
            server.set(status, json.dumps(body), **headers)
            return gh().repository("platform", "deployer")

        return run

    g3 = "github3"
    yield case(g3, "400", CLI, reply(400, "Problems parsing JSON"))
    yield case(g3, "401", CRED, reply(401, "Bad credentials"))
    yield case(g3, "403-perm", CRED, reply(403, "Resource not accessible by integration"))
    yield case(g3, "403-rate-secondary", TRA, reply(403, "You have exceeded a secondary rate "
        "limit. Please wait a few minutes before you try again.", Retry_After="60"),
        retry_after=60)  # fmt: skip
    yield case(g3, "404", (CLI, BIZ), reply(404, "Not Found"))
    yield case(g3, "406", CLI, reply(406, "Unsupported 'Accept' header"))
    yield case(g3, "409-empty", (CLI, BIZ), reply(409, "Git Repository is empty."))
    yield case(g3, "410", (CLI, BIZ), reply(410, "Issues are disabled for this repo"))
    yield case(g3, "422", CLI, reply(422, "Validation Failed", [{"resource": "Repository",
        "code": "custom", "field": "name", "message": "name already exists on this "
        "account"}]))  # fmt: skip
    yield case(g3, "451", (CLI, BIZ), reply(451, "Repository access blocked"))
    yield case(g3, "429", TRA, reply(429, "API rate limit exceeded", Retry_After="30"),
        retry_after=30)  # fmt: skip
    yield case(g3, "500", (TRA, FAT), reply(500, "Server Error"))
    yield case(g3, "502", TRA, reply(502, "Server Error"))
    yield case(g3, "503", TRA, reply(503, "Service Unavailable: GitHub Enterprise is in "
        "maintenance mode"))  # fmt: skip
    yield case(g3, "refused", TRA, lambda: gh(f"http://127.0.0.1:{closed_port()}")
        .repository("platform", "deployer"))  # fmt: skip
    yield case(g3, "read-timeout", TRA, lambda: gh(silent_url()).repository("platform",
        "deployer"))  # fmt: skip
    yield case(g3, "dropped", TRA, lambda: gh(dropping_url()).repository("platform",
        "deployer"))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    box_family,
    webpush_family,
    zabbix_family,
    github3_family,
)
