"""The seconds an observation reports: rounded to the millisecond exactly as ``round`` does."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolretry._call._outcome import to_milliseconds

TIES = [k / 2000 for k in range(1, 4001, 37)] + [k / 2000 + 1e6 - 2 for k in range(1, 41, 3)]


@given(st.floats(min_value=0.0, max_value=2e6, allow_nan=False))
def test_any_duration_rounds_as_round_does(seconds: float) -> None:
    """Any duration comes out as ``round(seconds, 3)``, to the bit."""
    assert math.copysign(1, to_milliseconds(seconds)) == math.copysign(1, round(seconds, 3))
    assert to_milliseconds(seconds) == round(seconds, 3)


@pytest.mark.parametrize("seconds", TIES)
def test_halfway_durations_round_as_round_does(seconds: float) -> None:
    """Durations at or next to a half millisecond round as ``round(seconds, 3)``."""
    for value in (seconds, math.nextafter(seconds, 0.0), math.nextafter(seconds, math.inf)):
        assert to_milliseconds(value) == round(value, 3)


@pytest.mark.parametrize("seconds", [-0.0, -1.5, math.inf, math.nan, 1e6, 1e300, 5e-324])
def test_unusual_values_are_what_round_gives(seconds: float) -> None:
    """Negative, infinite, NaN, huge and tiny values give what ``round(seconds, 3)`` gives."""
    expected = round(seconds, 3)
    got = to_milliseconds(seconds)
    assert got == expected or (math.isnan(got) and math.isnan(expected))
    assert math.copysign(1, got) == math.copysign(1, expected)


@pytest.mark.parametrize("seconds", [0.0004, 0.0005, 0.0006, 1.2345, 2.675, 59.9995, 12345.6789])
def test_the_result_is_a_float(seconds: float) -> None:
    """The rounded value is a ``float``, as JSON and the model's field expect."""
    assert type(to_milliseconds(seconds)) is float
