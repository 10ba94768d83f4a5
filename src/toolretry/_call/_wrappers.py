"""The decorated tool's wrappers: the fast path for plain tools, the guarded path for tools
with upstream protection; each can take a new policy live (``reload_config()``)."""

from __future__ import annotations

import asyncio
import math
import time
from asyncio import current_task
from collections.abc import Callable, Coroutine
from logging import DEBUG
from typing import Any

from .._events import watched
from .._tool_types import AsyncTool, SyncTool
from ..instrumentation._hub import LISTENERS
from ..observe._observation import Observation
from ..redact._current import enter_tool_policy, leave_tool_policy
from ..retry._async_attempt import (
    TIMED_OUT,
    WATCHDOG_ATTR,
    AttemptTimedOut,
    deadline_hit,
    run_attempt,
    running_loop,
    watchdog_of,
    withdraw,
)
from ..retry._deadline import deadline_var
from ..retry._testing_mode import is_testing
from ..turn._current import current_turn_var
from ._engine import classify_attempt, recover_async, recover_sync, settled_text
from ._fallback import fall_back_async, fall_back_sync
from ._guarded import paused_settings, run_guarded_async, run_guarded_sync
from ._in_turn import in_turn_async, in_turn_sync
from ._observed import (
    listened_async,
    listened_sync,
    observed_async,
    observed_sync,
    run_plain_async,
    run_plain_sync,
)
from ._outcome import plain_compact, text_of
from ._settings import Settings
from ._steps import (
    call_deadline,
    failed_sync,
    finish_wrapper,
    is_call_error,
    quiet_timeout,
    render_or_observe,
    traced_async,
    traced_sync,
)
from ._tool_policy import under_tool_policy, under_tool_policy_async

__all__ = ["wrap_async", "wrap_guarded_async", "wrap_guarded_sync", "wrap_sync"]


def wrap_sync(fn: Callable[..., Any], settings: Settings) -> SyncTool[Any]:
    monotonic = time.monotonic
    first_budget = settings.first_budget
    plain = plain_compact(settings)
    bare = not settings.envelope  # A str result is the answer as is (no JSON envelope).
    # Bound once: looking `current_turn_var.get` up on every call is a measurable share.
    get_turn = current_turn_var.get
    set_deadline, reset_deadline = deadline_var.set, deadline_var.reset
    listeners = LISTENERS  # Instrumentation on: every call takes the observed path.
    protection = settings.protection  # The default pause (upstream/_local.py).
    counters = None if protection is None else protection.counters

    def observe_call(*args: Any, **kwargs: Any) -> Observation:
        return observed_sync(settings, run_plain_sync, fn, args, kwargs)

    observe = traced_sync(observe_call, lambda: settings.name)

    def wrapper(*args: Any, **kwargs: Any) -> str:
        # The success path: one context-variable read, one clock read and a plain call.
        turn = get_turn()
        if listeners or turn is not None:
            if turn is None:
                return listened_sync(settings, run_plain_sync, fn, args, kwargs)
            if listeners or settings.redaction is not None:
                return observe(*args, **kwargs).render()
            return in_turn_sync(settings, fn, args, kwargs, turn, first_budget)
        start = monotonic()
        if protection is not None and protection.paused_until > start:
            return _guarded_sync(paused_settings(settings), fn, args, kwargs)  # A shared pause.
        token = set_deadline(start + first_budget)  # Read by remaining_time().
        try:
            result = fn(*args, **kwargs)
        except Exception as exc:
            failure = exc
        else:
            if counters is not None:
                counters.calls += 1  # For the default retry budget (upstream/_local.py).
            if type(result) is str and bare:
                return result
            return render_or_observe(settings, result, start, args, kwargs)
        finally:
            reset_deadline(token)
        # Out of line and out of the except block: a smaller frame, and no implicit context.
        try:
            return failed_sync(settings, fn, args, kwargs, failure, start, plain)
        finally:
            # The exception's traceback holds this frame: kept, `failure` would make a
            # reference cycle that only the garbage collector frees (see test_no_cycles).
            del failure

    def reconfigure(new: Settings) -> None:
        # Rebinding the closure's cells: the success path reads them as it always did.
        nonlocal settings, first_budget, plain, bare, protection, counters
        settings, first_budget = new, new.first_budget
        protection = new.protection
        counters = None if protection is None else protection.counters
        plain, bare = plain_compact(new), not new.envelope

    return finish_wrapper(wrapper, fn, settings, observe, reconfigure)  # type: ignore[return-value]


