"""Retry storms, side by side in one run: what N callers send to an upstream that is down,
rate-limiting or flaky, with toolretry (breaker + budget, and at its defaults: an in-process
retry budget and Retry-After pause), tenacity, stamina,
backoff and requests with a mounted urllib3 Retry, all at 4 attempts and a 0.1 s base delay.

Against ``toolretry.testing.FaultServer`` on 127.0.0.1 (loopback only), three scenarios:
(a) a full outage (503) of 2.5 s, then recovery; (b) a 2 s window of 429 with
``Retry-After: 2``; (c) 30% random 503s, seeded per call (call n of caller i meets the same
replies in every row). Each of N caller threads starts a call every 0.1 s. One more row runs
toolretry in 8 processes sharing a real redis-server (started here; skipped without one).

    PYTHONPATH=src python benchmarks/bench_storm.py            # ~1.5-2 minutes
    PYTHONPATH=src python benchmarks/bench_storm.py --quick    # shorter scenarios, ~45 s
"""

from __future__ import annotations

import argparse
import logging
import math
import multiprocessing
import os
import random
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import backoff
import requests
import stamina
import tenacity
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

HERE = Path(__file__).resolve().parent
try:
    import toolretry
except ImportError:  # Neither installed nor on PYTHONPATH: use the checkout's src/.
    sys.path.insert(0, str(HERE.parent / "src"))
    import toolretry

from toolretry import Backoff, smart_retry_with_observation  # noqa: E402 - after the fallback.
from toolretry.http import Session as ToolSession  # noqa: E402 - after the sys.path fallback.
from toolretry.stores import MemoryStore, RedisStore, Store  # noqa: E402 - after the sys.path fallback.
from toolretry.testing import FaultServer, Reply  # noqa: E402 - after the sys.path fallback.
from toolretry.upstream import CircuitBreaker, RetryBudget  # noqa: E402 - after the sys.path fallback.

ATTEMPTS = 4
BASE_DELAY = 0.1
TIMEOUT = 5.0  # Each call's total time bound, for every library that has one.
INTERVAL = 0.1  # Each caller starts a call this often (later if its previous call runs long).
RETRYABLE = frozenset({429, 500, 502, 503, 504})
OK = Reply(json={"ok": True})
# One configuration for all three scenarios. The breaker needs 10 transient failures in a
# row (30% random 503s make that about one in 170,000) and tries again after 1 s; the budget
# allows retries up to half the calls plus 1 a second (the 30% scenario needs about 0.43).
BREAKER = {"failure_threshold": 10, "cool_down": 1.0, "half_open_calls": 1}
BUDGET = {"ratio": 0.5, "min_retries_per_second": 1.0, "window": 10.0}


@dataclass
class Scenario:
    name: str
    title: str
    duration: float
    first: tuple[Reply, ...]
    switches: tuple[tuple[float, tuple[Reply, ...]], ...]  # (seconds after start, replies)
    recovery: float | None = None  # Seconds after start when the upstream is healthy again.
    window: float | None = None  # (b): the 429 window's length, from the first 429.
    calls: int | None = None  # (c): each caller makes exactly this many calls, so request
    # counts compare directly (calls there are short; (a) and (b) run for ``duration``).
    per_call: bool = False  # (c): each call has its own path and seeded replies.


def scenarios(quick: bool) -> list[Scenario]:
    outage, after = (1.5, 1.0) if quick else (2.5, 1.5)
    return [
        Scenario(
            "a",
            f"(a) full outage {outage} s, then recovery",
            outage + after,
            (Reply.error(503),),
            ((outage, (OK,)),),
            recovery=outage,
        ),
        Scenario(
            "b",
            "(b) 429 window of 2 s with Retry-After: 2",
            0.5 + 2.0 + after,
            (OK,),
            ((0.5, (Reply.retry_after(429, seconds=2),)), (2.5, (OK,))),
            window=2.0,
        ),
        Scenario(
            "c", "(c) 30% random 503s", 60.0, (OK,), (), calls=15 if quick else 25, per_call=True
        ),
    ]


# --- what each library's caller does ------------------------------------------------------


