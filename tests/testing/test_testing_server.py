"""Tests for toolretry.testing: each route and fault, proven with real HTTP clients."""

from __future__ import annotations

import asyncio
import email.utils
import errno
import re
import threading
import time
import urllib.error
import urllib.request
from datetime import datetime, timezone

import aiohttp
import httpx
import pytest
import requests
import urllib3

from toolretry.testing import FaultServer, Reply, closed_port_url


def causes(exc: BaseException | None) -> list[BaseException]:
    """The exception and the chain of its causes, as a client builds it."""
    chain: list[BaseException] = []
    while exc is not None and exc not in chain:
        chain.append(exc)
        exc = exc.__cause__ or exc.__context__
    return chain


def seconds_until(http_date: str) -> float:
    """How far in the future an HTTP-date lies."""
    when = email.utils.parsedate_to_datetime(http_date)
    return (when - datetime.now(timezone.utc)).total_seconds()


def server_threads(port: int) -> list[threading.Thread]:
    """The live threads that belong to the server on ``port``."""
    return [t for t in threading.enumerate() if t.name.startswith(f"FaultServer-{port}")]


# --- lifecycle --------------------------------------------------------------------------------


def test_urls(fault_server: FaultServer) -> None:
    """base_url is loopback with the bound port, and url() joins paths and queries onto it."""
    assert re.fullmatch(r"http://127\.0\.0\.1:\d+", fault_server.base_url)
    assert fault_server.base_url.endswith(f":{fault_server.port}")
    assert fault_server.url() == fault_server.base_url + "/"
    assert fault_server.url("/a?b=1") == fault_server.base_url + "/a?b=1"
    assert fault_server.url("a") == fault_server.base_url + "/a"


def test_lifecycle_misuse() -> None:
    """A server not started has no URL; a running one refuses a second start()."""
    server = FaultServer()
    with pytest.raises(RuntimeError, match="not running"):
        _ = server.base_url
    with server, pytest.raises(RuntimeError, match="already running"):
        server.start()


def test_explicit_start_and_stop() -> None:
    """start() serves, stop() closes the port and may be called twice."""
    server = FaultServer().start()
    url = server.url("/ok")
    assert requests.get(url, timeout=5).json() == {"ok": True}
    server.stop()
    server.stop()
    with pytest.raises(requests.ConnectionError):
        requests.get(url, timeout=5)


def test_stop_releases_a_hanging_request_at_once() -> None:
    """A request stuck in an endless hang ends as soon as the server stops, leaving no thread."""
    errors: list[BaseException] = []

    def call(url: str) -> None:
        try:
            requests.get(url, timeout=10)
        except requests.RequestException as exc:
            errors.append(exc)

    server = FaultServer().start()
    port = server.port
    client = threading.Thread(target=call, args=(server.url("/hang?seconds=inf"),))
    client.start()
    deadline = time.monotonic() + 5
    while server.hits("/hang") == 0 and time.monotonic() < deadline:
        time.sleep(0.005)
    started = time.monotonic()
    server.stop()
    assert time.monotonic() - started < 1.0
    client.join(5)
    assert isinstance(errors[0], requests.ConnectionError)
    assert server_threads(port) == []


def test_stop_closes_idle_keep_alive_connections() -> None:
    """A pooled connection a client keeps open does not keep a server thread alive."""
    with requests.Session() as session:
        server = FaultServer().start()
        port = server.port
        assert session.get(server.url("/ok"), timeout=5).status_code == 200
        assert len(server_threads(port)) == 2  # the accept loop and the kept-alive connection
        started = time.monotonic()
        server.stop()
        assert time.monotonic() - started < 1.0
        assert server_threads(port) == []


# --- built-in routes, with requests -------------------------------------------------------------


def test_ok(fault_server: FaultServer) -> None:
    """/ok answers 200 with a JSON body and its exact Content-Length."""
    response = requests.get(fault_server.url("/ok"), timeout=5)
    assert response.status_code == 200
    assert response.json() == {"ok": True}
    assert response.headers["Content-Type"] == "application/json"
    assert int(response.headers["Content-Length"]) == len(response.content)


def test_echo(fault_server: FaultServer) -> None:
    """/echo returns the method, path with query, headers and body it received."""
    response = requests.post(
        fault_server.url("/echo?x=1"), json={"a": 1}, headers={"X-Trace": "t1"}, timeout=5
    )
    echoed = response.json()
    assert echoed["method"] == "POST"
    assert echoed["path"] == "/echo?x=1"
    assert echoed["headers"]["x-trace"] == "t1"
    assert echoed["body"] == '{"a": 1}'


