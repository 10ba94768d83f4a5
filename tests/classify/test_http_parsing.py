"""Tests for classify._http_facts: Retry-After parsing, header lookup and status discovery."""

from __future__ import annotations

import ast
import email.message
import email.utils
import math
import urllib.error
import warnings
from datetime import datetime, timedelta, timezone
from pathlib import Path

import aiohttp
import anthropic
import botocore.exceptions  # type: ignore[import-untyped]
import httpx
import httpx2
import openai
import pytest
import requests
import requests.structures
from hypothesis import given
from hypothesis import strategies as st
from multidict import CIMultiDict, CIMultiDictProxy
from yarl import URL

from toolretry._category import ErrorCategory
from toolretry.classify import _http_facts as _http
from toolretry.classify._http_facts import (
    STATUS_CATEGORIES,
    STATUSES_NOT_PROCESSED,
    category_for_status,
    code_for_status,
    header_value,
    headers_of,
    parse_duration,
    parse_retry_after,
    retry_after_from_headers,
    status_of,
)

NOW = datetime(2015, 10, 21, 7, 0, 0, tzinfo=timezone.utc)

anything = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(),
    st.text(),
    st.binary(),
    st.from_regex(r"-?[0-9]{0,400}(\.[0-9]*)?[a-zµ ]{0,4}", fullmatch=True),
    st.datetimes(timezones=st.just(timezone.utc)).map(lambda d: email.utils.format_datetime(d)),
    st.lists(st.text(max_size=5), max_size=3),
)


# --- parse_retry_after -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("120", 120.0),
        ("0", 0.0),
        ("1.5", 1.5),
        (" 7 ", 7.0),
        (b"3", 3.0),
        (5, 5.0),
        (2.5, 2.5),
        ("Wed, 21 Oct 2015 07:28:00 GMT", 1680.0),
        (b"Wed, 21 Oct 2015 07:28:00 GMT", 1680.0),
        ("Wed, 21 Oct 2015 07:28:00 -0000", 1680.0),
        ("Wed, 21 Oct 2015 06:28:00 GMT", 0.0),
    ],
)
def test_parse_retry_after_reads_each_form(value: object, expected: float) -> None:
    """Delta-seconds, fractional seconds, bytes, numbers and HTTP-dates give exact seconds."""
    assert parse_retry_after(value, now=NOW) == expected


@pytest.mark.parametrize(
    "value",
    [None, "", "   ", "-1", -1, -0.5, "nan", "inf", math.nan, math.inf, "1e3", "1_000", "0x10",
     "soon", "Wed, 32 Foo 2015 99:99:99 GMT", True, [], object()],
)  # fmt: skip
def test_parse_retry_after_ignores_garbage(value: object) -> None:
    """Negative, non-finite, empty and unparseable values give None instead of raising."""
    assert parse_retry_after(value, now=NOW) is None


def test_parse_retry_after_accepts_timestamp_and_naive_now() -> None:
    """`now` may be a Unix timestamp or a naive datetime meaning UTC."""
    date = "Wed, 21 Oct 2015 07:28:00 GMT"
    assert parse_retry_after(date, now=NOW.timestamp()) == 1680.0
    assert parse_retry_after(date, now=NOW.replace(tzinfo=None)) == 1680.0


def test_parse_retry_after_defaults_to_current_time() -> None:
    """Without `now`, an HTTP-date is measured from the current UTC time."""
    soon = datetime.now(timezone.utc) + timedelta(seconds=100)
    wait = parse_retry_after(email.utils.format_datetime(soon, usegmt=True))
    assert wait is not None
    assert 95.0 <= wait <= 100.0


@given(anything, st.one_of(st.none(), st.floats(), st.datetimes()))
def test_parse_retry_after_never_raises(value: object, now: object) -> None:
    """Whatever the value and `now`, the result is None or a finite non-negative float."""
    result = parse_retry_after(value, now=now)  # type: ignore[arg-type]
    assert result is None or (math.isfinite(result) and result >= 0)


@given(
    st.datetimes(
        min_value=datetime(1970, 1, 2),
        max_value=datetime(9000, 1, 1),
        timezones=st.just(timezone.utc),
    ).map(lambda d: d.replace(microsecond=0)),
    st.integers(min_value=0, max_value=10**7),
)
def test_parse_retry_after_http_date_round_trips(now: datetime, ahead: int) -> None:
    """An HTTP-date `ahead` seconds after `now` parses back to exactly `ahead` seconds."""
    header = email.utils.format_datetime(now + timedelta(seconds=ahead), usegmt=True)
    assert parse_retry_after(header, now=now) == float(ahead)


