"""Turns end to end: real decorated tools, sync and async, inside ``toolretry.turn``."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest

import toolretry
from toolretry import (
    Backoff,
    BusinessError,
    ClientError,
    FatalError,
    Observation,
    Output,
    TransientError,
    register_hint,
    smart_retry_with_observation,
    turn,
)
from toolretry.observe._hints import reset_hints

SWITCH_TOOL_LINE = "Use another tool or another approach for this step."

READ_AGAIN = "Read the file again and copy the exact current text as the old text, then edit."


@pytest.fixture(autouse=True)
def _isolated() -> Iterator[None]:
    reset_hints()
    with toolretry.set_testing(True):
        yield
    reset_hints()


class Runs:
    """Counts how often tool bodies really ran."""

    def __init__(self) -> None:
        self.count = 0


@pytest.fixture
def runs() -> Runs:
    return Runs()


@pytest.fixture
def edit_file(runs: Runs) -> Any:
    @smart_retry_with_observation(max_retries=2)
    def edit_file(path: str, old: str, new: str) -> str:
        """Replace old with new in path."""
        runs.count += 1
        raise ClientError(
            f"old text not found in {path}", code="EDIT_MISMATCH", suggested_tool="read_file"
        )

    return edit_file


@pytest.fixture
def dead_search(runs: Runs) -> Any:
    @smart_retry_with_observation(max_retries=2, backoff=Backoff(base=0.001))
    async def search_web(query: str) -> str:
        runs.count += 1
        raise ConnectionError("connection refused")

    return search_web


def field(text: str, name: str) -> str | None:
    """The value of a ``name: value`` line in a text observation."""
    for line in text.splitlines():
        if line.startswith(f"{name}: "):
            return line[len(name) + 2 :]
    return None


def test_outside_a_turn_there_is_a_next_move_but_no_turn_fields(edit_file: Any) -> None:
    """Without a turn the failure still says its next move, names no tool (none is known to
    be visible), and has no budget fields and no reflection line."""
    answer = edit_file("a.txt", "x", "y")
    assert field(answer, "error_code") == "EDIT_MISMATCH"
    assert field(answer, "attempts_left") is None
    assert field(answer, "failure_count") is None
    assert field(answer, "next_action") == READ_AGAIN
    assert field(answer, "next_move") == "fix_arguments"
    assert field(answer, "suggested_tool") is None
    assert SWITCH_TOOL_LINE not in answer


def test_sync_tool_in_a_turn_gets_budget_hint_and_reflection(edit_file: Any) -> None:
    """A failing sync tool in a turn tells the model its budget, next step and tool to use."""
    with turn(visible_tools=["read_file", "edit_file"]):
        answer = edit_file("a.txt", old="x", new="y")
    assert field(answer, "attempts_left") == "2"
    assert field(answer, "next_action") == READ_AGAIN
    assert field(answer, "avoid") == (
        "Do not repeat the same edit with the old text, and do not only change whitespace."
    )
    assert field(answer, "suggested_tool") == "read_file"
    assert field(answer, "next_move") == "switch_tool"
    assert answer.endswith(SWITCH_TOOL_LINE)


def test_identical_calls_warn_then_block_without_running(edit_file: Any, runs: Runs) -> None:
    """The second identical failure warns; the third identical call never runs."""
    with turn(max_failures_per_tool=5) as t:
        first = edit_file("a.txt", old="x", new="y")
        second = edit_file("a.txt", old="x", new="y")
        third = edit_file("a.txt", old="x", new="y")
    assert field(first, "warning") is None
    assert "repeating it unchanged will fail again" in (field(second, "warning") or "")
    assert third.startswith("Tool call blocked: edit_file")
    assert field(third, "error_code") == "REPEAT_CALL_BLOCKED"
    assert runs.count == 2
    assert t.failures == 3


def test_positional_and_keyword_arguments_are_the_same_call(edit_file: Any, runs: Runs) -> None:
    """Passing the same parameter by position or by keyword is one repeated call."""
    with turn(max_failures_per_tool=5):
        edit_file("a.txt", old="x", new="y")
        edit_file(path="a.txt", new="y", old="x")
        third = edit_file.observe("a.txt", "x", "y")
    assert third.error_code == "REPEAT_CALL_BLOCKED"
    assert runs.count == 2
    assert third.request == {
        "tool": "edit_file",
        "params": {"path": "a.txt", "old": "x", "new": "y"},
    }


async def test_async_dead_tool_exhausts_its_budget(dead_search: Any, runs: Runs) -> None:
    """A dead async tool is retried in-process, counted once per call, then blocked."""
    async with turn() as t:
        answers = [await dead_search(f"query {n}") for n in range(4)]
    assert [field(a, "attempts") for a in answers[:3]] == ["3", "3", "3"]
    assert [field(a, "attempts_left") for a in answers] == ["2", "1", "0", "0"]
    assert field(answers[2], "stop") == "true"
    assert field(answers[3], "error_code") == "TOOL_BUDGET_EXHAUSTED"
    assert runs.count == 9
    assert t.interrupted is not None
    assert t.interrupted.tool == "search_web"
    assert t.interrupted.error_counts == {"search_web": 3}
    assert t.failures == 4


def test_success_resets_the_tool_budget() -> None:
    """A success between failures gives the tool its whole budget back."""
    outcomes = iter([False, True, False, False])

    @smart_retry_with_observation
    def flaky(n: int) -> str:
        if next(outcomes):
            return "fine"
        raise ClientError("bad input")

    with turn(max_failures_per_tool=2) as t:
        answers = [flaky(n) for n in range(4)]
    assert answers[1] == "fine"
    assert [field(answers[i], "attempts_left") for i in (0, 2, 3)] == ["1", "1", "0"]
    assert t.failures == 3
    assert t.interrupted is not None


@pytest.mark.parametrize("is_async", [False, True])
async def test_business_errors_touch_no_counter(is_async: bool, runs: Runs) -> None:
    """Business refusals are answers: they run every time and count nothing."""

    def refuse() -> str:
        runs.count += 1
        raise BusinessError("insufficient balance", code="INSUFFICIENT_BALANCE")

    async def refuse_async() -> str:
        return refuse()

    tool: Any = smart_retry_with_observation(refuse_async if is_async else refuse)
    with turn(max_failures_per_tool=1, max_identical_failures=2, max_failures=1) as t:
        for _ in range(3):
            answer = (await tool()) if is_async else tool()
            assert answer.startswith("Tool call refused:")
            assert field(answer, "attempts_left") is None
    assert runs.count == 3
    assert (t.failures, t.should_stop, t.interrupted) == (0, False, None)


def test_transient_success_after_retries_counts_nothing() -> None:
    """A call that succeeds after in-process retries is a success for the turn."""
    calls = iter([True, True, False])

    @smart_retry_with_observation(max_retries=3)
    def wobbly() -> str:
        if next(calls):
            raise TransientError("hiccup")
        return "ok"

    with turn() as t:
        assert wobbly() == "ok"
    assert t.failures == 0


def test_bad_arguments_and_bugs_count(runs: Runs) -> None:
    """A wrong-argument call and a bug inside the tool both count as failures."""

    @smart_retry_with_observation
    def buggy(n: int) -> str:
        runs.count += 1
        raise FatalError("bug")

    with turn() as t:
        wrong = buggy("one", "two")  # type: ignore[call-arg,arg-type]
        bug = buggy(1)
    assert field(wrong, "error_code") == "INVALID_ARGUMENTS"
    assert field(wrong, "next_action") is not None
    assert field(bug, "attempts_left") == "1"
    assert t.failures == 2


def test_turn_should_stop_across_tools(edit_file: Any) -> None:
    """Failures of different tools add up to should_stop."""

    @smart_retry_with_observation
    def other(n: int) -> str:
        raise ClientError("no")

    with turn(max_failures=3) as t:
        edit_file("a", "b", "c")
        other(1)
        assert not t.should_stop
        last = other(2)
    assert t.should_stop
    assert field(last, "stop") == "true"


def test_hidden_suggested_tool_is_never_shown(edit_file: Any) -> None:
    """When the model cannot see read_file, no observation mentions it."""
    with turn(visible_tools=["edit_file", "list_dir"]):
        answers = [edit_file("a.txt", "x", "y") for _ in range(3)]
    assert all("read_file" not in answer for answer in answers)
    assert field(answers[0], "next_action") == READ_AGAIN


def test_registered_hint_through_the_decorator() -> None:
    """A user's hint for a user's code reaches the model inside a turn."""
    register_hint("QUOTA_LOW", next_action="Ask for fewer rows.", suggested_tool="count_rows")

    @smart_retry_with_observation
    def report(rows: int) -> str:
        raise ClientError("quota", code="QUOTA_LOW")

    with turn(visible_tools=["report", "count_rows"]):
        answer = report(10**6)
    assert field(answer, "next_action") == "Ask for fewer rows."
    assert field(answer, "suggested_tool") == "count_rows"


def test_chinese_turn_through_the_decorator() -> None:
    """With locale='zh' the model reads the turn's fields in Chinese."""

    @smart_retry_with_observation(locale="zh")
    def edit_file(path: str) -> str:
        raise ClientError("mismatch", code="EDIT_MISMATCH", suggested_tool="read_file")

    with turn(max_failures_per_tool=5):
        edit_file("a")
        second = edit_file("a")
        third = edit_file("a")
    # The same code again: the hint's alternative strategy (Harness: change approach).
    assert field(second, "next_action") == (
        "换一种策略：先读取文件，再替换整段内容（或重写整个文件），不要再去匹配旧文本。"
    )
    assert field(second, "warning") == "这个完全相同的调用在本轮已失败 2 次；原样重复还会失败。"
    assert second.endswith("这一步请改用其他工具或其他方法。")
    assert third.startswith("工具调用被阻止: edit_file")
    assert field(third, "message") == "未执行：这个完全相同的调用在本轮已失败 2 次。"


