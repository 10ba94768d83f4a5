"""The decorator itself: what it keeps of the function, and that a failing tool never raises."""

from __future__ import annotations

import asyncio
import functools
import inspect
import json
import sys
import time
import types
import typing
from collections.abc import Callable, Iterator

import pytest
import requests
from hypothesis import given, settings
from hypothesis import strategies as st

import toolretry
from toolretry import Backoff, ClientError, TransientError
from toolretry import smart_retry_with_observation as retry_tool
from toolretry.testing import FaultServer, Reply


@pytest.fixture(autouse=True)
def _no_waits() -> Iterator[None]:
    """Every wait is zero in these tests."""
    with toolretry.set_testing(True):
        yield


class Units(typing.NamedTuple):
    temp: str


def get_weather(city: str, days: int = 1, *, units: Units | None = None) -> dict[str, object]:
    """Return the forecast for ``city``.

    Args:
        city: Name of the city.
        days: How many days ahead.
    """
    return {"city": city, "days": days}


async def aget_weather(city: str, days: int = 1, *, units: Units | None = None) -> str:
    """Return the forecast for ``city``, asynchronously."""
    return city


@pytest.mark.parametrize("fn", [get_weather, aget_weather], ids=["sync", "async"])
@pytest.mark.parametrize("bare", [True, False], ids=["bare", "with-args"])
def test_metadata_is_preserved(fn: typing.Callable[..., object], bare: bool) -> None:
    """Name, docstring, module, qualname, __wrapped__, annotations and signature are kept."""
    tool = retry_tool(fn) if bare else retry_tool(max_retries=1)(fn)  # type: ignore[call-overload]
    assert tool.__name__ == fn.__name__
    assert tool.__qualname__ == fn.__qualname__
    assert tool.__doc__ == fn.__doc__
    assert tool.__module__ == fn.__module__
    assert tool.__wrapped__ is fn
    assert tool.__annotations__ == {**inspect.get_annotations(fn, eval_str=True), "return": str}
    assert inspect.signature(tool) == inspect.signature(fn, eval_str=True).replace(
        return_annotation=str
    )
    assert typing.get_type_hints(tool) == {**typing.get_type_hints(fn), "return": str}


def test_sync_wrapper_is_not_a_coroutine_function() -> None:
    """A ``def`` tool stays a plain function returning ``str``."""
    tool = retry_tool(get_weather)
    assert not inspect.iscoroutinefunction(tool)
    assert tool("Paris") == '{"city": "Paris", "days": 1}'


def test_async_wrapper_is_a_coroutine_function() -> None:
    """An ``async def`` tool's wrapper is ``async def`` too, as is its ``.observe``."""
    tool = retry_tool(aget_weather)
    assert inspect.iscoroutinefunction(tool)
    assert inspect.iscoroutinefunction(tool.observe)
    assert asyncio.run(tool("Oslo")) == "Oslo"


def test_called_without_arguments_gives_a_decorator() -> None:
    """``@smart_retry_with_observation()`` works like the bare form."""
    tool = retry_tool()(get_weather)
    assert tool("Rome", days=2) == '{"city": "Rome", "days": 2}'


def test_wrapper_passes_arguments_through() -> None:
    """Positional, keyword and keyword-only arguments reach the tool unchanged."""
    seen: list[tuple[object, ...]] = []

    @retry_tool
    def tool(a: int, /, b: int, *args: int, c: int = 0, **kw: int) -> str:
        seen.append((a, b, args, c, kw))
        return "ok"

    tool(1, 2, 3, 4, c=5, d=6)
    assert seen == [(1, 2, (3, 4), 5, {"d": 6})]


def test_decorated_method_works_and_hides_self() -> None:
    """A decorated method gets ``self`` and the observation's params leave it out."""

    class Store:
        prefix = "item-"

        @retry_tool
        def get(self, item_id: str) -> str:
            if item_id == "missing":
                raise ClientError("no such item")
            return self.prefix + item_id

    store = Store()
    assert store.get("a") == "item-a"
    observation = Store.get.observe(store, "missing")
    assert observation.request == {"tool": "get", "params": {"item_id": "missing"}}


def test_callable_object_with_async_call_gets_the_async_wrapper() -> None:
    """An object whose ``__call__`` is ``async def`` is wrapped as an async tool."""

    class Search:
        async def __call__(self, query: str) -> str:
            await asyncio.sleep(0)
            return query.upper()

    tool = retry_tool(Search())
    assert inspect.iscoroutinefunction(tool)
    assert asyncio.run(tool("cats")) == "CATS"


