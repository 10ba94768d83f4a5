"""Unit tests for a turn's counters, through the CallTicket API the decorator uses."""

from __future__ import annotations

import asyncio
import contextvars
import json
from collections.abc import Iterator
from typing import Any

import pytest

from toolretry import ErrorInfo, Observation
from toolretry._category import ErrorCategory
from toolretry.exceptions import ConfigurationError
from toolretry.observe._hints import reflection, register_hint, reset_hints
from toolretry.turn._turn import (
    MAX_REMEMBERED_CALLS,
    CallTicket,
    Turn,
    TurnInterrupted,
    current_turn,
    current_turn_var,
    turn,
)


@pytest.fixture(autouse=True)
def _clean_hints() -> Iterator[None]:
    reset_hints()
    yield
    reset_hints()


def fail(
    ticket: CallTicket,
    code: str = "HTTP_503",
    category: ErrorCategory = ErrorCategory.TRANSIENT,
    *,
    suggested_tool: str | None = None,
    locale: str = "en",
    format: Any = "text",
) -> Observation:
    """Report a final failure on ``ticket`` the way the decorator does."""
    observation = Observation(
        status="error", tool=ticket.tool, error_code=code, category=category, message="it broke"
    ).with_rendering(format=format, locale=locale)
    info = ErrorInfo(code=code, category=category, type="Boom", suggested_tool=suggested_tool)
    return ticket.failed(observation, info)


def call(t: Turn, tool: str = "search", *args: Any, **kwargs: Any) -> CallTicket:
    """Begin a call with these parameters (positional ones under ``args``)."""
    params = dict(kwargs)
    if args:
        params["args"] = list(args)
    return t.begin_call(tool, params)


def test_enter_sets_and_exit_resets_the_current_turn() -> None:
    """Inside the with-block the turn is current; outside there is none."""
    assert current_turn() is None
    with turn() as t:
        assert current_turn() is t
        assert current_turn_var.get() is t
    assert current_turn() is None


async def test_async_with_sets_the_current_turn() -> None:
    """async with scopes the turn like with."""
    async with turn() as t:
        assert current_turn() is t
    assert current_turn() is None


def test_nested_turn_is_its_own_scope() -> None:
    """An inner turn has its own counters; the outer one is restored after it."""
    with turn() as outer:
        fail(call(outer, "a", 1))
        with turn() as inner:
            assert current_turn() is inner
            fail(call(inner, "a", 2))
            fail(call(inner, "a", 3))
        assert current_turn() is outer
    assert (outer.failures, inner.failures) == (1, 2)


def test_exit_on_exception_still_resets() -> None:
    """A with-block left by an exception still restores the previous turn."""
    with pytest.raises(RuntimeError), turn():
        raise RuntimeError("model crashed")
    assert current_turn() is None


def test_attempts_left_counts_down() -> None:
    """Each failure observation says how many consecutive failures the tool has left."""
    t = turn(max_failures_per_tool=3)
    lefts = [fail(call(t, "search", n)).attempts_left for n in range(2)]
    assert lefts == [2, 1]
    assert t.attempts_left("search") == 1
    assert t.attempts_left("other") == 3


def test_failure_observation_carries_hint_and_reflection_line() -> None:
    """A failure in a turn gets next_action, avoid and the reflection line."""
    t = turn()
    observation = fail(call(t, "search", "q"), code="CONNECTION_ERROR")
    assert observation.next_action is not None
    assert "unreachable" in observation.next_action
    assert observation.avoid == "Do not call it again in a tight loop."
    assert observation.stop is False
    assert observation.warning is None
    text = str(observation)
    assert "attempts_left: 2" in text
    assert observation.next_move == "retry"
    assert text.endswith(
        "This may pass: wait as advised, then call again; change course if it keeps failing."
    )


def test_limit_sets_stop_and_interrupts() -> None:
    """At the per-tool limit the observation says stop and the turn is interrupted."""
    t = turn(max_failures_per_tool=2)
    fail(call(t, "search", 1))
    fail(call(t, "other", 1))
    assert t.interrupted is None
    last = fail(call(t, "search", 2))
    assert last.stop is True
    assert last.attempts_left == 0
    assert last.warning is not None
    assert "blocked for the rest of this turn" in last.warning
    assert last.next_move == "stop"  # No other visible tool could search.
    assert last.next_action is not None
    assert last.next_action.startswith("Stop calling tools")
    assert t.interrupted == TurnInterrupted(
        reason="search failed 2 times in a row (max_failures_per_tool=2)",
        tool="search",
        error_counts={"search": 2, "other": 1},
    )


