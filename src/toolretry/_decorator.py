"""``@smart_retry_with_observation``: the fast path, and the hand-off to the engine on failure."""

from __future__ import annotations

import asyncio
import functools
import math
import time
from collections.abc import Callable, Coroutine, Iterable
from typing import Any, ParamSpec, overload

from ._decoration import check_target, merged_options, refuse_framework_object, unwrap_method
from ._events import EventHook
from ._tool_types import AsyncTool, SyncTool, ToolDecorator
from .classify._classify import DEFAULT_MAX_MESSAGE_CHARS, DEFAULT_MAX_RETRY_AFTER
from .classify._rules import RulesArg
from .observe._observation import Observation, Template
from .observe._results import call_parameters, render_result
from .retry._async_attempt import (
    TIMED_OUT,
    AttemptTimedOut,
    deadline_hit,
    find_task,
    run_attempt,
    watchdog_of,
    withdraw,
)
from .retry._deadline import register_deadline_frame
from .retry._engine import (
    Outcome,
    is_awaitable,
    observation_of,
    ok_outcome,
    recover_async,
    recover_sync,
    text_of,
)
from .retry._guarded import run_guarded_async, run_guarded_sync
from .retry._settings import Settings, Strategy, for_tool, make_settings
from .stores._protocol import Store
from .turn._turn import current_turn_var
from .upstream._breaker import CircuitBreaker
from .upstream._budget import RetryBudget
from .upstream._idempotency import DEFAULT_IDEMPOTENCY_TTL, KeyArg

__all__ = ["smart_retry_with_observation"]

P = ParamSpec("P")
SETTINGS_ATTR = "__toolretry_settings__"


def _is_call_error(exc: BaseException) -> bool:
    """True when ``exc`` came from binding the arguments, not from inside the tool."""
    tb = exc.__traceback__
    return isinstance(exc, TypeError) and tb is not None and tb.tb_next is None


def _call_deadline(settings: Settings, start: float) -> float:
    total = settings.total_timeout
    return math.inf if total is None else start + total


def _begin(settings: Settings, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, Any]:
    """The enclosing turn and this call's ticket in it (both None outside a turn)."""
    turn = current_turn_var.get()
    if turn is None:
        return None, None
    params = call_parameters(settings, args, kwargs)
    ticket = turn.begin_call(
        settings.name, params, locale=settings.locale, limit=settings.turn_limit
    )
    return turn, ticket


def _blocked(settings: Settings, ticket: Any) -> Observation:
    observation: Observation = ticket.blocked
    return observation.with_rendering(
        format=settings.format,
        locale=settings.locale,
        template=settings.template,
        in_turn=True,
        detail=settings.detail,
    )


def _finish(
    settings: Settings,
    ticket: Any,
    outcome: Outcome,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
) -> Observation:
    fields, info = outcome
    observation = observation_of(settings, fields, args, kwargs)
    if ticket is None:
        return observation
    if info is None:
        ticket.succeeded()
        return observation
    result: Observation = ticket.failed(observation, info.info())
    return result


def _deadline_in(turn: Any, deadline: float) -> float:
    turn_deadline = getattr(turn, "deadline", None)
    return deadline if turn_deadline is None else min(deadline, turn_deadline)


def _render_or_observe(
    settings: Settings,
    result: object,
    start: float,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
) -> str:
    """A success that is not already a ``str``: its JSON or text, or a failure observation
    when it cannot be put into words (or is a coroutine a sync tool forgot to await)."""
    if not is_awaitable(result):
        try:
            return render_result(result)
        except Exception:
            pass
    fields, _ = ok_outcome(settings, result, 1, time.monotonic() - start, args, kwargs)
    return text_of(settings, fields)


