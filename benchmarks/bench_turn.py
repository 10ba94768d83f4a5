"""What does a successful call cost inside ``toolretry.turn()``? Side by side, in one run.

Every framework adapter runs tools inside a turn, so this is where agents call. Times, in
interleaved shuffled rounds (see ``_timing.py``), a trivial sync tool's success: a
hand-written try/except wrapper, toolretry outside a turn, toolretry inside a turn with a
small argument and with a 1,000-item argument (a list of small dicts), and tenacity, stamina,
backoff and pybreaker around the same tool. Prints a Markdown table and the targets of issue
22 (inside a turn within 5x of outside; the large argument within 1.5x of the small one).

Run from the repository root::

    PYTHONPATH=src python benchmarks/bench_turn.py [--quick]
"""

from __future__ import annotations

import argparse
import functools
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import backoff
import pybreaker
import stamina
import tenacity

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
try:
    import toolretry
except ImportError:  # Neither installed nor on PYTHONPATH: use the checkout's src/.
    sys.path.insert(0, str(HERE.parent / "src"))
    import toolretry

from _timing import (  # noqa: E402 - lives next to this script, found through sys.path.
    Contender,
    Timer,
    calibrate,
    eprint,
    fmt_ns,
    fmt_ratio,
    markdown_table,
    ratio,
    run_rounds,
)

UNROLL = 10
SMALL: Any = {"city": "Paris"}
LARGE: Any = [{"id": number, "name": f"item {number}"} for number in range(1000)]
MAX_TURN_VS_OUTSIDE = 5.0
MAX_LARGE_VS_SMALL = 1.5


def lookup(query: Any) -> str:
    """The trivial tool: the cheapest success there is, so wrapper costs show in full."""
    return "sunny"


def handwritten(fn: Callable[..., str]) -> Callable[..., str]:
    """What a user writes by hand: read the clock once, catch, answer a string."""
    monotonic = time.monotonic

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> str:
        start = monotonic()  # noqa: F841 - the deadline's clock read, as toolretry pays it.
        try:
            return fn(*args, **kwargs)
        except Exception as e:
            return f"Error: {e}"

    return wrapper


CLOCKS: dict[str, Callable[[], int]] = {
    "perf": time.perf_counter_ns,  # Wall time: what a caller waits.
    "thread": time.thread_time_ns,  # CPU time of this thread: steadier on a busy machine.
}
clock = CLOCKS["perf"]


def timer(fn: Callable[[Any], object], arg: Any, scope: Callable[[], Any] | None = None) -> Timer:
    def run(loops: int) -> int:
        f, a = fn, arg
        if scope is not None:
            entered = scope()
            entered.__enter__()
        t0 = clock()
        for _ in range(loops):
            f(a)
            f(a)
            f(a)
            f(a)
            f(a)
            f(a)
            f(a)
            f(a)
            f(a)
            f(a)
        elapsed = clock() - t0
        if scope is not None:
            entered.__exit__(None, None, None)
        return elapsed

    return run


def contenders() -> list[Contender]:
    tool = toolretry.smart_retry_with_observation(lookup)
    breaker = pybreaker.CircuitBreaker(fail_max=5, reset_timeout=30)
    rows: list[tuple[str, str, Timer]] = [
        ("hand", "hand-written try/except decorator", timer(handwritten(lookup), SMALL)),
        ("outside", "toolretry, outside a turn", timer(tool, SMALL)),
        ("turn", "toolretry, inside a turn", timer(tool, SMALL, toolretry.turn)),
        (
            "turn_large",
            "toolretry, inside a turn, 1,000-item argument",
            timer(tool, LARGE, toolretry.turn),
        ),
        (
            "tenacity",
            "tenacity `retry(stop_after_attempt(4), wait_random_exponential)`",
            timer(
                tenacity.retry(
                    stop=tenacity.stop_after_attempt(4),
                    wait=tenacity.wait_random_exponential(multiplier=1, max=30),
                )(lookup),
                SMALL,
            ),
        ),
        (
            "stamina",
            "stamina `retry(on=Exception, attempts=4)`",
            timer(stamina.retry(on=Exception, attempts=4)(lookup), SMALL),
        ),
        (
            "backoff",
            "backoff `on_exception(expo, Exception, max_tries=4)`",
            timer(backoff.on_exception(backoff.expo, Exception, max_tries=4)(lookup), SMALL),
        ),
        ("pybreaker", "pybreaker `CircuitBreaker(fail_max=5)`", timer(breaker(lookup), SMALL)),
    ]
    return [Contender(key, label, run, UNROLL) for key, label, run in rows]


def measure(
    rounds: int, target_ms: float, clock_name: str = "perf", seed: int | None = None
) -> dict[str, Contender]:
    """Time every row in interleaved rounds; the rows by key (also what ``bench_pipeline.py``
    calls for its one-run table)."""
    global clock
    clock = CLOCKS[clock_name]
    rows = contenders()
    eprint(f"calibrating {len(rows)} contenders ...")
    # Twice: the first pass warms every path up, so the second sizes the samples on warm code.
    calibrate(rows, int(target_ms * 1_000_000))
    calibrate(rows, int(target_ms * 1_000_000))
    eprint(f"timing {rounds} rounds ...")
    run_rounds(rows, rounds, random.Random(seed))
    return {row.key: row for row in rows}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="3 short rounds: a smoke run")
    parser.add_argument("--rounds", type=int, default=None)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="perf")
    options = parser.parse_args(argv)
    rounds = options.rounds or (3 if options.quick else 15)
    by = measure(rounds, 3 if options.quick else 30, options.clock, options.seed)
    rows = list(by.values())
    print("## toolretry inside a turn\n")
    print(
        f"- python: {sys.version.split()[0]}; {rounds} interleaved rounds; clock {options.clock};"
        " median ns/call\n"
    )
    table = [
        [
            row.label,
            fmt_ns(row.median_ns),
            fmt_ns(row.min_ns),
            f"{row.spread:.0%}",
            fmt_ratio(ratio(row, by["hand"])),
            fmt_ratio(ratio(row, by["outside"])),
        ]
        for row in rows
    ]
    header = ["contender", "ns/call", "min", "IQR", "× hand-written", "× outside a turn"]
    print(markdown_table(header, table))
    in_turn = ratio(by["turn"], by["outside"])
    large = ratio(by["turn_large"], by["turn"])
    targets = [
        [
            "success in a turn ≤ 5× outside",
            fmt_ratio(in_turn),
            "≤ 5×",
            _verdict(in_turn <= MAX_TURN_VS_OUTSIDE),
        ],
        [
            "1,000-item argument ≤ 1.5× a small one (in a turn)",
            fmt_ratio(large),
            "≤ 1.5×",
            _verdict(large <= MAX_LARGE_VS_SMALL),
        ],
    ]
    print("\n### Targets (issue 22)\n")
    print(markdown_table(["target", "measured", "target", "result"], targets))
    return 0


def _verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


if __name__ == "__main__":
    raise SystemExit(main())
