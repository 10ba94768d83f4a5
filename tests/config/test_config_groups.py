"""Configuration keeps flat keys (``base_delay``); each changes its one field of a tool's group."""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Any

import pytest

from toolretry import Backoff, ConfigurationError, Output, smart_retry_with_observation
from toolretry.config import configure

# Each test starts with no file loaded and no TOOLRETRY__ variables.
pytestmark = pytest.mark.usefixtures("no_config")


def _tool(name: str, **options: Any) -> Any:
    def body() -> str:
        return "ok"

    body.__name__ = name
    return smart_retry_with_observation(**options)(body)


@pytest.mark.parametrize(
    ("key", "value", "field", "expected"),
    [
        ("max_delay", "10", "max_delay", 10.0),
        ("base_delay", "2", "base_delay", 2.0),
        ("jitter", "none", "jitter", "none"),
        ("max_retry_after", "30", "max_retry_after", 30.0),
    ],
)
def test_an_environment_key_changes_one_field_of_the_codes_backoff(
    monkeypatch: pytest.MonkeyPatch, key: str, value: str, field: str, expected: object
) -> None:
    """``TOOLRETRY__<TOOL>__MAX_DELAY`` changes the max of the code's Backoff, keeping the rest."""
    code = Backoff(base=1.5, max=5.0, jitter="equal", max_retry_after=60.0)
    monkeypatch.setenv(f"TOOLRETRY__LOOKUP__{key.upper()}", value)
    settings = _tool("lookup", backoff=code).__toolretry_settings__
    kept = {"base_delay": 1.5, "max_delay": 5.0, "jitter": "equal", "max_retry_after": 60.0}
    assert {name: getattr(settings, name) for name in kept} == {**kept, field: expected}


@pytest.mark.parametrize(("key", "value"), [("detail", '"full"'), ("max_message_chars", "90")])
def test_a_file_key_changes_one_field_of_the_codes_output(
    tmp_path: Path, key: str, value: str
) -> None:
    """A file's ``detail`` changes the Output's detail and keeps its template."""
    path = tmp_path / "toolretry.toml"
    path.write_text(f"[render_me]\n{key} = {value}\n", encoding="utf-8")
    tool = _tool("render_me", output=Output(template="{tool}: {message}"))
    configure(path)
    settings = tool.__toolretry_settings__
    assert (settings.template, getattr(settings, key)) == ("{tool}: {message}", eval(value))


@pytest.mark.parametrize("order", ["base_delay first", "max_delay first"])
def test_a_groups_keys_in_one_table_are_checked_together(tmp_path: Path, order: str) -> None:
    """``base_delay = 40`` with ``max_delay = 60`` apply as one Backoff, in either order (one at
    a time, a base of 40 over the default max of 30 would be refused)."""
    lines = ["base_delay = 40", "max_delay = 60"]
    if order == "max_delay first":
        lines.reverse()
    path = tmp_path / "toolretry.toml"
    path.write_text("[default]\n" + "\n".join(lines) + "\n", encoding="utf-8")
    tool = _tool("slow")
    configure(path)
    settings = tool.__toolretry_settings__
    assert (settings.base_delay, settings.max_delay) == (40.0, 60.0)


def test_a_file_key_and_an_environment_key_of_one_group_both_apply(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``max_delay`` in the file and ``jitter`` in the environment change one Backoff together."""
    path = tmp_path / "toolretry.toml"
    path.write_text("[slow]\nmax_delay = 12\n", encoding="utf-8")
    monkeypatch.setenv("TOOLRETRY__SLOW__JITTER", "none")
    tool = _tool("slow", backoff=Backoff(base=0.25))
    configure(path)
    settings = tool.__toolretry_settings__
    assert (settings.base_delay, settings.max_delay, settings.jitter) == (0.25, 12.0, "none")


def test_a_key_that_contradicts_the_codes_group_names_the_key(tmp_path: Path) -> None:
    """``max_delay = 1`` under the code's ``Backoff(base=5)`` fails naming the key and tool."""
    path = tmp_path / "toolretry.toml"
    path.write_text("[fetch_it]\nmax_delay = 1\n", encoding="utf-8")
    tool = _tool("fetch_it", backoff=Backoff(base=5.0, max=10.0))
    with pytest.raises(ConfigurationError, match=r"fetch_it.*max_delay"):
        configure(path)
    assert tool.__toolretry_settings__.max_delay == 10.0  # Nothing changed.


def test_configured_keys_never_warn(monkeypatch: pytest.MonkeyPatch) -> None:
    """The flat keys of configuration are not deprecated: applying them warns nothing."""
    monkeypatch.setenv("TOOLRETRY__QUIET__BASE_DELAY", "0.5")
    monkeypatch.setenv("TOOLRETRY__QUIET__DETAIL", "full")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        settings = _tool("quiet").__toolretry_settings__
    assert (settings.base_delay, settings.detail) == (0.5, "full")
