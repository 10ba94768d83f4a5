"""The scenario tables every client test runs through, as fixtures, and how to check a verdict.

Each client file raises the real exception of its client against ``fault_server`` for each
scenario and hands it to ``expect``, which classifies it and compares category, code,
retry_after and may_have_taken_effect. Statuses and transport faults are the same for every
client; a client file overrides the expectation only where that client really differs.
"""

from __future__ import annotations

import contextlib
import socket
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest

from toolretry import ErrorCategory, ErrorInfo
from toolretry.classify._classify import classify
from toolretry.testing import FaultServer

TRANSIENT, CLIENT, BUSINESS, FATAL = (
    ErrorCategory.TRANSIENT,
    ErrorCategory.CLIENT,
    ErrorCategory.BUSINESS,
    ErrorCategory.FATAL,
)


@dataclass(frozen=True)
class Expected:
    """What classify() must say about one scenario."""

    category: ErrorCategory
    code: str
    retry_after: float | None = None
    effect: bool = True
    """may_have_taken_effect."""
    status: int | None = None


@dataclass(frozen=True)
class StatusCase:
    """An HTTP error status the server sends, with the Retry-After headers it adds."""

    name: str
    status: int
    options: dict[str, str]
    html: bool
    expected: Expected

    def path(self, shape: str | None = None, *, segments: bool = False) -> str:
        """The FaultServer path: ``/status/429?retry_after=2`` or, for SDK base URLs whose
        own path is appended, ``/status/429/retry_after=2``."""
        if self.html:
            return f"/html/{self.status}"
        options = dict(self.options)
        if shape is not None:
            options["shape"] = shape
        if segments:
            return f"/status/{self.status}" + "".join(f"/{k}={v}" for k, v in options.items())
        query = "&".join(f"{k}={v}" for k, v in options.items())
        return f"/status/{self.status}" + (f"?{query}" if query else "")


def _case(
    name: str,
    status: int,
    category: ErrorCategory,
    options: dict[str, str] | None = None,
    retry_after: float | None = None,
    *,
    html: bool = False,
) -> StatusCase:
    effect = status not in {429, 503} and not 400 <= status < 500
    expected = Expected(category, f"HTTP_{status}", retry_after, effect, status)
    return StatusCase(name, status, options or {}, html, expected)


STATUS_CASES = [
    _case("429-seconds", 429, TRANSIENT, {"retry_after": "2"}, 2.0),
    _case("429-fractional", 429, TRANSIENT, {"retry_after": "1.5"}, 1.5),
    _case("429-http-date", 429, TRANSIENT, {"retry_after_date": "30"}, 30.0),
    _case("429-ms", 429, TRANSIENT, {"retry_after_ms": "250"}, 0.25),
    _case(
        "429-reset-durations",
        429,
        TRANSIENT,
        {"reset_requests": "6m0s", "reset_tokens": "250ms"},
        0.25,
    ),
    _case("429-garbage", 429, TRANSIENT, {"retry_after": "soon"}),
    _case("429-negative", 429, TRANSIENT, {"retry_after": "-5"}),
    _case("500", 500, TRANSIENT),
    _case("502", 502, TRANSIENT),
    _case("503-html", 503, TRANSIENT, html=True),
    _case("504", 504, TRANSIENT),
    _case("408", 408, TRANSIENT),
    _case("400", 400, CLIENT),
    _case("401", 401, CLIENT),
    _case("403", 403, CLIENT),
    _case("404", 404, CLIENT),
    _case("409", 409, CLIENT),
    _case("422", 422, CLIENT),
    _case("402", 402, BUSINESS),
]
"""Each status of the issue; 429 once per Retry-After form (plus garbage and negative)."""

