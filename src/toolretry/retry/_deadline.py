"""Where the current attempt's deadline lives, so a tool can ask how long it has left."""

from __future__ import annotations

import contextvars
import math
import threading
import time

__all__ = ["ThreadSlot", "deadline_var", "own_slot", "remaining_time"]


class ThreadSlot:
    """The deadline of the plain ``def`` call running on one thread, changed in place.

    Setting a context variable makes a new context mapping and a token on every call, the
    largest cost of a plain tool's success. A ``def`` call runs start to end on its thread,
    with nothing else of that thread running in between, so it can instead write the deadline
    into a slot the context already points to and put the earlier one back when it returns;
    nested calls do the same, in order. An ``async def`` call, whose awaits let other tasks of
    the thread run, sets the variable itself.

    The slot belongs to the thread that made it: another thread whose context was copied from
    this one sees the slot but never writes it (``own_slot``).
    """

    __slots__ = ("at", "thread")

    def __init__(self, thread: int) -> None:
        self.at: float | None = None
        """The running call's deadline (``time.monotonic()``); None between calls."""
        self.thread = thread


# The absolute deadline (a ``time.monotonic()`` value) of the attempt running in this context,
# or the ThreadSlot holding it. Every attempt sets it around the tool's call and puts the
# earlier one back after, so nested decorated calls see their own, and a task or thread started
# with a copy of the context sees its caller's (while the caller's call runs, for a ``def``
# call's slot). Code with no decorated call above it may set it too (a thread the tool starts
# can be handed one: ``deadline_var.set(time.monotonic() + remaining_time())``).
deadline_var: contextvars.ContextVar[float | ThreadSlot | None] = contextvars.ContextVar(
    "toolretry_deadline", default=None
)

# Looked up once: gevent's monkey-patching (done before other imports, as it asks) makes it
# give each greenlet an identity of its own, and so a slot of its own.
_get_ident = threading.get_ident


def own_slot() -> ThreadSlot | None:
    """This thread's slot for a ``def`` call, made the context's deadline (from now on) when
    no deadline is in force in it; None when one is (an ``async def`` call's, a deadline set
    by hand, or a call running on the thread this context was copied from): the caller then
    sets the variable for its call, as an ``async def`` call does."""
    current = deadline_var.get()
    if type(current) is ThreadSlot:
        if current.thread == _get_ident():
            return current
        if current.at is not None:  # Copied from a thread whose call is still running.
            return None
    elif current is not None:
        return None
    slot = ThreadSlot(_get_ident())
    deadline_var.set(slot)
    return slot


def remaining_time() -> float | None:
    """Seconds left before the current decorated call's deadline; None outside one.

    Call it inside a tool to bound your own work (``requests.get(url,
    timeout=remaining_time())``); ``toolretry.http.Session`` does this for you. Never negative.
    The deadline is the tightest of ``total_timeout`` (counted from the moment the call
    started), ``attempt_timeout`` (from the moment this attempt started) and the enclosing
    ``toolretry.turn(timeout=...)``. None too inside a call without any deadline, which is
    what ``timeout=`` arguments take to mean "no limit".
    """
    current = deadline_var.get()
    deadline = current.at if isinstance(current, ThreadSlot) else current
    if deadline is None or math.isinf(deadline):
        return None
    return max(0.0, deadline - time.monotonic())
