"""Shared fixtures: a real misbehaving HTTP server for every HTTP test, and the toolretry
logger's real output at DEBUG."""

from __future__ import annotations

import io
import logging
from collections.abc import Iterator

import pytest

from extras_support import missing_framework, skip_reason
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


# Test modules of the agent-framework adapters import their framework at module level. Where a
# framework is not installed (the suite without the framework extras, or Python 3.10, for which
# LangChain, PydanticAI and ADK publish no release), such a module is reported as skipped with
# the reason instead of failing to collect. TOOLRETRY_REQUIRE_EXTRAS=1 (set by .ci/run for the
# full run) turns this off, so a framework missing there is an error, never a skip.
@pytest.hookimpl(wrapper=True)
def pytest_make_collect_report(collector: pytest.Collector) -> Iterator[pytest.CollectReport]:
    report: pytest.CollectReport = yield
    if report.failed and isinstance(collector, pytest.Module):
        extra = missing_framework(str(report.longrepr))
        if extra is not None:
            report.outcome = "skipped"
            report.longrepr = (str(collector.path), None, f"Skipped: {skip_reason(extra)}")
    return report
