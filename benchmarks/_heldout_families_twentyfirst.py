"""Held-out set 21, part 1: three SDKs raising live against a fake HTTP API on 127.0.0.1.

* tavily-python (requests): ``BadRequestError``, ``ForbiddenError``, ``UsageLimitExceededError``
  … carrying only the server's ``detail.error`` text (no status attribute); other statuses
  come back as requests' ``HTTPError``; keyless mode raises ``TavilyKeylessLimitError``
  carrying ``retry_after_seconds``.
* zhipuai (httpx, its own status classes): ``status_code`` and a message quoting the raw body,
  whose vendor code and Chinese message say what happened.
* elevenlabs (Fern-generated): ``ApiError`` carrying ``status_code``, ``headers`` and ``body``.

Written 2026-12-04 between 16:56 and 17:40 UTC by the helper ``heldout21``, built blind:
labelled from DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any
observation were never run on these cases before the labels were committed, nor were the
classifier's rules, its tests or any earlier result read. None of these packages appears in
sets 1-20, "gen", "dev10"-"dev15" or ``tests/``."""

from __future__ import annotations

import json
import socket
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED
from _heldout_servers import closed_port

__all__ = ["FAMILIES", "silent_port"]

_SILENT: list[socket.socket] = []


def silent_port() -> int:
    """A loopback port that accepts connections and never answers (a read timeout)."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(16)
    _SILENT.append(sock)
    port: int = sock.getsockname()[1]
    return port


def tavily_family() -> Iterator[Case]:
    from tavily import TavilyClient

    server = http()

    def search(status: int, error: str | None, key: str | None = "tvly-heldout-21",
               envelope: dict[str, Any] | None = None) -> Callable[[], Any]:  # fmt: skip
        def run() -> Any:
            body = envelope if envelope is not None else {"detail": {"error": error}}
            server.set(status, json.dumps(body) if error is not None or envelope else "oops")
            client = TavilyClient(api_key=key, api_base_url=server.url)
            return client.search("weather in Lisbon", timeout=10)

        return run

    tv = "tavily-21"
    yield case(tv, "400-topic", CLI, search(400, "Invalid topic. Must be 'general', 'news' or "
        "'finance'."))  # fmt: skip
    yield case(tv, "400-query-long", CLI, search(400, "Query is too long. Max query length is "
        "400 characters."))  # fmt: skip
    yield case(tv, "401", CRED, search(401, "Unauthorized: missing or invalid API key."))
    yield case(tv, "403-plan", CRED, search(403, "Forbidden: your plan does not include "
        "access to this endpoint."))  # fmt: skip
    # 432/433: the plan's or the pay-as-you-go spend limit; waiting does not help.
    yield case(tv, "432-plan-limit", FAT, search(432, "This request exceeds your plan's set "
        "usage limit. Please upgrade your plan or contact support@tavily.com"))  # fmt: skip
    yield case(tv, "433-payg-limit", FAT, search(433, "This request exceeds the pay-as-you-go "
        "limit. You can increase your limit on the Tavily dashboard."))  # fmt: skip
    yield case(tv, "429-rate", TRA, search(429, "Your request has been blocked due to "
        "excessive requests. Please reduce rate of requests."))  # fmt: skip
    yield case(tv, "429-credits", FAT, search(429, "You have used all of your monthly API "
        "credits. Upgrade your plan to continue."))  # fmt: skip
    yield case(tv, "404", CLI, search(404, "Not Found"))
    yield case(tv, "500", (TRA, FAT), search(500, "Internal Server Error"))
    yield case(tv, "502", TRA, search(502, None))
    yield case(tv, "503", TRA, search(503, "Service temporarily unavailable"))
    yield case(tv, "keyless-rate", TRA, search(429, "", key=None, envelope={"error": {
        "code": "keyless_rate_limited", "message": "Too many keyless requests from this IP. "
        "Retry in 30 seconds.", "window": "minute", "retry_after_seconds": 30}}),
        retry_after=30)  # fmt: skip
    yield case(tv, "keyless-daily", (FAT, CLI), search(429, "", key=None, envelope={"error": {
        "code": "keyless_daily_limit", "message": "Daily keyless limit reached. Create a free "
        "API key to continue.", "window": "day"}}))  # fmt: skip
    yield case(tv, "keyless-crawl", CRED, lambda: TavilyClient(api_base_url=server.url)
        .crawl("https://example.org"))  # fmt: skip
    yield case(tv, "timeout", TRA, lambda: TavilyClient(api_key="k", api_base_url=
        f"http://127.0.0.1:{silent_port()}").search("q", timeout=1))  # fmt: skip
    yield case(tv, "refused", TRA, lambda: TavilyClient(api_key="k", api_base_url=
        f"http://127.0.0.1:{closed_port()}").search("q", timeout=5))  # fmt: skip


def zhipuai_family() -> Iterator[Case]:
    import zhipuai

    server = http()

    def chat(status: int, code: str, message: str) -> Callable[[], Any]:
        def run() -> Any:
            body = {"error": {"code": code, "message": message}}
            server.set(status, json.dumps(body, ensure_ascii=False))
            client = zhipuai.ZhipuAI(api_key="heldout21.secretpart", base_url=server.url,
                max_retries=0, timeout=10)  # fmt: skip
            return client.chat.completions.create(model="glm-4-plus",
                messages=[{"role": "user", "content": "你好"}])  # fmt: skip

        return run

    zp = "zhipuai-21"
    yield case(zp, "400-model", CLI, chat(400, "1211", "模型不存在，请检查模型代码。"))
    yield case(zp, "400-prompt-long", CLI, chat(400, "1261", "Prompt 超长"))
    yield case(zp, "400-sensitive", CLI, chat(400, "1301", "系统检测到输入或生成内容可能包含"
        "不安全或敏感内容，请您避免输入易产生敏感内容的提示语，感谢您的配合。"))  # fmt: skip
    yield case(zp, "401-auth", CRED, chat(401, "1000", "身份验证失败。"))
    yield case(zp, "401-no-auth-header", CRED, chat(401, "1001", "Header中未收到Authentication"
        "参数，无法进行身份验证。"))  # fmt: skip
    yield case(zp, "429-concurrency", TRA, chat(429, "1302", "您当前使用该API的并发数过高，请降低"
        "并发，或联系客服增加限额。"))  # fmt: skip
    yield case(zp, "429-busy", TRA, chat(429, "1305", "当前API请求过多，请稍后重试。"))
    # Arrears and an exhausted daily allowance behind a 429: neither waiting nor a new request helps.
    yield case(zp, "429-arrears", FAT, chat(429, "1113", "您的账户已欠费，请充值后重试。"))
    yield case(zp, "429-daily", FAT, chat(429, "1304", "该模型当日调用次数已达上限，请明日再试或"
        "购买资源包。"))  # fmt: skip
    yield case(zp, "429-package-expired", FAT, chat(429, "1309", "您的资源包已过期，请续费后"
        "再使用。"))  # fmt: skip
    yield case(zp, "500", (TRA, FAT), chat(500, "500", "服务内部错误，请稍后重试。"))
    yield case(zp, "503", TRA, chat(503, "1234", "网络错误，错误id：20261204，请联系客服"))
    yield case(zp, "404", CLI, chat(404, "1212", "当前模型不支持该调用方式。"))
    yield case(zp, "refused", TRA, lambda: zhipuai.ZhipuAI(api_key="a.b", max_retries=0,
        base_url=f"http://127.0.0.1:{closed_port()}", timeout=5).chat.completions.create(
        model="glm-4", messages=[{"role": "user", "content": "hi"}]))  # fmt: skip


def elevenlabs_family() -> Iterator[Case]:
    from elevenlabs import ElevenLabs

    server = http()

    def models(status: int, detail: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, json.dumps({"detail": detail}), **headers)
            client = ElevenLabs(api_key="sk_heldout21", base_url=server.url, timeout=10)
            return client.models.list(request_options={"max_retries": 0})

        return run

    def detail(status: str, message: str) -> dict[str, str]:
        return {"status": status, "message": message}

    el = "elevenlabs-21"
    yield case(el, "400-voice-settings", CLI, models(400, detail("invalid_voice_settings",
        "Stability must be between 0 and 1.")))  # fmt: skip
    yield case(el, "401-key", CRED, models(401, detail("invalid_api_key", "Invalid API key")))
    yield case(el, "401-quota", FAT, models(401, detail("quota_exceeded", "This request "
        "exceeds your quota of 10000. You have 12 credits remaining, while 840 credits are "
        "required for this request.")))  # fmt: skip
    yield case(el, "403-plan", CRED, models(403, detail("missing_permissions", "The API key "
        "you used is missing the permission voices_read to execute this operation.")))  # fmt: skip
    yield case(el, "404-voice", CLI, models(404, detail("voice_not_found", "A voice with the "
        "voice_id 21m00Tcm4TlvDq8ikWAM was not found.")))  # fmt: skip
    yield case(el, "422", CLI, models(422, [{"loc": ["body", "text"], "msg": "field required",
        "type": "value_error.missing"}]))  # fmt: skip
    yield case(el, "429-concurrent", TRA, models(429, detail("too_many_concurrent_requests",
        "Too many concurrent requests for your plan."), Retry_After="7"), retry_after=7)  # fmt: skip
    yield case(el, "429-system-busy", TRA, models(429, detail("system_busy", "Our services are "
        "experiencing high levels of traffic. Please try again later.")))  # fmt: skip
    yield case(el, "402-payment", (BIZ, FAT), models(402, detail("payment_required", "Your "
        "subscription payment failed. Update your payment method.")))  # fmt: skip
    yield case(el, "500", (TRA, FAT), models(500, detail("internal_error", "Internal error")))
    yield case(el, "503-wait", TRA, models(503, "Service Unavailable", Retry_After="20"),
        retry_after=20)  # fmt: skip
    yield case(el, "refused", TRA, lambda: ElevenLabs(api_key="k", timeout=5,
        base_url=f"http://127.0.0.1:{closed_port()}").models.list(
        request_options={"max_retries": 0}))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    tavily_family,
    zhipuai_family,
    elevenlabs_family,
)
