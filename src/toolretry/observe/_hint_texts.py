"""The built-in recovery hints, per error code and locale (data only; ``_hints`` looks them up).

Texts never name a tool: which tools exist is the turn's business. A hint names a *role*
instead (``read``, ``list_dir``...), and the turn shows the visible tool that plays it.
"""

from __future__ import annotations

import dataclasses

from .._category import ErrorCategory
from ._agent_hint_texts import AGENT_HINTS
from ._hint import Hint
from ._hint import make_hint as _h

__all__ = ["BUILTIN", "FALLBACK", "MOVE_OF", "Hint"]


BUILTIN: dict[str, dict[str, Hint]] = {
    "en": {
        "HTTP_400": _h(
            "Fix the request parameters using the error message, then call again.",
            "Do not resend the same parameters.",
        ),
        "HTTP_401": _h(
            "Check the credentials; ask the user for valid ones if needed.",
            "Do not retry with the same credentials.",
        ),
        "HTTP_403": _h(
            "Check the credentials and the permissions for this resource.",
            "Do not retry the same request; access was denied.",
        ),
        "HTTP_404": _h(
            "Check the identifier or path; look up the correct one before calling again.",
            "Do not retry the same identifier.",
        ),
        "HTTP_409": _h(
            "Fetch the current state of the resource, then retry based on it.",
            "Do not resend the conflicting change unchanged.",
        ),
        "HTTP_413": _h(
            "Send less data: a smaller payload or fewer items.",
            "Do not resend the same payload.",
        ),
        "HTTP_429": _h(
            "Wait at least retry_after seconds before calling this tool again.",
            "Do not call this tool again immediately.",
        ),
        "TIMEOUT": _h(
            "Try again later with a smaller request, or continue without this result.",
            "Do not repeat the same large request right away.",
        ),
        "CONNECTION_ERROR": _h(
            "The service is unreachable; continue without it or try again later.",
            "Do not call it again in a tight loop.",
        ),
        "DNS_ERROR": _h(
            "Check the host name in the request; it could not be resolved.",
            "Do not retry the same host name.",
        ),
        "ALREADY_EXISTS": _h(
            "Use a different name, or look at the existing item before changing it.",
            "Do not create the same item again.",
        ),
        "OUT_OF_SPACE": _h(
            "Stop writing; free space first or report the problem.",
            "Do not retry the write.",
        ),
        "INVALID_ARGUMENTS": _h(
            "Check the tool's parameters against its schema and fix the arguments.",
            "Do not call it again with the same arguments.",
        ),
        "VALIDATION_ERROR": _h(
            "Fix the fields listed in details, then call again.",
            "Do not call it again with the same arguments.",
        ),
        "NOT_FOUND": _h(
            "Check the name or path; find out what exists before calling again.",
            "Do not retry the same name or path.",
        ),
        "PERMISSION_DENIED": _h(
            "Use a resource you have access to, or ask the user for access.",
            "Do not retry the same operation.",
        ),
        "REPEAT_CALL_BLOCKED": _h(
            "Change the arguments or take a different approach.",
            "Do not repeat this exact call.",
        ),
        "TOOL_BUDGET_EXHAUSTED": _h(
            "Stop using this tool in this turn; use another tool or answer with what you have.",
            "Do not call this tool again in this turn.",
        ),
        "TURN_BUDGET_EXHAUSTED": _h(
            "Stop calling tools; answer with what you have and say what failed.",
            "Do not start new tool calls in this turn.",
        ),
        "TURN_DEADLINE": _h(
            "The turn's time is up: stop calling tools and answer with what you have.",
            "Do not start new tool calls in this turn.",
        ),
        "HTTP_4xx": _h(
            "Change the request using the error message before calling again.",
            "Do not resend the same request unchanged.",
        ),
        "HTTP_5xx": _h(
            "The server failed; try again later or continue without this tool.",
            "Do not call it again in a tight loop.",
        ),
    },
    "zh": {
        "HTTP_400": _h("根据错误信息修正请求参数后再调用。", "不要重复发送相同的参数。"),
        "HTTP_401": _h("检查凭据；如有需要，向用户索取有效的凭据。", "不要用相同的凭据重试。"),
        "HTTP_403": _h("检查凭据以及对该资源的权限。", "不要重试相同的请求；访问已被拒绝。"),
        "HTTP_404": _h("检查标识符或路径；先查到正确的再调用。", "不要重试相同的标识符。"),
        "HTTP_409": _h("先获取资源的当前状态，再据此重试。", "不要原样重发有冲突的修改。"),
        "HTTP_413": _h("减少发送的数据：更小的负载或更少的条目。", "不要重发相同的负载。"),
        "HTTP_429": _h("至少等待 retry_after 秒后再调用此工具。", "不要立即再次调用此工具。"),
        "TIMEOUT": _h(
            "稍后用更小的请求重试，或在没有此结果的情况下继续。", "不要立即重复同样的大请求。"
        ),
        "CONNECTION_ERROR": _h(
            "服务无法连接；在没有它的情况下继续，或稍后再试。", "不要在循环中反复调用它。"
        ),
        "DNS_ERROR": _h("检查请求中的主机名；它无法被解析。", "不要重试相同的主机名。"),
        "ALREADY_EXISTS": _h(
            "换一个名称，或先查看已存在的条目再修改。", "不要重复创建同一个条目。"
        ),
        "OUT_OF_SPACE": _h("停止写入；先释放空间或报告该问题。", "不要重试写入。"),
        "INVALID_ARGUMENTS": _h("对照工具的参数定义检查并修正参数。", "不要用相同的参数再次调用。"),
        "VALIDATION_ERROR": _h("修正 details 中列出的字段后再调用。", "不要用相同的参数再次调用。"),
        "NOT_FOUND": _h("检查名称或路径；先弄清楚存在哪些再调用。", "不要重试相同的名称或路径。"),
        "PERMISSION_DENIED": _h("使用你有权限的资源，或向用户申请权限。", "不要重试相同的操作。"),
        "REPEAT_CALL_BLOCKED": _h("修改参数或换一种方法。", "不要重复这个完全相同的调用。"),
        "TOOL_BUDGET_EXHAUSTED": _h(
            "本轮不要再使用此工具；改用其他工具，或用已有信息作答。", "本轮不要再调用此工具。"
        ),
        "TURN_BUDGET_EXHAUSTED": _h(
            "停止调用工具；用已有信息作答，并说明哪些失败了。", "本轮不要再发起新的工具调用。"
        ),
        "TURN_DEADLINE": _h(
            "本轮时间已用完：停止调用工具，用已有信息作答。", "本轮不要再发起新的工具调用。"
        ),
        "HTTP_4xx": _h("根据错误信息修改请求后再调用。", "不要原样重发相同的请求。"),
        "HTTP_5xx": _h(
            "服务器出错；稍后再试，或在没有此工具的情况下继续。", "不要在循环中反复调用它。"
        ),
    },
}

