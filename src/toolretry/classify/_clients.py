"""What every client recogniser builds on: the answer type and the shared readings.

The recognisers are in ``_clients_network`` (plain HTTP clients) and ``_clients_sdk`` (API
SDKs); ``_recognise`` joins their tables and picks the handler for a class. Nothing here
imports a client: classes are matched by (family, class name) over the MRO, so ``import
toolretry`` stays free of optional dependencies and unknown versions degrade to None.
"""

from __future__ import annotations

import errno
import socket
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .._category import ErrorCategory
from . import _http_facts
from ._body import MAPPING, loaded_json, message_in, plain_text
from ._body_errors import parse_body_error, quota_marked
from ._chain import MAX_LINKS, Scope, own_context
from ._said_kinds import out_of_space, said_kind
from ._text_signals import account_spent, rate_limited, transient_worded
from ._told_waits import told_wait_in
from ._vendor_codes import (
    app_error_row,
    body_wait,
    rate_limit_details,
    throttled_by_headers,
    vendor_row,
)

__all__ = [
    "Handler",
    "LookInside",
    "Recognised",
    "attr",
    "builtin_signal",
    "fixed",
    "is_wrapper",
    "looks_inside",
    "parse_body_error",
    "quota_marked",
    "shared",
    "status_result",
    "valid_status",
    "wait_of",
    "wrapped_links",
    "wrapper",
]

TRANSIENT, CLIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.CLIENT, ErrorCategory.FATAL
BUSINESS = ErrorCategory.BUSINESS


@dataclass(slots=True)
class Recognised:
    """What a known client's exception says, before the classifier turns it into ErrorInfo.

    Read-only by convention (answers without a status are shared, see `shared`); not frozen,
    because a frozen dataclass pays an ``object.__setattr__`` per field on every failure.
    """

    category: ErrorCategory
    code: str
    status_code: int | None = None
    retry_after: float | None = None
    may_have_taken_effect: bool = True
    """False only when the request is known not to have been acted on."""
    details: Mapping[str, Any] = field(default_factory=dict)
    message: str | None = None
    """A better message than ``str(exc)``, not yet sanitised."""
    said: str | None = None
    """What the server said in the error body, to add to ``str(exc)``; not yet sanitised."""
    own_details: bool = False
    """``details`` holds only toolretry's own constants (the client family): nothing to redact."""


@dataclass(frozen=True)
class LookInside:
    """A wrapper's answer: what it wraps decides the code, else ``default``.

    ``connecting``: the wrapper is raised only before the request was sent (connect, DNS,
    TLS handshake), so nothing can have taken effect whatever the cause says.
    """

    default: str
    connecting: bool = False


Handler = Callable[[BaseException, str], "Recognised | LookInside | None"]
"""Reads one exception of a known client; the ``str`` is the client family, for details."""

# Network errnos seen inside client wrappers -> (category, code, may_have_taken_effect).
_ERRNO_SIGNALS: Mapping[int, tuple[ErrorCategory, str, bool]] = {
    errno.ECONNREFUSED: (TRANSIENT, "CONNECTION_REFUSED", False),
    errno.ECONNRESET: (TRANSIENT, "CONNECTION_RESET", True),
    errno.ECONNABORTED: (TRANSIENT, "CONNECTION_RESET", True),
    errno.EPIPE: (TRANSIENT, "CONNECTION_RESET", True),
    errno.ETIMEDOUT: (TRANSIENT, "TIMEOUT", True),
    errno.EHOSTUNREACH: (TRANSIENT, "NETWORK_UNREACHABLE", False),
    errno.ENETUNREACH: (TRANSIENT, "NETWORK_UNREACHABLE", False),
    errno.ENETDOWN: (TRANSIENT, "NETWORK_UNREACHABLE", False),
    errno.EADDRNOTAVAIL: (TRANSIENT, "CONNECTION_ERROR", False),
}


def attr(obj: object, name: str) -> Any:
    """getattr that treats any failure (properties may raise anything) as absent."""
    try:
        return getattr(obj, name, None)
    except Exception:
        return None


