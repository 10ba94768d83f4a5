"""One agent turn's failure budgets, shared by every decorated tool called inside it."""

from __future__ import annotations

import contextvars
import dataclasses
import inspect
import threading
from collections import OrderedDict
from collections.abc import Iterable, Mapping
from types import TracebackType
from typing import Any

from .._category import ErrorCategory
from .._error_info import ErrorInfo
from ..exceptions import ConfigurationError
from ..observe._hints import Hint, hint_for, turn_sentence
from ..observe._observation import Observation
from ..observe._sanitize import redact_params
from ._canonical import identify_call

__all__ = [
    "DEFAULT_MAX_FAILURES",
    "DEFAULT_MAX_FAILURES_PER_TOOL",
    "DEFAULT_MAX_IDENTICAL_FAILURES",
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

REPEAT_CALL_BLOCKED = "REPEAT_CALL_BLOCKED"
TOOL_BUDGET_EXHAUSTED = "TOOL_BUDGET_EXHAUSTED"
TURN_BUDGET_EXHAUSTED = "TURN_BUDGET_EXHAUSTED"

current_turn_var: contextvars.ContextVar[Turn | None] = contextvars.ContextVar(
    "toolretry_turn", default=None
)


@dataclasses.dataclass(frozen=True)
class TurnInterrupted:
    """Why a turn was interrupted: the tool that ran out of budget, and every tool's failures
    (``error_counts``, a snapshot taken at the moment of the interruption)."""

    reason: str
    tool: str
    error_counts: dict[str, int]


@dataclasses.dataclass(frozen=True)
class _Tally:
    """The counters right after one failure was counted."""

    consecutive: int
    identical: int
    failures: int
    tool_stopped: bool
    turn_stopped: bool


class Turn:
    """Failure budgets for one agent turn; enter it with ``with`` or ``async with``.

    Every decorated tool called inside (also from threads started with a copied context and
    from asyncio tasks) shares these counters. Create it with :func:`turn`.
    """

    def __init__(
        self,
        max_failures_per_tool: int = DEFAULT_MAX_FAILURES_PER_TOOL,
        max_identical_failures: int = DEFAULT_MAX_IDENTICAL_FAILURES,
        max_failures: int = DEFAULT_MAX_FAILURES,
        visible_tools: Iterable[str] | None = None,
    ) -> None:
        _check_limit("max_failures_per_tool", max_failures_per_tool, 1)
        _check_limit("max_identical_failures", max_identical_failures, 2)
        _check_limit("max_failures", max_failures, 1)
        self.max_failures_per_tool = max_failures_per_tool
        self.max_identical_failures = max_identical_failures
        self.max_failures = max_failures
        self.visible_tools: frozenset[str] | None = _check_tools(visible_tools)
        self.interrupted: TurnInterrupted | None = None
        self._lock = threading.Lock()
        self._failures = 0
        self._consecutive: dict[str, int] = {}
        self._error_counts: dict[str, int] = {}
        self._identical: OrderedDict[str, int] = OrderedDict()
        # Blocked tools, with the consecutive failures that exhausted them.
        self._exhausted: dict[str, int] = {}
        self._tokens: list[contextvars.Token[Turn | None]] = []

    @property
    def failures(self) -> int:
        """Failures counted in this turn so far, blocked calls included, business errors not."""
        return self._failures

    @property
    def should_stop(self) -> bool:
        """True once ``failures`` reached ``max_failures``: the agent should end the turn."""
        return self._failures >= self.max_failures

    @property
    def error_counts(self) -> dict[str, int]:
        """Failures per tool name in this turn (a copy)."""
        with self._lock:
            return dict(self._error_counts)

    def attempts_left(self, tool: str) -> int:
        """How many more consecutive failures ``tool`` may have before it is blocked."""
        with self._lock:
            if tool in self._exhausted:
                return 0
            return max(0, self.max_failures_per_tool - self._consecutive.get(tool, 0))

    def __enter__(self) -> Turn:
        self._tokens.append(current_turn_var.set(self))
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        current_turn_var.reset(self._tokens.pop())

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
            f"interrupted={self.interrupted is not None}>"
        )

    def begin_call(
        self,
        tool: str,
        args: tuple[Any, ...],
        kwargs: Mapping[str, Any],
        *,
        locale: str = "en",
        signature: inspect.Signature | None = None,
    ) -> CallTicket:
        """Check a call against the budgets before it runs.

        The returned ticket's ``blocked`` is an observation to answer with instead of running
        the tool (the block is already counted); otherwise report the outcome on the ticket.
        With the tool's ``signature``, an argument passed by position or by keyword is the
        same call, and a blocked call's parameters are shown by name.
        """
        key, params = identify_call(tool, args, kwargs, signature)
        with self._lock:
            if tool in self._exhausted:
                code = TOOL_BUDGET_EXHAUSTED
            elif self._identical.get(key, 0) >= self.max_identical_failures - 1:
                code = REPEAT_CALL_BLOCKED
            else:
                return CallTicket(self, tool, key)
            tally = self._count(tool, key, blocked=True)
        blocked = self._blocked_observation(code, tool, params, locale, tally)
        return CallTicket(self, tool, key, blocked)

    def _count(self, tool: str, key: str, *, blocked: bool = False) -> _Tally:
        """Count one failure of ``tool`` with call ``key``; the caller holds the lock.

        A blocked call counts for the turn (``failures``, ``error_counts``) but not as one
        more consecutive or identical failure: the tool did not run, so nothing new failed.
        """
        self._failures += 1
        self._error_counts[tool] = self._error_counts.get(tool, 0) + 1
        consecutive = self._consecutive.get(tool, 0) + (0 if blocked else 1)
        self._consecutive[tool] = consecutive
        identical = self._identical.pop(key, 0) + (0 if blocked else 1)
        if identical:
            self._identical[key] = identical
        if len(self._identical) > MAX_REMEMBERED_CALLS:
            self._identical.popitem(last=False)
        tool_stopped = consecutive >= self.max_failures_per_tool or tool in self._exhausted
        if tool_stopped and tool not in self._exhausted:
            self._exhausted[tool] = consecutive
            if self.interrupted is None:
                self.interrupted = TurnInterrupted(
                    reason=(
                        turn_sentence("en", "interrupted", consecutive, tool)
                        + f" (max_failures_per_tool={self.max_failures_per_tool})"
                    ),
                    tool=tool,
                    error_counts=dict(self._error_counts),
                )
        return _Tally(
            consecutive=consecutive,
            identical=identical,
            failures=self._failures,
            tool_stopped=tool_stopped,
            turn_stopped=self._failures >= self.max_failures,
        )

    def _succeeded(self, tool: str, key: str) -> None:
        with self._lock:
            self._consecutive[tool] = 0
            self._identical.pop(key, None)

    def _failed(self, tool: str, key: str) -> _Tally:
        with self._lock:
            return self._count(tool, key)

    def _blocked_observation(
        self,
        code: str,
        tool: str,
        params: Mapping[str, Any],
        locale: str,
        tally: _Tally,
    ) -> Observation:
        if code == TOOL_BUDGET_EXHAUSTED:
            message = turn_sentence(locale, "budget_blocked", self._exhausted[tool], tool)
        else:
            message = turn_sentence(locale, "repeat_blocked", tally.identical)
        observation = Observation(
            status="error",
            tool=tool,
            error_code=code,
            category=ErrorCategory.CLIENT,
            retryable=False,
            attempts=0,
            message=message,
            request={"tool": tool, "params": redact_params(params)},
        )
        self._enrich(observation, code, ErrorCategory.CLIENT, None, tally, locale)
        return observation.with_rendering(locale=locale, in_turn=True)

    def _enrich(
        self,
        observation: Observation,
        code: str,
        category: ErrorCategory,
        suggested_tool: str | None,
        tally: _Tally,
        locale: str,
    ) -> None:
        """Add what the model needs to recover: budget left, next step, warnings, stop."""
        hint = self._hint(code, category, locale, suggested_tool)
        warnings: list[str] = []
        if tally.identical >= 2 and code != REPEAT_CALL_BLOCKED:
            warnings.append(turn_sentence(locale, "repeat_warning", tally.identical))
        if tally.tool_stopped and code != TOOL_BUDGET_EXHAUSTED:
            warnings.append(turn_sentence(locale, "tool_stop", tally.consecutive, observation.tool))
            hint = self._hint(TOOL_BUDGET_EXHAUSTED, ErrorCategory.CLIENT, locale, None)
        if tally.turn_stopped:
            warnings.append(turn_sentence(locale, "turn_stop", tally.failures))
            hint = self._hint(TURN_BUDGET_EXHAUSTED, ErrorCategory.CLIENT, locale, None)
        observation.attempts_left = 0 if tally.tool_stopped else self._left(tally)
        observation.next_action = hint.next_action
        observation.avoid = hint.avoid
        observation.suggested_tool = hint.suggested_tool
        observation.warning = " ".join(warnings) or None
        observation.stop = True if tally.tool_stopped or tally.turn_stopped else None

    def _left(self, tally: _Tally) -> int:
        return max(0, self.max_failures_per_tool - tally.consecutive)

    def _hint(
        self, code: str, category: ErrorCategory, locale: str, suggested_tool: str | None
    ) -> Hint:
        return hint_for(
            code,
            category,
            locale=locale,
            visible_tools=self.visible_tools,
            suggested_tool=suggested_tool,
        )


