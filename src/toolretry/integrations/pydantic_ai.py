"""PydanticAI adapter: tools that answer with their object and fail through PydanticAI's own
``ToolFailed`` / ``ModelRetry``, and a capability that gives each agent run one turn and its stop.

``tool(fn)`` goes in ``Agent(tools=[...])``; ``wrap_tool(existing)`` does the same for a
``pydantic_ai.Tool``; ``Toolretry()`` in ``Agent(capabilities=[...])`` opens one
``toolretry.turn()`` per run (``visible_tools`` = the tools the model is offered), retries the
agent's other function tools too, and ends the run, saying why, once the turn must stop.
"""

from __future__ import annotations

import contextvars
import copy
import dataclasses
import functools
import inspect
from collections.abc import Awaitable, Callable
from dataclasses import KW_ONLY, dataclass, field
from typing import Any, Literal, cast

try:
    import anyio.to_thread
    from pydantic_ai import ModelRetry, RunContext, Tool
    from pydantic_ai.capabilities import AbstractCapability
    from pydantic_ai.exceptions import (
        AgentRunError,
        ApprovalRequired,
        CallDeferred,
        SkipModelRequest,
        SkipToolExecution,
        ToolFailed,
    )
    from pydantic_ai.messages import ModelResponse, TextPart
    from pydantic_ai.toolsets import AbstractToolset, WrapperToolset
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        'toolretry.integrations.pydantic_ai needs PydanticAI: pip install "toolretry[pydantic-ai]"'
    ) from exc

from .._category import ErrorCategory
from .._decorator import smart_retry_with_observation
from ..exceptions import ConfigurationError
from ..observe._observation import Observation
from ..retry._settings import DEFAULTS
from ..turn._turn import Turn, current_turn, turn

__all__ = ["RunStopped", "Toolretry", "tool", "wrap_tool"]

OnRetryLimit = Literal["fail", "raise"]
# Answers the turn gives instead of running the tool: no change of arguments makes them pass.
_BLOCKED_CODES = frozenset({"REPEAT_CALL_BLOCKED", "TOOL_BUDGET_EXHAUSTED", "CIRCUIT_OPEN"})
# What a tool raises to steer PydanticAI itself: passed through, never classified.
_CONTROL_FLOW = (ModelRetry, ToolFailed, CallDeferred, ApprovalRequired, SkipToolExecution)
# Marks, in ``Tool.metadata``, a tool made here, so that ``Toolretry`` does not wrap it twice.
_ADAPTED = "toolretry"
_TOOL_OPTIONS = frozenset(inspect.signature(Tool.__init__).parameters) - {"self", "function"}
_RETRY_OPTIONS = frozenset(DEFAULTS)

# The current call's outcome box: the tool's own return value (or a control-flow exception),
# which the Observation renders to text but the model should get as the object itself.
_box_var: contextvars.ContextVar[list[Any] | None] = contextvars.ContextVar(
    "toolretry_pydantic_ai_box", default=None
)


class _Raised:
    """A control-flow exception the tool raised, carried past the decorator as a result."""

    __slots__ = ("error",)

    def __init__(self, error: BaseException) -> None:
        self.error = error

    def __str__(self) -> str:  # What toolretry renders for it (never shown to the model).
        return type(self.error).__name__


def _keep(value: Any) -> Any:
    box = _box_var.get()
    if box is not None:
        box.append(value)
    return value


def _capturing(original: Callable[..., Any]) -> Callable[..., Any]:
    """``original`` with the same metadata, keeping its result (or control flow) for the adapter."""
    if inspect.iscoroutinefunction(inspect.unwrap(original)):

        @functools.wraps(original)
        async def capture_async(*args: Any, **kwargs: Any) -> Any:
            try:
                return _keep(await original(*args, **kwargs))
            except _CONTROL_FLOW as exc:
                return _keep(_Raised(exc))

        return capture_async

    @functools.wraps(original)
    def capture(*args: Any, **kwargs: Any) -> Any:
        try:
            return _keep(original(*args, **kwargs))
        except _CONTROL_FLOW as exc:
            return _keep(_Raised(exc))

    return capture


def _plain(target: Callable[..., Any]) -> Callable[..., Any]:
    """The undecorated function of a ``@smart_retry_with_observation`` tool, else ``target``."""
    if getattr(target, "__toolretry_settings__", None) is not None:
        return cast(Callable[..., Any], getattr(target, "__wrapped__"))  # noqa: B009
    return target


