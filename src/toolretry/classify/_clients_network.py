"""Recognise what plain HTTP clients raise: requests, urllib3, httpx, urllib, aiohttp, ssl."""

from __future__ import annotations

import re
from collections.abc import Mapping

from .._category import ErrorCategory
from ._clients import (
    Handler,
    LookInside,
    Recognised,
    attr,
    fixed,
    looks_inside,
    status_result,
    valid_status,
    wrapped_links,
    wrapper,
)

__all__ = ["NETWORK_HANDLERS"]

TRANSIENT, CLIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.CLIENT, ErrorCategory.FATAL
# urllib3 drops the response when its Retry gives up; the status survives only in this text.
_TOO_MANY_STATUS = re.compile(r"too many (\d{3}) error responses")


# --- requests, urllib3 ---------------------------------------------------------------------


def _response_status(exc: BaseException, client: str) -> Recognised | None:
    """``exc.response.status_code`` (requests, httpx), with the response's headers and body."""
    response = attr(exc, "response")
    status = valid_status(attr(response, "status_code"))
    if status is None:
        return None
    return status_result(status, attr(response, "headers"), client, response=response)


def _too_many_responses(text: str, client: str) -> Recognised:
    """urllib3's ResponseError: its Retry gave up on error statuses or redirects."""
    if "redirect" in text:
        return Recognised(FATAL, "TOO_MANY_REDIRECTS", details={"client": client})
    match = _TOO_MANY_STATUS.search(text)
    if match is None:
        return Recognised(TRANSIENT, "RETRIES_EXHAUSTED", details={"client": client})
    return status_result(int(match.group(1)), None, client, extra={"retries_exhausted": True})


def _urllib3_response_error(exc: BaseException, client: str) -> Recognised:
    return _too_many_responses(str(exc), client)


_CONNECTION_ERROR = LookInside("CONNECTION_ERROR")
_CONNECTING = LookInside("CONNECTION_ERROR", connecting=True)


@looks_inside
def _urllib3_max_retry(exc: BaseException, client: str) -> Recognised | LookInside:
    reason = attr(exc, "reason")
    if reason is not None and type(reason).__name__ == "ResponseError":
        return _too_many_responses(str(reason), client)
    return _CONNECTION_ERROR


@looks_inside
def _requests_retry_error(exc: BaseException, client: str) -> Recognised:
    for link in wrapped_links(exc):
        if type(link).__name__ == "ResponseError":
            return _too_many_responses(str(link), client)
    return Recognised(TRANSIENT, "RETRIES_EXHAUSTED", details={"client": client})


_REQUESTS: dict[str, Handler] = {
    "HTTPError": _response_status,
    "TooManyRedirects": fixed(FATAL, "TOO_MANY_REDIRECTS"),
    "ReadTimeout": fixed(TRANSIENT, "READ_TIMEOUT"),
    "ConnectTimeout": fixed(TRANSIENT, "CONNECT_TIMEOUT", effect=False),
    "Timeout": fixed(TRANSIENT, "TIMEOUT"),
    "SSLError": wrapper("TLS_ERROR", connecting=True),
    "ProxyError": wrapper("PROXY_ERROR", connecting=True),
    "ConnectionError": wrapper("CONNECTION_ERROR"),
    "RetryError": _requests_retry_error,
    "ChunkedEncodingError": fixed(TRANSIENT, "INCOMPLETE_READ"),
    "ContentDecodingError": fixed(FATAL, "INVALID_RESPONSE"),
    "InvalidJSONError": fixed(FATAL, "INVALID_RESPONSE"),
    "InvalidURL": fixed(CLIENT, "INVALID_URL", effect=False),
    "MissingSchema": fixed(CLIENT, "INVALID_URL", effect=False),
    "InvalidSchema": fixed(CLIENT, "INVALID_URL", effect=False),
    "InvalidHeader": fixed(CLIENT, "INVALID_REQUEST", effect=False),
}

