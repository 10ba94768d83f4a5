"""API error bodies as the SDKs expect them (openai, anthropic, AWS JSON and XML).

Apart from the wire (``_fault_server``) and from ``Reply``, which builds its error replies
from them, so that neither of those two modules needs the other at load time.
"""

from __future__ import annotations

import http
import json
import uuid
from typing import Any
from xml.sax.saxutils import escape

__all__ = ["ERROR_SHAPES", "error_payload", "status_phrase"]

ERROR_SHAPES = ("openai", "anthropic", "aws-json", "aws-xml")
# Error ``type`` per status, as the openai and anthropic APIs name them.
_ERROR_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    409: "conflict_error",
    413: "request_too_large",
    422: "invalid_request_error",
    429: "rate_limit_error",
    529: "overloaded_error",
}
# Error ``Code`` per status for the aws shapes, as botocore reports it in Error.Code.
_AWS_CODES = {
    400: "ValidationException",
    403: "AccessDeniedException",
    404: "ResourceNotFoundException",
    429: "ThrottlingException",
    500: "InternalFailure",
    503: "ServiceUnavailable",
}


def status_phrase(status: int) -> str:
    """The reason phrase of ``status`` ("Too Many Requests"), also for 529."""
    try:
        return http.HTTPStatus(status).phrase
    except ValueError:
        return "Overloaded" if status == 529 else "Error"


def error_payload(
    status: int, message: str | None, kind: str | None, code: str | None, shape: str
) -> tuple[str, str, dict[str, str]]:
    """Content-Type, body and headers of an API error as the ``shape`` SDK expects it."""
    message = message or status_phrase(status)
    kind = kind or _ERROR_TYPES.get(
        status, "api_error" if status >= 500 else "invalid_request_error"
    )
    body: dict[str, Any]
    if shape == "openai":
        body = {"error": {"message": message, "type": kind, "param": None, "code": code}}
        return "application/json", json.dumps(body), {}
    if shape == "anthropic":
        body = {"type": "error", "error": {"type": kind, "message": message}}
        return "application/json", json.dumps(body), {}
    aws_code = code or _AWS_CODES.get(status, str(status))
    request_id = str(uuid.uuid4())
    if shape == "aws-json":
        body = {"__type": aws_code, "message": message}
        return "application/x-amz-json-1.0", json.dumps(body), {"x-amzn-RequestId": request_id}
    sender = "Sender" if status < 500 else "Receiver"
    xml = (
        f"<ErrorResponse><Error><Type>{sender}</Type><Code>{escape(aws_code)}</Code>"
        f"<Message>{escape(message)}</Message></Error><RequestId>{request_id}</RequestId>"
        "</ErrorResponse>"
    )
    return "text/xml", xml, {"x-amz-request-id": request_id}
