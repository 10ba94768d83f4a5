"""Rate-limit headers are read in one pass over any container, and no value can break a wait."""

from __future__ import annotations

import email.message
import json
import math
from collections.abc import Iterator, Mapping
from typing import Any

import httpx
import pytest
import requests
import requests.structures
from hypothesis import given, settings
from hypothesis import strategies as st
from multidict import CIMultiDict, CIMultiDictProxy

from toolretry import TransientError, classify
from toolretry.classify._http_facts import (
    RATE_LIMIT_HEADERS,
    read_headers,
    retry_after_from_headers,
)
from toolretry.testing import FaultServer, Reply

NAMES = frozenset(RATE_LIMIT_HEADERS)
PAIRS = [("Server", "x"), ("Retry-After", "7"), ("X-RateLimit-Reset-Tokens", "2s"), ("A", "b")]
EXPECTED = {"retry-after": "7", "x-ratelimit-reset-tokens": "2s"}


def _message(pairs: list[tuple[str, str]]) -> email.message.Message:
    message = email.message.Message()
    for key, value in pairs:
        message[key] = value
    return message


CONTAINERS = {
    "dict": dict,
    "botocore-dict": lambda pairs: {k.lower(): v for k, v in pairs},
    "requests": lambda pairs: requests.structures.CaseInsensitiveDict(dict(pairs)),
    "httpx": httpx.Headers,
    "aiohttp": lambda pairs: CIMultiDictProxy(CIMultiDict(pairs)),
    "aiohttp-mutable": CIMultiDict,
    "email-message": _message,
    "pairs": list,
    "byte-pairs": lambda pairs: [(k.encode(), v.encode()) for k, v in pairs],
    "tuple-of-pairs": tuple,
}


@pytest.mark.parametrize("make", CONTAINERS.values(), ids=list(CONTAINERS))
def test_every_container_gives_the_present_rate_limit_headers(make: Any) -> None:
    """Each real headers container yields exactly the wanted names that are present."""
    assert read_headers(make(PAIRS), NAMES) == EXPECTED


@pytest.mark.parametrize("make", CONTAINERS.values(), ids=list(CONTAINERS))
def test_every_container_gives_the_same_wait(make: Any) -> None:
    """The wait read from any container is the smallest of the headers present."""
    assert retry_after_from_headers(make(PAIRS)) == 2.0


@pytest.mark.parametrize("make", CONTAINERS.values(), ids=list(CONTAINERS))
@pytest.mark.parametrize(
    ("name", "value", "wait"),
    [
        ("X-Contentful-RateLimit-Reset", "7", 7.0),
        ("x-sib-ratelimit-reset", "12", 12.0),
        ("X-Acme-Rate-Limit-Reset", "0", 0.0),
    ],
)
def test_a_vendors_own_rate_limit_reset_header_gives_the_wait(
    make: Any, name: str, value: str, wait: float
) -> None:
    """`X-<vendor>-RateLimit-Reset` is read as `X-RateLimit-Reset` is, in every container."""
    assert retry_after_from_headers(make([("Server", "x"), (name, value)])) == wait


@pytest.mark.parametrize("make", CONTAINERS.values(), ids=list(CONTAINERS))
def test_the_plain_rate_limit_reset_header_comes_before_a_vendors(make: Any) -> None:
    """Where both are sent, `X-RateLimit-Reset` is the one read, whichever comes first."""
    pairs = [("X-Acme-RateLimit-Reset", "40"), ("X-RateLimit-Reset", "5")]
    assert retry_after_from_headers(make(pairs)) == 5.0


def test_a_vendors_reset_header_from_a_real_server_is_the_wait(
    fault_server: FaultServer,
) -> None:
    """A 429 whose only wait is a vendor's reset header, read by requests: that wait."""
    fault_server.script(
        "/limited",
        Reply(429, json={"message": "slow down"}, headers={"X-Shop-RateLimit-Reset": "11"}),
    )
    response = requests.get(fault_server.url("/limited"), timeout=5)
    with pytest.raises(requests.HTTPError) as caught:
        response.raise_for_status()
    info = classify(caught.value)
    assert (info.category, info.retry_after) == ("transient", 11.0)


@pytest.mark.parametrize(
    "make",
    [httpx.Headers, CIMultiDict, list, _message],
    ids=["httpx", "aiohttp", "pairs", "email-message"],
)
def test_a_repeated_header_gives_its_first_value(make: Any) -> None:
    """Where a container keeps repeated headers, the first value counts."""
    headers = make([("Retry-After", "3"), ("retry-after", "9")])
    assert read_headers(headers, NAMES) == {"retry-after": "3"}


