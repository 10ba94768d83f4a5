"""At most once under faults, with real processes and a real redis-server: a holder killed
with SIGKILL, a tool outliving its lease, a read timeout and a reset mid-response, Redis
frozen (SIGSTOP) during a save, strict mode, a restart with an empty Redis."""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import fault_workers
import pytest
import requests

from redis_server import RedisServer
from toolretry import Idempotency, smart_retry_with_observation
from toolretry.stores import MemoryStore, RedisStore, Store
from toolretry.testing import FaultServer, Reply
from toolretry.upstream import forget_idempotency_key
from toolretry.upstream._held import LEASE_SECONDS, RENEW_EVERY

HERE = Path(__file__).parent


def _child(url: str, order: str, hold: float) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(HERE), *sys.path])}
    code = "import fault_workers; fault_workers.main()"
    return subprocess.Popen(
        [sys.executable, "-c", code, url, order, str(hold)],
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )


def _wait_for_executions(url: str, count: int, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while fault_workers.executions(url) < count:
        assert time.monotonic() < deadline, "the child never ran the write"
        time.sleep(0.02)


@pytest.fixture
def holder(redis_url: str) -> Iterator[list[subprocess.Popen[str]]]:
    """Child processes started by a test, killed at its end whatever happened."""
    children: list[subprocess.Popen[str]] = []
    yield children
    for child in children:
        if child.poll() is None:
            child.kill()
        child.wait(10)
        if child.stdout is not None:
            child.stdout.close()


def test_a_holder_killed_mid_call_leaves_the_outcome_unknown(
    redis_url: str, holder: list[subprocess.Popen[str]]
) -> None:
    """SIGKILL of the process running the write: later callers wait while its lease lives,
    then get may_have_taken_effect; the write ran once."""
    holder.append(_child(redis_url, "A-1", 30.0))
    _wait_for_executions(redis_url, 1)
    holder[0].send_signal(signal.SIGKILL)
    holder[0].wait(10)
    tool = fault_workers.write_tool(redis_url, 0.0, total_timeout=LEASE_SECONDS + 2)
    answer = tool.observe("A-1")
    assert (answer.error_code, answer.details.get("may_have_taken_effect")) == (
        "IDEMPOTENCY_OUTCOME_UNKNOWN",
        True,
    )
    assert fault_workers.executions(redis_url) == 1


def test_a_sync_tool_outliving_its_lease_is_not_run_twice(
    redis_url: str, holder: list[subprocess.Popen[str]]
) -> None:
    """A write taking longer than its lease and its deadline keeps its key (renewed): others
    are told it is in flight, then get its result; it ran once."""
    hold = LEASE_SECONDS + 2 * RENEW_EVERY
    holder.append(_child(redis_url, "B-2", hold))
    _wait_for_executions(redis_url, 1)
    tool = fault_workers.write_tool(redis_url, 0.0, total_timeout=0.3)
    codes = set()
    ends = time.monotonic() + hold + 1.5
    while time.monotonic() < ends:
        answer = tool.observe("B-2")
        codes.add(answer.error_code)
        if answer.status == "ok":
            break
        time.sleep(0.2)
    # The very first call may find the store still connecting: refused, never run.
    codes.discard("SHARED_STATE_UNAVAILABLE")
    assert (codes, answer.result, fault_workers.executions(redis_url)) == (
        {"IDEMPOTENCY_IN_FLIGHT", None},
        "written B-2",
        1,
    )


def _stores(request: pytest.FixtureRequest) -> Store:
    if request.param == "memory":
        return MemoryStore()
    return RedisStore(request.getfixturevalue("redis_url"))


@pytest.fixture(params=["memory", "redis"])
def store(request: pytest.FixtureRequest) -> Store:
    """A MemoryStore, and a RedisStore on the real server."""
    return _stores(request)


@pytest.mark.parametrize(
    ("path", "reply"),
    [("/slow", Reply(json={"ok": True}, delay=1.0)), ("/reset", Reply.reset())],
)
def test_a_request_without_an_answer_is_not_sent_again(
    fault_server: FaultServer, store: Store, path: str, reply: Reply
) -> None:
    """A read timeout or a reset mid-response: the key reads unknown, the next call with it
    sends nothing and says may_have_taken_effect, until the key is forgotten."""
    fault_server.script(path, reply)
    url = fault_server.url(path)

    def charge(order: str) -> str:
        response = requests.post(url, json={"order": order}, timeout=0.2)
        response.raise_for_status()
        return response.text

    tool = smart_retry_with_observation(
        charge, idempotency=Idempotency(key="auto", store=store), idempotent=False
    )
    first = tool.observe("C-3")
    second = tool.observe("C-3")
    assert first.details.get("may_have_taken_effect") is True
    assert (second.error_code, second.details["may_have_taken_effect"], fault_server.hits()) == (
        "IDEMPOTENCY_OUTCOME_UNKNOWN",
        True,
        1,
    )
    forget_idempotency_key(tool, second.details["idempotency_key"])
    tool.observe("C-3")
    assert fault_server.hits() == 2


def test_a_refused_connection_gives_the_key_back(store: Store, closed_url: str) -> None:
    """A request that never reached the server leaves the key free: the next call runs."""
    runs: list[int] = []

    def charge(order: str) -> str:
        runs.append(1)
        requests.post(closed_url, timeout=0.5)
        return "charged"

    tool = smart_retry_with_observation(
        charge, idempotency=Idempotency(key="auto", store=store), idempotent=False, max_retries=0
    )
    tool.observe("D-4")
    tool.observe("D-4")
    assert len(runs) == 2


def test_a_save_made_while_redis_is_frozen_reaches_redis_later(
    own_redis: RedisServer,
) -> None:
    """SIGSTOP of Redis while the write finishes: the answer says the result was kept
    locally; once Redis answers, it is saved there and another process replays it."""
    runs: list[int] = []

    def write(order: str) -> str:
        runs.append(1)
        own_redis.freeze()
        return f"written {order}"

    tool = smart_retry_with_observation(
        write, idempotency=Idempotency(key="auto", store=RedisStore(own_redis.url, timeout=0.2))
    )
    try:
        first = tool.observe("E-5")
    finally:
        own_redis.thaw()
    time.sleep(RENEW_EVERY * 2.5)  # The background saver tries again.
    elsewhere = smart_retry_with_observation(
        write, idempotency=Idempotency(key="auto", store=RedisStore(own_redis.url))
    )
    replay = elsewhere.observe("E-5")
    assert (first.details.get("idempotency"), replay.result, len(runs)) == (
        "saved_locally",
        "written E-5",
        1,
    )


def test_strict_refuses_while_redis_is_frozen(own_redis: RedisServer) -> None:
    """With strict=True a call that cannot reach Redis is refused without running."""
    runs: list[int] = []

    def write(order: str) -> str:
        runs.append(1)
        return "written"

    store = RedisStore(own_redis.url, timeout=0.2, strict=True)
    tool = smart_retry_with_observation(write, idempotency=Idempotency(key="auto", store=store))
    tool("warm-up")
    own_redis.freeze()
    try:
        answer = tool.observe("F-6")
    finally:
        own_redis.thaw()
    assert (answer.error_code, answer.details["cause"], len(runs)) == (
        "SHARED_STATE_UNAVAILABLE",
        "slow",
        1,
    )


def test_without_strict_a_frozen_redis_is_named_in_the_answer(own_redis: RedisServer) -> None:
    """Without strict the call runs on local state and its details say so."""
    store = RedisStore(own_redis.url, timeout=0.2)
    tool = smart_retry_with_observation(
        lambda order: f"written {order}", idempotency=Idempotency(key="auto", store=store)
    )
    tool("warm-up")
    own_redis.freeze()
    try:
        answer = tool.observe("G-7")
    finally:
        own_redis.thaw()
    assert answer.details["fleet_state"] == "not consulted (slow)"


def test_a_restart_with_an_empty_redis_is_reported(
    own_redis: RedisServer, caplog: pytest.LogCaptureFixture
) -> None:
    """Redis restarted without persistence forgets saved keys (documented: not promised); the
    store says it lost its data, and the write runs again."""
    runs: list[int] = []

    def write(order: str) -> str:
        runs.append(1)
        return "written"

    store = RedisStore(own_redis.url, recheck_after=0.05)
    tool = smart_retry_with_observation(write, idempotency=Idempotency(key="auto", store=store))
    tool("H-8")
    own_redis.kill()
    own_redis.start()
    time.sleep(0.1)
    with caplog.at_level(logging.WARNING, logger="toolretry"):
        tool("H-8")
        tool("H-8")
    assert any("lost its data" in record.getMessage() for record in caplog.records)
    assert len(runs) == 2


@pytest.mark.parametrize("policy", ["allkeys-lru", "volatile-ttl", "allkeys-random"])
def test_an_evicting_redis_is_warned_about_at_connect(
    own_redis: RedisServer, caplog: pytest.LogCaptureFixture, policy: str
) -> None:
    """A Redis that may evict keys (an idempotency key among them) gets a warning."""
    import redis

    admin = redis.Redis.from_url(own_redis.url)
    admin.config_set("maxmemory", "64mb")
    admin.config_set("maxmemory-policy", policy)
    with caplog.at_level(logging.WARNING, logger="toolretry"):
        RedisStore(own_redis.url).update("k", lambda state, now: (state, 0.0, None))
    assert any(policy in record.getMessage() for record in caplog.records)


def test_threads_racing_for_one_key_run_it_once(redis_url: str) -> None:
    """Sixteen threads with one key across two store instances: one execution."""
    runs: list[int] = []
    lock = threading.Lock()

    def write(order: str) -> str:
        with lock:
            runs.append(1)
        time.sleep(0.3)
        return "written"

    tools = [
        smart_retry_with_observation(
            write, idempotency=Idempotency(key="auto", store=RedisStore(redis_url))
        )
        for _ in range(2)
    ]
    answers: list[Any] = []
    threads = [
        threading.Thread(target=lambda t=tools[i % 2]: answers.append(t("I-9"))) for i in range(16)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert (len(runs), set(answers)) == (1, {"written"})
