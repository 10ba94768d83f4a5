"""The hub tells each listener about each stage of a call in the order listeners were added,
skips the stages a listener marks ``nothing``, and forgets a removed listener at once."""

from __future__ import annotations

from typing import Any

import pytest

from toolretry import smart_retry_with_observation
from toolretry.instrumentation import CallRecord, CallScope, add_listener, remove_listener
from toolretry.instrumentation._hub import nothing


class _Log:
    """A listener that writes ``(name, stage)`` into a shared log."""

    def __init__(self, name: str, log: list[tuple[str, str]]) -> None:
        self.name, self.log = name, log

    def call_started(self, scope: CallScope) -> None:
        self.log.append((self.name, "started"))

    def call_event(self, scope: CallScope, event: Any) -> None:
        self.log.append((self.name, "event"))

    def call_finished(self, scope: CallScope, record: CallRecord) -> None:
        self.log.append((self.name, "finished"))


class _FinishOnly(_Log):
    """Starts and events marked as nothing to do."""

    call_started = nothing
    call_event = nothing


def _tool(city: str) -> str:
    return f"sunny in {city}"


@pytest.mark.parametrize("names", [["a"], ["a", "b"], ["c", "a", "b"], ["b", "a", "c", "d"]])
def test_listeners_are_told_in_the_order_they_were_added(names: list[str]) -> None:
    """Each stage reaches every listener in the order of ``add_listener``."""
    log: list[tuple[str, str]] = []
    listeners = [_Log(name, log) for name in names]
    for listener in listeners:
        add_listener(listener)
    try:
        smart_retry_with_observation(_tool)("Paris")
    finally:
        for listener in listeners:
            remove_listener(listener)
    assert log == [(n, "started") for n in names] + [(n, "finished") for n in names]


@pytest.mark.parametrize("calls", [1, 2, 5])
def test_a_stage_marked_nothing_is_never_called(calls: int) -> None:
    """A listener whose ``call_started`` is ``nothing`` is told only how each call finished."""
    log: list[tuple[str, str]] = []
    listener = _FinishOnly("quiet", log)
    add_listener(listener)
    try:
        tool = smart_retry_with_observation(_tool)
        for _ in range(calls):
            tool("Paris")
    finally:
        remove_listener(listener)
    assert log == [("quiet", "finished")] * calls


@pytest.mark.parametrize("kept", [0, 1, 2])
def test_a_removed_listener_is_told_nothing_more(kept: int) -> None:
    """After ``remove_listener`` only the listeners still added hear of a call."""
    log: list[tuple[str, str]] = []
    listeners = [_Log(str(i), log) for i in range(3)]
    for listener in listeners:
        add_listener(listener)
    remove_listener(listeners[kept])
    try:
        smart_retry_with_observation(_tool)("Paris")
    finally:
        for listener in listeners:
            remove_listener(listener)
    assert {name for name, _ in log} == {str(i) for i in range(3)} - {str(kept)}


@pytest.mark.parametrize("missing", ["call_started", "call_finished"])
def test_a_listener_missing_a_stage_does_not_break_the_call(missing: str) -> None:
    """A listener without one of the methods is skipped there, and the tool still answers."""
    methods = {
        "call_started": lambda self, scope: None,
        "call_event": lambda self, scope, event: None,
        "call_finished": lambda self, scope, record: None,
    }
    del methods[missing]
    listener = type("Partial", (), methods)()
    add_listener(listener)
    try:
        answer = smart_retry_with_observation(_tool)("Oslo")
    finally:
        remove_listener(listener)
    assert answer == "sunny in Oslo"
