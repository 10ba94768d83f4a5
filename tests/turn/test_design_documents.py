"""The four design documents' own scenarios (Forge, Harness, tiny-claw, smart-retry), with their
thresholds and their wording, in English and Chinese."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import toolretry
from toolretry import ClientError, Output, smart_retry_with_observation, turn
from toolretry.exceptions import ConfigurationError

FORGE_TEMPLATE = (
    "Tool call failed - **Attempts remaining:** {attempts_left} of {allowed_max_attempts} - "
    "**Next steps:** Analyze the error, identify the root cause, and adjust your approach "
    "before retrying."
)


@pytest.fixture(autouse=True)
def _no_waits() -> Iterator[None]:
    with toolretry.set_testing(True):
        yield


def field(text: str, name: str) -> str | None:
    for line in text.splitlines():
        if line.startswith(f"{name}: "):
            return line[len(name) + 2 :]
    return None


@pytest.fixture
def demo_txt(tmp_path: Path) -> Path:
    """Harness's demo.txt: read as status=todo, changed by someone else to status=pending."""
    path = tmp_path / "demo.txt"
    path.write_text("status=pending\n", encoding="utf-8")
    return path


def edit_tools(root: Path) -> tuple[Any, Any]:
    @smart_retry_with_observation(locale="zh")
    def edit_file(path: str, old_text: str, new_text: str) -> str:
        text = (root / path).read_text(encoding="utf-8")
        if old_text not in text:
            raise ClientError(f"old_text {old_text!r} not found in {path}", code="EDIT_MISMATCH")
        (root / path).write_text(text.replace(old_text, new_text), encoding="utf-8")
        return "ok"

    @smart_retry_with_observation(locale="zh")
    def read_file(path: str) -> str:
        return (root / path).read_text(encoding="utf-8")

    return edit_file, read_file


# --- Forge ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("failures", "left"), [(1, "2"), (2, "1")])
def test_forge_template_renders_attempts_left_beside_the_limit(failures: int, left: str) -> None:
    """Forge's retry message, ported as a template, shows attempts_left of allowed_max_attempts."""

    @smart_retry_with_observation(output=Output(template=FORGE_TEMPLATE))
    def shell(command: str) -> str:
        raise ClientError("exit status 1")

    with turn():
        answers = [shell(f"make {n}") for n in range(failures)]
    assert f"**Attempts remaining:** {left} of 3" in answers[-1]


@pytest.mark.parametrize("template", ["{attempts_remaining}", "{allowed_max_attempt}", "{0}"])
def test_forge_template_with_an_unknown_field_is_refused_at_decoration(template: str) -> None:
    """A misspelt template field raises ConfigurationError naming the known fields."""
    with pytest.raises(ConfigurationError, match="allowed_max_attempts"):
        smart_retry_with_observation(output=Output(template=template))


def test_forge_limit_interrupts_the_turn_with_the_error_counts() -> None:
    """Forge: a tool reaching max_tool_failure_per_turn (3) interrupts with every tool's errors."""

    @smart_retry_with_observation
    def shell(command: str) -> str:
        raise ClientError("exit status 1")

    with turn() as t:
        last = [shell(f"make {n}") for n in range(3)][-1]
    assert (field(last, "stop"), field(last, "next_move"), t.should_stop) == ("true", "stop", True)
    assert t.interrupted is not None
    assert t.interrupted.error_counts == {"shell": 3}


# --- Harness ----------------------------------------------------------------------------------


def test_harness_stale_edit_suggests_read_file_in_chinese(demo_txt: Path) -> None:
    """edit_mismatch on demo.txt: read_file first, then the exact old_text; never repeat as is."""
    edit_file, _ = edit_tools(demo_txt.parent)
    with turn(visible_tools=["edit_file", "read_file"]):
        answer = edit_file("demo.txt", "status=todo", "status=done")
    assert field(answer, "suggested_tool") == "read_file"
    assert field(answer, "next_action") == "先重新读取文件，复制当前准确的内容作为旧文本，再编辑。"
    assert field(answer, "avoid") == "不要原样重复编辑，也不要只调整空格或换行。"


