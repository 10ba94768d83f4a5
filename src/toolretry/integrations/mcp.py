"""MCP servers: register a toolretry tool whose failures reach the client as ``isError`` results.

``tool(server)`` is a decorator factory for the SDK's server class (``MCPServer`` of mcp 2.x,
``FastMCP`` of mcp 1.x, by duck typing: anything with ``add_tool(fn, name=..., ...)`` and
``list_tools()``)::

    server = MCPServer("weather")

    @tool(server, max_retries=2)
    def get_weather(city: str) -> dict[str, float]:
        ...

The server derives the tool's input and output schema from the undecorated function, so a
success keeps its ``structuredContent``. A failure is a ``CallToolResult(isError=True)``: the
observation as text content, its fields as ``structuredContent`` and under
``_meta["toolretry/observation"]``. ``Context`` parameters are left out of the identical-call key
and of ``request``. Calls in one MCP session share one ``toolretry.turn()``; once its failure
budget is spent, every further call is answered ``isError`` with the reason (MCP has no stop).
Sync tools run in a worker thread carrying the caller's context, so they never block the loop.
"""

from __future__ import annotations

import contextvars
import functools
import importlib
import inspect
import typing
import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, Protocol

from .. import smart_retry_with_observation
from .._category import ErrorCategory
from ..exceptions import BusinessError, ConfigurationError
from ..observe._observation import Observation
from ..turn._turn import Turn, current_turn_var

__all__ = ["OBSERVATION_META_KEY", "TurnKey", "tool"]

OBSERVATION_META_KEY = "toolretry/observation"
"""The ``_meta`` key of an ``isError`` result that holds the observation's fields."""

TurnKey = Callable[[Any], Hashable]
"""Maps a call's ``Context`` to the key of the turn it belongs to."""

# The server's own keyword arguments of ``add_tool``; everything else goes to toolretry.
_SERVER_OPTIONS = ("title", "description", "annotations", "icons", "meta", "structured_output")
_CONTEXT_PARAM = "toolretry_mcp_context"
_STATE_KEY = "toolretry/turn"
_MAX_KEYED_TURNS = 1024
_TURN_STOPPED = "TURN_BUDGET_EXHAUSTED"


