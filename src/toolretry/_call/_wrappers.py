"""The decorated tool's wrapper: a plain tool's first attempt made inline while no turn is
open and nobody listens, every other call through the one pipeline (``_pipeline.py``); each
takes a new policy live (``reload_config()``)."""

from __future__ import annotations

import asyncio
import math
import threading
import time
from collections.abc import Callable, Coroutine
from logging import DEBUG
from types import CoroutineType
from typing import Any

from .._events import watched
from .._inline import PIPELINE_NEEDED
from .._tool_types import AsyncTool, SyncTool
from ..classify._returned import failure_of_result
from ..instrumentation._hub import LISTENERS
from ..observe._observation import Observation
from ..retry._async_attempt import (
    TIMED_OUT,
    WATCHDOG_ATTR,
    AttemptTimedOut,
    cut,
    watchdog_of,
    withdraw,
)
from ..retry._deadline import ThreadSlot, deadline_var, own_slot
from ..turn._current import current_turn_var
from ..upstream._guard_state import HAND_OVER, PauseView
from ._pipeline import call_async, call_sync, failed_async, failed_sync
from ._settings import Settings
from ._steps import (
    SETTINGS_ATTR,
    call_deadline,
    count_success,
    finish_wrapper,
    hand_over,
    quiet_timeout,
    render_or_observe,
)

__all__ = ["wrap_async", "wrap_sync"]

# Bound once for every tool (module globals, not per-tool closure cells): decorating ten
# thousand tools then allocates nothing for them.
_monotonic = time.monotonic
_running_loop, _current_task = asyncio.get_running_loop, asyncio.current_task
_get_turn = current_turn_var.get
_get_deadline, _set_deadline, _reset_deadline = (
    deadline_var.get,
    deadline_var.set,
    deadline_var.reset,
)
_get_ident = threading.get_ident


def _counters(settings: Settings) -> PauseView:
    """The default protection's pause and success count, without building the protection. A
    tool without one (a guard of its own) gets a view of its own that nothing ever pauses, so
    the success path reads and counts the same way for every tool, with no None test."""
    return PauseView() if settings.defaults is None else settings.defaults.pause


class _Enveloped(str):
    """The type no result ever has (never instantiated): ``as_is`` of a tool whose answers go
    in a JSON envelope. A ``str`` subclass only so that the test narrows a result to ``str``."""


def _as_is(settings: Settings) -> type[str]:
    """The type of a result that is the answer as it is: ``str`` without an envelope, none
    with one. One identity test on the success path then asks both "a str?" and "no
    envelope?"."""
    return _Enveloped if settings.envelope else str


def _bounded(settings: Settings) -> bool:
    """Whether a first attempt has a deadline, and so is watched (an unbounded one never is)."""
    return settings.first_budget != math.inf


def wrap_sync(fn: Callable[..., Any], settings: Settings) -> SyncTool[Any]:
    """The decorated ``def``: a plain tool's first attempt made inline while no turn is open
    and nobody listens; every other call goes through the pipeline (``_pipeline.py``)."""
    first_budget = settings.first_budget
    as_is = _as_is(settings)
    # The default protection's shared pause and success count (upstream/_local.py), read as
    # plain attributes: the success path then calls no property.
    counters = _counters(settings)

    def observe(*args: Any, **kwargs: Any) -> Observation:
        return call_sync(settings, fn, args, kwargs, _get_turn(), True)

    def wrapper(*args: Any, **kwargs: Any) -> str:
        # The success path: one list test, one clock read, the deadline written into this
        # thread's slot (retry/_deadline.py), a plain call.
        if PIPELINE_NEEDED:  # Empty: nobody listens and no turn exists, so none to read.
            turn = _get_turn()
            if LISTENERS or turn is not None:
                return call_sync(settings, fn, args, kwargs, turn)
        start = _monotonic()
        if counters.until > start:  # A shared pause: the pipeline's guard step waits it out.
            return call_sync(settings, fn, args, kwargs, None)
        slot = _get_deadline()
        if type(slot) is not ThreadSlot or slot.thread != _get_ident():
            slot = own_slot()
            if slot is None:  # Another deadline in force here: the pipeline sets its own.
                return call_sync(settings, fn, args, kwargs, None)
        earlier, slot.at = slot.at, start + first_budget  # Read by remaining_time().
        try:
            result = fn(*args, **kwargs)
            if type(result) is as_is:  # The common answer (a str): never a failure.
                # Counted for the default retry budget (upstream/_local.py), handed to it
                # every HAND_OVER successes: count_success, inlined.
                if (counted := counters.calls + 1) < HAND_OVER:
                    counters.calls = counted
                else:
                    hand_over(settings, counters)
                return result
            if returned := failure_of_result(result):
                raise returned  # A returned HTTP response with an error status.
        except Exception as exc:
            failure = exc
        else:
            count_success(settings, counters)
            return render_or_observe(settings, result, start, args, kwargs)
        finally:
            slot.at = earlier
        # Out of the except block: a smaller frame, and no implicit exception context.
        try:
            return failed_sync(settings, fn, args, kwargs, failure, start)
        finally:
            # The exception's traceback holds this frame: kept, `failure` would make a
            # reference cycle that only the garbage collector frees (see test_no_cycles).
            del failure

    def reconfigure(new: Settings) -> None:
        # Rebinding the closure's cells: the success path reads them as it always did.
        nonlocal settings, first_budget, as_is, counters
        settings, first_budget = new, new.first_budget
        counters, as_is = _counters(new), _as_is(new)
        setattr(tool, SETTINGS_ATTR, new)

    tool: Callable[..., Any] = wrapper
    if settings.guard is not None:  # Asked before every attempt: no inline first attempt.

        def guarded(*args: Any, **kwargs: Any) -> str:
            return call_sync(settings, fn, args, kwargs, _get_turn())

        tool = guarded
    return finish_wrapper(tool, fn, settings, observe, reconfigure)  # type: ignore[return-value]