def _wrap_sync(fn: Callable[..., Any], settings: Settings) -> SyncTool[Any]:
    monotonic = time.monotonic
    first_budget = settings.first_budget
    attempt_budget = math.inf if settings.attempt_timeout is None else settings.attempt_timeout
    # Bound once: `current_turn_var.get()` on a module global costs ~200 ns a call here.
    get_turn = current_turn_var.get

    def observe(*args: Any, **kwargs: Any) -> Observation:
        start = monotonic()
        turn, ticket = _begin(settings, args, kwargs)
        if ticket is not None and ticket.blocked is not None:
            return _blocked(settings, ticket)
        deadline = _deadline_in(turn, _call_deadline(settings, start))
        _toolretry_deadline = min(deadline, start + attempt_budget)  # Read by remaining_time().
        try:
            try:
                result = fn(*args, **kwargs)
            except Exception as exc:
                failure: Exception | None = exc
            else:
                failure = None
                outcome = ok_outcome(settings, result, 1, monotonic() - start, args, kwargs)
            if failure is not None:  # Out of the except block: the retry carries no context.
                call_error = _is_call_error(failure)
                outcome = recover_sync(
                    settings, fn, args, kwargs, failure, start, deadline, call_error
                )
        except BaseException:
            if ticket is not None:
                ticket.abandoned()
            raise
        return _finish(settings, ticket, outcome, args, kwargs)

    def wrapper(*args: Any, **kwargs: Any) -> str:
        # The success path: one context-variable read, one clock read and a plain call.
        if get_turn() is not None:
            return observe(*args, **kwargs).render()
        start = monotonic()
        _toolretry_deadline = start + first_budget  # Read by remaining_time(); see _deadline.
        try:
            result = fn(*args, **kwargs)
        except Exception as exc:
            failure = exc
        else:
            if type(result) is str:
                return result
            return _render_or_observe(settings, result, start, args, kwargs)
        # Out of line and out of the except block: a smaller frame, and no implicit context.
        return _failed_sync(settings, fn, args, kwargs, failure, start)

    register_deadline_frame(observe.__code__)
    register_deadline_frame(wrapper.__code__)
    return _finish_wrapper(wrapper, fn, settings, observe)  # type: ignore[return-value]


def _failed_sync(
    settings: Settings,
    fn: Callable[..., Any],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    exc: Exception,
    start: float,
) -> str:
    """The fast wrapper's failure path: on to the engine, back as text."""
    deadline = _call_deadline(settings, start)
    outcome = recover_sync(settings, fn, args, kwargs, exc, start, deadline, _is_call_error(exc))
    return text_of(settings, outcome[0])


def _wrap_async(fn: Callable[..., Coroutine[Any, Any, Any]], settings: Settings) -> AsyncTool[Any]:
    monotonic = time.monotonic
    first_budget = settings.first_budget
    attempt_budget = math.inf if settings.attempt_timeout is None else settings.attempt_timeout
    bounded = first_budget < math.inf
    get_turn = current_turn_var.get
    running_loop = asyncio._get_running_loop  # None outside asyncio, where it does not raise.

    async def observe(*args: Any, **kwargs: Any) -> Observation:
        start = monotonic()
        turn, ticket = _begin(settings, args, kwargs)
        if ticket is not None and ticket.blocked is not None:
            return _blocked(settings, ticket)
        deadline = _deadline_in(turn, _call_deadline(settings, start))
        _toolretry_deadline = min(deadline, start + attempt_budget)  # Read by remaining_time().
        try:
            try:
                result = await run_attempt(fn(*args, **kwargs), _toolretry_deadline)
            except Exception as exc:
                failure: Exception | None = exc
            else:
                failure = None
                outcome = ok_outcome(settings, result, 1, monotonic() - start, args, kwargs)
            if failure is not None:
                call_error = _is_call_error(failure)
                outcome = await recover_async(
                    settings, fn, args, kwargs, failure, start, deadline, call_error
                )
        except BaseException:
            if ticket is not None:
                ticket.abandoned()
            raise
        return _finish(settings, ticket, outcome, args, kwargs)

    async def wrapper(*args: Any, **kwargs: Any) -> str:
        if get_turn() is not None:
            return (await observe(*args, **kwargs)).render()
        start = monotonic()
        _toolretry_deadline = start + first_budget  # Read by remaining_time(); see _deadline.
        try:
            coro = fn(*args, **kwargs)
            loop = running_loop()
            if loop is None or not bounded:  # Not asyncio (trio), or no deadline: no watchdog.
                result = await coro
            else:
                # run_attempt() inlined (see _async_attempt): register the call with the
                # loop's deadline watchdog (kept on the loop as WATCHDOG_ATTR), await the tool
                # itself, unregister. Calling run_attempt() instead costs a coroutine frame:
                # measured 1.9 -> 2.6 us for a tool that never suspends, 10.1 -> 10.9 us for
                # one that suspends once. Keep the two in step.
                task = find_task(loop)
                try:
                    watchdog = loop._toolretry_watchdog  # type: ignore[attr-defined]
                except AttributeError:  # Its first bounded call (or a loop without __dict__).
                    watchdog = watchdog_of(loop)
                calls = watchdog.calls
                try:
                    calls[coro] = (_toolretry_deadline, task)
                except TypeError:  # An unhashable awaitable: only awaited, not tracked.
                    result = await coro
                else:
                    if _toolretry_deadline < watchdog.armed:
                        watchdog.arm(loop, _toolretry_deadline)
                    try:
                        result = await coro
                    except BaseException as exc:
                        if calls.pop(coro, None) is None and deadline_hit(task, exc):
                            raise AttemptTimedOut(TIMED_OUT) from None
                        raise
                    try:
                        del calls[coro]
                    except KeyError:  # The tool swallowed the watchdog's cancellation.
                        withdraw(task)
        except Exception as exc:
            failure = exc
        else:
            if type(result) is str:
                return result
            return _render_or_observe(settings, result, start, args, kwargs)
        deadline = _call_deadline(settings, start)
        call_error = _is_call_error(failure)
        outcome = await recover_async(
            settings, fn, args, kwargs, failure, start, deadline, call_error
        )
        return text_of(settings, outcome[0])

    register_deadline_frame(observe.__code__)
    register_deadline_frame(wrapper.__code__)
    return _finish_wrapper(wrapper, fn, settings, observe)  # type: ignore[return-value]


