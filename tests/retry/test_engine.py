"""The retry loop: what is retried, how often, for how long, and what it reports."""

from __future__ import annotations

import dataclasses
import errno
import logging
import time
from collections.abc import Iterator

import pytest

import toolretry
from toolretry import (
    AttemptFailed,
    Backoff,
    BusinessError,
    ClientError,
    Event,
    FatalError,
    GaveUp,
    RetryScheduled,
    SucceededAfterRetries,
    TransientError,
    remaining_time,
)
from toolretry import smart_retry_with_observation as retry_tool


@pytest.fixture(autouse=True)
def _no_waits() -> Iterator[None]:
    """Every wait is zero unless a test turns real waits back on."""
    with toolretry.set_testing(True):
        yield


class Flaky:
    """A tool body that raises the given exceptions in turn, then returns ``result``."""

    def __init__(self, *failures: BaseException, result: object = "ok") -> None:
        self.failures = list(failures)
        self.result = result
        self.runs = 0

    def __call__(self) -> object:
        self.runs += 1
        if self.failures:
            raise self.failures.pop(0)
        return self.result


def _tool(body: Flaky, **kwargs: object) -> object:
    def tool() -> object:
        return body()

    return retry_tool(**kwargs)(tool)  # type: ignore[call-overload]


@pytest.mark.parametrize(
    "exc",
    [
        TransientError("busy"),
        TimeoutError("slow"),
        ConnectionError("down"),
        ConnectionRefusedError("refused"),
        OSError(errno.ECONNRESET, "reset"),
    ],
    ids=lambda e: type(e).__name__,
)
def test_transient_failures_are_retried_until_attempts_run_out(exc: Exception) -> None:
    """A transient failure runs the tool max_retries + 1 times, then answers with an observation."""
    body = Flaky(*[exc] * 10)
    observation = _tool(body, max_retries=3).observe()  # type: ignore[attr-defined]
    assert body.runs == 4
    assert observation.status == "error"
    assert observation.category == "transient"
    assert (observation.attempts, observation.max_attempts) == (4, 4)
    assert observation.details["gave_up"] == "retries_exhausted"


@pytest.mark.parametrize(
    ("exc", "category"),
    [
        (ClientError("bad"), "client"),
        (ValueError("bad value"), "client"),
        (FileNotFoundError("missing.txt"), "client"),
        (BusinessError("insufficient balance"), "business"),
        (FatalError("broken"), "fatal"),
        (KeyError("k"), "fatal"),
        (RuntimeError("unknown"), "fatal"),
    ],
    ids=lambda v: type(v).__name__ if isinstance(v, BaseException) else v,
)
def test_non_transient_failures_run_the_tool_once(exc: Exception, category: str) -> None:
    """Client, business and fatal failures are answered at once, without a retry."""
    body = Flaky(exc)
    observation = _tool(body, max_retries=5).observe()  # type: ignore[attr-defined]
    assert body.runs == 1
    assert observation.category == category
    assert observation.attempts == 1
    assert "gave_up" not in observation.details


def test_transient_then_success_returns_the_result() -> None:
    """Two transient failures, then success: the caller sees only the result."""
    body = Flaky(TransientError("a"), TimeoutError("b"), result={"temp": 21})
    tool = _tool(body)
    assert tool() == '{"temp": 21}'  # type: ignore[operator]
    assert body.runs == 3


def test_success_after_retries_counts_attempts() -> None:
    """``.observe()`` of a call that recovered says how many attempts it took."""
    body = Flaky(TransientError("a"), TransientError("b"), result="fine")
    observation = _tool(body).observe()  # type: ignore[attr-defined]
    assert observation.ok
    assert (observation.result, observation.attempts) == ("fine", 3)


def test_max_retries_zero_runs_once() -> None:
    """``max_retries=0`` disables retrying even for transient failures."""
    body = Flaky(TransientError("a"), result="never")
    observation = _tool(body, max_retries=0).observe()  # type: ignore[attr-defined]
    assert body.runs == 1
    assert (observation.attempts, observation.max_attempts) == (1, 1)


def test_same_exception_object_each_time_still_counts_attempts() -> None:
    """A tool raising one shared exception object is counted once per attempt."""
    shared = ConnectionError("shared")
    body = Flaky(*[shared] * 5)
    observation = _tool(body, max_retries=3).observe()  # type: ignore[attr-defined]
    assert body.runs == 4
    assert observation.attempts == 4


