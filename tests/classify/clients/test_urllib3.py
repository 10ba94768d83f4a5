"""urllib3's PoolManager: raw errors, and MaxRetryError when its own Retry gives up."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
import urllib3

from toolretry import ErrorCategory
from toolretry.testing import FaultServer

TRANSIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.FATAL
TIMEOUT = urllib3.Timeout(connect=0.3, read=0.3)
Expect = Callable[..., Any]
Raised = Callable[[Callable[[], object]], BaseException]


def _request(url: str, retries: urllib3.Retry | bool = False) -> Any:
    with urllib3.PoolManager(retries=retries, timeout=TIMEOUT) as pool:
        return pool.request("GET", url).json()


def test_status_after_retry_gives_up(
    fault_server: FaultServer, status_case: Any, expect: Expect, raised: Raised
) -> None:
    """urllib3 raises for a status only through Retry, which drops the response and headers."""
    retry = urllib3.Retry(total=0, status_forcelist=[status_case.status])
    exc = raised(lambda: _request(fault_server.url(status_case.path()), retry))
    assert type(exc) is urllib3.exceptions.MaxRetryError
    expected = status_case.expected
    # Retry-After is lost with the response; the status survives only in the message.
    expect(exc, expected.category, expected.code, effect=expected.effect, status=expected.status)


def test_transport(
    transport_case: str, transport_url: str, transport_expected: Any, expect: Expect, raised: Raised
) -> None:
    """Raw urllib3 errors (retries off), and the redirect loop its Retry stops."""
    retries: urllib3.Retry | bool = False
    if transport_case == "redirect-loop":
        retries = urllib3.Retry(total=5, redirect=3)
    expect(raised(lambda: _request(transport_url, retries)), transport_expected)


@pytest.mark.parametrize(
    ("case", "code", "effect"),
    [
        ("read-timeout", "READ_TIMEOUT", True),
        ("connect-refused", "CONNECTION_REFUSED", False),
        ("connection-reset", "CONNECTION_RESET", True),
    ],
)
def test_max_retry_error_keeps_the_cause(
    fault_server: FaultServer,
    closed_url: str,
    case: str,
    code: str,
    effect: bool,
    expect: Expect,
    raised: Raised,
) -> None:
    """With retries on, MaxRetryError wraps the last failure; its reason decides the code."""
    url = {
        "read-timeout": fault_server.url("/hang"),
        "connect-refused": closed_url,
        "connection-reset": fault_server.url("/reset"),
    }[case]
    exc = raised(lambda: _request(url, urllib3.Retry(total=1, backoff_factor=0)))
    assert type(exc) is urllib3.exceptions.MaxRetryError
    expect(exc, TRANSIENT, code, effect=effect)


def test_new_connection_error_is_not_a_timeout(
    closed_url: str, expect: Expect, raised: Raised
) -> None:
    """NewConnectionError subclasses ConnectTimeoutError, but a refusal is no timeout."""
    exc = raised(lambda: _request(closed_url))
    assert isinstance(exc, urllib3.exceptions.ConnectTimeoutError)
    expect(exc, TRANSIENT, "CONNECTION_REFUSED", effect=False)
