"""``@smart_retry_with_observation``: the fast path, and the hand-off to the engine on failure."""

from __future__ import annotations

import asyncio
import functools
import inspect
import math
import time
from collections.abc import Callable, Coroutine
from typing import Any, ParamSpec, overload

from ._events import EventHook
from ._tool_types import AsyncTool, SyncTool, ToolDecorator
from .classify._classify import DEFAULT_MAX_MESSAGE_CHARS, DEFAULT_MAX_RETRY_AFTER
from .classify._rules import RulesArg
from .exceptions import ConfigurationError
from .observe._observation import Observation, Template
from .observe._results import render_result
from .retry._async_attempt import (
    TIMED_OUT,
    AttemptTimedOut,
    deadline_hit,
    find_task,
    run_attempt,
    watchdog_of,
    withdraw,
)
from .retry._deadline import CLOCK_ANCHOR, register_deadline_frame, register_lazy_frame
from .retry._engine import (
    Outcome,
    observation_of,
    ok_outcome,
    recover_async,
    recover_sync,
    text_of,
)
from .retry._settings import Settings, for_tool, make_settings
from .turn._turn import current_turn_var

__all__ = ["smart_retry_with_observation"]

P = ParamSpec("P")


def _is_call_error(exc: BaseException) -> bool:
    """True when ``exc`` came from binding the arguments, not from inside the tool."""
    tb = exc.__traceback__
    return isinstance(exc, TypeError) and tb is not None and tb.tb_next is None


def _is_async(target: Callable[..., Any]) -> bool:
    """``async def`` functions, methods and partials, and objects with ``async def __call__``."""
    if inspect.iscoroutinefunction(target):
        return True
    if inspect.isroutine(target) or inspect.isclass(target):
        return False
    return inspect.iscoroutinefunction(getattr(target, "__call__", None))  # noqa: B004


def _finish_in_turn(settings: Settings, ticket: Any, outcome: Outcome) -> Observation:
    fields, info = outcome
    observation = observation_of(settings, fields)
    if ticket is None:
        return observation
    if info is None:
        ticket.succeeded()
        return observation
    result: Observation = ticket.failed(observation, info.info())
    return result


def _blocked(settings: Settings, ticket: Any) -> Observation:
    observation: Observation = ticket.blocked
    return observation.with_rendering(
        format=settings.format, locale=settings.locale, template=settings.template, in_turn=True
    )


