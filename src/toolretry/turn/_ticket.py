"""One call's place in a turn, and the turn's fields on the observation it answers with."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection, Mapping
from typing import Any, Protocol

from .._category import ErrorCategory
from .._error_info import ErrorInfo
from ..observe._hints import Hint, hint_for
from ..observe._observation import Observation
from ..observe._sanitize import redact_params
from ..observe._suggestions import suggestion_for
from ._asking import NOT_FOUND_CODES, ask_user_sentence, identifier_from_user
from ._canonical import CallIdentity, call_key
from ._moves import decide_move, log_next_step
from ._sentences import turn_sentence
from ._visibility import substitute_for, visible_list


class TurnLedger(Protocol):
    """What a ticket needs of its turn (``_turn.Turn``; a protocol, so that this module does
    not import the one that imports it)."""

    visible_tools: frozenset[str] | None
    deadline: float | None
    roles: dict[str, frozenset[str]]
    user_input: str | None
    max_identical_failures: int

    @property
    def interrupted(self) -> object | None: ...
    @property
    def spent_tools(self) -> Collection[str]: ...
    def remaining(self) -> float | None: ...
    def call_succeeded(self, ticket: CallTicket) -> None: ...
    def call_abandoned(self, ticket: CallTicket) -> None: ...
    def call_failed(
        self,
        ticket: CallTicket,
        identity: CallIdentity | None,
        code: str,
        *,
        suggested_tool: str | None = None,
        critical: bool = False,
    ) -> tuple[Tally, int]: ...
    def see(self, move: str) -> None: ...
    def alternative_to(self, tool: str) -> str | None: ...
    def suggest_instead(self, tool: str, alternative: str) -> None: ...


__all__ = [
    "REPEAT_CALL_BLOCKED",
    "TOOL_BUDGET_EXHAUSTED",
    "TOOL_NOT_VISIBLE",
    "TURN_BUDGET_EXHAUSTED",
    "TURN_DEADLINE",
    "CallTicket",
    "Tally",
    "blocked_observation",
    "enrich",
]

REPEAT_CALL_BLOCKED = "REPEAT_CALL_BLOCKED"
TOOL_BUDGET_EXHAUSTED = "TOOL_BUDGET_EXHAUSTED"
TOOL_NOT_VISIBLE = "TOOL_NOT_VISIBLE"
TURN_BUDGET_EXHAUSTED = "TURN_BUDGET_EXHAUSTED"
TURN_DEADLINE = "TURN_DEADLINE"


@dataclasses.dataclass(frozen=True)
class Tally:
    """The turn's counters for one call, taken under the turn's lock."""

    consecutive: int
    identical: int
    failures: int
    limit: int
    exhausted_after: int | None
    """The consecutive failures that blocked the tool for the turn; None while it may run."""
    turn_stopped: bool
    past_deadline: bool

    @property
    def tool_stopped(self) -> bool:
        return self.exhausted_after is not None

    @property
    def turn_over(self) -> bool:
        return self.turn_stopped or self.past_deadline


class CallTicket:
    """One call's place in a turn: answer ``blocked`` instead of running, or report the outcome.

    Report exactly once: ``succeeded()`` after a success, ``failed(observation, info)`` with
    the final outcome after in-process retries, ``abandoned()`` when a BaseException (such as
    ``CancelledError``) left the call. A blocked call is already counted.
    """

    # What a ticket starts as, read from the class until set: admitting a call (every call in
    # a turn) then stores only the five values it is made with.
    key: str | None = None  # The identical-call key; None while nothing could match the call.
    partial: bool = False  # The key was built from part of the arguments only.
    counted: bool = False  # The key is counted among the turn's running calls.
    reported: bool = False  # The outcome is reported, or the call refused: later reports ignored.
    blocked: Observation | None = None  # The answer instead of running the tool; None: may run.

    def __init__(
        self,
        turn: TurnLedger,
        tool: str,
        limit: int,
        params_of: Callable[..., Mapping[str, Any]] | None = None,
        params_args: tuple[Any, ...] = (),
    ) -> None:
        self._turn = turn
        self.tool = tool
        self.limit = limit
        # Called with its arguments only when needed (``params()``), as ``threading.Thread``
        # takes a target and its arguments: admitting a call makes no closure over them.
        self.params_of, self.params_args = params_of, params_args

    def params(self) -> Mapping[str, Any] | None:
        """The call's arguments by name; None when the ticket was made without them."""
        return None if self.params_of is None else self.params_of(*self.params_args)

    def identify(self, identity: CallIdentity, *, counted: bool) -> None:
        """Give the call its key (the turn's lock held)."""
        self.key = identity.key
        self.partial = identity.partial
        self.counted = counted

    def refuse(self, answer: Observation, key: str | None, partial: bool) -> None:
        """The turn does not run the call (its key, if built): ``answer``, already counted."""
        self.key, self.partial, self.blocked, self.reported = key, partial, answer, True

    def succeeded(self) -> None:
        """The call succeeded: free its slot, reset its tool's consecutive failures and its
        repeat count."""
        self._turn.call_succeeded(self)  # Which ignores a ticket already reported.

    def abandoned(self) -> None:
        """The call ended by a BaseException (cancelled, interrupted): free its slot, count
        nothing."""
        if not self.reported:
            self.reported = True
            self._turn.call_abandoned(self)

    def failed(self, observation: Observation, info: ErrorInfo) -> Observation:
        """Count the call's final failure and add the turn's fields to ``observation``.

        Business errors are answers: they free the slot but touch no counter, and get only a
        code's own hint and a ``next_move``. Returns the same observation, set to render with
        the turn's closing line.
        """
        if self.reported:
            return observation
        self.reported = True
        turn = self._turn
        rendering = observation.rendering
        locale = rendering.locale
        if info.category is ErrorCategory.BUSINESS:
            turn.call_abandoned(self)  # An answer: the slot is freed, nothing is counted.
            return _business(turn, observation, info, locale)
        identity = None
        if self.key is None and (params := self.params()) is not None:
            identity = call_key(self.tool, params)  # Outside the lock.
        critical = self.limit == 1 and info.category is ErrorCategory.FATAL
        tally, repeats = turn.call_failed(
            self, identity, info.code, suggested_tool=info.suggested_tool, critical=critical
        )
        enrich(
            turn, observation, info.code, info.category, info.suggested_tool, tally, locale,
            retry_after=info.retry_after, repeats=repeats,
        )  # fmt: skip
        if self.partial:
            _note_partial(observation, locale)
        log_next_step(observation)
        return observation.with_rendering(
            format=rendering.format,
            locale=locale,
            template=rendering.template,
            in_turn=True,
        )


