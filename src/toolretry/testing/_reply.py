"""What a fault *is*: ``Reply``, one scripted response or fault for ``FaultServer``.

Its own module so that the public ``toolretry.testing`` and the wire side (``_fault_server``)
both import it, and neither imports the other's module back.
"""

from __future__ import annotations

import email.utils
import json as _json
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from ._error_bodies import ERROR_SHAPES, error_payload, status_phrase

__all__ = ["ErrorShape", "Fault", "Reply"]

Fault = Literal["hang", "reset", "truncated"]
ErrorShape = Literal["openai", "anthropic", "aws-json", "aws-xml"]


def _number(value: float | str) -> str:
    """Render ``2.0`` as ``2`` and ``1.5`` as ``1.5``; strings pass through (garbage tests)."""
    if isinstance(value, str):
        return value
    return str(int(value)) if float(value).is_integer() else repr(float(value))


@dataclass(frozen=True)
class Reply:
    """One response, or one fault, for ``FaultServer`` to send.

    ``json`` (any JSON-able value but ``None``) or ``body`` (``bytes`` or ``str``) gives the
    payload; ``content_type`` defaults from it. ``delay`` waits before answering (released
    early, without an answer, when the server stops). ``fault`` is set by the constructors
    ``hang``, ``reset`` and ``truncated``; ``declared_length`` is the Content-Length sent
    instead of the real one.
    """

    status: int = 200
    json: Any = None
    body: bytes | str = b""
    headers: Mapping[str, str] = field(default_factory=dict)
    content_type: str | None = None
    delay: float = 0.0
    fault: Fault | None = None
    declared_length: int | None = None

    def __post_init__(self) -> None:
        if not 200 <= self.status <= 599:
            raise ValueError(f"Reply status must be between 200 and 599, got {self.status}.")
        if self.json is not None and self.body:
            raise ValueError("Give Reply either json= or body=, not both.")
        if not self.delay >= 0:  # also refuses NaN
            raise ValueError(f"Reply delay must be >= 0 seconds, got {self.delay}.")
        if self.fault not in (None, "hang", "reset", "truncated"):
            raise ValueError(f"Unknown fault {self.fault!r}; use Reply.hang/reset/truncated().")
        object.__setattr__(self, "headers", dict(self.headers))  # no aliasing of the caller's

    def payload(self) -> tuple[str | None, bytes]:
        """The Content-Type to send (``None``: none) and the body bytes."""
        if self.json is not None:
            return self.content_type or "application/json", _json.dumps(self.json).encode()
        if isinstance(self.body, str):
            return self.content_type or "text/plain; charset=utf-8", self.body.encode()
        default = "application/octet-stream" if self.body else None
        return self.content_type or default, self.body

    @classmethod
    def hang(cls, seconds: float = 30.0) -> Reply:
        """Send nothing for ``seconds`` (``inf``: until the server stops), then close: a timeout."""
        return cls(delay=seconds, fault="hang")

    @classmethod
    def reset(cls) -> Reply:
        """Accept the request, then close the socket with an RST: "connection reset by peer"."""
        return cls(fault="reset")

    @classmethod
    def truncated(cls, declared: int = 1000, sent: bytes = b'{"partial":') -> Reply:
        """Declare ``declared`` bytes, send only ``sent``, then close: an incomplete read."""
        if declared <= len(sent):
            raise ValueError(f"declared ({declared}) must exceed len(sent) ({len(sent)}).")
        return cls(
            body=sent, content_type="application/json", fault="truncated", declared_length=declared
        )

    @classmethod
    def html(cls, status: int = 503, title: str | None = None) -> Reply:
        """An HTML error page, the kind a proxy or load balancer sends instead of JSON."""
        title = title or f"{status} {status_phrase(status)}"
        page = (
            f"<!DOCTYPE html>\n<html><head><title>{title}</title>\n"
            "<style>body { font-family: sans-serif; }</style></head>\n"
            f"<body><center><h1>{title}</h1></center><hr><center>nginx</center></body></html>\n"
        )
        return cls(status=status, body=page, content_type="text/html; charset=utf-8")

    @classmethod
    def invalid_json(cls, body: str = '{"ok": tru') -> Reply:
        """A 200 that says ``application/json`` but whose body does not parse."""
        return cls(body=body, content_type="application/json")

    @classmethod
    def redirect(cls, location: str, status: int = 302) -> Reply:
        """A redirect to ``location`` (absolute URL or path)."""
        return cls(status=status, headers={"Location": location})

    @classmethod
    def error(
        cls,
        status: int,
        message: str | None = None,
        *,
        type: str | None = None,  # the field is called "type" on the wire
        code: str | None = None,
        shape: ErrorShape = "openai",
        headers: Mapping[str, str] | None = None,
    ) -> Reply:
        """An API error body the SDKs parse.

        ``shape``: ``openai`` ``{"error": {"message", "type", "param", "code"}}``;
        ``anthropic`` ``{"type": "error", "error": {"type", "message"}}``; ``aws-json``
        ``{"__type": code, "message"}`` (DynamoDB and other JSON-protocol services);
        ``aws-xml`` ``<ErrorResponse><Error><Code>`` (S3, STS, EC2 and other XML services).
        """
        if shape not in ERROR_SHAPES:
            raise ValueError(
                f"Unknown error shape {shape!r}; use one of {', '.join(ERROR_SHAPES)}."
            )
        content_type, body, extra = error_payload(status, message, type, code, shape)
        extra.update(headers or {})
        return cls(status, body=body, headers=extra, content_type=content_type)

    @classmethod
    def retry_after(
        cls,
        status: int = 429,
        seconds: float | str | None = None,
        http_date: float | str | None = None,
        ms: float | str | None = None,
        headers: Mapping[str, str] | None = None,
        *,
        shape: ErrorShape = "openai",
    ) -> Reply:
        """An error (429 by default) carrying each Retry-After form asked for.

        ``seconds`` -> ``Retry-After: 2`` (fractional kept: ``1.5``); ``http_date`` -> an
        HTTP-date that many seconds from now; ``ms`` -> ``retry-after-ms``. A ``str`` is
        sent verbatim, to test garbage or negative values.
        """
        extra = dict(headers or {})
        if seconds is not None:
            extra["Retry-After"] = _number(seconds)
        if http_date is not None:
            extra["Retry-After"] = (
                http_date
                if isinstance(http_date, str)
                else email.utils.formatdate(time.time() + http_date, usegmt=True)
            )
        if ms is not None:
            extra["retry-after-ms"] = _number(ms)
        return cls.error(status, shape=shape, headers=extra)