def wrap_async(fn: Callable[..., Coroutine[Any, Any, Any]], settings: Settings) -> AsyncTool[Any]:
    monotonic = time.monotonic
    first_budget = settings.first_budget
    bounded = first_budget < math.inf
    plain = plain_compact(settings)
    bare = not settings.envelope
    get_turn = current_turn_var.get
    listeners = LISTENERS  # Instrumentation on: every call takes the observed path.
    protection = settings.protection  # The default pause (upstream/_local.py).
    counters = None if protection is None else protection.counters

    async def observe_call(*args: Any, **kwargs: Any) -> Observation:
        return await observed_async(settings, run_plain_async, fn, args, kwargs)

    observe = traced_async(observe_call, lambda: settings.name)

    async def wrapper(*args: Any, **kwargs: Any) -> str:
        turn = get_turn()
        if listeners or turn is not None:
            if turn is None:
                return await listened_async(settings, run_plain_async, fn, args, kwargs)
            if listeners or settings.redaction is not None:
                return (await observe(*args, **kwargs)).render()
            return await in_turn_async(settings, fn, args, kwargs, turn, first_budget)
        start = monotonic()
        if protection is not None and protection.paused_until > start:
            return await _guarded_async(paused_settings(settings), fn, args, kwargs)
        deadline = start + first_budget
        deadline_token = deadline_var.set(deadline)  # Read by remaining_time().
        try:
            coro = fn(*args, **kwargs)
            loop = running_loop() if bounded else None
            if loop is None:  # No deadline, or not asyncio (trio): no watchdog.
                result = await coro
            else:
                # run_attempt() inlined (keep the two in step): one coroutine frame less on
                # every call of every async tool.
                task = current_task(loop)
                watchdog = getattr(loop, WATCHDOG_ATTR, None) or watchdog_of(loop)
                calls = watchdog.calls
                try:
                    calls[coro] = (deadline, task)
                except TypeError:  # An unhashable awaitable: only awaited, not tracked.
                    result = await coro
                else:
                    if deadline < watchdog.armed:
                        watchdog.arm(loop, deadline)
                    try:
                        result = await coro
                    except BaseException as exc:
                        if calls.pop(coro, None) is None and deadline_hit(task, exc):
                            raise AttemptTimedOut(TIMED_OUT) from None
                        raise
                    if calls.pop(coro, None) is None:  # The tool swallowed the cancellation.
                        withdraw(task)
        except Exception as exc:
            failure = exc
        else:
            if counters is not None:
                counters.calls += 1  # For the default retry budget (upstream/_local.py).
            if type(result) is str and bare:
                return result
            return render_or_observe(settings, result, start, args, kwargs)
        finally:
            deadline_var.reset(deadline_token)
        # The tool's own redaction additions, as under_tool_policy applies them elsewhere.
        policy = settings.redaction
        token = None if policy is None else enter_tool_policy(policy)
        try:
            deadline = call_deadline(settings, start)
            cut_at_deadline = type(failure) is AttemptTimedOut and monotonic() >= deadline
            if cut_at_deadline and timed_out_text is not None and not watched(None, DEBUG):
                return timed_out_text
            call_error = is_call_error(failure)
            info = None
            if plain:  # A first failure that ends the call is answered at once (failed_sync).
                info = classify_attempt(settings, failure, call_error)
                text = settled_text(settings, info)
                if text is not None:
                    return text
            outcome = await recover_async(
                settings, fn, args, kwargs, failure, start, deadline, call_error, None, info
            )
            outcome = await fall_back_async(settings, outcome, args, kwargs)
            text = text_of(settings, outcome[0])
            if cut_at_deadline and quiet_timeout(settings, outcome[0]):
                remember_timeout(text)
            return text
        finally:
            del failure  # No reference cycle through its traceback (see wrap_sync).
            if token is not None:
                leave_tool_policy(token)

    # The answer of a call whose first attempt the watchdog cut at the call's own deadline is
    # the same text every time (the compact text shows no elapsed time), so it is kept and
    # reused while nobody listens to events. Why: 10,000 concurrent hanging calls all time out
    # at once and build their answers one after another on the loop; measured on 2 cores,
    # the last returned 0.65 s after its deadline building each answer, against 0.11 s for
    # bare asyncio.wait_for (bench_deadline.py; the issue asks <= 0.25 s).
    timed_out_text: str | None = None

    def remember_timeout(text: str) -> None:
        nonlocal timed_out_text
        timed_out_text = text

    def reconfigure(new: Settings) -> None:
        nonlocal settings, first_budget, bounded, timed_out_text, plain, bare
        nonlocal protection, counters
        settings, first_budget = new, new.first_budget
        protection = new.protection
        counters = None if protection is None else protection.counters
        bounded = first_budget < math.inf
        plain, bare = plain_compact(new), not new.envelope
        timed_out_text = None

    return finish_wrapper(wrapper, fn, settings, observe, reconfigure)  # type: ignore[return-value]


@under_tool_policy
def _guarded_sync(
    settings: Settings, fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]
) -> str:
    """A guarded call outside a turn, nobody listening: every attempt through the guard."""
    start = time.monotonic()
    deadline = call_deadline(settings, start)
    outcome = run_guarded_sync(settings, fn, args, kwargs, start, deadline)
    return text_of(settings, fall_back_sync(settings, outcome, args, kwargs)[0])


@under_tool_policy_async
async def _guarded_async(
    settings: Settings,
    fn: Callable[..., Coroutine[Any, Any, Any]],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
) -> str:
    """``_guarded_sync`` for ``async def`` tools."""
    start = time.monotonic()
    deadline = call_deadline(settings, start)
    outcome = await run_guarded_async(settings, fn, args, kwargs, start, deadline)
    outcome = await fall_back_async(settings, outcome, args, kwargs)
    return text_of(settings, outcome[0])