def blocked_observation(
    turn: TurnLedger,
    code: str,
    tool: str,
    params: Mapping[str, Any],
    locale: str,
    tally: Tally,
    held: int | None,
    partial: bool,
) -> Observation:
    """The answer to a call the turn did not run. ``held`` is the number of calls still
    running when the call was held back only because of them (None: a budget is spent)."""
    message = _refusal_message(code, tool, locale, tally, held)
    details = {"visible_tools": visible_list(turn)} if code == TOOL_NOT_VISIBLE else {}
    observation = Observation(
        status="error",
        tool=tool,
        error_code=code,
        category=ErrorCategory.CLIENT,
        retryable=False,
        attempts=0,
        message=message,
        details=details,
        request={"tool": tool, "params": redact_params(params)},
    )
    if held is not None and code != REPEAT_CALL_BLOCKED:
        # Nothing is spent yet, but calling again now is refused again (retryable: false):
        # the model waits for the running calls, and calls again only if they succeeded.
        observation.attempts_left = max(0, tally.limit - tally.consecutive)
        observation.next_move = "retry"
        turn.see("retry")
    else:
        if code == TOOL_NOT_VISIBLE:
            alternative = substitute_for(turn, tool)
        else:
            alternative = turn.alternative_to(tool)
        enrich(turn, observation, code, ErrorCategory.CLIENT, alternative, tally, locale)
    if partial:
        _note_partial(observation, locale)
    log_next_step(observation)
    return observation.with_rendering(locale=locale, in_turn=True)


def _refusal_message(code: str, tool: str, locale: str, tally: Tally, held: int | None) -> str:
    if code == TURN_DEADLINE:
        return turn_sentence(locale, "deadline_blocked")
    if code == TOOL_NOT_VISIBLE:
        return turn_sentence(locale, "not_visible", tool=tool)
    if held is not None:
        key = {REPEAT_CALL_BLOCKED: "repeat_held", TOOL_BUDGET_EXHAUSTED: "tool_held"}
        return turn_sentence(locale, key.get(code, "turn_held"), held, tool)
    if code == TURN_BUDGET_EXHAUSTED:
        return turn_sentence(locale, "turn_blocked", tally.failures - 1)
    if code == TOOL_BUDGET_EXHAUSTED:
        return turn_sentence(locale, "budget_blocked", tally.exhausted_after or 0, tool)
    return turn_sentence(locale, "repeat_blocked", tally.identical)


