"""A store clock for the upstream tests that moves only when a test says so."""

from __future__ import annotations


class Clock:
    """A hand-moved clock for a MemoryStore."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds
