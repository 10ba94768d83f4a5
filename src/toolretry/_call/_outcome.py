"""How a call ended, as the ``Observation``'s fields: a success, or a classified failure."""

from __future__ import annotations

import inspect
import math
from typing import Any

from .._category import ErrorCategory
from .._failure import Failure
from ..observe._hints import guidance
from ..observe._observation import Observation, render_fields
from ..observe._render import render_text
from ..observe._results import render_result, request_summary
from ._settings import Settings

__all__ = [
    "VALUE_KEY",
    "Outcome",
    "error_fields",
    "failure_facts",
    "is_awaitable",
    "observation_of",
    "ok_outcome",
    "plain_compact",
    "text_of",
    "to_milliseconds",
]

VALUE_KEY = "value"
"""A success's own result object among the fields: never rendered (no rendering lists it),
kept on the ``Observation`` as ``.value`` for adapters."""

Outcome = tuple[dict[str, Any], Failure | None]
"""The observation's fields, and the classification of the last failure when the call failed.

Fields, not the model: the decorated tool returns text, and building the pydantic model only
to render it would double the cost of every failure; ``.observe()`` builds it."""

_TRANSIENT, _FATAL = ErrorCategory.TRANSIENT, ErrorCategory.FATAL  # Looked up once.

_MAY_HAVE_TAKEN_EFFECT = {
    "en": "The operation may have taken effect; verify its state before repeating it.",
    "zh": "该操作可能已经生效；请先核实其状态，再决定是否重复。",
}


def to_milliseconds(seconds: float) -> float:
    """``round(seconds, 3)``, exactly, without its decimal conversion in the common case.

    Why: ``round(x, 3)`` converts to a decimal string and back; on the failure path that code
    cost ~260 instruction-cache misses a call (cachegrind), about 5% of a client error's
    time. Scaled by 1000 in binary, a value rounds the same way unless it lies within the
    product's rounding error (< 1e-7 below 1e6 s) of a tie; those, and anything unusual, go
    to ``round``. Dividing an exact integer by 1000 gives the double nearest the decimal, as
    ``round`` does.
    """
    if 0.0 < seconds < 1e6:
        scaled = seconds * 1000.0
        whole = math.floor(scaled)
        fraction = scaled - whole
        if abs(fraction - 0.5) > 1e-6:
            return (whole + 1 if fraction > 0.5 else whole) / 1000.0
    return round(seconds, 3)


def ok_outcome(
    settings: Settings,
    result: object,
    attempts: int,
    elapsed: float,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
) -> Outcome:
    """A success: the rendered result plus how many attempts it took.

    A result that cannot be put into words (a dict holding itself, a model that will not
    serialise, a coroutine a sync tool returned) becomes a failure rather than a crash or a
    wrong success.
    """
    if type(result) is str:  # The usual success: already its own text.
        rendered = result
    elif is_awaitable(result):
        info = _unawaited(result, settings.locale)
        return error_fields(settings, info, attempts, elapsed, args, kwargs, "not_retryable"), info
    else:
        try:
            rendered = render_result(result)
        except Exception as exc:
            from ..classify._classify import unrenderable_result_failure

            info = unrenderable_result_failure(
                exc, result, locale=settings.locale, max_message_chars=settings.max_message_chars
            )
            fields = error_fields(settings, info, attempts, elapsed, args, kwargs, "not_retryable")
            return fields, info
    fields = {
        "status": "ok",
        "tool": settings.name,
        "result": rendered,
        "attempts": attempts,
        "max_attempts": settings.max_attempts,
        "elapsed_s": to_milliseconds(elapsed),
        VALUE_KEY: result,
    }
    return fields, None


_UNAWAITED_SUGGESTION = {
    "en": "Decorate the async function itself, or define the tool with async def; a sync "
    "function that returns a coroutine never ran it.",
    "zh": "请直接装饰异步函数，或用 async def 定义该工具；返回协程的同步函数并没有执行它。",
}


def is_awaitable(result: object) -> bool:
    """``inspect.isawaitable``, for results that may fight back (a ``__class__`` that raises)."""
    try:
        return inspect.isawaitable(result)
    except Exception:
        return False


