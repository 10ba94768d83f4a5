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
import socket
import threading
import time
from types import TracebackType
from urllib.parse import parse_qsl, unquote, urlsplit

from ._fault_server import LOOPBACK, FaultHTTPServer, RecordedRequest
from ._reply import Reply
from ._reset import reset

__all__ = ["FaultServer", "RecordedRequest", "Reply", "closed_port_url", "reset"]


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
