"""What the decorator checks about the thing it decorates, so misuse fails where it is written."""

from __future__ import annotations

import functools
import inspect
import types
from collections.abc import Callable, Mapping
from typing import Any, Literal

from ._groups import overlay
from .exceptions import ConfigurationError

__all__ = ["check_target", "merged_options", "refuse_framework_object", "unwrap_method"]

# Packages whose tool objects mean the decorators were stacked the wrong way round.
_FRAMEWORKS = {
    "agents": "@function_tool",
    "autogen_core": "the framework's tool decorator",
    "crewai": "@tool",
    "fastmcp": "@mcp.tool()",
    "google.adk": "FunctionTool(...)",
    "langchain": "@tool",
    "langchain_core": "@tool",
    "langgraph": "@tool",
    "llama_index": "FunctionTool.from_defaults(...)",
    "mcp": "@mcp.tool()",
    "pydantic_ai": "Tool(...) / @agent.tool",
    "smolagents": "@tool",
}

MethodKind = type[staticmethod] | type[classmethod]  # type: ignore[type-arg]


def unwrap_method(target: Any) -> tuple[MethodKind | None, Any]:
    """``@staticmethod``/``@classmethod`` under the decorator: the function inside, and the
    kind to wrap the decorated tool in again."""
    if isinstance(target, staticmethod):
        return staticmethod, target.__func__
    if isinstance(target, classmethod):
        return classmethod, target.__func__
    return None, target


def merged_options(old: Mapping[str, Any], new: Mapping[str, Any]) -> dict[str, Any]:
    """Decorating a decorated tool: its old arguments, overridden by the new ones. A new group
    (``backoff=Backoff(...)``) replaces the old group whole; a deprecated flat name
    (``base_delay=``) changes only its field of the old group, as it always did."""
    return overlay(old, new)


def _framework_of(target: object) -> str | None:
    if inspect.isroutine(target) or isinstance(target, functools.partial):
        return None
    module = type(target).__module__ or ""
    for root, spelling in _FRAMEWORKS.items():
        if module == root or module.startswith(root + "."):
            return spelling
    return None


def _is_async(target: Callable[..., Any]) -> bool:
    """``async def`` functions, methods and partials, and objects with ``async def __call__``."""
    if inspect.iscoroutinefunction(target):
        return True
    if inspect.isroutine(target) or inspect.isclass(target):
        return False
    return inspect.iscoroutinefunction(getattr(target, "__call__", None))  # noqa: B004


def _unwrapped(target: Callable[..., Any]) -> Callable[..., Any]:
    try:
        inner: Callable[..., Any] = inspect.unwrap(target)
    except ValueError:  # A __wrapped__ cycle: judge the object itself.
        return target
    return inner


def _is_generator(target: Callable[..., Any]) -> bool:
    for candidate in (target, getattr(target, "__call__", None)):  # noqa: B004
        if inspect.isgeneratorfunction(candidate) or inspect.isasyncgenfunction(candidate):
            return True
    return False


def _awaiting(target: Callable[..., Any]) -> Callable[..., Any]:
    """A sync callable that returns an awaitable (a ``functools.wraps`` wrapper around an
    ``async def``), as a coroutine function that awaits what it returns."""

    @functools.wraps(target)
    async def call(*args: Any, **kwargs: Any) -> Any:
        result = target(*args, **kwargs)
        if inspect.isawaitable(result):
            return await result
        return result

    return call


def refuse_framework_object(target: object) -> None:
    """A framework's tool object means ``@smart_retry_with_observation`` sits above its
    decorator, where it can neither keep the schema nor see the calls."""
    if type(target) is types.FunctionType:  # A plain def: no framework's object, callable.
        return
    spelling = _framework_of(target)
    if spelling is not None:
        raise ConfigurationError(
            f"smart_retry_with_observation got a {type(target).__name__} (a framework's tool "
            f"object), so it sits above the framework's decorator; put it below the "
            f"framework's decorator: {spelling} on top, then @smart_retry_with_observation, "
            "then the def. Or use toolretry.integrations for that framework."
        )
    if not callable(target):
        raise ConfigurationError(
            f"smart_retry_with_observation decorates a function, got a "
            f"{type(target).__name__}; use @smart_retry_with_observation or "
            "@smart_retry_with_observation(...) right above a def."
        )


def check_target(target: Callable[..., Any]) -> tuple[Literal["sync", "async"], Callable[..., Any]]:
    """Whether to wrap ``target`` as sync or async, and what to call; raises
    ``ConfigurationError`` for what cannot be a tool."""
    if type(target) is types.FunctionType and not target.__dict__:
        # A plain ``def`` (nothing wrapped, nothing marked): its code's flags say it all.
        flags = target.__code__.co_flags
        if not flags & (inspect.CO_GENERATOR | inspect.CO_ASYNC_GENERATOR):
            return ("async" if flags & inspect.CO_COROUTINE else "sync"), target
    inner = _unwrapped(target)
    if _is_generator(target) or _is_generator(inner):
        raise ConfigurationError(
            f"smart_retry_with_observation cannot decorate the generator function "
            f"{getattr(target, '__name__', target)!r}: a tool must return its result. Return a "
            "list (e.g. `return list(items)`), or decorate the function that consumes it."
        )
    if _is_async(target):
        return "async", target
    if _is_async(inner):
        return "async", _awaiting(target)
    return "sync", target
