"""``TOOLRETRY__`` variables changed between two decorations: the later decoration takes them."""

from __future__ import annotations

from typing import Any

import pytest

from toolretry import smart_retry_with_observation
from toolretry.config import reload_config

# Each test starts with no file loaded and no TOOLRETRY__ variables.
pytestmark = pytest.mark.usefixtures("no_config")


def _settings(name: str, **options: Any) -> Any:
    def body() -> str:
        return "ok"

    body.__name__ = body.__qualname__ = name
    return smart_retry_with_observation(**options)(body).__toolretry_settings__


@pytest.mark.parametrize(
    ("variable", "value", "field", "expected"),
    [
        ("TOOLRETRY__DEFAULT__MAX_RETRIES", "1", "max_retries", 1),
        ("TOOLRETRY__LOOKUP_CITY__TOTAL_TIMEOUT", "7.5", "total_timeout", 7.5),
        ("toolretry__lookup-city__locale", "zh", "locale", "zh"),
    ],
)
def test_a_variable_set_after_a_decoration_applies_to_the_next(
    monkeypatch: pytest.MonkeyPatch, variable: str, value: str, field: str, expected: object
) -> None:
    """A variable set between two decorations reaches the second tool, not the first."""
    before = _settings("lookup_city")
    monkeypatch.setenv(variable, value)
    after = _settings("lookup_city")
    assert getattr(after, field) == expected
    assert getattr(before, field) != expected


def test_a_changed_value_applies_to_the_next_decoration(monkeypatch: pytest.MonkeyPatch) -> None:
    """A new value of a variable already set (the number of variables unchanged) applies."""
    monkeypatch.setenv("TOOLRETRY__SEND_MAIL__MAX_RETRIES", "2")
    first = _settings("send_mail")
    monkeypatch.setenv("TOOLRETRY__SEND_MAIL__MAX_RETRIES", "5")
    second = _settings("send_mail")
    assert (first.max_retries, second.max_retries) == (2, 5)


def test_a_removed_variable_stops_applying(monkeypatch: pytest.MonkeyPatch) -> None:
    """Once the variable is gone, the next tool takes the decorator's own argument again."""
    monkeypatch.setenv("TOOLRETRY__DEFAULT__TOTAL_TIMEOUT", "3")
    configured = _settings("fetch_page", total_timeout=20)
    monkeypatch.delenv("TOOLRETRY__DEFAULT__TOTAL_TIMEOUT")
    plain = _settings("fetch_page", total_timeout=20)
    assert (configured.total_timeout, plain.total_timeout) == (3.0, 20.0)


def test_a_variable_swapped_for_another_applies_after_reload(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """One variable removed and one of ours added between two decorations (the number of
    variables unchanged) applies to every tool, earlier and later, after reload_config()."""
    monkeypatch.setenv("UNRELATED_SETTING_FOR_THIS_TEST", "x")
    earlier = smart_retry_with_observation(lambda: "ok", name="swap_tool")
    monkeypatch.delenv("UNRELATED_SETTING_FOR_THIS_TEST")
    monkeypatch.setenv("TOOLRETRY__SWAP_TOOL__MAX_RETRIES", "0")
    reload_config()
    later = smart_retry_with_observation(lambda: "ok", name="swap_tool")
    assert earlier.__toolretry_settings__.max_retries == 0
    assert later.__toolretry_settings__.max_retries == 0