# A conflict with what already exists: the Harness document's unique-key example. After the
# same code repeats in a turn, the turn offers the alternative strategy instead.
_CONFLICT_ALTERNATIVE = {
    "en": (
        "Switch strategy: update the existing item or upsert it (INSERT ... ON CONFLICT DO "
        "UPDATE, INSERT OR REPLACE), or read the existing row first, instead of inserting "
        "again."
    ),
    "zh": (
        "换一种策略：改为更新已有条目或使用 upsert（INSERT ... ON CONFLICT DO UPDATE、"
        "INSERT OR REPLACE），或先读取已存在的记录，不要再次插入。"
    ),
}
for _locale, _table in BUILTIN.items():
    _table.update(AGENT_HINTS[_locale])
    for _code in ("ALREADY_EXISTS", "HTTP_409"):
        _table[_code] = dataclasses.replace(
            _table[_code], alternative=_CONFLICT_ALTERNATIVE[_locale]
        )
    _table["NOT_FOUND"] = dataclasses.replace(_table["NOT_FOUND"], role="list_dir")
    # A directory where a file was expected, or the reverse: list it to find the right path.
    _table["INVALID_PATH"] = dataclasses.replace(_table["IS_A_DIRECTORY"])
# Codes that need the same advice as another one.
_ALIASES = {
    "HTTP_422": "HTTP_400",
    "CONNECTION_REFUSED": "CONNECTION_ERROR",
    "CONNECTION_RESET": "CONNECTION_ERROR",
    "NETWORK_UNREACHABLE": "CONNECTION_ERROR",
    "DEADLINE_EXCEEDED": "TIMEOUT",
    "UNIQUE_VIOLATION": "ALREADY_EXISTS",
    "DUPLICATE_KEY": "ALREADY_EXISTS",
    "CONFLICT": "HTTP_409",
    "HTTP_410": "HTTP_404",
}
for _table in BUILTIN.values():
    for _alias, _target in _ALIASES.items():
        _table[_alias] = _table[_target]

FALLBACK: dict[str, dict[ErrorCategory, Hint]] = {
    "en": {
        ErrorCategory.TRANSIENT: _h(
            "Wait a moment and try again; if it keeps failing, continue without it.",
            "Do not call it again in a tight loop.",
        ),
        ErrorCategory.CLIENT: _h(
            "Change the request using the error message before calling again.",
            "Do not repeat the same call unchanged.",
        ),
        ErrorCategory.BUSINESS: _h(
            "Treat this as the answer: tell the user or choose another option.",
            "Do not repeat the same request; it was refused on purpose.",
        ),
        ErrorCategory.FATAL: _h(
            "The tool failed internally; take another approach or report the problem.",
            "Do not call it again with the same input.",
        ),
    },
    "zh": {
        ErrorCategory.TRANSIENT: _h(
            "稍等片刻再试；如果一直失败，就在没有它的情况下继续。", "不要在循环中反复调用它。"
        ),
        ErrorCategory.CLIENT: _h("根据错误信息修改请求后再调用。", "不要原样重复同一个调用。"),
        ErrorCategory.BUSINESS: _h(
            "把这当作答案：告诉用户，或选择其他方案。", "不要重复同样的请求；这是有意拒绝的。"
        ),
        ErrorCategory.FATAL: _h(
            "工具内部出错；换一种方法，或报告这个问题。", "不要用相同的输入再次调用。"
        ),
    },
}


# Codes whose next move is decided by the code, whatever the category: only a person can
# grant access, give credentials, pay or free space; a refusal of a tool name means another
# tool; a spent turn ends the turn.
MOVE_OF: dict[str, str] = {
    **dict.fromkeys(
        (
            "HTTP_401", "HTTP_402", "HTTP_403", "HTTP_407", "MISSING_CREDENTIALS", "OUT_OF_SPACE",
            "PERMISSION_DENIED", "QUOTA_EXHAUSTED",
        ),
        "ask_user",
    ),
    "UNKNOWN_TOOL": "switch_tool",
    "TOOL_NOT_VISIBLE": "switch_tool",
    "TURN_BUDGET_EXHAUSTED": "stop",
    "TURN_DEADLINE": "stop",
}  # fmt: skip
