"""The anthropic SDK: status errors, 529 overload, spend limits, errors inside a stream."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import anthropic
import pytest

from toolretry import ErrorCategory
from toolretry.testing import FaultServer, Reply

TRANSIENT, CLIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.CLIENT, ErrorCategory.FATAL
Expect = Callable[..., Any]
Raised = Callable[[Callable[[], object]], BaseException]
MESSAGES: Any = [{"role": "user", "content": "hi"}]


@pytest.fixture(scope="module")
def sdk() -> Iterator[anthropic.Anthropic]:
    """One client (building one takes ~80 ms); tests point it elsewhere with with_options."""
    client = anthropic.Anthropic(
        api_key="sk-test", base_url="http://127.0.0.1:9", max_retries=0, timeout=0.3
    )
    yield client
    client.close()


def _create(sdk: anthropic.Anthropic, base_url: str) -> Any:
    client = sdk.with_options(base_url=base_url)
    return client.messages.create(model="claude-test", max_tokens=8, messages=MESSAGES)


def _error(status: int, kind: str, message: str, **extra: Any) -> Reply:
    error = {"type": kind, "message": message, **extra}
    return Reply(status=status, json={"type": "error", "error": error})


def test_status(
    sdk: anthropic.Anthropic,
    fault_server: FaultServer,
    status_case: Any,
    expect: Expect,
    raised: Raised,
) -> None:
    """APIStatusError subclasses carry status_code and headers; the message is the API's."""
    base_url = fault_server.url(status_case.path("anthropic", segments=True))
    exc = raised(lambda: _create(sdk, base_url))
    assert isinstance(exc, anthropic.APIStatusError)
    info = expect(exc, status_case.expected)
    assert "{'type'" not in info.message  # not the repr of the body dict


def test_transport(
    sdk: anthropic.Anthropic,
    transport_url: str,
    transport_expected: Any,
    expect: Expect,
    raised: Raised,
) -> None:
    """APITimeoutError and APIConnectionError say little; what they wrap decides the code."""
    expect(raised(lambda: _create(sdk, transport_url)), transport_expected)


def test_529_overloaded(
    sdk: anthropic.Anthropic, fault_server: FaultServer, expect: Expect, raised: Raised
) -> None:
    """OverloadedError (529) is transient and was not processed."""
    fault_server.script("/v1/messages", _error(529, "overloaded_error", "Overloaded"))
    exc = raised(lambda: _create(sdk, fault_server.url("/")))
    assert isinstance(exc, anthropic.InternalServerError)  # OverloadedError in newer SDKs
    expect(exc, TRANSIENT, "OVERLOADED", effect=False, status=529)


def test_overloaded_inside_a_stream(
    sdk: anthropic.Anthropic, fault_server: FaultServer, expect: Expect, raised: Raised
) -> None:
    """An ``event: error`` after a 200 raises APIStatusError whose status_code is 200."""
    start = (
        '{"type":"message_start","message":{"id":"m","type":"message","role":"assistant",'
        '"model":"m","content":[],"stop_reason":null,"stop_sequence":null,'
        '"usage":{"input_tokens":1,"output_tokens":1}}}'
    )
    error = '{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}'
    body = f"event: message_start\ndata: {start}\n\nevent: error\ndata: {error}\n\n"
    fault_server.script("/v1/messages", Reply(body=body, content_type="text/event-stream"))

    def stream() -> None:
        client = sdk.with_options(base_url=fault_server.url("/"))
        with client.messages.stream(model="m", max_tokens=8, messages=MESSAGES) as events:
            list(events)

    exc = raised(stream)
    assert type(exc) is anthropic.APIStatusError
    assert exc.status_code == 200
    info = expect(exc, TRANSIENT, "OVERLOADED", effect=True)
    assert info.status_code is None
    assert info.details["stream"] is True


@pytest.mark.parametrize(
    "reply",
    [
        _error(400, "invalid_request_error", "Your credit balance is too low to access the API."),
        _error(402, "billing_error", "Billing problem."),
        _error(
            429,
            "rate_limit_error",
            "Spend limit.",
            details={"error_code": "enforced_spend_limit_reached"},
        ),
    ],
    ids=["credit-balance", "billing-error", "spend-limit"],
)
def test_exhausted_spend_is_not_retried(
    sdk: anthropic.Anthropic,
    fault_server: FaultServer,
    reply: Reply,
    expect: Expect,
    raised: Raised,
) -> None:
    """Credit, billing and spend-limit errors will not clear by waiting."""
    fault_server.script("/v1/messages", reply)
    exc = raised(lambda: _create(sdk, fault_server.url("/")))
    expect(exc, FATAL, "QUOTA_EXHAUSTED", effect=False, status=reply.status)


def test_ramp_limit_waits(
    sdk: anthropic.Anthropic, fault_server: FaultServer, expect: Expect, raised: Raised
) -> None:
    """A ramp limit caps how fast usage grows: it clears after Retry-After, unlike a spend cap."""
    error = {
        "type": "rate_limit_error",
        "message": "Ramp.",
        "details": {"error_code": "ramp_limit_exceeded"},
    }
    reply = Reply(status=429, json={"type": "error", "error": error}, headers={"Retry-After": "7"})
    fault_server.script("/v1/messages", reply)
    exc = raised(lambda: _create(sdk, fault_server.url("/")))
    expect(exc, TRANSIENT, "THROTTLED", retry_after=7.0, effect=False, status=429)