@pytest.mark.parametrize(
    ("status", "kind"),
    [
        (400, "invalid_request_error"),
        (401, "authentication_error"),
        (403, "permission_error"),
        (404, "not_found_error"),
        (409, "conflict_error"),
        (429, "rate_limit_error"),
        (500, "api_error"),
        (503, "api_error"),
        (529, "overloaded_error"),
    ],
)
def test_status_openai_shape(fault_server: FaultServer, status: int, kind: str) -> None:
    """/status/{code} answers that status with an openai-style error body by default."""
    response = requests.get(fault_server.url(f"/status/{status}"), timeout=5)
    assert response.status_code == status
    assert response.json()["error"]["type"] == kind
    assert response.json()["error"]["message"]
    assert response.json()["error"]["code"] is None


def test_status_code_type_and_message(fault_server: FaultServer) -> None:
    """code=, type= and message= end up in the error body."""
    url = fault_server.url("/status/429?code=insufficient_quota&type=insufficient_quota&message=m")
    error = requests.get(url, timeout=5).json()["error"]
    assert error == {
        "message": "m",
        "type": "insufficient_quota",
        "param": None,
        "code": "insufficient_quota",
    }


def test_status_anthropic_shape(fault_server: FaultServer) -> None:
    """shape=anthropic gives the body the anthropic SDK parses."""
    response = requests.get(fault_server.url("/status/529?shape=anthropic"), timeout=5)
    assert response.status_code == 529
    assert response.json() == {
        "type": "error",
        "error": {"type": "overloaded_error", "message": "Overloaded"},
    }


@pytest.mark.parametrize(
    ("shape", "content_type", "needle"),
    [
        ("aws-json", "application/x-amz-json-1.0", '"__type": "ThrottlingException"'),
        ("aws-xml", "text/xml", "<Code>ThrottlingException</Code>"),
    ],
)
def test_status_aws_shapes(
    fault_server: FaultServer, shape: str, content_type: str, needle: str
) -> None:
    """The aws shapes carry the error code where botocore looks for it."""
    url = fault_server.url(f"/status/400?shape={shape}&code=ThrottlingException")
    response = requests.get(url, timeout=5)
    assert response.status_code == 400
    assert response.headers["Content-Type"] == content_type
    assert needle in response.text


@pytest.mark.parametrize(
    ("query", "header", "expected"),
    [
        ("retry_after=2", "Retry-After", "2"),
        ("retry_after=1.5", "Retry-After", "1.5"),
        ("retry_after=-3", "Retry-After", "-3"),
        ("retry_after_ms=250", "retry-after-ms", "250"),
        ("reset_requests=6m0s", "x-ratelimit-reset-requests", "6m0s"),
        ("reset_tokens=250ms", "x-ratelimit-reset-tokens", "250ms"),
        ("header=X-Custom:%20yes", "X-Custom", "yes"),
    ],
)
def test_status_headers(fault_server: FaultServer, query: str, header: str, expected: str) -> None:
    """Each rate-limit option becomes its header, verbatim."""
    response = requests.get(fault_server.url(f"/status/429?{query}"), timeout=5)
    assert response.headers[header] == expected


def test_status_retry_after_date(fault_server: FaultServer) -> None:
    """retry_after_date=30 sends an HTTP-date about 30 seconds from now."""
    response = requests.get(fault_server.url("/status/503?retry_after_date=30"), timeout=5)
    assert response.headers["Retry-After"].endswith(" GMT")
    assert 28 < seconds_until(response.headers["Retry-After"]) <= 30


def test_status_options_in_path(fault_server: FaultServer) -> None:
    """Options work as path segments and any suffix is ignored, so SDK base URLs work."""
    url = fault_server.url("/status/429/code=insufficient_quota/retry_after=3/v1/chat/completions")
    response = requests.post(url, json={}, timeout=5)
    assert response.status_code == 429
    assert response.headers["Retry-After"] == "3"
    assert response.json()["error"]["code"] == "insufficient_quota"


@pytest.mark.parametrize(
    "path", ["/status/abc", "/status/999", "/status/429?shape=nope", "/hang?seconds=soon"]
)
def test_bad_option_is_a_400(fault_server: FaultServer, path: str) -> None:
    """An unreadable route option answers 400 naming the path, instead of crashing."""
    response = requests.get(fault_server.url(path), timeout=5)
    assert response.status_code == 400
    assert "could not read" in response.json()["error"]["message"]


