"""Shared fixtures: a real misbehaving HTTP server for every HTTP test, and the toolretry
logger's real output at DEBUG."""

from __future__ import annotations

import io
import logging
from collections.abc import Iterator

import pytest

from toolretry import set_testing
from toolretry.observe import _hints, _suggestions
from toolretry.testing import FaultServer, closed_port_url
from toolretry.upstream import reset_default_protection


@pytest.fixture(autouse=True)
def _fresh_registries() -> Iterator[None]:
    """Suggestions, hints and default protection state of one test never leak into the next."""
    yield
    _suggestions._reset_registered()
    _hints.reset_hints()
    reset_default_protection()  # The default in-process retry budgets and pauses.


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
