"""Held-out set 21, part 4: agent tools as other frameworks write them, raising live.

* edit-tools: file view/create/edit tools run on a real temporary tree, raising with the wording
  of other agent frameworks' editors (str_replace editors, SEARCH/REPLACE blocks, apply_patch,
  "read before write" guards) as ``ValueError``, ``RuntimeError``, ``LookupError`` or a
  framework-style ``ToolError(Exception)`` carrying ``message``.
* frameworks: llama-index's ``FunctionTool`` and workflows, langgraph's graph errors and
  langchain-text-splitters' argument checks.

Written 2026-12-04 between 16:56 and 17:40 UTC by the helper ``heldout21``, built blind (see
``_heldout_families_twentyfirst``). llama-index, langgraph (the library, not its SDK) and
langchain-text-splitters appear in no earlier set."""

from __future__ import annotations

import asyncio
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypedDict

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case

__all__ = ["FAMILIES"]


class ToolError(Exception):
    """An error a computer-use style tool raises for the model to read (its own class)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class _Editor:
    """A file editor tool over a real directory, checking what editors check."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.read: set[Path] = set()

    def view(self, path: str, view_range: list[int] | None = None) -> str:
        target = self.root / path
        if not path.startswith("/") and path.startswith("~"):
            raise ToolError(f"The path {path} is not an absolute path, it should start with `/`.")
        if not target.exists():
            raise ToolError(f"The path {target} does not exist. Please provide a valid path.")
        if target.is_dir() and view_range:
            raise ToolError("The `view_range` parameter is not allowed when `path` points to a "
                "directory.")  # fmt: skip
        lines = target.read_text().splitlines()
        if view_range and view_range[1] < view_range[0]:
            raise ToolError(f"Invalid `view_range`: {view_range}. Its second element "
                f"`{view_range[1]}` should be larger or equal than its first `{view_range[0]}`")  # fmt: skip
        if view_range and view_range[0] > len(lines):
            raise ToolError(f"Invalid `view_range`: {view_range}. Its first element "
                f"`{view_range[0]}` should be within the range of lines of the file: "
                f"[1, {len(lines)}]")  # fmt: skip
        if target.stat().st_size > 64:
            raise ValueError(f"File content ({target.stat().st_size} bytes) exceeds maximum "
                "allowed size (64 bytes). Please use offset and limit parameters to read "
                "specific portions of the file.")  # fmt: skip
        self.read.add(target)
        return "\n".join(lines)

    def str_replace(self, path: str, old: str, new: str, style: str = "editor") -> None:
        target = self.root / path
        text = target.read_text()
        count = text.count(old)
        if count == 0:
            message = {
                "editor": f"No replacement was performed, old_str `{old}` did not appear "
                f"verbatim in {target}.",
                "guard": "String to replace not found in file.\nString: " + old,
                "aider": f"SearchReplaceNoExactMatch: This SEARCH block failed to exactly match"
                f" lines in {path}\n<<<<<<< SEARCH\n{old}\n=======",
                "patch": f"Failed to find expected lines in {path}:\n{old}",
            }[style]
            raise (RuntimeError(message) if style == "patch" else ValueError(message)
                if style != "editor" else ToolError(message))  # fmt: skip
        if count > 1:
            lines = [i + 1 for i, line in enumerate(text.splitlines()) if old in line]
            message = {
                "editor": f"No replacement was performed. Multiple occurrences of old_str "
                f"`{old}` in lines {lines}. Please ensure it is unique",
                "guard": f"Found {count} matches of the string to replace, but replace_all is "
                "false. To replace all occurrences, set replace_all to true. To replace only "
                "one occurrence, please provide more context to uniquely identify the instance.",
                "aider": f"The SEARCH block matched {count} places in {path}; include more "
                "surrounding lines so it matches exactly once",
                "patch": f"Ambiguous patch hunk for {path}: context found {count} times",
            }[style]
            raise (LookupError(message) if style == "patch" else ValueError(message)
                if style != "editor" else ToolError(message))  # fmt: skip
        target.write_text(text.replace(old, new))

    def write(self, path: str, content: str) -> None:
        target = self.root / path
        if target.exists() and target not in self.read:
            raise ValueError("File has not been read yet. Read it first before writing to it.")
        if target.exists() and target.stat().st_mtime_ns > 0 and path.endswith(".cfg"):
            raise ValueError("File has been modified since read, either by the user or by a "
                "linter. Read it again before attempting to write it.")  # fmt: skip
        target.write_text(content)

    def create(self, path: str, content: str) -> None:
        target = self.root / path
        if target.exists():
            raise ToolError(f"File already exists at: {target}. Cannot overwrite files using "
                "command `create`.")  # fmt: skip
        target.write_text(content)

    def insert(self, path: str, line: int, text: str) -> None:
        target = self.root / path
        count = len(target.read_text().splitlines())
        if not 0 <= line <= count:
            raise ToolError(f"Invalid `insert_line` parameter: {line}. It should be within the "
                f"range of lines of the file: [0, {count}]")  # fmt: skip
        raise AssertionError("unreachable in this set")

    def command(self, name: str) -> None:
        raise ToolError(f"Unrecognized command {name}. The allowed commands for the "
            "str_replace_editor tool are: view, create, str_replace, insert, undo_edit")  # fmt: skip

    def undo(self, path: str) -> None:
        raise ToolError(f"No edit history found for {self.root / path}.")