def valid_status(value: object) -> int | None:
    """An HTTP status as int when ``value`` is one (100..599), else None."""
    if isinstance(value, int) and not isinstance(value, bool) and 100 <= value <= 599:
        return int(value)
    return None


# Answers that carry nothing but their verdict and client are built once and shared.
_SHARED: dict[tuple[str, str, str, bool], Recognised] = {}


def shared(category: ErrorCategory, code: str, effect: bool, client: str) -> Recognised:
    """The one ``Recognised`` for this verdict and client, without status or wait."""
    key = (client, category._value_, code, effect)  # an Enum member hashes in Python: slower
    answer = _SHARED.get(key)
    if answer is None:
        details = MappingProxyType({"client": client})  # shared, so read-only
        answer = Recognised(category, code, None, None, effect, details, own_details=True)
        _SHARED[key] = answer
    return answer


def fixed(category: ErrorCategory, code: str, *, effect: bool = True) -> Handler:
    """A handler whose answer depends on the class alone."""

    answers: dict[str, Recognised] = {}  # per client; hashing the enum key costs more

    def handler(exc: BaseException, client: str) -> Recognised:
        answer = answers.get(client)
        if answer is None:
            answer = answers[client] = shared(category, code, effect, client)
        return answer

    return handler


def wait_of(headers: object) -> float | None:
    """Seconds the rate-limit headers ask to wait, or None (also when there are no headers)."""
    return None if headers is None else _http_facts.retry_after_from_headers(headers)


def _retry_delay(body: object) -> float | None:
    """Google's ``google.rpc.RetryInfo`` ``retryDelay`` ("36s") in an error body, or None."""
    node = body.get("error") if isinstance(body, MAPPING) else None
    details = node.get("details") if isinstance(node, MAPPING) else None
    if not isinstance(details, list):
        return None
    for item in details[:10]:
        if isinstance(item, MAPPING) and isinstance(item.get("retryDelay"), str):
            return _http_facts.parse_duration(item["retryDelay"])
    return None


_NO_BODY = object()
# Refusals whose body may say a quota, plan or credit is spent (a 422 "out of credits" too):
# no other argument and no wait helps (a 402 only of prepaid credits: ``account_spent``).
_QUOTA_STATUSES = frozenset({400, 402, 403, 409, 413, 422, 429, 503})
# Statuses whose meaning a Retry-After does not change: the resource is absent or gone, the
# request is malformed or too large (413's Retry-After is about the size, RFC 9110 §15.5.14).
_NEVER_THROTTLED = frozenset({401, 404, 405, 410, 413, 414, 415, 422})
_QUOTA_ROW = (FATAL, "QUOTA_EXHAUSTED", "quota wording")
# Refusals whose words never make them an answer or a wait: the credentials (401, 407) and a
# rate limit (429, a wait already).
_CREDENTIALS_OR_PACE = frozenset({401, 407, 429})


_SPACE_ROW = (FATAL, "OUT_OF_SPACE", "a 5xx saying the disk or the store is full")


