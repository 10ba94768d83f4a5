"""A misbehaving HTTP server on 127.0.0.1, to test how tools fail against real HTTP clients.

Faked exceptions test the fake: each client (requests, httpx, aiohttp, urllib, the openai,
anthropic and boto3 SDKs) hides the status, the headers and the cause in its own place.
``FaultServer`` answers real requests with scripted statuses, Retry-After headers, hangs,
connection resets, truncated bodies, HTML error pages and invalid JSON, so a test sees what
the client really raises. Standard library only; loopback and a free port only::

    from toolretry.testing import FaultServer, Reply

    with FaultServer() as server:
        server.script("/weather", Reply.retry_after(seconds=1), Reply(json={"temp": 21}))
        assert get_weather(server.url("/weather")) == '{"temp": 21}'
        assert server.hits("/weather") == 2
"""

from __future__ import annotations

import email.utils
import json as _json
import socket
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any, Literal
from urllib.parse import parse_qsl, unquote, urlsplit

from ._fault_server import (
    ERROR_SHAPES,
    LOOPBACK,
    FaultHTTPServer,
    RecordedRequest,
    error_payload,
    status_phrase,
)
from ._reset import reset

__all__ = ["FaultServer", "RecordedRequest", "Reply", "closed_port_url", "reset"]

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


class FaultServer:
    """A threaded HTTP/1.1 server on 127.0.0.1 (free port) that answers with faults on cue.

    Use ``with FaultServer() as server:`` or ``start()``/``stop()``. ``script(path, *replies)``
    decides what a path answers; unscripted paths use the built-in routes below. The first
    path segment picks the route and the rest is ignored, and options may be given as query
    parameters or as ``name=value`` path segments, so an SDK can take a route as its base URL
    (``/status/429/code=insufficient_quota`` -> ``.../v1/chat/completions`` still matches).

    * ``/ok`` -> 200 ``{"ok": true}``; ``/echo`` -> 200 JSON of method, path, headers, body.
    * ``/status/{code}`` -> that status with an API error body. Options: ``retry_after``,
      ``retry_after_date`` (seconds from now, sent as an HTTP-date), ``retry_after_ms``,
      ``reset_requests``, ``reset_tokens`` (``x-ratelimit-reset-*``), ``code``, ``type``,
      ``message``, ``shape`` (see ``Reply.error``), ``header=Name:Value`` (repeatable).
    * ``/html/{code}`` HTML error page; ``/hang?seconds=N`` (default 30); ``/reset``;
      ``/truncated``; ``/invalid-json``; ``/redirect-loop`` (302 to itself, forever).
    * Anything else -> 404. A bad option -> 400 saying what could not be read.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._scripts: dict[str, list[Reply]] = {}
        self._records: list[RecordedRequest] = []
        self._httpd: FaultHTTPServer | None = None

    def start(self) -> FaultServer:
        """Bind a free loopback port and start serving; returns ``self``."""
        if self._httpd is not None:
            raise RuntimeError("FaultServer is already running; stop() it before start().")
        self._httpd = FaultHTTPServer(self._reply_for)
        self._httpd.start_serving()
        return self

    def stop(self) -> None:
        """Stop promptly: release hanging replies, close every connection, join the threads."""
        httpd, self._httpd = self._httpd, None
        if httpd is not None:
            httpd.stop_serving()

    def __enter__(self) -> FaultServer:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    @property
    def port(self) -> int:
        """The port the server listens on."""
        if self._httpd is None:
            raise RuntimeError("FaultServer is not running; use `with FaultServer() as server:`.")
        return self._httpd.server_port

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT``, without a trailing slash."""
        return f"http://{LOOPBACK}:{self.port}"

    def url(self, path: str = "/") -> str:
        """The full URL of ``path`` (query string allowed) on this server."""
        return self.base_url + (path if path.startswith("/") else "/" + path)

    def script(self, path: str, *replies: Reply) -> None:
        """Answer requests to ``path`` (any method, any query) with ``replies`` in order.

        The last reply repeats forever. Replaces any earlier script for ``path``.
        """
        if not replies:
            raise ValueError(f"script({path!r}) needs at least one Reply.")
        if not all(isinstance(reply, Reply) for reply in replies):
            raise TypeError("script() takes Reply objects, e.g. Reply(429) or Reply.hang().")
        parts = urlsplit(path)
        if parts.query or not path.startswith("/"):
            raise ValueError(
                f"script() matches a path like '/items', without query string; got {path!r}."
            )
        with self._lock:
            self._scripts[parts.path] = list(replies)

    def hits(self, path: str | None = None) -> int:
        """How many requests reached ``path`` (query ignored), or the server if ``None``."""
        return len(self.requests(path))

    def requests(self, path: str | None = None) -> list[RecordedRequest]:
        """The requests received for ``path`` (query ignored; all if ``None``), oldest first."""
        with self._lock:
            records = list(self._records)
        if path is None:
            return records
        wanted = urlsplit(path).path
        return [record for record in records if urlsplit(record.path).path == wanted]

    def reset(self) -> None:
        """Forget all scripts and recorded requests."""
        with self._lock:
            self._scripts.clear()
            self._records.clear()

    def _reply_for(self, request: RecordedRequest) -> Reply:
        path = urlsplit(request.path).path
        with self._lock:
            self._records.append(request)
            queue = self._scripts.get(path)
            if queue:
                return queue.pop(0) if len(queue) > 1 else queue[0]
        try:
            return _builtin_reply(request)
        except ValueError as exc:  # a bad number in the query string
            return Reply.error(400, f"FaultServer could not read {request.path!r}: {exc}")


