"""Scenarios for the scripted agent loop: tools that behave like real coding-agent tools (they
raise plain Python exceptions, as a first draft does) and a scripted model per scenario.

A model here knows its goal and how to read a tool's result, as an LLM does; it knows nothing of
toolretry. What to do after a failure is decided by the loop (``_agent_loop``) from what it is
shown. ``fix`` is the model reading an error text for a correction it can make by itself (a
"did you mean", a timeout to raise, an upsert to use); None when the text gives it nothing.
"""

from __future__ import annotations

import dataclasses
import difflib
import errno
import re
import shlex
import shutil
import sqlite3
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

__all__ = ["DONE", "Call", "Model", "Scenario", "scenarios"]

Call = tuple[str, dict[str, Any]]
DONE: Call = ("", {})
"""What a model answers when its goal is reached."""


class Model:
    """A scripted model: its first call, what it does after a result, and its own fixes."""

    goal_is_asking = False
    """The goal is to ask the user (only they can help); reaching ``ask_user`` is success."""

    def start(self) -> Call:
        raise NotImplementedError

    def on_result(self, call: Call, text: str) -> Call:
        return DONE

    def fix(self, call: Call, evidence: str) -> Call | None:
        return None


@dataclasses.dataclass
class Scenario:
    """One task: set up a workspace, the tools the model sees, and whether the goal held."""

    name: str
    what: str
    model: Callable[[], Model]
    setup: Callable[[Path], None]
    tools: Callable[[Path], dict[str, Callable[..., Any]]]
    done: Callable[[Path], bool] = lambda root: True


# --- tools, as coding agents write them -------------------------------------------------------


def _inside(root: Path, path: str) -> Path:
    target = (root / path).resolve()
    if not target.is_relative_to(root.resolve()):
        # What sandboxed agent tools do with a path outside the workspace.
        raise PermissionError(errno.EACCES, "Permission denied (outside the workspace)", path)
    return target


def file_tools(root: Path) -> dict[str, Callable[..., Any]]:
    def read_file(path: str) -> str:
        """Return the text of a file."""
        return _inside(root, path).read_text(encoding="utf-8")

    def edit_file(path: str, old_string: str, new_string: str) -> str:
        """Replace old_string (which must occur exactly once) with new_string in a file."""
        target = _inside(root, path)
        text = target.read_text(encoding="utf-8")
        found = text.count(old_string)
        if found == 0:
            raise ValueError(f"old_string not found in {path}: {old_string!r}")
        if found > 1:
            raise ValueError(
                f"Found {found} matches of old_string in {path}; add more context to make it unique"
            )
        target.write_text(text.replace(old_string, new_string), encoding="utf-8")
        return f"Edited {path}."

    def list_dir(path: str = ".") -> str:
        """List the names in a directory."""
        return "\n".join(sorted(entry.name for entry in _inside(root, path).iterdir()))

    def bash(command: str, timeout: float = 10.0) -> str:
        """Run a shell command in the workspace; its output, or an error with its stderr."""
        done = subprocess.run(
            shlex.split(command), cwd=root, capture_output=True, text=True, timeout=timeout,
            check=True,
        )  # fmt: skip
        return done.stdout

    return {"read_file": read_file, "edit_file": edit_file, "list_dir": list_dir, "bash": bash}


def _pick(names: dict[str, Callable[..., Any]], *wanted: str) -> dict[str, Callable[..., Any]]:
    return {name: names[name] for name in wanted}


def _line(text: str, start: str) -> str:
    return next(line for line in text.splitlines() if line.startswith(start))


# --- the scripted models ----------------------------------------------------------------------


class StaleEdit(Model):
    """Sets ``status`` to done with the old text it read before a teammate changed the file
    (it says ``pending`` now)."""

    def start(self) -> Call:
        return ("edit_file", {"path": "notes.md", "old_string": "status: todo",
                              "new_string": "status: done"})  # fmt: skip

    def on_result(self, call: Call, text: str) -> Call:
        if call[0] == "read_file":
            old = _line(text, "status:")
            return ("edit_file", {"path": "notes.md", "old_string": old,
                                  "new_string": "status: done"})  # fmt: skip
        return DONE


