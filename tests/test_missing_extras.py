"""Each feature whose extra is missing raises ImportError naming ``pip install
"toolretry[<extra>]"``: checked in a subprocess in which the extra's packages cannot be imported
(a meta-path finder refuses them), not by uninstalling anything."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

PROBE = """
import importlib.abc, json, sys

HIDDEN = set(sys.argv[1].split(","))


class Hide(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if any(name == h or name.startswith(h + ".") for h in HIDDEN):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None


sys.meta_path.insert(0, Hide())
try:
    exec(sys.argv[2])
except BaseException as exc:
    print(json.dumps({"type": type(exc).__name__, "isimport": isinstance(exc, ImportError),
                      "message": str(exc)}))
else:
    print(json.dumps({"type": None}))
"""

CASES = [
    ("langchain_core", "import toolretry.integrations.langchain", "langchain"),
    ("langgraph", "import toolretry.integrations.langchain", "langchain"),
    ("google.adk", "import toolretry.integrations.adk", "adk"),
    ("google", "from toolretry.integrations.adk import FunctionTool", "adk"),
    ("pydantic_ai", "import toolretry.integrations.pydantic_ai", "pydantic-ai"),
    ("agents", "import toolretry.integrations.openai_agents", "openai-agents"),
    (
        "mcp",
        "import types\nfrom toolretry.integrations.mcp import tool\n"
        "tool(types.SimpleNamespace(add_tool=print, list_tools=print))",
        "mcp",
    ),
    (
        "redis",
        "from toolretry.stores import RedisStore\nRedisStore('redis://127.0.0.1:1/0')",
        "redis",
    ),
    ("httpx", "from toolretry.http import AsyncClient", "httpx"),
    (
        "opentelemetry",
        "from toolretry import instrumentation\ninstrumentation.enable_otel()",
        "otel",
    ),
    (
        "prometheus_client",
        "from toolretry import instrumentation\ninstrumentation.enable_prometheus()",
        "prometheus",
    ),
    (
        "structlog",
        "from toolretry import instrumentation\ninstrumentation.enable_structlog()",
        "structlog",
    ),
]


def _run(hidden: str, statement: str) -> dict[str, object]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    done = subprocess.run(
        [sys.executable, "-c", PROBE, hidden, statement],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        timeout=120,
    )
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


@pytest.mark.parametrize(("hidden", "statement", "extra"), CASES)
def test_a_missing_extra_raises_import_error_naming_it(
    hidden: str, statement: str, extra: str
) -> None:
    """Using a feature whose packages cannot be imported raises an ImportError whose message
    says the pip command that installs the extra."""
    result = _run(hidden, statement)
    assert result["isimport"] is True, result
    assert f'pip install "toolretry[{extra}]"' in str(result["message"])


def test_the_probe_raises_nothing_when_nothing_is_hidden() -> None:
    """The blocker hides only what it is told: with an unrelated name hidden, the same import
    of a dependency-free module succeeds (so the failures above come from the hidden package)."""
    assert _run("no_such_package_xyz", "import toolretry.stores")["type"] is None
