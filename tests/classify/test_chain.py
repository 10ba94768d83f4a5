"""Each attempt is classified by its own exception and the causes it chained itself.

An implicit ``__context__`` counts only when it was caught inside the attempt; exceptions that
were being handled around it (the caller's ``except`` block, a previous attempt) never decide.
"""

from __future__ import annotations

import asyncio
import urllib.request
from collections.abc import Callable, Iterator

import httpx
import pytest
import requests

import toolretry
from toolretry import ErrorCategory, TransientError, classify
from toolretry import smart_retry_with_observation as retry_tool
from toolretry.classify._chain import MAX_LINKS, attempt_links


class Kerfuffle(Exception):
    """An exception toolretry knows nothing about: fatal, never retried."""


class LedgerGrumble(Exception):
    """Another unknown exception, raised by a tool called inside an except block."""


class FetchFailed(Exception):
    """A tool's own error, raised while it handles the real cause."""


@pytest.fixture(autouse=True)
def _no_waits() -> Iterator[None]:
    """Every wait is zero in these tests."""
    with toolretry.set_testing(True):
        yield


def _flaky_then(first: BaseException, final: BaseException) -> Callable[[], str]:
    """A tool body that raises ``first`` on its first call and ``final`` afterwards."""
    calls = {"n": 0}

    def body() -> str:
        calls["n"] += 1
        if calls["n"] == 1:
            raise first
        raise final

    return body


# A TransientError may have taken effect, so idempotent=False does not retry it; a refused
# connection is retried either way.
FIRST_FAILURES = [
    pytest.param(TransientError("gateway busy"), True, id="transient-idempotent"),
    pytest.param(ConnectionRefusedError(111, "refused"), True, id="refused-idempotent"),
    pytest.param(ConnectionRefusedError(111, "refused"), False, id="refused-not-idempotent"),
    pytest.param(TimeoutError("slow"), True, id="timeout-idempotent"),
]


# --- through real decorated tools ------------------------------------------------------------


@pytest.mark.parametrize(("first", "idempotent"), FIRST_FAILURES)
@pytest.mark.parametrize("final", [Kerfuffle("kerfuffle 4242"), KeyError("total")])
def test_previous_attempts_error_does_not_decide(
    first: Exception, idempotent: bool, final: Exception
) -> None:
    """A transient first attempt followed by an unknown error is judged by the unknown error."""
    body = _flaky_then(first, final)

    @retry_tool(max_retries=3, idempotent=idempotent)
    def charge() -> str:
        return body()

    observation = charge.observe()
    expected = "MISSING_FIELD" if isinstance(final, KeyError) else "UNEXPECTED_ERROR"
    assert (observation.category, observation.error_code) == ("fatal", expected)
    assert observation.attempts == 2


@pytest.mark.parametrize(("first", "idempotent"), FIRST_FAILURES)
async def test_previous_attempts_error_does_not_decide_async(
    first: Exception, idempotent: bool
) -> None:
    """The same holds for an async tool."""
    body = _flaky_then(first, Kerfuffle("kerfuffle"))

    @retry_tool(max_retries=3, idempotent=idempotent)
    async def charge() -> str:
        await asyncio.sleep(0)
        return body()

    observation = await charge.observe()
    assert (observation.category, observation.error_code) == ("fatal", "UNEXPECTED_ERROR")
    assert observation.attempts == 2


@pytest.mark.parametrize("handled", [TimeoutError("slow"), ConnectionError("down")])
@pytest.mark.parametrize("idempotent", [True, False])
def test_callers_except_block_does_not_decide(handled: Exception, idempotent: bool) -> None:
    """A tool called inside the caller's ``except TimeoutError:`` is judged by its own error."""

    @retry_tool(max_retries=3, idempotent=idempotent)
    def spend() -> str:
        raise LedgerGrumble("the ledger refused the spend")

    try:
        raise handled
    except type(handled):
        observation = spend.observe()
    assert (observation.category, observation.error_code) == ("fatal", "UNEXPECTED_ERROR")
    assert observation.attempts == 1


@pytest.mark.parametrize("idempotent", [True, False])
async def test_callers_except_block_does_not_decide_async(idempotent: bool) -> None:
    """An async tool awaited inside the caller's except block is judged by its own error."""

    @retry_tool(max_retries=3, idempotent=idempotent)
    async def spend() -> str:
        await asyncio.sleep(0)
        raise LedgerGrumble("the ledger refused the spend")

    try:
        raise TimeoutError("slow")
    except TimeoutError:
        observation = await spend.observe()
    assert (observation.category, observation.error_code) == ("fatal", "UNEXPECTED_ERROR")
    assert observation.attempts == 1