def _pause_sleep(seconds: float) -> None:
    if not is_testing():  # set_testing(True) makes every wait zero, a shared pause's too.
        time.sleep(seconds)


async def _pause_sleep_async(seconds: float) -> None:
    if not is_testing():
        await asyncio.sleep(seconds)


@under_tool_policy
def _quick_sync(
    settings: Settings, fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]
) -> str:
    """A guarded call whose guard has nothing to decide or book now (all its state in this
    process, no key, the breaker closed with nothing counted: ``UpstreamGuard.quiet``): the
    first attempt goes out at once; a failure goes on through the guard."""
    guard = settings.guard
    assert guard is not None
    start = time.monotonic()
    token = deadline_var.set(start + settings.first_budget)
    try:
        result = fn(*args, **kwargs)
    except Exception as exc:
        failure = exc
    else:
        guard.count_success()
        if type(result) is str and not settings.envelope:
            return result
        return render_or_observe(settings, result, start, args, kwargs)
    finally:
        deadline_var.reset(token)
    try:
        guarded = guard.after_failure(args, kwargs, _pause_sleep, _pause_sleep_async)
        deadline = call_deadline(settings, start)
        call_error = is_call_error(failure)
        outcome = recover_sync(
            settings, fn, args, kwargs, failure, start, deadline, call_error, guarded
        )
        return text_of(settings, fall_back_sync(settings, outcome, args, kwargs)[0])
    finally:
        del failure  # Its traceback holds this frame.


@under_tool_policy_async
async def _quick_async(
    settings: Settings,
    fn: Callable[..., Coroutine[Any, Any, Any]],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
) -> str:
    """``_quick_sync`` for ``async def`` tools."""
    guard = settings.guard
    assert guard is not None
    start = time.monotonic()
    attempt_deadline = start + settings.first_budget
    token = deadline_var.set(attempt_deadline)
    try:
        result = await run_attempt(fn(*args, **kwargs), attempt_deadline)
    except Exception as exc:
        failure = exc
    else:
        guard.count_success()
        if type(result) is str and not settings.envelope:
            return result
        return render_or_observe(settings, result, start, args, kwargs)
    finally:
        deadline_var.reset(token)
    try:
        guarded = guard.after_failure(args, kwargs, _pause_sleep, _pause_sleep_async)
        deadline = call_deadline(settings, start)
        call_error = is_call_error(failure)
        outcome = await recover_async(
            settings, fn, args, kwargs, failure, start, deadline, call_error, guarded
        )
        outcome = await fall_back_async(settings, outcome, args, kwargs)
        return text_of(settings, outcome[0])
    finally:
        del failure


def wrap_guarded_sync(fn: Callable[..., Any], settings: Settings) -> SyncTool[Any]:
    """A tool with a breaker, budget or idempotency key: the guard runs every attempt, so
    there is no separate fast path (tools without one never come here)."""

    def observe_call(*args: Any, **kwargs: Any) -> Observation:
        return observed_sync(settings, run_guarded_sync, fn, args, kwargs)

    observe = traced_sync(observe_call, lambda: settings.name)

    def wrapper(*args: Any, **kwargs: Any) -> str:
        if LISTENERS or current_turn_var.get() is not None:
            if current_turn_var.get() is None:
                return listened_sync(settings, run_guarded_sync, fn, args, kwargs)
            return observe(*args, **kwargs).render()
        guard = settings.guard
        if guard is not None and guard.quick and guard.quiet():
            return _quick_sync(settings, fn, args, kwargs)
        return _guarded_sync(settings, fn, args, kwargs)

    def reconfigure(new: Settings) -> None:
        nonlocal settings
        settings = new

    return finish_wrapper(wrapper, fn, settings, observe, reconfigure)  # type: ignore[return-value]


def wrap_guarded_async(
    fn: Callable[..., Coroutine[Any, Any, Any]], settings: Settings
) -> AsyncTool[Any]:
    """``_wrap_guarded_sync`` for ``async def`` tools."""

    async def observe_call(*args: Any, **kwargs: Any) -> Observation:
        return await observed_async(settings, run_guarded_async, fn, args, kwargs)

    observe = traced_async(observe_call, lambda: settings.name)

    async def wrapper(*args: Any, **kwargs: Any) -> str:
        if LISTENERS or current_turn_var.get() is not None:
            if current_turn_var.get() is None:
                return await listened_async(settings, run_guarded_async, fn, args, kwargs)
            return (await observe(*args, **kwargs)).render()
        guard = settings.guard
        if guard is not None and guard.quick and guard.quiet():
            return await _quick_async(settings, fn, args, kwargs)
        return await _guarded_async(settings, fn, args, kwargs)

    def reconfigure(new: Settings) -> None:
        nonlocal settings
        settings = new

    return finish_wrapper(wrapper, fn, settings, observe, reconfigure)  # type: ignore[return-value]
