"""aiohttp's ClientSession: what it raises, classified."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import aiohttp

from toolretry import ErrorCategory
from toolretry.testing import FaultServer, Reply

TRANSIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.FATAL
TIMEOUT = aiohttp.ClientTimeout(total=None, sock_connect=0.3, sock_read=0.3)
Expect = Callable[..., Any]


async def _raised(url: str, timeout: aiohttp.ClientTimeout = TIMEOUT) -> BaseException:
    try:
        async with (
            aiohttp.ClientSession(timeout=timeout) as session,
            session.get(url, max_redirects=5) as response,
        ):
            response.raise_for_status()
            await response.json()
    except Exception as exc:
        return exc
    raise AssertionError("expected aiohttp to raise")


async def test_status(fault_server: FaultServer, status_case: Any, expect: Expect) -> None:
    """raise_for_status() gives ClientResponseError with ``status`` and ``headers``."""
    exc = await _raised(fault_server.url(status_case.path()))
    assert type(exc) is aiohttp.ClientResponseError
    expect(exc, status_case.expected)


async def test_transport(transport_url: str, transport_expected: Any, expect: Expect) -> None:
    """Timeouts, refusals, resets, truncation, bad JSON and redirect loops, each by its code."""
    expect(await _raised(transport_url), transport_expected)


async def test_truncated_body_is_not_a_400(fault_server: FaultServer, expect: Expect) -> None:
    """ClientPayloadError's cause carries ``code=400`` meaning "bad message", not HTTP 400."""
    exc = await _raised(fault_server.url("/truncated"))
    assert type(exc) is aiohttp.ClientPayloadError
    assert getattr(exc.__cause__, "code", None) == 400
    info = expect(exc, TRANSIENT, "INCOMPLETE_READ")
    assert info.status_code is None


async def test_total_timeout_is_a_bare_timeout_error(
    fault_server: FaultServer, expect: Expect
) -> None:
    """ClientTimeout(total=...) raises a bare TimeoutError with an empty message."""
    exc = await _raised(fault_server.url("/hang"), aiohttp.ClientTimeout(total=0.3))
    # asyncio.TimeoutError: the builtin from 3.11 on, its own class on 3.10.
    assert type(exc) is asyncio.TimeoutError
    assert str(exc) == ""
    expect(exc, TRANSIENT, "TIMEOUT")


async def test_html_instead_of_json_is_fatal(fault_server: FaultServer, expect: Expect) -> None:
    """json() on a 200 text/html body raises ContentTypeError, whose status is 200."""
    fault_server.script(
        "/login", Reply(body="<html>Please log in</html>", content_type="text/html")
    )
    exc = await _raised(fault_server.url("/login"))
    assert type(exc) is aiohttp.ContentTypeError
    expect(exc, FATAL, "INVALID_RESPONSE")
