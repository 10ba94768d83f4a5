"""Waits told in words and statuses told in arguments (issue 23, blind sets 13-14): a delay said
in a message, a command's stderr or a reply's body, in several languages; a rate limiter's time
left under its own attribute name; an HTTP status given as an argument beside its phrase."""

from __future__ import annotations

import subprocess
from typing import Any

import httpx
import pytest
import requests

from toolretry import classify
from toolretry.classify._told_waits import told_wait_in
from toolretry.testing import FaultServer, Reply


def _error(name: str, *args: object, **attrs: Any) -> BaseException:
    """An exception of a fresh third-party class with ``args`` and instance ``attrs``."""
    exc = type(name, (Exception,), {"__module__": "vendorlib.errors"})(*args)
    for key, value in attrs.items():
        setattr(exc, key, value)
    return exc


@pytest.mark.parametrize(
    ("text", "seconds"),
    [
        ("Too busy right now, retry in 12 seconds please", 12.0),
        ("quota window full; try again after 3 minutes", 180.0),
        ("locked: wait 750ms and send again", 0.75),
        ("Bitte versuchen Sie es in 5 Sekunden erneut.", 5.0),
        ("Réessayez dans 2 minutes.", 120.0),
        ("Por favor, espere 40 segundos.", 40.0),
        ("Riprova tra 1 ora.", 3600.0),
        ("Спробуйте пізніше. Повторите через 25 секунд.", 25.0),
        ("请在10秒后再试", 10.0),
        ("1分後に再試行してください", 60.0),
        ("5분 후에 다시 시도하세요", 300.0),
        ("Lütfen 30 saniye sonra tekrar deneyin", 30.0),
        ("limiter full: reset_in=9", 9.0),
        ("throttled (wait_ms: 400)", 0.4),
        ("HTTP/1.1 429 Too Many Requests\nRetry-After: 17\n", 17.0),
        ("breaker open, 45 sec remaining", 45.0),
        ("For your safety you can only send another code after 50 seconds.", 50.0),
        ("Password resets are allowed only once after 2 minutes", 120.0),
        ("next attempt not before 15 s", 15.0),
        ("The export may be requested again after 10 minutes", 600.0),
    ],
)
def test_a_wait_told_in_words_is_read_in_seconds(text: str, seconds: float) -> None:
    """A number with its unit beside a word of waiting or retrying, or a wait's key=value, is
    the wait, in any of the tabled languages."""
    assert told_wait_in(text) == pytest.approx(seconds)


@pytest.mark.parametrize(
    "text",
    [
        "read timed out after 30 seconds",
        "gave up waiting for a connection after 10 seconds",
        "connection reset after 2 minutes of idle",
        "X-RateLimit-Reset: 1767225600",
        "GET /jobs?retry_after=0 failed",
        "the video is 5 minutes long",
        "Retry-After: Wed, 21 Oct 2026 07:28:00 GMT",
        "the only replica failed after 30 seconds",
        "build finished after 4 minutes",
    ],
)
def test_a_number_without_a_wait_cue_is_no_wait(text: str) -> None:
    """A duration that is not about coming back (how long something took, an epoch, a request's
    own parameter) is not read as a wait."""
    assert told_wait_in(text) is None


@pytest.mark.parametrize(
    ("message", "seconds"),
    [
        ("Serviço indisponível. Tente novamente em 45 segundos.", 45.0),
        ("服务繁忙，请20秒后重试", 20.0),
        ("pool exhausted; resumes in 2 minutes", 120.0),
    ],
)
def test_an_unknown_error_telling_a_wait_is_transient(message: str, seconds: float) -> None:
    """An exception no rule knows, whose message says when to come back, is passing: transient,
    with that wait."""
    info = classify(_error("SyncFailure", message))
    assert (info.category.value, info.retry_after) == ("transient", pytest.approx(seconds))


def test_a_quota_that_resets_later_stays_fatal() -> None:
    """A spent quota that "resets in 24 hours" is not overruled by the wait told beside it."""
    info = classify(_error("UsageError", "Monthly quota exceeded; it resets in 24 hours"))
    assert info.code == "QUOTA_EXHAUSTED"