class AmbiguousEdit(Model):
    """Makes ``b()`` return 0; ``return None`` occurs in ``a()`` too."""

    def start(self) -> Call:
        return ("edit_file", {"path": "app.py", "old_string": "    return None",
                              "new_string": "    return 0"})  # fmt: skip

    def on_result(self, call: Call, text: str) -> Call:
        if call[0] == "read_file" and "def b():\n    return None" in text:
            return ("edit_file", {"path": "app.py", "old_string": "def b():\n    return None",
                                  "new_string": "def b():\n    return 0"})  # fmt: skip
        return DONE


class MissingFile(Model):
    """Reads the entry point, misspelling its name; finds the real one from a listing."""

    def start(self) -> Call:
        return ("read_file", {"path": "src/mian.py"})

    def on_result(self, call: Call, text: str) -> Call:
        if call[0] == "read_file":
            return DONE if "def main" in text else ("read_file", {"path": "src/main.py?"})
        names = text.split()
        close = difflib.get_close_matches("mian.py", names, n=1)
        return ("read_file", {"path": f"src/{close[0]}"}) if close else DONE

    def fix(self, call: Call, evidence: str) -> Call | None:
        match = re.search(r"did you mean '([^']+)'|close_matches\W+\[\W*([^\"'\]]+)", evidence)
        if match:
            return ("read_file", {"path": match.group(1) or match.group(2)})
        return None


class DirectoryRead(Model):
    """Reads ``src`` meaning the entry point inside it."""

    def start(self) -> Call:
        return ("read_file", {"path": "src"})

    def on_result(self, call: Call, text: str) -> Call:
        if call[0] == "list_dir" and "main.py" in text.split():
            return ("read_file", {"path": "src/main.py"})
        return DONE if "def main" in text else ("read_file", {"path": "src"})


class FailingCommand(Model):
    """Runs ``git stauts``; git's stderr names the command meant."""

    def start(self) -> Call:
        return ("bash", {"command": "git stauts"})

    def on_result(self, call: Call, text: str) -> Call:
        return DONE if "branch" in text or "No commits" in text else ("bash", call[1])

    def fix(self, call: Call, evidence: str) -> Call | None:
        match = re.search(r"most similar commands? (?:is|are)\W+(\w[\w-]*)", evidence)
        if match is None:
            return None
        return ("bash", {**call[1], "command": f"git {match.group(1)}"})


class CommandTimeout(Model):
    """Runs a slow build under a short timeout; raises the timeout when told it ran out."""

    def start(self) -> Call:
        return ("bash", {"command": "sleep 0.6", "timeout": 0.2})

    def fix(self, call: Call, evidence: str) -> Call | None:
        if "timed out" in evidence or "COMMAND_TIMEOUT" in evidence:
            return ("bash", {**call[1], "timeout": call[1]["timeout"] * 10})
        return None


class InventedTool(Model):
    """Calls ``read`` (no such tool) for a file."""

    def start(self) -> Call:
        return ("read", {"path": "README.md"})

    def on_result(self, call: Call, text: str) -> Call:
        return DONE


class OutsideWorkspace(Model):
    """Wants a file outside the workspace: only the user can grant that."""

    goal_is_asking = True

    def start(self) -> Call:
        return ("read_file", {"path": "../secrets.env"})


class UniqueConflict(Model):
    """Inserts a user whose email exists; an upsert is what works (Harness's example)."""

    def start(self) -> Call:
        return ("run_sql", {"sql": "INSERT INTO users(email, name) VALUES ('ann@x.org', 'Ann B')"})

    def fix(self, call: Call, evidence: str) -> Call | None:
        if re.search(r"(?i)upsert|insert or replace|on conflict", evidence):
            sql = call[1]["sql"].replace("INSERT INTO", "INSERT OR REPLACE INTO")
            return ("run_sql", {"sql": sql})
        return None


