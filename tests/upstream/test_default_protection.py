"""Protection without configuration: an in-process retry budget and Retry-After pause."""

from __future__ import annotations

import asyncio
import functools
import threading
import time

import pytest

import toolretry
import toolretry.testing
from toolretry import Backoff, TransientError, smart_retry_with_observation
from toolretry.upstream._local import (
    DEFAULT_BUDGET_FLOOR,
    DEFAULT_BUDGET_RATIO,
    DEFAULT_BUDGET_WINDOW,
)


class Down:
    """An upstream that is down: every attempt raises a transient error; attempts counted."""

    def __init__(self, retry_after: float | None = None) -> None:
        self.attempts = 0
        self.started: list[float] = []
        self.retry_after = retry_after
        self._lock = threading.Lock()

    def __call__(self) -> str:
        with self._lock:
            self.attempts += 1
            self.started.append(time.monotonic())
        raise TransientError("unavailable", retry_after=self.retry_after)


def _no_wait(body: object, **options: object) -> object:
    return smart_retry_with_observation(body, backoff=Backoff(base=0, max=0), **options)  # type: ignore[call-overload]


@pytest.mark.parametrize("calls", [20, 60, 150])
def test_an_outage_costs_a_bounded_share_of_retries(calls: int) -> None:
    """Calls in an outage retry at most ratio x calls + floor times in all."""
    body = Down()
    tool = _no_wait(body)
    for _ in range(calls):
        tool()
    allowed = DEFAULT_BUDGET_RATIO * calls + DEFAULT_BUDGET_FLOOR * DEFAULT_BUDGET_WINDOW
    assert calls < body.attempts <= calls + allowed + 1


@pytest.mark.parametrize("max_retries", [1, 3, 5])
def test_a_lone_call_keeps_all_its_retries(max_retries: int) -> None:
    """One failing call of a quiet tool makes every attempt it is allowed."""
    body = Down()
    _no_wait(body, max_retries=max_retries)()
    assert body.attempts == max_retries + 1