def wrap_async(fn: Callable[..., Coroutine[Any, Any, Any]], settings: Settings) -> AsyncTool[Any]:
    """``wrap_sync`` for ``async def`` tools; the attempt is cancelled at its deadline."""
    first_budget = settings.first_budget
    as_is = _as_is(settings)
    counters = _counters(settings)  # As in wrap_sync.
    bounded = _bounded(settings)

    # The answer of a call whose first attempt the watchdog cut at the call's own deadline is
    # the same text every time (the compact text shows no elapsed time), so it is kept and
    # reused while nobody listens to events. Why: 10,000 concurrent hanging calls all time out
    # at once and build their answers one after another on the loop (bench_deadline.py).
    timed_out_text: str | None = None

    async def observe(*args: Any, **kwargs: Any) -> Observation:
        return await call_async(settings, fn, args, kwargs, _get_turn(), True)

    async def wrapper(*args: Any, **kwargs: Any) -> str:
        nonlocal timed_out_text
        if PIPELINE_NEEDED:  # As in wrap_sync.
            turn = _get_turn()
            if LISTENERS or turn is not None:
                return await call_async(settings, fn, args, kwargs, turn)
        start = _monotonic()
        if counters.until > start:
            return await call_async(settings, fn, args, kwargs, None)
        deadline = start + first_budget
        deadline_token = _set_deadline(deadline)  # Read by remaining_time().
        try:
            # run_attempt(), inline: no coroutine of ours between this one and the tool's,
            # and watch(), inline too: no call of ours around it.
            coro = fn(*args, **kwargs)
            # The attempt's key, unique while it runs: an async def's coroutine is its own
            # (cheaper than id(), which run_attempt uses: any awaitable, even unhashable ones).
            key = coro if type(coro) is CoroutineType else id(coro)
            calls = None
            if bounded:
                try:
                    loop = _running_loop()
                except RuntimeError:  # Not asyncio's loop (trio): nothing cuts the attempt.
                    pass
                else:
                    watchdog = getattr(loop, WATCHDOG_ATTR, None) or watchdog_of(loop)
                    calls = watchdog.calls
                    calls[key] = (deadline, _current_task(loop))
                    if deadline < watchdog.armed:
                        watchdog.arm(loop, deadline)
            try:
                result = await coro
            except BaseException as exc:
                if calls is not None and cut(calls, key, exc):
                    raise AttemptTimedOut(TIMED_OUT) from None
                raise
            if calls is not None:
                try:
                    del calls[key]
                except KeyError:  # The watchdog dropped it: the tool swallowed its cancel.
                    withdraw()
            if type(result) is as_is:  # As in wrap_sync.
                if (counted := counters.calls + 1) < HAND_OVER:
                    counters.calls = counted
                else:
                    hand_over(settings, counters)
                return result
            if returned := failure_of_result(result):
                raise returned  # A returned HTTP response with an error status.
        except Exception as exc:
            failure = exc
        else:
            count_success(settings, counters)
            return render_or_observe(settings, result, start, args, kwargs)
        finally:
            _reset_deadline(deadline_token)
        try:
            cut_at_deadline = type(failure) is AttemptTimedOut and _monotonic() >= call_deadline(
                settings, start
            )
            if cut_at_deadline and timed_out_text is not None and not watched(None, DEBUG):
                return timed_out_text
            text, fields = await failed_async(settings, fn, args, kwargs, failure, start)
            if cut_at_deadline and fields is not None and quiet_timeout(settings, fields):
                timed_out_text = text
            return text
        finally:
            del failure  # No reference cycle through its traceback (see wrap_sync).

    def reconfigure(new: Settings) -> None:
        nonlocal settings, first_budget, timed_out_text, as_is, counters, bounded
        settings, first_budget, bounded = new, new.first_budget, _bounded(new)
        counters, as_is = _counters(new), _as_is(new)
        timed_out_text = None
        setattr(tool, SETTINGS_ATTR, new)

    tool: Callable[..., Any] = wrapper
    if settings.guard is not None:  # Asked before every attempt: no inline first attempt.

        async def guarded(*args: Any, **kwargs: Any) -> str:
            return await call_async(settings, fn, args, kwargs, _get_turn())

        tool = guarded
    return finish_wrapper(tool, fn, settings, observe, reconfigure)  # type: ignore[return-value]
