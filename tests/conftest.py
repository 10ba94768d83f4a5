"""Shared fixtures: a real misbehaving HTTP server for every HTTP test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from toolretry.testing import FaultServer, closed_port_url


@pytest.fixture
def fault_server() -> Iterator[FaultServer]:
    """A fresh FaultServer per test; starting one takes well under a millisecond."""
    with FaultServer() as server:
        yield server


@pytest.fixture
def closed_url() -> str:
    """A loopback URL on which nothing listens."""
    return closed_port_url()