def _fetch() -> str:
    try:
        raise ConnectionRefusedError(111, "Connection refused")
    except ConnectionRefusedError:
        raise FetchFailed("could not fetch the page")  # noqa: B904 -- the context is the point


def test_context_caught_inside_the_tool_decides() -> None:
    """A tool that catches a network error and raises its own is judged by the network error."""

    @retry_tool(max_retries=2)
    def fetch() -> str:
        return _fetch()

    observation = fetch.observe()
    assert (observation.category, observation.error_code) == ("transient", "CONNECTION_REFUSED")
    assert observation.attempts == 3


async def test_context_caught_inside_an_async_tool_decides() -> None:
    """The same inside a coroutine: the context was caught in the tool's own frame."""

    @retry_tool(max_retries=2)
    async def fetch() -> str:
        await asyncio.sleep(0)
        try:
            raise TimeoutError("read timed out")
        except TimeoutError:
            raise FetchFailed("no page")  # noqa: B904

    observation = await fetch.observe()
    assert (observation.category, observation.error_code) == ("transient", "TIMEOUT")
    assert observation.attempts == 3


def test_own_context_still_counts_inside_the_callers_except_block() -> None:
    """Inside the caller's except block, the tool's own caught error still decides."""

    @retry_tool(max_retries=0)
    def fetch() -> str:
        return _fetch()

    try:
        raise KeyError("the caller's bug")
    except KeyError:
        observation = fetch.observe()
    assert observation.error_code == "CONNECTION_REFUSED"


# --- through classify() directly ----------------------------------------------------------------


def _caught(action: Callable[[], object]) -> BaseException:
    try:
        action()
    except BaseException as exc:
        return exc
    raise AssertionError("expected an exception")


def _raise(exc: BaseException) -> None:
    raise exc


@pytest.mark.parametrize(
    "handled",
    [TimeoutError("t"), ConnectionResetError("r"), TransientError("busy"), OSError(110, "x")],
)
def test_exception_handled_around_the_call_is_not_followed(handled: Exception) -> None:
    """classify() on an error raised inside someone else's except block ignores that block."""
    try:
        raise handled
    except Exception:
        exc = _caught(lambda: _raise(Kerfuffle("kerfuffle")))
    assert exc.__context__ is handled  # Python did chain it ...
    info = classify(exc)
    assert (info.category, info.code) == ("fatal", "UNEXPECTED_ERROR")  # ... it does not decide


def _retry_loop(attempts: list[Callable[[], object]]) -> BaseException:
    """A naive retry loop that runs each next attempt inside the previous one's except."""

    def run(index: int) -> BaseException:
        try:
            attempts[index]()
        except Exception as exc:
            if index + 1 == len(attempts):
                return exc
            return run_next(index + 1)
        raise AssertionError("expected an exception")

    def run_next(index: int) -> BaseException:
        return run(index)

    return run(0)


@pytest.mark.parametrize(
    ("earlier", "code"),
    [
        (TransientError("busy"), "UNEXPECTED_ERROR"),
        (TimeoutError("slow"), "UNEXPECTED_ERROR"),
        (ConnectionRefusedError(111, "no"), "UNEXPECTED_ERROR"),
    ],
)
def test_previous_attempt_in_a_naive_loop_is_not_followed(earlier: Exception, code: str) -> None:
    """A loop that retries inside ``except`` chains the old error; it still does not decide."""
    exc = _retry_loop([lambda: _raise(earlier), lambda: _raise(Kerfuffle("x"))])
    assert exc.__context__ is earlier
    assert classify(exc).code == code


def test_context_caught_in_the_tools_frame_is_followed() -> None:
    """A context caught by the code that raised the failure is followed."""
    exc = _caught(_fetch)
    assert classify(exc).code == "CONNECTION_REFUSED"
    assert [type(link) for link in attempt_links(exc)] == [FetchFailed, ConnectionRefusedError]


def _deep_contexts(depth: int, innermost: BaseException) -> None:
    """``depth`` nested helpers, each catching what the one below raised and raising anew."""
    if depth == 0:
        raise innermost
    try:
        _deep_contexts(depth - 1, innermost)
    except Exception:
        raise RuntimeError(f"level {depth}")  # noqa: B904


