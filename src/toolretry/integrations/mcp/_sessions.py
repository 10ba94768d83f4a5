"""Which ``toolretry.turn()`` an MCP call belongs to, and the ``isError`` results it answers with.

MCP offers different things depending on the transport and the protocol version, so the scope
of a turn is the best one the call carries, in this order:

* ``turn_key(context)`` when the server gives one and it returns a key (a conversation id);
* the session: the ``mcp-session-id`` of streamable HTTP, or the handshake connection of
  stdio and in-memory clients (protocol versions with ``initialize``);
* otherwise (stateless requests: the 2026-07-28 protocol, ``stateless_http``) one scope for
  the whole server.

Every scope starts a fresh turn after ``turn_idle`` seconds without a call, so a long desktop
session does not carry one conversation's failures into the next.
"""

from __future__ import annotations

import math
import time
import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, Protocol

from ...exceptions import ConfigurationError
from ...observe._observation import Observation
from ...turn._turn import Turn

__all__ = [
    "DEFAULT_TURN_IDLE",
    "NOT_GIVEN",
    "OBSERVATION_META_KEY",
    "Server",
    "TurnKey",
    "Turns",
    "check_idle",
    "error_result",
    "scope_of",
    "turns_of",
]

OBSERVATION_META_KEY = "toolretry/observation"
"""The ``_meta`` key of an ``isError`` result that holds the observation's fields."""

TurnKey = Callable[[Any], Hashable]
"""Maps a call's ``Context`` to the key of the turn it belongs to (None: no key)."""

DEFAULT_TURN_IDLE = 300.0
"""Seconds without a call after which a scope's turn starts afresh."""

NOT_GIVEN: Any = object()
"""``turn_idle`` not given: the server's (or the default)."""

_MAX_SCOPES = 1024
_SESSION_HEADER = "mcp-session-id"
# Protocol versions without the initialize handshake: each request is its own connection.
_STATELESS_SINCE = "2026-07-28"


class Server(Protocol):
    """What the adapter needs of a server: ``MCPServer`` (mcp 2.x), ``FastMCP`` (mcp 1.x)."""

    def add_tool(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any: ...

    async def list_tools(self) -> Any: ...


def scope_of(context: Any, key: TurnKey | None) -> tuple[str, Hashable, Any]:
    """The kind of scope (``key``, ``session`` or ``server``), its key, and an object to keep
    alive while the scope lives (so that an ``id()`` key is never reused)."""
    if key is not None:
        found = key(context)
        if found is not None:
            return "key", ("key", found), None
    headers = getattr(context, "headers", None)
    if headers is not None:  # Streamable HTTP: the session is its header, if any.
        session_id = headers.get(_SESSION_HEADER)
        if session_id:
            return "session", ("http", session_id), None
        return "server", ("server",), None
    session = getattr(context, "session", None)
    version = str(getattr(session, "protocol_version", None) or "")
    params = getattr(session, "client_params", None)
    if params is not None and version < _STATELESS_SINCE:
        # One handshake, one ``client_params`` object for every request of the connection.
        return "session", ("connection", id(params)), params
    return "server", ("server",), None


class _Scope:
    __slots__ = ("keep", "last", "turn")

    def __init__(self, turn: Turn, keep: Any, now: float) -> None:
        self.turn = turn
        self.keep = keep
        self.last = now


class Turns:
    """The turns of one server's scopes, each created on the scope's first call."""

    def __init__(
        self, server: Server, key: TurnKey | None, options: dict[str, Any], idle: float | None
    ) -> None:
        self._server = server
        self.key = key
        self.options = options
        self.idle = idle
        self._scopes: OrderedDict[Hashable, _Scope] = OrderedDict()

    async def for_context(self, context: Any) -> Turn:
        """The turn of the call's scope: the current one, or a fresh one after ``idle``."""
        _, found, keep = scope_of(context, self.key)
        now = time.monotonic()
        scope = self._scopes.get(found)
        if scope is None or (self.idle is not None and now - scope.last > self.idle):
            fresh = _Scope(await self._new_turn(), keep, now)
            # Two first calls of one scope may both get here: the first one stored wins.
            current = self._scopes.get(found)
            if current is None or current is scope:
                self._scopes[found] = current = fresh
            scope = current
        scope.last = now
        self._scopes.move_to_end(found)
        while len(self._scopes) > _MAX_SCOPES:
            self._scopes.popitem(last=False)
        return scope.turn

    async def _new_turn(self) -> Turn:
        listed = await self._server.list_tools()
        tools = getattr(listed, "tools", listed)
        names = [name for name in (getattr(t, "name", None) for t in tools) if name]
        return Turn(**self.options, visible_tools=names or None)


_SERVER_TURNS: weakref.WeakKeyDictionary[Any, Turns] = weakref.WeakKeyDictionary()


def check_idle(idle: Any) -> float | None:
    """``turn_idle`` as seconds, or a ``ConfigurationError`` naming the fix."""
    if idle is None:
        return None
    if isinstance(idle, bool) or not isinstance(idle, (int, float)) or not idle > 0:
        raise ConfigurationError(
            f"turn_idle must be a number of seconds > 0 (or None: never), got {idle!r}."
        )
    if math.isinf(idle):
        return None
    return float(idle)


def turns_of(
    server: Server, key: TurnKey | None, options: dict[str, Any] | None, idle: Any
) -> Turns:
    """The server's one ``Turns``: every tool on it shares its scopes' turns."""
    turns = _SERVER_TURNS.get(server)
    if turns is None:
        idle = DEFAULT_TURN_IDLE if idle is NOT_GIVEN else check_idle(idle)
        turns = _SERVER_TURNS[server] = Turns(server, key, dict(options or {}), idle)
        return turns
    if (
        (key is not None and key is not turns.key)
        or (options is not None and dict(options) != turns.options)
        or (idle is not NOT_GIVEN and check_idle(idle) != turns.idle)
    ):
        raise ConfigurationError(
            "turn_options, turn_key and turn_idle apply to every tool of a server; give them "
            "on the first @tool(server, ...) only (or the same ones on each)."
        )
    return turns


def error_result(observation: Observation, text: str | None = None) -> Any:
    """The ``CallToolResult(isError=True)`` for a failed call: the observation as text, its
    fields as ``structuredContent`` and under ``_meta``."""
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
