"""Annotations resolved where they were written: a tool decorated in a module with postponed
annotations shows every framework the plain function's parameters."""

from __future__ import annotations

import asyncio
import inspect
import json
import typing
from collections.abc import Callable
from typing import Any

import eager_tools
import postponed_tools
import pytest

from extras_support import require_framework


def _langchain(fn: Callable[..., Any]) -> Any:
    from langchain_core.tools import tool
    from langchain_core.utils.function_calling import convert_to_openai_tool

    return convert_to_openai_tool(tool(fn))["function"]["parameters"]


def _pydantic_ai(fn: Callable[..., Any]) -> Any:
    from pydantic_ai import Tool

    return Tool(fn).tool_def.parameters_json_schema


def _openai_agents(fn: Callable[..., Any]) -> Any:
    from agents import function_tool

    return function_tool(fn).params_json_schema


def _mcp(fn: Callable[..., Any]) -> Any:
    from mcp.server.mcpserver import MCPServer

    server = MCPServer("schemas")
    server.add_tool(fn)
    return asyncio.run(server.list_tools())[0].input_schema


def _adk(fn: Callable[..., Any]) -> Any:
    from google.adk.tools import FunctionTool

    declaration = FunctionTool(fn)._get_declaration()
    assert declaration is not None
    return declaration.model_dump(exclude_none=True, exclude={"response", "response_json_schema"})


def _llamaindex(fn: Callable[..., Any]) -> Any:
    from llama_index.core.tools import FunctionTool

    return FunctionTool.from_defaults(fn).metadata.get_parameters_dict()


def _smolagents(fn: Callable[..., Any]) -> Any:
    from smolagents import tool

    return tool(fn).inputs


FRAMEWORKS = [_langchain, _pydantic_ai, _openai_agents, _mcp, _adk, _llamaindex, _smolagents]
# The package each framework needs, and its extra: skipped with the reason where missing.
_NEEDS = {
    _langchain: ("langchain_core", "langchain"),
    _pydantic_ai: ("pydantic_ai", "pydantic-ai"),
    _openai_agents: ("agents", "openai-agents"),
    _mcp: ("mcp", "mcp"),
    _adk: ("google.adk", "adk"),
    _llamaindex: ("llama_index.core", "llamaindex"),
    _smolagents: ("smolagents", "smolagents"),
}


def _adapted(framework: Callable[..., Any], fn: Callable[..., Any]) -> Any:
    """What ``framework`` derives from toolretry's own adapter for it, over ``fn``."""
    if framework is _langchain:
        from langchain_core.utils.function_calling import convert_to_openai_tool

        from toolretry.integrations.langchain import tool as langchain_tool

        return convert_to_openai_tool(langchain_tool(fn))["function"]["parameters"]
    if framework is _pydantic_ai:
        from toolretry.integrations.pydantic_ai import tool as pydantic_ai_tool

        return pydantic_ai_tool(fn).tool_def.parameters_json_schema
    if framework is _openai_agents:
        from toolretry.integrations.openai_agents import function_tool

        return function_tool(fn).params_json_schema
    if framework is _mcp:
        from mcp.server.mcpserver import MCPServer

        from toolretry.integrations.mcp import tool as mcp_tool

        server = MCPServer("schemas")
        mcp_tool(server)(fn)
        return asyncio.run(server.list_tools())[0].input_schema
    if framework is _adk:
        from toolretry.integrations.adk import FunctionTool

        declaration = FunctionTool(fn)._get_declaration()
        assert declaration is not None
        return declaration.model_dump(
            exclude_none=True, exclude={"response", "response_json_schema"}
        )
    if framework is _llamaindex:
        from toolretry.integrations.llamaindex import tool as llamaindex_tool

        return llamaindex_tool(fn).metadata.get_parameters_dict()
    from toolretry.integrations.smolagents import tool as smolagents_tool

    return smolagents_tool(fn).inputs


PAIRS = list(zip(postponed_tools.DECORATED, eager_tools.TOOLS, strict=True))


def _schema(framework: Callable[..., Any], fn: Callable[..., Any]) -> str:
    return json.dumps(framework(fn), sort_keys=True, default=repr)


@pytest.mark.parametrize("framework", FRAMEWORKS, ids=lambda f: f.__name__.strip("_"))
@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: p[1].__name__)
def test_postponed_tool_registers_with_the_plain_functions_schema(
    framework: Callable[..., Any], pair: tuple[Callable[..., Any], Callable[..., Any]]
) -> None:
    """A decorated tool from a postponed-annotations module gets the plain function's schema."""
    decorated, plain = pair
    require_framework(*_NEEDS[framework])
    if framework is _smolagents and inspect.iscoroutinefunction(plain):
        pytest.skip("smolagents tools are sync functions")

    assert _schema(framework, decorated) == _schema(framework, plain)


@pytest.mark.parametrize("framework", FRAMEWORKS, ids=lambda f: f.__name__.strip("_"))
@pytest.mark.parametrize(
    "pair",
    list(zip(postponed_tools.TOOLS, eager_tools.TOOLS, strict=True)),
    ids=lambda p: p[1].__name__,
)
def test_postponed_function_registers_through_the_adapter_with_its_schema(
    framework: Callable[..., Any], pair: tuple[Callable[..., Any], Callable[..., Any]]
) -> None:
    """toolretry's adapter over a postponed-annotations function shows the plain schema."""
    postponed, plain = pair
    require_framework(*_NEEDS[framework])
    if framework is _smolagents and inspect.iscoroutinefunction(plain):
        pytest.skip("smolagents tools are sync functions")

    assert json.dumps(_adapted(framework, postponed), sort_keys=True, default=repr) == _schema(
        framework, plain
    )


@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: p[1].__name__)
def test_type_hints_of_a_postponed_tool_are_the_plain_functions(
    pair: tuple[Callable[..., Any], Callable[..., Any]],
) -> None:
    """typing.get_type_hints gives the decorated tool the plain function's parameter types."""
    decorated = pair[0]
    plain = decorated.__wrapped__  # type: ignore[attr-defined]
    ours = typing.get_type_hints(decorated, include_extras=True)
    theirs = typing.get_type_hints(plain, include_extras=True)

    assert ({k: repr(v) for k, v in ours.items()}, ours["return"]) == (
        {k: repr(v) for k, v in theirs.items()} | {"return": "<class 'str'>"},
        str,
    )


@pytest.mark.parametrize(
    "decorated", [t for t in postponed_tools.DECORATED if t.__name__ != "history"]
)
def test_evaluated_signature_of_a_postponed_tool_is_the_plain_functions(
    decorated: Callable[..., Any],
) -> None:
    """inspect.signature(eval_str=True) shows the parameters the undecorated function shows."""
    plain = inspect.signature(decorated.__wrapped__, eval_str=True)  # type: ignore[attr-defined]

    assert inspect.signature(decorated, eval_str=True) == plain.replace(return_annotation=str)


@pytest.mark.parametrize("resolve", [typing.get_type_hints, _pydantic_ai, _langchain])
def test_a_class_defined_after_the_decorated_tool_resolves_in_the_users_module(
    resolve: Callable[..., Any],
) -> None:
    """A name that did not exist yet when the tool was decorated resolves later, in the user's
    module, as it does for the plain function."""
    if resolve in _NEEDS:
        require_framework(*_NEEDS[resolve])
    plain = postponed_tools.history.__wrapped__  # type: ignore[attr-defined]

    assert repr(resolve(postponed_tools.history)).replace("'return': <class 'str'>", "") == repr(
        resolve(plain)
    ).replace("'return': list[int]", "")
