"""redis-py's errors from a real redis-server, by their class and Redis's error prefix."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

redis = pytest.importorskip("redis")

from redis.backoff import NoBackoff  # noqa: E402
from redis.retry import Retry  # noqa: E402

from redis_server import RedisServer, require_redis_binary  # noqa: E402
from toolretry import ErrorCategory, classify  # noqa: E402

TRANSIENT, CLIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.CLIENT, ErrorCategory.FATAL


@pytest.fixture(scope="module")
def server() -> Iterator[RedisServer]:
    """A redis-server of this module's own on a free loopback port."""
    found = RedisServer(require_redis_binary())
    found.start()
    try:
        yield found
    finally:
        found.stop()


@pytest.fixture
def client(server: RedisServer) -> Any:
    """A client that never retries by itself, on a flushed server."""
    server.flush()
    return redis.Redis(port=server.port, retry=Retry(NoBackoff(), 0), socket_timeout=5)


def _raised(action: Any) -> BaseException:
    try:
        action()
    except Exception as exc:
        return exc
    raise AssertionError("did not raise")


def test_wrong_type_is_a_client_error(client: Any) -> None:
    """WRONGTYPE: the key holds another type; change the request."""
    client.rpush("list", "a")
    info = classify(_raised(lambda: client.get("list")))
    assert (info.category, info.code) == (CLIENT, "WRONG_TYPE")


def test_a_value_that_is_not_a_number_is_invalid_data(client: Any) -> None:
    """ERR value is not a valid float: the value cannot be used."""
    client.set("f", "abc")
    info = classify(_raised(lambda: client.incrbyfloat("f", 1.5)))
    assert (info.category, info.code) == (CLIENT, "INVALID_DATA")


def test_an_unknown_command_is_fatal(client: Any) -> None:
    """An unknown command is a bug in the tool."""
    info = classify(_raised(lambda: client.execute_command("HELLOWORLD")))
    assert (info.category, info.code) == (FATAL, "REDIS_ERROR")


def test_a_refused_connection_is_transient() -> None:
    """redis-py's own ConnectionError (not the builtin) is transient."""
    from toolretry.testing import closed_port_url

    port = int(closed_port_url().rsplit(":", 1)[1].split("/")[0])
    dead = redis.Redis(port=port, retry=Retry(NoBackoff(), 0))
    info = classify(_raised(dead.ping))
    assert (info.category, info.code) == (TRANSIENT, "CONNECTION_ERROR")


@pytest.mark.parametrize(
    ("prefix", "category"),
    [("LOADING", TRANSIENT), ("TRYAGAIN", TRANSIENT), ("NOPERM", CLIENT), ("OOM", FATAL)],
)
def test_error_prefixes_redis_py_keeps(prefix: str, category: ErrorCategory) -> None:
    """The prefix redis-py keeps as ``status_code`` decides (its parser's own classes)."""
    from redis._parsers.base import BaseParser

    exc = BaseParser.parse_error(f"{prefix} something happened")
    assert classify(exc).category is category