def test_partial_is_named_after_its_function() -> None:
    """A ``functools.partial`` tool is named after the function it wraps."""

    def lookup(table: str, key_id: int) -> str:
        raise ClientError(f"no {key_id} in {table}")

    tool = retry_tool(functools.partial(lookup, "users"))
    assert tool(3).splitlines()[0] == "Tool call failed: lookup"


def test_name_argument_keeps_the_function_name() -> None:
    """``name=`` renames the tool in observations, not the Python function."""
    tool = retry_tool(name="weather")(get_weather)
    assert tool.__name__ == "get_weather"


def test_each_decorated_function_has_its_own_settings() -> None:
    """Two functions decorated by one decorator object keep their own names."""
    deco = retry_tool(max_retries=0)

    @deco
    def first() -> str:
        raise ClientError("a")

    @deco
    def second() -> str:
        raise ClientError("b")

    assert first().splitlines()[0].endswith("first")
    assert second().splitlines()[0].endswith("second")


def _trace(call: Callable[[], object]) -> tuple[set[str], int]:
    """Run ``call`` and say which modules' Python functions ran and how often the clock was read."""
    modules: set[str] = set()
    clock_reads = 0

    def profiler(frame: types.FrameType, event: str, arg: object) -> None:
        nonlocal clock_reads
        if event == "call":
            modules.add(str(frame.f_globals.get("__name__", "")))
        elif event == "c_call" and arg is time.monotonic:
            clock_reads += 1

    sys.setprofile(profiler)
    try:
        call()
    finally:
        sys.setprofile(None)
    return modules, clock_reads


def _drive(coro: typing.Coroutine[object, object, object]) -> object:
    try:
        coro.send(None)
    except StopIteration as stop:
        return stop.value
    raise AssertionError("the coroutine suspended")


@pytest.mark.parametrize("result", ["text", {"a": [1, 2]}])
def test_success_path_stays_out_of_tenacity_and_pydantic(result: object) -> None:
    """A successful call runs no tenacity or pydantic code and reads the clock once."""

    @retry_tool
    def tool() -> object:
        return result

    @retry_tool
    async def atool() -> object:
        return result

    for call in (tool, lambda: _drive(atool())):
        modules, clock_reads = _trace(call)
        assert not {m for m in modules if m.startswith(("tenacity", "pydantic"))}
        assert clock_reads == 1


def _exotic_exception(base: type[Exception], message: str, broken_str: bool) -> Exception:
    if not broken_str:
        return base(message)

    class Broken(base):  # type: ignore[valid-type,misc]
        def __str__(self) -> str:
            raise RuntimeError(message)

        def __repr__(self) -> str:
            raise RuntimeError(message)

    return Broken(message)


exception_bases = st.sampled_from(
    [
        Exception,
        RuntimeError,
        ValueError,
        TypeError,
        KeyError,
        OSError,
        TimeoutError,
        ConnectionError,
        UnicodeDecodeError.__mro__[2],  # ValueError via UnicodeError
        TransientError,
        ClientError,
        toolretry.BusinessError,
        toolretry.FatalError,
    ]
)


@given(base=exception_bases, message=st.text(max_size=300), broken_str=st.booleans())
@settings(max_examples=150)
def test_sync_tool_never_makes_the_decorator_raise(
    base: type[Exception], message: str, broken_str: bool
) -> None:
    """Whatever Exception a sync tool raises, the caller gets a failure observation string."""
    exc = _exotic_exception(base, message, broken_str)

    @retry_tool(max_retries=1)
    def tool(x: object = None) -> str:
        raise exc

    text = tool(object())
    assert isinstance(text, str)
    assert text.splitlines()[0] in ("Tool call failed: tool", "Tool call refused: tool")
    data = json.loads(retry_tool(format="json", max_retries=1)(tool.__wrapped__)())
    assert data["status"] == "error"


@given(base=exception_bases, message=st.text(max_size=100), broken_str=st.booleans())
@settings(max_examples=40)
def test_async_tool_never_makes_the_decorator_raise(
    base: type[Exception], message: str, broken_str: bool
) -> None:
    """Whatever Exception an async tool raises, the caller gets a failure observation string."""
    exc = _exotic_exception(base, message, broken_str)

    @retry_tool(max_retries=1)
    async def tool() -> str:
        await asyncio.sleep(0)
        raise exc

    text = asyncio.run(tool())
    assert text.startswith("Tool call ")


