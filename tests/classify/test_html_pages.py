"""HTML error pages (issue 23, blind set 12): the status a proxy's page states — in its title,
any heading, or an element whose text is a status with its own reason phrase — decides, whether
the page is the document a JSON decoder failed on or text an SDK put in its message."""

from __future__ import annotations

import json

import pytest

from toolretry import classify
from toolretry.classify._body_status import page_status

_NGINX = (
    "<html>\r\n<head><title>{code} {reason}</title></head>\r\n<body>\r\n<center><h1>{code} "
    "{reason}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n"
)

PAGES = [
    (_NGINX.format(code=502, reason="Bad Gateway"), 502),
    (_NGINX.format(code=504, reason="Gateway Time-out"), 504),
    (_NGINX.format(code=404, reason="Not Found"), 404),
    ("<html><body>502 Bad Gateway</body></html>", 502),
    ("<html><body>Service Unavailable</body></html>", 503),
    ("<!DOCTYPE html><title>shop.example | 522: Connection timed out</title>", 522),
    ("<html><body><h2>503 Service Unavailable</h2>No server is available.</body></html>", 503),
    ("<div class='err'><span>HTTP 429 Too Many Requests</span></div>", 429),
    ("<html><body><p>Error 500 Internal Server Error</p></body></html>", 500),
]


@pytest.mark.parametrize(("page", "status"), PAGES)
def test_the_page_states_its_status(page: str, status: int) -> None:
    """The status is read from the title, any heading, or an element's status-and-phrase."""
    found = page_status(page)
    assert found is not None
    assert found[0] == status


@pytest.mark.parametrize(
    "page",
    [
        "<html><body><p>Our 404 pages are friendly. Bad gateways happen.</p></body></html>",
        "<html><body><b>500 people</b> signed up</body></html>",
        "<p>Order 503 shipped</p>",
        "plain text without any markup: 502 Bad Gateway",
    ],
)
def test_prose_states_no_status(page: str) -> None:
    """A number in a page's prose, without its own reason phrase, says no status."""
    assert page_status(page) is None


@pytest.mark.parametrize(("page", "status"), PAGES)
def test_a_decode_error_of_the_page_is_judged_by_its_status(page: str, status: int) -> None:
    """``json.loads`` failing on the page is judged as the status the page states."""
    try:
        json.loads(page)
    except ValueError as exc:
        info = classify(exc)
    assert info.status_code == status


@pytest.mark.parametrize(
    ("page", "category"),
    [
        ("<html><body>502 Bad Gateway</body></html>", "transient"),
        (_NGINX.format(code=503, reason="Service Temporarily Unavailable"), "transient"),
        (_NGINX.format(code=404, reason="Not Found"), "client"),
        ("<title>api | 403 Forbidden</title>", "client"),
    ],
)
def test_a_page_in_an_unknown_message_decides(page: str, category: str) -> None:
    """An SDK that put the reply's page in its message is judged by the page's status."""
    exc = type("UpstreamFailure", (Exception,), {"__module__": "vendor.sdk"})(
        f"The request failed. Response body: {page}"
    )
    assert classify(exc).category.value == category
