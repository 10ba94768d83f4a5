"""Which tools the model sees: the visible list an observation shows and the visible tool to
use instead of another (``_unknown_tool`` answers a made-up name with them)."""

from __future__ import annotations

import difflib
from collections.abc import Collection, Iterable
from typing import Protocol

from ..observe._roles import could_serve

__all__ = ["ShownTools", "substitute_for", "visible_list"]


class ShownTools(Protocol):
    """What of a turn says which tools the model sees (``_turn.Turn`` has it)."""

    @property
    def visible_tools(self) -> frozenset[str] | None: ...
    @property
    def roles(self) -> dict[str, frozenset[str]]: ...
    @property
    def spent_tools(self) -> Collection[str]: ...


_MAX_LISTED = 50  # A model reads the list; hundreds of names would drown the observation.


def visible_list(turn: ShownTools | None, visible: Iterable[str] | None = None) -> list[str]:
    """The visible tools, sorted and bounded, as ``details.visible_tools`` shows them."""
    names = visible if visible is not None else (turn.visible_tools if turn else None)
    return sorted(names or ())[:_MAX_LISTED]


def _closest(name: str, visible: Iterable[str]) -> str | None:
    """The visible tool whose name is closest to ``name`` (``read`` -> ``read_file``)."""
    names = sorted(visible)
    close = difflib.get_close_matches(name, names, n=1, cutoff=0.5)
    if close:
        return close[0]
    lowered = name.lower()
    for candidate in names:
        if lowered in candidate.lower() or candidate.lower() in lowered:
            return candidate
    return None


def substitute_for(
    turn: ShownTools | None, name: str, visible: Iterable[str] | None = None
) -> str | None:
    """The visible tool to use instead of ``name``: one playing its role (``cat`` -> ``bash``),
    else the closest name; None when nothing is visible."""
    shown = frozenset(visible) if visible is not None else (turn.visible_tools if turn else None)
    if not shown:
        return None
    roles = turn.roles if turn is not None else None
    blocked = turn.spent_tools if turn is not None else ()
    return could_serve(name, shown, roles, blocked) or _closest(name, shown - set(blocked))
