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
    found = set()
    for node in statements:
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                full = f"{target}.{alias.name}"
                found.add(full if full in modules else target)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {module for module in found if module in modules and module != name}


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


# DESIGN §7: the folders a folder must never import, in any file, at any time.
_FORBIDDEN = {
    "retry": {"_call", "turn", "upstream", "instrumentation", "observe", "classify", "config"},
    "classify": {"retry", "turn", "_call", "upstream", "config", "integrations"},
    "observe": {"retry", "turn", "_call", "upstream", "config", "integrations"},
    "redact": {"retry", "turn", "_call", "upstream", "classify", "observe", "instrumentation"},
    "turn": {"_call", "integrations"},
    "upstream": {"_call", "integrations"},
    "stores": {"_call", "integrations"},
    "instrumentation": {"_call", "integrations"},
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
