"""Carry a call's own return value (or a protocol error) past the decorator, which answers
with text: the value becomes ``structuredContent``, the error the server's JSON-RPC error."""

from __future__ import annotations

import contextvars
import functools
import importlib
import inspect
from collections.abc import Callable
from typing import Any

from ...exceptions import BusinessError

__all__ = ["Call", "capturing", "current_call", "protocol_errors"]


class Call:
    """One call: the tool's own return value (for structuredContent), or what must propagate."""

    __slots__ = ("escaped", "has_value", "value")

    def __init__(self) -> None:
        self.has_value = False
        self.value: Any = None
        self.escaped: BaseException | None = None


current_call: contextvars.ContextVar[Call | None] = contextvars.ContextVar(
    "toolretry_mcp_call", default=None
)


def capturing(
    fn: Callable[..., Any], escape: tuple[type[BaseException], ...]
) -> Callable[..., Any]:
    """``fn`` recording its return value in the current ``Call`` (same signature, name).

    Exceptions of the ``escape`` types (protocol errors, which the server answers as JSON-RPC
    errors) are recorded too, for the handler to re-raise past toolretry.
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


def _record(result: Any) -> None:
    call = current_call.get()
    if call is not None:
        call.has_value = True
        call.value = result


def _escape(exc: BaseException) -> BusinessError:
    """Hand ``exc`` to the handler; toolretry sees an answer (not retried, not counted)."""
    call = current_call.get()
    if call is None:
        raise exc
    call.escaped = exc
    return BusinessError("The server took over the call.", code="FRAMEWORK_CONTROL_FLOW")


def protocol_errors() -> tuple[type[BaseException], ...]:
    """The SDK's protocol error (``MCPError`` in 2.x, ``McpError`` in 1.x)."""
    module = importlib.import_module("mcp.shared.exceptions")
    found = (getattr(module, name, None) for name in ("MCPError", "McpError"))
    return tuple(c for c in found if isinstance(c, type) and issubclass(c, BaseException))
