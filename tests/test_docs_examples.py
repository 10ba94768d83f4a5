"""Every Python example in README.md and docs/**/*.md runs as pasted, and where a page shows
what it prints, it prints that (ports, addresses and timings normalised).

The convention: a ```python block is a standalone script, run here in a fresh
process from an empty folder; ``<!-- fragment -->`` on the line before the fence: only
compiled; ``<!-- output -->`` on the line before a ```text block right after a python block:
that text is what the block prints. Pages added to docs/ later are picked up by the glob.
"""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from extras_support import missing_framework, skip_reason

ROOT = Path(__file__).resolve().parents[1]
FRAGMENT = "<!-- fragment -->"
OUTPUT = "<!-- output -->"
_FENCE = re.compile(r"^(?P<indent>\s*)(?P<fence>`{3,}|~{3,})\s*(?P<lang>[\w+-]*)")
TIMEOUT_S = 120  # A loaded 2-core machine; each block itself runs in well under 10 s.


@dataclass(frozen=True)
class Block:
    """One fenced code block of a page."""

    path: Path
    line: int  # 1-based line of the opening fence
    lang: str
    code: str
    marker: str | None  # FRAGMENT, OUTPUT or None: the comment on the line before the fence


@dataclass(frozen=True)
class Example:
    """A python block, how it is checked, and the output it must print (if the page shows it)."""

    block: Block
    fragment: bool
    expected: str | None

    @property
    def id(self) -> str:
        return f"{self.block.path.relative_to(ROOT)}:{self.block.line}"


def blocks_of(path: Path, text: str | None = None) -> list[Block]:
    """The fenced blocks of a Markdown page, each with the marker comment just before it."""
    lines = (path.read_text(encoding="utf-8") if text is None else text).splitlines()
    found: list[Block] = []
    i = 0
    while i < len(lines):
        opened = _FENCE.match(lines[i])
        if not opened:
            i += 1
            continue
        indent, fence = opened["indent"], opened["fence"]
        body: list[str] = []
        j = i + 1
        while j < len(lines) and not lines[j].strip().startswith(fence):
            line = lines[j]
            body.append(line[len(indent) :] if line.startswith(indent) else line.lstrip())
            j += 1
        before = _previous_nonblank(lines, i)
        marker = before if before in (FRAGMENT, OUTPUT) else None
        found.append(Block(path, i + 1, opened["lang"].lower(), "\n".join(body) + "\n", marker))
        i = j + 1
    return found


def _previous_nonblank(lines: list[str], index: int) -> str | None:
    for k in range(index - 1, -1, -1):
        if lines[k].strip():
            return lines[k].strip()
    return None


def examples_of(blocks: list[Block]) -> list[Example]:
    """Python blocks with their checks: a fragment is compiled; a block followed by an
    ``<!-- output -->`` text block must print that text."""
    examples: list[Example] = []
    for index, block in enumerate(blocks):
        if block.lang not in ("python", "py", "python3"):
            continue
        following = blocks[index + 1] if index + 1 < len(blocks) else None
        expected = None
        if following is not None and following.marker == OUTPUT:
            expected = following.code
        examples.append(Example(block, block.marker == FRAGMENT, expected))
    return examples


def pages() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("**/*.md"))]


_NORMALISE = [
    # Loopback ports are picked free per run.
    (re.compile(r"(127\.0\.0\.1|localhost|\[::1\]):\d+"), r"\1:PORT"),
    (re.compile(r"\b0x[0-9a-fA-F]{6,}\b"), "0xADDR"),
    # Timings: a number given in seconds or milliseconds, or under a key naming a duration.
    (
        re.compile(
            r"(?P<key>\b(?:elapsed_s|elapsed|wait_s|wait|planned_wait_s|retry_after|duration"
            r"|duration_s|took|mean att\.)\b[\"']?\s*[:=]\s*)-?\d+(?:\.\d+)?(?:e-?\d+)?"
        ),
        r"\g<key>N",
    ),
    (re.compile(r"\b\d+(?:\.\d+)?\s?(?:s|ms|µs|us|ns)\b"), "N s"),
    (re.compile(r"_seconds_sum(\{[^}]*\})? \S+"), r"_seconds_sum\1 N"),
]


