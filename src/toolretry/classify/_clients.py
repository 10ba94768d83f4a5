"""Read what real HTTP clients and API SDKs raise, without importing any of them."""

from __future__ import annotations

import errno
import json
import socket
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .._category import ErrorCategory
from . import _http_facts

# Nothing here imports a client: classes are matched by (family, class name) over the MRO, so
# `import toolretry` stays free of optional dependencies and unknown versions degrade to None.

__all__ = [
    "Handler",
    "Recognised",
    "attr",
    "fixed",
    "looks_inside",
    "parse_body_error",
    "quota_marked",
    "recognise",
    "shared",
    "status_result",
    "transport_result",
    "valid_status",
    "wait_of",
    "wrapped_links",
    "wrapper",
]

TRANSIENT, CLIENT = ErrorCategory.TRANSIENT, ErrorCategory.CLIENT


@dataclass(frozen=True)
class Recognised:
    """What a known client's exception says, before the classifier turns it into ErrorInfo."""

    category: ErrorCategory
    code: str
    status_code: int | None = None
    retry_after: float | None = None
    may_have_taken_effect: bool = True
    """False only when the request is known not to have been acted on."""
    details: Mapping[str, Any] = field(default_factory=dict)
    message: str | None = None
    """A better message than ``str(exc)``, not yet sanitised."""


Handler = Callable[[BaseException, str], "Recognised | None"]
"""Reads one exception of a known client; the ``str`` is the client family, for details."""

# Top-level package -> client family. openai and anthropic ship vendored forks of httpx and
# httpcore as ``httpx2``/``httpcore2``; they raise the same class names.
_FAMILIES: Mapping[str, str] = {
    "requests": "requests",
    "urllib3": "urllib3",
    "httpx": "httpx",
    "httpx2": "httpx",
    "httpcore": "httpx",
    "httpcore2": "httpx",
    "h11": "httpx",
    "aiohttp": "aiohttp",
    "urllib": "urllib",
    "http": "urllib",
    "ssl": "ssl",
    "openai": "openai",
    "anthropic": "anthropic",
    "botocore": "botocore",
    "boto3": "botocore",
}

_MAX_LINKS = 8
_MAX_BODY = 65536
_BODY_STATUSES = frozenset({400, 402, 403, 429})
_QUOTA_MARKERS = frozenset(
    {
        "insufficient_quota",
        "billing_hard_limit_reached",
        "billing_not_active",
        "billing_error",
        "credit_balance_too_low",
        "enforced_spend_limit_reached",
        "contract_spend_limit_reached",
        "linked_organization_spend_limit_reached",
        "ServiceQuotaExceededException",
    }
)

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


def _family_of(cls: type) -> str | None:
    """The client family a class belongs to, from its module's top-level package."""
    module = getattr(cls, "__module__", None)
    if not isinstance(module, str):
        return None
    return _FAMILIES.get(module.partition(".")[0])


def _resolve(cls: type, table: Mapping[tuple[str, str], Handler]) -> tuple[Handler, str] | None:
    """The handler for the most specific known class in ``cls``'s MRO, with its family."""
    for klass in cls.__mro__:
        family = _family_of(klass)
        # botocore generates one class per modelled error code; their names are AWS's, not
        # botocore's (a service may model "SSLError"), so only ClientError above them counts.
        if family is None or klass.__module__ == "botocore.errorfactory":
            continue
        handler = table.get((family, klass.__name__))
        if handler is not None:
            return handler, family
    return None


# Answers that carry nothing but their verdict and client are built once and shared.
_SHARED: dict[tuple[str, ErrorCategory, str, bool], Recognised] = {}


def shared(category: ErrorCategory, code: str, effect: bool, client: str) -> Recognised:
    """The one ``Recognised`` for this verdict and client, without status or wait."""
    key = (client, category, code, effect)
    answer = _SHARED.get(key)
    if answer is None:
        details = MappingProxyType({"client": client})  # shared, so read-only
        answer = _SHARED[key] = Recognised(category, code, None, None, effect, details)
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


