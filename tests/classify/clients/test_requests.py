"""requests, alone and with a urllib3 Retry mounted: what it raises, classified."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
import requests
import urllib3
from requests.adapters import HTTPAdapter

from toolretry import ErrorCategory
from toolretry.testing import FaultServer, Reply

TRANSIENT, CLIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.CLIENT, ErrorCategory.FATAL
TIMEOUT = 0.3
Expect = Callable[..., Any]
Raised = Callable[[Callable[[], object]], BaseException]


def _get(url: str, session: requests.Session | None = None) -> requests.Response:
    response = (session or requests).get(url, timeout=TIMEOUT)
    response.raise_for_status()
    return response


def _retrying(statuses: list[int]) -> requests.Session:
    """A session whose adapter retries twice itself, with no backoff, as many scripts do."""
    session = requests.Session()
    retry = urllib3.Retry(total=2, backoff_factor=0, status_forcelist=statuses)
    session.mount("http://", HTTPAdapter(max_retries=retry))
    return session


def test_status(
    fault_server: FaultServer, status_case: Any, expect: Expect, raised: Raised
) -> None:
    """raise_for_status() gives HTTPError; status and Retry-After come from its response."""
    url = fault_server.url(status_case.path())
    exc = raised(lambda: _get(url))
    assert type(exc) is requests.HTTPError
    expect(exc, status_case.expected)


def test_transport(
    transport_url: str, transport_expected: Any, expect: Expect, raised: Raised
) -> None:
    """Timeouts, refusals, resets, truncation, bad JSON and redirect loops, each by its code."""
    expect(raised(lambda: _get(transport_url).json()), transport_expected)


def test_json_decode_error_is_not_a_network_error(
    fault_server: FaultServer, expect: Expect, raised: Raised
) -> None:
    """requests' JSONDecodeError is an OSError too, yet a 200 with a broken body is fatal."""
    exc = raised(lambda: _get(fault_server.url("/invalid-json")).json())
    assert isinstance(exc, OSError)
    assert isinstance(exc, ValueError)
    expect(exc, FATAL, "INVALID_RESPONSE")


def test_html_instead_of_json_is_fatal(
    fault_server: FaultServer, expect: Expect, raised: Raised
) -> None:
    """A 200 HTML page where JSON was expected is a broken contract, not a retryable fault."""
    fault_server.script(
        "/login", Reply(body="<html>Please log in</html>", content_type="text/html")
    )
    expect(raised(lambda: _get(fault_server.url("/login")).json()), FATAL, "INVALID_RESPONSE")


@pytest.mark.parametrize(("status", "effect"), [(503, False), (429, False), (500, True)])
def test_retry_error_has_no_response(
    fault_server: FaultServer, status: int, effect: bool, expect: Expect, raised: Raised
) -> None:
    """A mounted urllib3 Retry that gives up raises RetryError with no response at all."""
    url = fault_server.url(f"/status/{status}?retry_after=0")
    exc = raised(lambda: _get(url, _retrying([status])))
    assert type(exc) is requests.exceptions.RetryError
    assert exc.response is None
    expect(exc, TRANSIENT, f"HTTP_{status}", effect=effect, status=status)
    assert fault_server.hits(f"/status/{status}") == 3


def test_read_timeout_behind_retry_is_a_connection_error(
    fault_server: FaultServer, expect: Expect, raised: Raised
) -> None:
    """With a Retry mounted, a read timeout surfaces as requests.ConnectionError, not Timeout."""
    exc = raised(lambda: _get(fault_server.url("/hang"), _retrying([])))
    assert type(exc) is requests.ConnectionError
    expect(exc, TRANSIENT, "READ_TIMEOUT")


def test_refused_behind_retry(closed_url: str, expect: Expect, raised: Raised) -> None:
    """A refused connection stays CONNECTION_REFUSED after the adapter's own retries."""
    exc = raised(lambda: _get(closed_url, _retrying([])))
    assert type(exc) is requests.ConnectionError
    expect(exc, TRANSIENT, "CONNECTION_REFUSED", effect=False)


def test_insufficient_quota_is_not_retried(
    fault_server: FaultServer, expect: Expect, raised: Raised
) -> None:
    """A 429 whose body says the quota is exhausted will not clear by waiting."""
    url = fault_server.url("/status/429?type=insufficient_quota&code=insufficient_quota")
    info = expect(raised(lambda: _get(url)), FATAL, "QUOTA_EXHAUSTED", effect=False)
    assert info.details["error_code"] == "insufficient_quota"


def test_tls_to_a_plain_port_is_fatal(
    fault_server: FaultServer, expect: Expect, raised: Raised
) -> None:
    """https:// to a plain HTTP port fails the handshake the same way every time."""
    url = fault_server.url("/ok").replace("http://", "https://")
    expect(raised(lambda: _get(url)), FATAL, "TLS_ERROR", effect=False)