@pytest.mark.parametrize(
    ("attribute", "value", "seconds"),
    [
        ("period_remaining", 41.5, 41.5),
        ("reset_after", "12", 12.0),
        ("seconds_remaining", 3, 3.0),
        ("cooldown", 90, 90.0),
        ("reset_in_ms", 2500, 2.5),
    ],
)
def test_a_limiters_time_left_is_its_wait(attribute: str, value: object, seconds: float) -> None:
    """A throttling exception keeping the time until it admits again under a name of its own
    waits that long."""
    info = classify(_error("CallsExhausted", "too many calls", **{attribute: value}))
    assert info.category.value == "transient"
    assert info.retry_after == pytest.approx(seconds)


def test_a_count_of_calls_left_is_no_wait() -> None:
    """``remaining`` counts calls, not seconds: a throttled error keeping it has no wait."""
    info = classify(_error("ThrottledError", "too many calls", remaining=0, limit=100))
    assert info.category.value == "transient"
    assert info.retry_after is None


@pytest.mark.parametrize("client", ["requests", "httpx"])
@pytest.mark.parametrize(
    ("status", "body", "seconds"),
    [
        (503, "maintenance, please come back and retry in 90 seconds", 90.0),
        (429, '{"detail": "slow down, available again in 6s"}', 6.0),
        (503, "Wartung. Bitte in 3 Minuten erneut versuchen.", 180.0),
    ],
)
def test_a_replys_body_tells_the_wait(
    fault_server: FaultServer, client: str, status: int, body: str, seconds: float
) -> None:
    """A 429/503 without Retry-After whose body says when to retry waits that long."""
    fault_server.script("/report", Reply(status, body=body, content_type="text/plain"))
    url = fault_server.url("/report")
    try:
        if client == "requests":
            requests.get(url, timeout=5).raise_for_status()
        else:
            httpx.get(url, timeout=5).raise_for_status()
    except Exception as exc:
        info = classify(exc)
    assert (info.code, info.retry_after) == (f"HTTP_{status}", pytest.approx(seconds))


def test_a_commands_stderr_tells_the_wait(fault_server: FaultServer) -> None:
    """A command that printed the reply's headers to stderr (curl -D) gives its Retry-After."""
    fault_server.script("/feed", Reply(503, body="busy", headers={"Retry-After": "33"}))
    command = ["curl", "-sS", "--fail", "-D", "/dev/stderr", fault_server.url("/feed")]
    try:
        subprocess.run(command, check=True, capture_output=True, text=True, timeout=10)
    except subprocess.CalledProcessError as exc:
        info = classify(exc)
    assert (info.category.value, info.retry_after) == ("transient", 33.0)


@pytest.mark.parametrize(
    ("args", "category", "code"),
    [
        (("request failed", 404, "Not Found", "no such toot"), "client", "HTTP_404"),
        (("remote said", 409, "CONFLICT"), "client", "HTTP_409"),
        (("upstream", 504, "Gateway Timeout", {}), "transient", "HTTP_504"),
        ((503, "Service Unavailable"), "transient", "HTTP_503"),
        (("API error", 422, "Unprocessable Content", "name is blank"), "client", "HTTP_422"),
    ],
)
def test_a_status_given_as_an_argument_beside_its_phrase(
    args: tuple[object, ...], category: str, code: str
) -> None:
    """A status an exception was given as an argument, next to its own reason phrase, is that
    status."""
    info = classify(_error("ApiError", *args))
    assert (info.category.value, info.code) == (category, code)


def test_a_number_beside_other_text_is_no_status() -> None:
    """A number among the arguments whose neighbour is not its phrase (a count) is no status."""
    info = classify(_error("ImportFailure", "rows rejected", 404, "see the log"))
    assert info.code != "HTTP_404"


@pytest.mark.parametrize(
    ("message", "code"),
    [
        ("500 rpc error making call: i/o deadline reached", "HTTP_500"),
        ("404 page not found", "HTTP_404"),
        ("Unexpected HTTP_RESPONSE 503", "HTTP_503"),
        ("upstream http_status=502", "HTTP_502"),
    ],
)
def test_a_status_told_at_the_head_or_after_an_underscore(message: str, code: str) -> None:
    """A message that begins with a status and goes on in words, or tells it after
    ``HTTP_RESPONSE``/``http_status``, is that status."""
    assert classify(_error("AgentError", message)).code == code
