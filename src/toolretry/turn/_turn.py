"""One agent turn's failure budgets and deadline, shared by every decorated tool called in it."""

from __future__ import annotations

import contextvars
import time
from collections.abc import Callable, Iterable, Mapping
from types import TracebackType
from typing import Any

from ._canonical import CallIdentity, call_key
from ._counters import (
    DEFAULT_MAX_FAILURES,
    DEFAULT_MAX_FAILURES_PER_TOOL,
    DEFAULT_MAX_IDENTICAL_FAILURES,
    MAX_REMEMBERED_CALLS,
    TurnCounters,
    TurnInterrupted,
)
from ._current import OpenTurn, current_turn_var
from ._ticket import (
    REPEAT_CALL_BLOCKED,
    TOOL_BUDGET_EXHAUSTED,
    TOOL_NOT_VISIBLE,
    TURN_BUDGET_EXHAUSTED,
    TURN_DEADLINE,
    CallTicket,
    Tally,
    blocked_observation,
)

__all__ = [
    "DEFAULT_MAX_FAILURES",
    "DEFAULT_MAX_FAILURES_PER_TOOL",
    "DEFAULT_MAX_IDENTICAL_FAILURES",
    "MAX_REMEMBERED_CALLS",
    "REPEAT_CALL_BLOCKED",
    "TOOL_BUDGET_EXHAUSTED",
    "TOOL_NOT_VISIBLE",
    "TURN_BUDGET_EXHAUSTED",
    "TURN_DEADLINE",
    "CallTicket",
    "Turn",
    "TurnInterrupted",
    "current_turn",
    "current_turn_var",
    "turn",
]


# Per context, the turns entered and the tokens that undo each entry, innermost last: tasks
# that enter one Turn at overlapping times each undo only their own entry.
_entries: contextvars.ContextVar[tuple[tuple[Turn, contextvars.Token[OpenTurn | None]], ...]] = (
    contextvars.ContextVar("toolretry_turn_entries", default=())
)


# A refused call: its code, key, limit, counters, calls it was held for, partial key.
_Refusal = tuple[str, str | None, int, Tally, int | None, bool]


