"""The agent demo and the agent-loop example run, branch on next_move, and finish fast."""

from __future__ import annotations

import os
import re
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
    code = run_agent_demo(out=lines.append)
    text = "\n".join(lines)
    assert code == 0, text
    return text


def test_demo_agent_finishes_with_every_goal_reached(demo_text: str) -> None:
    """run_agent_demo returns 0 and says every goal was reached."""
    assert demo_text.endswith("demo agent: every goal reached")


@pytest.mark.parametrize(
    "line",
    [
        "model -> read(path='README.md')",
        "   | error_code: UNKNOWN_TOOL",
        "   | suggested_tool: read_file",
        "model -> read_file(path='src/main.py')",
        "   | error_code: EDIT_MISMATCH",
        "   | error_code: AMBIGUOUS_EDIT",
        "model -> bash(command='git status')",
        "[loop] asks the user",
    ],
)
def test_demo_agent_shows_each_recovery(demo_text: str, line: str) -> None:
    """Each recovery the loop makes from an observation is printed as it happened."""
    assert line in demo_text.splitlines()


def test_demo_agent_lists_the_parent_of_a_missing_file_with_the_shell(demo_text: str) -> None:
    """A misspelt path: the loop runs ``ls`` on the file's parent directory with bash."""
    assert any(
        re.fullmatch(r"model -> bash\(command='ls (\S*/)?src'\)", line)
        for line in demo_text.splitlines()
    )


def test_demo_agent_prints_the_table_with_every_loop(demo_text: str) -> None:
    """The closing table compares the raw-text loop with the observation loops."""
    for loop in ("raw text", "observations"):
        assert any(line.startswith(f"{loop:<20}: ") for line in demo_text.splitlines())


def test_demo_agent_closing_lines_fit_their_move(demo_text: str) -> None:
    """Failures in a turn close with their move's line; refusals never advise retrying."""
    lines = demo_text.splitlines()
    moves = [n for n, line in enumerate(lines) if line.startswith("   | next_move: ")]
    assert len(moves) >= 8
    for n in moves:
        move = lines[n].removeprefix("   | next_move: ")
        if move not in ("retry", "wait"):
            assert "retry" not in lines[n + 1].lower()


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
