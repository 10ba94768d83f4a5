"""Tests for call_key: the identity of "the same call again"."""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import BaseModel

from toolretry.turn._canonical import call_key


class Point(BaseModel):
    x: int
    y: int


@dataclasses.dataclass
class Box:
    width: int
    tags: list[str]


class Color(enum.Enum):
    RED = 1
    BLUE = 2


class Opaque:
    """An object without a useful repr or any fields."""


class BrokenRepr:
    def __repr__(self) -> str:
        raise RuntimeError("no repr for you")


class BrokenModel(BaseModel):
    value: int

    def model_dump(self, *args: Any, **kwargs: Any) -> dict[str, Any]:
        raise RuntimeError("cannot dump")


def test_keyword_order_does_not_matter() -> None:
    """Keyword arguments in another order are the same call."""
    assert call_key("t", (), {"a": 1, "b": 2}) == call_key("t", (), {"b": 2, "a": 1})


def test_dict_order_does_not_matter() -> None:
    """Dicts compare by content, not insertion order, at any depth."""
    first = {"x": {"b": [1, 2], "a": {"k": 1, "j": 2}}}
    second = {"x": {"a": {"j": 2, "k": 1}, "b": [1, 2]}}
    assert call_key("t", (first,), {}) == call_key("t", (second,), {})


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ({1, 2, 3}, {3, 2, 1}),
        (frozenset({"a", "b"}), frozenset({"b", "a"})),
        ({"s": {1, "x"}}, {"s": {"x", 1}}),
        (Point(x=1, y=2), Point(y=2, x=1)),
        (Box(1, ["a"]), Box(width=1, tags=["a"])),
        (Color.RED, Color.RED),
        (b"bytes", b"bytes"),
        (float("nan"), float("nan")),
    ],
)
def test_equal_values_give_equal_keys(first: Any, second: Any) -> None:
    """Sets, models, dataclasses, enums, bytes and NaN are keyed by content."""
    assert call_key("t", (first,), {}) == call_key("t", (second,), {})


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (1, "1"),
        (1, True),
        (1, 1.5),
        ([1, 2], [2, 1]),
        ([1, 2], (1, 2)),
        ({1, 2}, [1, 2]),
        ({"a": 1}, {"a": 2}),
        (Point(x=1, y=2), Point(x=2, y=1)),
        (Color.RED, Color.BLUE),
        (Color.RED, 1),
        (None, "None"),
    ],
)
def test_different_values_give_different_keys(first: Any, second: Any) -> None:
    """Values that differ in content or type are different calls."""
    assert call_key("t", (first,), {}) != call_key("t", (second,), {})


def test_tool_name_is_part_of_the_key() -> None:
    """The same arguments to another tool are another call."""
    assert call_key("read_file", ("a",), {}) != call_key("edit_file", ("a",), {})


def test_positional_and_keyword_are_kept_apart() -> None:
    """An argument passed by position is not the same call as one passed by keyword."""
    assert call_key("t", ("a",), {}) != call_key("t", (), {"path": "a"})


def test_key_is_bounded_for_huge_input() -> None:
    """A megabyte of arguments still gives a short key."""
    key = call_key("t", ("x" * 1_000_000,), {"big": list(range(10_000))})
    assert len(key) == 64


def test_huge_inputs_that_differ_only_at_the_end_differ() -> None:
    """Bounding by hashing loses no information at the tail."""
    assert call_key("t", ("x" * 100_000 + "a",), {}) != call_key("t", ("x" * 100_000 + "b",), {})


def test_self_referential_list_does_not_raise() -> None:
    """A list containing itself gets a stable key instead of recursing forever."""
    first: list[Any] = [1]
    first.append(first)
    second: list[Any] = [1]
    second.append(second)
    assert call_key("t", (first,), {}) == call_key("t", (second,), {})


def test_self_referential_dict_does_not_raise() -> None:
    """A dict containing itself gets a key."""
    loop: dict[str, Any] = {}
    loop["me"] = loop
    assert len(call_key("t", (), {"loop": loop})) == 64


def test_deep_nesting_does_not_raise() -> None:
    """Nesting far deeper than the recursion limit still gives a key."""
    deep: list[Any] = []
    for _ in range(5000):
        deep = [deep]
    assert len(call_key("t", (deep,), {})) == 64


def test_same_unserialisable_object_gives_same_key() -> None:
    """Passing the same opaque object twice is the same call."""
    thing = Opaque()
    assert call_key("t", (thing,), {}) == call_key("t", (thing,), {})


def test_broken_repr_does_not_raise() -> None:
    """An object whose repr raises still gets a stable key."""
    assert call_key("t", (BrokenRepr(),), {}) == call_key("t", (BrokenRepr(),), {})


def test_model_that_cannot_dump_does_not_raise() -> None:
    """A pydantic model whose model_dump raises falls back to its repr."""
    assert call_key("t", (BrokenModel(value=1),), {}) == call_key("t", (BrokenModel(value=1),), {})
    assert call_key("t", (BrokenModel(value=1),), {}) != call_key("t", (BrokenModel(value=2),), {})


def test_unsortable_set_members_do_not_raise() -> None:
    """A set mixing types that cannot be compared is still ordered canonically."""
    assert call_key("t", ({1, "a", None, (2, 3)},), {}) == call_key(
        "t", ({(2, 3), None, "a", 1},), {}
    )


def test_int_too_large_to_print_does_not_raise() -> None:
    """An int beyond Python's str conversion limit falls back without raising."""
    assert len(call_key("t", (10**10_000,), {})) == 64


def test_lone_surrogate_does_not_raise() -> None:
    """A string holding a lone surrogate still encodes."""
    assert call_key("t", ("\ud800",), {}) != call_key("t", ("\ud801",), {})


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5) | st.floats(allow_nan=False),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=4), children, max_size=4)
    ),
    max_leaves=20,
)


@given(st.dictionaries(st.text(max_size=6), json_values, max_size=6))
def test_key_ignores_keyword_order_for_any_arguments(kwargs: dict[str, Any]) -> None:
    """For any JSON-like arguments, reversing keyword order keeps the key."""
    reordered = dict(reversed(list(kwargs.items())))
    assert call_key("tool", (), kwargs) == call_key("tool", (), reordered)
