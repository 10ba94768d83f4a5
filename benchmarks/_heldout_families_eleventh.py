"""Held-out set 11, part 1: a billing SaaS SDK and a search engine's HTTP client raising live
against a scripted HTTP server on 127.0.0.1 (or a loopback port that refuses, or accepts and
never answers).

* chargebee 3.29.0 (subscription billing): JSON errors with ``type`` and ``api_error_code``,
  payment declines, rate limits with a Retry-After, plain-text 5xx pages the SDK turns into a
  bare ``Exception``.
* manticoresearch 11.2.0 (Manticore Search's OpenAPI client over urllib3): ``/sql`` and
  ``/search`` errors, a proxy's 429 with a Retry-After, 5xx pages.
* google-cloud-storage 3.17.1 (object storage over the GCS JSON API; its errors are
  google-api-core's): JSON error bodies with their ``reason``, a 429 with a Retry-After,
  billing disabled, preconditions, retention; retries off (``retry=None``).

Written 2026-12-03 between 20:56 and 21:08 UTC by the helper ``heldout11``, built blind:
labelled from DESIGN.md §2 semantics only; ``classify()``, the decorator and any
observation were never run on these cases, nor were the classifier's rules, its tests or any
verdict read. None of these
packages appears in sets 1-10, "gen", "dev10" or ``tests/``."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED, silent_url
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def _cb_error(status: int, kind: str | None, code: str, message: str, **extra: str) -> str:
    body: dict[str, Any] = {"message": message, "api_error_code": code, "http_status_code": status}
    if kind is not None:
        body["type"] = kind
    body.update(extra)
    return json.dumps(body)


def chargebee_family() -> Iterator[Case]:
    from chargebee import Chargebee

    server = http()
    # The SDK builds "<protocol>://<site>.<domain>/api/v2": site "127" + domain "0.0.1:PORT"
    # is the loopback server. The class-wide CA check would force https.
    Chargebee.verify_ca_certs = False

    def client(url: str | None = None) -> Any:
        host = (url or server.url).removeprefix("http://127.")
        return Chargebee(
            api_key="test_cbkey", site="127", chargebee_domain=host, protocol="http",
            read_time_out=1, connection_time_out=2,
        )  # fmt: skip

    def reply(status: int, body: str, action: str = "customer", **headers: str) -> Any:
        def run() -> Any:
            if "<" in body or not body.startswith("{"):
                headers.setdefault("Content_Type", "text/html")
            server.set(status, body, **headers)
            return _call(client(), action)

        return run

    def at(url: str) -> Callable[[], Any]:
        return lambda: _call(client(url), "customer")

    cb = "chargebee"
    yield case(cb, "404-resource-not-found", (CLI, BIZ), reply(404, _cb_error(
        404, "invalid_request", "resource_not_found",
        "Sorry, we couldn't find that resource")))  # fmt: skip
    yield case(cb, "400-param-wrong-value", CLI, reply(400, _cb_error(
        400, "invalid_request", "param_wrong_value", "email : invalid email",
        param="email"), "create"))  # fmt: skip
    yield case(cb, "401-authentication", CRED, reply(401, _cb_error(
        401, None, "api_authentication_failed",
        "Sorry, authentication failed. Invalid api key")))  # fmt: skip
    yield case(cb, "403-authorization", CRED, reply(403, _cb_error(
        403, None, "api_authorization_failed",
        "Sorry, The api key used does not have the permission to do this operation")))  # fmt: skip
    # A declined card is the domain's answer, not a malfunction.
    yield case(cb, "402-card-declined", BIZ, reply(402, _cb_error(
        402, "payment", "payment_processing_failed",
        "Your card was declined. Insufficient funds.", error_code="card_declined"),
        "create"))  # fmt: skip
    yield case(cb, "402-verification-failed", (BIZ, CLI), reply(402, _cb_error(
        402, "payment", "payment_method_verification_failed",
        "Payment method verification failed: the card's security code is incorrect."),
        "create"))  # fmt: skip
    # The subscription's state refuses the operation: a fact of the domain, or a request to change.
    yield case(cb, "409-invalid-state", (CLI, BIZ), reply(409, _cb_error(
        409, "invalid_request", "invalid_state_for_request",
        "The subscription is already in cancelled state."), "cancel"))  # fmt: skip
    yield case(cb, "400-duplicate-entry", (CLI, BIZ), reply(400, _cb_error(
        400, "invalid_request", "duplicate_entry",
        "The value cust_42 is already present.", param="id"), "create"))  # fmt: skip
    yield case(cb, "429-retry-after", TRA, reply(429, _cb_error(
        429, None, "api_request_limit_exceeded",
        "Sorry, access has been blocked temporarily due to request count exceeding "
        "acceptable limits. Please try after some time."), Retry_After="9"),
        retry_after=9.0)  # fmt: skip
    yield case(cb, "429-no-header", TRA, reply(429, _cb_error(
        429, None, "api_request_limit_exceeded",
        "Sorry, access has been blocked temporarily due to request count exceeding "
        "acceptable limits.")))  # fmt: skip
    yield case(cb, "503-site-not-ready", TRA, reply(503, _cb_error(
        503, None, "site_not_ready",
        "Site is not ready to accept requests. Please try after some time.")))  # fmt: skip
    yield case(cb, "503-lock-timeout", TRA, reply(503, _cb_error(
        503, "operation_failed", "lock_timeout",
        "The request could not be processed because another request is updating the same "
        "resource. Please retry.")))  # fmt: skip
    # A 500 'internal_error' may pass or be a server bug: both readings are defensible.
    yield case(cb, "500-internal-error", (TRA, FAT), reply(500, _cb_error(
        500, None, "internal_error",
        "Sorry,Something went wrong when trying to process the request.")))  # fmt: skip
    yield case(cb, "503-plain-page", TRA, reply(503, "<html><head><title>503 Service "
        "Temporarily Unavailable</title></head><body><h1>503</h1></body></html>"))  # fmt: skip
    yield case(cb, "504-plain-page", TRA, reply(504, "<html><body><h1>504 Gateway "
        "Time-out</h1>The server didn't respond in time.</body></html>"))  # fmt: skip
    yield case(cb, "refused", TRA, at(f"http://127.0.0.1:{closed_port()}"))
    yield case(cb, "read-timeout", TRA, at(silent_url()))


def _call(cb: Any, action: str) -> Any:
    if action == "create":
        return cb.Customer.create({"email": "ana@example.com", "id": "cust_42"})
    if action == "cancel":
        return cb.Subscription.cancel_for_items("sub_42", {"end_of_term": False})
    return cb.Customer.retrieve("cust_42")


def manticore_family() -> Iterator[Case]:
    import manticoresearch

    server = http()

    def api(url: str | None = None) -> Any:
        config = manticoresearch.Configuration(host=url or server.url, retries=0)
        return manticoresearch.ApiClient(config)

    def sql(query: str = "SELECT * FROM products WHERE MATCH('lamp')", url: str = "") -> Any:
        return manticoresearch.UtilsApi(api(url or None)).sql(query)

    def search() -> Any:
        request = manticoresearch.SearchRequest(table="products", query={"match": {"*": "lamp"}})
        return manticoresearch.SearchApi(api()).search(request)

    def insert() -> Any:
        request = manticoresearch.InsertDocumentRequest(
            table="products", id=7, doc={"title": "lamp", "price": "cheap"}
        )
        return manticoresearch.IndexApi(api()).insert(request)

    def reply(status: int, body: Any, action: Callable[[], Any], **headers: str) -> Any:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            if isinstance(body, str):
                headers.setdefault("Content_Type", "text/html")
            server.set(status, text, **headers)
            return action()

        return run

    def err(reason: str, kind: str = "parse_exception") -> dict[str, Any]:
        return {"error": {"type": kind, "reason": reason, "table": "products"}}

    ms = "manticoresearch"
    yield case(ms, "sql-syntax", (CLI, FAT), reply(400, {"error": "P01: syntax error, "
        "unexpected identifier near 'SELEC * FROM products'"}, sql))  # fmt: skip
    yield case(ms, "unknown-table", CLI, reply(404, err(
        "no such table 'products'", "table_not_found"), search))  # fmt: skip
    yield case(ms, "bad-field-type", CLI, reply(400, err(
        "attribute 'price': expected float, got string 'cheap'",
        "action_request_validation_exception"), insert))  # fmt: skip
    yield case(ms, "duplicate-id", (CLI, BIZ), reply(409, err(
        "duplicate id '7'", "duplicate_id_exception"), insert))  # fmt: skip
    yield case(ms, "401-proxy", CRED, reply(401, "<html><title>401 Authorization "
        "Required</title></html>", sql, WWW_Authenticate='Basic realm="search"'))  # fmt: skip
    yield case(ms, "403-read-only", (CLI, FAT), reply(403, err(
        "table 'products' is read-only: writes are disabled on this replica",
        "security_exception"), insert))  # fmt: skip
    yield case(ms, "429-retry-after", TRA, reply(429, "<html><title>429 Too Many "
        "Requests</title></html>", search, Retry_After="7"), retry_after=7.0)  # fmt: skip
    yield case(ms, "503-queue-full", TRA, reply(503, err(
        "query queue is full, try again later", "rejected_execution_exception"),
        search))  # fmt: skip
    yield case(ms, "502-proxy", TRA, reply(502, "<html><title>502 Bad Gateway</title>"
        "</html>", sql))  # fmt: skip
    yield case(ms, "500-crash", (TRA, FAT), reply(500, err(
        "internal error: searchd crashed while processing the query",
        "internal_server_error"), search))  # fmt: skip
    # The disk of the server is full: nobody but an operator can fix it.
    yield case(ms, "507-disk-full", FAT, reply(507, err(
        "failed to write to binlog: No space left on device", "io_exception"),
        insert))  # fmt: skip
    yield case(ms, "refused", TRA, lambda: sql(url=f"http://127.0.0.1:{closed_port()}"))


def gcs_family() -> Iterator[Case]:
    from google.auth.credentials import AnonymousCredentials
    from google.cloud import storage

    server = http()

    def client(url: str | None = None) -> Any:
        return storage.Client(
            project="media-prod", credentials=AnonymousCredentials(),
            client_options={"api_endpoint": url or server.url},
        )  # fmt: skip

    def blob(url: str | None = None) -> Any:
        return client(url).bucket("media").blob("cats/tabby.png")

    actions: dict[str, Callable[[], Any]] = {
        "download": lambda: blob().download_as_bytes(retry=None, timeout=2),
        "get": lambda: client().bucket("media").get_blob("cats/tabby.png", retry=None),
        "bucket": lambda: client().get_bucket("media-archive", retry=None),
        "badname": lambda: client().create_bucket("My_Bucket!", retry=None),
        "create": lambda: client().create_bucket("media", retry=None),
        "upload": lambda: blob().upload_from_string(b"png", retry=None, if_generation_match=0),
        "delete": lambda: blob().delete(retry=None),
    }

    def reply(status: int, reason: str, message: str, action: str = "get", **headers: str) -> Any:
        error = {"code": status, "message": message, "errors": [
            {"message": message, "domain": "global", "reason": reason}]}  # fmt: skip

        def run() -> Any:
            server.set(status, json.dumps({"error": error}), **headers)
            return actions[action]()

        return run

    gs = "gcs"
    yield case(gs, "404-no-object", CLI, reply(404, "notFound",
        "No such object: media/cats/tabby.png", "download"))  # fmt: skip
    yield case(gs, "404-no-bucket", CLI, reply(404, "notFound",
        "The specified bucket does not exist.", "bucket"))  # fmt: skip
    # The client refuses the name itself before sending anything (a ValueError).
    yield case(gs, "bucket-name-checked-locally", CLI, reply(400, "invalid",
        "Invalid bucket name: 'My_Bucket!'", "badname"))  # fmt: skip
    # On a 401 the SDK tries to refresh the credentials, and anonymous ones cannot be.
    yield case(gs, "401-refresh-impossible", CRED, reply(401, "authError", "Invalid Credentials"))
    yield case(gs, "403-no-access", CRED, reply(403, "forbidden",
        "anonymous caller does not have storage.objects.get access to the Google Cloud "
        "Storage object."))  # fmt: skip
    yield case(gs, "400-requester-pays", CLI, reply(400, "required",
        "Bucket is a requester pays bucket but no user project provided."))  # fmt: skip
    # Billing is off for the project: a person must act, waiting or changing the call won't do.
    yield case(gs, "403-billing-disabled", FAT, reply(403, "accountDisabled",
        "The billing account for the owning project is disabled in state absent"))  # fmt: skip
    yield case(gs, "409-bucket-taken", (CLI, BIZ), reply(409, "conflict",
        "The requested bucket name is not available. The bucket namespace is shared by all "
        "users of the system. Please select a different name and try again.",
        "create"))  # fmt: skip
    yield case(gs, "412-generation", (CLI, BIZ), reply(412, "conditionNotMet",
        "At least one of the pre-conditions you specified did not hold.", "upload"))  # fmt: skip
    # A retention policy refuses the deletion: the bucket's rule said no.
    yield case(gs, "403-retention", (BIZ, CLI), reply(403, "retentionPolicyNotMet",
        "Object 'cats/tabby.png' is subject to bucket's retention policy or object "
        "retention and cannot be deleted or overwritten until 2027-01-01T00:00:00Z",
        "delete"))  # fmt: skip
    yield case(gs, "413-too-large", CLI, reply(413, "uploadTooLarge",
        "Maximum upload size exceeded", "upload"))  # fmt: skip
    yield case(gs, "429-retry-after", TRA, reply(429, "rateLimitExceeded",
        "The object exceeded the rate limit for object mutation operations (create, "
        "update, and delete).", "upload", Retry_After="4"), retry_after=4.0)  # fmt: skip
    yield case(gs, "429-no-header", TRA, reply(429, "rateLimitExceeded",
        "The rate of change requests to the object is too high.", "download"))  # fmt: skip
    yield case(gs, "503-backend", TRA, reply(503, "backendError",
        "We encountered an internal error. Please try again."))  # fmt: skip
    yield case(gs, "500-internal", (TRA, FAT), reply(500, "internalError",
        "Internal Error"))  # fmt: skip
    yield case(gs, "504-gateway", TRA, reply(504, "gatewayTimeout",
        "The request timed out. Please try again.", "download"))  # fmt: skip
    refused = f"http://127.0.0.1:{closed_port()}"
    yield case(gs, "refused", TRA, lambda: blob(refused).download_as_bytes(retry=None))
    silent = silent_url()
    yield case(gs, "read-timeout", TRA, lambda: blob(silent).download_as_bytes(
        retry=None, timeout=1))  # fmt: skip


FAMILIES = (chargebee_family, manticore_family, gcs_family)
