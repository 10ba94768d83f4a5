"""What a call refused by the upstream guard says: codes, messages and suggestions."""

from __future__ import annotations

from typing import Any

from .._category import ErrorCategory
from .._failure import Failure

__all__ = [
    "CIRCUIT_OPEN",
    "IDEMPOTENCY_IN_FLIGHT",
    "IDEMPOTENCY_KEY_FAILED",
    "IDEMPOTENCY_KEY_INEXACT",
    "IDEMPOTENCY_OUTCOME_UNKNOWN",
    "NOT_ENOUGH_TIME",
    "SHARED_STATE_UNAVAILABLE",
    "UPSTREAM_PAUSED",
    "refusal",
]

CIRCUIT_OPEN = "CIRCUIT_OPEN"
UPSTREAM_PAUSED = "UPSTREAM_PAUSED"
IDEMPOTENCY_IN_FLIGHT = "IDEMPOTENCY_IN_FLIGHT"
IDEMPOTENCY_KEY_FAILED = "IDEMPOTENCY_KEY_FAILED"
IDEMPOTENCY_KEY_INEXACT = "IDEMPOTENCY_KEY_INEXACT"
IDEMPOTENCY_OUTCOME_UNKNOWN = "IDEMPOTENCY_OUTCOME_UNKNOWN"
SHARED_STATE_UNAVAILABLE = "SHARED_STATE_UNAVAILABLE"
NOT_ENOUGH_TIME = "NOT_ENOUGH_TIME"

_MESSAGES = {
    "en": {
        CIRCUIT_OPEN: "The upstream {name} keeps failing; calls are paused (circuit open).",
        UPSTREAM_PAUSED: "The upstream {name} asked every caller to wait (Retry-After).",
        IDEMPOTENCY_IN_FLIGHT: "The same operation is still running elsewhere.",
        IDEMPOTENCY_KEY_FAILED: "The idempotency_key function raised {name}.",
        IDEMPOTENCY_OUTCOME_UNKNOWN: (
            "An earlier call with this idempotency key may have taken effect: its request went "
            "out and no answer came (or its holder stopped). It was not run again."
        ),
        SHARED_STATE_UNAVAILABLE: (
            "The shared upstream state could not be consulted ({name}); strict mode refuses "
            "the call."
        ),
        NOT_ENOUGH_TIME: "Too little of the call's time was left to send the request.",
        IDEMPOTENCY_KEY_INEXACT: (
            "The argument {name} has no exact value, so no safe idempotency key can be made; "
            "the call was not run."
        ),
    },
    "zh": {
        CIRCUIT_OPEN: "上游 {name} 持续失败；调用已暂停（熔断器打开）。",
        UPSTREAM_PAUSED: "上游 {name} 要求所有调用方等待（Retry-After）。",
        IDEMPOTENCY_IN_FLIGHT: "同一操作仍在别处执行中。",
        IDEMPOTENCY_KEY_FAILED: "idempotency_key 函数抛出了 {name}。",
        IDEMPOTENCY_OUTCOME_UNKNOWN: (
            "使用此幂等键的先前调用可能已经生效：请求已发出但未收到应答（或持有者已停止）。未再次执行。"
        ),
        SHARED_STATE_UNAVAILABLE: "无法查询共享的上游状态（{name}）；严格模式拒绝了此调用。",
        NOT_ENOUGH_TIME: "调用剩余时间太少，未发送请求。",
        IDEMPOTENCY_KEY_INEXACT: "参数 {name} 没有精确的值形式，无法生成安全的幂等键；调用未执行。",
    },
}
_SUGGESTIONS = {
    "en": {
        CIRCUIT_OPEN: "Wait at least retry_after seconds, or use another tool meanwhile.",
        UPSTREAM_PAUSED: "Wait at least retry_after seconds before calling again.",
        IDEMPOTENCY_IN_FLIGHT: "Wait retry_after seconds, then call again to get its result.",
        IDEMPOTENCY_KEY_FAILED: "Fix the idempotency_key function of this tool.",
        IDEMPOTENCY_OUTCOME_UNKNOWN: (
            "Check whether the operation took effect; then clear the key with "
            "toolretry.upstream.forget_idempotency_key(tool, key) to allow it again."
        ),
        SHARED_STATE_UNAVAILABLE: "Wait retry_after seconds; tell a person if it persists.",
        NOT_ENOUGH_TIME: "Call again (with a longer timeout if this repeats).",
        IDEMPOTENCY_KEY_INEXACT: (
            "Pass plain data (text, numbers, lists, objects), or give the tool an "
            "idempotency_key function."
        ),
    },
    "zh": {
        CIRCUIT_OPEN: "请至少等待 retry_after 秒，或在此期间改用其他工具。",
        UPSTREAM_PAUSED: "请至少等待 retry_after 秒后再调用。",
        IDEMPOTENCY_IN_FLIGHT: "请等待 retry_after 秒后再次调用以获取其结果。",
        IDEMPOTENCY_KEY_FAILED: "请修复此工具的 idempotency_key 函数。",
        IDEMPOTENCY_OUTCOME_UNKNOWN: (
            "请先确认该操作是否已生效，再用 toolretry.upstream.forget_idempotency_key(tool, key) "
            "清除此键后重试。"
        ),
        SHARED_STATE_UNAVAILABLE: "请等待 retry_after 秒；若持续出现请告知相关人员。",
        NOT_ENOUGH_TIME: "请再次调用（若反复出现，请加长超时）。",
        IDEMPOTENCY_KEY_INEXACT: (
            "请传入普通数据（文本、数字、列表、对象），或为工具提供 idempotency_key 函数。"
        ),
    },
}


_CATEGORIES = {
    IDEMPOTENCY_KEY_FAILED: ErrorCategory.FATAL,
    IDEMPOTENCY_KEY_INEXACT: ErrorCategory.CLIENT,  # The arguments must change.
    IDEMPOTENCY_OUTCOME_UNKNOWN: ErrorCategory.FATAL,  # A person must find out.
}


def refusal(
    code: str,
    locale: str,
    name: str,
    retry_after: float | None,
    details: dict[str, Any],
    *,
    effect: bool = False,
) -> Failure:
    """A refusal as a classified failure. Nothing was sent by this call; ``effect``: an
    earlier call with the same key may have taken effect."""
    locale = locale if locale in _MESSAGES else "en"
    category = _CATEGORIES.get(code, ErrorCategory.TRANSIENT)
    return Failure(
        code,
        category,
        "UpstreamGuard",
        _MESSAGES[locale][code].format(name=name),
        None,
        None if retry_after is None else round(max(retry_after, 0.001), 3),
        _SUGGESTIONS[locale][code],
        details,
        effect,
        None,
    )