def test_json_format_in_a_turn(edit_file: Any) -> None:
    """A JSON tool's observation carries the turn's fields under the same names."""

    @smart_retry_with_observation(format="json")
    def fetch(url: str) -> str:
        raise ClientError("nope", code="HTTP_404")

    with turn(max_failures_per_tool=1):
        first = json.loads(fetch("u"))
        blocked = json.loads(fetch("v"))
    assert first["attempts_left"] == 0
    assert first["stop"] is True
    assert blocked["error_code"] == "TOOL_BUDGET_EXHAUSTED"


def test_template_in_a_turn_sees_turn_fields() -> None:
    """A template can place the turn's fields (Forge's attempts_left and allowed_max_attempts);
    empty ones render empty."""

    @smart_retry_with_observation(
        output=Output(
            template="{error_code}|{attempts_left}/{allowed_max_attempts}|{failure_count}|{warning}"
        )
    )
    def fetch(url: str) -> str:
        raise ClientError("nope", code="HTTP_404")

    with turn():
        assert fetch("u") == "HTTP_404|2/3|1|"


def test_observe_in_a_turn_returns_the_enriched_observation() -> None:
    """tool.observe() inside a turn returns the Observation with the turn's fields set."""

    @smart_retry_with_observation
    def fetch(url: str) -> str:
        raise ClientError("nope", code="HTTP_404")

    with turn():
        observation = fetch.observe("u")
    assert isinstance(observation, Observation)
    assert observation.attempts_left == 2
    assert observation.next_action is not None


