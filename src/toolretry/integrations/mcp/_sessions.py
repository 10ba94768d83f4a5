"""One ``toolretry.turn()`` per MCP session, and the ``isError`` results it answers with."""

from __future__ import annotations

import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable, MutableMapping
from typing import Any, Protocol

from ..._category import ErrorCategory
from ...exceptions import ConfigurationError
from ...observe._observation import Observation
from ...turn._turn import Turn

__all__ = [
    "OBSERVATION_META_KEY",
    "Server",
    "TurnKey",
    "Turns",
    "error_result",
    "turn_stopped",
    "turns_of",
]

OBSERVATION_META_KEY = "toolretry/observation"
"""The ``_meta`` key of an ``isError`` result that holds the observation's fields."""

TurnKey = Callable[[Any], Hashable]
"""Maps a call's ``Context`` to the key of the turn it belongs to."""

_STATE_KEY = "toolretry/turn"
_MAX_KEYED_TURNS = 1024
_TURN_STOPPED = "TURN_BUDGET_EXHAUSTED"


class Server(Protocol):
    """What the adapter needs of a server: ``MCPServer`` (mcp 2.x), ``FastMCP`` (mcp 1.x)."""

    def add_tool(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any: ...

    async def list_tools(self) -> Any: ...


class Turns:
    """One turn per MCP session of one server, created on the session's first call."""

    def __init__(self, server: Server, key: TurnKey | None, options: dict[str, Any]) -> None:
        self._server = server
        self.key = key
        self.options = options
        self._by_object: weakref.WeakKeyDictionary[Any, Turn] = weakref.WeakKeyDictionary()
        self._by_key: OrderedDict[Hashable, Turn] = OrderedDict()

    async def for_context(self, context: Any) -> Turn:
        store, key = self._store_for(context)
        turn = store.get(key)
        if turn is None:
            fresh = await self._new_turn()
            # Two first calls of one session may both get here: the first one stored wins.
            turn = store.setdefault(key, fresh)
            if len(self._by_key) > _MAX_KEYED_TURNS:
                self._by_key.popitem(last=False)
        return turn

    def _store_for(self, context: Any) -> tuple[MutableMapping[Any, Turn], Any]:
        if self.key is not None:
            return self._by_key, self.key(context)
        session = _session_of(context)
        # mcp 2.x connections keep per-connection scratch state for exactly this.
        state = getattr(session, "state", None)
        if isinstance(state, dict):
            return state, _STATE_KEY
        return self._by_object, session

    async def _new_turn(self) -> Turn:
        listed = await self._server.list_tools()
        tools = getattr(listed, "tools", listed)
        names = [name for name in (getattr(t, "name", None) for t in tools) if name]
        return Turn(**self.options, visible_tools=names or None)


_SERVER_TURNS: weakref.WeakKeyDictionary[Any, Turns] = weakref.WeakKeyDictionary()


def turns_of(server: Server, key: TurnKey | None, options: dict[str, Any] | None) -> Turns:
    """The server's one ``Turns``: every tool on it shares the session's turn."""
    turns = _SERVER_TURNS.get(server)
    if turns is None:
        turns = _SERVER_TURNS[server] = Turns(server, key, dict(options or {}))
        return turns
    if (key is not None and key is not turns.key) or (
        options is not None and dict(options) != turns.options
    ):
        raise ConfigurationError(
            "turn_options and turn_key apply to every tool of a server; give them on the "
            "first @tool(server, ...) only (or the same ones on each)."
        )
    return turns


def _session_of(context: Any) -> Any:
    """The object that lives as long as the client's session.

    mcp 2.x hands each request a ``ServerSession`` proxy over the connection (a new one per
    request), mcp 1.x the session itself. A stateless 2026-07-28 request is its own connection,
    so it gets a fresh turn: pass ``turn_key=`` to group such requests.
    """
    session = context.session
    return getattr(session, "_connection", session)


def error_result(observation: Observation, text: str | None = None) -> Any:
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


def turn_stopped(tool_name: str, turn: Turn) -> Any:
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
    return error_result(observation)
