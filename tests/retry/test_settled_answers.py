"""A first failure that ends the call is answered at once: the same text, and the same events
and log records whenever anyone can see them."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import toolretry
from toolretry import BusinessError, ClientError, FatalError, Output, Rule, TransientError
from toolretry import smart_retry_with_observation as retry_tool


@pytest.fixture(autouse=True)
def _no_waits() -> Iterator[None]:
    with toolretry.set_testing(True):
        yield


class Shouty(str):
    """A str subclass, as a rule's code or a tool's suggestion may be."""

    def __str__(self) -> str:
        return self.upper()


class CardDeclined(Exception):
    """An exception a rule classifies."""


FAILURES: list[tuple[Callable[[], Exception], dict[str, Any]]] = [
    (lambda: ValueError("bad city"), {}),
    (lambda: KeyError("total"), {}),
    (lambda: RuntimeError("boom\nwith  a\ttab"), {}),
    (lambda: ClientError("no such file", code="FILE_NOT_FOUND"), {}),
    (lambda: ClientError("x", code="ODD\nCODE  HERE", suggestion="Try\tagain  later."), {}),
    (lambda: ClientError("x", details={"path": "/tmp/a", "status_code": 404}), {}),
    (lambda: BusinessError("card declined", details={"reason": "limit"}), {}),
    (lambda: FatalError("disk full", suggestion=Shouty("call a person")), {}),
    (lambda: ClientError("slow down", retry_after=2.5), {}),
    (lambda: ClientError("", code="EMPTY_MESSAGE"), {}),
    (lambda: TransientError("gateway busy"), {"max_retries": 0}),
    (lambda: TransientError("gateway busy", retry_after=1.25), {"max_retries": 0}),
    (lambda: ConnectionResetError(104, "reset"), {"max_retries": 0, "idempotent": False}),
    (lambda: RuntimeError("half done"), {"idempotent": False}),
    (lambda: ValueError("bad city"), {"locale": "zh"}),
    (lambda: CardDeclined("no"), {"rules": {CardDeclined: Rule("business", code="DECLINED")}}),
    (lambda: CardDeclined("no"), {"rules": {CardDeclined: Rule("client", code=Shouty("d"))}}),
    (lambda: CardDeclined("no"), {"rules": {CardDeclined: Rule("client", code="TURN_DEADLINE")}}),
]


# The Observation model makes a str subclass a plain str; the tool's own text keeps its class.
PLAIN_FAILURES = [case for i, case in enumerate(FAILURES) if i not in (7, 16)]


def failing(make: Callable[[], Exception]) -> Callable[[str], str]:
    def get_weather(city: str) -> str:
        raise make()

    return get_weather


@pytest.mark.parametrize(("make", "options"), FAILURES)
def test_the_answer_is_the_one_the_full_engine_gives(
    make: Callable[[], Exception], options: dict[str, Any]
) -> None:
    """Without a hook (answered at once) and with one (through the retry engine), the text
    a tool answers is the same."""
    quick = retry_tool(**options)(failing(make))
    engine = retry_tool(on_event=lambda event: None, **options)(failing(make))
    assert quick("Paris") == engine("Paris")


@pytest.mark.parametrize(("make", "options"), FAILURES)
async def test_async_tools_answer_as_the_full_engine_does(
    make: Callable[[], Exception], options: dict[str, Any]
) -> None:
    """The same for ``async def`` tools."""

    async def get_weather(city: str) -> str:
        raise make()

    quick = retry_tool(**options)(get_weather)
    engine = retry_tool(on_event=lambda event: None, **options)(get_weather)
    assert await quick("Paris") == await engine("Paris")


@pytest.mark.parametrize(("make", "options"), PLAIN_FAILURES)
def test_the_answer_is_what_observe_renders(
    make: Callable[[], Exception], options: dict[str, Any]
) -> None:
    """The text equals the compact rendering of the ``Observation`` of the same call."""
    tool = retry_tool(**options)(failing(make))
    assert tool("Paris") == str(tool.observe("Paris"))


@pytest.mark.parametrize(
    ("make", "level", "wanted"),
    [
        (lambda: ValueError("bad city"), logging.DEBUG, "attempt 1 failed"),
        (lambda: ValueError("bad city"), logging.INFO, "gave up after 1 attempt"),
        (lambda: ClientError("nope", code="NOPE"), logging.INFO, "NOPE (not_retryable)"),
        (lambda: RuntimeError("boom"), logging.WARNING, "failed: UNEXPECTED_ERROR"),
        (lambda: FatalError("disk full"), logging.DEBUG, "Traceback"),
    ],
)
def test_a_visible_log_record_is_still_logged(
    caplog: pytest.LogCaptureFixture, make: Callable[[], Exception], level: int, wanted: str
) -> None:
    """When a handler would see the records, the call logs them as the engine does."""
    tool = retry_tool(failing(make))
    with caplog.at_level(level, logger="toolretry"):
        tool("Paris")
    assert any(wanted in record.getMessage() for record in caplog.records)


def test_the_hook_gets_both_events_of_a_client_error() -> None:
    """A hook still receives AttemptFailed then GaveUp for a first failure that ends it."""
    seen: list[str] = []
    tool = retry_tool(on_event=lambda event: seen.append(type(event).__name__))(
        failing(lambda: ValueError("bad city"))
    )
    tool("Paris")
    assert seen == ["AttemptFailed", "GaveUp"]


@pytest.mark.parametrize(
    ("options", "wanted"),
    [
        ({"output": Output(detail="full")}, "elapsed_s: "),
        ({"format": "json"}, '"elapsed_s":'),
        ({"output": Output(template="{error_code} after {attempts}")}, "INVALID_VALUE after 1"),
    ],
)
def test_other_renderings_keep_their_fields(options: dict[str, Any], wanted: str) -> None:
    """Full text, JSON and templates still show what only they show."""
    tool = retry_tool(**options)(failing(lambda: ValueError("bad city")))
    assert wanted in tool("Paris")
