"""Carry a call's own return value (or a control-flow exception) past the decorator.

LangChain formats a tool's native result itself (a dict, a ``Command``, a content-and-artifact
pair); ``observe()`` only holds its rendering. And LangGraph's ``interrupt()`` raises
``GraphBubbleUp`` through the tool, which must reach LangGraph rather than become an
observation. The tool runs wrapped in ``capturing`` and the adapter reads both from the
``Call`` it opened for that one call.
"""

from __future__ import annotations

import contextvars
import functools
import inspect
from collections.abc import Callable
from typing import Any

from ...exceptions import BusinessError

__all__ = ["Call", "capturing", "close_call", "open_call"]


class Call:
    """One adapter call: the tool's return value once it returned, or what must propagate."""

    __slots__ = ("escaped", "has_value", "value")

    def __init__(self) -> None:
        self.has_value = False
        self.value: Any = None
        self.escaped: BaseException | None = None


_current: contextvars.ContextVar[Call | None] = contextvars.ContextVar(
    "toolretry_langchain_call", default=None
)


def open_call() -> tuple[Call, contextvars.Token[Call | None]]:
    """A fresh ``Call`` for the current context; ``close_call`` the token when it is over."""
    call = Call()
    return call, _current.set(call)


def close_call(token: contextvars.Token[Call | None]) -> None:
    _current.reset(token)


def _record(result: Any) -> None:
    call = _current.get()
    if call is not None:
        call.has_value = True
        call.value = result


def _escape(exc: BaseException) -> BusinessError:
    """Hand ``exc`` to the adapter; toolretry sees an answer (not retried, not counted)."""
    call = _current.get()
    if call is None:
        raise exc
    call.escaped = exc
    return BusinessError("The framework took over the call.", code="FRAMEWORK_CONTROL_FLOW")


def capturing(
    fn: Callable[..., Any], escape: tuple[type[BaseException], ...] = ()
) -> Callable[..., Any]:
    """``fn`` recording its return value in the open ``Call``; same signature and name.

    Exceptions of the ``escape`` types are recorded too, for the adapter to re-raise.
    """
    if inspect.iscoroutinefunction(fn):

        async def capture_async(*args: Any, **kwargs: Any) -> Any:
            try:
                result = await fn(*args, **kwargs)
            except escape as exc:
                raise _escape(exc) from None
            _record(result)
            return result

        return _marked(functools.wraps(fn)(capture_async), fn)

    def capture(*args: Any, **kwargs: Any) -> Any:
        try:
            result = fn(*args, **kwargs)
        except escape as exc:
            raise _escape(exc) from None
        _record(result)
        return result

    return _marked(functools.wraps(fn)(capture), fn)


def _marked(shim: Callable[..., Any], fn: Callable[..., Any]) -> Callable[..., Any]:
    shim.__toolretry_original__ = fn  # type: ignore[attr-defined]  # Read to unwrap the shim.
    return shim