class FlakyFetch(Model):
    """Fetches a page whose server drops the first two connections."""

    def start(self) -> Call:
        return ("fetch", {"url": "http://127.0.0.1/status"})


# --- set-ups ----------------------------------------------------------------------------------


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def _project(root: Path) -> None:
    files = {
        "README.md": "# demo\n",
        "src/main.py": "def main():\n    return 0\n",
        "src/util.py": "X = 1\n",
        "notes.md": "# notes\nstatus: pending\n",
        "app.py": "def a():\n    return None\n\ndef b():\n    return None\n",
    }
    _write(root, files)


def _git(root: Path) -> None:
    _project(root)
    subprocess.run(["git", "init", "-q"], cwd=root, check=True)


def _database(root: Path) -> None:
    with sqlite3.connect(root / "app.db") as db:
        db.execute("CREATE TABLE users(email TEXT PRIMARY KEY, name TEXT)")
        db.execute("INSERT INTO users VALUES ('ann@x.org', 'Ann')")


def _sql_tools(root: Path) -> dict[str, Callable[..., Any]]:
    def run_sql(sql: str) -> str:
        """Run one SQL statement against the app's database."""
        with sqlite3.connect(root / "app.db") as db:
            db.execute(sql)
        return "1 row written."

    return {"run_sql": run_sql}


def _flaky_tools(root: Path) -> dict[str, Callable[..., Any]]:
    drops = [2]

    def fetch(url: str) -> str:
        """Fetch a URL."""
        if drops[0] > 0:
            drops[0] -= 1
            raise ConnectionResetError(errno.ECONNRESET, "Connection reset by peer")
        return "status: ok"

    return {"fetch": fetch}


def _name_done(root: Path) -> bool:
    with sqlite3.connect(root / "app.db") as db:
        return db.execute("SELECT name FROM users").fetchall() == [("Ann B",)]


def scenarios() -> list[Scenario]:
    """The scenarios, in the order the demo and the benchmark run them."""
    files = file_tools
    found: list[Scenario] = [
        Scenario("stale edit", "edit with old text a teammate changed (ValueError)",
                 StaleEdit, _project, lambda r: _pick(files(r), "read_file", "edit_file"),
                 lambda r: "status: done" in (r / "notes.md").read_text("utf-8")),
        Scenario("ambiguous edit", "old text found twice (ValueError)", AmbiguousEdit,
                 _project, lambda r: _pick(files(r), "read_file", "edit_file"),
                 lambda r: (r / "app.py").read_text("utf-8").count("return 0") == 1),
        Scenario("missing file", "misspelt path, a shell visible (FileNotFoundError)",
                 MissingFile, _project, lambda r: _pick(files(r), "read_file", "bash")),
        Scenario("directory read", "a directory given to read (IsADirectoryError)",
                 DirectoryRead, _project, lambda r: _pick(files(r), "read_file", "list_dir")),
        Scenario("invented tool", "the model calls `read`, which does not exist",
                 InventedTool, _project, lambda r: _pick(files(r), "read_file", "bash")),
        Scenario("failing command", "git stauts; git's stderr says `status`",
                 FailingCommand, _git, lambda r: _pick(files(r), "bash")),
        Scenario("command timeout", "a build longer than its timeout (TimeoutExpired)",
                 CommandTimeout, _project, lambda r: _pick(files(r), "bash")),
        Scenario("outside workspace", "a path only the user can allow (PermissionError)",
                 OutsideWorkspace, _project, lambda r: _pick(files(r), "read_file", "bash")),
        Scenario("unique conflict", "INSERT of an existing key (sqlite3.IntegrityError)",
                 UniqueConflict, _database, _sql_tools, _name_done),
        Scenario("flaky fetch", "a server dropping two connections (ConnectionResetError)",
                 FlakyFetch, _project, _flaky_tools),
    ]  # fmt: skip
    if shutil.which("git") is None:  # The command scenario needs a real git.
        found = [s for s in found if s.name != "failing command"]
    return found