def parse_body_error(body: object) -> tuple[str | None, str | None, str | None]:
    """(type, code, message) of an API error body: openai, anthropic or AWS JSON shapes."""
    if not isinstance(body, Mapping):
        return None, None, None
    inner = body.get("error")
    node: Mapping[str, Any] = inner if isinstance(inner, Mapping) else body
    details = node.get("details")
    kind, code, message = node.get("type"), node.get("code"), node.get("message")
    if isinstance(details, Mapping) and isinstance(details.get("error_code"), str):
        code = details["error_code"]
    if kind is None and isinstance(body.get("__type"), str):
        kind = body["__type"].rpartition("#")[2]
    return (
        kind if isinstance(kind, str) else None,
        code if isinstance(code, str) else None,
        message if isinstance(message, str) else None,
    )


def quota_marked(kind: str | None, code: str | None) -> bool:
    """True when an error type/code says a quota or spend limit is exhausted."""
    return kind in _QUOTA_MARKERS or code in _QUOTA_MARKERS


def _loaded_body(response: object) -> object:
    """The JSON body of a response that is already in memory; never reads a stream."""
    raw = attr(response, "_content")  # requests and httpx keep a read body here
    if not isinstance(raw, (bytes, bytearray)) or not 1 < len(raw) <= _MAX_BODY:
        return None
    if raw.lstrip()[:1] != b"{":
        return None
    try:
        return json.loads(raw)
    except (ValueError, UnicodeDecodeError, RecursionError):
        return None


def wait_of(headers: object) -> float | None:
    """Seconds the rate-limit headers ask to wait, or None (also when there are no headers)."""
    return None if headers is None else _http_facts.retry_after_from_headers(headers)


def status_result(
    status: int,
    headers: object,
    client: str,
    *,
    response: object = None,
    extra: Mapping[str, Any] | None = None,
) -> Recognised:
    """An HTTP error status, with Retry-After and quota exhaustion read where present.

    ``response``: a requests or httpx response whose body, if already read, may name the
    error (an exhausted quota comes as a 429 like any rate limit).
    """
    details: dict[str, Any] = {"client": client}
    if extra:
        details.update(extra)
    body = _loaded_body(response) if status in _BODY_STATUSES else None
    kind, code, message = parse_body_error(body)
    if kind:
        details["error_type"] = kind
    if code:
        details["error_code"] = code
    if quota_marked(kind, code):
        return Recognised(CLIENT, "QUOTA_EXHAUSTED", status, None, False, details, message)
    category = _http_facts.category_for_status(status)
    return Recognised(
        category,
        _http_facts.code_for_status(status),
        status,
        wait_of(headers) if category is TRANSIENT else None,  # only a retry waits
        status not in _http_facts.STATUSES_NOT_PROCESSED,
        details,
    )


def _inner(exc: BaseException) -> tuple[object, ...]:
    """What one exception points at: cause, context, exception args, and the instance
    attributes ``reason`` (urllib3, urllib) and ``kwargs["error"]`` (botocore). Read from
    ``__dict__``: no property of a foreign class runs, and a miss raises nothing."""
    own = exc.__dict__
    kwargs = own.get("kwargs")
    error = kwargs.get("error") if isinstance(kwargs, dict) else None
    return (exc.__cause__, exc.__context__, own.get("reason"), *exc.args[:3], error)


def wrapped_links(exc: BaseException) -> Iterator[BaseException]:
    """What a wrapper exception wraps, breadth first, bounded, cycle-safe, ``exc`` excluded.

    Only wrappers look here: their own class cannot tell a refused connection from a reset.
    """
    seen = {id(exc)}
    queue = [exc]
    for current in queue:  # grows while iterating: breadth first
        for link in _inner(current):
            if isinstance(link, BaseException) and id(link) not in seen:
                if len(seen) > _MAX_LINKS:
                    return
                seen.add(id(link))
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


