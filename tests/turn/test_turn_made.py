"""The wrappers skip the turn read until the process makes its first turn (``TURN_MADE``)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "src"

# Run in a fresh interpreter: this test process has made turns long before.
PROGRAM = textwrap.dedent(
    """
    import asyncio
    import toolretry
    from toolretry.turn._current import TURN_MADE

    @toolretry.smart_retry_with_observation(max_retries=0)
    def {sync_name}({param}: str) -> str:
        raise ConnectionResetError("peer reset")

    @toolretry.smart_retry_with_observation(max_retries=0)
    async def {async_name}({param}: str) -> str:
        await asyncio.sleep(0)
        raise ConnectionResetError("peer reset")

    {sync_name}("a")
    asyncio.run({async_name}("a"))
    assert TURN_MADE == [], TURN_MADE  # Calls outside any turn make none.
    with toolretry.turn() as made:
        assert TURN_MADE == [True]
        {sync_name}("b")
        asyncio.run({async_name}("b"))
    print(made.failures, made.error_counts)
    """
)


def _run(program: str, tmp_path: Path) -> str:
    env = {k: v for k, v in os.environ.items() if not k.upper().startswith("TOOLRETRY__")}
    env["PYTHONPATH"] = str(SRC)
    return subprocess.run(
        [sys.executable, "-c", program],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        cwd=tmp_path,
    ).stdout.strip()


@pytest.mark.parametrize(
    ("sync_name", "async_name", "param"),
    [("fetch_rows", "fetch_rows_async", "table"), ("wetter", "wetter_async", "stadt")],
)
def test_the_first_turn_is_seen_by_tools_called_before_it(
    tmp_path: Path, sync_name: str, async_name: str, param: str
) -> None:
    """Tools called outside any turn, then inside the process's first one, are counted there."""
    program = PROGRAM.format(sync_name=sync_name, async_name=async_name, param=param)
    out = _run(program, tmp_path)
    assert out == f"2 {{'{sync_name}': 1, '{async_name}': 1}}"


def test_a_turn_made_but_not_entered_leaves_calls_outside() -> None:
    """Making a turn only flags the process; a call outside it is still outside every turn."""
    import toolretry
    from toolretry.turn._current import TURN_MADE

    made = toolretry.turn()
    assert TURN_MADE  # Flagged, here or by an earlier test of this process.

    @toolretry.smart_retry_with_observation(max_retries=0)
    def lookup(key: str) -> str:
        raise ConnectionResetError("peer reset")

    assert "error_code: CONNECTION_RESET" in lookup("k")
    assert made.failures == 0