def test_each_attempt_is_classified_afresh() -> None:
    """A later attempt failing differently is judged on its own failure, not the first one's."""
    body = Flaky(TransientError("a"), TransientError("b"), KeyError("bug"), TransientError("c"))
    observation = _tool(body, max_retries=5).observe()  # type: ignore[attr-defined]
    assert body.runs == 3
    assert (observation.category, observation.attempts) == ("fatal", 3)


def test_many_fresh_exceptions_are_each_classified() -> None:
    """Freshly built exceptions (whose ids the allocator may reuse) each count as an attempt."""
    runs = {"n": 0}

    @retry_tool(max_retries=20, total_timeout=None)
    def tool() -> str:
        runs["n"] += 1
        raise TransientError(f"try {runs['n']}")

    observation = tool.observe()
    assert runs["n"] == 21
    assert observation.attempts == 21
    assert observation.message == "try 21"


def test_retry_after_raises_the_wait() -> None:
    """A server's retry_after lifts a small backoff to at least retry_after."""
    events: list[Event] = []
    body = Flaky(TransientError("slow down", retry_after=2.5), result="ok")
    tool = _tool(body, backoff=Backoff(base=0.001, max=0.01), on_event=events.append)
    assert tool() == "ok"  # type: ignore[operator]
    (scheduled,) = [e for e in events if isinstance(e, RetryScheduled)]
    assert scheduled.planned_s >= 2.5


def test_retry_after_does_not_lower_a_longer_backoff() -> None:
    """A retry_after shorter than the backoff leaves the backoff as it is."""
    events: list[Event] = []
    body = Flaky(TransientError("x", retry_after=0.1), result="ok")
    _tool(body, backoff=Backoff(base=5.0, max=5.0, jitter="none"), on_event=events.append)()  # type: ignore[operator]
    assert [e.planned_s for e in events if isinstance(e, RetryScheduled)] == [5.0]


def test_retry_after_past_the_deadline_returns_at_once() -> None:
    """A retry_after longer than the time left ends the call now, carrying that retry_after."""
    body = Flaky(*[TransientError("rate limited", retry_after=5.0)] * 3)
    tool = _tool(body, total_timeout=1.0)
    with toolretry.set_testing(False):
        start = time.monotonic()
        observation = tool.observe()  # type: ignore[attr-defined]
        elapsed = time.monotonic() - start
    assert elapsed < 0.5
    assert body.runs == 1
    assert observation.retry_after == 5.0
    assert observation.details["gave_up"] == "retry_after_exceeds_deadline"
    assert "retry_after: 5" in str(observation)


def test_retry_after_is_capped_by_max_retry_after() -> None:
    """An absurd retry_after is capped, the uncapped value kept in details."""
    body = Flaky(TransientError("x", retry_after=10_000.0))
    tool = _tool(body, max_retries=0, backoff=Backoff(max_retry_after=60.0), total_timeout=None)
    observation = tool.observe()  # type: ignore[attr-defined]
    assert observation.retry_after == 60.0
    assert observation.details["retry_after_uncapped"] == 10_000.0


def test_sync_deadline_stops_retrying_when_no_wait_fits() -> None:
    """A slow sync tool gives up with ``deadline`` once the next wait would end past it."""
    runs = {"n": 0}

    @retry_tool(total_timeout=0.15, backoff=Backoff(base=0.1, max=0.1, jitter="none"))
    def slow() -> str:
        runs["n"] += 1
        time.sleep(0.06)
        raise TimeoutError("upstream slow")

    with toolretry.set_testing(False):
        start = time.monotonic()
        observation = slow.observe()
        elapsed = time.monotonic() - start
    assert runs["n"] == 1  # 0.06 elapsed + 0.1 wait > 0.15
    assert observation.details["gave_up"] == "deadline"
    # (it gave up without sleeping the wait: one run and the wait would take 0.16 s; a loaded
    # machine took 0.153 s for the run alone, so the deadline itself is no bound here)
    assert elapsed < 0.06 + 0.1


def test_slow_hook_cannot_push_a_wait_past_the_deadline() -> None:
    """An on_event hook that dawdles before the sleep shortens the sleep, not the deadline."""

    def slow_hook(event: Event) -> None:
        if isinstance(event, RetryScheduled):
            time.sleep(0.1)

    body = Flaky(*[TimeoutError()] * 5)
    tool = _tool(
        body,
        total_timeout=0.15,
        backoff=Backoff(base=0.1, max=0.1, jitter="none"),
        on_event=slow_hook,
    )
    with toolretry.set_testing(False):
        start = time.monotonic()
        tool()  # type: ignore[operator]
        elapsed = time.monotonic() - start
    assert body.runs == 1  # The shortened sleep ends at the deadline: no attempt starts then.
    assert elapsed < 0.19  # hook 0.1 + the 0.05 left, not hook 0.1 + wait 0.1