def _retrying(target: Callable[..., Any], options: dict[str, Any]) -> Any:
    """The toolretry tool to call: ``target``'s own settings, then ``options``, with PydanticAI's
    ``RunContext`` left out of the call key and ``request``."""
    settings = getattr(target, "__toolretry_settings__", None)
    given: dict[str, Any] = dict(settings.options) if settings is not None else {}
    given.update(options)
    given["exclude_params"] = (*given.get("exclude_params", ()), RunContext)
    return smart_retry_with_observation(**given)(_capturing(_plain(target)))


def _answer(
    observation: Observation, box: list[Any], ctx: RunContext[Any], on_retry_limit: OnRetryLimit
) -> Any:
    """Map an observation to PydanticAI: the object, ``ModelRetry``, or ``ToolFailed``."""
    if box and isinstance(box[-1], _Raised):
        raise box[-1].error
    if observation.ok:
        return box[-1] if box else observation.result
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
    # PydanticAI runs a plain `def` tool in a worker thread; so do we (waits included), with the
    # caller's context (the turn, the outcome box) carried over.
    return await anyio.to_thread.run_sync(functools.partial(retry_tool.observe, *args, **kwargs))


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
        box: list[Any] = []
        token = _box_var.set(box)
        try:
            observation = await _observe(
                retry_tool, is_async, (ctx, *args) if takes_ctx else args, kwargs
            )
        finally:
            _box_var.reset(token)
        return _answer(observation, box, ctx, limit)

    call.__name__ = call.__qualname__ = base.name
    adapted = copy.copy(base)
    adapted.metadata = {**(base.metadata or {}), _ADAPTED: True}
    adapted.function = call
    adapted.function_schema = dataclasses.replace(
        base.function_schema, function=call, takes_ctx=True, is_async=True
    )
    adapted.takes_ctx = True
    return adapted


def _split(options: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Separate ``pydantic_ai.Tool`` arguments from toolretry's; name any that is neither."""
    unknown = set(options) - _TOOL_OPTIONS - _RETRY_OPTIONS
    if unknown:
        raise ConfigurationError(
            f"tool() got unknown argument(s) {sorted(unknown)}; it takes pydantic_ai.Tool's "
            "arguments (max_retries is toolretry's: use model_retries= for the Tool's) and "
            "smart_retry_with_observation's."
        )
    retry = {key: value for key, value in options.items() if key in _RETRY_OPTIONS}
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
        base = Tool(_plain(target), **{**named, **tool_options})
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
    unknown = set(options) - _RETRY_OPTIONS
    if unknown:
        raise ConfigurationError(
            f"wrap_tool() got unknown argument(s) {sorted(unknown)}; it takes "
            "smart_retry_with_observation's arguments."
        )
    if (existing.metadata or {}).get(_ADAPTED):
        return existing
    base = existing
    plain = _plain(existing.function)
    if plain is not existing.function:  # A decorated function: its return type, not `str`.
        base = copy.copy(existing)
        returned = Tool(plain, takes_ctx=existing.takes_ctx).function_schema.return_schema
        base.function_schema = dataclasses.replace(existing.function_schema, return_schema=returned)
    return _adapt(base, existing.function, options, on_retry_limit)


class RunStopped(AgentRunError):
    """The run ended because its toolretry turn had to stop, and the output could not be text."""

    def __init__(self, reason: str, turn: Turn) -> None:
        super().__init__(reason)
        self.reason = reason
        self.turn = turn


def _stop_reason(open_turn: Turn) -> str | None:
    if open_turn.interrupted is not None:
        return open_turn.interrupted.reason
    if open_turn.should_stop:
        return (
            f"{open_turn.failures} tool calls failed in this run "
            f"(max_failures={open_turn.max_failures})"
        )
    return None


@dataclass
class _RetryingToolset(WrapperToolset[Any]):
    """The agent's tools, each call of one not made by ``tool()`` run through toolretry."""

    options: dict[str, Any] = field(default_factory=dict)
    on_retry_limit: OnRetryLimit = "fail"
    _runners: dict[str, Any] = field(default_factory=dict)

    def _runner(self, name: str) -> Any:
        runner = self._runners.get(name)
        if runner is None:

            async def run_tool(call: Callable[[], Awaitable[Any]], arguments: Any) -> Any:
                try:
                    return _keep(await call())
                except _CONTROL_FLOW as exc:
                    return _keep(_Raised(exc))

            options = {**self.options, "name": name}
            options["exclude_params"] = (*options.get("exclude_params", ()), "call")
            runner = self._runners[name] = smart_retry_with_observation(**options)(run_tool)
        return runner

    async def call_tool(
        self, name: str, tool_args: dict[str, Any], ctx: RunContext[Any], tool: Any
    ) -> Any:
        if (tool.tool_def.metadata or {}).get(_ADAPTED):
            return await self.wrapped.call_tool(name, tool_args, ctx, tool)
        box: list[Any] = []
        token = _box_var.set(box)
        try:
            observation = await self._runner(name).observe(
                lambda: self.wrapped.call_tool(name, tool_args, ctx, tool), tool_args
            )
        finally:
            _box_var.reset(token)
        return _answer(observation, box, ctx, self.on_retry_limit)


@dataclass
class Toolretry(AbstractCapability[Any]):
    """One ``toolretry.turn()`` per agent run, and the run's end when the turn must stop.

    ``Agent(..., capabilities=[Toolretry()])``. The turn's ``visible_tools`` are the function
    tools the model is offered at each step. With ``wrap_tools`` (default), every function
    tool of the agent not made by ``tool()``/``wrap_tool()`` is retried and observed as well,
    with ``options`` (toolretry's decorator arguments). Once an observation says ``stop`` or
    the turn ``should_stop``, the next model request is not sent: the run ends with a text
    saying why (or raises ``RunStopped`` when the agent's output cannot be text).
    """

    max_failures_per_tool: int = 3
    max_identical_failures: int = 3
    max_failures: int = 6
    timeout: float | None = None
    """Seconds for the whole run's turn (``toolretry.turn(timeout=...)``)."""
    limits: dict[str, int] | None = None
    """Per-tool failure limits (``toolretry.turn(limits=...)``)."""
    wrap_tools: bool = True
    on_retry_limit: OnRetryLimit = "fail"
    options: dict[str, Any] = field(default_factory=dict)
    _: KW_ONLY
    id: str | None = "toolretry"
    run_turn: Turn | None = field(default=None, repr=False)
    """The current run's turn (set on the per-run copy)."""

    def __post_init__(self) -> None:
        unknown = set(self.options) - _RETRY_OPTIONS
        if unknown:
            raise ConfigurationError(
                f"Toolretry(options=...) got unknown argument(s) {sorted(unknown)}; it takes "
                "smart_retry_with_observation's arguments."
            )
        self._open_turn()  # Checked here, where the capability is written, not at the first run.

    def _open_turn(self) -> Turn:
        return turn(
            self.max_failures_per_tool,
            self.max_identical_failures,
            self.max_failures,
            timeout=self.timeout,
            limits=self.limits,
        )

    @classmethod
    def get_serialization_name(cls) -> str | None:
        return None

    async def for_run(self, ctx: RunContext[Any]) -> AbstractCapability[Any]:
        return dataclasses.replace(self, run_turn=None)

    async def wrap_run(self, ctx: RunContext[Any], *, handler: Any) -> Any:
        with self._open_turn() as t:
            self.run_turn = t
            return await handler()

    async def prepare_tools(self, ctx: RunContext[Any], tool_defs: list[Any]) -> list[Any]:
        if self.run_turn is not None:
            self.run_turn.visible_tools = frozenset(tool_def.name for tool_def in tool_defs)
        return tool_defs

    def get_wrapper_toolset(self, toolset: AbstractToolset[Any]) -> AbstractToolset[Any] | None:
        if not self.wrap_tools:
            return None
        return _RetryingToolset(toolset, options=self.options, on_retry_limit=self.on_retry_limit)

    async def before_model_request(self, ctx: RunContext[Any], request_context: Any) -> Any:
        reason = None if self.run_turn is None else _stop_reason(self.run_turn)
        if reason is None or self.run_turn is None:
            return request_context
        if not _text_output(ctx):
            raise RunStopped(f"Stopped: {reason}.", self.run_turn)
        raise SkipModelRequest(ModelResponse(parts=[TextPart(_final_text(reason))]))


def _text_output(ctx: RunContext[Any]) -> bool:
    """Whether the agent's output may be plain text (then the reason becomes the output)."""
    output = str if ctx.agent is None else ctx.agent.output_type
    return output is str or (isinstance(output, (list, tuple)) and str in output)


def _final_text(reason: str) -> str:
    return f"Stopped: {reason}. The tool errors above say what failed; retrying now will not help."