def _unawaited(result: object, locale: str) -> Failure:
    """A sync tool handed back an awaitable instead of its result: a bug, never a success."""
    close = getattr(result, "close", None)
    if inspect.iscoroutine(result) and callable(close):
        close()  # Never awaited on purpose: no "coroutine was never awaited" warning later.
    kind = type(result).__name__
    message = f"the tool returned a {kind} instead of its result (it was never awaited)"
    suggestion = _UNAWAITED_SUGGESTION.get(locale, _UNAWAITED_SUGGESTION["en"])
    fatal = ErrorCategory.FATAL
    return Failure(
        "UNAWAITED_COROUTINE", fatal, kind, message, None, None, suggestion, {}, False, None
    )


def failure_facts(
    settings: Settings, info: Failure, reason: str
) -> tuple[bool, str | None, dict[str, Any]]:
    """``retryable``, ``suggestion`` and ``details`` of a call that gave up on ``info`` for
    ``reason``, as the model reads them."""
    details = dict(info.details)
    if info.status_code is not None:
        details.setdefault("status_code", info.status_code)
    category = info.category
    retryable = info.retryable
    suggestion = info.suggestion
    if category is _TRANSIENT and reason != "not_retryable":
        details["gave_up"] = reason
    ambiguous = not settings.idempotent and info.may_have_taken_effect
    if ambiguous and (category is _TRANSIENT or category is _FATAL):
        details["may_have_taken_effect"] = True
        retryable = False
        suggestion = _MAY_HAVE_TAKEN_EFFECT.get(settings.locale, _MAY_HAVE_TAKEN_EFFECT["en"])
    return retryable, suggestion, details


def error_fields(
    settings: Settings,
    info: Failure,
    attempts: int,
    elapsed: float,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    reason: str,
) -> dict[str, Any]:
    """A failure as the model will read it: the ``Observation``'s fields."""
    retryable, suggestion, details = failure_facts(settings, info, reason)
    fields = {
        "status": "error",
        "tool": settings.name,
        "error_code": info.code,
        "category": info.category,
        "retryable": retryable,
        "retry_after": info.retry_after,
        "attempts": attempts,
        "max_attempts": settings.max_attempts,
        "elapsed_s": to_milliseconds(elapsed),
        "message": info.message,
        "suggestion": suggestion,
        "details": details,
        "request": request_summary(settings, args, kwargs) if settings.text_needs_request else None,
    }
    fields.update(guidance(info.code, info.category, settings.locale, info.retry_after is not None))
    return fields


def plain_compact(settings: Settings) -> bool:
    """Whether the tool answers a failure with the compact text and nothing else: no
    template, no hook to tell, no fallback to ask (the engine's ``settled_text`` may answer)."""
    return (
        settings.format == "text"
        and settings.detail == "compact"
        and settings.template is None
        and settings.on_event is None
        and settings.fallback is None
    )


def observation_of(
    settings: Settings,
    fields: dict[str, Any],
    args: tuple[Any, ...] | None = None,
    kwargs: dict[str, Any] | None = None,
) -> Observation:
    """The ``Observation`` model for ``fields``, rendering as the tool was configured; with
    the call's ``args`` and ``kwargs``, a failure's ``request`` is filled in if still empty."""
    if args is not None and fields["status"] == "error" and fields.get("request") is None:
        fields = {**fields, "request": request_summary(settings, args, kwargs or {})}
    observation = Observation(**fields).with_rendering(
        format=settings.format,
        locale=settings.locale,
        template=settings.template,
        detail=settings.detail,
        envelope=settings.envelope,
    )
    value = fields.get(VALUE_KEY)
    if value is not None:
        observation._value = value
    return observation


def text_of(settings: Settings, fields: dict[str, Any]) -> str:
    """What the decorated tool returns for ``fields``, without building the model."""
    status = fields.get("status")
    if status == "ok" and not fields.get("fallback") and not settings.envelope:
        result = fields.get("result")  # What render_fields answers, two calls sooner.
        return result if isinstance(result, str) else ""
    template = settings.template
    if template is None and settings.format == "text" and status == "error":
        # What render_fields answers here, two calls sooner.
        return render_text(fields, settings.locale, False, settings.detail)
    return render_fields(
        fields,
        format=settings.format,
        locale=settings.locale,
        template=template,
        detail=settings.detail,
        observation=(lambda: observation_of(settings, fields)) if callable(template) else None,
        envelope=settings.envelope,
        value=fields.get(VALUE_KEY),
    )
