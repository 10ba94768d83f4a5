"""Tests for call_key: the identity of "the same call again"."""

from __future__ import annotations

import array
import collections
import dataclasses
import enum
import itertools
import time
from collections.abc import Iterator, Mapping
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import BaseModel

from toolretry.turn._canonical import MAX_NODES, MAX_STRING_CHARS, call_key


def key(value: Any, tool: str = "t") -> str:
    """The key of a call passing ``value`` as its one parameter."""
    return call_key(tool, {"value": value}).key


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


class NoRepr(collections.UserList[int]):
    """A big sequence whose repr must never be built (it would be, and cut, before)."""

    def __repr__(self) -> str:
        raise AssertionError("the whole repr was built")


class BrokenModel(BaseModel):
    value: int

    def model_dump(self, *args: Any, **kwargs: Any) -> dict[str, Any]:
        raise RuntimeError("cannot dump")


def test_keyword_order_does_not_matter() -> None:
    """Keyword arguments in another order are the same call."""
    assert call_key("t", {"a": 1, "b": 2}) == call_key("t", {"b": 2, "a": 1})


def test_dict_order_does_not_matter() -> None:
    """Dicts compare by content, not insertion order, at any depth."""
    first = {"x": {"b": [1, 2], "a": {"k": 1, "j": 2}}}
    second = {"x": {"a": {"j": 2, "k": 1}, "b": [1, 2]}}
    assert key(first) == key(second)


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
    assert key(first) == key(second)


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
    assert key(first) != key(second)


def test_tool_name_is_part_of_the_key() -> None:
    """The same arguments to another tool are another call."""
    assert key("a", tool="read_file") != key("a", tool="edit_file")


def test_parameter_names_are_part_of_the_key() -> None:
    """The same value under another parameter name is another call."""
    assert call_key("t", {"path": "a"}) != call_key("t", {"name": "a"})


def test_key_is_bounded_for_huge_input() -> None:
    """A megabyte of arguments still gives a short key."""
    identity = call_key("t", {"text": "x" * 1_000_000, "big": list(range(10_000))})
    assert len(identity.key) == 64


def test_huge_inputs_that_differ_only_at_the_end_differ() -> None:
    """Bounding by hashing loses no information at the tail."""
    assert key("x" * 100_000 + "a") != key("x" * 100_000 + "b")


def test_self_referential_list_does_not_raise() -> None:
    """A list containing itself gets a stable key instead of recursing forever."""
    first: list[Any] = [1]
    first.append(first)
    second: list[Any] = [1]
    second.append(second)
    assert key(first) == key(second)


def test_self_referential_dict_does_not_raise() -> None:
    """A dict containing itself gets a key."""
    loop: dict[str, Any] = {}
    loop["me"] = loop
    assert len(call_key("t", {"loop": loop}).key) == 64


def test_deep_nesting_does_not_raise() -> None:
    """Nesting far deeper than the recursion limit still gives a key."""
    deep: list[Any] = []
    for _ in range(5000):
        deep = [deep]
    assert len(key(deep)) == 64


def test_same_unserialisable_object_gives_same_key() -> None:
    """Passing the same opaque object twice is the same call."""
    thing = Opaque()
    assert key(thing) == key(thing)


def test_broken_repr_does_not_raise() -> None:
    """An object whose repr raises still gets a stable key."""
    assert key(BrokenRepr()) == key(BrokenRepr())


def test_model_that_cannot_dump_does_not_raise() -> None:
    """A pydantic model whose model_dump raises falls back to its repr."""
    assert key(BrokenModel(value=1)) == key(BrokenModel(value=1))
    assert key(BrokenModel(value=1)) != key(BrokenModel(value=2))


def test_unsortable_set_members_do_not_raise() -> None:
    """A set mixing types that cannot be compared is still ordered canonically."""
    assert key({1, "a", None, (2, 3)}) == key({(2, 3), None, "a", 1})


def test_int_too_large_to_print_does_not_raise() -> None:
    """An int beyond Python's str conversion limit falls back without raising."""
    assert len(key(10**10_000)) == 64


def test_lone_surrogate_does_not_raise() -> None:
    """A string holding a lone surrogate still encodes."""
    assert key("\ud800") != key("\ud801")


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
    assert call_key("tool", kwargs) == call_key("tool", reordered)


def rows(count: int, changed_at: int | None = None) -> list[dict[str, Any]]:
    """``count`` table rows; the row at ``changed_at`` differs."""
    return [
        {"id": n, "name": "changed" if n == changed_at else f"row {n}", "score": n * 1.5}
        for n in range(count)
    ]


