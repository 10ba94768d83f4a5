"""The agent demo and the agent-loop example run, tell their three stories, and finish fast."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from toolretry._demo_agent import run_agent_demo

ROOT = Path(__file__).resolve().parent.parent


def test_demo_agent_tells_the_three_stories() -> None:
    """run_agent_demo returns 0 and prints each guardrail as the model sees it."""
    lines: list[str] = []
    started = time.monotonic()
    code = run_agent_demo(out=lines.append)
    elapsed = time.monotonic() - started
    text = "\n".join(lines)
    assert code == 0, text
    assert elapsed < 5
    assert "   | error_code: EDIT_MISMATCH" in text
    assert "   | suggested_tool: read_file" in text
    assert (
        "model -> edit_file(path='notes.md', old='status: in review', new='status: done')" in text
    )
    assert "   | Edited notes.md: replaced 1 occurrence." in text
    assert "   | error_code: REPEAT_CALL_BLOCKED" in text
    assert "   | error_code: TOOL_BUDGET_EXHAUSTED" in text
    assert "   | stop: true" in text
    assert "[turn] interrupted: search_web failed 3 times in a row" in text
    assert "search_web's body ran 9 times" in text
    assert text.endswith("demo agent: all three turns behaved as expected")


def test_demo_agent_shows_the_reflection_line() -> None:
    """Each of the eight failures the model sees ends with the reflection line."""
    chunks: list[str] = []
    run_agent_demo(out=chunks.append)
    lines = "\n".join(chunks).splitlines()
    reflection = (
        "   | Analyze the error, identify the root cause, and adjust your approach before retrying."
    )
    starts = [n for n, line in enumerate(lines) if line.startswith("   | Tool call ")]
    assert len(starts) == 8
    assert lines.count(reflection) == 8
    assert all(lines[n - 1].startswith("model -> ") for n in starts)


def test_demo_agent_leaves_testing_mode_as_it_was() -> None:
    """The demo zeroes waits only while it runs."""
    from toolretry.retry._testing_mode import is_testing

    before = is_testing()
    run_agent_demo(out=lambda line: None)
    assert is_testing() is before


def test_example_agent_loop_runs() -> None:
    """examples/agent_loop.py runs as a script and shows block, budget and interruption."""
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
    assert "   | suggested_tool: read_file" in out
    assert "model -> edit_file({'path': 'notes.md', 'old': 'status: in review'" in out
    assert "   | error_code: REPEAT_CALL_BLOCKED" in out
    assert "   | error_code: TOOL_BUDGET_EXHAUSTED" in out
    assert "turn interrupted: search_web failed 3 times in a row" in out
    assert finished.stderr == ""
