"""One agent turn's failure budgets and deadline, shared by every decorated tool called in it."""

from __future__ import annotations

import contextvars
import dataclasses
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Collection, Iterable, Mapping
from types import TracebackType
from typing import Any

from ._canonical import CallIdentity, call_key
from ._checks import (
    check_limit,
    check_limits,
    check_timeout,
    check_tool_roles,
    check_tools,
    check_user_input,
)
from ._moves import alternative_for, stronger
from ._sentences import turn_sentence
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

DEFAULT_MAX_FAILURES_PER_TOOL = 3
DEFAULT_MAX_IDENTICAL_FAILURES = 3
DEFAULT_MAX_FAILURES = 6
# Distinct failing calls remembered per turn; the oldest are forgotten first, so a turn that
# fails on thousands of different arguments still holds bounded memory.
MAX_REMEMBERED_CALLS = 1024

current_turn_var: contextvars.ContextVar[Turn | None] = contextvars.ContextVar(
    "toolretry_turn", default=None
)
# Per context, the turns entered and the tokens that undo each entry, innermost last: tasks
# that enter one Turn at overlapping times each undo only their own entry.
_entries: contextvars.ContextVar[tuple[tuple[Turn, contextvars.Token[Turn | None]], ...]] = (
    contextvars.ContextVar("toolretry_turn_entries", default=())
)


# A refused call: its code, key, limit, counters, calls it was held for, partial key.
_Refusal = tuple[str, str | None, int, Tally, int | None, bool]


@dataclasses.dataclass(frozen=True)
class TurnInterrupted:
    """Why a turn was interrupted: what ran out (``code``), the tool it happened to (empty for
    the turn's own deadline), and every tool's failures at that moment (``error_counts``)."""

    reason: str
    tool: str
    error_counts: dict[str, int]
    code: str = TOOL_BUDGET_EXHAUSTED


