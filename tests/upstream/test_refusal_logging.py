"""An open breaker is logged once as a warning; the calls it then refuses only at INFO."""

from __future__ import annotations

import logging

import pytest

from toolretry import CircuitBreaker, TransientError, smart_retry_with_observation


def test_refused_calls_do_not_flood_the_warning_log(caplog: pytest.LogCaptureFixture) -> None:
    """Twenty calls refused by an open breaker add no WARNING line of their own."""
    breaker = CircuitBreaker("quiet-upstream", failure_threshold=1, cool_down=60.0)

    @smart_retry_with_observation(breaker=breaker, max_retries=0)
    def fetch() -> str:
        raise TransientError("down")

    with caplog.at_level(logging.INFO, logger="toolretry"):
        fetch()  # Opens the breaker.
        opened = [r for r in caplog.records if r.levelno >= logging.WARNING]
        for _ in range(20):
            assert "CIRCUIT_OPEN" in fetch()
    warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == len(opened)
    refused = [r for r in caplog.records if "circuit_open" in r.getMessage()]
    assert len(refused) == 20
    assert all(r.levelno == logging.INFO for r in refused)