@pytest.mark.parametrize("depth", [1, 3, MAX_LINKS - 1])
def test_deep_implicit_chains_inside_the_tool_are_followed(depth: int) -> None:
    """Contexts caught at several depths inside the tool are all the tool's own."""
    exc = _caught(lambda: _deep_contexts(depth, ConnectionResetError(104, "reset")))
    assert classify(exc).code == "CONNECTION_RESET"


def test_chains_longer_than_the_bound_are_cut() -> None:
    """Beyond MAX_LINKS exceptions the walk stops: the deep cause is not found, nothing raises."""
    exc = _caught(lambda: _deep_contexts(MAX_LINKS + 3, ConnectionResetError(104, "reset")))
    assert len(list(attempt_links(exc))) == MAX_LINKS
    assert classify(exc).category == "fatal"


def _explicit(cause: BaseException) -> None:
    raise FetchFailed("wrapped") from cause


@pytest.mark.parametrize(
    ("cause", "code"),
    [
        (ConnectionRefusedError(111, "refused"), "CONNECTION_REFUSED"),
        (TimeoutError("slow"), "TIMEOUT"),
        (ValueError("bad id"), "INVALID_VALUE"),
        (TransientError("busy", code="UPSTREAM_BUSY"), "UPSTREAM_BUSY"),
    ],
)
def test_explicit_cause_is_always_followed(cause: Exception, code: str) -> None:
    """``raise X from Y`` names its cause: followed even when Y was never raised."""
    assert classify(_caught(lambda: _explicit(cause))).code == code


def test_explicit_cause_from_the_callers_block_is_followed() -> None:
    """An explicit cause is the tool's statement, even when the caller handled it first."""
    try:
        raise TimeoutError("caller's")
    except TimeoutError as handled:
        cause = handled
        exc = _caught(lambda: _explicit(cause))
    assert classify(exc).code == "TIMEOUT"


def _from_none() -> None:
    try:
        raise ConnectionError("net")
    except ConnectionError:
        raise Kerfuffle("kerfuffle") from None


def test_from_none_hides_the_context() -> None:
    """``raise X from None`` says the context is not the cause."""
    exc = _caught(_from_none)
    assert exc.__context__ is not None
    assert classify(exc).code == "UNEXPECTED_ERROR"


def test_a_context_that_was_never_raised_is_not_followed() -> None:
    """A hand-set ``__context__`` without a traceback says nothing about where it was caught."""
    exc = _caught(lambda: _raise(Kerfuffle("x")))
    exc.__context__ = ConnectionError("set by hand")
    assert classify(exc).code == "UNEXPECTED_ERROR"


@pytest.mark.parametrize("size", [2, 3, 5])
def test_cycles_of_raised_exceptions_terminate(size: int) -> None:
    """Contexts and causes that loop back are walked once each."""
    excs = [_caught(lambda i=i: _fetch_as(i)) for i in range(size)]  # type: ignore[misc]
    for here, there in zip(excs, excs[1:] + excs[:1], strict=True):
        here.__cause__ = there
    links = list(attempt_links(excs[0]))
    assert len(links) == len({id(link) for link in links})
    assert classify(excs[0]).category in set(ErrorCategory)


def _fetch_as(index: int) -> None:
    raise FetchFailed(f"fetch {index}")


def test_classify_of_the_same_error_twice_agrees() -> None:
    """Reading tracebacks leaves nothing behind: a second classification says the same."""
    exc = _caught(_fetch)
    assert classify(exc) == classify(exc)


@pytest.mark.parametrize(
    ("handled", "code"),
    [
        (TimeoutError("caller's"), "CONNECTION_REFUSED"),
        (ConnectionResetError(104, "caller's"), "CONNECTION_REFUSED"),
        (OSError(110, "caller's"), "CONNECTION_REFUSED"),
    ],
)
@pytest.mark.parametrize("client", ["requests", "httpx", "urllib"])
def test_a_real_clients_wrapper_ignores_the_callers_exception(
    closed_url: str, handled: Exception, code: str, client: str
) -> None:
    """A client error raised inside the caller's except block is read from what it wraps."""
    calls: dict[str, Callable[[], object]] = {
        "requests": lambda: requests.get(closed_url, timeout=2),
        "httpx": lambda: httpx.get(closed_url, timeout=2),
        "urllib": lambda: urllib.request.urlopen(closed_url, timeout=2),
    }
    try:
        raise handled
    except Exception:
        exc = _caught(calls[client])
    info = classify(exc)
    assert (info.category, info.code) == ("transient", code)
