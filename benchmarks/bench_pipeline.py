"""Every performance target of issue 22 (points 2-6) in one run, its peers beside it.

Calls the measurements of the other scripts, not copies of them: ``bench_import`` and
``bench_decorate`` (fresh child processes, as a CLI or a worker pays them), then, in this
process, ``bench_success`` (sync success, and issue 7's async tool that suspends once),
``bench_turn``, ``bench_breaker`` and ``bench_instrumentation``, each in a quick mode, and
prints one Markdown table: each target, the measured figure, the same figure for tenacity,
stamina, backoff and pybreaker where the script measures them, and PASS or FAIL.

The order is deliberate: the success path is timed before ``bench_turn`` makes the process's
first turn (from then on every call reads the current turn, as in a real agent), and the
instrumentation rows, whose span processor keeps a thread, come last.

Run from the repository root (about five minutes on two busy cores)::

    PYTHONPATH=src python benchmarks/bench_pipeline.py [--rounds 5] [--clock thread]
"""

from __future__ import annotations

import argparse
import importlib
import platform
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _timing import Contender, eprint, fmt_ns, fmt_ratio, markdown_table, ratio  # noqa: E402

PEERS = ("tenacity", "stamina", "backoff", "pybreaker")
# Issue 22, point 6: "an in-memory breaker ~1.5 µs" over the same tool without one.
MAX_BREAKER_NS = 1_500.0
INSTRUMENTATION_ROUNDS = 9
INSTRUMENTATION_SAMPLE_MS = 20.0


@dataclass
class Row:
    """One line of the table."""

    point: str
    target: str
    measured: str
    peers: str
    passed: bool | None  # None: informational, or skipped.

    def cells(self) -> list[str]:
        verdict = {True: "PASS", False: "FAIL", None: "info"}[self.passed]
        return [self.point, self.target, self.measured, self.peers, verdict]


@dataclass
class Options:
    rounds: int
    target_ms: float
    clock: str
    seed: int | None
    tools: int
    decorate_rounds: int


def _missing_peers() -> list[str]:
    """The peer libraries this interpreter cannot import (their rows are skipped)."""
    missing = []
    for name in PEERS:
        try:
            importlib.import_module(name)
        except ImportError:
            missing.append(name)
    return missing


def _script(name: str) -> ModuleType:
    return importlib.import_module(name)


def _us(ns: float) -> str:
    return f"{ns / 1000:.2f} µs"


def _listed(figures: dict[str, str]) -> str:
    return ", ".join(f"{name} {figure}" for name, figure in figures.items())


# --- one section per script: it measures, then answers its rows ------------------------------


def import_rows(options: Options) -> list[Row]:
    bench_import = _script("bench_import")
    keys = ["tenacity", "stamina", "backoff", "pybreaker", "toolretry"]
    samples = bench_import.measure(options.rounds, keys)
    wall = bench_import.paired(samples, "toolretry", 0)
    extra = bench_import.rss_over_bare_mib(samples, "toolretry")
    return [
        Row(
            "4",
            "`python -c 'import toolretry'` wall ≤ 2× tenacity's",
            fmt_ratio(wall),
            "× tenacity: "
            + _listed({k: fmt_ratio(bench_import.paired(samples, k, 0)) for k in PEERS[1:]}),
            wall <= bench_import.MAX_VS_TENACITY,
        ),
        Row(
            "4",
            "import toolretry: RSS ≤ +10 MiB over the bare interpreter",
            f"{extra:+.1f} MiB",
            _listed({k: f"{bench_import.rss_over_bare_mib(samples, k):+.1f}" for k in PEERS}),
            extra <= bench_import.MAX_EXTRA_MIB,
        ),
    ]


def decorate_rows(options: Options) -> list[Row]:
    bench_decorate = _script("bench_decorate")
    big = options.tools
    samples = bench_decorate.measure(options.decorate_rounds, big)
    over = bench_decorate.vs_tenacity(samples, "toolretry", big)

    def growth(kind: str) -> float:
        return float(
            bench_decorate.call_ns(samples, kind, big) / bench_decorate.call_ns(samples, kind, 10)
        )

    return [
        Row(
            "5",
            f"decorate {big:,} tools ≤ 10× tenacity",
            f"{fmt_ratio(over)} ({bench_decorate.decorate_ms(samples, 'toolretry', big):,.0f} ms)",
            "× tenacity: "
            + _listed(
                {k: fmt_ratio(bench_decorate.vs_tenacity(samples, k, big)) for k in PEERS[1:]}
            ),
            over <= bench_decorate.MAX_VS_TENACITY,
        ),
        Row(
            "5",
            f"a call with {big:,} tools decorated ≤ 1.5× with 10",
            fmt_ratio(growth("toolretry")),
            _listed({k: fmt_ratio(growth(k)) for k in PEERS}),
            growth("toolretry") <= bench_decorate.MAX_CALL_GROWTH,
        ),
    ]


