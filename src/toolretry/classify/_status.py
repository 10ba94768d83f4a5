"""Two verdicts of last resort before ``fatal``: an HTTP status found by duck typing on an
exception of no known client, and the words of a message when no structural fact decided."""

from __future__ import annotations

from datetime import timedelta

from .._category import ErrorCategory
from . import _http_facts
from ._chain import attempt_links
from ._clients import status_result
from ._said_kinds import said_kind
from ._text_signals import worded
from ._verdict import Verdict

__all__ = ["from_said", "from_status", "from_wording", "waited_for"]


def _text_of(exc: BaseException) -> str:
    try:
        return str(exc)
    except Exception:  # a broken __str__ says nothing
        return ""


def from_status(exc: BaseException) -> Verdict | None:
    """An exception of no known client that carries an HTTP status (duck-typed)."""
    status = _http_facts.status_of(exc)
    if status is None:
        return None
    own = exc.__dict__ if hasattr(exc, "__dict__") else {}
    response = own.get("response")
    if response is None and "_response" in own:  # google-api-core: a property over _response
        response = own["_response"]
    body = own.get("json_body")  # Stripe keeps the parsed error body here
    if body is None and response is not None:
        body = getattr(response, "data", None)  # Slack's SlackResponse keeps it here
    if isinstance(body, dict):
        found = status_result(status, _http_facts.headers_of(exc), None, body=body)
    else:
        found = status_result(status, _http_facts.headers_of(exc), None, response=response)
    return Verdict(
        found.category,
        found.code,
        exc,
        status_code=status,
        retry_after=found.retry_after,
        may_have_taken_effect=found.may_have_taken_effect,
        details=found.details or None,
        message=found.message,
        said=found.said,
    )


def from_wording(exc: BaseException, whole: bool) -> Verdict | None:
    """What the words of ``exc`` and its attempt's chain say, once no structural fact decided:
    a spent quota (fatal), else "try again later" in one of the tabled languages."""
    for link in attempt_links(exc, whole=whole):
        said = worded(_text_of(link))
        if said == "quota":
            return Verdict(
                ErrorCategory.FATAL, "QUOTA_EXHAUSTED", link, may_have_taken_effect=False
            )
        if said == "wait":
            return Verdict(ErrorCategory.TRANSIENT, "TRY_AGAIN_LATER", link)
    return None


def from_said(exc: BaseException, whole: bool) -> Verdict | None:
    """What the words of ``exc`` and its attempt's chain say went wrong (not found, exists,
    denied, invalid, funds...), by `SAID_KINDS`: asked after the class names, before fatal."""
    for link in attempt_links(exc, whole=whole):
        row = said_kind(_text_of(link))
        if row is not None:
            category = row[0]
            return Verdict(
                category, row[1], link, may_have_taken_effect=category is not ErrorCategory.CLIENT
            )
    return None


# Where libraries keep the wait they ask for, in seconds, on an exception of their own.
_WAIT_ATTRIBUTES = ("retry_after", "retry_after_seconds", "retry_delay", "retry_in", "backoff")


def waited_for(exc: BaseException) -> float | None:
    """The wait in seconds an exception of no known client carries (``retry_after`` and kin):
    a finite number >= 0, not a bool; else None."""
    own = getattr(exc, "__dict__", None)
    if not isinstance(own, dict):
        return None
    for name in _WAIT_ATTRIBUTES:
        value = own.get(name)
        if isinstance(value, timedelta):  # python-telegram-bot and others keep a timedelta
            value = value.total_seconds()
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            seconds = float(value)
            if seconds >= 0 and seconds < float("inf"):
                return seconds
    return None
