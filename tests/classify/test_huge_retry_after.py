"""A Retry-After too long for a float still asks for a long wait: capped, never ignored."""

from __future__ import annotations

import math

import pytest
import requests

from toolretry import smart_retry_with_observation
from toolretry.classify._http_facts import parse_retry_after
from toolretry.testing import FaultServer, Reply


@pytest.mark.parametrize("digits", [301, 309, 400, 5000])
def test_delta_seconds_past_a_floats_range_are_a_very_long_wait(digits: int) -> None:
    for text in ("9" * digits, f"  {'1' + '0' * (digits - 1)}\t", ("7" * digits).encode()):
        seconds = parse_retry_after(text)
        assert seconds is not None, text
        assert math.isfinite(seconds)
        assert seconds >= 1e300


@pytest.mark.parametrize("text", ["-" + "9" * 400, "9" * 400 + "x", "\u0661" * 400, " "])
def test_long_garbage_is_still_garbage(text: str) -> None:
    assert parse_retry_after(text) is None


def test_a_server_asking_for_forever_is_answered_at_once_with_a_capped_wait(
    fault_server: FaultServer,
) -> None:
    fault_server.script("/slow", Reply(503, headers={"Retry-After": "1" + "0" * 400}))

    @smart_retry_with_observation(max_retries=3, total_timeout=5)
    def fetch() -> str:
        response = requests.get(fault_server.url("/slow"), timeout=2)
        response.raise_for_status()
        return response.text

    observation = fetch.observe()
    assert observation.error_code == "HTTP_503"
    assert observation.attempts == 1  # No wait that long fits the deadline: no blind retry.
    assert observation.retry_after is not None
    assert 0 < observation.retry_after < 1e6
