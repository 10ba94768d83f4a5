"""A line protocol's reply (RFC 959's "NNN text" convention, spoken by FTP, SMTP, NNTP, DICT,
LMTP and hand-written socket tools alike) carried under a name that says code or reply: read by
its first digit, 4 temporary and 5 permanent, never as an HTTP status."""

from __future__ import annotations

from typing import Any

import pytest

from toolretry import classify


def _error(name: str, message: str, module: str = "wordtool.client", **attrs: Any) -> Exception:
    """An exception of a fresh class ``name`` in ``module`` with ``attrs`` set on it."""
    exc: Exception = type(name, (Exception,), {"__module__": module})(message)
    exc.__dict__.update(attrs)
    return exc


@pytest.mark.parametrize(
    ("attribute", "code", "text", "category"),
    [
        ("reply_code", 420, "Server temporarily unavailable", "transient"),
        ("replyCode", 421, "Service closing, try later", "transient"),
        ("code", 451, "Lokaler Fehler bei der Verarbeitung", "transient"),
        ("last_reply_code", 450, "Mailbox occupée", "transient"),
        ("reply", 552, "no match", "client"),
        ("ReplyCode", 550, "Invalid database, use SHOW DB", "client"),
        ("reply_code", 501, "Syntax error, illegal parameters", "client"),
        ("server_code", 554, "Transakcja nie powiodła się", "client"),
    ],
)
def test_a_reply_line_kept_with_its_code_reads_by_the_first_digit(
    attribute: str, code: int, text: str, category: str
) -> None:
    """The code the message starts with, kept under a code/reply name, is a reply, not HTTP."""
    exc = _error("LookupFailed", f"{code} {text}", **{attribute: code})
    info = classify(exc)
    assert (info.category.value, info.code) == (category, f"REPLY_{code}")
    assert info.details.get("reply_code") == code


@pytest.mark.parametrize(
    ("attrs", "message"),
    [
        ({"status_code": 420}, "420 Server temporarily unavailable"),  # HTTP's word: status
        ({"http_code": 503}, "503 backend down, try later"),
        ({"code": 404}, "404 Not Found"),  # the HTTP reason phrase of its number
        ({"reply_code": 502, "url": "http://127.0.0.1/x"}, "502 upstream gone"),  # speaks HTTP
        ({"reply_code": 550}, "mailbox unavailable (550)"),  # no reply line
        ({"reply_code": 451}, "550 the message names another code"),
        ({"reply_count": 421}, "421 closing"),  # a number of something else
        ({"error_code": 421, "headers": {"x": "1"}}, "421 closing"),
    ],
    ids=["status-word", "http-word", "http-phrase", "url", "not-a-reply-line", "other-code",
         "count", "headers"],
)  # fmt: skip
def test_no_reply_is_read_without_all_of_its_signs(attrs: dict[str, Any], message: str) -> None:
    """A status (by name, phrase or HTTP evidence) or a message that is not its reply line stays
    what it was."""
    assert not classify(_error("CallFailed", message, **attrs)).code.startswith("REPLY_")


def test_an_http_client_status_with_a_bare_message_stays_http() -> None:
    """A class named for HTTP keeps its code an HTTP status even with a reply-shaped message."""
    exc = _error("HTTPError", "503 try again", module="tinyhttp.errors", code=503)
    info = classify(exc)
    assert (info.category.value, info.code) == ("transient", "HTTP_503")


class _Wrapper(Exception):
    """A tool's own error keeping only the code of the error it was raised from."""

    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.code = code


@pytest.mark.parametrize("status", [421, 503, 550])
def test_a_wrapper_of_an_http_error_keeps_its_status_http(status: int) -> None:
    """Raised from an HTTP error (or naming a URL), a reply-shaped message is still HTTP's."""
    http_error = _error("HTTPError", "failed", module="tinyhttp.errors", status_code=status)
    wrapped = _Wrapper(f"{status} upstream refused the call", status)
    wrapped.__cause__ = http_error
    assert not classify(wrapped).code.startswith("REPLY_")
    named = _Wrapper(f"{status} Server Error for url: https://127.0.0.1:9/x", status)
    assert not classify(named).code.startswith("REPLY_")
