"""The retry loop's plan for one call: attempts so far, the deadline, how long to wait next.

Pure: it knows nothing of classification, events, turns, guards or rendering. The pipeline
(``_call/``) hands it the facts of each failure (transient? may it have taken effect? a
Retry-After?) and the tool's policy, any object with the attributes of ``LoopPolicy``.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from ._jitter import Jitter
from ._testing_mode import is_testing

if TYPE_CHECKING:
    import tenacity

__all__ = ["LoopPolicy", "Plan", "give_up_reason"]


class LoopPolicy(Protocol):
    """What the loop needs of a tool's settings (``_call._settings.Settings`` has it)."""

    @property
    def max_retries(self) -> int: ...
    @property
    def idempotent(self) -> bool: ...
    @property
    def attempt_timeout(self) -> float | None: ...
    @property
    def base_delay(self) -> float: ...
    @property
    def max_delay(self) -> float: ...
    @property
    def jitter(self) -> Jitter: ...
    @property
    def wait(self) -> Callable[[Any], Any] | None: ...
    @property
    def stop(self) -> Callable[[Any], Any] | None: ...


def give_up_reason(
    policy: LoopPolicy, transient: bool, may_have_taken_effect: bool, attempts: int
) -> str | None:
    """Why the call ends after ``attempts`` attempts, the last failing as described, whatever
    the wait; None: a retry may follow (the strategies and the deadline decide)."""
    if not transient:
        return "not_retryable"
    if not policy.idempotent and may_have_taken_effect:
        return "not_idempotent"
    if attempts >= policy.max_retries + 1:
        return "retries_exhausted"
    return None


class Plan:
    """Per-call retry state: the deadline, the attempts so far and the reason for giving up."""

    __slots__ = ("_start", "_state", "_wait", "attempts", "deadline", "policy", "reason")

    def __init__(self, policy: LoopPolicy, start: float, deadline: float) -> None:
        self.policy = policy
        self.deadline = deadline
        self.reason = "not_retryable"
        self.attempts = 0
        # tenacity's view of the call, for its strategies; built when the first retry is planned.
        self._state: tenacity.RetryCallState | None = None
        self._wait: Callable[[tenacity.RetryCallState], float] | None = None
        self._start = start

    def elapsed(self) -> float:
        return time.monotonic() - self._start

    def attempt_deadline(self) -> float:
        """The next attempt's deadline: the call's, or sooner under ``attempt_timeout``."""
        timeout = self.policy.attempt_timeout
        if timeout is None:
            return self.deadline
        return min(self.deadline, time.monotonic() + timeout)

    def count_failure(self, exc: Exception) -> None:
        """One more attempt failed with ``exc``."""
        self.attempts += 1
        if self._state is not None:
            self._note_outcome(exc)

    def _note_outcome(self, exc: Exception) -> None:
        state = self._state
        assert state is not None
        state.attempt_number = self.attempts
        if self.policy.wait is not None or self.policy.stop is not None:
            state.set_exception((type(exc), exc, exc.__traceback__))  # A user's may read it.
        else:
            state.outcome_timestamp = time.monotonic()

    def next_wait(
        self,
        transient: bool,
        may_have_taken_effect: bool,
        retry_after: float | None,
        exc: Exception,
    ) -> float | None:
        """Seconds to wait before the next attempt, or None to give up (``reason`` says why)."""
        p = self.policy
        reason = give_up_reason(p, transient, may_have_taken_effect, self.attempts)
        if reason is not None:
            self.reason = reason
            return None
        state = self._state
        if state is None:
            # tenacity loads here, at a tool's first retry, not when toolretry is imported.
            import tenacity

            state = self._state = tenacity.RetryCallState(None, None, (), {})  # type: ignore[arg-type]
            state.start_time = self._start
            self._note_outcome(exc)
        if p.stop is not None and p.stop(state):
            self.reason = "stop_strategy"
            return None
        if self._wait is None:
            from ._waits import make_wait

            self._wait = (
                p.wait if p.wait is not None else make_wait(p.jitter, p.base_delay, p.max_delay)
            )
        wait = float(self._wait(state))
        if not math.isfinite(wait) or wait < 0:
            wait = 0.0 if wait < 0 else p.max_delay
        if retry_after is not None:
            wait = max(wait, retry_after)
        remaining = self.deadline - time.monotonic()
        if retry_after is not None and retry_after > remaining:
            self.reason = "retry_after_exceeds_deadline"
            return None
        if wait >= remaining:
            self.reason = "deadline"
            return None
        return wait

    def take(self, wait: float) -> float:
        """The retry planned after ``wait`` seconds is going ahead: the wait that will really
        happen (none under ``set_testing``)."""
        if is_testing():
            wait = 0.0
        state = self._state
        if state is not None:
            state.idle_for += wait
            state.prepare_for_next_attempt()
        return wait

    def within_deadline(self, wait: float) -> float:
        """``wait``, cut so that it ends by the deadline (a slow hook must not push it past)."""
        return max(0.0, min(wait, self.deadline - time.monotonic()))

    def starts_in_time(self) -> bool:
        """No attempt starts after the deadline."""
        if time.monotonic() < self.deadline:
            return True
        self.reason = "deadline"
        return False