class CallTicket:
    """One call's place in a turn: answer ``blocked`` instead of running, or report the outcome.

    Report exactly once: ``succeeded()`` after a success, ``failed(observation, info)`` with
    the final outcome after in-process retries. A blocked call is already counted.
    """

    __slots__ = ("_done", "_key", "_tool", "_turn", "blocked")

    def __init__(self, turn: Turn, tool: str, key: str, blocked: Observation | None = None) -> None:
        self._turn = turn
        self._tool = tool
        self._key = key
        self._done = blocked is not None
        self.blocked = blocked

    def succeeded(self) -> None:
        """The call succeeded: reset its tool's consecutive failures and its repeat count."""
        if self._done:
            return
        self._done = True
        self._turn._succeeded(self._tool, self._key)

    def failed(self, observation: Observation, info: ErrorInfo) -> Observation:
        """Count the call's final failure and add the turn's fields to ``observation``.

        Business errors are answers: they touch no counter and get only a code's own hint.
        Returns the same observation, set to render with the turn's reflection line.
        """
        turn = self._turn
        locale = observation._locale
        if info.category is ErrorCategory.BUSINESS:
            hint = hint_for(
                info.code,
                info.category,
                locale=locale,
                visible_tools=turn.visible_tools,
                suggested_tool=info.suggested_tool,
                generic=False,
            )
            observation.next_action = hint.next_action
            observation.avoid = hint.avoid
            observation.suggested_tool = hint.suggested_tool
            return observation
        if self._done:
            return observation
        self._done = True
        tally = turn._failed(self._tool, self._key)
        turn._enrich(observation, info.code, info.category, info.suggested_tool, tally, locale)
        return observation.with_rendering(
            format=observation._format,
            locale=locale,
            template=observation._template,
            in_turn=True,
        )


