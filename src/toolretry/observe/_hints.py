"""Recovery hints per error code: a model in a turn learns what to do next, not just what broke."""

from __future__ import annotations

import dataclasses
import re
import threading

from .._category import ErrorCategory
from ..exceptions import ConfigurationError

__all__ = [
    "MOVES",
    "Hint",
    "hint_for",
    "normalize_locale",
    "reflection",
    "register_hint",
    "registered_move",
    "reset_hints",
]

LOCALES = ("en", "zh")
# What a model (or the loop driving it) should do after a failure in a turn, weakest first:
# a turn reports the strongest move it has seen. The table is in the README ("Turn policy").
MOVES = ("retry", "fix_arguments", "switch_tool", "ask_user", "stop")


@dataclasses.dataclass(frozen=True)
class Hint:
    """What the model should do next (``next_action``), not do (``avoid``), and which tool helps."""

    next_action: str | None = None
    avoid: str | None = None
    suggested_tool: str | None = None


def _h(next_action: str, avoid: str | None = None, suggested_tool: str | None = None) -> Hint:
    return Hint(next_action, avoid, suggested_tool)


# Built-in next_action/avoid texts never name a tool: which tools exist is the turn's business,
# and a suggested tool is shown only through ``suggested_tool`` after the visibility check.
_BUILTIN: dict[str, dict[str, Hint]] = {
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
        "EDIT_MISMATCH": _h(
            "Read the file again before editing.",
            "Do not repeat the same edit with the old text.",
            "read_file",
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
        "EDIT_MISMATCH": _h("编辑前重新读取文件。", "不要用旧文本重复同样的编辑。", "read_file"),
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
# Codes that need the same advice as another one.
_ALIASES = {
    "HTTP_422": "HTTP_400",
    "CONNECTION_REFUSED": "CONNECTION_ERROR",
    "CONNECTION_RESET": "CONNECTION_ERROR",
    "NETWORK_UNREACHABLE": "CONNECTION_ERROR",
    "DEADLINE_EXCEEDED": "TIMEOUT",
}
for _table in _BUILTIN.values():
    for _alias, _target in _ALIASES.items():
        _table[_alias] = _table[_target]

_FALLBACK: dict[str, dict[ErrorCategory, Hint]] = {
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
        ErrorCategory.BUSINESS: _h("把这当作答案：告诉用户，或选择其他方案。"),
        ErrorCategory.FATAL: _h(
            "工具内部出错；换一种方法，或报告这个问题。", "不要用相同的输入再次调用。"
        ),
    },
}

_registered: dict[tuple[str, str], Hint] = {}
_registered_moves: dict[str, str] = {}
_lock = threading.Lock()
_CODE = re.compile(r"[A-Z][A-Z0-9_]*\Z")


def normalize_locale(locale: str) -> str:
    """``"zh"``, ``"zh-CN"`` and ``"zh_TW"`` mean Chinese; anything else means English."""
    base = _base(locale)
    return base if base in LOCALES else "en"


def _base(locale: object) -> str:
    return locale.replace("_", "-").split("-", 1)[0].lower() if isinstance(locale, str) else ""


def register_hint(
    code: str,
    *,
    next_action: str | None = None,
    avoid: str | None = None,
    suggested_tool: str | None = None,
    next_move: str | None = None,
    locale: str = "en",
) -> None:
    """Tell models in a turn what to do after a failure with ``code``.

    Replaces any earlier hint for the same code and locale, built-in ones included. A
    ``suggested_tool`` is shown only when the turn can see it; a text naming a hidden tool is
    replaced by generic advice. A hint registered only in English is also used for other
    locales whose built-in table has nothing for the code. ``next_move`` (one of ``MOVES``)
    holds for every locale; a spent budget or deadline still overrides it.
    """
    if not isinstance(code, str) or not _CODE.match(code):
        raise ConfigurationError(
            f"register_hint: code must be an upper-snake string like 'EDIT_MISMATCH', got {code!r}."
        )
    for name, value in (("next_action", next_action), ("avoid", avoid)):
        if value is not None and (not isinstance(value, str) or not value.strip()):
            raise ConfigurationError(
                f"register_hint: {name} must be a non-empty sentence or None, got {value!r}."
            )
    if suggested_tool is not None and (
        not isinstance(suggested_tool, str) or not suggested_tool.strip()
    ):
        raise ConfigurationError(
            f"register_hint: suggested_tool must be a tool name or None, got {suggested_tool!r}."
        )
    if next_move is not None and next_move not in MOVES:
        raise ConfigurationError(
            f"register_hint: next_move must be one of {', '.join(MOVES)}, got {next_move!r}."
        )
    if next_action is None and avoid is None and suggested_tool is None and next_move is None:
        raise ConfigurationError(
            "register_hint: give at least one of next_action, avoid, suggested_tool or next_move."
        )
    base = _base(locale)
    if base not in LOCALES:
        raise ConfigurationError(
            f"register_hint: locale must be one of {', '.join(LOCALES)}, got {locale!r}."
        )
    with _lock:
        if next_move is not None:
            _registered_moves[code] = next_move
        if next_action is not None or avoid is not None or suggested_tool is not None:
            _registered[(code, base)] = Hint(next_action, avoid, suggested_tool)


def registered_move(code: str) -> str | None:
    """The ``next_move`` registered for ``code``, if any."""
    return _registered_moves.get(code)


def reset_hints() -> None:
    """Forget every registered hint (for tests); built-in hints stay."""
    with _lock:
        _registered.clear()
        _registered_moves.clear()


def _lookup(code: str, category: ErrorCategory, locale: str, generic: bool) -> Hint:
    registered = _registered.get((code, locale))
    if registered is not None:
        return registered
    builtin = _BUILTIN[locale].get(code)
    if builtin is not None:
        return builtin
    registered = _registered.get((code, "en"))
    if registered is not None:
        return registered
    family = _family(code)
    if family is not None:
        return _BUILTIN[locale][family]
    return _FALLBACK[locale][category] if generic else Hint()


def _family(code: str) -> str | None:
    if code.startswith("HTTP_4") and len(code) == 8:
        return "HTTP_4xx"
    if code.startswith("HTTP_5") and len(code) == 8:
        return "HTTP_5xx"
    return None


def hint_for(
    code: str,
    category: ErrorCategory,
    *,
    locale: str,
    visible_tools: frozenset[str] | None,
    suggested_tool: str | None,
    generic: bool = True,
) -> Hint:
    """The hint for ``code``, showing only tools in ``visible_tools`` (None: all are visible).

    ``suggested_tool`` (from the raised error) wins over the hint's own. A hidden suggested
    tool is dropped, and a text that names it is replaced by the category's generic advice.
    With ``generic=False`` a code without a hint of its own gets no advice text.
    """
    locale = normalize_locale(locale)
    hint = _lookup(code, category, locale, generic)
    candidates = [name for name in (suggested_tool, hint.suggested_tool) if name]
    if visible_tools is None:
        return Hint(hint.next_action, hint.avoid, candidates[0] if candidates else None)
    shown = next((name for name in candidates if name in visible_tools), None)
    hidden = {name for name in candidates if name not in visible_tools}
    fallback = _FALLBACK[locale][category]
    return Hint(
        _without_tools(hint.next_action, hidden, fallback.next_action),
        _without_tools(hint.avoid, hidden, fallback.avoid),
        shown,
    )


def _without_tools(text: str | None, hidden: set[str], generic: str | None) -> str | None:
    if text is None:
        return None
    for name in hidden:
        if re.search(rf"(?<![\w.]){re.escape(name)}(?![\w])", text):
            return generic
    return text


# The line that ends a failure observation inside a turn: it must fit what the model may still
# do, so a blocked call is never told to retry it.
_REFLECTIONS: dict[str, dict[str | None, str]] = {
    "en": {
        None: (
            "Analyze the error, identify the root cause, and adjust your approach before retrying."
        ),
        "retry": (
            "This may pass: wait as advised, then call again; change course if it keeps failing."
        ),
        "fix_arguments": (
            "Analyze the error, identify the root cause, and change the arguments or the approach."
        ),
        "switch_tool": "Use another tool or another approach for this step.",
        "ask_user": "Ask the user for what is missing or must be decided before going on.",
        "stop": "Stop calling tools; answer with what you have and say what failed.",
        "wait": "Wait for the calls still running to finish; call again only if they succeeded.",
    },
    "zh": {
        None: "请分析错误，找出根本原因，并在重试之前调整你的方法。",
        "retry": "这可能会恢复：按建议等待后再调用；如果一直失败就换个办法。",
        "fix_arguments": "请分析错误，找出根本原因，然后修改参数或换一种方法。",
        "switch_tool": "这一步请改用其他工具或其他方法。",
        "ask_user": "请先向用户询问缺少的信息或需要用户决定的事项。",
        "stop": "停止调用工具；用已有信息作答，并说明哪些失败了。",
        "wait": "请等待仍在执行的调用结束；只有它们成功了，才再次调用。",
    },
}


def reflection(locale: str, next_move: str | None, retryable: object = None) -> str:
    """The closing line of an in-turn failure observation for ``next_move``, in ``locale``.

    ``retry`` with ``retryable`` False is a call held back while others run: not a retry now.
    """
    table = _REFLECTIONS[normalize_locale(locale)]
    if next_move == "retry" and retryable is False:
        return table["wait"]
    return table.get(next_move, table[None])
