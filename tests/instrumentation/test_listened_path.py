"""A listened call outside a turn (the wrapper's own path, told at its start and its end)
answers the same text and tells the listeners the same record as the observed path does."""

from __future__ import annotations

import asyncio
import dataclasses
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from toolretry import Output, TransientError, set_testing, smart_retry_with_observation
from toolretry.instrumentation import CallRecord, CallScope, add_listener, remove_listener
from toolretry.instrumentation._hub import nothing


class _Records:
    """A listener keeping every record it is told, and the order of its stages."""

    call_event = nothing

    def __init__(self) -> None:
        self.records: list[CallRecord] = []
        self.stages: list[str] = []

    def call_started(self, scope: CallScope) -> None:
        self.stages.append("started")

    def call_finished(self, scope: CallScope, record: CallRecord) -> None:
        self.stages.append("finished")
        self.records.append(record)


@pytest.fixture
def records() -> Iterator[_Records]:
    listener = _Records()
    add_listener(listener)
    try:
        yield listener
    finally:
        remove_listener(listener)


def _flaky(failures: int, exc: type[Exception], answer: object) -> Callable[[str], object]:
    """A tool failing ``failures`` times with ``exc``, then answering ``answer``."""
    left = [failures]

    def tool(city: str) -> object:
        if left[0] > 0:
            left[0] -= 1
            raise exc(f"no weather for {city}")
        return answer

    return tool


def _looped() -> dict[str, Any]:
    looped: dict[str, Any] = {"a": 1}
    looped["self"] = looped
    return looped


async def _never_run(city: str) -> str:
    return city


def _unawaited(city: str) -> Any:
    return _never_run(city)


# (how to make a fresh tool, decorator options): each made twice, once per path.
VARIANTS: dict[str, tuple[Callable[[], Callable[..., Any]], dict[str, Any]]] = {
    "str": (lambda: _flaky(0, ValueError, "sunny"), {}),
    "empty str": (lambda: _flaky(0, ValueError, ""), {}),
    "dict": (lambda: _flaky(0, ValueError, {"temp": 21, "sky": "clear"}), {}),
    "list": (lambda: _flaky(0, ValueError, [1, 2.5, None]), {}),
    "none": (lambda: _flaky(0, ValueError, None), {}),
    "envelope str": (
        lambda: _flaky(0, ValueError, "sunny"),
        {"format": "json", "output": Output(envelope=True)},
    ),
    "json format": (lambda: _flaky(0, ValueError, "sunny"), {"format": "json"}),
    "full detail": (lambda: _flaky(1, ValueError, "x"), {"output": Output(detail="full")}),
    "unrenderable": (lambda: _flaky(0, ValueError, _looped()), {}),
    "unawaited coroutine": (lambda: _unawaited, {}),
    "client error": (lambda: _flaky(1, ValueError, "x"), {}),
    "recovered": (lambda: _flaky(2, ConnectionError, "sunny"), {}),
    "gave up": (lambda: _flaky(9, TimeoutError, "x"), {"max_retries": 2}),
    "fallback": (
        lambda: _flaky(9, ConnectionError, "x"),
        {"max_retries": 1, "fallback": lambda city: f"cached for {city}"},
    ),
    "fallback unused": (
        lambda: _flaky(0, ConnectionError, "fresh"),
        {"fallback": lambda city: "cached"},
    ),
}


def _same(record: CallRecord) -> dict[str, Any]:
    """A record's fields but its elapsed time, which differs from call to call."""
    fields = dataclasses.asdict(record)
    del fields["elapsed_s"]
    return fields


def _timeless(text: str) -> str:
    """An answer's text but its elapsed time (shown with ``detail="full"``)."""
    return re.sub(r"elapsed_s: [0-9.]+", "elapsed_s: _", text)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_listened_sync_call_answers_and_tells_what_observe_does(
    records: _Records, variant: str
) -> None:
    """The listened path's text and record equal the observed path's for the same tool."""
    make, options = VARIANTS[variant]
    answered = smart_retry_with_observation(make(), name="weather", **options)("Paris")
    observed = smart_retry_with_observation(make(), name="weather", **options).observe("Paris")
    listened_record, observed_record = records.records
    assert (_timeless(answered), _same(listened_record)) == (
        _timeless(observed.render()),
        _same(observed_record),
    )