def turn(
    max_failures_per_tool: int = DEFAULT_MAX_FAILURES_PER_TOOL,
    max_identical_failures: int = DEFAULT_MAX_IDENTICAL_FAILURES,
    max_failures: int = DEFAULT_MAX_FAILURES,
    visible_tools: Iterable[str] | None = None,
) -> Turn:
    """Scope failure budgets to one agent turn: ``with toolretry.turn() as t: ...``.

    Inside, each decorated tool may fail ``max_failures_per_tool`` times in a row before it is
    blocked for the rest of the turn (``t.interrupted`` then says why); a call identical to
    one that failed ``max_identical_failures - 1`` times is answered ``REPEAT_CALL_BLOCKED``
    without running; ``t.should_stop`` turns true after ``max_failures`` failures in all.
    Recovery hints name only tools in ``visible_tools`` when it is given. Business errors
    never count. Nested turns are independent scopes.
    """
    return Turn(max_failures_per_tool, max_identical_failures, max_failures, visible_tools)


def current_turn() -> Turn | None:
    """The turn the caller is in, or None outside any turn."""
    return current_turn_var.get()


def _check_limit(name: str, value: object, minimum: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise ConfigurationError(
            f"turn: {name} must be an int >= {minimum}, got {value!r}; "
            f"pass e.g. {name}={max(minimum, 3)}."
        )


def _check_tools(visible_tools: Iterable[str] | None) -> frozenset[str] | None:
    if visible_tools is None:
        return None
    if isinstance(visible_tools, str):
        raise ConfigurationError(
            f"turn: visible_tools must be a collection of tool names, got the string "
            f"{visible_tools!r}; pass e.g. visible_tools=[{visible_tools!r}]."
        )
    try:
        names = frozenset(visible_tools)
    except TypeError:
        raise ConfigurationError(
            f"turn: visible_tools must be an iterable of tool names, got {visible_tools!r}."
        ) from None
    bad = [name for name in names if not isinstance(name, str) or not name]
    if bad:
        raise ConfigurationError(
            f"turn: visible_tools must hold non-empty tool names (str), got {bad[0]!r}."
        )
    return names
