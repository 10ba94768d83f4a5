"""A tool that returns an HTTP response with an error status fails by that status, on every path
through the pipeline: the 503 is retried, the 429 waited for, the 404 reported."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
import requests

from toolretry import Backoff, CircuitBreaker, smart_retry_with_observation, turn
from toolretry.testing import FaultServer, Reply

# Each way a call can go: plain (the inline path), inside a turn, through a breaker (the guarded
# path), with an event listener (the listened path), and as `.observe()`.
PATHS = ("plain", "turn", "breaker", "listened", "observe")


def _options(path: str, events: list[Any]) -> dict[str, Any]:
    options: dict[str, Any] = {"backoff": Backoff(base=0.01), "max_retries": 3}
    if path == "breaker":
        options["breaker"] = CircuitBreaker("returned-responses", failure_threshold=50)
    if path == "listened":
        options["on_event"] = events.append
    return options


def _call(path: str, tool: Callable[..., Any], *args: Any) -> str:
    if path == "turn":
        with turn():
            return str(tool(*args))
    if path == "observe":
        return str(tool.observe(*args).render())
    return str(tool(*args))


async def _acall(path: str, tool: Callable[..., Any], *args: Any) -> str:
    if path == "turn":
        with turn():
            return str(await tool(*args))
    if path == "observe":
        return str((await tool.observe(*args)).render())
    return str(await tool(*args))


def _field(text: str, key: str) -> str | None:
    for line in text.splitlines():
        if line.startswith(f"{key}: "):
            return line.split(": ", 1)[1]
    return None


@pytest.fixture
def api() -> Iterator[FaultServer]:
    with FaultServer() as server:
        yield server


@pytest.mark.parametrize("path", PATHS)
def test_a_returned_503_is_retried_until_the_success(api: FaultServer, path: str) -> None:
    """A returned 503 is a transient failure: the call is retried and answers with the success."""
    api.script("/flaky", Reply(503), Reply(503), Reply(json={"n": 1}))
    events: list[Any] = []

    @smart_retry_with_observation(**_options(path, events))
    def fetch() -> Any:
        response = requests.get(api.url("/flaky"), timeout=5)
        return response if response.status_code >= 400 else response.json()

    answer = _call(path, fetch)
    assert api.hits("/flaky") == 3
    assert "Tool call failed" not in answer
    assert '"n": 1' in answer


@pytest.mark.parametrize("path", PATHS)
def test_a_returned_404_is_reported_with_its_status(api: FaultServer, path: str) -> None:
    """A returned 404 is not retried and the model is told the status, not a repr."""
    api.script("/missing", Reply.error(404, "no such thing"))
    events: list[Any] = []

    @smart_retry_with_observation(**_options(path, events))
    def fetch() -> Any:
        return requests.get(api.url("/missing"), timeout=5)

    answer = _call(path, fetch)
    assert api.hits("/missing") == 1
    assert _field(answer, "error_code") == "HTTP_404"
    assert _field(answer, "category") == "client"
    assert "<Response" not in answer


@pytest.mark.parametrize("path", PATHS)
def test_a_returned_429_waits_for_its_retry_after(api: FaultServer, path: str) -> None:
    """A returned 429 with Retry-After is waited for, then retried."""
    api.script("/limited", Reply(429, headers={"Retry-After": "0.2"}), Reply(json={"ok": True}))
    events: list[Any] = []

    @smart_retry_with_observation(**_options(path, events))
    def fetch() -> Any:
        response = httpx.get(api.url("/limited"), timeout=5)
        return response if response.is_error else response.json()

    answer = _call(path, fetch)
    assert api.hits("/limited") == 2
    gap = api.requests("/limited")[1].received_at - api.requests("/limited")[0].received_at
    assert gap >= 0.18
    assert "Tool call failed" not in answer


@pytest.mark.parametrize("path", PATHS)
def test_an_async_tool_returning_a_503_is_retried(api: FaultServer, path: str) -> None:
    """An async tool's returned 503 is retried as a raised one would be."""
    api.script("/flaky", Reply(503), Reply(json={"n": 2}))
    events: list[Any] = []

    @smart_retry_with_observation(**_options(path, events))
    async def fetch() -> Any:
        async with httpx.AsyncClient() as client:
            response = await client.get(api.url("/flaky"), timeout=5)
        return response if response.is_error else response.json()

    answer = asyncio.run(_acall(path, fetch))
    assert api.hits("/flaky") == 2
    assert "Tool call failed" not in answer


@pytest.mark.parametrize("status", [500, 502, 503, 504])
def test_a_returned_server_error_that_never_heals_ends_as_transient(
    api: FaultServer, status: int
) -> None:
    """Every attempt returns the server error: the answer names its status, retryable."""
    api.script("/down", *[Reply(status)] * 5)

    @smart_retry_with_observation(backoff=Backoff(base=0.01), max_retries=2)
    def fetch() -> Any:
        return requests.get(api.url("/down"), timeout=5)

    answer = fetch()
    assert api.hits("/down") == 3
    assert _field(answer, "error_code") == f"HTTP_{status}"
    assert _field(answer, "category") == "transient"


@pytest.mark.parametrize("value", ["ok", {"status_code": 503}, [503], 503, None])
def test_plain_values_are_successes(value: object) -> None:
    """A value that is not a response object is never taken for a failure, whatever it holds."""

    @smart_retry_with_observation
    def tool() -> object:
        return value

    assert "Tool call failed" not in str(tool())


@pytest.mark.parametrize("client", ["requests", "httpx"])
def test_a_returned_success_response_answers_with_its_body(api: FaultServer, client: str) -> None:
    """A returned 200 response answers with its body, not the response object's repr."""
    api.script("/ok", Reply(json={"temp_c": 4}))

    @smart_retry_with_observation
    def fetch() -> Any:
        if client == "requests":
            return requests.get(api.url("/ok"), timeout=5)
        return httpx.get(api.url("/ok"), timeout=5)

    answer = fetch()
    assert "<Response" not in answer
    assert answer.replace(" ", "") == '{"temp_c":4}'
