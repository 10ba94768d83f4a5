"""The openai SDK (over its vendored httpx2): status errors, quota, streams, transport."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import openai
import pytest

from toolretry import ErrorCategory
from toolretry.testing import FaultServer, Reply

TRANSIENT, CLIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.CLIENT, ErrorCategory.FATAL
Expect = Callable[..., Any]
Raised = Callable[[Callable[[], object]], BaseException]
MESSAGES: Any = [{"role": "user", "content": "hi"}]


@pytest.fixture(scope="module")
def sdk() -> Iterator[openai.OpenAI]:
    """One client (building one takes ~80 ms); tests point it elsewhere with with_options."""
    client = openai.OpenAI(
        api_key="sk-test", base_url="http://127.0.0.1:9/v1", max_retries=0, timeout=0.3
    )
    yield client
    client.close()


def _chat(sdk: openai.OpenAI, base_url: str, *, stream: bool = False) -> Any:
    client = sdk.with_options(base_url=base_url)
    result = client.chat.completions.create(model="gpt-test", messages=MESSAGES, stream=stream)
    return list(result) if stream else result


def test_status(
    sdk: openai.OpenAI,
    fault_server: FaultServer,
    status_case: Any,
    expect: Expect,
    raised: Raised,
) -> None:
    """APIStatusError subclasses carry status_code and the response headers."""
    base_url = fault_server.url(status_case.path("openai", segments=True))
    exc = raised(lambda: _chat(sdk, base_url))
    assert isinstance(exc, openai.APIStatusError)
    expect(exc, status_case.expected)


def test_transport(
    sdk: openai.OpenAI,
    transport_url: str,
    transport_expected: Any,
    expect: Expect,
    raised: Raised,
) -> None:
    """APITimeoutError and APIConnectionError say little; what they wrap decides the code."""
    expect(raised(lambda: _chat(sdk, transport_url)), transport_expected)


def test_insufficient_quota_is_not_retried(
    sdk: openai.OpenAI, fault_server: FaultServer, expect: Expect, raised: Raised
) -> None:
    """RateLimitError with code insufficient_quota will not clear by waiting."""
    base_url = fault_server.url("/status/429/retry_after=20/code=insufficient_quota")
    exc = raised(lambda: _chat(sdk, base_url))
    assert type(exc) is openai.RateLimitError
    info = expect(exc, FATAL, "QUOTA_EXHAUSTED", effect=False, status=429)
    assert info.details["error_code"] == "insufficient_quota"


def test_rate_limit_reset_headers(
    sdk: openai.OpenAI, fault_server: FaultServer, expect: Expect, raised: Raised
) -> None:
    """A plain rate limit waits the smallest of retry-after-ms and x-ratelimit-reset-*."""
    base_url = fault_server.url(
        "/status/429/code=rate_limit_exceeded/reset_requests=6m0s/reset_tokens=2s"
        "/retry_after_ms=1500"
    )
    exc = raised(lambda: _chat(sdk, base_url))
    expect(exc, TRANSIENT, "HTTP_429", retry_after=1.5, effect=False, status=429)


def test_529_is_overloaded(
    sdk: openai.OpenAI, fault_server: FaultServer, expect: Expect, raised: Raised
) -> None:
    """A 529 (InternalServerError to openai) is an overload: transient, not processed."""
    exc = raised(lambda: _chat(sdk, fault_server.url("/status/529")))
    assert type(exc) is openai.InternalServerError
    expect(exc, TRANSIENT, "OVERLOADED", effect=False, status=529)


def test_error_inside_a_stream(
    sdk: openai.OpenAI, fault_server: FaultServer, expect: Expect, raised: Raised
) -> None:
    """An error event after a 200 raises bare APIError with no status; its type decides."""
    chunk = (
        '{"id":"c","object":"chat.completion.chunk","created":1,"model":"m",'
        '"choices":[{"index":0,"delta":{"content":"hi"},"finish_reason":null}]}'
    )
    error = '{"error":{"message":"The server had an error.","type":"server_error","code":null}}'
    body = f"data: {chunk}\n\ndata: {error}\n\n"
    reply = Reply(body=body, content_type="text/event-stream")
    fault_server.script("/v1/chat/completions", reply)
    exc = raised(lambda: _chat(sdk, fault_server.url("/v1"), stream=True))
    assert type(exc) is openai.APIError
    assert getattr(exc, "status_code", None) is None
    info = expect(exc, TRANSIENT, "SERVER_ERROR")
    assert info.details["stream"] is True


def test_html_200_is_returned_not_raised(sdk: openai.OpenAI, fault_server: FaultServer) -> None:
    """openai hands back a 200 text/html body as a str: nothing is raised to classify."""
    fault_server.script("/v1/chat/completions", Reply.html(200, "Log in"))
    result = _chat(sdk, fault_server.url("/v1"))
    assert isinstance(result, str)
    assert "Log in" in result
