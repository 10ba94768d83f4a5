"""The ``Hint`` record, apart from the tables of texts that fill it (they import it)."""

from __future__ import annotations

import dataclasses

__all__ = ["Hint", "make_hint"]


@dataclasses.dataclass(frozen=True)
class Hint:
    """What the model should do next (``next_action``), not do (``avoid``), which tool helps
    (``suggested_tool``, or the ``role`` a visible tool plays), and a different strategy to
    offer when the same code keeps failing in a turn (``alternative``)."""

    next_action: str | None = None
    avoid: str | None = None
    suggested_tool: str | None = None
    role: str | None = None
    alternative: str | None = None


def make_hint(
    next_action: str,
    avoid: str | None = None,
    *,
    role: str | None = None,
    alternative: str | None = None,
) -> Hint:
    return Hint(next_action, avoid, None, role, alternative)