json_like = st.recursive(
    st.none() | st.booleans() | st.floats() | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(), children),
    max_leaves=8,
)


@given(result=json_like)
@settings(max_examples=60)
def test_any_json_like_result_renders(result: object) -> None:
    """Any JSON-like result (NaN and infinities included) comes back as a string."""

    @retry_tool
    def tool() -> object:
        return result

    assert isinstance(tool(), str)


# End to end against a real local HTTP server ---------------------------------------------


def _http_tool(server: FaultServer, path: str, **kwargs: object) -> object:
    @retry_tool(**kwargs)  # type: ignore[call-overload]
    def fetch(item: str) -> object:
        response = requests.get(server.url(path), timeout=5)
        response.raise_for_status()
        return response.json()

    return fetch


def test_http_429_with_retry_after_then_success(fault_server: FaultServer) -> None:
    """A 429 carrying Retry-After is waited out (at least that long) and then succeeds."""
    events: list[toolretry.Event] = []
    fault_server.script("/w", Reply.retry_after(seconds=2), Reply(json={"temp": 21}))
    tool = _http_tool(fault_server, "/w", on_event=events.append)
    assert tool("Paris") == '{"temp": 21}'  # type: ignore[operator]
    assert fault_server.hits("/w") == 2
    waits = [e.planned_s for e in events if isinstance(e, toolretry.RetryScheduled)]
    assert len(waits) == 1
    assert waits[0] >= 2


@pytest.mark.parametrize(
    ("form", "at_least"),
    [
        ({"seconds": 3}, 3.0),
        ({"seconds": 1.5}, 1.5),
        ({"http_date": 4}, 2.0),  # whole seconds, and the clock moves on
        ({"ms": 2500}, 2.5),
    ],
    ids=["seconds", "fractional", "http-date", "retry-after-ms"],
)
def test_every_retry_after_form_sets_the_wait(
    fault_server: FaultServer, form: dict[str, float], at_least: float
) -> None:
    """Each Retry-After form a server may send raises the wait to at least its value."""
    events: list[toolretry.Event] = []
    fault_server.script("/w", Reply.retry_after(**form), Reply(json={"ok": True}))
    tool = _http_tool(fault_server, "/w", on_event=events.append, backoff=Backoff(base=0.01))
    assert tool("x") == '{"ok": true}'  # type: ignore[operator]
    (scheduled,) = [e for e in events if isinstance(e, toolretry.RetryScheduled)]
    assert at_least <= scheduled.planned_s <= at_least + 2.5


def test_http_503_twice_then_success(fault_server: FaultServer) -> None:
    """Two 503s are retried; the third request's answer is returned."""
    fault_server.script("/w", Reply(status=503), Reply(status=503), Reply(json=[1, 2]))
    assert _http_tool(fault_server, "/w")("x") == "[1, 2]"  # type: ignore[operator]
    assert fault_server.hits("/w") == 3


def test_http_404_is_not_retried(fault_server: FaultServer) -> None:
    """A 404 is a client error: one request, and an observation saying so."""
    fault_server.script("/w", Reply(status=404), Reply(json={"late": True}))
    observation = _http_tool(fault_server, "/w").observe("Atlantis")  # type: ignore[attr-defined]
    assert fault_server.hits("/w") == 1
    assert (observation.error_code, observation.category, observation.status) == (
        "HTTP_404",
        "client",
        "error",
    )


def test_http_retry_after_past_deadline_is_returned(fault_server: FaultServer) -> None:
    """A Retry-After beyond the deadline is not waited for; the observation carries it."""
    fault_server.script("/w", Reply.retry_after(seconds=120), Reply(json={}))
    observation = _http_tool(fault_server, "/w", total_timeout=5).observe("x")  # type: ignore[attr-defined]
    assert fault_server.hits("/w") == 1
    assert observation.retry_after == 120
    assert observation.error_code == "HTTP_429"


def test_an_exception_whose_traceback_cannot_be_read_is_still_an_observation() -> None:
    """A hostile exception class (its ``__traceback__`` raises) never makes the decorator raise."""

    class Hostile(TypeError):
        def __getattribute__(self, name: str) -> object:
            if name == "__traceback__":
                raise RuntimeError("no traceback for you")
            return super().__getattribute__(name)

    @retry_tool(max_retries=0)
    def tool() -> str:
        raise Hostile("bad")

    assert tool().startswith("Tool call failed")
