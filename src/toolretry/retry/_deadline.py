"""Where the current attempt's deadline lives, so a tool can ask how long it has left."""

from __future__ import annotations

import contextvars
import math
import sys
import time
from types import CodeType, FrameType
from typing import Any

__all__ = [
    "CLOCK_ANCHOR",
    "DEADLINE_LOCAL",
    "deadline_var",
    "register_deadline_frame",
    "register_lazy_frame",
    "remaining_time",
]

# Fallback for code that has no decorated frame above it (a helper thread, a test): read
# through contexts copied into threads and tasks.
deadline_var: contextvars.ContextVar[float | None] = contextvars.ContextVar(
    "toolretry_deadline", default=None
)

# The success path must not pay for a ContextVar.set (~250 ns here) nor even a clock read
# (~150 ns, more than the rest of the wrapper). So a deadline is found by walking up the
# caller's frames, a cost paid only by tools that ask:
# * retry attempts and `.observe()` keep an absolute deadline in the local DEADLINE_LOCAL;
# * the decorated function's own fast wrapper keeps none. Its clock starts the first time
#   anyone looks: remaining_time() stores the start under CLOCK_ANCHOR in the wrapper's own
#   `kwargs` dict (a fresh dict per call, already handed on to the tool as a copy), where the
#   wrapper finds it if the attempt fails.
DEADLINE_LOCAL = "_toolretry_deadline"
CLOCK_ANCHOR: Any = object()
_frame_codes: set[CodeType] = set()
_lazy_codes: set[CodeType] = set()
_MAX_FRAMES = 64


def register_deadline_frame(code: CodeType) -> None:
    """Mark a function whose frames hold the deadline in the local ``DEADLINE_LOCAL``."""
    _frame_codes.add(code)


def register_lazy_frame(code: CodeType) -> None:
    """Mark a fast wrapper: locals ``kwargs`` (its dict) and ``settings`` (with
    ``first_budget``, seconds)."""
    _lazy_codes.add(code)


def _lazy_deadline(frame: FrameType) -> float | None:
    local = frame.f_locals
    kwargs = local.get("kwargs")
    budget = getattr(local.get("settings"), "first_budget", None)
    if not isinstance(kwargs, dict) or not isinstance(budget, float):
        return None
    start = kwargs.get(CLOCK_ANCHOR)
    if start is None:
        start = kwargs[CLOCK_ANCHOR] = time.monotonic()
    return float(start) + budget


def _deadline_from_frames(frame: FrameType | None) -> float | None:
    depth = 0
    while frame is not None and depth < _MAX_FRAMES:
        code = frame.f_code
        if code in _frame_codes:
            value = frame.f_locals.get(DEADLINE_LOCAL)
            if isinstance(value, float):
                return value
        elif code in _lazy_codes:
            return _lazy_deadline(frame)
        frame = frame.f_back
        depth += 1
    return None


def remaining_time() -> float | None:
    """Seconds left before the current decorated call's deadline; None outside one.

    Call it inside a tool to bound your own work (``requests.get(url,
    timeout=remaining_time())``); ``toolretry.http.Session`` does this for you. Never negative.
    None too inside a call without a deadline (``total_timeout=None`` and no
    ``attempt_timeout``), which is what ``timeout=`` arguments take to mean "no limit".
    """
    deadline = _deadline_from_frames(sys._getframe(1))
    if deadline is None:
        deadline = deadline_var.get()
    if deadline is None or math.isinf(deadline):
        return None
    return max(0.0, deadline - time.monotonic())
