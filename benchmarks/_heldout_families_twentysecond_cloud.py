"""Held-out set 22, part 3: two Chinese cloud SDKs against fake APIs on 127.0.0.1.

* tencentcloud-sdk-python-common (``CommonClient``): ``TencentCloudSDKException`` carrying only
  ``code`` (dotted vendor codes: ``RequestLimitExceeded``, ``AuthFailure.SignatureExpire``,
  ``FailedOperation.ResourcePackExhausted`` …), ``message`` (Chinese or English, as the two
  sites answer) and ``requestId``; a non-200 answer becomes ``ServerNetworkError`` with the raw
  body as its message; a failed connection ``ClientNetworkError``.
* aliyun-python-sdk-core (``AcsClient`` + ``CommonRequest``): ``ServerException`` carrying
  ``http_status``, ``error_code`` and ``message``; ``ClientException`` with ``SDK.*`` codes.

Written 2026-12-04 between 20:10 and 21:45 UTC by the helper ``heldout22``, built blind
(labels from DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED
from _heldout_families_twentyfirst import silent_port
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def tencentcloud_family() -> Iterator[Case]:
    from tencentcloud.common import credential
    from tencentcloud.common.common_client import CommonClient
    from tencentcloud.common.profile.client_profile import ClientProfile
    from tencentcloud.common.profile.http_profile import HttpProfile

    server = http()

    def client(port: int | None = None) -> Any:
        endpoint = f"127.0.0.1:{port}" if port else server.url.removeprefix("http://")
        profile = ClientProfile(httpProfile=HttpProfile(protocol="http", endpoint=endpoint,
            reqTimeout=2))  # fmt: skip
        cred = credential.Credential("AKIDheldout22", "heldout22secret")
        return CommonClient("hunyuan", "2023-09-01", cred, "ap-guangzhou", profile=profile)

    def chat(code: str, message: str) -> Callable[[], Any]:
        def run() -> Any:
            body = {"Response": {"Error": {"Code": code, "Message": message},
                "RequestId": "8f6e2a4b-22aa-4c3d-9e1f-000000000022"}}  # fmt: skip
            server.set(200, json.dumps(body, ensure_ascii=False))
            return client().call_json("ChatCompletions", {"Model": "hunyuan-turbo",
                "Messages": [{"Role": "user", "Content": "你好"}]})  # fmt: skip

        return run

    def status(code: int, body: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(code, body, Content_Type="text/html")
            return client().call_json("ChatCompletions", {"Model": "hunyuan-lite"})

        return run

    tc = "tencentcloud-22"
    yield case(tc, "rate-limit-zh", TRA, chat("RequestLimitExceeded", "请求的次数超过了频率限制。"))
    yield case(tc, "rate-limit-uin", TRA, chat("RequestLimitExceeded.UinLimitExceeded",
        "主账号超过频率限制。"))  # fmt: skip
    yield case(tc, "engine-timeout", TRA, chat("FailedOperation.EngineRequestTimeout",
        "引擎层请求超时；请稍后重试。"))  # fmt: skip
    yield case(tc, "engine-busy", TRA, chat("FailedOperation.EngineServerLimitExceeded",
        "引擎层请求超过限额，请稍后重试。"))  # fmt: skip
    yield case(tc, "service-unavailable", TRA, chat("ServiceUnavailable", "当前服务暂时不可用。"))
    yield case(tc, "internal-error", (TRA, FAT), chat("InternalError", "内部错误。"))
    yield case(tc, "signature-failure", CRED, chat("AuthFailure.SignatureFailure", "请求签名验证"
        "失败，请检查您的签名计算是否正确。"))  # fmt: skip
    yield case(tc, "secret-id-not-found", CRED, chat("AuthFailure.SecretIdNotFound", "The "
        "SecretId is not found, please ensure that your SecretId is correct."))  # fmt: skip
    yield case(tc, "signature-expire", (CLI, TRA, FAT), chat("AuthFailure.SignatureExpire",
        "签名过期。Timestamp 和服务器时间相差不得超过五分钟，请检查本地时间是否和标准时间同步。"))  # fmt: skip
    yield case(tc, "unauthorized-op", CRED, chat("AuthFailure.UnauthorizedOperation", "请求未"
        "授权。请参考 CAM 文档对鉴权的说明。"))  # fmt: skip
    yield case(tc, "invalid-parameter", CLI, chat("InvalidParameterValue.Model", "模型不存在。"))
    yield case(tc, "missing-parameter", CLI, chat("MissingParameter", "The request is missing "
        "a required parameter `Messages`."))  # fmt: skip
    yield case(tc, "invalid-action", (CLI, FAT), chat("InvalidAction", "接口不存在。"))
    yield case(tc, "resource-pack-exhausted", FAT, chat("FailedOperation.ResourcePackExhausted",
        "资源包余量已用尽，请购买资源包或开通后付费。"))  # fmt: skip
    yield case(tc, "service-stop-arrears", FAT, chat("FailedOperation.ServiceStopArrears",
        "服务已欠费停止，请充值后重试。"))  # fmt: skip
    yield case(tc, "service-not-activated", (FAT, CLI), chat("FailedOperation.ServiceNotActivated",
        "服务未开通，请前往控制台开通服务。"))  # fmt: skip
    yield case(tc, "content-unsafe", CLI, chat("OperationDenied.TextIllegalDetected",
        "文本包含违法违规信息，审核不通过。"))  # fmt: skip
    yield case(tc, "limit-exceeded-quota", (FAT, CLI), chat("LimitExceeded", "超过配额限制。"))
    yield case(tc, "balance-insufficient", (BIZ, FAT), chat("FailedOperation.BalanceInsufficient",
        "账户余额不足。"))  # fmt: skip
    yield case(tc, "http-502", TRA, status(502, "<html><head><title>502 Bad Gateway</title>"
        "</head><body><center>stgw</center></body></html>"))  # fmt: skip
    yield case(tc, "http-504", TRA, status(504, "<html><head><title>504 Gateway Time-out"
        "</title></head><body><center>stgw</center></body></html>"))  # fmt: skip
    yield case(tc, "refused", TRA, lambda: client(closed_port()).call_json("ChatCompletions",
        {}))  # fmt: skip
    yield case(tc, "timeout", TRA, lambda: client(silent_port()).call_json("ChatCompletions",
        {}))  # fmt: skip


def aliyun_family() -> Iterator[Case]:
    from aliyunsdkcore.client import AcsClient
    from aliyunsdkcore.request import CommonRequest

    server = http()

    def call(port: int | None = None) -> Any:
        client = AcsClient("LTAIheldout22", "heldout22secret", "cn-hangzhou", auto_retry=False,
            connect_timeout=2, timeout=2)  # fmt: skip
        request = CommonRequest(domain=f"127.0.0.1:{port}" if port else
            server.url.removeprefix("http://"), version="2014-05-26",
            action_name="StartInstance")  # fmt: skip
        request.set_protocol_type("http")
        request.add_query_param("InstanceId", "i-bp67acfmxazb4ph0022")
        return client.do_action_with_exception(request)

    def reply(status: int, code: str, message: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            body = {"RequestId": "6B2A8E4F-22AA-4C3D-9E1F-000000000022", "Code": code,
                "Message": message, "HostId": "ecs.aliyuncs.com"}  # fmt: skip
            server.set(status, json.dumps(body, ensure_ascii=False), **headers)
            return call()

        return run

    al = "aliyun-22"
    yield case(al, "throttling-user", TRA, reply(400, "Throttling.User", "Request was denied "
        "due to user flow control."))  # fmt: skip
    yield case(al, "throttling-api", TRA, reply(503, "Throttling", "Request was denied due to "
        "request throttling."))  # fmt: skip
    yield case(al, "service-unavailable", TRA, reply(503, "ServiceUnavailable", "The request "
        "has failed due to a temporary failure of the server."))  # fmt: skip
    yield case(al, "internal-error", (TRA, FAT), reply(500, "InternalError", "The request "
        "processing has failed due to some unknown error, exception or failure."))  # fmt: skip
    yield case(al, "access-key-not-found", CRED, reply(404, "InvalidAccessKeyId.NotFound",
        "Specified access key is not found."))  # fmt: skip
    yield case(al, "forbidden-ram", CRED, reply(403, "Forbidden.RAM", "User not authorized to "
        "operate on the specified resource, or this API doesn't support RAM."))  # fmt: skip
    yield case(al, "instance-not-found", CLI, reply(404, "InvalidInstanceId.NotFound", "The "
        "specified InstanceId does not exist."))  # fmt: skip
    yield case(al, "incorrect-status", (CLI, BIZ, TRA), reply(403, "IncorrectInstanceStatus",
        "The current status of the resource does not support this operation."))  # fmt: skip
    yield case(al, "no-stock", (BIZ, CLI), reply(403, "OperationDenied.NoStock", "The requested "
        "resource is sold out in the specified zone; try other types of resources or other "
        "regions and zones."))  # fmt: skip
    yield case(al, "not-enough-balance", (BIZ, FAT), reply(403,
        "InvalidAccount.NotEnoughBalance", "Your account does not have enough balance."))  # fmt: skip
    yield case(al, "arrearage", FAT, reply(400, "Account.Arrearage", "您的账户已欠费，请充值后"
        "重试。"))  # fmt: skip
    yield case(al, "quota-exceed", FAT, reply(403, "QuotaExceed.ElasticQuota", "No additional "
        "quota is available for the specified ECS instance type."))  # fmt: skip
    yield case(al, "invalid-parameter", CLI, reply(400, "InvalidParameter", "The specified "
        "parameter \"InstanceId\" is not valid."))  # fmt: skip
    yield case(al, "last-token-processing", (TRA, CLI), reply(409, "LastTokenProcessing", "The last "
        "token request is processing, please try again later."))  # fmt: skip
    yield case(al, "system-busy-zh", TRA, reply(500, "ServiceBusy", "系统繁忙，请稍后再试。"))
    yield case(al, "refused", TRA, lambda: call(closed_port()))
    yield case(al, "timeout", TRA, lambda: call(silent_port()))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    tencentcloud_family,
    aliyun_family,
)
