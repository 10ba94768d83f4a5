"""BaseExceptions that are not Exceptions always propagate, untouched, sync and async."""

from __future__ import annotations

import asyncio
import builtins
from collections.abc import Callable, Iterator

import pytest

import toolretry
from toolretry import TransientError
from toolretry import smart_retry_with_observation as retry_tool

BASE_EXCEPTIONS: list[Callable[[], BaseException]] = [
    lambda: KeyboardInterrupt(),
    lambda: SystemExit(3),
    lambda: GeneratorExit(),
    lambda: asyncio.CancelledError(),
]
IDS = ["KeyboardInterrupt", "SystemExit", "GeneratorExit", "CancelledError"]


@pytest.fixture(autouse=True)
def _no_waits() -> Iterator[None]:
    """Every wait is zero in these tests."""
    with toolretry.set_testing(True):
        yield


@pytest.fixture(params=["call", "observe"])
def entry(request: pytest.FixtureRequest) -> str:
    """Both ways in: calling the tool, and ``.observe()``."""
    return str(request.param)


def _sync_tool(exceptions: list[BaseException], entry: str) -> Callable[[], object]:
    runs = {"n": 0}

    @retry_tool(max_retries=3)
    def tool() -> str:
        runs["n"] += 1
        raise exceptions[runs["n"] - 1]

    return tool if entry == "call" else tool.observe


@pytest.mark.parametrize("make", BASE_EXCEPTIONS, ids=IDS)
def test_sync_first_attempt_base_exception_propagates(
    make: Callable[[], BaseException], entry: str
) -> None:
    """A BaseException from the first sync attempt is re-raised as the same object."""
    exc = make()
    call = _sync_tool([exc], entry)
    with pytest.raises(type(exc)) as excinfo:
        call()
    assert excinfo.value is exc


@pytest.mark.parametrize("make", BASE_EXCEPTIONS, ids=IDS)
def test_sync_retried_attempt_base_exception_propagates(
    make: Callable[[], BaseException], entry: str
) -> None:
    """A BaseException from a retried sync attempt is re-raised as the same object."""
    exc = make()
    call = _sync_tool([TransientError("first"), TransientError("second"), exc], entry)
    with pytest.raises(type(exc)) as excinfo:
        call()
    assert excinfo.value is exc


def test_system_exit_keeps_its_code() -> None:
    """SystemExit reaches the caller with its exit code intact."""
    call = _sync_tool([TransientError("first"), SystemExit(7)], "call")
    with pytest.raises(SystemExit) as excinfo:
        call()
    assert excinfo.value.code == 7


def _async_tool(exceptions: list[BaseException], entry: str, suspend: bool) -> Callable[[], object]:
    runs = {"n": 0}

    @retry_tool(max_retries=3, total_timeout=5.0)
    async def tool() -> str:
        runs["n"] += 1
        if suspend:
            await asyncio.sleep(0)
        raise exceptions[runs["n"] - 1]

    return tool if entry == "call" else tool.observe


@pytest.mark.parametrize("suspend", [False, True], ids=["before-await", "after-await"])
@pytest.mark.parametrize("make", BASE_EXCEPTIONS, ids=IDS)
async def test_async_first_attempt_base_exception_propagates(
    make: Callable[[], BaseException], entry: str, suspend: bool
) -> None:
    """A BaseException from the first async attempt is re-raised as the same object."""
    exc = make()
    call = _async_tool([exc], entry, suspend)
    with pytest.raises(type(exc)) as excinfo:
        await call()  # type: ignore[misc]
    assert excinfo.value is exc


@pytest.mark.parametrize("suspend", [False, True], ids=["before-await", "after-await"])
@pytest.mark.parametrize("make", BASE_EXCEPTIONS, ids=IDS)
async def test_async_retried_attempt_base_exception_propagates(
    make: Callable[[], BaseException], entry: str, suspend: bool
) -> None:
    """A BaseException from a retried async attempt is re-raised as the same object."""
    exc = make()
    call = _async_tool([TransientError("first"), exc], entry, suspend)
    with pytest.raises(type(exc)) as excinfo:
        await call()  # type: ignore[misc]
    assert excinfo.value is exc


def test_keyboard_interrupt_in_an_on_event_hook_propagates() -> None:
    """The hook guard catches the hook's bugs, not the user pressing Ctrl-C."""

    def hook(event: toolretry.Event) -> None:
        raise KeyboardInterrupt

    @retry_tool(on_event=hook)
    def tool() -> str:
        raise TransientError("busy")

    with pytest.raises(KeyboardInterrupt):
        tool()


def test_exception_group_of_exceptions_becomes_an_observation() -> None:
    """An ExceptionGroup is an Exception: it is answered, not propagated."""
    group_type = getattr(builtins, "ExceptionGroup", None)
    if group_type is None:
        pytest.skip("ExceptionGroup is 3.11+")

    @retry_tool
    def tool() -> str:
        raise group_type("many", [ValueError("a"), KeyError("b")])

    assert tool().startswith("Tool call failed: tool")
