"""Build ``src/toolretry/redact/identifier_words.txt``: the English words names are made of.

The redaction reads a tool argument's name to judge its value; a name none of whose words is
in this list (``kupuMuna``, ``naba_vuni``) says nothing it can read, and the value's shape
decides alone. The list is drawn from English-language code and its documentation installed
beside this interpreter, so no word list of anyone else's is copied:

* the words of every identifier (function, class, argument, attribute and variable names)
  in five files or more of the standard library and the installed packages;
* the words of the shape and member names of two AWS service models or more (botocore's
  ``service-2.json``: API parameter names of every domain: ``PostalCode``, ``FlightNumber``);
* the words of docstrings and comments in four files or more.

Only ASCII words of 3 to 20 letters are kept. Run it from a virtualenv with botocore and the
project's extras installed: ``python scripts/build_identifier_words.py``. The result depends
on the installed versions; the committed file is what ships.
"""

from __future__ import annotations

import ast
import collections
import gzip
import json
import re
import site
import sysconfig
from collections.abc import Iterator
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "src/toolretry/redact/identifier_words.txt"
_HUMPS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
_PROSE_WORD = re.compile(r"(?<![\w'])[a-z]{3,20}(?![\w'])")
_PROSE = re.compile(r'"""(.*?)"""|#([^\n]*)', re.S)


def _python_files() -> Iterator[Path]:
    roots = {Path(sysconfig.get_paths()["stdlib"]), *map(Path, site.getsitepackages())}
    for root in roots:
        yield from root.rglob("*.py")


def _identifiers(tree: ast.AST) -> Iterator[str]:
    for node in ast.walk(tree):
        if isinstance(node, ast.arg):
            yield node.arg
        elif isinstance(node, ast.Name):
            yield node.id
        elif isinstance(node, ast.Attribute):
            yield node.attr
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            yield node.name
        elif isinstance(node, ast.keyword) and node.arg:
            yield node.arg


def _words(names: Iterator[str]) -> set[str]:
    return {word.lower() for name in names for word in _HUMPS.findall(name)}


def main() -> None:
    in_code: collections.Counter[str] = collections.Counter()
    in_prose: collections.Counter[str] = collections.Counter()
    in_models: collections.Counter[str] = collections.Counter()
    for path in _python_files():
        try:
            source = path.read_text(encoding="utf-8", errors="replace")
            tree = ast.parse(source)
        except (OSError, SyntaxError, ValueError):
            continue
        in_code.update(_words(_identifiers(tree)))
        in_prose.update(
            {w for m in _PROSE.finditer(source) for w in _PROSE_WORD.findall(m[1] or m[2] or "")}
        )
    for root in site.getsitepackages():
        for model in Path(root).glob("botocore/data/*/*/service-2.json*"):
            raw = model.read_bytes()
            data = json.loads(gzip.decompress(raw) if model.suffix == ".gz" else raw)
            names = [*data.get("operations", {})]
            for shape_name, shape in data.get("shapes", {}).items():
                names += [shape_name, *shape.get("members", {})]
            in_models.update(_words(iter(names)))
    kept = {w for w, n in in_code.items() if n >= 5}
    kept |= {w for w, n in in_models.items() if n >= 2}
    kept |= {w for w, n in in_prose.items() if n >= 4}
    words = sorted(w for w in kept if w.isascii() and w.isalpha() and 3 <= len(w) <= 20)
    OUT.write_text("\n".join(words) + "\n", encoding="utf-8")
    print(f"{len(words)} words -> {OUT}")


if __name__ == "__main__":
    main()
