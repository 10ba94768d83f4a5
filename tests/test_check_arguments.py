"""check_arguments=True: the arguments are checked against the annotations before the tool runs."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from toolretry import smart_retry_with_observation
from toolretry.exceptions import ConfigurationError


def make(runs: list[Any], **options: Any) -> Any:
    @smart_retry_with_observation(check_arguments=True, format="json", **options)
    def forecast(city: str, days: int = 3, units: str = "metric") -> str:
        runs.append((city, days))
        return "sunny"

    return forecast


@pytest.mark.parametrize(
    ("args", "kwargs", "parameter"),
    [
        (("Paris",), {"days": "many"}, "days"),
        ((42,), {}, "city"),
        ((), {"days": 2}, "city"),
        (("Paris",), {"unit": "metric"}, "unit"),
        (("Paris",), {"days": [1]}, "days"),
        (("Paris", 1, "metric", "extra"), {}, "arguments"),
    ],
)
def test_a_wrong_call_is_refused_naming_the_parameter_without_running(
    args: tuple[Any, ...], kwargs: dict[str, Any], parameter: str
) -> None:
    """Wrong type, missing or extra argument: INVALID_ARGUMENTS naming it; the tool never runs."""
    runs: list[Any] = []
    data = json.loads(make(runs)(*args, **kwargs))
    assert runs == []
    assert (data["error_code"], data["next_move"]) == ("INVALID_ARGUMENTS", "fix_arguments")
    assert parameter in [error["parameter"] for error in data["details"]["errors"]]
    assert f"{parameter}:" in data["message"]


@pytest.mark.parametrize(("args", "kwargs"), [(("Paris",), {}), (("Oslo", 5), {"units": "si"})])
def test_a_right_call_runs(args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    """Arguments that match the annotations reach the tool unchanged."""
    runs: list[Any] = []
    assert make(runs)(*args, **kwargs) == "sunny"
    assert runs == [(args[0], args[1] if len(args) > 1 else 3)]


def test_off_by_default_the_tool_runs_whatever_it_gets() -> None:
    """Without check_arguments the call reaches the tool as it is."""
    runs: list[Any] = []

    @smart_retry_with_observation
    def forecast(city: str) -> str:
        runs.append(city)
        return "sunny"

    assert forecast(42) == "sunny"  # type: ignore[arg-type]
    assert runs == [42]


def test_an_async_tool_is_checked_too() -> None:
    """async def tools are checked before their coroutine starts."""
    runs: list[Any] = []

    @smart_retry_with_observation(check_arguments=True)
    async def forecast(city: str) -> str:
        runs.append(city)
        return "sunny"

    assert "INVALID_ARGUMENTS" in asyncio.run(forecast(3))  # type: ignore[arg-type]
    assert runs == []


def test_the_signature_is_kept() -> None:
    """The checked tool keeps its name, parameters and __wrapped__."""
    import inspect

    tool = make([])
    assert list(inspect.signature(tool).parameters) == ["city", "days", "units"]
    assert tool.__wrapped__.__name__ == "forecast"


@pytest.mark.parametrize("value", ["yes", 1, None])
def test_check_arguments_must_be_a_bool(value: object) -> None:
    """A non-bool check_arguments raises ConfigurationError naming it."""
    with pytest.raises(ConfigurationError, match="check_arguments"):
        smart_retry_with_observation(check_arguments=value)
