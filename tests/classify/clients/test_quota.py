"""An exhausted quota, credit balance or spend limit is fatal QUOTA_EXHAUSTED in every client;
HTTP 402 Payment Required without such a marker is a business answer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anthropic
import boto3
import httpx
import openai
import pytest
import requests
from botocore.config import Config
from google import genai
from google.genai import types as genai_types

from toolretry import ErrorCategory
from toolretry.testing import FaultServer, Reply

TRANSIENT, BUSINESS, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.BUSINESS, ErrorCategory.FATAL
Expect = Callable[..., Any]
Raised = Callable[[Callable[[], object]], BaseException]
WAIT = {"Retry-After": "20"}  # a quota error may still carry a rate-limit header: no wait helps


def _openai_body(kind: str, code: str | None, message: str = "Quota.") -> dict[str, Any]:
    return {"error": {"message": message, "type": kind, "param": None, "code": code}}


def _google_body(status: int, canonical: str, message: str, *details: Any) -> dict[str, Any]:
    error = {"code": status, "message": message, "status": canonical, "details": list(details)}
    return {"error": error}


def _reason(reason: str) -> dict[str, Any]:
    return {"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": reason}


OPENAI_QUOTAS = [
    ("insufficient_quota", "insufficient_quota"),
    ("insufficient_quota", "credit_balance_exhausted"),
    ("insufficient_quota", "organization_spend_limit_exceeded"),
    ("insufficient_quota", "project_spend_limit_exceeded"),
    ("insufficient_quota", "organization_usage_limit_exceeded"),
    ("insufficient_quota", None),
    ("invalid_request_error", "billing_hard_limit_reached"),
    ("requests", "billing_not_active"),
    # Any scope of a spend limit, not only the scopes listed by name.
    ("insufficient_quota", "monthly_spend_limit_exceeded"),
    ("rate_limit_exceeded", "team_spend_limit_exceeded"),
    ("invalid_request_error", "daily_spend_limit_reached"),
    ("tokens", "Workspace_Spend_Limit_Exceeded"),
]


@pytest.mark.parametrize(("kind", "code"), OPENAI_QUOTAS)
def test_openai_quota_codes_are_fatal(
    fault_server: FaultServer, expect: Expect, raised: Raised, kind: str, code: str | None
) -> None:
    """openai's RateLimitError with a billing type or code is a person's job, not a wait."""
    fault_server.script(
        "/v1/chat/completions", Reply(429, json=_openai_body(kind, code), headers=WAIT)
    )
    sdk = openai.OpenAI(api_key="sk-test", base_url=fault_server.url("/v1"), max_retries=0)
    exc = raised(
        lambda: sdk.chat.completions.create(model="m", messages=[{"role": "user", "content": "x"}])
    )
    assert isinstance(exc, openai.RateLimitError)
    expect(exc, FATAL, "QUOTA_EXHAUSTED", effect=False, status=429)


def test_a_plain_openai_rate_limit_still_waits(
    fault_server: FaultServer, expect: Expect, raised: Raised
) -> None:
    """A 429 rate_limit_exceeded is not a quota: it is retried after Retry-After."""
    body = _openai_body("requests", "rate_limit_exceeded", "Rate limit reached.")
    fault_server.script("/v1/chat/completions", Reply(429, json=body, headers=WAIT))
    sdk = openai.OpenAI(api_key="sk-test", base_url=fault_server.url("/v1"), max_retries=0)
    exc = raised(
        lambda: sdk.chat.completions.create(model="m", messages=[{"role": "user", "content": "x"}])
    )
    expect(exc, TRANSIENT, "HTTP_429", retry_after=20.0, effect=False, status=429)


@pytest.mark.parametrize(
    ("status", "error"),
    [
        (400, {"type": "invalid_request_error", "message": "Your credit balance is too low."}),
        (402, {"type": "billing_error", "message": "Add a payment method."}),
        (400, {"type": "invalid_request_error", "message": "YOUR CREDIT BALANCE IS TOO LOW"}),
    ],
)
def test_anthropic_credit_and_billing_errors_are_fatal(
    fault_server: FaultServer, expect: Expect, raised: Raised, status: int, error: dict[str, str]
) -> None:
    """anthropic's low credit balance (a 400 that says so only in words) and billing_error."""
    fault_server.script("/v1/messages", Reply(status, json={"type": "error", "error": error}))
    sdk = anthropic.Anthropic(api_key="sk-test", base_url=fault_server.url("/"), max_retries=0)
    exc = raised(
        lambda: sdk.messages.create(
            model="m", max_tokens=8, messages=[{"role": "user", "content": "x"}]
        )
    )
    expect(exc, FATAL, "QUOTA_EXHAUSTED", effect=False, status=status)


