"""Each framework loads only when its adapter is imported, and each adapter loads only its own;
``import toolretry`` and the shared adapter helpers load none."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from extras_support import require_framework

ROOT = Path(__file__).resolve().parents[2]
LANGCHAIN = {"langchain_core", "langgraph", "langsmith"}
MCP = {"mcp", "mcp_types", "anyio", "starlette"}
PYDANTIC_AI = {"pydantic_ai"}
OPENAI_AGENTS = {"agents"}
ADK = {"google"}  # google.adk and google.genai
LLAMAINDEX = {"llama_index"}
SMOLAGENTS = {"smolagents"}
FRAMEWORKS = LANGCHAIN | MCP | PYDANTIC_AI | OPENAI_AGENTS | ADK | LLAMAINDEX | SMOLAGENTS
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
        ("import toolretry.integrations._shared",),
    ],
)
def test_toolretry_alone_loads_no_framework(imports: tuple[str, ...]) -> None:
    """Importing and using toolretry, or the helpers every adapter shares, loads no module of
    LangChain, LangGraph, MCP, PydanticAI, the Agents SDK or ADK."""
    assert _loaded(*imports).isdisjoint(FRAMEWORKS)


@pytest.mark.parametrize(
    ("adapter", "own", "others"),
    [
        ("langchain", {"langchain_core", "langgraph"}, {"mcp", "mcp_types"}),
        ("pydantic_ai", PYDANTIC_AI, LANGCHAIN | OPENAI_AGENTS | ADK),
        ("openai_agents", OPENAI_AGENTS, LANGCHAIN | PYDANTIC_AI | ADK),
        ("adk", {"google"}, LANGCHAIN | PYDANTIC_AI | OPENAI_AGENTS),
        ("llamaindex", LLAMAINDEX, PYDANTIC_AI | OPENAI_AGENTS | ADK | SMOLAGENTS),
        ("smolagents", SMOLAGENTS, LANGCHAIN | PYDANTIC_AI | OPENAI_AGENTS | ADK | LLAMAINDEX),
    ],
)
def test_an_adapter_loads_its_framework_and_no_other(
    adapter: str, own: set[str], others: set[str]
) -> None:
    """``toolretry.integrations.<framework>`` loads that framework, and none of the others."""
    module = {
        "langchain": "langchain_core",
        "adk": "google.adk",
        "openai_agents": "agents",
        "llamaindex": "llama_index",
    }.get(adapter, adapter)
    require_framework(module, adapter.replace("_", "-"))
    loaded = _loaded(f"import toolretry.integrations.{adapter}")
    assert own <= loaded
    assert loaded.isdisjoint(others)


def test_the_mcp_adapter_loads_no_langchain() -> None:
    """toolretry.integrations.mcp loads no LangChain, and the SDK only once a tool is made."""
    assert _loaded("import toolretry.integrations.mcp").isdisjoint(LANGCHAIN | {"mcp"})


@pytest.mark.parametrize(
    ("adapter", "framework", "extra"),
    [
        ("pydantic_ai", "pydantic_ai", "pydantic-ai"),
        ("openai_agents", "agents", "openai-agents"),
        ("llamaindex", "llama_index", "llamaindex"),
        ("smolagents", "smolagents", "smolagents"),
    ],
)
def test_a_missing_framework_names_the_extra_to_install(
    adapter: str, framework: str, extra: str
) -> None:
    """Without its framework, an adapter's ImportError says which extra to pip install."""
    code = (
        f"import sys; sys.modules[{framework!r}] = None\n"
        f"try:\n    import toolretry.integrations.{adapter}\n"
        "except ImportError as exc:\n    print(exc)"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True
    )
    assert f'pip install "toolretry[{extra}]"' in done.stdout
