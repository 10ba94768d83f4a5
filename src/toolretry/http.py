"""HTTP clients that respect the decorated call's deadline and raise on error statuses.

Inside a tool decorated with ``@smart_retry_with_observation``, use :class:`Session` instead of
``requests.Session``: a request without a ``timeout`` gets the time left before the call's
deadline (capped by ``default_timeout``), so a dead socket can never hang a tool, and 4xx/5xx
responses raise ``requests.HTTPError`` so the decorator sees the status and its Retry-After::

    from toolretry import smart_retry_with_observation
    from toolretry.http import Session

    http = Session()

    @smart_retry_with_observation(total_timeout=20)
    def get_weather(city: str) -> str:
        return http.get("https://weather.example/v1", params={"q": city}).text

``AsyncClient`` does the same for ``httpx.AsyncClient`` (httpx is imported only when you use
it; install it with ``pip install "toolretry[httpx]"``). A timeout taken from the deadline is
rounded down to the millisecond. ``parse_retry_after`` reads a ``Retry-After`` header value for
your own code.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import requests

from .classify._http_facts import parse_retry_after
from .exceptions import ConfigurationError
from .retry._deadline import remaining_time
from .upstream._idempotency import idempotency_key

if TYPE_CHECKING:
    import httpx

__all__ = ["AsyncClient", "Session", "parse_retry_after"]

DEFAULT_TIMEOUT = 30.0
# A deadline already passed still needs a positive timeout: 0 or None would mean "wait forever"
# to some clients, and failing fast lets the decorator report the deadline.
_MIN_TIMEOUT = 0.001
DEFAULT_IDEMPOTENCY_HEADER = "Idempotency-Key"
# Indexes in requests.Session.request(method, url, *args): params, data, headers, cookies,
# files, auth, timeout.
_HEADERS_POSITION = 2
_TIMEOUT_POSITION = 6


def _check_settings(
    default_timeout: object, raise_for_status: object, idempotency_header: object = None
) -> None:
    if (
        isinstance(default_timeout, bool)
        or not isinstance(default_timeout, (int, float))
        or not math.isfinite(default_timeout)
        or default_timeout <= 0
    ):
        raise ConfigurationError(
            f"default_timeout must be a positive finite number of seconds, got "
            f"{default_timeout!r}; pass e.g. default_timeout=30.0"
        )
    if not isinstance(raise_for_status, bool):
        raise ConfigurationError(
            f"raise_for_status must be True or False, got {raise_for_status!r}; pass "
            f"raise_for_status=False to get error responses back instead of requests.HTTPError"
        )
    if idempotency_header is not None and (
        not isinstance(idempotency_header, str)
        or not idempotency_header
        or any(ch in idempotency_header for ch in ":\r\n \t")
    ):
        raise ConfigurationError(
            f"idempotency_header must be a header name or None, got {idempotency_header!r}; "
            f'pass e.g. idempotency_header="Idempotency-Key", or None to never send the key'
        )


def _has_header(name: str, *header_sets: Any) -> bool:
    """Whether any of these requests header mappings names ``name`` (any case, str or bytes)."""
    lowered = name.lower()
    for headers in header_sets:
        for key in headers or ():
            text = key.decode("latin-1") if isinstance(key, bytes) else str(key)
            if text.lower() == lowered:
                return True
    return False


def _deadline_timeout(default_timeout: float) -> float:
    """Timeout for a request that was given none: the time left, bounded by the default."""
    left = remaining_time()
    if left is None or left >= default_timeout:
        return default_timeout
    return _whole_milliseconds(left)


def _whole_milliseconds(left: float) -> float:
    """``left`` rounded down to the millisecond, at least ``_MIN_TIMEOUT``.

    Clients quote their timeout in errors the model reads (``read timeout=1.4999962330000471``);
    rounding down keeps the request from outliving the deadline.
    """
    millis = math.floor(left * 1000)
    timeout = millis / 1000
    if timeout > left:  # left * 1000 was rounded up to a whole number
        timeout = (millis - 1) / 1000
    return max(_MIN_TIMEOUT, timeout)


class Session(requests.Session):
    """A ``requests.Session`` bounded by the current call's deadline and raising on 4xx/5xx.

    A request given no ``timeout`` (or ``timeout=None``) gets ``min(remaining_time(),
    default_timeout)`` inside a decorated call and ``default_timeout`` outside one. With
    ``raise_for_status`` (the default) a response with status >= 400 raises
    ``requests.HTTPError`` whose ``.response`` is the response. Inside a call with an
    idempotency key (``idempotency=Idempotency(key=...)`` on the decorator) each request
    carries it in the ``idempotency_header`` (``Idempotency-Key``; None: never), unless the
    request or the session already sets that header. Requests made through ``send()``
    directly with a prepared request are left as they are.
    """

    __attrs__ = (
        *requests.Session.__attrs__,
        "default_timeout",
        "raise_for_status",
        "idempotency_header",
    )

    def __init__(
        self,
        default_timeout: float = DEFAULT_TIMEOUT,
        raise_for_status: bool = True,
        idempotency_header: str | None = DEFAULT_IDEMPOTENCY_HEADER,
    ) -> None:
        _check_settings(default_timeout, raise_for_status, idempotency_header)
        super().__init__()
        self.default_timeout = float(default_timeout)
        self.raise_for_status = raise_for_status
        self.idempotency_header = idempotency_header

    def request(
        self, method: str | bytes, url: str | bytes, *args: Any, **kwargs: Any
    ) -> requests.Response:
        """Send a request as ``requests.Session.request`` does, with the deadline as timeout."""
        if len(args) > _TIMEOUT_POSITION:
            if args[_TIMEOUT_POSITION] is None:
                timeout = _deadline_timeout(self.default_timeout)
                args = (*args[:_TIMEOUT_POSITION], timeout, *args[_TIMEOUT_POSITION + 1 :])
        elif kwargs.get("timeout") is None:
            kwargs["timeout"] = _deadline_timeout(self.default_timeout)
        key = idempotency_key()
        if key is not None and self.idempotency_header is not None:
            args, kwargs = self._with_idempotency_key(key, self.idempotency_header, args, kwargs)
        response = super().request(method, url, *args, **kwargs)
        if self.raise_for_status and response.status_code >= 400:
            response.raise_for_status()
        return response

    def _with_idempotency_key(
        self, key: str, name: str, args: tuple[Any, ...], kwargs: dict[str, Any]
    ) -> tuple[tuple[Any, ...], dict[str, Any]]:
        positional = len(args) > _HEADERS_POSITION
        headers = args[_HEADERS_POSITION] if positional else kwargs.get("headers")
        if _has_header(name, headers, self.headers):
            return args, kwargs  # The caller's own header wins.
        merged = {**(headers or {}), name: key}
        if positional:
            return (*args[:_HEADERS_POSITION], merged, *args[_HEADERS_POSITION + 1 :]), kwargs
        return args, {**kwargs, "headers": merged}


if TYPE_CHECKING:

    class AsyncClient(httpx.AsyncClient):
        """``httpx.AsyncClient`` bounded by the current call's deadline, raising on 4xx/5xx."""

        def __init__(
            self,
            *,
            default_timeout: float = DEFAULT_TIMEOUT,
            raise_for_status: bool = True,
            idempotency_header: str | None = DEFAULT_IDEMPOTENCY_HEADER,
            **kwargs: Any,
        ) -> None: ...


