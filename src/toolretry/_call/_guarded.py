"""A call of a tool with an upstream guard (breaker, retry budget, shared pause, idempotency
key): the guard is asked before the first attempt too, so this path replaces the fast one."""

from __future__ import annotations

import asyncio
import dataclasses
import math
import time
from collections.abc import Callable, Coroutine
from typing import Any

from .._failure import Failure
from ..retry._testing_mode import is_testing
from ..upstream._guard import GuardedCall, Replay
from ._attempt import attempt_async, attempt_sync
from ._engine import RetryPlan, recover_async, recover_sync
from ._outcome import Outcome, ok_outcome
from ._settings import Settings

__all__ = [
    "pause_sleep",
    "pause_sleep_async",
    "paused_settings",
    "run_guarded_async",
    "run_guarded_sync",
]


def pause_sleep(seconds: float) -> None:
    if not is_testing():  # set_testing(True) makes every wait zero, a shared pause's too.
        time.sleep(seconds)


async def pause_sleep_async(seconds: float) -> None:
    if not is_testing():
        await asyncio.sleep(seconds)


def paused_settings(settings: Settings) -> Settings:
    """``settings`` with the default protection as the guard: a call that starts while a
    shared pause holds waits it out (or answers ``UPSTREAM_PAUSED``) on the guarded path."""
    return dataclasses.replace(settings, guard=settings.protection)


def _is_call_error(exc: BaseException) -> bool:
    """True when ``exc`` came from binding the arguments (as in ``_decorator``)."""
    tb = exc.__traceback__
    return isinstance(exc, TypeError) and tb is not None and tb.tb_next is None


def _early(
    settings: Settings,
    early: Replay | Failure,
    start: float,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
) -> Outcome:
    """The answer given without running the tool: a replayed result, or a refusal."""
    if isinstance(early, Replay):
        fields = {
            "status": "ok",
            "tool": settings.name,
            "result": early.result,
            "attempts": 0,
            "max_attempts": settings.max_attempts,
            "elapsed_s": round(time.monotonic() - start, 3),
            "details": {"idempotency": "replayed"},
        }
        return fields, None
    return RetryPlan(settings, start, math.inf).refused(early, args, kwargs)


def _first_budget(settings: Settings, start: float, deadline: float) -> float:
    attempt = settings.attempt_timeout
    return deadline if attempt is None else min(deadline, start + attempt)


def _saved(outcome: Outcome) -> str | None:
    fields, info = outcome
    return fields["result"] if info is None and fields["status"] == "ok" else None


def _noted(outcome: Outcome, notes: dict[str, str], key_note: str | None) -> Outcome:
    """``outcome`` with what became of the idempotency key and of shared state in its
    ``details`` (upstream/_guard.py says what; nothing when all went as usual)."""
    if key_note is not None and key_note not in ("saved", "released"):
        notes = {**notes, "idempotency": key_note}
    if not notes:
        return outcome
    fields, info = outcome
    return {**fields, "details": {**(fields.get("details") or {}), **notes}}, info


def run_guarded_sync(
    settings: Settings,
    fn: Callable[..., Any],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    start: float,
    deadline: float,
) -> Outcome:
    """The whole call under ``settings.guard``: idempotency lookup, each attempt admitted by
    the breaker and the shared pause, each retry by the budget, the result saved."""
    guard = settings.guard
    assert guard is not None
    guarded: GuardedCall = guard.call(args, kwargs, pause_sleep, pause_sleep_async)
    early = guarded.begin(deadline)
    if early is not None:
        return _early(settings, early, start, args, kwargs)
    outcome: Outcome | None = None
    try:
        with guarded.scope():
            refusal = guarded.before_attempt(deadline)
            if refusal is not None:
                return RetryPlan(settings, start, deadline).refused(refusal, args, kwargs)
            first = _first_budget(settings, start, deadline)
            result, failure = attempt_sync(fn, args, kwargs, first)
            if failure is None:
                guarded.record(None)
                outcome = ok_outcome(settings, result, 1, time.monotonic() - start, args, kwargs)
            else:
                call_error = _is_call_error(failure)
                outcome = recover_sync(
                    settings, fn, args, kwargs, failure, start, deadline, call_error, guarded
                )
                failure = None  # No reference cycle through its traceback, which holds us.
    finally:
        note = guarded.finish(None if outcome is None else _saved(outcome))
    return _noted(outcome, guarded.notes(), note)


async def run_guarded_async(
    settings: Settings,
    fn: Callable[..., Coroutine[Any, Any, Any]],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    start: float,
    deadline: float,
) -> Outcome:
    """``run_guarded_sync`` for ``async def`` tools, over the stores' asyncio calls."""
    guard = settings.guard
    assert guard is not None
    guarded: GuardedCall = guard.call(args, kwargs, pause_sleep, pause_sleep_async)
    early = await guarded.begin_async(deadline)
    if early is not None:
        return _early(settings, early, start, args, kwargs)
    outcome: Outcome | None = None
    try:
        with guarded.scope():
            refusal = await guarded.before_attempt_async(deadline)
            if refusal is not None:
                return RetryPlan(settings, start, deadline).refused(refusal, args, kwargs)
            first = _first_budget(settings, start, deadline)
            result, failure = await attempt_async(fn, args, kwargs, first)
            if failure is None:
                await guarded.record_async(None)
                outcome = ok_outcome(settings, result, 1, time.monotonic() - start, args, kwargs)
            else:
                call_error = _is_call_error(failure)
                outcome = await recover_async(
                    settings, fn, args, kwargs, failure, start, deadline, call_error, guarded
                )
                failure = None  # No reference cycle through its traceback, which holds us.
    finally:
        note = await guarded.finish_async(None if outcome is None else _saved(outcome))
    return _noted(outcome, guarded.notes(), note)
