"""``toolretry.stats()``: per-tool counts, failure mix, mean attempts and recovery, exact under
threads, printable as a table and as JSON; off until ``enable_stats()``."""

from __future__ import annotations

import asyncio
import json
import threading

import pytest
import requests

import toolretry
from toolretry import Backoff, smart_retry_with_observation
from toolretry.instrumentation import enable_stats, stats_enabled
from toolretry.testing import FaultServer, Reply


class Flaky:
    """Fails with a connection reset on each call's first ``k`` attempts (by call key)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.seen: dict[str, int] = {}

    def __call__(self, key: str, failures: int) -> str:
        with self.lock:
            self.seen[key] = self.seen.get(key, 0) + 1
            runs = self.seen[key]
        if runs <= failures:
            raise ConnectionResetError(104, "Connection reset by peer")
        if failures < 0:
            raise ValueError("no such city")
        return "ok"


def test_stats_are_off_until_enabled() -> None:
    """Without ``enable_stats()`` nothing is counted, and the table says how to turn it on."""

    @smart_retry_with_observation
    def tool() -> str:
        return "ok"

    tool()
    assert not stats_enabled()
    assert dict(toolretry.stats()) == {}
    assert "enable_stats()" in str(toolretry.stats())


@pytest.mark.parametrize("threads", [2, 8])
def test_counts_are_exact_under_threads(threads: int) -> None:
    """N threads calling at once: every call, attempt, recovery and failure is counted once."""
    enable_stats()
    flaky = Flaky()
    tool = smart_retry_with_observation(backoff=Backoff(base=0.0), name="flaky")(flaky)
    per_thread = 60
    barrier = threading.Barrier(threads)

    def run(t: int) -> None:
        barrier.wait()
        for i in range(per_thread):
            tool(f"{t}-{i}", i % 4 - 1)  # -1: client error; 0: ok; 1, 2: recovered

    workers = [threading.Thread(target=run, args=(t,)) for t in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    record = toolretry.stats()["flaky"]
    quarter = threads * per_thread // 4
    assert record.calls == threads * per_thread
    assert record.succeeded == 3 * quarter
    assert record.recovered == 2 * quarter
    assert record.failed == quarter
    assert record.failures_by_category == {"client": quarter}
    assert record.failures_by_code == {"INVALID_VALUE": quarter}
    assert record.failed_attempts_by_code == {
        "CONNECTION_RESET": 3 * quarter,
        "INVALID_VALUE": quarter,
    }
    assert record.attempts == quarter * (1 + 1 + 2 + 3)
    assert record.mean_attempts == pytest.approx(7 / 4)
    assert record.success_rate == pytest.approx(0.75)
    assert record.recovery_rate == 1.0


def test_a_real_outage_shows_in_the_failure_mix() -> None:
    """503s that outlast the retries, a 429 that recovers and a 404 make the expected mix."""
    enable_stats()
    with FaultServer() as server:

        @smart_retry_with_observation(backoff=Backoff(base=0.0), max_retries=2)
        def weather() -> str:
            response = requests.get(server.url("/w"), timeout=5)
            response.raise_for_status()
            return response.text

        for script in (
            [Reply(status=503)],
            [Reply.retry_after(429, seconds=0), Reply(json=1)],
            [Reply(status=404)],
            [Reply(json=1)],
        ):
            server.script("/w", *script)
            weather()
    record = toolretry.stats()["weather"]
    assert (record.calls, record.succeeded, record.recovered, record.failed) == (4, 2, 1, 2)
    assert record.failures_by_code == {"HTTP_503": 1, "HTTP_404": 1}
    assert record.failures_by_category == {"transient": 1, "client": 1}
    assert record.attempts == 3 + 2 + 1 + 1
    assert record.retried == 2
    assert record.recovery_rate == 0.5


async def test_async_tools_and_fallbacks_are_counted() -> None:
    """Async calls count too; a call the fallback answered is a success with a failure mix."""
    enable_stats()

    def cached(city: str) -> str:
        return "cached"

    @smart_retry_with_observation(backoff=Backoff(base=0.0), max_retries=1, fallback=cached)
    async def forecast(city: str) -> str:
        await asyncio.sleep(0)
        if city == "down":
            raise ConnectionRefusedError(111, "Connection refused")
        return "sunny"

    await asyncio.gather(*(forecast(c) for c in ["Oslo", "down", "Rome", "down", "down"]))
    record = toolretry.stats()["forecast"]
    assert (record.calls, record.succeeded, record.fallback, record.recovered) == (5, 5, 3, 0)
    assert record.failures_by_category == {"transient": 3}
    assert sum(record.failures_by_code.values()) == 3


def test_reset_stats_forgets_and_keeps_counting() -> None:
    """``reset_stats()`` empties the record; later calls are counted from zero."""
    enable_stats()

    @smart_retry_with_observation
    def tool() -> str:
        return "ok"

    tool()
    tool()
    toolretry.reset_stats()
    assert dict(toolretry.stats()) == {}
    tool()
    assert toolretry.stats()["tool"].calls == 1


def test_the_table_and_the_json_say_the_same() -> None:
    """``str(stats())`` is a table with one row per tool; ``to_json()`` parses to the records."""
    enable_stats()
    flaky = smart_retry_with_observation(backoff=Backoff(base=0.0), name="search")(Flaky())
    for i in range(10):
        flaky(str(i), i % 3)
    snapshot = toolretry.stats()
    lines = str(snapshot).splitlines()
    assert lines[0].split()[:3] == ["tool", "calls", "ok"]
    assert lines[2].split()[:3] == ["search", "10", "100.0"]
    assert "CONNECTION_RESET×" in lines[2]
    data = json.loads(snapshot.to_json())
    assert data["search"]["calls"] == 10
    assert data["search"]["recovered"] == 6
    assert data["search"]["mean_attempts"] == pytest.approx((4 * 1 + 3 * 2 + 3 * 3) / 10)
