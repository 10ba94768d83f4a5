"""The ``toolretry`` logger: levels per outcome, tracebacks formatted and redacted by toolretry,
nothing secret at any level, and no record built when nothing but a NullHandler would see it."""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from toolretry import ClientError, TransientError, set_testing, smart_retry_with_observation
from toolretry._events import RedactingFilter, visible

SECRET = "sk-proj-Zx81kq0PLmmQ7vW3nT5yR2uB9cD4eF6g"
PASSWORD = "hunter2-Xy9!"


class Captured:
    """Real log output: a StreamHandler with a Formatter, plus the records it handled."""

    def __init__(self, level: int) -> None:
        self.stream = io.StringIO()
        self.records: list[logging.LogRecord] = []
        self.handler = logging.StreamHandler(self.stream)
        self.handler.setLevel(level)
        self.handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
        self.handler.addFilter(self._keep)

    def _keep(self, record: logging.LogRecord) -> bool:
        self.records.append(record)
        return True

    @property
    def text(self) -> str:
        return self.stream.getvalue()

    def lines_at(self, level: str) -> list[str]:
        return [line for line in self.text.splitlines() if line.startswith(level + " ")]


@pytest.fixture(
    params=[logging.DEBUG, logging.INFO, logging.WARNING], ids=["DEBUG", "INFO", "WARNING"]
)
def captured(request: pytest.FixtureRequest) -> Iterator[Captured]:
    """A handler on the toolretry logger at the given level (propagation off, as in an app
    that routes toolretry's records to its own handler)."""
    logger = logging.getLogger("toolretry")
    capture = Captured(request.param)
    old_level, old_propagate = logger.level, logger.propagate
    logger.setLevel(request.param)
    logger.propagate = False
    logger.addHandler(capture.handler)
    try:
        with set_testing(True):
            yield capture
    finally:
        logger.removeHandler(capture.handler)
        logger.setLevel(old_level)
        logger.propagate = old_propagate


def leaky_bug(api_key: str, note: str) -> str:
    """A tool with a bug whose message carries the credentials it was called with."""
    raise RuntimeError(f"login failed for {note} with password={PASSWORD} key {api_key}")


async def leaky_bug_async(api_key: str, note: str) -> str:
    """The async twin of leaky_bug."""
    await asyncio.sleep(0)
    raise RuntimeError(f"login failed for {note} with password={PASSWORD} key {api_key}")


def call(tool: Callable[..., Any], *args: Any, **kwargs: Any) -> str:
    """Call a decorated tool, sync or async, and return what it answered."""
    result = tool(*args, **kwargs)
    if asyncio.iscoroutine(result):
        result = asyncio.run(result)
    assert isinstance(result, str)
    return result


@pytest.mark.parametrize("tool", [leaky_bug, leaky_bug_async], ids=["sync", "async"])
def test_nothing_secret_in_any_record(captured: Captured, tool: Callable[..., Any]) -> None:
    """At every level, no log line holds the password or the key, tracebacks included."""
    call(smart_retry_with_observation(tool), SECRET, f"Bearer {SECRET}")
    assert captured.text
    assert SECRET[8:] not in captured.text
    assert PASSWORD not in captured.text


@pytest.mark.parametrize("tool", [leaky_bug, leaky_bug_async], ids=["sync", "async"])
def test_fatal_failure_is_one_warning_line(captured: Captured, tool: Callable[..., Any]) -> None:
    """A bug in the tool gives one WARNING line with the redacted summary, no traceback."""
    call(smart_retry_with_observation(tool), SECRET, "bob")
    (line,) = captured.lines_at("WARNING")
    assert "UNEXPECTED_ERROR" in line
    assert "RuntimeError: login failed for bob with password=[REDACTED]" in line
    assert "Traceback" not in captured.text.split("WARNING", 1)[1].split("\n", 1)[0]


def test_traceback_is_at_debug_formatted_and_redacted(captured: Captured) -> None:
    """At DEBUG the tool's traceback is there, redacted, in the message itself."""
    call(smart_retry_with_observation(leaky_bug), SECRET, "bob")
    debug = "\n".join(
        record.getMessage() for record in captured.records if record.levelno == logging.DEBUG
    )
    if captured.handler.level > logging.DEBUG:
        assert "Traceback" not in captured.text
    else:
        assert "Traceback (most recent call last):" in debug
        assert 'raise RuntimeError(f"login failed for {note}' in debug
        assert "key sk-proj-[REDACTED]" in debug