def test_success_inside_a_turn_is_the_plain_result() -> None:
    """A successful call inside a turn answers exactly what it answers outside."""

    @smart_retry_with_observation
    def listing(path: str) -> dict[str, list[str]]:
        return {"files": ["a.txt"]}

    with turn():
        assert listing(".") == '{"files": ["a.txt"]}'


def test_a_huge_argument_costs_a_call_in_a_turn_little() -> None:
    """Keying a call with a 100,000-row argument is bounded (it took 3.4 s before)."""

    @smart_retry_with_observation
    def load(rows: list[dict[str, Any]]) -> str:
        return "loaded"

    table = [{"id": n, "name": f"row {n}", "score": n / 3} for n in range(100_000)]

    def fastest() -> float:
        best = float("inf")
        for _ in range(20):
            started = time.perf_counter()
            load(table)
            best = min(best, time.perf_counter() - started)
        return best

    outside = fastest()
    with turn():
        inside = fastest()
    assert inside - outside < 0.02  # Measured ~0.6 ms here; the bound leaves room for CI.


def test_a_partially_keyed_call_says_so_in_details() -> None:
    """When only a prefix of the arguments was compared, the observation's details say so."""

    @smart_retry_with_observation
    def load(rows: list[int]) -> str:
        raise ClientError("bad rows", code="BAD_ROWS")

    with turn():
        big = load.observe(list(range(100_000)))
        small = load.observe([1, 2, 3])
    assert "prefix" in big.details["identical_calls"]
    assert "identical_calls" not in small.details


