"""Breaker transitions during a call reach the instrumentation listeners."""

from __future__ import annotations

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