# google-genai 2.x calls the v1beta API, 3.x the v1 one: both are scripted.
GOOGLE_PATHS = ("/v1beta/models/m:generateContent", "/v1/models/m:generateContent")


def _generate(fault_server: FaultServer) -> Any:
    options = genai_types.HttpOptions(base_url=fault_server.url("/"))
    client = genai.Client(api_key="test", http_options=options)  # held: it closes when dropped
    return client.models.generate_content(model="m", contents="hi")


@pytest.mark.parametrize(
    "body",
    [
        _google_body(403, "PERMISSION_DENIED", "Billing off.", _reason("BILLING_DISABLED")),
        _google_body(
            403,
            "PERMISSION_DENIED",
            "This API method requires billing to be enabled. Please enable billing.",
        ),
    ],
    ids=["error-info-reason", "message-only"],
)
def test_google_billing_disabled_is_fatal(
    fault_server: FaultServer, expect: Expect, raised: Raised, body: dict[str, Any]
) -> None:
    """google-genai's ClientError for a project without billing is fatal QUOTA_EXHAUSTED."""
    for path in GOOGLE_PATHS:
        fault_server.script(path, Reply(403, json=body))
    exc = raised(lambda: _generate(fault_server))
    assert type(exc).__module__ == "google.genai.errors"
    info = expect(exc, FATAL, "QUOTA_EXHAUSTED", effect=False, status=403)
    assert info.message.startswith("PERMISSION_DENIED: ")


def test_google_rate_quota_waits_its_retry_delay(
    fault_server: FaultServer, expect: Expect, raised: Raised
) -> None:
    """A per-minute RESOURCE_EXHAUSTED with RetryInfo is a rate limit: wait retryDelay."""
    retry = {"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "36s"}
    body = _google_body(429, "RESOURCE_EXHAUSTED", "Quota exceeded for metric.", retry)
    for path in GOOGLE_PATHS:
        fault_server.script(path, Reply(429, json=body))
    exc = raised(lambda: _generate(fault_server))
    expect(exc, TRANSIENT, "HTTP_429", retry_after=36.0, effect=False, status=429)


@pytest.mark.parametrize(
    "get",
    [
        lambda url: requests.get(url, timeout=2).raise_for_status(),
        lambda url: httpx.get(url, timeout=2).raise_for_status(),
    ],
    ids=["requests", "httpx"],
)
@pytest.mark.parametrize(
    ("status", "body"),
    [
        (429, _openai_body("insufficient_quota", "insufficient_quota")),
        (403, _google_body(403, "PERMISSION_DENIED", "x", _reason("BILLING_DISABLED"))),
        (400, {"type": "error", "error": {"message": "Your credit balance is too low to pay."}}),
        (402, _openai_body("insufficient_quota", "credit_balance_exhausted")),
    ],
)
def test_plain_http_clients_read_the_same_markers(
    fault_server: FaultServer,
    expect: Expect,
    raised: Raised,
    get: Callable[[str], object],
    status: int,
    body: dict[str, Any],
) -> None:
    """Talking to these APIs with requests or httpx gives the same verdict from the body."""
    fault_server.script("/api", Reply(status, json=body, headers=WAIT))
    expect(raised(lambda: get(fault_server.url("/api"))), FATAL, "QUOTA_EXHAUSTED", effect=False)


@pytest.mark.parametrize(
    "body",
    [
        {"error": {"message": "Your card was declined.", "code": "card_declined"}},
        {"detail": "Insufficient balance on the account."},
        None,
    ],
)
def test_payment_required_is_a_business_answer(
    fault_server: FaultServer, expect: Expect, raised: Raised, body: dict[str, Any] | None
) -> None:
    """402 without a quota marker: the service worked and refused the payment."""
    reply = Reply(402, json=body) if body is not None else Reply(402)
    fault_server.script("/pay", reply)
    exc = raised(lambda: requests.get(fault_server.url("/pay"), timeout=2).raise_for_status())
    info = expect(exc, BUSINESS, "HTTP_402", effect=False, status=402)
    assert info.retryable is False


def test_aws_service_quota_is_fatal(
    fault_server: FaultServer, expect: Expect, raised: Raised
) -> None:
    """botocore's ServiceQuotaExceededException will not clear by waiting."""
    config = Config(retries={"total_max_attempts": 1}, connect_timeout=0.3, read_timeout=0.3)
    client = boto3.client(
        "dynamodb",
        endpoint_url=fault_server.url(
            "/status/400/shape=aws-json/code=ServiceQuotaExceededException"
        ),
        region_name="us-east-1",
        aws_access_key_id="testing",
        aws_secret_access_key="testing",
        config=config,
    )
    expect(raised(client.list_tables), FATAL, "QUOTA_EXHAUSTED", effect=False, status=400)
