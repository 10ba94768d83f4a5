"""An agent loop that branches on ``next_move``: a scripted model (no LLM) calling real tools.

Run it: ``python examples/agent_loop.py``. No network; it works in a temporary directory.

Each turn is a ``with toolretry.turn(...)`` block around the loop. After every tool answer the
loop looks at the observation's ``next_move`` (no text parsing):

* ``switch_tool`` with a suggested tool: the loop calls that tool itself (a stale edit makes
  ``edit_file`` suggest ``read_file``) and gives the model its result;
* ``ask_user``: the loop asks the user (scripted here) and gives the model the answer;
* ``stop``: the loop ends the turn (``apply_config`` may fail only once: ``limits=``);
* a tool name the model made up is answered with ``toolretry.unknown_tool(name)``, which lists
  the visible tools and suggests the closest (turn 4: ``read`` -> ``read_file``);
* anything else goes back to the model as it is.
"""

from __future__ import annotations

import inspect
import tempfile
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any

import toolretry
from toolretry import BusinessError, ClientError, FatalError, smart_retry_with_observation

Model = Generator[tuple[str, dict[str, Any]], str, str]


def make_tools(root: Path) -> dict[str, Any]:
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
    def book_room(day: str, size: str) -> str:
        """Book a meeting room; only small ones are left."""
        if size != "small":
            raise BusinessError(f"No {size} room is free on {day}.", code="NO_ROOM_FREE")
        return f"Booked a small room on {day}."

    @smart_retry_with_observation
    def apply_config(service: str, replicas: int) -> str:
        """Change a production service's configuration."""
        raise FatalError(f"Config controller crashed while updating {service}.")

    return {f.__name__: f for f in (read_file, edit_file, book_room, apply_config)}


def stale_edit() -> Model:
    seen = yield ("edit_file", {"path": "notes.md", "old": "status: draft", "new": "status: done"})
    if seen.startswith("# Notes"):  # The loop read the file for us.
        old = next(ln for ln in seen.splitlines() if ln.startswith("status:"))
        seen = yield ("edit_file", {"path": "notes.md", "old": old, "new": "status: done"})
    return seen


def booking() -> Model:
    seen = yield ("book_room", {"day": "Friday", "size": "large"})
    if seen.startswith("[user]"):
        seen = yield ("book_room", {"day": "Friday", "size": "small"})
    return seen


def scaling() -> Model:
    yield ("apply_config", {"service": "checkout", "replicas": 6})
    yield ("apply_config", {"service": "search", "replicas": 4})
    return "Both scaled."


def invented_name() -> Model:
    seen = yield ("read", {"path": "notes.md"})
    if seen.startswith("# Notes"):  # The loop called the suggested read_file for it.
        return "notes.md read through read_file."
    return "I gave up."


def ask_user(question: str) -> str:
    print(f"[loop] asking the user: {question}")
    return "[user] A small room is fine."


def agent_turn(title: str, model: Model, tools: dict[str, Any]) -> None:
    print(f"\n=== {title} ===")
    with toolretry.turn(visible_tools=tools, timeout=30, limits={"apply_config": 1}) as turn:
        seen = ""
        try:
            while turn.next_move != "stop":
                name, kwargs = model.send(seen or None)  # type: ignore[arg-type]
                print(f"\nmodel -> {name}({kwargs})")
                if name in tools:
                    observation = tools[name].observe(**kwargs)
                else:  # A tool the model made up: answered UNKNOWN_TOOL, naming the closest.
                    observation = toolretry.unknown_tool(name, params=kwargs)
                seen = str(observation)
                print("\n".join(f"   | {line}" for line in seen.splitlines()))
                seen = branch(observation, seen, kwargs, tools, ask_user)
        except StopIteration as done:
            print(f"\nmodel is done: {done.value}")
    print(f"turn.next_move: {turn.next_move}, should_stop: {turn.should_stop}")


def branch(
    observation: toolretry.Observation,
    seen: str,
    kwargs: dict[str, Any],
    tools: dict[str, Any],
    ask: Callable[[str], str],
) -> str:
    """What the model is sent next, chosen by the answer's next_move."""
    if observation.next_move == "switch_tool" and observation.suggested_tool in tools:
        other = tools[observation.suggested_tool]
        accepted = inspect.signature(other).parameters
        print(f"[loop] switch_tool: calling {observation.suggested_tool} for the model")
        return str(other(**{k: v for k, v in kwargs.items() if k in accepted}))
    if observation.next_move == "ask_user":
        return ask(observation.message or "How should I go on?")
    if observation.next_move == "stop":
        print("[loop] stop: ending the turn")
    return seen


def main() -> None:
    with toolretry.set_testing(True), tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / "notes.md").write_text("# Notes\nstatus: in review\n", encoding="utf-8")
        tools = make_tools(root)
        agent_turn("1. stale edit -> switch_tool", stale_edit(), tools)
        agent_turn("2. no large room -> ask_user", booking(), tools)
        agent_turn("3. critical tool fails -> stop", scaling(), tools)
        agent_turn("4. invented tool name -> unknown_tool -> switch_tool", invented_name(), tools)


if __name__ == "__main__":
    main()
