"""``next_move``: the one word a loop can branch on after a failure, decided the same way always."""

from __future__ import annotations

from .._category import ErrorCategory
from ..observe._hints import MOVES, registered_move

__all__ = ["ASK_USER_CODES", "MOVES", "decide_move", "stronger"]

# A person must act: grant access, give credentials, pay, or free space. No change of the
# request and no wait fixes these, whatever their category.
ASK_USER_CODES = frozenset({
    "HTTP_401", "HTTP_402", "HTTP_403", "HTTP_407", "MISSING_CREDENTIALS", "OUT_OF_SPACE",
    "PERMISSION_DENIED", "QUOTA_EXHAUSTED",
})  # fmt: skip
_BY_CATEGORY = {
    ErrorCategory.TRANSIENT: "retry",
    ErrorCategory.CLIENT: "fix_arguments",
    ErrorCategory.BUSINESS: "ask_user",
    ErrorCategory.FATAL: "switch_tool",
}
_STRENGTH = {move: rank for rank, move in enumerate(MOVES)}


def decide_move(
    code: str,
    category: ErrorCategory,
    *,
    suggested_tool: str | None,
    tool_stopped: bool,
    turn_over: bool,
    critical: bool,
) -> str:
    """The next move after a failure, first rule that matches (the README's table, in order).

    ``suggested_tool`` is the one the model may see (after the visibility check); ``critical``
    means the tool may fail only once in the turn (its limit is 1).
    """
    if turn_over:
        return "stop"
    if critical and category is ErrorCategory.FATAL:
        return "stop"
    if tool_stopped:
        return "switch_tool"
    registered = registered_move(code)
    if registered is not None:
        return registered
    if suggested_tool is not None:
        return "switch_tool"
    if code in ASK_USER_CODES:
        return "ask_user"
    return _BY_CATEGORY.get(category, "fix_arguments")


def stronger(first: str | None, second: str) -> str:
    """The stronger of two moves (``stop`` is the strongest, ``retry`` the weakest)."""
    if first is None or _STRENGTH[second] > _STRENGTH[first]:
        return second
    return first
