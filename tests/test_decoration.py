"""What the decorator accepts, and the clear error for what it cannot decorate."""

from __future__ import annotations

import asyncio
import functools
import inspect
import warnings
from collections.abc import AsyncIterator, Callable, Coroutine, Iterator
from typing import Annotated, Any

import pytest

from extras_support import require_framework
from toolretry import (
    Backoff,
    ClientError,
    ConfigurationError,
    Output,
    TransientError,
    smart_retry_with_observation,
)


def gen_tool() -> Iterator[int]:
    yield 1


async def agen_tool() -> AsyncIterator[int]:
    yield 1


class GeneratorCallable:
    def __call__(self) -> Iterator[int]:
        yield 1


@pytest.mark.parametrize("target", [gen_tool, agen_tool, GeneratorCallable()])
def test_generator_functions_are_refused_at_decoration(target: Callable[..., Any]) -> None:
    """A generator would be answered by its repr without running: refuse it, naming the fix."""
    with pytest.raises(ConfigurationError, match="generator") as raised:
        smart_retry_with_observation(target)
    assert "return a list" in str(raised.value).lower()


def test_a_wrapped_generator_is_refused_too() -> None:
    """A functools.wraps wrapper around a generator function is seen through."""

    @functools.wraps(gen_tool)
    def wrapper() -> Iterator[int]:
        return gen_tool()

    with pytest.raises(ConfigurationError, match="generator"):
        smart_retry_with_observation(max_retries=1)(wrapper)


async def _fetch(city: str) -> dict[str, str]:
    """Fetch the weather."""
    await asyncio.sleep(0)
    return {"city": city}


def _sync_wrapper_of(fn: Callable[..., Coroutine[Any, Any, Any]]) -> Callable[..., Any]:
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        return fn(*args, **kwargs)

    return wrapper


async def test_a_sync_wrapper_around_async_def_is_wrapped_as_async() -> None:
    """``functools.wraps`` over an ``async def`` is detected and its coroutine awaited."""
    tool = smart_retry_with_observation(_sync_wrapper_of(_fetch))
    assert inspect.iscoroutinefunction(tool)
    assert await tool("Oslo") == '{"city": "Oslo"}'
    assert inspect.signature(tool).parameters.keys() == {"city"}


async def test_a_sync_wrapper_around_async_def_is_retried() -> None:
    """The awaited coroutine's failures are classified and retried like any async tool's."""
    runs = {"n": 0}

    async def flaky() -> str:
        runs["n"] += 1
        if runs["n"] < 3:
            raise TransientError("busy")
        return "done"

    tool = smart_retry_with_observation(backoff=Backoff(base=0.0))(_sync_wrapper_of(flaky))
    assert await tool() == "done"
    assert runs["n"] == 3


class ReturnsCoroutine:
    """A callable object whose sync ``__call__`` hands back a coroutine."""

    def __call__(self) -> Any:
        return _fetch("Rome")


@pytest.mark.parametrize(
    "target",
    [lambda: _fetch("Paris"), ReturnsCoroutine(), lambda: asyncio.sleep(0)],
    ids=["lambda", "callable-object", "sleep"],
)
def test_a_returned_coroutine_is_never_a_success(target: Callable[[], Any]) -> None:
    """A coroutine returned where a result was expected is a fatal failure naming the fix."""
    tool = smart_retry_with_observation(target)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # No "coroutine ... was never awaited" either.
        text = tool()
        observation = tool.observe()
    assert "<coroutine" not in text
    assert "UNAWAITED_COROUTINE" in text
    assert observation.category == "fatal"
    assert observation.suggestion is not None
    assert "async def" in observation.suggestion


class Weather:
    @smart_retry_with_observation(max_retries=0)
    @staticmethod
    def above_static(city: str) -> str:
        raise ClientError(f"unknown city {city}")

    @staticmethod
    @smart_retry_with_observation(max_retries=0)
    def below_static(city: str) -> str:
        return city.upper()

    @smart_retry_with_observation(max_retries=0)
    @classmethod
    def above_class(cls, city: str) -> str:
        return f"{cls.__name__}:{city}"

    @classmethod
    @smart_retry_with_observation(max_retries=0)
    def below_class(cls, city: str) -> str:
        return f"{cls.__name__}:{city}"


@pytest.mark.parametrize("owner", [Weather, Weather()], ids=["class", "instance"])
def test_staticmethod_and_classmethod_work_in_either_order(owner: Any) -> None:
    """Each order of @staticmethod/@classmethod with the decorator gives a working tool."""
    assert "unknown city Oslo" in owner.above_static("Oslo")
    assert owner.below_static("oslo") == "OSLO"
    assert owner.above_class("Oslo") == "Weather:Oslo"
    assert owner.below_class("Oslo") == "Weather:Oslo"


def test_classmethod_request_leaves_out_cls() -> None:
    """The ``request`` of a classmethod tool names its own parameters only."""

    class Store:
        @smart_retry_with_observation(max_retries=0, output=Output(detail="full"))
        @classmethod
        def find(cls, sku: str) -> str:
            raise ClientError("no such sku")

    observation = Store.find.observe(Store, "A-1")
    assert observation.request is not None
    assert observation.request["params"] == {"sku": "A-1"}


def _langchain_tool() -> Any:
    require_framework("langchain_core", "langchain")
    from langchain_core.tools import tool

    @tool
    def lookup(city: str) -> str:
        """Look a city up."""
        return city

    return lookup