_URLLIB3: dict[str, Handler] = {
    "ReadTimeoutError": fixed(TRANSIENT, "READ_TIMEOUT"),
    "NameResolutionError": fixed(TRANSIENT, "DNS_ERROR", effect=False),
    # NewConnectionError subclasses ConnectTimeoutError, so it must be told apart here.
    "NewConnectionError": wrapper("CONNECTION_ERROR", connecting=True),
    "ConnectTimeoutError": fixed(TRANSIENT, "CONNECT_TIMEOUT", effect=False),
    "MaxRetryError": _urllib3_max_retry,
    "ResponseError": _urllib3_response_error,
    "IncompleteRead": fixed(TRANSIENT, "INCOMPLETE_READ"),
    "InvalidChunkLength": fixed(TRANSIENT, "INCOMPLETE_READ"),
    "ProtocolError": wrapper("PROTOCOL_ERROR"),
    "SSLError": wrapper("TLS_ERROR", connecting=True),
    "ProxyError": wrapper("PROXY_ERROR", connecting=True),
    "DecodeError": fixed(FATAL, "INVALID_RESPONSE"),
    "EmptyPoolError": fixed(TRANSIENT, "POOL_TIMEOUT", effect=False),
    "LocationParseError": fixed(CLIENT, "INVALID_URL", effect=False),
    "LocationValueError": fixed(CLIENT, "INVALID_URL", effect=False),
}

# --- httpx and httpcore (also openai's and anthropic's vendored httpx2/httpcore2) ----------


def _httpx_protocol(exc: BaseException, client: str) -> Recognised:
    # One class for several faults; h11's wording is all that tells them apart.
    text = str(exc)
    if "complete message body" in text:
        code = "INCOMPLETE_READ"
    elif "without sending a response" in text or "disconnected" in text.lower():
        code = "CONNECTION_RESET"
    else:
        code = "PROTOCOL_ERROR"
    return Recognised(TRANSIENT, code, details={"client": client})


_HTTPX: dict[str, Handler] = {
    "HTTPStatusError": _response_status,
    "ReadTimeout": fixed(TRANSIENT, "READ_TIMEOUT"),
    "WriteTimeout": fixed(TRANSIENT, "WRITE_TIMEOUT"),
    "ConnectTimeout": fixed(TRANSIENT, "CONNECT_TIMEOUT", effect=False),
    "PoolTimeout": fixed(TRANSIENT, "POOL_TIMEOUT", effect=False),
    "TimeoutException": fixed(TRANSIENT, "TIMEOUT"),
    "ConnectError": wrapper("CONNECTION_ERROR", connecting=True),
    "ReadError": wrapper("CONNECTION_RESET"),
    "WriteError": wrapper("CONNECTION_RESET"),
    "CloseError": wrapper("CONNECTION_ERROR"),
    "NetworkError": wrapper("CONNECTION_ERROR"),
    "ProxyError": wrapper("PROXY_ERROR", connecting=True),
    "RemoteProtocolError": _httpx_protocol,
    "LocalProtocolError": fixed(CLIENT, "INVALID_REQUEST", effect=False),
    "TooManyRedirects": fixed(FATAL, "TOO_MANY_REDIRECTS"),
    "DecodingError": fixed(FATAL, "INVALID_RESPONSE"),
    "UnsupportedProtocol": fixed(CLIENT, "INVALID_URL", effect=False),
    "InvalidURL": fixed(CLIENT, "INVALID_URL", effect=False),
}

# --- urllib.request and http.client ---------------------------------------------------------


def _urllib_http_error(exc: BaseException, client: str) -> Recognised | None:
    status = valid_status(attr(exc, "code"))
    if status is None:
        return None
    if 300 <= status < 400 and "loop" in str(attr(exc, "reason")):
        return Recognised(FATAL, "TOO_MANY_REDIRECTS", details={"client": client})
    return status_result(status, attr(exc, "headers"), client)


def _urllib_url_error(exc: BaseException, client: str) -> Recognised | LookInside:
    if isinstance(attr(exc, "reason"), str):  # "unknown url type", "no host given"
        return Recognised(CLIENT, "INVALID_URL", None, None, False, {"client": client})
    # do_open wraps only what fails while connecting and sending; reading comes after.
    return _CONNECTING