def test_unknown_route_is_a_404(fault_server: FaultServer) -> None:
    """An unscripted, unknown path answers 404 and says how to script it."""
    response = requests.get(fault_server.url("/nowhere"), timeout=5)
    assert response.status_code == 404
    assert "server.script()" in response.json()["error"]["message"]


def test_html_error_page(fault_server: FaultServer) -> None:
    """/html/{code} answers an HTML page, the way a proxy does."""
    response = requests.get(fault_server.url("/html/502"), timeout=5)
    assert response.status_code == 502
    assert response.headers["Content-Type"].startswith("text/html")
    assert "<title>502 Bad Gateway</title>" in response.text


def test_hang_is_a_read_timeout(fault_server: FaultServer) -> None:
    """/hang makes requests raise ReadTimeout after the client's timeout, not the hang's."""
    started = time.monotonic()
    with pytest.raises(requests.ReadTimeout):
        requests.get(fault_server.url("/hang"), timeout=0.2)
    assert time.monotonic() - started < 2


def test_hang_ends_by_hanging_up(fault_server: FaultServer) -> None:
    """When a hang runs out the server closes the connection without ever answering."""
    started = time.monotonic()
    with pytest.raises(requests.ConnectionError, match="without response"):
        requests.get(fault_server.url("/hang?seconds=0.1"), timeout=5)
    assert time.monotonic() - started < 2


def test_reset_is_a_connection_error(fault_server: FaultServer) -> None:
    """/reset makes requests raise ConnectionError caused by a real ECONNRESET."""
    with pytest.raises(requests.ConnectionError) as info:
        requests.get(fault_server.url("/reset"), timeout=5)
    # Not http.client.RemoteDisconnected, a ConnectionResetError without errno that a plain
    # close (FIN) would give.
    assert any(getattr(c, "errno", None) == errno.ECONNRESET for c in causes(info.value))


def test_closed_port_is_refused(closed_url: str) -> None:
    """closed_port_url() gives a loopback URL that refuses connections."""
    assert re.fullmatch(r"http://127\.0\.0\.1:\d+/x", closed_port_url("x"))
    with pytest.raises(requests.ConnectionError) as info:
        requests.get(closed_url, timeout=5)
    assert any(isinstance(cause, ConnectionRefusedError) for cause in causes(info.value))


def test_truncated_is_an_incomplete_read(fault_server: FaultServer) -> None:
    """/truncated makes requests raise ChunkedEncodingError wrapping urllib3's IncompleteRead."""
    with pytest.raises(requests.exceptions.ChunkedEncodingError) as info:
        requests.get(fault_server.url("/truncated"), timeout=5)
    assert any(isinstance(c, urllib3.exceptions.IncompleteRead) for c in causes(info.value))


def test_redirect_loop(fault_server: FaultServer) -> None:
    """/redirect-loop redirects to itself until requests gives up."""
    with pytest.raises(requests.TooManyRedirects):
        requests.get(fault_server.url("/redirect-loop"), timeout=5)
    assert fault_server.hits("/redirect-loop") == 31


def test_invalid_json(fault_server: FaultServer) -> None:
    """/invalid-json is a 200 that claims JSON and cannot be decoded."""
    response = requests.get(fault_server.url("/invalid-json"), timeout=5)
    assert response.status_code == 200
    assert response.headers["Content-Type"] == "application/json"
    with pytest.raises(requests.JSONDecodeError):
        response.json()


@pytest.mark.parametrize("chunked", [False, True])
def test_every_method_on_one_connection(fault_server: FaultServer, chunked: bool) -> None:
    """Bodies of every method are read, so seven requests share one kept-alive connection."""
    with urllib3.PoolManager() as manager:
        pool = manager.connection_from_url(fault_server.base_url)
        for method in ("POST", "PUT", "PATCH", "DELETE", "OPTIONS", "GET", "HEAD"):
            body = None if method in ("GET", "HEAD") else f"body of {method}".encode()
            response = pool.request(method, "/echo", body=body, chunked=chunked and bool(body))
            if method == "HEAD":
                assert response.data == b""
                assert int(response.headers["Content-Length"]) > 0
            else:
                assert response.json()["method"] == method
                assert response.json()["body"] == (body or b"").decode()
        assert pool.num_connections == 1


# --- other clients ------------------------------------------------------------------------------