@pytest.mark.parametrize("threads", [8, 32])
def test_concurrent_callers_share_one_budget(threads: int) -> None:
    """Threads calling one tool in an outage draw from one budget."""
    body = Down()
    tool = _no_wait(body, max_retries=5)
    workers = [threading.Thread(target=tool) for _ in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    allowed = DEFAULT_BUDGET_RATIO * threads + DEFAULT_BUDGET_FLOOR * DEFAULT_BUDGET_WINDOW
    assert body.attempts <= threads + allowed + 1


def test_the_budget_refusal_says_so() -> None:
    """A retry the default budget refuses ends the call with gave_up: retry_budget."""
    body = Down()
    tool = _no_wait(body, max_retries=3)
    answers = [tool.observe() for _ in range(30)]
    assert any(answer.details.get("gave_up") == "retry_budget" for answer in answers)


@pytest.mark.parametrize("pause", [0.3, 0.5])
def test_a_call_inside_an_announced_window_waits_it_out(pause: float) -> None:
    """After one caller hears Retry-After, the next call of the tool runs only after it."""
    body = Down(retry_after=pause)
    tool = _no_wait(body, max_retries=0, total_timeout=5)
    tool()
    announced = time.monotonic()
    tool()
    assert body.started[1] >= announced + pause - 0.01


@pytest.mark.parametrize(("pause", "timeout"), [(5.0, 0.5), (30.0, 2.0)])
def test_a_window_past_the_deadline_is_answered_without_sending(
    pause: float, timeout: float
) -> None:
    """A call whose deadline ends inside the window answers UPSTREAM_PAUSED without running."""
    body = Down(retry_after=pause)
    tool = _no_wait(body, max_retries=0, total_timeout=timeout)
    tool()
    answer = tool.observe()
    assert (answer.error_code, body.attempts) == ("UPSTREAM_PAUSED", 1)
    assert 0 < answer.retry_after <= pause


def test_an_async_call_inside_a_window_is_answered_without_sending() -> None:
    """The same for async def tools."""
    attempts: list[int] = []

    async def down() -> str:
        attempts.append(1)
        raise TransientError("busy", retry_after=30)

    tool = smart_retry_with_observation(down, max_retries=0, total_timeout=1)

    async def main() -> str:
        await tool()
        return str((await tool.observe()).error_code)

    assert (asyncio.run(main()), attempts) == ("UPSTREAM_PAUSED", [1])


def test_two_tools_do_not_share_a_pause() -> None:
    """A pause announced to one tool leaves another tool free."""
    smart_retry_with_observation(Down(retry_after=30), max_retries=0)()
    other = smart_retry_with_observation(lambda: "ran", total_timeout=1)
    assert other() == "ran"


def test_set_testing_turns_the_default_budget_off() -> None:
    """Under set_testing every call keeps all its attempts."""
    body = Down()
    tool = smart_retry_with_observation(body, max_retries=3)
    with toolretry.set_testing(True):
        for _ in range(30):
            tool()
    assert body.attempts == 120


def test_decorations_of_one_function_share_a_pause() -> None:
    """Each thread decorating the same function still shares one pause."""
    attempts: list[int] = []

    def down() -> str:
        attempts.append(1)
        raise TransientError("busy", retry_after=30)

    first = smart_retry_with_observation(down, max_retries=0, total_timeout=1)
    second = smart_retry_with_observation(down, max_retries=0, total_timeout=1)
    first()
    assert (second.observe().error_code, len(attempts)) == ("UPSTREAM_PAUSED", 1)


@pytest.mark.parametrize("calls", [40, 100])
def test_decorations_of_one_function_share_a_budget(calls: int) -> None:
    """Retries across many decorations of one function stay within one budget."""
    body = Down()
    tools = [_no_wait(body) for _ in range(8)]
    for n in range(calls):
        tools[n % 8]()
    allowed = DEFAULT_BUDGET_RATIO * calls + DEFAULT_BUDGET_FLOOR * DEFAULT_BUDGET_WINDOW
    assert body.attempts <= calls + allowed + 1


def test_same_named_functions_defined_apart_do_not_share_a_pause() -> None:
    """Two defs given one module, name and qualified name, written at different lines, keep
    separate pauses (where a function is defined is part of its identity)."""

    def paused() -> str:
        raise TransientError("busy", retry_after=30)

    def free() -> str:
        return "ran"

    free.__name__, free.__qualname__ = paused.__name__, paused.__qualname__
    smart_retry_with_observation(paused, max_retries=0, total_timeout=1)()
    assert smart_retry_with_observation(free, max_retries=0, total_timeout=1)() == "ran"


def test_a_partial_does_not_share_a_pause_with_its_function() -> None:
    """``functools.partial(f, ...)`` is a tool of its own: a pause announced to ``f`` leaves
    it free, and the other way round."""
    seen: list[str] = []

    def fetch(city: str) -> str:
        seen.append(city)
        if city == "down":
            raise TransientError("busy", retry_after=30)
        return city

    smart_retry_with_observation(fetch, max_retries=0, total_timeout=1)("down")
    bound = smart_retry_with_observation(functools.partial(fetch, "Paris"), total_timeout=1)
    assert (bound(), seen) == ("Paris", ["down", "Paris"])


class Flaky:
    """An upstream that answers until ``down`` is set, then raises a transient error."""

    def __init__(self) -> None:
        self.down = False
        self.attempts = 0

    def __call__(self) -> str:
        self.attempts += 1
        if self.down:
            raise TransientError("unavailable")
        return "ok"


@pytest.mark.parametrize("successes", [300, 900])
def test_successes_inside_a_turn_earn_retries_as_successes_outside_do(successes: int) -> None:
    """The default budget counts a success made inside a turn like one made outside it."""
    granted = []
    for in_turn in (False, True):
        toolretry.testing.reset()  # Each run starts with the budget all Flaky tools share.
        body = Flaky()
        tool = _no_wait(body, max_retries=3)
        if in_turn:
            with toolretry.turn():
                for _ in range(successes):
                    tool()
        else:
            for _ in range(successes):
                tool()
        body.down, body.attempts = True, 0
        for _ in range(40):
            tool()
        granted.append(body.attempts - 40)
    assert granted[1] == granted[0] > 0


@pytest.mark.parametrize("sync", [True, False])
def test_a_pause_announced_outside_a_turn_holds_inside_it(sync: bool) -> None:
    """A call inside a turn that starts in a shared pause is answered without running."""
    attempts: list[int] = []

    def down() -> str:
        attempts.append(1)
        raise TransientError("busy", retry_after=30)

    async def down_async() -> str:
        return down()

    body = down if sync else down_async
    tool = smart_retry_with_observation(body, max_retries=0, total_timeout=1)

    async def call() -> object:
        return await tool()  # type: ignore[misc]

    def run() -> object:
        return tool() if sync else asyncio.run(call())

    run()
    with toolretry.turn():
        answer = run()
    assert "UPSTREAM_PAUSED" in str(answer)
    assert attempts == [1]