def _wrap_guarded_sync(fn: Callable[..., Any], settings: Settings) -> SyncTool[Any]:
    """A tool with a breaker, budget or idempotency key: the guard runs every attempt, so
    there is no separate fast path (tools without one never come here)."""

    def observe(*args: Any, **kwargs: Any) -> Observation:
        start = time.monotonic()
        turn, ticket = _begin(settings, args, kwargs)
        if ticket is not None and ticket.blocked is not None:
            return _blocked(settings, ticket)
        deadline = _deadline_in(turn, _call_deadline(settings, start))
        try:
            outcome = run_guarded_sync(settings, fn, args, kwargs, start, deadline)
        except BaseException:
            if ticket is not None:
                ticket.abandoned()
            raise
        return _finish(settings, ticket, outcome, args, kwargs)

    def wrapper(*args: Any, **kwargs: Any) -> str:
        if current_turn_var.get() is not None:
            return observe(*args, **kwargs).render()
        start = time.monotonic()
        deadline = _call_deadline(settings, start)
        return text_of(settings, run_guarded_sync(settings, fn, args, kwargs, start, deadline)[0])

    return _finish_wrapper(wrapper, fn, settings, observe)  # type: ignore[return-value]


def _wrap_guarded_async(
    fn: Callable[..., Coroutine[Any, Any, Any]], settings: Settings
) -> AsyncTool[Any]:
    """``_wrap_guarded_sync`` for ``async def`` tools."""

    async def observe(*args: Any, **kwargs: Any) -> Observation:
        start = time.monotonic()
        turn, ticket = _begin(settings, args, kwargs)
        if ticket is not None and ticket.blocked is not None:
            return _blocked(settings, ticket)
        deadline = _deadline_in(turn, _call_deadline(settings, start))
        try:
            outcome = await run_guarded_async(settings, fn, args, kwargs, start, deadline)
        except BaseException:
            if ticket is not None:
                ticket.abandoned()
            raise
        return _finish(settings, ticket, outcome, args, kwargs)

    async def wrapper(*args: Any, **kwargs: Any) -> str:
        if current_turn_var.get() is not None:
            return (await observe(*args, **kwargs)).render()
        start = time.monotonic()
        deadline = _call_deadline(settings, start)
        outcome = await run_guarded_async(settings, fn, args, kwargs, start, deadline)
        return text_of(settings, outcome[0])

    return _finish_wrapper(wrapper, fn, settings, observe)  # type: ignore[return-value]


