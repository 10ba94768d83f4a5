"""Two verdicts of last resort before ``fatal``: an HTTP status found by duck typing on an
exception of no known client, and the words of a message when no structural fact decided."""

from __future__ import annotations

import json
import re
import warnings
from datetime import timedelta
from http import HTTPStatus

from .._category import ErrorCategory
from . import _http_facts
from ._chain import attempt_links
from ._clients import status_result
from ._code_words import carried_code
from ._said_kinds import out_of_space, said_kind
from ._text_signals import account_spent, worded
from ._verdict import Verdict
from ._weak_signals import concurrency_conflict

__all__ = [
    "PHRASES",
    "from_said",
    "from_status",
    "from_told_status",
    "from_wording",
    "status_verdict",
    "waited_for",
]


def _text_of(exc: BaseException) -> str:
    try:
        return str(exc)
    except Exception:  # a broken __str__ says nothing
        return ""


def _texts_of(exc: BaseException) -> tuple[str, ...]:
    """What ``exc`` says: its message and, for a failed command that keeps it (GitPython's
    ``GitCommandError``, invoke's), its ``stderr`` text, where the command put the reason and
    which the message's head may not reach behind a long command line."""
    own = getattr(exc, "__dict__", None)
    stderr = own.get("stderr") if isinstance(own, dict) else None
    if isinstance(stderr, str) and stderr.strip():
        return _text_of(exc), stderr
    return (_text_of(exc),)


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
    if response is None and body is None and "body" not in own:
        # The reply recorded one level down (Box's ``response_info``): its parsed body too.
        response = _http_facts.kept_response(exc)
        kept = getattr(response, "__dict__", None)
        body = kept.get("body") if isinstance(kept, dict) else None
    if body is None and response is not None:
        body = getattr(response, "data", None)  # Slack's SlackResponse keeps it here
    if body is None and isinstance(own.get("content"), (dict, list)):
        body = own["content"]  # the parsed reply kept as ``content`` (simple-salesforce)
    if body is None or isinstance(body, (str, bytes)):
        # An SDK keeping the error body as its JSON text (mistralai's ``body``, influxdb's
        # ``response.data``).
        body = _json_text(own.get("body") if body is None else body)
    headers = _http_facts.headers_of(exc) or _chained_headers(exc)
    if isinstance(body, (dict, list)):
        found = status_result(status, headers, None, body=body)
    else:
        code = carried_code(exc)
        found = status_result(status, headers, None, response=response, carried_code=code)
    if found.category is not ErrorCategory.BUSINESS or status == 402:
        spent = _spent(status, _text_of(exc))
        if spent is not None:
            return Verdict(ErrorCategory.FATAL, spent, exc, status_code=status)
    if status in (400, 409) and concurrency_conflict(_text_of(exc)):
        # A 409 (or the 400 many APIs use for it) saying concurrent work won ("terminated by
        # other request", "concurrent modification"): run it again.
        wait = _http_facts.retry_after_from_headers(headers) if headers is not None else None
        return Verdict(
            ErrorCategory.TRANSIENT,
            "TRANSACTION_CONFLICT",
            exc,
            status_code=status,
            retry_after=wait,
        )
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


def _spent(status: int, text: str) -> str | None:
    """The code of a status whose message says nothing will come back by waiting or by other
    arguments: a full disk or store behind a 5xx or a 429 (OUT_OF_SPACE), a spent quota, plan or
    credit behind a 503 or any 4xx, a 402 only of prepaid credits (QUOTA_EXHAUSTED: a 429, a
    403 refusing because the billing account is off, a 422 "out of credits"); else None. A
    person must free room or change the plan: no wait, no other argument, no other credential
    of the same account helps."""
    if (status >= 500 or status == 429) and out_of_space(text):
        return "OUT_OF_SPACE"
    if (400 <= status <= 499 or status == 503) and account_spent(status, text):
        # Any refusal (a 422 "out of credits" too; a 402 of prepaid credits, not a payment
        # refused): no other argument brings credit back.
        return "QUOTA_EXHAUSTED"
    return None


_MAX_BODY_TEXT = 64 * 1024


def _json_text(text: object) -> object:
    """A JSON object kept as text (mistralai's ``SDKError.body``), parsed; else None."""
    if isinstance(text, bytes) and len(text) <= _MAX_BODY_TEXT:
        text = text.decode("utf-8", "replace")
    if not isinstance(text, str) or not text.lstrip().startswith("{"):
        return None
    if len(text) > _MAX_BODY_TEXT:
        return None
    try:
        return json.loads(text)
    except ValueError:
        return None


def _chained_headers(exc: BaseException) -> object | None:
    """The headers of the HTTP error ``exc`` wraps (gql's ``TransportServerError`` raised from
    requests' ``HTTPError``): the wrapper keeps the status, the wrapped error the reply."""
    links = attempt_links(exc, whole=False)
    next(links, None)  # ``exc`` itself, looked at already
    for link in links:
        found = _http_facts.headers_of(link)
        if found is not None:
            return found
    return None


def from_wording(exc: BaseException, whole: bool) -> Verdict | None:
    """What the words of ``exc`` and its attempt's chain say, once no structural fact decided:
    a spent quota (fatal), else "try again later" in one of the tabled languages."""
    for link in attempt_links(exc, whole=whole):
        for text in _texts_of(link):
            said = worded(text)
            if said == "quota":
                return Verdict(
                    ErrorCategory.FATAL, "QUOTA_EXHAUSTED", link, may_have_taken_effect=False
                )
            if said == "wait":
                return Verdict(ErrorCategory.TRANSIENT, "TRY_AGAIN_LATER", link)
    return None


