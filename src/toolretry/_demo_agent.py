"""``python -m toolretry demo agent``: a scripted model and a loop that branches on next_move."""

from __future__ import annotations

import inspect
import tempfile
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any

from ._decorator import smart_retry_with_observation
from .exceptions import BusinessError, ClientError, FatalError
from .observe._observation import Observation
from .retry._testing_mode import set_testing
from .turn._turn import Turn, turn

__all__ = ["run_agent_demo"]

# A model step: the tool to call and its arguments; the model is sent back what it sees.
Call = tuple[str, dict[str, Any]]
Model = Generator[Call, str, str]
Tools = dict[str, Any]

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

    @smart_retry_with_observation
    def book_room(day: str, size: str) -> str:
        """Book a meeting room (only small rooms are left)."""
        workspace.ran("book_room")
        if size != "small":
            raise BusinessError(f"No {size} room is free on {day}.", code="NO_ROOM_FREE")
        return f"Booked a small room on {day}."

    @smart_retry_with_observation(turn_limit=1)
    def apply_config(service: str, replicas: int) -> str:
        """Change a production service's configuration (one failure ends the turn)."""
        workspace.ran("apply_config")
        raise FatalError(f"Config controller crashed while updating {service}.")

    tools: list[Any] = [read_file, edit_file, list_dir, search_web, book_room, apply_config]
    return {tool.__name__: tool for tool in tools}


def field(observation: str, name: str) -> str | None:
    """What a model picks out of a text observation: the value of its ``name:`` line."""
    for line in observation.splitlines():
        if line.startswith(f"{name}: "):
            return line[len(name) + 2 :]
    return None


def careful_model() -> Model:
    """Edits a file it read earlier; the loop reads it again for it when the edit is stale."""
    notes = yield ("read_file", {"path": "notes.md"})
    old = next(line for line in notes.splitlines() if line.startswith("status:"))
    seen = yield ("edit_file", {"path": "notes.md", "old": old, "new": "status: done"})
    if seen.startswith("# Release notes"):  # The loop read the file again for it.
        old = next(line for line in seen.splitlines() if line.startswith("status:"))
        seen = yield ("edit_file", {"path": "notes.md", "old": old, "new": "status: done"})
    return "notes.md now says status: done." if seen.startswith("Edited") else "I gave up."


def stubborn_model() -> Model:
    """Repeats the same stale edit, whatever it is shown, until the turn refuses to run it."""
    edit = {"path": "todo.md", "old": "- [ ] write docs", "new": "- [x] write docs"}
    seen = yield ("edit_file", edit)
    while field(seen, "error_code") != "REPEAT_CALL_BLOCKED":
        seen = yield ("edit_file", edit)
    todo = yield ("read_file", {"path": "todo.md"})
    line = next(line for line in todo.splitlines() if "docs" in line)
    seen = yield ("edit_file", {"path": "todo.md", "old": line, "new": "- [x] write the docs"})
    return "Ticked off the docs item." if seen.startswith("Edited") else "I gave up."


def hammering_model() -> Model:
    """Rephrases a search against a dead tool until the loop tells it to use another tool."""
    seen = ""
    for query in ("toolretry turn budget", "toolretry turns", "toolretry docs", "toolretry"):
        seen = yield ("search_web", {"query": query})
        if "[loop]" in seen:
            break
    files = yield ("list_dir", {"path": "."})
    return f"The web is unreachable; answering from local files {files}."


def booking_model() -> Model:
    """Books a large room; when none is free it takes what the user says."""
    seen = yield ("book_room", {"day": "Friday", "size": "large"})
    if seen.startswith("[user]"):
        size = "small" if "small" in seen else "large"
        seen = yield ("book_room", {"day": "Friday", "size": size})
    return seen


def config_model() -> Model:
    """Scales a production service, then would go on to other changes."""
    yield ("apply_config", {"service": "checkout", "replicas": 6})
    yield ("apply_config", {"service": "search", "replicas": 4})
    return "Both services scaled."


def scripted_user(question: str) -> str:
    """The person the loop asks: here always the same sensible answer."""
    return "A small room is fine."


def run_turn(
    title: str,
    model: Model,
    tools: Tools,
    out: Callable[[str], None],
    world: Callable[[str], None] | None = None,
) -> Turn:
    """The agent loop: call what the model asks for and branch on the answer's ``next_move``.

    ``switch_tool`` with a suggested tool: the loop calls it itself and hands its result over;
    ``ask_user``: the loop asks the (scripted) user and hands the answer over; ``stop``: the
    loop ends the turn. Every other answer goes back to the model unchanged. ``world``, if
    given, runs after each tool call: the rest of the world moving on while the model thinks.
    """
    out(f"\n=== {title} ===")
    with turn(visible_tools=tools) as current:
        seen: str | None = None
        try:
            for _ in range(MAX_STEPS):
                name, kwargs = model.send(seen)  # type: ignore[arg-type]
                shown = ", ".join(f"{k}={v!r}" for k, v in kwargs.items())
                out(f"\nmodel -> {name}({shown})")
                observation: Observation = tools[name].observe(**kwargs)
                seen = str(observation)
                out("\n".join(f"   | {line}" for line in seen.splitlines()))
                if world is not None:
                    world(name)
                seen = _branch(observation, seen, kwargs, tools, out)
                if current.next_move == "stop":
                    out("[loop] next_move is stop: ending the turn")
                    break
        except StopIteration as finished:
            out(f"\nmodel answers: {finished.value}")
    out(f"[turn] next_move={current.next_move} should_stop={current.should_stop}")
    if current.interrupted is not None:
        out(f"[turn] interrupted: {current.interrupted.reason}")
    return current