def test_remaining_time_is_none_outside_a_call() -> None:
    """Outside a decorated call there is no deadline to report."""
    assert remaining_time() is None


def test_remaining_time_decreases_across_attempts() -> None:
    """Each attempt sees a positive budget <= total_timeout, smaller than the attempt before."""
    seen: list[float | None] = []

    @retry_tool(total_timeout=5.0, max_retries=3)
    def tool() -> str:
        seen.append(remaining_time())
        time.sleep(0.002)
        if len(seen) < 4:
            raise ConnectionError("again")
        return "ok"

    assert tool() == "ok"
    assert all(v is not None and 0 < v <= 5.0 for v in seen)
    values = [v for v in seen if v is not None]
    assert values == sorted(values, reverse=True)
    assert len(set(values)) == 4


def test_remaining_time_reaches_helpers_called_by_the_tool() -> None:
    """A helper several calls below the tool sees the same deadline."""

    def deep(n: int) -> float | None:
        return remaining_time() if n == 0 else deep(n - 1)

    @retry_tool(total_timeout=3.0)
    def tool() -> str:
        return repr(deep(10))

    value = float(tool())
    assert 2.5 < value <= 3.0


def test_remaining_time_honours_attempt_timeout() -> None:
    """With attempt_timeout, each attempt's budget is the tighter of the two timeouts."""
    seen: list[float | None] = []

    @retry_tool(total_timeout=10.0, attempt_timeout=0.5, max_retries=2)
    def tool() -> str:
        seen.append(remaining_time())
        raise ConnectionError("again")

    tool()
    assert len(seen) == 3
    assert all(v is not None and 0.4 < v <= 0.5 for v in seen)


def test_remaining_time_is_none_without_any_deadline() -> None:
    """``total_timeout=None`` means no limit: remaining_time() says None, never infinity."""

    @retry_tool(total_timeout=None)
    def tool() -> str:
        return repr(remaining_time())

    assert tool() == "None"


def test_remaining_time_after_the_call_is_none_again() -> None:
    """The deadline does not leak out of the call that set it."""

    @retry_tool(total_timeout=1.0)
    def tool() -> str:
        return "ok"

    tool()
    assert remaining_time() is None


@dataclasses.dataclass
class _Collector:
    events: list[Event] = dataclasses.field(default_factory=list)

    def __call__(self, event: Event) -> None:
        self.events.append(event)

    def kinds(self) -> list[str]:
        return [type(e).__name__ for e in self.events]


def test_events_for_a_recovered_call() -> None:
    """Failures, scheduled retries and the final success are each reported, in order."""
    hook = _Collector()
    body = Flaky(TransientError("a"), TransientError("b"), result="ok")
    _tool(body, on_event=hook, name="fetch")()  # type: ignore[operator]
    assert hook.kinds() == [
        "AttemptFailed",
        "RetryScheduled",
        "AttemptFailed",
        "RetryScheduled",
        "SucceededAfterRetries",
    ]
    first, scheduled, second, _, done = hook.events
    assert isinstance(first, AttemptFailed)
    assert isinstance(second, AttemptFailed)
    assert (first.tool, first.attempt, second.attempt) == ("fetch", 1, 2)
    assert first.error.code == "TRANSIENT_ERROR"
    assert isinstance(scheduled, RetryScheduled)
    assert (scheduled.attempt, scheduled.error_code) == (1, "TRANSIENT_ERROR")
    assert scheduled.planned_s >= 0
    assert isinstance(done, SucceededAfterRetries)
    assert done.attempts == 3


def test_events_for_a_call_that_gives_up() -> None:
    """Running out of attempts ends with one GaveUp carrying the reason and last error."""
    hook = _Collector()
    _tool(Flaky(*[TimeoutError("t")] * 3), max_retries=2, on_event=hook)()  # type: ignore[operator]
    assert hook.kinds().count("AttemptFailed") == 3
    assert hook.kinds().count("RetryScheduled") == 2
    gave_up = hook.events[-1]
    assert isinstance(gave_up, GaveUp)
    assert (gave_up.attempts, gave_up.reason, gave_up.error.code) == (
        3,
        "retries_exhausted",
        "TIMEOUT",
    )


def test_events_for_a_non_retryable_failure() -> None:
    """A client error gives one AttemptFailed and a GaveUp with reason ``not_retryable``."""
    hook = _Collector()
    _tool(Flaky(ClientError("bad")), on_event=hook)()  # type: ignore[operator]
    assert hook.kinds() == ["AttemptFailed", "GaveUp"]
    assert hook.events[-1].reason == "not_retryable"  # type: ignore[union-attr]


