"""How much time an attempt needs to be worth sending, and clamps against clock jumps."""

from __future__ import annotations

import math

__all__ = ["MIN_USEFUL_SECONDS", "clamp_wait", "useful_minimum"]

MIN_USEFUL_SECONDS = 0.05
"""An attempt is not sent with less than this left before the deadline (or a tenth of the
call's whole budget, when that is smaller): a request left almost no time times out for
certain, and that timeout would be blamed on a healthy upstream."""


def useful_minimum(started: float, deadline: float) -> float:
    """The least time worth sending an attempt with, for a call between ``started`` and
    ``deadline`` (``time.monotonic()`` values)."""
    if math.isinf(deadline):
        return MIN_USEFUL_SECONDS
    return min(MIN_USEFUL_SECONDS, max(0.0, deadline - started) * 0.1)


def clamp_wait(seconds: float, limit: float) -> float:
    """``seconds`` within ``[0, limit]``: a store clock that jumped must not ask for days."""
    if math.isnan(seconds):
        return limit
    return min(max(0.0, seconds), limit)
