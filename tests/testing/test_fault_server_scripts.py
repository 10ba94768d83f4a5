"""Tests for toolretry.testing's scripted replies and recorded requests, with real HTTP clients."""

from __future__ import annotations

import email.utils
import time
from datetime import datetime, timezone
from typing import Any

import pytest
import requests

from toolretry.testing import FaultServer, RecordedRequest, Reply


def seconds_until(http_date: str) -> float:
    """How far in the future an HTTP-date lies."""
    when = email.utils.parsedate_to_datetime(http_date)
    return (when - datetime.now(timezone.utc)).total_seconds()


# --- scripting ----------------------------------------------------------------------------------


def test_script_plays_in_order_then_repeats_the_last(fault_server: FaultServer) -> None:
    """Each request takes the next reply; the last one repeats forever."""
    fault_server.script("/w", Reply(429), Reply(503), Reply(json={"done": True}))
    url = fault_server.url("/w")
    statuses = [requests.get(url, timeout=5).status_code for _ in range(5)]
    assert statuses == [429, 503, 200, 200, 200]
    assert fault_server.hits("/w") == 5


def test_script_ignores_method_and_query(fault_server: FaultServer) -> None:
    """A scripted path answers any method and any query string."""
    fault_server.script("/w", Reply(400), Reply(201))
    assert requests.delete(fault_server.url("/w?a=1"), timeout=5).status_code == 400
    assert requests.put(fault_server.url("/w?b=2"), timeout=5).status_code == 201


def test_script_overrides_builtin_route(fault_server: FaultServer) -> None:
    """A script on a built-in route's path wins over the route."""
    fault_server.script("/ok", Reply(500))
    assert requests.get(fault_server.url("/ok"), timeout=5).status_code == 500


def test_requests_are_recorded(fault_server: FaultServer) -> None:
    """requests(path) returns method, path with query, lower-cased headers and body."""
    requests.post(fault_server.url("/ok?q=1"), data=b"abc", headers={"X-Key": "v"}, timeout=5)
    requests.get(fault_server.url("/other"), timeout=5)
    (recorded,) = fault_server.requests("/ok")
    assert isinstance(recorded, RecordedRequest)
    method, path, headers, body = recorded
    assert (method, path, body) == ("POST", "/ok?q=1", b"abc")
    assert headers["x-key"] == "v"
    assert fault_server.hits() == 2
    assert fault_server.hits("/ok?ignored") == 1
    assert [r.path for r in fault_server.requests()] == ["/ok?q=1", "/other"]


def test_reset_forgets_scripts_and_counts(fault_server: FaultServer) -> None:
    """reset() clears scripts and recorded requests."""
    fault_server.script("/ok", Reply(500))
    requests.get(fault_server.url("/ok"), timeout=5)
    fault_server.reset()
    assert fault_server.hits() == 0
    assert requests.get(fault_server.url("/ok"), timeout=5).status_code == 200


@pytest.mark.parametrize(
    ("path", "replies", "error"),
    [
        ("/w", (), ValueError),
        ("/w?a=1", (Reply(),), ValueError),
        ("w", (Reply(),), ValueError),
        ("/w", (429,), TypeError),
    ],
)
def test_script_misuse(
    fault_server: FaultServer, path: str, replies: tuple[Any, ...], error: type[Exception]
) -> None:
    """script() refuses no replies, a query string, a relative path and non-Reply values."""
    with pytest.raises(error):
        fault_server.script(path, *replies)


@pytest.mark.parametrize(
    ("make", "match"),
    [
        (lambda: Reply(700), "between 200 and 599"),
        (lambda: Reply(json={}, body=b"x"), "not both"),
        (lambda: Reply(delay=-1), "delay"),
        (lambda: Reply(fault="explode"), "Unknown fault"),  # type: ignore[arg-type]
        (lambda: Reply.truncated(declared=3, sent=b"abc"), "must exceed"),
        (lambda: Reply.error(429, shape="xml"), "Unknown error shape"),  # type: ignore[arg-type]
    ],
)
def test_reply_misuse(make: Any, match: str) -> None:
    """Reply refuses values that cannot be sent, saying which."""
    with pytest.raises(ValueError, match=match):
        make()


def test_reply_delay(fault_server: FaultServer) -> None:
    """A delayed reply times out a short client and reaches a patient one."""
    fault_server.script("/slow", Reply(json={"ok": True}, delay=0.3))
    with pytest.raises(requests.ReadTimeout):
        requests.get(fault_server.url("/slow"), timeout=0.1)
    started = time.monotonic()
    assert requests.get(fault_server.url("/slow"), timeout=5).json() == {"ok": True}
    assert time.monotonic() - started >= 0.3