def status_result(
    status: int,
    headers: object,
    client: str | None,
    *,
    response: object = None,
    body: object = _NO_BODY,
    extra: Mapping[str, Any] | None = None,
    carried_code: str | None = None,
) -> Recognised:
    """An HTTP error status, with Retry-After, the body's message and quota exhaustion read.

    ``body``: the error body already parsed (an SDK's ``exc.body``); else the JSON body of
    ``response`` (requests, httpx) is parsed here, once, if the client holds it in memory. An
    exhausted quota or spend limit (which comes as a 429 like any rate limit, or as a 400) is
    fatal ``QUOTA_EXHAUSTED``. ``client`` None: an exception of no known client.
    ``carried_code``: the vendor's error code the exception keeps beside the status, read as
    a body's code is when the body holds none.
    """
    details: dict[str, Any] = {} if client is None else {"client": client}
    if extra:
        details.update(extra)
    if body is _NO_BODY:
        body = loaded_json(response)
    kind = code = message = said = None
    if body is not None:  # most status errors come without a parsed body: no calls for it
        kind, code, message = parse_body_error(body)
        if kind:
            details["error_type"] = kind
        if code:
            details["error_code"] = code
        said = message_in(body)
        if quota_marked(kind, code, message):
            return Recognised(FATAL, "QUOTA_EXHAUSTED", status, None, False, details, message, said)
        shaped = vendor_row(code, kind) if code or kind else None
        if shaped is None and status in _QUOTA_STATUSES and account_spent(status, said or message):
            shaped = _QUOTA_ROW  # quota wording beats a 429: waiting will not help
        if shaped is None and status >= 500 and out_of_space(said or message):
            shaped = _SPACE_ROW  # a full store stays full: no retry will find room
        if shaped is not None and shaped[0] is FATAL:
            return Recognised(FATAL, shaped[1], status, None, False, details, message, said)
    elif status in _QUOTA_STATUSES and account_spent(status, plain_text(response)):
        # A plain-text page saying the quota is spent beats the 429 as a JSON message would.
        return Recognised(FATAL, "QUOTA_EXHAUSTED", status, None, False, details, None, None)
    else:
        shaped = None
    if carried_code and not code and shaped is None:
        # The vendor's code kept on the exception (Aliyun's `Throttling.User` behind a 400)
        # speaks as a body's code would.
        code = carried_code
        details["error_code"] = code
        shaped = vendor_row(code)
        if shaped is not None and shaped[0] is FATAL:
            return Recognised(FATAL, shaped[1], status, None, False, details, message, said)
    category = _http_facts.category_for_status(status)
    code_name = _http_facts.code_for_status(status)
    if status < 400 and code and shaped is None:
        # The transport succeeded and the API refused (Slack's 200 {"ok": false}): the error
        # code's shape decides; a code of no known shape is a refused request.
        shaped = app_error_row(code) or (CLIENT, "API_ERROR", "refused at the application level")
    if shaped is not None and shaped[0] is not category:
        # A vendor's code outranks the status it came with (400 Throttling, 403 rateLimit).
        category, code_name = shaped[0], shaped[1]
    elif (
        shaped is None
        and category is not TRANSIENT
        and status not in _http_facts.STATUS_CATEGORIES
        and transient_worded(said or message or "")
    ):
        # A status no registry defines (groq's 498) says only its class; the body saying
        # "try again later" says more.
        category = TRANSIENT
    wait = None
    if category is CLIENT and shaped is None and status not in _CREDENTIALS_OR_PACE:
        text = said or message
        row = said_kind(text) if text else None
        if row is not None and row[1] == "PAYMENT_DECLINED":
            # A refusal whose words say the payment was refused (a card declined, a balance
            # too low), whatever 4xx the vendor chose for it: the domain's answer. Not "out of
            # stock": of a cloud's machine type, that is capacity, which comes back.
            category, code_name = BUSINESS, row[1]
        elif text and (told := told_wait_in(text)) is not None:
            # A refusal that says when it ends ("you must wait 60 seconds before creating it
            # again", "too many attempts, try again in 15 minutes"): the state passes.
            category, code_name, wait = TRANSIENT, "TRY_AGAIN_LATER", told
        elif text and rate_limited(text):
            # A 400 or 403 whose body names a rate limit reached (Meta's "(#4) Application
            # request limit reached", "(#613) Calls … exceeded the rate limit"): a throttle.
            category, code_name = TRANSIENT, "THROTTLED"
    if category is CLIENT and headers is not None and status not in _NEVER_THROTTLED:
        # A 403 or 400 that announces when to come back is a rate limit (GitHub's secondary
        # limits, a spent x-ratelimit-remaining): waiting is the fix.
        wait = _http_facts.retry_after_from_headers(headers)
        if wait is not None or throttled_by_headers(headers):
            category, code_name = TRANSIENT, "THROTTLED"
    if category is TRANSIENT and wait is None:  # only a retry waits
        if headers is not None:
            wait = _http_facts.retry_after_from_headers(headers)
        if wait is None and body is not None:
            wait = _retry_delay(body) or body_wait(body)
    effect = status not in _http_facts.STATUSES_NOT_PROCESSED
    if status == 429 or code_name == "THROTTLED":  # so that the model can pace itself
        limits = rate_limit_details(headers)
        if limits:
            details["rate_limit"] = limits
    # Without the body's type and code (and a caller's extra), details hold only the client
    # family: nothing to redact (the redaction lookup is skipped for every such failure).
    own = not kind and not code and not extra and "rate_limit" not in details
    return Recognised(category, code_name, status, wait, effect, details, None, said, own)


