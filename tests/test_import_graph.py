"""No two modules of toolretry import each other, directly or through others, at load time."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src" / "toolretry"


def _modules() -> dict[str, Path]:
    found = {}
    for path in SRC.rglob("*.py"):
        parts = list(path.relative_to(SRC.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _resolved(
    node: ast.ImportFrom | ast.Import, package: str, modules: dict[str, Path]
) -> set[str]:
    """The toolretry modules one import statement loads: a submodule when the imported name
    is one, else the module or package named in ``from ... import``."""
    found = set()
    if isinstance(node, ast.ImportFrom):
        if node.level:
            base = package.split(".")[: len(package.split(".")) - node.level + 1]
            target = ".".join(base + ([node.module] if node.module else []))
        else:
            target = node.module or ""
        for alias in node.names:
            full = f"{target}.{alias.name}"
            found.add(full if full in modules else target)
    else:
        found.update(alias.name for alias in node.names)
    return {module for module in found if module in modules}


def _imports(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The toolretry modules ``name`` imports when it loads (not inside functions, not only
    for type checkers)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    statements: list[ast.stmt] = []
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.If) and not _is_type_checking(node):
            statements.extend(node.body + node.orelse)
        elif isinstance(node, ast.Try):
            statements.extend(node.body)
        else:
            statements.append(node)
    found: set[str] = set()
    for node in statements:
        if isinstance(node, (ast.ImportFrom, ast.Import)):
            found |= _resolved(node, package, modules)
    return found - {name}


def _imports_anywhere(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The toolretry modules ``name``'s file imports anywhere: at load time, for type checkers
    and inside functions alike."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, (ast.ImportFrom, ast.Import)):
            found |= _resolved(node, package, modules)
    return found - {name}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_import_cycle_between_modules() -> None:
    """The graph of module-level imports inside src/toolretry has no cycle."""
    modules = _modules()
    graph = {name: _imports(name, path, modules) for name, path in modules.items()}
    assert _cycles(graph) == []


def test_no_file_level_cycle_even_for_type_checkers() -> None:
    """Counting imports made only for type checkers and inside functions too, no two files
    of src/toolretry import each other, directly or through others."""
    modules = _modules()
    graph = {name: _imports_anywhere(name, path, modules) for name, path in modules.items()}
    assert _cycles(graph) == []


def test_the_file_graph_sees_a_type_checking_import(tmp_path: Path) -> None:
    """An import under ``if TYPE_CHECKING:`` is an edge of the file graph, not of the load graph."""
    source = tmp_path / "_current.py"
    source.write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ._turn import Turn\n"
    )
    modules = {"toolretry.turn._current": source, "toolretry.turn._turn": source}
    assert _imports_anywhere("toolretry.turn._current", source, modules) == {"toolretry.turn._turn"}
    assert _imports("toolretry.turn._current", source, modules) == set()


def test_the_cycle_finder_finds_a_cycle() -> None:
    """The check itself fails on a graph with a cycle (a -> b -> c -> a)."""
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def _every_import(name: str, path: Path) -> set[str]:
    """Every toolretry module or package ``name`` imports anywhere in its file: at load time,
    inside functions and for type checkers alike."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.update(f"{target}.{alias.name}" for alias in node.names)
            found.add(target)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {module for module in found if module.startswith("toolretry")}


def _folder(module: str) -> str | None:
    """The folder of src/toolretry a module lives in (None for a top-level module)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 2 or (len(parts) == 2 and (SRC / parts[1]).is_dir()) else None


# DESIGN §7: the folders a folder must never import, in any file, at any time. Nothing below
# the pipeline imports it, the adapters on top, or the public test helpers; redact, the bottom
# layer, imports no folder at all (only the shared ``exceptions`` module).
_ABOVE_ALL = {"_call", "integrations", "testing"}
_FORBIDDEN = {
    "retry": _ABOVE_ALL
    | {"turn", "upstream", "instrumentation", "observe", "classify", "config", "stores"},
    "classify": _ABOVE_ALL | {"retry", "turn", "upstream", "config", "instrumentation"},
    "observe": _ABOVE_ALL | {"retry", "turn", "upstream", "config", "classify"},
    "redact": _ABOVE_ALL
    | {"retry", "turn", "upstream", "classify", "observe", "instrumentation", "config", "stores"},
    "turn": _ABOVE_ALL | {"retry", "upstream", "config"},
    "upstream": _ABOVE_ALL | {"turn", "config"},
    "stores": _ABOVE_ALL | {"retry", "turn", "upstream", "classify", "observe", "config"},
    "instrumentation": _ABOVE_ALL | {"retry", "turn", "config"},
    "config": _ABOVE_ALL | {"turn", "upstream", "instrumentation", "stores"},
}


def _upward_imports() -> list[tuple[str, str]]:
    found = []
    for name, path in sorted(_modules().items()):
        folder = _folder(name)
        for target in sorted(_every_import(name, path)):
            if _folder(target) in _FORBIDDEN.get(folder or "", set()):
                found.append((name, target))
    return found


def test_no_folder_imports_a_folder_above_it() -> None:
    """No file imports a folder DESIGN §7 puts above its own (retry is the pure loop;
    classify and observe know nothing of retry, turns or the pipeline)."""
    assert _upward_imports() == []


def test_the_folder_rule_sees_a_lazy_upward_import(tmp_path: Path) -> None:
    """The check reads imports inside functions too, and files them under their folder."""
    source = tmp_path / "_waits.py"
    source.write_text("def f():\n    from ..classify._classify import classify_failure\n")
    found = _every_import("toolretry.retry._waits", source)
    assert "toolretry.classify._classify" in found
    assert {_folder(target) for target in found} == {"classify"}
    assert "classify" in _FORBIDDEN["retry"]


def test_the_pipeline_is_the_only_composer() -> None:
    """Only _call/ (and the decorator above it) import both the retry loop and classify."""
    composers = set()
    for name, path in _modules().items():
        folders = {_folder(target) for target in _every_import(name, path)}
        if {"retry", "classify"} <= folders:
            composers.add(_folder(name))
    assert composers <= {"_call", None, "integrations", "http"}
