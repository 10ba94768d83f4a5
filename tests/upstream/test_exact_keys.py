"""Automatic idempotency keys: a digest of every argument, namespaced by the tool's identity."""

from __future__ import annotations

import dataclasses
import datetime
import decimal
import enum
import functools
import math
import types
import uuid
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolretry import ConfigurationError, Idempotency, smart_retry_with_observation
from toolretry.stores import MemoryStore
from toolretry.upstream import idempotency_key
from toolretry.upstream._exact import UncanonicalArgument, digest, encode

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False)
    | st.text()
    | st.binary(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner),
    max_leaves=20,
)


class Writes:
    """A write tool that counts its runs and reports the key it saw."""

    def __init__(self) -> None:
        self.runs = 0
        self.keys: list[str | None] = []

    def __call__(self, items: list[Any], note: str = "") -> str:
        self.runs += 1
        self.keys.append(idempotency_key())
        return f"wrote {len(items)}"


def _tool(body: Any, store: MemoryStore | None = None, **options: Any) -> Any:
    return smart_retry_with_observation(
        body, idempotency=Idempotency(key="auto", store=store or MemoryStore()), **options
    )


@pytest.mark.parametrize("index", [0, 1, 999, 1000, 1998, 1999])
def test_long_lists_differing_at_one_index_both_run(index: int) -> None:
    """Two 2,000-item writes that differ at one index are two operations."""
    body = Writes()
    tool = _tool(body)
    first = list(range(2000))
    second = list(first)
    second[index] = -1
    tool(first)
    tool(second)
    assert body.runs == 2


@pytest.mark.parametrize("size", [1, 10_000, 100_000])
def test_long_strings_differing_at_the_end_both_run(size: int) -> None:
    """Two texts differing only in their last character are two operations."""
    body = Writes()
    tool = _tool(body)
    tool([], note="x" * size + "a")
    tool([], note="x" * size + "b")
    assert body.runs == 2


def _module_tool(module_name: str) -> Any:
    module = types.ModuleType(module_name)
    source = "def send(items, note=''):\n    RUNS.append(1)\n    return 'sent'\n"
    module.__dict__["RUNS"] = []
    exec(compile(source, f"<{module_name}>", "exec"), module.__dict__)
    return module


@pytest.mark.parametrize(("left", "right"), [("billing", "shipping"), ("a.b", "a"), ("x", "y.x")])
def test_same_name_in_two_modules_does_not_share_keys(left: str, right: str) -> None:
    """Tools with one display name from two modules keep separate keys in one store."""
    store = MemoryStore()
    one, two = _module_tool(left), _module_tool(right)
    _tool(one.send, store, name="send")([1])
    _tool(two.send, store, name="send")([1])
    assert (len(one.RUNS), len(two.RUNS)) == (1, 1)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ((b"a", "b:c"), (b"a:b", "c")),
        ((b"a", ""), (b"", "a")),
        ((b"ab", "c"), (b"a", "bc")),
        ((b"a\x00", "b"), (b"a", "\x00b")),
    ],
)
def test_namespace_and_key_never_run_together(
    first: tuple[bytes, str], second: tuple[bytes, str]
) -> None:
    """Splitting the same text differently between tool and key gives different digests."""
    assert digest(first[0], first[1].encode()) != digest(second[0], second[1].encode())


@settings(max_examples=200, deadline=None)
@given(json_values, json_values)
def test_different_arguments_give_different_encodings(left: Any, right: Any) -> None:
    """Arguments that differ (by type or value) never share an encoding."""
    same = _same_value(left, right)
    assert (encode(left) == encode(right)) == same


def _same_value(left: Any, right: Any) -> bool:
    if type(left) is not type(right):
        return False
    if isinstance(left, float):
        return left.hex() == right.hex()
    if isinstance(left, list):
        return len(left) == len(right) and all(map(_same_value, left, right))
    if isinstance(left, dict):
        return left.keys() == right.keys() and all(_same_value(left[k], right[k]) for k in left)
    return bool(left == right)


@settings(max_examples=100, deadline=None)
@given(st.dictionaries(st.text(max_size=6), json_values, max_size=6), st.randoms())
def test_dict_order_does_not_change_the_encoding(value: dict[str, Any], rnd: Any) -> None:
    """A dict's insertion order is not part of the key."""
    items = list(value.items())
    rnd.shuffle(items)
    assert encode(dict(items)) == encode(value)


