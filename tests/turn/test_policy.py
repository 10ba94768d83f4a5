"""Turn policy: the next_move table row by row, per-tool limits from both sides, and what a
turn's interruption means for the loop (should_stop, turn.next_move)."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from toolretry import ErrorInfo, Observation
from toolretry._category import ErrorCategory
from toolretry.exceptions import ConfigurationError
from toolretry.observe._hints import MOVES, reflection, register_hint
from toolretry.turn._ticket import CallTicket
from toolretry.turn._turn import Turn, turn

T = ErrorCategory.TRANSIENT
C = ErrorCategory.CLIENT
B = ErrorCategory.BUSINESS
F = ErrorCategory.FATAL


def fail(
    ticket: CallTicket,
    code: str,
    category: ErrorCategory,
    *,
    suggested_tool: str | None = None,
    locale: str = "en",
) -> Observation:
    """Report a final failure on ``ticket`` the way the decorator does."""
    observation = Observation(
        status="error", tool=ticket.tool, error_code=code, category=category, message="it broke"
    ).with_rendering(locale=locale)
    info = ErrorInfo(code=code, category=category, type="Boom", suggested_tool=suggested_tool)
    return ticket.failed(observation, info)


def once(
    code: str,
    category: ErrorCategory,
    *,
    suggested_tool: str | None = None,
    visible: list[str] | None = None,
    limit: int | None = None,
) -> Observation:
    """The observation of one failure in a fresh turn."""
    t = turn(visible_tools=visible)
    return fail(
        t.begin_call("tool", {}, limit=limit), code, category, suggested_tool=suggested_tool
    )


@pytest.mark.parametrize(
    ("code", "category", "move"),
    [
        ("HTTP_503", T, "retry"),
        ("HTTP_429", T, "retry"),
        ("TIMEOUT", T, "retry"),
        ("CONNECTION_REFUSED", T, "retry"),
        ("HTTP_400", C, "fix_arguments"),
        ("HTTP_404", C, "fix_arguments"),
        ("VALIDATION_ERROR", C, "fix_arguments"),
        ("MY_OWN_CLIENT_CODE", C, "fix_arguments"),
        ("HTTP_401", C, "ask_user"),
        ("HTTP_403", C, "ask_user"),
        ("PERMISSION_DENIED", C, "ask_user"),
        ("MISSING_CREDENTIALS", F, "ask_user"),
        ("QUOTA_EXHAUSTED", F, "ask_user"),
        ("OUT_OF_SPACE", F, "ask_user"),
        ("INSUFFICIENT_FUNDS", B, "ask_user"),
        ("HTTP_402", B, "ask_user"),
        ("UNEXPECTED_ERROR", F, "ask_user"),
        ("MY_BUG", F, "ask_user"),
    ],
)
def test_next_move_by_code_and_category(code: str, category: ErrorCategory, move: str) -> None:
    """Without budgets in play, the code (else the category) decides the move."""
    assert once(code, category).next_move == move


@pytest.mark.parametrize("category", [T, C, F])
def test_a_visible_suggested_tool_means_switch_tool(category: ErrorCategory) -> None:
    """A failure that suggests a tool the model can see says switch_tool."""
    observation = once("ANY_CODE", category, suggested_tool="other", visible=["tool", "other"])
    assert observation.next_move == "switch_tool"
    assert observation.suggested_tool == "other"


def test_a_hidden_suggested_tool_changes_nothing() -> None:
    """A suggested tool the model cannot see is not a reason to switch."""
    observation = once("HTTP_404", C, suggested_tool="secret", visible=["tool"])
    assert (observation.next_move, observation.suggested_tool) == ("fix_arguments", None)


@pytest.mark.parametrize(("code", "category"), [("HTTP_503", T), ("HTTP_404", C), ("X", F)])
@pytest.mark.parametrize(
    ("visible", "move", "stop"),
    [
        (None, "stop", True),  # No other tool is known.
        (["read_file", "edit_file"], "stop", True),  # None of them can read.
        (["read_file", "bash"], "switch_tool", False),  # A shell can read.
        (["read_file", "cat", "grep"], "switch_tool", False),
    ],
)
def test_a_tool_blocked_for_the_turn_means_switch_tool_or_stop(
    code: str, category: ErrorCategory, visible: list[str] | None, move: str, stop: bool
) -> None:
    """The failure that exhausts a tool's budget, and every later call, say switch_tool when
    another visible tool could do its job, stop otherwise; should_stop and stop agree."""
    t = turn(max_failures_per_tool=2, visible_tools=visible)
    fail(t.begin_call("read_file", {"n": 1}), code, category)
    last = fail(t.begin_call("read_file", {"n": 2}), code, category)
    blocked = t.begin_call("read_file", {"n": 3}).blocked
    assert blocked is not None
    assert (last.next_move, blocked.next_move) == (move, move)
    assert (last.stop, blocked.stop, t.should_stop) == (stop, stop, stop)


def test_exhausted_tool_keeps_pointing_at_the_suggested_tool() -> None:
    """When a tool runs out, a visible suggested alternative stays in its answers."""
    t = turn(max_failures_per_tool=1, visible_tools=["search", "search_cache"])
    last = fail(t.begin_call("search", {}), "HTTP_503", T, suggested_tool="search_cache")
    assert (last.next_move, last.suggested_tool, last.stop) == (
        "switch_tool",
        "search_cache",
        False,
    )
    assert not t.should_stop
    later = t.begin_call("search", {"q": "other"}).blocked
    assert later is not None
    assert (later.next_move, later.suggested_tool) == ("switch_tool", "search_cache")


@pytest.mark.parametrize(("code", "category"), [("HTTP_503", T), ("HTTP_400", C), ("X", F)])
def test_the_turn_budget_reached_means_stop(code: str, category: ErrorCategory) -> None:
    """The failure that spends the turn's budget says stop, whatever it was."""
    t = turn(max_failures_per_tool=10, max_failures=2)
    fail(t.begin_call("a", {}), code, category)
    last = fail(t.begin_call("b", {}), code, category)
    assert (last.next_move, last.stop, last.retryable) == ("stop", True, False)
    assert t.next_move == "stop"


