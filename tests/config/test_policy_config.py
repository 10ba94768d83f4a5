"""Per-tool policy from a file and the environment: precedence, reload, and clear errors."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import toolretry
from toolretry import Backoff, ConfigurationError, TransientError, smart_retry_with_observation
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


def _write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def _counting_tool(name: str, **options: Any) -> tuple[Any, dict[str, int]]:
    runs = {"n": 0}

    def body() -> str:
        runs["n"] += 1
        raise TransientError("down")

    body.__name__ = name
    return smart_retry_with_observation(backoff=Backoff(base=0.0), **options)(body), runs


def test_a_file_overrides_the_decorator_and_default_applies_to_every_tool(tmp_path: Path) -> None:
    """``[default]`` reaches every tool; a tool's own table wins over it and over the code."""
    path = _write(
        tmp_path,
        "toolretry.toml",
        "[default]\nmax_retries = 1\n\n[search_web]\nmax_retries = 4\n",
    )
    search, search_runs = _counting_tool("search_web", max_retries=0)
    other, other_runs = _counting_tool("other_tool", max_retries=7)
    assert configure(path) == path
    search()
    other()
    assert search_runs["n"] == 5
    assert other_runs["n"] == 2


def test_the_environment_wins_over_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``TOOLRETRY__<TOOL>__<KEY>`` beats the file's table for that tool."""
    path = _write(tmp_path, "toolretry.toml", "[get_weather]\nmax_retries = 4\n")
    monkeypatch.setenv("TOOLRETRY__GET_WEATHER__MAX_RETRIES", "2")
    tool, runs = _counting_tool("get_weather")
    configure(path)
    tool()
    assert runs["n"] == 3


def test_environment_default_applies_at_decoration_without_configure(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The environment needs no configure() call: it applies when the tool is decorated."""
    monkeypatch.setenv("TOOLRETRY__DEFAULT__TOTAL_TIMEOUT", "12.5")
    monkeypatch.setenv("TOOLRETRY__DEFAULT__ATTEMPT_TIMEOUT", "none")
    tool, _ = _counting_tool("any_tool", total_timeout=3.0, attempt_timeout=1.0)
    settings = tool.__toolretry_settings__
    assert settings.total_timeout == 12.5
    assert settings.attempt_timeout is None


def test_pyproject_tool_table_is_found_from_the_working_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``configure()`` finds ``[tool.toolretry]`` in the nearest pyproject.toml."""
    _write(
        tmp_path,
        "pyproject.toml",
        '[project]\nname = "x"\n\n[tool.toolretry.fetch]\nmax_retries = 0\n',
    )
    nested = tmp_path / "a" / "b"
    nested.mkdir(parents=True)
    monkeypatch.chdir(nested)
    tool, runs = _counting_tool("fetch", max_retries=3)
    assert configure() == tmp_path / "pyproject.toml"
    tool()
    assert runs["n"] == 1


@pytest.mark.parametrize(
    ("text", "needles"),
    [
        ("[fetch]\nmax_retries = -1\n", ["fetch", "max_retries", "toolretry.toml"]),
        ("[fetch]\nmax_retry = 2\n", ["max_retry", "did you mean 'max_retries'"]),
        ('[fetch]\njitter = "wild"\n', ["jitter", '"full"']),
        ("[default]\ntotal_timeout = 0\n", ["every tool", "total_timeout"]),
        ('[fetch]\nbase_delay = "soon"\n', ["base_delay", "seconds"]),
        ("[fetch]\nbase_delay = 5\nmax_delay = 1\n", ["fetch", "max_delay"]),
        ("fetch = 3\n", ["table"]),
        ("[fetch\n", ["not valid TOML"]),
    ],
)
def test_a_bad_value_fails_at_load_naming_file_tool_and_key(
    tmp_path: Path, text: str, needles: list[str]
) -> None:
    """Loading checks everything at once; the message says where and how to fix it."""
    path = _write(tmp_path, "toolretry.toml", text)
    tool, _ = _counting_tool("fetch", max_retries=3)
    with pytest.raises(ConfigurationError) as raised:
        configure(path)
    for needle in needles:
        assert needle in str(raised.value)
    assert tool.__toolretry_settings__.max_retries == 3  # Nothing changed.


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("TOOLRETRY__FETCH__MAX_RETRIES", "many"),
        ("TOOLRETRY__FETCH", "3"),
        ("TOOLRETRY__X__NOPE", "1"),
    ],
)
def test_a_bad_environment_variable_names_itself(
    monkeypatch: pytest.MonkeyPatch, name: str, value: str
) -> None:
    """A wrong variable raises at decoration, naming the variable."""
    monkeypatch.setenv(name, value)
    with pytest.raises(ConfigurationError, match=name.split("__")[0]):
        _counting_tool("fetch")