def retryable(exc: BaseException) -> bool:
    if isinstance(exc, requests.HTTPError) and exc.response is not None:
        return exc.response.status_code in RETRYABLE
    return isinstance(exc, (requests.ConnectionError, requests.Timeout))


# When callers first saw a 429 (a response hook on every session): a request that reaches the
# server after that moment was sent into a window some caller already knew about.
SEEN_429: list[float] = []


def _note_429(response: requests.Response, *args: Any, **kwargs: Any) -> None:
    if response.status_code == 429:
        SEEN_429.append(time.monotonic())


def watched(session: requests.Session) -> requests.Session:
    session.hooks["response"].append(_note_429)
    return session


def fetch(session: requests.Session, url: str) -> str:
    response = session.get(url, timeout=2)
    response.raise_for_status()
    return response.text


Caller = Callable[[str], bool]  # One call of a URL; True when it succeeded.


def plain_caller(
    wrap: Callable[[Callable[[str], str]], Callable[[str], str]],
    session: requests.Session | None = None,
) -> Caller:
    """A caller for the libraries that raise: ``wrap`` decorates the fetch."""
    http = watched(session or requests.Session())
    call = wrap(lambda url: fetch(http, url))

    def caller(url: str) -> bool:
        try:
            call(url)
        except Exception:
            return False
        return True

    return caller


def urllib3_caller() -> Caller:
    """requests with urllib3's Retry mounted: it retries inside the adapter."""
    session = requests.Session()
    retry = Retry(
        total=ATTEMPTS - 1,
        backoff_factor=BASE_DELAY,
        status_forcelist=sorted(RETRYABLE),
        allowed_methods=None,
        respect_retry_after_header=True,
    )
    session.mount("http://", HTTPAdapter(max_retries=retry))
    return plain_caller(lambda fn: fn, session)


def toolretry_caller(guard: dict[str, Any]) -> Caller:
    session = watched(ToolSession())

    def get(url: str) -> str:
        return session.get(url).text

    tool = smart_retry_with_observation(
        get,
        max_retries=ATTEMPTS - 1,
        backoff=Backoff(base=BASE_DELAY, max=2.0),
        total_timeout=TIMEOUT,
        **guard,
    )
    return lambda url: tool.observe(url).ok


def guard_for(store: Store, name: str) -> dict[str, Any]:
    return {
        "breaker": CircuitBreaker(name, store=store, **BREAKER),  # type: ignore[arg-type]
        "retry_budget": RetryBudget(name, store=store, **BUDGET),
    }


ROWS: dict[str, Callable[[str, Store], Caller]] = {
    "toolretry (breaker + budget)": lambda name, store: toolretry_caller(guard_for(store, name)),
    "toolretry (defaults)": lambda name, store: toolretry_caller({}),
    "tenacity": lambda name, store: plain_caller(
        tenacity.retry(
            stop=tenacity.stop_after_attempt(ATTEMPTS) | tenacity.stop_after_delay(TIMEOUT),
            wait=tenacity.wait_random_exponential(multiplier=BASE_DELAY, max=2.0),
            retry=tenacity.retry_if_exception(retryable),
            reraise=True,
        )
    ),
    "stamina": lambda name, store: plain_caller(
        stamina.retry(
            on=retryable,
            attempts=ATTEMPTS,
            timeout=TIMEOUT,
            wait_initial=BASE_DELAY,
            wait_max=2.0,
            wait_jitter=BASE_DELAY,
        )
    ),
    "backoff": lambda name, store: plain_caller(
        backoff.on_exception(
            backoff.expo,
            requests.RequestException,
            max_tries=ATTEMPTS,
            max_time=TIMEOUT,
            factor=BASE_DELAY,
            giveup=lambda exc: not retryable(exc),
            logger=None,
        )
    ),
    "requests + urllib3.Retry": lambda name, store: urllib3_caller(),
}


# --- running a scenario -------------------------------------------------------------------


@dataclass
class Call:
    start: float
    end: float
    ok: bool


