"""The sentences a turn adds to observations, in English and Chinese."""

from __future__ import annotations

from ..observe._hints import normalize_locale

__all__ = ["turn_sentence"]

_TURN_SENTENCES = {
    "en": {
        "repeat_warning": (
            "This exact call has failed {times} in this turn; repeating it unchanged will "
            "fail again."
        ),
        "interrupted": "{tool} failed {times} in a row",
        "turn_interrupted": "{calls} failed in this turn",
        "deadline_interrupted": "the turn's deadline passed",
        "tool_stop": "{tool} failed {times} in a row; it is blocked for the rest of this turn.",
        "turn_stop": "{calls} failed in this turn; stop calling tools.",
        "deadline_stop": "The turn's deadline has passed; stop calling tools.",
        "repeat_blocked": "Not run: this exact call already failed {times} in this turn.",
        "budget_blocked": (
            "Not run: {tool} failed {times} in a row and is blocked until the turn ends."
        ),
        "turn_blocked": "Not run: this turn's failure budget is spent ({calls} failed).",
        "deadline_blocked": "Not run: the turn's deadline has passed.",
        "repeat_held": (
            "Not run: the same call was already running; use its result instead of repeating it."
        ),
        "tool_held": (
            "Not run: {n} other calls to {tool} were still running and could use up its "
            "failure budget; call it again once they have finished."
        ),
        "turn_held": (
            "Not run: {n} other calls were still running in this turn and could use up its "
            "failure budget; call it again once they have finished."
        ),
        "partial_key": ("repeats of this call are recognised by a bounded prefix of its arguments"),
        "repeat_interrupted": "{tool}: the same call failed {times}",
        "not_visible": "Not run: {tool} is not among the tools available in this turn.",
        "unknown_tool": "There is no tool named {quoted}.",
        "ask_not_found": "{name} {quoted} was not found; ask the user to confirm the {words}.",
        "ask_fatal": (
            "Tell the user that {tool} failed ({code}) in a way no change of the call can fix, "
            "and ask how to go on."
        ),
        "ask_business": "Tell the user: {message} Then ask how they want to go on.",
    },
    "zh": {
        "repeat_warning": "这个完全相同的调用在本轮已失败 {n} 次；原样重复还会失败。",
        "interrupted": "{tool} 已连续失败 {n} 次",
        "turn_interrupted": "本轮已有 {n} 次工具调用失败",
        "deadline_interrupted": "本轮的截止时间已过",
        "tool_stop": "{tool} 已连续失败 {n} 次；本轮剩余时间内它已被阻止。",
        "turn_stop": "本轮已有 {n} 次工具调用失败；请停止调用工具。",
        "deadline_stop": "本轮的截止时间已过；请停止调用工具。",
        "repeat_blocked": "未执行：这个完全相同的调用在本轮已失败 {n} 次。",
        "budget_blocked": "未执行：{tool} 已连续失败 {n} 次，本轮结束前不会再执行。",
        "turn_blocked": "未执行：本轮的失败预算已用完（已有 {n} 次工具调用失败）。",
        "deadline_blocked": "未执行：本轮的截止时间已过。",
        "repeat_held": "未执行：同一个调用正在执行；请使用它的结果，不要重复调用。",
        "tool_held": (
            "未执行：{tool} 还有 {n} 个调用正在执行，可能用完它的失败预算；等它们结束后再调用。"
        ),
        "turn_held": (
            "未执行：本轮还有 {n} 个调用正在执行，可能用完本轮的失败预算；等它们结束后再调用。"
        ),
        "partial_key": "判断重复调用时只比较了参数的有限前缀",
        "repeat_interrupted": "{tool}：同一调用已失败 {n} 次",
        "not_visible": "未执行：本轮可用的工具中没有 {tool}。",
        "unknown_tool": "没有名为 {quoted} 的工具。",
        "ask_not_found": "未找到{words} {quoted}；请用户确认{words}是否正确。",
        "ask_fatal": (
            "请告诉用户 {tool} 出现故障（{code}），修改调用也无法解决，并询问用户如何继续。"
        ),
        "ask_business": "请告诉用户：{message} 并询问用户希望如何继续。",
    },
}


def turn_sentence(locale: str, key: str, n: int = 0, tool: str = "", **words: str) -> str:
    """One of the sentences a turn adds to an observation, in the observation's language;
    ``words`` fill the sentence's other fields (``quoted``, ``code``, ``message``...)."""
    times = "1 time" if n == 1 else f"{n} times"
    calls = "1 tool call" if n == 1 else f"{n} tool calls"
    return _TURN_SENTENCES[normalize_locale(locale)][key].format(
        n=n, tool=tool, times=times, calls=calls, **words
    )
