"""Run one async attempt under its deadline, arming a timer only once the attempt waits.

A coroutine that finishes without suspending cannot be cancelled anyway, so it pays for no
timer; one that suspends (every real I/O tool) gets a loop timer that cancels its task at the
deadline, and that cancellation comes back as ``AttemptTimedOut`` rather than propagating.
"""

from __future__ import annotations

import asyncio
import math
import time
import types
from collections.abc import Awaitable, Coroutine, Generator
from typing import Any

__all__ = ["AttemptTimedOut", "finish_suspended", "run_attempt"]


class AttemptTimedOut(TimeoutError):
    """An async attempt was cancelled at its deadline (``total_timeout`` or
    ``attempt_timeout``)."""


@types.coroutine
def finish_suspended(
    coro: Coroutine[Any, Any, Any], pending: Any, deadline: float
) -> Generator[Any, Any, Any]:
    """Carry on driving ``coro``, which has just yielded ``pending``, until it returns.

    This is ``yield from`` written out (PEP 380) so that a timer can be armed after the first
    suspension and its cancellation told apart from anyone else's.
    """
    task = asyncio.current_task() if _in_asyncio() else None
    fired = False
    handle: asyncio.TimerHandle | None = None
    if task is not None and not math.isinf(deadline):

        def on_deadline() -> None:
            nonlocal fired
            fired = True
            task.cancel()

        handle = asyncio.get_running_loop().call_later(
            max(0.0, deadline - time.monotonic()), on_deadline
        )
    try:
        while True:
            try:
                sent = yield pending
            except GeneratorExit:
                coro.close()
                raise
            except BaseException as thrown:
                try:
                    pending = coro.throw(thrown)
                except StopIteration as stop:
                    return stop.value
            else:
                try:
                    pending = coro.send(sent)
                except StopIteration as stop:
                    return stop.value
    except asyncio.CancelledError:
        if fired:
            fired = False
            if not _cancelled_by_others(task):
                raise AttemptTimedOut(
                    "the attempt was cancelled at its deadline before it finished"
                ) from None
        raise
    finally:
        if handle is not None:
            handle.cancel()
        if fired:
            # The attempt swallowed our cancellation and returned; undo our cancel request.
            _cancelled_by_others(task)


def _in_asyncio() -> bool:
    try:
        asyncio.get_running_loop()
    except RuntimeError:  # Another event loop (trio, curio): no deadline timer, no crash.
        return False
    return True


def _cancelled_by_others(task: asyncio.Task[Any] | None) -> bool:
    """Withdraw our own cancel request; True if someone else's is still pending."""
    uncancel = getattr(task, "uncancel", None)
    if uncancel is None:  # Python 3.10 cannot tell cancellations apart.
        return False
    return bool(uncancel() > 0)


async def run_attempt(coro: Awaitable[Any], deadline: float) -> Any:
    """Await ``coro`` under ``deadline`` (a ``time.monotonic()`` value).

    Only coroutines can be driven (and so cancelled) here; another awaitable is just awaited.
    """
    if not isinstance(coro, Coroutine):
        return await coro
    try:
        pending = coro.send(None)
    except StopIteration as stop:
        return stop.value
    return await finish_suspended(coro, pending, deadline)
