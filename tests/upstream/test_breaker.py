"""CircuitBreaker: closed → open after exactly failure_threshold transient failures → half-open
trials → closed or open again."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from upstream_clock import Clock

from toolretry.exceptions import ConfigurationError
from toolretry.stores import MemoryStore, Store
from toolretry.upstream import CircuitBreaker, CircuitStateChanged
from toolretry.upstream._breaker import Admission, Verdict, admit, record_change


def book(breaker: CircuitBreaker, verdict: Verdict, trial: bool = False) -> Any:
    return breaker.store.update(breaker.key, record_change(breaker, verdict, trial))


def ask(breaker: CircuitBreaker) -> Admission:
    return breaker.store.update(breaker.key, admit(breaker))


def opened(breaker: CircuitBreaker, clock: Clock) -> None:
    for _ in range(breaker.failure_threshold):
        book(breaker, "failure")
        clock.advance(0.01)


@pytest.mark.parametrize("threshold", [1, 2, 5, 9])
def test_opens_after_exactly_threshold_failures(threshold: int, store: Store) -> None:
    """threshold - 1 transient failures leave it closed; one more opens it."""
    breaker = CircuitBreaker("up", failure_threshold=threshold, store=store)
    before = [book(breaker, "failure") for _ in range(threshold - 1)]
    assert (before, breaker.state()) == ([None] * (threshold - 1), "closed")
    changed = book(breaker, "failure")
    assert (changed.new, changed.failures, breaker.state()) == ("open", threshold, "open")


@pytest.mark.parametrize("verdict", ["success"])
def test_a_success_resets_the_streak(verdict: Verdict, timed_store: MemoryStore) -> None:
    """Failures must be consecutive: a success in between starts the count again."""
    breaker = CircuitBreaker("up", failure_threshold=3, store=timed_store)
    for _ in range(2):
        book(breaker, "failure")
    book(breaker, verdict)
    for _ in range(2):
        book(breaker, "failure")
    assert breaker.state() == "closed"


def test_neutral_outcomes_do_not_break_the_streak(timed_store: MemoryStore) -> None:
    """A fatal bug in the tool neither counts nor resets."""
    breaker = CircuitBreaker("up", failure_threshold=3, store=timed_store)
    for verdict in ("failure", "neutral", "failure", "neutral", "failure"):
        book(breaker, verdict)  # type: ignore[arg-type]
    assert breaker.state() == "open"


@pytest.mark.parametrize(
    ("window", "gap", "opens"), [(10, 4, True), (10, 6, False), (1, 0.6, False)]
)
def test_failures_older_than_the_window_do_not_count(
    clock: Clock, timed_store: MemoryStore, window: float, gap: float, opens: bool
) -> None:
    """Three failures open it only if none is older than ``window`` at the third."""
    breaker = CircuitBreaker("up", failure_threshold=3, window=window, store=timed_store)
    for index in range(3):
        if index:
            clock.advance(gap)
        book(breaker, "failure")
    assert (breaker.state() == "open") is opens


@pytest.mark.parametrize(("cool_down", "waited"), [(30, 0), (30, 12.5), (2, 1.9), (0.5, 0.1)])
def test_open_refuses_with_time_to_half_open(
    clock: Clock, timed_store: MemoryStore, cool_down: float, waited: float
) -> None:
    """An open breaker refuses, and retry_after is what is left of the cool-down."""
    breaker = CircuitBreaker(
        "up",
        failure_threshold=1,
        cool_down=cool_down,
        first_cool_down=cool_down,
        store=timed_store,
    )
    book(breaker, "failure")
    clock.advance(waited)
    admission = ask(breaker)
    assert (admission.allowed, admission.retry_after) == (
        False,
        pytest.approx(cool_down - waited),
    )


@pytest.mark.parametrize("half_open_calls", [1, 2, 3, 7])
def test_half_open_admits_exactly_half_open_calls(
    clock: Clock, timed_store: MemoryStore, half_open_calls: int
) -> None:
    """After the cool-down, exactly half_open_calls trials go out; the rest are refused."""
    breaker = CircuitBreaker(
        "up", failure_threshold=1, cool_down=5, half_open_calls=half_open_calls, store=timed_store
    )
    book(breaker, "failure")
    clock.advance(5)
    answers = [ask(breaker) for _ in range(half_open_calls + 3)]
    assert [a.allowed for a in answers] == [True] * half_open_calls + [False] * 3
    assert all(a.trial for a in answers[:half_open_calls])


def test_a_trial_success_closes(clock: Clock, timed_store: MemoryStore) -> None:
    """The first trial that succeeds closes the breaker and clears its failures."""
    breaker = CircuitBreaker("up", failure_threshold=2, cool_down=1, store=timed_store)
    opened(breaker, clock)
    clock.advance(1)
    ask(breaker)
    changed = book(breaker, "success", trial=True)
    book(breaker, "failure")
    assert (changed.old, changed.new, breaker.state()) == ("half_open", "closed", "closed")


@pytest.mark.parametrize(
    ("first", "most", "waits"),
    [(1.0, 30.0, [1, 2, 4, 8, 16, 30, 30]), (0.5, 3.0, [0.5, 1, 2, 3, 3]), (2.0, 2.0, [2, 2])],
)
def test_failed_trials_grow_the_cool_down(
    clock: Clock, timed_store: MemoryStore, first: float, most: float, waits: list[float]
) -> None:
    """The first cool-down is short; each failed trial doubles it, up to cool_down."""
    breaker = CircuitBreaker(
        "up", failure_threshold=1, cool_down=most, first_cool_down=first, store=timed_store
    )
    book(breaker, "failure")
    seen = []
    for _ in waits:
        wait = ask(breaker).retry_after
        seen.append(wait)
        clock.advance(wait)
        assert ask(breaker).trial
        book(breaker, "failure", trial=True)
    assert seen == [pytest.approx(w) for w in waits]


def test_a_success_resets_the_cool_down(clock: Clock, timed_store: MemoryStore) -> None:
    """After a trial succeeds, the next opening waits the first cool-down again."""
    breaker = CircuitBreaker("up", failure_threshold=1, cool_down=30, store=timed_store)
    book(breaker, "failure")
    for _ in range(3):
        clock.advance(ask(breaker).retry_after)
        ask(breaker)
        book(breaker, "failure", trial=True)
    clock.advance(ask(breaker).retry_after)
    ask(breaker)
    book(breaker, "success", trial=True)
    book(breaker, "failure")
    assert ask(breaker).retry_after == pytest.approx(1.0)


def test_a_neutral_trial_gives_its_slot_back(clock: Clock, timed_store: MemoryStore) -> None:
    """A trial that says nothing about the upstream lets the next caller try."""
    breaker = CircuitBreaker("up", failure_threshold=1, cool_down=1, store=timed_store)
    book(breaker, "failure")
    clock.advance(1)
    ask(breaker)
    refused = ask(breaker).allowed
    book(breaker, "neutral", trial=True)
    assert (refused, ask(breaker).allowed, breaker.state()) == (False, True, "half_open")


def test_trials_that_never_report_lapse(clock: Clock, timed_store: MemoryStore) -> None:
    """A trial whose caller vanished frees its slot after one cool-down."""
    breaker = CircuitBreaker("up", failure_threshold=1, cool_down=2, store=timed_store)
    book(breaker, "failure")
    clock.advance(2)
    ask(breaker)
    clock.advance(1.9)
    still_refused = ask(breaker).allowed
    clock.advance(0.2)
    assert (still_refused, ask(breaker).allowed) == (False, True)


def test_late_answers_while_open_change_nothing(clock: Clock, timed_store: MemoryStore) -> None:
    """A success of a call admitted before the breaker opened does not close it."""
    breaker = CircuitBreaker("up", failure_threshold=1, cool_down=10, store=timed_store)
    book(breaker, "failure")
    book(breaker, "success")
    assert breaker.state() == "open"


def test_breakers_with_one_name_share_state(timed_store: MemoryStore) -> None:
    """Two CircuitBreaker objects naming one upstream in one store are one breaker."""
    first = CircuitBreaker("payments", failure_threshold=2, store=timed_store)
    second = CircuitBreaker("payments", failure_threshold=2, store=timed_store)
    other = CircuitBreaker("search", failure_threshold=2, store=timed_store)
    book(first, "failure")
    book(second, "failure")
    assert (first.state(), other.state()) == ("open", "closed")


def test_reset_closes(timed_store: MemoryStore) -> None:
    """reset() closes an open breaker."""
    breaker = CircuitBreaker("up", failure_threshold=1, store=timed_store)
    book(breaker, "failure")
    breaker.reset()
    assert breaker.state() == "closed"


async def test_state_async_reads_the_same_state(store: Store) -> None:
    """state_async() agrees with state()."""
    breaker = CircuitBreaker("up", failure_threshold=1, store=store)
    book(breaker, "failure")
    assert (await breaker.state_async(), breaker.state()) == ("open", "open")


def test_the_default_store_is_shared_by_name() -> None:
    """Without a store, breakers use the process-wide MemoryStore."""
    first = CircuitBreaker("default-store-test", failure_threshold=1)
    first.reset()
    book(first, "failure")
    assert CircuitBreaker("default-store-test").state() == "open"
    first.reset()


@pytest.mark.parametrize(
    "kwargs",
    [
        {"name": ""},
        {"name": "  "},
        {"name": 7},
        {"name": "x" * 201},
        {"failure_threshold": 0},
        {"failure_threshold": 2.5},
        {"failure_threshold": True},
        {"window": 0},
        {"window": float("nan")},
        {"cool_down": -1},
        {"cool_down": float("inf")},
        {"half_open_calls": 0},
        {"store": "redis://localhost"},
    ],
)
def test_bad_arguments_are_refused(kwargs: dict[str, Any]) -> None:
    """Wrong arguments raise ConfigurationError naming the argument."""
    arguments = {"name": "up", **kwargs}
    name = arguments.pop("name")
    with pytest.raises(ConfigurationError, match=next(iter(kwargs))):
        CircuitBreaker(name, **arguments)


def test_transitions_are_events(clock: Clock, timed_store: MemoryStore) -> None:
    """Each transition comes back as a CircuitStateChanged naming both states."""
    breaker = CircuitBreaker("up", failure_threshold=1, cool_down=1, store=timed_store)
    seen = [book(breaker, "failure")]
    clock.advance(1)
    seen.append(ask(breaker).changed)
    seen.append(book(breaker, "success", trial=True))
    assert [(c.old, c.new) for c in seen if isinstance(c, CircuitStateChanged)] == [
        ("closed", "open"),
        ("open", "half_open"),
        ("half_open", "closed"),
    ]


def test_repr_names_the_settings() -> None:
    """repr() shows the name and thresholds, for logs."""
    text = repr(CircuitBreaker("up", failure_threshold=4, store=MemoryStore()))
    assert ("'up'" in text, "failure_threshold=4" in text) == (True, True)


def test_no_log_without_transitions(caplog: pytest.LogCaptureFixture) -> None:
    """Booking a success on a closed breaker logs nothing."""
    breaker = CircuitBreaker("quiet", store=MemoryStore())
    with caplog.at_level(logging.DEBUG, logger="toolretry"):
        book(breaker, "success")
    assert caplog.records == []
