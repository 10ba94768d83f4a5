"""Recognise what API SDKs raise (openai, anthropic, botocore, google-genai) from their error
types and codes."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .._category import ErrorCategory
from ._body import MAPPING, message_in
from ._clients import (
    Handler,
    LookInside,
    Recognised,
    attr,
    fixed,
    parse_body_error,
    quota_marked,
    status_result,
    valid_status,
    wait_of,
)
from ._vendor_codes import vendor_row

__all__ = ["SDK_HANDLERS"]

TRANSIENT, CLIENT, BUSINESS, FATAL = (
    ErrorCategory.TRANSIENT,
    ErrorCategory.CLIENT,
    ErrorCategory.BUSINESS,
    ErrorCategory.FATAL,
)

# --- openai and anthropic -------------------------------------------------------------------

# Error types an SDK raises mid-stream, after a 200: the status says nothing, the type does.
_STREAM_TYPES: Mapping[str, tuple[ErrorCategory, str]] = {
    "overloaded_error": (TRANSIENT, "OVERLOADED"),
    "api_error": (TRANSIENT, "SERVER_ERROR"),
    "server_error": (TRANSIENT, "SERVER_ERROR"),
    "rate_limit_error": (TRANSIENT, "THROTTLED"),
    "rate_limit_exceeded": (TRANSIENT, "THROTTLED"),
    "timeout_error": (TRANSIENT, "TIMEOUT"),
    "invalid_request_error": (CLIENT, "INVALID_REQUEST"),
    "authentication_error": (CLIENT, "HTTP_401"),
    "permission_error": (CLIENT, "HTTP_403"),
    "not_found_error": (CLIENT, "HTTP_404"),
}
# Not a spend limit: a cap on how fast usage may grow; it clears after Retry-After.
_RAMP_LIMITS = frozenset({"ramp_limit_exceeded"})


def _text(value: object) -> str | None:
    return value if isinstance(value, str) and value else None


_SDK_FIELDS = ("body", "type", "error_code", "code", "api_message", "status_code", "response")


def _sdk_fields(exc: BaseException) -> tuple[Any, ...]:
    """`_SDK_FIELDS` of an SDK error, a property that raises read as absent (see `attr`)."""
    try:  # plain attributes on the SDKs' errors: one try, not a call per field
        return (
            getattr(exc, "body", None),
            getattr(exc, "type", None),
            getattr(exc, "error_code", None),
            getattr(exc, "code", None),
            getattr(exc, "api_message", None),
            getattr(exc, "status_code", None),
            getattr(exc, "response", None),
        )
    except Exception:
        return tuple(attr(exc, name) for name in _SDK_FIELDS)


def _sdk_status(exc: BaseException, client: str) -> Recognised | None:
    """openai/anthropic ``APIError`` and ``APIStatusError`` (also raised mid-stream)."""
    # The SDK already parsed the error body (``body``): not parsed again.
    body, own_type, error_code, own_code, api_message, own_status, response = _sdk_fields(exc)
    body_type, body_code, body_message = parse_body_error(body)
    kind = _text(own_type) or body_type
    code = _text(error_code) or _text(own_code) or body_code
    message = _text(api_message) or body_message
    status = valid_status(own_status)
    headers = attr(response, "headers")
    details: dict[str, Any] = {"client": client}
    if kind:
        details["error_type"] = kind
    if code:
        details["error_code"] = code
    better = f"{kind}: {message}" if kind and message else message
    if quota_marked(kind, code, message):
        return Recognised(FATAL, "QUOTA_EXHAUSTED", status, None, False, details, better)
    if code in _RAMP_LIMITS:
        return Recognised(TRANSIENT, "THROTTLED", status, wait_of(headers), False, details, better)
    if status is None or status < 400:
        # An error event inside a stream that began with 200: the work was under way.
        if kind is None:
            return None
        category, mapped = _STREAM_TYPES.get(kind, (TRANSIENT, "SERVER_ERROR"))
        details["stream"] = True
        return Recognised(category, mapped, None, wait_of(headers), True, details, better)
    if status == 529 or kind == "overloaded_error":
        return Recognised(TRANSIENT, "OVERLOADED", status, wait_of(headers), False, details, better)
    result = status_result(status, headers, client, body=body, extra=details)
    return Recognised(
        result.category,
        result.code,
        result.status_code,
        result.retry_after,
        result.may_have_taken_effect,
        result.details,
        better if client == "anthropic" else None,  # openai's own str() is already clean
        result.said,
    )


_TIMEOUT = LookInside("TIMEOUT")
_CONNECTION_ERROR = LookInside("CONNECTION_ERROR")
_CONNECTING = LookInside("CONNECTION_ERROR", connecting=True)


def _sdk_timeout(exc: BaseException, client: str) -> LookInside:
    return _TIMEOUT


def _sdk_connection(exc: BaseException, client: str) -> LookInside:
    return _CONNECTION_ERROR


def _sdk_invalid(exc: BaseException, client: str) -> Recognised:
    return Recognised(FATAL, "INVALID_RESPONSE", details={"client": client})


_LLM_SDK: dict[str, Handler] = {
    "APIResponseValidationError": _sdk_invalid,
    "APITimeoutError": _sdk_timeout,
    "APIConnectionError": _sdk_connection,
    "APIStatusError": _sdk_status,
    "APIError": _sdk_status,
}

# --- botocore -------------------------------------------------------------------------------

# botocore's own list (botocore/retries/standard.py), which it retries as throttling whatever
# the status: AWS sends these with 400 as often as with 429 or 503.
_AWS_THROTTLING = frozenset(
    {
        "Throttling",
        "ThrottlingException",
        "ThrottledException",
        "RequestThrottledException",
        "TooManyRequestsException",
        "ProvisionedThroughputExceededException",
        "TransactionInProgressException",
        "RequestLimitExceeded",
        "BandwidthLimitExceeded",
        "LimitExceededException",
        "RequestThrottled",
        "SlowDown",
        "PriorRequestNotComplete",
        "EC2ThrottledException",
    }
)
_AWS_TIMEOUTS = frozenset({"RequestTimeout", "RequestTimeoutException"})
# TransactionCanceledException reasons that waiting can clear.
_AWS_RETRYABLE_REASONS = frozenset(
    {"ThrottlingError", "ProvisionedThroughputExceeded", "TransactionConflict"}
)


def _cancellation_reasons(response: Mapping[str, Any]) -> list[str]:
    reasons = response.get("CancellationReasons")
    if not isinstance(reasons, list):
        return []
    codes = (reason.get("Code") for reason in reasons[:100] if isinstance(reason, MAPPING))
    return [code for code in codes if isinstance(code, str) and code != "None"]


def _botocore_client_error(exc: BaseException, client: str) -> Recognised | None:
    response = attr(exc, "response")
    if not isinstance(response, MAPPING):
        return None
    error = response.get("Error")
    meta = response.get("ResponseMetadata")
    code = error.get("Code") if isinstance(error, MAPPING) else None
    meta = meta if isinstance(meta, MAPPING) else None
    status = valid_status(meta.get("HTTPStatusCode")) if meta is not None else None
    headers = meta.get("HTTPHeaders") if meta is not None else None
    details: dict[str, Any] = {"client": client}
    if isinstance(code, str):
        details["error_code"] = code
    shaped = vendor_row(code) if isinstance(code, str) else None
    if code in _AWS_THROTTLING or (shaped is not None and shaped[0] is TRANSIENT):
        return Recognised(TRANSIENT, "THROTTLED", status, wait_of(headers), False, details)
    if code in _AWS_TIMEOUTS:
        return Recognised(TRANSIENT, "TIMEOUT", status, wait_of(headers), True, details)
    if code == "ConditionalCheckFailedException":
        return Recognised(BUSINESS, "CONDITIONAL_CHECK_FAILED", status, None, False, details)
    if code == "TransactionConflictException":
        conflict = "TRANSACTION_CONFLICT"
        return Recognised(TRANSIENT, conflict, status, wait_of(headers), False, details)
    if code == "TransactionCanceledException":
        reasons = _cancellation_reasons(response)
        details["reasons"] = reasons
        waitable = bool(reasons) and all(r in _AWS_RETRYABLE_REASONS for r in reasons)
        category = TRANSIENT if waitable else BUSINESS
        return Recognised(category, "TRANSACTION_CANCELLED", status, None, False, details)
    if quota_marked(None, code if isinstance(code, str) else None):
        return Recognised(FATAL, "QUOTA_EXHAUSTED", status, None, False, details)
    if status is None:
        return None
    if status < 400:  # a redirect botocore did not follow: its status alone says it
        return status_result(status, headers, client, extra=details)
    # The parsed reply as the body: its Error.Message is read as any body's message is.
    return status_result(status, headers, client, body=response, extra=details)


def _botocore_connection(exc: BaseException, client: str) -> LookInside:
    return _CONNECTING


_BOTOCORE: dict[str, Handler] = {
    "ClientError": _botocore_client_error,
    "ReadTimeoutError": fixed(TRANSIENT, "READ_TIMEOUT"),
    "ConnectTimeoutError": fixed(TRANSIENT, "CONNECT_TIMEOUT", effect=False),
    "ProxyConnectionError": fixed(TRANSIENT, "PROXY_ERROR", effect=False),
    "SSLError": fixed(FATAL, "TLS_ERROR", effect=False),
    "EndpointConnectionError": _botocore_connection,
    "ConnectionError": _botocore_connection,
    "ConnectionClosedError": fixed(TRANSIENT, "CONNECTION_RESET"),
    "ResponseStreamingError": fixed(TRANSIENT, "INCOMPLETE_READ"),
    "IncompleteReadError": fixed(TRANSIENT, "INCOMPLETE_READ"),
    "HTTPClientError": fixed(TRANSIENT, "CONNECTION_ERROR"),
    "ResponseParserError": fixed(FATAL, "INVALID_RESPONSE"),
    "ParamValidationError": fixed(CLIENT, "INVALID_ARGUMENTS", effect=False),
    "NoCredentialsError": fixed(FATAL, "MISSING_CREDENTIALS", effect=False),
    "PartialCredentialsError": fixed(FATAL, "MISSING_CREDENTIALS", effect=False),
    "NoRegionError": fixed(FATAL, "CONFIGURATION_ERROR", effect=False),
}

# --- google-genai ---------------------------------------------------------------------------


def _google_api_error(exc: BaseException, client: str) -> Recognised | None:
    """``google.genai.errors.APIError`` (and its ClientError/ServerError): ``code`` is the HTTP
    status, ``details`` the parsed error body, ``status`` Google's canonical code."""
    status = valid_status(attr(exc, "code"))
    if status is None:
        return None
    body = attr(exc, "details")
    result = status_result(status, attr(attr(exc, "response"), "headers"), client, body=body)
    kind = _text(attr(exc, "status"))
    message = _text(attr(exc, "message")) or message_in(body)
    better = f"{kind}: {message}" if kind and message else message  # str() dumps the body
    return Recognised(
        result.category,
        result.code,
        result.status_code,
        result.retry_after,
        result.may_have_taken_effect,
        result.details,
        better or result.message,
    )


_GOOGLE: dict[str, Handler] = {"APIError": _google_api_error}

SDK_HANDLERS: Mapping[tuple[str, str], Handler] = {
    **{("openai", name): handler for name, handler in _LLM_SDK.items()},
    **{("anthropic", name): handler for name, handler in _LLM_SDK.items()},
    **{("botocore", name): handler for name, handler in _BOTOCORE.items()},
    **{("google", name): handler for name, handler in _GOOGLE.items()},
}
"""(client family, class name) -> handler, for the API SDKs."""
