"""An async attempt is awaited natively under its deadline: what the tool awaits, sends back
or raises reaches it as it would without the decorator."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest

import toolretry
from toolretry import smart_retry_with_observation as retry_tool
from toolretry.retry._async_attempt import run_attempt, watchdog_of


def _code(text: str) -> str | None:
    for line in text.splitlines():
        if line.startswith("error_code: "):
            return line.removeprefix("error_code: ")
    return None


@pytest.mark.parametrize("result", ["sunny", 0, None, [1, 2], {"a": 1}])
async def test_a_tool_that_never_suspends_leaves_its_watchdog_no_entry(result: Any) -> None:
    """A bounded call whose tool returns without suspending leaves its watchdog no entry."""

    @retry_tool(total_timeout=30)
    async def instant() -> Any:
        return result

    await instant()
    assert watchdog_of(asyncio.get_running_loop()).calls == {}


@pytest.mark.parametrize(("blocked", "budget"), [(0.15, 0.05), (0.2, 0.1), (0.12, 0.02)])
async def test_a_tool_blocking_past_its_deadline_is_cut_at_its_first_suspension(
    blocked: float, budget: float
) -> None:
    """A tool that blocks past its deadline before it first suspends is cancelled there and
    answered TIMEOUT; the code after that suspension never runs."""
    reached: list[bool] = []

    @retry_tool(total_timeout=budget, max_retries=0)
    async def stubborn() -> str:
        time.sleep(blocked)  # Blocking: nothing can cancel it here.
        await asyncio.sleep(5)
        reached.append(True)
        return "late"

    text = await stubborn()
    assert _code(text) == "TIMEOUT"
    assert reached == []


@pytest.mark.parametrize("suspensions", [1, 2, 5, 20])
async def test_values_sent_back_at_each_suspension_reach_the_tool(suspensions: int) -> None:
    """What the event loop hands back at each suspension (a future's result) reaches the
    tool, however many times it suspends."""

    @retry_tool(total_timeout=30)
    async def counting() -> str:
        got = [await asyncio.sleep(0, result=i) for i in range(suspensions)]
        return ",".join(str(value) for value in got)

    assert await counting() == ",".join(str(i) for i in range(suspensions))


@pytest.mark.parametrize("deadline", [30.0, float("inf")])
async def test_an_awaitable_that_is_not_a_coroutine_is_awaited(deadline: float) -> None:
    """run_attempt awaits a future as it awaits a coroutine, bounded or not."""
    loop = asyncio.get_running_loop()
    future: asyncio.Future[str] = loop.create_future()
    loop.call_soon(future.set_result, "done")
    assert await run_attempt(future, time.monotonic() + deadline) == "done"


async def test_a_non_awaitable_is_a_type_error() -> None:
    """run_attempt refuses what cannot be awaited with the TypeError ``await`` gives."""
    with pytest.raises(TypeError, match="can't be used in 'await' expression"):
        await run_attempt(42, time.monotonic() + 1)  # type: ignore[arg-type]


@pytest.mark.parametrize("error", [ValueError("bad"), ConnectionResetError("reset"), KeyError("k")])
async def test_an_exception_after_a_suspension_reaches_the_pipeline(error: Exception) -> None:
    """A tool that fails after suspending is classified like one that fails at once."""

    async def fails() -> str:
        await asyncio.sleep(0)
        raise error

    async def fails_at_once() -> str:
        raise error

    with toolretry.set_testing(True):
        late = await retry_tool(max_retries=1)(fails)()
        early = await retry_tool(max_retries=1)(fails_at_once)()
    assert _code(late) == _code(early)
    assert _code(late) is not None