@pytest.mark.parametrize("make", [lambda: iter(range(5)), lambda: (n for n in range(5))])
def test_an_iterator_argument_reaches_the_tool_whole(make: Any) -> None:
    """Keying a call in a turn never takes items from an iterator the tool receives."""

    @smart_retry_with_observation
    def total(numbers: Any) -> str:
        return str(sum(numbers))

    with turn():
        assert total(make()) == "10"


class Context:
    """A framework's injected context: a different object, with a different repr, every call."""

    calls = 0

    def __init__(self) -> None:
        Context.calls += 1
        self.secret = f"dependency-{Context.calls}"

    def __repr__(self) -> str:
        return f"Context(secret={self.secret!r})"


@pytest.mark.parametrize("exclude", ["ctx", Context])
def test_excluded_context_does_not_defeat_identical_call_blocking(exclude: Any, runs: Runs) -> None:
    """A context parameter left out by name or type keeps repeats identical and out of request."""

    @smart_retry_with_observation(exclude_params=[exclude])
    def lookup(ctx: Context, sku: str) -> str:
        runs.count += 1
        raise ClientError(f"no such sku {sku}", code="NOT_FOUND")

    with turn(max_failures_per_tool=10):
        answers = [lookup.observe(Context(), "A-1") for _ in range(3)]
    assert [a.error_code for a in answers] == ["NOT_FOUND", "NOT_FOUND", "REPEAT_CALL_BLOCKED"]
    assert runs.count == 2
    assert answers[2].request == {"tool": "lookup", "params": {"sku": "A-1"}}
    assert all("dependency-" not in a.to_json() for a in answers)


def test_redecorated_tool_keeps_its_turn_budgets(runs: Runs) -> None:
    """Decorating a decorated tool again keeps identical-call blocking and its turn_limit."""

    @smart_retry_with_observation(turn_limit=2)
    def save(doc: str) -> str:
        runs.count += 1
        raise ClientError("read-only", code="READ_ONLY")

    again = smart_retry_with_observation(max_retries=0)(save)
    with turn(max_failures_per_tool=5) as t:
        answers = [again(f"doc {n}") for n in range(3)]
    assert runs.count == 2
    assert field(answers[2], "error_code") == "TOOL_BUDGET_EXHAUSTED"
    assert t.interrupted is not None
    assert t.interrupted.reason == "save failed 2 times in a row (limit=2)"


@pytest.mark.parametrize(("turn_limit", "limits", "runs_expected"), [(1, None, 1), (1, 3, 3)])
def test_turn_limit_on_the_decorator_and_limits_on_the_turn(
    turn_limit: int, limits: int | None, runs_expected: int, runs: Runs
) -> None:
    """turn_limit= bounds the tool in a turn; the turn's limits= for it wins."""

    @smart_retry_with_observation(turn_limit=turn_limit)
    def apply_config(replicas: int) -> str:
        runs.count += 1
        raise ClientError("rejected", code="CONFIG_REJECTED")

    caller = {} if limits is None else {"apply_config": limits}
    with turn(limits=caller):
        answers = [apply_config.observe(n) for n in range(5)]
    assert runs.count == runs_expected
    assert answers[0].attempts_left == runs_expected - 1
    assert answers[runs_expected].error_code == "TOOL_BUDGET_EXHAUSTED"


def test_a_stopped_tool_is_not_also_told_to_retry_later() -> None:
    """Once the turn blocks a tool, toolretry's "retry later" advice is left out of it."""

    @smart_retry_with_observation(max_retries=0)
    def search(query: str) -> str:
        raise ConnectionRefusedError("search.example.com refused the connection")

    with turn(max_failures_per_tool=2):
        first = search.observe("a")
        last = search.observe("b")
    assert first.suggestion is not None
    assert first.suggestion.startswith("Retry later")
    assert (last.suggestion, last.retryable, last.next_move) == (None, False, "stop")
    assert "Retry later" not in str(last)
    assert "try again" not in str(last)


def test_a_suggestion_the_tool_wrote_stays_when_the_tool_is_stopped() -> None:
    """A tool's own suggestion is kept even when the turn blocks the tool."""

    @smart_retry_with_observation(max_retries=0)
    def reindex(index: str) -> str:
        raise TransientError("indexer busy", suggestion="Ask the operator to restart the indexer.")

    with turn(max_failures_per_tool=1):
        last = reindex.observe("docs")
    assert last.suggestion == "Ask the operator to restart the indexer."
    assert last.stop is True
