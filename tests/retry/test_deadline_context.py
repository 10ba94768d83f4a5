"""The attempt's deadline lives in a context variable: visible where the context goes."""

from __future__ import annotations

import asyncio
import contextvars
import threading
from collections.abc import Iterator

import pytest

import toolretry
from toolretry import Backoff, remaining_time
from toolretry import smart_retry_with_observation as retry_tool


@pytest.fixture(autouse=True, params=["no turn", "in a turn"])
def where(request: pytest.FixtureRequest) -> Iterator[None]:
    """Each test runs outside any turn (a plain tool's first attempt is made inline by its
    wrapper) and inside one (every call goes through the pipeline): both keep the deadline
    the same way."""
    if request.param == "no turn":
        yield
        return
    with toolretry.turn():
        yield


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


@pytest.mark.parametrize("budgets", [(1.0, 7.0, 30.0, 300.0), (2.5, 2.6, 45.0, 90.0)])
def test_threads_in_one_copied_context_each_see_their_own_deadline(
    budgets: tuple[float, ...],
) -> None:
    """Plain tools running at once on threads started from one context (copies of it, as
    asyncio.to_thread and frameworks' executors make) each see their own deadline while the
    others run, and none is left behind."""
    barrier = threading.Barrier(len(budgets))
    seen: dict[float, tuple[float | None, float | None]] = {}
    errors: list[BaseException] = []

    def make(budget: float) -> object:
        # A name each: in a turn, identical calls running at once would be held back.
        @retry_tool(total_timeout=budget, name=f"tool_{budget}")
        def tool() -> str:
            before = remaining_time()
            barrier.wait(timeout=10)  # All calls are running now.
            after = remaining_time()
            barrier.wait(timeout=10)
            seen[budget] = (before, after)
            return "ok"

        return tool

    @retry_tool(total_timeout=99.0)
    def here() -> str:
        return "ok"

    # Every thread starts from a copy of one context in which a call already ran here.
    assert here() == "ok"
    tools = {budget: make(budget) for budget in budgets}

    def run(budget: float) -> None:
        try:
            assert tools[budget]() == "ok"  # type: ignore[operator]
            assert remaining_time() is None
        except BaseException as exc:  # Reported below: a thread's assertion is not raised.
            errors.append(exc)

    threads = [
        threading.Thread(target=contextvars.copy_context().run, args=(run, budget))
        for budget in budgets
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    for budget, (before, after) in seen.items():
        assert before is not None
        assert after is not None
        assert budget - 5.0 < after <= before <= budget
    assert remaining_time() is None


@pytest.mark.parametrize(("inner", "outer"), [(0.5, 30.0), (20.0, 3.0)])
def test_a_plain_tool_inside_an_async_tool_sees_its_own_deadline(
    inner: float, outer: float
) -> None:
    """A ``def`` tool called from an ``async def`` tool: its own deadline inside, the async
    tool's after it returns (or fails)."""
    seen: dict[str, float | None] = {}

    @retry_tool(total_timeout=inner, max_retries=0)
    def plain(fail: bool) -> str:
        seen["plain"] = remaining_time()
        if fail:
            raise ValueError("bad input")
        return "ok"

    @retry_tool(total_timeout=outer)
    async def tool() -> str:
        plain(False)
        seen["after success"] = remaining_time()
        plain(True)
        seen["after failure"] = remaining_time()
        return "ok"

    assert asyncio.run(tool()) == "ok"
    assert seen["plain"] is not None
    assert seen["plain"] <= inner
    for key in ("after success", "after failure"):
        left = seen[key]
        assert left is not None
        assert outer - 2.0 < left <= outer
    assert remaining_time() is None


@pytest.mark.parametrize(("inner", "outer"), [(0.5, 30.0), (40.0, 4.0)])
def test_a_thread_given_the_callers_context_runs_its_own_call(inner: float, outer: float) -> None:
    """A thread started with a copy of a running call's context sees that call's deadline;
    a decorated call on it sees its own, and the caller's is untouched by it."""
    seen: dict[str, float | None] = {}

    @retry_tool(total_timeout=inner)
    def helper() -> str:
        seen["helper"] = remaining_time()
        return "ok"

    def on_thread() -> None:
        seen["thread before"] = remaining_time()
        helper()
        seen["thread after"] = remaining_time()

    @retry_tool(total_timeout=outer)
    def tool() -> str:
        thread = threading.Thread(target=contextvars.copy_context().run, args=(on_thread,))
        thread.start()
        thread.join()
        seen["caller"] = remaining_time()
        return "ok"

    assert tool() == "ok"
    for key in ("thread before", "thread after", "caller"):
        left = seen[key]
        assert left is not None, key
        assert outer - 2.0 < left <= outer, key
    assert seen["helper"] is not None
    assert seen["helper"] <= inner
    assert remaining_time() is None


@pytest.mark.parametrize("budget", [5.0, 30.0])
def test_a_failing_call_leaves_no_deadline_behind(budget: float) -> None:
    """Whether the tool fails, is retried or succeeds, nothing is left set after the call."""
    calls = 0

    @retry_tool(total_timeout=budget, max_retries=1, backoff=Backoff(base=0, max=0))
    def flaky() -> str:
        nonlocal calls
        calls += 1
        if calls == 1:
            raise ConnectionResetError(104, "Connection reset by peer")
        if calls == 2:
            return "ok"
        raise ValueError("bad")

    assert flaky() == "ok"
    assert remaining_time() is None
    assert flaky().startswith("Tool call failed")
    assert remaining_time() is None
