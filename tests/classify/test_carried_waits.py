"""Waits carried deeper than an attribute (issue 23, blind set 12): a delay kept in a parsed
error body, under any nesting, or in the headers of a response kept under any name, is found by
the shape of its key, bounded in depth and cost; and a response kept under a name of its own
gives its status."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest
import requests

from toolretry import classify
from toolretry.classify._carried_waits import WAIT_KEYS, carried_wait
from toolretry.testing import FaultServer, Reply


def _error(name: str, message: str = "failed", **attrs: Any) -> BaseException:
    """An exception of a fresh third-party class carrying ``attrs`` as instance attributes."""
    exc = type(name, (Exception,), {"__module__": "chatlib.api"})(message)
    for key, value in attrs.items():
        setattr(exc, key, value)
    return exc


@pytest.mark.parametrize(
    ("kept", "seconds"),
    [
        ({"ok": False, "parameters": {"retry_after": 35}}, 35.0),
        ({"error": {"details": [{"@type": "x.RetryInfo", "retryDelay": "23s"}]}}, 23.0),
        ({"error": {"details": [{"retryDelay": "1.5s"}]}}, 1.5),
        ({"error": {"retry_after_ms": 4500}}, 4.5),
        ({"error": {"type": "overloaded", "retryAfter": 6}}, 6.0),
        ({"error": {"headers": {"Retry-After": "12"}}}, 12.0),
        ({"meta": {"limits": {"backoff_ms": 250}}}, 0.25),
        ({"data": [{"ignored": 1}, {"retry-in": "2m"}]}, 120.0),
        ('{"parameters": {"retry_after": 9}}', 9.0),
    ],
)
def test_a_wait_in_a_kept_body_is_found_by_its_key(kept: object, seconds: float) -> None:
    """A wait under any nesting of a kept body, its key in any spelling, becomes retry_after."""
    exc = _error("ApiException", "Too Many Requests", result_json=kept)
    assert classify(exc).retry_after == seconds


@pytest.mark.parametrize(
    "kept",
    [
        {"retry_after": True},
        {"retry_after": -3},
        {"retry_after": "soon"},
        {"retrying": 5, "attempts": 3},
        {"config": {"max_retries": 4, "retry_backoff_factor": 2}},
    ],
)
def test_no_wait_is_made_up(kept: object) -> None:
    """Bools, negatives, words and keys that merely mention retries are no wait."""
    assert carried_wait(_error("ApiException", result_json=kept)) is None


def test_the_search_is_bounded_in_depth() -> None:
    """A wait nested deeper than the search goes is not found (the cost stays bounded)."""
    deep: dict[str, Any] = {"retry_after": 5}
    for _ in range(8):
        deep = {"inner": deep}
    assert carried_wait(_error("ApiException", body=deep)) is None


def test_a_wait_makes_no_failure_transient() -> None:
    """A kept wait adds retry_after to a transient verdict; it never makes a client one wait."""
    exc = _error("ApiException", "chat not found", result_json={"parameters": {"retry_after": 5}})
    exc.status_code = 400  # type: ignore[attr-defined]
    info = classify(exc)
    assert (info.category.value, info.retry_after) == ("client", None)


def test_every_wait_key_is_normalised() -> None:
    """The table's keys are lower-case without separators, as the search compares them."""
    assert all(key == key.lower() and "_" not in key and "-" not in key for key in WAIT_KEYS)


def _requests_response(server: FaultServer, reply: Reply) -> requests.Response:
    server.script("/bot/send", reply)
    return requests.post(server.url("/bot/send"), timeout=5)


def _httpx_response(server: FaultServer, reply: Reply) -> httpx.Response:
    server.script("/bot/send", reply)
    return httpx.post(server.url("/bot/send"), timeout=5)


CLIENTS = {"requests": _requests_response, "httpx": _httpx_response}


@pytest.mark.parametrize("client", sorted(CLIENTS))
@pytest.mark.parametrize(
    ("status", "headers", "category", "wait"),
    [
        (503, {"Retry-After": "11"}, "transient", 11.0),
        (502, {}, "transient", None),
        (429, {"Retry-After": "4"}, "transient", 4.0),
        (404, {}, "client", None),
    ],
)
def test_a_response_kept_under_any_name_gives_its_status(
    fault_server: FaultServer,
    client: str,
    status: int,
    headers: dict[str, str],
    category: str,
    wait: float | None,
) -> None:
    """A real response an SDK keeps under a name of its own (``result``) decides by its status
    and Retry-After, even when a JSON decode error of its HTML body is chained."""
    reply = Reply(status, body=f"<html><body>{status} oops</body></html>", headers=headers)
    response = CLIENTS[client](fault_server, reply)
    try:
        try:
            json.loads(response.text)
        except ValueError as decode:
            raise _error("ApiHTTPException", "the server returned an error") from decode
    except Exception as exc:
        exc.result = response  # type: ignore[attr-defined]
        info = classify(exc)
    assert (info.category.value, info.status_code, info.retry_after) == (category, status, wait)


@pytest.mark.parametrize("status", [422, 400, 409, 402])
def test_spent_credit_beats_any_refusal(status: int) -> None:
    """A 4xx whose message says the account's prepaid credits are spent is fatal
    QUOTA_EXHAUSTED, a 402 too (DESIGN: credit exhausted): only a person tops them up."""
    exc = _error("ClientError", "Not allowed to send: you have run out of credits")
    exc.status_code = status  # type: ignore[attr-defined]
    info = classify(exc)
    assert (info.category.value, info.code) == ("fatal", "QUOTA_EXHAUSTED")


@pytest.mark.parametrize(
    "message",
    [
        "Your card was declined.",
        "Payment required: the customer's card has insufficient funds",
        "insufficient credit on the buyer's account",  # a customer's line of credit
        "Payment Required",
    ],
)
def test_a_402_refusing_a_payment_stays_business(message: str) -> None:
    """A 402 about a payment refused, not the account's prepaid units, is the answer."""
    exc = _error("ClientError", message)
    exc.status_code = 402  # type: ignore[attr-defined]
    assert classify(exc).category.value == "business"


@pytest.mark.parametrize(
    ("message", "code"),
    [
        ("Conflict: terminated by other getUpdates request", "TRANSACTION_CONFLICT"),
        ("write conflict: the row was modified by another transaction", "TRANSACTION_CONFLICT"),
        ("Conflict: a project with that slug already exists", "HTTP_409"),
    ],
)
def test_a_409_about_concurrent_work_is_transient(message: str, code: str) -> None:
    """A 409 saying concurrent work won is a transient conflict; any other 409 stays client."""
    exc = _error("ApiTelegramException", message)
    exc.status_code = 409  # type: ignore[attr-defined]
    assert classify(exc).code == code


@pytest.mark.parametrize("client", sorted(CLIENTS))
def test_a_kept_successful_response_gives_no_status(fault_server: FaultServer, client: str) -> None:
    """A 200 kept beside a body the library could not read is no failed reply: the decode
    error decides (INVALID_RESPONSE), not an "HTTP 200"."""
    response = CLIENTS[client](fault_server, Reply(200, body="<html>not json</html>"))
    try:
        try:
            json.loads(response.text)
        except ValueError as decode:
            raise _error("ApiInvalidJSONException", "invalid JSON") from decode
    except Exception as exc:
        exc.result = response  # type: ignore[attr-defined]
        info = classify(exc)
    assert (info.code, info.status_code) == ("INVALID_RESPONSE", None)