def test_harness_agent_recovers_after_one_read(demo_txt: Path) -> None:
    """After one read the edit succeeds and the file says status=done (the document's demo)."""
    edit_file, read_file = edit_tools(demo_txt.parent)
    with turn(visible_tools=["edit_file", "read_file"]):
        edit_file("demo.txt", "status=todo", "status=done")
        current = read_file("demo.txt").strip()
        assert edit_file("demo.txt", current, "status=done") == "ok"
    assert demo_txt.read_text(encoding="utf-8") == "status=done\n"


def test_harness_the_same_call_failing_three_times_stops(demo_txt: Path) -> None:
    """The third identical call is not run and says stop; should_stop agrees; the file is kept."""
    edit_file, _ = edit_tools(demo_txt.parent)
    call = ("demo.txt", "status=todo", "done")
    with turn(visible_tools=["edit_file", "read_file"]) as t:
        edit_file(*call)
        edit_file(*call)
        third = edit_file(*call)
    assert field(third, "error_code") == "REPEAT_CALL_BLOCKED"
    assert (field(third, "stop"), field(third, "next_move"), t.should_stop) == (
        "true", "stop", True,
    )  # fmt: skip
    assert demo_txt.read_text(encoding="utf-8") == "status=pending\n"


def test_harness_six_failures_in_a_run_stop() -> None:
    """Six failures of different calls in one run stop the turn (累计失败达6次)."""

    @smart_retry_with_observation
    def lookup(key: str) -> str:
        raise ClientError("no such key")

    with turn(max_failures_per_tool=10) as t:
        answers = [lookup(f"k{n}") for n in range(6)]
    assert [field(a, "next_move") for a in answers][-2:] == ["fix_arguments", "stop"]
    assert t.should_stop


@pytest.mark.parametrize(("locale", "words"), [("en", "upsert"), ("zh", "upsert")])
def test_harness_unique_conflict_three_times_switches_strategy(locale: str, words: str) -> None:
    """UPDATE/INSERT failing three times on a unique key offers an upsert, not a fourth try."""

    @smart_retry_with_observation(locale=locale)
    def run_sql(sql: str) -> str:
        raise ClientError("UNIQUE constraint failed: users.email", code="UNIQUE_VIOLATION")

    with turn(max_failures_per_tool=4, max_identical_failures=4):
        answers = [run_sql(f"INSERT INTO users VALUES ({n}, 'a@x.org')") for n in range(3)]
    assert words not in (field(answers[1], "next_action") or "")
    assert words in (field(answers[2], "next_action") or "")


# --- tiny-claw --------------------------------------------------------------------------------


def read_tool(root: Path, locale: str = "en") -> Any:
    @smart_retry_with_observation(locale=locale)
    def read(path: str) -> str:
        return (root / path).read_text(encoding="utf-8")

    return read