def call_loop(
    caller: Caller,
    url_of: Callable[[int], str],
    t0: float,
    duration: float,
    offset: float,
    count: int | None = None,
) -> list[Call]:
    """Start a call every INTERVAL from ``t0 + offset`` for ``duration`` seconds after ``t0``,
    or ``count`` calls (one at a time: a call that runs long delays the next)."""
    calls: list[Call] = []
    slot = t0 + offset
    while count is None or len(calls) < count:
        now = time.monotonic()
        if now < slot:
            time.sleep(slot - now)
        start = time.monotonic()
        if start >= t0 + duration:
            break
        ok = caller(url_of(len(calls)))
        calls.append(Call(start - t0, time.monotonic() - t0, ok))
        slot = max(slot + INTERVAL, time.monotonic())
    return calls


def prepare(server: FaultServer, path: str, scenario: Scenario, callers: int) -> None:
    """Script ``path``; for (c) one path per call, each with its own seeded 30% of 503s (the
    same for every library: call n of caller i fails the same attempts everywhere)."""
    server.script(path, *scenario.first)
    if not scenario.per_call:
        return
    for i in range(callers):
        for n in range(scenario.calls or 0):
            rng = random.Random(f"{i}-{n}")
            replies = [Reply.error(503) if rng.random() < 0.3 else OK for _ in range(ATTEMPTS)]
            server.script(f"{path}/{i}-{n}", *replies, OK)


def urls(base: str, scenario: Scenario, caller: int) -> Callable[[int], str]:
    if scenario.per_call:
        return lambda n: f"{base}/{caller}-{n}"
    return lambda n: base


def conduct(server: FaultServer, path: str, scenario: Scenario, t0: float) -> None:
    for at, replies in scenario.switches:
        time.sleep(max(0.0, t0 + at - time.monotonic()))
        server.script(path, *replies)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def measure(
    server: FaultServer, path: str, scenario: Scenario, t0: float, calls: list[Call]
) -> dict[str, Any]:
    below = path + "/"
    received = [
        r.received_at - t0
        for r in server.requests()
        if (where := urlsplit(r.path).path) == path or where.startswith(below)
    ]
    row: dict[str, Any] = {
        "requests": len(received),
        "calls": len(calls),
        "amplification": len(received) / max(1, len(calls)),
        "successes": sum(c.ok for c in calls),
        "p50": 1000 * percentile([c.end - c.start for c in calls], 0.5),
        "p99": 1000 * percentile([c.end - c.start for c in calls], 0.99),
    }
    if scenario.recovery is not None:
        down = scenario.recovery
        in_outage = [c for c in calls if c.start < down]
        row["outage_amp"] = sum(1 for r in received if r < down) / max(1, len(in_outage))
        firsts = [c.end for c in calls if c.ok and c.end >= down]
        row["to_first_success"] = min(firsts) - down if firsts else float("nan")
    if scenario.window is not None:
        # The first request after the switch got the first 429; the window runs from there.
        switched = scenario.switches[0][0]
        first_429 = next((r for r in received if r >= switched), None)
        seen = min(SEEN_429, default=math.inf) - t0
        if first_429 is None:
            row["in_window"] = row["after_known"] = 0
        else:
            end = first_429 + scenario.window
            row["in_window"] = sum(1 for r in received if first_429 < r < end)
            row["after_known"] = sum(1 for r in received if max(first_429, seen) < r < end)
    return row


def run_threads(server: FaultServer, row: str, scenario: Scenario, callers: int) -> dict[str, Any]:
    path = f"/{scenario.name}/{list(ROWS).index(row)}"
    prepare(server, path, scenario, callers)
    SEEN_429.clear()
    store = MemoryStore()
    made = [ROWS[row](f"{scenario.name}-{row}", store) for _ in range(callers)]
    t0 = time.monotonic() + 0.05
    results: list[list[Call]] = [[] for _ in made]
    threads = [
        threading.Thread(
            target=lambda i=i: results[i].extend(
                call_loop(
                    made[i],
                    urls(server.url(path), scenario, i),
                    t0,
                    scenario.duration,
                    i * INTERVAL / callers,
                    scenario.calls,
                )
            )
        )
        for i in range(callers)
    ]
    director = threading.Thread(target=conduct, args=(server, path, scenario, t0))
    for thread in [*threads, director]:
        thread.start()
    for thread in [*threads, director]:
        thread.join()
    return measure(server, path, scenario, t0, [c for calls in results for c in calls])


