"""The grouped options type-check under ``mypy --strict`` as users write them."""

from __future__ import annotations

from pathlib import Path

import pytest

api = pytest.importorskip("mypy.api")

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = Path(__file__).parent / "typed" / "grouped_options.py"


def test_a_typed_example_using_the_groups_passes_mypy_strict() -> None:
    """mypy --strict accepts the groups and reports exactly the misuses the example marks."""
    stdout, stderr, status = api.run(
        ["--strict", "--config-file", str(ROOT / "pyproject.toml"), str(EXAMPLE)]
    )
    assert status == 0, stdout + stderr
