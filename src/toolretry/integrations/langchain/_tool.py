"""``tool``: LangChain's ``@tool`` with toolretry inside, failures as ``status="error"``."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

from langchain_core.tools import BaseTool, StructuredTool, ToolException
from langchain_core.tools import tool as langchain_tool
from langgraph.errors import GraphBubbleUp

from ... import smart_retry_with_observation
from ...exceptions import ConfigurationError
from ...observe._observation import Observation
from .._shared import escaping, options_of, original_of, reraising_escapes, retrying, success_value

__all__ = ["tool", "wrap_tool"]

# langchain_core.tools.tool's keyword arguments; every other keyword goes to toolretry.
_LANGCHAIN_OPTIONS = (
    "description",
    "return_direct",
    "args_schema",
    "infer_schema",
    "response_format",
    "parse_docstring",
    "error_on_invalid_docstring",
    "extras",
)
_VARIADIC = (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD)
# LangGraph's interrupt() and parent-graph commands travel as exceptions through the tool.
_CONTROL_FLOW = (GraphBubbleUp,)


def tool(name_or_callable: Any = None, runnable: Any = None, *args: Any, **kwargs: Any) -> Any:
    """``langchain_core.tools.tool`` whose tool retries, observes and fails natively.

    Use it exactly like LangChain's (bare, with a name, with its keyword arguments) and add
    any of ``@smart_retry_with_observation``'s keyword arguments. The function may already be
    decorated with ``@smart_retry_with_observation``: its arguments are kept, the ones given
    here override them. LangChain derives the name, description, argument schema and
    injected arguments from the undecorated function. A success is the function's own
    return value; a failure is a ``ToolMessage(status="error")`` whose content is the
    observation. Injected arguments (``InjectedToolCallId``, ``InjectedState``,
    ``InjectedStore``, ``ToolRuntime``, ``RunnableConfig``, callbacks) stay out of the
    identical-call key and of ``request``. A ``BaseTool`` given instead is wrapped by
    :func:`wrap_tool`.
    """
    if args:
        raise ConfigurationError(
            "tool() takes at most a name and a function (or runnable) by position; pass the "
            f"rest by keyword, got {len(args)} more."
        )
    langchain_options = {k: kwargs.pop(k) for k in _LANGCHAIN_OPTIONS if k in kwargs}
    options = kwargs
    smart_retry_with_observation(**options)  # Wrong toolretry arguments fail here, now.
    if runnable is not None:
        base = langchain_tool(name_or_callable, runnable, **langchain_options)
        return wrap_tool(base, **options)
    if isinstance(name_or_callable, BaseTool):
        if langchain_options:
            raise ConfigurationError(
                f"tool(existing_tool) takes toolretry arguments only, got "
                f"{sorted(langchain_options)}; set those on the tool itself."
            )
        return wrap_tool(name_or_callable, **options)
    if name_or_callable is None or isinstance(name_or_callable, str):
        name = name_or_callable

        def decorate(fn: Callable[..., Any]) -> BaseTool:
            return _from_function(fn, name, langchain_options, options)

        return decorate
    if callable(name_or_callable):
        return _from_function(name_or_callable, None, langchain_options, options)
    raise ConfigurationError(
        f"tool() takes a function, a tool name (str) or a BaseTool, got {name_or_callable!r}."
    )


def wrap_tool(base: BaseTool, **options: Any) -> BaseTool:
    """A copy of an existing LangChain tool that retries, observes and fails natively.

    ``StructuredTool``s (what ``@tool`` makes) keep their schema and get toolretry around
    their function. Any other ``BaseTool`` is run through its own ``invoke``, so its schema,
    name and description are the tool's own.
    """
    if not isinstance(base, BaseTool):
        raise ConfigurationError(f"wrap_tool() takes a LangChain BaseTool, got {base!r}.")
    smart_retry_with_observation(**options)
    func = getattr(base, "func", None)
    coroutine = getattr(base, "coroutine", None)
    if isinstance(base, StructuredTool) and (func is not None or coroutine is not None):
        update: dict[str, Any] = {"handle_tool_error": True}
        if func is not None:
            update["func"] = _sync_runner(_decorate(func, base, options))
        if coroutine is not None:
            update["coroutine"] = _async_runner(_decorate(coroutine, base, options))
        copied: BaseTool = base.model_copy(update=update)
        return copied
    return _wrap_invoke(base, options)


def _from_function(
    target: Callable[..., Any],
    name: str | None,
    langchain_options: dict[str, Any],
    options: dict[str, Any],
) -> BaseTool:
    original = original_of(target)
    merged = {**options_of(target), **options}
    tool_name = name or merged.get("name") or getattr(original, "__name__", None)
    if not isinstance(tool_name, str):
        raise ConfigurationError(f"A tool needs a name: tool('name')(fn), got {target!r}.")
    # LangChain derives the tool from the undecorated function, exactly as without toolretry.
    base: BaseTool = langchain_tool(tool_name, **langchain_options)(original)
    decorated = _decorate(target, base, options)
    update: dict[str, Any] = {"handle_tool_error": True}
    if inspect.iscoroutinefunction(original):
        update["coroutine"] = _async_runner(decorated)
    else:
        update["func"] = _sync_runner(decorated)
    copied: BaseTool = base.model_copy(update=update)
    return copied


def _injected(fn: Callable[..., Any], base: BaseTool) -> tuple[str, ...]:
    """Parameters LangChain fills in itself: all that the model's schema does not show."""
    schema = base.tool_call_schema
    if isinstance(schema, dict):
        shown = set(schema.get("properties", {}))
    else:
        shown = set(getattr(schema, "model_fields", {}))
    try:
        parameters = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return ()
    return tuple(p.name for p in parameters if p.name not in shown and p.kind not in _VARIADIC)