@pytest.mark.parametrize(
    ("kwargs", "header", "expected"),
    [
        ({"seconds": 2}, "Retry-After", "2"),
        ({"seconds": 1.5}, "Retry-After", "1.5"),
        ({"seconds": "garbage"}, "Retry-After", "garbage"),
        ({"ms": 250}, "retry-after-ms", "250"),
        ({"ms": 0.5}, "retry-after-ms", "0.5"),
        ({"headers": {"x-ratelimit-reset-requests": "1s"}}, "x-ratelimit-reset-requests", "1s"),
    ],
)
def test_reply_retry_after(
    fault_server: FaultServer, kwargs: dict[str, Any], header: str, expected: str
) -> None:
    """Reply.retry_after renders each form of the header as asked."""
    fault_server.script("/limited", Reply.retry_after(**kwargs))
    response = requests.get(fault_server.url("/limited"), timeout=5)
    assert response.status_code == 429
    assert response.json()["error"]["type"] == "rate_limit_error"
    assert response.headers[header] == expected


def test_reply_retry_after_http_date(fault_server: FaultServer) -> None:
    """Reply.retry_after(http_date=60) sends an HTTP-date a minute from now."""
    fault_server.script("/limited", Reply.retry_after(503, http_date=60))
    response = requests.get(fault_server.url("/limited"), timeout=5)
    assert response.status_code == 503
    assert 58 < seconds_until(response.headers["Retry-After"]) <= 60


def test_reply_redirect(fault_server: FaultServer) -> None:
    """Reply.redirect sends a 302 the client follows."""
    fault_server.script("/old", Reply.redirect("/ok"))
    response = requests.get(fault_server.url("/old"), timeout=5)
    assert response.json() == {"ok": True}
    assert [r.status_code for r in response.history] == [302]


def test_reply_truncated_custom(fault_server: FaultServer) -> None:
    """Reply.truncated declares one length and sends fewer bytes."""
    fault_server.script("/t", Reply.truncated(declared=50, sent=b"[1, 2"))
    with pytest.raises(requests.exceptions.ChunkedEncodingError, match="5 bytes read, 45 more"):
        requests.get(fault_server.url("/t"), timeout=5)


@pytest.mark.parametrize(
    ("reply", "content_type", "data"),
    [
        (Reply(json=[1]), "application/json", b"[1]"),
        (Reply(body="hé"), "text/plain; charset=utf-8", "hé".encode()),
        (Reply(body=b"\x00"), "application/octet-stream", b"\x00"),
        (Reply(body="a", content_type="text/csv"), "text/csv", b"a"),
        (Reply(body="a", headers={"content-type": "x/y"}), "x/y", b"a"),
        (Reply(202), None, b""),
        (Reply(204), None, b""),
        (Reply.html(503, title="Down"), "text/html; charset=utf-8", None),
    ],
)
def test_reply_payloads(
    fault_server: FaultServer, reply: Reply, content_type: str | None, data: bytes | None
) -> None:
    """Reply bodies go out with the right Content-Type and the connection stays usable."""
    fault_server.script("/p", reply)
    with requests.Session() as session:
        for _ in range(2):  # the second request proves the framing left keep-alive intact
            response = session.get(fault_server.url("/p"), timeout=5)
            assert response.status_code == reply.status
            assert response.headers.get("Content-Type") == content_type
            if data is not None:
                assert response.content == data
    if reply.status == 503:
        assert "<title>Down</title>" in response.text


# --- received_at ------------------------------------------------------------------------------


@pytest.mark.parametrize("path", ["/ok", "/status/429", "/echo"])
def test_received_at_is_the_monotonic_arrival_time(fault_server: FaultServer, path: str) -> None:
    """received_at lies between the moment before the request and the moment after it."""
    before = time.monotonic()
    requests.get(fault_server.url(path), timeout=5)
    after = time.monotonic()
    (record,) = fault_server.requests()
    assert before <= record.received_at <= after


def test_received_at_is_arrival_not_reply(fault_server: FaultServer) -> None:
    """A delayed reply does not delay received_at."""
    fault_server.script("/slow", Reply(json={"ok": True}, delay=0.4))
    before = time.monotonic()
    requests.get(fault_server.url("/slow"), timeout=5)
    (record,) = fault_server.requests("/slow")
    assert record.received_at - before < 0.2


@pytest.mark.parametrize("count", [2, 5])
def test_received_at_orders_requests(fault_server: FaultServer, count: int) -> None:
    """Requests made one after another have increasing received_at."""
    with requests.Session() as session:
        for _ in range(count):
            session.get(fault_server.url("/ok"), timeout=5)
    times = [record.received_at for record in fault_server.requests()]
    assert (times == sorted(times), len(set(times))) == (True, count)


def test_recorded_request_built_without_received_at() -> None:
    """Code that builds a RecordedRequest from four fields still works (received_at 0.0)."""
    record = RecordedRequest("GET", "/x", {}, b"")
    assert (record.received_at, tuple(record)) == (0.0, ("GET", "/x", {}, b""))
