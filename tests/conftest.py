"""Shared fixtures: a real misbehaving HTTP server for every HTTP test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from toolretry.observe import _hints, _suggestions
from toolretry.testing import FaultServer, closed_port_url


@pytest.fixture(autouse=True)
def _fresh_registries() -> Iterator[None]:
    """Suggestions and hints registered by one test never leak into the next."""
    yield
    _suggestions._reset_registered()
    _hints.reset_hints()


@pytest.fixture
def fault_server() -> Iterator[FaultServer]:
    """A fresh FaultServer per test; starting one takes well under a millisecond."""
    with FaultServer() as server:
        yield server


@pytest.fixture
def closed_url() -> str:
    """A loopback URL on which nothing listens."""
    return closed_port_url()