def __getattr__(name: str) -> Any:
    # AsyncClient is built on first use so that `import toolretry.http` never imports httpx.
    if name == "AsyncClient":
        client_class = _build_async_client()
        globals()["AsyncClient"] = client_class
        return client_class
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _build_async_client() -> type[Any]:
    try:
        import httpx
    except ModuleNotFoundError as exc:
        raise ImportError(
            f"toolretry.http.AsyncClient needs httpx, which is not installed ({exc}); "
            f'install it with: pip install "toolretry[httpx]"',
            name="httpx",
        ) from exc

    class AsyncClient(httpx.AsyncClient):
        """``httpx.AsyncClient`` bounded by the current call's deadline, raising on 4xx/5xx.

        Like :class:`Session`: a request without its own ``timeout`` gets
        ``min(remaining_time(), default_timeout)`` inside a decorated call, and with
        ``raise_for_status`` a status >= 400 raises ``httpx.HTTPStatusError`` (body read),
        and the call's idempotency key goes in ``idempotency_header`` unless already set.
        Other keyword arguments except ``timeout`` go to ``httpx.AsyncClient``.
        """

        def __init__(
            self,
            *,
            default_timeout: float = DEFAULT_TIMEOUT,
            raise_for_status: bool = True,
            idempotency_header: str | None = DEFAULT_IDEMPOTENCY_HEADER,
            **kwargs: Any,
        ) -> None:
            _check_settings(default_timeout, raise_for_status, idempotency_header)
            if "timeout" in kwargs:
                raise ConfigurationError(
                    "AsyncClient takes default_timeout=<seconds>, not timeout=; pass a "
                    "timeout to each request to override it for that request"
                )
            super().__init__(timeout=default_timeout, **kwargs)
            self.default_timeout = float(default_timeout)
            self.raise_for_status = raise_for_status
            self.idempotency_header = idempotency_header

        def build_request(self, method: str, url: httpx.URL | str, **kwargs: Any) -> httpx.Request:
            # Both request() and stream() build their request here.
            timeout = kwargs.get("timeout", httpx.USE_CLIENT_DEFAULT)
            if timeout is httpx.USE_CLIENT_DEFAULT or timeout is None:
                kwargs["timeout"] = _deadline_timeout(self.default_timeout)
            key = idempotency_key()
            name = self.idempotency_header
            if key is not None and name is not None:
                merged = httpx.Headers(kwargs.get("headers"))  # case-insensitive lookups
                if name not in merged and name not in self.headers:
                    merged[name] = key
                    kwargs["headers"] = merged
            return super().build_request(method, url, **kwargs)

        async def send(self, request: httpx.Request, **kwargs: Any) -> httpx.Response:
            response = await super().send(request, **kwargs)
            if self.raise_for_status and response.status_code >= 400:
                # Read the body so the error can show it; close the stream either way.
                try:
                    await response.aread()
                finally:
                    await response.aclose()
                response.raise_for_status()
            return response

    AsyncClient.__module__ = __name__
    return AsyncClient


def __dir__() -> list[str]:
    return sorted({*globals(), "AsyncClient"})
