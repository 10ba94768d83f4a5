"""The agent demo and the agent-loop example run, branch on next_move, and finish fast."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from toolretry._demo_agent import run_agent_demo

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def demo_text() -> str:
    lines: list[str] = []
    started = time.monotonic()
    code = run_agent_demo(out=lines.append)
    text = "\n".join(lines)
    assert code == 0, text
    assert time.monotonic() - started < 5
    return text


def test_demo_agent_finishes_with_every_turn_as_expected(demo_text: str) -> None:
    """run_agent_demo returns 0 and says all five turns behaved."""
    assert demo_text.endswith("demo agent: all five turns behaved as expected")


@pytest.mark.parametrize(
    "line",
    [
        "[loop] next_move is switch_tool: calling read_file{'path': 'notes.md'}",
        "model -> edit_file(path='notes.md', old='status: in review', new='status: done')",
        "   | Edited notes.md: replaced 1 occurrence.",
        "   | error_code: REPEAT_CALL_BLOCKED",
        "   | next_move: fix_arguments",
        "[loop] next_move is switch_tool: telling the model to use another tool",
        "[turn] interrupted: search_web failed 3 times in a row (max_failures_per_tool=3)",
        "[tools] search_web's body ran 9 times: 3 attempts for each of 3 calls; none after",
        "[loop] next_move is ask_user: asking the user 'No large room is free on Friday.' -> "
        "'A small room is fine.'",
        "   | Booked a small room on Friday.",
        "[loop] next_move is stop: ending the turn",
        "[turn] interrupted: apply_config failed 1 time in a row (limit=1)",
    ],
)
def test_demo_agent_shows_each_branch(demo_text: str, line: str) -> None:
    """Each branch of the loop, and what the turn recorded, is printed as it happened."""
    assert line in demo_text.splitlines()


def test_demo_agent_never_prints_should_stop_false_before_an_interruption(demo_text: str) -> None:
    """Whenever a turn reports an interruption, it also reports should_stop=True."""
    lines = demo_text.splitlines()
    for n, line in enumerate(lines):
        if line.startswith("[turn] interrupted:"):
            assert lines[n - 1].endswith("should_stop=True")


def test_demo_agent_ends_every_failure_with_a_line_that_fits_its_move(demo_text: str) -> None:
    """Failures in a turn close with their move's line; refusals never advise retrying."""
    lines = demo_text.splitlines()
    moves = [n for n, line in enumerate(lines) if line.startswith("   | next_move: ")]
    assert len(moves) >= 8
    for n in moves:
        move = lines[n].removeprefix("   | next_move: ")
        closing = lines[n + 1]
        if move != "ask_user":  # A business refusal is an answer: no closing line.
            assert closing.startswith("   | ")
        if move != "retry":
            assert "retry" not in closing.lower()


def test_demo_agent_leaves_testing_mode_as_it_was() -> None:
    """The demo zeroes waits only while it runs."""
    from toolretry.retry._testing_mode import is_testing

    before = is_testing()
    run_agent_demo(out=lambda line: None)
    assert is_testing() is before


def test_example_agent_loop_runs() -> None:
    """examples/agent_loop.py runs as a script and shows switch_tool, ask_user and stop."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), *filter(None, [env.get("PYTHONPATH")])])
    started = time.monotonic()
    finished = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "agent_loop.py")],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert finished.returncode == 0, finished.stderr
    assert time.monotonic() - started < 5
    out = finished.stdout
    assert "[loop] switch_tool: calling read_file for the model" in out
    assert "model -> edit_file({'path': 'notes.md', 'old': 'status: in review'" in out
    assert "[loop] asking the user: No large room is free on Friday." in out
    assert "   | Booked a small room on Friday." in out
    assert "[loop] stop: ending the turn" in out
    assert "turn.next_move: stop, should_stop: True" in out
    assert finished.stderr == ""
