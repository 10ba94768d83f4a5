"""What an in-memory circuit breaker adds to a success, beside pybreaker and a bare call, in
one run (interleaved shuffled rounds, medians of per-round figures; ``_timing.py``).

Rows: a bare call; pybreaker's ``CircuitBreaker(fail_max=5)`` around it; toolretry's guard
around one attempt of a tool with ``CircuitBreaker(name)`` (a ``MemoryStore``, closed) — the
breaker's own work: start the call's bookkeeping, admit, book the success, end; then the
decorated tool without and with that breaker (the whole call). Beside the times, figures
the same on any host however loaded: Python function calls per call (``sys.setprofile``)
and, with ``--instructions``, machine instructions (valgrind's callgrind).

    PYTHONPATH=src python benchmarks/bench_breaker.py [--rounds 15] [--instructions]
"""

from __future__ import annotations

import argparse
import functools
import importlib.metadata
import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pybreaker

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
try:
    import toolretry
except ImportError:  # Neither installed nor on PYTHONPATH: use the checkout's src/.
    sys.path.insert(0, str(HERE.parent / "src"))
    import toolretry

from _timing import (  # noqa: E402
    Contender,
    Timer,
    calibrate,
    count_calls,
    count_instructions,
    fmt_ns,
    markdown_table,
    marked_loops,
    run_rounds,
)

from toolretry import smart_retry_with_observation  # noqa: E402
from toolretry.upstream import CircuitBreaker  # noqa: E402


def lookup(city: str) -> str:
    return city


CALLED: dict[str, Callable[[str], object]] = {}
"""Per row, what one call calls (filled by ``contenders``)."""
_NOTHING = (lambda: None, lambda: None)


clock = time.perf_counter_ns
"""What the timers read; ``measure`` may switch it to ``time.thread_time_ns``."""


def _timer(body: object) -> Timer:
    call = body

    def timer(loops: int) -> int:
        started = clock()
        for _ in range(loops):
            call("Paris")  # type: ignore[operator]
        return clock() - started

    return timer


def contenders() -> list[Contender]:
    wrapped = pybreaker.CircuitBreaker(fail_max=5, reset_timeout=30)(lookup)
    plain = smart_retry_with_observation(lookup)
    with_breaker = smart_retry_with_observation(lookup, breaker=CircuitBreaker("bench"))
    guard = with_breaker.__toolretry_settings__.guard  # type: ignore[attr-defined]
    empty: dict[str, object] = {}

    def guarded(city: str) -> str:
        call = guard.call((city,), empty)
        call.begin(math.inf)
        call.before_attempt(math.inf)
        result = lookup(city)
        call.record(None)
        call.finish(result)
        return result

    CALLED.update(bare=lookup, pybreaker=wrapped, guard=guarded, plain=plain, tool=with_breaker)
    return [
        Contender("bare", "bare call", _timer(lookup)),
        Contender("pybreaker", "pybreaker `CircuitBreaker(fail_max=5)` around it", _timer(wrapped)),
        Contender("guard", "toolretry guard of one attempt, in-memory breaker", _timer(guarded)),
        Contender("plain", "toolretry decorated tool, no breaker", _timer(plain)),
        Contender("tool", "toolretry decorated tool, in-memory breaker", _timer(with_breaker)),
    ]


def measure(
    rounds: int,
    target_ms: float = 20.0,
    thread_clock: bool = False,
    rows: list[Contender] | None = None,
) -> dict[str, Contender]:
    """Time every row (``contenders()`` unless given) in interleaved rounds; the rows by key
    (also what ``bench_pipeline.py`` calls). ``thread_clock``: CPU time of this thread,
    steadier on a busy machine."""
    global clock
    clock = time.thread_time_ns if thread_clock else time.perf_counter_ns
    rows = contenders() if rows is None else rows
    calibrate(rows, int(target_ms * 1_000_000))
    run_rounds(rows, rounds, random.Random(7))
    return {row.key: row for row in rows}


def added(by: dict[str, Contender], row: str, over: str) -> float:
    """What ``row`` adds over ``over``: the median over rounds of the round's difference."""
    pairs = zip(by[row].samples_ns, by[over].samples_ns, strict=True)
    return statistics.median(a - b for a, b in pairs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument(
        "--instructions",
        type=int,
        nargs="?",
        const=3000,
        default=None,
        metavar="CALLS",
        help="also count machine instructions per call under valgrind (3000 calls a row)",
    )
    parser.add_argument("--instructions-child", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    rows = contenders()
    counted = [(functools.partial(fn, "Paris"), _NOTHING) for fn in CALLED.values()]
    if args.instructions_child is not None:  # Run by count_instructions, under callgrind.
        marked_loops(counted, args.instructions_child)
        return
    calls = {key: count_calls(*row)[0] for key, row in zip(CALLED, counted, strict=True)}
    instructions = None
    if args.instructions is not None:
        instructions = count_instructions(__file__, list(CALLED), args.instructions)
    by = measure(args.rounds, rows=rows)
    pybreaker_adds = added(by, "pybreaker", "bare")
    figures = [
        ("bare", None),
        ("pybreaker", "bare"),
        ("guard", "bare"),
        ("plain", None),
        ("tool", "plain"),
    ]
    table = []
    for key, over in figures:
        adds = added(by, key, over) if over is not None else None
        row = [
            by[key].label,
            fmt_ns(by[key].median_ns),
            "" if adds is None else fmt_ns(adds),
            "" if adds is None else f"{adds / pybreaker_adds:.2f}×",
            f"{calls[key]:.0f}",
            "" if over is None else f"{calls[key] - calls[over]:+.0f}",
        ]
        if instructions is not None:
            more = instructions[key] - instructions[over] if over is not None else None
            pybreaker_more = instructions["pybreaker"] - instructions["bare"]
            row += [
                f"{instructions[key]:,.0f}",
                "" if more is None else f"{more:+,.0f}",
                "" if more is None else f"{more / pybreaker_more:.2f}×",
            ]
        table.append(row)
    version = importlib.metadata.version("pybreaker")
    print(f"toolretry {toolretry.__version__}, pybreaker {version}, ", end="")
    print(f"{args.rounds} rounds; ns per call (medians); 'adds' over the row it wraps\n")
    header = ["row", "ns/call", "adds (ns)", "adds ÷ pybreaker's", "Python calls", "adds"]
    if instructions is not None:
        header += ["instructions", "adds", "adds ÷ pybreaker's"]
    print(markdown_table(header, table))


if __name__ == "__main__":
    main()