def _finish_wrapper(
    wrapper: Callable[..., Any],
    fn: Callable[..., Any],
    settings: Settings,
    observe: Callable[..., Any],
) -> Callable[..., Any]:
    """Give ``wrapper`` the tool's name, docstring and signature, declaring ``-> str``."""
    functools.update_wrapper(wrapper, fn)
    annotations = dict(getattr(fn, "__annotations__", None) or {})
    annotations["return"] = str  # What the wrapper returns; the original is on __wrapped__.
    wrapper.__annotations__ = annotations
    signature = settings.signature
    if signature is not None:
        wrapper.__signature__ = signature.replace(return_annotation=str)  # type: ignore[attr-defined]
    wrapper.observe = observe  # type: ignore[attr-defined]
    setattr(wrapper, SETTINGS_ATTR, settings)
    return wrapper


@overload
def smart_retry_with_observation(fn: Callable[P, Coroutine[Any, Any, Any]], /) -> AsyncTool[P]: ...


@overload
def smart_retry_with_observation(fn: Callable[P, Any], /) -> SyncTool[P]: ...


@overload
def smart_retry_with_observation(
    fn: None = None,
    /,
    *,
    max_retries: int = 3,
    base_delay: float = 1.0,
    max_delay: float = 30.0,
    jitter: str = "full",
    total_timeout: float | None = 60.0,
    attempt_timeout: float | None = None,
    format: str = "text",
    detail: str = "compact",
    idempotent: bool = True,
    rules: RulesArg = None,
    on_event: EventHook | None = None,
    name: str | None = None,
    locale: str = "en",
    max_message_chars: int = DEFAULT_MAX_MESSAGE_CHARS,
    max_retry_after: float = DEFAULT_MAX_RETRY_AFTER,
    template: Template | None = None,
    exclude_params: Iterable[str | type] = (),
    turn_limit: int | None = None,
    wait: Strategy | None = None,
    stop: Strategy | None = None,
    breaker: CircuitBreaker | None = None,
    retry_budget: RetryBudget | None = None,
    idempotency_key: KeyArg = None,
    idempotency_ttl: float = DEFAULT_IDEMPOTENCY_TTL,
    idempotency_store: Store | None = None,
) -> ToolDecorator: ...


def smart_retry_with_observation(fn: Callable[..., Any] | None = None, /, **options: Any) -> Any:
    """Make a tool function fail well: classify, retry what retrying can fix, and answer.

    Use bare (``@smart_retry_with_observation``) or with arguments (see the README for each).
    The decorated tool keeps its name, docstring, parameters and their annotations, declares
    ``-> str`` (the original is ``tool.__wrapped__``) and returns ``str``: its own result on
    success (JSON for dicts, lists, models and dataclasses), or a structured observation of the
    failure. ``tool.observe(...)`` returns the ``Observation`` itself. Only ``transient``
    failures are retried (``max_retries`` times, exponential backoff with ``jitter`` or your
    tenacity ``wait=``, at least the server's Retry-After), all within ``total_timeout``
    seconds from the moment the call starts. Decorating a decorated tool again re-applies the
    new arguments over its old ones. Wrong arguments raise ``ConfigurationError`` here, at
    decoration time; a failing tool never makes this raise.
    """
    # Checked now, so that a wrong argument fails where the decorator is written.
    make_settings(None, options)

    def decorate(target: Callable[..., Any]) -> Any:
        method_kind, target = unwrap_method(target)
        refuse_framework_object(target)
        inner: Settings | None = getattr(target, SETTINGS_ATTR, None)
        tool_options = options
        if inner is not None:  # Already decorated: decorate the original, old options first.
            tool_options = merged_options(inner.options, options)
            target = getattr(target, "__wrapped__")  # noqa: B009 - typed as a plain callable.
        kind, call = check_target(target)
        settings = for_tool(make_settings(None, tool_options), target, tool_options.get("name"))
        if settings.guard is not None:
            wrap = _wrap_guarded_async if kind == "async" else _wrap_guarded_sync
        else:
            wrap = _wrap_async if kind == "async" else _wrap_sync
        wrapped = wrap(call, settings)
        if call is not target:  # A sync wrapper of an async def: the original is the wrapper.
            wrapped.__wrapped__ = target
        return method_kind(wrapped) if method_kind is not None else wrapped

    if fn is None:
        return decorate
    return decorate(fn)
