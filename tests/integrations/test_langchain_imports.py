"""The LangChain and MCP extras load only when their adapter is imported, and each its own;
the shared adapter helpers load none."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LANGCHAIN = {"langchain_core", "langgraph", "langsmith"}
MCP = {"mcp", "mcp_types", "anyio", "starlette"}
OTHERS = {"pydantic_ai", "agents", "google"}
PROBE = """
import json, sys
{imports}
print(json.dumps(sorted({{name.partition(".")[0] for name in sys.modules}})))
"""


def _loaded(*imports: str) -> set[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    code = PROBE.format(imports="\n".join(imports))
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True
    )
    return set(json.loads(done.stdout))


@pytest.mark.parametrize(
    "imports",
    [
        ("import toolretry",),
        ("import toolretry.integrations",),
        ("import toolretry", "toolretry.smart_retry_with_observation(lambda: 1)()"),
    ],
)
def test_toolretry_alone_loads_neither_framework(imports: tuple[str, ...]) -> None:
    """Importing and using toolretry loads no LangChain, LangGraph or MCP module."""
    assert _loaded(*imports).isdisjoint(LANGCHAIN | MCP)


def test_the_shared_adapter_helpers_load_no_framework() -> None:
    """The helpers every adapter shares load no module of any framework."""
    assert _loaded("import toolretry.integrations._shared").isdisjoint(LANGCHAIN | MCP | OTHERS)


def test_the_langchain_adapter_loads_no_mcp() -> None:
    """toolretry.integrations.langchain loads LangChain and LangGraph, not MCP."""
    loaded = _loaded("import toolretry.integrations.langchain")
    assert {"langchain_core", "langgraph"} <= loaded
    assert loaded.isdisjoint({"mcp", "mcp_types"})


def test_the_mcp_adapter_loads_no_langchain() -> None:
    """toolretry.integrations.mcp loads no LangChain, and the SDK only once a tool is made."""
    assert _loaded("import toolretry.integrations.mcp").isdisjoint(LANGCHAIN | {"mcp"})