class _Server(Protocol):
    def add_tool(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any: ...

    async def list_tools(self) -> Any: ...


class _Call:
    """One call: the tool's own return value (for structuredContent), or what must propagate."""

    __slots__ = ("escaped", "has_value", "value")

    def __init__(self) -> None:
        self.has_value = False
        self.value: Any = None
        self.escaped: BaseException | None = None


_current_call: contextvars.ContextVar[_Call | None] = contextvars.ContextVar(
    "toolretry_mcp_call", default=None
)


def _capturing(
    fn: Callable[..., Any], escape: tuple[type[BaseException], ...]
) -> Callable[..., Any]:
    """``fn`` recording its return value in the current ``_Call`` (same signature, name).

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

        return functools.wraps(fn)(capture_async)

    def capture(*args: Any, **kwargs: Any) -> Any:
        try:
            result = fn(*args, **kwargs)
        except escape as exc:
            raise _escape(exc) from None
        _record(result)
        return result

    return functools.wraps(fn)(capture)


def _record(result: Any) -> None:
    call = _current_call.get()
    if call is not None:
        call.has_value = True
        call.value = result


def _escape(exc: BaseException) -> BusinessError:
    """Hand ``exc`` to the handler; toolretry sees an answer (not retried, not counted)."""
    call = _current_call.get()
    if call is None:
        raise exc
    call.escaped = exc
    return BusinessError("The server took over the call.", code="FRAMEWORK_CONTROL_FLOW")


def _protocol_errors() -> tuple[type[BaseException], ...]:
    """The SDK's protocol error (``MCPError`` in 2.x, ``McpError`` in 1.x)."""
    module = importlib.import_module("mcp.shared.exceptions")
    found = (getattr(module, name, None) for name in ("MCPError", "McpError"))
    return tuple(c for c in found if isinstance(c, type) and issubclass(c, BaseException))


def _context_classes() -> tuple[type, ...]:
    """The SDK's ``Context`` classes that import: mcp 2.x's, mcp 1.x's, or both."""
    found: list[type] = []
    for module in ("mcp.server.mcpserver", "mcp.server.fastmcp"):
        try:
            found.append(importlib.import_module(module).Context)
        except (ImportError, AttributeError):  # mcp 2.x refuses the 1.x module by name.
            continue
    if not found:
        raise ConfigurationError(
            "toolretry.integrations.mcp needs the MCP SDK: pip install 'toolretry[mcp]'."
        )
    return tuple(found)


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


class _Turns:
    """One turn per MCP session, created on the session's first call."""

    def __init__(self, server: _Server, key: TurnKey | None, options: dict[str, Any]) -> None:
        self._server = server
        self._key = key
        self._options = options
        self._by_object: weakref.WeakKeyDictionary[Any, Turn] = weakref.WeakKeyDictionary()
        self._by_key: OrderedDict[Hashable, Turn] = OrderedDict()

    async def for_context(self, context: Any) -> Turn:
        if self._key is not None:
            key = self._key(context)
            found = self._by_key.get(key)
            if found is None:
                found = self._by_key[key] = await self._new_turn()
                if len(self._by_key) > _MAX_KEYED_TURNS:
                    self._by_key.popitem(last=False)
            return found
        session = _session_of(context)
        # mcp 2.x connections keep per-connection scratch state for exactly this.
        state = getattr(session, "state", None)
        if isinstance(state, dict):
            turn = state.get(_STATE_KEY)
            if not isinstance(turn, Turn):
                turn = state[_STATE_KEY] = await self._new_turn()
            return turn
        turn = self._by_object.get(session)
        if turn is None:
            turn = self._by_object[session] = await self._new_turn()
        return turn

    async def _new_turn(self) -> Turn:
        listed = await self._server.list_tools()
        tools = getattr(listed, "tools", listed)
        names = [name for name in (getattr(t, "name", None) for t in tools) if name]
        return Turn(**self._options, visible_tools=names or None)


def _session_of(context: Any) -> Any:
    """The object that lives as long as the client's session.

    mcp 2.x hands each request a ``ServerSession`` proxy over the connection (a new one per
    request), mcp 1.x the session itself. A stateless 2026-07-28 request is its own connection,
    so it gets a fresh turn: pass ``turn_key=`` to group such requests.
    """
    session = context.session
    return getattr(session, "_connection", session)


def _error_result(observation: Observation, text: str | None = None) -> Any:
    from mcp.types import CallToolResult

    fields = observation.fields()
    return CallToolResult.model_validate(
        {
            "content": [{"type": "text", "text": observation.render() if text is None else text}],
            "structuredContent": fields,
            "isError": True,
            "_meta": {OBSERVATION_META_KEY: fields},
        }
    )


def _turn_stopped(tool_name: str, turn: Turn) -> Any:
    message = (
        f"This session's failure budget is spent ({turn.failures} failures, "
        f"max_failures={turn.max_failures}): the call was not run. Stop calling tools and "
        "answer with what you have."
    )
    observation = Observation(
        status="error",
        tool=tool_name,
        error_code=_TURN_STOPPED,
        category=ErrorCategory.CLIENT,
        retryable=False,
        attempts=0,
        message=message,
        stop=True,
    )
    return _error_result(observation)


def tool(
    server: _Server,
    fn: Callable[..., Any] | None = None,
    /,
    *,
    name: str | None = None,
    turn_key: TurnKey | None = None,
    turn_options: dict[str, Any] | None = None,
    **options: Any,
) -> Any:
    """Register ``fn`` on ``server`` as a toolretry tool: ``@tool(server, ...)``.

    ``fn`` is a plain function or one already decorated with ``@smart_retry_with_observation``
    (its arguments are kept; the ones given here override them). ``name`` and the server's own
    ``add_tool`` arguments (``title``, ``description``, ``annotations``, ``icons``, ``meta``,
    ``structured_output``) go to the server, every other keyword to toolretry. ``turn_options``
    are ``toolretry.turn()``'s limits for each session's turn; ``turn_key(context)`` groups calls
    into turns by any key instead of by session. Returns the toolretry tool (``.observe()``).
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
    server_options = {k: options.pop(k) for k in _SERVER_OPTIONS if k in options}
    turn_settings = dict(turn_options or {})
    Turn(**turn_settings)  # Checked now: a wrong limit fails where the decorator is written.
    classes = _context_classes()
    excluded = (*tuple(options.pop("exclude_params", ())), *classes)
    smart_retry_with_observation(**options, exclude_params=excluded)  # Checked now, too.
    turns = _Turns(server, turn_key, turn_settings)
    escape = _protocol_errors()

    def register(target: Callable[..., Any]) -> Any:
        return _register(
            server, target, name, server_options, options, excluded, turns, (classes, escape)
        )

    if fn is None:
        return register
    return register(fn)


def _register(
    server: _Server,
    target: Callable[..., Any],
    name: str | None,
    server_options: dict[str, Any],
    options: dict[str, Any],
    excluded: tuple[str | type, ...],
    turns: _Turns,
    kinds: tuple[tuple[type, ...], tuple[type[BaseException], ...]],
) -> Any:
    classes, escape = kinds
    settings = getattr(target, "__toolretry_settings__", None)
    given: Any = target  # A decorated tool keeps its original as __wrapped__.
    original: Callable[..., Any] = given.__wrapped__ if settings is not None else target
    if not callable(original):
        raise ConfigurationError(f"@tool(server) decorates a function, got {target!r}.")
    merged = {**(dict(settings.options) if settings is not None else {}), **options}
    tool_name = name or merged.get("name") or getattr(original, "__name__", None)
    if not isinstance(tool_name, str) or tool_name == "<lambda>":
        raise ConfigurationError("A lambda needs a name: @tool(server, name='...').")
    merged["name"] = tool_name
    merged["exclude_params"] = (*tuple(merged.get("exclude_params", ())), *excluded)
    decorated = smart_retry_with_observation(**merged)(_capturing(original, escape))
    observe: Callable[..., Any] = decorated.observe
    is_async = inspect.iscoroutinefunction(original)
    context_param = _context_param(original, classes)
    signature, annotations = _handler_signature(original, classes[0], context_param is None)

    async def handler(*args: Any, **kwargs: Any) -> Any:
        if context_param is None:
            context = kwargs.pop(_CONTEXT_PARAM, None)
        else:
            context = kwargs.get(context_param)
        turn = await turns.for_context(context) if context is not None else None
        if turn is not None and turn.should_stop:
            return _turn_stopped(tool_name, turn)
        call = _Call()
        token = _current_call.set(call)
        turn_token = current_turn_var.set(turn) if turn is not None else None
        try:
            if is_async:
                observation: Observation = await observe(*args, **kwargs)
            else:
                observation = await _in_thread(observe, args, kwargs)
        finally:
            if turn_token is not None:
                current_turn_var.reset(turn_token)
            _current_call.reset(token)
        if call.escaped is not None:
            raise call.escaped
        if observation.ok and call.has_value:
            return call.value
        if observation.ok:  # Not run by this call (cannot happen today): its text is the answer.
            return observation.render()
        return _error_result(observation)

    handler.__name__ = tool_name
    handler.__qualname__ = getattr(original, "__qualname__", tool_name)
    handler.__module__ = getattr(original, "__module__", __name__)
    handler.__doc__ = original.__doc__
    handler.__signature__ = signature  # type: ignore[attr-defined]
    handler.__annotations__ = annotations
    server.add_tool(handler, name=tool_name, **server_options)
    return decorated


async def _in_thread(
    fn: Callable[..., Observation], args: tuple[Any, ...], kwargs: dict[str, Any]
) -> Observation:
    """Run a sync tool in a worker thread with the caller's context (turn, deadline, capture)."""
    import anyio.to_thread

    context = contextvars.copy_context()
    call: Callable[[], Observation] = functools.partial(context.run, fn, *args, **kwargs)
    result: Observation = await anyio.to_thread.run_sync(call)
    return result
