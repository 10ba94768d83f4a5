"""A configuration section that names no decorated tool is warned about by name, with the
known tools listed, instead of being accepted silently."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

from toolretry import smart_retry_with_observation
from toolretry.config import _live, configure, reload_config


@pytest.fixture(autouse=True)
def _no_config(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each test starts with no file loaded and no TOOLRETRY__ variables."""
    for name in list(__import__("os").environ):
        if name.upper().startswith("TOOLRETRY__"):
            monkeypatch.delenv(name)
    saved = (_live._loaded.path, _live._loaded.file)
    _live._loaded.path, _live._loaded.file = None, {}
    yield
    _live._loaded.path, _live._loaded.file = saved


def _tool(name: str) -> object:
    def body() -> str:
        return "ok"

    body.__name__ = name
    return smart_retry_with_observation(body)


@pytest.mark.parametrize(
    ("tool_name", "section", "close"),
    [
        ("search_web", "serch_web", "search_web"),
        ("get_weather", "get_wether", "get_weather"),
        ("lookup_order_status", "lookup_order", "lookup_order_status"),
        ("fetch_page", "totally_different", None),
    ],
)
def test_a_misspelt_section_is_warned_about_by_name(
    tmp_path: Path, tool_name: str, section: str, close: str | None
) -> None:
    """configure() warns naming the section, the closest known tool when there is one, and the
    list of known tools."""
    tool = _tool(tool_name)
    path = tmp_path / "toolretry.toml"
    path.write_text(f"[default]\nmax_retries = 1\n\n[{section}]\nmax_retries = 2\n")
    with pytest.warns(UserWarning, match=rf"section \[{section}\] names no decorated tool") as got:
        configure(path)
    message = str(got[0].message)
    assert tool_name in message.partition("known tools:")[2]
    if close is not None:
        assert f"did you mean [{close}]" in message
    assert tool is not None


def test_sections_naming_decorated_tools_and_default_give_no_warning(tmp_path: Path) -> None:
    """[default] and a section whose tool is decorated raise no warning, on configure() and on
    reload_config()."""
    tool = _tool("search_web")
    path = tmp_path / "toolretry.toml"
    path.write_text("[default]\nmax_retries = 1\n\n[search-web]\nmax_retries = 2\n")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        configure(path)
        reload_config()
    assert tool is not None


def test_reload_warns_about_a_section_added_to_the_file(tmp_path: Path) -> None:
    """A misspelt section added to the file after configure() is warned about on reload."""
    tool = _tool("search_web")
    path = tmp_path / "toolretry.toml"
    path.write_text("[search_web]\nmax_retries = 2\n")
    configure(path)
    path.write_text("[search_web]\nmax_retries = 2\n\n[serch_web]\nmax_retries = 5\n")
    with pytest.warns(UserWarning, match=r"\[serch_web\]"):
        reload_config()
    assert tool is not None
