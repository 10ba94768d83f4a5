"""A turn's counters and the steps that change them under its lock: the ledger that calls
report to (``Turn`` adds admission, the context and the public view)."""

from __future__ import annotations

import dataclasses
import threading
import time
from collections import OrderedDict
from collections.abc import Collection, Iterable, Mapping
from typing import TYPE_CHECKING

from .._inline import pipeline_needed
from ..observe._roles import could_serve
from ._canonical import CallIdentity
from ._checks import (
    check_limit,
    check_limits,
    check_timeout,
    check_tool_roles,
    check_tools,
    check_user_input,
)
from ._moves import stronger
from ._sentences import turn_sentence
from ._ticket import (
    REPEAT_CALL_BLOCKED,
    TOOL_BUDGET_EXHAUSTED,
    TURN_BUDGET_EXHAUSTED,
    TURN_DEADLINE,
    Tally,
)

if TYPE_CHECKING:
    from ._ticket import CallTicket

__all__ = [
    "DEFAULT_MAX_FAILURES",
    "DEFAULT_MAX_FAILURES_PER_TOOL",
    "DEFAULT_MAX_IDENTICAL_FAILURES",
    "MAX_REMEMBERED_CALLS",
    "TurnCounters",
    "TurnInterrupted",
]

DEFAULT_MAX_FAILURES_PER_TOOL = 3
DEFAULT_MAX_IDENTICAL_FAILURES = 3
DEFAULT_MAX_FAILURES = 6
# Distinct failing calls remembered per turn; the oldest are forgotten first, so a turn that
# fails on thousands of different arguments still holds bounded memory.
MAX_REMEMBERED_CALLS = 1024


@dataclasses.dataclass(frozen=True)
class TurnInterrupted:
    """Why a turn was interrupted: what ran out (``code``), the tool it happened to (empty for
    the turn's own deadline), and every tool's failures at that moment (``error_counts``)."""

    reason: str
    tool: str
    error_counts: dict[str, int]
    code: str = TOOL_BUDGET_EXHAUSTED


class TurnCounters:
    """The counters of one turn, changed only under its lock, and the limits they are held to."""

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
        pipeline_needed("turns")  # From now on a call may be in a turn (see _inline.py).
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
    def spent_tools(self) -> Collection[str]:
        """The tools blocked for the rest of the turn (their budget is spent)."""
        return self._exhausted.keys()

    def count_refused(self, tool: str, key: str | None) -> Tally:
        """Count a call answered without running (a tool name the model made up): for the
        turn, not as one more consecutive or identical failure."""
        with self._lock:
            return self._count(tool, key, self.limit_for(tool), blocked=True)

    def limit_for(self, tool: str) -> int:
        """``tool``'s consecutive-failure limit: the caller's ``limits``, else the tool's own
        ``turn_limit`` (as of its last call), else ``max_failures_per_tool``."""
        if tool in self.limits:
            return self.limits[tool]
        return self._tool_limits.get(tool, self.max_failures_per_tool)

    def _alternative_for(self, tool: str, suggested: str | None = None) -> str | None:
        """A tool that could do ``tool``'s job once it is blocked: the one the raised error
        named (when visible), else a visible tool playing one of its roles; None when none."""
        blocked, visible = self._exhausted, self.visible_tools
        if (
            suggested
            and suggested != tool
            and suggested not in blocked
            and (visible is None or suggested in visible)
        ):
            return suggested
        return could_serve(tool, visible, self.roles, blocked)

    def _stop_repeats(self, tool: str, times: int) -> None:
        """The same call failed too often (Harness: 3 times): the turn stops unless another
        visible tool could do the job. Caller holds the lock."""
        alternative = self._alternative_for(tool)
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
        and forget its failures as an identical call. A ticket already reported is left as
        it is (the check is under the lock, so two reports never both count)."""
        tool = ticket.tool
        self._lock.acquire()  # Not `with`: on every success, its two method calls cost more
        try:  # than the few dictionary operations it guards.
            if ticket.reported:
                return
            ticket.reported = True
            self._running -= 1
            left = self._tool_running[tool] - 1
            if left:
                self._tool_running[tool] = left
            else:
                del self._tool_running[tool]
            key = ticket.key
            if key is None:  # Unkeyed: the tool has not failed in this turn, nothing to forget.
                if self._unkeyed.get(tool) is ticket:
                    del self._unkeyed[tool]
            else:
                self._consecutive[tool] = 0
                if ticket.counted:
                    _decrement(self._key_running, key)
                self._identical.pop(key, None)
        finally:
            self._lock.release()

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
            alternative = self._alternative_for(ticket.tool, suggested_tool)
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


def _decrement(counts: dict[str, int], name: str) -> None:
    left = counts.get(name, 0) - 1
    if left > 0:
        counts[name] = left
    else:
        counts.pop(name, None)
