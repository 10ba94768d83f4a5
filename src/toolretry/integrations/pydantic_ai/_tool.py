"""``tool()`` and ``wrap_tool()``: PydanticAI tools that answer with their object and fail
through PydanticAI's own ``ToolFailed`` / ``ModelRetry``."""

from __future__ import annotations

import copy
import dataclasses
import functools
import inspect
from collections.abc import Callable
from typing import Any, Literal, cast

from pydantic_ai import ModelRetry, RunContext, Tool
from pydantic_ai.exceptions import (
    ApprovalRequired,
    CallDeferred,
    SkipToolExecution,
    ToolFailed,
)

from ..._category import ErrorCategory
from ..._options import ACCEPTED
from ...exceptions import ConfigurationError
from ...observe._observation import Observation
from ...turn._turn import current_turn
from .._shared import in_thread, original_of, retrying, success_value

__all__ = [
    "ADAPTED",
    "CONTROL_FLOW",
    "RETRY_OPTIONS",
    "OnRetryLimit",
    "Raised",
    "answer",
    "tool",
    "wrap_tool",
]

OnRetryLimit = Literal["fail", "raise"]
# Answers the turn gives instead of running the tool: no change of arguments makes them pass.
_BLOCKED_CODES = frozenset({"REPEAT_CALL_BLOCKED", "TOOL_BUDGET_EXHAUSTED", "CIRCUIT_OPEN"})
# What a tool raises to steer PydanticAI itself: passed through, never classified.
CONTROL_FLOW = (ModelRetry, ToolFailed, CallDeferred, ApprovalRequired, SkipToolExecution)
# Marks, in ``Tool.metadata``, a tool made here, so that ``Toolretry`` does not wrap it twice.
ADAPTED = "toolretry"
_TOOL_OPTIONS = frozenset(inspect.signature(Tool.__init__).parameters) - {"self", "function"}
RETRY_OPTIONS = ACCEPTED


class Raised:
    """A control-flow exception the tool raised, carried past the decorator as a result."""

    __slots__ = ("error",)

    def __init__(self, error: BaseException) -> None:
        self.error = error

    def __str__(self) -> str:  # What toolretry renders for it (never shown to the model).
        return type(self.error).__name__


def _carrying(original: Callable[..., Any]) -> Callable[..., Any]:
    """``original`` with the same metadata, answering its control flow as a ``Raised`` result
    (a success, so toolretry neither retries nor counts it) for ``answer`` to raise."""
    if inspect.iscoroutinefunction(inspect.unwrap(original)):

        @functools.wraps(original)
        async def carry_async(*args: Any, **kwargs: Any) -> Any:
            try:
                return await original(*args, **kwargs)
            except CONTROL_FLOW as exc:
                return Raised(exc)

        return carry_async

    @functools.wraps(original)
    def carry(*args: Any, **kwargs: Any) -> Any:
        try:
            return original(*args, **kwargs)
        except CONTROL_FLOW as exc:
            return Raised(exc)

    return carry


def _retrying(target: Callable[..., Any], options: dict[str, Any]) -> Any:
    """The toolretry tool to call: ``target``'s own settings, then ``options``, with PydanticAI's
    ``RunContext`` left out of the call key and ``request``."""
    return retrying(target, options, exclude=(RunContext,), shim=_carrying)


def answer(observation: Observation, ctx: RunContext[Any], on_retry_limit: OnRetryLimit) -> Any:
    """Map an observation to PydanticAI: the object, ``ModelRetry``, or ``ToolFailed``."""
    if isinstance(observation.value, Raised):
        raise observation.value.error
    if observation.ok:
        return success_value(observation)
    text = observation.render()
    open_turn = current_turn()
    stopping = observation.stop or (open_turn is not None and open_turn.should_stop)
    fixable = (
        observation.category is ErrorCategory.CLIENT
        and observation.error_code not in _BLOCKED_CODES
    )
    if fixable and not stopping and (on_retry_limit == "raise" or ctx.retry < ctx.max_retries):
        raise ModelRetry(text)
    raise ToolFailed(text)


async def _observe(retry_tool: Any, is_async: bool, args: tuple[Any, ...], kwargs: Any) -> Any:
    if is_async:
        return await retry_tool.observe(*args, **kwargs)
    # PydanticAI runs a plain `def` tool in a worker thread; so do we (waits included).
    return await in_thread(retry_tool.observe, *args, **kwargs)