@pytest.mark.parametrize(
    "value",
    [
        rows(100_000),
        [[n, str(n)] for n in range(100_000)],
        {f"k{n}": n for n in range(100_000)},
        set(range(100_000)),
        tuple(range(100_000)),
        "line\n" * 1_000_000,
        b"\x00" * 5_000_000,
        [list(range(1000)) for _ in range(1000)],
        collections.deque(range(2_000_000)),
        array.array("q", range(1_000_000)),
        collections.UserList(range(500_000)),
        collections.ChainMap({n: n for n in range(200_000)}, {-n: n for n in range(200_000)}),
        {n: n for n in range(300_000)}.keys(),
        NoRepr(range(1_000_000)),
    ],
    ids=[
        "rows",
        "pairs",
        "dict",
        "set",
        "tuple",
        "long-str",
        "long-bytes",
        "matrix",
        "deque",
        "array",
        "UserList",
        "ChainMap",
        "keys-view",
        "sequence-without-repr",
    ],
)
def test_huge_arguments_are_keyed_by_a_bounded_prefix(value: Any) -> None:
    """Arguments far beyond the bound are keyed fast, and the key says it is partial."""
    started = time.perf_counter()
    identity = call_key("t", {"value": value})
    elapsed = time.perf_counter() - started
    assert identity.partial
    assert elapsed < 0.05  # Unbounded, the rows case alone took 2.7 s here.


@pytest.mark.parametrize(
    "value",
    [rows(20), {"a": [1, 2, 3], "b": {"c": "d"}}, "x" * MAX_STRING_CHARS, list(range(100))],
)
def test_arguments_within_the_bound_are_keyed_whole(value: Any) -> None:
    """Ordinary arguments are keyed by all of their content."""
    assert not call_key("t", {"value": value}).partial


@pytest.mark.parametrize(
    "make",
    [collections.deque, lambda items: array.array("q", items), collections.UserList],
    ids=["deque", "array", "UserList"],
)
def test_other_sequences_are_keyed_by_their_content(make: Any) -> None:
    assert key(make([1, 2, 3])) == key(make([1, 2, 3]))
    assert key(make([1, 2, 3])) != key(make([1, 2, 4]))
    assert key(make([1, 2, 3])) != key([1, 2, 3])  # The type is part of it.


def test_a_chain_map_is_keyed_by_its_maps() -> None:
    assert key(collections.ChainMap({"a": 1}, {"b": 2})) == key(
        collections.ChainMap({"a": 1}, {"b": 2})
    )
    assert key(collections.ChainMap({"a": 1})) != key(collections.ChainMap({"a": 2}))


class CountingMapping(Mapping[int, int]):
    """A mapping that never ends and counts how many items were looked at."""

    def __init__(self) -> None:
        self.seen = 0

    def __getitem__(self, index: int) -> int:
        return index

    def __len__(self) -> int:
        return 10**9

    def __iter__(self) -> Iterator[int]:
        for n in itertools.count():
            self.seen += 1
            yield n


def test_a_never_ending_mapping_is_read_only_up_to_the_bound() -> None:
    """A mapping that never ends costs at most the bound's worth of items."""
    endless = CountingMapping()
    identity = call_key("t", {"value": endless})
    assert identity.partial
    assert endless.seen <= MAX_NODES + 1


def endless_generator() -> Iterator[int]:
    yield from itertools.count()


@pytest.mark.parametrize(
    "make",
    [endless_generator, lambda: iter([1, 2, 3]), lambda: itertools.count(), lambda: map(str, [1])],
    ids=["generator", "list-iterator", "count", "map"],
)
def test_iterators_are_never_consumed(make: Any) -> None:
    """An iterator argument is keyed without taking a single item from it."""
    first = make()
    second = make()
    call_key("t", {"value": first})
    assert next(first) == next(second)


def test_two_iterators_are_never_the_same_call() -> None:
    """Iterators cannot be compared without consuming them, so each is its own call."""
    iterator = iter([1, 2])
    assert key(iterator) != key(iterator)


@pytest.mark.parametrize("changed_at", [0, 7, 50])
def test_a_change_inside_the_prefix_changes_the_key(changed_at: int) -> None:
    """Rows that differ within the looked-at prefix are different calls."""
    assert key(rows(100_000)) != key(rows(100_000, changed_at))


@pytest.mark.parametrize("count", [100_000, 100_001, 250_000])
def test_the_length_of_a_cut_container_is_part_of_the_key(count: int) -> None:
    """Two huge lists of different lengths are different calls even past the bound."""
    assert key(rows(count)) != key(rows(99_999))


def test_long_strings_differing_at_either_end_differ() -> None:
    """A string beyond the bound is keyed by its length and both of its ends."""
    body = "x" * (4 * MAX_STRING_CHARS)
    assert len({key("a" + body), key("b" + body), key(body + "a"), key(body + "b")}) == 4


class LyingList(list[int]):
    """A list that claims to be short and never stops yielding."""

    def __len__(self) -> int:
        return 2

    def __iter__(self) -> Iterator[int]:
        return itertools.count()


class LyingMapping(CountingMapping):
    """A mapping that claims to be short and never stops yielding."""

    def __len__(self) -> int:
        return 2


@pytest.mark.parametrize("make", [LyingList, LyingMapping])
def test_containers_lying_about_their_length_cannot_hang_the_key(make: Any) -> None:
    """A container whose length is a lie is still read only up to the bound."""
    identity = call_key("t", {"value": make()})
    assert len(identity.key) == 64
