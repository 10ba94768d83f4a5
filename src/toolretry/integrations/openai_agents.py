"""OpenAI Agents SDK adapter: function tools whose failures take the SDK's failure path (span
error, ``failure_error_function``), and a runner that gives each run one turn and its stop.

``function_tool(fn)`` is a drop-in for ``agents.function_tool``; ``wrap_tool(existing)`` does the
same for a ``FunctionTool`` made by it; ``await run(agent, input)`` (``run_sync``) runs the
agent inside one ``toolretry.turn()`` and ends the run, saying why, once the turn must stop
(``run_streamed`` likewise).
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import inspect
from collections.abc import Callable, Mapping
from typing import Any, cast

try:
    import agents
    from agents import (
        Agent,
        FunctionTool,
        FunctionToolResult,
        RunContextWrapper,
        Runner,
        ToolsToFinalOutputResult,
    )
    from agents.exceptions import AgentsException
    from agents.tool import (
        resolve_function_tool_failure_error_function,
        set_function_tool_failure_error_function,
    )
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        "toolretry.integrations.openai_agents needs the OpenAI Agents SDK: "
        'pip install "toolretry[openai-agents]"'
    ) from exc

from .._options import ACCEPTED
from ..exceptions import ConfigurationError
from ..observe._observation import Observation
from ..turn._turn import Turn, current_turn, turn
from ._shared import final_text, original_of, retrying, success_value, turn_stop_reason

__all__ = [
    "RunStopped",
    "ToolCallFailed",
    "function_tool",
    "run",
    "run_streamed",
    "run_sync",
    "stop_when_turn_stops",
    "wrap_tool",
]

_UNSET: Any = object()
_STOP_BEHAVIOR = "__toolretry_stop_behavior__"
_ADAPTED = "__toolretry_openai_agents__"  # On the function a FunctionTool made here calls.
_SDK_OPTIONS = frozenset(inspect.signature(agents.function_tool).parameters) - {"func"}
_RETRY_OPTIONS = ACCEPTED


class ToolCallFailed(Exception):
    """A toolretry tool's call failed: ``str()`` is the observation, which the model is sent."""

    def __init__(self, observation: Observation) -> None:
        super().__init__(observation.render())
        self.observation = observation


class RunStopped(AgentsException):
    """The run ended because its toolretry turn had to stop, and the output could not be text."""

    def __init__(self, reason: str, turn: Turn) -> None:
        super().__init__(reason)
        self.reason = reason
        self.turn = turn


def _answer(observation: Observation) -> Any:
    if observation.ok:
        return success_value(observation)
    raise ToolCallFailed(observation)


def _shim(target: Callable[..., Any], options: dict[str, Any]) -> Callable[..., Any]:
    """A function with ``target``'s signature, docstring and annotations (so the SDK derives the
    same schema) that calls it through toolretry: the object on success, ``ToolCallFailed`` on
    failure. The SDK's context parameter is left out of the call key and ``request``."""
    plain = original_of(target)
    retry_tool: Any = retrying(target, options, exclude=(RunContextWrapper,))

    if inspect.iscoroutinefunction(retry_tool):

        @functools.wraps(plain)
        async def call_async(*args: Any, **kwargs: Any) -> Any:
            return _answer(await retry_tool.observe(*args, **kwargs))

        setattr(call_async, _ADAPTED, True)
        return call_async

    # A plain `def`: the SDK runs it in a worker thread (asyncio.to_thread, context copied),
    # so toolretry's waits never block the event loop.
    @functools.wraps(plain)
    def call(*args: Any, **kwargs: Any) -> Any:
        return _answer(retry_tool.observe(*args, **kwargs))

    setattr(call, _ADAPTED, True)
    return call