# --- parse_duration --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("1s", 1.0),
        ("6m0s", 360.0),
        ("250ms", 0.25),
        ("1h2m3.5s", 3723.5),
        ("0.5s", 0.5),
        ("20", 20.0),
        ("17ms", 0.017),
        ("1m 30s", 90.0),
        ("1500us", 0.0015),
        (b"2s", 2.0),
        (3, 3.0),
    ],
)
def test_parse_duration_reads_go_style_durations(value: object, expected: float) -> None:
    """OpenAI-style reset durations, alone or combined, give seconds."""
    assert parse_duration(value) == pytest.approx(expected)


@pytest.mark.parametrize(
    "value", [None, "", "s", "1x", "-1s", "1s-", "one second", "1e3s", "inf", -2, math.nan, True]
)
def test_parse_duration_ignores_garbage(value: object) -> None:
    """Anything that is not a non-negative duration gives None."""
    assert parse_duration(value) is None


@given(st.integers(0, 100), st.integers(0, 59), st.decimals(0, 59, places=3))
def test_parse_duration_sums_components(hours: int, minutes: int, seconds: object) -> None:
    """`XhYmZs` is X hours plus Y minutes plus Z seconds."""
    value = f"{hours}h{minutes}m{seconds}s"
    assert parse_duration(value) == pytest.approx(hours * 3600 + minutes * 60 + float(seconds))  # type: ignore[arg-type]


@given(anything)
def test_parse_duration_never_raises(value: object) -> None:
    """Whatever the input, the result is None or a finite non-negative float."""
    result = parse_duration(value)
    assert result is None or (math.isfinite(result) and result >= 0)


# --- header_value ----------------------------------------------------------------------------


def _message(**fields: str) -> email.message.Message:
    message = email.message.Message()
    for key, value in fields.items():
        message[key.replace("_", "-")] = value
    return message


@pytest.mark.parametrize(
    "headers",
    [
        pytest.param({"Retry-After": "5"}, id="dict"),
        pytest.param({"retry-after": "5"}, id="botocore-lowercase-dict"),
        pytest.param({"RETRY-AFTER": "5"}, id="dict-other-case"),
        pytest.param(requests.structures.CaseInsensitiveDict({"Retry-After": "5"}), id="requests"),
        pytest.param(httpx.Headers({"Retry-After": "5"}), id="httpx"),
        pytest.param(httpx2.Headers({"Retry-After": "5"}), id="httpx2-openai-anthropic"),
        pytest.param(CIMultiDictProxy(CIMultiDict({"Retry-After": "5"})), id="aiohttp"),
        pytest.param(_message(Retry_After="5"), id="email-message"),
        pytest.param([("Retry-After", "5")], id="pairs"),
        pytest.param([(b"retry-after", b"5")], id="byte-pairs"),
    ],
)
def test_header_value_is_case_insensitive_on_real_containers(headers: object) -> None:
    """Every real headers container answers a lookup in any letter case."""
    assert header_value(headers, "retry-after") == "5"
    assert header_value(headers, "Retry-After") == "5"
    assert header_value(headers, "x-missing") is None


@pytest.mark.parametrize("headers", [None, "Retry-After: 5", b"x", 42, object(), [1, 2], [("a",)]])
def test_header_value_ignores_non_containers(headers: object) -> None:
    """Things that are not header containers give None instead of raising."""
    assert header_value(headers, "retry-after") is None


def test_header_value_survives_a_raising_container() -> None:
    """A container whose lookups raise gives None."""

    class Hostile:
        def get(self, key: str) -> str:
            raise RuntimeError("boom")

        def items(self) -> list[tuple[str, str]]:
            raise RuntimeError("boom")

    assert header_value(Hostile(), "retry-after") is None


# --- retry_after_from_headers ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        ({"Retry-After": "120"}, 120.0),
        ({"retry-after-ms": "250"}, 0.25),
        ({"x-ratelimit-reset-requests": "6m0s"}, 360.0),
        ({"x-ratelimit-reset-tokens": "250ms"}, 0.25),
        ({"Retry-After": "5", "retry-after-ms": "1500", "x-ratelimit-reset-tokens": "6m0s"}, 1.5),
        ({"Retry-After": "0", "x-ratelimit-reset-requests": "2s"}, 0.0),
        ({"Retry-After": "garbage", "x-ratelimit-reset-requests": "2s"}, 2.0),
        ({"x-ratelimit-reset": str(int(NOW.timestamp()) + 30)}, 30.0),
        ({"x-ratelimit-reset": "30"}, 30.0),  # seconds left (Datadog, Reddit)
        ({"x-ratelimit-reset": "86400000"}, None),  # neither seconds left nor a Unix time
        ({"x-ratelimit-reset": str(int(NOW.timestamp()) * 1000)}, None),
        ({"Retry-After": "-1", "retry-after-ms": "nan"}, None),
        ({}, None),
        (None, None),
    ],
)
def test_retry_after_from_headers_takes_smallest_sensible(
    headers: object, expected: float | None
) -> None:
    """The smallest readable wait wins; an x-ratelimit-reset neither a delay nor a time, and
    garbage, are ignored."""
    assert retry_after_from_headers(headers, now=NOW) == expected


