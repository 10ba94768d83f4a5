"""Shared fixtures: a real misbehaving HTTP server for every HTTP test, and the toolretry
logger's real output at DEBUG."""

from __future__ import annotations

import io
import logging
from collections.abc import Iterator

import pytest

from toolretry import set_testing
from toolretry.testing import FaultServer, closed_port_url, reset


@pytest.fixture(autouse=True)
def _fresh_state() -> Iterator[None]:
    """Nothing one test sets process-wide (registries, switches, listeners, shared upstream
    state, configuration) leaks into the next."""
    yield
    reset()


@pytest.fixture
def fault_server() -> Iterator[FaultServer]:
    """A fresh FaultServer per test; starting one takes well under a millisecond."""
    with FaultServer() as server:
        yield server


@pytest.fixture
def closed_url() -> str:
    """A loopback URL on which nothing listens."""
    return closed_port_url()


@pytest.fixture
def debug_log() -> Iterator[io.StringIO]:
    """What a StreamHandler on the toolretry logger writes at DEBUG (propagation off, as in an
    app routing toolretry's records to its own handler); waits skipped."""
    logger = logging.getLogger("toolretry")
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
    old_level, old_propagate = logger.level, logger.propagate
    logger.setLevel(logging.DEBUG)
    logger.propagate = False
    logger.addHandler(handler)
    try:
        with set_testing(True):
            yield stream
    finally:
        logger.removeHandler(handler)
        logger.setLevel(old_level)
        logger.propagate = old_propagate