@pytest.mark.parametrize(("limit", "move"), [(1, "stop"), (2, "ask_user"), (None, "ask_user")])
def test_a_fatal_failure_in_a_critical_tool_means_stop(limit: int | None, move: str) -> None:
    """A tool that may fail once (limit 1) stops the turn on a fatal failure."""
    assert once("UNEXPECTED_ERROR", F, limit=limit).next_move == move


def test_a_critical_tool_with_a_client_error_means_switch_tool_when_another_can_serve() -> None:
    """A non-fatal failure of a limit-1 tool blocks the tool; a visible shell can stand in."""
    t = turn(visible_tools=["read_file", "bash"])
    last = fail(t.begin_call("read_file", {}, limit=1), "HTTP_400", C)
    assert (last.next_move, last.suggested_tool, t.should_stop) == ("switch_tool", "bash", False)


def test_a_critical_tool_with_a_client_error_and_no_stand_in_means_stop() -> None:
    """With no other tool for the job, a limit-1 tool's failure stops the turn."""
    assert once("HTTP_400", C, limit=1).next_move == "stop"


@pytest.mark.parametrize(
    ("code", "category", "registered"),
    [("EDIT_MISMATCH", C, "switch_tool"), ("HTTP_404", C, "ask_user"), ("NEW_CODE", T, "stop")],
)
def test_register_hint_sets_the_next_move_for_a_code(
    code: str, category: ErrorCategory, registered: str
) -> None:
    """register_hint(code, next_move=...) overrides the table for that code, in any locale."""
    register_hint(code, next_move=registered)
    assert once(code, category).next_move == registered
    t = turn()
    chinese = fail(t.begin_call("tool", {}, locale="zh"), code, category, locale="zh")
    assert chinese.next_move == registered


def test_a_spent_budget_overrides_a_registered_move() -> None:
    """A registered move never lets a blocked tool be called again."""
    register_hint("FLAKY", next_move="retry")
    t = turn(max_failures_per_tool=1)
    assert fail(t.begin_call("tool", {}), "FLAKY", T).next_move == "stop"


