"""Logging: the ``toolretry`` stdlib records carry structured ``extra`` fields that a JSON
formatter and structlog's stdlib integration pick up; ``enable_structlog`` logs natively."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator
from typing import Any

import pytest
import requests
import structlog

from toolretry import Backoff, smart_retry_with_observation
from toolretry.instrumentation import disable_structlog, enable_structlog
from toolretry.testing import FaultServer, Reply

FIELDS = ("tool", "code", "category", "attempt", "wait", "reason")


class JsonFormatter(logging.Formatter):
    """What a JSON log formatter does: the message plus the record's extra attributes."""

    def format(self, record: logging.LogRecord) -> str:
        line = {"level": record.levelname, "message": record.getMessage()}
        line.update({k: getattr(record, k) for k in FIELDS if hasattr(record, k)})
        return json.dumps(line)


@pytest.fixture
def json_lines() -> Iterator[io.StringIO]:
    """A real StreamHandler with a JSON formatter on the ``toolretry`` logger, at DEBUG."""
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JsonFormatter())
    logger = logging.getLogger("toolretry")
    previous = logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    try:
        yield stream
    finally:
        logger.removeHandler(handler)
        logger.setLevel(previous)


def _lines(stream: io.StringIO) -> list[dict[str, Any]]:
    return [json.loads(line) for line in stream.getvalue().splitlines()]


def _weather(server: FaultServer) -> Any:
    @smart_retry_with_observation(backoff=Backoff(base=0.0), max_retries=2)
    def weather(city: str) -> str:
        response = requests.get(server.url("/w"), params={"q": city}, timeout=5)
        response.raise_for_status()
        return response.text

    return weather


@pytest.mark.parametrize("status", [429, 503])
def test_each_retry_line_carries_tool_code_attempt_and_wait(
    json_lines: io.StringIO, status: int
) -> None:
    """A retry's INFO line has tool, code, attempt (the next one) and wait as fields."""
    with FaultServer() as server:
        server.script("/w", Reply(status=status), Reply(json=1))
        _weather(server)("Oslo")
    retries = [line for line in _lines(json_lines) if "retrying" in line["message"]]
    assert retries == [
        {
            "level": "INFO",
            "message": retries[0]["message"],
            "tool": "weather",
            "code": f"HTTP_{status}",
            "attempt": 2,
            "wait": 0.0,
        }
    ]
    failed = [line for line in _lines(json_lines) if line["level"] == "DEBUG"]
    assert failed[0]["category"] == "transient"
    assert failed[0]["attempt"] == 1


@pytest.mark.parametrize(
    ("status", "level", "category", "reason", "attempt"),
    [
        (503, "WARNING", "transient", "retries_exhausted", 3),
        (404, "INFO", "client", "not_retryable", 1),
    ],
)
def test_the_give_up_line_carries_category_and_reason(
    json_lines: io.StringIO, status: int, level: str, category: str, reason: str, attempt: int
) -> None:
    """One give-up line, at the level the 0.2 issue fixed, with code, category and reason."""
    with FaultServer() as server:
        server.script("/w", Reply(status=status))
        _weather(server)("Oslo")
    (gave_up,) = [line for line in _lines(json_lines) if "reason" in line]
    assert gave_up["level"] == level
    assert gave_up["code"] == f"HTTP_{status}"
    assert gave_up["category"] == category
    assert gave_up["reason"] == reason
    assert gave_up["attempt"] == attempt


def test_structlogs_stdlib_integration_picks_the_fields_up() -> None:
    """structlog's ProcessorFormatter with ExtraAdder renders the fields as JSON keys."""
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(
        structlog.stdlib.ProcessorFormatter(
            processors=[
                structlog.stdlib.ProcessorFormatter.remove_processors_meta,
                structlog.processors.JSONRenderer(),
            ],
            foreign_pre_chain=[structlog.stdlib.ExtraAdder(), structlog.stdlib.add_log_level],
        )
    )
    logger = logging.getLogger("toolretry")
    logger.addHandler(handler)
    previous = logger.level
    logger.setLevel(logging.INFO)
    try:

        @smart_retry_with_observation(backoff=Backoff(base=0.0))
        def flaky(n: list[int]) -> str:
            n.append(1)
            if len(n) < 3:
                raise ConnectionResetError(104, "Connection reset by peer")
            return "ok"

        flaky([])
    finally:
        logger.removeHandler(handler)
        logger.setLevel(previous)
    events = [json.loads(line) for line in stream.getvalue().splitlines()]
    retries = [e for e in events if "wait" in e]
    assert [(e["tool"], e["code"], e["attempt"]) for e in retries] == [
        ("flaky", "CONNECTION_RESET", 2),
        ("flaky", "CONNECTION_RESET", 3),
    ]
    assert events[-1]["attempt"] == 3
    assert events[-1]["level"] == "info"


def _structlog_logger(stream: io.StringIO) -> Any:
    return structlog.wrap_logger(
        structlog.PrintLogger(stream),
        processors=[structlog.processors.add_log_level, structlog.processors.JSONRenderer()],
    )


def test_enable_structlog_logs_each_event_with_fields() -> None:
    """With ``enable_structlog``, each attempt, retry and the recovery is a structlog event."""
    stream = io.StringIO()
    enable_structlog(_structlog_logger(stream))

    @smart_retry_with_observation(backoff=Backoff(base=0.0))
    def flaky(n: list[int]) -> str:
        n.append(1)
        if len(n) < 2:
            raise TimeoutError("slow upstream")
        return "ok"

    flaky([])
    events = [json.loads(line) for line in stream.getvalue().splitlines()]
    assert [(e["event"], e["level"]) for e in events] == [
        ("toolretry.attempt_failed", "debug"),
        ("toolretry.retry_scheduled", "info"),
        ("toolretry.succeeded_after_retries", "info"),
    ]
    assert events[1] == {
        "event": "toolretry.retry_scheduled",
        "level": "info",
        "tool": "flaky",
        "code": events[0]["code"],
        "attempt": 2,
        "wait": 0.0,
    }
    assert events[0]["category"] == "transient"


@pytest.mark.parametrize(
    ("exc", "level"), [(ValueError("bad"), "info"), (RuntimeError("bug"), "warning")]
)
def test_structlog_give_up_levels_follow_the_stdlib_ones(exc: Exception, level: str) -> None:
    """A client error's give-up is info, a fatal one warning, as on the stdlib logger."""
    stream = io.StringIO()
    enable_structlog(_structlog_logger(stream))

    @smart_retry_with_observation
    def tool() -> str:
        raise exc

    tool()
    events = [json.loads(line) for line in stream.getvalue().splitlines()]
    (gave_up,) = [e for e in events if e["event"] == "toolretry.gave_up"]
    assert gave_up["level"] == level
    disable_structlog()
    tool()
    assert len(stream.getvalue().splitlines()) == len(events)
