"""``python -m toolretry demo agent``: a scripted model meeting the turn guardrails, offline."""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any

from ._decorator import smart_retry_with_observation
from .exceptions import ClientError
from .retry._testing_mode import set_testing
from .turn._turn import Turn, turn

__all__ = ["run_agent_demo"]

# A model step: the tool to call and its arguments; the model is sent back what it sees.
Call = tuple[str, dict[str, Any]]
Model = Generator[Call, str, str]
Tools = dict[str, Callable[..., str]]

MAX_STEPS = 12


class Workspace:
    """A temporary directory the tools work on, and how often each tool body really ran."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.runs: dict[str, int] = {}

    def ran(self, tool: str) -> None:
        self.runs[tool] = self.runs.get(tool, 0) + 1

    def path(self, name: str) -> Path:
        path = (self.root / name).resolve()
        if not path.is_relative_to(self.root.resolve()):
            raise ClientError(f"{name} is outside the workspace", code="INVALID_PATH")
        return path


def make_tools(workspace: Workspace) -> Tools:
    """Real tools over the workspace, decorated as an application would."""

    @smart_retry_with_observation
    def read_file(path: str) -> str:
        """Return the text of a file."""
        workspace.ran("read_file")
        return workspace.path(path).read_text(encoding="utf-8")

    @smart_retry_with_observation
    def edit_file(path: str, old: str, new: str) -> str:
        """Replace the text ``old`` with ``new`` in a file."""
        workspace.ran("edit_file")
        target = workspace.path(path)
        text = target.read_text(encoding="utf-8")
        if old not in text:
            raise ClientError(
                f"The text to replace was not found in {path}; the file changed since it was read.",
                code="EDIT_MISMATCH",
                suggested_tool="read_file",
            )
        target.write_text(text.replace(old, new, 1), encoding="utf-8")
        return f"Edited {path}: replaced 1 occurrence."

    @smart_retry_with_observation
    def list_dir(path: str = ".") -> list[str]:
        """List the names in a directory."""
        workspace.ran("list_dir")
        return sorted(entry.name for entry in workspace.path(path).iterdir())

    @smart_retry_with_observation(max_retries=2, base_delay=0.01)
    def search_web(query: str) -> str:
        """Search the web (its backend is down for the whole demo)."""
        workspace.ran("search_web")
        raise ConnectionRefusedError("search.example.com:443 refused the connection")

    return {
        "read_file": read_file,
        "edit_file": edit_file,
        "list_dir": list_dir,
        "search_web": search_web,
    }


def field(observation: str, name: str) -> str | None:
    """What a model picks out of a text observation: the value of its ``name:`` line."""
    for line in observation.splitlines():
        if line.startswith(f"{name}: "):
            return line[len(name) + 2 :]
    return None


def careful_model() -> Model:
    """Edits a file it read earlier; follows the hint when the edit turns out stale."""
    notes = yield ("read_file", {"path": "notes.md"})
    old = next(line for line in notes.splitlines() if line.startswith("status:"))
    seen = yield ("edit_file", {"path": "notes.md", "old": old, "new": "status: done"})
    if field(seen, "error_code") == "EDIT_MISMATCH" and field(seen, "suggested_tool"):
        notes = yield (field(seen, "suggested_tool") or "read_file", {"path": "notes.md"})
        old = next(line for line in notes.splitlines() if line.startswith("status:"))
        seen = yield ("edit_file", {"path": "notes.md", "old": old, "new": "status: done"})
    return "notes.md now says status: done." if seen.startswith("Edited") else "I gave up."


def stubborn_model() -> Model:
    """Repeats the same stale edit until the turn refuses to run it, then changes approach."""
    edit = {"path": "todo.md", "old": "- [ ] write docs", "new": "- [x] write docs"}
    seen = yield ("edit_file", edit)
    while field(seen, "error_code") == "EDIT_MISMATCH":
        seen = yield ("edit_file", edit)
    todo = yield ("read_file", {"path": "todo.md"})
    line = next(line for line in todo.splitlines() if "docs" in line)
    seen = yield ("edit_file", {"path": "todo.md", "old": line, "new": "- [x] write the docs"})
    return "Ticked off the docs item." if seen.startswith("Edited") else "I gave up."


def hammering_model() -> Model:
    """Keeps rephrasing a search against a dead tool until it is told the tool did not run."""
    for query in ("toolretry turn budget", "toolretry turns", "toolretry docs", "toolretry"):
        seen = yield ("search_web", {"query": query})
        if field(seen, "error_code") == "TOOL_BUDGET_EXHAUSTED":
            break
    files = yield ("list_dir", {"path": "."})
    return f"The web is unreachable; answering from local files {files}."


def run_turn(
    title: str,
    model: Model,
    tools: Tools,
    out: Callable[[str], None],
    world: Callable[[str], None] | None = None,
) -> Turn:
    """The agent loop: feed each tool's answer back to the model until it answers.

    ``world``, if given, runs after each tool call with the tool's name: the rest of the world
    moving on while the model thinks.
    """
    out(f"\n=== {title} ===")
    with turn(visible_tools=tools) as current:
        seen: str | None = None
        try:
            for _ in range(MAX_STEPS):
                name, kwargs = model.send(seen)  # type: ignore[arg-type]
                shown = ", ".join(f"{k}={v!r}" for k, v in kwargs.items())
                out(f"\nmodel -> {name}({shown})")
                seen = tools[name](**kwargs)
                out("\n".join(f"   | {line}" for line in seen.splitlines()))
                if world is not None:
                    world(name)
                if current.should_stop:
                    out("[harness] the turn's failure budget is spent; ending the turn")
                    break
        except StopIteration as finished:
            out(f"\nmodel answers: {finished.value}")
    out(f"[turn] failures={current.failures} should_stop={current.should_stop}")
    if current.interrupted is not None:
        out(f"[turn] interrupted: {current.interrupted.reason}")
        out(f"[turn] error counts at the interruption: {current.interrupted.error_counts}")
    return current


def run_agent_demo(out: Callable[[str], None] = print) -> int:
    """Replay three agent turns against real tools in a temporary directory; 0 if all held."""
    with set_testing(True), tempfile.TemporaryDirectory(prefix="toolretry-demo-") as root:
        workspace = Workspace(Path(root))
        workspace.path("notes.md").write_text("# Release notes\nstatus: draft\n", "utf-8")
        workspace.path("todo.md").write_text("- [ ] write the docs\n", "utf-8")
        out("toolretry demo agent: a scripted model (no LLM) calling real tools on a temp dir")
        problems = _replay(workspace, make_tools(workspace), out)
    out("")
    for problem in problems:
        out(f"UNEXPECTED: {problem}")
    out("demo agent: FAILED" if problems else "demo agent: all three turns behaved as expected")
    return 1 if problems else 0


def _replay(workspace: Workspace, tools: Tools, out: Callable[[str], None]) -> list[str]:
    problems: list[str] = []
    notes = workspace.path("notes.md")

    def teammate(tool: str) -> None:
        text = notes.read_text("utf-8")
        if tool == "read_file" and "status: draft" in text:
            notes.write_text(text.replace("status: draft", "status: in review"), "utf-8")
            out("[world] a teammate changes notes.md: 'status: draft' -> 'status: in review'")

    title = "1. Stale edit: EDIT_MISMATCH, follow the hint, read again, edit"
    run_turn(title, careful_model(), tools, out, world=teammate)
    if "status: done" not in notes.read_text("utf-8"):
        problems.append("the stale edit was not recovered")

    title = "2. Identical-call loop: the third identical call is not run"
    t = run_turn(title, stubborn_model(), tools, out)
    if workspace.runs.get("edit_file") != 2 + 3:
        problems.append(f"edit_file ran {workspace.runs.get('edit_file')} times, expected 5")
    if (t.failures, t.interrupted) != (3, None):
        problems.append(f"turn 2 counted {t.failures} failures, expected 3")

    title = "3. Dead tool: its budget runs out and interrupts the turn"
    t = run_turn(title, hammering_model(), tools, out)
    runs = workspace.runs.get("search_web", 0)
    out(f"[tools] search_web's body ran {runs} times: 3 attempts for each of 3 calls; none after")
    if t.interrupted is None or t.interrupted.tool != "search_web":
        problems.append("the dead tool did not interrupt the turn")
    if runs != 9:
        problems.append(f"search_web ran {runs} times, expected 9")
    return problems
