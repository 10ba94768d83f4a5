"""``set_testing``: waits become zero, as a call and as a context manager."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator

import pytest

import toolretry
from toolretry import (
    Backoff,
    RetryScheduled,
    TransientError,
    set_testing,
    smart_retry_with_observation,
)
from toolretry.retry._testing_mode import is_testing


@pytest.fixture(autouse=True)
def _restore_testing() -> Iterator[None]:
    """Each test starts with testing mode on and leaves the mode as it found it."""
    with set_testing(True):
        yield


def _flaky_tool(failures: int, **kwargs: object) -> tuple[object, list[RetryScheduled]]:
    scheduled: list[RetryScheduled] = []
    calls = {"n": 0}

    @smart_retry_with_observation(
        on_event=lambda e: scheduled.append(e) if isinstance(e, RetryScheduled) else None,
        **kwargs,  # type: ignore[arg-type]
    )
    def tool() -> str:
        calls["n"] += 1
        if calls["n"] <= failures:
            raise TransientError("busy")
        return "done"

    return tool, scheduled


def test_testing_mode_makes_long_waits_instant() -> None:
    """With testing on, three 10-second backoffs take no time at all."""
    tool, scheduled = _flaky_tool(3, backoff=Backoff(base=10.0, max=60.0, jitter="none"))
    start = time.monotonic()
    assert tool() == "done"  # type: ignore[operator]
    assert time.monotonic() - start < 0.5
    assert [e.planned_s for e in scheduled] == [10.0, 20.0, 40.0]


def test_testing_mode_makes_async_waits_instant() -> None:
    """Async tools skip their backoff sleeps too."""
    calls = {"n": 0}

    @smart_retry_with_observation(backoff=Backoff(base=10.0, max=10.0))
    async def tool() -> str:
        calls["n"] += 1
        if calls["n"] < 3:
            raise TransientError("busy")
        return "done"

    start = time.monotonic()
    assert asyncio.run(tool()) == "done"
    assert time.monotonic() - start < 0.5


def test_real_waits_when_testing_is_off() -> None:
    """With testing off, the backoff is really slept."""
    set_testing(False)
    tool, _ = _flaky_tool(1, backoff=Backoff(base=0.05, max=0.05, jitter="none"))
    start = time.monotonic()
    assert tool() == "done"  # type: ignore[operator]
    assert time.monotonic() - start >= 0.045


def test_set_testing_as_a_plain_call_stays_in_force() -> None:
    """``set_testing(x)`` without ``with`` switches the mode until the next call."""
    set_testing(False)
    assert is_testing() is False
    set_testing(True)
    assert is_testing() is True
    set_testing(False)
    assert is_testing() is False


@pytest.mark.parametrize("outer", [True, False])
@pytest.mark.parametrize("inner", [True, False])
def test_context_manager_restores_previous_mode(outer: bool, inner: bool) -> None:
    """``with set_testing(x):`` restores whatever mode was in force before it."""
    set_testing(outer)
    with set_testing(inner):
        assert is_testing() is inner
    assert is_testing() is outer


def test_context_manager_restores_after_an_exception() -> None:
    """The previous mode comes back even when the block raises."""
    set_testing(False)
    with pytest.raises(RuntimeError), set_testing(True):
        raise RuntimeError("boom")
    assert is_testing() is False


def test_nested_context_managers_unwind_in_order() -> None:
    """Nested switches unwind one level at a time."""
    set_testing(False)
    with set_testing(True):
        with set_testing(False):
            assert is_testing() is False
        assert is_testing() is True
    assert is_testing() is False


def test_set_testing_is_public() -> None:
    """``toolretry.set_testing`` is the documented switch."""
    assert toolretry.set_testing is set_testing
