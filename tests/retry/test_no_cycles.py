"""A failed call leaves no garbage: its exceptions are freed when the call returns.

An exception's traceback holds every frame it passed through; a frame of ours that kept the
exception in a local after the call would make a reference cycle that only the garbage
collector frees (and every failure would feed the collector).
"""

from __future__ import annotations

import asyncio
import gc
import weakref
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import toolretry
from toolretry import smart_retry_with_observation as retry_tool
from toolretry import turn
from toolretry.instrumentation import disable_stats, enable_stats


class Refused(ValueError):
    """A client error of the tool's own (weak-referenceable, unlike builtin instances)."""


class Reset(ConnectionResetError):
    """A transient error of the tool's own."""


class Unknown(Exception):
    """An exception toolretry knows nothing of: fatal."""


class Tool:
    """Raises a fresh exception per attempt (``make(attempt)``, None: succeed) and keeps a
    weak reference to each."""

    def __init__(self, make: Callable[[int], BaseException | None]) -> None:
        self.make = make
        self.runs = 0
        self.raised: list[weakref.ref[BaseException]] = []

    def attempt(self) -> str:
        self.runs += 1
        if self.make(self.runs) is None:
            return "ok"
        # Raised straight from an expression: a local holding it would be the tool's own
        # cycle (its frame is in the traceback), not toolretry's.
        raise self._tracked(self.make(self.runs))  # type: ignore[arg-type]

    def _tracked(self, exc: BaseException) -> BaseException:
        self.raised.append(weakref.ref(exc))
        return exc

    def sync(self, city: str) -> str:
        return self.attempt()

    async def async_(self, city: str) -> str:
        await asyncio.sleep(0)
        return self.attempt()


STORIES: dict[str, Callable[[int], BaseException | None]] = {
    "client error": lambda n: Refused(f"no such city (attempt {n})"),
    "transient twice, then success": lambda n: Reset(104, "reset") if n < 3 else None,
    "transient until retries run out": lambda n: Reset(104, "connection reset by peer"),
    "transient, then a client error": lambda n: Reset(104, "reset") if n == 1 else Refused("x"),
    "an unknown exception": lambda n: Unknown(f"total_{n}"),
}

WAYS = ["plain", "observe", "in a turn", "instrumented", "guarded", "fallback"]


@pytest.fixture(autouse=True)
def _no_waits() -> Iterator[None]:
    """Waits are zero; the collector runs only when a test asks."""
    with toolretry.set_testing(True):
        gc.collect()
        gc.disable()
        try:
            yield
        finally:
            gc.enable()


def _decorate(tool: Tool, way: str, is_async: bool) -> Callable[..., Any]:
    fn = tool.async_ if is_async else tool.sync
    if way == "guarded":
        return retry_tool(breaker=toolretry.CircuitBreaker(f"cycles-{id(tool)}"))(fn)
    if way == "fallback":
        return retry_tool(fallback=lambda city: "cached")(fn)
    return retry_tool(fn)


def _call(decorated: Callable[..., Any], way: str, is_async: bool) -> object:
    target = decorated.observe if way == "observe" else decorated  # type: ignore[attr-defined]

    def once() -> object:
        if not is_async:
            return target("Paris")
        return asyncio.run(target("Paris"))

    if way == "in a turn":
        with turn(max_failures=100, max_failures_per_tool=100, max_identical_failures=100):
            return once()
    if way == "instrumented":
        enable_stats()
        try:
            return once()
        finally:
            disable_stats()
    return once()


@pytest.mark.parametrize("is_async", [False, True], ids=["sync", "async"])
@pytest.mark.parametrize("way", WAYS)
@pytest.mark.parametrize("story", sorted(STORIES))
def test_exceptions_are_freed_when_the_call_returns(story: str, way: str, is_async: bool) -> None:
    """Every exception an attempt raised is gone once the call has answered, without the
    garbage collector."""
    tool = Tool(STORIES[story])
    answer = _call(_decorate(tool, way, is_async), way, is_async)
    assert answer is not None
    assert tool.raised, "the tool never raised"
    alive = [ref() for ref in tool.raised if ref() is not None]
    assert alive == []