def test_httpx_sync(fault_server: FaultServer, closed_url: str) -> None:
    """httpx sees the status and headers, ReadTimeout, ReadError, RemoteProtocolError, refusal."""
    with httpx.Client(timeout=5) as client:
        response = client.get(fault_server.url("/status/429?retry_after=2"))
        assert (response.status_code, response.headers["retry-after"]) == (429, "2")
        with pytest.raises(httpx.ReadTimeout):
            client.get(fault_server.url("/hang"), timeout=0.2)
        with pytest.raises(httpx.ReadError, match="reset"):
            client.get(fault_server.url("/reset"))
        with pytest.raises(httpx.RemoteProtocolError, match="complete message body"):
            client.get(fault_server.url("/truncated"))
        with pytest.raises(httpx.ConnectError):
            client.get(closed_url)


async def test_httpx_async(fault_server: FaultServer) -> None:
    """httpx.AsyncClient sees the status, a ReadTimeout on hang and a ReadError on reset."""
    async with httpx.AsyncClient(timeout=5) as client:
        response = await client.get(fault_server.url("/status/503?retry_after_ms=100"))
        assert (response.status_code, response.headers["retry-after-ms"]) == (503, "100")
        with pytest.raises(httpx.ReadTimeout):
            await client.get(fault_server.url("/hang"), timeout=0.2)
        with pytest.raises(httpx.ReadError) as info:
            await client.get(fault_server.url("/reset"))
        assert any(getattr(c, "errno", None) == errno.ECONNRESET for c in causes(info.value))


async def test_aiohttp(fault_server: FaultServer, closed_url: str) -> None:
    """aiohttp sees the status, a timeout on hang, ClientOSError on reset, a payload error."""
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=5)) as session:
        async with session.get(fault_server.url("/status/429?retry_after=1")) as response:
            assert (response.status, response.headers["Retry-After"]) == (429, "1")
            assert (await response.json())["error"]["type"] == "rate_limit_error"
        with pytest.raises(asyncio.TimeoutError):  # total=: a bare one, with an empty message
            await session.get(fault_server.url("/hang"), timeout=aiohttp.ClientTimeout(total=0.2))
        with pytest.raises(aiohttp.ClientOSError) as info:
            await session.get(fault_server.url("/reset"))
        assert info.value.errno == errno.ECONNRESET
        with pytest.raises(aiohttp.ClientPayloadError):
            async with session.get(fault_server.url("/truncated")) as response:
                await response.read()
        with pytest.raises(aiohttp.ClientConnectorError):
            await session.get(closed_url)


def test_urllib_request(fault_server: FaultServer, closed_url: str) -> None:
    """urllib raises HTTPError with code and headers, bare TimeoutError, reset, URLError."""
    with pytest.raises(urllib.error.HTTPError) as info:
        urllib.request.urlopen(fault_server.url("/status/503?retry_after=7"), timeout=5)
    with info.value:
        assert (info.value.code, info.value.headers["Retry-After"]) == (503, "7")
    with pytest.raises(TimeoutError):
        urllib.request.urlopen(fault_server.url("/hang"), timeout=0.2)
    with pytest.raises(ConnectionResetError) as reset:
        urllib.request.urlopen(fault_server.url("/reset"), timeout=5)
    assert reset.value.errno == errno.ECONNRESET
    with pytest.raises(urllib.error.URLError) as refused:
        urllib.request.urlopen(closed_url, timeout=5)
    assert isinstance(refused.value.reason, ConnectionRefusedError)


def test_openai_sdk(fault_server: FaultServer) -> None:
    """The openai SDK, given a /status route as base URL, raises RateLimitError with the code."""
    openai = pytest.importorskip("openai")
    base = fault_server.url("/status/429/code=insufficient_quota/retry_after=4")
    client = openai.OpenAI(base_url=base, api_key="sk-test", max_retries=0)
    with client, pytest.raises(openai.RateLimitError) as info:
        client.chat.completions.create(model="m", messages=[{"role": "user", "content": "x"}])
    assert info.value.code == "insufficient_quota"
    assert info.value.response.headers["retry-after"] == "4"


def test_boto3_sdk(fault_server: FaultServer) -> None:
    """botocore reads the aws-json shape: a 400 whose Error.Code is ThrottlingException."""
    boto3 = pytest.importorskip("boto3")
    config = pytest.importorskip("botocore.config").Config(retries={"total_max_attempts": 1})
    fault_server.script("/", Reply.error(400, code="ThrottlingException", shape="aws-json"))
    client = boto3.client(
        "dynamodb",
        endpoint_url=fault_server.base_url,
        region_name="us-east-1",
        aws_access_key_id="a",
        aws_secret_access_key="b",
        config=config,
    )
    with pytest.raises(client.exceptions.ClientError) as info:
        client.list_tables()
    client.close()
    assert info.value.response["Error"]["Code"] == "ThrottlingException"
    assert info.value.response["ResponseMetadata"]["HTTPStatusCode"] == 400
