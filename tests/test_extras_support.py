"""The helper that turns "framework not installed" into a skip with its reason recognises only
frameworks that really are missing, and never when CI requires every extra."""

from __future__ import annotations

import pytest

import extras_support


@pytest.fixture
def fake_framework(monkeypatch: pytest.MonkeyPatch) -> str:
    """A framework module that is not installed, known under the extra "fake"."""
    monkeypatch.delenv("TOOLRETRY_REQUIRE_EXTRAS", raising=False)
    monkeypatch.setitem(extras_support.FRAMEWORK_EXTRAS, "no_such_framework_xyz", "fake")
    monkeypatch.setitem(extras_support._MODULE_OF_EXTRA, "fake", "no_such_framework_xyz")
    return "no_such_framework_xyz"


@pytest.mark.parametrize(
    "report",
    [
        "ModuleNotFoundError: No module named 'no_such_framework_xyz'",
        "ModuleNotFoundError: No module named 'no_such_framework_xyz.tools'",
        'ImportError: the adapter needs it: pip install "toolretry[fake]"',
    ],
)
def test_a_missing_framework_is_recognised(fake_framework: str, report: str) -> None:
    """A report naming the missing framework, or toolretry's own message for its extra, gives
    the extra."""
    assert extras_support.missing_framework(report) == "fake"


@pytest.mark.parametrize(
    "report",
    [
        "ModuleNotFoundError: No module named 'no_such_package_abc'",  # not a framework
        "ModuleNotFoundError: No module named 'pytest'",  # installed
        "AssertionError: 1 != 2",
        'ImportError: pip install "toolretry[unknown-extra]"',
    ],
)
def test_other_failures_are_not_skips(fake_framework: str, report: str) -> None:
    """A missing package that is no framework, an installed one, or another error is no skip."""
    assert extras_support.missing_framework(report) is None


def test_nothing_is_skipped_when_ci_requires_the_extras(
    fake_framework: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With TOOLRETRY_REQUIRE_EXTRAS set, even a missing framework is reported as an error."""
    monkeypatch.setenv("TOOLRETRY_REQUIRE_EXTRAS", "1")
    assert extras_support.missing_framework(f"No module named '{fake_framework}'") is None
