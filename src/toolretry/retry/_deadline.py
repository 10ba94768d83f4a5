"""Where the current attempt's deadline lives, so a tool can ask how long it has left."""

from __future__ import annotations

import contextvars
import math
import time

__all__ = ["deadline_var", "remaining_time"]

# The absolute deadline (a ``time.monotonic()`` value) of the attempt running in this context.
# Every attempt sets it around the tool's call and resets it after, so nested decorated calls
# see their own and a task or thread started with a copy of the context sees its caller's.
# Code with no decorated call above it may set it too (a thread the tool starts can be handed
# one: ``deadline_var.set(time.monotonic() + remaining_time())``).
deadline_var: contextvars.ContextVar[float | None] = contextvars.ContextVar(
    "toolretry_deadline", default=None
)


def remaining_time() -> float | None:
    """Seconds left before the current decorated call's deadline; None outside one.

    Call it inside a tool to bound your own work (``requests.get(url,
    timeout=remaining_time())``); ``toolretry.http.Session`` does this for you. Never negative.
    The deadline is the tightest of ``total_timeout`` (counted from the moment the call
    started), ``attempt_timeout`` (from the moment this attempt started) and the enclosing
    ``toolretry.turn(timeout=...)``. None too inside a call without any deadline, which is
    what ``timeout=`` arguments take to mean "no limit".
    """
    deadline = deadline_var.get()
    if deadline is None or math.isinf(deadline):
        return None
    return max(0.0, deadline - time.monotonic())