class Turn(TurnCounters):
    """Failure budgets and a deadline for one agent turn; enter it with ``with`` or ``async with``.

    Every decorated tool called inside (also from threads started with a copied context and
    from asyncio tasks) shares these counters. Create it with :func:`turn`.
    """

    @property
    def failures(self) -> int:
        """Failures counted in this turn so far, blocked calls included, business errors not."""
        return self._failures

    @property
    def interrupted(self) -> TurnInterrupted | None:
        """Why the turn should end: a tool's budget, the turn's budget, or its deadline."""
        if self._interrupted is None and self._past_deadline():
            with self._lock:
                self._interrupt_at_deadline("")
        return self._interrupted

    @property
    def should_stop(self) -> bool:
        """True once the turn is ``interrupted``: the agent should end the turn."""
        return self.interrupted is not None

    @property
    def next_move(self) -> str | None:
        """The strongest ``next_move`` of any failure so far (``stop`` > ``ask_user`` >
        ``switch_tool`` > ``fix_arguments`` > ``wait`` > ``retry``), or None before any failure."""
        if self._past_deadline():
            return "stop"
        return self._move

    @property
    def error_counts(self) -> dict[str, int]:
        """Failures per tool name in this turn (a copy)."""
        with self._lock:
            return dict(self._error_counts)

    def remaining(self) -> float | None:
        """Seconds left before the turn's deadline (never below 0), or None without one."""
        return None if self.deadline is None else max(0.0, self.deadline - time.monotonic())

    def attempts_left(self, tool: str) -> int:
        """How many more consecutive failures ``tool`` may have before it is blocked."""
        with self._lock:
            if tool in self._exhausted:
                return 0
            return max(0, self.limit_for(tool) - self._consecutive.get(tool, 0))

    def __enter__(self) -> Turn:
        token = current_turn_var.set(self)
        _entries.set((*_entries.get(), (self, token)))
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        entries = _entries.get()
        for index in range(len(entries) - 1, -1, -1):
            entered, token = entries[index]
            if entered is self:
                _entries.set(entries[:index] + entries[index + 1 :])
                # Set, not reset: a task may leave an entry its parent made (reset would raise
                # there), and the value before the entry is all that needs restoring.
                old = token.old_value
                current_turn_var.set(None if old is contextvars.Token.MISSING else old)
                return

    async def __aenter__(self) -> Turn:
        return self.__enter__()

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.__exit__(exc_type, exc, tb)

    def __repr__(self) -> str:
        return (
            f"<Turn failures={self._failures}/{self.max_failures} "
            f"interrupted={self._interrupted is not None}>"
        )

    def begin_call(
        self, tool: str, params: Mapping[str, Any], *, locale: str = "en", limit: int | None = None
    ) -> CallTicket:
        """Admit a call, or refuse it, before it runs; ``params`` are its arguments by name.

        Admission is atomic: a call runs only while each budget's failures plus the calls
        still running stay below its limit. The returned ticket's ``blocked`` is then an
        observation to answer with instead of running the tool; otherwise report the outcome
        on the ticket exactly once. ``limit`` is the tool's own ``turn_limit``.
        """
        return self.admit(tool, _given, (params,), locale, limit)

    def admit(
        self,
        tool: str,
        params_of: Callable[..., Mapping[str, Any]],
        params_args: tuple[Any, ...],
        locale: str = "en",
        limit: int | None = None,
    ) -> CallTicket:
        """``begin_call`` with the arguments asked for only when needed, as
        ``params_of(*params_args)``: the identical-call key is computed only while the tool
        has failed in this turn or has another call running (then the running ones are keyed
        too); otherwise on the call's failure."""
        self._lock.acquire()  # Not `with`, as in call_succeeded: asked on every call.
        try:
            if tool not in self._failed_tools and tool not in self._tool_running:
                # Nothing can match this call: admitted on the counters alone, unkeyed. A tool
                # that never failed in this turn has no consecutive failure and is not spent.
                cap = self.limits.get(tool, self.max_failures_per_tool if limit is None else limit)
                self._tool_limits[tool] = cap
                if (
                    (self.deadline is None or time.monotonic() < self.deadline)
                    and self._failures + self._running < self.max_failures
                    and (self.visible_tools is None or tool in self.visible_tools)
                ):
                    self._running += 1
                    self._tool_running[tool] = 1
                    ticket = CallTicket(self, tool, cap, params_of, params_args)
                    self._unkeyed[tool] = ticket
                    return ticket
        finally:
            self._lock.release()
        identity = None
        while True:
            with self._lock:
                if identity is None and (
                    tool in self._failed_tools or self._tool_running.get(tool, 0) > 0
                ):
                    refused = None  # The key decides admission: computed outside the lock.
                else:
                    admitted = self._admit(tool, identity, params_of, params_args, limit)
                    if isinstance(admitted, CallTicket):
                        return admitted
                    refused = admitted
            if refused is not None:
                break
            identity = call_key(tool, params_of(*params_args))
        code, key, cap, tally, held, partial = refused
        params = params_of(*params_args)
        observation = blocked_observation(self, code, tool, params, locale, tally, held, partial)
        ticket = CallTicket(self, tool, cap)
        ticket.refuse(observation, key, partial)
        return ticket

    def _admit(
        self,
        tool: str,
        identity: CallIdentity | None,
        params_of: Callable[..., Mapping[str, Any]],
        params_args: tuple[Any, ...],
        limit: int | None,
    ) -> CallTicket | _Refusal:
        """Admission with the lock held; ``identity`` None: no earlier call can match. A
        refused call is counted here, and answered by the caller once the lock is free."""
        cap = self.limits.get(tool, self.max_failures_per_tool if limit is None else limit)
        self._tool_limits[tool] = cap
        key = None if identity is None else identity.key
        partial = False if identity is None else identity.partial
        if identity is not None:
            other = self._unkeyed.pop(tool, None)
            if other is not None and (running := other.params()) is not None:
                found = call_key(tool, running)  # Now it can match: key it.
                other.identify(found, counted=True)
                self._key_running[found.key] = self._key_running.get(found.key, 0) + 1
        code, held = self._refusal(tool, key, cap)
        if code is None and self.visible_tools is not None and tool not in self.visible_tools:
            code, held = TOOL_NOT_VISIBLE, None
        if code is None:
            self._running += 1
            self._tool_running[tool] = self._tool_running.get(tool, 0) + 1
            ticket = CallTicket(self, tool, cap, params_of, params_args)
            if identity is None:
                self._unkeyed[tool] = ticket
            else:
                self._key_running[identity.key] = self._key_running.get(identity.key, 0) + 1
                ticket.identify(identity, counted=True)
            return ticket
        if code == TURN_DEADLINE:
            self._interrupt_at_deadline(tool)
        if held is None and code != TURN_DEADLINE:
            tally = self._count(tool, key, cap, blocked=True)
        else:
            tally = self._tally(tool, key, cap)
        if code == REPEAT_CALL_BLOCKED and held is None:
            self._stop_repeats(tool, tally.identical)
        return code, key, cap, tally, held, partial

    def _refusal(self, tool: str, key: str | None, cap: int) -> tuple[str | None, int | None]:
        """Why a call may not run (its code), and for a call held back only because of calls
        still running, how many those are; (None, None) admits it. Caller holds the lock."""
        if self._past_deadline():
            return TURN_DEADLINE, None
        if self._failures >= self.max_failures:
            return TURN_BUDGET_EXHAUSTED, None
        if tool in self._exhausted:
            return TOOL_BUDGET_EXHAUSTED, None
        if key is not None:
            repeats = self._identical.get(key, 0)
            if repeats >= self.max_identical_failures - 1:
                return REPEAT_CALL_BLOCKED, None
            if repeats + self._key_running.get(key, 0) >= self.max_identical_failures - 1:
                return REPEAT_CALL_BLOCKED, self._key_running[key]
        running = self._tool_running.get(tool, 0)
        if self._consecutive.get(tool, 0) + running >= cap:
            return TOOL_BUDGET_EXHAUSTED, running
        if self._failures + self._running >= self.max_failures:
            return TURN_BUDGET_EXHAUSTED, self._running
        return None, None


