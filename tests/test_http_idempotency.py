"""toolretry.http sends the call's idempotency key, against a real server on 127.0.0.1."""

from __future__ import annotations

import asyncio
import contextlib
import pickle
from collections.abc import Iterator
from typing import Any

import pytest

import toolretry.http
from toolretry.exceptions import ConfigurationError
from toolretry.http import Session
from toolretry.testing import FaultServer, Reply
from toolretry.upstream._idempotency import idempotency_key_var

KEYS = ["k-1", "order-42:charge", "3f2b9c1e-8d6a-4f7b-9e2c-1a5d7f3b8c90", "x" * 200]


@contextlib.contextmanager
def key_in(key: str | None) -> Iterator[None]:
    """Run the block as if inside a decorated call whose idempotency key is ``key``."""
    token = idempotency_key_var.set(key)
    try:
        yield
    finally:
        idempotency_key_var.reset(token)


@pytest.fixture
def server(fault_server: FaultServer) -> FaultServer:
    """The shared FaultServer with ``/pay`` answering 200."""
    fault_server.script("/pay", Reply(json={"ok": True}))
    return fault_server


def sent(server: FaultServer, header: str = "idempotency-key") -> list[str | None]:
    return [request.headers.get(header.lower()) for request in server.requests("/pay")]


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("method", ["get", "post", "put", "delete"])
def test_session_sends_the_key(server: FaultServer, key: str, method: str) -> None:
    """Inside a call with a key, every request carries it as Idempotency-Key."""
    with Session() as session, key_in(key):
        getattr(session, method)(server.url("/pay"))
    assert sent(server) == [key]


def test_no_key_outside_a_call(server: FaultServer) -> None:
    """Without a key (outside a call, or a tool without idempotency) nothing is added."""
    with Session() as session:
        session.post(server.url("/pay"))
        with key_in(None):
            session.post(server.url("/pay"))
    assert sent(server) == [None, None]


@pytest.mark.parametrize("spelling", ["Idempotency-Key", "idempotency-key", "IDEMPOTENCY-KEY"])
def test_the_callers_own_header_wins(server: FaultServer, spelling: str) -> None:
    """A request that sets the header itself, in any case, keeps its own value."""
    with Session() as session, key_in("from-toolretry"):
        session.post(server.url("/pay"), headers={spelling: "mine"})
    assert sent(server) == ["mine"]


def test_a_session_header_wins(server: FaultServer) -> None:
    """A header set on the session itself is left alone."""
    with Session() as session, key_in("from-toolretry"):
        session.headers["idempotency-key"] = "session-wide"
        session.post(server.url("/pay"))
    assert sent(server) == ["session-wide"]


def test_other_headers_are_kept(server: FaultServer) -> None:
    """The key is added beside the request's headers, given by keyword or by position."""
    with Session() as session, key_in("k"):
        session.post(server.url("/pay"), headers={"X-Trace": "t1"})
        session.request("POST", server.url("/pay"), None, None, {"X-Trace": "t2"})
    records = server.requests("/pay")
    assert [(r.headers.get("x-trace"), r.headers.get("idempotency-key")) for r in records] == [
        ("t1", "k"),
        ("t2", "k"),
    ]


@pytest.mark.parametrize("header", ["X-Idempotency-Key", "Idempotency-Token", "X-Request-Id"])
def test_the_header_name_is_configurable(server: FaultServer, header: str) -> None:
    """idempotency_header= names the header the key goes in."""
    with Session(idempotency_header=header) as session, key_in("k"):
        session.post(server.url("/pay"))
    assert (sent(server, header), sent(server)) == (["k"], [None])


def test_none_never_sends_the_key(server: FaultServer) -> None:
    """idempotency_header=None turns the header off."""
    with Session(idempotency_header=None) as session, key_in("k"):
        session.post(server.url("/pay"))
    assert sent(server) == [None]


@pytest.mark.parametrize("value", ["", "Bad Header", "a:b", "x\r\ny", 7, b"Idempotency-Key"])
def test_bad_header_names_are_rejected(value: object) -> None:
    """A header name that cannot be sent fails at construction, naming the argument."""
    with pytest.raises(ConfigurationError, match="idempotency_header"):
        Session(idempotency_header=value)  # type: ignore[arg-type]
    with pytest.raises(ConfigurationError, match="idempotency_header"):
        toolretry.http.AsyncClient(idempotency_header=value)


def test_session_pickles_the_header_name() -> None:
    """A pickled Session keeps its idempotency_header."""
    session = pickle.loads(pickle.dumps(Session(idempotency_header="X-Key")))
    assert session.idempotency_header == "X-Key"


async def _async_send(server: FaultServer, key: str | None, **options: Any) -> None:
    headers = options.pop("headers", None)
    async with toolretry.http.AsyncClient(**options) as client:
        with key_in(key):
            await client.post(server.url("/pay"), headers=headers)
            async with client.stream("POST", server.url("/pay"), headers=headers):
                pass


@pytest.mark.parametrize("key", KEYS)
def test_async_client_sends_the_key(server: FaultServer, key: str) -> None:
    """The async client sends the key on requests and streams alike."""
    asyncio.run(_async_send(server, key))
    assert sent(server) == [key, key]


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        ({}, [None, None]),
        ({"idempotency_header": None}, [None, None]),
        ({"headers": {"IDEMPOTENCY-KEY": "mine"}}, ["mine", "mine"]),
        ({"headers": [("Idempotency-Key", "mine")]}, ["mine", "mine"]),
    ],
)
def test_async_client_leaves_the_header_alone(
    server: FaultServer, options: dict[str, Any], expected: list[str | None]
) -> None:
    """No key, the header turned off, or the caller's own header: nothing is added."""
    key = None if not options else "from-toolretry"
    asyncio.run(_async_send(server, key, **options))
    assert sent(server) == expected


def test_async_client_keeps_its_own_default_header(server: FaultServer) -> None:
    """A header set on the client itself wins over the key."""

    async def send() -> None:
        async with toolretry.http.AsyncClient(headers={"Idempotency-Key": "client"}) as client:
            with key_in("k"):
                await client.post(server.url("/pay"))

    asyncio.run(send())
    assert sent(server) == ["client"]
