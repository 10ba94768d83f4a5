"""The decorated tool's wrapper: an inline success path for a plain tool, and one router
(``route_sync``/``route_async``) for every other call; each takes a new policy live
(``reload_config()``)."""

from __future__ import annotations

import asyncio
import math
import time
from collections.abc import Callable, Coroutine
from logging import DEBUG
from types import CoroutineType
from typing import Any

from .._events import watched
from .._tool_types import AsyncTool, SyncTool
from ..classify._returned import failure_of_result
from ..instrumentation._hub import LISTENERS
from ..observe._observation import Observation
from ..redact._current import enter_tool_policy, leave_tool_policy
from ..retry._async_attempt import (
    TIMED_OUT,
    WATCHDOG_ATTR,
    AttemptTimedOut,
    cut,
    watchdog_of,
    withdraw,
)
from ..retry._deadline import deadline_var
from ..turn._current import TURN_MADE, OpenTurn, current_turn_var
from ..upstream._guard_state import HAND_OVER, PauseView
from ._engine import classify_attempt, recover_async, settled_text
from ._fallback import fall_back_async
from ._guarded import (
    paused_settings,
    run_guarded_async,
    run_guarded_sync,
)
from ._in_turn import in_turn_async, in_turn_sync
from ._listened import listened_async, listened_sync
from ._observed import (
    answered_async,
    answered_sync,
    observed_async,
    observed_sync,
    run_plain_async,
    run_plain_sync,
)
from ._outcome import plain_compact, text_of
from ._quick import quick_async, quick_sync
from ._settings import Settings
from ._steps import (
    SETTINGS_ATTR,
    call_deadline,
    count_success,
    failed_sync,
    finish_wrapper,
    hand_over,
    is_call_error,
    quiet_timeout,
    render_or_observe,
)

__all__ = ["wrap_async", "wrap_sync"]

# Bound once for every tool (module globals, not per-tool closure cells): decorating ten
# thousand tools then allocates nothing for them.
_monotonic = time.monotonic
_running_loop, _current_task = asyncio.get_running_loop, asyncio.current_task
_get_turn = current_turn_var.get
_set_deadline, _reset_deadline = deadline_var.set, deadline_var.reset


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


def _plain_in_turn(settings: Settings) -> bool:
    """Whether this tool has no guard and no redaction of its own: route_sync then sends its
    calls in a turn to ``in_turn_sync`` while nobody listens, and the wrapper its listened
    calls outside a turn to ``listened_sync``. Known from its settings, so the wrapper asks
    once, not on every call."""
    return settings.redaction is None and settings.guard is None


def route_sync(
    settings: Settings,
    fn: Callable[..., Any],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    turn: OpenTurn | None,
) -> str:
    """Every call that does not take the inline success path: one place that picks which of
    the pipeline's optional steps run (turn admission, upstream guard, listeners)."""
    guard = settings.guard
    run = run_plain_sync if guard is None else run_guarded_sync
    if turn is None:
        if not LISTENERS and guard is not None and guard.quick and guard.quiet():
            return quick_sync(settings, fn, args, kwargs)
        return answered_sync(settings, run, fn, args, kwargs)
    if LISTENERS or not _plain_in_turn(settings):
        return observed_sync(settings, run, fn, args, kwargs).render()
    return in_turn_sync(settings, fn, args, kwargs, turn, settings.first_budget)


async def route_async(
    settings: Settings,
    fn: Callable[..., Coroutine[Any, Any, Any]],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    turn: OpenTurn | None,
) -> str:
    """``route_sync`` for ``async def`` tools."""
    guard = settings.guard
    run = run_plain_async if guard is None else run_guarded_async
    if turn is None:
        if not LISTENERS and guard is not None and guard.quick and guard.quiet():
            return await quick_async(settings, fn, args, kwargs)
        return await answered_async(settings, run, fn, args, kwargs)
    if LISTENERS or not _plain_in_turn(settings):
        return (await observed_async(settings, run, fn, args, kwargs)).render()
    return await in_turn_async(settings, fn, args, kwargs, turn, settings.first_budget)


