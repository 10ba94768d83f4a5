"""Shapes a consumer relies on: the JSON envelope on success, the original result object beside
its rendering, and isinstance checks against the tool protocols."""

from __future__ import annotations

import asyncio
import dataclasses
import inspect
import json
from typing import Any

import pydantic
import pytest

import toolretry
from toolretry import (
    AsyncTool,
    ClientError,
    ConfigurationError,
    Output,
    SyncTool,
    TransientError,
    smart_retry_with_observation,
)


@dataclasses.dataclass
class Point:
    x: int
    y: int


class User(pydantic.BaseModel):
    id: int
    name: str


RESULTS: list[tuple[object, object]] = [
    ({"id": 42, "tags": ["a", "b"]}, {"id": 42, "tags": ["a", "b"]}),
    ([1, 2, 3], [1, 2, 3]),
    ("plain text answer", "plain text answer"),
    ('{"looks": "like json"}', '{"looks": "like json"}'),
    (7, 7),
    (2.5, 2.5),
    (True, True),
    (None, None),
    (Point(1, 2), {"x": 1, "y": 2}),
    (User(id=1, name="Ada"), {"id": 1, "name": "Ada"}),
    ({"名前": "雪"}, {"名前": "雪"}),
]


@pytest.mark.parametrize(("result", "expected"), RESULTS)
def test_the_envelope_holds_the_result_as_json_not_as_a_string(
    result: object, expected: object
) -> None:
    """With format="json" and envelope=True a success is {"status": "ok", "tool", "result"}
    whose result is the tool's value as JSON (a str stays a JSON string, once)."""

    @smart_retry_with_observation(format="json", output=Output(envelope=True))
    def answer() -> Any:
        return result

    assert json.loads(answer()) == {"status": "ok", "tool": "answer", "result": expected}


@pytest.mark.parametrize(("result", "expected"), RESULTS[:4])
def test_the_envelope_applies_to_async_tools(result: object, expected: object) -> None:
    """An async tool's success is enveloped the same way."""

    @smart_retry_with_observation(format="json", output=Output(envelope=True))
    async def answer() -> Any:
        return result

    assert json.loads(asyncio.run(answer())) == {
        "status": "ok",
        "tool": "answer",
        "result": expected,
    }


@pytest.mark.parametrize("error", [ClientError("bad date"), ValueError("no"), KeyError("k")])
def test_a_failure_and_a_success_are_told_apart_by_status(error: Exception) -> None:
    """With the envelope, both outcomes are JSON objects with a status key."""

    @smart_retry_with_observation(format="json", output=Output(envelope=True), max_retries=0)
    def tool(fail: bool) -> dict[str, int]:
        if fail:
            raise error
        return {"n": 1}

    assert json.loads(tool(False))["status"] == "ok"
    assert json.loads(tool(True))["status"] == "error"


def test_the_envelope_is_kept_inside_a_turn() -> None:
    """Inside toolretry.turn() (the observed path) a success is enveloped too."""

    @smart_retry_with_observation(format="json", output=Output(envelope=True))
    def tool() -> dict[str, int]:
        return {"n": 1}

    with toolretry.turn():
        assert json.loads(tool()) == {"status": "ok", "tool": "tool", "result": {"n": 1}}


def test_a_fallback_answer_is_enveloped_with_its_provenance() -> None:
    """A fallback's answer is enveloped with fallback and primary_error beside the result."""

    def cached(city: str) -> dict[str, str]:
        return {"city": city, "cached": "yes"}

    @smart_retry_with_observation(
        format="json", output=Output(envelope=True), fallback=cached, max_retries=0
    )
    def weather(city: str) -> dict[str, str]:
        raise TransientError("down")

    got = json.loads(weather("Oslo"))
    assert got["result"] == {"city": "Oslo", "cached": "yes"}
    assert got["fallback"] == "cached"
    assert got["primary_error"] == "TRANSIENT_ERROR"


@pytest.mark.parametrize("options", [{}, {"format": "json"}])
def test_without_the_envelope_a_success_is_the_bare_result(options: dict[str, Any]) -> None:
    """The default stays the tool's own result, in text and in JSON format."""

    @smart_retry_with_observation(**options)
    def tool() -> dict[str, int]:
        return {"n": 1}

    assert json.loads(tool()) == {"n": 1}


@pytest.mark.parametrize(
    ("envelope", "fmt", "word"), [(True, "text", "format"), ("yes", "json", "envelope")]
)
def test_a_wrong_envelope_argument_fails_at_decoration(envelope: Any, fmt: str, word: str) -> None:
    """envelope=True without format="json", or a non-bool, raises ConfigurationError naming
    what to change."""
    with pytest.raises(ConfigurationError, match=word):
        smart_retry_with_observation(format=fmt, output=Output(envelope=envelope))


@pytest.mark.parametrize(("result", "_"), RESULTS)
def test_observe_keeps_the_original_object_beside_its_rendering(result: object, _: object) -> None:
    """.observe().value is the very object the tool returned; .result its rendering."""

    @smart_retry_with_observation
    def tool() -> Any:
        return result

    observation = tool.observe()
    assert observation.value is result
    assert observation.result == tool()


def test_decorated_tools_are_instances_of_their_protocols() -> None:
    """isinstance() tells decorated tools from plain functions, and iscoroutinefunction tells
    the async ones."""

    def plain(x: int) -> int:
        return x

    async def plain_async(x: int) -> int:
        return x

    sync_tool = smart_retry_with_observation(plain)
    async_tool = smart_retry_with_observation(plain_async)
    assert isinstance(sync_tool, SyncTool)
    assert isinstance(async_tool, AsyncTool)
    assert not isinstance(plain, SyncTool)
    assert not isinstance(plain_async, AsyncTool)
    assert inspect.iscoroutinefunction(async_tool)
    assert not inspect.iscoroutinefunction(sync_tool)
