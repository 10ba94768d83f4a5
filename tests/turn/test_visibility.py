"""Tools the model may not call: names it made up (unknown_tool) and tools the turn hides."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

import toolretry
from toolretry import smart_retry_with_observation, turn, unknown_tool


@pytest.fixture(autouse=True)
def _no_waits() -> Iterator[None]:
    with toolretry.set_testing(True):
        yield


@pytest.mark.parametrize(
    ("name", "visible", "suggested"),
    [
        ("read", ["read_file", "bash"], "read_file"),
        ("readFile", ["read_file", "list_dir"], "read_file"),
        ("cat", ["read_file", "edit_file"], "read_file"),
        ("run_shell", ["bash", "read_file"], "bash"),
        ("grep_files", ["search", "bash"], "search"),
        ("get_wether", ["get_weather", "get_time"], "get_weather"),
    ],
)
def test_unknown_tool_lists_the_visible_tools_and_names_the_closest(
    name: str, visible: list[str], suggested: str
) -> None:
    """An invented name is answered UNKNOWN_TOOL, listing the visible tools, switch_tool."""
    observation = unknown_tool(name, visible)
    assert observation.error_code == "UNKNOWN_TOOL"
    assert observation.details["visible_tools"] == sorted(visible)
    assert (observation.suggested_tool, observation.next_move) == (suggested, "switch_tool")
    assert observation.stop is False


def test_unknown_tool_uses_the_turns_visible_tools_and_counts_a_failure() -> None:
    """Inside a turn the helper reads its visible tools and the failure counts for the turn."""
    with turn(visible_tools=["read_file", "bash"], max_failures=2) as t:
        first = unknown_tool("read")
        second = unknown_tool("view_file")
    assert first.details["visible_tools"] == ["bash", "read_file"]
    assert t.failures == 2
    assert (second.next_move, second.stop, t.should_stop) == ("stop", True, True)


def test_unknown_tool_in_chinese_keeps_the_keys() -> None:
    """locale='zh': Chinese sentences, the same English keys."""
    text = str(unknown_tool("read", ["read_file"], locale="zh"))
    assert text.startswith("工具调用失败: read")
    assert "message: 没有名为 'read' 的工具。 可用的工具：read_file" in text.splitlines()


def test_unknown_tool_json_has_the_same_fields() -> None:
    """format='json' gives the same fields, parseable."""
    data = json.loads(str(unknown_tool("read", ["read_file"], format="json")))
    assert (data["error_code"], data["suggested_tool"]) == ("UNKNOWN_TOOL", "read_file")


def test_unknown_tool_name_is_redacted() -> None:
    """A made-up name that carries a secret does not show it."""
    text = str(unknown_tool("api_key=sk-live-0123456789abcdefghijklmnop", ["read_file"]))
    assert "sk-live-0123456789abcdefghijklmnop" not in text


@pytest.mark.parametrize("locale", ["en", "zh"])
def test_a_tool_outside_visible_tools_is_refused_without_running(locale: str) -> None:
    """A decorated tool the turn does not show is refused (TOOL_NOT_VISIBLE) and never runs."""
    runs: list[str] = []

    @smart_retry_with_observation(locale=locale)
    def delete_branch(name: str) -> str:
        runs.append(name)
        return "deleted"

    with turn(visible_tools=["read_file", "git_log"]):
        observation = delete_branch.observe("main")
    assert runs == []
    assert observation.error_code == "TOOL_NOT_VISIBLE"
    assert observation.details["visible_tools"] == ["git_log", "read_file"]
    assert observation.next_move == "switch_tool"


def test_a_visible_tool_runs() -> None:
    """A tool listed in visible_tools runs as usual."""

    @smart_retry_with_observation
    def git_log(n: int) -> str:
        return "log"

    with turn(visible_tools=["git_log"]):
        assert git_log(1) == "log"


def test_a_hidden_shell_suggests_the_visible_one() -> None:
    """A hidden tool's visible stand-in (same role) is suggested."""

    @smart_retry_with_observation
    def run_command(command: str) -> str:
        return "ran"

    with turn(visible_tools=["bash", "read_file"]):
        observation = run_command.observe("ls")
    assert observation.suggested_tool == "bash"