def wrapped_links(exc: BaseException) -> Iterator[BaseException]:
    """What a wrapper exception wraps, breadth first, bounded, cycle-safe, ``exc`` excluded.

    Only wrappers look here: their own class cannot tell a refused connection from a reset.
    Explicit links come first; a context counts only when caught below where ``exc`` was
    caught (see ``_chain``), and is usually one of the explicit links already: tracebacks are
    read only for a context not reached otherwise.
    """
    scope: Scope | None = None
    seen = {id(exc)}
    queue = [exc]
    for current in queue:  # grows while iterating: breadth first
        # What `current` points at explicitly: cause, instance attribute ``reason`` (urllib3,
        # urllib), args, and botocore's ``kwargs["error"]``. Read from ``__dict__``: no property
        # of a foreign class runs, and a miss raises nothing. Inline: a call per link would be a
        # noticeable share of the walk.
        own = current.__dict__
        kwargs = own.get("kwargs")
        error = kwargs.get("error") if kwargs is not None and isinstance(kwargs, dict) else None
        links = (current.__cause__, own.get("reason"), *current.args[:3], error)
        context = current.__context__
        if context is not None and id(context) not in seen:
            for link in links:
                if link is context:
                    break
            else:  # a context no explicit link reaches: only now are tracebacks read
                if scope is None:
                    scope = Scope(exc)
                    for followed in queue[1:]:
                        scope.add(followed)
                if own_context(current, scope) is not None:
                    links = (*links, context)
        for link in links:
            if link is None:  # most of them (no cause, no reason): no call to say so
                continue
            if not isinstance(link, BaseException) or id(link) in seen:
                continue
            if len(seen) > MAX_LINKS:
                return
            seen.add(id(link))
            if scope is not None:
                scope.add(link)
            queue.append(link)
            yield link


_DNS = Recognised(TRANSIENT, "DNS_ERROR", may_have_taken_effect=False)
_REFUSED = Recognised(TRANSIENT, "CONNECTION_REFUSED", may_have_taken_effect=False)
_RESET = Recognised(TRANSIENT, "CONNECTION_RESET")
_TIMEOUT = Recognised(TRANSIENT, "TIMEOUT")
_BY_ERRNO = {
    number: Recognised(category, code, may_have_taken_effect=effect)
    for number, (category, code, effect) in _ERRNO_SIGNALS.items()
}


def builtin_signal(exc: BaseException) -> Recognised | None:
    """What a socket-level error found inside a wrapper says: DNS, errno, refused, reset."""
    if not isinstance(exc, OSError):  # most links of a wrapper's chain: the client's own
        return None  # every class below is an OSError (TimeoutError, gaierror included)
    if isinstance(exc, socket.gaierror):
        return _DNS
    try:  # OSError's own field, unless a subclass made it a property that raises
        number = exc.errno
    except Exception:
        number = None
    if isinstance(number, int) and number in _BY_ERRNO:
        return _BY_ERRNO[number]
    if isinstance(exc, ConnectionRefusedError):
        return _REFUSED
    if isinstance(exc, (ConnectionResetError, ConnectionAbortedError, BrokenPipeError)):
        return _RESET
    if isinstance(exc, TimeoutError):
        return _TIMEOUT
    return None


_WRAPPERS: set[Handler] = set()


def looks_inside(handler: Handler) -> Handler:
    """Mark ``handler`` as one that reads what its exception wraps: a wrapper found inside
    another one is not asked again (its cause is already on the outer one's walk)."""
    _WRAPPERS.add(handler)
    return handler


def is_wrapper(handler: Handler) -> bool:
    """True for handlers marked with `looks_inside` (all `wrapper` handlers are)."""
    return handler in _WRAPPERS


def wrapper(default: str, *, connecting: bool = False) -> Handler:
    """A handler for an exception that only wraps another: its cause decides the code."""
    answer = LookInside(default, connecting)

    def handler(exc: BaseException, client: str) -> LookInside:
        return answer

    return looks_inside(handler)
