"""httpx, sync and async: what its Client and AsyncClient raise, classified."""

from __future__ import annotations

import asyncio
import ssl
from collections.abc import Callable
from typing import Any

import httpx
import pytest

from toolretry import ErrorCategory
from toolretry.testing import FaultServer

TRANSIENT, CLIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.CLIENT, ErrorCategory.FATAL
TIMEOUT = httpx.Timeout(0.3)
# One TLS context for all clients: httpx builds a fresh one per client otherwise (~50 ms).
TLS = ssl.create_default_context()
Expect = Callable[..., Any]
Raised = Callable[[Callable[[], object]], BaseException]


def _sync(url: str) -> Any:
    with httpx.Client(timeout=TIMEOUT, follow_redirects=True, verify=TLS) as client:
        return client.get(url).raise_for_status().json()


async def _async(url: str) -> Any:
    async with httpx.AsyncClient(timeout=TIMEOUT, follow_redirects=True, verify=TLS) as client:
        response = await client.get(url)
        return response.raise_for_status().json()


def _get(mode: str, url: str) -> Any:
    return _sync(url) if mode == "sync" else asyncio.run(_async(url))


@pytest.fixture(params=["sync", "async"])
def mode(request: pytest.FixtureRequest) -> str:
    """httpx.Client and httpx.AsyncClient."""
    value: str = request.param
    return value


def test_status(
    fault_server: FaultServer, status_case: Any, mode: str, expect: Expect, raised: Raised
) -> None:
    """raise_for_status() gives HTTPStatusError carrying the response and its headers."""
    exc = raised(lambda: _get(mode, fault_server.url(status_case.path())))
    assert type(exc) is httpx.HTTPStatusError
    expect(exc, status_case.expected)


def test_transport(
    transport_url: str, transport_expected: Any, mode: str, expect: Expect, raised: Raised
) -> None:
    """Timeouts, refusals, resets, truncation, bad JSON and redirect loops, each by its code."""
    expect(raised(lambda: _get(mode, transport_url)), transport_expected)


def test_async_read_timeout_has_an_empty_message(
    fault_server: FaultServer, expect: Expect, raised: Raised
) -> None:
    """The async ReadTimeout says nothing and chains to a CancelledError, yet it is known."""
    exc = raised(lambda: _get("async", fault_server.url("/hang")))
    assert str(exc) == ""
    info = expect(exc, TRANSIENT, "READ_TIMEOUT")
    assert info.message


def test_redirect_not_followed(fault_server: FaultServer, expect: Expect, raised: Raised) -> None:
    """Without follow_redirects, raise_for_status() on a 302 is a fatal HTTP_302."""

    def call() -> None:
        with httpx.Client(timeout=TIMEOUT, verify=TLS) as client:
            client.get(fault_server.url("/redirect-loop")).raise_for_status()

    expect(raised(call), FATAL, "HTTP_302", effect=True, status=302)


def test_pool_timeout_sent_nothing(
    fault_server: FaultServer, expect: Expect, raised: Raised
) -> None:
    """Waiting for a pooled connection times out before anything is sent."""
    limits = httpx.Limits(max_connections=1)
    timeout = httpx.Timeout(2.0, pool=0.1)

    def call() -> None:
        client = httpx.Client(timeout=timeout, limits=limits, verify=TLS)
        with client, client.stream("GET", fault_server.url("/ok")):
            client.get(fault_server.url("/ok"))

    expect(raised(call), TRANSIENT, "POOL_TIMEOUT", effect=False)


def test_quota_body_is_read(fault_server: FaultServer, expect: Expect, raised: Raised) -> None:
    """A 429 with an insufficient_quota body is exhausted quota, whatever the client."""
    url = fault_server.url("/status/429?retry_after=20&type=insufficient_quota")
    expect(raised(lambda: _get("sync", url)), FATAL, "QUOTA_EXHAUSTED", effect=False)


def test_tls_to_a_plain_port_is_fatal(
    fault_server: FaultServer, expect: Expect, raised: Raised
) -> None:
    """https:// to a plain HTTP port is a ConnectError whose cause is an ssl.SSLError."""
    url = fault_server.url("/ok").replace("http://", "https://")
    exc = raised(lambda: _get("sync", url))
    assert type(exc) is httpx.ConnectError
    expect(exc, FATAL, "TLS_ERROR", effect=False)