def _openai_agents_tool() -> Any:
    require_framework("agents", "openai-agents")
    from agents import function_tool

    @function_tool
    def lookup(city: str) -> str:
        """Look a city up."""
        return city

    return lookup


def _pydantic_ai_tool() -> Any:
    require_framework("pydantic_ai", "pydantic-ai")
    from pydantic_ai import Tool

    def lookup(city: str) -> str:
        """Look a city up."""
        return city

    return Tool(lookup)


@pytest.mark.parametrize(
    "make", [_langchain_tool, _openai_agents_tool, _pydantic_ai_tool], ids=lambda f: f.__name__
)
def test_above_a_framework_decorator_says_to_put_it_below(make: Callable[[], Any]) -> None:
    """Decorating a framework's tool object raises, saying which way round they go."""
    framework_tool = make()
    with pytest.raises(ConfigurationError, match="put it below the framework's decorator"):
        smart_retry_with_observation(framework_tool)


def test_unknown_argument_names_the_closest_known_one() -> None:
    """A misspelt argument fails at decoration time with a suggestion."""
    with pytest.raises(ConfigurationError, match=r"'max_retry'.*Did you mean 'max_retries'"):
        smart_retry_with_observation(max_retry=3)  # type: ignore[call-overload]


@pytest.mark.parametrize(
    ("argument", "value"),
    [
        ("turn_limit", 0),
        ("turn_limit", True),
        ("turn_limit", 1.5),
        ("exclude_params", [3]),
        ("exclude_params", ["not an identifier"]),
        ("exclude_params", 7),
        ("output", "verbose"),
        ("wait", 2),
        ("stop", "never"),
    ],
)
def test_wrong_new_arguments_raise_configuration_error(argument: str, value: object) -> None:
    """Each new argument is checked where the decorator is written, naming itself."""
    with pytest.raises(ConfigurationError, match=argument):
        smart_retry_with_observation(**{argument: value})


class Context:
    """Stands for a framework's injected context object."""

    def __init__(self, serial: int) -> None:
        self.serial = serial

    def __repr__(self) -> str:
        return f"Context(serial={self.serial}, secret_dependency=...)"


def _request_params(tool: Any, *args: Any, **kwargs: Any) -> dict[str, Any]:
    observation = tool.observe(*args, **kwargs)
    request = observation.request
    assert request is not None
    params: dict[str, Any] = request["params"]
    return params


@pytest.mark.parametrize(
    "exclude",
    [("ctx",), (Context,), "ctx", Context],
    ids=["name", "type", "bare-name", "bare-type"],
)
def test_excluded_parameters_stay_out_of_request(exclude: Any) -> None:
    """``exclude_params`` by name or by annotated type keeps a parameter out of ``request``."""

    @smart_retry_with_observation(
        max_retries=0, output=Output(detail="full"), exclude_params=exclude
    )
    def search(ctx: Context, query: str) -> str:
        raise ClientError("bad query")

    params = _request_params(search, Context(1), "weather")
    assert params == {"query": "weather"}


@pytest.mark.parametrize(
    "annotation",
    [Context, Context | None, Annotated[Context, "injected"], list[Context]],
    ids=["plain", "optional", "annotated", "generic"],
)
def test_excluded_types_are_found_through_annotations(annotation: Any) -> None:
    """A listed type is recognised inside Optional, Annotated and generic annotations."""

    def search(ctx: Any, query: str) -> str:
        raise ClientError("bad query")

    search.__annotations__ = {"ctx": annotation, "query": str, "return": str}
    tool = smart_retry_with_observation(
        max_retries=0, output=Output(detail="full"), exclude_params=[Context]
    )(search)
    assert _request_params(tool, None, "q") == {"query": "q"}


def test_values_of_an_excluded_type_are_left_out_without_an_annotation() -> None:
    """An unannotated parameter holding a listed type's instance is left out too."""

    @smart_retry_with_observation(
        max_retries=0, output=Output(detail="full"), exclude_params=[Context]
    )
    def search(ctx, query):  # type: ignore[no-untyped-def]
        raise ClientError("bad query")

    assert _request_params(search, Context(2), "q") == {"query": "q"}


def test_decorating_again_keeps_the_old_options_and_applies_the_new() -> None:
    """A decorated tool decorated again runs once per attempt, not nested retries."""
    runs = {"n": 0}

    @smart_retry_with_observation(max_retries=2, backoff=Backoff(base=0.0), name="fetch_data")
    def fetch() -> str:
        runs["n"] += 1
        raise TransientError("down")

    again = smart_retry_with_observation(max_retries=4)(fetch)
    observation = again.observe()
    assert runs["n"] == 5  # 4 retries from the outer arguments, not 3 x 5 nested attempts.
    assert observation.tool == "fetch_data"  # The inner name is kept.
    assert again.__wrapped__ is fetch.__wrapped__


def test_a_redecorated_tool_keeps_its_turn_budget() -> None:
    """Decorating a decorated tool again does not hide its failures from the turn."""
    import toolretry

    runs = {"n": 0}

    @smart_retry_with_observation(max_retries=0)
    def lookup(sku: str) -> str:
        runs["n"] += 1
        raise TransientError("down")

    again = smart_retry_with_observation(name="lookup_again")(lookup)
    with toolretry.turn(max_failures_per_tool=2, max_identical_failures=10) as turn:
        first = again.observe("a")
        second = again.observe("b")
        third = again.observe("c")
    assert runs["n"] == 2 + 0  # The third call is refused: the budget of 2 was spent.
    assert first.status == second.status == "error"
    assert third.error_code == "TOOL_BUDGET_EXHAUSTED"
    assert turn.should_stop