@pytest.mark.parametrize("bad", ["Retry", "WAIT", "give_up", "", 3])
def test_register_hint_rejects_an_unknown_move(bad: Any) -> None:
    """next_move must be one of the six moves."""
    with pytest.raises(ConfigurationError, match="next_move"):
        register_hint("SOME_CODE", next_move=bad)


@pytest.mark.parametrize(
    "sequence",
    [
        [("HTTP_503", T), ("HTTP_404", C)],
        [("HTTP_404", C), ("HTTP_503", T)],
        [("HTTP_401", C), ("HTTP_404", C), ("HTTP_503", T)],
        [("X", B), ("HTTP_503", T)],
    ],
)
def test_turn_next_move_is_the_strongest_seen(sequence: list[tuple[str, ErrorCategory]]) -> None:
    """turn.next_move keeps the strongest move of the turn's failures."""
    t = turn(max_failures_per_tool=10, max_failures=10)
    moves = [fail(t.begin_call(f"tool{n}", {}), *step).next_move for n, step in enumerate(sequence)]
    assert t.next_move == max(moves, key=MOVES.index)


def test_turn_next_move_is_none_before_any_failure() -> None:
    """A turn with only successes has no next move."""
    t = turn()
    t.begin_call("tool", {}).succeeded()
    assert t.next_move is None


def test_turn_next_move_under_concurrent_failures() -> None:
    """Failures racing in many threads leave the strongest move, never a weaker one."""
    t = turn(max_failures_per_tool=1000, max_identical_failures=1000, max_failures=1000)
    plan = [("HTTP_503", T)] * 60 + [("HTTP_404", C)] * 30 + [("HTTP_403", C)]
    start = threading.Barrier(len(plan))

    def one(step: tuple[int, tuple[str, ErrorCategory]]) -> None:
        ticket = t.begin_call("tool", {"n": step[0]})
        start.wait(timeout=10)
        fail(ticket, *step[1])

    with ThreadPoolExecutor(max_workers=len(plan)) as pool:
        list(pool.map(one, enumerate(plan)))
    assert t.next_move == "ask_user"


@pytest.mark.parametrize("move", MOVES)
@pytest.mark.parametrize("locale", ["en", "zh"])
def test_every_move_has_its_closing_line(move: str, locale: str) -> None:
    """Each move has its own closing line in English and in Chinese."""
    line = reflection(locale, move)
    assert line
    assert line != reflection(locale, None)
    assert len({reflection(locale, other) for other in MOVES}) == len(MOVES)


@pytest.mark.parametrize("move", ["fix_arguments", "switch_tool", "ask_user", "stop"])
def test_closing_lines_of_refusals_do_not_advise_retrying(move: str) -> None:
    """The line after a blocked or exhausted call never tells the model to retry."""
    assert "retry" not in reflection("en", move).lower()
    assert "重试" not in reflection("zh", move)


# --- per-tool limits -------------------------------------------------------------------------


def fails_until_blocked(t: Turn, tool: str, limit: int | None = None) -> int:
    """How many failures ``tool`` has in ``t`` before a call is blocked."""
    for count in range(1, 20):
        ticket = t.begin_call(tool, {"n": count}, limit=limit)
        if ticket.blocked is not None:
            return count - 1
        fail(ticket, "HTTP_503", T)
    raise AssertionError("never blocked")


@pytest.mark.parametrize(
    ("default", "tool_limit", "caller_limit", "expected"),
    [
        (3, None, None, 3),
        (3, 1, None, 1),
        (3, 5, None, 5),
        (3, None, 2, 2),
        (3, 1, 4, 4),
        (3, 5, 1, 1),
        (1, 2, None, 2),
    ],
)
def test_per_tool_limits_and_their_precedence(
    default: int, tool_limit: int | None, caller_limit: int | None, expected: int
) -> None:
    """The caller's limits={} wins over the tool's turn_limit, which wins over the default."""
    limits = {} if caller_limit is None else {"apply_config": caller_limit}
    t = turn(max_failures_per_tool=default, max_failures=100, limits=limits)
    assert fails_until_blocked(t, "apply_config", tool_limit) == expected
    assert fails_until_blocked(t, "search") == default