def test_reload_applies_changes_to_decorated_tools(tmp_path: Path) -> None:
    """Editing the file and calling reload_config() changes already decorated tools."""
    path = _write(tmp_path, "toolretry.toml", "[fetch]\nmax_retries = 0\n")
    tool, runs = _counting_tool("fetch")
    configure(path)
    tool()
    assert runs["n"] == 1
    _write(tmp_path, "toolretry.toml", "[fetch]\nmax_retries = 2\n")
    assert reload_config() >= 1
    tool()
    assert runs["n"] == 1 + 3


def test_reload_while_calls_run_in_threads(tmp_path: Path) -> None:
    """Reloads racing with calls in eight threads never break a call."""
    path = _write(tmp_path, "toolretry.toml", "[racer]\nmax_retries = 0\n")
    calls = {"ok": 0}

    def racer() -> str:
        return "fine"

    tool = smart_retry_with_observation(racer)
    configure(path)
    stop = threading.Event()
    errors: list[BaseException] = []

    def call_loop() -> None:
        while not stop.is_set():
            try:
                assert tool() == "fine"
                calls["ok"] += 1
            except BaseException as exc:  # A failure here is what the test looks for.
                errors.append(exc)
                return

    threads = [threading.Thread(target=call_loop) for _ in range(8)]
    for thread in threads:
        thread.start()
    for retries in range(20):
        _write(tmp_path, "toolretry.toml", f"[racer]\nmax_retries = {retries % 4}\n")
        reload_config()
        time.sleep(0.005)
    stop.set()
    for thread in threads:
        thread.join()
    assert not errors
    assert calls["ok"] > 0
    assert tool.__toolretry_settings__.max_retries == 19 % 4


def test_an_unknown_path_is_a_clear_error(tmp_path: Path) -> None:
    """configure() with a path that does not exist says so."""
    with pytest.raises(ConfigurationError, match="no config file"):
        configure(tmp_path / "missing.toml")


def test_configure_and_reload_are_public() -> None:
    """The two entry points are re-exported at the top level."""
    assert toolretry.configure is configure
    assert toolretry.reload_config is reload_config


def test_reload_switches_the_envelope_of_a_str_answer(tmp_path: Path) -> None:
    """A reload that turns the JSON envelope on, then off, changes how the same decorated
    tools (sync and async) answer a plain ``str``, both ways."""
    path = _write(tmp_path, "toolretry.toml", '[forecast]\nformat = "json"\n')

    @smart_retry_with_observation(name="forecast")
    def forecast(city: str) -> str:
        return f"clear over {city}"

    @smart_retry_with_observation(name="forecast")
    async def forecast_async(city: str) -> str:
        return f"clear over {city}"

    def answers() -> tuple[str, str]:
        return forecast("Lyon"), asyncio.run(forecast_async("Lyon"))

    configure(path)
    assert answers() == ("clear over Lyon", "clear over Lyon")
    _write(tmp_path, "toolretry.toml", '[forecast]\nformat = "json"\nenvelope = true\n')
    assert reload_config() >= 2
    for answer in answers():
        assert json.loads(answer) == {
            "status": "ok",
            "tool": "forecast",
            "result": "clear over Lyon",
        }
    _write(tmp_path, "toolretry.toml", '[forecast]\nformat = "json"\nenvelope = false\n')
    assert reload_config() >= 2
    assert answers() == ("clear over Lyon", "clear over Lyon")