def _builtin_signal(exc: BaseException) -> Recognised | None:
    if isinstance(exc, socket.gaierror):
        return _DNS
    number = attr(exc, "errno") if isinstance(exc, OSError) else None
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
"""Handlers that look inside what they wrap; not used again on links inside a wrapper."""


def transport_result(
    exc: BaseException,
    client: str,
    default: str,
    *,
    connecting: bool = False,
) -> Recognised:
    """A wrapper's answer: what its wrapped network error says, else ``default``.

    ``connecting``: the wrapper is raised only before the request was sent (connect, DNS,
    TLS handshake), so nothing can have taken effect whatever the cause says.
    """
    found = _builtin_signal(exc)  # aiohttp's wrappers carry the errno themselves
    for link in () if found is not None else wrapped_links(exc):
        hit = _handler_for(type(link))
        if hit is not None and hit[0] not in _WRAPPERS:
            found = hit[0](link, client)
        if found is None:
            found = _builtin_signal(link)
        if found is not None:
            break
    if found is None:
        return shared(TRANSIENT, default, not connecting, client)
    code = found.code
    if connecting and code in ("TIMEOUT", "READ_TIMEOUT"):
        code = "CONNECT_TIMEOUT"
    effect = found.may_have_taken_effect and not connecting
    if found.status_code is None and found.retry_after is None and found.message is None:
        return shared(found.category, code, effect, client)
    details = {**found.details, "client": client}
    return Recognised(
        found.category, code, found.status_code, found.retry_after, effect, details, found.message
    )


def looks_inside(handler: Handler) -> Handler:
    """Mark ``handler`` as one that reads what its exception wraps (see ``transport_result``)."""
    _WRAPPERS.add(handler)
    return handler


def wrapper(default: str, *, connecting: bool = False) -> Handler:
    """A handler for an exception that only wraps another: its cause decides the code."""

    def handler(exc: BaseException, client: str) -> Recognised:
        return transport_result(exc, client, default, connecting=connecting)

    return looks_inside(handler)


# Exception type -> its handler and family (or None): the MRO is scanned once per type. Bounded,
# because a program that creates classes on the fly must not grow this forever.
_CACHE: dict[type, tuple[Handler, str] | None] = {}
_CACHE_MAX = 2048
_HANDLERS: dict[tuple[str, str], Handler] = {}


def _handler_for(cls: type) -> tuple[Handler, str] | None:
    try:
        return _CACHE[cls]
    except KeyError:
        pass
    if not _HANDLERS:
        # Imported here, not at the top: the handler modules build on the helpers above.
        from ._clients_network import NETWORK_HANDLERS
        from ._clients_sdk import SDK_HANDLERS

        _HANDLERS.update({**NETWORK_HANDLERS, **SDK_HANDLERS})
    try:
        hit = _resolve(cls, _HANDLERS)
    except Exception:  # a hostile __module__ or MRO: not ours to judge
        hit = None
    if len(_CACHE) >= _CACHE_MAX:
        _CACHE.clear()
    _CACHE[cls] = hit
    return hit


def recognise(exc: BaseException) -> Recognised | None:
    """What this one exception (its chain is the caller's business) says, or None if unknown.

    Knows requests, urllib3, httpx (and the httpx2 fork inside openai/anthropic), httpcore,
    urllib.request/http.client, aiohttp, ssl, openai, anthropic and botocore. Matching is by
    class name over the MRO and the module's top-level package, so none of them is imported.
    Wrapper exceptions (``requests.ConnectionError``, ``openai.APIConnectionError``, ...) look
    into what they wrap, boundedly, to tell a refused connection from a reset one. Never raises.
    """
    try:
        hit = _handler_for(type(exc))
        return None if hit is None else hit[0](exc, hit[1])
    except Exception:  # attribute access on foreign objects must never break classification
        return None
