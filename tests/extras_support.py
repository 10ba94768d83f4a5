"""Which optional framework a failed import names, for skipping (with the reason) what needs an
extra that is not installed: the framework extras on Python 3.10, or the suite without them."""

from __future__ import annotations

import importlib.util
import os
import re
import sys

__all__ = [
    "FRAMEWORK_EXTRAS",
    "NEEDS_PY311",
    "missing_framework",
    "require_framework",
    "skip_reason",
]

FRAMEWORK_EXTRAS = {
    "google": "adk",
    "langchain_core": "langchain",
    "langchain": "langchain",
    "langgraph": "langchain",
    "pydantic_ai": "pydantic-ai",
    "agents": "openai-agents",
    "mcp": "mcp",
    "llama_index": "llamaindex",
    "smolagents": "smolagents",
}
_MISSING = re.compile(r"No module named '([\w.]+)'")
# toolretry's own ImportError for a missing extra, e.g. 'pip install "toolretry[mcp]"'.
_EXTRA = re.compile(r"pip install \"toolretry\[([\w-]+)\]\"")
_MODULE_OF_EXTRA = {
    "adk": "google.adk",
    "langchain": "langchain_core",
    "pydantic-ai": "pydantic_ai",
    "openai-agents": "agents",
    "mcp": "mcp",
    "llamaindex": "llama_index.core",
    "smolagents": "smolagents",
}


def missing_framework(text: str) -> str | None:
    """The extra whose framework ``text`` (an error report) says is missing, when it really is
    not installed and ``TOOLRETRY_REQUIRE_EXTRAS`` is not set; else None."""
    if os.environ.get("TOOLRETRY_REQUIRE_EXTRAS"):
        return None
    for name in _MISSING.findall(text):
        top = name.partition(".")[0]
        extra = FRAMEWORK_EXTRAS.get(top)
        if extra is None:
            continue
        if importlib.util.find_spec(top) is None:
            return extra
        if top == "google" and importlib.util.find_spec("google.adk") is None:
            return extra
    for extra in _EXTRA.findall(text):
        module = _MODULE_OF_EXTRA.get(extra)
        if module is not None and not _installed(module):
            return extra
    return None


def _installed(module: str) -> bool:
    top = module.partition(".")[0]
    return (
        importlib.util.find_spec(top) is not None and importlib.util.find_spec(module) is not None
    )


NEEDS_PY311 = frozenset({"langchain", "pydantic-ai", "adk"})
"""Extras whose frameworks publish releases for Python 3.11+ only."""


def skip_reason(extra: str) -> str:
    """Why a test needing ``extra`` is skipped here."""
    old = sys.version_info < (3, 11) and extra in NEEDS_PY311
    needs = " (its framework needs Python 3.11+)" if old else ""
    return f'needs pip install "toolretry[{extra}]"{needs}'


def require_framework(module: str, extra: str) -> None:
    """Skip the calling test, saying why, when ``module`` is not installed (unless
    ``TOOLRETRY_REQUIRE_EXTRAS`` is set: then the test runs and fails on the import)."""
    import pytest

    if os.environ.get("TOOLRETRY_REQUIRE_EXTRAS"):
        return
    top = module.partition(".")[0]
    if importlib.util.find_spec(top) is None or importlib.util.find_spec(module) is None:
        pytest.skip(skip_reason(extra))