def normalise(text: str) -> str:
    """``text`` with what changes from run to run replaced, trailing blanks removed."""
    for pattern, replacement in _NORMALISE:
        text = pattern.sub(replacement, text)
    return "\n".join(line.rstrip() for line in text.strip("\n").splitlines())


def _all_examples() -> list[Example]:
    return [example for page in pages() for example in examples_of(blocks_of(page))]


def _compile(code: str, name: str) -> None:
    compile(code, name, "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT, dont_inherit=True)


@pytest.mark.parametrize("example", _all_examples(), ids=lambda e: e.id)
def test_the_example_runs_and_prints_what_the_page_shows(example: Example, tmp_path: Path) -> None:
    """The block runs as pasted (a fragment compiles), and prints the page's output, if shown."""
    _compile(example.block.code, example.id)
    if example.fragment:
        assert example.expected is None, f"{example.id}: a fragment cannot show checked output"
        return
    script = tmp_path / "example.py"
    script.write_text(example.block.code, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "PYTHONUNBUFFERED": "1"}
    env.pop("TOOLRETRY_TESTING", None)
    done = subprocess.run(
        [sys.executable, str(script)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=TIMEOUT_S,
        check=False,
    )
    if done.returncode != 0:
        extra = missing_framework(done.stderr)
        if extra is not None:
            pytest.skip(skip_reason(extra))
    assert done.returncode == 0, f"{example.id} failed:\n{done.stderr[-3000:]}"
    if example.expected is not None:
        assert normalise(done.stdout) == normalise(example.expected)


PAGE = """Intro.

```python
print("hello")
```

<!-- output -->
```text
hello
```

<!-- fragment -->
```python
tool(server)
```

- a list item:

    ```python
    x = 1
    ```

```bash
pip install toolretry
```
"""


def test_the_extractor_finds_blocks_markers_and_outputs() -> None:
    """A page's python blocks come out with their fragment marker, the output they must print,
    and list-indented code dedented; other languages are not examples."""
    found = examples_of(blocks_of(ROOT / "x.md", PAGE))
    assert [(e.block.line, e.fragment, e.expected) for e in found] == [
        (3, False, "hello\n"),
        (13, True, None),
        (19, False, None),
    ]
    assert found[2].block.code == "x = 1\n"


@pytest.mark.parametrize(
    ("shown", "printed"),
    [
        ("url http://127.0.0.1:36555/users", "url http://127.0.0.1:41001/users"),
        ("elapsed_s: 0.016", "elapsed_s: 0.231"),
        ('"wait_s": 0.2', '"wait_s": 0.21'),
        ("retry_after: 30", "retry_after: 29.999"),
        ("done in 52 ms", "done in 61 ms"),
        ("<Tool at 0x7f3a2c1b9e50>", "<Tool at 0x7f11aa02b3d0>"),
    ],
)
def test_ports_addresses_and_timings_are_normalised(shown: str, printed: str) -> None:
    """What varies between runs compares equal after normalising."""
    assert normalise(shown) == normalise(printed)


@pytest.mark.parametrize(
    ("shown", "printed"),
    [
        ("error_code: HTTP_404", "error_code: HTTP_503"),
        ("attempts: 3", "attempts: 4"),
        ("category: client", "category: transient"),
        ("suggestion: Retry later.", "suggestion: Check the identifier."),
        ("max_attempts: 4", "max_attempts: 2"),
    ],
)
def test_what_is_not_a_timing_still_has_to_match(shown: str, printed: str) -> None:
    """Codes, categories, counts and words are compared as they are."""
    assert normalise(shown) != normalise(printed)