# An HTTP status told in words ("Unexpected status code 401 in server response", "HTTP 404",
# "HTTP Error 403: Forbidden"): still a status, and more precise than the shape of the class
# that carries the sentence (python-socketio's ``ConnectionError``).
_TOLD_STATUS = re.compile(
    r"\b(?:https?|status|response code|returned(?: an?)?(?: http)? (?:error|status))"
    r"(?:/\d(?:\.\d)?|[ _]error|[ _]status|[ _]code|[ _]resp(?:onse)?"
    r"|[ _]request| returned| failed(?: with)?){0,3}[: =(]+([45]\d\d)\b"
    r"|\b([45]\d\d)[ :-]{1,3}([a-z][a-z' -]{2,40})",
    re.I,
)
# A message that *begins* with the status and goes on in words ("500 rpc error making call",
# "404 page not found"): how Go servers' ``http.Error`` bodies and the clients relaying them
# read. Lower-case words only: "404 Not Found" is read by the phrase above.
_LEADING_STATUS = re.compile(r"\s{0,3}([45]\d\d)\s+[a-z][a-z/]+\s")
_DIGITS = re.compile(r"[45]\d\d")
# Each registered status's reason phrase ("404 Not Found"), lower-cased: a number followed
# by its own phrase is the status told in words, wherever in the message it stands.
PHRASES = {status.value: status.phrase.lower() for status in HTTPStatus if status.value >= 400}


def from_told_status(exc: BaseException, whole: bool) -> Verdict | None:
    """A registered 4xx/5xx HTTP status the message of ``exc`` (or its chain's) tells in
    words, judged as that status; asked after the "try again later" wording."""
    for link in attempt_links(exc, whole=whole):
        text = _text_of(link)
        for head in (text[:300], _detail_of(link)):
            if not head or not _DIGITS.search(head):
                continue
            leading = _LEADING_STATUS.match(head)
            if leading is not None and int(leading.group(1)) in _http_facts.STATUS_CATEGORIES:
                return status_verdict(int(leading.group(1)), text, link)
            for found in _TOLD_STATUS.finditer(head):
                number, phrase = found.group(1), found.group(3)
                status = int(number or found.group(2))
                if number is None and not phrase.lower().startswith(PHRASES.get(status, "\0")):
                    continue
                if status in _http_facts.STATUS_CATEGORIES:
                    return status_verdict(status, text, link)
    return None


def status_verdict(status: int, text: str, link: BaseException) -> Verdict:
    """The verdict of a registered 4xx/5xx ``status`` told by ``link`` (``text``: its message)."""
    category = _http_facts.STATUS_CATEGORIES[status]
    spent = _spent(status, text) if category is ErrorCategory.TRANSIENT else None
    if spent is not None:
        return Verdict(ErrorCategory.FATAL, spent, link, status_code=status)
    return Verdict(category, f"HTTP_{status}", link, status_code=status)


def _detail_of(exc: BaseException) -> str:
    """The head of the ``detail`` a fault keeps beside its message (a SOAP fault's, zeep's:
    an HTML error page parsed as a fault shows its status there, its message none)."""
    own = getattr(exc, "__dict__", None)
    detail = own.get("detail") if isinstance(own, dict) else None
    if isinstance(detail, bytes):
        return detail[:600].decode("utf-8", "replace")
    return detail[:600] if isinstance(detail, str) else ""


def from_said(exc: BaseException, whole: bool) -> Verdict | None:
    """What the words of ``exc`` and its attempt's chain say went wrong (not found, exists,
    denied, invalid, funds...), by `SAID_KINDS`: asked after the class names, before fatal."""
    for link in attempt_links(exc, whole=whole):
        for text in _texts_of(link):
            row = said_kind(text)
            if row is not None:
                category = row[0]
                return Verdict(
                    category,
                    row[1],
                    link,
                    may_have_taken_effect=category is not ErrorCategory.CLIENT,
                )
    return None


# Where libraries keep the wait they ask for on an exception of their own (qdrant's
# ``retry_after_s``), with the factor to seconds its name's unit suffix says.
_WAIT_ATTRIBUTES = (
    *((name, 1.0) for name in ("retry_after", "retry_after_s", "retry_after_sec")),
    *((name, 1.0) for name in ("retry_after_secs", "retry_after_seconds", "retry_delay")),
    *((name, 1.0) for name in ("retry_delay_s", "retry_delay_seconds", "retry_in", "backoff")),
    *((name, 0.001) for name in ("retry_after_ms", "retry_after_millis", "retry_delay_ms")),
    ("retry_in_ms", 0.001),
    ("backoff_ms", 0.001),
)


def _public_wait(exc: BaseException, name: str) -> object:
    """A wait the class offers as a public property or slot (python-telegram-bot's
    ``RetryAfter.retry_after``), read without letting its deprecation notices reach the user:
    toolretry, not the user's code, asked for it. Only names the class defines are read."""
    if not hasattr(type(exc), name):
        return None
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return getattr(exc, name, None)
    except Exception:  # a property may raise anything
        return None


def waited_for(exc: BaseException) -> float | None:
    """The wait in seconds an exception of no known client carries (``retry_after`` and kin,
    an instance attribute or a public property of its class): a finite number >= 0, not a
    bool; else None."""
    found = getattr(exc, "__dict__", None)
    own = found if isinstance(found, dict) else {}
    for name, scale in _WAIT_ATTRIBUTES:
        value = own.get(name) if name in own else _public_wait(exc, name)
        if isinstance(value, timedelta):  # python-telegram-bot and others keep a timedelta
            value, scale = value.total_seconds(), 1.0
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            seconds = float(value) * scale
            if seconds >= 0 and seconds < float("inf"):
                return seconds
    return None