def _failure_function(user: Any) -> Callable[[RunContextWrapper[Any], Exception], Any]:
    """The SDK's failure formatter: the observation for toolretry's failures, else ``user``'s."""

    def observation_text(ctx: RunContextWrapper[Any], error: Exception) -> Any:
        if isinstance(error, ToolCallFailed):
            return str(error)
        if user is None:
            return None  # As with failure_error_function=None: the SDK raises the error.
        fallback = agents.default_tool_error_function if user is _UNSET else user
        return fallback(ctx, error)

    return observation_text


def _split(options: dict[str, Any], where: str) -> tuple[dict[str, Any], dict[str, Any]]:
    unknown = set(options) - _SDK_OPTIONS - _RETRY_OPTIONS
    if unknown:
        raise ConfigurationError(
            f"{where} got unknown argument(s) {sorted(unknown)}; it takes agents.function_tool's "
            "arguments and smart_retry_with_observation's."
        )
    retry = {key: value for key, value in options.items() if key in _RETRY_OPTIONS}
    sdk = {key: value for key, value in options.items() if key not in retry}
    # One name for the model and for toolretry (turns, hints, events), whichever was given.
    if "name" in retry:
        sdk.setdefault("name_override", retry["name"])
    elif sdk.get("name_override") is not None:
        retry["name"] = sdk["name_override"]
    return sdk, retry


def function_tool(
    func: Callable[..., Any] | None = None,
    /,
    *,
    failure_error_function: Any = _UNSET,
    **options: Any,
) -> Any:
    """``agents.function_tool`` for a tool that retries, observes and fails natively.

    ``func`` may be plain or already decorated with ``@smart_retry_with_observation`` (its
    settings are kept). ``options`` are ``agents.function_tool``'s arguments and toolretry's.
    The schema (parameters, descriptions, strict mode) is what the SDK derives from the
    undecorated function. Success returns the function's own object; a failure raises
    ``ToolCallFailed`` inside the SDK, which marks the tool span failed and sends the model the
    observation. Other errors go to ``failure_error_function`` as usual. Bare or with arguments.
    """
    sdk_options, retry_options = _split(options, "function_tool()")

    def make(target: Callable[..., Any]) -> FunctionTool:
        if not callable(target):
            raise ConfigurationError(f"function_tool() wraps a function, got {target!r}.")
        settings = getattr(target, "__toolretry_settings__", None)
        name = sdk_options.get("name_override") or (
            None if settings is None else settings.options.get("name")
        )
        return agents.function_tool(
            _shim(target, {**retry_options, "name": name} if name else retry_options),
            failure_error_function=_failure_function(failure_error_function),
            **{**sdk_options, "name_override": name},
        )

    return make if func is None else make(func)


def wrap_tool(existing: FunctionTool, /, **options: Any) -> FunctionTool:
    """``existing`` (made by ``agents.function_tool``) with toolretry in its calls: its name,
    description, schema and settings kept; ``options`` are toolretry's decorator arguments."""
    unknown = set(options) - _RETRY_OPTIONS
    if unknown:
        raise ConfigurationError(
            f"wrap_tool() got unknown argument(s) {sorted(unknown)}; it takes "
            "smart_retry_with_observation's arguments."
        )
    try:
        original = existing.__wrapped__
    except AttributeError:
        raise ConfigurationError(
            f"wrap_tool() takes a FunctionTool made by agents.function_tool, got {existing!r}; "
            "decorate its function with toolretry.integrations.openai_agents.function_tool."
        ) from None
    if getattr(original, _ADAPTED, False):
        return existing
    rebuilt = agents.function_tool(
        _shim(original, {**options, "name": existing.name}),
        name_override=existing.name,
        strict_mode=existing.strict_json_schema,
    )
    wrapped = dataclasses.replace(existing, on_invoke_tool=rebuilt.on_invoke_tool)
    user = resolve_function_tool_failure_error_function(existing)
    return set_function_tool_failure_error_function(wrapped, _failure_function(user))


