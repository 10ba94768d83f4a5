"""What one call's guard decides from an admission or an attempt's outcome: the refusal to
answer with, how long to wait out a shared pause, and the change booking the outcome."""

from __future__ import annotations

import random
import re
import time
from typing import TYPE_CHECKING

from .._category import ErrorCategory
from .._failure import Failure
from ..stores._protocol import Change
from ._breaker import Admission, CircuitStateChanged, Verdict, outcome_change
from ._refusals import CIRCUIT_OPEN, NOT_ENOUGH_TIME, UPSTREAM_PAUSED, refusal
from ._timing import clamp_wait, useful_minimum

if TYPE_CHECKING:
    from ._call_state import CallState

__all__ = ["booking", "pause_wait", "refused", "too_late", "verdict"]

# A timeout this close to the call's deadline was caused by the deadline, not the upstream.
_DEADLINE_SLACK = 0.02
# Codes of failures that a deadline of ours can cause.
_OWN_TIMEOUT = re.compile(r"TIMEOUT|TIMED_OUT|DEADLINE").search
# Waiters leave a pause spread over up to this long (or a quarter of the pause).
_PAUSE_JITTER = 0.25


def verdict(failure: Failure | None) -> Verdict:
    """What an attempt's outcome says about the upstream."""
    if failure is None:
        return "success"
    category = failure.category
    if category is ErrorCategory.TRANSIENT:
        return "failure"  # Whatever Retry-After came with it: a dead upstream may send 0.
    if category is ErrorCategory.FATAL:
        return "neutral"  # A bug in the tool says nothing about the upstream.
    return "success"  # Client and business errors: the upstream answered.


def refused(call: CallState, admission: Admission) -> Failure | None:
    """The answer when ``admission`` does not let the attempt go out."""
    if admission.allowed:
        return None
    guard = call.guard
    if admission.paused_for > 0:
        details = {"gave_up": "retry_after_exceeds_deadline", "upstream": guard.upstream}
        name = guard.upstream or ""
        paused = clamp_wait(admission.paused_for, guard.max_wait)
        return refusal(UPSTREAM_PAUSED, guard.locale, name, paused, details)
    name = guard.breaker.name if guard.breaker is not None else ""
    details = {"gave_up": "circuit_open", "breaker": name}
    retry_after = clamp_wait(admission.retry_after, guard.max_wait)
    return refusal(CIRCUIT_OPEN, guard.locale, name, retry_after, details)


def pause_wait(call: CallState, admission: Admission) -> float | None:
    """How long to wait out the shared pause ``admission`` found, with jitter so that
    waiters do not all send at the same instant; None when there is none, or when too
    little time would be left after it."""
    if admission.paused_for <= 0:
        return None
    paused = clamp_wait(admission.paused_for, call.guard.max_wait)
    useful = useful_minimum(call.started, call.deadline)
    left = call.deadline - time.monotonic()
    if paused <= 0 or paused + useful > left:
        return None
    spread = random.uniform(0.0, min(_PAUSE_JITTER, paused * 0.25))
    return min(paused + spread, left - useful)


def too_late(call: CallState) -> Failure | None:
    """A refusal when less than a useful minimum of time is left: such a request times out
    for certain, and the timeout would be blamed on the upstream."""
    left = call.deadline - time.monotonic()
    if left >= useful_minimum(call.started, call.deadline):
        return None
    details = {"gave_up": "deadline", "seconds_left": round(max(left, 0.0), 3)}
    return refusal(NOT_ENOUGH_TIME, call.guard.locale, "", 0.0, details)


def booking(call: CallState, failure: Failure | None) -> Change[CircuitStateChanged | None] | None:
    """The store change booking one attempt: its verdict on the breaker and the pause it
    asked for; None when there is nothing to book."""
    guard = call.guard
    call.in_attempt = False
    if failure is None and guard.lazy_budget and call._uncounted:
        guard.counters.calls += 1
        call._uncounted = False
    if failure is None and call.clean and not call.trial:
        return None  # The breaker was closed with nothing counted: nothing to book.
    said, pause = verdict(failure), None
    if failure is not None and failure.may_have_taken_effect:
        call.maybe_effect = True
    if failure is not None and said == "failure":
        own = _OWN_TIMEOUT(failure.code) is not None
        if own and time.monotonic() >= call.deadline - _DEADLINE_SLACK:
            said = "neutral"  # Our own deadline cut it: the upstream may be healthy.
        elif failure.retry_after is not None and failure.retry_after > 0:
            pause = clamp_wait(failure.retry_after, guard.max_wait)
            guard.paused_for(pause)
    change = outcome_change(guard.breaker, said, call.trial, pause)
    call.trial = False
    return change