def _branch(
    observation: Observation,
    seen: str,
    kwargs: dict[str, Any],
    tools: Tools,
    out: Callable[[str], None],
) -> str:
    """What the model is sent after this answer, by its ``next_move``."""
    move = observation.next_move
    if move == "switch_tool" and observation.suggested_tool in tools:
        other = tools[observation.suggested_tool]
        accepted = inspect.signature(other).parameters
        arguments = {k: v for k, v in kwargs.items() if k in accepted}
        out(f"[loop] next_move is switch_tool: calling {observation.suggested_tool}{arguments}")
        return str(other(**arguments))
    if move == "switch_tool":
        out("[loop] next_move is switch_tool: telling the model to use another tool")
        return f"{seen}\n[loop] {observation.tool} is out for this turn; use another tool."
    if move == "ask_user":
        question = observation.message or "How should I go on?"
        answer = scripted_user(question)
        out(f"[loop] next_move is ask_user: asking the user {question!r} -> {answer!r}")
        return f"[user] {answer}"
    return seen


def run_agent_demo(out: Callable[[str], None] = print) -> int:
    """Replay five agent turns against real tools in a temporary directory; 0 if all held."""
    with set_testing(True), tempfile.TemporaryDirectory(prefix="toolretry-demo-") as root:
        workspace = Workspace(Path(root))
        workspace.path("notes.md").write_text("# Release notes\nstatus: draft\n", "utf-8")
        workspace.path("todo.md").write_text("- [ ] write the docs\n", "utf-8")
        out("toolretry demo agent: a scripted model (no LLM) and a loop that branches on")
        out("next_move, calling real tools in a temporary directory")
        problems = _replay(workspace, make_tools(workspace), out)
    out("")
    for problem in problems:
        out(f"UNEXPECTED: {problem}")
    out("demo agent: FAILED" if problems else "demo agent: all five turns behaved as expected")
    return 1 if problems else 0


def _replay(workspace: Workspace, tools: Tools, out: Callable[[str], None]) -> list[str]:
    problems: list[str] = []
    notes = workspace.path("notes.md")

    def teammate(tool: str) -> None:
        text = notes.read_text("utf-8")
        if tool == "read_file" and "status: draft" in text:
            notes.write_text(text.replace("status: draft", "status: in review"), "utf-8")
            out("[world] a teammate changes notes.md: 'status: draft' -> 'status: in review'")

    title = "1. Stale edit: switch_tool -> the loop calls read_file, the model edits again"
    run_turn(title, careful_model(), tools, out, world=teammate)
    if "status: done" not in notes.read_text("utf-8"):
        problems.append("the stale edit was not recovered")

    title = "2. Identical-call loop: the third identical call is not run (fix_arguments)"
    t = run_turn(title, stubborn_model(), tools, out)
    if workspace.runs.get("edit_file") != 2 + 3:
        problems.append(f"edit_file ran {workspace.runs.get('edit_file')} times, expected 5")
    if (t.failures, t.interrupted, t.next_move) != (3, None, "switch_tool"):
        problems.append(f"turn 2 ended with {t.failures} failures and {t.next_move}")

    title = "3. Dead tool: retry, retry, then switch_tool once its budget is spent"
    t = run_turn(title, hammering_model(), tools, out)
    runs = workspace.runs.get("search_web", 0)
    out(f"[tools] search_web's body ran {runs} times: 3 attempts for each of 3 calls; none after")
    if t.interrupted is None or t.interrupted.tool != "search_web" or not t.should_stop:
        problems.append("the dead tool did not interrupt the turn")
    if runs != 9:
        problems.append(f"search_web ran {runs} times, expected 9")

    title = "4. No large room free: ask_user, then book what the user accepts"
    t = run_turn(title, booking_model(), tools, out)
    if (workspace.runs.get("book_room"), t.failures, t.next_move) != (2, 0, "ask_user"):
        problems.append("the booking did not go through the user")

    title = "5. A critical tool (turn_limit=1) fails fatally: stop"
    t = run_turn(title, config_model(), tools, out)
    if (workspace.runs.get("apply_config"), t.next_move) != (1, "stop"):
        problems.append("the critical failure did not stop the turn")
    return problems