async def _then(
    behavior: Any, ctx: RunContextWrapper[Any], results: list[FunctionToolResult]
) -> ToolsToFinalOutputResult:
    """What the agent's own ``tool_use_behavior`` decides, as the SDK documents each form."""
    if behavior == "run_llm_again" or not results:
        return ToolsToFinalOutputResult(is_final_output=False)
    if behavior == "stop_on_first_tool":
        return ToolsToFinalOutputResult(is_final_output=True, final_output=results[0].output)
    if isinstance(behavior, dict):
        names = behavior.get("stop_at_tool_names", [])
        for result in results:
            if result.tool.name in names or result.tool.qualified_name in names:
                return ToolsToFinalOutputResult(is_final_output=True, final_output=result.output)
        return ToolsToFinalOutputResult(is_final_output=False)
    decided = behavior(ctx, results)
    if inspect.isawaitable(decided):
        decided = await decided
    return cast(ToolsToFinalOutputResult, decided)


def stop_when_turn_stops(agent: Agent[Any]) -> Callable[..., Any]:
    """A ``tool_use_behavior`` for ``agent``: the final output is the reason once the current
    toolretry turn must stop (``RunStopped`` if ``agent``'s output is not text); otherwise
    ``agent``'s own behavior decides."""
    behavior = agent.tool_use_behavior
    text_output = agent.output_type in (None, str)

    async def decide(
        ctx: RunContextWrapper[Any], results: list[FunctionToolResult]
    ) -> ToolsToFinalOutputResult:
        open_turn = current_turn()
        reason = None if open_turn is None else turn_stop_reason(open_turn)
        if reason is None or open_turn is None:
            return await _then(behavior, ctx, results)
        if not text_output:
            raise RunStopped(f"Stopped: {reason}.", open_turn)
        return ToolsToFinalOutputResult(is_final_output=True, final_output=final_text(reason))

    setattr(decide, _STOP_BEHAVIOR, True)
    return decide


async def run(
    agent: Agent[Any],
    input: Any,
    *,
    max_failures_per_tool: int = 3,
    max_identical_failures: int = 3,
    max_failures: int = 6,
    timeout: float | None = None,
    limits: Mapping[str, int] | None = None,
    **runner_options: Any,
) -> Any:
    """``Runner.run(agent, input, **runner_options)`` inside one ``toolretry.turn()``.

    The budgets, ``timeout`` and ``limits`` are ``toolretry.turn()``'s; its ``visible_tools``
    are the tools ``agent`` offers the model. The run ends with a final output saying why once
    the turn must stop (``stop_when_turn_stops``).
    """
    context = RunContextWrapper(context=runner_options.get("context"))
    names = [tool.name for tool in await agent.get_all_tools(context)]
    budgets = (max_failures_per_tool, max_identical_failures, max_failures, names)
    with turn(*budgets, timeout=timeout, limits=limits):
        return await Runner.run(_stopping(agent), input, **runner_options)


def run_streamed(
    agent: Agent[Any],
    input: Any,
    *,
    max_failures_per_tool: int = 3,
    max_identical_failures: int = 3,
    max_failures: int = 6,
    timeout: float | None = None,
    limits: Mapping[str, int] | None = None,
    **runner_options: Any,
) -> Any:
    """``Runner.run_streamed`` inside one ``toolretry.turn()``, which the run's task carries.

    As ``run()``, except that ``visible_tools`` are ``agent.tools`` (tools an MCP server adds
    are known only once the run starts).
    """
    names = [tool.name for tool in agent.tools]
    budgets = (max_failures_per_tool, max_identical_failures, max_failures, names)
    with turn(*budgets, timeout=timeout, limits=limits):
        return Runner.run_streamed(_stopping(agent), input, **runner_options)


def _stopping(agent: Agent[Any]) -> Agent[Any]:
    if getattr(agent.tool_use_behavior, _STOP_BEHAVIOR, False):
        return agent
    return agent.clone(tool_use_behavior=stop_when_turn_stops(agent))


def run_sync(agent: Agent[Any], input: Any, **options: Any) -> Any:
    """``run()`` from synchronous code (it starts an event loop, as ``Runner.run_sync`` does)."""
    return asyncio.run(run(agent, input, **options))
