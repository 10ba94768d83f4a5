"""Recovery hints per error code: a model in a turn learns what to do next, not just what broke."""

from __future__ import annotations

import functools
import re
import shlex
import threading
from collections.abc import Iterable, Mapping
from typing import Any

from .._category import ErrorCategory
from ..exceptions import ConfigurationError
from ._hint_texts import BUILTIN, FALLBACK, MOVE_OF, Hint
from ._roles import ROLES, RoleMap, roles_of, tool_for_role

__all__ = [
    "MOVES",
    "Hint",
    "base_move",
    "guidance",
    "hint_for",
    "normalize_locale",
    "reflection",
    "register_hint",
    "registered_move",
    "reset_hints",
]

LOCALES = ("en", "zh")
# What a model (or the loop driving it) should do after a failure, weakest first: a turn
# reports the strongest move it has seen. The table is in docs/turns-and-next-moves.md.
MOVES = ("retry", "wait", "fix_arguments", "switch_tool", "ask_user", "stop")

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
    role: str | None = None,
    alternative: str | None = None,
    locale: str = "en",
) -> None:
    """Tell models what to do after a failure with ``code``.

    Replaces any earlier hint for the same code and locale, built-in ones included. A
    ``suggested_tool`` is shown only when the turn can see it; a text naming a hidden tool is
    replaced by generic advice. ``role`` (one of ``ROLES``) names the job instead of a tool:
    the turn shows the visible tool that plays it. ``alternative`` is a different strategy a
    turn offers once the same code keeps failing. A hint registered only in English is also
    used for other locales whose built-in table has nothing for the code. ``next_move`` (one
    of ``MOVES``) holds for every locale; a spent budget or deadline still overrides it.
    """
    if not isinstance(code, str) or not _CODE.match(code):
        raise ConfigurationError(
            f"register_hint: code must be an upper-snake string like 'EDIT_MISMATCH', got {code!r}."
        )
    for name, value in (
        ("next_action", next_action),
        ("avoid", avoid),
        ("alternative", alternative),
    ):
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
    if role is not None and role not in ROLES:
        raise ConfigurationError(
            f"register_hint: role must be one of {', '.join(ROLES)}, got {role!r}."
        )
    texts = (next_action, avoid, suggested_tool, role, alternative)
    if next_move is None and all(value is None for value in texts):
        raise ConfigurationError(
            "register_hint: give at least one of next_action, avoid, suggested_tool, role, "
            "alternative or next_move."
        )
    base = _base(locale)
    if base not in LOCALES:
        raise ConfigurationError(
            f"register_hint: locale must be one of {', '.join(LOCALES)}, got {locale!r}."
        )
    with _lock:
        if next_move is not None:
            _registered_moves[code] = next_move
        if any(value is not None for value in texts):
            _registered[(code, base)] = Hint(*texts)
        guidance.cache_clear()


def registered_move(code: str) -> str | None:
    """The ``next_move`` registered for ``code``, if any."""
    return _registered_moves.get(code)


def reset_hints() -> None:
    """Forget every registered hint (for tests); built-in hints stay."""
    with _lock:
        _registered.clear()
        _registered_moves.clear()
        guidance.cache_clear()


def _lookup(code: str, category: ErrorCategory, locale: str, generic: bool) -> Hint:
    registered = _registered.get((code, locale))
    if registered is not None:
        return registered
    builtin = BUILTIN[locale].get(code)
    if builtin is not None:
        return builtin
    registered = _registered.get((code, "en"))
    if registered is not None:
        return registered
    family = _family(code)
    if family is not None:
        return BUILTIN[locale][family]
    return FALLBACK[locale][category] if generic else Hint()


def _family(code: str) -> str | None:
    if code.startswith("HTTP_4") and len(code) == 8:
        return "HTTP_4xx"
    if code.startswith("HTTP_5") and len(code) == 8:
        return "HTTP_5xx"
    return None


def base_move(
    code: str, category: ErrorCategory, retry_after: float | None, suggested_tool: str | None
) -> str:
    """The next move a failure calls for by itself, before any turn budget is counted.

    A registered move wins; then the code's own (credentials, quota, access: ``ask_user``);
    a visible tool that helps means ``switch_tool``; then the category: a transient failure
    is ``wait`` (the server said how long) or ``retry``, a client error ``fix_arguments``, a
    business refusal and a fatal failure ``ask_user`` (only a person can help).
    """
    move = _registered_moves.get(code) or MOVE_OF.get(code)
    if move is not None:
        return move
    if suggested_tool is not None:
        return "switch_tool"
    if category is ErrorCategory.TRANSIENT:
        return "wait" if retry_after else "retry"
    if category is ErrorCategory.CLIENT:
        return "fix_arguments"
    return "ask_user"


@functools.lru_cache(maxsize=512)
def guidance(
    code: str, category: ErrorCategory, locale: str, waits: bool
) -> tuple[tuple[str, Any], ...]:
    """The fields every failure carries without a turn: ``next_move``, ``next_action``,
    ``avoid`` and ``stop`` (False: a single failure never ends anything). No tool is named:
    which tools the model can see is known only to a turn or an adapter. ``waits``: the
    failure carries a ``retry_after``. Cached: registering a hint clears it."""
    hint = hint_for(code, category, locale=locale, visible_tools=frozenset(), suggested_tool=None)
    move = base_move(code, category, 1.0 if waits else None, None)
    return (
        ("next_action", hint.next_action),
        ("avoid", hint.avoid),
        ("stop", move == "stop"),
        ("next_move", move),
    )