def enrich(
    turn: TurnLedger,
    observation: Observation,
    code: str,
    category: ErrorCategory,
    suggested_tool: str | None,
    tally: Tally,
    locale: str,
    *,
    retry_after: float | None = None,
    repeats: int = 0,
) -> None:
    """Add what the model needs to recover: budget left, next step and move, warnings, stop.

    ``stop`` is true exactly when ``next_move`` is ``stop``, and then the turn is interrupted
    (``should_stop``): a spent turn, a critical tool's fatal failure, or a blocked tool (its
    budget, or this exact call) that no other visible tool could replace.
    """
    tool = observation.tool
    params = (observation.request or {}).get("params")
    hint = _hint(turn, code, category, locale, suggested_tool, tool, params, observation.details)
    shown_tool = hint.suggested_tool
    blocked = tally.tool_stopped or code in (REPEAT_CALL_BLOCKED, TOOL_BUDGET_EXHAUSTED)
    alternative = turn.alternative_to(tool) if blocked else None
    turn_over = tally.turn_over or turn.interrupted is not None
    identifier = None
    if code in NOT_FOUND_CODES:
        identifier = identifier_from_user(turn.user_input, params)
    move = decide_move(
        code,
        category,
        suggested_tool=shown_tool,
        tool_stopped=blocked,
        turn_over=turn_over,
        critical=tally.limit == 1,
        alternative=alternative,
        retry_after=retry_after,
    )
    if identifier is not None and move != "stop":
        move = "ask_user"  # Only the user knows the right identifier.
    warnings: list[str] = []
    if tally.identical >= 2 and code != REPEAT_CALL_BLOCKED:
        warnings.append(turn_sentence(locale, "repeat_warning", tally.identical))
    if tally.tool_stopped and code != TOOL_BUDGET_EXHAUSTED:
        stopped_after = tally.exhausted_after or tally.consecutive
        warnings.append(turn_sentence(locale, "tool_stop", stopped_after, tool))
    if tally.turn_stopped and code != TURN_BUDGET_EXHAUSTED:
        warnings.append(turn_sentence(locale, "turn_stop", tally.failures))
    if tally.past_deadline and code != TURN_DEADLINE:
        warnings.append(turn_sentence(locale, "deadline_stop"))
    if move == "stop":
        over = TURN_DEADLINE if tally.past_deadline else TURN_BUDGET_EXHAUSTED
        hint = _hint(turn, over, ErrorCategory.CLIENT, locale, None)
        shown_tool = None
    elif blocked:
        if tally.tool_stopped and code != REPEAT_CALL_BLOCKED:
            hint = _hint(turn, TOOL_BUDGET_EXHAUSTED, ErrorCategory.CLIENT, locale, None)
        shown_tool = alternative
    next_action = hint.next_action
    if move == "ask_user":
        sentence = ask_user_sentence(locale, code, category, tool, observation.message, identifier)
        next_action = sentence or next_action
    elif move != "stop" and hint.alternative and repeats >= turn.max_identical_failures - 1:
        next_action = hint.alternative  # Harness: the same conflict again, change strategy.
    spent = tally.tool_stopped or turn_over
    observation.attempts_left = 0 if spent else max(0, tally.limit - tally.consecutive)
    observation.failure_count = tally.identical or None
    observation.allowed_max_attempts = tally.limit
    observation.next_action = next_action
    observation.avoid = hint.avoid
    observation.suggested_tool = shown_tool
    observation.warning = " ".join(warnings) or None
    observation.stop = move == "stop"
    observation.next_move = move
    if move == "stop" or blocked:
        observation.retryable = False
        # toolretry's own advice for the code ("Retry later; ...") no longer holds once the
        # turn blocks the tool; a suggestion the tool wrote itself stays.
        if observation.suggestion == suggestion_for(code, category, locale):
            observation.suggestion = None
    turn.see(move)


def _business(
    turn: TurnLedger, observation: Observation, info: ErrorInfo, locale: str
) -> Observation:
    hint = hint_for(
        info.code,
        info.category,
        locale=locale,
        visible_tools=turn.visible_tools,
        suggested_tool=info.suggested_tool,
        generic=False,
        roles=turn.roles,
        tool=observation.tool,
    )
    past_deadline = turn.deadline is not None and turn.remaining() == 0
    move = decide_move(
        info.code,
        info.category,
        suggested_tool=hint.suggested_tool,
        tool_stopped=False,
        turn_over=past_deadline or turn.interrupted is not None,
        critical=False,
    )
    next_action = hint.next_action
    if move == "ask_user" and next_action is None:
        next_action = ask_user_sentence(
            locale, info.code, info.category, observation.tool, observation.message, None
        )
    observation.next_action = next_action
    observation.avoid = hint.avoid
    observation.suggested_tool = None if move == "stop" else hint.suggested_tool
    observation.stop = move == "stop"
    observation.next_move = move
    turn.see(move)
    log_next_step(observation)
    return observation


def _note_partial(observation: Observation, locale: str) -> None:
    observation.details = {
        **observation.details,
        "identical_calls": turn_sentence(locale, "partial_key"),
    }


def _hint(
    turn: TurnLedger,
    code: str,
    category: ErrorCategory,
    locale: str,
    suggested_tool: str | None,
    tool: str | None = None,
    params: Mapping[str, Any] | None = None,
    details: Mapping[str, Any] | None = None,
) -> Hint:
    return hint_for(
        code,
        category,
        locale=locale,
        visible_tools=turn.visible_tools,
        suggested_tool=suggested_tool,
        roles=turn.roles,
        tool=tool,
        params=params,
        details=details,
        besides=turn.spent_tools,
    )
