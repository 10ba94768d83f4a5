"""Breaker transitions during a call reach the instrumentation listeners."""

from __future__ import annotations

import time
from typing import Any

import toolretry
from toolretry import Backoff, CircuitBreaker, CircuitStateChanged, TransientError
from toolretry.instrumentation import add_listener, remove_listener


class Recorder:
    """A listener that keeps every notice it is given."""

    def __init__(self) -> None:
        self.notices: list[Any] = []

    def call_started(self, scope: Any) -> None:
        return None

    def call_event(self, scope: Any, event: Any) -> None:
        self.notices.append(event)

    def call_finished(self, scope: Any, record: Any) -> None:
        return None


def test_a_breaker_opening_during_a_call_is_told_to_the_listeners() -> None:
    """The closed -> open transition a failing call causes reaches a listener and the hook."""
    hooked: list[Any] = []
    breaker = CircuitBreaker("notices-upstream", failure_threshold=2, cool_down=30.0)

    @toolretry.smart_retry_with_observation(
        breaker=breaker, max_retries=1, backoff=Backoff(base=0.0), on_event=hooked.append
    )
    def fetch() -> str:
        raise TransientError("down")

    recorder = Recorder()
    add_listener(recorder)
    try:
        fetch()
    finally:
        remove_listener(recorder)
    changes = [n for n in recorder.notices if isinstance(n, CircuitStateChanged)]
    assert [(c.old, c.new) for c in changes] == [("closed", "open")]
    assert any(isinstance(e, CircuitStateChanged) for e in hooked)


def test_a_success_that_closes_a_breaker_is_not_told_as_a_plain_first_try() -> None:
    """A call whose single attempt succeeds but moves its breaker (half-open -> closed) tells
    the listeners about the breaker: its record is ``ok`` and not ``first_try``."""
    breaker = CircuitBreaker("closing-upstream", failure_threshold=1, cool_down=0.05)
    failing = [True]

    @toolretry.smart_retry_with_observation(breaker=breaker, max_retries=0)
    def fetch() -> str:
        if failing[0]:
            raise TransientError("down")
        return "up"

    records: list[Any] = []

    class Records(Recorder):
        def call_finished(self, scope: Any, record: Any) -> None:
            records.append(record)

    recorder = Records()
    add_listener(recorder)
    try:
        fetch()  # Opens the breaker.
        failing[0] = False
        time.sleep(0.15)  # Past the cool-down: the next call is the half-open trial.
        assert fetch() == "up"
    finally:
        remove_listener(recorder)
    opened, closed = records
    assert (opened.ok, opened.first_try) == (False, False)
    assert (closed.ok, closed.attempts, closed.outcome) == (True, 1, "ok")
    assert closed.breaker_state == "closed"
    assert closed.first_try is False
