"""Held-out set 24, part 1: two cloud SDK cores no earlier set used, against a fake API on 127.0.0.1.

* Huawei Cloud (``huaweicloudsdkcore`` with the IAM client ``huaweicloudsdkiam``): a
  ``ClientRequestException`` (4xx) or ``ServerResponseException`` (5xx) carrying
  ``status_code``, ``error_code`` (``APIGW.0308``, ``IAM.0004`` …), ``error_msg`` and
  ``request_id``, all behind properties; a 429 is retried by urllib3 first and then surfaces as
  a ``ClientRequestException`` whose message is urllib3's "too many 429 error responses";
  transport failures become ``ConnectionException`` / ``RequestTimeoutException``. Messages
  are English or Chinese, as the service writes them.
* IBM Cloud (``ibm_cloud_sdk_core``, the core every IBM service SDK is built on): one
  ``ApiException`` with ``status_code``, ``message`` and the response under ``http_response``
  (not ``response``); the IAM token exchange fails the same way before the call is sent.

Written 2026-12-05 from 00:15 UTC by the helper ``heldout24``, built blind: labelled from
DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any observation
were never run on these cases before the labels were committed, nor were the classifier's
rules, its tests or any earlier result read. None of these packages appears in sets 1-23,
"gen", "dev10"-"dev15" or ``tests/``."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED
from _heldout_families_twentyfirst import silent_port
from _heldout_servers import HttpScript, closed_port

__all__ = ["FAMILIES"]


def huawei_family() -> Iterator[Case]:
    from huaweicloudsdkcore.auth.credentials import GlobalCredentials
    from huaweicloudsdkcore.http.http_config import HttpConfig
    from huaweicloudsdkiam.v3 import IamClient, ShowUserRequest

    server = HttpScript()

    def show_user(url: str | None = None, timeout: float = 3) -> Any:
        config = HttpConfig.get_default_config()
        config.timeout = (timeout, timeout)
        client = (IamClient.new_builder().with_http_config(config)
            .with_credentials(GlobalCredentials("HPUAHELDOUT24KEY", "hw24secretvalueXYZ",
                "0970dd7a1300f5672ff2c003c60ae115"))
            .with_endpoints([url or server.url]).build())  # fmt: skip
        return client.show_user(ShowUserRequest(user_id="07609fb9358010e21f7bc003751c7c32"))

    def reply(status: int, code: str, message: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            body = json.dumps({"error_code": code, "error_msg": message}, ensure_ascii=False)
            server.set(status, body, X_Request_Id="a3f0c2b1d2e34b0f9d1c", **headers)
            return show_user()

        return run

    def raw(status: int, body: str, content_type: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, body, Content_Type=content_type)
            return show_user()

        return run

    hw = "huaweicloud-24"
    yield case(hw, "401-signature", CRED, reply(401, "APIGW.0301", "Incorrect IAM "
        "authentication information: verify aksk signature fail"))  # fmt: skip
    yield case(hw, "403-policy", CLI, reply(403, "IAM.0003", "Policy doesn't allow "
        "iam:users:getUser to be performed."))  # fmt: skip
    yield case(hw, "403-ip-acl", CLI, reply(403, "APIGW.0302", "The IAM or FederateIAM user "
        "access is denied by the IP or VPC access control policy."))  # fmt: skip
    yield case(hw, "404-user", (CLI, BIZ), reply(404, "IAM.0004", "Could not find user: "
        "07609fb9358010e21f7bc003751c7c32."))  # fmt: skip
    yield case(hw, "404-api", CLI, reply(404, "APIGW.0101", "The API does not exist or has not "
        "been published in the environment"))  # fmt: skip
    yield case(hw, "409-name-taken", (CLI, BIZ), reply(409, "IAM.0010", "The user name "
        "already exists."))  # fmt: skip
    yield case(hw, "400-zh-param", CLI, reply(400, "IAM.0011", "请求参数错误：user_id 长度不能"
        "超过64个字符"))  # fmt: skip
    yield case(hw, "400-en-param", CLI, reply(400, "IAM.0007", "Request parameter error: "
        "invalid enterprise project id"))  # fmt: skip
    # A resource quota of the account is used up: only raising the quota helps.
    yield case(hw, "403-quota", (FAT, CLI), reply(403, "IAM.0078", "The number of users has "
        "reached the quota limit. Apply for a higher quota."))  # fmt: skip
    # The account is in arrears: billing, not the request, must change.
    yield case(hw, "403-arrears", FAT, reply(403, "APIGW.0311", "The account is frozen "
        "because of arrears. Top up your account balance."))  # fmt: skip
    yield case(hw, "429-throttled", TRA, reply(429, "APIGW.0308", "The throttling threshold "
        "has been reached: policy user over ratelimit,limit:5,time:1 minute"))  # fmt: skip
    yield case(hw, "500-zh-internal", (TRA, FAT), reply(500, "IAM.0006", "系统内部错误，请稍后"
        "重试"))  # fmt: skip
    yield case(hw, "502-backend", TRA, reply(502, "APIGW.0201", "Backend unavailable"))
    yield case(hw, "503-zh-busy", TRA, reply(503, "APIGW.0202", "服务繁忙，请稍后再试"))
    yield case(hw, "504-backend-timeout", TRA, reply(504, "APIGW.0203", "Backend timeout"))
    yield case(hw, "503-html", TRA, raw(503, "<html><head><title>503 Service Temporarily "
        "Unavailable</title></head><body><center>nginx</center></body></html>",
        "text/html"))  # fmt: skip
    yield case(hw, "501-not-implemented", FAT, reply(501, "APIGW.0104", "The method is not "
        "implemented"))  # fmt: skip
    yield case(hw, "refused-connection", TRA, lambda: show_user(f"http://127.0.0.1:"
        f"{closed_port()}"))  # fmt: skip
    yield case(hw, "read-timeout", TRA, lambda: show_user(f"http://127.0.0.1:"
        f"{silent_port()}", timeout=1))  # fmt: skip


def ibm_family() -> Iterator[Case]:
    from ibm_cloud_sdk_core import BaseService
    from ibm_cloud_sdk_core.authenticators import BearerTokenAuthenticator, IAMAuthenticator

    server = http()
    token_server = HttpScript()

    def get_instance(url: str | None = None, iam: bool = False, timeout: float = 3) -> Any:
        if iam:
            auth: Any = IAMAuthenticator("ibm24-apikey-0b1c2d3e4f", url=token_server.url)
        else:
            auth = BearerTokenAuthenticator("eyJraWQiOiJoZWxkb3V0MjQifQ.e30.c2ln")
        service = BaseService(service_url=url or server.url, authenticator=auth)
        service.set_http_config({"timeout": timeout})
        request = service.prepare_request(method="GET", url="/v2/resource_instances/crn-24")
        return service.send(request)

    def reply(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, X_Global_Transaction_Id="ibm24-trace-7f3a", **headers)
            return get_instance()

        return run

    def err(code: str, message: str) -> dict[str, Any]:
        return {"errors": [{"code": code, "message": message}], "trace": "ibm24-trace-7f3a"}

    def token(status: int, body: Any) -> Callable[[], Any]:
        def run() -> Any:
            token_server.set(status, json.dumps(body))
            return get_instance(iam=True)

        return run

    ib = "ibmcloud-24"
    yield case(ib, "400-bad-field", CLI, reply(400, err("bad_field", "Invalid value for field "
        "'resource_plan_id'")))  # fmt: skip
    yield case(ib, "401-expired-token", CRED, reply(401, err("not_authorized", "The provided "
        "token is expired")))  # fmt: skip
    yield case(ib, "403-forbidden", CLI, reply(403, err("forbidden", "You are not authorized to "
        "access this resource")))  # fmt: skip
    yield case(ib, "404-instance", (CLI, BIZ), reply(404, err("not_found", "Instance with CRN "
        "crn-24 was not found")))  # fmt: skip
    yield case(ib, "409-name-conflict", (CLI, BIZ), reply(409, err("conflict", "A resource "
        "instance with the same name already exists")))  # fmt: skip
    yield case(ib, "413-too-large", CLI, reply(413, err("request_too_large", "Request entity "
        "too large")))  # fmt: skip
    # The response (with its Retry-After header) is on the exception as ``http_response``.
    yield case(ib, "429-retry-after", TRA, reply(429, err("rate_limited", "Rate limit "
        "exceeded"), Retry_After="7"), retry_after=7)  # fmt: skip
    yield case(ib, "429-monthly-quota", FAT, reply(429, err("quota_exceeded", "The account has "
        "exceeded its monthly quota of API calls for the Lite plan")))  # fmt: skip
    # A suspended billing account: neither waiting nor another request helps.
    yield case(ib, "403-billing-suspended", (FAT, CLI), reply(403, err("account_suspended",
        "The account is suspended because the payment is past due")))  # fmt: skip
    yield case(ib, "500-internal", (TRA, FAT), reply(500, err("internal_error", "Internal "
        "server error")))  # fmt: skip
    yield case(ib, "502-gateway", TRA, reply(502, "<html><body><h1>502 Bad Gateway</h1>"
        "</body></html>", Content_Type="text/html"))  # fmt: skip
    yield case(ib, "503-unavailable", TRA, reply(503, err("service_unavailable", "The service "
        "is temporarily unavailable")))  # fmt: skip
    yield case(ib, "504-timeout", TRA, reply(504, "Gateway Timeout", Content_Type="text/plain"))
    yield case(ib, "iam-apikey-not-found", CRED, token(400, {"errorCode": "BXNIM0415E",
        "errorMessage": "Provided API key could not be found.", "context": {}}))  # fmt: skip
    yield case(ib, "iam-server-down", TRA, token(503, {"errorCode": "BXNIM0513E",
        "errorMessage": "IAM is temporarily unavailable, please try again later."}))  # fmt: skip
    yield case(ib, "refused-connection", TRA, lambda: get_instance(f"http://127.0.0.1:"
        f"{closed_port()}"))  # fmt: skip
    yield case(ib, "read-timeout", TRA, lambda: get_instance(f"http://127.0.0.1:"
        f"{silent_port()}", timeout=1))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    huawei_family,
    ibm_family,
)
