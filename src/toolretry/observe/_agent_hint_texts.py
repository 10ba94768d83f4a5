"""Recovery hints for the tools coding agents run (files, shell, edits) and for toolretry's own
refusals, in English and Chinese; merged into the built-in table by ``_hint_texts``."""

from __future__ import annotations

from ._hint import Hint
from ._hint import make_hint as _h

__all__ = ["AGENT_HINTS"]

# The tools coding agents run (files, shell, edits) and toolretry's own refusals.
AGENT_HINTS: dict[str, dict[str, Hint]] = {
    "en": {
        "FILE_NOT_FOUND": _h(
            "List the parent directory to find the file's real name (details may list close "
            "matches), then call again with a path that exists.",
            "Do not repeat the call with the same path.",
            role="list_dir",
        ),
        "NOT_A_DIRECTORY": _h(
            "A part of the path is a file, not a directory; list the parent directory and fix "
            "the path.",
            "Do not repeat the call with the same path.",
            role="list_dir",
        ),
        "IS_A_DIRECTORY": _h(
            "The path is a directory; list it and call again with a file inside it.",
            "Do not repeat the call with the directory's path.",
            role="list_dir",
        ),
        "PERMISSION_DENIED": _h(
            "Use a path you may access, or ask the user to grant access.",
            "Do not retry the same operation.",
        ),
        "EDIT_MISMATCH": _h(
            "Read the file again and copy the exact current text as the old text, then edit.",
            "Do not repeat the same edit with the old text, and do not only change whitespace.",
            role="read",
            alternative=(
                "Switch strategy: read the file, then replace the whole section (or write the "
                "whole file) instead of matching the old text again."
            ),
        ),
        "AMBIGUOUS_EDIT": _h(
            "Read the file and make the old text unique by including the lines around it, "
            "then edit again.",
            "Do not repeat the edit with the same old text.",
            role="read",
        ),
        "COMMAND_TIMEOUT": _h(
            "Narrow the command (fewer files, a filter, a limit) or raise its timeout, then run "
            "it again.",
            "Do not run the same command with the same timeout again.",
        ),
        "COMMAND_FAILED": _h(
            "Read the command's error output (message, details), fix the command or what it "
            "reports, then run it again.",
            "Do not rerun the same command unchanged.",
        ),
        "INVALID_VALUE": _h(
            "Change the value the message names to one the tool accepts, then call again.",
            "Do not call again with the same value.",
        ),
        "MISSING_FIELD": _h(
            "The tool's data lacked a field it needs; tell the user this tool is failing, or "
            "get the result another way.",
            "Do not call it again with the same input.",
        ),
        "NONE_VALUE": _h(
            "The tool hit a missing value inside; tell the user this tool is failing, or get "
            "the result another way.",
            "Do not call it again with the same input.",
        ),
        "INDEX_OUT_OF_RANGE": _h(
            "The tool read past the end of its data; tell the user this tool is failing, or "
            "get the result another way.",
            "Do not call it again with the same input.",
        ),
        "QUOTA_EXHAUSTED": _h(
            "Tell the user the account's quota or credit is used up; only they can restore it.",
            "Do not retry, and do not wait for it to pass.",
        ),
        "MISSING_CREDENTIALS": _h(
            "Ask the user to configure credentials for this service.",
            "Do not retry until credentials are configured.",
        ),
        "UNKNOWN_TOOL": _h(
            "Call one of the tools listed in details.visible_tools instead.",
            "Do not call a tool that is not listed.",
        ),
        "TOOL_NOT_VISIBLE": _h(
            "This tool is not available in this turn; use one of the tools listed in "
            "details.visible_tools.",
            "Do not call this tool again in this turn.",
        ),
    },
    "zh": {
        "FILE_NOT_FOUND": _h(
            "先查看父目录，确认文件的真实名称（details 中可能列出了相近的文件名），"
            "再用存在的路径调用。",
            "不要用完全相同的路径直接重复调用。",
            role="list_dir",
        ),
        "NOT_A_DIRECTORY": _h(
            "路径中的某一部分是文件而不是目录；请查看父目录并修正路径。",
            "不要用完全相同的路径直接重复调用。",
            role="list_dir",
        ),
        "IS_A_DIRECTORY": _h(
            "该路径是一个目录；请先查看它，再用其中的文件调用。",
            "不要用该目录的路径重复调用。",
            role="list_dir",
        ),
        "PERMISSION_DENIED": _h("使用你有权限的路径，或请用户授予权限。", "不要重试相同的操作。"),
        "EDIT_MISMATCH": _h(
            "先重新读取文件，复制当前准确的内容作为旧文本，再编辑。",
            "不要原样重复编辑，也不要只调整空格或换行。",
            role="read",
            alternative="换一种策略：先读取文件，再替换整段内容（或重写整个文件），不要再去匹配旧文本。",
        ),
        "AMBIGUOUS_EDIT": _h(
            "先读取文件，在旧文本中加入前后几行，使其只匹配一处，再编辑。",
            "不要用同样的旧文本重复编辑。",
            role="read",
        ),
        "COMMAND_TIMEOUT": _h(
            "缩小命令的范围（更少的文件、加过滤或限制），或调大超时时间，再运行。",
            "不要用同样的超时时间重复运行同一条命令。",
        ),
        "COMMAND_FAILED": _h(
            "阅读命令的错误输出（message、details），修正命令或它报告的问题后再运行。",
            "不要原样重复运行同一条命令。",
        ),
        "INVALID_VALUE": _h(
            "把错误信息中指出的值改为工具接受的值，再调用。", "不要用相同的值再次调用。"
        ),
        "MISSING_FIELD": _h(
            "工具的数据中缺少它需要的字段；请告诉用户该工具出现故障，或换一种方式获取结果。",
            "不要用相同的输入再次调用。",
        ),
        "NONE_VALUE": _h(
            "工具内部遇到了缺失的值；请告诉用户该工具出现故障，或换一种方式获取结果。",
            "不要用相同的输入再次调用。",
        ),
        "INDEX_OUT_OF_RANGE": _h(
            "工具读取数据时越界；请告诉用户该工具出现故障，或换一种方式获取结果。",
            "不要用相同的输入再次调用。",
        ),
        "QUOTA_EXHAUSTED": _h(
            "告诉用户账户的配额或余额已用尽；只有用户才能恢复。", "不要重试，也不要等待它自行恢复。"
        ),
        "MISSING_CREDENTIALS": _h("请用户为该服务配置凭据。", "配置好凭据之前不要重试。"),
        "UNKNOWN_TOOL": _h(
            "改为调用 details.visible_tools 中列出的工具。", "不要调用未列出的工具。"
        ),
        "TOOL_NOT_VISIBLE": _h(
            "本轮不能使用此工具；请改用 details.visible_tools 中列出的工具。",
            "本轮不要再调用此工具。",
        ),
    },
}