# --- the 8-process row, over a real redis-server ------------------------------------------


def child_calls(
    base: str, index: int, redis_url: str, name: str, t0: float, scenario: Scenario, offset: float
) -> tuple[list[Call], list[float]]:
    """One process's caller: toolretry with breaker and budget in the shared Redis."""
    caller = toolretry_caller(guard_for(RedisStore(redis_url), name))
    SEEN_429.clear()
    url_of = urls(base, scenario, index)
    calls = call_loop(caller, url_of, t0, scenario.duration, offset, scenario.calls)
    return calls, list(SEEN_429)


def warm(redis_url: str) -> int:
    """Import redis-py and connect (seconds per process on a small machine), then idle long
    enough that every worker, not only the first one up, takes one of these."""
    RedisStore(redis_url).update("warm", lambda state, now: (state, 0.0, None))
    time.sleep(0.2)
    return os.getpid()


def warm_up(pool: ProcessPoolExecutor, processes: int, redis_url: str) -> None:
    """Wait until all ``processes`` workers have started and imported everything."""
    for _ in range(100):
        if len(set(pool.map(warm, [redis_url] * processes))) == processes:
            return


def run_processes(
    server: FaultServer,
    pool: ProcessPoolExecutor,
    redis_url: str,
    scenario: Scenario,
    processes: int,
) -> dict[str, Any]:
    path = f"/{scenario.name}/processes"
    prepare(server, path, scenario, processes)
    t0 = time.monotonic() + 0.3  # CLOCK_MONOTONIC is one clock for every process on Linux.
    name, url = f"{scenario.name}-procs", server.url(path)
    futures = [
        pool.submit(child_calls, url, i, redis_url, name, t0, scenario, i * INTERVAL / processes)
        for i in range(processes)
    ]
    conduct(server, path, scenario, t0)
    reports = [future.result(timeout=120) for future in futures]
    SEEN_429[:] = [seen for _, seens in reports for seen in seens]
    return measure(server, path, scenario, t0, [c for calls, _ in reports for c in calls])