def _escaping(fn: Callable[..., Any]) -> Callable[..., Any]:
    return escaping(fn, _CONTROL_FLOW)


def _decorate(fn: Callable[..., Any], base: BaseTool, options: dict[str, Any]) -> Any:
    # A tool already made by this adapter, or a decorated function: start from its original
    # and its arguments, so that wrapping twice never nests retries.
    target: Callable[..., Any] = getattr(fn, "__toolretry_tool__", fn)
    injected = _injected(original_of(target), base)
    return retrying(target, {**options, "name": base.name}, exclude=injected, shim=_escaping)


def _answer(observation: Observation) -> Any:
    if observation.ok:
        return success_value(observation)
    # BaseTool.run turns a handled ToolException into ToolMessage(status="error").
    raise ToolException(observation.render())


def _sync_runner(decorated: Any) -> Callable[..., Any]:
    observe = decorated.observe

    def run(*args: Any, **kwargs: Any) -> Any:
        with reraising_escapes():
            observation = observe(*args, **kwargs)
        return _answer(observation)

    # LangChain reads the runner's signature for injected config and callbacks.
    return _like(run, decorated)


def _async_runner(decorated: Any) -> Callable[..., Any]:
    observe = decorated.observe

    async def run(*args: Any, **kwargs: Any) -> Any:
        with reraising_escapes():
            observation = await observe(*args, **kwargs)
        return _answer(observation)

    return _like(run, decorated)


def _like(runner: Callable[..., Any], decorated: Any) -> Callable[..., Any]:
    original = original_of(decorated)
    for attribute in ("__module__", "__name__", "__qualname__", "__doc__"):
        try:
            setattr(runner, attribute, getattr(original, attribute))
        except (AttributeError, TypeError):
            continue
    runner.__annotations__ = dict(getattr(original, "__annotations__", {}))
    runner.__wrapped__ = original  # type: ignore[attr-defined]
    runner.__toolretry_tool__ = decorated  # type: ignore[attr-defined]
    return runner


def _wrap_invoke(base: BaseTool, options: dict[str, Any]) -> BaseTool:
    """Any other BaseTool: toolretry around its own ``invoke``/``ainvoke``."""

    def invoke(**kwargs: Any) -> Any:
        return base.invoke(kwargs)

    async def ainvoke(**kwargs: Any) -> Any:
        return await base.ainvoke(kwargs)

    invoke.__name__ = ainvoke.__name__ = base.name
    merged = {**options, "name": base.name}
    sync_tool = retrying(invoke, merged, shim=_escaping)
    async_tool = retrying(ainvoke, merged, shim=_escaping)
    return StructuredTool(
        name=base.name,
        description=base.description,
        args_schema=base.args_schema if base.args_schema is not None else base.get_input_schema(),
        func=_sync_runner(sync_tool),
        coroutine=_async_runner(async_tool),
        return_direct=base.return_direct,
        response_format=base.response_format,
        handle_tool_error=True,
    )