def success_rows(options: Options) -> list[Row]:
    bench_success = _script("bench_success")
    sync, suspend = bench_success.measure(
        options.rounds, options.target_ms, options.clock, options.seed, ("sync", "async_suspend")
    )
    hand, ours, ten = sync.get("handwritten"), sync.get("toolretry"), sync.get("tenacity")
    over_hand, speedup = ratio(ours, hand), ratio(ten, ours)
    a_hand, a_ours = suspend.get("handwritten"), suspend.get("toolretry")
    a_over = ratio(a_ours, a_hand)
    return [
        Row(
            "2",
            "sync success ≤ 2.5× a hand-written wrapper",
            f"{fmt_ratio(over_hand)} ({fmt_ns(ours.median_ns)} vs {fmt_ns(hand.median_ns)} ns)",
            "× hand-written: " + _listed({k: fmt_ratio(ratio(sync.get(k), hand)) for k in PEERS}),
            over_hand <= bench_success.MAX_RATIO_VS_HANDWRITTEN,
        ),
        Row(
            "2",
            "sync success ≥ 30× faster than tenacity",
            fmt_ratio(speedup),
            "× toolretry: " + _listed({k: fmt_ratio(ratio(sync.get(k), ours)) for k in PEERS}),
            speedup >= bench_success.MIN_SPEEDUP_VS_TENACITY,
        ),
        Row(
            "issue 7",
            "async (b), one suspension: ≤ 1.3× hand-written (informational)",
            f"{fmt_ratio(a_over)} ({fmt_ns(a_ours.median_ns)} vs {fmt_ns(a_hand.median_ns)} ns)",
            "× hand-written: "
            + _listed({k: fmt_ratio(ratio(suspend.get(k), a_hand)) for k in PEERS[:3]}),
            None,
        ),
    ]


def turn_rows(options: Options) -> list[Row]:
    bench_turn = _script("bench_turn")
    by: dict[str, Contender] = bench_turn.measure(
        options.rounds, options.target_ms, options.clock, options.seed
    )
    in_turn = ratio(by["turn"], by["outside"])
    large = ratio(by["turn_large"], by["turn"])
    return [
        Row(
            "3",
            "success inside a turn ≤ 5× outside",
            f"{fmt_ratio(in_turn)} ({fmt_ns(by['turn'].median_ns)} vs"
            f" {fmt_ns(by['outside'].median_ns)} ns)",
            "ns/call, no turn: " + _listed({k: fmt_ns(by[k].median_ns) for k in PEERS}),
            in_turn <= bench_turn.MAX_TURN_VS_OUTSIDE,
        ),
        Row(
            "3",
            "in a turn, a 1,000-item argument ≤ 1.5× a small one",
            f"{fmt_ratio(large)} ({fmt_ns(by['turn_large'].median_ns)} ns)",
            "none has turns",
            large <= bench_turn.MAX_LARGE_VS_SMALL,
        ),
    ]


def breaker_rows(options: Options) -> list[Row]:
    bench_breaker = _script("bench_breaker")
    by = bench_breaker.measure(options.rounds, options.target_ms, options.clock == "thread")
    adds = bench_breaker.added(by, "tool", "plain")
    return [
        Row(
            "6",
            "in-memory breaker: ≤ ~1.5 µs over the same tool without one",
            f"+{_us(adds)}",
            f"pybreaker over a bare call +{_us(bench_breaker.added(by, 'pybreaker', 'bare'))}",
            adds <= MAX_BREAKER_NS,
        )
    ]