class RedisProcess:
    """A throwaway redis-server on a free loopback port, without persistence."""

    def __init__(self, binary: str) -> None:
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            self.port = sock.getsockname()[1]
        self.dir = tempfile.mkdtemp(prefix="bench-storm-redis-")
        self.process = subprocess.Popen(
            [
                binary,
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                self.dir,
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for _ in range(200):
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.1).close()
                return
            except OSError:
                time.sleep(0.02)
        raise RuntimeError("redis-server did not start")

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def stop(self) -> None:
        self.process.kill()
        self.process.wait()
        shutil.rmtree(self.dir, ignore_errors=True)


# --- the tables ---------------------------------------------------------------------------


def table(scenario: Scenario, rows: dict[str, dict[str, Any]]) -> str:
    extra = []
    if scenario.recovery is not None:
        extra = [
            ("amp. in outage", "outage_amp", "{:.2f}x"),
            ("recovery → 1st success", "to_first_success", "{:.2f} s"),
        ]
    if scenario.window is not None:
        extra = [
            ("inside the window", "in_window", "{}"),
            ("… after a caller saw the 429", "after_known", "{}"),
        ]
    columns = [
        ("requests", "requests", "{}"),
        ("calls", "calls", "{}"),
        ("amplification", "amplification", "{:.2f}x"),
        ("succeeded", "successes", "{}"),
        *extra,
        ("p50", "p50", "{:.1f} ms"),
        ("p99", "p99", "{:.0f} ms"),
    ]
    lines = [f"### {scenario.title}", "", "| library | " + " | ".join(c[0] for c in columns) + " |"]
    lines.append("|---|" + "---:|" * len(columns))
    for name, row in rows.items():
        cells = [fmt.format(row[key]) for _, key, fmt in columns]
        cells[3] = f"{row['successes']} ({row['successes'] / max(1, row['calls']):.0%})"
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def targets(results: dict[str, dict[str, dict[str, Any]]]) -> list[str]:
    """Requests per logical call count only requests that reached the server."""
    guarded, default, tenacity_row = (
        "toolretry (breaker + budget)",
        "toolretry (defaults)",
        "tenacity",
    )
    a, b, c = results["a"][guarded], results["b"][guarded], results["c"][guarded]
    da, db = results["a"][default], results["b"][default]
    ta, tc = results["a"][tenacity_row], results["c"][tenacity_row]
    sa = results["a"]["stamina"]
    rate = lambda row: row["successes"] / max(1, row["calls"])  # noqa: E731
    verdict = lambda ok: "PASS" if ok else "FAIL"  # noqa: E731
    return [
        f"(a) defaults: {da['outage_amp']:.2f} requests per call in the outage (tenacity "
        f"{ta['outage_amp']:.2f}, stamina {sa['outage_amp']:.2f}): "
        f"{verdict(da['outage_amp'] <= 1.5)} (target <= 1.5)",
        f"(a) breaker + budget: {a['outage_amp']:.2f} in the outage, {a['amplification']:.2f} "
        f"overall: {verdict(a['outage_amp'] <= 1.2)} (target <= 1.2)",
        f"(a) recovered upstream served after {da['to_first_success']:.2f} s at defaults, "
        f"{a['to_first_success']:.2f} s with the breaker: "
        f"{verdict(da['to_first_success'] <= 2 and a['to_first_success'] <= 2)} (target <= 2 s)",
        f"(b) requests inside the window after a caller saw the first 429: defaults "
        f"{db['after_known']}, breaker + budget {b['after_known']}: "
        f"{verdict(db['after_known'] == 0 and b['after_known'] == 0)} (target 0)",
        f"(c) success {rate(c):.1%} with {c['requests']} requests; tenacity {rate(tc):.1%} with "
        f"{tc['requests']}: "
        + verdict(rate(c) >= rate(tc) and c["requests"] <= tc["requests"])
        + " (target: success >= tenacity's at <= its requests)",
    ]


def run_all(
    args: argparse.Namespace, pool: ProcessPoolExecutor | None, redis: RedisProcess | None
) -> dict[str, dict[str, dict[str, Any]]]:
    python = sys.version.split()[0]
    print(f"toolretry {toolretry.__version__}, Python {python}, {os.cpu_count()} CPUs")
    print(
        f"{args.callers} callers, a call every {INTERVAL} s each, {ATTEMPTS} attempts, "
        f"base delay {BASE_DELAY} s, call timeout {TIMEOUT} s"
    )
    print(f"breaker {BREAKER}, budget {BUDGET}\n")
    results: dict[str, dict[str, dict[str, Any]]] = {}
    with FaultServer() as server:
        for scenario in scenarios(args.quick):
            rows = {row: run_threads(server, row, scenario, args.callers) for row in ROWS}
            if pool is not None and redis is not None:
                label = f"toolretry (breaker + budget), {args.callers} processes, Redis"
                rows[label] = run_processes(server, pool, redis.url, scenario, args.callers)
            results[scenario.name] = rows
            print(table(scenario, rows), "\n", flush=True)
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="shorter scenarios")
    parser.add_argument("--callers", type=int, default=8, help="caller threads (and processes)")
    args = parser.parse_args()
    logging.getLogger().addHandler(logging.NullHandler())  # urllib3/stamina log each retry.
    stamina.instrumentation.set_on_retry_hooks([])
    started = time.monotonic()
    binary = shutil.which("redis-server")
    redis = RedisProcess(binary) if binary else None
    pool = None
    try:
        if redis is not None:
            context = multiprocessing.get_context("spawn")
            pool = ProcessPoolExecutor(args.callers, mp_context=context)
            warm_up(pool, args.callers, redis.url)
        results = run_all(args, pool, redis)
    finally:
        if pool is not None:
            pool.shutdown()
        if redis is not None:
            redis.stop()
    if redis is None:
        print("(no redis-server found: the processes row was skipped)\n")
    print("Targets:")
    for line in targets(results):
        print("*", line)
    print(f"\nTotal {time.monotonic() - started:.0f} s (with starting 8 processes).")


if __name__ == "__main__":
    main()