def edit_tools_family() -> Iterator[Case]:
    root = Path(tempfile.mkdtemp(prefix="heldout21-edit-"))
    (root / "app.py").write_text("x = 1\nprint(x)\nx = 1\n")
    (root / "big.md").write_text("# notes\n" + "line of notes\n" * 20)
    (root / "setup.cfg").write_text("[metadata]\nname = demo\n")
    (root / "pkg").mkdir()
    editor = _Editor(root)
    editor.read.add(root / "setup.cfg")

    ed = "edit-tools-21"
    for style in ("editor", "guard", "aider", "patch"):
        # Old text not found: the file changed or was misremembered; re-read it, then edit.
        yield case(ed, f"{style}-not-found", CLI, lambda s=style: editor.str_replace(
            "app.py", "y = 2", "y = 3", s))  # fmt: skip
        # Old text found twice: give more context.
        yield case(ed, f"{style}-ambiguous", CLI, lambda s=style: editor.str_replace(
            "app.py", "x = 1", "x = 2", s))  # fmt: skip
    yield case(ed, "view-missing", CLI, lambda: editor.view("src/main.py"))
    yield case(ed, "view-not-absolute", CLI, lambda: editor.view("~/app.py"))
    yield case(ed, "view-dir-range", CLI, lambda: editor.view("pkg", [1, 5]))
    yield case(ed, "view-range-reversed", CLI, lambda: editor.view("app.py", [10, 5]))
    yield case(ed, "view-range-past-end", CLI, lambda: editor.view("app.py", [40, 50]))
    yield case(ed, "view-too-large", CLI, lambda: editor.view("big.md"))
    yield case(ed, "write-unread", CLI, lambda: editor.write("app.py", "x = 3\n"))
    yield case(ed, "write-modified", CLI, lambda: editor.write("setup.cfg", "[metadata]\n"))
    yield case(ed, "create-exists", CLI, lambda: editor.create("app.py", "x = 4\n"))
    yield case(ed, "insert-range", CLI, lambda: editor.insert("app.py", 99, "y = 0"))
    yield case(ed, "unknown-command", CLI, lambda: editor.command("insert_lines"))
    yield case(ed, "undo-nothing", (CLI, BIZ), lambda: editor.undo("app.py"))
    yield case(ed, "create-in-missing-dir", CLI, lambda: editor.create("docs/new/guide.md", "x"))


class _Count(TypedDict):
    n: int


def frameworks_family() -> Iterator[Case]:
    from langchain_text_splitters import RecursiveCharacterTextSplitter
    from langgraph.graph import END, START, StateGraph
    from llama_index.core.tools import FunctionTool
    from llama_index.core.workflow import StartEvent, StopEvent, Workflow, step

    def reserve(sku: str, quantity: int) -> str:
        """Reserve stock for an order line."""
        if quantity > 5:
            raise ValueError(f"quantity must be at most 5 for sku {sku}, got {quantity}")
        stock = {"A-1": 2}
        if sku not in stock:
            raise KeyError(sku)
        return "sku " + sku + " x" + quantity  # type: ignore[operator]

    tool = FunctionTool.from_defaults(fn=reserve)

    class Slow(Workflow):
        @step
        async def go(self, ev: StartEvent) -> StopEvent:
            await asyncio.sleep(5)
            return StopEvent(result=1)

    def looping() -> Any:
        graph = StateGraph(_Count)
        graph.add_node("loop", lambda s: {"n": s["n"] + 1})
        graph.add_edge(START, "loop")
        graph.add_edge("loop", "loop")
        return graph.compile().invoke({"n": 0}, {"recursion_limit": 5})

    def concurrent() -> Any:
        graph = StateGraph(_Count)
        graph.add_node("a", lambda s: {"n": 1})
        graph.add_node("b", lambda s: {"n": 2})
        for name in ("a", "b"):
            graph.add_edge(START, name)
            graph.add_edge(name, END)
        return graph.compile().invoke({"n": 0})

    def dangling() -> Any:
        graph = StateGraph(_Count)
        graph.add_node("a", lambda s: {"n": 1})
        graph.add_edge(START, "summarise")
        return graph.compile()

    fw = "frameworks-21"
    yield case(fw, "fn-missing-arg", CLI, lambda: tool.call(sku="A-1"))
    yield case(fw, "fn-unexpected-arg", CLI, lambda: tool.call(sku="A-1", quantity=1, rush=True))
    yield case(fw, "fn-value", CLI, lambda: tool.call(sku="A-1", quantity=9))
    # A bug inside the tool (a KeyError on its own table, str + int): a person must fix it.
    yield case(fw, "fn-keyerror", (FAT, CLI), lambda: tool.call(sku="Z-9", quantity=1))
    yield case(fw, "fn-type-inside", (FAT, CLI), lambda: tool.call(sku="A-1", quantity=1))
    yield case(fw, "fn-async-missing", CLI, lambda: asyncio.run(tool.acall(quantity=1)))

    async def slow() -> Any:
        return await Slow(timeout=0.3).run()

    yield case(fw, "workflow-timeout", (TRA, CLI), lambda: asyncio.run(slow()))
    yield case(fw, "graph-recursion", (FAT, CLI), looping)
    yield case(fw, "graph-concurrent-update", FAT, concurrent)
    yield case(fw, "graph-dangling-edge", (FAT, CLI), dangling)
    yield case(fw, "splitter-overlap", (CLI, FAT), lambda: RecursiveCharacterTextSplitter(
        chunk_size=10, chunk_overlap=50))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (edit_tools_family, frameworks_family)