class _CountingHeaders(Mapping[str, str]):
    """A headers mapping that counts how it is read."""

    def __init__(self, pairs: list[tuple[str, str]]) -> None:
        self._data = dict(pairs)
        self.items_calls = 0
        self.lookups = 0

    def __getitem__(self, key: str) -> str:
        self.lookups += 1
        return self._data[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def items(self) -> Any:
        self.items_calls += 1
        return list(self._data.items())

    def get(self, key: str, default: Any = None) -> Any:
        self.lookups += 1
        return self._data.get(key, default)


@pytest.mark.parametrize("pairs", [PAIRS, [], [("Retry-After", "1")] * 1, PAIRS * 3])
def test_headers_are_read_in_one_pass(pairs: list[tuple[str, str]]) -> None:
    """One call to items() and no lookup per header name, whatever is present."""
    headers = _CountingHeaders(pairs)
    retry_after_from_headers(headers)
    assert (headers.items_calls, headers.lookups) == (1, 0)


def test_a_container_that_breaks_midway_keeps_what_was_read() -> None:
    """A header iterator that raises after some pairs still yields those pairs, never raises."""

    def pairs() -> Iterator[tuple[str, str]]:
        yield ("Retry-After", "4")
        raise RuntimeError("connection pool closed")

    class Broken:
        def items(self) -> Iterator[tuple[str, str]]:
            return pairs()

    assert retry_after_from_headers(Broken()) == 4.0


def test_only_the_first_thousand_headers_are_looked_at() -> None:
    """A response with a flood of headers is read boundedly."""
    flood = [(f"x-filler-{i}", "v") for i in range(5000)] + [("Retry-After", "1")]
    assert read_headers(flood, NAMES) == {}


# --- values that could break a wait ---------------------------------------------------------


class _RateLimited(Exception):
    """An HTTP 429 of no known client, carrying the given headers."""

    def __init__(self, headers: object) -> None:
        super().__init__("HTTP 429")
        self.status_code = 429
        self.headers = headers


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (10**400, 300.0),
        (1e308, 300.0),
        (float("inf"), None),
        (float("nan"), None),
        (-1, None),
        (-(10**400), None),
        (12.5, 12.5),
    ],
    ids=["int-beyond-float", "1e308", "inf", "nan", "negative", "huge-negative", "plain"],
)
def test_a_tool_errors_retry_after_is_capped_or_ignored(
    value: float, expected: float | None
) -> None:
    """Any retry_after a tool sets is capped, or ignored when not a wait; never fatal."""
    info = classify(TransientError("busy", retry_after=value))
    assert (info.category, info.code, info.retry_after) == (
        "transient",
        "TRANSIENT_ERROR",
        expected,
    )
    json.dumps(info.model_dump(mode="json"), allow_nan=False)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("9" * 150, 300.0),
        ("99999999999", 300.0),
        ("1e400", None),
        ("inf", None),
        ("NaN", None),
        ("-5", None),
        ("9" * 400, 300.0),  # Past a float's range: still a very long wait, capped.
        (10**400, 300.0),
        (-(10**400), None),
        ("Fri, 31 Dec 9999 23:59:59 GMT", 300.0),
    ],
)
def test_a_huge_or_broken_retry_after_header_is_capped_or_ignored(
    value: object, expected: float | None
) -> None:
    """Header values beyond any sensible wait are capped at max_retry_after or ignored."""
    info = classify(_RateLimited({"Retry-After": value}))
    assert (info.category, info.retry_after) == ("transient", expected)
    if expected == 300.0:
        assert info.details["retry_after_uncapped"] > 300


def test_a_huge_retry_after_from_a_real_server_is_capped(fault_server: FaultServer) -> None:
    """A real 429 asking to wait for centuries gives the cap, and says what it asked."""
    fault_server.script("/slow", Reply(429, headers={"Retry-After": "9" * 20}))
    response = requests.get(fault_server.url("/slow"), timeout=2)
    with pytest.raises(requests.HTTPError) as caught:
        response.raise_for_status()
    info = classify(caught.value, max_retry_after=60)
    assert (info.code, info.retry_after) == ("HTTP_429", 60.0)
    assert info.details["retry_after_uncapped"] == 99999999999999999999.0


