"""What one call's guard answers from an admission: the refusal to answer with (an open
breaker, a shared pause longer than the time left, too little time left) and how long to
wait out a shared pause."""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING

from .._failure import Failure
from ._breaker import Admission
from ._refusals import CIRCUIT_OPEN, NOT_ENOUGH_TIME, UPSTREAM_PAUSED, refusal
from ._timing import clamp_wait, useful_minimum

if TYPE_CHECKING:
    from ._call_state import CallState

__all__ = ["pause_wait", "refused", "too_late"]

# Waiters leave a pause spread over up to this long (or a quarter of the pause).
_PAUSE_JITTER = 0.25


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