def hint_for(
    code: str,
    category: ErrorCategory,
    *,
    locale: str,
    visible_tools: frozenset[str] | None,
    suggested_tool: str | None,
    generic: bool = True,
    roles: RoleMap | None = None,
    tool: str | None = None,
    params: Mapping[str, Any] | None = None,
    details: Mapping[str, Any] | None = None,
    besides: Iterable[str] = (),
) -> Hint:
    """The hint for ``code``, showing only tools in ``visible_tools``.

    ``suggested_tool`` (from the raised error) wins over the hint's own, then over the
    visible tool playing the hint's role (never ``tool`` itself or one in ``besides``). With
    ``visible_tools`` None (unknown), a role names no tool; a tool the error or a registered
    hint names is shown as is. A hidden suggested tool is dropped, and a text that names it
    is replaced by the category's generic advice. When the tool shown runs commands for a
    file role, ``next_action`` ends with an example command built from the call's path.
    With ``generic=False`` a code without a hint of its own gets no advice text.
    """
    locale = normalize_locale(locale)
    hint = _lookup(code, category, locale, generic)
    candidates = [name for name in (suggested_tool, hint.suggested_tool) if name]
    if visible_tools is None:
        return Hint(
            hint.next_action, hint.avoid, candidates[0] if candidates else None, hint.role,
            hint.alternative,
        )  # fmt: skip
    shown = next((name for name in candidates if name in visible_tools), None)
    hidden = {name for name in candidates if name not in visible_tools}
    if shown is None and hint.role is not None:
        skip = {*besides, *([tool] if tool else [])}
        shown = tool_for_role(hint.role, visible_tools, roles, besides=skip)
    fallback = FALLBACK[locale][category]
    next_action = _without_tools(hint.next_action, hidden, fallback.next_action)
    if shown is not None and hint.role in ("list_dir", "read"):
        example = _shell_example(hint.role, shown, roles, params, details)
        if example is not None and next_action is not None:
            next_action = f"{next_action} {_EXAMPLE[locale].format(shown, example)}"
    return Hint(
        next_action, _without_tools(hint.avoid, hidden, fallback.avoid), shown, hint.role,
        hint.alternative,
    )  # fmt: skip


_EXAMPLE = {"en": "For example, run `{1}` with {0}.", "zh": "例如：用 {0} 运行 `{1}`。"}
# Parameter names that hold the path a file tool worked on.
_PATH_KEYS = ("path", "file_path", "filepath", "file", "filename", "target_file", "target", "dir")


def _call_path(params: Mapping[str, Any] | None, details: Mapping[str, Any] | None) -> str | None:
    for source in (details, params):
        if not source:
            continue
        for key in _PATH_KEYS:
            value = source.get(key)
            if isinstance(value, str) and value and "\n" not in value and len(value) <= 300:
                return value
    return None


def _shell_example(
    role: str,
    shown: str,
    roles: RoleMap | None,
    params: Mapping[str, Any] | None,
    details: Mapping[str, Any] | None,
) -> str | None:
    """``ls src`` or ``cat src/main.py`` when the tool shown is a shell (tiny-claw's "例如：ls
    src"); None for a tool that lists or reads by itself."""
    if "run_command" not in roles_of(shown, roles) or role in roles_of(shown, roles):
        return None
    path = _call_path(params, details)
    if path is None:
        return None
    if role == "read":
        return f"cat {shlex.quote(path)}"
    parent = path.rstrip("/").rpartition("/")[0] if "/" in path.rstrip("/") else "."
    return f"ls {shlex.quote(parent or '/')}"


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
        "wait": "Wait at least retry_after seconds, then call again; change course if it fails.",
        "fix_arguments": (
            "Analyze the error, identify the root cause, and change the arguments or the approach."
        ),
        "switch_tool": "Use another tool or another approach for this step.",
        "ask_user": "Ask the user for what is missing or must be decided before going on.",
        "stop": "Stop calling tools; answer with what you have and say what failed.",
        "held": "Wait for the calls still running to finish; call again only if they succeeded.",
    },
    "zh": {
        None: "请分析错误，找出根本原因，并在重试之前调整你的方法。",
        "retry": "这可能会恢复：按建议等待后再调用；如果一直失败就换个办法。",
        "wait": "请至少等待 retry_after 秒后再调用；如果仍然失败就换个办法。",
        "fix_arguments": "请分析错误，找出根本原因，然后修改参数或换一种方法。",
        "switch_tool": "这一步请改用其他工具或其他方法。",
        "ask_user": "请先向用户询问缺少的信息或需要用户决定的事项。",
        "stop": "停止调用工具；用已有信息作答，并说明哪些失败了。",
        "held": "请等待仍在执行的调用结束；只有它们成功了，才再次调用。",
    },
}


def reflection(locale: str, next_move: str | None, retryable: object = None) -> str:
    """The closing line of an in-turn failure observation for ``next_move``, in ``locale``.

    ``retry`` with ``retryable`` False is a call held back while others run: not a retry now.
    """
    table = _REFLECTIONS[normalize_locale(locale)]
    if next_move == "retry" and retryable is False:
        return table["held"]
    return table.get(next_move, table[None])
