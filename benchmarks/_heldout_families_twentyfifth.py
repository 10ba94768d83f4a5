"""Held-out set 25, part 1: two cloud storage/analytics clients no earlier set used, on 127.0.0.1.

* Azure Blob Storage (``azure-storage-blob`` 12): an ``HttpResponseError`` subclass chosen by
  the SDK's own error map (``ResourceNotFoundError``, ``ResourceExistsError``,
  ``ClientAuthenticationError``, ``ResourceModifiedError`` …) carrying ``status_code``,
  ``error_code`` (the ``x-ms-error-code`` header, an enum) and the response with its headers;
  the service's XML error body (``<Code>``, ``<Message>`` with its RequestId/Time lines) is in the
  message. Transport failures are ``ServiceRequestError`` / ``ServiceResponseError``.
* Google BigQuery (``google-cloud-bigquery`` 3): ``google.api_core.exceptions`` raised from the
  JSON error body (``code``, ``errors[].reason``) where BigQuery's reasons change the meaning of
  a status: a 403 is a rate limit (``rateLimitExceeded``), a spent quota (``quotaExceeded``),
  disabled billing or a missing permission. The client's own retry is switched off
  (``retry=None``) so each failure is the first one.

Written 2026-12-05 from 03:05 UTC by the helper ``heldout25``, built blind: labelled from
DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any observation
were never run on these cases before the labels were committed, nor were the classifier's
rules, its tests or any earlier result read. Neither package appears in sets 1-24, "gen",
"dev10"-"dev15" or ``tests/``."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_families_twentyfirst import silent_port
from _heldout_servers import HttpScript, closed_port

__all__ = ["FAMILIES"]

_AZURE_KEY = (
    "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="
)


def azure_blob_family() -> Iterator[Case]:
    from azure.storage.blob import BlobServiceClient

    server = HttpScript()

    def service(url: str | None = None, timeout: float = 3) -> Any:
        return BlobServiceClient(account_url=f"{url or server.url}/heldout25acct",
            credential={"account_name": "heldout25acct", "account_key": _AZURE_KEY},
            retry_total=0, connection_timeout=timeout, read_timeout=timeout)  # fmt: skip

    def download(url: str | None = None, timeout: float = 3) -> Any:
        blob = service(url, timeout).get_blob_client("reports", "2026/q3.csv")
        return blob.download_blob().readall()

    def upload() -> Any:
        blob = service().get_blob_client("reports", "2026/q3.csv")
        return blob.upload_blob(b"region,total\nnorth,12\n", overwrite=False)

    def create_container() -> Any:
        return service().create_container("reports")

    def delete_if_unchanged() -> Any:
        from azure.core import MatchConditions

        blob = service().get_blob_client("reports", "2026/q3.csv")
        return blob.delete_blob(etag='"0x8DC14B2A9F3E1C7"',
            match_condition=MatchConditions.IfNotModified)  # fmt: skip

    def reply(status: int, code: str, message: str, action: Callable[[], Any] = download,
        **headers: str) -> Callable[[], Any]:  # fmt: skip
        body = ('<?xml version="1.0" encoding="utf-8"?><Error><Code>' + code + "</Code><Message>"
            + message + "\nRequestId:5c1f7a2e-801e-0025-3a1b-4f2d9e000000\n"
            "Time:2026-12-05T03:05:11.4213370Z</Message></Error>")  # fmt: skip

        def run() -> Any:
            server.set(status, body, Content_Type="application/xml", x_ms_error_code=code,
                x_ms_request_id="5c1f7a2e-801e-0025-3a1b-4f2d9e000000", **headers)  # fmt: skip
            return action()

        return run

    az = "azure-blob-25"
    yield case(az, "404-blob", (CLI, BIZ), reply(404, "BlobNotFound", "The specified blob does "
        "not exist."))  # fmt: skip
    yield case(az, "404-container", (CLI, BIZ), reply(404, "ContainerNotFound", "The specified "
        "container does not exist."))  # fmt: skip
    yield case(az, "409-container-exists", (CLI, BIZ), reply(409, "ContainerAlreadyExists",
        "The specified container already exists.", create_container))  # fmt: skip
    yield case(az, "409-blob-exists", (CLI, BIZ), reply(409, "BlobAlreadyExists", "The "
        "specified blob already exists.", upload))  # fmt: skip
    # Another writer holds a lease: the request lacks the lease id, or must wait for release.
    yield case(az, "412-lease-missing", (CLI, TRA), reply(412, "LeaseIdMissing", "There is "
        "currently a lease on the blob and no lease ID was specified in the request.",
        upload))  # fmt: skip
    yield case(az, "412-condition-not-met", CLI, reply(412, "ConditionNotMet", "The condition "
        "specified using HTTP conditional header(s) is not met.", delete_if_unchanged))  # fmt: skip
    # The container is being deleted: creating it again works once the deletion finishes.
    yield case(az, "409-container-being-deleted", (TRA, CLI), reply(409,
        "ContainerBeingDeleted", "The specified container is being deleted. Try operation "
        "later.", create_container))  # fmt: skip
    yield case(az, "403-auth-failed", CRED, reply(403, "AuthenticationFailed", "Server failed "
        "to authenticate the request. Make sure the value of Authorization header is formed "
        "correctly including the signature."))  # fmt: skip
    yield case(az, "403-permission-mismatch", CLI, reply(403,
        "AuthorizationPermissionMismatch", "This request is not authorized to perform this "
        "operation using this permission."))  # fmt: skip
    yield case(az, "403-key-auth-disabled", (CLI, FAT), reply(403,
        "KeyBasedAuthenticationNotPermitted", "Key based authentication is not permitted on "
        "this storage account."))  # fmt: skip
    yield case(az, "403-account-disabled", (FAT, CLI), reply(403, "AccountIsDisabled", "The "
        "specified account is disabled."))  # fmt: skip
    yield case(az, "400-bad-header", CLI, reply(400, "InvalidHeaderValue", "The value for one "
        "of the HTTP headers is not in the correct format."))  # fmt: skip
    yield case(az, "416-invalid-range", CLI, reply(416, "InvalidRange", "The range specified "
        "is invalid for the current size of the resource."))  # fmt: skip
    yield case(az, "413-body-too-large", CLI, reply(413, "RequestBodyTooLarge", "The request "
        "body is too large and exceeds the maximum permissible limit.", upload))  # fmt: skip
    # The Retry-After header is on the exception's response.
    yield case(az, "503-server-busy", TRA, reply(503, "ServerBusy", "Ingress is over the "
        "account limit.", Retry_After="9"), retry_after=9)  # fmt: skip
    yield case(az, "500-operation-timed-out", TRA, reply(500, "OperationTimedOut", "Operation "
        "could not be completed within the specified time."))  # fmt: skip
    yield case(az, "500-internal", (TRA, FAT), reply(500, "InternalError", "The server "
        "encountered an internal error. Please retry the request."))  # fmt: skip
    yield case(az, "refused-connection", TRA, lambda: download(f"http://127.0.0.1:"
        f"{closed_port()}"))  # fmt: skip
    yield case(az, "read-timeout", TRA, lambda: download(f"http://127.0.0.1:{silent_port()}",
        timeout=1))  # fmt: skip


def bigquery_family() -> Iterator[Case]:
    from google.auth.credentials import AnonymousCredentials
    from google.cloud import bigquery

    server = HttpScript()

    def client(url: str | None = None) -> Any:
        return bigquery.Client(project="heldout-25", credentials=AnonymousCredentials(),
            client_options={"api_endpoint": url or server.url})  # fmt: skip

    def get_table(url: str | None = None, timeout: float = 3) -> Any:
        return client(url).get_table("heldout-25.sales.orders", retry=None, timeout=timeout)

    def create_dataset() -> Any:
        return client().create_dataset("heldout-25.sales", retry=None, timeout=3)

    def query() -> Any:
        return client().query("SELECT region, SUM(total) FROM sales.orders GROUP BY region",
            retry=None, job_retry=None, timeout=3)  # fmt: skip

    def reply(status: int, reason: str, message: str, action: Callable[[], Any] = get_table,
        **headers: str) -> Callable[[], Any]:  # fmt: skip
        body = json.dumps({"error": {"code": status, "message": message, "errors": [
            {"message": message, "domain": "global", "reason": reason}]}})  # fmt: skip

        def run() -> Any:
            server.set(status, body, **headers)
            return action()

        return run

    bq = "bigquery-25"
    yield case(bq, "404-table", (CLI, BIZ), reply(404, "notFound", "Not found: Table "
        "heldout-25:sales.orders"))  # fmt: skip
    yield case(bq, "404-dataset", (CLI, BIZ), reply(404, "notFound", "Not found: Dataset "
        "heldout-25:sales was not found in location EU", query))  # fmt: skip
    yield case(bq, "409-dataset-exists", (CLI, BIZ), reply(409, "duplicate", "Already Exists: "
        "Dataset heldout-25:sales", create_dataset))  # fmt: skip
    yield case(bq, "400-invalid-query", CLI, reply(400, "invalidQuery", "Syntax error: "
        "Unexpected keyword GROUP at [1:48]", query))  # fmt: skip
    yield case(bq, "400-invalid-id", CLI, reply(400, "invalid", "Invalid table ID "
        "\"orders$2026\". Table IDs must be alphanumeric (plus underscores) and must be at most "
        "1024 characters long."))  # fmt: skip
    yield case(bq, "400-resources-exceeded", (CLI, FAT), reply(400, "resourcesExceeded",
        "Resources exceeded during query execution: The query could not be executed in the "
        "allotted memory.", query))  # fmt: skip
    yield case(bq, "401-missing-credentials", CRED, reply(401, "required", "Request is missing "
        "required authentication credential. Expected OAuth 2 access token, login cookie or "
        "other valid authentication credential."))  # fmt: skip
    yield case(bq, "403-access-denied", CLI, reply(403, "accessDenied", "Access Denied: Table "
        "heldout-25:sales.orders: User does not have permission to query table "
        "heldout-25:sales.orders."))  # fmt: skip
    # BigQuery's 403 with reason rateLimitExceeded is a short-term limit: retry with backoff.
    yield case(bq, "403-rate-limit", TRA, reply(403, "rateLimitExceeded", "Exceeded rate "
        "limits: too many table update operations for this table."))  # fmt: skip
    yield case(bq, "403-concurrent-queries", TRA, reply(403, "rateLimitExceeded", "Exceeded "
        "rate limits: too many concurrent queries for this project_and_region.",
        query))  # fmt: skip
    # A spent quota: waiting a few seconds will not bring it back.
    yield case(bq, "403-quota-exceeded", FAT, reply(403, "quotaExceeded", "Quota exceeded: Your "
        "project exceeded quota for free query bytes scanned.", query))  # fmt: skip
    yield case(bq, "403-billing-disabled", FAT, reply(403, "billingNotEnabled", "Billing has "
        "not been enabled for this project. Enable billing at "
        "https://console.cloud.google.com/billing.", query))  # fmt: skip
    yield case(bq, "412-precondition", CLI, reply(412, "conditionNotMet", "Precondition check "
        "failed."))  # fmt: skip
    yield case(bq, "500-backend", (TRA, FAT), reply(500, "backendError", "An internal error "
        "occurred and the request could not be completed. Please retry."))  # fmt: skip
    yield case(bq, "503-backend", TRA, reply(503, "backendError", "The service is currently "
        "unavailable."))  # fmt: skip
    yield case(bq, "502-html", TRA, lambda: (server.set(502, "<html><title>502 Bad Gateway"
        "</title><body>The server encountered a temporary error</body></html>",
        Content_Type="text/html"), get_table())[1])  # fmt: skip
    yield case(bq, "refused-connection", TRA, lambda: get_table(f"http://127.0.0.1:"
        f"{closed_port()}"))  # fmt: skip
    yield case(bq, "read-timeout", TRA, lambda: get_table(f"http://127.0.0.1:{silent_port()}",
        timeout=1))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    azure_blob_family,
    bigquery_family,
)
