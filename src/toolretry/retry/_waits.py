"""Backoff strategies for each jitter mode, built from tenacity's composable waits."""

from __future__ import annotations

import random

import tenacity
from tenacity.wait import wait_base

from ._jitter import JITTER_MODES, Jitter

__all__ = ["JITTER_MODES", "Jitter", "make_wait"]


# Named in lower case like tenacity's own strategies.
class wait_decorrelated_jitter(wait_base):
    """AWS "decorrelated jitter": each wait is uniform between ``base`` and 3x the previous.

    Holds the previous wait, so make one per call.
    """

    def __init__(self, base: float, max_delay: float) -> None:
        self.base = base
        self.max_delay = max_delay
        self._previous = base

    def __call__(self, retry_state: tenacity.RetryCallState) -> float:
        high = max(self.base, self._previous * 3)
        wait = min(self.max_delay, random.uniform(self.base, high))
        self._previous = wait
        return max(0.0, wait)


def make_wait(jitter: Jitter, base_delay: float, max_delay: float) -> wait_base:
    """A fresh tenacity wait for one call: ``min(max_delay, base·2^(n-1))`` with ``jitter``."""
    if base_delay == 0:
        # tenacity's 0.0 * 2**n overflows past n ~ 1024 and then answers max_delay.
        return tenacity.wait_none()
    if jitter == "none":
        return tenacity.wait_exponential(multiplier=base_delay, max=max_delay, exp_base=2)
    if jitter == "full":
        return tenacity.wait_random_exponential(multiplier=base_delay, max=max_delay, exp_base=2)
    if jitter == "equal":
        half = tenacity.wait_exponential(multiplier=base_delay / 2, max=max_delay / 2, exp_base=2)
        spread = tenacity.wait_random_exponential(
            multiplier=base_delay / 2, max=max_delay / 2, exp_base=2
        )
        return half + spread
    return wait_decorrelated_jitter(base_delay, max_delay)
