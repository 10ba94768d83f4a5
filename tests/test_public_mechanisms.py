"""toolretry uses only public mechanisms of other libraries (pydantic, CPython, asyncio, the HTTP
clients, the frameworks), and walks no frames."""

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
    "scan_once",  # json's scanner: raw_decode is the public way
    '"_content"',  # requests' and httpx's held body: their public `content`
    '__dict__.get("_',  # a container's private storage (requests' `_store`, httpx's `_list`)
    "._require_confirmation",  # ADK's: its public check_require_confirmation
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