@pytest.mark.parametrize(
    ("left", "right"),
    [((1, 2), [1, 2]), (b"ab", bytearray(b"ab")), ({1, "a"}, frozenset({"a", 1}))],
)
def test_documented_equivalences_share_a_key(left: Any, right: Any) -> None:
    """A tuple and a list, bytes and bytearray, set and frozenset of equal items are one."""
    assert encode(left) == encode(right)


@pytest.mark.parametrize(
    ("left", "right"),
    [(1, 1.0), (1, True), (0.0, -0.0), ("1", 1), (None, ""), ([], {}), (1e16, 1e16 + 2)],
)
def test_values_python_calls_equal_stay_apart_by_type(left: Any, right: Any) -> None:
    """Type-tagged: values that compare equal in Python but differ on the wire differ."""
    assert encode(left) != encode(right)


def test_defaults_and_keywords_name_the_same_call() -> None:
    """f(x), f(items=x) and f(x, note='') (the default) are one operation."""
    body = Writes()
    tool = _tool(body)
    tool([1])
    tool(items=[1])
    tool([1], note="")
    assert body.runs == 1


class Colour(enum.Enum):
    RED = 1


@dataclasses.dataclass
class Point:
    x: int
    y: int


class Opaque:
    pass


@pytest.mark.parametrize(
    "value",
    [
        decimal.Decimal("1.10"),
        datetime.datetime(2024, 1, 1, tzinfo=datetime.timezone.utc),
        datetime.timedelta(days=1),
        uuid.UUID(int=7),
        Colour.RED,
        Point(1, 2),
        {1, "a", (2, 3)},
        complex(1, 2),
        math.inf,
    ],
)
def test_values_with_an_exact_form_are_encoded(value: Any) -> None:
    """Rich values with an exact value form encode the same way twice."""
    assert encode(value) == encode(value)


def _cycle() -> list[Any]:
    items: list[Any] = []
    items.append(items)
    return items


def _deep() -> list[Any]:
    value: list[Any] = []
    for _ in range(200):
        value = [value]
    return value


@pytest.mark.parametrize(
    "value",
    [
        math.nan,
        [1, math.nan],
        {"a": Opaque()},
        decimal.Decimal("NaN"),
        complex(math.nan, 0),
        object(),
        _cycle(),
        _deep(),
    ],
)
def test_values_without_an_exact_form_are_refused(value: Any) -> None:
    """NaN, objects without a value form, cycles and very deep nesting raise."""
    with pytest.raises(UncanonicalArgument):
        encode(value)


@pytest.mark.parametrize("bad", [math.nan, Opaque(), [{"x": object()}]])
def test_a_call_with_an_inexact_argument_is_refused_without_running(bad: Any) -> None:
    """The tool does not run; the answer names the code and the argument."""
    body = Writes()
    observation = _tool(body).observe([bad])
    assert (observation.error_code, observation.category, body.runs) == (
        "IDEMPOTENCY_KEY_INEXACT",
        "client",
        0,
    )
    assert observation.details["argument"].startswith("items[0]")


def test_the_tool_sees_a_full_digest_as_its_key() -> None:
    """The key handed to the tool is a 64-hex-digit SHA-256."""
    body = Writes()
    _tool(body)([1, 2])
    key = body.keys[0]
    assert key is not None
    assert len(key) == 64
    assert set(key) <= set("0123456789abcdef")


def test_partials_with_different_fixed_arguments_do_not_share_keys() -> None:
    """Two partials of one function over different accounts are two tools."""
    runs: list[str] = []

    def pay(account: str, amount: int) -> str:
        runs.append(account)
        return "paid"

    store = MemoryStore()
    _tool(functools.partial(pay, "A"), store)(5)
    _tool(functools.partial(pay, "B"), store)(5)
    assert runs == ["A", "B"]


def test_a_bound_method_of_an_opaque_object_is_a_configuration_error() -> None:
    """'auto' on a method bound to an object without a value form is refused at decoration."""

    class Client:
        def send(self, items: list[int]) -> str:
            return "sent"

    with pytest.raises(ConfigurationError, match="idempotency_key"):
        _tool(Client().send)


@pytest.mark.parametrize(("first", "second"), [("send", "send_v2"), ("a:b", "a"), ("x", "x ")])
def test_display_names_do_not_change_the_key(first: str, second: str) -> None:
    """One function shown under two names keeps one key: identity is module + qualname."""
    store = MemoryStore()
    _tool(record, store, name=first)([first, second])
    _tool(record, store, name=second)([first, second])
    assert RECORDED.count([first, second]) == 1


RECORDED: list[Any] = []


def record(items: list[Any]) -> str:
    RECORDED.append(items)
    return "recorded"
