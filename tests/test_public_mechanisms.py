"""toolretry uses only public mechanisms of pydantic, CPython and asyncio, and walks no frames."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent.parent / "src" / "toolretry"
PRIVATE = [
    "_getframe",
    "f_back",
    "_get_running_loop",
    "_thread_id",
    "c_make_encoder",
    "__pydantic_",
    "register_at_fork",
    "_current_tasks",
]


@pytest.mark.parametrize("construct", PRIVATE)
def test_no_source_file_uses_the_private_construct(construct: str) -> None:
    """No module under src/ names this private construct of another library."""
    pattern = re.compile(re.escape(construct))
    found = [
        f"{path.relative_to(SRC)}:{number}"
        for path in sorted(SRC.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.search(line)
    ]
    assert found == []
