"""The turn the caller is in, as a context variable: every decorated call reads it, so it lives
apart from the turn's machinery, which loads only when a turn is entered."""

from __future__ import annotations

import contextvars
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from ._ticket import CallTicket

__all__ = ["OpenTurn", "current_turn_var"]


class OpenTurn(Protocol):
    """What a decorated call asks of the turn it runs in; ``Turn`` is the one implementation.

    A protocol here rather than ``Turn`` itself so that this light module sits below the
    turn's machinery (``_turn.py`` imports it) and never imports it back, not even for types.
    """

    deadline: float | None

    def admit(
        self,
        tool: str,
        params_of: Callable[..., Mapping[str, Any]],
        params_args: tuple[Any, ...],
        locale: str = "en",
        limit: int | None = None,
    ) -> CallTicket: ...

    def begin_call(
        self, tool: str, params: Mapping[str, Any], *, locale: str = "en", limit: int | None = None
    ) -> CallTicket: ...

    def call_succeeded(self, ticket: CallTicket) -> None: ...


current_turn_var: contextvars.ContextVar[OpenTurn | None] = contextvars.ContextVar(
    "toolretry_turn", default=None
)