def test_retry_after_from_headers_reads_openai_style_response() -> None:
    """Headers of a real httpx2 response as OpenAI sends them give the smallest wait."""
    headers = httpx2.Response(
        429, headers={"x-ratelimit-reset-requests": "1s", "x-ratelimit-reset-tokens": "6m0s"}
    ).headers
    assert retry_after_from_headers(headers) == 1.0


# --- status_of / headers_of on real exceptions -----------------------------------------------


def _requests_error(status: int | None, headers: dict[str, str]) -> requests.HTTPError:
    response = requests.Response()
    response.status_code = status  # type: ignore[assignment]
    response.headers.update(headers)
    return requests.HTTPError("failed", response=response)


def _httpx_error(status: int, headers: dict[str, str]) -> httpx.HTTPStatusError:
    request = httpx.Request("GET", "https://api.example/v1")
    response = httpx.Response(status, headers=headers, request=request)
    return httpx.HTTPStatusError("failed", request=request, response=response)


def _urllib_error(status: int, headers: dict[str, str]) -> urllib.error.HTTPError:
    return urllib.error.HTTPError(
        "https://api.example", status, "failed", _message(**headers), None
    )


def _botocore_error(status: int, headers: dict[str, str]) -> botocore.exceptions.ClientError:
    return botocore.exceptions.ClientError(
        {
            "Error": {"Code": "ThrottlingException", "Message": "Rate exceeded"},
            "ResponseMetadata": {"HTTPStatusCode": status, "HTTPHeaders": headers},
        },
        "PutItem",
    )


def _aiohttp_error(status: int, headers: dict[str, str]) -> aiohttp.ClientResponseError:
    url = URL("https://api.example/v1")
    info = aiohttp.RequestInfo(url, "GET", CIMultiDictProxy(CIMultiDict()), url)
    return aiohttp.ClientResponseError(
        info, (), status=status, headers=CIMultiDictProxy(CIMultiDict(headers))
    )


# openai and anthropic now ship on httpx2 (pydantic's fork), not httpx: their errors carry
# httpx2 objects, which are not instances of httpx classes.
def _openai_error(status: int, headers: dict[str, str]) -> openai.APIStatusError:
    request = httpx2.Request("POST", "https://api.openai.com/v1/chat/completions")
    response = httpx2.Response(status, headers=headers, request=request)
    return openai.APIStatusError("failed", response=response, body=None)


def _anthropic_error(status: int, headers: dict[str, str]) -> anthropic.APIStatusError:
    request = httpx2.Request("POST", "https://api.anthropic.com/v1/messages")
    response = httpx2.Response(status, headers=headers, request=request)
    return anthropic.APIStatusError("failed", response=response, body=None)


@pytest.fixture(
    params=[
        _requests_error,
        _httpx_error,
        _urllib_error,
        _botocore_error,
        _aiohttp_error,
        _openai_error,
        _anthropic_error,
    ],
    ids=["requests", "httpx", "urllib", "botocore", "aiohttp", "openai", "anthropic"],
)
def make_error(request: pytest.FixtureRequest) -> object:
    """Each real client's HTTP error, built through its public constructor."""
    return request.param


@pytest.mark.parametrize("status", [429, 503, 404, 529])
def test_status_of_finds_status_on_each_client(make_error: object, status: int) -> None:
    """The status is found wherever the real client keeps it."""
    assert status_of(make_error(status, {"retry-after": "7"})) == status  # type: ignore[operator]


def test_headers_of_finds_headers_on_each_client(make_error: object) -> None:
    """The headers are found wherever the real client keeps them, readable by header_value."""
    exc = make_error(503, {"retry-after": "7"})  # type: ignore[operator]
    headers = headers_of(exc)
    assert header_value(headers, "Retry-After") == "7"
    assert retry_after_from_headers(headers) == 7.0