def _begin_in_turn(settings: Settings, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    turn = current_turn_var.get()
    if turn is None:
        return None
    return turn.begin_call(
        settings.name, args, kwargs, locale=settings.locale, signature=settings.signature
    )


def _started(kwargs: dict[Any, Any]) -> float:
    """When the fast path's call started, as far as anyone looked; see ``_deadline``."""
    anchor = kwargs.pop(CLOCK_ANCHOR, None)
    return time.monotonic() if anchor is None else float(anchor)


def _wrap_sync(fn: Callable[..., Any], settings: Settings) -> SyncTool[Any]:
    monotonic = time.monotonic
    first_budget = settings.first_budget
    # Bound once: `current_turn_var.get()` on a module global costs ~200 ns a call here.
    get_turn = current_turn_var.get

    def observe(*args: Any, **kwargs: Any) -> Observation:
        ticket = _begin_in_turn(settings, args, kwargs)
        if ticket is not None and ticket.blocked is not None:
            return _blocked(settings, ticket)
        start = monotonic()
        _toolretry_deadline = start + first_budget  # Read by remaining_time() via this frame.
        try:
            result = fn(*args, **kwargs)
        except Exception as exc:
            outcome = recover_sync(settings, fn, args, kwargs, exc, start, _is_call_error(exc))
        else:
            outcome = ok_outcome(settings, result, 1, monotonic() - start, args, kwargs)
        return _finish_in_turn(settings, ticket, outcome)

    def wrapper(*args: Any, **kwargs: Any) -> str:
        # The success path: one context-variable read and a plain call, no clock. The clock
        # starts lazily (remaining_time() or the failure), stored in `kwargs` by _deadline.
        if get_turn() is not None:
            return observe(*args, **kwargs).render()
        try:
            result = fn(*args, **kwargs)
        except Exception as exc:
            # Out of line: a smaller wrapper frame is a cheaper success path.
            return _failed_sync(settings, fn, args, kwargs, exc)
        if result.__class__ is str:
            return result
        return _render_or_observe(settings, result, args, kwargs)

    register_deadline_frame(observe.__code__)
    register_lazy_frame(wrapper.__code__)
    functools.update_wrapper(wrapper, fn)
    wrapper.observe = observe  # type: ignore[attr-defined]
    return wrapper  # type: ignore[return-value]


def _failed_sync(
    settings: Settings,
    fn: Callable[..., Any],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    exc: Exception,
) -> str:
    """The fast wrapper's failure path: on to the engine, back as text."""
    start = _started(kwargs)
    outcome = recover_sync(settings, fn, args, kwargs, exc, start, _is_call_error(exc))
    return text_of(settings, outcome[0])


def _render_or_observe(
    settings: Settings, result: object, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> str:
    try:
        return render_result(result)
    except Exception:  # A result that cannot be put into words is still not a crash.
        elapsed = time.monotonic() - _started(kwargs)
        return text_of(settings, ok_outcome(settings, result, 1, elapsed, args, kwargs)[0])


def _wrap_async(fn: Callable[..., Coroutine[Any, Any, Any]], settings: Settings) -> AsyncTool[Any]:
    monotonic = time.monotonic
    first_budget = settings.first_budget
    bounded = first_budget < math.inf
    get_turn = current_turn_var.get
    running_loop = asyncio._get_running_loop  # None outside asyncio, where it does not raise.

    async def observe(*args: Any, **kwargs: Any) -> Observation:
        ticket = _begin_in_turn(settings, args, kwargs)
        if ticket is not None and ticket.blocked is not None:
            return _blocked(settings, ticket)
        start = monotonic()
        _toolretry_deadline = start + first_budget  # Read by remaining_time() via this frame.
        try:
            result = await run_attempt(fn(*args, **kwargs), _toolretry_deadline)
        except Exception as exc:
            outcome = await recover_async(
                settings, fn, args, kwargs, exc, start, _is_call_error(exc)
            )
        else:
            outcome = ok_outcome(settings, result, 1, monotonic() - start, args, kwargs)
        return _finish_in_turn(settings, ticket, outcome)

    async def wrapper(*args: Any, **kwargs: Any) -> str:
        if get_turn() is not None:
            return (await observe(*args, **kwargs)).render()
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
                start = kwargs[CLOCK_ANCHOR] = monotonic()  # remaining_time() reads it.
                deadline = start + first_budget
                task = find_task(loop)
                try:
                    watchdog = loop._toolretry_watchdog  # type: ignore[attr-defined]
                except AttributeError:  # Its first bounded call (or a loop without __dict__).
                    watchdog = watchdog_of(loop)
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
                    try:
                        del calls[coro]
                    except KeyError:  # The tool swallowed the watchdog's cancellation.
                        withdraw(task)
        except Exception as exc:
            start = _started(kwargs)
            outcome = await recover_async(
                settings, fn, args, kwargs, exc, start, _is_call_error(exc)
            )
            return text_of(settings, outcome[0])
        if result.__class__ is str:
            return result
        return _render_or_observe(settings, result, args, kwargs)

    register_deadline_frame(observe.__code__)
    register_lazy_frame(wrapper.__code__)
    functools.update_wrapper(wrapper, fn)
    wrapper.observe = observe  # type: ignore[attr-defined]
    return wrapper  # type: ignore[return-value]


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
    idempotent: bool = True,
    rules: RulesArg = None,
    on_event: EventHook | None = None,
    name: str | None = None,
    locale: str = "en",
    max_message_chars: int = DEFAULT_MAX_MESSAGE_CHARS,
    max_retry_after: float = DEFAULT_MAX_RETRY_AFTER,
    template: Template | None = None,
) -> ToolDecorator: ...


def smart_retry_with_observation(
    fn: Callable[..., Any] | None = None,
    /,
    *,
    max_retries: int = 3,
    base_delay: float = 1.0,
    max_delay: float = 30.0,
    jitter: str = "full",
    total_timeout: float | None = 60.0,
    attempt_timeout: float | None = None,
    format: str = "text",
    idempotent: bool = True,
    rules: RulesArg = None,
    on_event: EventHook | None = None,
    name: str | None = None,
    locale: str = "en",
    max_message_chars: int = DEFAULT_MAX_MESSAGE_CHARS,
    max_retry_after: float = DEFAULT_MAX_RETRY_AFTER,
    template: Template | None = None,
) -> Any:
    """Make a tool function fail well: classify, retry what retrying can fix, and answer.

    Use bare (``@smart_retry_with_observation``) or with arguments. The decorated tool keeps
    its name, docstring, signature and annotations, and returns ``str``: its own result on
    success (JSON for dicts, lists, models and dataclasses), or a structured observation of the
    failure. ``tool.observe(...)`` returns the ``Observation`` itself. Only ``transient``
    failures are retried (``max_retries`` times, exponential backoff with ``jitter``, at least
    the server's Retry-After), all within ``total_timeout`` seconds. Wrong arguments raise
    ``ConfigurationError`` here, at decoration time; a failing tool never makes this raise.
    """

    # Checked now, so that a wrong argument fails where the decorator is written.
    settings = make_settings(
        None,
        max_retries=max_retries,
        base_delay=base_delay,
        max_delay=max_delay,
        jitter=jitter,
        total_timeout=total_timeout,
        attempt_timeout=attempt_timeout,
        format=format,
        idempotent=idempotent,
        rules=rules,
        on_event=on_event,
        name=name,
        locale=locale,
        max_message_chars=max_message_chars,
        max_retry_after=max_retry_after,
        template=template,
    )

    def decorate(target: Callable[..., Any]) -> Any:
        if not callable(target):
            raise ConfigurationError(
                f"smart_retry_with_observation decorates a function, got {target!r}; "
                "use @smart_retry_with_observation or @smart_retry_with_observation(...)."
            )
        tool_settings = for_tool(settings, target, name)
        if _is_async(target):
            return _wrap_async(target, tool_settings)
        return _wrap_sync(target, tool_settings)

    if fn is None:
        return decorate
    return decorate(fn)
