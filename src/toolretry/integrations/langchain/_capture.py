"""Carry a successful call's own return value past the decorator, which answers with text.

LangChain formats a tool's native result itself (a dict, a ``Command``, a content-and-artifact
pair); ``observe()`` only holds its rendering. The tool runs wrapped in ``capturing`` and the
adapter reads the value from the ``_Call`` it opened for that one call.
"""

from __future__ import annotations

import contextvars
import functools
import inspect
from collections.abc import Callable
from typing import Any

__all__ = ["Call", "capturing", "close_call", "open_call"]


class Call:
    """One adapter call: the tool's return value, once it returned."""

    __slots__ = ("has_value", "value")

    def __init__(self) -> None:
        self.has_value = False
        self.value: Any = None


_current: contextvars.ContextVar[Call | None] = contextvars.ContextVar(
    "toolretry_langchain_call", default=None
)


def open_call() -> tuple[Call, contextvars.Token[Call | None]]:
    """A fresh ``Call`` for the current context; reset the token when the call is over."""
    call = Call()
    return call, _current.set(call)


def close_call(token: contextvars.Token[Call | None]) -> None:
    _current.reset(token)


def _record(result: Any) -> None:
    call = _current.get()
    if call is not None:
        call.has_value = True
        call.value = result


def capturing(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` recording each return value in the open ``Call``; same signature and name."""
    if inspect.iscoroutinefunction(fn):

        async def capture_async(*args: Any, **kwargs: Any) -> Any:
            result = await fn(*args, **kwargs)
            _record(result)
            return result

        return functools.wraps(fn)(capture_async)

    def capture(*args: Any, **kwargs: Any) -> Any:
        result = fn(*args, **kwargs)
        _record(result)
        return result

    return functools.wraps(fn)(capture)
