"""Off means free: with no backend enabled (never, or enabled then disabled) a decorated tool's
success path runs no instrumentation code at all, traced with ``sys.setprofile``."""

from __future__ import annotations

import gc
import sys
import types
import typing
from collections.abc import Callable

import pytest
from prometheus_client import CollectorRegistry

from toolretry import smart_retry_with_observation
from toolretry.instrumentation import (
    disable_otel,
    disable_prometheus,
    disable_stats,
    disable_structlog,
    enable_otel,
    enable_prometheus,
    enable_stats,
    enable_structlog,
)


def _trace(call: Callable[[], object]) -> tuple[set[str], int]:
    """The modules whose Python code ran during ``call()``, and how many calls were made."""
    modules: set[str] = set()
    calls = 0

    def profiler(frame: types.FrameType, event: str, arg: object) -> None:
        nonlocal calls
        if event == "call":
            modules.add(str(frame.f_globals.get("__name__", "")))
        if event in ("call", "c_call"):
            calls += 1

    # A collection during the trace would run other objects' finalizers and count their calls.
    gc.collect()
    gc.disable()
    sys.setprofile(profiler)
    try:
        call()
    finally:
        sys.setprofile(None)
        gc.enable()
    return modules, calls


def _drive(coro: typing.Coroutine[object, object, object]) -> object:
    try:
        coro.send(None)
    except StopIteration as stop:
        return stop.value
    raise AssertionError("the coroutine suspended")


def _tools() -> list[Callable[[], object]]:
    @smart_retry_with_observation
    def tool(city: str) -> str:
        return city

    @smart_retry_with_observation
    async def atool(city: str) -> str:
        return city

    return [lambda: tool("Oslo"), lambda: _drive(atool("Oslo"))]


SWITCHES = [
    ("otel", lambda: enable_otel(), disable_otel),
    ("prometheus", lambda: enable_prometheus(CollectorRegistry()), disable_prometheus),
    ("structlog", lambda: enable_structlog(), disable_structlog),
    ("stats", enable_stats, disable_stats),
]


@pytest.mark.parametrize("which", range(2), ids=["sync", "async"])
def test_no_instrumentation_code_runs_while_nothing_is_enabled(which: int) -> None:
    """Nothing enabled: the success path calls into no instrumentation module."""
    call = _tools()[which]
    modules, _ = _trace(call)
    assert not {m for m in modules if m.startswith("toolretry.instrumentation")}
    assert not {m for m in modules if m.startswith("opentelemetry")}


@pytest.mark.parametrize(("name", "enable", "disable"), SWITCHES, ids=[s[0] for s in SWITCHES])
@pytest.mark.parametrize("which", range(2), ids=["sync", "async"])
def test_enabled_then_disabled_is_free_again(
    name: str, enable: Callable[[], None], disable: Callable[[], None], which: int
) -> None:
    """A backend enabled and then disabled leaves the success path exactly as it was before:
    the same calls, none into instrumentation; while enabled, its code does run."""
    call = _tools()[which]
    call()  # Warm: first-call work (imports, caches) is not the success path.
    _, before = _trace(call)
    enable()
    try:
        call()
        enabled_modules, _ = _trace(call)
    finally:
        disable()
    modules, after = _trace(call)
    assert any(m.startswith("toolretry.instrumentation") for m in enabled_modules)
    assert not {m for m in modules if m.startswith("toolretry.instrumentation")}
    assert after == before
