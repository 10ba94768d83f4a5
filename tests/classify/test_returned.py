"""failure_of_result: a response object a tool returned with an error status is a failure."""

from __future__ import annotations

import asyncio
import dataclasses
import http.client
import urllib.parse
from collections.abc import Callable
from typing import Any

import aiohttp
import httpx
import pydantic
import pytest
import requests
import urllib3

from toolretry import ErrorCategory, classify
from toolretry.classify._returned import ErrorResponseReturned, failure_of_result
from toolretry.testing import FaultServer, Reply

Fetch = Callable[[str], Any]


def _requests(url: str) -> Any:
    return requests.get(url, timeout=5)


def _httpx(url: str) -> Any:
    return httpx.get(url, timeout=5)


def _urllib3(url: str) -> Any:
    return urllib3.PoolManager(retries=False).request("GET", url)


def _http_client(url: str) -> Any:
    parts = urllib.parse.urlsplit(url)
    conn = http.client.HTTPConnection(parts.hostname or "", parts.port, timeout=5)
    conn.request("GET", parts.path)
    response = conn.getresponse()
    response.read()
    return response


def _aiohttp(url: str) -> Any:
    async def fetch() -> Any:
        async with aiohttp.ClientSession() as session, session.get(url) as response:
            await response.read()
            return response

    return asyncio.run(fetch())


CLIENTS: dict[str, Fetch] = {
    "requests": _requests,
    "httpx": _httpx,
    "urllib3": _urllib3,
    "http.client": _http_client,
    "aiohttp": _aiohttp,
}

# status, Retry-After header (or None), expected category, expected retry_after
STATUSES: list[tuple[int, str | None, ErrorCategory, float | None]] = [
    (503, "7", ErrorCategory.TRANSIENT, 7.0),
    (429, "3", ErrorCategory.TRANSIENT, 3.0),
    (502, None, ErrorCategory.TRANSIENT, None),
    (404, None, ErrorCategory.CLIENT, None),
    (401, None, ErrorCategory.CLIENT, None),
    (422, None, ErrorCategory.CLIENT, None),
    (402, None, ErrorCategory.BUSINESS, None),
    (501, None, ErrorCategory.FATAL, None),
]


@pytest.mark.parametrize("client", sorted(CLIENTS))
@pytest.mark.parametrize(("status", "wait", "category", "retry_after"), STATUSES)
def test_error_status_becomes_a_failure(
    fault_server: FaultServer,
    client: str,
    status: int,
    wait: str | None,
    category: ErrorCategory,
    retry_after: float | None,
) -> None:
    """A returned response with an error status is judged by its status and Retry-After."""
    headers = {"Retry-After": wait} if wait is not None else {}
    fault_server.script("/thing", Reply(status, json={"error": "no"}, headers=headers))
    failure = failure_of_result(CLIENTS[client](fault_server.url("/thing")))
    assert isinstance(failure, ErrorResponseReturned)
    info = classify(failure)
    assert (info.category, info.status_code, info.retry_after) == (category, status, retry_after)


@pytest.mark.parametrize("client", sorted(CLIENTS))
@pytest.mark.parametrize("status", [200, 201, 204, 302])
def test_success_status_is_no_failure(fault_server: FaultServer, client: str, status: int) -> None:
    """A response below 400 (redirects not followed included) is a success."""
    fault_server.script("/ok", Reply(status, body=b"" if status in (204, 302) else b"{}"))
    response = CLIENTS[client](fault_server.url("/ok?follow=no"))
    assert response is not None
    assert failure_of_result(response) is None


def test_url_query_is_left_out(fault_server: FaultServer) -> None:
    """The failure's message names the URL without its query string, where secrets ride."""
    fault_server.script("/q", Reply(500))
    failure = failure_of_result(_requests(fault_server.url("/q?api_key=sk-secret-value")))
    assert failure is not None
    assert "/q" in str(failure)
    assert "sk-secret-value" not in str(failure)


class _Model(pydantic.BaseModel):
    status: int = 503
    status_code: int = 503


@dataclasses.dataclass
class _Record:
    status: int = 500
    headers: dict[str, str] = dataclasses.field(default_factory=dict)
    reason: str = "Internal Server Error"


class _StatusHolder:
    """Has a status and headers, but no response's methods."""

    def __init__(self) -> None:
        self.status_code = 503
        self.headers: dict[str, str] = {}


class _NoHeaders:
    """A response's method, but no headers mapping."""

    status_code = 503
    headers = "none"

    def raise_for_status(self) -> None:
        raise RuntimeError("never called")


class _FakeError(Exception):
    status_code = 500
    headers: dict[str, str] = {}  # noqa: RUF012

    def raise_for_status(self) -> None:
        raise self


@pytest.mark.parametrize(
    "value",
    [
        None,
        "HTTP 503",
        b"503",
        503,
        5.03,
        True,
        {"status": 503, "headers": {}},
        [503],
        (503, {}),
        {503},
        _Model(),
        _Record(),
        _StatusHolder(),
        _NoHeaders(),
        _FakeError(),
        object(),
    ],
    ids=lambda value: type(value).__name__,
)
def test_plain_values_are_no_failure(value: object) -> None:
    """Plain values, models and objects that merely carry a ``status`` are not responses."""
    assert failure_of_result(value) is None


def test_status_outside_http_range_is_no_failure() -> None:
    """A response-shaped object whose status is not an HTTP error status is a success."""

    class Odd:
        status = 999
        headers: dict[str, str] = {}  # noqa: RUF012

        def getheader(self, name: str) -> None:
            return None

    assert failure_of_result(Odd()) is None


class _Hostile(type):
    def __getattribute__(cls, name: str) -> Any:
        if name in ("raise_for_status", "getheader", "getheaders"):
            raise RuntimeError("no attributes here")
        return super().__getattribute__(name)


class _HostileValue(metaclass=_Hostile):
    status_code = 503


def test_hostile_class_is_no_failure() -> None:
    """A class whose attribute lookup raises is not a response, and nothing escapes."""
    assert failure_of_result(_HostileValue()) is None


def test_response_without_status_is_no_failure() -> None:
    """A response-shaped object with no int status is not judged."""

    class Pending:
        status_code = None
        headers: dict[str, str] = {}  # noqa: RUF012

        def raise_for_status(self) -> None:
            return None

    assert failure_of_result(Pending()) is None
