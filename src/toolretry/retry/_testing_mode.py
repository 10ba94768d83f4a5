"""Process-wide switches: testing mode (all waits zero)."""

from __future__ import annotations

import threading
from types import TracebackType

__all__ = ["is_testing", "set_testing"]

_state = {"testing": False}
_lock = threading.Lock()


def is_testing() -> bool:
    """True while ``set_testing(True)`` is in force: every wait is zero."""
    return _state["testing"]


class _TestingSwitch:
    """Returned by ``set_testing``; as a context manager it restores the previous mode."""

    def __init__(self, previous: bool) -> None:
        self._previous = previous

    def __enter__(self) -> None:
        return None

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        with _lock:
            _state["testing"] = self._previous


def set_testing(testing: bool) -> _TestingSwitch:
    """Make every wait zero (``True``) or real again (``False``).

    Usable as a plain call or as ``with set_testing(True): ...``, which restores the previous
    mode on exit. Only the sleeping is skipped: the planned waits (``RetryScheduled.wait_s``)
    and the deadline checks on them are those of a real call, e.g. a Retry-After longer than
    the time left still ends the call at once.
    """
    if not isinstance(testing, bool):
        from ..exceptions import ConfigurationError

        raise ConfigurationError(f"set_testing takes True or False, got {testing!r}.")
    with _lock:
        previous = _state["testing"]
        _state["testing"] = testing
    return _TestingSwitch(previous)
