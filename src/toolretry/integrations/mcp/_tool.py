"""``tool(server)``: register a toolretry tool on an MCP server with the plain function's schema."""

from __future__ import annotations

import contextlib
import importlib
import inspect
import typing
from collections.abc import Callable
from typing import Any

from ... import smart_retry_with_observation
from ...exceptions import ConfigurationError
from ...observe._observation import Observation
from ...turn._turn import Turn
from .._shared import (
    escaping,
    in_thread,
    options_of,
    original_of,
    reraising_escapes,
    retrying,
    success_value,
)
from ._sessions import NOT_GIVEN, Server, TurnKey, Turns, check_idle, error_result, turns_of

__all__ = ["tool"]

# The server's own keyword arguments of ``add_tool``; everything else goes to toolretry.
_SERVER_OPTIONS = ("title", "description", "annotations", "icons", "meta", "structured_output")
_CONTEXT_PARAM = "toolretry_mcp_context"


def _context_classes() -> tuple[type, ...]:
    """The SDK's ``Context`` classes that import: mcp 2.x's, mcp 1.x's, or both."""
    found: list[type] = []
    for module in ("mcp.server.mcpserver", "mcp.server.fastmcp"):
        try:
            found.append(importlib.import_module(module).Context)
        except (ImportError, AttributeError):  # mcp 2.x refuses the 1.x module by name.
            continue
    if not found:
        raise ImportError(
            'toolretry.integrations.mcp needs the MCP SDK: pip install "toolretry[mcp]"'
        )
    return tuple(found)


def _protocol_errors() -> tuple[type[BaseException], ...]:
    """The SDK's protocol error (``MCPError`` in 2.x, ``McpError`` in 1.x): the server answers
    it as a JSON-RPC error, so it goes past toolretry."""
    module = importlib.import_module("mcp.shared.exceptions")
    found = (getattr(module, name, None) for name in ("MCPError", "McpError"))
    return tuple(c for c in found if isinstance(c, type) and issubclass(c, BaseException))


def _hints(fn: Callable[..., Any]) -> dict[str, Any]:
    try:
        return typing.get_type_hints(fn, include_extras=True)
    except Exception:  # Unresolvable names: the server will see what the signature says.
        return {}


def _context_param(fn: Callable[..., Any], classes: tuple[type, ...]) -> str | None:
    for name, annotation in _hints(fn).items():
        candidates = (annotation, *typing.get_args(annotation))
        if name != "return" and any(
            isinstance(c, type) and issubclass(c, classes) for c in candidates
        ):
            return name
    return None


def _handler_signature(
    fn: Callable[..., Any], context_class: type, add_context: bool
) -> tuple[inspect.Signature, dict[str, Any]]:
    """The original's signature with resolved annotations, plus a Context parameter if asked.

    The server skips Context parameters when it builds the input schema, so the schemas stay
    the undecorated function's; the handler needs the context to find the call's session.
    """
    signature = inspect.signature(fn)
    hints = _hints(fn)
    parameters = [
        p.replace(annotation=hints.get(p.name, p.annotation)) for p in signature.parameters.values()
    ]
    if add_context:
        extra = inspect.Parameter(
            _CONTEXT_PARAM, inspect.Parameter.KEYWORD_ONLY, annotation=context_class
        )
        at = next(
            (i for i, p in enumerate(parameters) if p.kind is inspect.Parameter.VAR_KEYWORD),
            len(parameters),
        )
        parameters.insert(at, extra)
    returns = hints.get("return", signature.return_annotation)
    annotations = {
        p.name: p.annotation for p in parameters if p.annotation is not inspect.Parameter.empty
    }
    if returns is not inspect.Signature.empty:
        annotations["return"] = returns
    return signature.replace(parameters=parameters, return_annotation=returns), annotations


def tool(
    server: Server,
    fn: Callable[..., Any] | None = None,
    /,
    *,
    name: str | None = None,
    turn_key: TurnKey | None = None,
    turn_options: dict[str, Any] | None = None,
    turn_idle: float | None = NOT_GIVEN,
    **options: Any,
) -> Any:
    """Register ``fn`` on ``server`` as a toolretry tool: ``@tool(server, ...)``.

    ``fn`` is a plain function, one already decorated with ``@smart_retry_with_observation``
    (its arguments are kept; the ones given here override them), or the SDK's ``Tool`` object
    (``Tool.from_function(fn, ...)``, its registration arguments kept). ``name`` and the
    server's own ``add_tool`` arguments (``title``, ``description``, ``annotations``,
    ``icons``, ``meta``, ``structured_output``) go to the server, every other keyword to
    toolretry. Calls share one ``toolretry.turn()`` per scope: ``turn_key(context)``'s key when
    it returns one (a conversation id), else the MCP session, else (stateless requests) the
    whole server; a scope's turn starts afresh after ``turn_idle`` seconds without a call
    (default 300, None: never). ``turn_options`` are the turn's limits. ``turn_key``,
    ``turn_idle`` and ``turn_options`` apply to every tool of the server: give them once.
    Returns the toolretry tool (``.observe()``).
    """
    if not callable(getattr(server, "add_tool", None)) or not callable(
        getattr(server, "list_tools", None)
    ):
        raise ConfigurationError(
            f"tool(server) needs the MCP server object (mcp 2.x MCPServer or 1.x FastMCP), "
            f"got {server!r}; write @tool(server) above the function."
        )
    if turn_key is not None and not callable(turn_key):
        raise ConfigurationError(
            f"turn_key must be a callable taking the MCP Context, got {turn_key!r}."
        )
    if turn_idle is not NOT_GIVEN:
        check_idle(turn_idle)
    server_options = {k: options.pop(k) for k in _SERVER_OPTIONS if k in options}
    Turn(**dict(turn_options or {}))  # Checked now: a wrong limit fails where it is written.
    classes = _context_classes()
    excluded = (*tuple(options.pop("exclude_params", ())), *classes)
    smart_retry_with_observation(**options, exclude_params=excluded)  # Checked now, too.
    turns = turns_of(server, turn_key, turn_options, turn_idle)
    escape = _protocol_errors()

    def register(target: Callable[..., Any]) -> Any:
        return _register(
            server, target, name, server_options, options, excluded, turns, (classes, escape)
        )

    if fn is None:
        return register
    return register(fn)


