"""``fallback=``: a second answer when the tool gives up, named so the model knows."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from toolretry import (
    Backoff,
    BusinessError,
    ClientError,
    ConfigurationError,
    FatalError,
    TransientError,
    smart_retry_with_observation,
)
from toolretry.testing import FaultServer, Reply


def cached_weather(city: str) -> dict[str, Any]:
    """The stale but available answer."""
    return {"city": city, "temp": 18, "cached": True}


def _failing(exc: Exception, **options: Any) -> tuple[Any, dict[str, int]]:
    runs = {"n": 0}

    def get_weather(city: str) -> str:
        runs["n"] += 1
        raise exc

    return (
        smart_retry_with_observation(backoff=Backoff(base=0.0), fallback=cached_weather, **options)(
            get_weather
        ),
        runs,
    )


@pytest.mark.parametrize(
    ("exc", "code"),
    [
        (TransientError("busy"), "TRANSIENT_ERROR"),
        (ConnectionResetError(104, "reset"), "CONNECTION_RESET"),
        (FatalError("bug"), "FATAL_ERROR"),
        (KeyError("missing"), None),
    ],
)
def test_transient_and_fatal_failures_fall_back(exc: Exception, code: str | None) -> None:
    """After giving up, the fallback answers: status ok, its result, and who failed how."""
    tool, _ = _failing(exc)
    observation = tool.observe("Oslo")
    assert observation.status == "ok"
    assert json.loads(observation.result or "") == cached_weather("Oslo")
    assert observation.fallback == "cached_weather"
    assert observation.primary_error is not None
    if code is not None:
        assert observation.primary_error == code


def test_the_text_names_the_fallback_and_the_primary_error() -> None:
    """The model reads the result, then that it came from the fallback and why."""
    tool, runs = _failing(TransientError("busy"), max_retries=2)
    lines = tool("Rome").splitlines()
    assert json.loads(lines[0])["cached"] is True
    assert "fallback: cached_weather" in lines
    assert "primary_error: TRANSIENT_ERROR" in lines
    assert runs["n"] == 3  # The primary's retries ran first.


def test_json_format_keeps_the_fallback_fields() -> None:
    """With format="json" the fallback answer is one JSON object naming both."""
    tool, _ = _failing(TransientError("busy"), format="json")
    data = json.loads(tool("Rome"))
    assert data["status"] == "ok"
    assert data["fallback"] == "cached_weather"
    assert data["primary_error"] == "TRANSIENT_ERROR"


@pytest.mark.parametrize(
    "exc", [ClientError("no such city"), BusinessError("not in plan"), ValueError("bad")]
)
def test_client_and_business_failures_never_fall_back(exc: Exception) -> None:
    """What the model must fix or accept is shown to it, not papered over."""
    tool, _ = _failing(exc)
    observation = tool.observe("Oslo")
    assert observation.status == "error"
    assert observation.fallback is None


def test_a_failing_fallback_yields_the_primary_observation_with_its_error() -> None:
    """When the fallback raises too, the model sees the primary's failure and both errors."""

    def broken_cache(city: str) -> str:
        raise OSError(28, "No space left on device")

    @smart_retry_with_observation(backoff=Backoff(base=0.0), fallback=broken_cache)
    def get_weather(city: str) -> str:
        raise TransientError("busy")

    observation = get_weather.observe("Oslo")
    assert observation.status == "error"
    assert observation.error_code == "TRANSIENT_ERROR"
    assert observation.details["fallback"] == "broken_cache"
    assert observation.details["fallback_error"]["code"]


def test_a_decorated_fallback_chain_is_followed() -> None:
    """A decorated fallback with its own fallback: the first that answers wins."""

    @smart_retry_with_observation(max_retries=0, fallback=cached_weather)
    def second_provider(city: str) -> str:
        raise TransientError("second provider down too")

    @smart_retry_with_observation(
        backoff=Backoff(base=0.0), max_retries=1, fallback=second_provider
    )
    def first_provider(city: str) -> str:
        raise TransientError("first provider down")

    observation = first_provider.observe("Lima")
    assert observation.status == "ok"
    assert observation.fallback == "second_provider"
    assert json.loads(observation.result or "")["cached"] is True


def test_a_decorated_fallback_that_fails_is_reported_not_its_text() -> None:
    """A decorated fallback's failure observation is not taken for an answer."""

    @smart_retry_with_observation(max_retries=0)
    def also_down(city: str) -> str:
        raise TransientError("down as well")

    @smart_retry_with_observation(backoff=Backoff(base=0.0), fallback=also_down)
    def primary(city: str) -> str:
        raise TransientError("down")

    observation = primary.observe("Oslo")
    assert observation.status == "error"
    assert observation.details["fallback"] == "also_down"


async def test_async_tools_fall_back_to_sync_or_async_fallbacks() -> None:
    """An async tool takes either kind of fallback."""

    async def async_cache(city: str) -> str:
        await asyncio.sleep(0)
        return f"cached {city}"

    for fallback, expected in ((async_cache, "cached Oslo"), (cached_weather, None)):

        @smart_retry_with_observation(backoff=Backoff(base=0.0), fallback=fallback)
        async def get_weather(city: str) -> str:
            raise TransientError("busy")

        text = await get_weather("Oslo")
        if expected is not None:
            assert text.startswith(expected)
        assert "fallback:" in text


def test_a_real_http_outage_falls_back() -> None:
    """503s from a real server end in the fallback's answer."""
    import requests

    with FaultServer() as server:
        server.script("/w", *[Reply(status=503)] * 5)

        @smart_retry_with_observation(backoff=Backoff(base=0.0), fallback=cached_weather)
        def get_weather(city: str) -> str:
            response = requests.get(server.url("/w"), timeout=2)
            response.raise_for_status()
            return response.text

        observation = get_weather.observe("Oslo")
        assert server.hits("/w") == 4
    assert observation.status == "ok"
    assert observation.primary_error == "HTTP_503"


@pytest.mark.parametrize("value", [3, "cached_weather", dict])
def test_fallback_must_be_a_callable(value: object) -> None:
    """A wrong fallback fails at decoration time, naming the argument."""
    with pytest.raises(ConfigurationError, match="fallback"):
        smart_retry_with_observation(fallback=value)  # type: ignore[call-overload]
