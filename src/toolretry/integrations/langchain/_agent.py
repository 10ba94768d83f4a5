"""``with_turn``: one ``toolretry.turn()`` per agent run, and the run ends when it says stop."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Iterable, Iterator
from typing import Any

from langchain_core.messages import AIMessage
from langchain_core.runnables import Runnable, RunnableConfig
from langgraph.prebuilt import ToolNode

from ...turn._turn import Turn

__all__ = ["STOP_MESSAGE_NAME", "TurnAgent", "stop_message", "stop_reason", "with_turn"]

STOP_MESSAGE_NAME = "toolretry"
"""The ``name`` of the final ``AIMessage`` a stopped run ends with."""


def stop_reason(turn: Turn) -> str | None:
    """Why the run must end now, or None: a tool ran out of budget, or the whole turn did."""
    if turn.interrupted is not None:
        return turn.interrupted.reason
    if turn.should_stop:
        return f"{turn.failures} tool failures in this run (max_failures={turn.max_failures})"
    return None


def _tool_names(graph: Any) -> list[str]:
    """The tools of every ``ToolNode`` in a compiled graph: what the model was given."""
    names: list[str] = []
    for node in getattr(graph, "nodes", {}).values():
        for candidate in (node, getattr(node, "bound", None)):
            if isinstance(candidate, ToolNode):
                names.extend(candidate.tools_by_name)
    return names


class TurnAgent(Runnable[Any, Any]):
    """A LangGraph graph whose every run is one ``toolretry.turn()``; see :func:`with_turn`."""

    def __init__(
        self, graph: Any, *, tools: Iterable[str] | None, turn_options: dict[str, Any]
    ) -> None:
        self.graph = graph
        names = list(tools) if tools is not None else _tool_names(graph)
        self.visible_tools = names or None
        self.turn_options = turn_options
        Turn(**turn_options, visible_tools=self.visible_tools)  # Wrong limits fail now.
        self.last_turn: Turn | None = None
        """The turn of the latest run (its ``interrupted``, ``failures``, ``error_counts``)."""

    def _turn(self) -> Turn:
        turn = Turn(**self.turn_options, visible_tools=self.visible_tools)
        self.last_turn = turn
        return turn

    def __getattr__(self, name: str) -> Any:
        # Everything else (get_state, update_state, checkpointer, ...) is the graph's own.
        if name == "graph":
            raise AttributeError(name)
        return getattr(self.graph, name)

    # Runnable defines these itself; the graph's are the true ones.
    def get_graph(self, config: RunnableConfig | None = None) -> Any:
        return self.graph.get_graph(config)

    def get_input_schema(self, config: RunnableConfig | None = None) -> Any:
        return self.graph.get_input_schema(config)

    def get_output_schema(self, config: RunnableConfig | None = None) -> Any:
        return self.graph.get_output_schema(config)

    def stream(
        self, input: Any, config: RunnableConfig | None = None, **kwargs: Any
    ) -> Iterator[Any]:
        """The graph's ``stream``, ending after the step in which the turn said stop with one
        last chunk per stream mode that carries the stopping message (as ``invoke`` does)."""
        final = _FinalChunks(self.graph, kwargs)
        with (
            self._turn() as turn,
            contextlib.closing(self.graph.stream(input, config, **kwargs)) as chunks,
        ):
            for chunk in chunks:
                final.see(chunk)
                yield chunk
                reason = stop_reason(turn)
                if reason is not None:
                    yield from final.chunks(reason)
                    return

    async def astream(
        self, input: Any, config: RunnableConfig | None = None, **kwargs: Any
    ) -> AsyncIterator[Any]:
        """``stream`` for async graphs and tools, ending the same way."""
        final = _FinalChunks(self.graph, kwargs)
        async with self._turn() as turn:
            chunks = self.graph.astream(input, config, **kwargs)
            try:
                async for chunk in chunks:
                    final.see(chunk)
                    yield chunk
                    reason = stop_reason(turn)
                    if reason is not None:
                        for last in final.chunks(reason):
                            yield last
                        return
            finally:
                await chunks.aclose()

    def invoke(self, input: Any, config: RunnableConfig | None = None, **kwargs: Any) -> Any:
        """Run the graph to its end, or to the step in which the turn said stop.

        A stopped run's state ends with an ``AIMessage`` (name ``"toolretry"``) that says why.
        """
        kwargs["stream_mode"] = "values"
        state = None
        with (
            self._turn() as turn,
            contextlib.closing(self.graph.stream(input, config, **kwargs)) as chunks,
        ):
            for state in chunks:  # The last one is the result.
                reason = stop_reason(turn)
                if reason is not None:
                    return _with_stop_message(state, reason)
        return state

    async def ainvoke(self, input: Any, config: RunnableConfig | None = None, **kwargs: Any) -> Any:
        """``invoke`` for async graphs and tools."""
        kwargs["stream_mode"] = "values"
        state = None
        async with self._turn() as turn:
            chunks = self.graph.astream(input, config, **kwargs)
            try:
                async for state in chunks:  # The last one is the result.
                    reason = stop_reason(turn)
                    if reason is not None:
                        return _with_stop_message(state, reason)
            finally:
                await chunks.aclose()
        return state


def stop_message(reason: str) -> AIMessage:
    """The final ``AIMessage`` (name ``"toolretry"``) of a stopped run, in every mode."""
    return AIMessage(
        content=f"Stopped: {reason}. The tools kept failing; tell the user what happened.",
        name=STOP_MESSAGE_NAME,
    )


def _with_stop_message(state: Any, reason: str) -> Any:
    if isinstance(state, dict) and isinstance(state.get("messages"), list):
        return {**state, "messages": [*state["messages"], stop_message(reason)]}
    return state


class _FinalChunks:
    """The chunks a stopped stream ends with, shaped like the stream's own: a ``values``
    state with the message added, an ``updates`` entry of a ``toolretry`` node, a
    ``messages`` pair; tagged by mode when several were asked, by namespace with subgraphs."""

    def __init__(self, graph: Any, kwargs: dict[str, Any]) -> None:
        mode: Any = kwargs.get("stream_mode") or getattr(graph, "stream_mode", "values")
        self.single = isinstance(mode, str)
        self.modes: list[str] = [mode] if isinstance(mode, str) else list(mode)
        self.subgraphs = bool(kwargs.get("subgraphs"))
        self.state: Any = None

    def see(self, chunk: Any) -> None:
        """Keep the latest root ``values`` state: the stopped state builds on it."""
        if self.subgraphs:
            if not (isinstance(chunk, tuple) and len(chunk) == 2 and chunk[0] == ()):
                return
            chunk = chunk[1]
        if self.single:
            if self.modes == ["values"]:
                self.state = chunk
        elif isinstance(chunk, tuple) and len(chunk) == 2 and chunk[0] == "values":
            self.state = chunk[1]

    def chunks(self, reason: str) -> list[Any]:
        message = stop_message(reason)
        found: list[Any] = []
        for mode in self.modes:
            if mode == "values":
                chunk: Any = _with_stop_message(self.state, reason)
            elif mode == "updates":
                chunk = {STOP_MESSAGE_NAME: {"messages": [message]}}
            elif mode == "messages":
                chunk = (message, {"langgraph_node": STOP_MESSAGE_NAME})
            else:  # custom, debug, checkpoints, tasks: no message belongs there.
                continue
            chunk = chunk if self.single else (mode, chunk)
            found.append(((), chunk) if self.subgraphs else chunk)
        return found


def with_turn(graph: Any, *, tools: Iterable[str] | None = None, **turn_options: Any) -> TurnAgent:
    """Run each ``invoke``/``ainvoke``/``stream``/``astream`` of ``graph`` in its own turn.

    ``visible_tools`` are the tools of the graph's ``ToolNode``s (or ``tools``, by name);
    ``turn_options`` are ``toolretry.turn()``'s limits. When a tool runs out of budget or the
    turn's failures reach ``max_failures``, the run ends after that step: the model is not
    called again, and ``invoke`` returns the state with a final ``AIMessage`` saying why
    (it is not written to a checkpointer); ``stream``/``astream`` end with that message too,
    in a last chunk shaped like the stream mode's.
    """
    return TurnAgent(graph, tools=tools, turn_options=turn_options)