def test_exhausted_tool_is_blocked_for_the_rest_of_the_turn() -> None:
    """After the limit, any call to that tool is blocked with TOOL_BUDGET_EXHAUSTED."""
    t = turn(max_failures_per_tool=1)
    fail(call(t, "search", 1))
    ticket = call(t, "search", "something new")
    blocked = ticket.blocked
    assert blocked is not None
    assert blocked.error_code == "TOOL_BUDGET_EXHAUSTED"
    assert blocked.attempts == 0
    assert blocked.stop is True
    assert blocked.attempts_left == 0
    assert blocked.message == (
        "Not run: search failed 1 time in a row and is blocked until the turn ends."
    )
    assert blocked.request == {"tool": "search", "params": {"args": ["something new"]}}
    assert str(blocked).startswith("Tool call blocked: search\n")
    assert call(t, "other").blocked is None
    assert t.interrupted is not None
    assert t.interrupted.reason == "search failed 1 time in a row (max_failures_per_tool=1)"


def test_success_resets_consecutive_failures() -> None:
    """A success resets the tool's consecutive count, so its budget is whole again."""
    t = turn(max_failures_per_tool=2)
    fail(call(t, "search", 1))
    call(t, "search", 2).succeeded()
    observation = fail(call(t, "search", 3))
    assert observation.attempts_left == 1
    assert observation.stop is False
    assert t.interrupted is None
    assert t.failures == 2


def test_success_of_another_tool_does_not_reset() -> None:
    """Only the tool's own success resets its count."""
    t = turn(max_failures_per_tool=2)
    fail(call(t, "search", 1))
    call(t, "read", 1).succeeded()
    assert fail(call(t, "search", 2)).stop is True


def test_second_identical_failure_warns() -> None:
    """From the second identical failure the observation warns that repeating will fail."""
    t = turn(max_failures_per_tool=10, max_identical_failures=5)
    assert fail(call(t, "edit", "a.txt", old="x")).warning is None
    warning = fail(call(t, "edit", "a.txt", old="x")).warning
    assert warning == (
        "This exact call has failed 2 times in this turn; repeating it unchanged will fail again."
    )
    assert fail(call(t, "edit", "a.txt", old="y")).warning is None


def test_identical_call_is_blocked_after_n_minus_one_failures() -> None:
    """After max_identical_failures - 1 identical failures the next one is blocked."""
    t = turn(max_failures_per_tool=10, max_identical_failures=3)
    fail(call(t, "edit", path="a", old="x"))
    fail(call(t, "edit", old="x", path="a"))
    blocked = call(t, "edit", path="a", old="x").blocked
    assert blocked is not None
    assert blocked.error_code == "REPEAT_CALL_BLOCKED"
    assert blocked.message == "Not run: this exact call already failed 2 times in this turn."
    assert (blocked.next_move, blocked.stop, t.should_stop) == ("stop", True, True)
    assert blocked.failure_count == 2
    assert call(t, "edit", path="a", old="changed").blocked is None


def test_blocked_calls_count_as_failures() -> None:
    """Blocked calls add to the turn's failures, not to what the tool itself failed."""
    t = turn(max_failures_per_tool=3, max_identical_failures=2, max_failures=3)
    fail(call(t, "edit", 1))
    assert call(t, "edit", 1).blocked is not None
    assert t.failures == 2
    assert t.error_counts == {"edit": 2}
    assert t.attempts_left("edit") == 2
    last = call(t, "edit", 1).blocked
    assert last is not None
    assert last.message == "Not run: this exact call already failed 1 time in this turn."
    assert t.should_stop
    assert last.stop is True


def test_default_limits_block_the_third_identical_call_and_stop() -> None:
    """With defaults (Harness: the same call failing 3 times) the third identical call is
    blocked without running and says stop; should_stop agrees and names the reason."""
    t = turn()
    fail(call(t, "edit", "same"))
    fail(call(t, "edit", "same"))
    blocked = call(t, "edit", "same").blocked
    assert blocked is not None
    assert blocked.error_code == "REPEAT_CALL_BLOCKED"
    assert (blocked.next_move, blocked.stop, t.should_stop) == ("stop", True, True)
    assert t.interrupted is not None
    assert t.interrupted.code == "REPEAT_CALL_BLOCKED"
    assert t.interrupted.error_counts == {"edit": 3}


