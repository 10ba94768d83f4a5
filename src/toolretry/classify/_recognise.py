"""The one table of client recognisers, and ``recognise``: which handler reads which class.

It joins the handler tables of ``_clients_network`` and ``_clients_sdk``, which build on the
primitives in ``_clients``; nothing imports back from here, so there is no cycle.
"""

from __future__ import annotations

from collections.abc import Mapping

from .._category import ErrorCategory
from ._clients import (
    Handler,
    LookInside,
    Recognised,
    builtin_signal,
    is_wrapper,
    shared,
    wrapped_links,
)
from ._clients_network import NETWORK_HANDLERS
from ._clients_sdk import SDK_HANDLERS
from ._clients_stores import STORE_HANDLERS

__all__ = ["recognise"]

TRANSIENT = ErrorCategory.TRANSIENT

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
    "google": "google",
    "redis": "redis",
}

_HANDLERS: Mapping[tuple[str, str], Handler] = {
    **NETWORK_HANDLERS,
    **SDK_HANDLERS,
    **STORE_HANDLERS,
}


def _family_of(cls: type) -> str | None:
    """The client family a class belongs to, from its module's top-level package."""
    module = getattr(cls, "__module__", None)
    if not isinstance(module, str):
        return None
    return _FAMILIES.get(module.partition(".")[0])


def _resolve(cls: type) -> tuple[Handler, str, bool] | None:
    """The handler for the most specific known class in ``cls``'s MRO, with its family and
    whether it is a wrapper's (`is_wrapper`)."""
    for klass in cls.__mro__:
        family = _family_of(klass)
        # botocore generates one class per modelled error code; their names are AWS's, not
        # botocore's (a service may model "SSLError"), so only ClientError above them counts.
        if family is None or klass.__module__ == "botocore.errorfactory":
            continue
        handler = _HANDLERS.get((family, klass.__name__))
        if handler is not None:
            return handler, family, is_wrapper(handler)
    return None


# Exception type -> its handler, family and wrapper flag (or None): the MRO is scanned once per
# type. Bounded, because a program that creates classes on the fly must not grow this forever.
_CACHE: dict[type, tuple[Handler, str, bool] | None] = {}
_CACHE_MAX = 2048


def _handler_for(cls: type) -> tuple[Handler, str, bool] | None:
    try:
        return _CACHE[cls]
    except KeyError:
        pass
    try:
        hit = _resolve(cls)
    except Exception:  # a hostile __module__ or MRO: not ours to judge
        hit = None
    if len(_CACHE) >= _CACHE_MAX:
        _CACHE.clear()
    _CACHE[cls] = hit
    return hit


def _look_inside(exc: BaseException, client: str, how: LookInside) -> Recognised:
    """A wrapper's answer: what its wrapped network error says, else ``how.default``."""
    # aiohttp's wrappers carry the errno themselves. builtin_signal() answers only OSErrors:
    # asked here first, a client's own link costs no call.
    found = builtin_signal(exc) if isinstance(exc, OSError) else None
    if found is None:
        for link in wrapped_links(exc):
            # A link's own handler (not a wrapper's: its cause is on this walk already), else
            # what its errno or class says.
            hit = _CACHE.get(type(link))
            if hit is None and type(link) not in _CACHE:
                hit = _handler_for(type(link))
            if hit is not None and not hit[2]:
                inner = hit[0](link, client)
                if isinstance(inner, Recognised):
                    found = inner
                    break
            if isinstance(link, OSError):
                found = builtin_signal(link)
                if found is not None:
                    break
    if found is None:
        return shared(TRANSIENT, how.default, not how.connecting, client)
    code = found.code
    if how.connecting and code in ("TIMEOUT", "READ_TIMEOUT"):
        code = "CONNECT_TIMEOUT"
    effect = found.may_have_taken_effect and not how.connecting
    if found.status_code is None and found.retry_after is None and found.message is None:
        return shared(found.category, code, effect, client)
    details = {**found.details, "client": client}
    return Recognised(
        found.category,
        code,
        found.status_code,
        found.retry_after,
        effect,
        details,
        found.message,
        found.said,
    )


def recognise(exc: BaseException) -> Recognised | None:
    """What this one exception (its chain is the caller's business) says, or None if unknown.

    Knows requests, urllib3, httpx (and the httpx2 fork inside openai/anthropic), httpcore,
    urllib.request/http.client, aiohttp, ssl, openai, anthropic, botocore and google-genai.
    Matching is by class name over the MRO and the module's top-level package, so none of them
    is imported. Wrapper exceptions (``requests.ConnectionError``, ``openai.APIConnectionError``,
    ...) look into what they wrap, boundedly, to tell a refused connection from a reset one.
    Never raises.
    """
    try:
        hit = _CACHE.get(type(exc))  # a known class costs no call
        if hit is None and type(exc) not in _CACHE:
            hit = _handler_for(type(exc))
        if hit is None:
            return None
        handler, client, _ = hit
        found = handler(exc, client)
        if isinstance(found, LookInside):
            return _look_inside(exc, client, found)
        return found
    except Exception:  # attribute access on foreign objects must never break classification
        return None
