"""An agent loop with turn guardrails: a scripted model (no LLM) calling real file tools.

Run it: ``python examples/agent_loop.py``. No network; it works in a temporary directory.

Three turns, each a ``with toolretry.turn(...)`` block around the agent loop:

1. the file changes after the model read it: ``edit_file`` fails with ``EDIT_MISMATCH``, the
   observation suggests ``read_file``, the model follows it and the edit succeeds;
2. a model that repeats the same failing call: the third identical call is not run
   (``REPEAT_CALL_BLOCKED``), so the model finally reads the file and fixes its edit;
3. a dead web search: each call is retried in-process, three failed calls exhaust the tool's
   budget (``stop: true``, ``turn.interrupted``), and a fourth call is not run.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any

import toolretry
from toolretry import ClientError, smart_retry_with_observation

Model = Generator[tuple[str, dict[str, Any]], str, str]


def make_tools(root: Path) -> dict[str, Callable[..., str]]:
    """The tools an application would hand to its model, decorated once."""

    @smart_retry_with_observation
    def read_file(path: str) -> str:
        """Return the text of a file."""
        return (root / path).read_text(encoding="utf-8")

    @smart_retry_with_observation
    def edit_file(path: str, old: str, new: str) -> str:
        """Replace ``old`` with ``new`` in a file."""
        text = (root / path).read_text(encoding="utf-8")
        if old not in text:
            raise ClientError(
                f"The text to replace is not in {path}.",
                code="EDIT_MISMATCH",
                suggested_tool="read_file",
            )
        (root / path).write_text(text.replace(old, new, 1), encoding="utf-8")
        return f"Edited {path}."

    @smart_retry_with_observation
    def list_dir(path: str = ".") -> list[str]:
        """List a directory."""
        return sorted(entry.name for entry in (root / path).iterdir())

    @smart_retry_with_observation(max_retries=2, base_delay=0.01)
    def search_web(query: str) -> str:
        """Search the web; its backend is down."""
        raise ConnectionRefusedError("search.example.com refused the connection")

    return {f.__name__: f for f in (read_file, edit_file, list_dir, search_web)}


def line_of(observation: str, key: str) -> str | None:
    """What a model picks out of a text observation: the value of its ``key:`` line."""
    prefix = f"{key}: "
    return next(
        (ln[len(prefix) :] for ln in observation.splitlines() if ln.startswith(prefix)), None
    )


def follows_hints() -> Model:
    seen = yield ("edit_file", {"path": "notes.md", "old": "status: draft", "new": "status: done"})
    if line_of(seen, "suggested_tool") == "read_file":
        text = yield ("read_file", {"path": "notes.md"})
        old = next(ln for ln in text.splitlines() if ln.startswith("status:"))
        seen = yield ("edit_file", {"path": "notes.md", "old": old, "new": "status: done"})
    return seen


def repeats_itself() -> Model:
    call = ("edit_file", {"path": "todo.md", "old": "- [ ] docs", "new": "- [x] docs"})
    seen = yield call
    while line_of(seen, "error_code") != "REPEAT_CALL_BLOCKED":
        seen = yield call
    text = yield ("read_file", {"path": "todo.md"})
    return (yield ("edit_file", {"path": "todo.md", "old": text.strip(), "new": "- [x] docs"}))


def hammers_a_dead_tool() -> Model:
    for query in ("retry budgets", "retry budget agents", "agent retries", "retries"):
        seen = yield ("search_web", {"query": query})
        if line_of(seen, "error_code") == "TOOL_BUDGET_EXHAUSTED":
            break
    return (yield ("list_dir", {}))


def agent_turn(title: str, model: Model, tools: dict[str, Callable[..., str]]) -> None:
    print(f"\n=== {title} ===")
    with toolretry.turn(visible_tools=tools) as turn:
        seen: Any = None
        try:
            while not turn.should_stop:
                name, kwargs = model.send(seen)
                print(f"\nmodel -> {name}({kwargs})")
                seen = tools[name](**kwargs)
                print("\n".join(f"   | {line}" for line in seen.splitlines()))
        except StopIteration as done:
            print(f"\nmodel is done; its last tool answer: {done.value}")
    print(f"turn failures: {turn.failures}, should_stop: {turn.should_stop}")
    if turn.interrupted is not None:
        print(
            f"turn interrupted: {turn.interrupted.reason}; counts {turn.interrupted.error_counts}"
        )


def main() -> None:
    with toolretry.set_testing(True), tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / "notes.md").write_text("# Notes\nstatus: in review\n", encoding="utf-8")
        (root / "todo.md").write_text("- [ ] write docs\n", encoding="utf-8")
        tools = make_tools(root)
        agent_turn("1. stale edit", follows_hints(), tools)
        agent_turn("2. identical-call loop", repeats_itself(), tools)
        agent_turn("3. dead tool", hammers_a_dead_tool(), tools)


if __name__ == "__main__":
    main()