def test_success_resets_that_calls_identical_count_only() -> None:
    """A success forgets its own call's repeats, not those of other failing calls."""
    t = turn(max_failures_per_tool=10, max_identical_failures=3)
    fail(call(t, "edit", "a"))
    fail(call(t, "edit", "b"))
    call(t, "edit", "a").succeeded()
    assert fail(call(t, "edit", "a")).warning is None
    assert call(t, "edit", "b").blocked is None
    fail(call(t, "edit", "b"))
    assert call(t, "edit", "b").blocked is not None


def test_turn_should_stop_at_max_failures() -> None:
    """should_stop turns true when failures reach max_failures, across tools."""
    t = turn(max_failures_per_tool=5, max_failures=3)
    fail(call(t, "a", 1))
    fail(call(t, "b", 1))
    assert (t.failures, t.should_stop) == (2, False)
    last = fail(call(t, "c", 1))
    assert (t.failures, t.should_stop) == (3, True)
    assert last.stop is True
    assert last.warning == "3 tool calls failed in this turn; stop calling tools."
    assert last.next_action == "Stop calling tools; answer with what you have and say what failed."


@pytest.mark.parametrize("category", [ErrorCategory.BUSINESS])
def test_business_errors_touch_no_counter(category: ErrorCategory) -> None:
    """A business error is an answer: no failure, no consecutive count, no repeat count."""
    t = turn(max_failures_per_tool=1, max_identical_failures=2, max_failures=1)
    for _ in range(3):
        observation = fail(call(t, "pay", 100), code="INSUFFICIENT_FUNDS", category=category)
        assert observation.attempts_left is None
        assert observation.stop is False
        assert observation.next_move == "ask_user"
        assert not str(observation).endswith(reflection("en", "ask_user"))
    assert (t.failures, t.should_stop, t.interrupted) == (0, False, None)
    assert call(t, "pay", 100).blocked is None


def test_business_error_gets_its_registered_hint() -> None:
    """A registered hint for a business code is shown; without one the model gets a sentence
    to pass on to the user (the refusal itself), never generic advice."""
    register_hint("INSUFFICIENT_FUNDS", next_action="Offer a smaller amount.")
    t = turn()
    hinted = fail(call(t, "pay"), code="INSUFFICIENT_FUNDS", category=ErrorCategory.BUSINESS)
    plain = fail(call(t, "pay"), code="OUT_OF_STOCK", category=ErrorCategory.BUSINESS)
    assert hinted.next_action == "Offer a smaller amount."
    assert plain.next_action == "Tell the user: it broke. Then ask how they want to go on."


def test_each_ticket_counts_once() -> None:
    """Reporting a ticket twice counts it once."""
    t = turn()
    ticket = call(t, "search")
    fail(ticket)
    fail(ticket)
    ticket.succeeded()
    assert t.failures == 1
    assert t.attempts_left("search") == 2


def test_suggested_tool_shown_when_visible() -> None:
    """EDIT_MISMATCH suggests read_file when the turn can see it."""
    t = turn(visible_tools=["read_file", "edit_file"])
    observation = fail(
        call(t, "edit_file"),
        "EDIT_MISMATCH",
        ErrorCategory.CLIENT,
        suggested_tool="read_file",
    )
    assert observation.suggested_tool == "read_file"
    assert "suggested_tool: read_file" in str(observation)


def test_hidden_suggested_tool_never_reaches_the_model() -> None:
    """A suggested tool outside visible_tools appears nowhere in the observation."""
    t = turn(visible_tools=["edit_file"])
    observation = fail(
        call(t, "edit_file"),
        "EDIT_MISMATCH",
        ErrorCategory.CLIENT,
        suggested_tool="read_file",
    )
    assert observation.suggested_tool is None
    assert "read_file" not in str(observation)
    assert "read_file" not in observation.to_json()