@pytest.mark.parametrize("variant", ["str", "dict", "client error", "recovered", "fallback"])
def test_a_listened_async_call_answers_and_tells_what_observe_does(
    records: _Records, variant: str
) -> None:
    """The same for an ``async def`` tool, one that suspends before it answers."""
    make, options = VARIANTS[variant]

    def made() -> Callable[..., Any]:
        inner = make()

        async def tool(city: str) -> Any:
            await asyncio.sleep(0)
            return inner(city)

        return smart_retry_with_observation(tool, name="weather", **options)

    answered = asyncio.run(made()("Paris"))
    observed = asyncio.run(made().observe("Paris"))
    listened_record, observed_record = records.records
    assert (_timeless(answered), _same(listened_record)) == (
        _timeless(observed.render()),
        _same(observed_record),
    )


@pytest.mark.parametrize("interrupt", [KeyboardInterrupt, SystemExit, GeneratorExit])
def test_a_base_exception_propagates_and_ends_the_call_once(
    records: _Records, interrupt: type[BaseException]
) -> None:
    """A ``BaseException`` from the tool propagates; the listeners hear one cancelled end."""

    def tool(city: str) -> str:
        raise interrupt()

    with pytest.raises(interrupt):
        smart_retry_with_observation(tool)("Paris")
    assert records.stages == ["started", "finished"]
    assert [r.outcome for r in records.records] == ["cancelled"]


@pytest.mark.parametrize("calls", [1, 3])
def test_a_first_try_success_is_one_start_and_one_end(records: _Records, calls: int) -> None:
    """Each successful call is told once at its start and once at its end, as ``ok``."""
    tool = smart_retry_with_observation(_flaky(0, ValueError, "sunny"))
    for _ in range(calls):
        tool("Paris")
    assert records.stages == ["started", "finished"] * calls
    assert {(r.outcome, r.attempts, r.failed_codes) for r in records.records} == {("ok", 1, ())}
    assert all(r.first_try for r in records.records)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("observe", [False, True])
def test_first_try_says_the_first_attempt_answered_and_nothing_else_happened(
    records: _Records, variant: str, observe: bool
) -> None:
    """``first_try`` is set exactly for a success of one attempt with no wait, fallback or
    breaker to tell of, on either path."""
    make, options = VARIANTS[variant]
    tool = smart_retry_with_observation(make(), name="weather", **options)
    if observe:
        tool.observe("Paris")
    else:
        tool("Paris")
    (record,) = records.records
    plain = (
        record.ok
        and record.attempts == 1
        and not record.failed_codes
        and not record.wait_s
        and record.fallback is None
        and record.breaker is None
        and record.breaker_state is None
    )
    assert record.first_try is plain
    assert record.first_try is (record.outcome == "ok" and record.attempts == 1)


@pytest.mark.parametrize("pause", [5.0, 30.0])
def test_a_listened_call_inside_a_pause_is_told_as_observe_tells_it(
    records: _Records, pause: float
) -> None:
    """Inside a Retry-After pause the listened path answers without running, as observe."""
    attempts: list[str] = []

    def down(city: str) -> str:
        attempts.append(city)
        raise TransientError("busy", retry_after=pause)

    with set_testing(False):  # Testing mode skips pauses.
        tool = smart_retry_with_observation(down, max_retries=0, total_timeout=0.5)
        tool("Paris")
        answered, observed = tool("Rome"), tool.observe("Oslo")
    _, listened, observed_record = records.records
    # What is left of the pause moves between the two calls.
    left = re.compile(r"retry_after: [0-9.]+")
    assert left.sub("", answered) == left.sub("", observed.render())
    assert _same(dataclasses.replace(listened, retry_after=None)) == _same(
        dataclasses.replace(observed_record, retry_after=None)
    )
    assert (listened.error_code, attempts) == ("UPSTREAM_PAUSED", ["Paris"])