def test_no_events_for_a_plain_success() -> None:
    """A call that succeeds at once reports nothing."""
    hook = _Collector()
    assert _tool(Flaky(result="ok"), on_event=hook)() == "ok"  # type: ignore[operator]
    assert hook.events == []


def test_events_are_frozen() -> None:
    """Event records cannot be changed by a hook."""
    hook = _Collector()
    _tool(Flaky(ClientError("bad")), on_event=hook)()  # type: ignore[operator]
    with pytest.raises(dataclasses.FrozenInstanceError):
        hook.events[0].tool = "other"  # type: ignore[misc]


def test_a_raising_hook_does_not_break_the_call(caplog: pytest.LogCaptureFixture) -> None:
    """A hook that raises is logged and ignored; the call still retries and succeeds."""

    def hook(event: Event) -> None:
        raise RuntimeError("hook bug")

    body = Flaky(TransientError("a"), result="ok")
    with caplog.at_level(logging.WARNING, logger="toolretry"):
        assert _tool(body, on_event=hook)() == "ok"  # type: ignore[operator]
    assert body.runs == 2
    assert any(
        "on_event hook" in r.getMessage() and "raised" in r.getMessage() for r in caplog.records
    )


def test_retries_are_logged_without_tracebacks_at_info(caplog: pytest.LogCaptureFixture) -> None:
    """At INFO the log says what was retried; no record carries a traceback."""
    body = Flaky(TransientError("a"), result="ok")
    with caplog.at_level(logging.INFO, logger="toolretry"):
        _tool(body, name="fetch")()  # type: ignore[operator]
    assert any("fetch: retrying" in r.getMessage() for r in caplog.records)
    assert all(r.exc_info is None for r in caplog.records)


def test_tracebacks_are_logged_at_debug(caplog: pytest.LogCaptureFixture) -> None:
    """At DEBUG each failed attempt is logged with its traceback, formatted by toolretry."""
    with caplog.at_level(logging.DEBUG, logger="toolretry"):
        _tool(Flaky(ClientError("bad")))()  # type: ignore[operator]
    assert any("Traceback (most recent call last)" in r.getMessage() for r in caplog.records)
    assert all(r.exc_info is None for r in caplog.records)  # Never the raw exception.


def test_giving_up_after_retries_is_a_warning(caplog: pytest.LogCaptureFixture) -> None:
    """Running out of retries is logged as a warning; a client error only at INFO."""
    with caplog.at_level(logging.INFO, logger="toolretry"):
        _tool(Flaky(*[TimeoutError()] * 2), max_retries=1)()  # type: ignore[operator]
        _tool(Flaky(ClientError("bad")))()  # type: ignore[operator]
    levels = [r.levelno for r in caplog.records if "gave up" in r.getMessage()]
    assert levels == [logging.WARNING, logging.INFO]


def test_non_idempotent_tool_does_not_retry_ambiguous_failures() -> None:
    """``idempotent=False``: a timeout may have taken effect, so it is not retried."""
    body = Flaky(TimeoutError("read timed out"), result="ok")
    observation = _tool(body, idempotent=False).observe()  # type: ignore[attr-defined]
    assert body.runs == 1
    assert observation.retryable is False
    assert observation.details["may_have_taken_effect"] is True
    assert observation.details["gave_up"] == "not_idempotent"
    assert "may have taken effect" in (observation.suggestion or "")


def test_non_idempotent_tool_retries_failures_before_the_request() -> None:
    """``idempotent=False``: a refused connection never reached the server, so it is retried."""
    body = Flaky(ConnectionRefusedError(errno.ECONNREFUSED, "refused"), result="ok")
    assert _tool(body, idempotent=False)() == "ok"  # type: ignore[operator]
    assert body.runs == 2


def test_idempotent_tool_retries_ambiguous_failures() -> None:
    """By default a timeout is retried: the tool is assumed safe to repeat."""
    body = Flaky(TimeoutError("read timed out"), result="ok")
    assert _tool(body)() == "ok"  # type: ignore[operator]
    assert body.runs == 2


def test_a_fatal_failure_is_a_warning_with_basic_config(caplog: pytest.LogCaptureFixture) -> None:
    """A bug in the tool shows under the default WARNING level, as one line."""

    @retry_tool
    def buggy() -> str:
        return {}["missing"]  # type: ignore[no-any-return]

    with caplog.at_level(logging.WARNING, logger="toolretry"):
        buggy()
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1
    assert "buggy" in warnings[0].getMessage()