def _given(params: Mapping[str, Any]) -> Mapping[str, Any]:
    """``params_of`` for arguments already named (``begin_call``)."""
    return params


def current_turn() -> Turn | None:
    """The turn the caller is in, or None outside any turn."""
    open_turn = current_turn_var.get()
    # Only a Turn is ever entered; the check narrows the variable's protocol type to it.
    return open_turn if isinstance(open_turn, Turn) else None


def turn(
    max_failures_per_tool: int = DEFAULT_MAX_FAILURES_PER_TOOL,
    max_identical_failures: int = DEFAULT_MAX_IDENTICAL_FAILURES,
    max_failures: int = DEFAULT_MAX_FAILURES,
    visible_tools: Iterable[str] | None = None,
    *,
    timeout: float | None = None,
    limits: Mapping[str, int] | None = None,
    roles: Mapping[str, str | Iterable[str]] | None = None,
    user_input: str | None = None,
) -> Turn:
    """Scope failure budgets and a deadline to one agent turn: ``with toolretry.turn() as t:``.

    Inside, each decorated tool may fail ``max_failures_per_tool`` times in a row (or its own
    ``turn_limit``; ``limits={"tool": n}`` here wins over both) before it is blocked for the
    rest of the turn; a call identical to one that failed ``max_identical_failures - 1`` times
    is answered ``REPEAT_CALL_BLOCKED`` without running; after ``max_failures`` failures in
    all, calls are answered ``TURN_BUDGET_EXHAUSTED``. ``timeout`` seconds from now, calls are
    answered ``TURN_DEADLINE`` and running ones are cut. ``t.interrupted`` says why a turn
    should end, ``t.should_stop`` is then true, ``t.next_move`` is the strongest next move.
    Recovery hints name only tools in ``visible_tools`` when it is given, and a decorated tool
    outside it is refused without running (``TOOL_NOT_VISIBLE``). ``roles={"run": "run_command"}``
    declares what a tool does (list_dir, read, search, run_command, ask_user) where its name
    does not say. ``user_input`` is the user's message: a call whose identifier came from it
    and is not found asks the user. Business errors never count. Nested turns are
    independent scopes.
    """
    return Turn(
        max_failures_per_tool,
        max_identical_failures,
        max_failures,
        visible_tools,
        timeout=timeout,
        limits=limits,
        roles=roles,
        user_input=user_input,
    )