def test_chinese_turn_fields() -> None:
    """With locale zh the hints, warnings and reflection line are Chinese."""
    t = turn(max_failures_per_tool=2)
    fail(call(t, "edit", "x"), code="EDIT_MISMATCH", category=ErrorCategory.CLIENT, locale="zh")
    last = fail(
        call(t, "edit", "x"), code="EDIT_MISMATCH", category=ErrorCategory.CLIENT, locale="zh"
    )
    assert last.warning == (
        "这个完全相同的调用在本轮已失败 2 次；原样重复还会失败。 "
        "edit 已连续失败 2 次；本轮剩余时间内它已被阻止。"
    )
    assert last.next_action == "停止调用工具；用已有信息作答，并说明哪些失败了。"
    text = str(last)
    assert text.startswith("工具调用失败: edit")
    assert text.endswith("停止调用工具；用已有信息作答，并说明哪些失败了。")


def test_chinese_blocked_observation() -> None:
    """A call blocked in a Chinese turn is explained in Chinese."""
    t = turn(max_failures_per_tool=1)
    fail(t.begin_call("edit", {}, locale="zh"), locale="zh")
    blocked = t.begin_call("edit", {}, locale="zh").blocked
    assert blocked is not None
    assert blocked.message == "未执行：edit 已连续失败 1 次，本轮结束前不会再执行。"
    assert str(blocked).startswith("工具调用被阻止: edit")


def test_json_format_is_kept() -> None:
    """A JSON observation stays JSON inside a turn, with the turn's fields."""
    t = turn()
    rendered = json.loads(str(fail(call(t, "search"), format="json")))
    assert rendered["attempts_left"] == 2
    assert rendered["next_action"]


def test_blocked_request_is_redacted() -> None:
    """Parameters of a blocked call are redacted like any observation's."""
    t = turn(max_failures_per_tool=1)
    fail(call(t, "login"))
    blocked = call(t, "login", api_key="sk-abcdefghijklmnopqrstuvwx").blocked
    assert blocked is not None
    assert "sk-abcdefghijklmnopqrstuvwx" not in str(blocked)


def test_remembered_calls_are_bounded() -> None:
    """Only the most recent distinct failing calls are remembered."""
    t = turn(max_failures_per_tool=10**6, max_identical_failures=2, max_failures=10**6)
    for n in range(MAX_REMEMBERED_CALLS + 10):
        fail(call(t, "search", n))
    assert len(t._identical) == MAX_REMEMBERED_CALLS
    assert call(t, "search", 0).blocked is None
    assert call(t, "search", MAX_REMEMBERED_CALLS + 9).blocked is not None


def test_turn_is_visible_in_a_copied_context() -> None:
    """A context copied inside the turn (threads, tasks) sees the same turn."""
    with turn() as t:
        context = contextvars.copy_context()
    assert context.run(current_turn) is t


async def test_turn_is_visible_in_tasks() -> None:
    """Tasks created inside the turn see it."""
    async with turn() as t:
        assert await asyncio.create_task(asyncio.sleep(0, current_turn())) is t


@pytest.mark.parametrize(
    ("kwargs", "argument"),
    [
        ({"max_failures_per_tool": 0}, "max_failures_per_tool"),
        ({"max_failures_per_tool": True}, "max_failures_per_tool"),
        ({"max_failures_per_tool": 2.5}, "max_failures_per_tool"),
        ({"max_identical_failures": 1}, "max_identical_failures"),
        ({"max_failures": -1}, "max_failures"),
        ({"max_failures": "6"}, "max_failures"),
        ({"visible_tools": "read_file"}, "visible_tools"),
        ({"visible_tools": 3}, "visible_tools"),
        ({"visible_tools": ["ok", ""]}, "visible_tools"),
        ({"visible_tools": ["ok", None]}, "visible_tools"),
    ],
)
def test_bad_arguments_raise_configuration_error(kwargs: dict[str, Any], argument: str) -> None:
    """Wrong turn() arguments raise ConfigurationError naming the argument."""
    with pytest.raises(ConfigurationError, match=argument):
        turn(**kwargs)


def test_string_visible_tools_error_shows_the_fix() -> None:
    """Passing one tool name as a string says to pass a list."""
    with pytest.raises(ConfigurationError, match=r"visible_tools=\['read_file'\]"):
        turn(visible_tools="read_file")


def test_visible_tools_is_a_frozenset() -> None:
    """visible_tools is stored as a frozenset of names."""
    assert turn(visible_tools=("a", "b", "a")).visible_tools == frozenset({"a", "b"})
    assert turn().visible_tools is None