def test_status_of_requests_error_without_status() -> None:
    """A requests error whose response has no status (falsy 4xx responses too) is handled."""
    assert status_of(_requests_error(None, {})) is None
    assert status_of(requests.HTTPError("no response")) is None
    assert headers_of(requests.ConnectionError("refused")) is None
    assert status_of(_requests_error(404, {})) == 404  # bool(response) is False for a 404


def test_aiohttp_error_without_status_does_not_touch_deprecated_code() -> None:
    """An aiohttp error with no status gives None without reading its deprecated `code`."""
    url = URL("https://api.example/v1")
    info = aiohttp.RequestInfo(url, "GET", CIMultiDictProxy(CIMultiDict()), url)
    exc = aiohttp.ClientResponseError(info, ())
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert status_of(exc) is None
        assert headers_of(exc) is None
    assert caught == []


class _StatusError(Exception):
    def __init__(self, **attrs: object) -> None:
        super().__init__("x")
        self.__dict__.update(attrs)


class _ExplodingResponse:
    @property
    def status_code(self) -> int:
        raise RuntimeError("boom")

    @property
    def headers(self) -> dict[str, str]:
        raise RuntimeError("boom")

    def __bool__(self) -> bool:
        raise RuntimeError("never test a response for truth")


@pytest.mark.parametrize(
    ("exc", "expected"),
    [
        (_StatusError(status_code=502), 502),
        (_StatusError(status=429), 429),
        (_StatusError(code=503), 503),
        (_StatusError(status_code="429"), None),
        (_StatusError(status_code=True), None),
        (_StatusError(status_code=600), None),
        (_StatusError(status_code=99), None),
        (_StatusError(code="insufficient_quota"), None),
        (_StatusError(response=_ExplodingResponse(), status=418), 418),
        (_StatusError(response={"ResponseMetadata": "not a dict"}), None),
        (_StatusError(response=_ExplodingResponse()), None),
        (SystemExit(500), None),
        (ValueError("HTTP 503 in the message is not a status"), None),
    ],
)
def test_status_of_accepts_only_real_statuses(exc: BaseException, expected: int | None) -> None:
    """Only ints 100..599 in the known places count, and hostile objects never raise."""
    assert status_of(exc) == expected


def test_headers_of_survives_hostile_response() -> None:
    """A response whose attributes raise falls back to the exception's own headers."""
    exc = _StatusError(response=_ExplodingResponse(), headers={"Retry-After": "2"})
    assert header_value(headers_of(exc), "retry-after") == "2"
    assert headers_of(_StatusError(headers="not a container")) is None


# --- status table ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("status", "category"),
    [
        *((s, ErrorCategory.TRANSIENT) for s in (408, 425, 429, 500, 502, 503, 504, 520, 529, 599)),
        *((s, ErrorCategory.CLIENT) for s in (400, 401, 403, 404, 409, 413, 422, 451, 418, 499)),
        *((s, ErrorCategory.FATAL) for s in (501, 505, 507, 550, 301, 302, 200, 100)),
    ],
)
def test_category_for_status_follows_design(status: int, category: ErrorCategory) -> None:
    """Listed statuses map as DESIGN §2 says; unlisted 4xx are client, the rest fatal."""
    assert category_for_status(status) is category
    assert code_for_status(status) == f"HTTP_{status}"


def test_status_table_is_read_only() -> None:
    """The shared status table cannot be changed by accident."""
    with pytest.raises(TypeError):
        STATUS_CATEGORIES[429] = ErrorCategory.FATAL  # type: ignore[index]


def test_statuses_not_processed() -> None:
    """429, 503 and every 4xx say the server did not act; other 5xx might have."""
    assert {429, 503, 400, 408, 409, 499} <= STATUSES_NOT_PROCESSED
    assert not {500, 502, 504, 200, 302} & STATUSES_NOT_PROCESSED


# --- module hygiene --------------------------------------------------------------------------


def test_http_module_imports_no_http_client() -> None:
    """_http.py imports no optional client, at module level or inside functions."""
    tree = ast.parse(Path(_http.__file__).read_text(encoding="utf-8"))
    imported = {
        alias.name.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
    } | {
        (node.module or "").split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.level == 0
    }
    assert not imported & {"requests", "httpx", "aiohttp", "urllib3", "botocore", "boto3"}


def test_all_is_sorted_and_complete() -> None:
    """__all__ is sorted and names only things the module defines."""
    assert _http.__all__ == sorted(_http.__all__)
    assert all(hasattr(_http, name) for name in _http.__all__)
