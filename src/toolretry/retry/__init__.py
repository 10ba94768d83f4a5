"""The loop after a first failure: waits, the deadline, async attempts and their cancellation."""

from __future__ import annotations

from ._deadline import remaining_time
from ._testing_mode import set_testing

__all__ = ["remaining_time", "set_testing"]