def instrumentation_rows(options: Options) -> list[Row]:
    bench_instrumentation = _script("bench_instrumentation")
    # A success with the SDK on takes tens of µs, so a quick sample holds few calls and one
    # wake-up of the batch processor's thread swings it: longer samples, more rounds here.
    by = bench_instrumentation.measure(
        max(options.rounds, INSTRUMENTATION_ROUNDS),
        max(options.target_ms, INSTRUMENTATION_SAMPLE_MS),
        options.clock,
        options.seed,
    )
    added, floor, mine = bench_instrumentation.share(by, "sdk_prom", "floor")
    hand = by["handwritten"]
    return [
        Row(
            "6",
            "OTel SDK + Prometheus on: toolretry's share above the hand-written floor ≤ ~10 µs",
            f"{mine / 1000:+.2f} µs (on over off {_us(added)}, floor {_us(floor)})",
            "over hand-written: stamina + Prometheus hook"
            f" {(by['stamina'].median_ns - hand.median_ns) / 1000:+.2f} µs, pybreaker +"
            f" listener {(by['pybreaker'].median_ns - hand.median_ns) / 1000:+.2f} µs",
            mine <= bench_instrumentation.MAX_SHARE_NS,
        )
    ]


SECTIONS: list[tuple[str, Callable[[Options], list[Row]]]] = [
    ("import (fresh children)", import_rows),
    ("decorating (fresh children)", decorate_rows),
    ("success path", success_rows),
    ("inside a turn", turn_rows),
    ("in-memory breaker", breaker_rows),
    ("instrumentation", instrumentation_rows),
]


def run(options: Options) -> tuple[list[Row], dict[str, float]]:
    """Every section's rows, and how long each took (seconds). A section whose script or
    children need a package this interpreter lacks is one skipped row that names it."""
    rows: list[Row] = []
    took: dict[str, float] = {}
    missing = _missing_peers()
    for title, section in SECTIONS:
        eprint(f"--- {title}")
        started = time.perf_counter()
        try:
            if missing and "children" in title:  # The children import every peer.
                raise ModuleNotFoundError(name=", ".join(missing))
            rows += section(options)
        except ModuleNotFoundError as error:
            rows.append(Row("-", title, "skipped", f"not installed here: {error.name}", None))
        took[title] = time.perf_counter() - started
    return rows, took


def render(rows: Sequence[Row], options: Options, took: dict[str, float], total: float) -> str:
    import toolretry

    instrumentation_rounds = max(options.rounds, INSTRUMENTATION_ROUNDS)
    instrumentation_ms = max(options.target_ms, INSTRUMENTATION_SAMPLE_MS)
    header = ["point", "target (issue 22)", "toolretry", "peers, same figure", "result"]
    timing = ", ".join(f"{title} {seconds:.0f} s" for title, seconds in took.items())
    lines = [
        "## Issue 22's targets, one run",
        "",
        f"- python {platform.python_version()} ({platform.machine()}), toolretry"
        f" {toolretry.__version__}; {options.rounds} rounds each (decorating"
        f" {options.decorate_rounds}, instrumentation {instrumentation_rounds}),"
        f" ~{options.target_ms:g} ms a sample (instrumentation {instrumentation_ms:g}),"
        f" clock {options.clock};"
        f" {options.tools:,} tools",
        f"- whole run {total:.0f} s ({timing})",
        "",
        markdown_table(header, [row.cells() for row in rows]),
    ]
    failed = [row for row in rows if row.passed is False]
    passed = [row for row in rows if row.passed is True]
    lines += ["", f"{len(passed)} PASS, {len(failed)} FAIL"]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--rounds", type=int, default=5, help="rounds of every section (5)")
    parser.add_argument("--target-ms", type=float, default=3.0, help="ms per timed sample (3)")
    parser.add_argument(
        "--clock",
        choices=("perf", "thread"),
        default="perf",
        help="perf: wall time (default); thread: CPU time of this thread, steadier on a busy"
        " machine (the child-process sections always measure wall time)",
    )
    parser.add_argument("--seed", type=int, default=None, help="seed for the round order")
    parser.add_argument("--tools", type=int, default=10_000, help="tools decorated (10,000)")
    parser.add_argument(
        "--decorate-rounds",
        type=int,
        default=3,
        help="rounds of the decorating section (3): 15 fresh children a round, the longest part",
    )
    args = parser.parse_args(argv)
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    options = Options(
        args.rounds, args.target_ms, args.clock, args.seed, args.tools, args.decorate_rounds
    )
    started = time.perf_counter()
    rows, took = run(options)
    print(render(rows, options, took, time.perf_counter() - started))
    return 1 if any(row.passed is False for row in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