TRANSPORT_EXPECTED = {
    "read-timeout": Expected(TRANSIENT, "READ_TIMEOUT"),
    "connect-timeout": Expected(TRANSIENT, "CONNECT_TIMEOUT", effect=False),
    "connect-refused": Expected(TRANSIENT, "CONNECTION_REFUSED", effect=False),
    "connection-reset": Expected(TRANSIENT, "CONNECTION_RESET"),
    "truncated-body": Expected(TRANSIENT, "INCOMPLETE_READ"),
    "invalid-json": Expected(FATAL, "INVALID_RESPONSE"),
    "redirect-loop": Expected(FATAL, "TOO_MANY_REDIRECTS"),
}
"""Every client's transport scenarios, and what each should classify as."""
_TRANSPORT_PATHS = {
    "read-timeout": "/hang",
    "connection-reset": "/reset",
    "truncated-body": "/truncated",
    "invalid-json": "/invalid-json",
    "redirect-loop": "/redirect-loop",
}


@pytest.fixture(params=STATUS_CASES, ids=[case.name for case in STATUS_CASES])
def status_case(request: pytest.FixtureRequest) -> StatusCase:
    """Each error status of the issue, with each Retry-After form for 429."""
    case: StatusCase = request.param
    return case


@pytest.fixture(params=sorted(TRANSPORT_EXPECTED))
def transport_case(request: pytest.FixtureRequest) -> str:
    """Each transport fault: timeout, refused, reset, truncated, invalid JSON, redirect loop."""
    name: str = request.param
    return name


@pytest.fixture
def blackhole_url() -> Iterator[str]:
    """A loopback URL whose listen backlog is full, so connecting times out: nothing is sent."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(0)
    port = listener.getsockname()[1]
    fillers = []
    for _ in range(3):  # more than the backlog holds; Linux then drops further SYNs
        filler = socket.socket()
        filler.setblocking(False)
        with contextlib.suppress(BlockingIOError):
            filler.connect(("127.0.0.1", port))
        fillers.append(filler)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        for sock in [*fillers, listener]:
            sock.close()


@pytest.fixture
def transport_url(
    transport_case: str, fault_server: FaultServer, closed_url: str, request: pytest.FixtureRequest
) -> str:
    """The URL (also usable as an SDK base URL) that produces ``transport_case``."""
    if transport_case == "connect-refused":
        return closed_url.rstrip("/")
    if transport_case == "connect-timeout":
        url: str = request.getfixturevalue("blackhole_url")
        return url
    return fault_server.url(_TRANSPORT_PATHS[transport_case])


def check(
    exc: BaseException,
    expected: Expected | ErrorCategory,
    code: str = "",
    *,
    retry_after: float | None = None,
    effect: bool = True,
    status: int | None = None,
) -> ErrorInfo:
    """Classify ``exc`` and assert it matches: an ``Expected``, or its fields spelled out."""
    if not isinstance(expected, Expected):
        expected = Expected(expected, code, retry_after, effect, status)
    info = classify(exc)
    got = (info.category, info.code, info.may_have_taken_effect)
    assert got == (expected.category, expected.code, expected.effect), (type(exc), info)
    if expected.retry_after is None:
        assert info.retry_after is None, info
    else:
        # An HTTP-date has one-second resolution and is read a moment after it was written.
        assert info.retry_after == pytest.approx(expected.retry_after, abs=1.5), info
    if expected.status is not None:
        assert info.status_code == expected.status, info
    return info


@pytest.fixture
def expect() -> Callable[..., ErrorInfo]:
    """``expect(exc, TRANSIENT, "HTTP_429", retry_after=2)``: classify and compare at once."""
    return check


@pytest.fixture
def transport_expected(transport_case: str) -> Expected:
    """What ``transport_case`` classifies as for a client that behaves like most."""
    return TRANSPORT_EXPECTED[transport_case]


def _raised(action: Callable[[], object]) -> BaseException:
    try:
        action()
    except Exception as exc:
        return exc
    pytest.fail("expected the client to raise")


@pytest.fixture
def raised() -> Callable[[Callable[[], object]], BaseException]:
    """``raised(lambda: ...)``: the exception the call raises; fails the test if none."""
    return _raised