@pytest.mark.parametrize(
    ("locale", "example"),
    [("en", "For example, run `ls src` with bash."), ("zh", "例如：用 bash 运行 `ls src`。")],
)
def test_tiny_claw_missing_file_suggests_bash_ls_of_the_parent(
    tmp_path: Path, locale: str, example: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """read src/missing.py (in the workspace, as tiny-claw's tools run) with bash visible: use
    bash on the parent directory (ls src)."""
    monkeypatch.chdir(tmp_path)
    with turn(visible_tools=["read", "bash"]):
        answer = read_tool(Path(), locale)("src/missing.py")
    assert field(answer, "suggested_tool") == "bash"
    assert (field(answer, "next_action") or "").endswith(example)


def test_tiny_claw_no_bash_visible_means_no_bash_suggested(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without bash visible, nothing leads the model to bash (no tool hallucination)."""
    monkeypatch.chdir(tmp_path)  # The path in details is then the model's own, not tmp_path's.
    with turn(visible_tools=["read"]):
        answer = read_tool(Path())("src/missing.py")
    advice = [line for line in answer.splitlines() if not line.startswith("message: ")]
    assert not [line for line in advice if "bash" in line]
    assert field(answer, "suggested_tool") is None


@pytest.mark.parametrize(
    ("locale", "count"), [("en", "failure_count: 2"), ("zh", "failure_count: 2")]
)
def test_tiny_claw_failure_count_of_the_same_call(tmp_path: Path, locale: str, count: str) -> None:
    """The observation counts this call's failures (失败次数：N) beside attempts_left."""
    read = read_tool(tmp_path, locale)
    with turn(max_failures_per_tool=5):
        read("src/missing.py")
        read("src/other.py")
        second = read("src/missing.py")
    lines = second.splitlines()
    assert count in lines
    assert lines.index(count) == lines.index("attempts_left: 2") + 1


def test_tiny_claw_failure_count_in_json(tmp_path: Path) -> None:
    """JSON carries failure_count and allowed_max_attempts under the same names."""
    with turn():
        read_tool(tmp_path)("src/missing.py")
        observation = read_tool(tmp_path).observe("src/missing.py")
    data = observation.to_json()
    assert '"failure_count":2' in data
    assert '"allowed_max_attempts":3' in data


def test_tiny_claw_log_line_names_the_suggested_tool(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The failure's log record says what to do next ("建议下一步：bash")."""
    with caplog.at_level(logging.INFO, logger="toolretry"), turn(visible_tools=["read", "bash"]):
        read_tool(tmp_path)("src/missing.py")
    assert (
        "read failed: FILE_NOT_FOUND; next move: switch_tool; suggested next: bash"
        in caplog.messages
    )


def test_tiny_claw_repeat_blocked_is_not_run(tmp_path: Path) -> None:
    """The third same-argument call is repeat_call_blocked and the tool does not run."""
    runs: list[str] = []

    @smart_retry_with_observation
    def read(path: str) -> str:
        runs.append(path)
        raise FileNotFoundError(2, "No such file or directory", path)

    with turn(visible_tools=["read", "edit"]):
        answers = [read("src/missing.py") for _ in range(3)]
    assert len(runs) == 2
    assert field(answers[2], "error_code") == "REPEAT_CALL_BLOCKED"


# --- smart-retry ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("locale", "sentence"),
    [
        ("en", "order_id 'XXX-1234' was not found; ask the user to confirm the order id."),
        ("zh", "未找到order id 'XXX-1234'；请用户确认order id是否正确。"),
    ],
)
def test_smart_retry_order_number_from_the_user_not_found_asks_the_user(
    locale: str, sentence: str
) -> None:
    """A 404 for the order number the user gave: ask to confirm it (您提供的订单号XXX未找到)."""

    @smart_retry_with_observation(locale=locale)
    def get_order(order_id: str) -> str:
        raise ClientError("order not found", code="HTTP_404")

    with turn(user_input="Where is my order XXX-1234?"):
        answer = get_order("XXX-1234")
    assert (field(answer, "next_move"), field(answer, "next_action")) == ("ask_user", sentence)


def test_smart_retry_an_identifier_the_model_made_up_is_its_own_to_fix() -> None:
    """A 404 for an identifier the user never gave stays fix_arguments."""

    @smart_retry_with_observation
    def get_order(order_id: str) -> str:
        raise ClientError("order not found", code="HTTP_404")

    with turn(user_input="Where is my last order?"):
        assert field(get_order("ORD-9"), "next_move") == "fix_arguments"


def test_smart_retry_rate_limit_says_wait_with_its_retry_after() -> None:
    """429 with Retry-After 2: the move is wait, retry_after 2 (等待2秒后重试)."""

    @smart_retry_with_observation(max_retries=0)
    def search_web(query: str) -> str:
        raise toolretry.TransientError("rate limited", code="HTTP_429", retry_after=2.0)

    answer = search_web("q")
    assert (field(answer, "next_move"), field(answer, "retry_after")) == ("wait", "2")


def test_smart_retry_fatal_failure_in_a_turn_asks_the_user() -> None:
    """A tool's bug in a turn: a sentence to pass on, and ask the user how to go on."""

    @smart_retry_with_observation
    def get_weather(city: str) -> str:
        return {"temp": 20}["weather"]  # type: ignore[no-any-return]

    with turn():
        answer = get_weather("Paris")
    assert field(answer, "next_move") == "ask_user"
    assert (field(answer, "next_action") or "").startswith("Tell the user that get_weather failed")
