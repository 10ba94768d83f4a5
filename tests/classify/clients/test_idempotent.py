"""idempotent=False through the real decorator: only failures before sending are retried."""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Callable, Iterator
from typing import Any

import aiohttp
import httpx
import pytest
import requests

import toolretry
from toolretry.testing import FaultServer, Reply

TIMEOUT = 0.3


def _requests(url: str) -> str:
    requests.post(url, json={"amount": 10}, timeout=TIMEOUT).raise_for_status()
    return "paid"


def _httpx(url: str) -> str:
    httpx.post(url, json={"amount": 10}, timeout=TIMEOUT).raise_for_status()
    return "paid"


def _urllib(url: str) -> str:
    data = json.dumps({"amount": 10}).encode()
    with urllib.request.urlopen(urllib.request.Request(url, data=data), timeout=TIMEOUT):
        return "paid"


async def _aiohttp(url: str) -> str:
    timeout = aiohttp.ClientTimeout(sock_connect=TIMEOUT, sock_read=TIMEOUT)
    async with (
        aiohttp.ClientSession(timeout=timeout) as session,
        session.post(url, json={"amount": 10}) as response,
    ):
        response.raise_for_status()
    return "paid"


CLIENTS: dict[str, Callable[[str], Any]] = {
    "requests": _requests,
    "httpx": _httpx,
    "urllib": _urllib,
    "aiohttp": _aiohttp,
}


@pytest.fixture(autouse=True)
def _no_waits() -> Iterator[None]:
    with toolretry.set_testing(True):
        yield


async def _observe(client: str, url: str, *, idempotent: bool = False) -> toolretry.Observation:
    """Call the client's POST tool through the decorator; return its Observation."""
    tool = toolretry.smart_retry_with_observation(
        CLIENTS[client], idempotent=idempotent, max_retries=2, name=f"pay_{client}"
    )
    result = tool.observe(url)
    if client == "aiohttp":
        result = await result
    assert isinstance(result, toolretry.Observation)
    return result


@pytest.mark.parametrize("client", sorted(CLIENTS))
async def test_post_timed_out_after_sending_is_not_repeated(
    fault_server: FaultServer, client: str
) -> None:
    """A read timeout on a POST may have charged the card: one attempt, and the model is told."""
    fault_server.script("/pay", Reply.hang())
    observation = await _observe(client, fault_server.url("/pay"))
    assert fault_server.hits("/pay") == 1
    assert observation.attempts == 1
    assert observation.error_code in {"READ_TIMEOUT", "TIMEOUT"}
    assert observation.details["may_have_taken_effect"] is True
    assert observation.retryable is False
    assert '"may_have_taken_effect": true' in str(observation)
    assert "verify" in (observation.suggestion or "")


@pytest.mark.parametrize("client", sorted(CLIENTS))
async def test_refused_connection_is_retried(closed_url: str, client: str) -> None:
    """Nothing reached the server, so even a non-idempotent call may try again."""
    observation = await _observe(client, closed_url)
    assert observation.attempts == 3
    assert observation.error_code == "CONNECTION_REFUSED"
    assert "may_have_taken_effect" not in observation.details


@pytest.mark.parametrize(
    ("reply", "hits"),
    [
        (Reply.error(503), 3),  # explicit rejection: not processed, safe to repeat
        (Reply.retry_after(429, seconds=0), 3),
        (Reply.error(500), 1),  # the server may have done the work before failing
        (Reply.reset(), 1),
    ],
    ids=["503", "429", "500", "reset"],
)
async def test_which_server_failures_repeat_a_write(
    fault_server: FaultServer, reply: Reply, hits: int
) -> None:
    """Rejections known to be unprocessed repeat; ambiguous failures stop after one try."""
    fault_server.script("/pay", reply)
    await _observe("requests", fault_server.url("/pay"))
    assert fault_server.hits("/pay") == hits


async def test_idempotent_tools_retry_the_same_timeout(fault_server: FaultServer) -> None:
    """The default (idempotent=True) retries the timed-out POST: the flag is what stops it."""
    fault_server.script("/pay", Reply.hang())
    observation = await _observe("requests", fault_server.url("/pay"), idempotent=True)
    assert fault_server.hits("/pay") == 3
    assert observation.attempts == 3