class Turn:
    """Failure budgets and a deadline for one agent turn; enter it with ``with`` or ``async with``.

    Every decorated tool called inside (also from threads started with a copied context and
    from asyncio tasks) shares these counters. Create it with :func:`turn`.
    """

    def __init__(
        self,
        max_failures_per_tool: int = DEFAULT_MAX_FAILURES_PER_TOOL,
        max_identical_failures: int = DEFAULT_MAX_IDENTICAL_FAILURES,
        max_failures: int = DEFAULT_MAX_FAILURES,
        visible_tools: Iterable[str] | None = None,
        *,
        timeout: float | None = None,
        limits: Mapping[str, int] | None = None,
        roles: Mapping[str, str | Iterable[str]] | None = None,
        user_input: str | None = None,
    ) -> None:
        check_limit("max_failures_per_tool", max_failures_per_tool, 1)
        check_limit("max_identical_failures", max_identical_failures, 2)
        check_limit("max_failures", max_failures, 1)
        self.max_failures_per_tool = max_failures_per_tool
        self.max_identical_failures = max_identical_failures
        self.max_failures = max_failures
        self.visible_tools: frozenset[str] | None = check_tools(visible_tools)
        self.limits: dict[str, int] = check_limits(limits)
        self.timeout = check_timeout(timeout)
        self.roles: dict[str, frozenset[str]] = check_tool_roles(roles)
        """Roles declared per tool name (they replace the roles its name suggests)."""
        self.user_input = check_user_input(user_input)
        """The user's message: an identifier from it that is not found asks the user."""
        # Failures per error code in this turn: a code that keeps failing gets its hint's
        # alternative strategy.
        self._code_failures: dict[str, int] = {}
        self.deadline: float | None = None if timeout is None else time.monotonic() + timeout
        """When the turn ends, on the ``time.monotonic()`` clock (None: no deadline)."""
        self._lock = threading.Lock()
        self._interrupted: TurnInterrupted | None = None
        self._move: str | None = None
        self._failures = 0
        self._consecutive: dict[str, int] = {}
        self._error_counts: dict[str, int] = {}
        self._identical: OrderedDict[str, int] = OrderedDict()
        # Blocked tools, with the consecutive failures that exhausted them.
        self._exhausted: dict[str, int] = {}
        self._tool_limits: dict[str, int] = {}
        # The visible tool suggested when a tool was blocked: later refusals still point to it.
        self._alternatives: dict[str, str] = {}
        # Admitted calls not yet reported: admission counts them as failures to come.
        self._running = 0
        self._tool_running: dict[str, int] = {}
        self._key_running: dict[str, int] = {}
        # A running call not keyed yet, per tool: nothing could match it when it was
        # admitted alone; the tool's next call keys it.
        self._unkeyed: dict[str, CallTicket] = {}
        # Tools that failed in this turn: their calls are keyed at admission.
        self._failed_tools: set[str] = set()

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
    def spent_tools(self) -> Collection[str]:
        """The tools blocked for the rest of the turn (their budget is spent)."""
        return self._exhausted.keys()

    def count_refused(self, tool: str, key: str | None) -> Tally:
        """Count a call answered without running (a tool name the model made up): for the
        turn, not as one more consecutive or identical failure."""
        with self._lock:
            return self._count(tool, key, self.limit_for(tool), blocked=True)

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

    def limit_for(self, tool: str) -> int:
        """``tool``'s consecutive-failure limit: the caller's ``limits``, else the tool's own
        ``turn_limit`` (as of its last call), else ``max_failures_per_tool``."""
        if tool in self.limits:
            return self.limits[tool]
        return self._tool_limits.get(tool, self.max_failures_per_tool)

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
        return self.admit(tool, lambda: params, locale=locale, limit=limit)

    def admit(
        self,
        tool: str,
        params_of: Callable[[], Mapping[str, Any]],
        locale: str = "en",
        limit: int | None = None,
    ) -> CallTicket:
        """``begin_call`` with the arguments asked for only when needed: the identical-call
        key is computed only while the tool has failed in this turn or has another call
        running (then the running ones are keyed too); otherwise on the call's failure."""
        with self._lock:
            if tool not in self._failed_tools and tool not in self._tool_running:
                # Nothing can match this call: admitted on the counters alone, unkeyed.
                cap = self.limits.get(tool, self.max_failures_per_tool if limit is None else limit)
                self._tool_limits[tool] = cap
                if (
                    (self.deadline is None or time.monotonic() < self.deadline)
                    and self._failures + self._running < self.max_failures
                    and tool not in self._exhausted
                    and self._consecutive.get(tool, 0) < cap
                    and (self.visible_tools is None or tool in self.visible_tools)
                ):
                    self._running += 1
                    self._tool_running[tool] = 1
                    ticket = CallTicket(self, tool, None, cap, False, None, params_of)
                    self._unkeyed[tool] = ticket
                    return ticket
        identity = None
        while True:
            with self._lock:
                if identity is None and (
                    tool in self._failed_tools or self._tool_running.get(tool, 0) > 0
                ):
                    refused = None  # The key decides admission: computed outside the lock.
                else:
                    admitted = self._admit(tool, identity, params_of, limit)
                    if isinstance(admitted, CallTicket):
                        return admitted
                    refused = admitted
            if refused is not None:
                break
            identity = call_key(tool, params_of())
        code, key, cap, tally, held, partial = refused
        params = params_of()
        observation = blocked_observation(self, code, tool, params, locale, tally, held, partial)
        return CallTicket(self, tool, key, cap, partial, observation)

    def _admit(
        self,
        tool: str,
        identity: CallIdentity | None,
        params_of: Callable[[], Mapping[str, Any]],
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
            if other is not None and other.params_of is not None:  # Now it can match: key it.
                found = call_key(tool, other.params_of())
                other.identify(found, counted=True)
                self._key_running[found.key] = self._key_running.get(found.key, 0) + 1
        code, held = self._refusal(tool, key, cap)
        if code is None and self.visible_tools is not None and tool not in self.visible_tools:
            code, held = TOOL_NOT_VISIBLE, None
        if code is None:
            self._running += 1
            self._tool_running[tool] = self._tool_running.get(tool, 0) + 1
            ticket = CallTicket(self, tool, key, cap, partial, None, params_of)
            if key is None:
                self._unkeyed[tool] = ticket
            else:
                self._key_running[key] = self._key_running.get(key, 0) + 1
                ticket.counted = True
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

    def _stop_repeats(self, tool: str, times: int) -> None:
        """The same call failed too often (Harness: 3 times): the turn stops unless another
        visible tool could do the job. Caller holds the lock."""
        alternative = alternative_for(self, tool)
        if alternative is not None:
            self._alternatives.setdefault(tool, alternative)
        elif self._interrupted is None:
            reason = turn_sentence("en", "repeat_interrupted", times, tool)
            self._interrupted = TurnInterrupted(
                reason=f"{reason} (max_identical_failures={self.max_identical_failures})",
                tool=tool,
                error_counts=dict(self._error_counts),
                code=REPEAT_CALL_BLOCKED,
            )

    def _past_deadline(self) -> bool:
        return self.deadline is not None and time.monotonic() >= self.deadline

    def call_succeeded(self, ticket: CallTicket) -> None:
        """``ticket``'s call succeeded: free its slot, reset its tool's consecutive failures
        and forget its failures as an identical call."""
        tool = ticket.tool
        with self._lock:
            self._running -= 1
            left = self._tool_running[tool] - 1
            if left:
                self._tool_running[tool] = left
            else:
                del self._tool_running[tool]
            self._consecutive[tool] = 0
            key = ticket.key
            if key is None:  # Unkeyed: the tool has no failure to forget.
                if self._unkeyed.get(tool) is ticket:
                    del self._unkeyed[tool]
            else:
                if ticket.counted:
                    _decrement(self._key_running, key)
                self._identical.pop(key, None)

    def call_failed(
        self,
        ticket: CallTicket,
        identity: CallIdentity | None,
        code: str,
        *,
        suggested_tool: str | None = None,
        critical: bool = False,
    ) -> tuple[Tally, int]:
        """``ticket``'s call failed with ``code``: free its slot and count the failure;
        ``identity`` keys a call admitted unkeyed (computed by the caller, outside the lock).
        Returns the tally and how many failures with ``code`` the turn has seen (a code that
        keeps failing gets its hint's alternative strategy).

        When this failure spends the tool's budget, a visible tool that could do its job
        (``suggested_tool`` first) is remembered instead of stopping the turn; a
        ``critical`` failure (a fatal error under a limit of 1) always stops it."""
        alternative = None
        if not critical and self._consecutive.get(ticket.tool, 0) + 1 >= ticket.limit:
            alternative = alternative_for(self, ticket.tool, suggested_tool)
        with self._lock:
            self._release(ticket)
            if ticket.key is None and identity is not None:
                ticket.identify(identity, counted=False)
            tally = self._count(ticket.tool, ticket.key, ticket.limit, alternative=alternative)
            repeats = self._code_failures[code] = self._code_failures.get(code, 0) + 1
        return tally, repeats

    def see(self, move: str) -> None:
        """Remember ``move`` if it is stronger than every move seen before (``next_move``)."""
        with self._lock:
            self._move = stronger(self._move, move)

    def alternative_to(self, tool: str) -> str | None:
        """The visible tool suggested when ``tool`` was blocked, if any."""
        return self._alternatives.get(tool)

    def suggest_instead(self, tool: str, alternative: str) -> None:
        """Point later refusals of ``tool`` to ``alternative``."""
        self._alternatives[tool] = alternative

    def call_abandoned(self, ticket: CallTicket) -> None:
        """``ticket``'s call ended by a BaseException: free its slot, count nothing."""
        with self._lock:
            self._release(ticket)

    def _release(self, ticket: CallTicket) -> None:
        """One admitted call is no longer running; caller holds the lock."""
        self._running -= 1
        tool = ticket.tool
        _decrement(self._tool_running, tool)
        if ticket.counted:
            _decrement(self._key_running, ticket.key)  # type: ignore[arg-type]
        elif self._unkeyed.get(tool) is ticket:
            del self._unkeyed[tool]

    def _count(
        self,
        tool: str,
        key: str | None,
        cap: int,
        *,
        blocked: bool = False,
        alternative: str | None = None,
    ) -> Tally:
        """Count one failure of ``tool`` with call ``key``; the caller holds the lock.

        A blocked call counts for the turn (``failures``, ``error_counts``) but not as one
        more consecutive or identical failure: the tool did not run, so nothing new failed.
        """
        self._failures += 1
        self._error_counts[tool] = self._error_counts.get(tool, 0) + 1
        if not blocked:
            self._consecutive[tool] = self._consecutive.get(tool, 0) + 1
            assert key is not None  # A call that ran and failed is always keyed.
            self._failed_tools.add(tool)
            self._identical[key] = self._identical.pop(key, 0) + 1
            if len(self._identical) > MAX_REMEMBERED_CALLS:
                self._identical.popitem(last=False)
        consecutive = self._consecutive.get(tool, 0)
        if consecutive >= cap and tool not in self._exhausted:
            self._exhausted[tool] = consecutive
            if alternative is None:  # No other tool could do its job: the turn stops.
                self._interrupt(turn_sentence("en", "interrupted", consecutive, tool), tool, cap)
            else:
                self._alternatives[tool] = alternative
        if self._failures >= self.max_failures:
            reason = turn_sentence("en", "turn_interrupted", self._failures)
            self._interrupt(reason, tool, None)
        if self._past_deadline():
            self._interrupt_at_deadline(tool)
        return self._tally(tool, key, cap)

    def _tally(self, tool: str, key: str | None, cap: int) -> Tally:
        return Tally(
            consecutive=self._consecutive.get(tool, 0),
            identical=0 if key is None else self._identical.get(key, 0),
            failures=self._failures,
            limit=cap,
            exhausted_after=self._exhausted.get(tool),
            turn_stopped=self._failures >= self.max_failures,
            past_deadline=self._past_deadline(),
        )

    def _interrupt(self, reason: str, tool: str, cap: int | None) -> None:
        if self._interrupted is not None:
            return
        if cap is None:
            code, bound = TURN_BUDGET_EXHAUSTED, f"max_failures={self.max_failures}"
        else:
            code = TOOL_BUDGET_EXHAUSTED
            bound = f"limit={cap}" if cap != self.max_failures_per_tool else ""
            bound = bound or f"max_failures_per_tool={cap}"
        self._interrupted = TurnInterrupted(
            reason=f"{reason} ({bound})",
            tool=tool,
            error_counts=dict(self._error_counts),
            code=code,
        )

    def _interrupt_at_deadline(self, tool: str) -> None:
        """Record the deadline as the interruption unless one is recorded; holds the lock."""
        if self._interrupted is None:
            self._interrupted = TurnInterrupted(
                reason=f"{turn_sentence('en', 'deadline_interrupted')} (timeout={self.timeout:g})",
                tool=tool,
                error_counts=dict(self._error_counts),
                code=TURN_DEADLINE,
            )


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


def current_turn() -> Turn | None:
    """The turn the caller is in, or None outside any turn."""
    return current_turn_var.get()


def _decrement(counts: dict[str, int], name: str) -> None:
    left = counts.get(name, 0) - 1
    if left > 0:
        counts[name] = left
    else:
        counts.pop(name, None)