def _is_fastmcp_1x(server: Server) -> bool:
    """mcp 1.x's ``FastMCP``, which validates even an error result against the tool's output
    schema (and so would replace the observation with a validation error)."""
    return type(server).__module__.startswith("mcp.server.fastmcp")


def _raising_answer() -> Callable[[Observation], Any]:
    """mcp 1.x: a failure raises the SDK's ``ToolError`` with the observation as its text, the
    one error path that reaches the client intact whatever the tool's return type (as
    ``isError`` text "Error executing tool NAME: <observation>", without structured fields)."""
    # mcp 1.x only: 2.x has no such module (and mypy sees 2.x).
    tool_error: type[Exception] = importlib.import_module("mcp.server.fastmcp.exceptions").ToolError

    def answer(observation: Observation) -> Any:
        raise tool_error(observation.render())

    return answer


def _from_tool_object(
    target: Any, name: str | None, server_options: dict[str, Any]
) -> tuple[Any, str | None, dict[str, Any]]:
    """An SDK ``Tool`` (``Tool.from_function(...)``): its function, with its name, title,
    description, annotations, icons and meta unless given here."""
    fn = getattr(target, "fn", None)
    if not callable(fn) or not isinstance(getattr(target, "parameters", None), dict):
        return target, name, server_options
    own = {k: getattr(target, k, None) for k in _SERVER_OPTIONS if k != "structured_output"}
    kept = {k: v for k, v in own.items() if v is not None}
    return fn, name or getattr(target, "name", None), {**kept, **server_options}


def _register(
    server: Server,
    target: Callable[..., Any],
    name: str | None,
    server_options: dict[str, Any],
    options: dict[str, Any],
    excluded: tuple[str | type, ...],
    turns: Turns,
    kinds: tuple[tuple[type, ...], tuple[type[BaseException], ...]],
) -> Any:
    classes, escape = kinds
    target, name, server_options = _from_tool_object(target, name, server_options)
    original = original_of(target)
    if not callable(original):
        raise ConfigurationError(f"@tool(server) decorates a function, got {target!r}.")
    merged = {**options_of(target), **options}
    tool_name = name or merged.get("name") or getattr(original, "__name__", None)
    if not isinstance(tool_name, str) or tool_name == "<lambda>":
        raise ConfigurationError("A lambda needs a name: @tool(server, name='...').")

    def shim(fn: Callable[..., Any]) -> Callable[..., Any]:
        return escaping(fn, escape)

    decorated = retrying(target, {**options, "name": tool_name}, exclude=excluded, shim=shim)
    observe: Callable[..., Any] = decorated.observe
    is_async = inspect.iscoroutinefunction(original)
    answer = _raising_answer() if _is_fastmcp_1x(server) else error_result
    context_param = _context_param(original, classes)
    signature, annotations = _handler_signature(original, classes[0], context_param is None)

    async def handler(*args: Any, **kwargs: Any) -> Any:
        if context_param is None:
            context = kwargs.pop(_CONTEXT_PARAM, None)
        else:
            context = kwargs.get(context_param)
        # The turn refuses what it must itself (a spent tool, a spent turn), with its numbers.
        turn = await turns.for_context(context) if context is not None else None
        with reraising_escapes(), turn if turn is not None else contextlib.nullcontext():
            if is_async:
                observation: Observation = await observe(*args, **kwargs)
            else:
                observation = await in_thread(observe, *args, **kwargs)
        if observation.ok:
            return success_value(observation)
        return answer(observation)

    # The server names the arguments model after the function, as for the plain function.
    handler.__name__ = getattr(original, "__name__", tool_name)
    handler.__qualname__ = getattr(original, "__qualname__", tool_name)
    handler.__module__ = getattr(original, "__module__", __name__)
    handler.__doc__ = original.__doc__
    handler.__signature__ = signature  # type: ignore[attr-defined]
    handler.__annotations__ = annotations
    server.add_tool(handler, name=tool_name, **server_options)
    return decorated
