"""Why a store is not used, in words; URLs without passwords; eviction policies judged."""

from __future__ import annotations

from typing import Any

import pytest
import redis.exceptions

from toolretry.stores._health import cause_of, eviction_warning, safe_url


@pytest.mark.parametrize(
    ("exc", "cause"),
    [
        (redis.exceptions.AuthenticationError("invalid username-password pair"), "authentication"),
        (
            redis.exceptions.ResponseError("WRONGPASS invalid username-password pair"),
            "authentication",
        ),
        (redis.exceptions.ResponseError("NOAUTH Authentication required."), "authentication"),
        (
            redis.exceptions.NoPermissionError("this user has no permissions to run 'evalsha'"),
            "permission",
        ),
        (
            redis.exceptions.ResponseError("NOPERM User x has no permissions to access key"),
            "permission",
        ),
        (
            redis.exceptions.OutOfMemoryError(
                "OOM command not allowed when used memory > 'maxmemory'."
            ),
            "out of memory",
        ),
        (redis.exceptions.ResponseError("MOVED 3999 127.0.0.1:6381"), "wrong kind of server"),
        (
            redis.exceptions.ResponseError("CROSSSLOT Keys in request don't hash to the same slot"),
            "wrong kind of server",
        ),
        (redis.exceptions.ResponseError("ERR unknown command 'EVALSHA'"), "wrong kind of server"),
        (
            redis.exceptions.ReadOnlyError("You can't write against a read only replica."),
            "wrong kind of server",
        ),
        (redis.exceptions.TimeoutError("Timeout reading from socket"), "slow"),
        (TimeoutError(), "slow"),
        (
            redis.exceptions.ConnectionError(
                "Error 111 connecting to 127.0.0.1:1. Connection refused."
            ),
            "unreachable",
        ),
        (ConnectionResetError(104, "Connection reset by peer"), "unreachable"),
    ],
)
def test_causes_are_named(exc: BaseException, cause: str) -> None:
    """Each Redis failure is named by what a person would fix."""
    assert cause_of(exc) == cause


@pytest.mark.parametrize(
    ("url", "secret"),
    [
        ("redis://:hunter2@127.0.0.1:6379/0", "hunter2"),
        ("redis://user:p%40ss@cache.internal:6380/1", "p%40ss"),
        ("rediss://admin:s3cr3t-Token@host/0?ssl_cert_reqs=none", "s3cr3t-Token"),
        ("redis://onlysecret@host:6379", "onlysecret"),
        ("redis://host:6379/0?password=qwerty123", "qwerty123"),
        ("unix://:pw-in-socket@/tmp/redis.sock", "pw-in-socket"),
    ],
)
def test_no_url_shows_its_password(url: str, secret: str) -> None:
    """The password (or a lone user part that may be one) becomes ***."""
    shown = safe_url(url)
    assert shown is not None
    assert secret not in shown
    assert "***" in shown


@pytest.mark.parametrize("url", ["redis://127.0.0.1:6379/0", "redis://cache:6380"])
def test_a_url_without_a_password_is_unchanged(url: str) -> None:
    """Nothing to hide, nothing changed."""
    assert safe_url(url) == url


@pytest.mark.parametrize(
    ("config", "warns"),
    [
        ({"maxmemory": "0", "maxmemory-policy": "allkeys-lru"}, False),
        ({"maxmemory": "104857600", "maxmemory-policy": "noeviction"}, False),
        ({"maxmemory": "104857600", "maxmemory-policy": "allkeys-lru"}, True),
        ({b"maxmemory": b"1048576", b"maxmemory-policy": b"volatile-ttl"}, True),
        ({"maxmemory": "1", "maxmemory-policy": "volatile-lfu"}, True),
        ({}, False),
    ],
)
def test_eviction_policies_are_judged(config: dict[Any, Any], warns: bool) -> None:
    """Only a memory limit with a policy that drops keys is warned about."""
    assert (eviction_warning(config) is not None) is warns