@pytest.mark.parametrize(
    ("tool_limit", "caller_limit", "lefts"), [(5, None, [4, 3]), (5, 2, [1, 0])]
)
def test_attempts_left_counts_down_from_the_tool_limit(
    tool_limit: int, caller_limit: int | None, lefts: list[int]
) -> None:
    """attempts_left counts from the tool's own limit, in observations and on the turn."""
    limits = {} if caller_limit is None else {"tool": caller_limit}
    t = turn(limits=limits)
    seen = [
        fail(t.begin_call("tool", {"n": n}, limit=tool_limit), "HTTP_503", T).attempts_left
        for n in range(2)
    ]
    assert seen == lefts
    assert t.attempts_left("tool") == lefts[-1]


@pytest.mark.parametrize(
    ("limits", "argument"),
    [
        ({"tool": 0}, "limits"),
        ({"tool": True}, "limits"),
        ({"tool": 1.5}, "limits"),
        ({"": 2}, "limits"),
        ([("tool", 2)], "limits"),
        ("tool", "limits"),
    ],
)
def test_bad_limits_raise_configuration_error(limits: Any, argument: str) -> None:
    """Wrong limits= raise ConfigurationError naming the argument."""
    with pytest.raises(ConfigurationError, match=argument):
        turn(limits=limits)


# --- interruption ----------------------------------------------------------------------------


def test_should_stop_once_a_tool_interrupts_the_turn() -> None:
    """A tool running out of budget interrupts the turn, and should_stop says so."""
    t = turn(max_failures_per_tool=2)
    fail(t.begin_call("search", {"n": 1}), "HTTP_503", T)
    assert (t.should_stop, t.interrupted) == (False, None)
    fail(t.begin_call("search", {"n": 2}), "HTTP_503", T)
    assert t.interrupted is not None
    assert t.should_stop


def test_the_turn_budget_interrupts_the_turn_and_refuses_calls() -> None:
    """Once max_failures is reached, calls to any tool are answered without running."""
    t = turn(max_failures_per_tool=10, max_failures=2)
    fail(t.begin_call("a", {}), "HTTP_503", T)
    fail(t.begin_call("b", {}), "HTTP_404", C)
    blocked = t.begin_call("c", {}).blocked
    assert blocked is not None
    assert blocked.error_code == "TURN_BUDGET_EXHAUSTED"
    assert (blocked.retryable, blocked.next_move, blocked.stop) == (False, "stop", True)
    assert t.interrupted is not None
    assert t.interrupted.code == "TURN_BUDGET_EXHAUSTED"
    assert t.interrupted.reason == "2 tool calls failed in this turn (max_failures=2)"


@pytest.mark.parametrize("locale", ["en", "zh"])
def test_refusals_are_not_retryable(locale: str) -> None:
    """Blocked and exhausted answers say retryable false and a move other than retry."""
    t = turn(max_failures_per_tool=2, max_identical_failures=2, max_failures=4)
    fail(t.begin_call("a", {"n": 1}, locale=locale), "HTTP_503", T, locale=locale)
    repeat = t.begin_call("a", {"n": 1}, locale=locale).blocked
    exhausting = fail(t.begin_call("a", {"n": 2}, locale=locale), "HTTP_503", T, locale=locale)
    exhausted = t.begin_call("a", {"n": 3}, locale=locale).blocked
    for observation in (repeat, exhausting, exhausted):
        assert observation is not None
        assert observation.retryable is False
        assert observation.next_move not in (None, "retry")


@pytest.mark.parametrize(
    ("locale", "text"),
    [
        ("en", "Not run: this turn's failure budget is spent (2 tool calls failed)."),
        ("zh", "未执行：本轮的失败预算已用完（已有 2 次工具调用失败）。"),
    ],
)
def test_a_call_refused_by_the_turn_budget_says_why(locale: str, text: str) -> None:
    """The refusal names the spent budget, in the tool's language."""
    t = turn(max_failures_per_tool=10, max_failures=2)
    fail(t.begin_call("a", {}), "HTTP_503", T)
    fail(t.begin_call("b", {}), "HTTP_503", T)
    blocked = t.begin_call("c", {}, locale=locale).blocked
    assert blocked is not None
    assert blocked.message == text
