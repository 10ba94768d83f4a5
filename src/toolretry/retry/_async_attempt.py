"""Cancel async attempts at their deadlines: one watchdog timer per event loop.

An attempt registers ``(deadline, task)`` with its loop's watchdog under its own key (an
object unique to it while it runs: the ``id()`` of the tool's awaitable, or in the decorator's
inline path a coroutine itself), awaits the tool natively and unregisters: a few
dict operations, no timer of its own and no frame of ours between the task and the tool
while it runs. The watchdog keeps ONE loop timer, armed for the earliest deadline it knows of
and re-armed only when a call brings an earlier one; with the default 60 s budget it is armed
once and stays armed while calls come and go. When it fires it cancels the tasks whose
deadline has passed, drops their keys and re-arms for the next deadline, if any call is left;
otherwise it is gone.

A call whose key is gone when ``CancelledError`` reaches it was cancelled by the watchdog: it
withdraws that cancel request (``Task.uncancel()``, 3.11+) and raises ``AttemptTimedOut``,
unless someone else's cancellation is pending too, which then propagates untouched (3.10 cannot
tell the two apart: there the deadline wins). Nested calls in one task each have a key, so
each keeps its own deadline. Loops other than asyncio's (trio) get no watchdog: no deadline
enforcement there, and no crash.
"""

from __future__ import annotations

import asyncio
import math
import time
import weakref
from collections.abc import Awaitable, Hashable
from typing import Any

__all__ = [
    "TIMED_OUT",
    "WATCHDOG_ATTR",
    "AttemptTimedOut",
    "Calls",
    "Watchdog",
    "cut",
    "run_attempt",
    "watch",
    "watchdog_of",
    "withdraw",
]

TIMED_OUT = "the attempt was cancelled at its deadline before it finished"
# A deadline this close is due: asyncio runs a timer up to its clock's resolution early (coarse
# on Windows), and re-arming for what is left would spin until the clock ticks.
_SLACK = max(0.001, time.get_clock_info("monotonic").resolution)

Task = asyncio.Task[Any]
Loop = asyncio.AbstractEventLoop
Calls = dict[Hashable, tuple[float, "Task | None"]]  # By attempt key: (deadline, task).
# Bound once: every watched attempt looks them up.
_running_loop, _current_task, _INF = asyncio.get_running_loop, asyncio.current_task, math.inf


class AttemptTimedOut(TimeoutError):
    """An async attempt was cancelled at its deadline (``total_timeout`` or
    ``attempt_timeout``)."""


class Watchdog:
    """The bounded attempts running on one event loop, by key, behind one timer."""

    __slots__ = ("armed", "calls", "handle")

    def __init__(self) -> None:
        self.calls: Calls = {}
        self.armed = math.inf  # The deadline (time.monotonic()) the timer is set for.
        self.handle: asyncio.TimerHandle | None = None

    def arm(self, loop: Loop, deadline: float) -> None:
        """Set the timer for ``deadline``, which is earlier than ``armed``."""
        if self.handle is not None:
            self.handle.cancel()
        self.armed = deadline
        delay = max(0.0, deadline - time.monotonic())
        self.handle = loop.call_later(delay, self._fire, loop)

    def _fire(self, loop: Loop) -> None:
        self.handle = None
        self.armed = math.inf
        calls = self.calls
        now = time.monotonic() + _SLACK
        for key in [key for key, (deadline, _) in calls.items() if deadline <= now]:
            task = calls.pop(key)[1]
            if task is not None:
                task.cancel(TIMED_OUT)
        if calls:
            self.arm(loop, min(deadline for deadline, _ in calls.values()))


# The watchdog lives on its loop, as an attribute of our own: gone with the loop, no registry
# to clean (a registry's entry would keep the loop alive through the timer's handle). A loop
# that takes no attributes is looked up here instead.
WATCHDOG_ATTR = "_toolretry_watchdog"
_elsewhere: weakref.WeakKeyDictionary[Loop, Watchdog] = weakref.WeakKeyDictionary()
_pinned: dict[Loop, Watchdog] = {}  # Loops that take no weak references either: kept alive.


def watchdog_of(loop: Loop) -> Watchdog:
    """``loop``'s watchdog, made on first use."""
    watchdog: Watchdog | None = getattr(loop, WATCHDOG_ATTR, None)
    if watchdog is None:
        watchdog = _elsewhere.get(loop) if _weakrefable(loop) else _pinned.get(loop)
    if watchdog is None:
        watchdog = Watchdog()
        try:
            setattr(loop, WATCHDOG_ATTR, watchdog)
        except AttributeError:
            if _weakrefable(loop):
                _elsewhere[loop] = watchdog
            else:
                _pinned[loop] = watchdog
    return watchdog


def _weakrefable(loop: Loop) -> bool:
    try:
        weakref.ref(loop)
    except TypeError:
        return False
    return True


def watch(deadline: float, key: Hashable) -> Calls | None:
    """Register the running task's attempt under ``key`` (the ``id()`` of its awaitable, alive
    until the attempt ends and its key is popped) with its loop's watchdog until ``deadline`` (a
    ``time.monotonic()`` value): the watchdog's calls, or None when nothing will cancel it
    (no deadline, or another library's loop, such as trio's)."""
    if deadline == _INF:
        return None
    try:
        loop = _running_loop()
    except RuntimeError:  # Not asyncio's loop.
        return None
    watchdog = getattr(loop, WATCHDOG_ATTR, None) or watchdog_of(loop)
    calls = watchdog.calls
    calls[key] = (deadline, _current_task(loop))
    if deadline < watchdog.armed:
        watchdog.arm(loop, deadline)
    return calls


def cut(calls: Calls, key: Hashable, exc: BaseException) -> bool:
    """The attempt watched under ``key`` ended in ``exc``: unregister it, and tell whether
    the watchdog cancelled it at its deadline (to be answered ``AttemptTimedOut``)."""
    if calls.pop(key, None) is not None:
        return False
    others = withdraw()
    return isinstance(exc, asyncio.CancelledError) and not others


def withdraw() -> bool:
    """Withdraw the watchdog's cancel request from the running task, whose attempt's key the
    watchdog dropped; True if another cancel request is pending."""
    uncancel = getattr(asyncio.current_task(), "uncancel", None)
    if uncancel is None:  # Python 3.10 cannot tell cancellations apart.
        return False
    return bool(uncancel() > 0)


async def run_attempt(coro: Awaitable[Any], deadline: float) -> Any:
    """Await ``coro`` under ``deadline`` (a ``time.monotonic()`` value)."""
    key = id(coro)  # Unique while the attempt runs: ``coro`` is alive until it ends.
    calls = watch(deadline, key)
    if calls is None:
        return await coro
    try:
        result = await coro
    except BaseException as exc:
        if cut(calls, key, exc):
            raise AttemptTimedOut(TIMED_OUT) from None
        raise
    if calls.pop(key, None) is None:  # It swallowed the watchdog's cancellation.
        withdraw()
    return result