def test_no_record_carries_raw_exc_info(captured: Captured) -> None:
    """No handler ever receives exc_info: toolretry formats tracebacks itself."""
    call(smart_retry_with_observation(leaky_bug), SECRET, "bob")
    assert captured.records
    assert all(record.exc_info is None for record in captured.records)


def test_client_error_is_info(captured: Captured) -> None:
    """A client error is an answer for the model: logged at INFO, never WARNING."""

    @smart_retry_with_observation
    def lookup(city: str) -> str:
        raise ClientError(f"unknown city {city}")

    call(lookup, "Atlantis")
    assert not captured.lines_at("WARNING")
    if captured.handler.level <= logging.INFO:
        assert any("lookup gave up after 1 attempt(s): CLIENT_ERROR" in line
                   for line in captured.lines_at("INFO"))  # fmt: skip


def test_running_out_of_retries_is_warning(captured: Captured) -> None:
    """Exhausting the retries of a transient failure is a WARNING."""

    @smart_retry_with_observation(max_retries=2)
    def flaky() -> str:
        raise TransientError("upstream busy")

    call(flaky)
    (line,) = captured.lines_at("WARNING")
    assert "flaky gave up after 3 attempt(s): TRANSIENT_ERROR (retries_exhausted)" in line


def raising_hook(event: object) -> None:
    """A user's on_event hook with a bug that puts the event, and a secret, in its message."""
    raise ValueError(f"hook broke on {event!r} token={PASSWORD}")


@pytest.mark.parametrize("tool", [leaky_bug, leaky_bug_async], ids=["sync", "async"])
def test_raising_hook_logs_nothing_secret(captured: Captured, tool: Callable[..., Any]) -> None:
    """A failing on_event hook is logged, redacted, without the tool's exception as context."""
    call(smart_retry_with_observation(tool, on_event=raising_hook), SECRET, "bob")
    assert SECRET[8:] not in captured.text
    assert PASSWORD not in captured.text
    hook_lines = [line for line in captured.text.splitlines() if "hook raising_hook" in line]
    assert hook_lines or captured.handler.level > logging.WARNING
    hook_debug = [r.getMessage() for r in captured.records if "hook raising_hook" in r.getMessage()]
    assert not any("During handling of the above exception" in text for text in hook_debug)


def test_foreign_records_on_the_logger_are_redacted(captured: Captured) -> None:
    """A record any module logs on `toolretry`, with args and exc_info, reaches handlers
    redacted, its traceback formatted without the exception it was handling."""
    logger = logging.getLogger("toolretry")
    try:
        try:
            raise KeyError(f"api_key={PASSWORD}")
        except KeyError:
            raise RuntimeError(f"classification failed near {SECRET}") from None
    except RuntimeError:
        logger.warning("could not classify %s", {"password": PASSWORD}, exc_info=True)
    assert "could not classify {'password': '[REDACTED]'}" in captured.text
    assert "RuntimeError: classification failed near sk-proj-[REDACTED]" in captured.text
    assert PASSWORD not in captured.text


def test_nullhandler_only_builds_no_record() -> None:
    """With only toolretry's NullHandler to receive them, no log record is even created."""
    logger = logging.getLogger("toolretry")
    made: list[str] = []
    factory = logging.getLogRecordFactory()

    def counting(*args: Any, **kwargs: Any) -> logging.LogRecord:
        record = factory(*args, **kwargs)
        if record.name.startswith("toolretry"):
            made.append(record.getMessage())
        return record

    old_level, old_propagate = logger.level, logger.propagate
    logging.setLogRecordFactory(counting)
    logger.setLevel(logging.DEBUG)
    logger.propagate = False
    try:
        assert not visible(logging.WARNING)
        with set_testing(True):
            call(smart_retry_with_observation(max_retries=2)(leaky_bug), SECRET, "bob")
    finally:
        logging.setLogRecordFactory(factory)
        logger.setLevel(old_level)
        logger.propagate = old_propagate
    assert made == []


def test_visible_sees_a_real_handler_up_the_tree() -> None:
    """A handler on the root logger (logging.basicConfig) makes WARNING records visible."""
    root = logging.getLogger()
    handler = logging.StreamHandler(io.StringIO())
    handler.setLevel(logging.WARNING)
    root.addHandler(handler)
    try:
        assert visible(logging.WARNING)
        assert not visible(logging.INFO)
    finally:
        root.removeHandler(handler)


def test_filter_is_on_the_toolretry_logger() -> None:
    """The redacting filter is attached to the logger every toolretry module logs on."""
    assert any(isinstance(f, RedactingFilter) for f in logging.getLogger("toolretry").filters)
