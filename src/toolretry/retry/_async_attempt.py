"""Cancel async attempts at their deadlines: one watchdog timer per event loop.

An async attempt runs its first step at once: one that finishes without suspending could not
have been cancelled anyway, and costs nothing more. One that suspends registers ``(deadline,
task)`` with its loop's watchdog under its own token (what the tool's awaitable iterates),
goes on with the tool, and unregisters: a few dict operations, and no timer of its own. The
watchdog keeps ONE loop timer, armed for
the earliest deadline it knows of and re-armed only when a call brings an earlier one; with
the default 60 s budget it is armed once and stays armed while calls come and go. When it
fires it cancels the tasks whose deadline has passed, drops their tokens and re-arms for the
next deadline, if any call is left; otherwise it is gone.

A call whose token is gone when ``CancelledError`` reaches it was cancelled by the watchdog: it
withdraws that cancel request (``Task.uncancel()``, 3.11+) and raises ``AttemptTimedOut``,
unless someone else's cancellation is pending too, which then propagates untouched (3.10 cannot
tell the two apart: there the deadline wins). Nested calls in one task each have a token, so
each keeps its own deadline. Loops other than asyncio's (trio) get no watchdog: no deadline
enforcement there, and no crash.
"""

from __future__ import annotations

import asyncio
import math
import time
import types
import weakref
from collections.abc import Awaitable, Generator
from typing import Any

__all__ = [
    "TIMED_OUT",
    "WATCHDOG_ATTR",
    "AttemptTimedOut",
    "Watchdog",
    "awaited_steps",
    "deadline_hit",
    "run_attempt",
    "running_loop",
    "suspended",
    "watchdog_of",
    "withdraw",
]

TIMED_OUT = "the attempt was cancelled at its deadline before it finished"
# A deadline this close is due: asyncio runs a timer up to its clock's resolution early (coarse
# on Windows), and re-arming for what is left would spin until the clock ticks.
_SLACK = max(0.001, time.get_clock_info("monotonic").resolution)

Task = asyncio.Task[Any]
Loop = asyncio.AbstractEventLoop


class AttemptTimedOut(TimeoutError):
    """An async attempt was cancelled at its deadline (``total_timeout`` or
    ``attempt_timeout``)."""


class Watchdog:
    """The bounded attempts running on one event loop, by token, behind one timer."""

    __slots__ = ("armed", "calls", "handle")

    def __init__(self) -> None:
        self.calls: dict[object, tuple[float, Task | None]] = {}
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
        for token in [token for token, (deadline, _) in calls.items() if deadline <= now]:
            task = calls.pop(token)[1]
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


def running_loop() -> Loop | None:
    """The running asyncio event loop, or None (another async library, such as trio)."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def withdraw(task: Task | None) -> bool:
    """Withdraw the watchdog's cancel request from ``task``; True if another one is pending."""
    uncancel = getattr(task, "uncancel", None)
    if uncancel is None:  # Python 3.10 cannot tell cancellations apart.
        return False
    return bool(uncancel() > 0)


def deadline_hit(task: Task | None, exc: BaseException) -> bool:
    """The watchdog cancelled ``task``'s attempt, which then ended in ``exc``: report it as a
    timeout? The watchdog's cancel request is withdrawn either way."""
    others = withdraw(task)
    return isinstance(exc, asyncio.CancelledError) and not others


@types.coroutine
def run_attempt(coro: Awaitable[Any], deadline: float) -> Generator[Any, Any, Any]:
    """Await ``coro`` under ``deadline`` (a ``time.monotonic()`` value).

    Its first step runs here: an attempt that finishes without suspending (no I/O to wait
    for) cannot be cancelled, so it needs no loop, no task and no watchdog; one that suspends
    is handed to ``suspended``, which registers it then.
    """
    steps = awaited_steps(coro)
    try:
        value = steps.send(None)
    except StopIteration as done:
        return done.value
    return (yield from suspended(steps, value, deadline))


def awaited_steps(coro: Awaitable[Any]) -> Generator[Any, Any, Any]:
    """What ``await coro`` iterates (``coro.__await__()``)."""
    steps = getattr(type(coro), "__await__", None)
    if steps is None:
        raise TypeError(f"object {type(coro).__name__} can't be used in 'await' expression")
    result: Generator[Any, Any, Any] = steps(coro)
    return result


@types.coroutine
def suspended(
    steps: Generator[Any, Any, Any], value: Any, deadline: float
) -> Generator[Any, Any, Any]:
    """Go on with an attempt whose first step yielded ``value`` to the event loop, under its
    loop's watchdog (none without a deadline, or on another library's loop such as trio)."""
    loop = running_loop() if deadline < math.inf else None
    if loop is None:
        return (yield from _resumed(steps, value))
    watchdog = getattr(loop, WATCHDOG_ATTR, None) or watchdog_of(loop)
    calls = watchdog.calls
    task = asyncio.current_task(loop)
    calls[steps] = (deadline, task)  # `steps` is this attempt's own object: its token.
    if deadline < watchdog.armed:
        watchdog.arm(loop, deadline)
    try:
        result = yield from _resumed(steps, value)
    except BaseException as exc:
        if calls.pop(steps, None) is None and deadline_hit(task, exc):
            raise AttemptTimedOut(TIMED_OUT) from None
        raise
    if calls.pop(steps, None) is None:  # The attempt swallowed the watchdog's cancellation.
        withdraw(task)
    return result


def _resumed(steps: Generator[Any, Any, Any], value: Any) -> Generator[Any, Any, Any]:
    """Hand ``value`` to the event loop and go on as ``yield from steps`` would have, had
    its first step not already run (PEP 380's expansion). asyncio resumes a task by sending
    None, which is how ``yield from`` starts: from that resumption on, the interpreter
    delegates itself."""
    while True:
        try:
            sent = yield value
        except GeneratorExit:
            steps.close()
            raise
        except BaseException as exc:
            try:
                value = steps.throw(exc)
            except StopIteration as done:
                return done.value
            continue
        if sent is None:
            return (yield from steps)
        try:  # A loop that sends values (trio): forwarded until it sends None.
            value = steps.send(sent)
        except StopIteration as done:
            return done.value
