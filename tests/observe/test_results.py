"""A success put into words: always valid JSON for data, never a crash, never a wrong success."""

from __future__ import annotations

import dataclasses
import json
import math
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import BaseModel

from toolretry import smart_retry_with_observation
from toolretry.observe._results import render_result

_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=20),
)
_keys = st.one_of(
    st.text(max_size=8), st.integers(), st.tuples(st.integers(), st.text(max_size=3)), st.none()
)
_data = st.recursive(
    _scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.tuples(inner, inner),
        st.dictionaries(_keys, inner, max_size=4),
    ),
    max_leaves=20,
)


@given(_data.filter(lambda v: isinstance(v, (dict, list, tuple))))
def test_rendered_data_is_always_strict_json(value: Any) -> None:
    """NaN, infinities and keys of any type never make invalid JSON."""
    text = render_result(value)
    json.loads(text, parse_constant=lambda name: pytest.fail(f"non-standard constant {name}"))


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ({"t": math.nan}, {"t": None}),
        ({"t": -math.inf, "u": [math.inf, 1.5]}, {"t": None, "u": [None, 1.5]}),
        ({(1, 2): "a"}, {"1, 2": "a"}),
        ({None: 1, 3: 2}, {"null": 1, "3": 2}),
        ([{"nested": {(0,): math.nan}}], [{"nested": {"0": None}}]),
    ],
)
def test_what_json_cannot_hold_is_made_valid(value: Any, expected: Any) -> None:
    """Each repair is the obvious one: null for non-finite numbers, text for keys."""
    assert json.loads(render_result(value)) == expected


class Reading(BaseModel):
    value: float


@dataclasses.dataclass
class Point:
    x: float
    labels: dict[Any, str]


def test_models_and_dataclasses_with_nan_stay_valid() -> None:
    """A pydantic model or dataclass holding NaN renders as valid JSON."""
    assert json.loads(render_result(Reading(value=math.nan))) == {"value": None}
    assert json.loads(render_result(Point(math.nan, {(1, 2): "a"}))) == {
        "x": None,
        "labels": {"1, 2": "a"},
    }


class EvilClass:
    """A result whose ``__class__`` raises when looked at."""

    @property  # type: ignore[misc]
    def __class__(self) -> type:
        raise RuntimeError("no class for you")

    def __str__(self) -> str:
        return "evil"


class BadStr:
    def __str__(self) -> str:
        raise ValueError("cannot say")


@pytest.mark.parametrize(
    "make",
    [EvilClass, BadStr, lambda: math.nan, lambda: {1: {2: {3: math.inf}}}],
    ids=["raising-class", "raising-str", "nan", "nested-inf"],
)
def test_the_decorator_never_raises_whatever_the_result(make: Any) -> None:
    """A result that resists being put into words gives an observation, not an exception."""
    result = make()
    tool = smart_retry_with_observation(lambda: result)
    text = tool()
    assert isinstance(text, str)
    assert text


def test_a_self_referencing_result_is_a_failure_observation() -> None:
    """A dict that holds itself cannot be rendered: a fatal observation says so."""
    looped: dict[str, Any] = {}
    looped["self"] = looped
    tool = smart_retry_with_observation(lambda: looped)
    assert "RESULT_NOT_SERIALIZABLE" in tool()


def test_the_native_value_rides_on_the_observation_unrendered() -> None:
    """``.observe()`` keeps the tool's own object for adapters; no rendering shows it."""
    model = Reading(value=21.5)
    tool = smart_retry_with_observation(lambda: model)
    observation = tool.observe()
    assert observation.value is model
    assert observation.result == '{"value":21.5}'
    assert "value" not in observation.model_dump()
    failing = smart_retry_with_observation(max_retries=0)(lambda: {}["x"])
    assert failing.observe().value is None


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ({3, 1, 2}, [1, 2, 3]),
        (frozenset({"b", "a"}), ["a", "b"]),
        ({1.5, math.nan}, None),  # Order of a set with NaN is not defined; only validity is.
        (set(), []),
    ],
)
def test_a_set_result_is_json_like_a_list(value: Any, expected: Any) -> None:
    @smart_retry_with_observation
    def tool() -> Any:
        return value

    decoded = json.loads(tool())  # A repr such as "{1, 2}" would not parse.
    assert isinstance(decoded, list)
    if expected is not None:
        assert decoded == expected
    assert json.loads(render_result(value)) == decoded