def _builtin_reply(request: RecordedRequest) -> Reply:
    """The reply of the built-in route that the first path segment names."""
    parts = urlsplit(request.path)
    segments = parts.path.strip("/").split("/")
    route, arg = segments[0], segments[1] if len(segments) > 1 else ""
    # Options come from the query or from "name=value" path segments: an SDK given a base URL
    # appends its own path and cannot keep a query string.
    options: list[tuple[str, str]] = []
    for segment in segments[1:]:
        name, equals, value = unquote(segment).partition("=")
        if equals:
            options.append((name, value))
    options += parse_qsl(parts.query)
    query = dict(options)
    if route == "ok":
        return Reply(json={"ok": True})
    if route == "echo":
        body = request.body.decode("utf-8", "replace")
        echoed = {"method": request.method, "path": request.path, "headers": request.headers}
        return Reply(json={**echoed, "body": body})
    if route == "status":
        return _status_reply(
            int(arg), query, [value for name, value in options if name == "header"]
        )
    if route == "html":
        return Reply.html(int(arg))
    if route == "hang":
        return Reply.hang(float(query.get("seconds", 30.0)))
    if route == "reset":
        return Reply.reset()
    if route == "truncated":
        return Reply.truncated()
    if route == "invalid-json":
        return Reply.invalid_json()
    if route == "redirect-loop":
        return Reply.redirect(request.path)
    return Reply.error(
        404, f"FaultServer has no route {parts.path!r}; script one with server.script()."
    )


def _status_reply(status: int, query: dict[str, str], header_args: list[str]) -> Reply:
    headers: dict[str, str] = {}
    for item in header_args:
        name, _, value = item.partition(":")
        headers[name.strip()] = value.strip()
    for param, header in (
        ("retry_after", "Retry-After"),
        ("retry_after_ms", "retry-after-ms"),
        ("reset_requests", "x-ratelimit-reset-requests"),
        ("reset_tokens", "x-ratelimit-reset-tokens"),
    ):
        if param in query:
            headers[header] = query[param]
    if "retry_after_date" in query:
        when = time.time() + float(query["retry_after_date"])
        headers["Retry-After"] = email.utils.formatdate(when, usegmt=True)
    return Reply.error(
        status,
        query.get("message"),
        type=query.get("type"),
        code=query.get("code"),
        shape=query.get("shape", "openai"),  # type: ignore[arg-type]  # Reply.error checks it
        headers=headers,
    )


def closed_port_url(path: str = "/") -> str:
    """A loopback URL on which nothing listens, for connection-refused tests.

    The port was free a moment ago; another process could take it, which is unlikely.
    """
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((LOOPBACK, 0))
        port: int = sock.getsockname()[1]
    return f"http://{LOOPBACK}:{port}" + (path if path.startswith("/") else "/" + path)