def wrap_sync(fn: Callable[..., Any], settings: Settings) -> SyncTool[Any]:
    """The decorated ``def``: the inline success path of a plain tool outside a turn, with
    nobody listening; every other call goes the way ``route_sync`` picks."""
    first_budget = settings.first_budget
    plain = plain_compact(settings)
    as_is = _as_is(settings)
    # The default protection's shared pause and success count (upstream/_local.py), read as
    # plain attributes: the success path then calls no property.
    counters = _counters(settings)
    plain_in_turn = _plain_in_turn(settings)

    def observe(*args: Any, **kwargs: Any) -> Observation:
        run = run_plain_sync if settings.guard is None else run_guarded_sync
        return observed_sync(settings, run, fn, args, kwargs)

    def wrapper(*args: Any, **kwargs: Any) -> str:
        # The success path: two list tests, one clock read, the deadline set, a plain call.
        if LISTENERS or TURN_MADE:  # Nobody listens and no turn exists: no turn to read.
            turn = _get_turn()
            if LISTENERS or turn is not None:
                if plain_in_turn:  # route_sync's choices for this tool, made at decoration.
                    if turn is None:  # Listened to: this path, told at its start and its end.
                        return listened_sync(settings, fn, args, kwargs, counters, first_budget)
                    if not LISTENERS:  # In a turn: where agents call.
                        return in_turn_sync(settings, fn, args, kwargs, turn, first_budget)
                return route_sync(settings, fn, args, kwargs, turn)
        start = _monotonic()
        if counters.until > start:
            paused = paused_settings(settings)  # A shared pause: waited out on the guarded path.
            return answered_sync(paused, run_guarded_sync, fn, args, kwargs)
        token = _set_deadline(start + first_budget)  # Read by remaining_time().
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
            _reset_deadline(token)
        # Out of line and out of the except block: a smaller frame, and no implicit context.
        try:
            return failed_sync(settings, fn, args, kwargs, failure, start, plain)
        finally:
            # The exception's traceback holds this frame: kept, `failure` would make a
            # reference cycle that only the garbage collector frees (see test_no_cycles).
            del failure

    def reconfigure(new: Settings) -> None:
        # Rebinding the closure's cells: the success path reads them as it always did.
        nonlocal settings, first_budget, plain, as_is, counters, plain_in_turn
        settings, first_budget = new, new.first_budget
        plain_in_turn = _plain_in_turn(new)
        counters = _counters(new)
        plain, as_is = plain_compact(new), _as_is(new)
        setattr(tool, SETTINGS_ATTR, new)

    tool: Callable[..., Any] = wrapper
    if settings.guard is not None:  # Asked before every attempt: no inline path.

        def routed(*args: Any, **kwargs: Any) -> str:
            turn, guard = _get_turn(), settings.guard
            # route_sync's first choice, asked here: a success of an in-process guard with
            # nothing recorded then costs one membership test and its count.
            if turn is None and not LISTENERS and guard is not None and guard.quick:  # noqa: SIM102
                if guard.quiet():  # Asked last: the only check that reads the store.
                    return quick_sync(settings, fn, args, kwargs)
            return route_sync(settings, fn, args, kwargs, turn)

        tool = routed
    return finish_wrapper(tool, fn, settings, observe, reconfigure)  # type: ignore[return-value]


def wrap_async(fn: Callable[..., Coroutine[Any, Any, Any]], settings: Settings) -> AsyncTool[Any]:
    """``wrap_sync`` for ``async def`` tools; the attempt is cancelled at its deadline."""
    first_budget = settings.first_budget
    plain = plain_compact(settings)
    as_is = _as_is(settings)
    counters = _counters(settings)  # As in wrap_sync.
    plain_in_turn = _plain_in_turn(settings)
    bounded = _bounded(settings)

    # The answer of a call whose first attempt the watchdog cut at the call's own deadline is
    # the same text every time (the compact text shows no elapsed time), so it is kept and
    # reused while nobody listens to events. Why: 10,000 concurrent hanging calls all time out
    # at once and build their answers one after another on the loop (bench_deadline.py).
    timed_out_text: str | None = None

    async def observe(*args: Any, **kwargs: Any) -> Observation:
        run = run_plain_async if settings.guard is None else run_guarded_async
        return await observed_async(settings, run, fn, args, kwargs)

    async def wrapper(*args: Any, **kwargs: Any) -> str:
        nonlocal timed_out_text
        if LISTENERS or TURN_MADE:  # As in wrap_sync.
            turn = _get_turn()
            if LISTENERS or turn is not None:
                if plain_in_turn:
                    if turn is None:
                        return await listened_async(
                            settings, fn, args, kwargs, counters, first_budget
                        )
                    if not LISTENERS:
                        return await in_turn_async(settings, fn, args, kwargs, turn, first_budget)
                return await route_async(settings, fn, args, kwargs, turn)
        start = _monotonic()
        if counters.until > start:
            paused = paused_settings(settings)
            return await answered_async(paused, run_guarded_async, fn, args, kwargs)
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
        # The tool's own redaction additions, as under_tool_policy applies them elsewhere.
        policy = settings.redaction
        token = None if policy is None else enter_tool_policy(policy)
        try:
            deadline = call_deadline(settings, start)
            cut_at_deadline = type(failure) is AttemptTimedOut and _monotonic() >= deadline
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
                timed_out_text = text
            return text
        finally:
            del failure  # No reference cycle through its traceback (see wrap_sync).
            if token is not None:
                leave_tool_policy(token)

    def reconfigure(new: Settings) -> None:
        nonlocal settings, first_budget, timed_out_text, plain, as_is
        nonlocal counters, plain_in_turn, bounded
        settings, first_budget, bounded = new, new.first_budget, _bounded(new)
        plain_in_turn = _plain_in_turn(new)
        counters = _counters(new)
        plain, as_is = plain_compact(new), _as_is(new)
        timed_out_text = None
        setattr(tool, SETTINGS_ATTR, new)

    tool: Callable[..., Any] = wrapper
    if settings.guard is not None:  # Asked before every attempt: no inline path.

        async def routed(*args: Any, **kwargs: Any) -> str:
            turn, guard = _get_turn(), settings.guard
            if turn is None and not LISTENERS and guard is not None and guard.quick:  # noqa: SIM102
                if guard.quiet():  # As in wrap_sync.
                    return await quick_async(settings, fn, args, kwargs)
            return await route_async(settings, fn, args, kwargs, turn)

        tool = routed
    return finish_wrapper(tool, fn, settings, observe, reconfigure)  # type: ignore[return-value]
