"""Tests for toolretry.http against a real HTTP server on 127.0.0.1."""

from __future__ import annotations

import asyncio
import contextlib
import http.server
import os
import pickle
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import requests
import requests.adapters
from hypothesis import given
from hypothesis import strategies as st

import toolretry.http
from toolretry.classify._http_facts import headers_of, retry_after_from_headers, status_of
from toolretry.exceptions import ConfigurationError
from toolretry.http import Session
from toolretry.retry._deadline import deadline_var

SLOW_SECONDS = 2.0


class _Handler(http.server.BaseHTTPRequestHandler):
    """`/ok` answers 200, `/status/N` answers N with Retry-After: 7, `/slow` hangs 2 s."""

    release: threading.Event

    def do_GET(self) -> None:
        if self.path == "/slow":
            self.release.wait(SLOW_SECONDS)
            self._reply(200, b"late")
        elif self.path.startswith("/status/"):
            self._reply(int(self.path.rsplit("/", 1)[1]), b"<h1>Service Unavailable</h1>")
        else:
            self._reply(200, b"ok")

    def _reply(self, status: int, body: bytes) -> None:
        with contextlib.suppress(OSError):  # the client may have timed out and gone
            self.send_response(status)
            self.send_header("Retry-After", "7")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture
def server_url() -> Iterator[str]:
    """Base URL of a real threading HTTP server on a free loopback port."""
    release = threading.Event()
    handler = type("Handler", (_Handler,), {"release": release})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, args=(0.02,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        release.set()  # let /slow handlers finish now rather than in 2 s
        server.shutdown()
        server.server_close()
        thread.join(5)


@contextlib.contextmanager
def deadline_in(seconds: float) -> Iterator[None]:
    """Run the block as if inside a decorated call whose deadline is `seconds` away."""
    token = deadline_var.set(time.monotonic() + seconds)
    try:
        yield
    finally:
        deadline_var.reset(token)


class RecordingAdapter(requests.adapters.HTTPAdapter):
    """A real HTTPAdapter that also remembers the timeout each request was sent with."""

    def __init__(self) -> None:
        super().__init__()
        self.timeouts: list[object] = []

    def send(
        self,
        request: requests.PreparedRequest,
        stream: bool = False,
        timeout: Any = None,
        verify: Any = True,
        cert: Any = None,
        proxies: Any = None,
    ) -> requests.Response:
        self.timeouts.append(timeout)
        return super().send(request, stream, timeout, verify, cert, proxies)


def recording_session(**settings: Any) -> tuple[Session, RecordingAdapter]:
    session = Session(**settings)
    adapter = RecordingAdapter()
    session.mount("http://", adapter)
    return session, adapter


# --- Session: raising ------------------------------------------------------------------------


def test_session_raises_http_error_with_status(server_url: str) -> None:
    """A 503 raises requests.HTTPError whose response carries the status and Retry-After."""
    with Session() as session, pytest.raises(requests.HTTPError) as info:
        session.get(f"{server_url}/status/503")
    assert status_of(info.value) == 503
    assert retry_after_from_headers(headers_of(info.value)) == 7.0
    assert "Service Unavailable" in info.value.response.text


@pytest.mark.parametrize("status", [400, 404, 429, 500])
def test_session_raises_for_each_error_status(server_url: str, status: int) -> None:
    """Every 4xx/5xx raises, so the decorator always sees the status."""
    with Session() as session, pytest.raises(requests.HTTPError) as info:
        session.get(f"{server_url}/status/{status}")
    assert status_of(info.value) == status


def test_session_returns_success(server_url: str) -> None:
    """A 200 comes back as a plain response."""
    with Session() as session:
        assert session.get(f"{server_url}/ok").text == "ok"


def test_session_can_return_error_responses(server_url: str) -> None:
    """With raise_for_status=False a 503 is returned, not raised."""
    with Session(raise_for_status=False) as session:
        assert session.get(f"{server_url}/status/503").status_code == 503


# --- Session: timeouts -----------------------------------------------------------------------


def test_session_times_out_at_the_deadline(server_url: str) -> None:
    """Inside a call with 0.3 s left, a request to a 2 s handler times out well before 2 s."""
    with Session() as session, deadline_in(0.3):
        started = time.monotonic()
        with pytest.raises(requests.Timeout):
            session.get(f"{server_url}/slow")
    assert time.monotonic() - started < 1.0


def test_explicit_timeout_wins_over_the_deadline(server_url: str) -> None:
    """A caller's own timeout is used even when the deadline is nearer."""
    with Session() as session, deadline_in(0.1):
        started = time.monotonic()
        with pytest.raises(requests.Timeout):
            session.get(f"{server_url}/slow", timeout=0.8)
    assert time.monotonic() - started >= 0.7


def test_timeout_outside_a_call_is_the_default(server_url: str) -> None:
    """Outside a decorated call a request gets default_timeout."""
    session, adapter = recording_session(default_timeout=12.5)
    session.get(f"{server_url}/ok")
    session.get(f"{server_url}/ok", timeout=None)
    assert adapter.timeouts == [12.5, 12.5]


def test_timeout_is_bounded_by_default_and_deadline(server_url: str) -> None:
    """Inside a call the timeout is the smaller of the time left and default_timeout."""
    session, adapter = recording_session(default_timeout=2.0)
    with deadline_in(60.0):
        session.get(f"{server_url}/ok")
    with deadline_in(1.0):
        session.get(f"{server_url}/ok")
    assert adapter.timeouts[0] == 2.0
    assert 0.5 < adapter.timeouts[1] <= 1.0  # type: ignore[operator]


def test_timeout_after_the_deadline_is_tiny_not_infinite(server_url: str) -> None:
    """With no time left the request still gets a small positive timeout, never None."""
    session, adapter = recording_session()
    with deadline_in(-1.0), contextlib.suppress(requests.RequestException):
        session.get(f"{server_url}/ok")
    assert adapter.timeouts == [0.001]


@pytest.mark.parametrize("left", [0.3, 0.999, 1.0, 1.4999962330000471, 7.123456789, 29.9999])
def test_deadline_timeout_is_whole_milliseconds(server_url: str, left: float) -> None:
    """The timeout taken from the deadline has at most three decimals and ends before it."""
    session, adapter = recording_session()
    with deadline_in(left):
        session.get(f"{server_url}/ok")
    (timeout,) = adapter.timeouts
    assert isinstance(timeout, float)
    assert timeout == round(timeout, 3)
    assert left - 0.05 < timeout <= left


@given(st.floats(min_value=0, max_value=1e6, allow_nan=False))
def test_whole_milliseconds_never_passes_the_deadline(left: float) -> None:
    """Rounding goes down to the millisecond and never below 1 ms."""
    timeout = toolretry.http._whole_milliseconds(left)
    assert timeout >= 0.001
    assert timeout <= max(left, 0.001)
    assert max(left, 0.001) - timeout < 0.001
    assert timeout == round(timeout, 3)


@pytest.mark.parametrize("left", [0.2, 0.3456789, 0.5])
def test_timeout_error_quotes_a_round_number(server_url: str, left: float) -> None:
    """requests' read-timeout message shows the timeout to the millisecond."""
    with Session() as session, deadline_in(left), pytest.raises(requests.Timeout) as info:
        session.get(f"{server_url}/slow")
    quoted = re.search(r"read timeout=([0-9.]+)", str(info.value))
    assert quoted is not None
    assert len(quoted.group(1).partition(".")[2]) <= 3


def test_explicit_timeout_is_passed_through(server_url: str) -> None:
    """A timeout given by keyword or by position reaches the adapter unchanged."""
    session, adapter = recording_session()
    with deadline_in(0.5):
        session.get(f"{server_url}/ok", timeout=(3.0, 4.0))
        session.request("GET", f"{server_url}/ok", None, None, None, None, None, None, 5.0)
    assert adapter.timeouts == [(3.0, 4.0), 5.0]


# --- Session: configuration ------------------------------------------------------------------


@pytest.mark.parametrize("value", [0, -1, float("nan"), float("inf"), "30", True, None])
def test_session_rejects_bad_default_timeout(value: object) -> None:
    """A default_timeout that is not a positive finite number fails loudly, naming the fix."""
    with pytest.raises(ConfigurationError, match=r"default_timeout must be .*default_timeout=30"):
        Session(default_timeout=value)  # type: ignore[arg-type]


def test_session_rejects_bad_raise_for_status() -> None:
    """raise_for_status must be a bool."""
    with pytest.raises(ConfigurationError, match="raise_for_status"):
        Session(raise_for_status="yes")  # type: ignore[arg-type]


def test_session_survives_pickling() -> None:
    """A pickled Session keeps its settings (requests pickles only listed attributes)."""
    session = pickle.loads(pickle.dumps(Session(default_timeout=4.0, raise_for_status=False)))
    assert (session.default_timeout, session.raise_for_status) == (4.0, False)


# --- AsyncClient -----------------------------------------------------------------------------


def test_async_client_raises_http_status_error(server_url: str) -> None:
    """The async client raises httpx.HTTPStatusError with the status and a readable body."""

    async def fetch() -> httpx.HTTPStatusError:
        async with toolretry.http.AsyncClient() as client:
            with pytest.raises(httpx.HTTPStatusError) as info:
                await client.get(f"{server_url}/status/429")
            assert (await client.get(f"{server_url}/ok")).text == "ok"
            return info.value

    exc = asyncio.run(fetch())
    assert status_of(exc) == 429
    assert retry_after_from_headers(headers_of(exc)) == 7.0
    assert "Service Unavailable" in exc.response.text


def test_async_client_stream_raises_with_body_read(server_url: str) -> None:
    """A streamed error response raises too, with its body read and the stream closed."""

    async def fetch() -> httpx.HTTPStatusError:
        async with toolretry.http.AsyncClient() as client:
            with pytest.raises(httpx.HTTPStatusError) as info:
                async with client.stream("GET", f"{server_url}/status/503"):
                    pass
            return info.value

    exc = asyncio.run(fetch())
    assert exc.response.status_code == 503
    assert "Service Unavailable" in exc.response.text
    assert exc.response.is_closed


def test_async_client_times_out_at_the_deadline(server_url: str) -> None:
    """Inside a call with 0.3 s left, an async request to a 2 s handler times out early."""

    async def fetch() -> None:
        async with toolretry.http.AsyncClient() as client:
            with deadline_in(0.3), pytest.raises(httpx.TimeoutException):
                await client.get(f"{server_url}/slow")

    started = time.monotonic()
    asyncio.run(fetch())
    assert time.monotonic() - started < 1.0


def test_async_client_explicit_timeout_wins(server_url: str) -> None:
    """An async request's own timeout is used even when the deadline is nearer."""

    async def fetch() -> None:
        async with toolretry.http.AsyncClient() as client:
            with deadline_in(0.1), pytest.raises(httpx.TimeoutException):
                await client.get(f"{server_url}/slow", timeout=0.8)

    started = time.monotonic()
    asyncio.run(fetch())
    assert time.monotonic() - started >= 0.7


@pytest.mark.parametrize("left", [0.25, 1.4999962330000471, 3.0001])
def test_async_client_deadline_timeout_is_whole_milliseconds(server_url: str, left: float) -> None:
    """The async client's timeout from the deadline has at most three decimals too."""

    async def build() -> dict[str, float]:
        async with toolretry.http.AsyncClient() as client:
            with deadline_in(left):
                timeouts: dict[str, float] = client.build_request("GET", server_url).extensions[
                    "timeout"
                ]
                return timeouts

    timeouts = asyncio.run(build())
    assert set(timeouts.values()) == {round(timeouts["read"], 3)}
    assert timeouts["read"] <= left


@pytest.mark.parametrize(
    ("kwargs", "argument"),
    [({"default_timeout": -1}, "default_timeout"), ({"timeout": 5}, "default_timeout=")],
)
def test_async_client_rejects_bad_settings(kwargs: dict[str, Any], argument: str) -> None:
    """Bad settings, or httpx's own timeout= instead of default_timeout=, fail loudly."""
    with pytest.raises(ConfigurationError, match=argument):
        toolretry.http.AsyncClient(**kwargs)


# --- module ----------------------------------------------------------------------------------


def test_importing_toolretry_http_does_not_import_httpx() -> None:
    """`import toolretry.http` leaves httpx unimported until AsyncClient is used."""
    code = (
        "import sys, toolretry.http as h; assert 'httpx' not in sys.modules, 'early'; "
        "h.AsyncClient; assert 'httpx' in sys.modules, 'late'"
    )
    src = str(Path(toolretry.http.__file__).resolve().parents[1])
    subprocess.run([sys.executable, "-c", code], check=True, env={**os.environ, "PYTHONPATH": src})


# Hides one top-level package from imports, as if it were not installed.
_BLOCKER = """
import importlib.abc, sys

class _Hide(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name == {name!r} or name.startswith({name!r} + "."):
            raise ModuleNotFoundError(f"No module named {{name!r}}", name=name)
        return None

sys.meta_path.insert(0, _Hide())
"""


def _run_without(package: str, code: str) -> subprocess.CompletedProcess[str]:
    src = str(Path(toolretry.http.__file__).resolve().parents[1])
    return subprocess.run(
        [sys.executable, "-c", _BLOCKER.format(name=package) + code],
        env={**os.environ, "PYTHONPATH": src},
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.mark.parametrize(
    "code",
    [
        "from toolretry.http import AsyncClient",
        "import toolretry.http as h; h.AsyncClient",
        "import toolretry.http as h; h.AsyncClient()",
    ],
)
def test_async_client_without_httpx_names_the_extra(code: str) -> None:
    """Without httpx, using AsyncClient raises an ImportError that says what to install."""
    done = _run_without("httpx", f"try:\n    {code}\nexcept ImportError as e:\n    print(repr(e))")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("ImportError(")
    assert 'pip install "toolretry[httpx]"' in done.stdout


def test_session_works_without_httpx() -> None:
    """Without httpx, toolretry and its requests Session import and work as before."""
    done = _run_without(
        "httpx", "import toolretry, toolretry.http as h; print(type(h.Session()).__name__)"
    )
    assert (done.returncode, done.stdout.strip()) == (0, "Session"), done.stderr


def test_all_is_sorted_and_complete() -> None:
    """__all__ is sorted and every name in it resolves."""
    assert toolretry.http.__all__ == sorted(toolretry.http.__all__)
    assert all(getattr(toolretry.http, name) for name in toolretry.http.__all__)