header_values = st.one_of(
    st.text(max_size=40),
    st.binary(max_size=40),
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.lists(st.text(max_size=10), max_size=3),
    st.none(),
)
header_names = st.one_of(
    st.sampled_from(sorted(NAMES)).map(str.title),
    st.sampled_from(sorted(NAMES)),
    st.text(max_size=20),
)
containers = st.sampled_from([dict, list, CIMultiDict, "requests", "httpx", "message"])


def _build(kind: object, pairs: list[tuple[str, object]]) -> object:
    if kind == "requests":
        return requests.structures.CaseInsensitiveDict(dict(pairs))
    if kind == "httpx":
        return httpx.Headers([(k, str(v)) for k, v in pairs])
    if kind == "message":
        return _message([(k, str(v)) for k, v in pairs if k.isascii() and k.isprintable() and k])
    return kind(pairs)  # type: ignore[operator]


@settings(max_examples=300, deadline=None)
@given(
    pairs=st.lists(st.tuples(header_names, header_values), max_size=8),
    kind=containers,
    cap=st.floats(min_value=0, max_value=1e6),
)
def test_any_headers_give_a_wait_within_bounds(
    pairs: list[tuple[str, object]], kind: object, cap: float
) -> None:
    """Whatever the headers hold: no exception, and retry_after is None or in [0, cap]."""
    try:
        headers = _build(kind, pairs)
    except Exception:  # the container itself refused the input: nothing to classify
        return
    wait = retry_after_from_headers(headers)
    assert wait is None or (math.isfinite(wait) and wait >= 0)
    info = classify(_RateLimited(headers), max_retry_after=cap)
    assert info.category == "transient"
    assert info.retry_after is None or 0 <= info.retry_after <= cap
    json.dumps(info.model_dump(mode="json"), allow_nan=False)


def _walked(headers: Any) -> dict[str, str]:
    """What a walk over the container's own public pairs finds: first value per wanted name."""
    if isinstance(headers, requests.structures.CaseInsensitiveDict):
        pairs = list(headers.lower_items())
    elif isinstance(headers, httpx.Headers):
        pairs = headers.multi_items()
    else:
        pairs = list(headers.items())
    found: dict[str, str] = {}
    for name, value in pairs:
        if name.lower() in NAMES and value is not None:
            found.setdefault(name.lower(), value if isinstance(value, str) else str(value))
    return found


lookup_values = st.one_of(
    st.text(max_size=12),
    st.sampled_from(["2", " 1.5 ", "6m0s", "Wed, 21 Oct 2015 07:28:00 GMT", "é9", "\u00a0"]),
)
lookup_kinds = st.sampled_from(
    ["requests", "httpx", "httpx-latin-1", "aiohttp", "aiohttp-proxy", "message"]
)


def _container(kind: str, pairs: list[tuple[str, str]]) -> object:
    if kind == "requests":
        return requests.structures.CaseInsensitiveDict(pairs)
    if kind == "message":
        return _message([(k, v) for k, v in pairs if k.isascii() and k.isprintable() and k])
    if kind.startswith("httpx"):
        encoding = "latin-1" if kind == "httpx-latin-1" else "utf-8"
        return httpx.Headers([(k.encode(encoding), v.encode(encoding)) for k, v in pairs])
    mutable = CIMultiDict(pairs)
    return CIMultiDictProxy(mutable) if kind == "aiohttp-proxy" else mutable


@settings(max_examples=300, deadline=None)
@given(
    pairs=st.lists(
        st.tuples(st.one_of(header_names, st.sampled_from(["Server", "Date"])), lookup_values),
        max_size=10,
    ),
    kind=lookup_kinds,
)
def test_direct_lookups_find_what_a_walk_over_the_pairs_finds(
    pairs: list[tuple[str, str]], kind: str
) -> None:
    """On requests', httpx's, aiohttp's and email's containers, the names found and their values
    are those the container's own public pairs hold (first value of a repeated name)."""
    try:
        headers = _container(kind, pairs)
    except Exception:  # the container itself refused the input
        return
    assert read_headers(headers, NAMES) == _walked(headers)


@pytest.mark.parametrize("kind", ["requests", "httpx", "aiohttp", "message"])
def test_a_huge_container_is_read_no_further_than_1000_headers(kind: str) -> None:
    """A wanted header after the first 1000 is not looked at, whichever container holds it."""
    pairs = [(f"x-filler-{i}", "1") for i in range(1000)] + [("Retry-After", "5")]
    assert read_headers(_container(kind, pairs), NAMES) == {}
    assert read_headers(_container(kind, pairs[-10:]), NAMES) == {"retry-after": "5"}
