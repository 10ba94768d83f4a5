"""The attempt's deadline lives in a context variable: visible where the context goes."""

from __future__ import annotations

import asyncio
import contextvars
import threading

import pytest

from toolretry import remaining_time
from toolretry import smart_retry_with_observation as retry_tool


@pytest.mark.parametrize("budget", [0.5, 5.0, 60.0, 3600.0])
def test_a_thread_started_with_the_context_sees_the_deadline(budget: float) -> None:
    """A thread run in a copy of the attempt's context is told the attempt's time left."""
    seen: list[float | None] = []

    @retry_tool(total_timeout=budget)
    def tool() -> str:
        context = contextvars.copy_context()
        thread = threading.Thread(target=context.run, args=(lambda: seen.append(remaining_time()),))
        thread.start()
        thread.join()
        return "ok"

    assert tool() == "ok"
    (left,) = seen
    assert left is not None
    assert 0.0 < left <= budget


@pytest.mark.parametrize("budget", [0.5, 5.0, 60.0])
def test_a_task_the_tool_starts_sees_the_deadline(budget: float) -> None:
    """A task created inside an async attempt inherits its deadline."""

    @retry_tool(total_timeout=budget)
    async def tool() -> str:
        async def child() -> float | None:
            return remaining_time()

        left = await asyncio.create_task(child())
        assert left is not None
        assert 0.0 < left <= budget
        return "ok"

    assert asyncio.run(tool()) == "ok"


@pytest.mark.parametrize(("inner", "outer"), [(0.5, 30.0), (2.0, 60.0), (10.0, 3600.0)])
def test_a_nested_call_sees_its_own_deadline_and_the_outer_one_returns(
    inner: float, outer: float
) -> None:
    """Inside a nested decorated call the inner deadline holds; after it, the outer one."""
    seen: dict[str, float | None] = {}

    @retry_tool(total_timeout=inner)
    def inner_tool() -> str:
        seen["inner"] = remaining_time()
        return "ok"

    @retry_tool(total_timeout=outer)
    def outer_tool() -> str:
        inner_tool()
        seen["after"] = remaining_time()
        return "ok"

    assert outer_tool() == "ok"
    assert seen["inner"] is not None
    assert seen["inner"] <= inner
    assert seen["after"] is not None
    assert inner < seen["after"] <= outer


def test_outside_any_call_there_is_no_deadline() -> None:
    """After a decorated call returns, nothing is left set in the caller's context."""

    @retry_tool(total_timeout=5.0)
    def tool() -> str:
        return "ok"

    assert tool() == "ok"
    assert remaining_time() is None
