"""urllib.request, the standard library client: HTTPError, URLError and bare socket errors."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Callable
from typing import Any

from toolretry import ErrorCategory
from toolretry.testing import FaultServer

TRANSIENT, CLIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.CLIENT, ErrorCategory.FATAL
TIMEOUT = 0.3
Expect = Callable[..., Any]
Raised = Callable[[Callable[[], object]], BaseException]


def _get(url: str) -> Any:
    with urllib.request.urlopen(url, timeout=TIMEOUT) as response:
        return json.loads(response.read())


def test_status(
    fault_server: FaultServer, status_case: Any, expect: Expect, raised: Raised
) -> None:
    """urlopen raises HTTPError; the status is its ``code`` and the headers its ``headers``."""
    exc = raised(lambda: _get(fault_server.url(status_case.path())))
    assert type(exc) is urllib.error.HTTPError
    expect(exc, status_case.expected)


def test_transport(
    transport_case: str, transport_url: str, transport_expected: Any, expect: Expect, raised: Raised
) -> None:
    """Each transport fault; a read timeout is only a bare TimeoutError here."""
    exc = raised(lambda: _get(transport_url))
    if transport_case == "read-timeout":
        assert type(exc) is TimeoutError
        expect(exc, TRANSIENT, "TIMEOUT")  # nothing says whether it hit connect or read
    else:
        expect(exc, transport_expected)


def test_connect_timeout_is_wrapped_in_url_error(
    blackhole_url: str, expect: Expect, raised: Raised
) -> None:
    """A connect timeout comes as URLError(reason=TimeoutError): nothing was sent."""
    exc = raised(lambda: _get(blackhole_url))
    assert type(exc) is urllib.error.URLError
    assert isinstance(exc.reason, TimeoutError)
    expect(exc, TRANSIENT, "CONNECT_TIMEOUT", effect=False)


def test_redirect_loop_is_an_http_error_302(
    fault_server: FaultServer, expect: Expect, raised: Raised
) -> None:
    """urllib reports a redirect loop as HTTPError 302, not as a status to act on."""
    exc = raised(lambda: _get(fault_server.url("/redirect-loop")))
    assert type(exc) is urllib.error.HTTPError
    assert exc.code == 302
    expect(exc, FATAL, "TOO_MANY_REDIRECTS")


def test_unknown_scheme_is_a_client_error(expect: Expect, raised: Raised) -> None:
    """A URL urllib cannot open at all must change; retrying cannot help."""
    exc = raised(lambda: _get("htp://127.0.0.1/"))
    assert type(exc) is urllib.error.URLError
    expect(exc, CLIENT, "INVALID_URL", effect=False)