_URLLIB: dict[str, Handler] = {
    "HTTPError": _urllib_http_error,
    "URLError": _urllib_url_error,
    "IncompleteRead": fixed(TRANSIENT, "INCOMPLETE_READ"),
    "RemoteDisconnected": fixed(TRANSIENT, "CONNECTION_RESET"),
    "BadStatusLine": fixed(TRANSIENT, "PROTOCOL_ERROR"),
    "LineTooLong": fixed(TRANSIENT, "PROTOCOL_ERROR"),
}

_SSL: dict[str, Handler] = {
    "SSLCertVerificationError": fixed(FATAL, "TLS_CERTIFICATE_ERROR", effect=False),
    "SSLEOFError": fixed(TRANSIENT, "CONNECTION_RESET"),
    "SSLZeroReturnError": fixed(TRANSIENT, "CONNECTION_RESET"),
    "SSLError": fixed(FATAL, "TLS_ERROR", effect=False),
}

# --- aiohttp --------------------------------------------------------------------------------


def _aiohttp_response(exc: BaseException, client: str) -> Recognised | None:
    status = valid_status(attr(exc, "status"))
    if status is None:
        return None
    return status_result(status, attr(exc, "headers"), client)


_AIOHTTP: dict[str, Handler] = {
    "TooManyRedirects": fixed(FATAL, "TOO_MANY_REDIRECTS"),
    "ContentTypeError": fixed(FATAL, "INVALID_RESPONSE"),  # a 200 that is not JSON
    "ClientResponseError": _aiohttp_response,
    "ConnectionTimeoutError": fixed(TRANSIENT, "CONNECT_TIMEOUT", effect=False),
    "SocketTimeoutError": fixed(TRANSIENT, "READ_TIMEOUT"),
    "ServerTimeoutError": fixed(TRANSIENT, "TIMEOUT"),
    "ClientConnectorDNSError": fixed(TRANSIENT, "DNS_ERROR", effect=False),
    "ClientConnectorCertificateError": fixed(FATAL, "TLS_CERTIFICATE_ERROR", effect=False),
    "ClientConnectorSSLError": fixed(FATAL, "TLS_ERROR", effect=False),
    "ClientProxyConnectionError": fixed(TRANSIENT, "PROXY_ERROR", effect=False),
    "ClientConnectorError": wrapper("CONNECTION_ERROR", connecting=True),
    "ServerDisconnectedError": fixed(TRANSIENT, "CONNECTION_RESET"),
    "ClientConnectionResetError": fixed(TRANSIENT, "CONNECTION_RESET"),
    "ClientOSError": wrapper("CONNECTION_ERROR"),
    "ServerConnectionError": fixed(TRANSIENT, "CONNECTION_ERROR"),
    "ClientPayloadError": fixed(TRANSIENT, "INCOMPLETE_READ"),
    # aiohttp.http_exceptions carry code=400 meaning "bad message", not an HTTP status.
    "ContentLengthError": fixed(TRANSIENT, "INCOMPLETE_READ"),
    "TransferEncodingError": fixed(TRANSIENT, "INCOMPLETE_READ"),
    "HttpProcessingError": fixed(TRANSIENT, "PROTOCOL_ERROR"),
    "InvalidURL": fixed(CLIENT, "INVALID_URL", effect=False),
}


def _table(family: str, handlers: Mapping[str, Handler]) -> dict[tuple[str, str], Handler]:
    return {(family, name): handler for name, handler in handlers.items()}


NETWORK_HANDLERS: Mapping[tuple[str, str], Handler] = {
    **_table("requests", _REQUESTS),
    **_table("urllib3", _URLLIB3),
    **_table("httpx", _HTTPX),
    **_table("urllib", _URLLIB),
    **_table("ssl", _SSL),
    **_table("aiohttp", _AIOHTTP),
}
"""(client family, class name) -> handler, for the plain HTTP clients."""