def _adapt(
    base: Tool[Any], target: Callable[..., Any], options: dict[str, Any], on_retry_limit: str
) -> Tool[Any]:
    """A copy of ``base`` (its schema untouched) whose calls go through toolretry."""
    if on_retry_limit not in ("fail", "raise"):
        raise ConfigurationError(
            f"on_retry_limit must be 'fail' (answer ToolFailed once the model's retries for the "
            f"tool are used up) or 'raise' (let PydanticAI raise), got {on_retry_limit!r}."
        )
    retry_tool = _retrying(target, {**options, "name": base.name})
    takes_ctx = base.takes_ctx
    is_async = inspect.iscoroutinefunction(retry_tool)
    limit = cast(OnRetryLimit, on_retry_limit)

    async def call(ctx: RunContext[Any], *args: Any, **kwargs: Any) -> Any:
        arguments = (ctx, *args) if takes_ctx else args
        observation = await _observe(retry_tool, is_async, arguments, kwargs)
        return answer(observation, ctx, limit)

    call.__name__ = call.__qualname__ = base.name
    adapted = copy.copy(base)
    adapted.metadata = {**(base.metadata or {}), ADAPTED: True}
    adapted.function = call
    adapted.function_schema = dataclasses.replace(
        base.function_schema, function=call, takes_ctx=True, is_async=True
    )
    adapted.takes_ctx = True
    return adapted


def _split(options: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Separate ``pydantic_ai.Tool`` arguments from toolretry's; name any that is neither."""
    unknown = set(options) - _TOOL_OPTIONS - RETRY_OPTIONS
    if unknown:
        raise ConfigurationError(
            f"tool() got unknown argument(s) {sorted(unknown)}; it takes pydantic_ai.Tool's "
            "arguments (max_retries is toolretry's: use model_retries= for the Tool's) and "
            "smart_retry_with_observation's."
        )
    retry = {key: value for key, value in options.items() if key in RETRY_OPTIONS}
    tool_options = {key: value for key, value in options.items() if key not in retry}
    if "name" in retry:  # One name for the model and for toolretry (turns, hints, events).
        tool_options["name"] = retry["name"]
    return tool_options, retry


def tool(
    function: Callable[..., Any] | None = None,
    /,
    *,
    model_retries: int | None = None,
    on_retry_limit: OnRetryLimit = "fail",
    **options: Any,
) -> Any:
    """A ``pydantic_ai.Tool`` for ``function`` that retries, observes and fails natively.

    ``function`` may be plain or already decorated with ``@smart_retry_with_observation`` (its
    settings are kept). ``options`` are ``pydantic_ai.Tool``'s arguments and toolretry's
    (``max_retries`` is toolretry's in-process retries; ``model_retries`` is the Tool's
    ``max_retries``). The schema is what PydanticAI derives from the undecorated function.
    Success returns the function's own object; a client error raises ``ModelRetry`` while the
    tool has model retries left, any other failure ``ToolFailed``, so a failing tool never
    crashes the run (``on_retry_limit="raise"`` keeps ``ModelRetry`` and PydanticAI's limit).
    Usable bare (``@tool``) or with arguments (``@tool(max_retries=2)``).
    """
    tool_options, retry_options = _split(options)
    if model_retries is not None:
        tool_options["max_retries"] = model_retries

    def make(target: Callable[..., Any]) -> Tool[Any]:
        if not callable(target):
            raise ConfigurationError(f"tool() wraps a function, got {target!r}.")
        settings = getattr(target, "__toolretry_settings__", None)
        named = {} if settings is None else {"name": settings.options.get("name")}
        base = Tool(original_of(target), **{**named, **tool_options})
        return _adapt(base, target, retry_options, on_retry_limit)

    return make if function is None else make(function)


def wrap_tool(
    existing: Tool[Any], /, *, on_retry_limit: OnRetryLimit = "fail", **options: Any
) -> Tool[Any]:
    """``existing`` (a ``pydantic_ai.Tool``) with toolretry in its calls: same definition,
    same schema; ``options`` are toolretry's decorator arguments."""
    if not isinstance(existing, Tool):
        raise ConfigurationError(
            f"wrap_tool() takes a pydantic_ai.Tool, got {existing!r}; use tool() for a function."
        )
    unknown = set(options) - RETRY_OPTIONS
    if unknown:
        raise ConfigurationError(
            f"wrap_tool() got unknown argument(s) {sorted(unknown)}; it takes "
            "smart_retry_with_observation's arguments."
        )
    if (existing.metadata or {}).get(ADAPTED):
        return existing
    base = existing
    plain = original_of(existing.function)
    if plain is not existing.function:  # A decorated function: its return type, not `str`.
        base = copy.copy(existing)
        returned = Tool(plain, takes_ctx=existing.takes_ctx).function_schema.return_schema
        base.function_schema = dataclasses.replace(existing.function_schema, return_schema=returned)
    return _adapt(base, existing.function, options, on_retry_limit)
