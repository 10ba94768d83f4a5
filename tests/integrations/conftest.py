"""Fixtures every adapter's tests share: no retry waits, the FaultServer route module-level tools
call, and running an example script."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from integrations_support import API, RunExample

import toolretry
from toolretry.testing import FaultServer

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def no_waits() -> Iterator[None]:
    """Retry waits are zero (``toolretry.set_testing``), restored afterwards."""
    with toolretry.set_testing(True):
        yield


@pytest.fixture
def api(fault_server: FaultServer) -> Iterator[FaultServer]:
    """Tools calling ``api_json`` reach this test's FaultServer at ``/api``; waits are zero."""
    API["url"] = fault_server.url("/api")
    with toolretry.set_testing(True):
        yield fault_server


def _run_example(name: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    return subprocess.run(
        [sys.executable, str(ROOT / "examples" / name)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )


@pytest.fixture
def run_example() -> RunExample:
    """``run_example("mcp_server.py")``: the finished process, its output captured as text."""
    return _run_example
