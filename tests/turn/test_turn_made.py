"""The wrappers skip the turn read until the process makes its first turn (``PIPELINE_NEEDED``
lists "turns" from then on), and until a listener is added."""

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
    from toolretry._inline import PIPELINE_NEEDED

    @toolretry.smart_retry_with_observation(max_retries=0)
    def {sync_name}({param}: str) -> str:
        raise ConnectionResetError("peer reset")

    @toolretry.smart_retry_with_observation(max_retries=0)
    async def {async_name}({param}: str) -> str:
        await asyncio.sleep(0)
        raise ConnectionResetError("peer reset")

    {sync_name}("a")
    asyncio.run({async_name}("a"))
    assert PIPELINE_NEEDED == [], PIPELINE_NEEDED  # Calls outside any turn make none.
    with toolretry.turn() as made:
        assert PIPELINE_NEEDED == ["turns"]
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
    from toolretry._inline import PIPELINE_NEEDED

    made = toolretry.turn()
    assert "turns" in PIPELINE_NEEDED  # Flagged, here or by an earlier test of this process.

    @toolretry.smart_retry_with_observation(max_retries=0)
    def lookup(key: str) -> str:
        raise ConnectionResetError("peer reset")

    assert "error_code: CONNECTION_RESET" in lookup("k")
    assert made.failures == 0


def test_a_listener_takes_calls_through_the_pipeline_only_while_it_listens() -> None:
    """Adding a listener lists "listeners"; once the last one is removed calls go inline again
    and the removed listener hears of none of them."""
    import toolretry
    from toolretry._inline import PIPELINE_NEEDED
    from toolretry.instrumentation._hub import LISTENERS, add_listener, remove_listener

    class Recording:
        def __init__(self) -> None:
            self.tools: list[str] = []

        def call_finished(self, scope: object, record: object) -> None:
            self.tools.append(getattr(record, "tool", "?"))

    @toolretry.smart_retry_with_observation
    def forecast(city: str) -> str:
        return f"sunny in {city}"

    listener = Recording()
    add_listener(listener)
    try:
        assert "listeners" in PIPELINE_NEEDED
        assert forecast("Oslo") == "sunny in Oslo"
        assert listener.tools == ["forecast"]
    finally:
        remove_listener(listener)
    assert ("listeners" in PIPELINE_NEEDED) == bool(LISTENERS)
    assert forecast("Lima") == "sunny in Lima"
    assert listener.tools == ["forecast"]
