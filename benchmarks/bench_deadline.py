"""How far past its deadline does a call end? Side by side, in one run.

1. sync tools that ignore ``remaining_time()`` and block longer than the budget: the overshoot
   must stay within the one attempt that was running;
2. ``toolretry.http.Session`` against a server that never answers: at most 50 ms over;
3. N concurrent ``async def`` calls that hang (default 10,000), all with the same deadline:
   when does the last one return, for toolretry and for bare ``asyncio.wait_for``?

Run from the repository root (loopback only)::

    PYTHONPATH=src python benchmarks/bench_deadline.py [--quick] [--calls N]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
try:
    import toolretry
except ImportError:  # Neither installed nor on PYTHONPATH: use the checkout's src/.
    sys.path.insert(0, str(HERE.parent / "src"))
    import toolretry

from _timing import eprint, markdown_table  # noqa: E402 - next to this script.

from toolretry import Backoff  # noqa: E402
from toolretry.http import Session  # noqa: E402
from toolretry.testing import FaultServer, Reply  # noqa: E402

MAX_ASYNC_OVERSHOOT_S = 0.25
MAX_SESSION_OVERSHOOT_S = 0.05


def _timed(call: Callable[[], object]) -> float:
    start = time.monotonic()
    call()
    return time.monotonic() - start


def sync_rows() -> list[list[str]]:
    rows = []
    for total, attempt_s in ((1.5, 1.0), (0.2, 0.5), (0.6, 0.25)):

        @toolretry.smart_retry_with_observation(
            total_timeout=total, backoff=Backoff(base=0.01, max=0.01), max_retries=10
        )
        def slow(seconds: float = attempt_s) -> str:
            time.sleep(seconds)  # Ignores remaining_time() on purpose.
            raise toolretry.TransientError("still down")

        took = _timed(slow)
        overshoot = took - total
        rows.append(
            [
                f"sync, {attempt_s:g} s attempts that ignore the deadline",
                f"{total:g}",
                f"{took:.3f}",
                f"{overshoot:+.3f}",
                f"≤ {attempt_s:g} (one attempt)",
                "PASS" if overshoot <= attempt_s else "FAIL",
            ]
        )
    return rows


def session_row() -> list[str]:
    total = 0.5
    with FaultServer() as server:
        server.script("/hang", *[Reply.hang(10.0)] * 20)

        @toolretry.smart_retry_with_observation(total_timeout=total, backoff=Backoff(base=0.01))
        def fetch() -> str:
            return str(Session().get(server.url("/hang")).text)

        took = _timed(fetch)
    overshoot = took - total
    return [
        "toolretry.http.Session against a hanging server",
        f"{total:g}",
        f"{took:.3f}",
        f"{overshoot:+.3f}",
        f"≤ {MAX_SESSION_OVERSHOOT_S:g}",
        "PASS" if overshoot <= MAX_SESSION_OVERSHOOT_S else "FAIL",
    ]


async def _hang() -> str:
    await asyncio.sleep(3600)
    return "late"


async def _storm(calls: int, total: float, ours: bool) -> tuple[float, float]:
    """Start ``calls`` hanging calls at once; the p50 and the max overshoot of their returns."""
    tool = toolretry.smart_retry_with_observation(total_timeout=total)(_hang)
    overshoots: list[float] = []

    async def one() -> None:
        start = time.monotonic()  # Each call's own deadline: start + total.
        if ours:
            text = await tool()
            assert "TIMEOUT" in text, text
        else:
            with contextlib.suppress(asyncio.TimeoutError):  # Its own class on 3.10.
                await asyncio.wait_for(_hang(), total)
        overshoots.append(time.monotonic() - (start + total))

    await asyncio.gather(*(one() for _ in range(calls)))
    return statistics.median(overshoots), max(overshoots)


def async_rows(calls: int) -> list[list[str]]:
    total = 1.0
    rows = []
    for label, ours in (("bare asyncio.wait_for", False), ("toolretry", True)):
        p50, worst = asyncio.run(_storm(calls, total, ours))
        verdict = "" if not ours else ("PASS" if worst <= MAX_ASYNC_OVERSHOOT_S else "FAIL")
        rows.append(
            [
                f"{calls:,} concurrent async hangs, {label}",
                f"{total:g}",
                f"p50 {p50:+.3f}",
                f"max {worst:+.3f}",
                f"≤ {MAX_ASYNC_OVERSHOOT_S:g}" if ours else "(reference)",
                verdict,
            ]
        )
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="1,000 async calls instead")
    parser.add_argument("--calls", type=int, default=None, help="concurrent async calls")
    args = parser.parse_args(argv)
    calls = args.calls or (1_000 if args.quick else 10_000)
    eprint("sync ...")
    rows: list[list[Any]] = sync_rows()
    eprint("http.Session ...")
    rows.append(session_row())
    eprint(f"{calls} async calls ...")
    rows += async_rows(calls)
    header = ["scenario", "total_timeout s", "call took s", "overshoot s", "bound", "result"]
    print("## Deadline overshoot\n")
    print(markdown_table(header, rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
