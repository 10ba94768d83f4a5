"""``fallback=``: another callable that answers when the tool gives up on a transient or fatal
failure (a cached value, a second provider); client and business failures are the model's to
see, so they never fall back."""

from __future__ import annotations

import asyncio
import inspect
import math
import time
from collections.abc import Callable
from typing import Any

from .._category import ErrorCategory
from ..observe._results import render_result
from ._outcome import VALUE_KEY, Outcome
from ._settings import Settings

__all__ = ["fall_back_async", "fall_back_sync", "fallback_name"]

_FALLS_BACK = (ErrorCategory.TRANSIENT, ErrorCategory.FATAL)


def fallback_name(fallback: Callable[..., Any]) -> str:
    """How the observation names a fallback: its tool name, else its function name."""
    settings = getattr(fallback, "__toolretry_settings__", None)
    if settings is not None:
        return str(settings.name)
    return str(getattr(fallback, "__name__", type(fallback).__name__))


def _wanted(settings: Settings, outcome: Outcome) -> bool:
    info = outcome[1]
    return settings.fallback is not None and info is not None and info.category in _FALLS_BACK


def _answered(settings: Settings, outcome: Outcome, result: object, started: float) -> Outcome:
    fields, _ = outcome
    fallback = settings.fallback
    assert fallback is not None
    ok = {
        "status": "ok",
        "tool": fields["tool"],
        "result": render_result(result),
        "attempts": fields["attempts"],
        "max_attempts": fields["max_attempts"],
        "elapsed_s": round(fields["elapsed_s"] + time.monotonic() - started, 3),
        "fallback": fallback_name(fallback),
        "primary_error": fields["error_code"],
        VALUE_KEY: result,
    }
    return ok, None


def _failed(settings: Settings, outcome: Outcome, exc: Exception | None, text: str) -> Outcome:
    """The primary's observation, with why the fallback did not help in ``details``."""
    fields, info = outcome
    fallback = settings.fallback
    assert fallback is not None
    # Loaded on a failure only, like the classifier in the retry loop.
    from ..classify._classify import classify_failure
    from ..classify._remembered import cleaned_message

    if exc is not None:
        failure = classify_failure(
            exc,
            settings.rules,
            locale=settings.locale,
            max_message_chars=settings.max_message_chars,
            max_retry_after=settings.max_retry_after,
        )
        error = {"code": failure.code, "message": failure.message}
    else:  # Said by the fallback's own answer: cleaned and redacted like any message.
        message = cleaned_message(text, settings.max_message_chars)
        error = {"code": "FALLBACK_FAILED", "message": message}
    details = {**fields["details"], "fallback": fallback_name(fallback), "fallback_error": error}
    return {**fields, "details": details}, info


def _judge(settings: Settings, outcome: Outcome, result: object, started: float) -> Outcome:
    observe = getattr(result, "status", None)
    if observe == "error":  # A decorated fallback's own Observation saying it failed.
        return _failed(settings, outcome, None, str(getattr(result, "message", "") or ""))
    if observe == "ok" and hasattr(result, "result"):
        result = result.result
    try:
        return _answered(settings, outcome, result, started)
    except Exception as exc:  # Its result could not be put into words either.
        return _failed(settings, outcome, exc, "")


def _time_left(settings: Settings, outcome: Outcome) -> float:
    """Seconds of ``total_timeout`` the primary left for its fallback."""
    if settings.total_timeout is None:
        return math.inf
    return settings.total_timeout - float(outcome[0].get("elapsed_s") or 0.0)


_NO_TIME = "no time was left within total_timeout to start the fallback"
_TOO_LATE = "the fallback did not answer within total_timeout"


def _call(fallback: Callable[..., Any]) -> Callable[..., Any]:
    # A decorated fallback answers with its Observation, which says whether it worked.
    observe = getattr(fallback, "observe", None)
    return observe if callable(observe) else fallback


def fall_back_sync(
    settings: Settings, outcome: Outcome, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> Outcome:
    """``outcome``, or the fallback's answer when the tool gave up and a fallback is set."""
    if not _wanted(settings, outcome):
        return outcome
    started = time.monotonic()
    assert settings.fallback is not None
    if _time_left(settings, outcome) <= 0:  # A sync fallback cannot be stopped once started.
        return _failed(settings, outcome, None, _NO_TIME)
    try:
        result = _call(settings.fallback)(*args, **kwargs)
    except Exception as exc:
        return _failed(settings, outcome, exc, "")
    if inspect.isawaitable(result):  # An async fallback of a sync tool: not run, say so.
        close = getattr(result, "close", None)
        if callable(close):
            close()
        text = "an async fallback cannot answer for a sync tool; give a sync one"
        return _failed(settings, outcome, None, text)
    return _judge(settings, outcome, result, started)


async def fall_back_async(
    settings: Settings, outcome: Outcome, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> Outcome:
    """``fall_back_sync`` for async tools; the fallback may be sync or async."""
    if not _wanted(settings, outcome):
        return outcome
    started = time.monotonic()
    assert settings.fallback is not None
    left = _time_left(settings, outcome)
    if left <= 0:
        return _failed(settings, outcome, None, _NO_TIME)
    try:
        result = _call(settings.fallback)(*args, **kwargs)
        if inspect.isawaitable(result):
            # Cancelled at the call's deadline, like an attempt.
            result = await asyncio.wait_for(result, None if math.isinf(left) else left)
    except (TimeoutError, asyncio.TimeoutError) as exc:  # Two classes before Python 3.11.
        if time.monotonic() - started < left:  # The fallback's own timeout, not ours.
            return _failed(settings, outcome, exc, "")
        return _failed(settings, outcome, None, _TOO_LATE)
    except Exception as exc:
        return _failed(settings, outcome, exc, "")
    return _judge(settings, outcome, result, started)
