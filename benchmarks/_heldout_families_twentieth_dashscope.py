"""Held-out set 20, part 7: dashscope (Alibaba Cloud Model Studio) against a fake API.

dashscope answers a failed call with a response object (``status_code``, ``code``,
``message``) instead of raising; the hand-written tool raises what agent tools built on it
commonly raise: a plain ``Exception`` whose text carries the vendor code (``Throttling.*``,
``InvalidApiKey``, ``Arrearage``, ``DataInspectionFailed``, …), the message (English or
Chinese) and the HTTP status as words only.

Written 2026-12-04 between 14:15 and 14:40 UTC by the helper ``heldout20``, built blind (see
``_heldout_families_twentieth``)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def dashscope_family() -> Iterator[Case]:
    import dashscope

    server = http()

    def generate(url: str) -> Any:
        dashscope.base_http_api_url = url + "/api/v1"
        response = dashscope.Generation.call(model="qwen-turbo", prompt="hi", api_key="sk-20")
        if response.status_code != 200:
            raise Exception(f"Error code: {response.code}, message: {response.message}, "
                f"status: {response.status_code}")  # fmt: skip
        return response.output

    def fail(status: int, code: str, message: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            body = {"code": code, "message": message, "request_id": "req-20"}
            server.set(status, json.dumps(body, ensure_ascii=False), **headers)
            return generate(server.url)

        return run

    ds = "dashscope-tool-20"
    yield case(ds, "429-rate", TRA, fail(429, "Throttling.RateQuota", "Requests rate limit "
        "exceeded, please try again later."))  # fmt: skip
    yield case(ds, "429-zh", TRA, fail(429, "Throttling", "请求过于频繁，请稍后重试"))
    yield case(ds, "429-allocation", FAT, fail(429, "Throttling.AllocationQuota", "Free allocated"
        " quota exceeded."))  # fmt: skip
    yield case(ds, "400-arrearage", FAT, fail(400, "Arrearage", "Access denied, please make "
        "sure your account is in good standing."))  # fmt: skip
    yield case(ds, "401-key", CRED, fail(401, "InvalidApiKey", "Invalid API-key provided."))
    yield case(ds, "403-model", CRED, fail(403, "Model.AccessDenied", "Model access denied."))
    yield case(ds, "400-param", CLI, fail(400, "InvalidParameter", "Range of top_p should be "
        "(0.0, 1.0)"))  # fmt: skip
    yield case(ds, "400-param-zh", CLI, fail(400, "InvalidParameter", "参数 temperature 的取值"
        "范围不合法"))  # fmt: skip
    yield case(ds, "400-inspection", (BIZ, CLI), fail(400, "DataInspectionFailed", "Input data "
        "may contain inappropriate content."))  # fmt: skip
    yield case(ds, "404-model", CLI, fail(404, "ModelNotFound", "Model not exist."))
    yield case(ds, "500-internal", (TRA, FAT), fail(500, "InternalError", "An internal error has"
        " occured, please try again later or contact service support."))  # fmt: skip
    yield case(ds, "503-zh", TRA, fail(503, "ServiceUnavailable", "服务暂时不可用，请稍后再试"))
    yield case(ds, "500-timeout", TRA, fail(500, "RequestTimeOut", "Request timed out, please "
        "try again later."))  # fmt: skip
    yield case(ds, "refused", TRA, lambda: generate(f"http://127.0.0.1:{closed_port()}"))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (dashscope_family,)
