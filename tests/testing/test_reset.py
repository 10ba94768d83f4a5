"""``toolretry.testing.reset()`` puts every process-wide setting back as import left it."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import toolretry
import toolretry.redact
from toolretry import ErrorCategory, Event
from toolretry.instrumentation import add_listener, stats_enabled
from toolretry.instrumentation._hub import LISTENERS
from toolretry.observe._suggestions import suggestion_for
from toolretry.retry._testing_mode import is_testing
from toolretry.stores._memory import default_store
from toolretry.testing import reset


def _listen(event: Event) -> None:
    """A listener that does nothing."""


def _testing_on() -> Callable[[], bool]:
    toolretry.set_testing(True)
    return lambda: not is_testing()


def _suggestion() -> Callable[[], bool]:
    toolretry.register_suggestion("HTTP_429", "Registered by a test.")
    return lambda: suggestion_for("HTTP_429", ErrorCategory.TRANSIENT) != "Registered by a test."


def _key_name() -> Callable[[], bool]:
    toolretry.redact.add_key_name("card_ref")
    return lambda: "XYZ-1" in toolretry.redact.redact("card_ref=XYZ-1")


def _stats_on() -> Callable[[], bool]:
    toolretry.instrumentation.enable_stats()
    return lambda: not stats_enabled() and not LISTENERS


def _listener() -> Callable[[], bool]:
    add_listener(_listen)  # type: ignore[arg-type]
    return lambda: _listen not in LISTENERS


def _upstream_state() -> Callable[[], bool]:
    default_store().update("test-key", lambda state, now: ({"n": 1}, 60.0, None))
    return lambda: (
        default_store().update("test-key", lambda state, now: (state, 60.0, state)) is None
    )


@pytest.mark.parametrize(
    "change", [_testing_on, _suggestion, _key_name, _stats_on, _listener, _upstream_state]
)
def test_reset_undoes_the_change(change: Callable[[], Callable[[], bool]]) -> None:
    """After ``reset()`` the process-wide change a test made is gone."""
    undone = change()
    assert not undone()
    reset()
    assert undone()
