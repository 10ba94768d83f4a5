"""An error status is never lost because the body was parsed first (issue 23 item 7), and a
429 keeps the rate-limit headers it came with (issue 28 item 6)."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
import requests

from toolretry import ErrorCategory, classify, set_testing, smart_retry_with_observation
from toolretry.testing import FaultServer, Reply

PAGES = {
    "nginx-503": (
        503,
        "<html><head><title>503 Service Unavailable</title></head><body>x</body></html>",
    ),
    "h1-only-502": (502, "<html><body><h1>502 Bad Gateway</h1><p>upstream</p></body></html>"),
    "phrase-504": (504, "<!DOCTYPE html><html><head><title>Gateway Time-out</title></head></html>"),
    "phrase-429": (429, "<html><head><title>Too Many Requests</title></head></html>"),
    "apache-404": (404, "<!DOCTYPE HTML><html><head><title>404 Not Found</title></head></html>"),
    "tomcat-403": (403, "<html><head><title>HTTP Status 403 – Forbidden</title></head></html>"),
}
CATEGORY = {
    503: ErrorCategory.TRANSIENT,
    502: ErrorCategory.TRANSIENT,
    504: ErrorCategory.TRANSIENT,
    429: ErrorCategory.TRANSIENT,
    404: ErrorCategory.CLIENT,
    403: ErrorCategory.CLIENT,
}


def _decode_error(fetch: Any, url: str) -> BaseException:
    try:
        fetch(url).json()
    except Exception as exc:
        return exc
    raise AssertionError("the body parsed as JSON")


@pytest.mark.parametrize("fetch", [requests.get, httpx.get], ids=["requests", "httpx"])
@pytest.mark.parametrize("page", sorted(PAGES))
def test_an_html_error_page_parsed_as_json_is_judged_by_its_status(
    fault_server: FaultServer, fetch: Any, page: str
) -> None:
    """``.json()`` on an HTML error page gives the page's status, not INVALID_RESPONSE."""
    status, html = PAGES[page]
    fault_server.script("/p", Reply(status, body=html, content_type="text/html"))
    info = classify(_decode_error(fetch, fault_server.url("/p")))
    assert (info.category, info.code, info.status_code) == (
        CATEGORY[status],
        f"HTTP_{status}",
        status,
    )


@pytest.mark.parametrize("fetch", [requests.get, httpx.get], ids=["requests", "httpx"])
def test_a_page_without_a_status_stays_an_invalid_response(
    fault_server: FaultServer, fetch: Any
) -> None:
    """A 200 HTML page that is not JSON says nothing of a status: fatal INVALID_RESPONSE."""
    fault_server.script("/p", Reply(200, body="<html><title>Welcome</title></html>"))
    info = classify(_decode_error(fetch, fault_server.url("/p")))
    assert (info.category, info.code) == (ErrorCategory.FATAL, "INVALID_RESPONSE")


def test_the_first_draft_http_tool_retries_a_503_page(fault_server: FaultServer) -> None:
    """``requests.get(url).json()`` without raise_for_status() is retried on a 503 page."""
    fault_server.script(
        "/w",
        Reply(503, body=PAGES["nginx-503"][1], content_type="text/html"),
        Reply(json={"temp": 21}),
    )

    @smart_retry_with_observation(max_retries=2)
    def weather() -> Any:
        return requests.get(fault_server.url("/w"), timeout=5).json()

    with set_testing(True):
        assert weather() == '{"temp": 21}'
    assert fault_server.hits("/w") == 2


@pytest.mark.parametrize(
    "headers",
    [
        {"x-ratelimit-limit": "60", "x-ratelimit-remaining": "0", "x-ratelimit-reset": "17"},
        {"RateLimit-Limit": "100", "RateLimit-Remaining": "0", "RateLimit-Reset": "30"},
        {"anthropic-ratelimit-requests-limit": "50", "anthropic-ratelimit-requests-remaining": "0"},
        {"x-ratelimit-limit-tokens": "90000", "x-ratelimit-remaining-tokens": "12"},
        {"X-Rate-Limit-Limit": "15", "X-Rate-Limit-Remaining": "0"},
    ],
    ids=["x-ratelimit", "ietf", "anthropic", "openai-tokens", "twitter"],
)
def test_a_429_keeps_its_rate_limit_headers(
    fault_server: FaultServer, headers: dict[str, str]
) -> None:
    """The limit, remaining count and reset a 429 announced reach details, names lower-cased."""
    fault_server.script("/r", Reply(429, json={"error": "slow down"}, headers=headers))
    response = requests.get(fault_server.url("/r"), timeout=5)
    with pytest.raises(requests.HTTPError) as raised:
        response.raise_for_status()
    info = classify(raised.value)
    assert info.details["rate_limit"] == {k.lower(): v for k, v in headers.items()}


def test_a_429_without_rate_limit_headers_has_no_rate_limit_details(
    fault_server: FaultServer,
) -> None:
    """Nothing announced, nothing invented."""
    fault_server.script("/r", Reply(429, json={"error": "slow down"}))
    with pytest.raises(requests.HTTPError) as raised:
        requests.get(fault_server.url("/r"), timeout=5).raise_for_status()
    assert "rate_limit" not in classify(raised.value).details


def test_ietf_ratelimit_reset_is_a_wait(fault_server: FaultServer) -> None:
    """``RateLimit-Reset`` (delta-seconds in the IETF draft) becomes retry_after."""
    fault_server.script("/r", Reply(429, json={}, headers={"RateLimit-Reset": "9"}))
    with pytest.raises(requests.HTTPError) as raised:
        requests.get(fault_server.url("/r"), timeout=5).raise_for_status()
    assert classify(raised.value).retry_after == 9.0
