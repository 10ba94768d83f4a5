"""An error status is never lost because the body was parsed first.

``requests.get(url).json()`` on a 503 raises a JSON decode error whose ``doc`` is the HTML
error page. Its title or first heading names the status ("503 Service Temporarily
Unavailable", "Bad Gateway"): that status decides, as if ``raise_for_status()`` had run.
A short plain-text body is the server's whole error text ("Service Unavailable", "server
busy, try again later"): its reason phrase or the "try again later" wording decides the same
way. A lone word ("unavailable") does not: the same body may come with any status.
"""

from __future__ import annotations

import re
from http import HTTPStatus

from .._category import ErrorCategory
from ._clients import attr, status_result
from ._text_signals import transient_worded
from ._verdict import Verdict

__all__ = ["decode_error_status", "page_status", "page_verdict"]

_MAX_DOC = 4096
_HEADING = re.compile(r"<(title|h[1-6])[^>]*>\s*([^<]{1,120}?)\s*</\1>", re.IGNORECASE)
# The text of any other element (``<body>502 Bad Gateway</body>``, a ``<span>``, a
# ``<center>``): read only when it opens with a status and that status's own reason phrase, or
# is a reason phrase whole. A page's prose ("… the gateway …") decides nothing.
_ELEMENT_TEXT = re.compile(r">\s*([^<>]{3,120}?)\s*<")
_STATUS = re.compile(r"\b([45]\d\d)\b")
_OPENING_STATUS = re.compile(r"(?:(?:http|error)\s*)?([45]\d\d)\b[\s:.\-]*(.*)", re.IGNORECASE)
_LETTERS = re.compile(r"[^a-z]+")


def _squeezed(text: str) -> str:
    """Letters only, lower-cased: "Gateway Time-out" and "Gateway Timeout" read the same."""
    return _LETTERS.sub("", text.lower())


# Reason phrase (squeezed) -> status, for pages whose heading has no number ("Bad Gateway").
_PHRASES = {_squeezed(s.phrase): s.value for s in HTTPStatus if s.value >= 400}
_MAX_PLAIN = 200  # a plain-text error body is a line or two, not a document


def _status_in(heading: str) -> int | None:
    number = _STATUS.search(heading)
    if number is not None:
        return int(number.group(1))
    squeezed = _squeezed(heading)
    # The heading is the phrase, maybe after "Error:" or before a site name: a title that
    # merely contains "gone" or "conflict" somewhere is not an error page.
    return next(
        (v for p, v in _PHRASES.items() if squeezed.startswith(p) or squeezed.endswith(p)), None
    )


def _element_status(text: str) -> int | None:
    """The status an element's text states: "502 Bad Gateway", "HTTP 404 Not Found", or a
    reason phrase whole ("Service Unavailable"); else None."""
    opening = _OPENING_STATUS.match(text)
    if opening is None:
        return _PHRASES.get(_squeezed(text))
    status, rest = int(opening.group(1)), _squeezed(opening.group(2))
    phrase = next((p for p, v in _PHRASES.items() if v == status), None)
    return status if phrase is not None and rest.startswith(phrase) else None


def page_status(text: str) -> tuple[int, str] | None:
    """The 4xx/5xx status an HTML error page states (nginx's, a CDN's, a bare ``<body>``) and
    the words it was read from, or None: a ``<title>``/``<h1>``…``<h6>`` carrying a status or its
    reason phrase, else any element whose text is a status with its own reason phrase."""
    head = text[:_MAX_DOC]
    if "<" not in head:
        return None
    for match in _HEADING.finditer(head):
        status = _status_in(match.group(2))
        if status is not None:
            return status, match.group(2)
    for match in _ELEMENT_TEXT.finditer(head):
        status = _element_status(match.group(1))
        if status is not None:
            return status, match.group(1)
    return None


def page_verdict(exc: BaseException, text: str, saying: str | None) -> Verdict | None:
    """The verdict of the HTML error page in ``text`` (`page_status`), or None; ``saying``
    replaces the message (None keeps the exception's own)."""
    found_page = page_status(text)
    if found_page is None:
        return None
    status, heading = found_page
    found = status_result(status, None, None)
    return Verdict(
        found.category,
        found.code,
        exc,
        status_code=status,
        may_have_taken_effect=found.may_have_taken_effect,
        details={"body": "html error page"},
        own_details=True,
        message=None if saying is None else f"{saying}: {heading!r}",
    )


def decode_error_status(exc: BaseException) -> Verdict | None:
    """The verdict of the HTTP error page a decode error was raised from, or None.

    Reads ``exc.doc`` (json's and requests' ``JSONDecodeError``): an HTML page whose
    ``<title>`` or ``<h1>`` carries a 4xx/5xx status or its reason phrase. Never raises."""
    doc = attr(exc, "doc")
    if not isinstance(doc, str):
        return None
    head = doc[:_MAX_DOC]
    if not head.lstrip().startswith("<"):
        return _plain_text_status(exc, doc)
    return page_verdict(exc, head, "the response was an HTML error page, not JSON")


def _plain_text_status(exc: BaseException, doc: str) -> Verdict | None:
    """The verdict of a short plain-text body a decoder failed on (see the module's text)."""
    text = doc.strip()
    if not text or len(text) > _MAX_PLAIN or text[0] in '{["':
        return None
    squeezed = _squeezed(text)
    status = _PHRASES.get(squeezed)
    if status is not None:
        found = status_result(status, None, None)
        return Verdict(
            found.category,
            found.code,
            exc,
            status_code=status,
            may_have_taken_effect=found.may_have_taken_effect,
            details={"body": "plain-text error"},
            own_details=True,
            message=f"the response was an error text, not JSON: {text[:80]!r}",
        )
    if transient_worded(text):
        return Verdict(
            ErrorCategory.TRANSIENT,
            "TRY_AGAIN_LATER",
            exc,
            details={"body": "plain-text error"},
            own_details=True,
            message=f"the response was an error text, not JSON: {text[:80]!r}",
        )
    return None
